"""The storage suite, run against SQLite and a real PostgreSQL server alike.

Migrations, the append-only action log and its atomicity, token digests, the
unfinished tables the hub replays, and the hub itself: whole bot games stored,
then brought back by a new store and hub on the same database.
"""

from __future__ import annotations

import asyncio
import hmac
import time
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from royaumes.game import CHANCE, HOST, Action
from royaumes.server.db import Store, TableRow, TokenRow, migrate, token_digest
from royaumes.server.hub import Hub, LiveTable

_TIMEOUT_S = 60.0
"""The longest a whole bot game may take through the hub."""


def _row(table_id: str, *, seats: int = 2, game: str = "debarquement") -> TableRow:
    return TableRow(
        id=table_id,
        game=game,
        version=1,
        num_players=seats,
        options={"rounds": 3},
        seed=2**62 + 7,  # needs BIGINT on PostgreSQL
        seats=[{"kind": "human", "name": f"P{i}"} for i in range(seats)],
        clock={},
        finished=False,
        result=None,
    )


def _table_names(url: str) -> set[str]:
    engine = sa.create_engine(url)
    try:
        return set(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()


# -- migrations -------------------------------------------------------------------------


def test_migrations_apply_on_an_empty_database_and_twice(database_url: str) -> None:
    assert _table_names(database_url) == set()
    migrate(database_url)
    names = _table_names(database_url)
    assert {"tables", "seat_tokens", "actions", "table_notes", "alembic_version"} <= names
    assert {"sheet_groups", "sheets", "sheet_changes"} <= names
    migrate(database_url)  # nothing to do, nothing broken
    assert _table_names(database_url) == names
    engine = sa.create_engine(database_url)
    try:
        with engine.connect() as conn:
            assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).all() == [
                ("0003",)
            ]
    finally:
        engine.dispose()


def test_a_second_store_on_a_migrated_database_keeps_its_data(database_url: str) -> None:
    first = Store(database_url)
    try:
        first.create_table(_row("t1"), {0: "tok"})
        first.append("t1", 0, [(0, "a")])
    finally:
        first.dispose()
    second = Store(database_url)  # migrates again: a no-op
    try:
        record = second.load("t1")
        assert record is not None
        assert record.actions == [(0, "a")]
    finally:
        second.dispose()


# -- tables and the action log ----------------------------------------------------------


def test_create_append_load_round_trip(store: Store) -> None:
    store.create_table(_row("t1", seats=3), {0: "secret-0", 2: "secret-2"})
    store.append("t1", 0, [(CHANCE, "deal 5"), (0, "choose 27")])
    store.append("t1", 2, [(HOST, "end phase"), (2, "choose 3")])
    record = store.load("t1")
    assert record is not None
    assert (record.id, record.game, record.version, record.num_players) == (
        "t1", "debarquement", 1, 3
    )  # fmt: skip
    assert record.options == {"rounds": 3}
    assert record.seed == 2**62 + 7
    assert record.seats == [{"kind": "human", "name": f"P{i}"} for i in range(3)]
    assert record.clock == {}
    assert record.finished is False
    assert record.result is None
    assert record.actions == [(CHANCE, "deal 5"), (0, "choose 27"), (HOST, "end phase"),
                              (2, "choose 3")]  # fmt: skip
    assert store.load("nope") is None


def test_append_is_atomic_a_duplicate_index_writes_nothing(store: Store) -> None:
    store.create_table(_row("t1"), {})
    store.append("t1", 0, [(0, "a"), (1, "b")])
    with pytest.raises(IntegrityError):
        # index 1 exists, indexes 2 and 3 are new: the whole batch must be refused
        store.append("t1", 1, [(0, "c"), (1, "d"), (0, "e")], result={"returns": [1, 0]})
    record = store.load("t1")
    assert record is not None
    assert record.actions == [(0, "a"), (1, "b")]
    assert record.finished is False  # the result came with the refused batch
    assert record.result is None
    store.append("t1", 2, [(0, "c")])  # the log goes on where it was
    record = store.load("t1")
    assert record is not None
    assert record.actions == [(0, "a"), (1, "b"), (0, "c")]


def test_a_finished_tables_result_is_stored_with_its_last_batch(store: Store) -> None:
    store.create_table(_row("t1"), {})
    store.create_table(_row("t2"), {})
    store.append("t1", 0, [(0, "a")])
    result: dict[str, Any] = {"returns": [1.0, -1.0], "record": {"steps": [[0, "a"], [1, "b"]]}}
    store.append("t1", 1, [(1, "b")], result=result)
    record = store.load("t1")
    assert record is not None
    assert record.finished is True
    assert record.result == result
    assert record.actions == [(0, "a"), (1, "b")]
    assert [r.id for r in store.list_tables(finished=True)] == ["t1"]
    assert [r.id for r in store.list_tables(finished=False)] == ["t2"]


def test_unfinished_lists_only_unfinished_tables_with_their_logs_in_order(store: Store) -> None:
    for name in ("old", "done", "new"):
        store.create_table(_row(name), {})
        time.sleep(0.01)  # created_at orders them
    # Appended out of index order and across tables: the log comes back by index.
    store.append("new", 0, [(0, "n0"), (1, "n1")])
    store.append("old", 0, [(1, "o0")])
    store.append("done", 0, [(0, "d0")], result={"returns": [0, 0]})
    store.append("old", 1, [(0, "o1"), (CHANCE, "o2")])
    for i in range(2, 12):
        store.append("new", i, [(i % 2, f"n{i}")])
    unfinished = store.unfinished()
    assert [r.id for r in unfinished] == ["old", "new"]
    assert unfinished[0].actions == [(1, "o0"), (0, "o1"), (CHANCE, "o2")]
    assert unfinished[1].actions == [(i % 2, f"n{i}") for i in range(12)]
    assert all(not r.finished and r.result is None for r in unfinished)


def test_set_seat_replaces_one_seat(store: Store) -> None:
    store.create_table(_row("t1", seats=3), {0: "a", 1: "b", 2: "c"})
    bot = {"kind": "bot", "bot": "heuristic", "name": "heuristic 1"}
    store.set_seat("t1", 1, bot)
    record = store.load("t1")
    assert record is not None
    assert record.seats == [{"kind": "human", "name": "P0"}, bot, {"kind": "human", "name": "P2"}]
    # the seat keeps its token (its person may take it back), the others theirs
    assert store.check_token("t1", 1, "b")
    assert store.seat_of_token("t1", "b") == 1
    assert store.check_token("t1", 0, "a")
    assert store.check_token("t1", 2, "c")


# -- seat tokens ------------------------------------------------------------------------


def test_tokens_are_stored_as_digests_only(store: Store) -> None:
    tokens = {0: "first-secret-token", 2: "second-secret-token"}
    store.create_table(_row("t1", seats=3), tokens)
    with store.session() as s:
        rows = {r.seat: r.digest for r in s.scalars(sa.select(TokenRow))}
        dumped = [tuple(row) for row in s.execute(sa.select(TokenRow.__table__))]
    assert rows == {seat: token_digest(token) for seat, token in tokens.items()}
    assert all(len(d) == 64 for d in rows.values())
    flat = repr(dumped)
    assert all(token not in flat for token in tokens.values())


def test_check_token_and_seat_of_token(store: Store) -> None:
    store.create_table(_row("t1", seats=3), {0: "alpha", 2: "gamma"})
    store.create_table(_row("t2", seats=2), {0: "other"})
    assert store.check_token("t1", 0, "alpha")
    assert store.check_token("t1", 2, "gamma")
    assert not store.check_token("t1", 0, "gamma")  # another seat's token
    assert not store.check_token("t1", 1, "alpha")  # a bot seat has none
    assert not store.check_token("t1", 0, "alph")
    assert not store.check_token("t1", 0, "")
    assert not store.check_token("t2", 0, "alpha")  # another table's token
    assert not store.check_token("nope", 0, "alpha")
    assert store.seat_of_token("t1", "alpha") == 0
    assert store.seat_of_token("t1", "gamma") == 2
    assert store.seat_of_token("t1", "other") is None
    assert store.seat_of_token("t2", "other") == 0
    assert store.seat_of_token("nope", "alpha") is None


def test_tokens_are_compared_in_constant_time(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.create_table(_row("t1", seats=2), {0: "alpha", 1: "beta"})
    calls: list[tuple[str, str]] = []
    real = hmac.compare_digest

    def spy(a: str, b: str) -> bool:
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)  # what db.py calls
    assert store.check_token("t1", 1, "beta")
    assert calls == [(token_digest("beta"), token_digest("beta"))]
    calls.clear()
    assert store.seat_of_token("t1", "beta") == 1
    # every seat is compared, even after the match, so the time says nothing
    assert len(calls) == 2
    assert all(b == token_digest("beta") for _, b in calls)


# -- the hub over each database ---------------------------------------------------------


async def _settle(table: LiveTable) -> None:
    """Wait until the bots (and the clock) have nothing left to do: the game is over,
    or only people are to move."""
    deadline = time.monotonic() + _TIMEOUT_S
    while True:
        state = table.state
        idle = (
            not table.pending
            and all(seat not in table.bots for seat in state.to_move if seat != HOST)
            and state.to_move != (HOST,)
        )
        if state.is_over or idle:
            # one more turn of the loop: a task may be about to take the lock
            await asyncio.sleep(0.02)
            if table.state is state and not table.pending:
                return
        if time.monotonic() > deadline:
            raise AssertionError(f"table {table.id} did not settle at version {table.version}")
        await asyncio.sleep(0.005)


def _views(table: LiveTable) -> list[dict[str, Any]]:
    state = table.state
    return [state.view(seat).to_json() for seat in (None, *range(state.num_players))]


_GAMES = [
    # Débarquement's heuristic bot looks ahead over sampled hands (seconds a game):
    # random bots and one deal keep the whole game well under a second.
    pytest.param("debarquement", 3, {"max_deals": 1}, "random", id="debarquement"),
    pytest.param("quatre_royaumes", 3, None, "heuristic", id="quatre_royaumes"),
]
_GAME_ARGS = ("game", "num_players", "options", "bot")


@pytest.mark.parametrize(_GAME_ARGS, _GAMES)
def test_a_whole_bot_game_is_stored_and_comes_back_finished(
    database_url: str, game: str, num_players: int, options: dict[str, Any] | None, bot: str
) -> None:
    async def play() -> tuple[str, list[dict[str, Any]], dict[str, Any], int]:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0)
        try:
            seats = [{"kind": "bot", "bot": bot}] * num_players
            table, tokens = await hub.create(game, num_players, options, seats)
            assert tokens == {}
            await _settle(table)
            assert table.state.is_over
            result = table.state.result
            assert result is not None
            return table.id, _views(table), result.to_json(), table.version
        finally:
            await hub.stop()
            store.dispose()

    table_id, views, result, version = asyncio.run(play())

    async def restore() -> None:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0)
        try:
            await hub.start()
            assert table_id not in hub.tables  # finished: not replayed at start
            record = store.load(table_id)
            assert record is not None
            assert record.finished
            assert record.result is not None
            assert {k: v for k, v in record.result.items() if k != "record"} == result
            assert len(record.result["record"]["steps"]) == version == len(record.actions)
            table = await hub.get(table_id)  # brought back on demand, by replay
            assert table.version == version
            assert table.state.is_over
            assert _views(table) == views
            assert hub.record(table).to_json() == record.result["record"]
        finally:
            await hub.stop()
            store.dispose()

    asyncio.run(restore())


@pytest.mark.parametrize(_GAME_ARGS, _GAMES)
def test_an_unfinished_game_is_restored_by_a_new_hub_and_goes_on(
    database_url: str, game: str, num_players: int, options: dict[str, Any] | None, bot: str
) -> None:
    human_moves = 3

    async def first_life() -> tuple[str, str, Any, list[dict[str, Any]]]:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0)
        try:
            seats = [{"kind": "human", "name": "Ada"}] + [{"kind": "bot", "bot": bot}] * (
                num_players - 1
            )
            table, tokens = await hub.create(game, num_players, options, seats)
            for _ in range(human_moves):
                await _settle(table)
                assert not table.state.is_over
                assert 0 in table.state.to_move
                legal = table.state.legal_actions(0)
                await hub.act(table, 0, legal[0], table.version)
            await _settle(table)
            assert not table.state.is_over
            return table.id, tokens[0], table.state, _views(table)
        finally:
            await hub.stop()  # the process dies here: nothing but the database is left
            store.dispose()

    table_id, token, state, views = asyncio.run(first_life())

    async def second_life() -> None:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0)
        try:
            await hub.start()
            assert list(hub.tables) == [table_id]
            table = hub.tables[table_id]
            assert table.state == state
            assert table.version == state.num_actions
            assert _views(table) == views
            assert await hub.seat_of(table, token) == 0
            moves = 0
            while True:
                await _settle(table)
                if table.state.is_over:
                    break
                await hub.act(table, 0, table.state.legal_actions(0)[0], table.version)
                moves += 1
            assert moves > 0
            record = store.load(table_id)
            assert record is not None
            assert record.finished
            assert len(record.actions) == table.version
        finally:
            await hub.stop()
            store.dispose()

    asyncio.run(second_life())


@pytest.mark.parametrize(_GAME_ARGS, _GAMES)
def test_a_bot_game_cut_short_goes_on_by_itself_after_a_restart(
    database_url: str, game: str, num_players: int, options: dict[str, Any] | None, bot: str
) -> None:
    async def first_life() -> tuple[str, tuple[tuple[int, Action], ...]]:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0.001)
        try:
            seats = [{"kind": "bot", "bot": bot}] * num_players
            table, _ = await hub.create(game, num_players, options, seats)
            deadline = time.monotonic() + _TIMEOUT_S
            while table.version < 15:
                assert time.monotonic() < deadline
                await asyncio.sleep(0.001)
            assert not table.state.is_over
            # Stopped while the bots play: a batch may be committed but not yet live.
            return table.id, table.state.history()
        finally:
            await hub.stop()
            store.dispose()

    table_id, history = asyncio.run(first_life())

    async def second_life() -> None:
        store = Store(database_url)
        hub = Hub(store, bot_delay=0)
        try:
            await hub.start()  # the bots are woken where they were
            table = hub.tables[table_id]
            assert table.state.history()[: len(history)] == history
            await _settle(table)
            assert table.state.is_over
            record = store.load(table_id)
            assert record is not None
            assert record.finished
            assert len(record.actions) == table.version
        finally:
            await hub.stop()
            store.dispose()

    asyncio.run(second_life())
