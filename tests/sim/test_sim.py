"""Simulation: Wilson intervals, aggregation per seat and per bot, determinism, benchmark."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from royaumes import sim
from royaumes.errors import ConfigError


def _result(index: int, winners: tuple[int, ...], points: tuple[float, ...]) -> sim.MatchResult:
    ranks = tuple(1 if s in winners else 2 for s in range(len(points)))
    return sim.MatchResult(index, index, points, ranks, winners, 10, 6)


def test_wilson_interval_of_no_wins_starts_at_zero() -> None:
    low, high = sim.wilson_interval(0, 20)
    assert low == 0.0
    assert 0.0 < high < 0.2  # 0.161 (Wilson 1927, z = 1.96)


def test_wilson_interval_of_all_wins_ends_at_one() -> None:
    low, high = sim.wilson_interval(20, 20)
    assert high == 1.0
    assert 0.8 < low < 1.0


def test_wilson_interval_holds_the_rate_and_narrows_with_more_games() -> None:
    low, high = sim.wilson_interval(30, 100)
    assert low < 0.3 < high
    wide = high - low
    low, high = sim.wilson_interval(300, 1000)
    assert low < 0.3 < high
    assert high - low < wide


def test_a_shared_victory_counts_as_a_win_for_each_winner() -> None:
    results = [
        _result(0, (0, 1), (2, 2, -1)),
        _result(1, (2,), (0, -1, 3)),
    ]
    summary = sim.summarize(results, game="quatre_royaumes", bots=["a", "b", "a"], seed=1)
    assert [s.wins for s in summary.per_seat] == [1, 1, 1]
    assert [s.win_rate for s in summary.per_seat] == [0.5, 0.5, 0.5]
    assert summary.per_seat[0].mean_points == 1.0
    by_bot = {b.name: b for b in summary.per_bot}
    assert by_bot["a"].seats == (0, 2)
    assert (by_bot["a"].wins, by_bot["a"].games) == (2, 4)
    assert by_bot["a"].mean_points == pytest.approx((2 + 0 - 1 + 3) / 4)
    assert (by_bot["b"].wins, by_bot["b"].games) == (1, 2)
    assert summary.mean_actions == 10
    assert summary.mean_decisions == 6
    data = summary.to_json(results)
    assert data["per_bot"][0]["ci95"][0] <= 0.5 <= data["per_bot"][0]["ci95"][1]
    assert len(data["matches"]) == 2


def test_summarize_refuses_no_results() -> None:
    with pytest.raises(ConfigError):
        sim.summarize([], game="quatre_royaumes", bots=["random"], seed=1)


def test_run_matches_is_deterministic_and_seeds_do_not_depend_on_the_bots() -> None:
    first = sim.run_matches("quatre_royaumes", 3, ["random"] * 3, 5, seed=3)
    again = sim.run_matches("quatre_royaumes", 3, ["random"] * 3, 5, seed=3)
    assert first == again
    assert [r.index for r in first] == list(range(5))
    assert [r.seed for r in first] == [sim.match_seed(3, i) for i in range(5)]
    for r in first:
        assert r.num_actions > r.num_decisions > 0
        assert len(r.points) == 3


def test_run_matches_reports_progress() -> None:
    done: list[int] = []
    sim.run_matches("quatre_royaumes", 4, ["random"] * 4, 3, seed=0, on_progress=done.append)
    assert sum(done) == 3


@pytest.mark.parametrize(
    ("bots", "count", "message"),
    [
        (["random", "genius", "random"], 2, "unknown bot 'genius'"),
        (["random", "random"], 2, "2 bots given for 3 seats"),
        (["random"] * 3, 0, "at least 1"),
    ],
)
def test_run_matches_checks_its_arguments_first(bots: list[str], count: int, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        sim.run_matches("quatre_royaumes", 3, bots, count, seed=0)


@pytest.mark.parametrize("path", sim.PATHS)
def test_bench_counts_decisions_actions_and_games(path: sim.BenchPath) -> None:
    result = sim.bench("quatre_royaumes", 4, 0.05, seed=1, path=path)
    assert result.path == path
    assert 0 < result.decisions < result.actions  # the deals are chance actions
    assert result.cpu_seconds >= 0.05
    assert result.wall_seconds > 0
    assert result.actions_per_second > result.decisions_per_second > result.games_per_second
    assert result.decisions_per_wall_second > 0


def test_bench_paths_play_the_same_games() -> None:
    """The integer path and the objects draw alike from one seed: the same games."""
    by_ids, by_objects = (
        sim.bench("prince_noir", 2, 0.0, seed=3, path=path) for path in ("ids", "objects")
    )
    assert by_ids.actions == by_objects.actions > 0


def test_bench_refuses_an_unknown_path() -> None:
    with pytest.raises(ValueError, match="unknown bench path"):
        sim.bench("quatre_royaumes", 4, 0.01, path="fast")  # type: ignore[arg-type]


def test_sample_state_times_measures_each_position() -> None:
    times = sim.sample_state_times("prince_noir", 2, 5, seed=2)
    assert len(times) == 5
    assert all(t >= 0 for t in times)


def test_bench_peers_script_measures_every_game(tmp_path: Path) -> None:
    """The side-by-side script runs (OpenSpiel or not) and writes every game's rounds."""
    out = tmp_path / "peers.json"
    script = Path(__file__).parents[2] / "scripts" / "bench_peers.py"
    done = subprocess.run(
        [sys.executable, str(script), "--rounds", "2", "--seconds", "0.02", "--positions", "2",
         "--json", str(out)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    games = {(g["game"], g["players"]) for g in data["games"]}
    assert ("quatre_royaumes", 4) in games
    assert ("deux_rois", 50) in games
    assert all(len(g["engine"]) == 2 and len(g["match"]) == 2 for g in data["games"])
    assert "decisions per CPU second" in done.stdout
