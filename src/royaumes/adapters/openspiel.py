"""Every game as an OpenSpiel Python game (issue 20; the ``[rl]`` extra).

Importing this module registers each game with ``pyspiel.register_game`` under the
short name ``royaumes_<id>``, so that OpenSpiel's algorithms run on it:

>>> import pyspiel
>>> import royaumes.adapters.openspiel
>>> game = pyspiel.load_game("royaumes_quatre_royaumes", {"players": 3})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), game.num_players()
(True, 3)

Parameters: ``players`` (default: the game's fewest) and each game option under its own
name (``royaumes rules <id>`` describes them), typed as OpenSpiel types parameters: a
yes/no option a bool, a number an int (``0`` for "off" where the option may be off) or
a float, a choice a string (written ``#2``, ``#9-10`` where it reads as a number, since
OpenSpiel reads a parameter by its look), a list a string of items separated by ``/``
(``"off"``: none), since a game string separates parameters with commas:

>>> game = pyspiel.load_game("royaumes_deux_rois(players=6,room_split=manual,rooms=N/E/N/E/N/E)")
>>> game.num_players()
6

The mapping (the engine's protocol to OpenSpiel's):

- **Dynamics** sequential: a simultaneous choice (Débarquement's secret card, Deux
  Rois' votes) is made seat by seat in the order :class:`royaumes.Match` asks, none
  seeing the others' pending choices (the rules hide them), so the game stays one of
  imperfect information and every sequential algorithm applies.
- **Chance** explicit: outcome ``i`` is the engine's chance id
  ``spec.num_distinct_actions + i``. The clock (``HOST``, a real-time game's timeouts)
  acts, as in a match, only when it alone is to move; it is then a chance node whose
  outcomes ``spec.max_chance_outcomes + a`` (uniform) are its action ids ``a``.
- **Actions**: the engine's dense ids (``0 .. num_distinct_actions - 1``), written in
  the spec's notation by ``action_to_string``.
- **Ids**, in one table (N = ``spec.num_distinct_actions``, M = ``spec.max_chance_outcomes``):

  ================  ==========================  ==================================
  who acts          OpenSpiel action            the engine's id
  ================  ==========================  ==================================
  a seat            ``a`` in ``0 .. N-1``       ``a`` (``game.action_from_id(a)``)
  chance            ``i`` in ``0 .. M-1``       ``N + i``
  the clock (HOST)  ``M + a``, ``a < N``        ``a``, applied by ``HOST``
  ================  ==========================  ==================================

  ``max_chance_outcomes()`` is ``M + N`` in every game, the clock's ids included
  (only Débarquement's and Deux Rois' timed phases have a clock).
- **Returns** zero-sum, at the end: the winners share 1 and each seat pays the mean
  share (:data:`royaumes.adapters.common.RewardMode` ``"win"``): in ``[-1/N, 1 - 1/N]``.
- **Information state**: the seat's view with its events (perfect recall) as canonical
  JSON (``information_state_string``) and its information-state tensor
  (:mod:`royaumes.encoding`); the observation likewise without the events.
- ``resample_from_infostate`` draws the hidden part with the engine's ``sample_state``
  (the same determinisations as Royaumes' own search).
- Serialisation is OpenSpiel's (the history of actions, replayed), and ``pickle``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from royaumes.adapters.common import final_rewards
from royaumes.encoding import Encoding, TensorKind, encoding
from royaumes.errors import GameOverError, InvalidActionError
from royaumes.game import CHANCE, HOST, Game, GameSpec, OptionKind, OptionSpec, Seat, State
from royaumes.match import Turns
from royaumes.registry import games, load

__all__ = ["SHORT_NAME_PREFIX", "short_name"]

SHORT_NAME_PREFIX = "royaumes_"

_UNBOUNDED_LENGTH = 10**7
"""``max_game_length`` for a game the rules do not bound (a clock that may never end
a phase): OpenSpiel needs a number."""


def short_name(game_id: str) -> str:
    """The OpenSpiel short name of a game (``royaumes_<id>``)."""
    return SHORT_NAME_PREFIX + game_id


class _Core:
    """A position: the engine's immutable state and the match's turn order. OpenSpiel
    clones a Python state by deep copy: this copies the turn order and shares the
    immutable engine state (a deep copy of it would copy the whole history)."""

    __slots__ = ("encoding", "engine", "state", "turns")

    def __init__(self, owner: RoyaumesGame, state: State, turns: Turns) -> None:
        self.engine: Game = owner.engine
        self.encoding: Encoding = owner.encoding
        self.state = state
        self.turns = turns

    def __reduce__(self) -> tuple[Any, ...]:
        # OpenSpiel pickles a Python state's attributes: the game and its encoding are
        # made again from their names, the engine's state pickles itself.
        enc = self.encoding
        return (
            _rebuild_core,
            (enc.game_id, enc.num_players, dict(enc.options), self.state, self.turns),
        )

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        new = _Core.__new__(_Core)
        new.engine, new.encoding = self.engine, self.encoding
        new.state, new.turns = self.state, self.turns.copy()
        return new

    def mover(self) -> Seat | None:
        """Who acts now (a player seat, ``CHANCE`` or ``HOST``), ``None`` when over."""
        to_move = self.state.to_move
        return self.turns.next(to_move) if to_move else None


def _rebuild_core(
    game_id: str, num_players: int, options: dict[str, object], state: State, turns: Turns
) -> _Core:
    new = _Core.__new__(_Core)
    new.engine, new.encoding = load(game_id), encoding(game_id, num_players, options)
    new.state, new.turns = state, turns
    return new


_LIST_SEPARATOR = "/"
"""A list option's items in an OpenSpiel parameter (a game string separates its
parameters with commas): ``rooms=N/E`` stands for ``rooms = N,E``."""


_NUMBER_MARK = "#"
"""Before a choice that reads as a number (Le Roi des Nains' ``first_dealer=#2``):
OpenSpiel reads a parameter's text by its look, and a string parameter must stay one."""


def _parameter(option: OptionSpec) -> bool | int | float | str:
    """An option's OpenSpiel parameter default, typed as OpenSpiel types parameters: a
    yes/no option a bool, a number an int (0 for "off", where the option may be off:
    its minimum is above 0) or a float, a choice a string (``#`` before one that reads
    as a number), a list a string of items separated by ``/`` (``"off"``: none)."""
    value = option.default
    if option.kind is OptionKind.BOOL:
        return bool(value)
    if option.kind is OptionKind.FLOAT and isinstance(value, float | int):
        return float(value)
    if option.kind is OptionKind.INT:
        return 0 if value is None else int(value)
    if option.kind is OptionKind.CHOICE:
        text = str(value)
        return _NUMBER_MARK + text if _reads_as_number(text) else text
    return "off" if value is None else str(value).replace(",", _LIST_SEPARATOR)


def _reads_as_number(text: str) -> bool:
    """Whether OpenSpiel would read ``text`` as a number or a bool (it reads a text of
    digits and signs as an int, with a point or exponent as a float: ``9-10`` too)."""
    return text in ("true", "false") or (bool(text) and set(text) <= set("+-.0123456789eE"))


def _options(spec: GameSpec, params: Mapping[str, Any]) -> dict[str, object]:
    """The game options from OpenSpiel parameters (each option its own parameter)."""
    options: dict[str, object] = {}
    for option in spec.options:
        if option.name not in params:
            continue
        value = params[option.name]
        if option.kind is OptionKind.LIST and isinstance(value, str):
            value = value.replace(_LIST_SEPARATOR, ",")
        elif option.kind is OptionKind.INT and option.allow_off and value == 0:
            value = None
        elif option.kind is OptionKind.CHOICE and isinstance(value, str):
            value = value.removeprefix(_NUMBER_MARK)
        options[option.name] = value
    return options


class RoyaumesGame(pyspiel.Game):  # type: ignore[misc]  # (pyspiel is untyped)
    """A Royaumes game in OpenSpiel; one subclass per game (``engine``, ``game_type``),
    made at import and kept in this module so that pickle finds it."""

    engine: Game
    game_type: Any

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        spec = self.engine.spec
        params = dict(params or {})
        num_players = int(params.get("players", spec.min_players))
        self.encoding: Encoding = encoding(self.engine, num_players, _options(spec, params))
        n = self.encoding.num_players
        length = self.engine.max_game_length(n, self.encoding.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.num_distinct_actions,
            max_chance_outcomes=spec.max_chance_outcomes + spec.num_distinct_actions,
            num_players=n,
            min_utility=-1.0 / n,
            max_utility=1.0 - 1.0 / n,
            utility_sum=0.0,
            max_game_length=_UNBOUNDED_LENGTH if length is None else length,
        )
        super().__init__(self.game_type, info, params)

    def new_initial_state(self) -> RoyaumesState:
        state = self.engine.new_state(self.encoding.num_players, self.encoding.options)
        return RoyaumesState(self, _Core(self, state, Turns()))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> _Observer:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return _Observer(self.encoding, "information_state" if recall else "observation")


class RoyaumesState(pyspiel.State):  # type: ignore[misc]
    """A position of a Royaumes game in OpenSpiel (see the module's docstring)."""

    def __init__(self, owner: RoyaumesGame, core: _Core | None = None) -> None:
        super().__init__(owner)
        if core is None:  # (as pickle makes it: the history is then replayed)
            state = owner.engine.new_state(owner.encoding.num_players, owner.encoding.options)
            core = _Core(owner, state, Turns())
        # Everything in one attribute: OpenSpiel clones a Python state by deep copy.
        self._core = core

    def current_player(self) -> int:
        mover = self._core.mover()
        if mover is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(pyspiel.PlayerId.CHANCE) if mover < 0 else mover

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._core.state.legal_action_ids(player))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        core, spec = self._core, self._core.engine.spec
        mover = core.mover()
        if mover == CHANCE:
            base = spec.num_distinct_actions
            return [(a - base, p) for a, p in core.state.chance_outcome_ids()]
        if mover == HOST:
            clock = sorted(core.state.legal_action_ids(HOST))
            return [(spec.max_chance_outcomes + a, 1.0 / len(clock)) for a in clock]
        return []

    def _apply_action(self, action: int) -> None:
        core, spec = self._core, self._core.engine.spec
        mover = core.mover()
        if mover is None:
            raise GameOverError("the game is over")
        n, m = spec.num_distinct_actions, spec.max_chance_outcomes
        if mover == CHANCE:
            engine_id, low, high = action + n, 0, m
        elif mover == HOST:
            engine_id, low, high = action - m, m, m + n
        else:
            engine_id, low, high = action, 0, n
        if not low <= action < high:
            who = "a chance outcome" if mover < 0 else "an action"
            raise InvalidActionError(f"{action} is not {who} id here ({low}..{high - 1})")
        core.state = core.state.apply_id(mover, engine_id)
        core.turns.acted(mover)

    def _action_to_string(self, player: int, action: int) -> str:
        game, spec = self._core.engine, self._core.engine.spec
        if player == pyspiel.PlayerId.CHANCE:
            if action >= spec.max_chance_outcomes:
                return f"host {game.action_from_id(action - spec.max_chance_outcomes)}"
            return str(game.action_from_id(action + spec.num_distinct_actions))
        return str(game.action_from_id(action))

    def is_terminal(self) -> bool:
        return self._core.state.is_over

    def returns(self) -> list[float]:
        result = self._core.state.result
        if result is None:
            return [0.0] * self._core.encoding.num_players
        return list(final_rewards(self._core.engine.spec, result, "win"))

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state ``player_id`` cannot tell from this one, its hidden part drawn by
        ``game.sample_state`` from a stream seeded by ``probability_sampler()``."""
        rng = random.Random(int(probability_sampler() * 2**53))
        sampled = self._core.engine.sample_state(self._core.state.view(player_id), rng)
        # The turn order is the match's, a public fact: the sample keeps it. Where the
        # sample's seats to move differ (a hidden fact decides who may still act), the
        # seats before ``player_id`` count as having acted, so that it acts next, as here.
        owner = self.get_game()
        core = _Core(owner, sampled, self._core.turns.copy())
        if core.mover() != player_id and player_id in sampled.to_move:
            turns = Turns()
            turns.track(sampled.to_move)
            for seat in sampled.to_move:
                if seat == player_id:
                    break
                if seat >= 0:
                    turns.acted(seat)
            core = _Core(owner, sampled, turns)
        return RoyaumesState(owner, core)

    def __str__(self) -> str:
        state = self._core.state
        return f"{self._core.engine.spec.id} {state.num_actions} actions, {state.fingerprint()}"


def _register(game: Game) -> None:
    spec = game.spec
    game_type = pyspiel.GameType(
        short_name=short_name(spec.id),
        long_name=f"Royaumes: {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": spec.min_players,
            **{option.name: _parameter(option) for option in spec.options},
        },
    )
    name = "".join(part.title() for part in spec.id.split("_")) + "Game"
    cls = type(name, (RoyaumesGame,), {"engine": game, "game_type": game_type})
    cls.__module__ = __name__
    globals()[name] = cls
    pyspiel.register_game(game_type, cls)


class _Observer:
    """OpenSpiel's Python observer: a flat tensor with named views of its segments."""

    def __init__(self, enc: Encoding, kind: TensorKind) -> None:
        self._encoding = enc
        self._kind = kind
        self.tensor = np.zeros(enc.shape(kind), np.float32)
        self.dict: dict[str, Any] = {}
        for name, offset, shape in enc.describe(kind):
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[offset : offset + size].reshape(shape)

    def set_from(self, state: Any, player: int) -> None:
        view = state._core.state.view(player)
        self.tensor[:] = self._encoding.tensor(self._kind, view)

    def string_from(self, state: Any, player: int) -> str:
        view = state._core.state.view(player)
        data = view.to_json(events=self._kind == "information_state")
        return json.dumps(data, sort_keys=True)


for _spec in games():
    _register(load(_spec.id))
