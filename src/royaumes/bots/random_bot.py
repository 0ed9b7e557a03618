"""The random bot: a uniformly random legal action (it never asks for its view)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from royaumes.game import Action

if TYPE_CHECKING:  # (base makes random bots: a run-time import would be circular)
    from royaumes.bots.base import SeatView

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
        self._randrange = rng.randrange

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """A uniformly random member of ``legal_actions``."""
        return legal_actions[self._rng.randrange(len(legal_actions))]

    def act_id(self, seat_view: SeatView, legal_ids: tuple[int, ...]) -> int:
        """A uniformly random member of ``legal_ids``: the same draw as :meth:`act`, so
        the id of the action it would choose (``ChoosesIds``)."""
        return legal_ids[self._randrange(len(legal_ids))]
