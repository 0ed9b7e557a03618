"""Two server processes on one PostgreSQL database (``royaumes serve --cluster``).

A table created on one process is played through the other (which forwards its
person's actions to the owner and follows the owner's commits, and tells it who is
connected there); when the owner
is killed, the other takes the table over within seconds and the game goes on to
its end with every acknowledged action in the record.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection
from websockets.sync.client import connect as ws_connect

from royaumes.match import MatchRecord

from ._api_helpers import real_server
from .conftest import storage_drop_postgres_database, storage_new_postgres_database


def _next(ws: ClientConnection, kind: str, timeout: float = 30) -> dict[str, Any]:
    end = time.monotonic() + timeout
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=max(0.1, end - time.monotonic())))
        if message["type"] == kind:
            return message
        assert message["type"] != "error", message


def _play(ws: ClientConnection, seat: int, moves: int) -> list[int]:
    """Play ``moves`` of this seat's moves (the first legal one each time), or until the
    end; the versions acknowledged."""
    acked: list[int] = []
    latest: dict[str, Any] | None = None
    while len(acked) < moves:
        message = json.loads(ws.recv(timeout=60))
        if message["type"] == "error":
            # A race with the bot (stale) is fine, and so is the owner dying with the
            # request in flight (storage/unavailable): look again, or try again.
            assert message["code"] in ("action/stale", "storage/unavailable"), message
            if message["code"] == "storage/unavailable" and latest is not None:
                ws.send(json.dumps({"type": "action", "version": latest["version"],
                                    "action": latest["legal_actions"][0]["text"]}))  # fmt: skip
            continue
        if message["type"] == "ack":
            acked.append(message["version"])
            continue
        if message["type"] != "update":
            continue
        assert message["seat"] == seat
        if message["over"]:
            break
        if latest is not None and message["version"] <= latest["version"]:
            continue
        latest = message
        if message["legal_actions"]:
            action = message["legal_actions"][0]["text"]
            ws.send(json.dumps({"type": "action", "action": action,
                                "version": message["version"]}))  # fmt: skip
    return acked


def test_two_processes_share_a_table_and_one_takes_over_when_the_other_dies(
    tmp_path: Path, storage_postgres_base_url: str
) -> None:
    url = storage_new_postgres_database(storage_postgres_base_url)
    args = ("--cluster", "--database-url", url, "--bot-delay", "0.02")
    try:
        with (
            real_server(tmp_path / "a", *args) as (a, _log_a, process_a),
            real_server(tmp_path / "b", *args) as (b, log_b, _process_b),
        ):
            body = {"game": "quatre_royaumes", "num_players": 2,
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
                    "clock": {"enabled": False}}  # fmt: skip
            created = httpx.post(f"{a}/api/tables", json=body).json()
            table_id, token = created["table"]["id"], created["seats"][0]["token"]
            ws_url = b.replace("http", "ws") + f"/api/tables/{table_id}/ws"
            with (
                ws_connect(ws_url) as ws,
                ws_connect(a.replace("http", "ws") + f"/api/tables/{table_id}/ws") as watcher,
            ):
                ws.send(json.dumps({"type": "hello", "token": token}))
                # A, the owner, sees the person connected to B (presence is shared).
                watcher.send(json.dumps({"type": "hello"}))
                end = time.monotonic() + 30
                while _next(watcher, "seats")["seats"][0]["presence"] != "here":
                    assert time.monotonic() < end
                # Through B, which forwards each action to A and follows A's commits.
                acked = _play(ws, 0, 5)
                assert len(acked) == 5
                process_a.kill()  # A dies: B must take the table over
                process_a.wait(timeout=20)
                acked += _play(ws, 0, 10_000)
            summary = httpx.get(f"{b}/api/tables/{table_id}").json()
            deadline = time.monotonic() + 60
            while not summary["over"]:
                assert time.monotonic() < deadline, log_b.read_text()
                time.sleep(0.2)
                summary = httpx.get(f"{b}/api/tables/{table_id}").json()
            record = MatchRecord.from_json(httpx.get(f"{b}/api/tables/{table_id}/record").json())
            assert "takes it" in log_b.read_text(errors="replace")  # B took the table over
            # Every acknowledged action is in the record (versions are 1-based counts).
            assert len(record.steps) >= max(acked)
            assert sum(1 for step in record.steps if step.seat == 0) >= len(acked)
    finally:
        storage_drop_postgres_database(storage_postgres_base_url, url)
