"""The PettingZoo environments pass PettingZoo's own checkers (issue 20): ``api_test``,
``parallel_api_test``, ``seed_test`` (AEC and parallel) and ``max_cycles_test``, on every
game at its smallest and largest player count and with random options."""

from __future__ import annotations

import functools
import random
import types
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, max_cycles_test, parallel_api_test, seed_test
from pettingzoo.test.seed_test import parallel_seed_test

import royaumes
from royaumes.adapters.pettingzoo import RoyaumesEnv, env, parallel_env
from royaumes.errors import ConfigError, GameOverError, InvalidActionError
from royaumes.game import OptionKind

from ._cases import cases

# PettingZoo's checkers advise, by warning, a plain array observation and Box spaces, and
# exempt by name its own card games, whose observation is the {"observation",
# "action_mask"} dict these environments follow; the rest of their warnings stay errors.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:.*Illegal move made"),
]


def random_options(game_id: str, num_players: int, rng: random.Random) -> dict[str, Any]:
    """Choice and yes/no options drawn at random, as a combination the game accepts."""
    game = royaumes.load(game_id)
    for _ in range(50):
        options: dict[str, Any] = {}
        for spec in game.spec.options:
            if spec.kind is OptionKind.CHOICE:
                options[spec.name] = rng.choice(spec.choices)
            elif spec.kind is OptionKind.BOOL:
                options[spec.name] = rng.random() < 0.5
        try:
            game.new_state(num_players, options)
        except ConfigError:
            continue
        return options
    return {}


CASES = cases()


def _cycles(num_players: int) -> int:
    """The checkers' cycles: about 600 agent steps, a whole game of most games (every
    agent once a cycle), fewer steps a seat at 50 seats."""
    return max(10, 600 // num_players)


@pytest.mark.parametrize(("game_id", "num_players"), CASES)
def test_aec_environment_passes_pettingzoo_checks(game_id: str, num_players: int) -> None:
    options = random_options(game_id, num_players, random.Random(f"{game_id}/{num_players}"))
    make = functools.partial(env, game_id, num_players, options)
    api_test(make(), num_cycles=_cycles(num_players))
    seed_test(make, num_cycles=20)


@pytest.mark.parametrize(("game_id", "num_players"), CASES)
def test_parallel_environment_passes_pettingzoo_checks(game_id: str, num_players: int) -> None:
    options = random_options(game_id, num_players, random.Random(f"{game_id}/{num_players}/p"))
    make = functools.partial(parallel_env, game_id, num_players, options)
    parallel_api_test(make(), num_cycles=_cycles(num_players))
    parallel_seed_test(make, num_cycles=20)


# PettingZoo's max_cycles_test assumes that every agent acts once a cycle: true where
# the seats take turns from the start, not in Le Roi des Nains (the first seat also names
# the quest, then the trick's winner leads), Débarquement (a seat whose card lands may
# also choose where) nor Deux Rois (seats negotiate as they wish). There each agent's
# count is checked against the rule itself (below).
ROUND_ROBIN = {"quatre_royaumes", "prince_noir", "for_a_crown"}


@pytest.mark.parametrize(("game_id", "num_players"), CASES)
def test_max_cycles(game_id: str, num_players: int) -> None:
    # The checker samples actions without their mask: the "random" repair plays a legal
    # action in their place (the default would end the game at the first illegal one).
    make_env = functools.partial(env, game_id, num_players, illegal_action="random")
    make_parallel = functools.partial(parallel_env, game_id, num_players, illegal_action="random")
    if game_id in ROUND_ROBIN:
        max_cycles_test(types.SimpleNamespace(env=make_env, parallel_env=make_parallel))
        return
    for cap in (1, 4, 9):
        e = make_env(max_cycles=cap)
        e.reset(seed=cap)
        acted = dict.fromkeys(e.possible_agents, 0)
        for agent in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            acted[agent] += 1
            e.step(e.action_space(agent).sample(obs["action_mask"]))
        # No agent acts more than the cap, and one reached it when the game was cut.
        assert max(acted.values()) == cap
        p = make_parallel(max_cycles=cap)
        p.reset(seed=cap)
        steps = 0
        while p.agents:
            p.step({a: p.action_space(a).sample() for a in p.agents})
            steps += 1
        assert steps == cap


def test_a_whole_game_pays_the_rules_points() -> None:
    e = env("quatre_royaumes", 3)
    e.reset(seed=4)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        assert obs["action_mask"].dtype == np.int8
        assert obs["action_mask"].sum() > 0
        e.step(e.action_space(agent).sample(obs["action_mask"]))
    final = e.unwrapped.state_now.result
    assert final is not None
    assert [totals[a] for a in e.possible_agents] == [float(p) for p in final.points]


def test_win_rewards_are_zero_sum_and_debarquement_points_are_negated() -> None:
    for reward in ("win", "points"):
        e = env("debarquement", 3, reward=reward)
        e.reset(seed=2)
        totals = dict.fromkeys(e.possible_agents, 0.0)
        for agent in e.agent_iter():
            obs, r, terminated, truncated, _ = e.last()
            totals[agent] += r
            e.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
        result = e.unwrapped.state_now.result
        if reward == "win":
            assert abs(sum(totals.values())) < 1e-9
            best = max(totals.values())
            assert {a for a, t in totals.items() if t == best} == {
                f"player_{s}" for s in result.winners
            }
        else:
            assert [totals[a] for a in e.possible_agents] == [-float(p) for p in result.points]


def test_an_illegal_action_ends_the_game_with_a_penalty() -> None:
    e = env("quatre_royaumes", 4)
    e.reset(seed=1)
    agent = e.agent_selection
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    e.step(illegal)
    assert all(e.terminations.values())
    assert e.rewards[agent] == -1.0


def test_simultaneous_choices_act_together_in_the_parallel_environment() -> None:
    p = parallel_env("debarquement", 4)
    observations, infos = p.reset(seed=3)
    acting = [a for a in p.agents if infos[a]["to_move"]]
    assert len(acting) == 4  # everyone picks a card in secret (spec §3)
    actions = {a: int(np.flatnonzero(observations[a]["action_mask"])[0]) for a in p.agents}
    _, _, terminations, _, infos = p.step(actions)
    assert not any(terminations.values())


def test_render_draws_the_board_in_both_languages() -> None:
    for lang in ("en", "fr"):
        e = env("quatre_royaumes", 4, render_mode="ansi", lang=lang)
        e.reset(seed=0)
        text = e.render()
        assert isinstance(text, str)
        assert text.strip()


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ConfigError):
        env("quatre_royaumes", 9)
    with pytest.raises(ConfigError):
        env("quatre_royaumes", 4, reward="elo")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        env("quatre_royaumes", 4, lang="de")
    with pytest.raises(ConfigError):
        env("nope", 4)


def test_stepping_after_the_end_or_out_of_range_is_an_error() -> None:
    raw = RoyaumesEnv("quatre_royaumes", 3)
    raw.reset(seed=5)
    with pytest.raises(InvalidActionError, match=r"0\.\.39"):
        raw.step(40)  # a chance outcome's id is no seat action
    for _agent in raw.agent_iter():
        obs, _, terminated, truncated, _ = raw.last()
        raw.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
    with pytest.raises(GameOverError):
        raw.step(0)
    p = parallel_env("debarquement", 3)
    observations, _ = p.reset(seed=1)
    with pytest.raises(KeyError, match="gave no action"):
        p.step({})
    while p.agents:
        observations, *_ = p.step(
            {a: int(np.flatnonzero(o["action_mask"])[0]) if o["action_mask"].any() else 0
             for a, o in observations.items()}
        )  # fmt: skip
    with pytest.raises(GameOverError):
        p.step({})


def test_the_layout_is_read_from_the_environment() -> None:
    e = env("prince_noir", 2, observation="observation")
    e.reset(seed=0)
    layout = e.unwrapped.encoding.describe("observation")
    obs, *_ = e.last()
    assert sum(int(np.prod(shape)) for _, _, shape in layout) == obs["observation"].shape[0]
