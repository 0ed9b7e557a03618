"""Deux Rois pour un Royaume: the main mode (``deux_rois``, :mod:`.rules`) and what its two
games share (the 50 character cards, read by the Débarquement variant too).

``GAME`` is loaded on first use, so that Débarquement's import of the cards stays light.
"""

from typing import Any

from royaumes.games.deux_rois.characters import COLOURS, Character, characters

__all__ = ["COLOURS", "GAME", "Character", "characters"]


def __getattr__(name: str) -> Any:
    if name == "GAME":
        from royaumes.games.deux_rois.rules import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
