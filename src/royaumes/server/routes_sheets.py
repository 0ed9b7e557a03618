"""Score sheets' HTTP routes (issue 22): groups of people, their sheets and entries.

A **group** is people who play together at home; its two links carry secret tokens:
whoever holds the edit link may create sheets and enter scores, the read link only
shows them (the token goes in ``Authorization: Bearer``, as a seat's). A **sheet** is
one game's score in the group; each change (an entry added or corrected, a change
undone) is checked by the game's sheet (:mod:`royaumes.sheets`) before it is stored,
and stored before it is answered. A refused entry answers 422 with the rules' reason in
the reader's language (``lang``) and changes nothing.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import time
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from sqlalchemy.exc import IntegrityError

from royaumes.errors import GameError
from royaumes.registry import load
from royaumes.server.db import GroupRow, SheetRow, token_digest
from royaumes.server.deps import HubDep, SettingsDep, Token
from royaumes.server.hub import AuthError, Hub
from royaumes.server.links import is_local_only
from royaumes.server.schemas import errors
from royaumes.server.web import qr_svg
from royaumes.sheets import SHEET_GAMES, Say, SheetError, Tally, sheet_games, sheet_rules
from royaumes.sheets.book import (
    Change,
    check_change,
    group_stats,
    live_entries,
    outcome_of,
    tally_of,
    undoable,
)

__all__ = ["router"]

router = APIRouter()

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
Lang = Annotated[Literal["fr", "en"], Query(description="the texts' language")]

MAX_PEOPLE = 50
"""The most people a group or a sheet may name (Deux Rois' largest table)."""


class SheetNotFoundError(GameError):
    """No group or sheet has this id."""

    code = "sheet/not_found"


class SheetChangedError(GameError):
    """Someone else changed the sheet meanwhile."""

    code = "sheet/changed"


class NewGroup(BaseModel):
    """A new group of people."""

    model_config = ConfigDict(extra="forbid")

    name: Name = Field(description="the group's name ('Les cousins')")
    people: list[Name] = Field(default_factory=list, max_length=MAX_PEOPLE)


class NewSheet(BaseModel):
    """A new sheet in a group: a game and who plays, in seat order."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=64, description="a game id (GET /api/sheets/games)")
    people: list[Name] = Field(min_length=1, max_length=MAX_PEOPLE)
    options: dict[str, Any] = Field(default_factory=dict, description="the game's options")


class NewEntry(BaseModel):
    """An entry for the sheet (its shape: the sheet's ``form``), or a correction of
    the live entry ``replaces``."""

    model_config = ConfigDict(extra="forbid")

    entry: dict[str, Any]
    replaces: int | None = Field(default=None, description="the id of the entry corrected")


def read_token(edit: str) -> str:
    """The read link's token of a group, derived from its edit token (one-way): whoever
    holds the edit link can always hand out the read link, and the read link cannot
    give the edit one."""
    digest = hashlib.sha256(b"royaumes/sheets/read:" + edit.encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")[:32]


def _error(status: int, code: str, message: str, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message, **extra}}, status_code=status)


def _refused(e: SheetError, lang: str, names: list[str] | None = None) -> JSONResponse:
    message = e.say.text(lang, names)
    if e.entry is not None:
        message = Say("sheet.error.entry", {"n": e.entry + 1, "message": message}).text(lang)
    return _error(422, e.code, message, entry=e.entry)


async def _access(hub: Hub, group_id: str, token: str | None, *, edit: bool) -> str:
    if token is None:
        raise AuthError("this group's link (its token) is needed")
    access = await hub.read(hub.store.group_access, group_id, token)
    if access is None:
        found = await hub.read(hub.store.load_group, group_id)
        if found is None:
            raise SheetNotFoundError(f"no group {group_id!r}")
        raise AuthError("not this group's token")
    if edit and access != "edit":
        raise AuthError("this link only shows the sheets: the edit link is needed")
    return str(access)


def _links(
    request: Request, settings: Any, group_id: str, edit: str | None, read: str
) -> dict[str, Any]:
    base = settings.public_url or str(request.base_url).rstrip("/")
    out: dict[str, Any] = {"local_only": is_local_only(base)}
    if edit is not None:
        out["edit_url"] = url = f"{base}/sheets/{group_id}#token={edit}"
        out["edit_qr"] = qr_svg(url)
    out["read_url"] = url = f"{base}/sheets/{group_id}#token={read}"
    out["read_qr"] = qr_svg(url)
    return out


@router.get("/api/sheets/games")
async def sheet_game_list(lang: Lang = "fr") -> list[dict[str, Any]]:
    """The games a sheet can be made for: id, title, player counts, options, and the
    options their scoring reads (``scoring_options``)."""
    return [
        {**load(g).spec.to_json(), "scoring_options": list(sheet_rules(g).scoring_options)}
        for g in SHEET_GAMES
        if g in sheet_games()
    ]


@router.post("/api/groups", status_code=201, responses=errors(422))
async def create_group(body: NewGroup, request: Request, hub: HubDep, settings: SettingsDep) -> Any:
    """A new group: its id and its two links (edit, read), each shown once."""
    edit = secrets.token_urlsafe(24)
    read = read_token(edit)
    group = GroupRow(
        id=secrets.token_urlsafe(9),
        name=body.name,
        people=list(dict.fromkeys(body.people)),
        edit_digest=token_digest(edit),
        read_digest=token_digest(read),
    )
    await hub.write(hub.store.create_group, group)
    return {
        "id": group.id,
        "name": group.name,
        "edit_token": edit,
        "read_token": read,
        **_links(request, settings, group.id, edit, read),
    }


@router.get("/api/groups/{group_id}", responses=errors(403, 404))
async def show_group(
    group_id: str,
    request: Request,
    hub: HubDep,
    settings: SettingsDep,
    token: Token,
    lang: Lang = "fr",
) -> Any:
    """The group: its people, its sheets (newest first) and each person's games, wins
    and best score per game over the finished sheets; with the edit token, its links
    (edit and read) too."""
    access = await _access(hub, group_id, token, edit=False)
    found = await hub.read(hub.store.load_group, group_id)
    if found is None:
        raise SheetNotFoundError(f"no group {group_id!r}")
    group, sheets = found
    stats = group_stats([(s.game, s.people, s.outcome) for s in sheets], group.people)
    return {
        "id": group.id,
        "name": group.name,
        "people": group.people,
        "can_edit": access == "edit",
        "links": _links(request, settings, group.id, token, read_token(token))
        if access == "edit" and token is not None
        else _links(request, settings, group.id, None, token or ""),
        "sheets": [
            {
                "id": s.id,
                "game": s.game,
                "title": load(s.game).spec.title,
                "people": s.people,
                "created_at": s.created_at.timestamp(),
                "finished": s.finished,
                "outcome": s.outcome,
            }
            for s in sheets
        ],
        "stats": [
            {"name": p.name, "games": p.games, "wins": p.wins, "best": dict(p.best)} for p in stats
        ],
    }


@router.post("/api/groups/{group_id}/sheets", status_code=201, responses=errors(403, 404, 422))
async def create_sheet(
    group_id: str, body: NewSheet, hub: HubDep, token: Token, lang: Lang = "fr"
) -> Any:
    """A new sheet for ``game``: its people in seat order (new names join the group)."""
    await _access(hub, group_id, token, edit=True)
    try:
        rules = sheet_rules(body.game)
        options = rules.check(len(body.people), body.options)
        if len(set(body.people)) != len(body.people):
            raise SheetError(Say("sheet.error.same_name"))
    except SheetError as e:
        return _refused(e, lang, list(body.people))
    row = SheetRow(
        id=secrets.token_urlsafe(9),
        group_id=group_id,
        game=body.game,
        version=load(body.game).spec.version,
        people=list(body.people),
        options=dict(options),
        changes=0,
        finished=False,
        outcome=None,
    )
    await hub.write(hub.store.create_sheet, row)
    return _sheet_answer(row, [], lang)


async def _load_sheet(hub: Hub, group_id: str, sheet_id: str) -> tuple[SheetRow, list[Change]]:
    found = await hub.read(hub.store.load_sheet, sheet_id)
    if found is None or found[0].group_id != group_id:
        raise SheetNotFoundError(f"no sheet {sheet_id!r} in this group")
    sheet, changes = found
    return sheet, changes


def _sheet_answer(
    sheet: SheetRow, changes: list[Change], lang: str, tally: Tally | None = None
) -> dict[str, Any]:
    """The sheet as the pages read it; ``tally``: the changes' tally, if already made."""
    rules = sheet_rules(sheet.game)
    people = len(sheet.people)
    tally = tally or tally_of(rules, people, sheet.options, changes)
    return {
        "id": sheet.id,
        "group": sheet.group_id,
        "game": sheet.game,
        "title": load(sheet.game).spec.title,
        "people": sheet.people,
        "options": sheet.options,
        "single_entry": rules.single_entry,
        "form": [f.to_json(lang, sheet.people) for f in rules.form(people, sheet.options)],
        "entries": [{"id": i, "entry": dict(data)} for i, data in live_entries(changes)],
        "tally": tally.to_json(lang, sheet.people),
        "can_undo": undoable(changes) is not None,
        "history": [
            {"index": c.index, "kind": c.kind, "target": c.target, "data": c.data, "at": c.at}
            for c in changes
        ],
    }


@router.get("/api/groups/{group_id}/sheets/{sheet_id}", responses=errors(403, 404))
async def show_sheet(
    group_id: str, sheet_id: str, hub: HubDep, token: Token, lang: Lang = "fr"
) -> Any:
    """The sheet: its form, entries, tally (rows, totals, the end and the winners,
    each step explained in ``lang``) and its whole history."""
    await _access(hub, group_id, token, edit=False)
    return _sheet_answer(*await _load_sheet(hub, group_id, sheet_id), lang)


async def _change(
    hub: Hub,
    group_id: str,
    sheet_id: str,
    kind: str,
    lang: str,
    data: dict[str, Any] | None = None,
    target: int | None = None,
) -> Any:
    sheet, changes = await _load_sheet(hub, group_id, sheet_id)
    rules = sheet_rules(sheet.game)
    if kind == "undo":
        target = undoable(changes)
    change = Change(index=len(changes), kind=kind, data=data, target=target, at=time.time())  # type: ignore[arg-type]
    try:
        tally = check_change(rules, len(sheet.people), sheet.options, changes, change)
    except SheetError as e:
        return _refused(e, lang, sheet.people)
    try:
        await hub.write(
            hub.store.add_sheet_change,
            sheet_id,
            change,
            finished=tally.finished,
            outcome=outcome_of(tally),
        )
    except IntegrityError:
        raise SheetChangedError(
            "someone else changed this sheet meanwhile: look at it again, then enter yours"
        ) from None
    # Stored as made: the answer is the checked tally, not a second read and count.
    return _sheet_answer(sheet, [*changes, change], lang, tally)


@router.post(
    "/api/groups/{group_id}/sheets/{sheet_id}/entries", responses=errors(403, 404, 409, 422)
)
async def add_entry(
    group_id: str, sheet_id: str, body: NewEntry, hub: HubDep, token: Token, lang: Lang = "fr"
) -> Any:
    """Add an entry (or correct entry ``replaces``): checked by the game's rules, stored,
    then the sheet as ``GET`` shows it. 422 with the reason and nothing stored when the
    rules refuse it; 409 when someone else changed the sheet meanwhile."""
    await _access(hub, group_id, token, edit=True)
    kind = "add" if body.replaces is None else "replace"
    return await _change(hub, group_id, sheet_id, kind, lang, body.entry, body.replaces)


@router.post("/api/groups/{group_id}/sheets/{sheet_id}/undo", responses=errors(403, 404, 409, 422))
async def undo(group_id: str, sheet_id: str, hub: HubDep, token: Token, lang: Lang = "fr") -> Any:
    """Take back the last change still standing (it stays in the history)."""
    await _access(hub, group_id, token, edit=True)
    return await _change(hub, group_id, sheet_id, "undo", lang)
