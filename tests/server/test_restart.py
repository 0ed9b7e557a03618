"""A real ``royaumes serve`` killed with SIGKILL mid-game loses no acknowledged action.

The server runs as its own process, on an SQLite data dir and on PostgreSQL.
People play through HTTP while bots play the other seats; the process is then
killed outright and started again on the same database. Every action the
server acknowledged must be there, each seat must see exactly what it saw
before, and the games must go on to their end.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

_BOT_DELAY_S = 0.03
_START_TIMEOUT_S = 30.0
_PLAY_TIMEOUT_S = 60.0
_STABLE_S = 0.1
"""How long a table waiting for people must not move for their views to be compared."""
_MOVES_BEFORE_KILL = 3
"""Acknowledged actions each human seat plays before the kill."""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


@contextmanager
def _serve(
    args: list[str], log_path: Path
) -> Iterator[tuple[httpx.Client, subprocess.Popen[bytes]]]:
    """A ``royaumes serve`` process and a client for it, ready once /api/health answers."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "ROYAUMES_DATABASE_URL"}
    command = [sys.executable, "-c", "from royaumes.cli import main; main()", "serve",
               "--host", "127.0.0.1", "--port", str(port),
               "--bot-delay", str(_BOT_DELAY_S), *args]  # fmt: skip
    with open(log_path, "ab") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10.0)
    try:
        deadline = time.monotonic() + _START_TIMEOUT_S
        while True:
            if process.poll() is not None:
                pytest.fail(f"royaumes serve exited with {process.returncode}:\n"
                            f"{log_path.read_text(errors='replace')}")  # fmt: skip
            try:
                if client.get("/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"royaumes serve did not start:\n{log_path.read_text(errors='replace')}"
                )
            time.sleep(0.05)
        yield client, process
    finally:
        client.close()
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@dataclass
class _Seat:
    """A human seat the test plays, and what the server acknowledged to it."""

    table: str
    seat: int
    token: str
    acked: list[tuple[int, int, str]] = field(default_factory=list)
    """(version sent, version acknowledged, action text) per acknowledged action."""

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


_TABLES: list[dict[str, Any]] = [
    {"game": "debarquement", "num_players": 3, "options": {"max_deals": 1},
     "seats": [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"},
               {"kind": "bot", "bot": "random"}]},
    {"game": "quatre_royaumes", "num_players": 3,
     "seats": [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "heuristic"},
               {"kind": "human", "name": "Bob"}]},
    {"game": "quatre_royaumes", "num_players": 2,
     "seats": [{"kind": "bot", "bot": "heuristic"}, {"kind": "human", "name": "Cy"}]},
]  # fmt: skip


def _view(client: httpx.Client, seat: _Seat) -> dict[str, Any]:
    response = client.get(f"/api/tables/{seat.table}/view", headers=seat.headers)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    assert data["seat"] == seat.seat
    return data


def _play_first_legal(client: httpx.Client, seat: _Seat) -> bool:
    """Play the seat's first legal action if it has one; whether it was acknowledged."""
    view = _view(client, seat)
    if view["over"] or not view["legal_actions"]:
        return False
    text = view["legal_actions"][0]["text"]
    response = client.post(
        f"/api/tables/{seat.table}/actions",
        json={"action": text, "version": view["version"]},
        headers=seat.headers,
    )
    if response.status_code == 409:  # a bot moved in between: look again
        code = response.json()["error"]["code"]
        assert code in {"action/stale", "action/illegal", "action/inactive_seat",
                        "action/game_over"}, response.text  # fmt: skip
        return False
    assert response.status_code == 200, response.text
    seat.acked.append((view["version"], response.json()["version"], text))
    return True


def _waits_for_people_only(client: httpx.Client, table_id: str, people: set[int]) -> bool:
    """Whether the table waits for people alone: no bot can move it while we look."""
    response = client.get(f"/api/tables/{table_id}/view")  # the spectator's view
    assert response.status_code == 200, response.text
    view = response.json()["view"]
    # Débarquement names the seats it waits for "waiting", the others "to_move".
    waiting = set(view["waiting"] if "waiting" in view else view["to_move"])
    return bool(waiting) and waiting <= people


def _stable_views(client: httpx.Client, seats: list[_Seat]) -> dict[tuple[str, int], Any]:
    """Every seat's view once every table waits for its people (the bots are done) and
    stays so for ``_STABLE_S``."""
    deadline = time.monotonic() + _PLAY_TIMEOUT_S
    people: dict[str, set[int]] = {}
    for seat in seats:
        people.setdefault(seat.table, set()).add(seat.seat)
    before: dict[tuple[str, int], Any] = {}
    while True:
        if all(_waits_for_people_only(client, t, p) for t, p in people.items()):
            after = {(s.table, s.seat): _view(client, s) for s in seats}
            if after == before:
                return after
            before = after
        assert time.monotonic() < deadline, "the tables never stopped moving"
        time.sleep(_STABLE_S)


def test_a_killed_server_restarts_with_every_acknowledged_action(
    database_url: str, tmp_path: Path
) -> None:
    if database_url.startswith("sqlite"):
        args = ["--data-dir", str(tmp_path / "data")]  # the default storage: a file there
    else:
        args = ["--database-url", database_url]
    log_path = tmp_path / "serve.log"
    seats: list[_Seat] = []

    with _serve(args, log_path) as (client, process):
        for spec in _TABLES:
            response = client.post("/api/tables", json=spec)
            assert response.status_code == 201, response.text
            body = response.json()
            table_id = body["table"]["id"]
            seats += [_Seat(table_id, s["seat"], s["token"]) for s in body["seats"]]
        assert len(seats) == 4
        deadline = time.monotonic() + _PLAY_TIMEOUT_S
        while any(len(s.acked) < _MOVES_BEFORE_KILL for s in seats):
            for seat in seats:
                if len(seat.acked) < _MOVES_BEFORE_KILL:
                    _play_first_legal(client, seat)
            assert time.monotonic() < deadline, "the humans could not play before the kill"
            time.sleep(0.01)
        before = _stable_views(client, seats)
        assert not any(v["over"] for v in before.values())
        # The last table's person plays once more and the server dies at once, while
        # the bots answer: the acknowledged action must survive all the same.
        last = seats[-1]
        assert _play_first_legal(client, last)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        assert process.returncode == -signal.SIGKILL

    with _serve(args, log_path) as (client, _process):
        # Each seat sees exactly what it saw: same version, view, legal actions, history.
        after = {(s.table, s.seat): _view(client, s) for s in seats}
        in_flight = after.pop((last.table, last.seat))
        assert in_flight["version"] >= last.acked[-1][1]
        before.pop((last.table, last.seat))
        assert after == before
        listed = {t["id"] for t in client.get("/api/tables").json()}
        assert listed == {s.table for s in seats}
        # The games go on to their end.
        deadline = time.monotonic() + _PLAY_TIMEOUT_S
        while not all(_view(client, s)["over"] for s in seats):
            for seat in seats:
                _play_first_legal(client, seat)
            assert time.monotonic() < deadline, "the games did not end after the restart"
            time.sleep(0.01)
        # Every acknowledged action is in the final record, where it was acknowledged.
        for table_id in {s.table for s in seats}:
            response = client.get(f"/api/tables/{table_id}/record")
            assert response.status_code == 200, response.text
            steps = [tuple(step) for step in response.json()["steps"]]
            for seat in (s for s in seats if s.table == table_id):
                assert len(seat.acked) >= _MOVES_BEFORE_KILL
                for sent, acked, text in seat.acked:
                    assert len(steps) >= acked
                    assert (seat.seat, text) in steps[sent:acked], (seat, sent, acked, text)
