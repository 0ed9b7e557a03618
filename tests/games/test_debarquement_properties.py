"""Property tests for Débarquement: invariants along random playouts.

Hypothesis draws the player count, every option from the game's own option
schema (``max_deals`` kept small so that a playout stays short), and a list
of integers that pick each action (chance outcomes, seat actions and HOST's
``end_phase`` included) by index, so a failing playout shrinks to a small
one. The invariants come from the spec ``shared/rules/deux_rois.md`` §3:

- §3.2, §3.5: during a deal the 50 cards are all somewhere: hands, boats
  (covered cards included), captured boats, the pile, the set-aside cards,
  and the revealed cards not placed yet;
- §3.4: the visible cards of each boat are strictly increasing, and, under
  ``capture_timing=immediate``, never more than 4 between actions (a 5th
  visible card is captured at once);
- §3.3.4: under ``draw_rule=all_or_nothing`` the players still in the game
  hold equally many cards whenever they select or place;
- §3.6: the cumulative totals are the sums of the deal scores (negated at
  the end for single-colour players under ``mono_scope=game``);
- §3.4: ``place`` keeps visible cards strictly increasing for any sequence
  of distinct cards, and loses none.

The pending (revealed, not yet placed) cards are read from the engine's
private ``_pending`` field; everything else comes from the spectator's view.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from royaumes import CHANCE, HOST
from royaumes.game import OptionKind
from royaumes.games.debarquement import GAME, Phase, State, place

_NUM_CARDS = 50


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, dict[str, object]]:
    """A player count and a value for every option of the schema."""
    num_players = draw(st.integers(min_value=2, max_value=8))
    options: dict[str, object] = {}
    for spec in GAME.spec.options:
        value: object
        if spec.name == "first_seat":
            value = draw(st.integers(min_value=0, max_value=num_players - 1))
        elif spec.name == "max_deals":
            value = draw(st.integers(min_value=1, max_value=2))
        elif spec.name == "threshold":
            value = draw(st.sampled_from([1, 10, 30, 66]))
        elif spec.kind is OptionKind.CHOICE:
            value = draw(st.sampled_from(spec.choices))
        elif spec.kind is OptionKind.BOOL:
            value = draw(st.booleans())
        else:
            continue  # the clock's seconds: no rules effect
        options[spec.name] = value
    return num_players, options


CHOICES = st.lists(st.integers(min_value=0, max_value=65_535), min_size=1, max_size=64)
"""The playout's choices, used in turn (cyclically) to pick each action by index."""


def _check(state: State, options: dict[str, object]) -> None:
    """The invariants between two actions (see the module docstring)."""
    view = state.view(None)
    for boat in (0, 1):
        vis = view.visible(boat)
        assert all(a < b for a, b in itertools.pairwise(vis)), view.boats
        if options["capture_timing"] == "immediate":
            assert len(vis) <= 4, view.boats
    if view.phase is Phase.OVER:
        return
    in_boats = sum(len(stack) for boat in view.boats for stack in boat)
    captured = sum(cards for _, cards in view.capture_counts)
    pending = len(state._pending)
    total = sum(view.hand_sizes) + in_boats + captured + view.pile_size + view.set_aside
    assert total + pending == _NUM_CARDS
    public = [c for boat in view.boats for stack in boat for c in stack]
    public += [c for caps in view.captures if caps is not None for b in caps for c in b]
    assert len(public) == len(set(public))
    if options["draw_rule"] == "all_or_nothing" and view.phase in (Phase.SELECT, Phase.PLACE):
        sizes = {view.hand_sizes[p] for p in range(view.num_players) if not view.eliminated[p]}
        assert len(sizes) == 1, view.hand_sizes


def _seat_sums(texts: list[str]) -> list[tuple[int, ...]]:
    """``["deal_score 0:3,1:-2"]`` → ``[(3, -2)]``."""
    return [tuple(int(part.split(":")[1]) for part in t.split()[1].split(",")) for t in texts]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), choices=CHOICES)
def test_invariants_hold_along_a_random_playout(
    table: tuple[int, dict[str, object]], choices: list[int]
) -> None:
    """§3.2-§3.7 invariants after every action of a whole random game, for any options."""
    num_players, options = table
    picks = itertools.cycle(choices)
    state = GAME.new_state(num_players, options)
    _check(state, options)
    while not state.is_over:
        seats = state.to_move
        seat = seats[next(picks) % len(seats)]
        if seat == HOST and len(seats) > 1 and next(picks) % 4:
            seat = seats[0]  # the clock interrupts now and then only
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = outcomes[next(picks) % len(outcomes)][0]
        else:
            legal = state.legal_actions(seat)
            assert legal
            action = legal[next(picks) % len(legal)]
        after = state.apply(seat, action)
        assert isinstance(after, State)
        state = after
        _check(state, options)
    view = state.view(None)
    events = [e.text for e in view.events]
    scores = _seat_sums([t for t in events if t.startswith("deal_score ")])
    totals = _seat_sums([t for t in events if t.startswith("totals ")])
    running = [0] * num_players
    for deal_scores, deal_totals in zip(scores, totals, strict=False):
        running = [t + d for t, d in zip(running, deal_scores, strict=True)]
        assert deal_totals == tuple(running)
    final = list(running)
    single = [t for t in events if t.startswith("single_colour ")]
    if single:
        assert options["mono_scope"] == "game"
        for p in map(int, single[0].split()[1].split(",")):
            final[p] = -final[p]
        assert len(totals) == len(scores) + 1
        assert totals[-1] == tuple(final)
    else:
        assert len(totals) == len(scores)
    assert view.totals == tuple(final)
    result = state.result
    assert result is not None
    assert result.points == tuple(float(t) for t in final)
    assert view.deal <= int(str(options["max_deals"]))


@settings(max_examples=200, deadline=None)
@given(cards=st.lists(st.integers(min_value=1, max_value=50), unique=True, max_size=50))
def test_place_keeps_visible_cards_increasing(cards: list[int]) -> None:
    """§3.4: any sequence of distinct cards: visible cards strictly increasing; a card is
    visible right after its placement; no card is lost; covering keeps the count."""
    boat: tuple[tuple[int, ...], ...] = ()
    for card in cards:
        before = len(boat)
        low = boat[0][-1] if boat else None
        boat = place(boat, card)
        vis = [stack[-1] for stack in boat]
        assert all(a < b for a, b in itertools.pairwise(vis))
        assert card in vis
        if low is not None and card < low:
            assert len(boat) == before
        else:
            assert len(boat) == before + 1
    assert sorted(c for stack in boat for c in stack) == sorted(cards)
