"""The browser front-end's routes: its pages, static files, rules and replays.

The front-end is plain ES modules and CSS in ``royaumes/web/static`` (no build
step). Every page path (``/``, ``/games/{id}``, ``/new/{id}``, ``/t/{id}``,
``/replay/{id}``) answers the same HTML shell, whose script draws the page from
the path; the table's seat token stays after ``#`` in the join link, so it never
reaches the server's logs.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
import re
import tomllib
from functools import cache
from importlib import resources
from typing import Any

import segno
from fastapi import FastAPI, Query, Request
from fastapi.responses import HTMLResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from markdown_it import MarkdownIt
from starlette.exceptions import HTTPException

from royaumes.errors import ConfigError, GameError
from royaumes.game import CHANCE
from royaumes.games.deux_rois.characters import characters
from royaumes.i18n import catalogue_source
from royaumes.match import replay
from royaumes.registry import games, load
from royaumes.server.hub import Hub, LiveTable, TableNotFoundError, event_json
from royaumes.ui import rules_markdown

__all__ = ["STATIC", "NotOverError", "add_web_routes", "page_shell", "qr_svg"]

STATIC = resources.files("royaumes.web") / "static"
"""The front-end's files (package data)."""

_NO_STORE = {"Cache-Control": "no-cache"}
_DATA_NAME = re.compile(r"[a-z][a-z_]*")


class NotOverError(GameError):
    """A table's record or replay is asked for before its game is over."""

    code = "table/not_over"


@cache
def page_shell() -> str:
    """The HTML shell every page path answers (its script draws the page)."""
    return (STATIC / "index.html").read_text(encoding="utf-8")


def qr_svg(text: str) -> str:
    """``text`` as a QR code in an SVG data URI (for a phone to scan a join link)."""
    uri: str = segno.make(text, error="m").svg_data_uri(scale=4, border=2)
    return uri


def _lang(lang: str) -> str:
    if lang not in ("fr", "en"):
        raise ConfigError(f"unknown language {lang!r}; use fr or en")
    return lang


def add_web_routes(app: FastAPI) -> None:
    """Add the pages, ``/static``, ``/api/games/{id}/rules`` and ``/api/tables/{id}/replay``."""
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    def shell(status: int = 200) -> HTMLResponse:
        # A missing game or table still gets the page (404), which says so in the person's
        # language and links home, rather than a JSON error in a browser tab.
        return HTMLResponse(page_shell(), status_code=status, headers=_NO_STORE)

    async def table_shell(request: Request, table_id: str) -> HTMLResponse:
        hub: Hub = request.app.state.hub
        try:
            await hub.get(table_id)
        except TableNotFoundError:
            return shell(404)
        return shell()

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def home() -> HTMLResponse:
        return shell()

    def game_shell(game_id: str) -> HTMLResponse:
        return shell(200 if game_id in {spec.id for spec in games()} else 404)

    @app.get("/games/{game_id}", response_class=HTMLResponse, include_in_schema=False)
    async def rules_page(game_id: str) -> HTMLResponse:
        return game_shell(game_id)

    @app.get("/new/{game_id}", response_class=HTMLResponse, include_in_schema=False)
    async def new_table_page(game_id: str) -> HTMLResponse:
        return game_shell(game_id)

    @app.get("/sheets", response_class=HTMLResponse, include_in_schema=False)
    async def sheets_page() -> HTMLResponse:
        return shell()

    @app.get("/sheets/{group_id}", response_class=HTMLResponse, include_in_schema=False)
    async def group_page(group_id: str) -> HTMLResponse:
        return shell()

    @app.get("/t/{table_id}", response_class=HTMLResponse, include_in_schema=False)
    async def table_page(table_id: str, request: Request) -> HTMLResponse:
        return await table_shell(request, table_id)

    @app.get("/replay/{table_id}", response_class=HTMLResponse, include_in_schema=False)
    async def replay_page(table_id: str, request: Request) -> HTMLResponse:
        return await table_shell(request, table_id)

    @app.get("/api/i18n/{lang}", response_class=PlainTextResponse)
    async def catalogue(lang: str) -> PlainTextResponse:
        """Every message of ``lang`` as one Fluent (``.ftl``) text: the pages format the
        same catalogue as the terminal (``royaumes.i18n``). 400 for an unknown language."""
        return PlainTextResponse(
            catalogue_source(_lang(lang)),
            media_type="text/plain; charset=utf-8",
            headers={"Cache-Control": "no-cache"},
        )

    @app.get("/api/games/{game_id}/rules")
    async def rules(game_id: str, lang: str = "fr") -> dict[str, str]:
        """The game's rules summary (our words, from the specs) as Markdown and HTML."""
        game = load(game_id)
        text = _for_the_web(rules_markdown(game, _lang(lang), codes=False))
        return {"game": game_id, "lang": lang, "markdown": text, "html": _markdown(text)}

    @app.get("/api/games/{game_id}/data/{name}")
    async def game_data(game_id: str, name: str) -> dict[str, Any]:
        """One of the game's data tables (``royaumes/games/<id>/<name>.toml``, e.g. the
        For a Crown card list), as JSON: the pages read the engine's own data, never a copy.

        Raises:
            ConfigError: an unknown game.
            HTTPException: 404, no such table.
        """
        load(game_id)
        source = resources.files(f"royaumes.games.{game_id}") / f"{name}.toml"
        if not _DATA_NAME.fullmatch(name) or not source.is_file():
            raise HTTPException(404, f"{game_id} has no data table {name!r}")
        table: dict[str, Any] = tomllib.loads(source.read_text(encoding="utf-8"))
        return table

    @app.get("/api/games/{game_id}/texts")
    async def game_texts(game_id: str) -> dict[str, Any]:
        """The names and explanations a game's page shows (cards, goals), in French and
        English, written by the game's own ``texts.web_texts()`` (404 for a game without).
        """
        load(game_id)
        try:
            module = importlib.import_module(f"royaumes.games.{game_id}.texts")
        except ModuleNotFoundError:
            module = None
        if module is None or not hasattr(module, "web_texts"):
            raise HTTPException(404, f"{game_id} has no texts for its page")
        texts: dict[str, Any] = module.web_texts()
        return texts

    @app.get("/api/characters")
    async def character_cards() -> list[dict[str, Any]]:
        """The 50 character cards of Deux Rois pour un Royaume and Débarquement (§8.2):
        number, id, French name, English gloss, colour, allegiance, from how many players."""
        return [dataclasses.asdict(card) for card in characters()]

    @app.get("/api/tables/{table_id}/replay")
    async def replay_frames(
        table_id: str,
        request: Request,
        seat: int | None = Query(default=None, description="whose view; none: the spectator's"),
    ) -> dict[str, Any]:
        """A finished table step by step, as one seat saw it (default: a spectator).

        Returns ``{"frames": [{"view", "events", "version"}...], "events": [...],
        "notes": [...]}``: one frame per decision (chance outcomes are folded into the
        next frame), ``events`` being how many of the final event list had happened by
        then and ``version`` how many actions; ``notes`` is the table's chat and seat
        changes, each with the ``version`` it came at.

        Raises:
            NotOverError: the game is not over (a replay would reveal hidden cards).
        """
        hub: Hub = request.app.state.hub
        table = await hub.get(table_id)
        if not table.state.is_over:
            raise NotOverError("the replay is published when the game is over")
        if seat is not None and not 0 <= seat < table.state.num_players:
            raise ConfigError(f"seat {seat} is not a seat of this table")
        if seat not in table.replays:
            # Replaying a long match takes a while: off the event loop, and once per seat.
            table.replays[seat] = await asyncio.to_thread(_frames, hub, table, seat)
        return table.replays[seat]


def _frames(hub: Hub, table: LiveTable, seat: int | None) -> dict[str, Any]:
    frames: list[dict[str, Any]] = []
    events = [event_json(table.game, e, seat) for e in table.state.view(seat).events]
    for state, _step in replay(hub.record(table)):
        if CHANCE in state.to_move:
            continue  # chance outcomes show in the next decision's frame
        view = state.view(seat)
        data = view.to_json(events=False)
        count = len(view.events)
        frames.append({"view": data, "events": count, "version": state.num_actions})
    return {"table": table.id, "game": table.game.spec.id, "seat": seat, "frames": frames,
            "events": events, "notes": list(table.notes)}  # fmt: skip


_TERMINAL_SECTION = re.compile(r"^## (Playing here|Jouer ici)\n.*?(?=^## |\Z)", re.M | re.S)


def _for_the_web(text: str) -> str:
    """The rules without their section on typing moves in the terminal (the web table is
    played by tapping)."""
    return _TERMINAL_SECTION.sub("", text)


_MD = MarkdownIt("commonmark", {"html": False}).enable("table")


def _markdown(text: str) -> str:
    html: str = _MD.render(text)
    return html
