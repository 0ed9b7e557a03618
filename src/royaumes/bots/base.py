"""The bot protocol and the registry of bots by name.

A bot is given its seat's view and the legal actions, never the state, so it
cannot cheat (DESIGN.md, "Bots"). The view is handed over lazily, as a
function that builds it on the first call (:func:`seat_view`): a bot that does
not read it (the random bot) costs no view at all.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Protocol, TypeAlias

from royaumes.errors import ConfigError
from royaumes.game import Action, Game, Seat, State, View

__all__ = ["Bot", "BotFactory", "SeatView", "bot_names", "make_bot", "seat_view"]

SeatView: TypeAlias = Callable[[], View]
"""What a bot is handed for its view: a function that returns it (built once, on the
first call)."""


def seat_view(state: State, seat: Seat) -> SeatView:
    """``seat``'s view of ``state``, built on the first call and kept for the next ones.

    The function holds the state, since the view is built from it when asked: Python
    cannot stop a bot from reaching into it (nor, with ``gc``, from finding any state);
    the rule that a bot reads only its view is kept by the bots, and a server seats
    only its own bots. A bot should not keep the function past its turn (it keeps the
    state alive).

    >>> import royaumes
    >>> state = royaumes.load("quatre_royaumes").new_state(4)
    >>> view = seat_view(state, 2)
    >>> view() is view(), view().seat
    (True, 2)
    """
    kept: list[View] = []

    def view() -> View:
        if not kept:
            kept.append(state.view(seat))
        return kept[0]

    return view


class Bot(Protocol):
    """Something that chooses an action from what its seat may know."""

    name: str
    """The bot's registry name ("random", "heuristic") or a label."""

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """One of ``legal_actions`` (never empty) for the seat; ``seat_view()`` is the
        seat's view (built when first called: a bot that needs no view never calls it)."""
        ...


BotFactory = Callable[[Game, Seat, random.Random], Bot]
"""``factory(game, seat, rng)``: a bot for ``seat`` drawing randomness only from ``rng``."""


def _random(game: Game, seat: Seat, rng: random.Random) -> Bot:
    from royaumes.bots.random_bot import RandomBot

    return RandomBot(rng)


def _heuristic(game: Game, seat: Seat, rng: random.Random) -> Bot:
    try:
        module = importlib.import_module(f"royaumes.bots.heuristics.{game.spec.id}")
    except ModuleNotFoundError:
        raise ConfigError(f"no heuristic bot for {game.spec.id} yet") from None
    factory: BotFactory = module.make
    return factory(game, seat, rng)


_BOTS: dict[str, BotFactory] = {"heuristic": _heuristic, "random": _random}


def bot_names() -> tuple[str, ...]:
    """The names of the registered bots, sorted."""
    return tuple(sorted(_BOTS))


def make_bot(name: str, game: Game, seat: Seat, rng: random.Random) -> Bot:
    """A new bot by registry name.

    Args:
        name: one of :func:`bot_names`.
        game: the game it will play.
        seat: the seat it will sit at.
        rng: its own random stream (never the chance stream).

    Raises:
        ConfigError: no bot has this name, or the game has no such bot.
    """
    try:
        factory = _BOTS[name]
    except KeyError:
        raise ConfigError(f"unknown bot {name!r}; known: {', '.join(bot_names())}") from None
    return factory(game, seat, rng)
