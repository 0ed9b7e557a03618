"""Storage: tables, seat tokens and the append-only action log (SQLAlchemy 2).

A table is its game id and version, options, seed, seats and every action
applied to it (chance included), in order. Nothing else is needed to bring it
back: :meth:`Store.unfinished` gives what the hub replays on start. The
schema is Alembic's (``royaumes/server/migrations``), applied by
:func:`migrate` when the server starts. SQLite and PostgreSQL alike.

Seat tokens are kept as SHA-256 digests only: a stolen database does not let
anyone sit at a table.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, cast

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    create_engine,
    event,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from royaumes.sheets.book import Change, ChangeKind

__all__ = ["ActionRow", "GroupRow", "NoteRow", "SheetChangeRow", "SheetRow", "Store",
           "TableRecord", "TableRow", "TokenRow", "migrate", "token_digest"]  # fmt: skip


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class Base(DeclarativeBase):
    """The declarative base of the server's tables."""


class TableRow(Base):
    """One table: what it plays and who sits there."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer)
    num_players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    clock: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)
    finished: Mapped[bool] = mapped_column(Boolean, default=False, index=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class TokenRow(Base):
    """A human seat's token digest."""

    __tablename__ = "seat_tokens"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    digest: Mapped[str] = mapped_column(String(64))


class ActionRow(Base):
    """One applied action; rows are only ever appended."""

    __tablename__ = "actions"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(128))
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)


class NoteRow(Base):
    """One line of a table's own log, beside the game's actions: a chat message, or a
    seat handed to a bot or taken back (rows are only ever appended)."""

    __tablename__ = "table_notes"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    by: Mapped[int | None] = mapped_column(Integer, nullable=True)
    text: Mapped[str | None] = mapped_column(String(400), nullable=True)
    version: Mapped[int] = mapped_column(Integer)
    events: Mapped[int] = mapped_column(Integer, default=0)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)


class GroupRow(Base):
    """A group of people who score their games at home together (issue 22): its
    sheets, and the digests of its two links' tokens (to edit, to read)."""

    __tablename__ = "sheet_groups"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    people: Mapped[list[str]] = mapped_column(JSON)
    edit_digest: Mapped[str] = mapped_column(String(64))
    read_digest: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)


class SheetRow(Base):
    """One game's score sheet in a group: who plays (in seat order), the game's
    options, and the last tally's outcome (for the group's statistics)."""

    __tablename__ = "sheets"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    group_id: Mapped[str] = mapped_column(ForeignKey("sheet_groups.id"), index=True)
    game: Mapped[str] = mapped_column(String(64))
    version: Mapped[int] = mapped_column(Integer)
    people: Mapped[list[str]] = mapped_column(JSON)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)
    changes: Mapped[int] = mapped_column(Integer, default=0)
    finished: Mapped[bool] = mapped_column(Boolean, default=False)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


class SheetChangeRow(Base):
    """One change to a sheet (an entry added or corrected, a change undone); rows are
    only ever appended (:mod:`royaumes.sheets.book`)."""

    __tablename__ = "sheet_changes"

    sheet_id: Mapped[str] = mapped_column(ForeignKey("sheets.id"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    data: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    target: Mapped[int | None] = mapped_column(Integer, nullable=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)


CHANGED = "royaumes_table"
"""The PostgreSQL channel a table's id is notified on when it changed (cluster mode)."""
_NOTIFY = text("SELECT pg_notify(:channel, :table)")


def token_digest(token: str) -> str:
    """The SHA-256 hex digest a token is stored as."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class TableRecord:
    """A stored table with its action log, as the hub replays it."""

    id: str
    game: str
    version: int
    num_players: int
    options: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    clock: dict[str, Any]
    finished: bool
    result: dict[str, Any] | None
    actions: list[tuple[int, str]]
    changed_at: float = 0.0
    """When the last action was stored (the table's creation if none), in epoch
    seconds: a restarted clock counts from there."""
    times: list[float] = field(default_factory=list)
    """When each action was stored, in epoch seconds (a phase's clock counts from the
    action that began the phase)."""
    created_at: float = 0.0
    """When the table was created, in epoch seconds."""
    notes: list[dict[str, Any]] = field(default_factory=list)
    """The table's own log (chat, seats handed over and taken back), in order, each as
    the wire shows it (:meth:`Store.add_note`)."""


def _utc(at: dt.datetime) -> dt.datetime:
    # SQLite keeps no time zone: stored as UTC
    return at.replace(tzinfo=dt.UTC) if at.tzinfo is None else at


def _alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option(
        "script_location", str(resources.files("royaumes.server").joinpath("migrations"))
    )
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def migrate(url: str) -> None:
    """Bring the database at ``url`` to the latest schema (Alembic ``upgrade head``)."""
    command.upgrade(_alembic_config(url), "head")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL: readers never wait for the writer; FULL sync: a committed action survives a
    # power cut, which is what "acknowledged" promises.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class Store:
    """The server's database: every read and write goes through here.

    Args:
        url: an SQLAlchemy URL (SQLite file or PostgreSQL with psycopg).
        create: apply the migrations first.
    """

    def __init__(self, url: str, *, create: bool = True) -> None:
        if create:
            migrate(url)
        self.url = url
        self.engine: Engine = create_engine(url, pool_pre_ping=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.notify_changes = False
        """Whether each write also notifies ``CHANGED`` with the table's id, in the same
        transaction (PostgreSQL; several server processes on one database)."""

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session committed at the end of the block, rolled back on error."""
        with self._sessions.begin() as session:
            yield session

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

    # -- writes ----------------------------------------------------------------------

    def create_table(self, row: TableRow, tokens: dict[int, str]) -> None:
        """Store a new table and its seats' token digests (``tokens``: seat -> token)."""
        with self.session() as s:
            s.add(row)
            s.flush()
            for seat, token in tokens.items():
                s.add(TokenRow(table_id=row.id, seat=seat, digest=token_digest(token)))

    def append(
        self,
        table_id: str,
        start: int,
        steps: Sequence[tuple[int, str]],
        *,
        result: dict[str, Any] | None = None,
        at: dt.datetime | None = None,
    ) -> None:
        """Append actions ``start``, ``start + 1``... in one transaction; with
        ``result``, the table is marked finished in the same transaction. ``at``:
        the time stored with them (default: now), the one the live table counts
        its clock from, so that a restart keeps the same deadlines.

        Raises:
            sqlalchemy.exc.IntegrityError: an action with one of these indexes
                exists already (nothing is written).
        """
        self.append_many([(table_id, start, steps, result, at or _now())])

    def append_many(
        self,
        batches: Sequence[
            tuple[str, int, Sequence[tuple[int, str]], dict[str, Any] | None, dt.datetime]
        ],
    ) -> None:
        """Several tables' appends (``(table_id, start, steps, result, at)`` each) in
        one transaction: one commit, one disk sync, for all of them (group commit).

        Raises:
            sqlalchemy.exc.IntegrityError: an index exists already (nothing is written).
        """
        rows = [
            {"table_id": table_id, "index": start + offset, "seat": seat, "action": action,
             "at": at}
            for table_id, start, steps, _, at in batches
            for offset, (seat, action) in enumerate(steps)
        ]  # fmt: skip
        # Core statements, not ORM objects: this runs for every action of every table.
        with self.engine.begin() as connection:
            if rows:
                connection.execute(insert(ActionRow), rows)
            if self.notify_changes:
                for table_id in dict.fromkeys(b[0] for b in batches):
                    connection.execute(_NOTIFY, {"channel": CHANGED, "table": table_id})
            for table_id, _, _, result, _ in batches:
                if result is not None:
                    connection.execute(
                        update(TableRow)
                        .where(TableRow.id == table_id)
                        .values(finished=True, result=result)
                    )

    def set_seat(
        self, table_id: str, seat: int, entry: dict[str, Any], note: dict[str, Any] | None = None
    ) -> None:
        """Replace one seat's entry (a person's seat handed to a bot, or taken back),
        with the ``note`` that tells it (:meth:`add_note`'s fields) in the same
        transaction. The seat keeps its token: its person may take the seat back."""
        with self.session() as s:
            table = s.get(TableRow, table_id)
            assert table is not None
            seats = list(table.seats)
            seats[seat] = entry
            table.seats = seats
            if note is not None:
                s.add(self._note_row(table_id, note))
            self._notify(s, table_id)

    def add_note(self, table_id: str, note: dict[str, Any]) -> None:
        """Append one line to a table's own log: ``note`` holds ``i`` (its index),
        ``kind``, ``seat``, ``by``, ``text``, ``version`` and ``at`` (epoch seconds).

        Raises:
            sqlalchemy.exc.IntegrityError: a note with this index exists already.
        """
        with self.session() as s:
            s.add(self._note_row(table_id, note))
            self._notify(s, table_id)

    def _notify(self, s: Session, table_id: str) -> None:
        if self.notify_changes:
            s.execute(_NOTIFY, {"channel": CHANGED, "table": table_id})

    @staticmethod
    def _note_row(table_id: str, note: dict[str, Any]) -> NoteRow:
        return NoteRow(
            table_id=table_id,
            index=note["i"],
            kind=note["kind"],
            seat=note.get("seat"),
            by=note.get("by"),
            text=note.get("text"),
            version=note["version"],
            events=note.get("events", 0),
            at=dt.datetime.fromtimestamp(note["at"], dt.UTC),
        )

    def set_clock(self, table_id: str, clock: dict[str, Any]) -> None:
        """Replace a table's clock settings (the host lengthened the current phase)."""
        with self.session() as s:
            table = s.get(TableRow, table_id)
            assert table is not None
            table.clock = dict(clock)
            self._notify(s, table_id)

    # -- score sheets (issue 22) -----------------------------------------------------

    def create_group(self, row: GroupRow) -> None:
        """Store a new group (its token digests set on ``row``)."""
        with self.session() as s:
            s.add(row)

    def group_access(self, group_id: str, token: str) -> str | None:
        """What ``token`` lets its holder do in the group: ``"edit"``, ``"read"`` or
        ``None`` (no such group, or not its token; compared in constant time)."""
        digest = token_digest(token)
        with self.session() as s:
            group = s.get(GroupRow, group_id)
            if group is None:
                return None
            edit = hmac.compare_digest(group.edit_digest, digest)
            read = hmac.compare_digest(group.read_digest, digest)
        return "edit" if edit else "read" if read else None

    def load_group(self, group_id: str) -> tuple[GroupRow, list[SheetRow]] | None:
        """The group and its sheets, newest first, or ``None``."""
        with self.session() as s:
            group = s.get(GroupRow, group_id)
            if group is None:
                return None
            sheets = s.scalars(
                select(SheetRow)
                .where(SheetRow.group_id == group_id)
                .order_by(SheetRow.created_at.desc(), SheetRow.id)
            ).all()
            return group, list(sheets)

    def create_sheet(self, row: SheetRow) -> None:
        """Store a new sheet; its people not yet in its group join the group."""
        with self.session() as s:
            group = s.get(GroupRow, row.group_id)
            assert group is not None
            known = list(group.people)
            group.people = known + [p for p in dict.fromkeys(row.people) if p not in known]
            s.add(row)

    def load_sheet(self, sheet_id: str) -> tuple[SheetRow, list[Change]] | None:
        """The sheet and its changes in order, or ``None``."""
        with self.session() as s:
            sheet = s.get(SheetRow, sheet_id)
            if sheet is None:
                return None
            rows = s.scalars(
                select(SheetChangeRow)
                .where(SheetChangeRow.sheet_id == sheet_id)
                .order_by(SheetChangeRow.index)
            ).all()
            changes = [
                Change(
                    index=r.index,
                    kind=cast(ChangeKind, r.kind),
                    data=r.data,
                    target=r.target,
                    at=_utc(r.at).timestamp(),
                )
                for r in rows
            ]
            return sheet, changes

    def add_sheet_change(
        self, sheet_id: str, change: Change, *, finished: bool, outcome: dict[str, Any]
    ) -> None:
        """Append ``change`` (its index the sheet's next) and the tally's outcome, in
        one transaction.

        Raises:
            sqlalchemy.exc.IntegrityError: a change with that index exists (someone else
                changed the sheet meanwhile; nothing is written).
        """
        with self.session() as s:
            s.add(
                SheetChangeRow(
                    sheet_id=sheet_id,
                    index=change.index,
                    kind=change.kind,
                    data=dict(change.data) if change.data is not None else None,
                    target=change.target,
                    at=dt.datetime.fromtimestamp(change.at, dt.UTC) if change.at else _now(),
                )
            )
            s.flush()
            s.execute(
                update(SheetRow)
                .where(SheetRow.id == sheet_id)
                .values(changes=change.index + 1, finished=finished, outcome=outcome)
            )

    # -- reads -----------------------------------------------------------------------

    def ping(self) -> None:
        """Ask the database a trivial question (raises when it does not answer)."""
        with self.engine.connect() as connection:
            connection.execute(select(1))

    def check_token(self, table_id: str, seat: int, token: str) -> bool:
        """Whether ``token`` is this seat's token (compared in constant time)."""
        with self.session() as s:
            row = s.get(TokenRow, (table_id, seat))
            if row is None:
                return False
            return hmac.compare_digest(row.digest, token_digest(token))

    def seat_of_token(self, table_id: str, token: str) -> int | None:
        """The seat whose token this is, or ``None`` (every seat compared)."""
        digest = token_digest(token)
        found = None
        with self.session() as s:
            for row in s.scalars(select(TokenRow).where(TokenRow.table_id == table_id)):
                if hmac.compare_digest(row.digest, digest):
                    found = row.seat
        return found

    def load(self, table_id: str, since: int = 0) -> TableRecord | None:
        """The table with its action log, or ``None``; ``since``: only the actions (and
        their times) from that index on (a follower bringing its copy up to date)."""
        with self.session() as s:
            table = s.get(TableRow, table_id)
            if table is None:
                return None
            return self._record(s, table, since)

    def unfinished(self) -> list[TableRecord]:
        """Every table not finished, oldest first, with its action log."""
        with self.session() as s:
            rows = s.scalars(
                select(TableRow).where(TableRow.finished.is_(False)).order_by(TableRow.created_at)
            ).all()
            return [self._record(s, t) for t in rows]

    def list_tables(self, *, finished: bool | None = None, limit: int = 100) -> list[TableRow]:
        """Tables, newest first (``finished`` filters)."""
        with self.session() as s:
            query = select(TableRow).order_by(TableRow.created_at.desc()).limit(limit)
            if finished is not None:
                query = query.where(TableRow.finished.is_(finished))
            return list(s.scalars(query).all())

    @staticmethod
    def _record(s: Session, table: TableRow, since: int = 0) -> TableRecord:
        actions = s.execute(
            select(ActionRow.seat, ActionRow.action, ActionRow.at)
            .where(ActionRow.table_id == table.id, ActionRow.index >= since)
            .order_by(ActionRow.index)
        ).all()

        utc = _utc
        notes = [
            {"i": n.index, "kind": n.kind, "seat": n.seat, "by": n.by, "text": n.text,
             "version": n.version, "events": n.events, "at": utc(n.at).timestamp()}
            for n in s.scalars(
                select(NoteRow).where(NoteRow.table_id == table.id).order_by(NoteRow.index)
            )
        ]  # fmt: skip
        times = [utc(at).timestamp() for _, _, at in actions]
        created = utc(table.created_at).timestamp()
        return TableRecord(
            id=table.id,
            game=table.game,
            version=table.version,
            num_players=table.num_players,
            options=dict(table.options),
            seed=table.seed,
            seats=list(table.seats),
            clock=dict(table.clock or {}),
            finished=table.finished,
            result=table.result,
            actions=[(seat, action) for seat, action, _ in actions],
            changed_at=times[-1] if times else created,
            times=times,
            created_at=created,
            notes=notes,
        )
