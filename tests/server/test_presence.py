"""Friends at one table: presence, absent players handed to a bot and back, table chat.

Every seat's connection is told who is here (``seats`` messages); a person whose
move clock ran out, or who has been gone for the clock's length, may be handed
to a bot by another person at the table (never by a spectator or a stranger);
the person takes the seat back with their own link. Chat is a seat's, stored
with the table, and limited in length and rate.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from royaumes.match import MatchRecord

from ._api_helpers import (
    Conn,
    assert_error,
    bearer,
    bot,
    connect,
    human,
    serve,
    tokens_of,
    wait_over,
)

JSONDict = dict[str, Any]


def _until(
    conn: Conn, kind: str, check: Callable[[JSONDict], bool], timeout: float = 30
) -> JSONDict:
    """The first message of type ``kind`` that passes ``check`` (others are skipped)."""
    end = time.monotonic() + timeout
    while True:
        message = conn.recv(max(0.1, end - time.monotonic()))
        if message["type"] == kind and check(message):
            return message
        assert time.monotonic() < end, f"no such {kind} message within {timeout} s"


def _create(client: TestClient, game: str, seats: list[JSONDict], **clock: Any) -> JSONDict:
    body = {"game": game, "num_players": len(seats), "seats": seats, "clock": clock}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: JSONDict = response.json()
    return created


def _presence(message: JSONDict, seat: int) -> str | None:
    value: str | None = message["seats"][seat]["presence"]
    return value


def test_presence_here_away_then_gone(tmp_path: Path) -> None:
    with serve(tmp_path, gone_after=0.3) as client:
        created = _create(client, "prince_noir", [human("ada"), human("bob")], enabled=False)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        with connect(client, table_id, None) as watcher:
            first = watcher.recv_type("seats")
            assert [s["presence"] for s in first["seats"]] == ["gone", "gone"]
            assert first["missing"] == 2
            assert first["you"] is None
            with connect(client, table_id, tokens[1]) as bob:
                mine = bob.recv_type("seats")
                assert mine["you"] == 1
                _until(watcher, "seats", lambda m: _presence(m, 1) == "here")
                bob.send({"type": "presence", "visible": False})  # the tab is hidden
                _until(watcher, "seats", lambda m: _presence(m, 1) == "away")
                bob.send({"type": "presence", "visible": "no"})
                assert bob.recv_type("error")["code"] == "request/invalid"
                bob.send({"type": "presence", "visible": True})
                _until(watcher, "seats", lambda m: _presence(m, 1) == "here")
            # Closed: "away" for a moment (a phone reconnecting), then gone.
            gone = _until(watcher, "seats", lambda m: _presence(m, 1) == "gone")
            assert gone["missing"] == 2
            assert gone["seats"][1]["joined"] is True
        # The public summary holds no presence (it changes with nothing the game does).
        assert "presence" not in client.get(f"/api/tables/{table_id}").json()["seats"][1]


def test_a_late_seat_is_handed_to_a_bot_by_another_person_and_taken_back(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = _create(client, "prince_noir", [human("ada"), human("bob")], move_seconds=1)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        with connect(client, table_id, tokens[0]) as ada, connect(client, table_id, tokens[1]):
            update = ada.recv_type("update")
            late = next(s for s in update["view"]["to_move"] if s >= 0)
            other = 1 - late
            keeper = ada if other == 0 else None
            assert update["deadline"]["for"] == late  # everyone sees the move clock
            # Too early: the seat is in time; refused, nothing changes.
            response = client.post(
                f"/api/tables/{table_id}/takeover",
                json={"seat": late},
                headers=bearer(tokens[other]),
            )
            assert_error(response, 409, "seat/refused")
            watcher_conn = keeper or ada
            overdue = _until(watcher_conn, "seats", lambda m: m["seats"][late]["overdue"])
            assert overdue["seats"][other]["overdue"] is False
            # Nobody without a seat token may hand it over; nor the late seat itself.
            url = f"/api/tables/{table_id}/takeover"
            assert_error(client.post(url, json={"seat": late}), 403, "auth/forbidden")
            assert_error(
                client.post(url, json={"seat": late}, headers=bearer("x" * 32)), 403,
                "auth/forbidden",
            )  # fmt: skip
            assert_error(
                client.post(url, json={"seat": late}, headers=bearer(tokens[late])), 409,
                "seat/refused",
            )  # fmt: skip
            assert_error(
                client.post(url, json={"seat": 7}, headers=bearer(tokens[other])), 409,
                "seat/refused",
            )  # fmt: skip
            with connect(client, table_id, None) as spectator:
                spectator.send({"type": "takeover", "seat": late})
                assert spectator.recv_type("error")["code"] == "auth/forbidden"
            # One tap by the other person: a bot plays the seat, and everyone is told.
            response = client.post(url, json={"seat": late}, headers=bearer(tokens[other]))
            assert response.status_code == 200, response.text
            seat = response.json()["seats"][late]
            assert (seat["kind"], seat["person"], seat["taken"]) == (
                "bot", ["ada", "bob"][late], "takeover",
            )  # fmt: skip
            note = _until(ada, "notes", lambda m: m["notes"][-1]["kind"] == "takeover")
            assert note["notes"][-1] | {"at": 0} == {
                "i": 0, "kind": "takeover", "seat": late, "by": other, "text": None,
                "version": update["version"], "events": note["notes"][-1]["events"], "at": 0,
            }  # fmt: skip
            # The game goes on: the bot plays the late seat.
            _until(ada, "update", lambda m: m["version"] > update["version"])
        # The person comes back with their own link and takes the seat back.
        with connect(client, table_id, tokens[late]) as back:
            watching = back.recv_type("update")
            assert watching["seat"] is None  # the bot's hand is not shown meanwhile
            assert back.recv_type("seats")["you"] == late
            back.send({"type": "reclaim"})
            _until(back, "notes", lambda m: m["notes"][-1]["kind"] == "reclaim")
            mine = _until(back, "update", lambda m: m["seat"] == late)
            assert mine["legal_actions"] or late not in mine["view"]["to_move"]
        table = client.get(f"/api/tables/{table_id}").json()
        assert table["seats"][late] == {"seat": late, "kind": "human", "bot": None,
                                        "name": ["ada", "bob"][late]}  # fmt: skip
        notes = client.get(f"/api/tables/{table_id}/notes").json()
        assert [(n["kind"], n["seat"], n["by"]) for n in notes] == [
            ("takeover", late, other), ("reclaim", late, late),
        ]  # fmt: skip


def test_a_person_gone_for_the_clocks_length_may_be_handed_over_and_the_record_says_so(
    tmp_path: Path,
) -> None:
    with serve(tmp_path, gone_after=0.2) as client:
        seats = [human("ada"), human("bob"), bot()]
        created = _create(client, "quatre_royaumes", seats, move_seconds=1)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        with connect(client, table_id, tokens[0]) as ada:
            with connect(client, table_id, tokens[1]) as bob:
                bob.recv_type("update")
            # Bob closed his page: after the clock's length, he may be handed over even
            # when it is not his turn.
            _until(ada, "seats", lambda m: m["seats"][1]["overdue"])
            ada.send({"type": "takeover", "seat": 1})
            _until(ada, "notes", lambda m: m["notes"][-1]["kind"] == "takeover")
        # Seat 0 leaves too: bots finish the game; the record names both changes.
        response = client.post(f"/api/tables/{table_id}/leave", json={}, headers=bearer(tokens[0]))
        assert response.status_code == 200, response.text
        wait_over(client, table_id, timeout=120)
        record = MatchRecord.from_json(client.get(f"/api/tables/{table_id}/record").json())
        assert [(c["seat"], c["kind"], c["by"]) for c in record.seat_changes] == [
            (1, "takeover", 0), (0, "left", None),
        ]  # fmt: skip
        replay = client.get(f"/api/tables/{table_id}/replay").json()
        assert [n["kind"] for n in replay["notes"]] == ["takeover", "left"]
        assert all(isinstance(frame["version"], int) for frame in replay["frames"])


def test_chat_is_a_seats_stored_limited_and_shown_to_everyone(tmp_path: Path) -> None:
    with serve(tmp_path, chat_limit=3) as client:
        created = _create(client, "prince_noir", [human("ada"), human("bob")], enabled=False)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        url = f"/api/tables/{table_id}/chat"
        with connect(client, table_id, None) as watcher:
            watcher.recv_type("update")
            response = client.post(
                url, json={"text": " <b>bonne\nchance</b>  "}, headers=bearer(tokens[0])
            )
            assert response.status_code == 200, response.text
            told = _until(watcher, "notes", lambda m: True)["notes"]
            # Kept as text (the page shows it as text), one line, trimmed.
            assert [(n["kind"], n["seat"], n["text"]) for n in told] == [
                ("chat", 0, "<b>bonne chance</b>")
            ]
            watcher.send({"type": "chat", "text": "hello"})
            assert watcher.recv_type("error")["code"] == "auth/forbidden"
        # No token, a wrong one, the empty, the too long: refused, nothing stored.
        assert_error(client.post(url, json={"text": "hi"}), 403, "auth/forbidden")
        assert_error(client.post(url, json={"text": "hi"}, headers=bearer("nope")), 403,
                     "auth/forbidden")  # fmt: skip
        assert_error(client.post(url, json={"text": "   "}, headers=bearer(tokens[1])), 422,
                     "chat/refused")  # fmt: skip
        assert_error(client.post(url, json={"text": "x" * 201}, headers=bearer(tokens[1])), 422,
                     "chat/refused")  # fmt: skip
        # The rate limit: three messages in the window, then a wait.
        for word in ("a", "b"):
            assert (
                client.post(url, json={"text": word}, headers=bearer(tokens[0])).status_code == 200
            )
        assert_error(client.post(url, json={"text": "c"}, headers=bearer(tokens[0])), 422,
                     "chat/refused")  # fmt: skip
        texts = [n["text"] for n in client.get(f"/api/tables/{table_id}/notes").json()]
        assert texts == ["<b>bonne chance</b>", "a", "b"]
        # A new connection gets the chat so far (a reload keeps it).
        with connect(client, table_id, tokens[1]) as bob:
            assert [n["text"] for n in bob.recv_type("notes")["notes"]] == texts
    # Stored with the table: a restarted server has it.
    with serve(tmp_path) as client:
        texts_after = [n["text"] for n in client.get(f"/api/tables/{table_id}/notes").json()]
        assert texts_after == texts


def test_deux_rois_has_no_chat(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        seats = [human("ada")] + [bot() for _ in range(5)]
        created = _create(client, "deux_rois", seats, enabled=False)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        response = client.post(
            f"/api/tables/{table_id}/chat", json={"text": "hi"}, headers=bearer(tokens[0])
        )
        assert_error(response, 422, "chat/refused")


def test_the_default_move_clock_is_the_games_and_can_be_turned_off(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        games = {g["id"]: g for g in client.get("/api/games").json()}
        assert games["roi_des_nains"]["move_seconds"] == 90
        assert games["deux_rois"]["move_seconds"] is None
        seats = [human("ada"), bot(), bot()]
        created = _create(client, "roi_des_nains", seats)
        table_id, tokens = created["table"]["id"], tokens_of(created)
        with connect(client, table_id, tokens[0]) as ada:
            update = _until(ada, "update", lambda m: 0 in m["view"]["to_move"], timeout=60)
            assert update["deadline"]["for"] == 0
            assert update["deadline"]["at"] - update["at"] == 90
        off = _create(client, "roi_des_nains", seats, move_seconds=None)
        with connect(client, off["table"]["id"], tokens_of(off)[0]) as ada:
            update = _until(ada, "update", lambda m: 0 in m["view"]["to_move"], timeout=60)
            assert update["deadline"] is None
        bad = {"game": "roi_des_nains", "num_players": 3, "seats": seats,
               "clock": {"on_timeout": "shrug"}}  # fmt: skip
        assert_error(client.post("/api/tables", json=bad), 422, "request/invalid")
