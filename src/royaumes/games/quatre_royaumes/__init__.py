"""Les 4 Royaumes (``quatre_royaumes``): see :mod:`royaumes.games.quatre_royaumes.rules`."""

from royaumes.games.quatre_royaumes.rules import (
    GAME,
    Action,
    Options,
    Place,
    State,
    View,
    card_name,
    mission_name,
    parse_card,
    parse_mission,
)

__all__ = [
    "GAME",
    "Action",
    "Options",
    "Place",
    "State",
    "View",
    "card_name",
    "mission_name",
    "parse_card",
    "parse_mission",
]
