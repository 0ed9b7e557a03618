"""The lobby's routes: health, the games and their options, the bots."""

from __future__ import annotations

import contextlib
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from royaumes.bots.base import bot_names
from royaumes.registry import games
from royaumes.server.hub import (
    Hub,
    StorageError,
)
from royaumes.server.schemas import (
    Health,
    errors,
)

__all__ = ["router"]

router = APIRouter()


@router.get("/api/health", response_model=Health, responses=errors(503))
async def health(request: Request) -> Any:
    """Whether the server can serve: 503 ``degraded`` while its storage fails (the
    last write failed, or the database does not answer a query now)."""
    hub: Hub = request.app.state.hub
    with contextlib.suppress(StorageError):
        await hub.read(hub.store.ping)
    if hub.storage_ok:
        return {"status": "ok", "storage": "ok"}
    return JSONResponse({"status": "degraded", "storage": "unavailable"}, status_code=503)


@router.get("/api/games")
async def list_games() -> list[dict[str, Any]]:
    """Every game with its options schema (defaults from the rules specs)."""
    return [{**spec.to_json(), "rules_source": spec.rules_source} for spec in games()]


@router.get("/api/bots")
async def list_bots() -> list[str]:
    """The bot levels a seat may be given, weakest first (``hard`` and ``expert``
    search, up to 1 s and 3 s a move; ``heuristic``, the name of ``normal`` before
    the levels, is accepted too)."""
    return list(bot_names())
