"""Random-playout throughput: how fast the engine plays, on one core.

A benchmark, not a match: it draws both the seats' actions and the chance
outcomes uniformly from one ``random.Random(seed)`` and records nothing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass

from royaumes.registry import load

__all__ = ["BenchResult", "bench"]

_CLOCK_EVERY = 256  # actions between two looks at the clock


@dataclass(frozen=True)
class BenchResult:
    """What a benchmark measured.

    Attributes:
        game: the game id.
        num_players: the number of seats.
        seed: the seed of the random generator.
        seconds: wall-clock time measured.
        games: games played to the end.
        actions: actions applied (chance included, the unfinished game's too).
    """

    game: str
    num_players: int
    seed: int
    seconds: float
    games: int
    actions: int

    @property
    def actions_per_second(self) -> float:
        """Actions applied per second."""
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        """Games finished per second."""
        return self.games / self.seconds if self.seconds > 0 else 0.0


def bench(
    game_id: str,
    num_players: int,
    seconds: float,
    *,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> BenchResult:
    """Play uniformly random playouts for about ``seconds`` seconds.

    Loops ``new_state`` then, until the game is over, a uniformly random
    legal action (or chance outcome) applied to the state.

    Args:
        game_id: the game.
        num_players: the number of seats.
        seconds: the time budget (at least one action is always played).
        seed: the seed of the one random generator.
        options: the game options.

    Returns:
        The counts and the time measured.

    Raises:
        ConfigError: bad game, player count or options.

    >>> bench("quatre_royaumes", 3, 0.01).actions > 0
    True
    """
    game = load(game_id)
    rng = random.Random(seed)
    new_state = game.new_state
    new_state(num_players, options)  # validates before the clock starts
    games = 0
    actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    state = new_state(num_players, options)
    while True:
        if state.is_over:
            games += 1
            if time.perf_counter() >= deadline:
                break
            state = new_state(num_players, options)
            continue
        seat = state.to_move[0]
        legal = state.legal_actions(seat)
        state = state.apply(seat, legal[rng.randrange(len(legal))])
        actions += 1
        if actions % _CLOCK_EVERY == 0 and time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return BenchResult(game_id, num_players, seed, elapsed, games, actions)
