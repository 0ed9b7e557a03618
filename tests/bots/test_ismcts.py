"""The ISMCTS bot (issue 19, first step): legal, reproducible, and blind to the state."""

from __future__ import annotations

import json
import random

import pytest

import royaumes
from royaumes import CHANCE, State
from royaumes.bots.base import make_bot, seat_view
from royaumes.bots.ismcts import IsmctsBot
from royaumes.testing import random_step

_TABLES = [
    ("quatre_royaumes", 4),
    ("roi_des_nains", 4),
    ("for_a_crown", 4),
    ("prince_noir", 2),
    ("debarquement", 4),
    ("deux_rois", 6),
]


def _decision(game_id: str, num_players: int, seed: int) -> State:
    """A state, a few decisions into a random game, where seat 0 has a choice."""
    game = royaumes.load(game_id)
    rng = random.Random(seed)
    state = game.new_state(num_players)
    decisions = 0
    while True:
        seat = state.to_move[0]
        if 0 in state.to_move and len(state.legal_action_ids(0)) > 1 and decisions > 3:
            return state
        if seat != CHANCE:
            decisions += 1
        state = random_step(state, rng)


@pytest.mark.parametrize(("game_id", "num_players"), _TABLES)
def test_it_chooses_a_legal_action_from_a_view_alone_and_reproducibly(
    game_id: str, num_players: int
) -> None:
    """The bot is handed a view read back from JSON (no state behind it) and the legal
    actions; the same seed gives the same choice."""
    game = royaumes.load(game_id)
    state = _decision(game_id, num_players, 1)
    view = game.view_from_json(json.loads(json.dumps(state.view(0).to_json())))
    legal = state.legal_actions(0)
    choices = []
    for _ in range(2):
        bot = IsmctsBot(game, 0, random.Random(7), iterations=12)
        choices.append(bot.act(lambda: view, legal))
        assert bot.last is not None
        assert bot.last.iterations == 12
        assert sum(bot.last.visits.values()) == 12  # every determinisation reached the root
    assert choices[0] == choices[1]
    assert choices[0] in legal


@pytest.mark.parametrize(("game_id", "num_players"), [("quatre_royaumes", 4), ("deux_rois", 6)])
def test_a_budget_of_a_millisecond_still_gives_a_legal_action(
    game_id: str, num_players: int
) -> None:
    game = royaumes.load(game_id)
    state = _decision(game_id, num_players, 2)
    bot = IsmctsBot(game, 0, random.Random(3), iterations=None, seconds=0.001)
    assert bot.act(lambda: state.view(0), state.legal_actions(0)) in state.legal_actions(0)


def test_a_single_legal_action_is_played_without_asking_for_the_view() -> None:
    game = royaumes.load("quatre_royaumes")

    def no_view() -> royaumes.View:
        raise AssertionError("searched a forced move")

    bot = IsmctsBot(game, 0, random.Random(1))
    only = game.parse_action("play 1S")
    assert bot.act(no_view, (only,)) == only


def test_every_root_action_is_tried_then_ucb_prefers_the_better_ones() -> None:
    """With more iterations than actions every root action is visited, and the most
    visited has a mean value at least that of the least visited (UCB1 spends its
    visits where the value is)."""
    game = royaumes.load("prince_noir")
    state = _decision("prince_noir", 2, 4)
    bot = IsmctsBot(game, 0, random.Random(5), iterations=400)
    tree = bot._search(state.view(0), state.legal_action_ids(0)).tree
    assert tree is not None
    assert set(tree.children) == set(state.legal_action_ids(0))
    by_visits = sorted(tree.children.values(), key=lambda n: n.visits)
    least, most = by_visits[0], by_visits[-1]
    assert least.visits >= 1
    assert most.value / most.visits >= least.value / least.visits


@pytest.mark.parametrize(
    ("iterations", "seconds"), [(None, None), (0, None), (None, 0.0), (-3, 1.0)]
)
def test_a_budget_must_be_given_and_positive(iterations: int | None, seconds: float | None) -> None:
    with pytest.raises(ValueError, match="budget"):
        IsmctsBot(royaumes.load("prince_noir"), 0, random.Random(1), iterations=iterations,
                  seconds=seconds)  # fmt: skip


def test_it_plays_a_match_to_the_end() -> None:
    game = royaumes.load("prince_noir")
    record = royaumes.Match(game, 2, [IsmctsBot(game, 0, random.Random(2), iterations=30),
                                      "random"], seed=9).run()  # fmt: skip
    assert record.result is not None


# -- the levels (issue 19) ------------------------------------------------------------


def test_the_levels_are_the_registry_weakest_first_and_searching_ones_are_ismcts() -> None:
    from royaumes.bots.base import SEARCH_LEVELS, EasyBot, bot_names, canonical_bot_name
    from royaumes.bots.ismcts import LEVELS

    assert bot_names() == ("random", "easy", "normal", "hard", "expert")
    assert canonical_bot_name("heuristic") == "normal"
    with pytest.raises(royaumes.ConfigError, match="unknown bot"):
        canonical_bot_name("genius")
    assert set(LEVELS) == SEARCH_LEVELS
    assert LEVELS["hard"].seconds == 1.0
    assert LEVELS["expert"].seconds == 3.0
    for game_id, _ in _TABLES:
        game = royaumes.load(game_id)
        hard, expert = (make_bot(level, game, 0, random.Random(1)) for level in ("hard", "expert"))
        assert isinstance(hard, IsmctsBot)
        assert isinstance(expert, IsmctsBot)
        assert (hard.name, expert.name) == ("hard", "expert")
        assert hard.iterations is not None
        assert expert.iterations is not None
        assert expert.iterations >= 3 * hard.iterations > 0
        assert isinstance(make_bot("easy", game, 0, random.Random(1)), EasyBot)


def test_easy_plays_the_heuristic_move_two_times_in_three_and_legal_moves_always() -> None:
    from royaumes.bots.base import EasyBot

    game = royaumes.load("quatre_royaumes")
    legal = tuple(game.parse_action(f"play {c}") for c in ("1S", "2S", "3S", "4S"))

    class First:
        name = "first"

        def act(self, seat_view: object, legal_actions: tuple[royaumes.Action, ...]) -> object:
            return legal_actions[0]

    rng = random.Random(3)
    bot = EasyBot(First(), rng)  # type: ignore[arg-type]
    picks = [bot.act(lambda: None, legal) for _ in range(600)]  # type: ignore[arg-type, return-value]
    assert set(picks) <= set(legal)
    share = picks.count(legal[0]) / len(picks)
    assert 0.68 < share < 0.82  # 2/3 + 1/3 * 1/4 = 0.75 (sd 0.018 for 600 draws)
    again = EasyBot(First(), random.Random(3))  # type: ignore[arg-type]
    assert [again.act(lambda: None, legal) for _ in range(600)] == picks  # type: ignore[arg-type, return-value]


def _deux_rois_decision(phases: frozenset[str], seed: int) -> State:
    """A 6-seat Deux Rois state, from heuristic play, where seat 0 chooses in one of
    ``phases``."""
    game = royaumes.load("deux_rois")
    record_rng = random.Random(seed)
    bots = [make_bot("normal", game, s, random.Random(seed * 10 + s)) for s in range(6)]
    state = game.new_state(6)
    while True:
        assert not state.is_over, "no such decision in this game"
        if (
            0 in state.to_move
            and len(state.legal_action_ids(0)) > 1
            and state.view(0).phase.label in phases  # type: ignore[attr-defined]
        ):
            return state
        seat = _mover_of(state, record_rng)
        if seat < 0:
            state = random_step(state, record_rng)
        else:
            legal = state.legal_actions(seat)
            state = state.apply(seat, bots[seat].act(seat_view(state, seat), legal))


def _mover_of(state: State, rng: random.Random) -> int:
    players = [s for s in state.to_move if s >= 0]
    return players[rng.randrange(len(players))] if players else state.to_move[0]


def test_deux_rois_is_searched_one_decision_deep_with_a_hurried_clock() -> None:
    game = royaumes.load("deux_rois")
    state = _deux_rois_decision(frozenset({"designation", "election"}), 4)
    bot = make_bot("hard", game, 0, random.Random(2))
    assert isinstance(bot, IsmctsBot)
    assert (bot.tree_depth, bot.clock_rate) == (1, 0.2)
    bot.iterations, bot.seconds = 30, None
    assert bot.act(lambda: state.view(0), state.legal_actions(0)) in state.legal_actions(0)
    assert bot.last is not None
    assert bot.last.iterations == 30
    assert bot.last.tree is not None
    assert all(not child.children for child in bot.last.tree.children.values())


def test_deux_rois_search_levels_let_the_heuristic_negotiate_without_searching() -> None:
    """Random playouts cannot value what a seat tells: in the setup and the negotiation
    the search levels play their guide's (the heuristic's) move and search nothing."""
    from royaumes.bots.heuristics.deux_rois import DeuxRoisBot

    game = royaumes.load("deux_rois")
    state = _deux_rois_decision(frozenset({"negotiation"}), 5)
    legal = state.legal_actions(0)
    for level in ("hard", "expert"):
        bot = make_bot(level, game, 0, random.Random(8))
        assert isinstance(bot, IsmctsBot)
        assert isinstance(bot.guide, DeuxRoisBot)
        twin = make_bot(level, game, 0, random.Random(8))
        assert isinstance(twin, IsmctsBot)
        assert twin.guide is not None
        expected = twin.guide.act(lambda: state.view(0), legal)
        assert bot.act(lambda: state.view(0), legal) == expected
        assert bot.last is not None
        assert bot.last.iterations == 0


class _Fixed:
    """A guide that always proposes the same legal action (by its place in the list)."""

    name = "fixed"

    def __init__(self, index: int) -> None:
        self.index = index
        self.asked = 0

    def act(self, seat_view: object, legal_actions: tuple[royaumes.Action, ...]) -> royaumes.Action:
        self.asked += 1
        return legal_actions[self.index % len(legal_actions)]


@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_a_guide_s_move_stands_unless_the_search_finds_a_clearly_better_one(index: int) -> None:
    from royaumes.bots.ismcts import _clearly_better

    game = royaumes.load("prince_noir")
    state = _decision("prince_noir", 2, 4)
    legal = state.legal_actions(0)
    ids = {game.action_id(a): a for a in legal}
    guide = _Fixed(index)
    guided = game.action_id(legal[index % len(legal)])
    bot = IsmctsBot(game, 0, random.Random(5), iterations=400, guide=guide)
    chosen = game.action_id(bot.act(lambda: state.view(0), legal))
    assert guide.asked == 1
    assert bot.last is not None
    assert bot.last.tree is not None
    children = bot.last.tree.children
    visits = bot.last.visits
    most = min(a for a, v in visits.items() if v == max(visits.values()))
    if chosen == guided:
        assert most == guided or not _clearly_better(children, most, guided, bot.guide_z)
    else:
        assert chosen == most
        assert _clearly_better(children, most, guided, bot.guide_z)
    assert chosen in ids
    # At the extremes: a guide that nothing beats, and one that anything better beats.
    stubborn = IsmctsBot(game, 0, random.Random(5), iterations=400, guide=_Fixed(index),
                         guide_z=float("inf"))  # fmt: skip
    assert game.action_id(stubborn.act(lambda: state.view(0), legal)) == guided
    pliant = IsmctsBot(game, 0, random.Random(5), iterations=400, guide=_Fixed(index),
                       guide_z=float("-inf"))  # fmt: skip
    assert game.action_id(pliant.act(lambda: state.view(0), legal)) == most


def test_clearly_better_is_a_test_on_the_two_means() -> None:
    from royaumes.bots.ismcts import _clearly_better, _Node

    def node(wins: float, visits: int) -> _Node:
        made = _Node(0)
        made.value, made.visits = wins, visits
        return made

    children: dict[object, _Node] = {
        1: node(70, 100),
        2: node(50, 100),
        3: node(55, 100),
        4: node(0, 0),
    }
    assert _clearly_better(children, 1, 2, 1.64)  # 0.70 against 0.50: z = 2.9
    assert not _clearly_better(children, 1, 3, 2.2)  # 0.70 against 0.55: z = 2.2
    assert _clearly_better(children, 1, 3, 2.0)
    assert not _clearly_better(children, 2, 1, 1.64)
    assert not _clearly_better(children, 4, 2, 0.0)  # never visited: never better
    assert _clearly_better(children, 2, 4, 1.64)  # ...and always beaten


def test_search_when_needs_a_guide() -> None:
    with pytest.raises(ValueError, match="guide"):
        IsmctsBot(royaumes.load("prince_noir"), 0, random.Random(1), search_when=lambda v: True)


# -- playouts stop at a new deal ----------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "num_players"), [("roi_des_nains", 4), ("debarquement", 3), ("for_a_crown", 4)]
)
def test_interim_scores_are_the_running_totals_when_a_deal_starts(
    game_id: str, num_players: int
) -> None:
    """None during a deal; at the first state of each later deal the running totals
    (Débarquement's negated: the lowest leads), which a search's playout stops at."""
    game = royaumes.load(game_id)
    state = game.new_state(num_players)
    rng = random.Random(4)
    starts = []
    while not state.is_over:
        scores = state.interim_scores()
        if scores is not None:
            starts.append((state.num_actions, scores))
        state = random_step(state, rng)
    assert len(starts) >= 2  # the first deal and at least one more
    later = [scores for _, scores in starts[1:]]
    assert any(any(s != 0 for s in scores) for scores in later)
    if game_id == "debarquement":
        assert all(s <= 0 for scores in later for s in scores)
    assert royaumes.load("prince_noir").new_state(2).interim_scores() is None


def test_a_search_in_a_long_game_stops_its_playouts_at_the_next_deal() -> None:
    """Le Roi des Nains' seven deals: with the playouts cut, a search of 40 iterations
    applies about a deal's actions per iteration, not a game's."""
    game = royaumes.load("roi_des_nains")
    state = _decision("roi_des_nains", 4, 5)
    applied = 0
    original = type(state).apply_id

    def counting(self: State, seat: int, action_id: int) -> State:
        nonlocal applied
        applied += 1
        return original(self, seat, action_id)

    type(state).apply_id = counting  # type: ignore[method-assign, assignment]
    try:
        IsmctsBot(game, 0, random.Random(1), iterations=40).act(
            lambda: state.view(0), state.legal_actions(0)
        )
    finally:
        type(state).apply_id = original  # type: ignore[method-assign]
    assert applied < 40 * 70  # a deal of 4 players: 52 cards, 10 tricks; a game: 7 of them


def test_for_a_crown_values_a_round_s_end_by_the_chest_and_the_mercenaries_to_come() -> None:
    """The heuristic's estimate (``projected_scores``) replaces the chests alone: each
    family's recruits count once for each round left, so a search keeps recruiting."""
    from royaumes.bots.heuristics.for_a_crown import projected_scores
    from royaumes.games.for_a_crown import rules

    game = royaumes.load("for_a_crown")
    bot = make_bot("hard", game, 0, random.Random(1))
    assert isinstance(bot, IsmctsBot)
    assert bot.interim is projected_scores
    state = game.new_state(4)
    rng = random.Random(2)
    seen = 0
    while not state.is_over:
        assert isinstance(state, rules.State)
        projected = projected_scores(state)
        scores = state.interim_scores()
        assert (projected is None) == (scores is None)
        if projected is not None and scores is not None:
            seen += 1
            left = 4 - state.round
            for seat in range(4):
                assert projected[seat] >= scores[seat]
                assert (projected[seat] > scores[seat] + 0.5 * state.coins(seat)) == (
                    left > 0 and bool(state.mercenaries_of(seat))
                )
        state = random_step(state, rng)
    assert seen == 3  # the ends of rounds 1 to 3 (the fourth ends the game)


def test_for_a_crown_playouts_play_the_heuristic_s_moves_from_the_determinisation() -> None:
    """The hard bot's playout policy (``rollout_action``) plays one of the moves the
    heuristic bot scores best from the seat's own view (read here from the state
    instead: the same public counts and own chest), so payments use Coins first; the
    search hands a policy only seats' moves, each with its legal ids."""
    from royaumes.bots.heuristics.for_a_crown import ForACrownBot, rollout_action
    from royaumes.games.for_a_crown import rules

    game = royaumes.load("for_a_crown")
    bot = make_bot("hard", game, 0, random.Random(1))
    assert isinstance(bot, IsmctsBot)
    assert bot.rollout is rollout_action
    state = game.new_state(4)
    rng = random.Random(3)
    payments = choices = 0
    while not state.is_over:
        seat = state.to_move[0]
        if seat != CHANCE:
            legal = state.legal_action_ids(seat)
            assert isinstance(state, rules.State)
            chosen = rollout_action(state, seat, legal, rng.randrange)
            assert chosen in legal
            if len(legal) > 1:
                choices += 1
                view = state.view(seat)
                heuristic = ForACrownBot(seat, random.Random(0))
                scores = {i: heuristic._score(view, game.action_from_id(i)) for i in legal}
                assert scores[chosen] == max(scores.values())
            action = game.action_from_id(chosen)
            assert isinstance(action, rules.Action)
            if action.kind is rules.ActionKind.PAY:
                payments += 1
                coins = rules._PAYMENTS[action.arg][0]
                assert coins == min(state.coins(seat), sum(rules._PAYMENTS[action.arg]))
        state = random_step(state, rng)
    assert payments > 0
    assert choices > 10

    calls: list[tuple[int, tuple[int, ...]]] = []

    def policy(s: State, seat: int, legal: tuple[int, ...], randrange: object) -> int:
        calls.append((seat, legal))
        assert legal == s.legal_action_ids(seat)
        return legal[-1]

    start = _decision("for_a_crown", 4, 6)
    searched = IsmctsBot(game, 0, random.Random(2), iterations=20, rollout=policy)
    assert searched.act(lambda: start.view(0), start.legal_actions(0)) in start.legal_actions(0)
    assert calls
    assert all(seat >= 0 for seat, _ in calls)
