"""Seat tokens: nobody acts, sees a seat's view or history, or leaves without the token;
tokens are long, random, stored as digests only, and never shown to anyone else."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import select

from royaumes.server.db import TokenRow

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
    summary,
    tokens_of,
)


def _setup(client: TestClient) -> tuple[str, dict[int, str], str]:
    """A prince_noir table of two people, and a token of another table."""
    created = create_table(client, "prince_noir", [human("a"), human("b")])
    other = create_table(client, "prince_noir", [human("c"), bot()])
    return created["table"]["id"], tokens_of(created), tokens_of(other)[0]


def test_tokens_are_at_least_128_random_bits(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        seen: set[str] = set()
        for _ in range(5):
            created = create_table(client, "debarquement", [human(), human(), bot()])
            tokens = tokens_of(created)
            assert sorted(tokens) == [0, 1]  # bots have no token
            for seat, token in tokens.items():
                raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
                assert len(raw) >= 16
                assert token not in seen
                seen.add(token)
                link = created["seats"][seat]["join_url"]
                assert link.endswith(f"#seat={seat}&token={token}")  # a fragment: never sent
            assert "token" not in created["spectator_url"]


def test_no_action_without_the_right_token(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        table_id, tokens, foreign = _setup(client)
        url = f"/api/tables/{table_id}/actions"
        mover = next(
            seat
            for seat, token in tokens.items()
            if client.get(f"/api/tables/{table_id}/view", headers=bearer(token)).json()[
                "legal_actions"
            ]
        )
        view = client.get(f"/api/tables/{table_id}/view", headers=bearer(tokens[mover])).json()
        body = {"action": view["legal_actions"][0]["text"], "version": view["version"]}
        before = summary(client, table_id)
        for headers in [
            {},  # a spectator
            bearer("x" * 32),  # a made-up token
            bearer(foreign),  # another table's seat
            bearer(tokens[mover][:-1]),  # almost the token
            {"Authorization": tokens[mover]},  # not a bearer token
            {"Authorization": "Basic " + tokens[mover]},
        ]:
            assert_error(client.post(url, json=body, headers=headers), 403, "auth/forbidden")
        # The other seat's own token does not act for the mover.
        answer = client.post(url, json=body, headers=bearer(tokens[1 - mover]))
        assert_error(answer, 409, "action/inactive_seat")
        assert summary(client, table_id) == before
        assert client.post(url, json=body, headers=bearer(tokens[mover])).status_code == 200


def test_no_view_or_history_without_the_right_token(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        table_id, tokens, foreign = _setup(client)
        url = f"/api/tables/{table_id}/view"
        for token in ["x" * 32, foreign, tokens[0][:-1]]:
            assert_error(client.get(url, headers=bearer(token)), 403, "auth/forbidden")
        spectator = client.get(url).json()
        assert spectator["seat"] is None
        assert spectator["legal_actions"] == []
        assert spectator["view"]["hand"] is None
        for seat, token in tokens.items():
            mine = client.get(url, headers=bearer(token)).json()
            assert mine["seat"] == seat
            assert mine["view"]["hand"]
            # What a seat was dealt shows in its own history only.
            private = [e for e in mine["events"] if e.get("to") == f"P{seat}"]
            assert private
            assert all("?" not in e["text"] for e in private)
            public = [e for e in spectator["events"] if e.get("to") == f"P{seat}"]
            plain = ("message", "args")
            assert [{k: v for k, v in e.items() if k not in plain} for e in public] == [
                {**{k: v for k, v in e.items() if k not in plain}, "text": "draw ?", "hidden": True}
                for e in private
            ]
            # Neither the event's arguments nor what it says to the spectator name the card.
            assert all(e["args"]["card"] is None and e["args"]["run"] is None for e in public)
            assert all(e["args"]["card"] for e in private)
            for e, mine in zip(public, private, strict=True):
                assert mine["args"]["card"] not in json.dumps(e["message"])
        # Over WebSocket too: a wrong token is refused and the connection closed.
        for token in ["x" * 32, foreign]:
            with client.websocket_connect(f"/api/tables/{table_id}/ws") as ws:
                ws.send_json({"type": "hello", "token": token})
                error = ws.receive_json()
                assert error["type"] == "error"
                assert error["code"] == "auth/forbidden"
                assert ws.receive()["type"] == "websocket.close"


def test_no_leave_without_the_right_token(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        table_id, _tokens, foreign = _setup(client)
        url = f"/api/tables/{table_id}/leave"
        before = summary(client, table_id)
        for headers in [{}, bearer("x" * 32), bearer(foreign)]:
            assert_error(client.post(url, json={}, headers=headers), 403, "auth/forbidden")
        assert summary(client, table_id) == before


def test_spectators_may_watch_but_never_act(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        table_id, _tokens, _ = _setup(client)
        before = summary(client, table_id)
        with connect(client, table_id, None) as conn:
            update = conn.recv_type("update")
            assert update["seat"] is None
            assert update["legal_actions"] == []
            conn.send({"type": "action", "action": "pass", "version": update["version"]})
            error = conn.recv_type("error")
            assert error["code"] == "auth/forbidden"
            assert error["message"]
        assert summary(client, table_id) == before


def test_tokens_never_reach_anyone_else(tmp_path: Path) -> None:
    """A whole game of two people, a bot and a spectator: no token in any message,
    listing, summary or record; the database holds digests only."""
    with serve(tmp_path) as client:
        created = create_table(
            client, "debarquement", [human("a"), human("b"), bot()], {"threshold": 30}
        )
        table_id = created["table"]["id"]
        tokens = tokens_of(created)
        with (
            connect(client, table_id, tokens[0]) as c0,
            connect(client, table_id, tokens[1]) as c1,
            connect(client, table_id, None) as watcher,
        ):
            players = [Player(c0, 0), Player(c1, 1), Player(watcher, None)]
            drive(players)
        check_record(client, table_id)
        wire = {p.seat: "\n".join(p.conn.texts) for p in players}
        assert all(wire.values())
        public = [
            client.get("/api/tables").text,
            client.get("/api/tables", params={"include_finished": True}).text,
            client.get(f"/api/tables/{table_id}").text,
            client.get(f"/api/tables/{table_id}/view").text,
            client.get(f"/api/tables/{table_id}/record").text,
            client.get("/api/games").text,
        ]
        assert table_id in public[1]
        for seat, token in tokens.items():
            for other, text in wire.items():
                if other != seat:
                    assert token not in text, f"seat {seat}'s token sent to {other}"
            # Nor in what the seat itself is sent: a token only travels from the client.
            assert token not in wire[seat]
            for text in public:
                assert token not in text
            own = client.get(f"/api/tables/{table_id}/view", headers=bearer(token)).text
            assert token not in own

        store = client.app.state.hub.store  # type: ignore[attr-defined]
        with store.session() as session:
            rows = session.scalars(select(TokenRow).where(TokenRow.table_id == table_id)).all()
            stored = {row.seat: row.digest for row in rows}
        assert stored == {
            seat: hashlib.sha256(token.encode()).hexdigest() for seat, token in tokens.items()
        }
        dump = "\n".join(json.dumps(v) for v in stored.values())
        files = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.is_file())
        assert files  # the SQLite file and its journal
        for token in tokens.values():
            assert token not in dump
            assert token.encode() not in files
