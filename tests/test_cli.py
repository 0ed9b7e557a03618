"""The ``royaumes`` command line, through Typer's ``CliRunner`` (exit codes and output)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import royaumes
from royaumes.bots import base
from royaumes.cli import app
from royaumes.errors import ConfigError
from royaumes.game import Game, Seat

_RUNNER = CliRunner()
_MANY_ONES = "1\n" * 400  # more than any game at these seeds needs


def invoke(
    args: list[str], stdin: str | None = None, env: Mapping[str, str] | None = None
) -> Result:
    """Run the command line with an English locale and a wide terminal."""
    return _RUNNER.invoke(
        app, args, input=stdin, env={"LANG": "en_US.UTF-8", "COLUMNS": "120", **(env or {})}
    )


def _final_state(path: Path) -> royaumes.State:
    record = royaumes.MatchRecord.load(path)
    states = [state for state, _ in royaumes.replay(record)]
    return states[-1]


# ---------------------------------------------------------------------------
# games, rules


def test_games_lists_quatre_royaumes() -> None:
    result = invoke(["games"])
    assert result.exit_code == 0, result.output
    assert "quatre_royaumes" in result.output
    assert "Les 4 Royaumes" in result.output
    assert "2–5" in result.output


def test_games_speaks_french_when_lang_says_so() -> None:
    result = invoke(["games"], env={"LANG": "fr_FR.UTF-8"})
    assert result.exit_code == 0, result.output
    assert "joueurs" in result.output
    assert "missions secrètes" in result.output


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Goal", "take hold", "+2", "automaton", "Tie-breaks")),
        ("fr", ("But du jeu", "tient le pli", "+2", "automate", "Départages")),
    ],
)
def test_rules_summary_lists_every_option_with_its_default(
    lang: str, words: tuple[str, ...]
) -> None:
    result = invoke(["rules", "quatre_royaumes", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.output
    for option in royaumes.load("quatre_royaumes").spec.options:
        assert option.name in result.output
    assert "last_holder" in result.output


def test_unknown_language_is_a_user_error() -> None:
    result = invoke(["games", "--lang", "de"])
    assert result.exit_code == 1
    assert "unknown language 'de'" in result.output
    assert "Traceback" not in result.output


# ---------------------------------------------------------------------------
# play


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (2, 11)])
def test_play_a_full_game_against_bots_saves_a_record_that_replays(
    tmp_path: Path, players: int, seed: int
) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "--players", str(players), "--seed", str(seed)]
    result = invoke([*args, "--bots", "random", "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    assert "Winner: " in result.output or "Shared victory: " in result.output
    assert "Round 1: reveal" in result.output
    assert f"Record saved to {path}" in result.output
    final = _final_state(path)
    assert final.is_over
    record = royaumes.MatchRecord.load(path)
    assert record.seats[0] == "human"
    assert record.seed == seed
    assert final.result is not None
    assert record.result == final.result.to_json()
    if players == 2:
        assert "V (not ranked)" in result.output


def test_play_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    args = ["play", "quatre_royaumes", "--players", "3", "--seed", "7", "--bots", "random"]
    first = invoke([*args, "--record", str(tmp_path / "a.json")], stdin=_MANY_ONES)
    second = invoke([*args, "--record", str(tmp_path / "b.json")], stdin=_MANY_ONES)
    assert first.exit_code == second.exit_code == 0
    a = json.loads((tmp_path / "a.json").read_text())
    b = json.loads((tmp_path / "b.json").read_text())
    assert a == b


def test_a_bad_entry_is_refused_with_a_message_then_play_continues(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "--players", "3", "--seed", "1", "--bots", "random"]
    stdin = "zzz\n99\nplay 9H\n2h\n" + _MANY_ONES
    result = invoke([*args, "--record", str(path)], stdin=stdin)
    assert result.exit_code == 0, result.output
    assert "'zzz' is not understood" in result.output
    assert "'99': choose a number from 1 to 8" in result.output
    assert "'play 9H' is not allowed now: " in result.output  # the engine's reason:
    assert "9H is not in your hand" in result.output
    assert "Traceback" not in result.output
    record = royaumes.MatchRecord.load(path)
    first_human = next(s for s in record.steps if s.seat == 0)
    assert first_human.action == "play 2H"  # "2h" was understood
    assert _final_state(path).is_over


def test_a_game_saved_with_q_resumes_where_it_stopped_and_plays_to_the_end(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "--players", "3", "--seed", "5", "--bots", "random"]
    first = invoke([*args, "--record", str(path)], stdin="1\n1\nq\n")
    assert first.exit_code == 0, first.output
    assert f"Go on later with: royaumes play --resume {path}" in first.output
    saved = royaumes.MatchRecord.load(path)
    assert saved.result is None
    stopped = _final_state(path)
    assert sum(1 for s in saved.steps if s.seat == 0) == 2

    second = invoke(["play", "--resume", str(path)], stdin=_MANY_ONES)
    assert second.exit_code == 0, second.output
    assert f"Game resumed from {path} after {len(saved.steps)} steps." in second.output
    assert "Final result" in second.output
    resumed = royaumes.MatchRecord.load(path)
    assert resumed.steps[: len(saved.steps)] == saved.steps
    assert (resumed.seed, resumed.seats, resumed.options) == (saved.seed, saved.seats,
                                                               saved.options)  # fmt: skip
    states = [state for state, _ in royaumes.replay(resumed)]
    assert states[len(saved.steps)].to_json() == stopped.to_json()
    assert states[-1].is_over
    # The first moves offered on resuming are those of the game where it stopped.
    asked = next(st for st in states[len(saved.steps) :] if 0 in st.to_move)
    menu = second.output.split("Game resumed")[1].split("Your moves")[1].split("Your move (")[0]
    assert [f"({a})" in menu for a in asked.legal_actions(0)] == [True] * len(
        asked.legal_actions(0)
    )


def test_resume_refuses_a_finished_game_and_options_given_again(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "--players", "3", "--seed", "5", "--bots", "random"]
    assert invoke([*args, "--record", str(path)], stdin=_MANY_ONES).exit_code == 0
    over = invoke(["play", "--resume", str(path)])
    assert over.exit_code == 1
    assert "holds a finished game" in over.output
    again = invoke(["play", "--resume", str(path), "--seed", "3"])
    assert again.exit_code == 1
    assert "do not give --seed with it" in again.output
    assert invoke(["play"]).exit_code == 1


@pytest.mark.parametrize("stdin", ["1\nq\n", "1\n"], ids=["quit", "end-of-input"])
def test_quitting_saves_the_record_and_exits_0(tmp_path: Path, stdin: str) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "--players", "4", "--seed", "2", "--bots", "random"]
    result = invoke([*args, "--record", str(path)], stdin=stdin)
    assert result.exit_code == 0, result.output
    assert "Game stopped." in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.result is None
    assert sum(1 for s in record.steps if s.seat == 0) == 1
    assert not _final_state(path).is_over


def test_the_record_goes_to_records_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = invoke(["play", "quatre_royaumes", "-p", "3", "--seed", "42", "--bots", "random"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "records" / "quatre_royaumes-42.json").is_file()


def test_play_in_french_at_another_seat(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "-p", "3", "--seat", "2", "--seed", "5", "--lang", "fr"]
    result = invoke([*args, "--bots", "random,random", "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    assert "Votre main" in result.output
    assert "Résultat final" in result.output
    assert royaumes.MatchRecord.load(path).seats == ("random", "random", "human")


def test_without_a_heuristic_bot_play_falls_back_to_random_with_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_heuristic(game: Game, seat: Seat, rng: random.Random) -> base.Bot:
        raise ConfigError(f"no heuristic bot for {game.spec.id} yet")

    monkeypatch.setitem(base._BOTS, "normal", no_heuristic)
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "-p", "4", "--bots", "normal,easy,hard"]
    result = invoke([*args, "--record", str(path)], stdin="q\n")
    assert result.exit_code == 0, result.output
    assert "No heuristic bot for quatre_royaumes yet" in result.output
    # The levels built on the heuristic fall back; the search needs none.
    assert royaumes.MatchRecord.load(path).seats == ("human", "random", "random", "hard")


def test_play_takes_the_levels_and_their_alias(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "-p", "4", "--seed", "5", "-o", "max_rounds=1"]
    result = invoke([*args, "--bots", "easy,heuristic,random", "--record", str(path)], _MANY_ONES)
    assert result.exit_code == 0, result.output
    assert royaumes.MatchRecord.load(path).seats == ("human", "easy", "normal", "random")


@pytest.mark.parametrize(("lang", "thinking"), [("en", "P1 · hard is thinking…"),
                                                ("fr", "P1 · difficile réfléchit…")])  # fmt: skip
def test_a_game_against_a_search_bot_shows_it_thinking_and_plays_to_the_end(
    tmp_path: Path, lang: str, thinking: str
) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "-p", "2", "--seed", "3", "-o", "max_rounds=1"]
    # FORCE_COLOR: Rich draws for a terminal, spinner included (none is drawn for a pipe).
    env = {"FORCE_COLOR": "1", "LANG": f"{lang}_FR.UTF-8" if lang == "fr" else "en_US.UTF-8"}
    result = invoke([*args, "--bots", "hard", "--record", str(path)], _MANY_ONES, env=env)
    assert result.exit_code == 0, result.output
    assert thinking in result.output
    record = royaumes.MatchRecord.load(path)
    assert record.seats == ("human", "hard")
    assert _final_state(path).is_over


def test_the_bots_help_lists_the_levels_and_their_time_per_move() -> None:
    for command in ("play", "simulate", "arena"):
        result = invoke([command, "--help"], env={"COLUMNS": "200"})
        assert result.exit_code == 0, result.output
        text = " ".join(result.output.replace("│", " ").split())
        for words in ("random;", "easy", "normal", "hard (a search, at most 1 s a move)",
                      "expert (a deeper search, at most 3 s a move)"):  # fmt: skip
            assert words in text, (command, words)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "nope", "-p", "3"], "unknown game 'nope'"),
        (["play", "quatre_royaumes", "-p", "9"], "played by 2 to 5 players, not 9"),
        (["play", "quatre_royaumes", "-p", "3", "--seat", "3"], "seat 3 is not a seat"),
        (["play", "quatre_royaumes", "-p", "3", "-o", "max_rounds=zz"], "'zz' is not an integer"),
        (["play", "quatre_royaumes", "-p", "3", "-o", "colour=red"], "unknown option(s) 'colour'"),
        (["play", "quatre_royaumes", "-p", "3", "-o", "max_rounds"], "expected key=value"),
        (["play", "quatre_royaumes", "-p", "4", "--bots", "random,random"], "--bots gives 2"),
        (["play", "quatre_royaumes", "-p", "3", "--bots", "genius"], "unknown bot 'genius'"),
        (["rules", "nope"], "unknown game 'nope'"),
        (["simulate", "nope", "-n", "2", "-p", "3"], "unknown game 'nope'"),
        (["bench", "quatre_royaumes", "-p", "1"], "not 1"),
    ],
)
def test_user_errors_print_one_red_line_and_exit_1(args: list[str], message: str) -> None:
    result = invoke(args, stdin="q\n")
    assert result.exit_code == 1, result.output
    assert result.output.startswith("Error: ")
    assert message in result.output
    assert result.output.count("\n") == 1


def test_play_options_are_validated_and_used(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ["play", "quatre_royaumes", "-p", "3", "--seed", "4", "--bots", "random"]
    options = ["-o", "max_rounds=1", "-o", "must_follow=true"]
    result = invoke([*args, *options, "--record", str(path)], stdin=_MANY_ONES)
    assert result.exit_code == 0, result.output
    record = royaumes.MatchRecord.load(path)
    assert record.options["max_rounds"] == 1
    assert record.options["must_follow"] is True
    assert "Round 2" not in result.output


# ---------------------------------------------------------------------------
# simulate


def test_simulate_gives_the_same_matches_on_one_or_two_workers(tmp_path: Path) -> None:
    outputs = []
    for workers in (1, 2):
        path = tmp_path / f"sim{workers}.json"
        args = ["simulate", "quatre_royaumes", "-n", "20", "--players", "3", "--seed", "9"]
        bots = ["--bots", "random", "--workers", str(workers), "--json", str(path)]
        result = invoke([*args, *bots])
        assert result.exit_code == 0, result.output
        assert "win rate" in result.output
        assert "A shared victory counts as a win for each winner." in result.output
        outputs.append(json.loads(path.read_text()))
    one, two = outputs
    assert len(one["matches"]) == 20
    assert one["matches"] == two["matches"]
    assert one["per_seat"] == two["per_seat"]
    assert one["per_bot"][0]["games"] == 60


def test_simulate_with_mixed_bots_reports_each_bot(tmp_path: Path) -> None:
    path = tmp_path / "sim.json"
    args = ["simulate", "quatre_royaumes", "-n", "6", "-p", "2", "--seed", "1"]
    result = invoke([*args, "--bots", "random,random", "--json", str(path), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert "% victoires" in result.output
    data = json.loads(path.read_text())
    assert [s["bot"] for s in data["per_seat"]] == ["random", "random"]
    assert all("virtual_points" in m["details"] for m in data["matches"])


# ---------------------------------------------------------------------------
# replay, bench


@pytest.fixture(scope="module")
def saved_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "game.json"
    match = royaumes.Match("quatre_royaumes", 4, ["random"] * 4, seed=21)
    match.run().save(path)
    return path


def test_replay_shows_every_step_the_reveals_and_the_result(saved_record: Path) -> None:
    result = invoke(["replay", str(saved_record)])
    assert result.exit_code == 0, result.output
    assert "Replay of Les 4 Royaumes v1 · 4 players · seed 21" in result.output
    assert "Round 1: reveal" in result.output
    assert "Final result" in result.output
    assert "wins trick 8" in result.output
    assert "mission" in result.output
    assert "P1 ?" not in result.output  # everything revealed


def test_replay_as_a_seat_hides_the_others_missions(saved_record: Path) -> None:
    result = invoke(["replay", str(saved_record), "--seat", "0"])
    assert result.exit_code == 0, result.output
    assert "As seen by P0 · random" in result.output
    assert "your secret mission is" in result.output
    assert "gets mission" not in result.output  # the others' missions: only their reveal
    spectator = invoke(["replay", str(saved_record), "--spectator"])
    assert spectator.exit_code == 0
    assert "everyone gets a secret mission" in spectator.output
    assert "your secret mission" not in spectator.output


def test_replay_step_by_step_waits_for_enter_and_stops_on_q(saved_record: Path) -> None:
    result = invoke(["replay", str(saved_record), "--step"], stdin="\n\nq\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Enter: next step, q: stop") == 3
    assert "Final result" not in result.output


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "is not JSON"),
        ('{"game": "quatre_royaumes"}', "malformed match record"),
        (
            '{"game": "quatre_royaumes", "version": 1, "num_players": 3, "options": {}, '
            '"seed": 1, "seats": ["random", "random", "random"], "steps": [[0, "play 1S"]]}',
            "does not replay",
        ),
    ],
)
def test_replay_of_an_invalid_file_is_a_clear_error(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = invoke(["replay", str(path)])
    assert result.exit_code == 1, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def test_replay_of_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    result = invoke(["replay", str(tmp_path / "missing.json")])
    assert result.exit_code == 1
    assert "cannot read" in result.output


def test_bench_prints_decisions_per_cpu_second() -> None:
    result = invoke(["bench", "quatre_royaumes", "--players", "4", "--seconds", "0.2"])
    assert result.exit_code == 0, result.output
    assert "(ids)" in result.output
    assert "games per CPU second" in result.output
    assert "wall time" in result.output


def test_bench_refuses_an_unknown_path_clearly() -> None:
    result = invoke(["bench", "quatre_royaumes", "--path", "fast"])
    assert result.exit_code != 0
    assert "unknown path fast; known: ids, objects, match" in result.output


def test_play_without_players_seats_four(tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    result = invoke(["play", "quatre_royaumes", "--seed", "3", "--record", str(record)], _MANY_ONES)
    assert result.exit_code == 0, result.output
    assert royaumes.MatchRecord.load(record).num_players == 4


def test_serve_refuses_a_database_folder_it_cannot_write(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = invoke(["serve", "--data-dir", str(blocker / "data")])
    assert result.exit_code == 1
    assert "cannot write the database folder" in result.output
    assert "Traceback" not in result.output
