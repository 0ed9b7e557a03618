"""Property tests for For a Crown: invariants along random playouts.

Hypothesis draws the player count, every option from the game's own option
schema (a pair the engine refuses, ``reserve = counted`` with
``payment_visibility = hidden``, is avoided), and a list of integers that
pick each action, chance outcomes included, by index, so a failing playout
shrinks to a small one. The invariants come from the spec
``shared/rules/for_a_crown.md``:

- §2.1, §5: Rubies, Coins and Bandits are never negative;
- §2.2, §4.1: the 55 Mercenaries are conserved: Royal Square (level-1
  stacks, face-up cards, level decks) + sleeves, and every sleeved card is
  in the shared deck or on the played pile;
- §2.5: at most 5 sleeves per family;
- §4.3 table: the shared deck holds (r + 1) x (N + 1) cards when the
  Reveal of round r starts, if nobody ever skipped;
- §5.3: a family out of play stays out and has no Portrait; Portraits never
  share a space;
- §4, §6: the game ends after at most 4 rounds, with a result whose winner
  is a family in play.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from royaumes.game import CHANCE, OptionKind
from royaumes.games.for_a_crown import GAME, Phase, State, View, catalogue

_MERCENARIES = sum(m.copies for m in catalogue().mercenaries)
_EVENTS = sum(e.copies for e in catalogue().events)
_STARTING_EVENTS = sum(e.copies for e in catalogue().events if e.starting)
_ROUNDS = 4
_SLEEVES = 5


@st.composite
def _options(draw: st.DrawFn) -> dict[str, object]:
    """Random valid options: every CHOICE and BOOL option, a Gallery that fits."""
    options: dict[str, object] = {}
    for spec in GAME.spec.options:
        if spec.kind is OptionKind.CHOICE:
            options[spec.name] = draw(st.sampled_from(spec.choices))
        elif spec.kind is OptionKind.BOOL:
            options[spec.name] = draw(st.booleans())
    assert {o.name for o in GAME.spec.options if o.kind is OptionKind.INT} == {
        "gallery_size",
        "start_space",
    }
    size = draw(st.integers(min_value=6, max_value=12))
    options["gallery_size"] = size
    options["start_space"] = draw(st.integers(min_value=5, max_value=size))
    if options["reserve"] == "counted":
        options["payment_visibility"] = "public"  # the engine refuses the pair (ConfigError)
    return options


PLAYERS = st.integers(min_value=3, max_value=5)
CHOICES = st.lists(st.integers(min_value=0, max_value=65_535), min_size=1, max_size=64)
"""The playout's choices, used in turn (cyclically) to pick each action by index."""


def _check(state: State, view: View, before: View | None, skipped: bool, seat: int) -> None:
    """The invariants of the module docstring, on one state and its spectator ``view``.

    Chests are read from ``seat``'s own view (the seats take turns, to keep
    the test fast) and from the engine's private tuples for every family.
    """
    n = view.num_players
    own = state.view(seat).chests[seat]
    assert own is not None
    assert own.rubies >= 0
    assert own.coins >= 0
    assert min(state._rubies) >= 0
    assert min(state._coins) >= 0
    assert all(b >= 0 for b in view.bandits)
    if view.reserve is not None:
        assert all(r >= 0 for r in view.reserve)
    if not state.is_over:
        assert view.chests == (None,) * n
    # Mercenaries: the Royal Square plus the sleeves, less a face-up card being paid for.
    square = sum(k for _, k in view.level1) + sum(map(len, view.face_up)) + sum(view.deck_sizes)
    paying_face_up = (
        view.phase is Phase.PAY
        and view.resolving is None
        and view.events[-1].text.startswith("recruit L")
    )
    assert square + sum(view.sleeves) + paying_face_up == _MERCENARIES
    events_in_play = _STARTING_EVENTS + (_EVENTS - _STARTING_EVENTS - view.event_stack)
    assert view.shared_deck + len(view.played) - events_in_play == sum(view.sleeves)
    assert all(0 <= s <= _SLEEVES for s in view.sleeves)
    # Portraits: distinct spaces; out of play means no Portrait, for good.
    placed = [g for g in view.gallery if g]
    assert len(placed) == len(set(placed))
    assert all(1 <= g <= int(str(view.options["gallery_size"])) for g in placed)
    for seat in view.eliminated:
        assert view.gallery[seat] == 0
    if before is not None:
        assert view.eliminated[: len(before.eliminated)] == before.eliminated
        assert view.round >= before.round
        started_reveal = (
            view.phase is Phase.REVEAL and not view.played and before.phase is not Phase.REVEAL
        )
        if started_reveal and view.events[-1].text.startswith("reveal round"):
            if skipped:
                event("a family skipped")
            else:
                assert view.shared_deck == (view.round + 1) * (n + 1)
                event(f"§4.3 deck size checked in round {view.round}")
    assert 1 <= view.round <= _ROUNDS


def _check_end(state: State) -> None:
    """§6 at the end: every chest open, the result, the ranking, the sleeves."""
    view = state.view(None)
    n = view.num_players
    assert None not in view.chests
    assert [len(state.view(p).my_cards) for p in range(n)] == list(view.sleeves)
    result = state.result
    assert result is not None
    in_play = [p for p in range(view.num_players) if view.gallery[p]]
    assert set(result.winners) <= set(in_play)
    assert len(result.winners) == (1 if in_play else 0)
    assert all(result.points[p] == 0 for p in view.eliminated)
    assert sorted(result.ranks) == list(range(1, view.num_players + 1))
    if view.eliminated:
        event("a family was eliminated")
        assert all(result.ranks[p] > len(in_play) for p in view.eliminated)
    else:
        assert view.round == _ROUNDS
        event("four rounds")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(num_players=PLAYERS, options=_options(), choices=CHOICES)
def test_invariants_hold_after_every_action_of_a_random_playout(
    num_players: int, options: dict[str, object], choices: list[int]
) -> None:
    """§2 - §6 invariants along a whole random game, for any valid options."""
    picks = itertools.cycle(choices)
    state = GAME.new_state(num_players, options)
    view = state.view(None)
    _check(state, view, None, False, 0)
    limit = GAME.max_game_length(num_players, options)
    skipped = False
    for step in range(limit):
        if state.is_over:
            break
        (seat,) = state.to_move
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = outcomes[next(picks) % len(outcomes)][0]
        else:
            legal = state.legal_actions(seat)
            assert legal
            action = legal[next(picks) % len(legal)]
            skipped = skipped or str(action) == "skip"
        before = view
        state = state.apply(seat, action)
        view = state.view(None)
        _check(state, view, before, skipped, step % num_players)
    assert state.is_over
    _check_end(state)
