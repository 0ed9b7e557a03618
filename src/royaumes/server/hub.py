"""The live tables: one state per table, actions applied one at a time, bots, clocks.

Every change to a table goes through :meth:`Hub.act` (people, bots and the
clock alike), under the table's lock: the action is checked against the
current state, the chance nodes it leads to are drawn, the whole batch is
committed to the store, and only then is anyone told (the action is
*acknowledged*). What each seat is told comes from one function,
:func:`message_for`, which reads nothing but that seat's view.

Chance is drawn with the operating system's generator, never from the table's
seed: nobody can foresee a deal, and the action log holds every outcome, so a
restart replays the table exactly.

The searching bots (:data:`~royaumes.bots.base.SEARCH_LEVELS`: ``hard``, ``expert``)
think up to seconds a move: their moves are chosen in worker processes
(:mod:`royaumes.server.thinking`), from the seat's view and legal actions only, while
this process serves the other tables. The other bots play here (milliseconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import datetime as dt
import functools
import json
import logging
import random
import secrets
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from royaumes.bots.base import SEARCH_LEVELS, Bot, canonical_bot_name, make_bot, seat_view
from royaumes.errors import (
    ConfigError,
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
)
from royaumes.game import CHANCE, HOST, Action, Event, Game, Seat, State, View
from royaumes.match import MatchRecord, Step, sample_chance
from royaumes.registry import load
from royaumes.seeding import new_seed, stream
from royaumes.server.db import Store, TableRecord, TableRow
from royaumes.server.thinking import SearchPool

if TYPE_CHECKING:
    from royaumes.server.cluster import Cluster

__all__ = [
    "ChatError",
    "Hub",
    "LiveTable",
    "SeatError",
    "StaleVersionError",
    "StorageError",
    "Subscriber",
    "TableNotFoundError",
    "deadline_of",
    "message_for",
    "seats_json",
]  # fmt: skip

log = logging.getLogger("royaumes.server")


class TableNotFoundError(GameError):
    """No table has this id."""

    code = "table/not_found"


class StaleVersionError(IllegalActionError):
    """The action was chosen on a state that has changed since."""

    code = "action/stale"


class AuthError(GameError):
    """A missing or wrong seat token."""

    code = "auth/forbidden"


class StorageError(GameError):
    """The database cannot be read or written now (stopped, full, read-only): nothing
    was changed, nothing acknowledged is lost; try again when it is back."""

    code = "storage/unavailable"


def storage_failure(exc: BaseException) -> bool:
    """Whether ``exc`` says the storage itself failed (not a duplicate or a bad row)."""
    from sqlalchemy.exc import DBAPIError, IntegrityError, InterfaceError, OperationalError

    if isinstance(exc, IntegrityError):
        return False
    return isinstance(exc, OperationalError | InterfaceError | OSError) or (
        isinstance(exc, DBAPIError) and exc.connection_invalidated
    )


class ChatError(GameError):
    """A chat message refused: empty, too long, too many, or a game without chat."""

    code = "chat/refused"


class SeatError(IllegalActionError):
    """A seat that cannot be handed over or taken back now (its person is here and in
    time, or the seat is not a bot's)."""

    code = "seat/refused"


QUEUE_LIMIT = 256
"""The most messages one connection may have waiting: past it, the connection is told
it is too slow and closed (its page reconnects and gets the current state at once)."""
CHAT_MAX_CHARS = 200
"""The longest chat message, in characters."""
ABSENT_SECONDS = 120.0
"""Without a move clock, how long a person must be gone before the others may hand
their seat to a bot."""


@dataclass(eq=False)
class Subscriber:
    """One live connection: a seat (``None``: a spectator; ``HOST``: the person running
    the table, who sees what a spectator sees) and its outbox."""

    seat: Seat | None
    queue: asyncio.Queue[dict[str, Any] | None] = field(
        default_factory=lambda: asyncio.Queue(QUEUE_LIMIT)
    )
    """What the connection has still to send; ``None``: it fell too far behind (a slow
    consumer is disconnected, not buffered without bound)."""
    owner: int | None = None
    """The seat whose token opened this connection, also while a bot plays it (then
    ``seat`` is ``None``: the person watches, and may take the seat back)."""
    visible: bool = True
    """Whether the person's page is in view (not a hidden tab)."""
    slow: bool = False
    """The connection fell ``QUEUE_LIMIT`` messages behind and is being closed."""
    sent: tuple[Event, ...] = ()
    shown: tuple[Any, ...] | None = None
    """What the last update showed (seat, view less its events and step, deadline, end,
    phase): a real-time game's connection is told only when its own view changes."""


@dataclass(eq=False)
class LiveTable:
    """A table in memory: its stored record, current state, bots and listeners."""

    id: str
    game: Game
    record: TableRecord
    state: State
    seats: list[dict[str, Any]]
    bots: dict[Seat, Bot] = field(default_factory=dict)
    bot_rngs: dict[Seat, random.Random] = field(default_factory=dict)
    """Each bot's random generator, seeded again before each of its decisions from the
    table's seed and version (:func:`bot_action`): a restart continues the stream."""
    levels: dict[Seat, str] = field(default_factory=dict)
    """Each bot's level (``"normal"`` for a seat stored as ``"heuristic"``): a search
    level's moves are chosen in the hub's worker processes."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: set[Subscriber] = field(default_factory=set)
    pending: dict[Seat, asyncio.Task[None]] = field(default_factory=dict)
    """The one worker per bot seat (and HOST) that plays while that seat is to move."""
    timer: asyncio.Task[None] | None = None
    changed_at: float = field(default_factory=time.time)
    steps: list[Step] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    """When each step was stored (epoch seconds), by index."""
    recent: dict[int, State] = field(default_factory=dict)
    """The last states clients were shown, by version (a stale action is judged on them)."""
    joined: set[Seat] = field(default_factory=set)
    """The human seats that have connected since the server started."""
    all_joined_at: float | None = None
    """When the last human seat first connected (the opening's clock starts then)."""
    replays: dict[Seat | None, dict[str, Any]] = field(default_factory=dict)
    """A finished table's replay frames, by seat, built once (the table no longer changes);
    bounded with the table itself (:meth:`Hub.evict`)."""
    remote: dict[str, tuple[float, dict[int, bool]]] = field(default_factory=dict)
    """Other processes' connections, by process: when they said, and each seat's (in
    view or not) (``--cluster``)."""
    follower: bool = False
    """Another server process owns the table (``--cluster``): this one keeps a copy for its
    own connections and forwards their requests (:class:`~royaumes.server.cluster.Cluster`)."""
    used_at: float = field(default_factory=time.monotonic)
    """When a request last asked for the table (monotonic seconds)."""
    left_at: dict[int, float] = field(default_factory=dict)
    """When each seat's last connection closed (or the server took the table up), epoch
    seconds: presence and absence count from there."""
    overdue: set[int] = field(default_factory=set)
    """The seats whose move clock ran out on the current state (cleared by any action)."""
    notes: list[dict[str, Any]] = field(default_factory=list)
    """The table's own log: chat and seat changes (``Store.add_note``)."""
    chat_times: dict[int, list[float]] = field(default_factory=dict)
    """When each seat last chatted (monotonic seconds), for the rate limit."""
    presence_timer: asyncio.TimerHandle | None = None
    """The next moment a seat turns gone or absent long enough to be handed over."""
    shown_seats: list[dict[str, Any]] | None = None
    """The seats as the connections were last told them (:func:`seats_json`)."""
    seats_stale: bool = False
    """An action ended a seat's overdue wait, or the game: the seats are told again."""

    @property
    def version(self) -> int:
        """The state version: the number of actions applied."""
        return self.state.num_actions

    def time_of(self, version: int) -> float:
        """When the table reached ``version`` (epoch seconds): when its last action
        was stored, or the table's creation for version 0."""
        if version <= 0 or not self.times:
            return self.record.created_at or self.changed_at
        return self.times[min(version, len(self.times)) - 1]

    def summary(self) -> dict[str, Any]:
        """The table as everyone may see it (no token, no seed before the end)."""
        state = self.state
        return {
            "id": self.id,
            "game": self.game.spec.id,
            "title": self.game.spec.title,
            "num_players": state.num_players,
            "options": dict(state.options),
            "seats": [seat_entry(s, i) for i, s in enumerate(self.seats)],
            "version": public_version(self),
            "over": state.is_over,
            "result": None if state.result is None else state.result.to_json(),
            "chat": self.game.spec.table_chat,
        }


def public_version(table: LiveTable) -> int:
    """The table's version as everyone may know it: the action count, except in a
    real-time game played in rooms (Deux Rois), where it would count the other room's
    actions; there it is the count when the current phase began (phases are public)."""
    if table.game.acts_on_current_state(table.state.options):
        return table.game.timed_since(table.state)
    return table.version


def deadline_of(table: LiveTable) -> tuple[float, Seat] | None:
    """When the table's clock acts next, and for whom (``HOST``: the rules'
    timeout; a seat: its move time ran out, a bot plays that move), or ``None``.

    Counted from the stored time of the action that began the wait (the last one, or
    a timed phase's first: ``Game.timed_since``), so a restart keeps every deadline.
    ``clock.scale`` multiplies the rules' lengths.
    """
    state = table.state
    if state.is_over or not table.record.clock.get("enabled", True):
        return None
    if HOST in state.to_move:
        seconds = table.game.timeout_seconds(state)
        if seconds is not None:
            clock = table.record.clock
            since = table.game.timed_since(state)
            start = table.time_of(since)
            if table.game.opening(state):
                # People are still arriving: the host starts the game, or the clock once
                # every person has joined.
                if clock.get("host") == "person" or table.all_joined_at is None:
                    return None
                start = max(start, table.all_joined_at)
            extra = clock.get("extended", {})
            more = float(extra.get("seconds", 0)) if extra.get("since") == since else 0.0
            return start + seconds * float(clock.get("scale", 1.0)) + more, HOST
    move = table.record.clock.get("move_seconds")
    humans = [s for s in state.to_move if s >= 0 and s not in table.bots]
    if move and humans:
        return table.changed_at + float(move), humans[0]
    return None


def on_timeout(table: LiveTable) -> str:
    """What a person's move clock does when it runs out: ``"offer"`` (the others may
    hand the seat to a bot: the default) or ``"bot"`` (a bot plays that move at once).
    A table stored before the choice existed had only the second."""
    clock = table.record.clock
    return str(clock.get("on_timeout", "bot" if "move_seconds" in clock else "offer"))


def absent_seconds(table: LiveTable) -> float:
    """How long a person must be gone before the others may hand the seat to a bot:
    the move clock's length, or ``ABSENT_SECONDS`` without one."""
    move = table.record.clock.get("move_seconds")
    return float(move) if move else ABSENT_SECONDS


REMOTE_SECONDS = 15.0
"""How long another process's word on its connections counts (``--cluster``)."""


def _connections(table: LiveTable) -> dict[int, bool]:
    """Each seat with an open connection of its person (here, or on another process of
    a cluster): whether one is in view."""
    shown: dict[int, bool] = {}
    for sub in table.subscribers:
        if sub.owner is not None:
            shown[sub.owner] = shown.get(sub.owner, False) or sub.visible
    now = time.monotonic()
    for at, seats in table.remote.values():
        if now - at <= REMOTE_SECONDS:
            for seat, visible in seats.items():
                shown[seat] = shown.get(seat, False) or visible
    return shown


def presence_of(
    table: LiveTable,
    seat: int,
    now: float,
    gone_after: float,
    connections: Mapping[int, bool] | None = None,
) -> str | None:
    """Whether a seat's person is ``"here"`` (a page in view), ``"away"`` (connected,
    the page hidden, or disconnected for less than ``gone_after`` seconds: a phone
    reconnecting) or ``"gone"``; ``None`` for a bot's seat nobody holds a link to.
    ``connections``: :func:`_connections`, when already at hand."""
    if connections is None:
        connections = _connections(table)
    if seat in connections:
        return "here" if connections[seat] else "away"
    if table.seats[seat]["kind"] != "human" and "person" not in table.seats[seat]:
        return None
    since = table.left_at.get(seat, table.changed_at)
    return "away" if now - since < gone_after and seat in table.joined else "gone"


def may_take_over(
    table: LiveTable,
    seat: int,
    now: float,
    gone_after: float,
    connections: Mapping[int, bool] | None = None,
) -> bool:
    """Whether the others may hand ``seat`` to a bot now: a person's seat whose move
    clock ran out while it was to move, or whose person has been gone for the clock's
    length (``absent_seconds``)."""
    if table.state.is_over or table.seats[seat]["kind"] != "human":
        return False
    if seat in table.overdue and seat in table.state.to_move:
        return True
    if presence_of(table, seat, now, gone_after, connections) != "gone":
        return False
    since = table.left_at.get(seat, table.changed_at)
    return now - since >= absent_seconds(table)


def seat_entry(seat: dict[str, Any], index: int) -> dict[str, Any]:
    """One seat as everyone may see it: who plays it (with the person a bot stands in
    for, and why: ``taken`` is ``"left"`` or ``"takeover"``)."""
    entry: dict[str, Any] = {"seat": index, "kind": seat["kind"], "bot": seat.get("bot"),
                             "name": seat.get("name")}  # fmt: skip
    if "person" in seat:
        entry.update(person=seat["person"], taken=seat.get("taken"))
    return entry


def seats_json(table: LiveTable, gone_after: float = 10.0) -> list[dict[str, Any]]:
    """Every seat as everyone may see it (:func:`seat_entry`), with whether its person
    is here (``presence``), has opened their link since the server started
    (``joined``), and whether the others may hand it to a bot (``overdue``)."""
    now = time.time()
    connections = _connections(table)
    out = []
    for i, s in enumerate(table.seats):
        entry = seat_entry(s, i)
        entry.update(
            presence=presence_of(table, i, now, gone_after, connections),
            joined=i in table.joined,
            overdue=may_take_over(table, i, now, gone_after, connections),
        )
        out.append(entry)
    return out


def seats_message(table: LiveTable, sub: Subscriber, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``seats`` message one connection gets: every seat (:func:`seats_json`), its
    own seat (``you``: the token's seat, also while a bot plays it) and how many
    people are missing (gone)."""
    return {
        "type": "seats",
        "table": table.id,
        "seats": seats,
        "you": sub.owner,
        "missing": sum(1 for s in seats if s["kind"] == "human" and s["presence"] == "gone"),
    }


def _note_arrivals(table: LiveTable) -> bool:
    """Note when every human seat has connected (the opening's clock starts then);
    whether that happened now."""
    humans = {i for i, s in enumerate(table.seats) if s["kind"] == "human"}
    if table.all_joined_at is None and humans <= table.joined:
        table.all_joined_at = time.time()
        return True
    return False


def action_json(action: Action) -> dict[str, Any]:
    """An action as the wire shows it: its canonical text and JSON form."""
    return {"text": str(action), **action.to_json()}


def event_json(game: Game, event: Event, viewer: Seat | None) -> dict[str, Any]:
    """One event as the wire carries it: its data (``Event.to_json``) and ``message``,
    what it says to ``viewer`` (a catalogue key and parameters, ``Game.narrate``), which
    the pages format in their language."""
    return {**event.to_json(), "message": game.narrate(event, viewer).to_json()}


def message_for(
    table: LiveTable,
    subscriber: Subscriber,
    view: View | None = None,
    data: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """What one connection is told about the table now: the only place that decides it.

    Holds that seat's view (spectators and HOST: ``view(None)``; ``view``: that view,
    already computed, and ``data`` its JSON less the events), its own legal actions
    (HOST's for the host), and the events it has not been sent (from the first one
    that changed, since a redacted line may be
    revealed later).
    """
    state = table.state
    seat = subscriber.seat
    if view is None:
        view = state.view(None if seat == HOST else seat)
    if data is None:
        data = view.to_json(events=False)
    events = view.events
    sent = subscriber.sent
    start = 0
    while start < len(sent) and start < len(events) and sent[start] == events[start]:
        start += 1
    subscriber.sent = events
    legal = state.legal_actions(seat) if seat is not None else ()
    due = deadline_of(table)
    version, at = table.version, table.changed_at
    if table.game.acts_on_current_state(state.options):
        # Nothing here may count or time the actions this seat does not see (the other
        # room's): the version and time are the current phase's start.
        version = public_version(table)
        at = table.time_of(version)
        data["step"] = version
    return {
        "type": "update",
        "table": table.id,
        "game": table.game.spec.id,
        "version": version,
        "at": at,
        "seat": None if seat == HOST else seat,
        "host": seat == HOST,
        "view": data,
        "legal_actions": [action_json(a) for a in legal],
        "events_from": start,
        "events": [event_json(table.game, e, view.seat) for e in events[start:]],
        "over": state.is_over,
        "deadline": None
        if due is None
        else {"at": due[0], "for": "host" if due[1] == HOST else due[1]},
    }


def bot_seed(table: LiveTable, seat: int, state: State) -> str:
    """The seed of the decision of ``seat``'s bot on ``state``: the table's seed, the
    seat and the state's version."""
    return f"{table.record.seed}/seat/{seat}/{state.num_actions}"


def bot_action(table: LiveTable, seat: int, state: State) -> Action:
    """The action the bot of ``seat`` chooses on ``state``, in this process. Its
    generator is seeded first (:func:`bot_seed`), so a bot's choices depend on the
    table's position only: a server restart continues the stream instead of replaying
    the bot's first draws, and a worker process (:func:`royaumes.server.thinking.think`,
    given the same seed) chooses as this would."""
    rng = table.bot_rngs.get(seat)
    if rng is not None:
        rng.seed(bot_seed(table, seat, state))
    return table.bots[seat].act(seat_view(state, seat), state.legal_actions(seat))


def put(sub: Subscriber, message: dict[str, Any]) -> None:
    """Queue a message for one connection; a connection that let ``QUEUE_LIMIT``
    messages pile up is dropped instead (its queue is emptied and ends with ``None``)."""
    if sub.slow:
        return
    try:
        sub.queue.put_nowait(message)
    except asyncio.QueueFull:
        sub.slow = True
        while not sub.queue.empty():
            sub.queue.get_nowait()
        sub.queue.put_nowait(None)


def _parse(game: Game, action: object) -> Action:
    if isinstance(action, Action) and not isinstance(action, str | Mapping):
        game.action_id(action)  # raises if it is another game's action
        return action
    if isinstance(action, str):
        return game.parse_action(action)
    if isinstance(action, Mapping):
        return game.action_from_json(dict(action))
    raise InvalidActionError(f"an action is a text or an object, not {type(action).__name__}")


class Hub:
    """Every live table of one server.

    Args:
        store: the database.
        bot_delay: seconds a bot waits before acting.
        gone_after: seconds without a connection before a seat shows as gone.
        chat_limit: the most chat messages a seat may send in ``chat_window`` seconds.
        chat_window: the chat rate limit's window, in seconds.
        max_finished: the most finished tables kept in memory (the most recently used).
        finished_keep: seconds a finished table unused stays in memory.
        idle_keep: seconds an unfinished table stays in memory with nobody connected and
            nothing due (no bot to play, no clock running).
        sweep_seconds: how often unused tables are looked for.
        search_workers: the worker processes of the searching bots (``None``: one per
            core but one); started when the first such bot takes a seat.
    """

    def __init__(
        self,
        store: Store,
        *,
        bot_delay: float = 0.6,
        gone_after: float = 10.0,
        chat_limit: int = 5,
        chat_window: float = 10.0,
        max_finished: int = 64,
        finished_keep: float = 600.0,
        idle_keep: float = 1800.0,
        sweep_seconds: float = 60.0,
        search_workers: int | None = None,
    ) -> None:
        self.max_finished = max_finished
        self.finished_keep = finished_keep
        self.idle_keep = idle_keep
        self.sweep_seconds = sweep_seconds
        self.store = store
        self.bot_delay = bot_delay
        self.gone_after = gone_after
        self.chat_limit = chat_limit
        self.chat_window = chat_window
        self.tables: dict[str, LiveTable] = {}
        self._chance = secrets.SystemRandom()
        # One writer thread: writes to one database serialise anyway, and SQLite's lock
        # retries (sleeps) under concurrent writers were the latency spikes under load.
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="royaumes-db")
        self._appends: list[tuple[tuple[Any, ...], asyncio.Future[None]]] = []
        self._flushing = False
        self._tasks: set[asyncio.Task[None]] = set()
        self.cluster: Cluster | None = None
        """This process's part in a cluster of servers on one PostgreSQL (or none)."""
        self.storage_ok = True
        """Whether the last store operation succeeded (``/api/health`` reports it)."""
        self._failed_reading = False
        self.search = SearchPool(search_workers)
        """The worker processes that choose the searching bots' moves."""

    # -- lifecycle --------------------------------------------------------------------

    async def start(self) -> None:
        """Bring back every unfinished table by replay; restart its bots and clock."""
        if self.cluster is not None:
            self.store.notify_changes = True
            await self.cluster.start()
        records = await asyncio.to_thread(self.store.unfinished)
        for record in records:
            if self.cluster is not None and not await self.cluster.own(record.id):
                continue  # another process plays it; it comes here as a follower if asked
            try:
                table = self._revive(record)
            except GameError as exc:  # a table of a game version this server cannot play
                log.error("table %s cannot be restored: %s", record.id, exc.message)
                continue
            self.tables[table.id] = table
            await self._after_change(table)
        self._spawn(self._sweep())

    async def stop(self) -> None:
        """Cancel the bots' and clocks' pending work."""
        if self.cluster is not None:
            await self.cluster.stop()
        for table in self.tables.values():
            if table.timer is not None:  # the clocks are not among the spawned tasks
                table.timer.cancel()
                table.timer = None
            if table.presence_timer is not None:
                table.presence_timer.cancel()
                table.presence_timer = None
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
        self.search.shutdown()
        self._writer.shutdown(wait=True)

    def _revive(self, record: TableRecord) -> LiveTable:
        game = load(record.game)
        if record.version != game.spec.version:
            raise ConfigError(
                f"table of {record.game} version {record.version}, server has {game.spec.version}"
            )
        state = game.new_state(record.num_players, record.options)
        for seat, text in record.actions:
            state = state.apply(seat, game.parse_action(text))
        table = LiveTable(record.id, game, record, state, list(record.seats))
        table.steps = [Step(seat, text) for seat, text in record.actions]
        table.times = list(record.times)
        table.changed_at = record.changed_at or time.time()
        table.recent[state.num_actions] = state
        table.notes = list(record.notes)
        self._seat_bots(table)
        _note_arrivals(table)  # a table of bots only has nobody to wait for
        # Nobody is connected yet: absences count from now, not from before a restart.
        table.left_at = dict.fromkeys(range(len(table.seats)), time.time())
        return table

    def _seat_bots(self, table: LiveTable) -> None:
        table.bots, table.bot_rngs, table.levels = {}, {}, {}
        for i, s in enumerate(table.seats):
            if s["kind"] == "bot":
                self._seat_bot(table, i, s["bot"])

    def _seat_bot(self, table: LiveTable, seat: int, name: str) -> None:
        rng = stream(table.record.seed, f"seat/{seat}")
        table.bots[seat] = make_bot(name, table.game, seat, rng)
        table.bot_rngs[seat] = rng
        table.levels[seat] = level = canonical_bot_name(name)
        if level in SEARCH_LEVELS and not self.search.started and not self.search.closed:
            self.search.start()  # its workers start now, not at the bot's first move

    async def get(self, table_id: str) -> LiveTable:
        """The table, from memory or (a finished one) brought back from the store.

        Raises:
            TableNotFoundError: no such table on this server.
        """
        table = self.tables.get(table_id)
        if table is None:
            record = await self.read(self.store.load, table_id)
            if record is None:
                raise TableNotFoundError(f"no table {table_id!r}")
            table = self.tables.get(table_id)  # another request may have brought it back
            if table is None:
                table = self.tables[table_id] = self._revive(record)
                if (
                    self.cluster is not None
                    and not table.state.is_over
                    and not await self.cluster.own(table_id)
                ):
                    table.follower = True  # another process plays it
                    table.bots = {}
                elif not table.state.is_over:
                    await self._after_change(table)  # an idle table evicted earlier
        table.used_at = time.monotonic()
        return table

    async def refresh(self, table: LiveTable) -> None:
        """Bring a followed table up to date from the store (its owner committed more),
        and tell this process's connections what changed."""
        since = table.state.num_actions
        record = await self.read(self.store.load, table.id, since)
        if record is None:
            return
        async with table.lock:
            state = table.state
            # Only the actions from ``since`` were read; another refresh may have applied
            # some of them meanwhile.
            skip = state.num_actions - since
            new, new_times = record.actions[skip:], record.times[skip:]
            for seat, text in new:
                state = state.apply(seat, table.game.parse_action(text))
            fresh_notes = record.notes[len(table.notes) :]
            seats_changed = record.seats != table.seats
            table.times.extend(new_times)
            # The seats, clock and notes as stored; the log itself is ``steps``/``times``
            # (a record's actions are only what was read, as for an owner's since revival).
            table.record = record
            table.state = state
            table.recent[state.num_actions] = state
            table.steps.extend(Step(seat, text) for seat, text in new)
            if new:
                table.changed_at = table.times[-1]
            table.seats = list(record.seats)
            table.notes = list(record.notes)
        if fresh_notes:
            self._tell_notes(table, fresh_notes)
        if seats_changed or new:
            for sub in table.subscribers:  # a seat handed over or taken back
                owner = sub.owner
                if owner is not None:
                    sub.seat = owner if table.seats[owner]["kind"] == "human" else None
            self._tell_seats(table)
        await self._after_change(table)

    async def promote(self, table: LiveTable) -> None:
        """This process now owns a table it followed (its owner died): bring it up to
        date, then play its bots and clock."""
        await self.refresh(table)
        table.follower = False
        self._seat_bots(table)
        await self._after_change(table)

    def evict(self, now: float | None = None) -> list[str]:
        """Forget the tables nobody is using (memory is bounded): a finished one unused
        for ``finished_keep`` seconds, any finished one past the ``max_finished`` most
        recently used, and an unfinished one with no connection, no bot or clock at
        work, unused for ``idle_keep`` seconds. :meth:`get` brings any of them back from
        the store. Returns the ids forgotten."""
        now = time.monotonic() if now is None else now

        def quiet(table: LiveTable) -> bool:
            return not table.subscribers and not table.pending and table.timer is None

        finished = sorted(
            (t for t in self.tables.values() if t.state.is_over and quiet(t)),
            key=lambda t: t.used_at,
        )
        gone = [t for t in finished if now - t.used_at > self.finished_keep]
        kept = [t for t in finished if now - t.used_at <= self.finished_keep]
        gone += kept[: max(0, len(kept) - self.max_finished)]
        gone += [
            t
            for t in self.tables.values()
            if not t.state.is_over and quiet(t) and now - t.used_at > self.idle_keep
        ]
        for table in gone:
            if table.presence_timer is not None:
                table.presence_timer.cancel()
            del self.tables[table.id]
            if self.cluster is not None and not table.follower and not table.state.is_over:
                self._spawn(self.cluster.release(table.id))
        return [t.id for t in gone]

    async def _sweep(self) -> None:
        """Evict unused tables every ``sweep_seconds``."""
        while True:
            await asyncio.sleep(self.sweep_seconds)
            forgotten = self.evict()
            if forgotten:
                log.info("forgot %d unused table(s); they come back from the store", len(forgotten))

    # -- tables -----------------------------------------------------------------------

    async def create(
        self,
        game_id: str,
        num_players: int,
        options: Mapping[str, object] | None,
        seats: list[dict[str, Any]],
        clock: Mapping[str, Any] | None = None,
        host: str = "server",
    ) -> tuple[LiveTable, dict[int, str]]:
        """A new table; returns it and the tokens of its human seats (seat -> token),
        with ``HOST``'s token when a person runs the table.

        ``seats``: per seat ``{"kind": "human", "name": ...}`` or ``{"kind": "bot",
        "bot": level}`` (a level of :func:`~royaumes.bots.base.bot_names`, or an alias
        such as ``"heuristic"``, stored as its level; default ``"normal"``).
        ``clock``: ``{"enabled": true}`` (default) lets the server apply the rules'
        timeouts; ``"scale": x`` (0.05 to 20) multiplies their lengths (a quicker or
        slower table); ``"move_seconds": n`` also gives each human move n seconds,
        after which a bot plays it. ``host``: ``"server"`` (the clock alone ends timed
        waits) or ``"person"``: a host token too, whose holder sees what a spectator
        sees and may play HOST's actions (end a phase early).

        Raises:
            ConfigError: unknown game, bad player count, options or seats.
        """
        game = load(game_id)
        state = game.new_state(num_players, options)
        if len(seats) != num_players:
            raise ConfigError(f"{len(seats)} seats given for {num_players} players")
        clean: list[dict[str, Any]] = []
        for i, seat in enumerate(seats):
            kind = seat.get("kind")
            if kind == "human":
                name = str(seat.get("name") or f"P{i}")[:40]
                clean.append({"kind": "human", "name": name})
            elif kind == "bot":
                try:
                    bot = canonical_bot_name(seat.get("bot", "normal"))
                except ConfigError as exc:
                    raise ConfigError(f"seat {i}: {exc.message}") from None
                clean.append({"kind": "bot", "bot": bot, "name": f"{bot} {i}"})
            else:
                raise ConfigError(f"seat {i}: kind must be 'human' or 'bot', not {kind!r}")
        enabled = (clock or {}).get("enabled", True)
        if not isinstance(enabled, bool):
            raise ConfigError(f"clock.enabled must be true or false, not {enabled!r}")
        clock_settings: dict[str, Any] = {"enabled": enabled}
        # A person's move clock: the game's default unless the table says (null: none).
        move = (clock or {}).get("move_seconds", game.spec.move_seconds)
        if move is not None:
            if (
                isinstance(move, bool)
                or not isinstance(move, int | float)
                or not 1 <= move <= 86400
            ):
                raise ConfigError("clock.move_seconds must be a number of seconds, 1 to 86400")
            clock_settings["move_seconds"] = float(move)
        else:
            clock_settings["move_seconds"] = None
        when_late = (clock or {}).get("on_timeout", "offer")
        if when_late not in ("offer", "bot"):
            raise ConfigError(f"clock.on_timeout must be 'offer' or 'bot', not {when_late!r}")
        clock_settings["on_timeout"] = when_late
        scale = (clock or {}).get("scale")
        if scale is not None:
            if (
                isinstance(scale, bool)
                or not isinstance(scale, int | float)
                or not (0.05 <= scale <= 20)
            ):
                raise ConfigError("clock.scale must be a number from 0.05 to 20")
            clock_settings["scale"] = float(scale)
        if host not in ("server", "person"):
            raise ConfigError(f"host must be 'server' or 'person', not {host!r}")
        if host == "person":
            clock_settings["host"] = "person"
        table_id = secrets.token_urlsafe(9)
        tokens = {i: secrets.token_urlsafe(24) for i, s in enumerate(clean) if s["kind"] == "human"}
        if host == "person":
            tokens[HOST] = secrets.token_urlsafe(24)
        created = dt.datetime.now(dt.UTC)
        row = TableRow(
            id=table_id,
            game=game.spec.id,
            version=game.spec.version,
            num_players=num_players,
            options=dict(state.options),
            seed=new_seed(),
            seats=clean,
            clock=clock_settings,
            created_at=created,
            finished=False,
            result=None,
        )
        await self._write(self.store.create_table, row, tokens)
        record = TableRecord(row.id, row.game, row.version, num_players, dict(row.options),
                             row.seed, clean, clock_settings, False, None, [],
                             created.timestamp(), [], created.timestamp())  # fmt: skip
        table = LiveTable(table_id, game, record, state, clean)
        table.changed_at = created.timestamp()
        table.left_at = dict.fromkeys(range(num_players), created.timestamp())
        self._seat_bots(table)
        _note_arrivals(table)
        self.tables[table_id] = table
        if self.cluster is not None:
            await self.cluster.own(table_id)
        async with table.lock:
            await self._commit(table, [])  # the first chance nodes
        await self._after_change(table)
        return table, tokens

    async def authorize(self, table: LiveTable, seat: int, token: str | None) -> None:
        """Check that ``token`` is the seat's token.

        Raises:
            AuthError: no token, a wrong one, or a seat that is not human.
        """
        if not isinstance(seat, int) or not 0 <= seat < table.state.num_players:
            raise AuthError(f"{seat!r} is not a seat of this table")
        if not token or not await self.read(self.store.check_token, table.id, seat, token):
            raise AuthError(f"wrong or missing token for seat {seat}")

    async def seat_of(self, table: LiveTable, token: str | None) -> int:
        """The seat a token belongs to (``HOST`` for the host's).

        Raises:
            AuthError: no seat has this token.
        """
        seat: int | None = (
            await self.read(self.store.seat_of_token, table.id, token) if token else None
        )
        if seat is None:
            raise AuthError("this token is not a seat's token at this table")
        return seat

    async def extend(self, table: LiveTable, seconds: float) -> float:
        """The host gives the current timed wait ``seconds`` more (a phase ended late);
        returns the new deadline (epoch seconds). Stored with the table's clock.

        Raises:
            ConfigError: ``seconds`` not in 1..600, or more than an hour added to one wait.
            IllegalActionError: no timed wait runs now (clock off, or nothing timed).
        """
        if (
            isinstance(seconds, bool)
            or not isinstance(seconds, int | float)
            or not (1 <= seconds <= 600)
        ):
            raise ConfigError("seconds must be a number from 1 to 600")
        if table.follower and self.cluster is not None:
            deadline: float = await self.cluster.forward(table, "extend", seconds=seconds)
            return deadline
        async with table.lock:
            due = deadline_of(table)
            if due is None or due[1] != HOST:
                raise IllegalActionError("no timed phase is running: nothing to lengthen")
            clock = dict(table.record.clock)
            since = table.game.timed_since(table.state)
            extra = clock.get("extended", {})
            before = float(extra.get("seconds", 0)) if extra.get("since") == since else 0.0
            if before + seconds > 3600:
                raise ConfigError("a phase can be lengthened by an hour at most")
            clock["extended"] = {"since": since, "seconds": before + float(seconds)}
            await self._write(self.store.set_clock, table.id, clock)
            table.record = dataclasses.replace(table.record, clock=clock)
        await self._after_change(table)
        due = deadline_of(table)
        assert due is not None
        return due[0]

    async def hand_to_bot(
        self,
        table: LiveTable,
        seat: int,
        bot: str = "normal",
        *,
        kind: str = "left",
        by: int | None = None,
    ) -> None:
        """A person's seat is played by a bot from now on: its person left (``kind``
        ``"left"``), or the others handed it over (``"takeover"``, ``by`` that seat).
        The seat keeps its token: its person may take it back (:meth:`reclaim`). A note
        in the table's log and record tells everyone.

        Raises:
            ConfigError: unknown bot.
            AuthError: the host's token (no seat).
            GameOverError: the game is over.
            SeatError: a bot plays the seat already.
        """
        bot = canonical_bot_name(bot)
        if not 0 <= seat < table.state.num_players:
            raise AuthError("the host has no seat to hand to a bot")
        if table.follower and self.cluster is not None:  # (a takeover is forwarded earlier)
            await self.cluster.forward(table, "leave", seat=seat, bot=bot)
            return
        if table.state.is_over:
            raise GameOverError("the game is over: its seats and result stay as they were")
        async with table.lock:
            old = table.seats[seat]
            if old["kind"] != "human":
                raise SeatError(f"a bot plays seat {seat} already")
            entry = {"kind": "bot", "bot": bot, "name": f"{bot} {seat}",
                     "person": old.get("name") or f"P{seat}", "taken": kind}  # fmt: skip
            note = self._new_note(table, kind, seat=seat, by=by)
            await self._write(self.store.set_seat, table.id, seat, entry, note)
            table.seats[seat] = entry
            table.notes.append(note)
            table.overdue.discard(seat)
            _note_arrivals(table)  # one person fewer to wait for
            self._seat_bot(table, seat, bot)
            # The person's open connections see as a spectator from now on: the bot's
            # hand is not theirs to see.
            for sub in table.subscribers:
                if sub.seat == seat:
                    sub.seat = None
        self._tell_notes(table, [note])
        self._tell_seats(table)  # who plays the seat now, at once for every chip
        await self._after_change(table)

    async def take_over(self, table: LiveTable, by: int, seat: int) -> None:
        """Seat ``by`` (a person at the table) hands ``seat`` to a bot (the ``normal``
        level, the game's heuristic), because its person let the move clock run out or
        has been gone for the clock's length.

        Raises:
            AuthError: ``by`` is not a person's seat at this table.
            SeatError: ``seat`` is not a seat that may be handed over now.
            GameOverError: the game is over.
        """
        if not 0 <= by < len(table.seats) or table.seats[by]["kind"] != "human":
            raise AuthError("only a person playing at this table may hand a seat to a bot")
        if table.follower and self.cluster is not None:
            await self.cluster.forward(table, "takeover", by=by, seat=seat)
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(table.seats):
            raise SeatError(f"{seat!r} is not a seat of this table")
        if seat == by:
            raise SeatError("to leave your own seat, use leave")
        if table.state.is_over:
            raise GameOverError("the game is over: its seats and result stay as they were")
        if not may_take_over(table, seat, time.time(), self.gone_after):
            raise SeatError(
                f"seat {seat} cannot be handed to a bot now: its move clock has not run out "
                "and its person has not been gone long enough"
            )
        await self.hand_to_bot(table, seat, "normal", kind="takeover", by=by)

    async def reclaim(self, table: LiveTable, seat: int) -> None:
        """The person of ``seat`` (already authorised by its token) plays it again.

        Raises:
            SeatError: no bot plays this seat for its person.
            GameOverError: the game is over.
        """
        if table.state.is_over:
            raise GameOverError("the game is over: its seats and result stay as they were")
        if table.follower and self.cluster is not None:
            await self.cluster.forward(table, "reclaim", seat=seat)
            return
        async with table.lock:
            old = table.seats[seat]
            if old["kind"] == "human" or "person" not in old:
                raise SeatError(f"seat {seat} is yours already: nobody plays it for you")
            entry = {"kind": "human", "name": old["person"]}
            note = self._new_note(table, "reclaim", seat=seat, by=seat)
            await self._write(self.store.set_seat, table.id, seat, entry, note)
            table.seats[seat] = entry
            table.notes.append(note)
            table.bots.pop(seat, None)  # its worker sees this and stops
            table.bot_rngs.pop(seat, None)
            table.levels.pop(seat, None)
            table.left_at[seat] = time.time()
            table.joined.add(seat)
            for sub in table.subscribers:
                if sub.owner == seat:
                    sub.seat = seat
        self._tell_notes(table, [note])
        self._tell_seats(table)
        await self._after_change(table)

    async def chat(self, table: LiveTable, seat: int, text: object) -> dict[str, Any]:
        """Seat ``seat`` (a person at the table, authorised) says ``text`` to the table;
        stored with the table (its replay shows it) and sent to every connection.

        Raises:
            ChatError: a game without chat, not text, empty, over ``CHAT_MAX_CHARS``
                characters, or more than ``chat_limit`` messages in ``chat_window`` s.
        """
        if not table.game.spec.table_chat:
            raise ChatError(f"{table.game.spec.title} is played in one room: it has no chat")
        if not isinstance(text, str):
            raise ChatError("a chat message is text")
        # Control characters (newlines included) would let one message fake several.
        clean = " ".join("".join(c if c.isprintable() else " " for c in text).split())
        if not clean:
            raise ChatError("an empty message says nothing")
        if len(clean) > CHAT_MAX_CHARS:
            raise ChatError(f"a message is at most {CHAT_MAX_CHARS} characters")
        if table.follower and self.cluster is not None:
            note: dict[str, Any] = await self.cluster.forward(table, "chat", seat=seat, text=clean)
            return note
        now = time.monotonic()
        recent = [t for t in table.chat_times.get(seat, []) if t > now - self.chat_window]
        if len(recent) >= self.chat_limit:
            raise ChatError(
                f"at most {self.chat_limit} messages in {self.chat_window:g} seconds; wait a little"
            )
        async with table.lock:
            note = self._new_note(table, "chat", seat=seat, text=clean)
            await self._write(self.store.add_note, table.id, note)
            table.notes.append(note)
        table.chat_times[seat] = [*recent, now]
        self._tell_notes(table, [note])
        return note

    @staticmethod
    def _new_note(table: LiveTable, kind: str, *, seat: int | None = None,
                  by: int | None = None, text: str | None = None) -> dict[str, Any]:  # fmt: skip
        # ``events``: how many lines the game's log had then, where the page shows it.
        return {"i": len(table.notes), "kind": kind, "seat": seat, "by": by, "text": text,
                "version": table.version, "events": len(table.state.view(None).events),
                "at": time.time()}  # fmt: skip

    def _tell_notes(self, table: LiveTable, notes: list[dict[str, Any]]) -> None:
        for sub in list(table.subscribers):
            put(sub, {"type": "notes", "from": notes[0]["i"], "notes": notes})

    # -- actions ----------------------------------------------------------------------

    async def act(self, table: LiveTable, seat: Seat, action: object,
                  version: int | None = None) -> int:  # fmt: skip
        """Apply one action of ``seat`` (already authorised); return the new version (as
        the seat may know it: :func:`public_version`).

        ``version`` is the state version the sender saw. A stale one is refused
        unless the action is still legal and the game's simultaneous moves
        commute (a secret choice is never lost to a race).

        Raises:
            InvalidActionError: not an action of this game.
            IllegalActionError: not legal now (``StaleVersionError``: stale).
        """
        parsed = _parse(table.game, action)
        if table.follower and self.cluster is not None:
            wire = action if isinstance(action, str | Mapping) else str(parsed)
            version_now: int = await self.cluster.forward(
                table, "act", seat=seat, action=wire, version=version
            )
            return version_now
        async with table.lock:
            state = table.state
            if version is not None and version > state.num_actions:
                # (The table's own count is not told: in a game of rooms it counts the
                # other room's actions.)
                raise StaleVersionError(f"version {version} is ahead of the table's")
            if (
                seat == HOST
                and version is not None
                and version < table.game.timed_since(state)
                and table.game.acts_on_current_state(state.options)
            ):
                # The host ends the phase he saw: a late click must not end the next one.
                raise StaleVersionError("that phase had already ended; look again")
            if (
                version is not None
                and version != state.num_actions
                and not table.game.acts_on_current_state(state.options)
            ):
                # A stale secret choice still counts if it was legal on what its sender saw
                # and still is, and only other seats acted since (moves that commute).
                seen = table.recent.get(version) if version < state.num_actions else None
                since = table.steps[version:] if seen is not None else []
                if not (
                    seen is not None
                    and table.game.moves_commute(state.options)
                    and seat in seen.to_move
                    and parsed in seen.legal_actions(seat)
                    and seat in state.to_move
                    and parsed in state.legal_actions(seat)
                    and all(step.seat not in (seat, CHANCE) for step in since)
                ):
                    raise StaleVersionError(
                        f"you acted on version {version} but the table is at version "
                        f"{state.num_actions}; look again and choose anew"
                    )
            try:
                new = state.apply(seat, parsed)  # raises, changing nothing, when illegal
            except IllegalActionError as exc:
                if not table.game.acts_on_current_state(state.options):
                    raise
                # The engine's words name the action count and who else is to move: in a
                # game of rooms, that is the other room's business.
                raise type(exc)(
                    f"{str(parsed)!r} is not possible now: the phase or your situation "
                    "changed; look again"
                ) from None
            await self._commit(table, [(seat, parsed, new)])
        await self._after_change(table)
        return public_version(table)

    async def _commit(self, table: LiveTable, done: list[tuple[Seat, Action, State]]) -> None:
        """Draw the chance nodes that follow, store the batch, then make it current."""
        state = done[-1][2] if done else table.state
        steps = [(seat, str(action)) for seat, action, _ in done]
        while state.to_move == (CHANCE,):
            chance = sample_chance(state, self._chance)
            state = state.apply(CHANCE, chance)
            steps.append((CHANCE, str(chance)))
        if not steps:
            return
        result = state.result.to_json() if state.result is not None else None
        if result is not None:
            result = {**result, "record": self.record(table, steps, result).to_json()}
        # One timestamp for the stored rows and the live table (microseconds, as both
        # databases keep them): a restarted table's clock counts from the same instant.
        at = dt.datetime.now(dt.UTC)
        await self._append(table.id, table.version, steps, result, at)
        table.state = state
        table.recent[state.num_actions] = state
        for old in [v for v in table.recent if v < state.num_actions - 64]:
            del table.recent[old]
        table.steps.extend(Step(seat, text) for seat, text in steps)
        table.changed_at = at.timestamp()
        table.times.extend([table.changed_at] * len(steps))
        if table.overdue or state.is_over:
            table.overdue.clear()  # a new state: every move clock starts again
            table.seats_stale = True

    async def _append(self, *batch: Any) -> None:
        """Store one table's new actions; returns once they are committed.

        Appends that arrive while a commit is under way are committed together in
        the next one (group commit): one disk sync serves many tables.
        """
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._appends.append((batch, future))
        if not self._flushing:
            self._flushing = True
            self._spawn(self._flush())
        await future

    async def _flush(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._appends:
                group, self._appends = self._appends, []
                try:
                    await loop.run_in_executor(
                        self._writer, self.store.append_many, [b for b, _ in group]
                    )
                except Exception:
                    # One bad append must not fail the others: commit them one by one.
                    for batch, future in group:
                        try:
                            await self._write(self.store.append_many, [batch])
                        except Exception as exc:
                            future.set_exception(exc)
                        else:
                            future.set_result(None)
                else:
                    self._storage_back()
                    for _, future in group:
                        future.set_result(None)
        finally:
            self._flushing = False

    async def _write(self, function: Any, *args: Any, **kwargs: Any) -> Any:
        """Run a store write on the writer thread; its result.

        Raises:
            StorageError: the storage failed (nothing was written).
        """
        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(
                self._writer, functools.partial(function, *args, **kwargs)
            )
        except Exception as exc:
            self._check_storage(exc)
            raise
        self._storage_back()
        return result

    write = _write
    """A store write on the writer thread, for the routes beside the tables' (score
    sheets): the same single writer, the same storage health."""

    async def read(self, function: Any, *args: Any) -> Any:
        """Run a store read off the event loop.

        Raises:
            StorageError: the storage failed.
        """
        try:
            result = await asyncio.to_thread(function, *args)
        except Exception as exc:
            self._check_storage(exc, reading=True)
            raise
        if self._failed_reading:
            self._storage_back()  # a failed write is only mended by a write
        return result

    def _check_storage(self, exc: Exception, *, reading: bool = False) -> None:
        """Raise ``StorageError`` (telling every connection, once) for a storage failure."""
        if not storage_failure(exc):
            return
        if self.storage_ok:
            self.storage_ok = False
            self._failed_reading = reading
            log.error("storage unavailable: %s", exc)
            notice = {"type": "error", "code": StorageError.code,
                      "message": "the table's storage is unavailable: moves wait until it is "
                      "back (nothing acknowledged is lost)"}  # fmt: skip
            for table in self.tables.values():
                for sub in list(table.subscribers):
                    put(sub, notice)
        raise StorageError("the storage is unavailable; nothing was changed, try again") from exc

    def _storage_back(self) -> None:
        if not self.storage_ok:
            self.storage_ok = True
            self._failed_reading = False
            log.warning("storage available again")
            for table in self.tables.values():
                for sub in list(table.subscribers):
                    put(sub, {"type": "storage", "ok": True})

    def record(
        self,
        table: LiveTable,
        more: list[tuple[int, str]] | None = None,
        result: dict[str, Any] | None = None,
    ) -> MatchRecord:
        """The table's match record (what ``royaumes replay`` reads); ``more``: steps
        about to be stored, with the ``result`` they end on (the record stored with a
        finished table is built before its last batch is committed)."""
        if result is None and table.state.result is not None:
            result = table.state.result.to_json()
        return MatchRecord(
            game=table.game.spec.id,
            version=table.game.spec.version,
            num_players=table.state.num_players,
            options=dict(table.state.options),
            seed=table.record.seed,
            seats=tuple(s.get("bot", "human") for s in table.seats),
            steps=(*table.steps, *(Step(seat, text) for seat, text in more or ())),
            result=result,
            seat_changes=tuple(
                {"version": n["version"], "seat": n["seat"], "kind": n["kind"], "by": n["by"]}
                for n in table.notes
                if n["kind"] != "chat"
            ),
        )

    # -- after each change: tell everyone, wake the bots and the clock ------------------

    async def _after_change(self, table: LiveTable) -> None:
        for sub in list(table.subscribers):
            self._tell(table, sub)
        if table.follower:
            return  # its owner plays the bots and the clock
        if table.seats_stale:
            table.seats_stale = False
            self._tell_seats(table)  # a seat's clock started again, or the game ended
            self._share(table)
        if table.state.is_over:
            return
        to_move = table.state.to_move
        for seat in to_move:
            if seat in table.bots and seat not in table.pending:
                table.pending[seat] = self._spawn(self._bot_worker(table, seat))
        if to_move == (HOST,) and HOST not in table.pending:
            # Nobody else can act: the clock's action is due now (a simulation's rule).
            table.pending[HOST] = self._spawn(self._bot_worker(table, HOST))
        self._set_clock(table)

    def _set_clock(self, table: LiveTable) -> None:
        if table.timer is not None:
            table.timer.cancel()
            table.timer = None
        due = deadline_of(table)
        if due is not None:
            table.timer = asyncio.get_running_loop().create_task(
                self._ring(table, table.version, *due)
            )

    async def _ring(self, table: LiveTable, version: int, when: float, seat: Seat) -> None:
        """At the deadline, apply the timeout: HOST's action, or a bot's move for a late
        seat (``clock.move_seconds``)."""
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.sleep(max(0.0, when - time.time()))
            if table.version != version:
                return
            table.timer = None
            state = table.state
            try:
                if seat == HOST:
                    await self.act(table, HOST, state.legal_actions(HOST)[0], version)
                elif on_timeout(table) == "offer":
                    # The rules say nothing of a late move: the others may hand the seat
                    # to a bot (its person takes it back with their link).
                    table.overdue.update(s for s in state.to_move if s >= 0 and s not in table.bots)
                    self._tell_seats(table)
                    self._share(table)
                else:
                    # Drawn from the table's seed and version: a restart plays the same move.
                    rng = stream(table.record.seed, f"clock/{seat}/{state.num_actions}")
                    stand_in = make_bot("normal", table.game, seat, rng)
                    action = stand_in.act(seat_view(state, seat), state.legal_actions(seat))
                    await self.act(table, seat, action, version)
            except StorageError:
                # Ring again soon: the deadline's action is still due when storage is back.
                await asyncio.sleep(1.0)
                if table.version == version and table.timer is None:
                    self._set_clock(table)
            except GameError as exc:
                log.info("clock at %s: %s", table.id, exc.message)

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _bot_worker(self, table: LiveTable, seat: Seat) -> None:
        """Play ``seat`` (a bot, or HOST when it alone is to move) while it is to move.

        One worker per seat: it looks again after each of its own actions (a
        revisable choice, a new turn) and after a refusal caused by another
        action that came first. A searching bot's move is chosen in a worker process
        (:meth:`_think`) while the bot's delay runs: it takes the longer of the two.
        """
        loop = asyncio.get_running_loop()
        try:
            while True:
                state = table.state
                bot = table.bots.get(seat)
                if (
                    bot is not None
                    and table.levels.get(seat) in SEARCH_LEVELS
                    and seat in state.to_move
                    and len(state.legal_action_ids(seat)) > 1
                ):
                    started = loop.time()
                    action = await self._think(table, seat, state)
                    await asyncio.sleep(max(0.0, self.bot_delay - (loop.time() - started)))
                    if table.bots.get(seat) is not bot:
                        continue  # its person took the seat back while it thought: look again
                else:
                    await asyncio.sleep(self.bot_delay)
                    state = table.state
                    if seat == HOST:
                        if state.to_move != (HOST,):
                            return
                        action = state.legal_actions(HOST)[0]
                    else:
                        if seat not in state.to_move or seat not in table.bots:
                            return
                        action = bot_action(table, seat, state)
                try:
                    await self.act(table, seat, action, state.num_actions)
                except StorageError:
                    await asyncio.sleep(max(1.0, self.bot_delay))  # until the storage is back
                except GameError as exc:
                    if table.version == state.num_actions:
                        log.error("bot at %s seat %s failed: %s", table.id, seat, exc.message)
                        return
                    # Another action came first and closed this choice: look again.
        finally:
            if table.pending.get(seat) is asyncio.current_task():
                del table.pending[seat]

    async def _think(self, table: LiveTable, seat: int, state: State) -> Action:
        """The move of ``seat``'s searching bot on ``state``, chosen in a worker process
        from the seat's view and legal action ids only, with the seed the bot would have
        here (:func:`bot_seed`). Should the pool fail (twice, or a bug), the error is
        logged and the ``normal`` bot chooses this move here: the table goes on."""
        game, level, seed = table.game, table.levels[seat], bot_seed(table, seat, state)
        try:
            move = await self.search.choose(
                game.spec.id, seat, level, seed,
                state.view(seat).to_json(), state.legal_action_ids(seat),
            )  # fmt: skip
        except Exception:
            log.exception("the %s bot at %s seat %s could not think: the normal bot plays "
                          "this move", level, table.id, seat)  # fmt: skip
            stand_in = make_bot("normal", game, seat, random.Random(seed))
            return stand_in.act(seat_view(state, seat), state.legal_actions(seat))
        log.debug("%s bot at %s seat %s: %d iterations in %.2f s", level, table.id, seat,
                  move.iterations, move.seconds)  # fmt: skip
        return game.action_from_id(move.action)

    # -- listeners --------------------------------------------------------------------

    def subscribe(self, table: LiveTable, seat: Seat | None) -> Subscriber:
        """A new connection for ``seat`` (``None``: spectator; a bot-played seat's own
        token: its person, who watches as a spectator and may take the seat back), sent
        the current state, the seats and the table's notes."""
        owner = seat if seat is not None and 0 <= seat < len(table.seats) else None
        if owner is not None and table.seats[owner]["kind"] != "human":
            seat = None  # the bot's hand is not the person's to see while it plays
        sub = Subscriber(seat, owner=owner)
        table.subscribers.add(sub)
        table.used_at = time.monotonic()
        if owner is not None and owner not in table.joined:
            table.joined.add(owner)
            if _note_arrivals(table) and not table.state.is_over:
                self._set_clock(table)
                for other in list(table.subscribers - {sub}):
                    self._tell(table, other)  # the countdown appears
        self._tell(table, sub)
        self._share(table)
        if table.notes:
            put(sub, {"type": "notes", "from": 0, "notes": list(table.notes)})
        if not self._tell_seats(table):
            put(sub, seats_message(table, sub, table.shown_seats or []))
        return sub

    def set_visible(self, table: LiveTable, sub: Subscriber, visible: bool) -> None:
        """The connection's page went out of view (a hidden tab) or came back."""
        if sub.visible != visible:
            sub.visible = visible
            self._tell_seats(table)
            self._share(table)

    def _share(self, table: LiveTable) -> None:
        """Tell the cluster's other processes this one's connections (or nothing alone)."""
        if self.cluster is not None:
            self._spawn(self.cluster.share(table))

    def remote_presence(
        self, table: LiveTable, source: str, seats: dict[int, bool], overdue: list[int] | None
    ) -> None:
        """Another process of the cluster says which seats' people it has connected
        (``overdue``: the owner's overdue seats); tell this process's connections."""
        before = set(_connections(table))
        table.remote[source] = (time.monotonic(), seats)
        now = time.time()
        for seat in before - set(_connections(table)):
            table.left_at[seat] = now  # that person's last page closed, over there
        if overdue is not None and table.follower:
            table.overdue = set(overdue)
        self._tell_seats(table)

    def unsubscribe(self, table: LiveTable, sub: Subscriber) -> None:
        """Forget a closed connection."""
        table.subscribers.discard(sub)
        table.used_at = time.monotonic()
        if sub.owner is not None and all(o.owner != sub.owner for o in table.subscribers):
            if sub.owner not in _connections(table):  # not open on another process either
                table.left_at[sub.owner] = time.time()
            self._tell_seats(table)
            self._share(table)

    def _tell_seats(self, table: LiveTable) -> bool:
        """Send every connection the seats (presence, who may be handed over) if they
        changed since last told; then wake up when a seat turns gone, or absent long
        enough to be handed over. Whether they were sent."""
        seats = seats_json(table, self.gone_after)
        changed = seats != table.shown_seats
        if changed:
            table.shown_seats = seats
            for sub in list(table.subscribers):
                put(sub, seats_message(table, sub, seats))
        self._schedule_presence(table)
        return changed

    def _schedule_presence(self, table: LiveTable) -> None:
        if table.presence_timer is not None:
            table.presence_timer.cancel()
            table.presence_timer = None
        if table.state.is_over or not table.subscribers:
            return
        now = time.time()
        connected = set(_connections(table))
        moments = [
            since + wait
            for seat, since in table.left_at.items()
            if seat not in connected and table.seats[seat]["kind"] == "human"
            for wait in (self.gone_after, absent_seconds(table))
            if since + wait > now
        ]
        if moments:
            delay = min(moments) - now + 0.05
            table.presence_timer = asyncio.get_running_loop().call_later(
                delay, self._tell_seats, table
            )

    @staticmethod
    def _tell(table: LiveTable, sub: Subscriber) -> None:
        """Queue the connection's update; in a real-time game only if what it shows
        changed (the action count alone would show activity the seat cannot see: the
        other room's)."""
        state = table.state
        if not table.game.acts_on_current_state(state.options):
            put(sub, message_for(table, sub))
            return
        view = state.view(None if sub.seat == HOST else sub.seat)
        data = view.to_json(events=False)
        step = data.pop("step", None)
        # Compared as data (no serialisation on this hot path), before the legal actions
        # are worked out: a seat's legal actions follow from what it knows, so the same
        # view means the same message (most seats of a busy game: the other room's).
        shown = (sub.seat, data, deadline_of(table), state.is_over, public_version(table))
        if shown == sub.shown and view.events == sub.sent:
            return
        sub.shown = shown
        put(sub, message_for(table, sub, view, {**data, "step": step}))


def dumps(data: Mapping[str, Any]) -> str:
    """Compact JSON for the wire."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
