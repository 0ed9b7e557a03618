"""The FastAPI dependencies the routers share: the hub, a table, a seat token, settings."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, Request

from royaumes.server.hub import (
    Hub,
    LiveTable,
)
from royaumes.server.settings import Settings

__all__ = ["HubDep", "SettingsDep", "TableDep", "Token"]


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


def _settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


SettingsDep = Annotated[Settings, Depends(_settings_of)]
