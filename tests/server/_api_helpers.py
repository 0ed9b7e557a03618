"""Helpers for the API tests: a served app, tables, and scripted WebSocket players.

The app runs in-process under Starlette's test client (its own event loop in a
thread, so the bots play between the test's calls). A :class:`Conn` wraps one
WebSocket with receives that time out, so a broken server fails a test
instead of hanging it; a :class:`Player` is a scripted person on a seat who
plays its first legal action, only on the newest update it has, one action
at a time. :func:`drive` runs several players (and spectators) together from
this one thread until their game is over.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

import royaumes
from royaumes.match import MatchRecord
from royaumes.server import Settings, create_app

JSONDict = dict[str, Any]

GAME_SETUPS: dict[str, tuple[int, JSONDict]] = {
    # game id: (players, options) chosen so that a whole game takes well under a second
    "quatre_royaumes": (3, {}),
    "roi_des_nains": (3, {"quests_per_game": 2}),
    "for_a_crown": (3, {}),
    "prince_noir": (2, {}),
    "debarquement": (3, {"threshold": 30}),
}
"""Players and options per game; a game not listed plays its minimum with defaults."""

_CALM: dict[str, tuple[str, ...]] = {"deux_rois": ("ready", "done", "pass", "abstain")}
"""Where a game's first legal action may repeat forever (Deux Rois' Espion changing his
claim), the scripted player takes one of these when it can."""

NO_CLOCK: JSONDict = {"enabled": False}
"""Tables in these tests run without clocks, so no timeout plays for a slow test."""


def setup_of(game_id: str) -> tuple[int, JSONDict]:
    """The player count and options a test table of ``game_id`` uses."""
    if game_id in GAME_SETUPS:
        return GAME_SETUPS[game_id]
    return royaumes.load(game_id).spec.min_players, {}


@contextlib.contextmanager
def serve(tmp_path: Path, **settings: Any) -> Iterator[TestClient]:
    """A running server on an SQLite file in ``tmp_path`` (bots act at once).

    ``settings`` override :class:`Settings` fields (``rate_limit=2``...).
    """
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("ROYAUMES_DATABASE_URL", raising=False)  # these tests are about the API
        app = create_app(Settings(data_dir=tmp_path, **{"bot_delay": 0.0, **settings}))
        with TestClient(app) as client:
            yield client


def bearer(token: str) -> dict[str, str]:
    """The ``Authorization`` header of a seat token."""
    return {"Authorization": f"Bearer {token}"}


def human(name: str = "") -> JSONDict:
    """A human seat's entry."""
    return {"kind": "human", "name": name} if name else {"kind": "human"}


def bot(name: str = "heuristic") -> JSONDict:
    """A bot seat's entry."""
    return {"kind": "bot", "bot": name}


def create_table(
    client: TestClient,
    game: str,
    seats: Sequence[JSONDict],
    options: Mapping[str, Any] | None = None,
) -> JSONDict:
    """Create a table (no clock) and return the answer: table, seats' tokens, links."""
    body = {
        "game": game,
        "num_players": len(seats),
        "options": dict(options or {}),
        "seats": list(seats),
        "clock": NO_CLOCK,
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: JSONDict = response.json()
    return created


def tokens_of(created: Mapping[str, Any]) -> dict[int, str]:
    """Seat -> token from a create answer."""
    return {int(s["seat"]): str(s["token"]) for s in created["seats"]}


def summary(client: TestClient, table_id: str) -> JSONDict:
    """A table's public summary."""
    response = client.get(f"/api/tables/{table_id}")
    assert response.status_code == 200, response.text
    data: JSONDict = response.json()
    return data


def assert_error(response: Any, status: int, code: str) -> None:
    """An HTTP answer is the error ``code`` with ``status`` and a message."""
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["code"] == code, error
    assert isinstance(error["message"], str)
    assert error["message"]


def wait_over(client: TestClient, table_id: str, timeout: float = 30.0) -> JSONDict:
    """Poll the summary until the game is over; return it."""
    end = time.monotonic() + timeout
    while True:
        data = summary(client, table_id)
        if data["over"]:
            return data
        assert time.monotonic() < end, f"table {table_id} not over after {timeout} s: {data}"
        time.sleep(0.005)


def normal(data: object) -> Any:
    """``data`` as it reads back from JSON (tuples as lists)."""
    return json.loads(json.dumps(data))


def check_record(client: TestClient, table_id: str) -> MatchRecord:
    """Download the record, replay it, and check it ends with the table's result."""
    response = client.get(f"/api/tables/{table_id}/record")
    assert response.status_code == 200, response.text
    record = MatchRecord.from_json(response.json())
    final = None
    for state, _step in royaumes.replay(record):
        final = state
    assert final is not None
    assert final.is_over
    assert final.result is not None
    result = normal(final.result.to_json())
    assert result == normal(record.result)
    table = summary(client, table_id)
    assert table["over"]
    assert table["result"] == result
    assert table["version"] == final.num_actions == len(record.steps)
    return record


# -- WebSocket clients ------------------------------------------------------------------


class Conn:
    """One WebSocket connection with receives that time out; keeps every message."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.received: list[JSONDict] = []
        self.texts: list[str] = []

    def send(self, data: object) -> None:
        """Send a JSON message."""
        self.ws.send_json(data)

    def send_text(self, text: str) -> None:
        """Send a raw text message."""
        self.ws.send_text(text)

    def _keep(self, message: Mapping[str, Any]) -> JSONDict:
        if message["type"] == "websocket.close":
            data: JSONDict = {"type": "closed", "code": message.get("code", 1000)}
        else:
            text = message["text"]
            self.texts.append(text)
            data = json.loads(text)
        self.received.append(data)
        return data

    def recv(self, timeout: float = 10.0) -> JSONDict:
        """The next message (``{"type": "closed"}`` once closed); fails after ``timeout``."""
        stream = self.ws._send_rx

        async def get() -> Any:
            with anyio.fail_after(timeout):
                return await stream.receive()

        try:
            message = self.ws.portal.call(get)
        except TimeoutError:
            pytest.fail(f"no message within {timeout} s")
        return self._keep(message)

    def poll(self) -> list[JSONDict]:
        """Every message already there, without waiting."""
        stream = self.ws._send_rx

        def take() -> list[Any]:
            messages: list[Any] = []
            with contextlib.suppress(anyio.WouldBlock, anyio.EndOfStream):
                while True:
                    messages.append(stream.receive_nowait())
            return messages

        return [self._keep(m) for m in self.ws.portal.call(take)]

    def recv_type(self, kind: str, timeout: float = 10.0) -> JSONDict:
        """The next message of type ``kind``, skipping updates and the table's news
        (``seats``: presence; ``notes``: chat and seat changes)."""
        while True:
            message = self.recv(timeout)
            if message["type"] == kind:
                return message
            assert message["type"] in ("update", "seats", "notes"), message


@contextlib.contextmanager
def real_server(tmp_path: Path, *args: str) -> Iterator[tuple[str, Path, Any]]:
    """``royaumes serve`` in a child process on a free port (Uvicorn itself, for what the
    test client does not do: the network, protocol limits), with ``args``; yields its
    base URL, log file and process once it answers, and stops it afterwards."""
    import os
    import socket
    import subprocess
    import sys

    import httpx

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROYAUMES_")}
    env.update(LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8")
    tmp_path.mkdir(parents=True, exist_ok=True)
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "royaumes.cli", "serve", "--port", str(port),
             "--data-dir", str(tmp_path / "data"), *args],
            stdout=out, stderr=subprocess.STDOUT, env=env,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/api/health", timeout=1).is_success:
                    break
            except httpx.TransportError:
                pass
            assert process.poll() is None, log.read_text(errors="replace")
            assert time.monotonic() < deadline, log.read_text(errors="replace")
            time.sleep(0.1)
        yield base, log, process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=20)


@contextlib.contextmanager
def connect(client: TestClient, table_id: str, token: str | None) -> Iterator[Conn]:
    """A WebSocket on the table, past the hello (``None``: a spectator)."""
    with client.websocket_connect(f"/api/tables/{table_id}/ws") as ws:
        ws.send_json({"type": "hello", "token": token} if token else {"type": "hello"})
        yield Conn(ws)


REAL_TIME = {"deux_rois"}
"""The games whose actions are judged on the state they meet (no version check)."""


@dataclass
class Player:
    """A scripted person on a seat (``seat=None``: a spectator who only watches).

    Acts only on the newest update it has, only when that update lists legal
    actions, never twice on one update, one action in flight at a time and
    never on an update older than its last acknowledged version. A stale
    refusal (a bot moved at the same time) is counted and play goes on; any
    other error fails the test.
    """

    conn: Conn
    seat: int | None
    updates: list[JSONDict] = field(default_factory=list)
    events: list[JSONDict] = field(default_factory=list)
    latest: JSONDict | None = None
    latest_n: int = -1
    """The index in ``updates`` of ``latest``."""
    pending: bool = False
    floor: int = 0
    acted: int = -1
    actions: int = 0
    stale: int = 0

    @property
    def over(self) -> bool:
        """Whether this player has seen the end of the game."""
        return self.latest is not None and bool(self.latest["over"])

    def handle(self, message: JSONDict) -> None:
        """Take one message into account."""
        kind = message["type"]
        if kind == "update":
            assert message["seat"] == self.seat
            start = message["events_from"]
            assert 0 <= start <= len(self.events)
            self.events[start:] = message["events"]
            # Numbered as received: in a game of rooms the version stays the same through
            # a phase (it may not count the other room's actions), so each update is new.
            self.updates.append({**message, "all_events": list(self.events)})
            if self.latest is None or message["version"] >= self.latest["version"]:
                self.latest = message
                self.latest_n = len(self.updates) - 1
        elif kind == "ack":
            self.pending = False
            self.floor = max(self.floor, message["version"])
        elif kind == "error":
            # In a real-time game an update queued before this player's last action may
            # still offer it a move it no longer has: the server refuses it, as it would
            # a late click.
            late = self.latest is not None and self.latest["game"] in REAL_TIME
            refused = ("action/stale", "action/inactive_seat", "action/illegal")
            assert message["code"] == "action/stale" or (late and message["code"] in refused), (
                message
            )
            self.pending = False
            self.stale += 1
        elif kind not in ("seats", "notes"):  # presence and chat: not this player's concern
            raise AssertionError(f"unexpected message {message}")

    def maybe_act(self) -> bool:
        """Act if the newest update asks this seat for an action; whether it acted."""
        m = self.latest
        if self.seat is None or self.pending or m is None or m["over"]:
            return False
        version = m["version"]
        if version < self.floor or self.latest_n <= self.acted or not m["legal_actions"]:
            return False
        texts = [a["text"] for a in m["legal_actions"]]
        calm = [t for t in texts if t in _CALM.get(m["game"], ())]
        self.conn.send({"type": "action", "action": (calm or texts)[0], "version": version})
        self.pending = True
        self.acted = self.latest_n
        self.actions += 1
        return True


def drive(players: Sequence[Player], timeout: float = 30.0) -> None:
    """Run the players until every one has seen the game's end."""
    end = time.monotonic() + timeout
    while True:
        busy = False
        for player in players:
            for message in player.conn.poll():
                player.handle(message)
                busy = True
            busy = player.maybe_act() or busy
        if all(p.over for p in players):
            break
        if time.monotonic() > end:
            pytest.fail(f"the game did not end within {timeout} s")
        if not busy:
            time.sleep(0.002)
    time.sleep(0.01)  # the last acks
    for player in players:
        for message in player.conn.poll():
            player.handle(message)
