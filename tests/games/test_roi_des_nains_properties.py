"""Property tests for Le Roi des Nains: invariants along random playouts.

Hypothesis draws the player count, every option from the game's own option
schema, and a list of integers that pick each action (chance outcomes
included) by index, so a failing playout shrinks to a small one. The
invariants come from the spec ``shared/rules/roi_des_nains.md``:

- §3.2, §4.4: between tricks every seat holds the same number of cards,
  N minus the tricks played;
- §3.2, §3.3: the hands plus the cards played this deal are the deal's deck
  (the base cards, no G2 at 3 players, and one special card), no card twice;
  the won piles are that deck too, and the tricks won are 1..N;
- §2.2, §3.3, §6.5: exactly one special card per deal, none used twice in
  the first 14 deals (the special deck), never the same in two deals in a row;
- §6.1: a deal's score is its quest points plus its special points (0 for a
  seat left out of a ``tied_only`` extra deal); only the Shaman (-3), the
  Dwarf Goldsmith (+4) and the Scout (+1 per face card) give special points;
- §6.2: the totals are the sums of the deal scores;
- §6.4, §6.5: the game ends after ``quests_per_game`` deals plus at most
  ``max_tiebreak_deals`` extra deals, each following a tie at the top, and
  the winners are the top contenders.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from royaumes.game import CHANCE, OptionKind
from royaumes.games.roi_des_nains import GAME, DealSummary, Phase, State

from ._roi_des_nains_helpers import deck

_CUT_AFTER_EXTRA_DEALS = 4
"""A playout without a cap (``max_tiebreak_deals = off``) is cut after this many extra deals."""

_SPECIAL_POINTS = {"R11a": -3, "G11b": 4}
"""§2.2 scoring effects of a fixed size: Shaman, Dwarf Goldsmith."""


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, dict[str, object]]:
    """A player count and a value for every option of the schema (a seat for first_dealer)."""
    num_players = draw(st.integers(min_value=3, max_value=5))
    options: dict[str, object] = {}
    for spec in GAME.spec.options:
        value: object
        if spec.name == "first_dealer":
            value = draw(st.sampled_from(["random", *(str(p) for p in range(num_players))]))
        elif spec.kind is OptionKind.CHOICE:
            value = draw(st.sampled_from(spec.choices))
        elif spec.kind is OptionKind.BOOL:
            value = draw(st.booleans())
        elif spec.kind is OptionKind.FLOAT:
            value = draw(st.floats(min_value=0.05, max_value=0.95))
        else:
            low = int(spec.minimum) if spec.minimum is not None else 1
            ints = st.integers(min_value=low, max_value=low + 7)
            value = draw(st.one_of(st.none(), ints) if spec.allow_off else ints)
        options[spec.name] = value
    return num_players, options


CHOICES = st.lists(st.integers(min_value=0, max_value=65_535), min_size=1, max_size=64)
"""The playout's choices, used in turn (cyclically) to pick each action by index."""


def _check_between_tricks(state: State, special: str) -> None:
    """§3.2, §4.4: equal hands of N - t cards; hands + cards played = the deal's deck."""
    n = state.num_players
    view = state.view(None)
    events = view.events
    start = max(i for i, e in enumerate(events) if e.text.startswith("special "))
    played = [
        e.text.split()[1]
        for e in events[start:]
        if e.actor.startswith("P") and e.text.startswith("play ")
    ]
    assert len(played) % n == 0
    hands = [state.view(p).hand or () for p in range(n)]
    assert {len(h) for h in hands} == {view.num_tricks - len(played) // n}
    cards = played + [c for h in hands for c in h]
    assert len(cards) == len(set(cards))
    assert set(cards) == set(deck(n, special))


def _check_deal(
    summary: DealSummary, num_players: int, num_tricks: int, contenders: tuple[int, ...]
) -> None:
    """§6.1, §3.2: piles, tricks won, the deal score's two parts."""
    piles = [c for seat in summary.piles for pile in seat for c in pile]
    assert sorted(piles) == sorted(deck(num_players, summary.special))
    won = sorted(t for seat in summary.tricks_won for t in seat)
    assert won == list(range(1, num_tricks + 1))
    assert [len(p) for p in summary.piles] == [len(t) for t in summary.tricks_won]
    for p in range(num_players):
        total = summary.quest_points[p] + summary.special_points[p]
        assert summary.deal_points[p] == (total if p in contenders else 0)
    scored = [s for s in summary.special_points if s]
    if summary.special in _SPECIAL_POINTS:
        assert scored == [_SPECIAL_POINTS[summary.special]]
    elif summary.special == "B1":
        assert len(scored) <= 1
        assert all(0 < s <= num_players for s in scored)
    else:
        assert scored == []


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), choices=CHOICES)
def test_invariants_hold_along_a_random_playout(
    table: tuple[int, dict[str, object]], choices: list[int]
) -> None:
    """§2-§6 invariants along a whole random game, for any options."""
    num_players, options = table
    picks = itertools.cycle(choices)
    state = GAME.new_state(num_players, options)
    quests = state.options["quests_per_game"]
    cap = state.options["max_tiebreak_deals"]
    assert isinstance(quests, int)
    num_tricks = state.view(None).num_tricks
    assert num_tricks == {3: 13, 4: 10, 5: 8}[num_players]
    specials: list[str] = []
    contenders: dict[int, tuple[int, ...]] = {}
    plays = 0
    while not state.is_over:
        if len(specials) > quests + (cap if isinstance(cap, int) else _CUT_AFTER_EXTRA_DEALS):
            assert cap is None
            event("cut without a tie-break cap")
            return
        (seat,) = state.to_move
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = outcomes[next(picks) % len(outcomes)][0]
        else:
            legal = state.legal_actions(seat)
            action = legal[next(picks) % len(legal)]
        text = str(action)
        after = state.apply(seat, action)
        assert isinstance(after, State)
        state = after
        if text.startswith("special "):
            specials.append(text.split()[1])
            contenders[len(specials)] = state.view(None).contenders
            plays = 0
        elif text.startswith("play "):
            plays += 1
            if plays % num_players == 0:
                _check_between_tricks(state, specials[-1])
        elif text.split()[0] in ("swap", "banner", "spy"):
            assert state.view(None).phase is Phase.PLAY
            _check_between_tricks(state, specials[-1])
    view = state.view(None)
    # §2.2, §6.5: one special card per deal, from the 14-card special deck.
    assert len(specials) == len(view.deals) == view.deal
    assert len(set(specials[:14])) == len(specials[:14])
    assert all(a != b for a, b in itertools.pairwise(specials))
    # §6.1, §6.2: deal scores and totals.
    running = [0] * num_players
    for k, summary in enumerate(view.deals, start=1):
        assert summary.deal == k
        _check_deal(summary, num_players, num_tricks, contenders[k])
        running = [t + d for t, d in zip(running, summary.deal_points, strict=True)]
        assert summary.totals == tuple(running)
    assert view.totals == tuple(running)
    # §6.4, §6.5: the number of deals and the winners.
    extra = len(view.deals) - quests
    assert extra >= 0
    if isinstance(cap, int):
        assert extra <= cap
    if extra:
        event("extra deals")
    for k in range(quests, len(view.deals)):  # each extra deal follows a tie at the top
        before = view.deals[k - 1].totals
        best = max(before[p] for p in contenders[k])
        assert sum(1 for p in contenders[k] if before[p] == best) > 1
    result = state.result
    assert result is not None
    assert result.points == view.totals
    final = view.contenders
    best = max(view.totals[p] for p in final)
    assert result.winners == tuple(p for p in final if view.totals[p] == best)
    if len(result.winners) > 1:
        event("shared victory")
        assert cap is not None
        assert extra == cap
    assert result.ranks == tuple(1 + sum(1 for q in view.totals if q > t) for t in view.totals)
