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

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import cast

from royaumes.errors import IllegalActionError
from royaumes.game import CHANCE, Event
from royaumes.game import Action as BaseAction
from royaumes.game import State as BaseState
from royaumes.games.prince_noir import GAME, State, View, catalogue
from royaumes.games.prince_noir.rules import ActionKind
from royaumes.sampling import sample_by_replay

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
    copy (then ``_settle`` recomputes who moves). A pile not given is the rest of that
    side's deck.
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
    s._settle()  # who moves follows the shield written here
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


# ---------------------------------------------------------------------------
# Samplers of a state from a view, as references for ``GAME.sample_state``


def _seat_of(event: Event) -> int | None:
    if event.actor == "chance":
        return CHANCE
    return int(event.actor[1:]) if event.actor.startswith("P") else None


def _hidden_candidates(
    state: BaseState, view_events: Sequence[Event], index: int, rng: random.Random
) -> list[BaseAction]:
    """What may hide behind a redacted event: a draw, or a face-down group of that size."""
    assert isinstance(state, State)
    event = view_events[index]
    seat = CHANCE if event.actor == "chance" else int(event.actor[1:])
    options = list(state.legal_actions(seat))
    rng.shuffle(options)
    if event.kind == "draw":
        later = Counter(
            card
            for e in view_events[index + 1 :]
            if e.kind == "reveal"
            for i in range(1, 5)
            for card in str(e.params[f"cards{i}"]).split("+")
        )
        options.sort(key=lambda a: -later[catalogue().cards[a.arg].id])
        return list(options)
    p = event.params  # a face-down group: its role, castle and size
    kind = ActionKind.ATTACK if p["role"] == "attack" else ActionKind.DEFEND
    return [a for a in options if a.kind is kind and a.castle + 1 == p["castle"]
            and sum(a.group) == p["size"]]  # fmt: skip


def replay_sample(view: View, rng: random.Random) -> State:
    """The engine's former ``sample_state``: the view's history replayed through ``apply``
    with backtracking (:func:`royaumes.sampling.sample_by_replay`), each hidden draw
    trying first the cards the view later shows revealed. Kept as a reference: its states
    are consistent, but its depth-first search is not uniform over the consistent worlds
    (it prefers the cards revealed later), so distributions are compared with
    :func:`consistent_worlds` instead."""
    sampled = sample_by_replay(
        GAME, view, rng,
        events_since=lambda new, old, seat, reveal_all: cast(State, new).events_for(
            seat, cast(State, old), reveal_all
        ),
        candidates=_hidden_candidates,
        signature=lambda s: (cast(State, s)._hands, cast(State, s)._piles),
    )  # fmt: skip
    assert isinstance(sampled, State)
    return sampled


def world(state: State) -> tuple[str, ...]:
    """A state's whole history as text: one hidden world."""
    return tuple(f"{seat} {action}" for seat, action in state.history())


def consistent_worlds(view: View) -> dict[tuple[str, ...], float]:
    """Every world (history, :func:`world`) whose view for ``view.seat`` is ``view``, with
    its probability: the product of its chance outcomes' probabilities (the seats' hidden
    choices weigh nothing), normalised. Exhaustive: for small positions only."""
    target = view.events
    reveal_all = view.result is not None
    found: dict[tuple[str, ...], float] = {}

    def walk(state: State, done: int, p: float) -> None:
        if done == len(target):
            if state.view(view.seat) == view:
                found[world(state)] = found.get(world(state), 0.0) + p
            return
        event = target[done]
        seat = _seat_of(event)
        if seat is None:
            return  # a table line that no action of this replay produced
        options: list[tuple[BaseAction, float]]
        if not event.is_redacted:
            options = [(GAME.parse_action(event.text), 1.0)]
        elif seat == CHANCE:
            options = list(state.chance_outcomes())
        else:
            options = [(a, 1.0) for a in state.legal_actions(seat)]
        for action, q in options:
            try:
                new = state.apply(seat, action)
            except IllegalActionError:
                continue
            produced = new.events_for(view.seat, state, reveal_all)
            expected = target[done : done + len(produced)]
            if len(expected) == len(produced) and all(
                e == n or (n.is_redacted and not e.is_redacted and e.actor == n.actor)
                for e, n in zip(expected, produced, strict=True)
            ):
                walk(new, done + len(produced), p * q)

    walk(GAME.new_state(2, view.options), 0, 1.0)
    total = sum(found.values())
    return {key: p / total for key, p in found.items()}
