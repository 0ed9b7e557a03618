"""Scenario helpers for the For a Crown tests.

Every state is built by applying chance outcomes explicitly (``gallery P1``,
``flip L2-05``, ``draw L4-03``, ``reveal L2-05 P1``, ``reveal E1``,
``event E6``, ``roll MOVE``) and seat actions by their canonical text, never
by sampling (STYLE.md, "Tests": scenario tests build the state they need).
Names follow the spec ``shared/rules/for_a_crown.md``: families ``P0`` ..
``P4`` (the worked examples' A .. E), levels ``1`` .. ``5``.

Two kinds of fast-forward keep the tests short:

- :func:`recruits` plays a list of recruitments, each by whoever is to move
  (payments default to as many Coins as possible);
- :func:`auto` plays a deterministic "quiet" policy (level-1 COIN or RUBY
  halves, ``mages pass``, ``bribe 0``, HIT on the richest opponent, the
  first outcome of every turn-over) until a condition holds. It never
  chooses the Event added at End of Round: tests name it (``event E6``).

Some worked examples start from mid-game chests that would take dozens of
actions to reach by play. :func:`rig` builds those: it is a test-only helper
that writes the engine's private fields on a copy made by ``State._evolve()``
(states are immutable). Every test that uses it says so in its docstring.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import cast

from royaumes.game import CHANCE, Event, Seat
from royaumes.game import Action as BaseAction
from royaumes.game import State as BaseState
from royaumes.games.for_a_crown import GAME, Action, Chest, Phase, State, View, catalogue
from royaumes.games.for_a_crown.rules import _PAYMENTS
from royaumes.sampling import sample_by_replay

FLIPS: tuple[str, ...] = (
    "L2-05",
    "L2-06",
    "L3-07",
    "L3-04",
    "L4-03",
    "L4-07",
    "L5-01",
    "L5-05",
)
"""The setup's face-up cards in flip order (§3: L2, L2, L3, L3, L4, L4, L5, L5)."""

_CHANCE_VERBS = ("gallery", "flip", "draw", "reveal", "event", "roll")


def new(num_players: int, **options: object) -> State:
    """A new table with these options (the others at DEFAULT)."""
    return GAME.new_state(num_players, options)


def seat_of(name: str) -> Seat:
    """The engine seat of ``"P2"``."""
    assert name.startswith("P"), name
    return int(name[1:])


def _apply(state: State, seat: Seat, text: str) -> State:
    return state.apply(seat, GAME.parse_action(text))


def chance(state: State, *texts: str) -> State:
    """Apply chance outcomes by their canonical text, one after the other."""
    for text in texts:
        assert state.to_move == (CHANCE,), f"not a chance node before {text!r}: {state!r}"
        state = _apply(state, CHANCE, text)
    return state


def act(state: State, name: str, *texts: str) -> State:
    """``name`` plays each of ``texts`` in turn; checks that it is to move each time."""
    seat = seat_of(name)
    for text in texts:
        assert state.to_move == (seat,), f"{name} is not to move before {text!r}: {state.to_move}"
        state = _apply(state, seat, text)
    return state


def steps(state: State, *lines: str) -> State:
    """Apply a script: ``"P0 recruit L1-RB"`` is a seat action, ``"reveal E1"`` chance."""
    for line in lines:
        first, _, rest = line.partition(" ")
        state = chance(state, line) if first in _CHANCE_VERBS else act(state, first, rest)
    return state


def setup(
    num_players: int,
    gallery: str | None = None,
    flips: tuple[str, ...] = FLIPS,
    **options: object,
) -> State:
    """A table after setup (§3), at the first recruitment of round 1.

    Args:
        num_players: 3 to 5.
        gallery: the families in placement order, first on the starting space
            (the most influential), e.g. ``"P1 P2 P0"``; DEFAULT ``P0 P1 ...``.
        flips: the 8 face-up cards, in flip order.
        options: game options.
    """
    return _setup(num_players, gallery, flips, options)


def _setup(
    num_players: int, gallery: str | None, flips: tuple[str, ...], options: Mapping[str, object]
) -> State:
    order = gallery.split() if gallery else [f"P{k}" for k in range(num_players)]
    state = chance(GAME.new_state(num_players, options), *(f"gallery {p}" for p in order))
    return chance(state, *(f"flip {card}" for card in flips))


def decider(state: State) -> Seat:
    """The one seat to move (a seat, not chance)."""
    (seat,) = state.to_move
    assert seat != CHANCE, f"a chance node: {state!r}"
    return seat


def recruits(state: State, *entries: str) -> State:
    """Play recruitments in turn order, each by whoever is to move.

    An entry is a card to recruit (``"L1-RB"``, ``"L3-07"``, ``"4 deck"``),
    ``"skip"``, a payment (``"pay 1c4r"``) by the family paying, or a chance
    outcome (``"flip L2-02"``, ``"draw L4-03"``). A recruitment that costs
    more than 0 and is not followed by a ``pay`` entry is paid with as many
    Coins as the chest allows.
    """
    for i, entry in enumerate(entries):
        first = entry.split()[0]
        if first in _CHANCE_VERBS:
            state = chance(state, entry)
            continue
        seat = decider(state)
        if first in ("pay", "skip"):
            state = _apply(state, seat, entry)
            continue
        state = _apply(state, seat, f"recruit {entry}")
        explicit = i + 1 < len(entries) and entries[i + 1].startswith("pay ")
        if state.view(None).phase is Phase.PAY and not explicit:
            state = state.apply(seat, state.legal_actions(seat)[-1])
    return state


def legal(state: State) -> list[str]:
    """The texts of the legal actions of whoever is to move (chance included)."""
    (seat,) = state.to_move
    return [str(a) for a in state.legal_actions(seat)]


def outcomes(state: State) -> dict[str, float]:
    """The chance outcomes here, text to probability."""
    return {str(a): p for a, p in state.chance_outcomes()}


def spectator(state: State) -> View:
    """The spectator's view."""
    return state.view(None)


def chest(state: State, name: str) -> Chest:
    """The chest of ``name``, as its owner sees it."""
    seat = seat_of(name)
    found = state.view(seat).chests[seat]
    assert found is not None
    return found


def rubies(state: State) -> tuple[int, ...]:
    """Every family's Rubies, each read from its own view."""
    return tuple(chest(state, f"P{k}").rubies for k in range(state.num_players))


def coins(state: State) -> tuple[int, ...]:
    """Every family's Coins, each read from its own view."""
    return tuple(chest(state, f"P{k}").coins for k in range(state.num_players))


def texts(view: View) -> list[str]:
    """The events of a view as ``"actor text"`` lines."""
    return [f"{e.actor} {e.text}" for e in view.events]


def rig(
    state: State,
    *,
    rubies: Mapping[str, int] | None = None,
    coins: Mapping[str, int] | None = None,
    bandits: Mapping[str, int] | None = None,
    heirloom: Mapping[str, bool] | None = None,
    gallery: Mapping[str, int] | None = None,
    reserve: tuple[int, int, int] | None = None,
) -> State:
    """A copy of ``state`` with some chests, Bandits or Portraits replaced (test only).

    It writes the engine's private fields (``_rubies``, ``_coins``,
    ``_bandits``, ``_heirloom``, ``_gallery``, ``_reserve``) on the copy that
    ``State._evolve()`` makes; ``state`` itself is unchanged. The history is
    not touched, so two rigged states compare by their views, not with
    ``==``. Rig the Gallery only during a Reveal: a Recruit phase reads its
    order when it starts.
    """
    out = state._evolve()

    def patch(values: tuple[int, ...], changes: Mapping[str, int] | None) -> tuple[int, ...]:
        items = list(values)
        for name, value in (changes or {}).items():
            items[seat_of(name)] = value
        return tuple(items)

    out._rubies = patch(out._rubies, rubies)
    out._coins = patch(out._coins, coins)
    out._bandits = patch(out._bandits, bandits)
    out._gallery = patch(out._gallery, gallery)
    flags = list(out._heirloom)
    for name, flag in (heirloom or {}).items():
        flags[seat_of(name)] = flag
    out._heirloom = tuple(flags)
    if reserve is not None:
        out._reserve = reserve
    return out


# ---------------------------------------------------------------------------
# The quiet policy


_RECRUIT_PREFERENCE = ("recruit L1-CM", "recruit L1-RB", "recruit L1-HD")
_SYMBOLS = ("RUBY", "COIN", "BANDIT", "HIT", "MOVE", "DIE")
"""The symbols in the catalogue's index order (§2.2)."""
_CHOOSE_PREFERENCE = ("choose COIN", "choose RUBY", "choose DIE")
_QUIET_CARDS = frozenset(
    m.id
    for m in catalogue().mercenaries
    if m.level > 1 and all(_SYMBOLS[s] in ("RUBY", "COIN", "DIE") for s in m.symbols)
)
"""Cards the quiet policy draws blind: only RUBY, COIN and DIE (rolled COIN) symbols."""


def _quiet_action(state: State, keep_last: str | None) -> tuple[Seat, Action]:
    """The quiet policy's action here (see the module docstring)."""
    (seat,) = state.to_move
    phase = state.view(None).phase
    actions = state.legal_actions(seat)
    by_text = {str(a): a for a in actions}
    if seat == CHANCE:
        assert phase is not Phase.EVENT, "the test must name the added Event"
        if phase is Phase.ROLL and "roll COIN" in by_text:
            return seat, by_text["roll COIN"]
        if phase is Phase.DRAW:
            quiet = [a for a in actions if str(a).split()[1] in _QUIET_CARDS]
            return seat, (quiet or list(actions))[0]
        if phase is Phase.REVEAL and keep_last is not None:
            others = [a for a in actions if str(a) != f"reveal {keep_last}"]
            if others:
                return seat, others[0]
        return seat, actions[0]
    preference: tuple[str, ...] = ()
    if phase is Phase.RECRUIT:
        names = [m.id for m in catalogue().mercenaries]
        decks = tuple(
            f"recruit {level} deck"
            for level in range(2, 6)
            if any(names[i] in _QUIET_CARDS for i in state._decks[level - 2])
        )
        preference = (*_RECRUIT_PREFERENCE, *decks)
    elif phase is Phase.CHOOSE:
        preference = _CHOOSE_PREFERENCE
    elif phase is Phase.BRIBE:
        preference = ("bribe 0",)
    elif phase is Phase.MAGES:
        preference = ("mages pass",)
    elif phase is Phase.PAY:
        return seat, actions[-1]  # as many Coins as possible
    elif phase is Phase.HIT:
        richest = max(actions, key=lambda a: state._rubies[int(str(a).split()[1][1:])])
        return seat, richest
    for text in preference:
        if text in by_text:
            return seat, by_text[text]
    return seat, actions[0]


def auto(
    state: State,
    until: Callable[[State], bool],
    keep_last: str | None = None,
) -> State:
    """Play the quiet policy until ``until(state)`` holds.

    Args:
        state: where to start.
        until: the stop condition, checked before every action.
        keep_last: a turn-over (``"L1-CM P0"``) kept until it is the only
            card left in the shared deck.

    Raises:
        AssertionError: the game ended, or an Event must be added, first.
    """
    while not until(state):
        assert not state.is_over, "the game ended before the stop condition"
        seat, action = _quiet_action(state, keep_last)
        state = state.apply(seat, action)
    return state


def at_phase(*phases: Phase) -> Callable[[State], bool]:
    """A stop condition: the game waits for one of ``phases``."""
    return lambda state: state.view(None).phase in phases


def finish_recruit(state: State) -> State:
    """Play the quiet policy to the first turn-over of the Reveal."""
    return auto(state, at_phase(Phase.REVEAL))


def finish_reveal(state: State) -> State:
    """Play the quiet policy to the end of the Reveal (the added Event, or the end)."""
    return auto(state, lambda s: s.is_over or s.view(None).phase is Phase.EVENT)


def next_round(state: State, event: str) -> State:
    """Finish the Reveal quietly, add ``event`` (``"E6"``), stop at the next Recruit."""
    state = finish_reveal(state)
    assert not state.view(None).eliminated, "the quiet policy eliminated a family"
    return chance(state, f"event {event}")


@functools.cache
def quiet_reveal(
    num_players: int,
    round_number: int,
    events: tuple[str, ...] = ("E5", "E3", "E4"),
    **options: object,
) -> State:
    """A quiet game at the first turn-over of round ``round_number``'s Reveal.

    ``options`` (DEFAULT otherwise), the DEFAULT Gallery (``P0`` on space 9, then leftwards),
    :data:`FLIPS`, and ``events[r - 1]`` added at the end of round r. The
    quiet policy picks COIN, RUBY or DIE halves, rolls COIN and recruits
    from the level-1 stacks, then blind cards with only RUBY, COIN and DIE
    symbols: no Portrait moves, nobody gets a Bandit or a HIT.
    """
    state = finish_recruit(_setup(num_players, None, FLIPS, options))
    for r in range(1, round_number):
        state = finish_recruit(next_round(state, events[r - 1]))
    return state


@functools.cache
def last_card_of_the_game(num_players: int = 4) -> State:
    """A quiet 4-round game at the CHOOSE decision of the very last turn-over.

    The last card is ``L1-CM P0`` (P0 recruits one in round 1); when P0
    chooses, the final adjustments follow at once (``choose COIN`` gives P0
    one Coin first).
    """
    state = quiet_reveal(num_players, 4)
    state = auto(
        state,
        lambda s: s.view(None).phase is Phase.CHOOSE and s.view(None).shared_deck == 0,
        keep_last="L1-CM P0",
    )
    assert state.view(None).resolving == "L1-CM P0"
    assert not state.view(None).eliminated
    return state


# ---------------------------------------------------------------------------
# Builders shared by several test files


@functools.cache
def hitter_reveal(num_players: int = 3, **options: object) -> State:
    """Round 1 at its first turn-over: P0 owns ``L2-06`` (HIT, HIT) and ``L1-HD``.

    Recruits, in influence order (P0 on space 9, then P1, P2, ...): P0 takes
    the face-up ``L2-06`` for 3 (``pay 3c0r``), every other family
    ``L1-RB``; the L2 slot is refilled with ``L2-01``; then P0 takes
    ``L1-HD`` and every other family ``L1-CM``. P0 ends the recruitment with
    0 Coins and 9 Rubies.
    """
    others = num_players - 1
    state = _setup(num_players, None, FLIPS, options)
    state = recruits(state, "L2-06", "pay 3c0r", *["L1-RB"] * others, "flip L2-01")
    return recruits(state, "L1-HD", *["L1-CM"] * others)


@functools.cache
def round2_hitter_reveal(event: str, num_players: int = 3, **options: object) -> State:
    """Round 2 at its first turn-over, ``event`` added at the end of a quiet round 1.

    In round 2, P0 takes the face-up ``L2-06`` (HIT, HIT) for 1 (``pay
    1c0r``) and every other family a level-1 card (quiet policy).
    """
    state = finish_recruit(_setup(num_players, None, FLIPS, options))
    state = next_round(state, event)
    state = recruits(state, "L2-06", "pay 1c0r")
    return finish_recruit(state)


# ---------------------------------------------------------------------------
# The reference sampler: replay of the view's history (the engine's sampler before
# issue 18). ``GAME.sample_state`` now solves the hidden cards directly
# (``royaumes.games.for_a_crown.sampler``); this one stays as a reference for the
# sampling tests. Its depth-first search tries the cards the view later turns over
# first, so it is not uniform over the consistent worlds.


def replay_sample(view: View, rng: random.Random) -> State:
    """A state consistent with ``view``, found by replaying its history and trying
    candidates for each hidden step (:func:`royaumes.sampling.sample_by_replay`).

    Raises:
        ConfigError: no consistent state was found.
    """
    return cast(
        State,
        sample_by_replay(
            GAME,
            view,
            rng,
            events_since=lambda new, old, seat, reveal_all: cast(State, new).events_for(
                seat, cast(State, old), reveal_all
            ),
            candidates=_hidden_candidates,
            signature=_hidden_signature,
            owner=lambda e: e.actor if e.kind == "pay_hidden" else None,
            blame=_chest_blame,
        ),
    )


def _hidden_candidates(
    state: BaseState, view_events: Sequence[Event], index: int, rng: random.Random
) -> list[BaseAction]:
    """What may hide behind a redacted event: a blind draw, an added Event, a payment.

    Cards the rest of the view shows turned over come first (a blind card is
    revealed in the same round; an added Event in the next), so the search
    rarely backtracks.
    """
    assert isinstance(state, State)
    event = view_events[index]
    later = {
        (e.params["card"], e.params.get("owner"))
        for e in view_events[index + 1 :]
        if e.kind in ("reveal", "reveal_event")
    }
    seat = CHANCE if event.actor == "chance" else int(event.actor[1:])
    options = list(state.legal_actions(seat))
    rng.shuffle(options)
    cat = catalogue()
    if event.kind == "draw":
        owner = state._decider
        options.sort(key=lambda a: (cat.mercenaries[a.arg].id, owner) not in later)
    elif event.kind == "event":
        options.sort(key=lambda a: (cat.events[a.arg].id, None) not in later)
    elif event.kind == "pay_hidden":
        # A hidden split: keep Rubies while no Heirloom sale of this family is
        # ahead (no forced loss emptied its chest), spend them when one is.
        total = event.params["total"]
        options = [a for a in options if sum(_PAYMENTS[a.arg]) == total]
        sale = any(
            e.kind == "sell" and f"P{e.params['seat']}" == event.actor
            for e in view_events[index + 1 :]
        )
        options.sort(key=lambda a: _PAYMENTS[a.arg][0] if sale else -_PAYMENTS[a.arg][0])
    return list(options)


def _chest_blame(event: Event) -> str | None:
    """A wrong Heirloom sale or elimination of a family is down to its own chest,
    so to its own hidden payment splits."""
    if event.kind in ("sell", "eliminate"):
        return f"P{event.params['seat']}"
    return None


def _hidden_signature(state: BaseState) -> Hashable:
    """What a view may not pin down: chests, owned cards, the decks' contents."""
    assert isinstance(state, State)
    return (state._rubies, state._coins, state._owned, state._shared, state._event_stack,
            state._decks)  # fmt: skip
