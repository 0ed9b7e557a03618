"""Deux Rois pour un Royaume: what its two games share (the 50 character cards).

The main mode (``deux_rois``) is not registered yet; the Débarquement variant
(``royaumes.games.debarquement``) reads its cards from here.
"""

from royaumes.games.deux_rois.characters import COLOURS, Character, characters

__all__ = ["COLOURS", "Character", "characters"]
