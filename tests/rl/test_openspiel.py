"""Every game as an OpenSpiel game passes OpenSpiel's own checks (issue 20): its random
simulation test (clone, pickle and OpenSpiel serialisation round trips, returns within
the declared utilities), ``resample_from_infostate`` keeping the seat's information
state, and OpenSpiel's IS-MCTS bot playing a game."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.tests import games_sim_test

import royaumes
import royaumes.adapters.openspiel  # registers the games
from royaumes.adapters.openspiel import short_name
from royaumes.errors import ConfigError

from ._cases import cases

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


CASES = cases()


def test_every_game_is_registered() -> None:
    registered = set(pyspiel.registered_names())
    assert {short_name(spec.id) for spec in royaumes.games()} <= registered


@pytest.mark.parametrize(("game_id", "num_players"), CASES)
def test_openspiel_random_simulation_test(game_id: str, num_players: int) -> None:
    game = pyspiel.load_game(short_name(game_id), {"players": num_players})
    np.random.seed(len(game_id) * 10 + num_players)  # the checker draws from numpy's global
    # (the module, not its class, is imported: pytest would collect its own tests)
    games_sim_test.GamesSimTest("sim_game").sim_game(game)


def _random_positions(game: Any, seed: int, count: int) -> list[Any]:
    rng = random.Random(seed)
    state = game.new_initial_state()
    positions = []
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
            continue
        if rng.random() < 0.25:
            positions.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return rng.sample(positions, min(count, len(positions)))


@pytest.mark.parametrize(("game_id", "num_players"), CASES)
def test_resample_from_infostate_keeps_the_seats_information(
    game_id: str, num_players: int
) -> None:
    game = pyspiel.load_game(short_name(game_id), {"players": num_players})
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for state in _random_positions(game, seed=num_players, count=4 if num_players < 10 else 2):
        player = state.current_player()
        for _ in range(2):
            sample = state.resample_from_infostate(player, sampler)
            assert sample.current_player() == player
            assert sample.information_state_string(player) == state.information_state_string(player)
            assert sample.information_state_tensor(player) == state.information_state_tensor(player)
            assert sample.observation_tensor(player) == state.observation_tensor(player)
            assert sample.legal_actions() == state.legal_actions()


def test_openspiels_ismcts_bot_plays_a_royaumes_game() -> None:
    game = pyspiel.load_game(short_name("quatre_royaumes"), {"players": 2})
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=10, random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == pytest.approx(0.0)


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(ConfigError, match="2 to 5 players"):
        pyspiel.load_game(short_name("quatre_royaumes"), {"players": 9})
    with pytest.raises(ConfigError, match="JSON object"):
        pyspiel.load_game(short_name("quatre_royaumes"), {"options": "not json"})
