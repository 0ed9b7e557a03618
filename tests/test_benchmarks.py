"""Benchmarks (pytest-benchmark). Disabled timing by default (``--benchmark-disable``):
each runs once as a smoke test. Time them with ``pytest tests/test_benchmarks.py
--benchmark-enable``; the throughput figure is ``royaumes bench GAME``.
"""

from __future__ import annotations

import random

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

import royaumes
from royaumes import CHANCE, State


def _random_playout(game_id: str, num_players: int, seed: int) -> int:
    game = royaumes.load(game_id)
    rng = random.Random(seed)
    state: State = game.new_state(num_players)
    actions = 0
    while not state.is_over:
        seat = state.to_move[0]
        if seat == CHANCE:
            outcomes = state.chance_outcomes()
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = state.legal_actions(seat)
            action = legal[rng.randrange(len(legal))]
        state = state.apply(seat, action)
        actions += 1
    return actions


@pytest.mark.parametrize("game_id", royaumes.available_games())
def test_random_playout_speed(benchmark: BenchmarkFixture, game_id: str) -> None:
    spec = royaumes.load(game_id).spec
    players = min(max(4, spec.min_players), spec.max_players)
    actions = benchmark(_random_playout, game_id, players, 0)
    assert actions > 0


def test_view_speed(benchmark: BenchmarkFixture) -> None:
    record = royaumes.Match("quatre_royaumes", 4, ["random"] * 4, seed=1).run()
    states = [state for state, _ in royaumes.replay(record)]
    middle = states[len(states) // 2]
    view = benchmark(middle.view, 0)
    assert view.seat == 0
    assert len(view.events) > 10


def test_deux_rois_fifty_player_game_speed(benchmark: BenchmarkFixture) -> None:
    """A whole 50-player main-mode game of heuristic bots, views included (issue 9's
    benchmark; ``deux_rois`` is not in the registry yet)."""
    from royaumes.games.deux_rois.rules import GAME

    def game() -> int:
        return len(royaumes.Match(GAME, 50, ["heuristic"] * 50, seed=5).run().steps)

    assert benchmark(game) > 50
