"""The FastAPI application: lobby and table API, and one WebSocket per seat or spectator.

Every error is answered as ``{"error": {"code": ..., "message": ...}}`` with an
HTTP status (WebSocket: ``{"type": "error", "code": ..., "message": ...}``) and
changes nothing. Seat tokens travel in the ``Authorization: Bearer`` header
(HTTP) or the first WebSocket message, never in a URL, so that no access log
holds one.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import AsyncIterator

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from royaumes.errors import (
    ConfigError,
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
)
from royaumes.server.db import Store
from royaumes.server.hub import (
    AuthError,
    ChatError,
    Hub,
    SeatError,
    StaleVersionError,
    StorageError,
    TableNotFoundError,
)
from royaumes.server.routes_live import TooLargeError
from royaumes.server.routes_live import router as live_router
from royaumes.server.routes_lobby import router as lobby_router
from royaumes.server.routes_sheets import SheetChangedError, SheetNotFoundError
from royaumes.server.routes_sheets import router as sheets_router
from royaumes.server.routes_tables import router as tables_router
from royaumes.server.settings import Settings
from royaumes.server.web import NotOverError, add_web_routes, page_shell
from royaumes.sheets import SheetError

__all__ = ["create_app"]


_STATUS: list[tuple[type[GameError], int]] = [
    (StorageError, 503),
    (SheetNotFoundError, 404),
    (SheetChangedError, 409),
    (SheetError, 422),
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
            search_workers=settings.search_workers,
        )
        if settings.cluster:
            from royaumes.server.cluster import Cluster

            if store.engine.dialect.name != "postgresql":
                raise RuntimeError("--cluster needs a PostgreSQL database (--database-url)")
            hub.cluster = Cluster(hub, store.url)
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
    app.state.settings = settings
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

    app.include_router(lobby_router)
    app.include_router(tables_router)
    app.include_router(live_router)
    app.include_router(sheets_router)

    return app
