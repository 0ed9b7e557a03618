"""The random bot: a uniformly random legal action."""

from __future__ import annotations

import random

from royaumes.game import Action, View

__all__ = ["RandomBot"]


class RandomBot:
    """Plays a uniformly random legal action, drawn from its own stream.

    >>> import random, royaumes
    >>> bot = RandomBot(random.Random(1))
    >>> game = royaumes.load("quatre_royaumes")
    >>> bot.act(None, (game.parse_action("play 1S"),))  # type: ignore[arg-type]
    GAME.parse_action('play 1S')
    """

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def act(self, view: View, legal_actions: tuple[Action, ...]) -> Action:
        """A uniformly random member of ``legal_actions``."""
        return legal_actions[self._rng.randrange(len(legal_actions))]
