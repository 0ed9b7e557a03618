"""Scenario helpers for the Les Chevauchées du Prince Noir tests.

States are built by applying chance outcomes explicitly (``sides EF``, then
English's 6 ``draw <type>``, then French's 6), and seat actions by their
canonical text (``attack 4 Ch+Pl``, ``defend 3 Rd+Pl+Pl``, ``order 6 2``),
never by sampling. Seat 0 is English throughout (``sides EF``) unless a test
says otherwise.

Positions other than the start of a game (a board such as ``EEEEFFEF``, a
hand of other than 6 cards, a short draw pile, French holding the shield) are
made by :func:`position`, which writes the engine's private fields on a copy
(``State._evolve``); the tests that use it say so.
"""

from __future__ import annotations

from collections.abc import Mapping

from royaumes.game import CHANCE
from royaumes.game import State as BaseState
from royaumes.games.prince_noir import GAME, State, View

TYPES: tuple[str, ...] = ("Sg", "Ch", "Rd", "Pl")
"""The card types in catalogue order (the order of a group's counts)."""

DECK: dict[str, int] = {"Sg": 3, "Ch": 4, "Rd": 5, "Pl": 6}
"""The DEFAULT deck of each side (§2)."""


def counts(cards: str) -> tuple[int, ...]:
    """A group or hand as counts per type: ``counts("Ch Pl Pl") == (0, 1, 0, 2)``."""
    names = cards.replace("+", " ").split()
    assert set(names) <= set(TYPES), cards
    return tuple(names.count(t) for t in TYPES)


def new(**options: object) -> State:
    """A new 2-player table with these options (the others at DEFAULT)."""
    return GAME.new_state(2, options)


def apply(state: State, seat: int, text: str) -> State:
    """``seat`` plays the action with canonical text ``text``."""
    after: BaseState = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def chance(state: State, *texts: str) -> State:
    """Apply chance outcomes by their canonical text, one after the other."""
    for text in texts:
        assert state.to_move == (CHANCE,), f"not a chance node before {text!r}: {state!r}"
        state = apply(state, CHANCE, text)
    return state


def draws(cards: str) -> list[str]:
    """``draws("Sg Pl") == ["draw Sg", "draw Pl"]``."""
    return [f"draw {c}" for c in cards.split()]


def deal(
    english: str = "Sg Ch Rd Rd Pl Pl", french: str = "Sg Ch Rd Rd Pl Pl", **options: object
) -> State:
    """A new table, seat 0 English (``sides EF``), the opening hands drawn (English first)."""
    return _deal(english, french, options)


def _deal(english: str, french: str, options: Mapping[str, object]) -> State:
    state = new(**options)
    if state.to_move == (CHANCE,) and options.get("sides", "random") == "random":
        state = chance(state, "sides EF")
    return chance(state, *draws(english), *draws(french))


def act(state: State, *texts: str) -> State:
    """Apply seat actions in order, each by the one seat to move."""
    for text in texts:
        (seat,) = state.to_move
        assert seat != CHANCE, f"a chance node before {text!r}: {state!r}"
        state = apply(state, seat, text)
    return state


def position(
    board: str,
    english: str,
    french: str,
    *,
    english_pile: str | None = None,
    french_pile: str | None = None,
    first: str = "E",
    **options: object,
) -> State:
    """The start of a turn (seat 0 English) with this board, hands, piles and shield.

    Built by dealing two DEFAULT hands through the engine, then writing the
    private fields ``_board``, ``_hands``, ``_piles`` and ``_shield`` on a
    copy. A pile not given is the rest of that side's deck.
    """
    state = _deal("Sg Ch Rd Rd Pl Pl", "Sg Ch Rd Rd Pl Pl", options)
    s = state._evolve()
    s._board = tuple("EF".index(ch) for ch in board)
    hands = (counts(english), counts(french))
    s._hands = hands
    piles = []
    for hand, pile in zip(hands, (english_pile, french_pile), strict=True):
        if pile is None:
            piles.append(tuple(DECK[t] - k for t, k in zip(TYPES, hand, strict=True)))
        else:
            piles.append(counts(pile))
    s._piles = (piles[0], piles[1])
    s._shield = "EF".index(first)
    return s


def spectator(state: State) -> View:
    """The spectator's view."""
    return state.view(None)


def notes(state: State, prefix: str) -> list[str]:
    """The public events whose text starts with ``prefix`` (``"combat"``, ``"reveal"``)."""
    return [e.text for e in spectator(state).events if e.text.startswith(prefix)]


def legal(state: State) -> set[str]:
    """The texts of the legal actions of the seat to move."""
    (seat,) = state.to_move
    return {str(a) for a in state.legal_actions(seat)}
