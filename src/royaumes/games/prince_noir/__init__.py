"""Les Chevauchées du Prince Noir (``prince_noir``): see :mod:`royaumes.games.prince_noir.rules`."""

from royaumes.games.prince_noir.rules import (
    GAME,
    Action,
    Options,
    Phase,
    Placement,
    State,
    View,
    catalogue,
    group_text,
)

__all__ = [
    "GAME",
    "Action",
    "Options",
    "Phase",
    "Placement",
    "State",
    "View",
    "catalogue",
    "group_text",
]
