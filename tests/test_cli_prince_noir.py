"""The ``royaumes`` command line with Les Chevauchées du Prince Noir: play, rules, simulate,
replay, bench."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import royaumes
from royaumes.cli import app

_RUNNER = CliRunner()
_MANY_ONES = "1\n" * 200  # more than any game needs (at most 9 turns of 3 decisions)


def invoke(
    args: list[str], stdin: str | None = None, env: Mapping[str, str] | None = None
) -> Result:
    """Run the command line with an English locale and a wide terminal."""
    return _RUNNER.invoke(
        app, args, input=stdin, env={"LANG": "en_US.UTF-8", "COLUMNS": "120", **(env or {})}
    )


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    path = tmp_path_factory.mktemp("records") / "game.json"
    args = ["play", "prince_noir", "--players", "2", "--seed", "3", "--record", str(path)]
    return invoke(args, stdin=_MANY_ONES), path


def test_play_a_full_game_against_the_heuristic_bot_saves_a_record_that_replays(
    played: tuple[Result, Path],
) -> None:
    result, path = played
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    assert "Winner: " in result.output or "Shared victory: " in result.output
    assert f"Record saved to {path}" in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", "normal")
    assert record.seed == 3
    states = [state for state, _ in royaumes.replay(record)]
    final = states[-1]
    assert final.is_over
    assert final.result is not None
    assert record.result == final.result.to_json()


def test_the_table_shows_castles_hidden_groups_combats_and_scores(
    played: tuple[Result, Path],
) -> None:
    output = played[0].output
    assert " 1 E  2 F  3 E  4 F  5 E  6 F  7 E  8 F " in output
    assert "Your hand: " in output
    assert "▮" in output  # the opponent's face-down group
    assert "attack castle " in output
    assert "Combat at " in output
    assert "against defence " in output
    assert "Final scores" in output
    assert "largest group" in output
    assert "Traceback" not in output


@pytest.mark.parametrize("seed", [1, 2])
def test_play_in_french_against_random(seed: int, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "prince_noir", "-p", "2", "--seed", str(seed), "--lang", "fr"]
    result = invoke([*args, "--bots", "random", "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    assert "Votre main" in result.output
    assert "Combat au château" in result.output
    assert "Résultat final" in result.output
    assert royaumes.MatchRecord.load(path).num_players == 2


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Goal", "Chain bonus", "Pillage", "largest group", "order 6 2")),
        ("fr", ("But du jeu", "Bonus de chaîne", "Chevauchée", "plus grand ensemble")),
    ],
)
def test_rules_in_both_languages(lang: str, words: tuple[str, ...]) -> None:
    result = invoke(["rules", "prince_noir", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for option in royaumes.load("prince_noir").spec.options:
        assert option.name in result.output


def test_simulate_heuristic_against_random(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "prince_noir", "-n", "10", "--players", "2", "--seed", "2"]
    result = invoke([*args, "--bots", "heuristic,random", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert "heuristic" in result.output
    data = json.loads(path.read_text())
    assert [s["bot"] for s in data["per_seat"]] == ["heuristic", "random"]
    assert len(data["matches"]) == 10


def test_replay_tells_the_combats(played: tuple[Result, Path]) -> None:
    result = invoke(["replay", str(played[1]), "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert "Replay of Les Chevauchées du Prince Noir v1 · 2 players · seed 3" in result.output
    assert "Combat at " in result.output
    assert "Final result" in result.output


def test_bench_prints_actions_per_second() -> None:
    result = invoke(["bench", "prince_noir", "--seconds", "0.3"])
    assert result.exit_code == 0, result.output
    assert "decisions" in result.output
    assert "games per CPU second" in result.output
