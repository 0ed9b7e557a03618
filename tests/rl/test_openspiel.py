"""Every game as an OpenSpiel game passes OpenSpiel's own checks (issue 20): its random
simulation test (clone, pickle and OpenSpiel serialisation round trips, returns within
the declared utilities), ``resample_from_infostate`` keeping the seat's information
state, and OpenSpiel's IS-MCTS bot playing a game."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts, outcome_sampling_mccfr
from open_spiel.python.tests import games_sim_test

import royaumes
import royaumes.adapters.openspiel  # registers the games
from royaumes.adapters.openspiel import short_name
from royaumes.errors import ConfigError, GameOverError, InvalidActionError

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


def test_openspiels_mccfr_and_mcts_run_on_a_royaumes_game() -> None:
    # Outcome-sampling MCCFR walks sampled paths (no whole tree), so it runs on any game;
    # its average policy is defined at the infosets it met, over the legal actions.
    game = pyspiel.load_game(short_name("prince_noir"), {"hand_size": 2})
    np.random.seed(0)  # the solver samples from numpy's global stream
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(10):
        solver.iteration()
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    probabilities = solver.average_policy().action_probabilities(state)
    assert set(probabilities) == set(state.legal_actions())
    assert sum(probabilities.values()) == pytest.approx(1.0)
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, 2, 10, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    assert bot.step(state) in state.legal_actions()


def test_options_are_parameters_and_round_trip() -> None:
    # Two options and a list option: a game string separates parameters with commas.
    game = pyspiel.load_game(
        short_name("prince_noir"), {"hand_size": 4, "final_tie": "more_castles"}
    )
    assert pyspiel.load_game(str(game)).get_parameters() == game.get_parameters()
    state = game.new_initial_state()
    state.apply_action(state.chance_outcomes()[0][0])
    _, again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(again) == str(state)
    assert str(pickle.loads(pickle.dumps(state))) == str(state)
    manual = pyspiel.load_game("royaumes_deux_rois(players=6,room_split=manual,rooms=N/E/N/E/N/E)")
    assert manual.new_initial_state()._core.state.options["rooms"] == "N,E,N,E,N,E"
    # A choice that reads as a number, and "off" for a number.
    dwarves = pyspiel.load_game("royaumes_roi_des_nains(first_dealer=#2,max_tiebreak_deals=0)")
    options = dwarves.new_initial_state()._core.state.options
    assert (options["first_dealer"], options["max_tiebreak_deals"]) == ("2", None)
    assert pyspiel.load_game(str(dwarves)).get_parameters() == dwarves.get_parameters()


def test_bad_parameters_and_actions_are_refused() -> None:
    with pytest.raises(ConfigError, match="2 to 5 players"):
        pyspiel.load_game(short_name("quatre_royaumes"), {"players": 9})
    with pytest.raises(ConfigError, match="hand_size"):
        pyspiel.load_game(short_name("prince_noir"), {"hand_size": 99})
    state = pyspiel.load_game(short_name("prince_noir")).new_initial_state()
    with pytest.raises(InvalidActionError, match="chance outcome"):
        state.apply_action(99999)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(state.legal_actions()[0])
    with pytest.raises(GameOverError):
        state.apply_action(0)
