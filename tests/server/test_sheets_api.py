"""Score sheets over HTTP (issue 22): a group's links, sheets, entries checked by the
rules before they are stored, undo, history, statistics; SQLite and PostgreSQL, and
a restart keeps every acknowledged change."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.exc import IntegrityError

from royaumes.server import Settings, create_app
from royaumes.server.db import GroupRow, SheetRow, Store
from royaumes.sheets.book import Change

from ._api_helpers import bearer

SIX = ["Ana", "Bob", "Cid", "Dan", "Eve", "Fay"]


def _client(database_url: str, tmp_path: Path) -> TestClient:
    return TestClient(create_app(Settings(data_dir=tmp_path, database_url=database_url)))


def _group(client: TestClient, people: list[str] = SIX) -> dict[str, Any]:
    answer = client.post("/api/groups", json={"name": "Les cousins", "people": people})
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def _home_win(cards: list[int]) -> dict[str, Any]:
    return {"card": cards, "room": ["N", "N", "E", "E", "N", "E"]}


def test_a_group_scores_a_game_comes_back_after_a_restart_and_sees_its_statistics(
    database_url: str, tmp_path: Path
) -> None:
    with _client(database_url, tmp_path) as client:
        group = _group(client)
        edit, read = bearer(group["edit_token"]), bearer(group["read_token"])
        assert group["edit_url"].endswith(f"/sheets/{group['id']}#token={group['edit_token']}")
        base = f"/api/groups/{group['id']}"
        made = client.post(f"{base}/sheets", json={"game": "deux_rois", "people": SIX},
                           headers=edit)  # fmt: skip
        assert made.status_code == 201, made.text
        sheet = made.json()
        assert sheet["tally"]["finished"] is False
        assert sheet["form"][0]["name"] == "card"
        url = f"{base}/sheets/{sheet['id']}"
        # A card held twice: refused with the reason, in French by default; nothing stored.
        bad = client.post(f"{url}/entries", json={"entry": _home_win([1, 2, 3, 4, 5, 5])},
                          headers=edit)  # fmt: skip
        assert bad.status_code == 422
        assert bad.json()["error"]["message"] == "saisie 1 : la carte 5 est saisie deux fois"
        good = client.post(f"{url}/entries?lang=en", json={"entry": _home_win([1, 2, 3, 4, 5, 6])},
                           headers=edit)  # fmt: skip
        assert good.status_code == 200, good.text
        tally = good.json()["tally"]
        assert tally["finished"]
        assert tally["totals"] == [5, 0, 4, 4, 0, 0]
        assert [SIX[w] for w in tally["winners"]] == ["Ana", "Cid", "Dan"]
        assert any("Ana (1): +5" in s["text"] for s in tally["rows"][0]["steps"])
    with _client(database_url, tmp_path) as client:  # the server came back
        shown = client.get(url, headers=read).json()
        assert shown["tally"]["totals"] == [5, 0, 4, 4, 0, 0]
        assert [h["kind"] for h in shown["history"]] == ["add"]
        # The read link shows, it does not write.
        assert client.post(f"{url}/undo", headers=read).status_code == 403
        # A correction replaces the entry; undo brings the first one back.
        fixed = client.post(f"{url}/entries", json={"entry": _home_win([2, 1, 3, 4, 5, 6])},
                            headers=edit).json()  # fmt: skip
        assert fixed["tally"]["totals"] != [5, 0, 4, 4, 0, 0]
        undone = client.post(f"{url}/undo", headers=edit).json()
        assert undone["tally"]["totals"] == [5, 0, 4, 4, 0, 0]
        assert [h["kind"] for h in undone["history"]] == ["add", "add", "undo"]
        stats = client.get(base, headers=read).json()
        assert stats["can_edit"] is False
        assert stats["sheets"][0]["finished"] is True
        ana = next(p for p in stats["stats"] if p["name"] == "Ana")
        assert ana == {"name": "Ana", "games": 1, "wins": 1, "best": {"deux_rois": 5}}


def test_tokens_and_bad_requests_are_refused_and_change_nothing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    with _client(url, tmp_path) as client:
        group = _group(client)
        base = f"/api/groups/{group['id']}"
        edit = bearer(group["edit_token"])
        assert client.get(base).status_code == 403
        assert client.get(base, headers=bearer("nope")).status_code == 403
        assert client.get("/api/groups/nope", headers=edit).status_code == 404
        five = client.post(f"{base}/sheets", json={"game": "deux_rois", "people": SIX[:5]},
                           headers=edit)  # fmt: skip
        assert five.status_code == 422
        assert "6 à 50 joueurs, pas 5" in five.json()["error"]["message"]
        same = client.post(f"{base}/sheets", json={"game": "deux_rois", "people": ["A"] * 6},
                           headers=edit)  # fmt: skip
        assert same.status_code == 422
        unknown = client.post(f"{base}/sheets", json={"game": "chess", "people": SIX},
                              headers=edit)  # fmt: skip
        assert unknown.status_code == 422
        options = client.post(
            f"{base}/sheets",
            json={"game": "deux_rois", "people": SIX, "options": {"x": 1}},
            headers=edit,
        )
        assert options.status_code == 422
        sheet = client.post(f"{base}/sheets", json={"game": "deux_rois", "people": SIX},
                            headers=edit).json()  # fmt: skip
        url = f"{base}/sheets/{sheet['id']}"
        nothing = client.post(f"{url}/undo?lang=en", headers=edit)
        assert nothing.status_code == 422
        assert "nothing to undo" in nothing.text
        malformed = client.post(f"{url}/entries?lang=en", json={"entry": {"card": "x"}},
                                headers=edit)  # fmt: skip
        assert malformed.status_code == 422
        assert "not an entry of this sheet" in malformed.text
        assert client.get(url, headers=edit).json()["history"] == []
        assert client.get(f"{base}/sheets/nope", headers=edit).status_code == 404
        assert client.get("/api/sheets/games").status_code == 200


@pytest.mark.parametrize("path", ["/sheets", "/sheets/abc"])
def test_the_sheet_pages_are_served(tmp_path: Path, path: str) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    with _client(url, tmp_path) as client:
        answer = client.get(path)
        assert answer.status_code == 200
        assert "<html" in answer.text.lower()


def test_two_phones_entering_at_once_cannot_both_take_the_same_place(store: Store) -> None:
    """The second of two changes made on the same history is refused (the API answers
    409 and the phone reloads the sheet); the first one stands alone."""
    store.create_group(
        GroupRow(id="g", name="G", people=SIX, edit_digest="e" * 64, read_digest="r" * 64)
    )
    store.create_sheet(
        SheetRow(id="s", group_id="g", game="deux_rois", version=1, people=SIX, options={},
                 changes=0, finished=False, outcome=None)
    )  # fmt: skip
    first = Change(0, "add", _home_win([1, 2, 3, 4, 5, 6]))
    store.add_sheet_change("s", first, finished=True, outcome={"finished": True})
    with pytest.raises(IntegrityError):
        store.add_sheet_change(
            "s", Change(0, "add", _home_win([2, 1, 3, 4, 5, 6])), finished=True, outcome={}
        )
    loaded = store.load_sheet("s")
    assert loaded is not None
    sheet, changes = loaded
    assert [c.data for c in changes] == [first.data]
    assert sheet.changes == 1
    assert sheet.outcome == {"finished": True}
