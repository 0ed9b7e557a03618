"""The leak test: every message each seat (and a spectator) receives during whole games
of hidden-information games holds nothing that seat may not know.

The conformance kit's idea, on the wire: at points of the game, resample all that a
seat may not know (``game.sample_state(view, rng)``: other hands, the pile, secret
choices) and build that seat's message from the resampled state with the server's
own :func:`message_for`; it must equal the message the seat got. Every message must
also be exactly the one built from the seat's view of the true state (replayed from
the record), and a few plain facts are checked (no other hand's card in ``hand``,
others' secret choices shown as ``choose ?``).
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import pytest

import royaumes
from royaumes.game import State
from royaumes.server.hub import LiveTable, Subscriber, message_for

from ._api_helpers import (
    JSONDict,
    Player,
    bot,
    check_record,
    connect,
    create_table,
    drive,
    human,
    normal,
    serve,
    tokens_of,
)

SAMPLES = {"debarquement": 30, "prince_noir": 8, "roi_des_nains": 15}
"""Resampled states per seat, by game (prince_noir's sampler replays much)."""


def _comparable(message: JSONDict, events: list[JSONDict]) -> JSONDict:
    """A message with its whole event history in place of the part it sent."""
    data = {k: v for k, v in message.items() if k not in {"events", "events_from", "all_events"}}
    comparable: JSONDict = normal({**data, "events": events})
    return comparable


def _built(table: LiveTable, state: State, seat: int | None, got: JSONDict) -> JSONDict:
    """The message the server builds for ``seat`` when the table is at ``state`` and
    changed when the message ``got`` says (its clock times count from then)."""
    live = LiveTable(table.id, table.game, table.record, state, list(table.seats), table.bots)
    if "at" in got:
        live.changed_at = got["at"]
    message = message_for(live, Subscriber(seat))
    assert message["events_from"] == 0
    return _comparable(message, message["events"])


def _debarquement_facts(update: JSONDict, seat: int | None, state: State) -> None:
    view = update["view"]
    if seat is None:
        assert view["hand"] is None
        assert view["selection"] is None
    others = [s for s in range(state.num_players) if s != seat]
    mine = set(view["hand"] or ())
    for other in others:
        theirs = state.view(other).to_json()["hand"]
        assert isinstance(theirs, list)
        assert not mine & set(theirs), f"seat {seat} is shown a card of seat {other}"
    for event in update["all_events"]:
        if event["actor"] in {f"P{s}" for s in others} and event["text"].startswith("choose"):
            assert event["text"] == "choose ?", event
        if event["actor"] == "chance" and event.get("to") != f"P{seat}":
            assert event["text"] == "deal ?" or not event["text"].startswith("deal "), event


def _prince_noir_facts(update: JSONDict, seat: int | None, state: State) -> None:
    if seat is None:
        assert update["view"]["hand"] is None
    for event in update["all_events"]:
        if event["actor"] == "chance" and event.get("to", f"P{seat}") != f"P{seat}":
            assert event["text"].endswith("?"), event


FACTS = {"debarquement": _debarquement_facts, "prince_noir": _prince_noir_facts}


@pytest.mark.parametrize(
    ("game_id", "seats", "options"),
    [
        ("debarquement", [human("a"), human("b"), bot()], {"threshold": 30}),
        ("prince_noir", [human("a"), human("b")], {}),
        ("roi_des_nains", [human("a"), bot("random"), human("c")], {"quests_per_game": 2}),
    ],
)
def test_no_message_holds_another_seats_secret(
    tmp_path: Path, game_id: str, seats: list[JSONDict], options: dict[str, Any]
) -> None:
    game = royaumes.load(game_id)
    with serve(tmp_path) as client:
        created = create_table(client, game_id, seats, options)
        table_id = created["table"]["id"]
        tokens = tokens_of(created)
        with contextlib.ExitStack() as stack:
            seats_tokens: list[tuple[int | None, str | None]] = [*tokens.items(), (None, None)]
            players = [
                Player(stack.enter_context(connect(client, table_id, token)), seat)
                for seat, token in seats_tokens
            ]
            drive(players)
        record = check_record(client, table_id)
        table: LiveTable = client.app.state.hub.tables[table_id]  # type: ignore[attr-defined]

    states = {state.num_actions: state for state, _ in royaumes.replay(record)}
    rng = random.Random(20261130)
    facts = FACTS.get(game_id)
    for player in players:
        seat = player.seat
        updates = player.updates
        assert updates[0]["events_from"] == 0
        assert updates[-1]["over"]
        others = [s for s in range(len(seats)) if s != seat]
        step = max(1, len(updates) // SAMPLES[game_id])
        changed = 0
        for i, update in enumerate(updates):
            state = states[update["version"]]
            got = _comparable(update, update["all_events"])
            # The message is exactly the one built from this seat's view of the true state.
            assert got == _built(table, state, seat, got), f"seat {seat}, message {i}"
            if facts is not None and not update["over"]:  # the end reveals all
                facts(update, seat, state)
            if i % step or update["over"]:
                continue
            # Change what the seat may not know: its message must not change.
            view = state.view(seat)
            sampled = game.sample_state(view, rng)
            assert sampled.view(seat) == view
            assert _built(table, sampled, seat, got) == got, f"seat {seat} message {i} leaks"
            changed += any(sampled.view(o) != state.view(o) for o in others)
        # The resampling did change other seats' secrets: the check has teeth.
        assert changed > 0, f"seat {seat}: no sample changed anything hidden"
