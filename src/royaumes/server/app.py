"""The FastAPI application: lobby and table API, and one WebSocket per seat or spectator.

Every error is answered as ``{"error": {"code": ..., "message": ...}}`` with an
HTTP status (WebSocket: ``{"type": "error", "code": ..., "message": ...}``) and
changes nothing. Seat tokens travel in the ``Authorization: Bearer`` header
(HTTP) or the first WebSocket message, never in a URL, so that no access log
holds one.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import time
from collections import deque
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Header, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from pydantic import BaseModel, Field, ValidationError
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from royaumes.bots.base import bot_names
from royaumes.errors import (
    ConfigError,
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from royaumes.game import HOST
from royaumes.registry import games
from royaumes.server.db import Store
from royaumes.server.hub import (
    AuthError,
    ChatError,
    Hub,
    LiveTable,
    SeatError,
    StaleVersionError,
    StorageError,
    TableNotFoundError,
    dumps,
    message_for,
)
from royaumes.server.links import is_local_only
from royaumes.server.schemas import (
    CLIENT_MESSAGE,
    ActionMessage,
    ChatMessage,
    ClientMessage,
    CreatedTable,
    DeadlineAnswer,
    ExtendMessage,
    Health,
    Hello,
    Note,
    PresenceMessage,
    ReclaimMessage,
    TableSummary,
    TakeoverMessage,
    Update,
    VersionAnswer,
    errors,
)
from royaumes.server.settings import Settings
from royaumes.server.web import NotOverError, add_web_routes, page_shell, qr_svg

__all__ = ["create_app"]


class RateLimitedError(GameError):
    """A connection sent more messages than the rate limit allows."""

    code = "rate/limited"


class MessageError(GameError):
    """A WebSocket message that is not JSON, not an object, or of no known type
    (the same code as a malformed HTTP request)."""

    code = "request/invalid"


class TooLargeError(GameError):
    """A WebSocket message over the size limit (the same code as an HTTP body)."""

    code = "request/too_large"


_STATUS: list[tuple[type[GameError], int]] = [
    (StorageError, 503),
    (TableNotFoundError, 404),
    (TooLargeError, 413),
    (NotOverError, 409),
    (AuthError, 403),
    (ChatError, 422),
    (SeatError, 409),
    (StaleVersionError, 409),
    (GameOverError, 409),
    (NotYourTurnError, 409),
    (IllegalActionError, 409),
    (InvalidActionError, 422),
    (ConfigError, 422),
    (GameError, 400),
]


def _status(exc: GameError) -> int:
    return next(status for kind, status in _STATUS if isinstance(exc, kind))


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


# -- request bodies -------------------------------------------------------------------


MAX_PLAYERS = 50
"""The most seats any game has (Deux Rois): a request for more is refused at the edge,
before any work."""


class SeatSpec(BaseModel):
    """One seat of a new table."""

    kind: str = Field(max_length=16, description="'human' or 'bot'")
    bot: str | None = Field(default=None, max_length=32, description="a bot's name")
    name: str | None = Field(default=None, max_length=40, description="a human's name")


class NewTable(BaseModel):
    """A table to create."""

    game: str = Field(max_length=64, description="a game id, e.g. 'debarquement'")
    num_players: int = Field(ge=1, le=MAX_PLAYERS, strict=True)
    options: dict[str, Any] = Field(default_factory=dict, max_length=100)
    seats: list[SeatSpec] | None = Field(
        default=None,
        max_length=MAX_PLAYERS,
        description="per seat; default: seat 0 human, the others heuristic bots",
    )
    clock: dict[str, Any] = Field(
        max_length=10,
        default_factory=dict,
        description="The rules' time limits apply by default (Débarquement: 30 s to select "
        "a card, then your lowest is played); {'enabled': false} turns the clock off. "
        "'move_seconds': n gives each person n seconds a move (default: the game's "
        "'move_seconds' in /api/games; null: no move clock); when it runs out the others may "
        "hand the seat to a bot ('on_timeout': 'offer', the default) or a bot plays that move "
        "('on_timeout': 'bot'); "
        "'scale': x (0.05 to 20) multiplies the rules' lengths (Deux Rois' phases)",
    )
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

    bot: str = "heuristic"


class TakeoverBody(BaseModel):
    """The seat to hand to a bot (its person is gone, or their move clock ran out)."""

    seat: int = Field(ge=0, le=49)


class ChatBody(BaseModel):
    """A chat message to the table."""

    text: str = Field(min_length=1, max_length=1000, description="at most 200 characters kept")


# -- the app --------------------------------------------------------------------------


class _BodyLimit:
    """Refuses request bodies over ``limit`` bytes, announced or streamed (chunked)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = _error(413, "request/too_large", f"bodies are limited to {self.limit} bytes")
        length = Headers(scope=scope).get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await too_large(scope, receive, send)
            return
        # Read the whole body first (it is small), counting what arrives.
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > self.limit:
                await too_large(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)


def _bearer(authorization: Annotated[str | None, Header()] = None) -> str | None:
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip()
    return None


Token = Annotated[str | None, Depends(_bearer)]


def _hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(_hub_of)]


async def _table_of(table_id: str, hub: HubDep) -> LiveTable:
    return await hub.get(table_id)


TableDep = Annotated[LiveTable, Depends(_table_of)]


def create_app(settings: Settings | None = None) -> FastAPI:
    """The server application (Uvicorn serves it; tests drive it with a test client)."""
    settings = settings or Settings()

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(settings.resolved_database_url())
        hub = Hub(
            store,
            bot_delay=settings.bot_delay,
            gone_after=settings.gone_after,
            chat_limit=settings.chat_limit,
            chat_window=settings.chat_window,
        )
        app.state.hub = hub
        await hub.start()
        # Tables keep long-lived histories: full collections of that heap paused the loop
        # for 100+ ms under load. Restored tables are frozen out of the collector, and
        # collections come less often (states are immutable and make few cycles).
        gc.freeze()
        gc.set_threshold(50_000, 20, 100)
        try:
            yield
        finally:
            await hub.stop()
            store.dispose()

    app = FastAPI(
        title="Royaumes",
        summary="Play French crown games online: lobby, tables, seats, live updates.",
        version="1",
        lifespan=lifespan,
    )
    app.add_middleware(_BodyLimit, limit=settings.max_message_bytes)

    @app.exception_handler(GameError)
    async def game_error(_request: Request, exc: GameError) -> JSONResponse:
        return _error(_status(exc), exc.code, exc.message)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        path = request.url.path
        if exc.status_code == 404 and not path.startswith(("/api/", "/static/", "/docs")):
            # A person's browser gets the site's page, which says "not found" in their language.
            return HTMLResponse(page_shell(), status_code=404)
        code = "http/not_found" if exc.status_code == 404 else f"http/{exc.status_code}"
        return _error(exc.status_code, code, str(exc.detail))

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        details = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}" for e in exc.errors()
        )
        return _error(422, "request/invalid", f"malformed request: {details}")

    add_web_routes(app)

    @app.get("/api/health", response_model=Health, responses=errors(503))
    async def health(request: Request) -> Any:
        """Whether the server can serve: 503 ``degraded`` while its storage fails (the
        last write failed, or the database does not answer a query now)."""
        hub: Hub = request.app.state.hub
        with contextlib.suppress(StorageError):
            await hub.read(hub.store.ping)
        if hub.storage_ok:
            return {"status": "ok", "storage": "ok"}
        return JSONResponse({"status": "degraded", "storage": "unavailable"}, status_code=503)

    @app.get("/api/games")
    async def list_games() -> list[dict[str, Any]]:
        """Every game with its options schema (defaults from the rules specs)."""
        return [{**spec.to_json(), "rules_source": spec.rules_source} for spec in games()]

    @app.get("/api/bots")
    async def list_bots() -> list[str]:
        """The bot names a seat may be given."""
        return list(bot_names())

    @app.post(
        "/api/tables",
        status_code=201,
        response_model=CreatedTable,
        response_model_exclude_unset=True,
        responses=errors(413, 422, 503),
    )
    async def create_table(body: NewTable, request: Request, hub: HubDep) -> dict[str, Any]:
        """Create a table; the answer holds each human seat's secret join link.

        Give each person only their own link: whoever has it plays that seat.
        """
        seats = [s.model_dump(exclude_none=True) for s in body.seats] if body.seats else [
            {"kind": "human"}, *({"kind": "bot", "bot": "heuristic"}
                                 for _ in range(body.num_players - 1))
        ]  # fmt: skip
        table, tokens = await hub.create(
            body.game, body.num_players, body.options, seats, body.clock, body.host
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

    @app.get("/api/tables", response_model=list[TableSummary], response_model_exclude_unset=True)
    async def list_tables(hub: HubDep, include_finished: bool = False) -> list[dict[str, Any]]:
        """The live tables' public summaries (finished ones too if asked)."""
        return [t.summary() for t in hub.tables.values() if include_finished or not t.state.is_over]

    @app.get(
        "/api/tables/{table_id}",
        response_model=TableSummary,
        response_model_exclude_unset=True,
        responses=errors(404, 503),
    )
    async def get_table(table: TableDep) -> dict[str, Any]:
        """A table's public summary."""
        return table.summary()

    @app.get("/api/tables/{table_id}/view", response_model=Update, responses=errors(403, 404, 503))
    async def get_view(table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
        """The view of the seat whose token is given (none: the spectator view)."""
        from royaumes.server.hub import Subscriber

        seat = await hub.seat_of(table, token) if token else None
        if seat is not None and seat != HOST and table.seats[seat]["kind"] != "human":
            seat = None  # a bot plays it: its person watches as a spectator
        return message_for(table, Subscriber(seat))

    @app.post(
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

    @app.post(
        "/api/tables/{table_id}/extend",
        response_model=DeadlineAnswer,
        responses=errors(403, 404, 409, 422, 503),
    )
    async def extend(
        body: ExtendBody, table: TableDep, hub: HubDep, token: Token
    ) -> dict[str, Any]:
        """The host lengthens the current timed phase (host token only)."""
        if await hub.seat_of(table, token) != HOST:
            raise AuthError("only the host can lengthen a phase")
        return {"deadline": await hub.extend(table, body.seconds)}

    @app.post(
        "/api/tables/{table_id}/leave",
        response_model=TableSummary,
        response_model_exclude_unset=True,
        responses=errors(403, 404, 409, 422, 503),
    )
    async def leave(
        table: TableDep, hub: HubDep, token: Token, body: LeaveBody | None = None
    ) -> dict[str, Any]:
        """The token's person leaves; a bot (default: heuristic) plays the seat from now on."""
        seat = await hub.seat_of(table, token)
        await hub.hand_to_bot(table, seat, (body or LeaveBody()).bot)
        return table.summary()

    @app.post(
        "/api/tables/{table_id}/takeover",
        response_model=TableSummary,
        response_model_exclude_unset=True,
        responses=errors(403, 404, 409, 422, 503),
    )
    async def takeover(
        body: TakeoverBody, table: TableDep, hub: HubDep, token: Token
    ) -> dict[str, Any]:
        """A person at the table hands another seat to a bot: allowed once that seat's
        move clock ran out or its person has been gone for the clock's length (409
        ``seat/refused`` otherwise). Its person takes it back with their own link."""
        seat = await hub.seat_of(table, token)
        await hub.take_over(table, seat, body.seat)
        return table.summary()

    @app.post(
        "/api/tables/{table_id}/reclaim",
        response_model=TableSummary,
        response_model_exclude_unset=True,
        responses=errors(403, 404, 409, 422, 503),
    )
    async def reclaim(table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
        """The token's person takes their seat back from the bot that played it."""
        seat = await hub.seat_of(table, token)
        if seat == HOST:
            raise AuthError("the host has no seat")
        await hub.reclaim(table, seat)
        return table.summary()

    @app.post(
        "/api/tables/{table_id}/chat", response_model=Note, responses=errors(403, 404, 422, 503)
    )
    async def chat(body: ChatBody, table: TableDep, hub: HubDep, token: Token) -> dict[str, Any]:
        """Say something to the table (a seat's token: spectators read, they do not
        write). Stored with the table; every connection gets it as a ``notes`` message."""
        seat = await hub.seat_of(table, token)
        if seat == HOST:
            raise AuthError("the host has no seat at the table to chat from")
        return await hub.chat(table, seat, body.text)

    @app.get("/api/tables/{table_id}/notes", response_model=list[Note], responses=errors(404))
    async def notes(table: TableDep) -> list[dict[str, Any]]:
        """The table's own log: chat messages and seats handed over or taken back, in
        order (``version``: how many actions had been played then)."""
        return list(table.notes)

    @app.get("/api/tables/{table_id}/record", responses=errors(404, 409, 503))
    async def get_record(table: TableDep, hub: HubDep) -> dict[str, Any]:
        """The match record of a finished table (what ``royaumes replay`` reads)."""
        if not table.state.is_over:
            raise NotOverError("the record is published when the game is over")
        return hub.record(table).to_json()

    @app.websocket("/api/tables/{table_id}/ws")
    async def live(websocket: WebSocket, table_id: str) -> None:
        """Live play: send ``{"type": "hello", "token": ...}`` first (no token: spectator);
        then ``{"type": "action", "action": ..., "version": n}`` (the host may also send
        ``{"type": "extend", "seconds": n}``). Every change to the table arrives as an
        ``update`` for this seat."""
        hub: Hub = websocket.app.state.hub
        await websocket.accept()
        try:
            table = await hub.get(table_id)
        except TableNotFoundError as exc:
            await _send_error(websocket, exc)
            await websocket.close(code=4404)
            return
        try:
            hello = _parse_message(
                await asyncio.wait_for(_receive(websocket), timeout=30), settings
            )
            if not isinstance(hello, Hello):
                raise MessageError('the first message must be {"type": "hello"}')
            seat = await hub.seat_of(table, hello.token) if hello.token else None
        except (GameError, TimeoutError) as exc:
            if isinstance(exc, GameError):
                await _send_error(websocket, exc)
            await websocket.close(code=4403)
            return
        except WebSocketDisconnect:
            return
        sub = hub.subscribe(table, seat)
        sender = asyncio.create_task(_pump(websocket, sub.queue))
        recent: deque[float] = deque()
        try:
            while True:
                try:
                    text = await _receive(websocket)
                    now = time.monotonic()
                    recent.append(now)
                    while recent and recent[0] < now - settings.rate_window:
                        recent.popleft()
                    if len(recent) > settings.rate_limit * settings.rate_window:
                        raise RateLimitedError(
                            f"more than {settings.rate_limit:g} messages a second; slow down"
                        )
                    message = _parse_message(text, settings)
                    match message:
                        case PresenceMessage(visible=visible):
                            hub.set_visible(table, sub, visible)
                        case ChatMessage() | TakeoverMessage() | ReclaimMessage():
                            if sub.owner is None:
                                raise AuthError("only a seat's person may do that")
                            if isinstance(message, ChatMessage):
                                await hub.chat(table, sub.owner, message.text)
                            elif isinstance(message, TakeoverMessage):
                                await hub.take_over(table, sub.owner, message.seat)
                            else:
                                await hub.reclaim(table, sub.owner)
                        case ExtendMessage(seconds=seconds):
                            if seat != HOST:
                                raise AuthError("only the host can lengthen a phase")
                            due = await hub.extend(table, seconds)
                            await websocket.send_text(dumps({"type": "extended", "deadline": due}))
                        case ActionMessage(action=action, version=version):
                            if sub.seat is None and sub.owner is not None:
                                raise AuthError(
                                    f"seat {sub.owner} is played by a bot since its person "
                                    "left; take it back first"
                                )
                            if sub.seat is None:
                                raise AuthError("spectators cannot act")
                            new = await hub.act(table, sub.seat, action, version)
                            await websocket.send_text(dumps({"type": "ack", "version": new}))
                        case Hello():
                            raise MessageError("hello is the first message only")
                except GameError as exc:
                    await _send_error(websocket, exc)
        except WebSocketDisconnect:
            pass
        finally:
            hub.unsubscribe(table, sub)
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender

    return app


async def _receive(websocket: WebSocket) -> str | bytes:
    """The next message's data: text, or bytes for a binary frame."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
    text: str | None = message.get("text")
    return text if text is not None else message.get("bytes") or b""


def _check_plays(table: LiveTable, seat: int) -> None:
    """Refuse an action from the token of a seat a bot plays now."""
    if seat != HOST and table.seats[seat].get("kind") != "human":
        raise AuthError(f"seat {seat} is played by a bot since its person left; take it back first")


def _parse_message(data: str | bytes, settings: Settings) -> ClientMessage:
    """A client's WebSocket message as its model (:data:`ClientMessage`).

    Raises:
        TooLargeError: over the size limit.
        MessageError: not JSON this server reads, or no message it knows.
    """
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8"))
    if size > settings.max_message_bytes:
        raise TooLargeError(f"messages are limited to {settings.max_message_bytes} bytes")
    if isinstance(data, bytes):
        raise MessageError("messages are JSON text frames, not binary ones")
    try:
        parsed = json.loads(data)
    except json.JSONDecodeError as exc:
        raise MessageError(f"not JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise MessageError("not JSON this server reads: nested too deep") from exc
    except ValueError as exc:  # an integer of thousands of digits (Python's own limit)
        raise MessageError(f"not JSON this server reads: {exc}") from exc
    if not isinstance(parsed, dict):
        raise MessageError("a message is a JSON object")
    try:
        return CLIENT_MESSAGE.validate_python(parsed)
    except ValidationError as exc:
        details = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ())) or 'message'}: {e.get('msg')}"
            for e in exc.errors()
        )
        raise MessageError(f"not a message this server knows ({details})") from exc


async def _send_error(websocket: WebSocket, exc: GameError) -> None:
    await websocket.send_text(dumps({"type": "error", "code": exc.code, "message": exc.message}))


class SlowConsumerError(GameError):
    """The connection read its messages too slowly: it is closed (the page reconnects)."""

    code = "connection/slow"


async def _pump(websocket: WebSocket, queue: asyncio.Queue[dict[str, Any] | None]) -> None:
    while True:
        message = await queue.get()
        if message is None:
            error = SlowConsumerError("this connection fell too far behind; reconnect")
            await _send_error(websocket, error)
            await websocket.close(code=1013)  # "try again later"
            return
        await websocket.send_text(dumps(message))
