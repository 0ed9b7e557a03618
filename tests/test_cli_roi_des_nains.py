"""The ``royaumes`` command line with Le Roi des Nains: play, rules, simulate, replay, bench."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import royaumes
from royaumes.cli import app

_RUNNER = CliRunner()
_MANY_ONES = "1\n" * 600  # more than any game at these seeds needs


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
    args = ["play", "roi_des_nains", "--players", "4", "--seed", "3", "--record", str(path)]
    return invoke(args, stdin=_MANY_ONES), path


def test_play_a_full_game_against_heuristic_bots_saves_a_record_that_replays(
    played: tuple[Result, Path],
) -> None:
    result, path = played
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    assert "Winner: " in result.output or "Shared victory: " in result.output
    assert f"Record saved to {path}" in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", "normal", "normal", "normal")
    assert record.seed == 3
    states = [state for state, _ in royaumes.replay(record)]
    final = states[-1]
    assert final.is_over
    assert final.result is not None
    assert record.result == final.result.to_json()


def test_the_table_explains_the_special_card_the_quest_and_each_deal(
    played: tuple[Result, Path],
) -> None:
    output = played[0].output
    assert "Special card: " in output
    assert "Your hand:" in output
    assert "Quest: " in output
    assert "You hold the blue 5" in output or "chooses the Quest" in output
    for deal in range(1, 8):
        assert f"Deal {deal} · " in output  # the deal's score table
    assert "wins trick 10" in output
    assert "Traceback" not in output


def test_play_in_french_at_three_players(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "roi_des_nains", "-p", "3", "--seed", "8", "--lang", "fr", "--bots", "random"]
    result = invoke([*args, "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    assert "Votre main" in result.output
    assert "Carte spéciale\u00a0: " in result.output
    assert "Résultat final" in result.output
    assert royaumes.MatchRecord.load(path).num_players == 3


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Goal", "The 14 special cards", "Druid", "Goblin Infestation", "−1 per red card")),
        (
            "fr",
            ("But du jeu", "Les 14 cartes spéciales", "Druide", "Invasion de Gobelins", "Sorcier"),
        ),
    ],
)
def test_rules_show_the_catalogue_of_special_cards_and_quest_faces(
    lang: str, words: tuple[str, ...]
) -> None:
    result = invoke(["rules", "roi_des_nains", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for face in ("Q01A", "Q20B"):
        assert face in result.output
    for option in royaumes.load("roi_des_nains").spec.options:
        assert option.name in result.output


def test_simulate_heuristic_against_random(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "roi_des_nains", "-n", "10", "--players", "3", "--seed", "2"]
    result = invoke([*args, "--bots", "heuristic,random,random", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert "heuristic" in result.output
    data = json.loads(path.read_text())
    assert [s["bot"] for s in data["per_seat"]] == ["heuristic", "random", "random"]
    assert len(data["matches"]) == 10


def test_replay_tells_the_deals(played: tuple[Result, Path]) -> None:
    result = invoke(["replay", str(played[1]), "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert "Replay of Le Roi des Nains v1 · 4 players · seed 3" in result.output
    assert "Deal 7 · " in result.output
    assert "Final result" in result.output


def test_bench_prints_actions_per_second() -> None:
    result = invoke(["bench", "roi_des_nains", "--players", "4", "--seconds", "0.3"])
    assert result.exit_code == 0, result.output
    assert "decisions" in result.output
    assert "games per CPU second" in result.output
