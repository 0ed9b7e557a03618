"""Bad input, over HTTP and WebSocket: each is answered with a status, a stable code and
a message, and changes nothing (the table's version and views stay as they were)."""

from __future__ import annotations

import time
from collections.abc import Iterator
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
    connect,
    create_table,
    drive,
    human,
    serve,
    summary,
    tokens_of,
)


class Table:
    """A prince_noir table of two people; seat ``mover`` is to move."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        created = create_table(client, "prince_noir", [human("a"), human("b")])
        self.id: str = created["table"]["id"]
        self.tokens = tokens_of(created)
        views = {seat: self.view(seat) for seat in self.tokens}
        self.mover = next(seat for seat, view in views.items() if view["legal_actions"])
        self.idle = 1 - self.mover
        self.legal: list[dict[str, Any]] = views[self.mover]["legal_actions"]
        self.version: int = views[self.mover]["version"]

    def view(self, seat: int | None) -> Any:
        headers = {} if seat is None else bearer(self.tokens[seat])
        response = self.client.get(f"/api/tables/{self.id}/view", headers=headers)
        assert response.status_code == 200, response.text
        return response.json()

    def post(self, body: Any, seat: int | None = None, **kwargs: Any) -> Any:
        headers = {} if seat is None else bearer(self.tokens[seat])
        url = f"/api/tables/{self.id}/actions"
        if "content" in kwargs:
            headers["content-type"] = "application/json"
            return self.client.post(url, headers=headers, **kwargs)
        return self.client.post(url, json=body, headers=headers, **kwargs)

    def state(self) -> Any:
        return summary(self.client, self.id), [self.view(s) for s in (None, *self.tokens)]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with serve(tmp_path, max_message_bytes=2_000) as client:
        yield client


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b'{"action": "defend 1 Sg"', "request/invalid"),  # malformed JSON
        (b"", "request/invalid"),
        (b'["defend 1 Sg"]', "request/invalid"),  # not an object
        (b'{"version": 3}', "request/invalid"),  # no action
        (b'{"action": 42}', "request/invalid"),  # neither text nor object
        (b'{"action": "defend 1 Sg", "version": "three"}', "request/invalid"),
        (b'{"action": "frobnicate 3"}', "action/invalid"),  # unknown action text
        (b'{"action": ""}', "action/invalid"),
        (b'{"action": {"type": "frobnicate"}}', "action/invalid"),  # JSON of the wrong shape
        (b'{"action": {"type": "attack", "castle": "two"}}', "action/invalid"),
        (b'{"action": {"cards": ["Sg"]}}', "action/invalid"),
        (b'{"action": "deal 12"}', "action/invalid"),  # another game's action
    ],
)
def test_bad_action_bodies(client: TestClient, content: bytes, code: str) -> None:
    table = Table(client)
    before = table.state()
    response = table.post(None, table.mover, content=content)
    assert_error(response, 422, code)
    assert table.state() == before


def test_illegal_action_and_not_your_turn(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    legal = {a["text"] for a in table.legal}
    game = royaumes.load("prince_noir")
    illegal = next(
        str(action)
        for action in map(game.action_from_id, range(game.spec.num_distinct_actions))
        if str(action) not in legal
    )
    response = table.post({"action": illegal, "version": table.version}, table.mover)
    assert_error(response, 409, "action/illegal")
    assert "legal:" in response.json()["error"]["message"]
    for version in (table.version, None):
        response = table.post({"action": table.legal[0]["text"], "version": version}, table.idle)
        assert_error(response, 409, "action/inactive_seat")
        assert "turn" in response.json()["error"]["message"]
    assert table.state() == before


def test_stale_version_from_the_future_or_the_past(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    for version in (table.version + 1, table.version - 1, -5):
        response = table.post({"action": table.legal[0]["text"], "version": version}, table.mover)
        assert_error(response, 409, "action/stale")
    assert table.state() == before


def test_game_over(client: TestClient) -> None:
    created = create_table(client, "prince_noir", [human(), bot("random")])
    table_id = created["table"]["id"]
    token = tokens_of(created)[0]
    assert_error(client.get(f"/api/tables/{table_id}/record"), 409, "table/not_over")
    with connect(client, table_id, token) as conn:
        player = Player(conn, 0)
        drive([player])
    final = summary(client, table_id)
    assert final["over"]
    last = player.updates[-1]
    assert last["over"]
    assert last["legal_actions"] == []
    # An action that was legal earlier, now: refused, with or without the version.
    earlier = next(u for u in player.updates if u["legal_actions"])["legal_actions"][0]["text"]
    for version in (final["version"], None):
        response = client.post(
            f"/api/tables/{table_id}/actions",
            json={"action": earlier, "version": version},
            headers=bearer(token),
        )
        assert_error(response, 409, "action/game_over")
    # Over WebSocket too.
    with connect(client, table_id, token) as conn:
        assert conn.recv_type("update")["over"]
        conn.send({"type": "action", "action": earlier, "version": final["version"]})
        assert conn.recv_type("error")["code"] == "action/game_over"
    response = client.post(f"/api/tables/{table_id}/leave", json={}, headers=bearer(token))
    assert response.status_code in {200, 409}
    assert summary(client, table_id)["version"] == final["version"]


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/tables/nope"),
        ("get", "/api/tables/nope/view"),
        ("post", "/api/tables/nope/actions"),
        ("post", "/api/tables/nope/leave"),
        ("get", "/api/tables/nope/record"),
    ],
)
def test_unknown_table(client: TestClient, method: str, path: str) -> None:
    kwargs: dict[str, Any] = {"json": {"action": "pass"}} if method == "post" else {}
    assert_error(client.request(method, path, **kwargs), 404, "table/not_found")


def test_unknown_table_over_websocket(client: TestClient) -> None:
    with client.websocket_connect("/api/tables/nope/ws") as ws:
        error = ws.receive_json()
        assert error["type"] == "error"
        assert error["code"] == "table/not_found"
        assert ws.receive() == {"type": "websocket.close", "code": 4404, "reason": ""}


@pytest.mark.parametrize(
    "body",
    [
        {"game": "nope", "num_players": 2},
        {"game": "prince_noir", "num_players": 3},
        {"game": "prince_noir", "num_players": 2, "options": {"hand_size": "many"}},
        {"game": "prince_noir", "num_players": 2, "options": {"hand_size": 99}},
        {"game": "prince_noir", "num_players": 2, "options": {"no_such_option": 1}},
        {"game": "prince_noir", "num_players": 2, "seats": [{"kind": "alien"}, {"kind": "human"}]},
        {"game": "prince_noir", "num_players": 2, "seats": [{"kind": "bot", "bot": "hal"}] * 2},
        {"game": "prince_noir", "num_players": 2, "seats": [{"kind": "human"}]},
        {"game": "debarquement", "num_players": 9},
    ],
)
def test_bad_table_configs(client: TestClient, body: dict[str, Any]) -> None:
    before = client.get("/api/tables", params={"include_finished": True}).json()
    assert_error(client.post("/api/tables", json=body), 422, "config/invalid")
    assert client.get("/api/tables", params={"include_finished": True}).json() == before


@pytest.mark.parametrize(
    "body",
    [
        {"num_players": 2},
        {"game": "prince_noir"},
        {"game": "prince_noir", "num_players": "two"},
        {"game": "prince_noir", "num_players": 2, "seats": "human"},
        {"game": "prince_noir", "num_players": 2, "options": [1]},
    ],
)
def test_malformed_table_requests(client: TestClient, body: dict[str, Any]) -> None:
    assert_error(client.post("/api/tables", json=body), 422, "request/invalid")
    assert client.get("/api/tables", params={"include_finished": True}).json() == []


def test_leave_to_an_unknown_bot(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    response = client.post(
        f"/api/tables/{table.id}/leave", json={"bot": "hal"}, headers=bearer(table.tokens[0])
    )
    assert_error(response, 422, "config/invalid")
    assert table.state() == before


def test_a_token_plays_nothing_while_a_bot_has_its_seat_until_taken_back(
    client: TestClient,
) -> None:
    table = Table(client)
    token = table.tokens[table.idle]
    url = f"/api/tables/{table.id}/leave"
    assert client.post(url, json={}, headers=bearer(token)).status_code == 200
    # Leaving again is refused; the seat's view is the bot's, not the person's; no action.
    assert_error(client.post(url, json={}, headers=bearer(token)), 409, "seat/refused")
    view = client.get(f"/api/tables/{table.id}/view", headers=bearer(token)).json()
    assert view["seat"] is None
    assert view["legal_actions"] == []
    assert_error(table.post({"action": table.legal[0]["text"]}, table.idle), 403, "auth/forbidden")
    # The person takes the seat back with the same link; only that seat's token can.
    reclaim = f"/api/tables/{table.id}/reclaim"
    assert_error(client.post(reclaim), 403, "auth/forbidden")
    other = bearer(table.tokens[table.mover])  # a person who still plays has nothing to take
    assert_error(client.post(reclaim, headers=other), 409, "seat/refused")
    response = client.post(reclaim, headers=bearer(token))
    assert response.status_code == 200, response.text
    assert response.json()["seats"][table.idle]["kind"] == "human"
    view = client.get(f"/api/tables/{table.id}/view", headers=bearer(token)).json()
    assert view["seat"] == table.idle
    kinds = [n["kind"] for n in client.get(f"/api/tables/{table.id}/notes").json()]
    assert kinds == ["left", "reclaim"]


def test_a_connection_cannot_act_once_its_person_left(client: TestClient) -> None:
    table = Table(client)
    with connect(client, table.id, table.tokens[table.idle]) as conn:
        conn.recv_type("update")
        response = client.post(
            f"/api/tables/{table.id}/leave", json={}, headers=bearer(table.tokens[table.idle])
        )
        assert response.status_code == 200, response.text
        # From now on the connection sees as a spectator: the bot's hand is not its own.
        update = conn.recv_type("update")
        assert update["seat"] is None
        assert update["legal_actions"] == []
        conn.send({"type": "action", "action": table.legal[0]["text"]})
        error = conn.recv_type("error")
        assert error["code"] == "auth/forbidden"
        assert "bot" in error["message"]


def test_oversized_bodies(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    padding = "x" * 3_000
    big = {"action": table.legal[0]["text"], "version": table.version, "pad": padding}
    assert_error(table.post(big, table.mover), 413, "request/too_large")

    def chunks() -> Iterator[bytes]:  # no Content-Length: the body is streamed
        yield b'{"action": "' + table.legal[0]["text"].encode() + b'", "pad": "'
        for _ in range(10):
            yield b"x" * 500
        yield b'"}'

    assert_error(table.post(None, table.mover, content=chunks()), 413, "request/too_large")
    response = client.post("/api/tables", json={"game": "prince_noir", "num_players": 2,
                                                "options": {"pad": padding}})  # fmt: skip
    assert_error(response, 413, "request/too_large")
    assert table.state() == before
    # A body just under the limit is read.
    fits = {"action": table.legal[0]["text"], "version": table.version, "pad": "x" * 1_000}
    assert table.post(fits, table.mover).status_code == 200


# -- WebSocket --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "code"),
    [
        ("hello", "request/invalid"),  # not JSON
        ('["hello"]', "request/invalid"),
        ('{"type": "action", "action": "pass"}', "request/invalid"),
        ('{"token": "abc"}', "request/invalid"),
        ('{"type": "hello", "token": 12}', "request/invalid"),  # a token is text
        ('{"type": "hello", "token": "abc"}', "auth/forbidden"),
        ('{"type": "hello", "pad": "' + "x" * 3_000 + '"}', "request/too_large"),
    ],
)
def test_bad_first_websocket_message(client: TestClient, first: str, code: str) -> None:
    table = Table(client)
    with client.websocket_connect(f"/api/tables/{table.id}/ws") as ws:
        ws.send_text(first)
        error = ws.receive_json()
        assert error["type"] == "error"
        assert error["code"] == code
        assert error["message"]
        assert ws.receive() == {"type": "websocket.close", "code": 4403, "reason": ""}


def test_bad_websocket_messages(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    good = table.legal[0]["text"]
    bad: list[tuple[Any, str]] = [
        ("not json", "request/invalid"),
        ("[1, 2]", "request/invalid"),
        (b'{"type": "action"}', "request/invalid"),  # a binary frame
        ({"type": "ping"}, "request/invalid"),
        ({"action": good, "version": table.version}, "request/invalid"),
        ({"type": "action", "action": good, "version": "3"}, "request/invalid"),
        ({"type": "action", "action": good, "version": True}, "request/invalid"),
        ({"type": "action", "action": "frobnicate", "version": table.version}, "action/invalid"),
        ({"type": "action", "action": {"type": "nope"}}, "action/invalid"),
        ({"type": "action", "action": 12}, "request/invalid"),  # neither text nor JSON object
        ({"type": "action", "action": good, "version": table.version + 3}, "action/stale"),
        ({"type": "action", "action": "x" * 3_000}, "request/too_large"),
    ]
    with connect(client, table.id, table.tokens[table.mover]) as conn:
        assert conn.recv_type("update")["version"] == table.version
        for message, code in bad:
            if isinstance(message, bytes):
                conn.ws.send_bytes(message)
            elif isinstance(message, str):
                conn.send_text(message)
            else:
                conn.send(message)
            error = conn.recv_type("error")
            assert (error["code"], message) == (code, message)
            assert error["message"]
        # The connection still works.
        conn.send({"type": "action", "action": good, "version": table.version})
        assert conn.recv_type("ack")["version"] > table.version
    after = summary(client, table.id)
    assert after["version"] > before[0]["version"]


def test_idle_seat_over_websocket(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    with connect(client, table.id, table.tokens[table.idle]) as conn:
        update = conn.recv_type("update")
        assert update["legal_actions"] == []
        conn.send({"type": "action", "action": table.legal[0]["text"], "version": table.version})
        assert conn.recv_type("error")["code"] == "action/inactive_seat"
    assert table.state() == before


def test_floods_are_refused(tmp_path: Path) -> None:
    with serve(tmp_path, rate_limit=2.0, rate_window=2.0) as client:  # 4 in 2 seconds
        _flood(client)


def _flood(client: TestClient) -> None:
    table = Table(client)
    before = table.state()
    with connect(client, table.id, table.tokens[table.mover]) as conn:
        conn.recv_type("update")
        for i in range(12):  # 3 times the 4 allowed
            if i % 2:
                conn.send_text("garbage")
            else:  # actions on a wrong version: refused when they get through
                conn.send({"type": "action", "action": table.legal[0]["text"], "version": -1})
        codes = [conn.recv_type("error")["code"] for _ in range(12)]
        assert codes.count("rate/limited") == 8
        assert set(codes[:4]) <= {"request/invalid", "action/stale"}
        assert codes[4:] == ["rate/limited"] * 8
        # A spectator's flood too.
        with connect(client, table.id, None) as watcher:
            watcher.recv_type("update")
            for _ in range(8):
                watcher.send({"type": "action", "action": table.legal[0]["text"]})
            codes = [watcher.recv_type("error")["code"] for _ in range(8)]
            assert codes == ["auth/forbidden"] * 4 + ["rate/limited"] * 4
        # After the window, the seat may act again.
        time.sleep(2.05)
        assert table.state() == before
        conn.send({"type": "action", "action": table.legal[0]["text"], "version": table.version})
        assert conn.recv_type("ack")["version"] > table.version
