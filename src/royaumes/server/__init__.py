"""The online table server: lobby and table API, WebSocket, storage that loses nothing.

``royaumes serve`` runs :func:`royaumes.server.app.create_app` under Uvicorn.
A table is stored as its game, options, seed, seats and append-only action
log (:mod:`royaumes.server.db`); :mod:`royaumes.server.hub` keeps the live
states, applies actions one at a time per table, commits each before anyone
hears of it, and plays the bots from their seats' views (the searching ones in
worker processes, :mod:`royaumes.server.thinking`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from royaumes.server.settings import Settings

if TYPE_CHECKING:
    from royaumes.server.app import create_app

__all__ = ["Settings", "create_app"]


def __getattr__(name: str) -> Any:
    # The web application is imported when first asked for: a search worker process
    # (royaumes.server.thinking) needs none of FastAPI or SQLAlchemy.
    if name == "create_app":
        from royaumes.server.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
