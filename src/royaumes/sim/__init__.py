"""Simulation: many matches between bots, their statistics, the arena (rotated seatings on
paired deals, ratings), and engine benchmarks.

>>> from royaumes import sim
>>> results = sim.run_matches("quatre_royaumes", 3, ["random"] * 3, 4, seed=1)
>>> summary = sim.summarize(results, game="quatre_royaumes", bots=["random"] * 3, seed=1)
>>> summary.num_matches, len(summary.per_seat)
(4, 3)
"""

from royaumes.sim.arena import ArenaMatch, ArenaSummary, run_arena, summarize_arena
from royaumes.sim.bench import PATHS, BenchPath, BenchResult, bench, sample_state_times
from royaumes.sim.runner import (
    MatchResult,
    Summary,
    WinStats,
    match_seed,
    play_one,
    run_matches,
    summarize,
    wilson_interval,
)

__all__ = [
    "PATHS",
    "ArenaMatch",
    "ArenaSummary",
    "BenchPath",
    "BenchResult",
    "MatchResult",
    "Summary",
    "WinStats",
    "bench",
    "match_seed",
    "play_one",
    "run_arena",
    "run_matches",
    "sample_state_times",
    "summarize",
    "summarize_arena",
    "wilson_interval",
]
