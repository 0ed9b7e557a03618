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
from typing import Protocol, TypeAlias, runtime_checkable

from royaumes.bots.random_bot import RandomBot
from royaumes.errors import ConfigError
from royaumes.game import Action, Game, Seat, State, View

__all__ = [
    "ALIASES",
    "SEARCH_LEVELS",
    "Bot",
    "BotFactory",
    "ChoosesIds",
    "EasyBot",
    "SeatView",
    "bot_names",
    "canonical_bot_name",
    "make_bot",
    "seat_view",
]

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
    """The bot's registry name (a level: "random", "easy", "normal"...) or a label."""

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """One of ``legal_actions`` (never empty) for the seat; ``seat_view()`` is the
        seat's view (built when first called: a bot that needs no view never calls it)."""
        ...


@runtime_checkable
class ChoosesIds(Protocol):
    """A bot that can also choose on the integer path, as search and learning do: given
    the legal actions' dense ids (``state.legal_action_ids(seat)``, ascending, the order
    of ``legal_actions``), it returns one of them, the id of the action :meth:`Bot.act`
    would have returned from the same draws. :class:`royaumes.Match` then builds no
    Action object for it (``royaumes simulate`` between random bots)."""

    def act_id(self, seat_view: SeatView, legal_ids: tuple[int, ...]) -> int:
        """One of ``legal_ids`` (never empty)."""
        ...


BotFactory = Callable[[Game, Seat, random.Random], Bot]
"""``factory(game, seat, rng)``: a bot for ``seat`` drawing randomness only from ``rng``."""


def _random(game: Game, seat: Seat, rng: random.Random) -> Bot:
    return RandomBot(rng)


def _heuristic(game: Game, seat: Seat, rng: random.Random) -> Bot:
    try:
        module = importlib.import_module(f"royaumes.bots.heuristics.{game.spec.id}")
    except ModuleNotFoundError:
        raise ConfigError(f"no heuristic bot for {game.spec.id} yet") from None
    factory: BotFactory = module.make
    return factory(game, seat, rng)


EASY_SLIP = 1 / 3
"""How often the ``easy`` level plays a random legal action instead of the heuristic's."""


class EasyBot:
    """The ``easy`` level: the game's heuristic bot, which plays a uniformly random legal
    action instead, one time in three (:data:`EASY_SLIP`): it knows the rules' basics
    and still gives points away. It reads its view only when the heuristic plays."""

    name = "easy"

    def __init__(self, heuristic: Bot, rng: random.Random) -> None:
        self._heuristic = heuristic
        self._rng = rng

    def act(self, seat_view: SeatView, legal_actions: tuple[Action, ...]) -> Action:
        """A random member of ``legal_actions`` one time in three, else the heuristic's."""
        if self._rng.random() < EASY_SLIP:
            return legal_actions[self._rng.randrange(len(legal_actions))]
        return self._heuristic.act(seat_view, legal_actions)


def _easy(game: Game, seat: Seat, rng: random.Random) -> Bot:
    return EasyBot(_heuristic(game, seat, rng), rng)


def _search(level: str) -> BotFactory:
    def factory(game: Game, seat: Seat, rng: random.Random) -> Bot:
        from royaumes.bots.ismcts import search_bot

        return search_bot(level, game, seat, rng)

    return factory


_BOTS: dict[str, BotFactory] = {
    "random": _random,
    "easy": _easy,
    "normal": _heuristic,
    "hard": _search("hard"),
    "expert": _search("expert"),
}
"""The levels, weakest first."""

ALIASES: dict[str, str] = {"heuristic": "normal"}
"""Other names a bot is known by: ``heuristic`` is ``normal`` (its name before the
levels, kept for saved tables and scripts)."""

SEARCH_LEVELS = frozenset({"hard", "expert"})
"""The levels that search (:mod:`royaumes.bots.ismcts`): up to seconds a move, so a
server runs them off its event loop."""


def bot_names() -> tuple[str, ...]:
    """The levels a player chooses from, weakest first (aliases left out)."""
    return tuple(_BOTS)


def canonical_bot_name(name: str) -> str:
    """The level ``name`` stands for (an alias resolved).

    Raises:
        ConfigError: no bot has this name.

    >>> canonical_bot_name("heuristic"), canonical_bot_name("hard")
    ('normal', 'hard')
    """
    name = ALIASES.get(name, name)
    if name not in _BOTS:
        raise ConfigError(f"unknown bot {name!r}; known: {', '.join(bot_names())}")
    return name


def make_bot(name: str, game: Game, seat: Seat, rng: random.Random) -> Bot:
    """A new bot by registry name.

    Args:
        name: one of :func:`bot_names` or an alias (``heuristic``).
        game: the game it will play.
        seat: the seat it will sit at.
        rng: its own random stream (never the chance stream).

    Raises:
        ConfigError: no bot has this name, or the game has no such bot.
    """
    return _BOTS[canonical_bot_name(name)](game, seat, rng)
