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

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from royaumes.errors import InvalidActionError
from royaumes.game import CHANCE, HOST, Event
from royaumes.game import Action as BaseAction
from royaumes.game import State as BaseState
from royaumes.games.debarquement import GAME, Phase, State, View
from royaumes.games.debarquement.rules import NUM_CARDS
from royaumes.sampling import sample_by_replay

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
    ``_all_cards``, ``_boats_captured`` and ``_turn`` on a copy, which keeps the
    original's history lines (the states played from it build theirs on it, not by
    replaying the actions from the start). The last turn (at most
    4 cards, placed without a capture) then ends the deal through the engine (§3.6).
    """
    assert spectator(state).phase is Phase.SELECT
    n = state.num_players
    s = state._evolve()
    s._memo["lines"] = state._lines()  # its history so far: the original's
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


# ---------------------------------------------------------------------------
# The reference sampler: the engine's former ``sample_state``, by replay


def replay_sample(view: View, rng: random.Random) -> State:
    """A state consistent with ``view`` found by replaying its history through ``apply``
    with backtracking (:func:`royaumes.sampling.sample_by_replay`), each hidden step
    tried in the order :class:`Candidates` proposes: the engine's sampler before it
    solved the hidden cards directly, kept as the reference the tests compare it with.

    Raises:
        ConfigError: no consistent state was found.
    """
    state = sample_by_replay(
        _LOGGING_GAME, view, rng,
        events_since=_events_since,
        candidates=Candidates(view.events, rng),
        signature=signature,
    )  # fmt: skip
    return cast(State, state)


class _LoggingGame:
    """``GAME`` for the replay, whose states write their lines as they are played (as
    the engine did before it built them when read): the replay reads every step's
    events, which then need no re-run of the step. Same states, same events."""

    spec = GAME.spec
    parse_action = staticmethod(GAME.parse_action)

    @staticmethod
    def new_state(num_players: int, options: Mapping[str, object] | None = None) -> State:
        first = GAME.new_state(num_players, options)
        state = State._initial(GAME, first._opts, first._options, num_players, logging=True)
        state._memo["lines"] = state._history
        return state


_LOGGING_GAME: Any = _LoggingGame()


def _events_since(new: BaseState, old: BaseState, seat: int | None,
                  reveal_all: bool) -> tuple[Event, ...]:  # fmt: skip
    """What ``seat`` sees of one replayed step (``new`` logged its lines as it went)."""
    state = cast(State, new)
    state._memo["lines"] = state._history
    return state.events_for(seat, cast(State, old), reveal_all)


def signature(state: BaseState) -> tuple[Any, ...]:
    """The hidden parts of a replayed state: what two replays may differ in."""
    s = cast(State, state)
    return (s._hands, s._pile, s._selection, s._sel_boat)


class Candidates:
    """What may hide behind a redacted event of one view, in the order to try it.

    The hidden cards dealt in each deal are solved first, seat by seat, as a
    schedule: a card a seat played later must reach it before that play, and
    can only be held over a turn where the clock played that seat's lowest
    card if it is higher than that card; cards the view never shows fill the
    other deals at random (where the clock's defaults allow). Receipts take,
    in order, the seat's played card with the earliest play among those it may
    hold by then (earliest deadline first), else a free card. A hidden choice
    is first the card that seat reveals next (last, if the seat revises it
    again before the reveal). Every other legal action follows, in random
    order, for the replay's backtracking.
    """

    def __init__(self, events: Sequence[Event], rng: random.Random) -> None:
        n = len(events)
        self.deal_end = [n] * n  # per event index: where its deal's events end
        end = n
        for i in range(n - 1, -1, -1):
            self.deal_end[i] = end
            if events[i].kind == "new_deal":
                end = i
        # Per seat name: (event index, card, boat text) of each card it revealed.
        self.plays: dict[str, list[tuple[int, int, str]]] = {}
        self.dealt: dict[int, int] = {}  # hidden deal event index -> the card to try first
        starts = [0] + [
            i for i, e in enumerate(events) if e.kind == "new_deal"
        ]  # fmt: skip
        for start in starts:
            self._solve_deal(events, start, self.deal_end[start] if start < n else n, rng)

    def _solve_deal(self, events: Sequence[Event], start: int, end: int,
                    rng: random.Random) -> None:  # fmt: skip
        plays: dict[str, list[tuple[int, int]]] = {}
        defaults: dict[str, list[tuple[int, int]]] = {}
        receipts: list[tuple[int, str]] = []
        free = set(range(1, NUM_CARDS + 1))
        chose: set[str] = set()
        timed_out = False
        for i in range(start, end):
            e = events[i]
            if e.kind == "reveal":
                args = e.params
                facts = zip(args["seats"], args["cards"], args["boats"], strict=True)
                for seat, card_text, boat in facts:
                    name, number = f"P{seat}", int(card_text)
                    self.plays.setdefault(name, []).append((i, number, boat.strip("-")))
                    plays.setdefault(name, []).append((i, number))
                    free.discard(number)
                    if timed_out and name not in chose:
                        defaults.setdefault(name, []).append((i, number))
                chose, timed_out = set(), False
            elif e.actor == "chance":
                if e.is_redacted:
                    receipts.append((i, e.to))
                else:
                    free.discard(int(e.params["card"]))
            elif e.actor == "host":
                timed_out = True
            elif e.kind in ("choose", "choose_boat"):
                chose.add(e.actor)
        pool = sorted(free)
        rng.shuffle(pool)
        waiting: dict[str, list[tuple[int, int, int]]] = {}  # seat: (deadline, release, card)
        for name, cards in plays.items():
            for p, card in cards:
                release = max((t for t, d in defaults.get(name, ()) if d > card and t < p),
                              default=-1)  # fmt: skip
                waiting.setdefault(name, []).append((p, release, card))
        open_receipts: list[tuple[int, int]] = []  # (floor, event index) of the rest
        for r, name in receipts:
            mine = sorted(w for w in waiting.get(name, ()) if w[1] < r)
            if mine:
                chosen = mine[0]
                waiting[name].remove(chosen)
                self.dealt[r] = chosen[2]
            else:
                floor = max((d for t, d in defaults.get(name, ()) if t > r), default=0)
                open_receipts.append((floor, r))
        # The valid cards of a receipt are those above its floor: nested sets, so the
        # highest floors served first never starve the others.
        open_receipts.sort(reverse=True)
        for floor, r in open_receipts:
            pick = next((c for c in pool if c > floor), pool[0] if pool else 0)
            if pick:
                pool.remove(pick)
                self.dealt[r] = pick

    def __call__(self, state: BaseState, events: Sequence[Event], index: int,
                 rng: random.Random) -> Sequence[BaseAction]:  # fmt: skip
        assert isinstance(state, State)
        event = events[index]
        end = self.deal_end[index]
        if event.actor == "chance":
            legal = list(state.legal_actions(CHANCE))
            rng.shuffle(legal)
            card = self.dealt.get(index)
            first = [a for a in legal if a.arg == card]
            return first + [a for a in legal if a not in first]
        seat = int(event.actor[1:])
        legal = list(state.legal_actions(seat))
        rng.shuffle(legal)
        nxt = next(((i, card, boat) for i, card, boat in self.plays.get(event.actor, ())
                    if index < i < end), None)  # fmt: skip
        if nxt is None:
            return list(legal)
        i, card, boat = nxt
        try:
            wanted = GAME.parse_action(f"choose {card}" + (f" {boat}" if boat else ""))
        except InvalidActionError:
            wanted = None
        target = [a for a in legal if a == wanted]
        # Another hidden choice of this seat before that reveal: this one was revised.
        revised = any(e.actor == event.actor and e.is_redacted for e in events[index + 1 : i])
        rest = [a for a in legal if a not in target]
        return rest + target if revised else target + rest
