"""Scenario helpers for the Débarquement tests (spec ``shared/rules/deux_rois.md`` §3).

States are built by applying chance outcomes explicitly: :func:`start` deals
the chosen hands in dealing order (§3.2: the first player receives 6 cards,
then the next seat up, wrapping round), :func:`draw` gives the drawn cards in
seat order from the first player, and :func:`turn` plays one turn, every
seat's ``choose C`` in seat order, then each neutral card's ``place C boat``
as the engine asks for it. Cards are their numbers; boats are 0 (Norman) and
1 (English) as in the engine.

Positions other than the start of a deal (the last turn of a deal with
chosen captures and totals) are made by :func:`last_turn`, which writes the
engine's private fields on a copy (``State._evolve``); the tests that use it
say so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from royaumes.game import CHANCE, HOST
from royaumes.game import Action as BaseAction
from royaumes.game import State as BaseState
from royaumes.games.debarquement import GAME, Phase, State, View

NORMAN, ENGLISH = 0, 1
"""The boats' indices (§3.1: Norman red, English blue)."""


def new(num_players: int = 3, **options: object) -> State:
    """A new table with these options (the others at DEFAULT)."""
    return GAME.new_state(num_players, options)


def apply(state: State, seat: int, text: str) -> State:
    """``seat`` plays the action with canonical text ``text``."""
    after: BaseState = state.apply(seat, GAME.parse_action(text))
    assert isinstance(after, State)
    return after


def chance(state: State, *cards: int) -> State:
    """Apply ``deal C`` chance outcomes, one after the other."""
    for card in cards:
        assert state.to_move == (CHANCE,), f"not a chance node before deal {card}: {state!r}"
        state = apply(state, CHANCE, f"deal {card}")
    return state


def deal(state: State, hands: Sequence[Sequence[int]]) -> State:
    """Deal ``hands[seat]`` to each seat in dealing order, from this deal's first player."""
    assert spectator(state).phase is Phase.DEAL
    n = state.num_players
    first = spectator(state).first_seat
    for k in range(n):
        seat = (first + k) % n
        if spectator(state).eliminated[seat]:
            continue
        assert len(hands[seat]) == 6, hands[seat]
        state = chance(state, *hands[seat])
    assert spectator(state).phase is Phase.SELECT
    return state


def start(hands: Sequence[Sequence[int]], **options: object) -> State:
    """A new ``len(hands)``-player table with these hands dealt (turn 1, select)."""
    return deal(new(len(hands), **options), hands)


def fill(hands: Sequence[Sequence[int]]) -> list[list[int]]:
    """Complete each partial hand to 6 cards with the highest cards nobody was given.

    The filler cards are taken from the top (50, 49, ...) so that they stay
    out of the way of low scenario cards: the hands of a scenario name the
    cards played, the fillers are never played by the scenario.
    """
    used = {c for h in hands for c in h}
    spare = [c for c in range(50, 0, -1) if c not in used]
    out = []
    for h in hands:
        extra = [spare.pop(0) for _ in range(6 - len(h))]
        out.append([*h, *extra])
    return out


def draw(state: State, *cards: int) -> State:
    """The draw step (§3.3.4): ``cards`` in seat order from the first player, or, if none
    are given, the highest cards of the pile (out of the way of scenario cards)."""
    assert spectator(state).phase is Phase.DRAW, state
    if cards:
        return chance(state, *cards)
    while spectator(state).phase is Phase.DRAW:
        state = apply(state, CHANCE, str(state.legal_actions(CHANCE)[-1]))
    return state


def choose(state: State, choices: Mapping[int, int | str]) -> State:
    """Each seat of ``choices`` (in seat order) selects: ``27`` is ``choose 27``,
    ``"44 english"`` is ``choose 44 english`` (predeclare)."""
    for seat in sorted(choices):
        state = apply(state, seat, f"choose {choices[seat]}")
    return state


def place_neutrals(state: State, boats: Mapping[int, str]) -> State:
    """While a neutral card waits for its boat, its owner places it as ``boats[card]``
    (a card missing from ``boats`` is left waiting)."""
    while spectator(state).phase is Phase.PLACE:
        placing = spectator(state).placing
        assert placing is not None
        seat, card = placing
        assert state.to_move == (seat, HOST)
        if card not in boats:
            break
        state = apply(state, seat, f"place {card} {boats[card]}")
    return state


def turn(state: State, *cards: int | str | None, boats: Mapping[int, str] | None = None) -> State:
    """One turn: ``cards[seat]`` is seat's choice (``None``: that seat does not play);
    neutral cards are then placed as ``boats`` says. Returns the state after the last
    placement (the draw step, the next turn, the next deal, or the end), or at the first
    neutral card ``boats`` does not name, waiting for its boat."""
    assert spectator(state).phase is Phase.SELECT, state
    state = choose(state, {p: c for p, c in enumerate(cards) if c is not None})
    return place_neutrals(state, boats or {})


def auto(state: State, *, until_deal: int | None = None, max_turns: int | None = None) -> State:
    """Play on by rule-neutral defaults: each seat its lowest legal action, HOST's
    ``end_phase`` for neutral boats (§3.8), chance the lowest pile card. Stops at the end
    of the game, when deal ``until_deal`` starts, or after ``max_turns`` turns."""
    turns = 0
    while not state.is_over:
        view = spectator(state)
        if until_deal is not None and view.deal >= until_deal:
            break
        if view.phase is Phase.SELECT:
            if max_turns is not None and turns >= max_turns:
                break
            turns += 1
            for seat in view.waiting:
                state = state_apply(state, seat, state.legal_actions(seat)[0])
        elif view.phase is Phase.PLACE:
            state = apply(state, HOST, "end_phase")
        else:
            state = state_apply(state, CHANCE, state.legal_actions(CHANCE)[0])
    return state


def state_apply(state: State, seat: int, action: BaseAction) -> State:
    """``state.apply`` typed for the tests."""
    after: BaseState = state.apply(seat, action)
    assert isinstance(after, State)
    return after


def last_turn(
    cards: Sequence[int],
    captures: Sequence[Sequence[Sequence[int]]],
    totals: Sequence[int] | None = None,
    **options: object,
) -> State:
    """The last turn of deal 1: seat p holds only ``cards[p]``, the pile is empty, the
    boats are empty, p has captured ``captures[p]`` this deal, and the cumulative totals
    before this deal are ``totals``.

    Built by dealing real hands through the engine, then writing private fields on a
    copy (see :func:`to_last_turn`); ``_totals`` too when ``totals`` is given.
    """
    n = len(cards)
    state = start(spare_hands(cards, captures), **options)
    state = to_last_turn(state, cards, captures)
    if totals is not None:
        state._totals = tuple(totals)
    assert n == state.num_players
    return state


def spare_hands(
    cards: Sequence[int], captures: Sequence[Sequence[Sequence[int]]]
) -> list[list[int]]:
    """Hands of 6 for :func:`to_last_turn`: ``cards[p]`` and 5 cards used nowhere else."""
    n = len(cards)
    used = set(cards) | {c for caps in captures for b in caps for c in b}
    assert len(used) == len(cards) + sum(len(b) for caps in captures for b in caps)
    spare = [c for c in range(1, 51) if c not in used]
    return [[cards[p], *spare[5 * p : 5 * p + 5]] for p in range(n)]


def to_last_turn(
    state: State, cards: Sequence[int], captures: Sequence[Sequence[Sequence[int]]]
) -> State:
    """``state`` (a deal's first turn) turned into that deal's last turn: seat p holds only
    ``cards[p]``, the pile is empty, the boats are empty and p has captured ``captures[p]``
    this deal (added to his game-long record and boat count).

    Writes the private fields ``_hands``, ``_pile``, ``_boats``, ``_captures``,
    ``_all_cards``, ``_boats_captured`` and ``_turn`` on a copy. The last turn (at most
    4 cards, placed without a capture) then ends the deal through the engine (§3.6).
    """
    assert spectator(state).phase is Phase.SELECT
    n = state.num_players
    s = state._evolve()
    s._hands = tuple(1 << c for c in cards)
    s._pile = 0
    s._boats = ((), ())
    s._captures = tuple(tuple(tuple(b) for b in caps) for caps in captures)
    s._all_cards = tuple(
        s._all_cards[p] + tuple(c for b in captures[p] for c in b) for p in range(n)
    )
    s._boats_captured = tuple(s._boats_captured[p] + len(captures[p]) for p in range(n))
    s._turn = 50 // n
    return s


def spectator(state: State) -> View:
    """The spectator's view (what HOST sees)."""
    return state.view(None)


def visible(state: State, boat: int) -> tuple[int, ...]:
    """The visible cards of a boat, left to right."""
    return spectator(state).visible(boat)


def notes(state: State, prefix: str, seat: int | None = None) -> list[str]:
    """The texts of ``seat``'s events (the spectator's by default) starting with ``prefix``."""
    return [e.text for e in state.view(seat).events if e.text.startswith(prefix)]


def legal(state: State, seat: int) -> set[str]:
    """The texts of ``seat``'s legal actions."""
    return {str(a) for a in state.legal_actions(seat)}
