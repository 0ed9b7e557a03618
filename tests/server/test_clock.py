"""The table's clock: the rules' timeouts as server-side deadlines that survive a restart.

Débarquement's selection has 30 seconds by default (spec §3.8; here 1 second):
when it runs out, the server applies HOST's ``end_phase`` and a player who has
not chosen plays his lowest card. A per-move limit (``clock.move_seconds``) has
a bot play a late human's move in any game.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from royaumes.game import HOST
from royaumes.games import debarquement
from royaumes.server.db import Store
from royaumes.server.hub import Hub, LiveTable, deadline_of

_HUMAN_AND_BOT = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]


async def _wait_until(table: LiveTable, version: int, limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while table.version < version:
        assert time.monotonic() < end, f"table stuck at version {table.version}"
        await asyncio.sleep(0.02)


def _url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'clock.sqlite3'}"


def test_selection_time_runs_out_and_the_lowest_card_is_played(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = Hub(Store(_url(tmp_path)), bot_delay=0.0)
        options = {"selection_seconds": 1, "first_seat": 0}
        table, _ = await hub.create("debarquement", 2, options, _HUMAN_AND_BOT)
        view = table.state.view(0)
        assert isinstance(view, debarquement.View)
        lowest = min(view.hand or ())
        due = deadline_of(table)
        assert due is not None
        assert due[1] == HOST
        assert 0.5 < due[0] - time.time() <= 1.0
        start = table.version
        await _wait_until(table, start + 2)  # the bot's choice, then the clock's end_phase
        history = [(seat, str(a)) for seat, a in table.state.history()]
        assert (HOST, "end_phase") in history[start:]
        reveal = next(e.text for e in table.state.view(None).events if e.text.startswith("reveal"))
        assert f"0:{lowest}" in reveal.split(" ")[1].split(",")
        await hub.stop()

    asyncio.run(scenario())


def test_a_deadline_is_the_same_after_a_restart(tmp_path: Path) -> None:
    async def first() -> tuple[str, float]:
        hub = Hub(Store(_url(tmp_path)), bot_delay=0.0)
        table, _ = await hub.create("debarquement", 2, {"selection_seconds": 600}, _HUMAN_AND_BOT)
        await _wait_until(table, table.version + 1)  # the bot has chosen
        due = deadline_of(table)
        assert due is not None
        await hub.stop()
        return table.id, due[0]

    async def second(table_id: str) -> float:
        hub = Hub(Store(_url(tmp_path)), bot_delay=0.0)
        await hub.start()
        due = deadline_of(await hub.get(table_id))
        await hub.stop()
        assert due is not None
        assert due[1] == HOST
        return due[0]

    table_id, before = asyncio.run(first())
    after = asyncio.run(second(table_id))
    assert abs(after - before) < 1e-3  # counted from the stored action's time, not the restart


def test_a_late_human_move_is_played_by_a_bot_under_on_timeout_bot(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = Hub(Store(_url(tmp_path)), bot_delay=0.0)
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
        clock = {"move_seconds": 1, "on_timeout": "bot"}
        table, _ = await hub.create("prince_noir", 2, {}, seats, clock)
        deadline = time.monotonic() + 10
        while 0 not in table.state.to_move:
            assert time.monotonic() < deadline
            await asyncio.sleep(0.02)
        version = table.version
        due = deadline_of(table)
        assert due is not None
        assert due[1] == 0
        await _wait_until(table, version + 1)
        assert table.state.history()[version][0] == 0  # the seat's move, made for it
        await hub.stop()

    asyncio.run(scenario())


def test_no_clock_when_the_table_turns_it_off(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = Hub(Store(_url(tmp_path)), bot_delay=0.0)
        table, _ = await hub.create(
            "debarquement", 2, {"selection_seconds": 1}, _HUMAN_AND_BOT, {"enabled": False}
        )
        await _wait_until(table, table.version + 1)  # the bot's choice
        version = table.version
        assert deadline_of(table) is None
        await asyncio.sleep(1.3)
        assert table.version == version  # nobody played for the human
        await hub.stop()

    asyncio.run(scenario())
