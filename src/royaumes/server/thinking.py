"""The search bots' moves, chosen in worker processes, off the server's event loop.

A bot of :data:`royaumes.bots.base.SEARCH_LEVELS` (``hard``, ``expert``) thinks up to
seconds a move: in the server's own process that would hold up every other table.
The hub sends each of its moves to a process pool instead (:class:`SearchPool`), with
only what the bot may know — the seat's view as JSON and its legal action ids — and
gets back an action id; the worker rebuilds the view (``game.view_from_json``) and
makes the bot afresh from its seed (:func:`think`), so the move equals the one the
same bot would choose in-process from the same seed and view.

The workers are started with ``spawn`` (the server runs threads and an event loop: a
forked copy of it could inherit a held lock), lazily, when the first searching bot
takes a seat. A worker that dies breaks the pool: it is made again and the move asked
once more. This module imports no web framework (a worker imports it).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import os
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

__all__ = ["NICENESS", "THINK_TIMEOUT", "Move", "SearchPool", "default_workers", "think"]

log = logging.getLogger("royaumes.server")

THINK_TIMEOUT = 60.0
"""The longest one move may take in a worker, in seconds, not counting its wait for a
free worker (the levels stop thinking after 1 s or 3 s: past this a worker is stuck,
and the pool is made again)."""


NICENESS = 10
"""How much lower the workers' scheduling priority is than the server's (``os.nice``,
where the system has it): when the cores are all busy, the server's event loop, which
every table waits on, is served first, and a search is cut short by its time cap."""


def default_workers() -> int:
    """The pool's default size: one worker per core but one (left to the server), at
    least one."""
    return max(1, (os.cpu_count() or 1) - 1)


@dataclass(frozen=True)
class Move:
    """What a worker chose.

    Attributes:
        action: the action's id (``game.action_id``).
        iterations: the determinisations searched (0: a single legal action, or a
            bot that does not search).
        seconds: the worker's wall-clock time for the choice.
    """

    action: int
    iterations: int
    seconds: float


def think(
    game_id: str,
    seat: int,
    level: str,
    seed: str,
    view: dict[str, Any],
    legal: Sequence[int],
) -> Move:
    """The move a bot of ``level`` chooses from ``seat``'s view (runs in a worker).

    Args:
        game_id: the game (``royaumes.load``).
        seat: the bot's seat.
        level: a bot name (:func:`royaumes.bots.base.make_bot`), a search level here.
        seed: the bot's seed for this move (the hub's ``"{table seed}/seat/{seat}/
            {version}"``): the bot is made with ``random.Random(seed)``.
        view: ``state.view(seat).to_json()``.
        legal: ``state.legal_action_ids(seat)`` (not empty).

    Raises:
        ConfigError: unknown game or bot, or a view that is not the game's.
        InvalidActionError: an id that is no action of the game.
    """
    from royaumes.bots.base import make_bot
    from royaumes.registry import load

    start = time.perf_counter()
    game = load(game_id)
    seen = game.view_from_json(view)
    actions = tuple(game.action_from_id(i) for i in legal)
    bot = make_bot(level, game, seat, random.Random(seed))
    action = bot.act(lambda: seen, actions)
    last = getattr(bot, "last", None)
    iterations = int(getattr(last, "iterations", 0))
    return Move(game.action_id(action), iterations, time.perf_counter() - start)


def _start_worker() -> None:
    """Each worker's initializer: a lower scheduling priority (:data:`NICENESS`)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):  # not allowed: the server's priority, then
            os.nice(NICENESS)


def _warm() -> int:
    """A worker's first task: import the engine and the search bot (the first move then
    does not pay for it); returns the worker's process id."""
    import royaumes.bots.ismcts
    import royaumes.registry  # noqa: F401

    return os.getpid()


Think = Callable[[str, int, str, str, dict[str, Any], Sequence[int]], Move]
"""The worker function's signature (:func:`think`): a module-level function, since the
pool sends it to the workers by name."""


class SearchPool:
    """The worker processes that choose the search bots' moves.

    Args:
        workers: the most worker processes (:func:`default_workers` when ``None``).
        function: what a worker runs for a move (:func:`think`; a test may give another
            module-level function of the same signature).

    Nothing starts before :meth:`start` or the first :meth:`choose`.
    """

    def __init__(self, workers: int | None = None, function: Think = think) -> None:
        if workers is not None and workers < 1:
            raise ValueError(f"a search pool needs at least one worker, not {workers}")
        self.workers = workers or default_workers()
        self.function = function
        self.in_flight = 0
        """Moves asked and not answered yet (thinking, or waiting for a free worker)."""
        self.answered = 0
        """Moves the workers chose."""
        self.restarts = 0
        """How many times the pool was made again after a worker died or got stuck."""
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._closed = False
        # As many moves in the pool as workers: the others wait here, in order, so that a
        # move handed to the pool starts at once and its time limit is its own.
        self._slots = asyncio.Semaphore(self.workers)

    @property
    def started(self) -> bool:
        """Whether the worker processes exist (or are being started)."""
        return self._executor is not None

    @property
    def closed(self) -> bool:
        """Whether the pool was shut down (:meth:`shutdown`)."""
        return self._closed

    def start(self) -> concurrent.futures.ProcessPoolExecutor:
        """Make the pool if it does not exist yet, and warm its workers (in the
        background: nothing here waits for them). Returns it.

        Raises:
            RuntimeError: the pool was shut down.
        """
        if self._closed:
            raise RuntimeError("the search pool is shut down")
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._executor = concurrent.futures.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=context, initializer=_start_worker
            )
            # One warm-up task per worker: each starts a process (imports included) now,
            # not when a bot first needs it.
            for _ in range(self.workers):
                self._executor.submit(_warm).add_done_callback(_log_failure)
        return self._executor

    async def choose(
        self,
        game_id: str,
        seat: int,
        level: str,
        seed: str,
        view: dict[str, Any],
        legal: Sequence[int],
    ) -> Move:
        """The move :func:`think` chooses, computed in a worker; the event loop is free
        meanwhile. A broken pool (a worker died) is made again and the move asked once
        more; so is a pool that did not answer in ``THINK_TIMEOUT`` seconds.

        Raises:
            BrokenProcessPool: the pool broke twice.
            TimeoutError: no answer twice.
            Exception: what the worker raised (a bug, or a bad view).
        """
        loop = asyncio.get_running_loop()
        args = (game_id, seat, level, seed, view, tuple(legal))
        self.in_flight += 1
        try:
            async with self._slots:
                return await self._choose(loop, args)
        finally:
            self.in_flight -= 1

    async def _choose(self, loop: asyncio.AbstractEventLoop, args: tuple[Any, ...]) -> Move:
        for attempt in (1, 2):
            executor = self.start()
            try:
                future = loop.run_in_executor(executor, self.function, *args)
                move: Move = await asyncio.wait_for(future, THINK_TIMEOUT)
            except (BrokenProcessPool, TimeoutError) as exc:
                if self._closed or attempt == 2:
                    raise
                log.error("search pool %s (%s): made again, the move asked again",
                          "broken" if isinstance(exc, BrokenProcessPool) else "stuck",
                          exc or type(exc).__name__)  # fmt: skip
                self._discard(executor)
            else:
                self.answered += 1
                return move
        raise AssertionError("unreachable")

    def _discard(self, executor: concurrent.futures.ProcessPoolExecutor) -> None:
        """Drop ``executor`` (if it is still the pool), its processes ended; the next
        move makes a new pool."""
        if self._executor is executor:
            self._executor = None
            self.restarts += 1
        _stop(executor)

    def shutdown(self) -> None:
        """End the workers now (a move being thought is abandoned); no move is
        accepted afterwards."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            _stop(executor)


def _stop(executor: concurrent.futures.ProcessPoolExecutor) -> None:
    """Shut ``executor`` down without waiting: queued moves are cancelled, and its
    processes are ended (a running search is not worth waiting seconds for)."""
    # ``_processes`` is the executor's own table of its workers (Python 3.11 offers no
    # public way to end them; 3.14's ``terminate_workers`` does this).
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(timeout=1)  # a terminated process ends at once: this reaps it


def _log_failure(future: concurrent.futures.Future[Any]) -> None:
    if future.cancelled():
        return
    exc = future.exception()
    if exc is not None and not isinstance(exc, BrokenProcessPool):
        log.error("a search worker failed to start: %r", exc)
