"""Whole games through the API: every registered game, over WebSocket and over HTTP.

Scripted people play their first legal action against the server's bots to the
end; the downloaded record replays to the same result. Simultaneous choices
(débarquement) count whatever their order; a stale action in a turn-based game
is refused and changes nothing; a person who leaves is replaced by a bot.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import royaumes

from ._api_helpers import (
    Player,
    assert_error,
    bearer,
    bot,
    check_record,
    connect,
    create_table,
    drive,
    human,
    serve,
    setup_of,
    summary,
    tokens_of,
    wait_over,
)


@pytest.mark.parametrize("game_id", royaumes.available_games())
def test_websocket_human_against_bots_to_the_end(tmp_path: Path, game_id: str) -> None:
    num_players, options = setup_of(game_id)
    bots = [bot("heuristic" if i % 2 else "random") for i in range(1, num_players)]
    with serve(tmp_path) as client:
        created = create_table(client, game_id, [human("ada"), *bots], options)
        table_id = created["table"]["id"]
        token = tokens_of(created)[0]
        with connect(client, table_id, token) as conn:
            player = Player(conn, 0)
            drive([player])
        assert player.actions > 0
        assert player.updates[-1]["over"]
        assert player.updates[-1]["legal_actions"] == []
        record = check_record(client, table_id)
        assert record.seats[0] == "human"
        assert record.game == game_id
        # Every action the person was acknowledged for is in the record.
        assert sum(1 for s in record.steps if s.seat == 0) == player.actions - player.stale


def test_http_only_game(tmp_path: Path) -> None:
    game_id = "quatre_royaumes"
    num_players, options = setup_of(game_id)
    with serve(tmp_path) as client:
        created = create_table(
            client, game_id, [human(), *[bot("random")] * (num_players - 1)], options
        )
        table_id = created["table"]["id"]
        headers = bearer(tokens_of(created)[0])
        acted = 0
        end = time.monotonic() + 30
        while True:
            view = client.get(f"/api/tables/{table_id}/view", headers=headers).json()
            assert view["seat"] == 0
            if view["over"]:
                break
            assert time.monotonic() < end, "the HTTP game did not end"
            if not view["legal_actions"]:
                time.sleep(0.002)
                continue
            action = view["legal_actions"][0]
            # Alternate the two forms of an action: its text and its JSON object.
            sent = action["text"] if acted % 2 else {k: v for k, v in action.items() if k != "text"}
            response = client.post(
                f"/api/tables/{table_id}/actions",
                json={"action": sent, "version": view["version"]},
                headers=headers,
            )
            if response.status_code == 409 and response.json()["error"]["code"] == "action/stale":
                continue
            assert response.status_code == 200, response.text
            assert response.json()["version"] > view["version"]
            acted += 1
        assert acted > 0
        record = check_record(client, table_id)
        assert sum(1 for s in record.steps if s.seat == 0) == acted


def _choose_both(client: TestClient, first: int) -> None:
    """Two people choose at once on the same version; ``first`` sends first."""
    created = create_table(client, "debarquement", [human("a"), human("b")], {"threshold": 30})
    table_id = created["table"]["id"]
    tokens = tokens_of(created)
    with connect(client, table_id, tokens[0]) as c0, connect(client, table_id, tokens[1]) as c1:
        conns = {0: c0, 1: c1}
        u0, u1 = c0.recv_type("update"), c1.recv_type("update")
        version = u0["version"]
        assert u1["version"] == version
        chosen = {0: u0["legal_actions"][0]["text"], 1: u1["legal_actions"][0]["text"]}
        assert all(text.startswith("choose ") for text in chosen.values())
        order = (first, 1 - first)
        # Both are sent before either is answered: the second arrives stale.
        for seat in order:
            conns[seat].send({"type": "action", "action": chosen[seat], "version": version})
        acks = {seat: conns[seat].recv_type("ack")["version"] for seat in order}
        # The second ack comes after the reveal and whatever chance draws it led to.
        assert acks[order[0]] == version + 1
        assert acks[order[1]] >= version + 2
        hub = client.app.state.hub  # type: ignore[attr-defined]
        history = hub.tables[table_id].state.history()
        mine = {seat: str(action) for seat, action in history[version : version + 2]}
        assert mine == chosen
        # Both choices are revealed to each seat.
        cards = {seat: text.split()[1] for seat, text in chosen.items()}
        reveal = f"reveal 0:{cards[0]},1:{cards[1]}"
        view = client.get(f"/api/tables/{table_id}/view", headers=bearer(tokens[0])).json()
        assert reveal in [e["text"] for e in view["events"]]


@pytest.mark.parametrize("first", [0, 1])
def test_simultaneous_choices_both_count_whatever_the_order(tmp_path: Path, first: int) -> None:
    with serve(tmp_path) as client:
        _choose_both(client, first)


def test_two_humans_play_debarquement_to_the_end(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "debarquement", [human("a"), human("b")], {"threshold": 30})
        table_id = created["table"]["id"]
        tokens = tokens_of(created)
        with connect(client, table_id, tokens[0]) as c0, connect(client, table_id, tokens[1]) as c1:
            players = [Player(c0, 0), Player(c1, 1)]
            drive(players)
        record = check_record(client, table_id)
        for p in players:
            assert sum(1 for s in record.steps if s.seat == p.seat) == p.actions - p.stale


@pytest.mark.parametrize("game_id", ["prince_noir", "quatre_royaumes"])
def test_stale_action_in_a_turn_based_game_is_refused(tmp_path: Path, game_id: str) -> None:
    num_players, options = setup_of(game_id)
    with serve(tmp_path) as client:
        created = create_table(client, game_id, [human()] * num_players, options)
        table_id = created["table"]["id"]
        tokens = tokens_of(created)

        def views() -> dict[int, Any]:
            return {
                seat: client.get(f"/api/tables/{table_id}/view", headers=bearer(tok)).json()
                for seat, tok in tokens.items()
            }

        before = views()
        mover = next(s for s, v in before.items() if v["legal_actions"])
        old = before[mover]["version"]
        response = client.post(
            f"/api/tables/{table_id}/actions",
            json={"action": before[mover]["legal_actions"][0]["text"], "version": old},
            headers=bearer(tokens[mover]),
        )
        assert response.status_code == 200, response.text
        now = views()
        version = summary(client, table_id)["version"]
        movers = [seat for seat, view in now.items() if view["legal_actions"]]
        assert movers
        for seat in movers:
            view = now[seat]
            # Legal now, but chosen on the old version: refused.
            response = client.post(
                f"/api/tables/{table_id}/actions",
                json={"action": view["legal_actions"][0]["text"], "version": old},
                headers=bearer(tokens[seat]),
            )
            assert_error(response, 409, "action/stale")
            assert str(old) in response.json()["error"]["message"]
        assert summary(client, table_id)["version"] == version
        assert views() == now


def test_a_person_leaves_and_a_bot_finishes_the_game(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = create_table(
            client, "prince_noir", [human("ada"), human("bob")], setup_of("prince_noir")[1]
        )
        table_id = created["table"]["id"]
        tokens = tokens_of(created)
        # Seat 1 leaves at once; seat 0 plays a few moves over HTTP, then leaves too.
        response = client.post(
            f"/api/tables/{table_id}/leave", json={"bot": "random"}, headers=bearer(tokens[1])
        )
        assert response.status_code == 200, response.text
        seats = response.json()["seats"]
        assert seats[1]["kind"] == "bot"
        assert seats[1]["bot"] == "random"
        acted = 0
        end = time.monotonic() + 30
        while acted < 3:
            assert time.monotonic() < end
            view = client.get(f"/api/tables/{table_id}/view", headers=bearer(tokens[0])).json()
            assert not view["over"]
            if not view["legal_actions"]:
                time.sleep(0.002)
                continue
            response = client.post(
                f"/api/tables/{table_id}/actions",
                json={"action": view["legal_actions"][0]["text"], "version": view["version"]},
                headers=bearer(tokens[0]),
            )
            assert response.status_code == 200, response.text
            acted += 1
        response = client.post(f"/api/tables/{table_id}/leave", json={}, headers=bearer(tokens[0]))
        assert response.status_code == 200, response.text
        assert response.json()["seats"][0] == {
            "seat": 0, "kind": "bot", "bot": "normal", "name": "normal 0",
            "person": "ada", "taken": "left",
        }  # fmt: skip
        final = wait_over(client, table_id)
        assert [s["kind"] for s in final["seats"]] == ["bot", "bot"]
        record = check_record(client, table_id)
        assert record.seats == ("normal", "random")
        assert sum(1 for s in record.steps if s.seat == 0) > acted


def test_lobby_lists_games_bots_and_tables(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        games = client.get("/api/games").json()
        assert [g["id"] for g in games] == list(royaumes.available_games())
        for entry in games:
            spec = royaumes.load(entry["id"]).spec
            assert [o["name"] for o in entry["options"]] == [o.name for o in spec.options]
        assert set(client.get("/api/bots").json()) >= {"random", "normal"}
        assert client.get("/api/health").json() == {"status": "ok", "storage": "ok"}
        paths = client.get("/openapi.json").json()["paths"]
        for path in ["/api/tables", "/api/tables/{table_id}/actions", "/api/games"]:
            assert path in paths
        assert client.get("/api/tables").json() == []
        created = create_table(client, "debarquement", [human("ada"), bot(), bot("random")])
        listed = client.get("/api/tables").json()
        assert listed == [created["table"] | {"version": listed[0]["version"]}]
        assert listed[0]["seats"][0] == {"seat": 0, "kind": "human", "bot": None, "name": "ada"}
