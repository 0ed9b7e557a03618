"""Property tests for Les 4 Royaumes: invariants along random playouts.

Hypothesis draws the player count, every option from the game's own option
schema, and a list of integers that pick each action (chance outcomes
included) by index, so a failing playout shrinks to a small one. The invariants come
from the spec ``shared/rules/quatre_royaumes.md``:

- §4.2: a place holds 9 - t cards when it plays to trick t;
- §3, §5.4: its hand and the cards it played this round are its 8 cards;
- §2, §5.3: pile + missions dealt this round + kept missions = all missions;
- §5.3: each round scores +2, 0 or -1 per place;
- §6: score = 2 x face-up - face-down; the game ends within ``max_rounds``;
  the pile before round r+1 is M - r*n + neutral results so far, and with no
  neutral result the number of rounds is the table's.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from royaumes.game import CHANCE, OptionKind, OptionSpec
from royaumes.games.quatre_royaumes import GAME, State, View

_MAX_ROUNDS_WITHOUT_CAP = 10
"""A playout without a round cap (``max_rounds = off``) is cut after this many rounds."""

_ROUNDS_WITHOUT_NEUTRAL = {2: 2, 3: 2, 4: 3, 5: 2}
"""§6 table: rounds played when no result is ever neutral, by player count."""

_SUITS = "SCHD"


def _option_values(spec: OptionSpec) -> st.SearchStrategy[object]:
    if spec.kind is OptionKind.CHOICE:
        return st.sampled_from(spec.choices)
    if spec.kind is OptionKind.BOOL:
        return st.booleans()
    assert spec.kind is OptionKind.INT, f"no strategy for {spec.kind} options"
    low = int(spec.minimum) if spec.minimum is not None else 1
    values: st.SearchStrategy[object] = st.integers(min_value=low, max_value=low + 5)
    return st.one_of(st.none(), values) if spec.allow_off else values


OPTIONS = st.fixed_dictionaries({spec.name: _option_values(spec) for spec in GAME.spec.options})
PLAYERS = st.integers(min_value=2, max_value=5)
CHOICES = st.lists(st.integers(min_value=0, max_value=65_535), min_size=1, max_size=64)
"""The playout's choices, used in turn (cyclically) to pick each action by index."""


def _pair_cards(pair: str) -> set[str]:
    low, high = (int(r) for r in pair.split("-"))
    return {f"{rank}{suit}" for rank in (low, high) for suit in _SUITS}


def _round_plays(view: View, name: str) -> list[str]:
    """The cards ``name`` played this round, as ``view`` reads them."""
    num_places = len(view.places)
    deals = [i for i, e in enumerate(view.events) if e.text.startswith("mission ")]
    start = deals[(view.round - 1) * num_places]
    return [
        e.text.split()[1]
        for e in view.events[start:]
        if e.actor == name and e.text.startswith("play ")
    ]


def _check_seat_before_play(state: State, seat: int) -> None:
    """§4.2, §3: the seat to play holds 9 - t cards; hand + plays = its 8 cards."""
    view = state.view(seat)
    me = view.me
    assert me is not None
    assert me.hand is not None
    assert me.pair is not None
    assert len(me.hand) == 9 - view.trick
    plays = _round_plays(view, me.name)
    assert len(plays) == view.trick - 1
    assert set(me.hand).isdisjoint(plays)
    assert set(me.hand) | set(plays) == _pair_cards(me.pair)


def _check_table(state: State, num_missions: int) -> None:
    """Invariants of the public table, after every action."""
    view = state.view(None)
    options = state.options
    # §2, §5.3: no mission is lost or created.
    kept = sum(len(p.kept) for p in view.places)
    dealt = sum(p.mission is not None for p in view.places)
    if state.is_over:
        assert view.pile_size + kept == num_missions
    else:
        assert view.pile_size + dealt + kept == num_missions
    # §5.3, §6: per-round points and running scores.
    for summary in view.rounds:
        assert set(summary.points) <= {2, 0, -1}
        assert sum(summary.tricks_won) == 8
    for k, place in enumerate(view.places):
        up = sum(1 for _, face_up in place.kept if face_up)
        down = len(place.kept) - up
        assert place.score == 2 * up - down
        assert place.score == sum(r.points[k] for r in view.rounds)
    # §6: the game ends within max_rounds.
    cap = options["max_rounds"]
    if isinstance(cap, int):
        assert len(view.rounds) <= cap
        assert view.round <= cap
    # §4.2 for V: it plays to trick t holding 9 - t cards.
    if view.places[0].name == "V" and view.phase.name == "PLAY":
        v = view.places[0]
        assert v.hand is not None
        v_played = any(name == "V" for name, _ in view.trick_cards)
        assert len(v.hand) == 9 - view.trick - (1 if v_played else 0)
        assert set(v.hand) | set(_round_plays(view, "V")) == _pair_cards(v.pair or "")


def _check_end(state: State, num_players: int, num_missions: int) -> None:
    """§6 at the end: the pile law, the table of rounds, the result."""
    view = state.view(None)
    cap = state.options["max_rounds"]
    num_places = len(view.places)
    pile = num_missions
    for summary in view.rounds:
        assert pile >= num_places  # this round could be dealt
        pile += summary.points.count(0) - num_places
    assert view.pile_size == pile
    played = len(view.rounds)
    capped = isinstance(cap, int) and played == cap
    assert pile < num_places or capped
    if capped:
        event("ended by max_rounds")
    if all(0 not in r.points for r in view.rounds) and not capped:
        event("no neutral result")
        assert played == _ROUNDS_WITHOUT_NEUTRAL[num_players]
    result = state.result
    assert result is not None
    humans = [p for p in view.places if p.seat is not None]
    assert result.points == tuple(p.score for p in humans)
    assert all(1 <= r <= num_places for r in result.ranks)
    assert set(result.winners) == {s for s, r in enumerate(result.ranks) if r == 1} or (
        view.places[0].name == "V" and result.winners == ()
    )
    if num_players == 2:
        assert result.details["virtual_points"] == view.places[0].score


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(num_players=PLAYERS, options=OPTIONS, choices=CHOICES)
def test_invariants_hold_after_every_action_of_a_random_playout(
    num_players: int, options: dict[str, object], choices: list[int]
) -> None:
    """§2-§6 invariants along a whole random game, for any options."""
    picks = itertools.cycle(choices)
    state = GAME.new_state(num_players, options)
    num_missions = state.view(None).pile_size
    assert num_missions == (8 if num_players <= 3 else 12)
    _check_table(state, num_missions)
    while not state.is_over:
        if state.view(None).round > _MAX_ROUNDS_WITHOUT_CAP:
            assert options["max_rounds"] is None
            event("cut without a round cap")
            return
        (seat,) = state.to_move
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = outcomes[next(picks) % len(outcomes)][0]
        else:
            _check_seat_before_play(state, seat)
            legal = state.legal_actions(seat)
            action = legal[next(picks) % len(legal)]
        after = state.apply(seat, action)
        assert isinstance(after, State)
        state = after
        _check_table(state, num_missions)
    _check_end(state, num_players, num_missions)
