"""Débarquement (``debarquement``): see :mod:`royaumes.games.debarquement.rules`."""

from royaumes.games.debarquement.rules import (
    BOATS,
    GAME,
    NEUTRAL_CARDS,
    Action,
    ActionKind,
    Options,
    Phase,
    Preview,
    State,
    View,
    boat_value,
    card_colours,
    deal_score,
    is_mono,
    place,
    tens,
)

__all__ = [
    "BOATS",
    "GAME",
    "NEUTRAL_CARDS",
    "Action",
    "ActionKind",
    "Options",
    "Phase",
    "Preview",
    "State",
    "View",
    "boat_value",
    "card_colours",
    "deal_score",
    "is_mono",
    "place",
    "tens",
]
