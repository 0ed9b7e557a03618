"""The ``royaumes`` command line with For a Crown: play, rules, simulate, replay, bench."""

from __future__ import annotations

import json
import re
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
    args = ["play", "for_a_crown", "--players", "4", "--seed", "3", "--record", str(path)]
    return invoke(args, stdin="zzz\n99\n" + _MANY_ONES), path


def test_play_a_full_game_against_heuristic_bots_saves_a_record_that_replays(
    played: tuple[Result, Path],
) -> None:
    result, path = played
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    assert "Winner: " in result.output or "nobody wins" in result.output
    assert f"Record saved to {path}" in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", "normal", "normal", "normal")
    assert record.seed == 3
    states = [state for state, _ in royaumes.replay(record)]
    final = states[-1]
    assert final.is_over
    assert final.result is not None
    assert record.result == final.result.to_json()


def test_a_bad_entry_is_refused_with_a_message(played: tuple[Result, Path]) -> None:
    output = played[0].output
    assert "'zzz' is not understood: type a number from 1 to" in output
    assert re.search(r"'99': choose a number from 1 to \d+", output)


def test_the_table_shows_the_square_the_gallery_and_narrates_each_reveal(
    played: tuple[Result, Path],
) -> None:
    output = played[0].output
    for words in (
        "Royal Square",
        "L1 · cost 1",
        "Gallery",
        "→ more influential",
        "closed chest",
        "Your moves",
        "Round 1 · Recruit",
        "Round 1 · Reveal",
        "Event turned over: E1 Scandal",
        "Event turned over: E2 Burglary",
        "Final adjustments",
        "Game over",
    ):
        assert words in output, words
    assert re.search(r"recruit L\d-\w+ \(.+\) for \d", output)
    assert "Traceback" not in output


def test_play_in_french_at_three_players(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "for_a_crown", "-p", "3", "--seed", "8", "--lang", "fr", "--bots", "random"]
    result = invoke([*args, "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    for words in ("Place Royale", "Galerie", "coffre fermé", "Manche 1 · Révélation"):
        assert words in result.output, words
    assert "Résultat final" in result.output
    assert royaumes.MatchRecord.load(path).num_players == 3


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            ("Goal", "The six symbols", "The 55 Mercenaries", "The 7 Events", "Bribery"),
        ),
        (
            "fr",
            (
                "But du jeu",
                "Les six symboles",
                "Les 55 Mercenaires",
                "Les 7 Événements",
                "Pot-de-vin",
                "Raton Voleur",
                "Le dé magique",
            ),
        ),
    ],
)
def test_rules_show_the_catalogue_of_mercenaries_events_and_die(
    lang: str, words: tuple[str, ...]
) -> None:
    result = invoke(["rules", "for_a_crown", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output, word
    for card in ("L1-RB", "L2-01", "L3-07", "L4-10", "L5-06", "E7"):
        assert card in result.output
    for option in royaumes.load("for_a_crown").spec.options:
        assert option.name in result.output


def test_simulate_heuristic_against_random(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "for_a_crown", "-n", "10", "--players", "3", "--seed", "2"]
    result = invoke([*args, "--bots", "heuristic,random,random", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert "heuristic" in result.output
    data = json.loads(path.read_text())
    assert [s["bot"] for s in data["per_seat"]] == ["heuristic", "random", "random"]
    assert len(data["matches"]) == 10


def test_replay_tells_the_rounds_and_the_end(played: tuple[Result, Path]) -> None:
    result = invoke(["replay", str(played[1]), "--seat", "1"])
    assert result.exit_code == 0, result.output
    assert "Replay of For a Crown v1 · 4 players · seed 3" in result.output
    assert "Round 1 · Reveal" in result.output
    assert "Final adjustments" in result.output
    assert "Final result" in result.output


def test_bench_prints_actions_per_second() -> None:
    result = invoke(["bench", "for_a_crown", "--seconds", "0.3"])
    assert result.exit_code == 0, result.output
    assert "decisions" in result.output
    assert "games per CPU second" in result.output
