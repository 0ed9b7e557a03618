"""A Deux Rois table on the server: phase clocks, real-time actions, the host seat and
quiet updates (spec ``deux_rois.md`` §2.4.2, §2.14.3, §2.14.5, §4.1)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from royaumes.errors import GameOverError, IllegalActionError
from royaumes.game import HOST
from royaumes.server.db import Store
from royaumes.server.hub import AuthError, Hub, LiveTable, Subscriber, deadline_of, message_for

from ._api_helpers import bearer, connect, serve

_SIX_PEOPLE = [{"kind": "human"} for _ in range(6)]


def _hub(tmp_path: Path) -> Hub:
    return Hub(Store(f"sqlite:///{tmp_path / 'deux_rois.sqlite3'}"), bot_delay=0.0)


async def _deadline_after_restart(tmp_path: Path, table_id: str) -> float:
    """The table's next deadline as a restarted server brings it back."""
    hub = _hub(tmp_path)
    await hub.start()
    due = deadline_of(await hub.get(table_id))
    await hub.stop()
    assert due is not None
    return due[0]


async def _answer_setup(hub: Hub, table: LiveTable) -> None:
    """Every seat gives its setup answer (the first legal one): negotiation begins."""
    for seat in range(6):
        await hub.act(table, seat, table.state.legal_actions(seat)[0])


def _join_all(hub: Hub, table: LiveTable) -> None:
    """Every person opens their link (the setup's clock waits for them)."""
    for seat in range(table.state.num_players):
        hub.subscribe(table, seat)


def test_the_setup_clock_waits_for_every_person_then_counts(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE)
        for seat in range(5):
            hub.subscribe(table, seat)
            assert deadline_of(table) is None  # someone has not opened his link yet
        spectator = hub.subscribe(table, None)
        spectator.queue.get_nowait()
        assert deadline_of(table) is None
        before = time.time()
        hub.subscribe(table, 5)
        due = deadline_of(table)
        assert due is not None
        assert before + 20 <= due[0] <= time.time() + 20  # setup_seconds from the last arrival
        told = spectator.queue.get_nowait()  # everyone watching sees the countdown begin
        while told is not None and told["type"] != "update":  # (after the seats: who came)
            told = spectator.queue.get_nowait()
        assert told is not None
        assert told["deadline"]["at"] == pytest.approx(due[0])
        await hub.stop()

    asyncio.run(scenario())


def test_a_person_hosting_starts_the_game_no_clock_in_setup(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, host="person")
        _join_all(hub, table)
        assert deadline_of(table) is None  # the host starts the game
        await hub.act(table, HOST, "end_phase", table.version)
        due = deadline_of(table)
        assert due is not None  # the negotiation's clock runs
        assert due[0] == pytest.approx(table.changed_at + 300)
        await hub.stop()

    asyncio.run(scenario())


def test_a_phase_clock_counts_from_the_phase_start_not_the_last_action(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {"rounds": 3}, _SIX_PEOPLE)
        _join_all(hub, table)
        due = deadline_of(table)
        assert due is not None
        assert due[1] == HOST
        assert table.all_joined_at is not None
        assert due[0] == pytest.approx(table.all_joined_at + 20)  # setup_seconds
        await asyncio.sleep(0.05)
        await hub.act(table, 0, table.state.legal_actions(0)[0])
        again = deadline_of(table)
        assert again is not None
        assert again[0] == due[0]  # an answer does not restart the setup's clock
        for seat in range(1, 6):
            await hub.act(table, seat, table.state.legal_actions(seat)[0])
        negotiation = deadline_of(table)
        assert negotiation is not None
        # 3 rounds: the first negotiation lasts 300 s (§2.4.2), from the last setup answer.
        assert negotiation[0] == pytest.approx(table.changed_at + 300)
        await hub.stop()

    asyncio.run(scenario())


def test_the_clock_scale_shortens_every_phase_and_is_checked(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, {"scale": 0.5})
        _join_all(hub, table)
        due = deadline_of(table)
        assert due is not None
        assert table.all_joined_at is not None
        assert due[0] == pytest.approx(table.all_joined_at + 10)
        for bad in (0.0, 21, "fast", True):
            with pytest.raises(Exception, match=r"clock\.scale"):
                await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, {"scale": bad})
        await hub.stop()

    asyncio.run(scenario())


def test_a_phase_deadline_survives_a_restart(tmp_path: Path) -> None:
    async def first() -> tuple[str, float]:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE)
        await _answer_setup(hub, table)
        await asyncio.sleep(0.05)
        await hub.act(table, 0, table.state.legal_actions(0)[0])  # a negotiation action
        due = deadline_of(table)
        assert due is not None
        await hub.stop()
        return table.id, due[0]

    table_id, before = asyncio.run(first())
    assert asyncio.run(_deadline_after_restart(tmp_path, table_id)) == pytest.approx(
        before, abs=1e-3
    )


def test_an_action_is_judged_on_the_state_it_meets_whatever_version_was_seen(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE)
        seen = table.version
        await hub.act(table, 1, table.state.legal_actions(1)[0])
        await hub.act(table, 2, table.state.legal_actions(2)[0])
        # Seat 0 acted on an older version: still legal now, so it counts (§2.14.5).
        answer = table.state.legal_actions(0)[0]
        await hub.act(table, 0, answer, seen)
        assert table.version == seen + 3
        with pytest.raises(IllegalActionError, match="ahead"):
            await hub.act(table, 3, table.state.legal_actions(3)[0], table.version + 5)
        with pytest.raises(IllegalActionError):  # not legal any more: refused, nothing changes
            await hub.act(table, 0, answer, seen)
        assert table.version == seen + 3
        await hub.stop()

    asyncio.run(scenario())


def test_a_person_can_run_the_table_as_host(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, tokens = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, host="person")
        assert set(tokens) == {*range(6), HOST}
        assert await hub.seat_of(table, tokens[HOST]) == HOST
        host = message_for(table, Subscriber(HOST))
        spectator = message_for(table, Subscriber(None))
        assert host["host"] is True
        assert host["seat"] is None
        assert host["view"] == spectator["view"]  # the host sees what a spectator sees
        assert [a["text"] for a in host["legal_actions"]] == ["end_phase"]
        assert spectator["legal_actions"] == []
        assert spectator["host"] is False
        await hub.act(table, HOST, "end_phase")  # ends the setup early
        assert "negotiation" in str(table.state)
        with pytest.raises(IllegalActionError):  # a player cannot end a phase
            await hub.act(table, 0, "end_phase")
        with pytest.raises(AuthError):
            await hub.hand_to_bot(table, HOST)
        with pytest.raises(Exception, match="host must be"):
            await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, host="anyone")
        await hub.stop()

    asyncio.run(scenario())


def test_a_seat_is_told_only_when_its_own_view_changes(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE)
        await _answer_setup(hub, table)
        rooms = table.state.view(None).to_json()["rooms"]
        other = next(p for p in range(6) if rooms[p] != rooms[0])
        mine, theirs = hub.subscribe(table, 0), hub.subscribe(table, other)
        for sub in (mine, theirs):
            while not sub.queue.empty():
                sub.queue.get_nowait()
        await hub._after_change(table)  # nothing changed since they were told
        assert mine.queue.empty()
        assert theirs.queue.empty()
        await hub.act(table, other, "ready")  # in the other room: nothing seat 0 can see
        assert mine.queue.empty()
        update = theirs.queue.get_nowait()
        assert update is not None
        assert update["view"]["ready"] is True
        await hub.stop()

    asyncio.run(scenario())


def test_the_host_link_over_http_and_websocket(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        body = {"game": "deux_rois", "num_players": 6, "seats": _SIX_PEOPLE,
                "clock": {"enabled": False}, "host": "person"}  # fmt: skip
        created = client.post("/api/tables", json=body).json()
        host = created["host"]
        table_id = created["table"]["id"]
        assert host["url"].endswith(f"/t/{table_id}#host={host['token']}")
        assert host["qr"].startswith("data:image/svg+xml")
        with connect(client, table_id, host["token"]) as conn:
            update = conn.recv()
            assert update["host"] is True
            assert update["seat"] is None
            assert [a["text"] for a in update["legal_actions"]] == ["end_phase"]
            conn.send({"type": "action", "action": "end_phase"})
            assert conn.recv_type("ack")["version"] > update["version"]
        answer = client.post(
            f"/api/tables/{table_id}/leave", json={}, headers=bearer(host["token"])
        )
        assert answer.status_code == 403
        plain = client.post("/api/tables", json={**body, "host": "server"}).json()
        assert plain["host"] is None


def test_the_host_lengthens_a_phase_and_it_survives_a_restart(tmp_path: Path) -> None:
    async def first() -> tuple[str, float]:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, host="person")
        with pytest.raises(IllegalActionError, match="no timed phase"):
            await hub.extend(table, 30)  # the setup waits for the host: nothing to lengthen
        await _answer_setup(hub, table)
        due = deadline_of(table)
        assert due is not None
        later = await hub.extend(table, 30)
        assert later == pytest.approx(due[0] + 30)
        assert await hub.extend(table, 15) == pytest.approx(due[0] + 45)
        for bad in (0, 601, "soon", True):
            with pytest.raises(Exception, match="seconds must be"):
                await hub.extend(table, bad)  # type: ignore[arg-type]
        await hub.act(table, HOST, "end_phase", table.version)  # to the election
        election = deadline_of(table)
        assert election is not None
        assert election[0] == pytest.approx(table.changed_at + 30)  # the extra time is gone
        await hub.extend(table, 60)
        await hub.stop()
        return table.id, election[0] + 60

    table_id, expected = asyncio.run(first())
    assert asyncio.run(_deadline_after_restart(tmp_path, table_id)) == pytest.approx(
        expected, abs=1e-3
    )


def test_only_the_host_lengthens_and_only_a_timed_phase(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        body = {"game": "deux_rois", "num_players": 6, "seats": _SIX_PEOPLE, "host": "person"}
        created = client.post("/api/tables", json=body).json()
        table_id, host = created["table"]["id"], created["host"]["token"]
        seat = created["seats"][0]["token"]
        url = f"/api/tables/{table_id}/extend"
        start = client.post(f"/api/tables/{table_id}/actions", json={"action": "end_phase"},
                            headers=bearer(host))  # fmt: skip
        assert start.status_code == 200  # the host starts the game
        assert client.post(url, json={"seconds": 30}, headers=bearer(seat)).status_code == 403
        answer = client.post(url, json={"seconds": 30}, headers=bearer(host))
        assert answer.status_code == 200
        assert answer.json()["deadline"] > time.time()
        with connect(client, table_id, seat) as conn:
            conn.recv()
            conn.send({"type": "extend", "seconds": 10})
            assert conn.recv_type("error")["code"].startswith("auth")
        with connect(client, table_id, host) as conn:
            first = conn.recv()
            conn.send({"type": "extend", "seconds": 10})
            extended = conn.recv_type("extended")
            assert extended["deadline"] == pytest.approx(first["deadline"]["at"] + 10)
        off = client.post("/api/tables", json={**body, "clock": {"enabled": False}}).json()
        client.post(f"/api/tables/{off['table']['id']}/actions", json={"action": "end_phase"},
                    headers=bearer(off["host"]["token"]))  # fmt: skip
        answer = client.post(
            f"/api/tables/{off['table']['id']}/extend", json={"seconds": 30},
            headers=bearer(off["host"]["token"]),
        )  # fmt: skip
        assert answer.status_code == 409


def test_a_late_host_click_does_not_end_the_next_phase(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        table, _ = await hub.create("deux_rois", 6, {}, _SIX_PEOPLE, host="person")
        seen = table.version  # the host looks at the setup...
        await _answer_setup(hub, table)  # ...which ends before he clicks
        with pytest.raises(IllegalActionError, match="already ended"):
            await hub.act(table, HOST, "end_phase", seen)
        assert "negotiation" in str(table.state)
        await hub.act(table, HOST, "end_phase", table.version)  # seen in this phase
        assert "election" in str(table.state)
        await hub.stop()

    asyncio.run(scenario())


def test_nobody_leaves_a_finished_game(tmp_path: Path) -> None:
    async def scenario() -> None:
        hub = _hub(tmp_path)
        seats = [{"kind": "human"}, *({"kind": "bot", "bot": "random"} for _ in range(5))]
        table, _ = await hub.create("deux_rois", 6, {"rounds": 3}, seats, {"enabled": False})
        await hub.hand_to_bot(table, 0, "random")  # leaving mid-game is fine
        end = time.monotonic() + 60
        while not table.state.is_over:
            assert time.monotonic() < end
            await asyncio.sleep(0.02)
        with pytest.raises(GameOverError):
            await hub.hand_to_bot(table, 1)
        await hub.stop()

    asyncio.run(scenario())
