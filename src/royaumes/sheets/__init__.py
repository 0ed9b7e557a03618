"""Score sheets for games played with the box (issue 22): the games' own scoring,
used to count rather than to play.

:func:`sheet_rules` gives a game's :class:`~royaumes.sheets.base.SheetRules`; each
game's sheet lives in ``royaumes.sheets.<game_id>`` and calls the engine's pure
scoring functions (``royaumes.games.<game_id>``), which the engine's states call too.
"""

from __future__ import annotations

import importlib
from functools import cache

from royaumes.sheets.base import (
    EntryModel,
    Field,
    Row,
    Say,
    SheetError,
    SheetRules,
    Tally,
)

__all__ = [
    "SHEET_GAMES",
    "EntryModel",
    "Field",
    "Row",
    "Say",
    "SheetError",
    "SheetRules",
    "Tally",
    "sheet_games",
    "sheet_rules",
]

SHEET_GAMES = (
    "quatre_royaumes",
    "roi_des_nains",
    "for_a_crown",
    "prince_noir",
    "deux_rois",
    "debarquement",
)
"""The games a sheet may be made for, in the lobby's order."""


def _module_exists(game_id: str) -> bool:
    try:
        importlib.import_module(f"royaumes.sheets.{game_id}")
    except ModuleNotFoundError as e:
        if e.name == f"royaumes.sheets.{game_id}":
            return False
        raise
    return True


@cache
def sheet_games() -> tuple[str, ...]:
    """The games that have a sheet, in :data:`SHEET_GAMES`' order."""
    return tuple(g for g in SHEET_GAMES if _module_exists(g))


@cache
def sheet_rules(game_id: str) -> SheetRules:
    """The sheet of ``game_id``.

    Raises:
        SheetError: no sheet for that game.
    """
    if game_id not in sheet_games():
        raise SheetError(Say("sheet.error.game", {"game": game_id}))
    rules: SheetRules = importlib.import_module(f"royaumes.sheets.{game_id}").SHEET
    return rules
