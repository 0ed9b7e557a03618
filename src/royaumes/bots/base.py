"""The bot protocol and the registry of bots by name.

A bot is given its seat's view and the legal actions, never the state, so it
cannot cheat (DESIGN.md, "Bots"). The view is handed over lazily, as a
function that builds it on the first call (:func:`seat_view`): a bot that does
not read it (the random bot) costs no view at all.
"""

from __future__ import annotations

import importlib
import os
import random
import sys
from collections.abc import Callable
from typing import Protocol, TypeAlias, cast, runtime_checkable

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
    "load_bot_factory",
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


def canonical_bot_name(name: str, *, external: bool = False) -> str:
    """The level ``name`` stands for (an alias resolved).

    Args:
        name: a level, an alias, or (``external`` only) ``module:factory``.
        external: accept a designer's own bot, ``module:factory`` (kept as given);
            the command line's simulations allow it, a server never does.

    Raises:
        ConfigError: no bot has this name.

    >>> canonical_bot_name("heuristic"), canonical_bot_name("hard")
    ('normal', 'hard')
    """
    if external and ":" in name:
        return name
    name = ALIASES.get(name, name)
    if name not in _BOTS:
        raise ConfigError(f"unknown bot {name!r}; known: {', '.join(bot_names())}")
    return name


def load_bot_factory(where: str) -> BotFactory:
    """A designer's bot factory from ``module:factory`` (``factory(game, seat, rng) ->
    Bot``, as the registry's).

    The module is imported as Python finds it; when it is not found and the current
    directory is not on ``sys.path`` (the ``royaumes`` command's case), it is looked for
    there too, as uvicorn finds an app.

    Raises:
        ConfigError: a malformed name, a module that cannot be imported, or no callable
            of that name in it.

    >>> load_bot_factory("royaumes.bots.heuristics.prince_noir:make").__name__
    'make'
    """
    module_name, sep, attribute = where.partition(":")
    if not sep or not module_name or not attribute.isidentifier():
        raise ConfigError(f"a bot of your own is named module:factory, not {where!r}")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        here = os.getcwd()
        if exc.name != module_name.partition(".")[0] or here in sys.path or "" in sys.path:
            raise ConfigError(f"cannot import the bot's module {module_name!r}: {exc}") from exc
        sys.path.insert(0, here)
        try:
            module = importlib.import_module(module_name)
        except ImportError as again:
            raise ConfigError(f"cannot import the bot's module {module_name!r}: {again}") from again
    except ImportError as exc:
        raise ConfigError(f"cannot import the bot's module {module_name!r}: {exc}") from exc
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise ConfigError(f"{module_name!r} has no bot factory {attribute!r}")
    return cast(BotFactory, factory)


def make_bot(
    name: str, game: Game, seat: Seat, rng: random.Random, *, external: bool = False
) -> Bot:
    """A new bot by registry name.

    Args:
        name: one of :func:`bot_names` or an alias (``heuristic``); with ``external``,
            also ``module:factory`` (:func:`load_bot_factory`).
        game: the game it will play.
        seat: the seat it will sit at.
        rng: its own random stream (never the chance stream).
        external: accept a designer's own bot (never on a server).

    Raises:
        ConfigError: no bot has this name, or the game has no such bot; a designer's
            bot that cannot be loaded, or whose factory fails or returns no bot.
    """
    if external and ":" in name:
        try:
            bot = load_bot_factory(name)(game, seat, rng)
        except ConfigError:
            raise
        except Exception as exc:  # the designer's code: say whose error it is
            raise ConfigError(f"the bot factory {name!r} failed: {exc!r}") from exc
        if not callable(getattr(bot, "act", None)):
            raise ConfigError(f"the bot factory {name!r} returned no bot (it has no act())")
        if not isinstance(getattr(bot, "name", None), str):
            try:  # a name is optional for a designer's bot: it is then known by its factory
                bot.name = name
            except AttributeError:
                raise ConfigError(f"give the bot of {name!r} a name attribute") from None
        return bot
    return _BOTS[canonical_bot_name(name)](game, seat, rng)
