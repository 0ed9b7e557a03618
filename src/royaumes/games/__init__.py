"""One package per game; each exposes a module-level ``GAME`` (see ``royaumes.registry``).

``royaumes.games()`` is the public list of game specs (DESIGN.md), and
``royaumes.games`` is also this package: importing a game package makes
Python bind the package over the function on ``royaumes``. So the package
itself is callable and answers as the function does.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from royaumes.game import GameSpec


class _CallableGamesPackage(types.ModuleType):
    def __call__(self) -> list[GameSpec]:
        from royaumes.registry import games

        return games()


sys.modules[__name__].__class__ = _CallableGamesPackage
