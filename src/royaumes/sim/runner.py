"""Many matches between bots, on local processes, and their statistics.

Each match is a :class:`royaumes.Match`, seeded by :func:`match_seed` from one
root seed and the match's index, so the per-match results are the same
whatever the number of worker processes. The seed of a match does not depend
on the bots, so swapping a bot replays the same deals (paired comparisons).
"""

from __future__ import annotations

import functools
import multiprocessing
import os
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any, TypeVar

from royaumes.bots.base import Bot, make_bot
from royaumes.errors import ConfigError
from royaumes.game import OptionValue
from royaumes.match import Match
from royaumes.registry import load
from royaumes.seeding import stream

_T = TypeVar("_T")

__all__ = [
    "MatchResult",
    "OutcomeStats",
    "Summary",
    "WinStats",
    "map_chunks",
    "match_seed",
    "play_one",
    "run_matches",
    "summarize",
    "wilson_interval",
]


@dataclass(frozen=True)
class MatchResult:
    """The outcome of one simulated match.

    Attributes:
        index: the match's index in the run, from 0.
        seed: the match's root seed (:func:`match_seed`).
        points: final points per seat, indexed by seat.
        ranks: 1-based rank per seat, indexed by seat.
        winners: the winning seats, sorted.
        num_actions: actions in the match, chance included.
        num_decisions: actions chosen by the seats (chance and the clock excluded).
        details: the game's extras from its result (e.g. an automaton's points).
    """

    index: int
    seed: int
    points: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    num_actions: int
    num_decisions: int
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The result as a JSON object."""
        return {
            "index": self.index,
            "seed": self.seed,
            "points": list(self.points),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "num_actions": self.num_actions,
            "num_decisions": self.num_decisions,
            "details": dict(self.details),
        }


def match_seed(root_seed: int, index: int) -> int:
    """The root seed of match ``index`` of a run seeded with ``root_seed`` (63 bits).

    >>> match_seed(1, 0) == match_seed(1, 0) != match_seed(1, 1)
    True
    """
    return stream(root_seed, f"match/{index}").getrandbits(63)


def play_one(
    game_id: str,
    num_players: int,
    bots: Sequence[str],
    seed: int,
    options: Mapping[str, OptionValue] | None = None,
    index: int = 0,
) -> MatchResult:
    """Play one match between bots to its end.

    Args:
        game_id: the game.
        num_players: the number of seats.
        bots: a bot name per seat; ``module:factory`` names a designer's bot
            (:func:`royaumes.bots.base.load_bot_factory`).
        seed: the match's root seed.
        options: the game options.
        index: the match's index, copied into the result.

    Returns:
        The match's result.

    Raises:
        ConfigError: bad game, player count, options or bot name.
    """
    match = new_match(game_id, bots, seed, options)
    match.play()
    return match_result(match, index)


def new_match(
    game_id: str, bots: Sequence[str], seed: int, options: Mapping[str, OptionValue] | None
) -> Match:
    """A match of bots by name, seeded: ``module:factory`` names a designer's bot, made
    here with the stream :class:`royaumes.Match` would give a named one (``seat/i``).

    Raises:
        ConfigError: bad game, player count, options or bot name.
    """
    game = load(game_id)
    seats: list[str | Bot] = [
        make_bot(name, game, i, stream(seed, f"seat/{i}"), external=True) if ":" in name else name
        for i, name in enumerate(bots)
    ]
    return Match(game, len(bots), seats, seed=seed, options=options)


def match_result(match: Match, index: int) -> MatchResult:
    """A finished match's result, numbered ``index``."""
    result = match.state.result
    assert result is not None
    return MatchResult(
        index=index,
        seed=match.seed,
        points=tuple(result.points),
        ranks=tuple(result.ranks),
        winners=tuple(result.winners),
        num_actions=match.num_steps,
        num_decisions=match.num_decisions,
        details=dict(result.details),
    )


def _play_chunk(
    game_id: str,
    num_players: int,
    bots: Sequence[str],
    root_seed: int,
    options: Mapping[str, OptionValue] | None,
    indices: Sequence[int],
) -> list[MatchResult]:
    """Play the matches ``indices`` of a run (one worker's share)."""
    return [
        play_one(game_id, num_players, bots, match_seed(root_seed, i), options, i) for i in indices
    ]


def run_matches(
    game_id: str,
    num_players: int,
    bots: Sequence[str],
    num_matches: int,
    *,
    seed: int,
    options: Mapping[str, object] | None = None,
    workers: int = 1,
    on_progress: Callable[[int], None] | None = None,
) -> list[MatchResult]:
    """Play ``num_matches`` matches between bots, on ``workers`` local processes.

    Args:
        game_id: the game.
        num_players: the number of seats.
        bots: a bot name per seat.
        num_matches: how many matches.
        seed: the run's root seed; match ``i`` plays with ``match_seed(seed, i)``.
        options: the game options (validated before anything is played).
        workers: worker processes; 1 plays in this process.
        on_progress: called with the number of matches just finished.

    Returns:
        The results, sorted by index: the same for any ``workers``.

    Raises:
        ConfigError: bad game, player count, options, bot names, or a
            number of matches or workers below 1.
    """
    game = load(game_id)
    game.spec.check_num_players(num_players)
    resolved = game.spec.resolve_options(options)
    if len(bots) != num_players:
        raise ConfigError(f"{len(bots)} bots given for {num_players} seats")
    for seat, name in enumerate(bots):
        make_bot(name, game, seat, stream(seed, f"check/{seat}"), external=True)
    if num_matches < 1 or workers < 1:
        raise ConfigError("the number of matches and of workers must be at least 1")
    play = functools.partial(
        _play_chunk, game_id, num_players, tuple(bots), seed, resolved
    )  # fmt: skip
    results = map_chunks(play, num_matches, workers, on_progress)
    return sorted(results, key=lambda r: r.index)


def map_chunks(
    play: Callable[[Sequence[int]], list[_T]],
    total: int,
    workers: int,
    on_progress: Callable[[int], None] | None = None,
    *,
    env: Mapping[str, str] | None = None,
) -> list[_T]:
    """``play(indices)`` over ``range(total)``, on ``workers`` local processes (1: in
    this process, one index at a time), its lists joined in the order they finish.

    ``play`` must pickle (a module-level function, or a ``functools.partial`` of one):
    the workers are started with ``spawn``, clean, whatever threads (a progress bar)
    this process runs. Chunks of up to 50 indices, about 8 a worker, keep the workers
    busy to the end. ``on_progress`` is called with the number of results just added.
    ``env`` is set in the workers' environment before they play (a designer's data
    file, :mod:`royaumes.gamedata`): the games then always run in worker processes,
    never in this one.
    """
    if workers == 1 and env is None:
        out: list[_T] = []
        for i in range(total):
            done = play([i])
            out.extend(done)
            if on_progress is not None:
                on_progress(len(done))
        return out
    chunk = max(1, min(50, total // (workers * 8)))
    chunks = [list(range(i, min(i + chunk, total))) for i in range(0, total, chunk)]
    out = []
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(
        max_workers=workers,
        mp_context=context,
        initializer=None if env is None else functools.partial(_set_environment, dict(env)),
    ) as pool:
        for future in as_completed([pool.submit(play, c) for c in chunks]):
            done = future.result()
            out.extend(done)
            if on_progress is not None:
                on_progress(len(done))
    return out


def _set_environment(env: Mapping[str, str]) -> None:
    """A worker's first step: its environment (before any game is loaded)."""
    os.environ.update(env)


# ---------------------------------------------------------------------------
# Statistics


def wilson_interval(wins: int, games: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (Wilson 1927), via ``scipy.stats.binomtest``.

    Args:
        wins: successes.
        games: trials (at least 1).
        confidence: the confidence level, in (0, 1).

    Returns:
        ``(low, high)``, within [0, 1].

    >>> wilson_interval(0, 20)[0]
    0.0
    """
    from scipy.stats import binomtest  # imported here: scipy is slow to import

    ci = binomtest(wins, games).proportion_ci(confidence_level=confidence, method="wilson")
    return max(0.0, float(ci.low)), min(1.0, float(ci.high))


@dataclass(frozen=True)
class WinStats:
    """Wins of one seat, or of one bot over all its seats.

    Attributes:
        name: the seat ("P0") or the bot name.
        bot: the bot name (equal to ``name`` for a per-bot line).
        seats: the seats counted.
        wins: games won (a shared victory counts for each winner).
        games: games played (matches times seats counted).
        win_rate: ``wins / games``, in [0, 1].
        ci_low: the 95% Wilson interval's lower bound.
        ci_high: its upper bound.
        mean_points: mean final points per game, in the game's unit.
    """

    name: str
    bot: str
    seats: tuple[int, ...]
    wins: int
    games: int
    win_rate: float
    ci_low: float
    ci_high: float
    mean_points: float

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON object."""
        return {
            "name": self.name,
            "bot": self.bot,
            "seats": list(self.seats),
            "wins": self.wins,
            "games": self.games,
            "win_rate": self.win_rate,
            "ci95": [self.ci_low, self.ci_high],
            "mean_points": self.mean_points,
        }


@dataclass(frozen=True)
class OutcomeStats:
    """How often one kind of ending happened (a game's ``details["condition"]``, e.g.
    Deux Rois' winning side).

    Attributes:
        name: the outcome, as the game's result names it ("NORMAN_VICTORY").
        count: matches that ended so.
        games: matches played.
        rate: ``count / games``, in [0, 1].
        ci_low: the 95% Wilson interval's lower bound.
        ci_high: its upper bound.
    """

    name: str
    count: int
    games: int
    rate: float
    ci_low: float
    ci_high: float

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON object."""
        return {
            "name": self.name,
            "count": self.count,
            "games": self.games,
            "rate": self.rate,
            "ci95": [self.ci_low, self.ci_high],
        }


def _outcomes(results: Sequence[MatchResult]) -> tuple[OutcomeStats, ...]:
    """Each ending's frequency, most frequent first; empty where the game names none."""
    names = [r.details.get("condition") for r in results]
    counts = Counter(name for name in names if isinstance(name, str))
    lines = []
    for name, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        low, high = wilson_interval(count, len(results))
        lines.append(OutcomeStats(name, count, len(results), count / len(results), low, high))
    return tuple(lines)


@dataclass(frozen=True)
class Summary:
    """The statistics of a run.

    Attributes:
        game: the game id.
        num_players: the number of seats.
        bots: the bot name per seat.
        seed: the run's root seed.
        options: every option's value.
        num_matches: matches played.
        per_seat: one line per seat.
        per_bot: one line per bot name, over all the seats it sat at.
        mean_actions: mean actions per match, chance included.
        mean_decisions: mean seat decisions per match.
        seconds: wall-clock time of the run, if measured.
        outcomes: how often each kind of ending happened, where the game's result
            names one (``details["condition"]``: which side won); else empty.
    """

    game: str
    num_players: int
    bots: tuple[str, ...]
    seed: int
    options: Mapping[str, OptionValue]
    num_matches: int
    per_seat: tuple[WinStats, ...]
    per_bot: tuple[WinStats, ...]
    mean_actions: float
    mean_decisions: float
    seconds: float = 0.0
    outcomes: tuple[OutcomeStats, ...] = ()

    def to_json(self, results: Sequence[MatchResult] = ()) -> dict[str, Any]:
        """The summary as JSON, with the per-match results when given."""
        data: dict[str, Any] = {
            "game": self.game,
            "num_players": self.num_players,
            "bots": list(self.bots),
            "seed": self.seed,
            "options": dict(self.options),
            "num_matches": self.num_matches,
            "shared_victory_counts_for_each_winner": True,
            "per_seat": [s.to_json() for s in self.per_seat],
            "per_bot": [b.to_json() for b in self.per_bot],
            "mean_actions": self.mean_actions,
            "mean_decisions": self.mean_decisions,
            "seconds": self.seconds,
            "outcomes": [o.to_json() for o in self.outcomes],
        }
        if results:
            data["matches"] = [r.to_json() for r in results]
        return data


def _stats(name: str, bot: str, seats: Sequence[int], results: Sequence[MatchResult]) -> WinStats:
    wins = sum(1 for r in results for s in seats if s in r.winners)
    games = len(results) * len(seats)
    points = sum(float(r.points[s]) for r in results for s in seats)
    low, high = wilson_interval(wins, games)
    return WinStats(
        name=name,
        bot=bot,
        seats=tuple(seats),
        wins=wins,
        games=games,
        win_rate=wins / games,
        ci_low=low,
        ci_high=high,
        mean_points=points / games,
    )


def summarize(
    results: Sequence[MatchResult],
    *,
    game: str,
    bots: Sequence[str],
    seed: int,
    options: Mapping[str, OptionValue] | None = None,
    seconds: float = 0.0,
) -> Summary:
    """Win rates with 95% Wilson intervals and mean points, per seat and per bot.

    A shared victory counts as a win for each winner, so win rates of a
    table may add up to more than 1.

    Args:
        results: the matches (at least one).
        game: the game id.
        bots: the bot name per seat.
        seed: the run's root seed.
        options: the options played (resolved).
        seconds: the run's wall-clock time, for the record.

    Returns:
        The summary.

    Raises:
        ConfigError: no results.
    """
    if not results:
        raise ConfigError("no match results to summarize")
    num_players = len(bots)
    per_seat = tuple(_stats(f"P{s}", bots[s], [s], results) for s in range(num_players))
    names = sorted(set(bots), key=list(bots).index)
    per_bot = tuple(
        _stats(name, name, [s for s in range(num_players) if bots[s] == name], results)
        for name in names
    )
    n = len(results)
    return Summary(
        game=game,
        num_players=num_players,
        bots=tuple(bots),
        seed=seed,
        options=dict(options or {}),
        num_matches=n,
        per_seat=per_seat,
        per_bot=per_bot,
        mean_actions=sum(r.num_actions for r in results) / n,
        mean_decisions=sum(r.num_decisions for r in results) / n,
        seconds=seconds,
        outcomes=_outcomes(results),
    )
