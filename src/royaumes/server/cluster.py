"""Several server processes on one PostgreSQL database (``royaumes serve --cluster``).

Each live table has one owner at a time: the process that holds its PostgreSQL
advisory lock (a session lock on a connection of its own, so the lock goes when
the process dies). The owner plays its bots and clock and commits every action.
Any other process may hold the same table as a *follower*: it serves its own
connections from a copy it brings up to date whenever the owner's commit is
notified (``LISTEN``), by applying the new actions from the log (chance is in
the log, so the copy is exact), and it forwards its people's actions, chat and
seat changes to the owner by ``NOTIFY`` and waits for the answer. A follower
tries the lock every ``claim_seconds``: when the owner dies, one of them takes
the table over, with every acknowledged action (they are in the log).

Presence is shared: each process tells the others on ``PRESENCE`` which seats'
people it has connected (and whether in view) whenever that changes and every
``HEARTBEAT_SECONDS``, and the owner adds the seats whose move clock ran out; so
every process shows the same presence, and the owner decides a hand-over on every
connection. A process that stops telling is forgotten after three heartbeats.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import uuid
from typing import TYPE_CHECKING, Any

import psycopg
from sqlalchemy.engine import make_url

from royaumes.errors import GameError

if TYPE_CHECKING:
    from royaumes.server.hub import Hub, LiveTable

__all__ = ["Cluster", "OwnerUnavailableError"]

log = logging.getLogger("royaumes.server")

REQUESTS = "royaumes_req"
"""The channel followers send their people's requests on (JSON, with a reply channel)."""
PRESENCE = "royaumes_presence"
"""The channel each process tells which seats' people it has connected (and the owner,
which seats are overdue) on: every process shows the same presence."""
HEARTBEAT_SECONDS = 5.0
"""How often a process tells its connections again (another's count expires after three)."""


class OwnerUnavailableError(GameError):
    """The table's owner did not answer in time (it may have just died: try again)."""

    code = "storage/unavailable"


def _error_class(code: str) -> type[GameError]:
    """The engine's or server's error class with this code (``GameError`` if none)."""
    stack: list[type[GameError]] = [GameError]
    while stack:
        kind = stack.pop()
        if kind.code == code:
            return kind
        stack.extend(kind.__subclasses__())
    return GameError


class Cluster:
    """This process's part in a cluster of servers on one PostgreSQL database.

    Args:
        hub: this process's hub.
        url: the database's SQLAlchemy URL (``postgresql+psycopg://...``).
        claim_seconds: how often a follower tries to take its tables over.
        answer_seconds: how long a forwarded request waits for the owner.
    """

    def __init__(
        self, hub: Hub, url: str, *, claim_seconds: float = 1.0, answer_seconds: float = 10.0
    ) -> None:
        self.hub = hub
        self.libpq = (
            make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        )
        self.name = uuid.uuid4().hex[:16]
        self.claim_seconds = claim_seconds
        self.answer_seconds = answer_seconds
        self._locks: psycopg.Connection[Any] | None = None
        self._locks_guard = threading.Lock()
        self._listener: psycopg.AsyncConnection[Any] | None = None
        self._sender: psycopg.AsyncConnection[Any] | None = None
        self._waiting: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def replies(self) -> str:
        """This process's reply channel."""
        return f"royaumes_rep_{self.name}"

    async def start(self) -> None:
        """Connect, listen, and start trying to take over followed tables."""
        from royaumes.server.db import CHANGED

        self._locks = await asyncio.to_thread(psycopg.connect, self.libpq, autocommit=True)
        self._listener = await psycopg.AsyncConnection.connect(self.libpq, autocommit=True)
        self._sender = await psycopg.AsyncConnection.connect(self.libpq, autocommit=True)
        for channel in (CHANGED, REQUESTS, PRESENCE, self.replies):
            await self._listener.execute(f'LISTEN "{channel}"')
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._listen()), loop.create_task(self._claim())]

    async def stop(self) -> None:
        """Stop listening and close the connections (the locks go with them)."""
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for connection in (self._listener, self._sender):
            if connection is not None:
                await connection.close()
        if self._locks is not None:
            await asyncio.to_thread(self._locks.close)

    # -- ownership ----------------------------------------------------------------------

    def _lock(self, table_id: str, take: bool) -> bool:
        assert self._locks is not None
        query = (
            "SELECT pg_try_advisory_lock(hashtextextended(%s, 0))"
            if take
            else "SELECT pg_advisory_unlock(hashtextextended(%s, 0))"
        )
        with self._locks_guard:
            row = self._locks.execute(query, (table_id,)).fetchone()
        return bool(row and row[0])

    async def own(self, table_id: str) -> bool:
        """Take the table's lock if nobody holds it; whether this process owns it now."""
        return await asyncio.to_thread(self._lock, table_id, True)

    async def release(self, table_id: str) -> None:
        """Give the table's lock back (the table left this process's memory)."""
        await asyncio.to_thread(self._lock, table_id, False)

    async def _claim(self) -> None:
        beat = 0.0
        while True:
            await asyncio.sleep(self.claim_seconds)
            beat += self.claim_seconds
            if beat >= HEARTBEAT_SECONDS:
                beat = 0.0
                for table in list(self.hub.tables.values()):
                    if table.subscribers or (table.overdue and not table.follower):
                        await self.share(table)
            for table in [t for t in self.hub.tables.values() if t.follower]:
                try:
                    if await self.own(table.id):
                        log.warning("table %s: its owner is gone, this process takes it", table.id)
                        await self.hub.promote(table)
                except Exception:  # keep claiming the others
                    log.exception("table %s could not be taken over", table.id)

    # -- messages ----------------------------------------------------------------------

    async def _listen(self) -> None:
        from royaumes.server.db import CHANGED

        assert self._listener is not None
        async for notice in self._listener.notifies():
            try:
                if notice.channel == CHANGED:
                    table = self.hub.tables.get(notice.payload)
                    if table is not None and table.follower:
                        await self.hub.refresh(table)
                elif notice.channel == REQUESTS:
                    data = json.loads(notice.payload)
                    table = self.hub.tables.get(data["table"])
                    if table is not None and not table.follower:
                        asyncio.get_running_loop().create_task(self._answer(table, data))
                elif notice.channel == PRESENCE:
                    data = json.loads(notice.payload)
                    table = self.hub.tables.get(data["table"])
                    if table is not None and data["from"] != self.name:
                        seats = {int(k): bool(v) for k, v in data["seats"].items()}
                        self.hub.remote_presence(table, data["from"], seats, data["overdue"])
                elif notice.channel == self.replies:
                    data = json.loads(notice.payload)
                    future = self._waiting.pop(data["id"], None)
                    if future is not None and not future.done():
                        future.set_result(data)
            except Exception:
                log.exception("cluster message on %s not handled", notice.channel)

    async def share(self, table: LiveTable) -> None:
        """Tell the other processes which seats' people this one has connected (and, as
        the owner, which seats are overdue)."""
        seats: dict[int, bool] = {}
        for sub in table.subscribers:
            if sub.owner is not None:
                seats[sub.owner] = seats.get(sub.owner, False) or sub.visible
        overdue = None if table.follower else sorted(table.overdue)
        with contextlib.suppress(Exception):  # presence is best effort; the next beat mends
            await self._notify(PRESENCE, {"table": table.id, "from": self.name,
                                          "seats": seats, "overdue": overdue})  # fmt: skip

    async def _notify(self, channel: str, data: dict[str, Any]) -> None:
        assert self._sender is not None
        await self._sender.execute("SELECT pg_notify(%s, %s)", (channel, json.dumps(data)))

    async def forward(self, table: LiveTable, op: str, **args: Any) -> Any:
        """Ask the table's owner to do ``op`` (``act``, ``takeover``, ``reclaim``,
        ``chat``, ``extend``, ``leave``) and return its answer.

        Raises:
            GameError: the owner's refusal, as the same error.
            OwnerUnavailableError: no answer in ``answer_seconds``.
        """
        request = uuid.uuid4().hex
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[request] = future
        await self._notify(REQUESTS, {"id": request, "table": table.id, "op": op,
                                      "reply": self.replies, "args": args})  # fmt: skip
        try:
            answer = await asyncio.wait_for(future, self.answer_seconds)
        except TimeoutError:
            self._waiting.pop(request, None)
            raise OwnerUnavailableError(
                "the table's server did not answer; try again in a moment"
            ) from None
        if not answer["ok"]:
            raise _error_class(answer["code"])(answer["message"])
        await self.hub.refresh(table)  # show the change at once, as the owner does
        return answer["value"]

    async def _answer(self, table: LiveTable, data: dict[str, Any]) -> None:
        hub, args = self.hub, data["args"]
        try:
            match data["op"]:
                case "act":
                    value: Any = await hub.act(table, args["seat"], args["action"], args["version"])
                case "takeover":
                    await hub.take_over(table, args["by"], args["seat"])
                    value = None
                case "reclaim":
                    await hub.reclaim(table, args["seat"])
                    value = None
                case "chat":
                    value = await hub.chat(table, args["seat"], args["text"])
                case "extend":
                    value = await hub.extend(table, args["seconds"])
                case "leave":
                    await hub.hand_to_bot(table, args["seat"], args["bot"])
                    value = None
                case other:
                    raise GameError(f"unknown request {other!r}")
            answer: dict[str, Any] = {"id": data["id"], "ok": True, "value": value}
        except GameError as exc:
            answer = {"id": data["id"], "ok": False, "code": exc.code, "message": exc.message}
        await self._notify(data["reply"], answer)
