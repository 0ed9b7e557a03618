"""The online table server: lobby and table API, WebSocket, storage that loses nothing.

``royaumes serve`` runs :func:`royaumes.server.app.create_app` under Uvicorn.
A table is stored as its game, options, seed, seats and append-only action
log (:mod:`royaumes.server.db`); :mod:`royaumes.server.hub` keeps the live
states, applies actions one at a time per table, commits each before anyone
hears of it, and plays the bots from their seats' views.
"""

from royaumes.server.app import create_app
from royaumes.server.settings import Settings

__all__ = ["Settings", "create_app"]
