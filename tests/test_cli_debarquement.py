"""The ``royaumes`` command line with Débarquement: play, rules, simulate, replay."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import royaumes
from royaumes.cli import app

_RUNNER = CliRunner()
_MANY_ONES = "a\n" * 3000  # more than a game needs (a few deals of 16 turns at 3 players)
# (the list of moves is lettered: a bare number names a card)


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
    args = ["play", "debarquement", "--players", "3", "--seed", "1", "--record", str(path)]
    return invoke(args, stdin=_MANY_ONES), path


def test_play_a_full_game_against_the_heuristic_bots_saves_a_record_that_replays(
    played: tuple[Result, Path],
) -> None:
    result, path = played
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    assert "Winner: " in result.output or "Shared victory: " in result.output
    assert f"Record saved to {path}" in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", "normal", "normal")
    states = [state for state, _ in royaumes.replay(record)]
    final = states[-1]
    assert final.is_over
    assert final.result is not None
    assert record.result == final.result.to_json()


def test_the_table_shows_boats_hand_reveals_captures_and_scores(
    played: tuple[Result, Path],
) -> None:
    output = played[0].output
    for words in ("Norman boat", "English boat", "Your hand", "Reveal: ", "has chosen a card",
                  "captures the", "Deal scores: ", "Totals: ", "threshold 66", "/5 visible",
                  "(boat chosen when placed)", "Norman boat ← "):  # fmt: skip
        assert words in output
    assert "Traceback" not in output


def test_bad_input_is_answered_and_asked_again(tmp_path: Path) -> None:
    # Seed 1: P0 holds 1 10 11 20 26 27 on the first turn.
    args = ["play", "debarquement", "-p", "3", "--seed", "1", "-o", "threshold=30"]
    stdin = "z\nhello\nchoose 50\n27\n" + _MANY_ONES
    result = invoke([*args, "--record", str(tmp_path / "g.json")], stdin=stdin)
    assert result.exit_code == 0, result.output
    assert "'z': choose a letter from a to f" in result.output
    assert "'hello' is not understood" in result.output
    # The engine's reason, not "not understood": card 50 is not in the hand.
    assert "'choose 50' is not allowed now: P0 cannot play 'choose 50'" in result.output
    assert "card 50 is not in your hand" in result.output
    assert "P0 · you chooses 27 Contrebandier" in result.output  # "27" is card 27
    first_turn = result.output.split("Reveal: ")[0]
    assert first_turn.count("Your move (a-f, ? for help, q to quit): ") == 4


def test_a_number_is_a_card_and_the_menu_is_lettered(tmp_path: Path) -> None:
    # Seed 2: P0 holds 2 3 5 6 33 45; the menu once played card 3 when "2" was typed.
    path = tmp_path / "g.json"
    args = ["play", "debarquement", "--seed", "2", "--record", str(path)]
    result = invoke(args, stdin="2\nb\nq\n")
    assert result.exit_code == 0, result.output
    assert " a  play 2 Harold" in result.output
    mine = [s.action for s in royaumes.MatchRecord.load(path).steps if s.seat == 0]
    assert mine[0] == "choose 2"
    assert mine[1] == "choose 5"  # then "b": the second of 3 5 6 33 36 45


@pytest.mark.parametrize("seed", [2])
def test_play_in_french_against_random_with_predeclared_boats(seed: int, tmp_path: Path) -> None:
    args = ["play", "debarquement", "-p", "4", "--seed", str(seed), "--lang", "fr"]
    options = ["-o", "neutral_choice=predeclare", "-o", "threshold=30"]
    path = tmp_path / "game.json"
    result = invoke([*args, *options, "--bots", "random", "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    assert "Votre main" in result.output
    assert "Révélation : " in result.output
    assert "Résultat final" in result.output
    assert royaumes.MatchRecord.load(path).num_players == 4


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Goal", "Placing a card", "covers", "Single colour", "Conquête rapide")),
        ("fr", ("But du jeu", "Poser une carte", "recouvre", "Couleur unique", "Conquête rapide")),
    ],
)
def test_rules_in_both_languages(lang: str, words: tuple[str, ...]) -> None:
    result = invoke(["rules", "debarquement", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for option in royaumes.load("debarquement").spec.options:
        assert option.name in result.output


def test_simulate_heuristic_against_random(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "debarquement", "-n", "6", "--players", "3", "--seed", "2"]
    result = invoke([*args, "--bots", "heuristic,random,random", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert "heuristic" in result.output
    data = json.loads(path.read_text())
    assert [s["bot"] for s in data["per_seat"]] == ["heuristic", "random", "random"]
    assert len(data["matches"]) == 6


def test_replay_tells_the_reveals(played: tuple[Result, Path]) -> None:
    result = invoke(["replay", str(played[1]), "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert "Replay of Débarquement v1 · 3 players · seed 1" in result.output
    assert "Reveal: " in result.output
    assert "Final result" in result.output
