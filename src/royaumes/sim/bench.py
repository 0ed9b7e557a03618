"""Random-playout throughput: how fast the engine plays, on one core.

A benchmark, not a match: it draws the seats' actions uniformly and the chance
outcomes by their probabilities from one ``random.Random(seed)`` and records
nothing. Three paths can be timed, on the same games:

- ``"ids"``: the integer path (``legal_action_ids``, ``chance_outcome_ids``,
  ``apply_id``), the one search and learning use;
- ``"objects"``: the object API (``legal_actions``, ``chance_outcomes``, ``apply``);
- ``"match"``: whole :class:`royaumes.Match` games between random bots, as
  ``royaumes simulate`` plays them (chance sampled, every step recorded).

Time is measured in CPU seconds of the process (``time.process_time``), which a
busy shared machine disturbs less than the wall clock; the wall time is kept too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from royaumes.game import CHANCE, State
from royaumes.match import Turns, draw_outcome
from royaumes.registry import load

__all__ = ["PATHS", "BenchPath", "BenchResult", "bench", "sample_state_times"]

BenchPath = Literal["ids", "objects", "match"]
PATHS: tuple[BenchPath, ...] = ("ids", "objects", "match")

_CLOCK_EVERY = 256  # actions between two looks at the clock


@dataclass(frozen=True)
class BenchResult:
    """What a benchmark measured.

    Attributes:
        game: the game id.
        num_players: the number of seats.
        seed: the seed of the random generator.
        path: what was timed (:data:`PATHS`).
        cpu_seconds: CPU time of the process (``time.process_time``).
        wall_seconds: wall-clock time.
        games: games played to the end.
        actions: actions applied (chance included, the unfinished game's too).
        decisions: the actions chosen by seats (chance and the clock excluded).
    """

    game: str
    num_players: int
    seed: int
    path: BenchPath
    cpu_seconds: float
    wall_seconds: float
    games: int
    actions: int
    decisions: int

    @property
    def decisions_per_second(self) -> float:
        """Seats' decisions per CPU second: the headline figure."""
        return self.decisions / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    @property
    def actions_per_second(self) -> float:
        """Actions applied (chance included) per CPU second."""
        return self.actions / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        """Games finished per CPU second."""
        return self.games / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    @property
    def decisions_per_wall_second(self) -> float:
        """Seats' decisions per wall-clock second."""
        return self.decisions / self.wall_seconds if self.wall_seconds > 0 else 0.0


def bench(
    game_id: str,
    num_players: int,
    seconds: float,
    *,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    path: BenchPath = "ids",
) -> BenchResult:
    """Play uniformly random playouts for about ``seconds`` CPU seconds.

    Loops ``new_state`` then, until the game is over, a uniformly random legal
    action of the seat a :class:`royaumes.Match` would move next
    (:class:`royaumes.match.Turns`), or a chance outcome drawn by its probability:
    every path plays the same kind of game (in a simultaneous choice, each seat in
    turn rather than the first one again and again).

    Args:
        game_id: the game.
        num_players: the number of seats.
        seconds: the CPU-time budget (at least one action is always played).
        seed: the seed of the one random generator.
        options: the game options.
        path: what to time (:data:`PATHS`).

    Returns:
        The counts and the times measured.

    Raises:
        ConfigError: bad game, player count or options.
        ValueError: an unknown path.

    >>> bench("quatre_royaumes", 3, 0.01).decisions > 0
    True
    """
    if path not in PATHS:
        raise ValueError(f"unknown bench path {path!r}; known: {', '.join(PATHS)}")
    game = load(game_id)
    game.new_state(num_players, options)  # validates before the clock starts
    run = {"ids": _ids, "objects": _objects, "match": _matches}[path]
    wall = time.perf_counter()
    cpu = time.process_time()
    games, actions, decisions = run(game_id, num_players, options, seed, cpu + seconds)
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    return BenchResult(game_id, num_players, seed, path, cpu, wall, games, actions, decisions)


def _ids(
    game_id: str, num_players: int, options: Mapping[str, object] | None, seed: int, deadline: float
) -> tuple[int, int, int]:
    return _playouts(game_id, num_players, options, seed, deadline, by_id=True)


def _objects(
    game_id: str, num_players: int, options: Mapping[str, object] | None, seed: int, deadline: float
) -> tuple[int, int, int]:
    return _playouts(game_id, num_players, options, seed, deadline, by_id=False)


def _playouts(
    game_id: str,
    num_players: int,
    options: Mapping[str, object] | None,
    seed: int,
    deadline: float,
    *,
    by_id: bool,
) -> tuple[int, int, int]:
    """Random playouts until ``deadline`` (process time): ``(games, actions, decisions)``,
    on the integer path (``by_id``) or the objects; both draw alike from one seed."""
    new_state = load(game_id).new_state
    rng = random.Random(seed)
    randrange, uniform = rng.randrange, rng.random
    clock = time.process_time
    games = actions = decisions = 0
    state: State = new_state(num_players, options)
    turns = Turns()
    while True:
        to_move = state.to_move
        if not to_move:
            games += 1
            if clock() >= deadline:
                break
            state = new_state(num_players, options)
            turns = Turns()
            continue
        seat = turns.next(to_move)
        if by_id:
            if seat == CHANCE:
                state = state.apply_id(seat, draw_outcome(state.chance_outcome_ids(), uniform()))
            else:
                ids = state.legal_action_ids(seat)
                state = state.apply_id(seat, ids[randrange(len(ids))])
        elif seat == CHANCE:
            state = state.apply(seat, draw_outcome(state.chance_outcomes(), uniform()))
        else:
            legal = state.legal_actions(seat)
            state = state.apply(seat, legal[randrange(len(legal))])
        turns.acted(seat)
        if seat >= 0:
            decisions += 1
        actions += 1
        if actions % _CLOCK_EVERY == 0 and clock() >= deadline:
            break
    return games, actions, decisions


def _matches(
    game_id: str, num_players: int, options: Mapping[str, object] | None, seed: int, deadline: float
) -> tuple[int, int, int]:
    from royaumes.match import Match

    clock = time.process_time
    games = actions = decisions = 0
    index = 0
    while True:
        match = Match(
            game_id, num_players, ["random"] * num_players, seed=seed + index, options=options
        )
        index += 1
        match.play()
        games += 1
        actions += match.num_steps
        decisions += match.num_decisions
        if clock() >= deadline:
            return games, actions, decisions


def sample_state_times(
    game_id: str,
    num_players: int,
    positions: int = 100,
    *,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    every: int = 20,
) -> list[float]:
    """CPU seconds of ``game.sample_state(view, rng)`` (a determinisation, as a search
    bot draws them) at ``positions`` positions of random playouts: about one step in
    ``every`` (drawn at random, the finished game aside) is taken, seen by a random
    seat. Playouts go on until enough positions are taken, so a long game (Deux Rois
    at 50 seats) is measured in its first rounds.

    Returns:
        One time per position, in the order measured (take the median).

    Raises:
        ConfigError: bad game, player count or options.
    """
    game = load(game_id)
    rng = random.Random(seed)
    times: list[float] = []
    clock = time.process_time
    state: State = game.new_state(num_players, options)
    while len(times) < positions:
        if not state.to_move:
            state = game.new_state(num_players, options)
        if rng.randrange(every) == 0:
            view = state.view(rng.randrange(num_players))
            start = clock()
            game.sample_state(view, rng)
            times.append(clock() - start)
        seat = state.to_move[0]
        if seat == CHANCE:
            action = draw_outcome(state.chance_outcome_ids(), rng.random())
        else:
            ids = state.legal_action_ids(seat)
            action = ids[rng.randrange(len(ids))]
        state = state.apply_id(seat, action)
    return times
