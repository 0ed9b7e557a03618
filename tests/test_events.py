"""Events as data (royaumes.events), over every game: property tests on random games.

Each event's canonical text reads back into its kind and arguments and is rebuilt from
them; its narration, for every seat and a spectator, in both languages, is a catalogue
message given all its variables, formatted without a gap; a hidden part of an event never
reaches its message. (The conformance kit checks the same at every step of its playouts:
royaumes.testing.check_events.)
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import royaumes
from royaumes.events import EventKind, EventKinds, Ref
from royaumes.game import CHANCE, HOST, Event, State
from royaumes.i18n import LANGS, message_variables
from royaumes.registry import load

GAMES = royaumes.available_games()
_PLAYERS = {"deux_rois": 6}


def _playout(game_id: str, seed: int, steps: int) -> State:
    game = load(game_id)
    rng = random.Random(seed)
    players = _PLAYERS.get(game_id, game.spec.min_players + seed % 2)
    state = game.new_state(min(players, game.spec.max_players))
    for _ in range(steps):
        if state.is_over:
            break
        if state.to_move == (CHANCE,):
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            state = state.apply(CHANCE, action)
            continue
        seats = [s for s in state.to_move if s != HOST] or [HOST]
        seat = rng.choice(seats)
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_every_game_declares_its_event_kinds() -> None:
    for game_id in GAMES:
        game = load(game_id)
        assert len(game.event_kinds) >= 5, game_id
        assert game.message_prefix, game_id


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(20, 300))
def test_events_round_trip_and_narrate_in_both_languages(
    game_id: str, seed: int, steps: int
) -> None:
    state = _playout(game_id, seed, steps)
    game = state.game
    kinds = game.event_kinds
    for viewer in [None, *range(state.num_players)]:
        for event in state.view(viewer).events:
            assert event.kind, f"{game_id}: {event} has no kind"
            kind = kinds[event.kind]
            template = {name for name, _ in kind.fields}
            assert kinds.parse(event.text) == (
                event.kind, {k: v for k, v in event.args if k in template}
            )  # fmt: skip
            assert kind.text(event.params) == event.text
            message = game.narrate(event, viewer)
            if not message.key:
                continue
            for lang in LANGS:
                assert message_variables(message.key, lang) <= set(message.params), message.key
                text = message.render(lang)
                assert text, message
                assert "{$" not in text, (message, text)
                assert message.key not in text, (message, text)
            _hidden_stays_hidden(kind, event, dict(message.params))


def _hidden_stays_hidden(kind: EventKind, event: Event, params: dict[str, object]) -> None:
    """A secret argument hidden from the viewer (None) gets no value in the message."""
    for name, value in event.args:
        if value is None and name in kind.secret and name in params:
            shown = params[name]
            assert shown in ("?", None) or (isinstance(shown, Ref) and shown.value is None), (
                event, name, shown,
            )  # fmt: skip


def test_a_template_reads_back_its_own_text() -> None:
    kinds = EventKinds(
        "demo",
        [
            EventKind("deal", "deal {card:card} {n:int}", secret=("card",)),
            EventKind("hand", "hand {seat:seat} {cards:cards}", secret=("cards",)),
            EventKind("score", "score {who} {delta:signed} total {total:int}"),
        ],
    )
    assert kinds.parse("deal ? 3") == ("deal", {"card": None, "n": 3})
    assert kinds.parse("hand P2 ?") == ("hand", {"seat": 2, "cards": None})
    assert kinds.parse("hand P2 B7 BK") == ("hand", {"seat": 2, "cards": ("B7", "BK")})
    assert kinds["score"].text({"who": "V", "delta": -1, "total": 4}) == "score V -1 total 4"
    assert kinds["deal"].redact({"card": "7H", "n": 1}) == {"card": None, "n": 1}
    with pytest.raises(ValueError, match="no event"):
        kinds.parse("shuffle")
    with pytest.raises(ValueError, match="unknown field type"):
        EventKind("x", "x {a:colour}")
