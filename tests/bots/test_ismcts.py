"""The ISMCTS bot (issue 19, first step): legal, reproducible, and blind to the state."""

from __future__ import annotations

import json
import random

import pytest

import royaumes
from royaumes import CHANCE, State
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
    root = bot._search(state.view(0), state.legal_action_ids(0))
    assert set(root.children) == set(state.legal_action_ids(0))
    by_visits = sorted(root.children.values(), key=lambda n: n.visits)
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
