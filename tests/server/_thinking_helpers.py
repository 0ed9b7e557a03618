"""Worker functions for the search pool's tests (module-level: the pool's ``spawn``
workers import them by name).

Both think as :func:`royaumes.server.thinking.think` does, at a small iteration budget
with no time cap (:data:`SMALL`), so that a move is the same in any process on any
machine, however loaded; :func:`think_when_allowed` first waits until the file named
by ``ROYAUMES_TEST_GATE`` exists (a search that lasts as long as the test wants).
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from royaumes.bots import ismcts
from royaumes.server.thinking import Move, think

SMALL = ismcts.SearchBudget(seconds=600.0, iterations={}, default=40)
"""Every search level's budget in these tests: 40 determinisations, no time cap."""

GATE = "ROYAUMES_TEST_GATE"
"""The environment variable naming the file :func:`think_when_allowed` waits for."""


def small_budgets() -> None:
    """Give every search level the :data:`SMALL` budget (in this process)."""
    for level in list(ismcts.LEVELS):
        ismcts.LEVELS[level] = SMALL


def think_small(
    game_id: str, seat: int, level: str, seed: str, view: dict[str, Any], legal: Sequence[int]
) -> Move:
    """:func:`think` at the :data:`SMALL` budget."""
    small_budgets()
    return think(game_id, seat, level, seed, view, legal)


def think_when_allowed(
    game_id: str, seat: int, level: str, seed: str, view: dict[str, Any], legal: Sequence[int]
) -> Move:
    """:func:`think_small`, once the gate file exists (at most a minute later)."""
    gate = Path(os.environ[GATE])
    deadline = time.monotonic() + 60
    while not gate.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    return think_small(game_id, seat, level, seed, view, legal)


def worker_pid() -> int:
    """The process id of the worker that runs this."""
    return os.getpid()
