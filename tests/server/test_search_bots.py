"""The bot levels at the server: names checked, searching bots (``hard``, ``expert``)
thinking in worker processes while the other tables are served, and choosing there
what they would choose in the server's process from the same seed."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest
from fastapi.testclient import TestClient

import royaumes
from royaumes.bots import ismcts
from royaumes.game import CHANCE
from royaumes.match import sample_chance
from royaumes.server.db import Store, TableRow
from royaumes.server.hub import Hub, bot_action
from royaumes.server.thinking import SearchPool

from . import _thinking_helpers as helpers
from ._api_helpers import (
    NO_CLOCK,
    assert_error,
    bearer,
    bot,
    check_record,
    create_table,
    human,
    serve,
    summary,
    tokens_of,
    wait_over,
)

PATIENCE = 120.0
"""The longest a test waits for something that happens in well under a second on an
idle machine (a safety net against hanging, not a measure)."""


def _hub(client: TestClient) -> Hub:
    hub: Hub = cast(Any, client.app).state.hub
    return hub


def _wait_for(condition: Callable[[], bool], what: str) -> None:
    end = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < end, f"still waiting for {what}"
        time.sleep(0.005)


def _play_first_legal(client: TestClient, table_id: str, token: str) -> bool:
    """The seat's first legal action, if it has one now; whether it was acknowledged."""
    view = client.get(f"/api/tables/{table_id}/view", headers=bearer(token)).json()
    if view["over"] or not view["legal_actions"]:
        return False
    response = client.post(
        f"/api/tables/{table_id}/actions",
        json={"action": view["legal_actions"][0]["text"], "version": view["version"]},
        headers=bearer(token),
    )
    if response.status_code == 409:  # the bot moved in between: look again
        return False
    assert response.status_code == 200, response.text
    return True


def _play_to_the_end(client: TestClient, table_id: str, token: str) -> None:
    end = time.monotonic() + PATIENCE
    while not summary(client, table_id)["over"]:
        assert time.monotonic() < end, "the game did not end"
        if not _play_first_legal(client, table_id, token):
            time.sleep(0.005)


# -- names --------------------------------------------------------------------------------


def test_the_levels_are_listed_weakest_first_and_checked(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        assert client.get("/api/bots").json() == ["random", "easy", "normal", "hard", "expert"]
        body = {"game": "quatre_royaumes", "num_players": 2, "clock": NO_CLOCK,
                "seats": [human("ada"), bot("grandmaster")]}  # fmt: skip
        response = client.post("/api/tables", json=body)
        assert_error(response, 422, "config/invalid")
        message = response.json()["error"]["message"]
        assert "seat 1" in message
        assert "'grandmaster'" in message
        assert "expert" in message
        # The old name of the heuristic is its level; a seat without a name is normal.
        created = create_table(client, "quatre_royaumes", [human("ada"), bot("heuristic")])
        assert created["table"]["seats"][1]["bot"] == "normal"
        assert created["table"]["seats"][1]["name"] == "normal 1"
        created = create_table(client, "quatre_royaumes", [human("ada"), {"kind": "bot"}])
        assert created["table"]["seats"][1]["bot"] == "normal"
        default = client.post("/api/tables", json={"game": "quatre_royaumes", "num_players": 3})
        assert default.status_code == 201, default.text
        assert [s["bot"] for s in default.json()["table"]["seats"]] == [None, "normal", "normal"]
        # Leaving: a bad level is refused and changes nothing; the default is normal.
        created = create_table(client, "quatre_royaumes", [human("ada"), human("bo")])
        table_id, tokens = created["table"]["id"], tokens_of(created)
        refused = client.post(f"/api/tables/{table_id}/leave", json={"bot": "nobody"},
                              headers=bearer(tokens[0]))  # fmt: skip
        assert_error(refused, 422, "config/invalid")
        assert summary(client, table_id)["seats"][0]["kind"] == "human"
        left = client.post(f"/api/tables/{table_id}/leave", json={"bot": "heuristic"},
                           headers=bearer(tokens[0]))  # fmt: skip
        assert left.status_code == 200, left.text
        assert left.json()["seats"][0]["bot"] == "normal"
        left = client.post(f"/api/tables/{table_id}/leave", json={}, headers=bearer(tokens[1]))
        assert left.status_code == 200, left.text
        assert left.json()["seats"][1]["bot"] == "normal"
        wait_over(client, table_id, PATIENCE)


def test_a_table_stored_with_a_heuristic_seat_comes_back_and_plays(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'royaumes.sqlite3'}")
    try:
        game = royaumes.load("quatre_royaumes")
        seats = [{"kind": "human", "name": "ada"},
                 {"kind": "bot", "bot": "heuristic", "name": "heuristic 1"}]  # fmt: skip
        row = TableRow(id="old", game=game.spec.id, version=game.spec.version, num_players=2,
                       options={}, seed=12345, seats=seats, clock={"enabled": False},
                       finished=False, result=None)  # fmt: skip
        store.create_table(row, {0: "ada-token"})
        # The deal, as the server drew it when it created the table.
        state = game.new_state(2)
        dealt: list[tuple[int, str]] = []
        while state.to_move == (CHANCE,):
            outcome = sample_chance(state, random.Random(len(dealt)))
            state = state.apply(CHANCE, outcome)
            dealt.append((CHANCE, str(outcome)))
        store.append("old", 0, dealt)
    finally:
        store.dispose()
    with serve(tmp_path) as client:
        assert summary(client, "old")["seats"][1]["bot"] == "heuristic"
        assert _hub(client).tables["old"].levels == {1: "normal"}
        _play_to_the_end(client, "old", "ada-token")
        record = check_record(client, "old")
        assert record.seats == ("human", "heuristic")
        assert any(step.seat == 1 for step in record.steps)


# -- searching bots in worker processes --------------------------------------------------


def test_a_hard_bot_plays_a_whole_game_through_the_pool(tmp_path: Path) -> None:
    with serve(tmp_path, search_workers=1) as client:
        hub = _hub(client)
        assert not hub.search.started  # nothing searches yet: no process
        created = create_table(client, "quatre_royaumes", [human("ada"), bot("hard")],
                               {"max_rounds": 2})  # fmt: skip
        assert hub.search.started
        table_id = created["table"]["id"]
        _play_to_the_end(client, table_id, tokens_of(created)[0])
        record = check_record(client, table_id)
        assert record.seats == ("human", "hard")
        assert hub.search.answered > 0
        assert hub.search.restarts == 0


def test_the_pool_chooses_what_the_bot_chooses_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The same small budget here and in the worker: no time cap, so the moves cannot
    # depend on how loaded the machine is.
    for level in list(ismcts.LEVELS):
        monkeypatch.setitem(ismcts.LEVELS, level, helpers.SMALL)
    with serve(tmp_path) as client:
        hub = _hub(client)
        hub.search = SearchPool(1, function=helpers.think_small)
        searched = 0
        for game_id in ("prince_noir", "quatre_royaumes"):
            created = create_table(client, game_id, [bot("hard"), bot("expert")])
            table_id = created["table"]["id"]
            wait_over(client, table_id, PATIENCE)
            table = hub.tables[table_id]
            game = table.game
            state = game.new_state(2, table.state.options)
            for step in table.steps:
                if step.seat >= 0 and len(state.legal_action_ids(step.seat)) > 1:
                    # What the hub's own bot object chooses here, from the same seed.
                    assert str(bot_action(table, step.seat, state)) == step.action
                    searched += 1
                state = state.apply(step.seat, game.parse_action(step.action))
        assert hub.search.answered >= searched > 0


def test_other_tables_are_answered_while_an_expert_thinks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = tmp_path / "gate"
    monkeypatch.setenv(helpers.GATE, str(gate))  # the workers inherit it
    with serve(tmp_path) as client:
        hub = _hub(client)
        # The expert's search lasts until the gate opens: as long as this test needs.
        hub.search = SearchPool(1, function=helpers.think_when_allowed)
        thinking = create_table(client, "prince_noir", [bot("expert"), bot("expert")])
        expert_table = thinking["table"]["id"]
        _wait_for(lambda: hub.search.in_flight == 1, "the expert to think")
        version = summary(client, expert_table)["version"]
        other = create_table(client, "quatre_royaumes", [human("ada"), bot("normal")])
        other_id, token = other["table"]["id"], tokens_of(other)[0]
        acknowledged = 0
        end = time.monotonic() + PATIENCE
        while acknowledged < 3:
            assert time.monotonic() < end, "the other table's moves were not acknowledged"
            if _play_first_legal(client, other_id, token):
                acknowledged += 1
            else:
                time.sleep(0.005)  # the normal bot's turn there
        # Three moves acknowledged (and the normal bot's replies played) while the expert
        # has not finished thinking.
        assert hub.search.in_flight == 1
        assert hub.search.answered == 0
        assert summary(client, expert_table)["version"] == version
        gate.touch()
        _wait_for(lambda: summary(client, expert_table)["version"] > version, "the expert's move")
        assert hub.search.answered >= 1


def test_a_dead_worker_is_replaced_and_the_move_asked_again(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        hub = _hub(client)
        pool = hub.search = SearchPool(1, function=helpers.think_small)
        executor = pool.start()
        assert executor.submit(helpers.worker_pid).result(timeout=PATIENCE) > 0
        # The worker dies (killed, out of memory...): the pool breaks.
        processes = list(cast(Any, executor)._processes.values())
        for process in processes:
            process.kill()
            process.join(timeout=PATIENCE)
        created = create_table(client, "prince_noir", [bot("hard"), bot("hard")])
        table_id = created["table"]["id"]
        _wait_for(lambda: pool.answered >= 1, "a move through a new pool")
        assert pool.restarts == 1
        assert summary(client, table_id)["version"] > 0
