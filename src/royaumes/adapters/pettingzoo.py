"""PettingZoo environments for every game (issue 20; the ``[rl]`` extra).

>>> from royaumes.adapters.pettingzoo import env
>>> e = env("quatre_royaumes", num_players=3)
>>> e.reset(seed=1)
>>> obs, reward, terminated, truncated, info = e.last()
>>> sorted(obs), bool(obs["action_mask"].sum() > 0)
(['action_mask', 'observation'], True)
>>> for agent in e.agent_iter():
...     obs, reward, terminated, truncated, info = e.last()
...     done = terminated or truncated
...     e.step(None if done else e.action_space(agent).sample(obs["action_mask"]))
>>> e.agents
[]

**AEC** (:func:`env`, :class:`RoyaumesEnv`): one agent (``player_0`` ..) acts at a
time, the seat a :class:`royaumes.Match` would move next; in a simultaneous choice
each seat in turn, none seeing the others' pending choices (the rules hide them).
Chance and the clock (``HOST``) are applied inside (:mod:`royaumes.adapters.common`).

- Observation: ``{"observation": float32 tensor, "action_mask": int8 mask}``, the
  tensor being the seat's information state (perfect recall) or, with
  ``observation="observation"``, its observation (:mod:`royaumes.encoding`, whose
  games' docstrings give the layouts). An agent not to move gets an all-zero mask.
- Actions: ``Discrete(spec.num_distinct_actions)``, the game's dense action ids
  (``game.action_from_id(i)`` is the action; its text is the spec's notation).
- Rewards: 0 until the end, then each seat's final reward
  (:data:`royaumes.adapters.common.RewardMode`: the game's points, more is better, or
  ``"win"``, zero-sum).
- Termination when the game is over; truncation when the next agent to act has
  already acted ``max_cycles`` times (``None``: never). The agent list empties at the
  end, each agent being stepped once more with ``None``, as PettingZoo requires.
- An illegal action ends the game with ``illegal_reward`` for its agent and 0 for
  the others (PettingZoo's ``TerminateIllegalWrapper``, as its classic games do): not
  zero-sum, and on its own scale (``"win"`` rewards lie in ``[-1/N, 1 - 1/N]``, points
  in the game's units). In the parallel environment, the first illegal action in seat
  order ends it.
- ``env.unwrapped.encoding`` is the game's :class:`royaumes.encoding.Encoding`:
  ``describe("information_state")`` gives the observation's segments.
- ``render()``: the terminal board of the agent to act (``render_mode="ansi"``
  returns it as text, ``"human"`` prints it); French with ``lang="fr"``.

**Parallel** (:func:`parallel_env`): every agent submits an action each step; the
seats to move act (all of them in a simultaneous choice, such as Débarquement's
secret card or Deux Rois' votes), the others' actions are ignored (their mask is all
zeros and ``infos[agent]["to_move"]`` is false). With ``illegal_action="random"``
an action outside an acting agent's mask is replaced by a random legal one (for
fuzzing with unmasked samplers, as PettingZoo's own ``max_cycles_test`` does);
by default it ends the game as in the AEC environment.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from io import StringIO
from typing import Any, Literal

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers

from royaumes.adapters.common import REWARD_MODES, RewardMode, Stepper, final_rewards
from royaumes.encoding import Encoding, TensorKind, encoding
from royaumes.errors import ConfigError, GameOverError
from royaumes.game import Game
from royaumes.registry import load

__all__ = ["RoyaumesEnv", "RoyaumesParallelEnv", "env", "parallel_env", "raw_env"]

RenderMode = Literal["human", "ansi"]
IllegalAction = Literal["terminate", "random"]

ObsDict = dict[str, Any]


class _Game:
    """What both environments share: the game, its encoding, the agents and spaces."""

    def __init__(
        self,
        game: str | Game,
        num_players: int | None,
        options: Mapping[str, object] | None,
        observation: TensorKind,
        reward: RewardMode,
        render_mode: RenderMode | None,
        max_cycles: int | None,
        lang: str,
    ) -> None:
        self.game = load(game) if isinstance(game, str) else game
        spec = self.game.spec
        n = spec.min_players if num_players is None else num_players
        self.encoding: Encoding = encoding(self.game, n, options)
        if observation not in ("information_state", "observation"):
            raise ConfigError(
                f"unknown observation {observation!r}; known: information_state, observation"
            )
        if reward not in REWARD_MODES:
            raise ConfigError(f"unknown reward {reward!r}; known: {', '.join(REWARD_MODES)}")
        if render_mode not in (None, "human", "ansi"):
            raise ConfigError(f"unknown render_mode {render_mode!r}; known: human, ansi")
        if lang not in ("en", "fr"):
            raise ConfigError(f"unknown lang {lang!r}; known: en, fr")
        if max_cycles is not None and max_cycles < 1:
            raise ConfigError(f"max_cycles must be at least 1, not {max_cycles}")
        self.num_players = self.encoding.num_players
        self.options = dict(self.encoding.options)
        self.kind: TensorKind = observation
        self.reward_mode: RewardMode = reward
        self.max_cycles = max_cycles
        self.lang = lang
        self.agents_all = [f"player_{i}" for i in range(self.num_players)]
        shape = self.encoding.shape(observation)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, shape, np.float32),
                "action_mask": spaces.Box(0, 1, (self.encoding.num_actions,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.encoding.num_actions)

    def new(self, seed: int | None) -> Stepper:
        rng = random.Random(seed)
        return Stepper(self.game.new_state(self.num_players, self.options), rng)

    def observe(self, stepper: Stepper, seat: int, acting: bool) -> ObsDict:
        state = stepper.state
        view = state.view(seat)
        mask = (
            self.encoding.action_mask(state.legal_action_ids(seat))
            if acting and not state.is_over
            else np.zeros(self.encoding.num_actions, dtype=np.int8)
        )
        return {"observation": self.encoding.tensor(self.kind, view), "action_mask": mask}

    def rewards(self, stepper: Stepper) -> tuple[float, ...]:
        result = stepper.state.result
        assert result is not None
        return final_rewards(self.game.spec, result, self.reward_mode)

    def render(self, stepper: Stepper | None, seat: int, mode: RenderMode | None) -> str | None:
        if mode is None:
            from gymnasium.logger import warn

            warn("render() called without a render_mode: give one to env(render_mode=...)")
            return None
        if stepper is None:
            return None
        from rich.console import Console

        from royaumes.ui import renderer_for

        renderer = renderer_for(self.game, self.lang)
        view = stepper.state.view(seat)
        buffer = StringIO()
        console = Console(file=buffer, width=100, color_system=None, force_terminal=False)
        console.print(renderer.board(view))
        if stepper.state.result is not None:
            console.print(renderer.final(stepper.state.result, view))
        text = buffer.getvalue()
        if mode == "human":
            print(text, end="")
            return None
        return text


class _Agents:
    """What both environments expose alike: the agents, their spaces, the name."""

    _g: _Game
    metadata: dict[str, Any]

    def _setup(self, g: _Game, render_mode: RenderMode | None) -> None:
        self._g = g
        self.metadata = {**self.metadata, "name": f"royaumes_{g.game.spec.id}"}
        self.render_mode = render_mode
        self.possible_agents = list(g.agents_all)
        self.agents: list[str] = []
        self.observation_spaces = dict.fromkeys(self.possible_agents, g.observation_space)
        self.action_spaces = dict.fromkeys(self.possible_agents, g.action_space)
        self._stepper: Stepper | None = None
        self.encoding: Encoding = g.encoding
        """The game's tensors (:mod:`royaumes.encoding`): ``encoding.describe(kind)`` is
        the observation's documented layout."""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def close(self) -> None:
        self._stepper = None


class RoyaumesEnv(_Agents, AECEnv[str, ObsDict, int]):  # type: ignore[misc]  # (untyped PettingZoo)
    """A game as a PettingZoo AEC environment (see the module's docstring); use
    :func:`env` for the wrapped one PettingZoo's tools expect."""

    # (PettingZoo's convention: a class attribute; each instance adds its game's name.)
    metadata: dict[str, Any] = {  # noqa: RUF012
        "render_modes": ["human", "ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str | Game,
        num_players: int | None = None,
        options: Mapping[str, object] | None = None,
        *,
        observation: TensorKind = "information_state",
        reward: RewardMode = "points",
        render_mode: RenderMode | None = None,
        max_cycles: int | None = None,
        illegal_action: Literal["raise", "random"] = "raise",
        lang: str = "en",
    ) -> None:
        super().__init__()
        if illegal_action not in ("raise", "random"):
            raise ConfigError(f"unknown illegal_action {illegal_action!r}; known: raise, random")
        g = _Game(game, num_players, options, observation, reward, render_mode, max_cycles, lang)
        self._setup(g, render_mode)
        self._repair = random.Random() if illegal_action == "random" else None
        self._acted = [0] * g.num_players

    def __str__(self) -> str:
        return str(self.metadata["name"])

    @property
    def state_now(self) -> Any:
        """The game's state (the whole of it: for debugging, never for an agent)."""
        return None if self._stepper is None else self._stepper.state

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` fixes chance and the clock (``None``: fresh)."""
        self._stepper = self._g.new(seed)
        if self._repair is not None:
            self._repair.seed(None if seed is None else seed + 1)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._acted = [0] * self._g.num_players
        self._select()

    def observe(self, agent: str) -> ObsDict:
        assert self._stepper is not None, "reset() first"
        seat = self.possible_agents.index(agent)
        return self._g.observe(self._stepper, seat, agent == self.agent_selection)

    def step(self, action: int | None) -> None:
        """The selected agent takes ``action`` (a dense id); ``None`` for a finished one.

        Raises:
            IllegalActionError: ``action`` is not legal here (with ``illegal_action=
                "random"``, a random legal action is played instead; the wrapped
                :func:`env` ends the game by default).
            GameOverError: every agent is done (``reset()`` for a new game).
        """
        if not self.agents:
            raise GameOverError("the game is over: reset() for a new one")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self._stepper is not None
        seat = self.possible_agents.index(agent)
        if self._repair is not None:
            legal = self._stepper.state.legal_action_ids(seat)
            if action not in legal:
                action = legal[self._repair.randrange(len(legal))]
        self._cumulative_rewards[agent] = 0.0
        self._stepper.apply(seat, int(action))  # type: ignore[arg-type]
        self._acted[seat] += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self._stepper.state.is_over:
            for a, r in zip(self.possible_agents, self._g.rewards(self._stepper), strict=True):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    def _select(self) -> None:
        stepper = self._stepper
        assert stepper is not None
        if stepper.seat is not None:
            self.agent_selection = self.possible_agents[stepper.seat]
            cap = self._g.max_cycles
            if cap is not None and self._acted[stepper.seat] >= cap:
                self.truncations = dict.fromkeys(self.agents, True)
        elif self.agents:
            self.agent_selection = self.agents[0]
        for a in self.agents:
            self.infos[a] = {"to_move": a == self.agent_selection and stepper.seat is not None}

    def render(self) -> str | None:
        seat = self.possible_agents.index(self.agent_selection) if self.agents else 0
        return self._g.render(self._stepper, seat, self.render_mode)


def raw_env(
    game: str | Game,
    num_players: int | None = None,
    options: Mapping[str, object] | None = None,
    **kwargs: Any,
) -> RoyaumesEnv:
    """The unwrapped AEC environment (:class:`RoyaumesEnv`; arguments as :func:`env`)."""
    return RoyaumesEnv(game, num_players, options, **kwargs)


def env(
    game: str | Game,
    num_players: int | None = None,
    options: Mapping[str, object] | None = None,
    *,
    observation: TensorKind = "information_state",
    reward: RewardMode = "points",
    render_mode: RenderMode | None = None,
    max_cycles: int | None = None,
    illegal_action: IllegalAction = "terminate",
    illegal_reward: float = -1.0,
    lang: str = "en",
) -> AECEnv[str, ObsDict, int]:
    """A game as a PettingZoo AEC environment, wrapped as PettingZoo's classic games are
    (an illegal action ends the game with ``illegal_reward`` for its agent; actions
    out of bounds and calls out of order are errors).

    Args:
        game: a game id or a loaded game.
        num_players: the number of seats (default: the game's fewest).
        options: the game's options (defaults otherwise).
        observation: ``"information_state"`` (perfect recall) or ``"observation"``.
        reward: ``"points"`` or ``"win"`` (:data:`royaumes.adapters.common.RewardMode`).
        render_mode: ``"ansi"`` (text), ``"human"`` (printed) or ``None``.
        max_cycles: truncate once the agent to act has acted this many times.
        illegal_action: ``"terminate"`` (an illegal action ends the game) or
            ``"random"`` (a random legal action is played instead: for fuzzing with
            samplers that ignore the mask).
        illegal_reward: the reward of an agent whose illegal action ends the game.
        lang: ``"en"`` or ``"fr"``, for :meth:`render`.

    Raises:
        ConfigError: unknown game, bad player count, options, or argument.
    """
    if illegal_action not in ("terminate", "random"):
        raise ConfigError(f"unknown illegal_action {illegal_action!r}; known: terminate, random")
    base = RoyaumesEnv(
        game, num_players, options, observation=observation, reward=reward,
        render_mode=render_mode, max_cycles=max_cycles, lang=lang,
        illegal_action="random" if illegal_action == "random" else "raise",
    )  # fmt: skip
    wrapped: AECEnv[str, ObsDict, int] = base
    if illegal_action == "terminate":
        wrapped = wrappers.TerminateIllegalWrapper(base, illegal_reward)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class RoyaumesParallelEnv(_Agents, ParallelEnv[str, ObsDict, int]):  # type: ignore[misc]
    """A game as a PettingZoo Parallel environment (see the module's docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"]}  # noqa: RUF012

    def __init__(
        self,
        game: str | Game,
        num_players: int | None = None,
        options: Mapping[str, object] | None = None,
        *,
        observation: TensorKind = "information_state",
        reward: RewardMode = "points",
        render_mode: RenderMode | None = None,
        max_cycles: int | None = None,
        illegal_action: IllegalAction = "terminate",
        illegal_reward: float = -1.0,
        lang: str = "en",
    ) -> None:
        if illegal_action not in ("terminate", "random"):
            raise ConfigError(
                f"unknown illegal_action {illegal_action!r}; known: terminate, random"
            )
        g = _Game(game, num_players, options, observation, reward, render_mode, max_cycles, lang)
        self._setup(g, render_mode)
        self._illegal_action = illegal_action
        self._illegal_reward = illegal_reward
        self._steps = 0
        self._fuzz = random.Random()

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, ObsDict], dict[str, dict[str, Any]]]:
        """A new game; ``seed`` fixes chance, the clock and the ``"random"`` repairs."""
        self._stepper = self._g.new(seed)
        self._fuzz = random.Random(None if seed is None else seed + 1)
        self._steps = 0
        self.agents = list(self.possible_agents)
        return self._observations(), self._infos()

    def step(
        self, actions: dict[str, int]
    ) -> tuple[
        dict[str, ObsDict],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        """The seats to move take their actions (the others' are ignored); the game then
        goes on to the next decision.

        Raises:
            KeyError: an agent to move gave no action.
            GameOverError: the game is over (``reset()`` for a new one).
        """
        stepper = self._stepper
        if stepper is None or not self.agents:
            raise GameOverError("the game is over: reset() for a new one")
        rewards = dict.fromkeys(self.agents, 0.0)
        over = False
        for seat in stepper.seats_to_move():
            agent = self.possible_agents[seat]
            if seat not in stepper.seats_to_move():
                continue  # an earlier seat's action ended this choice for it
            if agent not in actions:
                raise KeyError(f"{agent} is to move and gave no action")
            action = int(actions[agent])
            legal = stepper.state.legal_action_ids(seat)
            if action not in legal:
                if self._illegal_action == "random":
                    action = legal[self._fuzz.randrange(len(legal))]
                else:
                    rewards[agent] = self._illegal_reward
                    over = True
                    break
            stepper.apply(seat, action)
            if stepper.state.is_over:
                break
        self._steps += 1
        if stepper.state.is_over and not over:
            rewards = dict(zip(self.possible_agents, self._g.rewards(stepper), strict=True))
            over = True
        truncated = (
            not over and self._g.max_cycles is not None and (self._steps >= self._g.max_cycles)
        )
        observations, infos = self._observations(), self._infos()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, truncated)
        if over or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _observations(self) -> dict[str, ObsDict]:
        stepper = self._stepper
        assert stepper is not None
        acting = set(stepper.seats_to_move())
        return {
            a: self._g.observe(stepper, i, i in acting)
            for i, a in enumerate(self.possible_agents)
            if a in self.agents
        }

    def _infos(self) -> dict[str, dict[str, Any]]:
        stepper = self._stepper
        assert stepper is not None
        acting = set(stepper.seats_to_move())
        return {
            a: {"to_move": i in acting}
            for i, a in enumerate(self.possible_agents)
            if a in self.agents
        }

    def render(self) -> str | None:
        stepper = self._stepper
        seats = () if stepper is None else stepper.seats_to_move()
        return self._g.render(stepper, seats[0] if seats else 0, self.render_mode)


def parallel_env(
    game: str | Game,
    num_players: int | None = None,
    options: Mapping[str, object] | None = None,
    **kwargs: Any,
) -> RoyaumesParallelEnv:
    """A game as a PettingZoo Parallel environment (arguments as
    :class:`RoyaumesParallelEnv`, those of :func:`env`)."""
    return RoyaumesParallelEnv(game, num_players, options, **kwargs)
