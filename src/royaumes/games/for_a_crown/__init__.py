"""For a Crown (``for_a_crown``): see :mod:`royaumes.games.for_a_crown.rules`."""

from royaumes.games.for_a_crown.rules import (
    GAME,
    Action,
    Chest,
    Options,
    Phase,
    State,
    View,
    catalogue,
)

__all__ = ["GAME", "Action", "Chest", "Options", "Phase", "State", "View", "catalogue"]
