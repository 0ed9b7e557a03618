"""The registered games, by id (← pgx ``make``).

A game registers by living in ``royaumes.games.<id>`` with a module-level
``GAME`` instance; games are imported on first use.
"""

from __future__ import annotations

import functools
import importlib

from royaumes.errors import ConfigError
from royaumes.game import Game, GameSpec

__all__ = ["GAME_IDS", "available_games", "games", "load"]

GAME_IDS: tuple[str, ...] = (
    "quatre_royaumes",
    "roi_des_nains",
    "for_a_crown",
    "prince_noir",
    "debarquement",
    "deux_rois",
)
"""The ids of the registered games, in the order the lobby lists them."""


@functools.cache
def load(game_id: str) -> Game:
    """The game with this id.

    Args:
        game_id: a registered id, e.g. ``"quatre_royaumes"``.

    Raises:
        ConfigError: no game has this id.

    >>> load("quatre_royaumes").spec.title
    'Les 4 Royaumes'
    """
    if game_id not in GAME_IDS:
        raise ConfigError(f"unknown game {game_id!r}; known: {', '.join(GAME_IDS)}")
    module = importlib.import_module(f"royaumes.games.{game_id}")
    game = module.GAME
    assert isinstance(game, Game)
    return game


def available_games() -> tuple[str, ...]:
    """The registered game ids."""
    return GAME_IDS


def games() -> list[GameSpec]:
    """The specs of every registered game (id, title, version, players, options)."""
    return [load(game_id).spec for game_id in GAME_IDS]
