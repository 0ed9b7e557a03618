"""The tables' HTTP routes: create, list, view, act, and the table's people (leave,
hand over, take back, chat, notes), with every request body as a pydantic model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from royaumes.game import HOST
from royaumes.server.deps import HubDep, SettingsDep, TableDep, Token
from royaumes.server.hub import (
    AuthError,
    LiveTable,
    Subscriber,
    message_for,
)
from royaumes.server.links import is_local_only
from royaumes.server.schemas import (
    CreatedTable,
    DeadlineAnswer,
    Note,
    TableSummary,
    Update,
    VersionAnswer,
    errors,
)
from royaumes.server.web import NotOverError, qr_svg

__all__ = ["MAX_PLAYERS", "router"]

MAX_PLAYERS = 50
"""The most seats any game has (Deux Rois): a request for more is refused at the edge,
before any work."""


class SeatSpec(BaseModel):
    """One seat of a new table."""

    kind: str = Field(max_length=16, description="'human' or 'bot'")
    bot: str | None = Field(
        default=None,
        max_length=32,
        description="a bot's level (GET /api/bots: random, easy, normal, hard, expert; "
        "'heuristic' is normal); default normal",
    )
    name: str | None = Field(default=None, max_length=40, description="a human's name")


class ClockSpec(BaseModel):
    """The table's clock. The rules' time limits apply by default (Débarquement: 30 s to
    select a card, then your lowest is played)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    enabled: bool = Field(default=True, description="false: no clock at all")
    move_seconds: float | None = Field(
        default=None,
        ge=1,
        le=86400,
        description="each person's time per move; left out: the game's own "
        "('move_seconds' in /api/games); null: no move clock",
    )
    on_timeout: Literal["offer", "bot"] = Field(
        default="offer",
        description="when a move clock runs out: the others may hand the seat to a bot "
        "('offer'), or a bot plays that move at once ('bot')",
    )
    scale: float | None = Field(
        default=None, ge=0.05, le=20, description="multiplies the rules' lengths"
    )

    def settings(self) -> dict[str, Any]:
        """The fields given (an absent ``move_seconds`` is the game's, a null one none)."""
        return self.model_dump(exclude_unset=True)


class NewTable(BaseModel):
    """A table to create."""

    game: str = Field(max_length=64, description="a game id, e.g. 'debarquement'")
    num_players: int = Field(ge=1, le=MAX_PLAYERS, strict=True)
    options: dict[str, Any] = Field(default_factory=dict, max_length=100)
    seats: list[SeatSpec] | None = Field(
        default=None,
        max_length=MAX_PLAYERS,
        description="per seat; default: seat 0 human, the others bots of level normal",
    )
    clock: ClockSpec = Field(default_factory=lambda: ClockSpec())
    host: str = Field(
        default="server",
        description="'server': the clock alone ends timed phases; 'person': the answer "
        "holds a host link too, for the person running the table (a projector screen that "
        "may end a phase early; it sees what a spectator sees)",
    )


class ExtendBody(BaseModel):
    """More time for the current phase."""

    seconds: float = Field(default=30, ge=1, le=600, strict=True, description="seconds to add")


class ActionBody(BaseModel):
    """An action and the state version its sender saw."""

    action: str | dict[str, Any] = Field(description="canonical text ('choose 27') or JSON")
    version: int | None = Field(default=None, description="the version the sender acted on")


class LeaveBody(BaseModel):
    """Who takes the seat over."""

    bot: str = Field(default="normal", max_length=32, description="a bot's level")


class TakeoverBody(BaseModel):
    """The seat to hand to a bot (its person is gone, or their move clock ran out)."""

    seat: int = Field(ge=0, le=49)


class ChatBody(BaseModel):
    """A chat message to the table."""

    text: str = Field(min_length=1, max_length=1000, description="at most 200 characters kept")


# -- the app --------------------------------------------------------------------------


router = APIRouter()
Route = TypeVar("Route", bound=Callable[..., Any])


def _seat_change(path: str) -> Callable[[Route], Route]:
    """A route that changes who plays a seat, answered with the table's summary."""
    return router.post(
        path,
        response_model=TableSummary,
        response_model_exclude_unset=True,
        responses=errors(403, 404, 409, 422, 503),
    )


@router.post(
    "/api/tables",
    status_code=201,
    response_model=CreatedTable,
    response_model_exclude_unset=True,
    responses=errors(413, 422, 503),
)
async def create_table(
    body: NewTable, request: Request, hub: HubDep, settings: SettingsDep
) -> dict[str, Any]:
    """Create a table; the answer holds each human seat's secret join link.

    Give each person only their own link: whoever has it plays that seat.
    """
    seats = [s.model_dump(exclude_none=True) for s in body.seats] if body.seats else [
        {"kind": "human"}, *({"kind": "bot", "bot": "normal"}
                             for _ in range(body.num_players - 1))
    ]  # fmt: skip
    table, tokens = await hub.create(
        body.game, body.num_players, body.options, seats, body.clock.settings(), body.host
    )
    base = settings.public_url or str(request.base_url).rstrip("/")
    host_token = tokens.pop(HOST, None)
    host = None if host_token is None else {
        "token": host_token,
        "url": (url := f"{base}/t/{table.id}#host={host_token}"),
        "qr": qr_svg(url),
    }  # fmt: skip
    return {
        "table": table.summary(),
        "seats": [
            {
                "seat": seat,
                "token": token,
                "join_url": (url := f"{base}/t/{table.id}#seat={seat}&token={token}"),
                "qr": qr_svg(url),
            }
            for seat, token in sorted(tokens.items())
        ],
        "spectator_url": f"{base}/t/{table.id}",
        "host": host,
        # Links on 127.0.0.1 open on this computer only: the page says so, and how to
        # share them (royaumes serve --lan).
        "local_only": is_local_only(base),
    }


@router.get("/api/tables", response_model=list[TableSummary], response_model_exclude_unset=True)
async def list_tables(hub: HubDep, include_finished: bool = False) -> list[dict[str, Any]]:
    """The live tables' public summaries (finished ones too if asked)."""
    return [t.summary() for t in hub.tables.values() if include_finished or not t.state.is_over]


@router.get(
    "/api/tables/{table_id}",
    response_model=TableSummary,
    response_model_exclude_unset=True,
    responses=errors(404, 503),
)
async def get_table(table: TableDep) -> dict[str, Any]:
    """A table's public summary."""
    return table.summary()


@router.get("/api/tables/{table_id}/view", response_model=Update, responses=errors(403, 404, 503))
async def get_view(table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
    """The view of the seat whose token is given (none: the spectator view)."""
    seat = await hub.seat_of(table, token) if token else None
    if seat is not None and seat != HOST and table.seats[seat]["kind"] != "human":
        seat = None  # a bot plays it: its person watches as a spectator
    return message_for(table, Subscriber(seat))


@router.post(
    "/api/tables/{table_id}/actions",
    response_model=VersionAnswer,
    responses=errors(403, 404, 409, 413, 422, 503),
)
async def post_action(
    body: ActionBody, table: TableDep, hub: HubDep, token: Token
) -> dict[str, Any]:
    """Play an action as the token's seat; answered once it is committed."""
    seat = await hub.seat_of(table, token)
    _check_plays(table, seat)
    version = await hub.act(table, seat, body.action, body.version)
    return {"version": version}


@router.post(
    "/api/tables/{table_id}/extend",
    response_model=DeadlineAnswer,
    responses=errors(403, 404, 409, 422, 503),
)
async def extend(body: ExtendBody, table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
    """The host lengthens the current timed phase (host token only)."""
    if await hub.seat_of(table, token) != HOST:
        raise AuthError("only the host can lengthen a phase")
    return {"deadline": await hub.extend(table, body.seconds)}


@_seat_change("/api/tables/{table_id}/leave")
async def leave(
    table: TableDep, hub: HubDep, token: Token, body: LeaveBody | None = None
) -> dict[str, Any]:
    """The token's person leaves; a bot (default: level normal) plays the seat from now on."""
    seat = await hub.seat_of(table, token)
    await hub.hand_to_bot(table, seat, (body or LeaveBody()).bot)
    return table.summary()


@_seat_change("/api/tables/{table_id}/takeover")
async def takeover(
    body: TakeoverBody, table: TableDep, hub: HubDep, token: Token
) -> dict[str, Any]:
    """A person at the table hands another seat to a bot: allowed once that seat's
    move clock ran out or its person has been gone for the clock's length (409
    ``seat/refused`` otherwise). Its person takes it back with their own link."""
    seat = await hub.seat_of(table, token)
    await hub.take_over(table, seat, body.seat)
    return table.summary()


@_seat_change("/api/tables/{table_id}/reclaim")
async def reclaim(table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
    """The token's person takes their seat back from the bot that played it."""
    seat = await hub.seat_of(table, token)
    if seat == HOST:
        raise AuthError("the host has no seat")
    await hub.reclaim(table, seat)
    return table.summary()


@router.post(
    "/api/tables/{table_id}/chat", response_model=Note, responses=errors(403, 404, 422, 503)
)
async def chat(body: ChatBody, table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
    """Say something to the table (a seat's token: spectators read, they do not
    write). Stored with the table; every connection gets it as a ``notes`` message."""
    seat = await hub.seat_of(table, token)
    if seat == HOST:
        raise AuthError("the host has no seat at the table to chat from")
    return await hub.chat(table, seat, body.text)


@router.get("/api/tables/{table_id}/notes", response_model=list[Note], responses=errors(404))
async def notes(table: TableDep) -> list[dict[str, Any]]:
    """The table's own log: chat messages and seats handed over or taken back, in
    order (``version``: how many actions had been played then)."""
    return list(table.notes)


@router.get("/api/tables/{table_id}/record", responses=errors(404, 409, 503))
async def get_record(table: TableDep, hub: HubDep) -> dict[str, Any]:
    """The match record of a finished table (what ``royaumes replay`` reads)."""
    if not table.state.is_over:
        raise NotOverError("the record is published when the game is over")
    return hub.record(table).to_json()


def _check_plays(table: LiveTable, seat: int) -> None:
    """Refuse an action from the token of a seat a bot plays now."""
    if seat != HOST and table.seats[seat].get("kind") != "human":
        raise AuthError(f"seat {seat} is played by a bot since its person left; take it back first")
