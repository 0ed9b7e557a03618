"""Bots: the bot protocol, the random bot, per-game heuristic bots, the search bot, and
the registry of levels by name.

>>> from royaumes.bots import bot_names
>>> bot_names()
('random', 'easy', 'normal', 'hard', 'expert')
"""

from royaumes.bots.base import (
    Bot,
    BotFactory,
    ChoosesIds,
    SeatView,
    bot_names,
    make_bot,
    seat_view,
)
from royaumes.bots.random_bot import RandomBot

__all__ = [
    "Bot",
    "BotFactory",
    "ChoosesIds",
    "RandomBot",
    "SeatView",
    "bot_names",
    "make_bot",
    "seat_view",
]
