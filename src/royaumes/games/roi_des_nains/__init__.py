"""Le Roi des Nains (``roi_des_nains``): see :mod:`royaumes.games.roi_des_nains.rules`."""

from royaumes.games.roi_des_nains.rules import (
    GAME,
    Action,
    DealSummary,
    Options,
    Phase,
    State,
    TrickCard,
    View,
    catalogue,
)

__all__ = [
    "GAME",
    "Action",
    "DealSummary",
    "Options",
    "Phase",
    "State",
    "TrickCard",
    "View",
    "catalogue",
]
