"""The ``royaumes`` command line with Deux Rois: play among bots, simulate (which side wins
how often), bench at 50 players (issue 9's "done when")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import royaumes
from royaumes.cli import app

_RUNNER = CliRunner()
_MANY_ONES = "1\n" * 4000  # the first move each time: "ready", "vote", "done"...


def invoke(args: list[str], stdin: str | None = None) -> Result:
    """Run the command line with an English locale and a wide terminal."""
    return _RUNNER.invoke(app, args, input=stdin, env={"LANG": "en_US.UTF-8", "COLUMNS": "120"})


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    path = tmp_path_factory.mktemp("records") / "game.json"
    args = ["play", "deux_rois", "--players", "8", "--seed", "3", "-o", "rounds=3",
            "--record", str(path)]  # fmt: skip
    return invoke(args, stdin=_MANY_ONES), path


def test_one_person_plays_a_seat_among_seven_bots_to_the_end(
    played: tuple[Result, Path],
) -> None:
    result, path = played
    assert result.exit_code == 0, result.output
    output = result.output
    for words in ("Your card: ", "You are in ", "Normandie", "Angleterre", "— negotiation —",
                  "— election —", "elected General of", "Your moves", "Round 3 of 3"):  # fmt: skip
        assert words in output, words
    assert "Winner: " in output or "Shared victory: " in output or "nobody" in output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", *("normal",) * 7)
    final = [state for state, _ in royaumes.replay(record)][-1]
    assert final.is_over
    assert final.result is not None
    assert record.result == final.result.to_json()
    assert "Traceback" not in output


def test_simulate_reports_how_often_each_side_wins(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "deux_rois", "--players", "26", "-n", "4", "--bots", "heuristic",
            "--seed", "5", "-o", "rounds=3", "--json", str(path)]  # fmt: skip
    result = invoke(args)
    assert result.exit_code == 0, result.output
    assert "How the games ended (which side won)" in result.output
    assert "P0–P25" in result.output  # the bot line names its seats as a run
    summary = json.loads(path.read_text(encoding="utf-8"))
    outcomes = summary["outcomes"]
    assert sum(o["count"] for o in outcomes) == 4
    conditions = {m["details"]["condition"] for m in summary["matches"]}
    assert {o["name"] for o in outcomes} == conditions
    for outcome in outcomes:
        assert outcome["name"] in result.output
        assert 0 <= outcome["ci95"][0] <= outcome["rate"] <= outcome["ci95"][1] <= 1


def test_simulate_of_a_game_without_sides_prints_no_endings_table() -> None:
    result = invoke(["simulate", "prince_noir", "-n", "3", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "How the games ended" not in result.output


def test_bench_runs_fifty_players() -> None:
    result = invoke(["bench", "deux_rois", "--players", "50", "--seconds", "0.5"])
    assert result.exit_code == 0, result.output
    assert "deux_rois, 50 players, one core (ids):" in result.output
    assert "decisions" in result.output


def test_too_many_players_is_a_user_error() -> None:
    result = invoke(["play", "deux_rois", "--players", "51"])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
