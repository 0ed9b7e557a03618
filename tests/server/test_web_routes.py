"""The front-end's server side: page shells, static files, rules, QR codes and replays."""

from __future__ import annotations

from pathlib import Path

import pytest

import royaumes
from royaumes.match import MatchRecord

from ._api_helpers import (
    assert_error,
    bot,
    create_table,
    human,
    serve,
    setup_of,
    tokens_of,
    wait_over,
)

PAGES = ["/", "/games/debarquement", "/new/prince_noir"]


@pytest.mark.parametrize("path", PAGES)
def test_every_page_path_answers_the_shell(tmp_path: Path, path: str) -> None:
    with serve(tmp_path) as client:
        page = client.get(path)
        assert page.status_code == 200
        assert page.headers["content-type"].startswith("text/html")
        assert '<main id="app"' in page.text
        assert 'name="viewport"' in page.text  # phones get a mobile layout


def test_pages_of_unknown_games_and_tables_are_errors(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        # A browser gets the page, which says so in its person's language.
        for path in ("/games/belote", "/new/belote", "/t/nope", "/replay/nope"):
            page = client.get(path)
            assert page.status_code == 404, path
            assert '<main id="app"' in page.text


def test_static_modules_are_served_as_javascript(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        for name in ("app.js", "table.js", "lobby.js", "i18n.js", "ui.js", "games/load.js"):
            response = client.get(f"/static/{name}")
            assert response.status_code == 200, name
            assert "javascript" in response.headers["content-type"], name
        assert client.get("/static/style.css").headers["content-type"].startswith("text/css")
        assert_error(client.get("/static/nope.js"), 404, "http/not_found")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_rules_come_in_both_languages_as_safe_html(tmp_path: Path, lang: str) -> None:
    with serve(tmp_path) as client:
        for spec in royaumes.games():
            data = client.get(f"/api/games/{spec.id}/rules", params={"lang": lang}).json()
            assert data["html"].startswith("<h1>"), spec.id
            assert "<script" not in data["html"]
            # The options section lists every option of the engine's spec, in words.
            for option in spec.options:
                assert f"<strong>{option.title(lang)}</strong>" in data["html"], option.name
            # No section on typing moves: the web table is played by tapping.
            assert "Playing here" not in data["html"]
            assert "Jouer ici" not in data["html"]
        fr = client.get("/api/games/prince_noir/rules", params={"lang": "fr"}).json()
        en = client.get("/api/games/prince_noir/rules", params={"lang": "en"}).json()
        assert fr["html"] != en["html"]
        assert_error(client.get("/api/games/prince_noir/rules?lang=de"), 422, "config/invalid")


def test_invite_links_carry_a_qr_code(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        created = create_table(client, "prince_noir", [human(), human()])
        for seat in created["seats"]:
            assert seat["qr"].startswith("data:image/svg+xml")


def test_the_replay_is_published_at_the_end_and_reveals_only_at_the_end(tmp_path: Path) -> None:
    players, options = setup_of("prince_noir")
    with serve(tmp_path, bot_delay=0.0) as client:
        created = create_table(client, "prince_noir", [human(), bot()], options)
        table_id = created["table"]["id"]
        assert_error(client.get(f"/api/tables/{table_id}/replay"), 409, "table/not_over")
        token = tokens_of(created)[0]
        client.post(f"/api/tables/{table_id}/leave", headers={"Authorization": f"Bearer {token}"})
        wait_over(client, table_id)
        record = MatchRecord.from_json(client.get(f"/api/tables/{table_id}/record").json())
        for seat in (None, 0, 1):
            params = {} if seat is None else {"seat": seat}
            data = client.get(f"/api/tables/{table_id}/replay", params=params).json()
            frames = data["frames"]
            # One frame per decision (chance folded in), from the start to the end.
            decisions = sum(1 for step in record.steps if step.seat != royaumes.CHANCE)
            assert len(frames) == decisions + 1
            assert frames[-1]["view"]["result"] is not None
            counts = [f["events"] for f in frames]
            assert counts == sorted(counts)
            assert counts[-1] == len(data["events"])
            assert all(f["view"]["seat"] == seat for f in frames)
        # Seat 0's frames never show seat 1's hand.
        mine = client.get(f"/api/tables/{table_id}/replay", params={"seat": 0}).json()
        assert all(f["view"]["hand"] is not None for f in mine["frames"])
        assert_error(client.get(f"/api/tables/{table_id}/replay?seat=5"), 422, "config/invalid")
    assert players == 2


def test_the_character_table_is_served_once_for_every_page(tmp_path: Path) -> None:
    from royaumes.games.deux_rois.characters import characters

    with serve(tmp_path) as client:
        cards = client.get("/api/characters").json()
        assert [c["number"] for c in cards] == list(range(1, 51))
        assert [c["name"] for c in cards] == [c.name for c in characters()]
        assert cards[8]["colour"] == "red+blue"


def test_a_game_data_table_is_served_as_json(tmp_path: Path) -> None:
    with serve(tmp_path) as client:
        data = client.get("/api/games/for_a_crown/data/cards").json()
        assert data["costs"][0] == [1, 3, 5, -1, -1]
        assert {m["id"] for m in data["mercenaries"]} >= {"L1-RB", "L2-01"}
        assert_error(client.get("/api/games/for_a_crown/data/nope"), 404, "http/not_found")
        assert_error(client.get("/api/games/for_a_crown/data/..%2Frules"), 404, "http/not_found")
        assert_error(client.get("/api/games/belote/data/cards"), 422, "config/invalid")


def test_a_game_page_gets_its_texts_from_the_engine(tmp_path: Path) -> None:
    from royaumes.games.roi_des_nains import texts

    with serve(tmp_path) as client:
        data = client.get("/api/games/roi_des_nains/texts").json()
        assert data == texts.web_texts()
        assert data["specials"]["M4"][:2] == ["Sorcier", "Wizard"]
        assert_error(client.get("/api/games/prince_noir/texts"), 404, "http/not_found")
