"""The designer's lab (issue 21): paired deals, exact rotation, statistics against scipy's
formulas on fixed data, the files of its report, a designer's own bot, and its command."""

from __future__ import annotations

import dataclasses
import html
import json
import math
import statistics
import sys
import textwrap
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path

import numpy as np
import pyarrow.parquet as pa_parquet
import pytest
from scipy import stats as scipy_stats
from typer.testing import CliRunner, Result

import royaumes
from royaumes.bots.base import canonical_bot_name, load_bot_factory, make_bot
from royaumes.cli import app
from royaumes.errors import ConfigError
from royaumes.gamedata import DATA_FILES
from royaumes.match import Match
from royaumes.seeding import stream
from royaumes.sim.lab import (
    BASELINE,
    LabRun,
    Variant,
    parse_variant,
    play_lab_game,
    rotations,
    run_lab,
)
from royaumes.sim.labstats import (
    Distribution,
    games_needed,
    paired_difference,
    seat_balance,
    summarize_lab,
)
from royaumes.sim.report import write_report
from royaumes.sim.runner import match_seed, play_one

_RUNNER = CliRunner()


def invoke(args: list[str], env: Mapping[str, str] | None = None) -> Result:
    """Run the command line with an English locale and a wide terminal."""
    return _RUNNER.invoke(app, args, env={"LANG": "en_US.UTF-8", "COLUMNS": "140", **(env or {})})


@pytest.fixture(scope="module")
def qr_run() -> LabRun:
    """Les 4 Royaumes at 4 seats: the defaults, ``hold_rule=highest`` and a line-up
    variant, 12 games each (3 deals x 4 rotations)."""
    return run_lab(
        "quatre_royaumes",
        4,
        12,
        [
            parse_variant("hold_rule=highest,name=highest"),
            parse_variant("bots=random+normal*3,name=one random"),
        ],
        ["normal"] * 4,
        seed=11,
    )


# -- variants --------------------------------------------------------------------------


def test_a_variant_reads_its_options_name_and_line_up() -> None:
    variant = parse_variant(" hold_rule=highest , name=strict ,bots=hard+normal*2+random", 3)
    assert variant == Variant(
        "strict", {"hold_rule": "highest"}, ("hard", "normal", "normal", "random")
    )
    assert parse_variant("max_rounds=3", 2).name == "variant 2"
    # A piece without '=' goes on the value before it: a list option keeps its commas.
    assert parse_variant("ranks=2,3,4").options == {"ranks": "2,3,4"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("2,3", "before any key"),
        ("=3", "no key"),
        ("a=1,a=2", "twice"),
        ("bots=normal*0", "bad bot entry"),
    ],
)
def test_a_malformed_variant_is_refused(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_variant(text)


@pytest.mark.parametrize(
    ("variants", "message"),
    [
        ([Variant("v", {"hold_rule": "nobody"})], "hold_rule"),
        ([Variant("v", {"gallery_size": "7"})], "start_space 9 is beyond a gallery of 7"),
        ([Variant("v", bots=("normal", "random", "normal"))], "3 bots for 4 seats"),
        ([Variant("v", bots=("normal", "normal", "normal", "genius"))], "genius"),
        ([Variant(BASELINE)], "differ"),
        ([Variant("v"), Variant("v")], "differ"),
    ],
)
def test_bad_variants_are_refused_before_anything_is_played(
    variants: list[Variant], message: str
) -> None:
    game = "for_a_crown" if "gallery" in str(variants) else "quatre_royaumes"
    with pytest.raises(ConfigError, match=message):
        run_lab(game, 4, 4, variants, ["normal"] * 4, seed=1)


# -- pairing and rotation --------------------------------------------------------------


def test_every_variant_plays_the_same_deals_each_once_per_distinct_seating(
    qr_run: LabRun,
) -> None:
    """Four normal bots: a deal's rotations would replay one game, so each deal is played
    once; a line-up of two kinds is played at each of its 4 seatings of every deal."""
    assert [v.name for v in qr_run.variants] == [BASELINE, "highest", "one random"]
    assert qr_run.num_deals == 12
    seeds = {g.deal: g.result.seed for g in qr_run.games}
    for name, per_deal in (("defaults", 1), ("highest", 1), ("one random", 4)):
        games = qr_run.of(name)
        assert [(g.deal, g.rotation) for g in games] == [
            (d, r) for d in range(12) for r in range(per_deal)
        ]
        assert all(g.result.seed == seeds[g.deal] == match_seed(11, g.deal) for g in games)
    # No game is played twice: the defaults' twelve games are twelve deals.
    assert (
        len({g.result.to_json()["points"].__repr__() + str(g.deal) for g in qr_run.of(BASELINE)})
        == 12
    )


def test_rotations_count_distinct_seatings() -> None:
    assert rotations(["normal"] * 5) == 1
    assert rotations(["hard", "normal", "normal", "normal"]) == 4
    assert rotations(["a", "b", "a", "b", "a", "b"]) == 2


def test_a_deal_is_dealt_alike_whatever_the_variant() -> None:
    """The same seed gives the same cards under another rule and other bots: the chance
    draws before the first decision are the same."""

    def opening(options: Mapping[str, object], bots: list[str]) -> list[str]:
        match = Match("quatre_royaumes", 4, bots, seed=match_seed(11, 2), options=options)
        steps = []
        while match.state.to_move[0] == royaumes.CHANCE:
            steps.append(match.step().action)
        return steps

    base = opening({}, ["normal"] * 4)
    assert [step.split()[0] for step in base] == ["mission"] * 4  # the round's missions
    assert opening({"hold_rule": "highest"}, ["normal"] * 4) == base
    assert opening({}, ["random", "normal", "normal", "normal"]) == base


def test_the_seat_rotation_is_exact(qr_run: LabRun) -> None:
    """Within a deal, each line-up entry sits at each seat exactly once."""
    for deal in range(qr_run.num_deals):
        games = [g for g in qr_run.of("one random") if g.deal == deal]
        for seat in range(4):
            assert Counter(g.bots[seat] for g in games) == {"random": 1, "normal": 3}
        assert {g.bots.index("random") for g in games} == {0, 1, 2, 3}


def test_a_lab_game_is_the_game_simulate_plays() -> None:
    seed = match_seed(4, 1)
    bots = ["normal", "random", "normal"]
    lab_game = play_lab_game("roi_des_nains", bots, seed, {})
    plain = play_one("roi_des_nains", 3, bots, seed)
    assert lab_game.result == plain
    # Seven deals: the totals as each starts (zeros first), then the final points.
    assert len(lab_game.deal_scores) == 8
    assert lab_game.deal_scores[0] == (0.0, 0.0, 0.0)
    assert [float(p) for p in plain.points] == list(lab_game.deal_scores[-1])
    # Débarquement's running totals are its own points (lowest wins), not negated.
    landing = play_lab_game("debarquement", ["normal"] * 2, match_seed(4, 3), {})
    assert landing.deal_scores[-1] == tuple(float(p) for p in landing.result.points)
    match = Match("debarquement", 2, ["normal"] * 2, seed=match_seed(4, 3))
    seen: list[tuple[float, ...] | None] = []
    while not match.state.is_over:
        match.step()
        scores = match.state.interim_scores()  # negated: "higher is better" for a search
        if scores is not None and (not seen or seen[-1] is None):
            seen.append(tuple(-s + 0.0 for s in scores))
        elif scores is None:
            seen.append(None)
    assert [s for s in seen if s is not None] == list(landing.deal_scores[:-1])
    assert len(landing.deal_scores) == landing.result.details["deals"] + 1
    assert lab_game.events["over"] == 1


def test_local_processes_give_the_same_games() -> None:
    args = ("prince_noir", 2, 6, [parse_variant("name=again")], ["normal", "random"])
    one = run_lab(*args, seed=5)
    two = run_lab(*args, seed=5, jobs=2)
    assert [g.to_json() for g in one.games] == [g.to_json() for g in two.games]
    # A variant with nothing changed is the defaults, game for game.
    again = [dataclasses.replace(g.result, index=0) for g in one.of("again")]
    assert again == [dataclasses.replace(g.result, index=0) for g in one.of(BASELINE)]


def test_the_ray_backend_gives_the_same_games() -> None:
    """A local Ray (started and stopped by the run) plays the games the local run does."""
    args = ("quatre_royaumes", 2, 4, [parse_variant("must_follow=true")], ["normal", "random"])
    local = run_lab(*args, seed=9)
    on_ray = run_lab(*args, seed=9, backend="ray")
    assert on_ray.backend == "ray"
    assert [g.to_json() for g in on_ray.games] == [g.to_json() for g in local.games]


# -- statistics, against the formulas on fixed data -------------------------------------


def test_the_seat_balance_is_pearson_s_chi_square() -> None:
    wins = [30.0, 12.5, 17.5, 20.0]
    expected = sum(wins) / 4
    chi2 = sum((w - expected) ** 2 / expected for w in wins)
    balance = seat_balance(wins)
    assert balance.statistic == pytest.approx(chi2)
    assert balance.dof == 3
    assert balance.p_value == pytest.approx(scipy_stats.chi2.sf(chi2, 3))
    assert seat_balance([10, 10]).p_value == pytest.approx(1.0)
    with pytest.raises(ConfigError):
        seat_balance([0, 0])


def test_a_paired_difference_is_the_t_interval_of_the_differences() -> None:
    base = [1, 0, 0, 1, 0, 1, 0, 0, 1, 0]
    other = [1, 1, 0, 1, 1, 1, 0, 1, 1, 0]
    diffs = [b - a for a, b in zip(base, other, strict=True)]
    n, mean, sd = len(diffs), statistics.fmean(diffs), statistics.stdev(diffs)
    half = scipy_stats.t.ppf(0.975, n - 1) * sd / math.sqrt(n)
    d = paired_difference("win P0", base, other)
    assert (d.baseline, d.variant) == (0.4, 0.7)
    assert d.difference == pytest.approx(0.3)
    assert d.ci_low == pytest.approx(mean - half)
    assert d.ci_high == pytest.approx(mean + half)
    t_stat = mean / (sd / math.sqrt(n))
    assert d.p_value == pytest.approx(2 * scipy_stats.t.sf(abs(t_stat), n - 1))
    assert d.sd == pytest.approx(sd)
    assert not d.clear  # 0.3 with 10 pairs: the interval holds 0
    same = paired_difference("x", [1, 2, 3], [2, 3, 4])
    assert (same.difference, same.ci_low, same.ci_high, same.p_value) == (1, 1, 1, None)
    with pytest.raises(ConfigError):
        paired_difference("x", [1], [1])


def test_games_needed_is_the_normal_approximation() -> None:
    z = scipy_stats.norm.ppf(0.975) + scipy_stats.norm.ppf(0.8)
    assert games_needed(0.4, 0.05) == math.ceil((z * 0.4 / 0.05) ** 2)
    assert games_needed(0.0, 0.05) is None
    with pytest.raises(ConfigError):
        games_needed(0.4, 0)


def test_a_distribution_s_quartiles_are_numpy_s_linear_percentiles() -> None:
    values = [3.0, -1.0, 7.0, 7.0, 2.5, 10.0, 0.0]
    d = Distribution.of(values)
    q1, median, q3 = np.percentile(values, [25, 50, 75])
    assert [d.q1, d.median, d.q3] == pytest.approx([q1, median, q3])
    assert (d.minimum, d.maximum, d.n) == (-1.0, 10.0, 7)
    assert d.sd == pytest.approx(np.std(values, ddof=1))


def test_the_lab_s_statistics_read_its_games(qr_run: LabRun) -> None:
    report = summarize_lab(qr_run)
    base, highest, with_random = report.variants
    assert base.games == highest.games == 12
    # Shares of a game add to 1 (a shared win split), so the seats' shares add to 1.
    assert sum(s.share for s in base.seats) == pytest.approx(1.0)
    # Under hold_rule=highest the last seat wins every game (the example).
    assert [s.share for s in highest.seats] == [0.0, 0.0, 0.0, 1.0]
    assert highest.balance is not None
    assert highest.balance.p_value < 1e-6
    assert [b.label for b in with_random.bots] == ["random", "normal"]
    comparison = report.comparisons[0]
    win_p3 = next(d for d in comparison.differences if d.label == "win P3")
    assert win_p3.variant == 1.0
    assert win_p3.clear
    labels = {d.label for d in comparison.differences}
    assert {"draw", "length", "points P0", "events play"} <= labels
    assert comparison.games_needed is not None
    assert not report.lower_points_win
    # Paired by deal: twelve deals, whatever the games a deal; a bot the defaults do not
    # seat has no share to compare ("win random").
    assert win_p3.pairs == 12
    versus_random = report.comparisons[1]
    assert {d.pairs for d in versus_random.differences} == {12}
    assert "win random" not in {d.label for d in versus_random.differences}


def test_endings_and_running_scores_are_read_from_the_games() -> None:
    run = run_lab("for_a_crown", 5, 5, [], ["normal"] * 5, seed=2)
    stats = summarize_lab(run).variants[0]
    assert stats.deal_scores  # the chests after each round
    assert stats.deal_scores[0].n == 25  # 5 families x 5 games after round 1
    assert len(stats.deal_scores) == max(len(g.deal_scores) for g in run.games)
    assert "reveal" in stats.events
    eliminated = sum(1 for g in run.games if any(g.result.details.get("eliminated", [])))
    labels = {e.label: e for e in stats.endings}
    assert (labels["eliminated"].wins if "eliminated" in labels else 0) == eliminated
    debarquement = summarize_lab(run_lab("debarquement", 2, 2, [], ["normal"] * 2, seed=2))
    assert debarquement.lower_points_win


# -- the report -------------------------------------------------------------------------


def test_the_report_writes_its_page_plots_and_tables(qr_run: LabRun, tmp_path: Path) -> None:
    report = summarize_lab(qr_run)
    files = write_report(report, tmp_path / "out", command="royaumes lab quatre_royaumes ...")
    assert files.html.read_text().count("data:image/png;base64,") == len(files.plots) >= 3
    assert "royaumes lab quatre_royaumes ..." in files.html.read_text()
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in files.plots)
    rows = files.csv.read_text().strip().splitlines()
    assert len(rows) == 1 + 12 + 12 + 48
    table = pa_parquet.read_table(files.parquet)
    assert table.num_rows == 72
    assert set(table.column("variant").to_pylist()) == {"defaults", "highest", "one random"}
    data = json.loads(files.json.read_text())
    assert len(data["games"]) == 72
    assert data["stats"][1]["seats"][3]["share"] == 1.0
    french = write_report(report, tmp_path / "fr", command="x", lang="fr")
    assert "labo d'équilibrage" in html.unescape(french.html.read_text())


# -- a designer's own bot ------------------------------------------------------------


@pytest.fixture
def designer_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder with a designer's bot module, made the current directory, and not on
    ``sys.path`` (as for the ``royaumes`` command)."""
    (tmp_path / "my_first_bot.py").write_text(
        textwrap.dedent("""
        import random

        class First:
            name = "first"

            def act(self, seat_view, legal_actions):
                return legal_actions[0]

        def make(game, seat, rng):
            return First()

        def broken(game, seat, rng):
            raise RuntimeError("oops")

        def nothing(game, seat, rng):
            return 42
    """)
    )
    monkeypatch.chdir(tmp_path)
    for entry in ("", str(tmp_path)):
        while entry in sys.path:
            monkeypatch.setattr(sys, "path", [p for p in sys.path if p != entry])
    yield tmp_path
    sys.modules.pop("my_first_bot", None)


def test_a_designer_s_bot_is_loaded_from_module_colon_factory(designer_dir: Path) -> None:
    game = royaumes.load("prince_noir")
    bot = make_bot("my_first_bot:make", game, 0, stream(1, "x"), external=True)
    assert bot.name == "first"
    run = run_lab("prince_noir", 2, 4, [], ["my_first_bot:make", "random"], seed=3)
    assert {g.bots for g in run.games} == {
        ("my_first_bot:make", "random"),
        ("random", "my_first_bot:make"),
    }


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("no_such_module_here:make", "cannot import"),
        ("my_first_bot:absent", "no bot factory"),
        ("my_first_bot:broken", "failed: RuntimeError"),
        ("my_first_bot:nothing", "returned no bot"),
        ("my_first_bot:", "module:factory"),
    ],
)
def test_a_designer_s_bot_that_cannot_be_made_is_a_clear_error(
    designer_dir: Path, name: str, message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        make_bot(name, royaumes.load("prince_noir"), 0, stream(1, "x"), external=True)


def test_only_the_command_line_loads_code_by_name() -> None:
    """A server checks bot names without ``external``: ``module:factory`` is refused."""
    with pytest.raises(ConfigError, match="unknown bot"):
        canonical_bot_name("os:system")
    with pytest.raises(ConfigError, match="unknown bot"):
        make_bot("os:system", royaumes.load("prince_noir"), 0, stream(1, "x"))
    assert load_bot_factory("royaumes.bots.heuristics.prince_noir:make").__name__ == "make"


# -- the command ----------------------------------------------------------------------


def test_the_lab_command_writes_a_report_with_the_command_that_reproduces_it(
    tmp_path: Path,
) -> None:
    out = tmp_path / "report"
    args = [
        "lab",
        "quatre_royaumes",
        "-p",
        "4",
        "-n",
        "8",
        "--seed",
        "7",
        "--out",
        str(out),
        "--variant",
        "hold_rule=highest,name=highest",
    ]
    result = invoke(args)
    assert result.exit_code == 0, result.output
    assert "highest − defaults" in result.output
    assert "win P3" in result.output
    page = (out / "report.html").read_text()
    command = (
        "royaumes lab quatre_royaumes --players 4 -n 8 --seed 7 --bots "
        "normal,normal,normal,normal --out"
    )
    assert command in page
    again = invoke([*args[:-4], "--out", str(tmp_path / "again"), *args[-2:]])
    assert again.exit_code == 0
    first = json.loads((out / "lab.json").read_text())["games"]
    assert json.loads((tmp_path / "again" / "lab.json").read_text())["games"] == first


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "hold_rule=sometimes"], "hold_rule"),
        (["--variant", "2,3"], "before any key"),
        (["--backend", "spark"], "local or ray"),
    ],
)
def test_the_lab_command_refuses_bad_input_in_one_line(
    tmp_path: Path, args: list[str], message: str
) -> None:
    result = invoke(
        ["lab", "quatre_royaumes", "-p", "4", "-n", "4", "--out", str(tmp_path / "r"), *args]
    )
    assert result.exit_code == 1
    assert message in result.output
    assert not (tmp_path / "r").exists()  # nothing written


def test_the_lab_command_needs_the_number_of_seats(tmp_path: Path) -> None:
    result = invoke(["lab", "quatre_royaumes", "-n", "4", "--out", str(tmp_path / "r")])
    assert result.exit_code == 1
    assert "--players" in result.output


# -- a designer's own data -------------------------------------------------------------


def _packaged(game_id: str) -> Path:
    return Path(royaumes.__file__).parent / "games" / game_id / DATA_FILES[game_id]


def test_a_variant_plays_with_its_own_deck_and_this_process_keeps_the_packaged_one(
    tmp_path: Path,
) -> None:
    from royaumes.games.for_a_crown.rules import catalogue

    rich = tmp_path / "rich.toml"
    rich.write_text(
        _packaged("for_a_crown").read_text().replace("starting_rubies = 10", "starting_rubies = 30")
    )
    run = run_lab(
        "for_a_crown", 3, 6, [parse_variant(f"data={rich},name=rich")], ["normal"] * 3, seed=1
    )
    assert run.variants[1].data == str(rich)
    report = summarize_lab(run)
    base, richer = report.variants
    assert richer.all_points.mean > base.all_points.mean + 10  # 20 more Rubies each
    assert catalogue().starting_rubies == 10  # read here: the packaged file


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("quatre_royaumes", 2), ("roi_des_nains", 3), ("prince_noir", 2), ("deux_rois", 6)],
)
def test_an_unchanged_copy_of_a_game_s_data_plays_the_same_games(
    game_id: str, players: int, tmp_path: Path
) -> None:
    copy = tmp_path / "copy.toml"
    copy.write_text(_packaged(game_id).read_text())
    run = run_lab(
        game_id,
        players,
        players,
        [parse_variant(f"data={copy},name=copy")],
        ["normal"] * players,
        seed=3,
    )
    same = [dataclasses.replace(g.result, index=0) for g in run.of("copy")]
    assert same == [dataclasses.replace(g.result, index=0) for g in run.of(BASELINE)]


@pytest.mark.parametrize(
    ("game_id", "content", "message"),
    [
        ("for_a_crown", 'symbols = ["RUBY"]\n', "missing key coins_least"),
        ("prince_noir", "not toml at all [", "not a TOML file"),
        ("debarquement", "x = 1\n", "has no data file"),
    ],
)
def test_a_bad_data_file_is_refused_with_its_name(
    game_id: str, content: str, message: str, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(content)
    with pytest.raises(ConfigError, match=message) as caught:
        run_lab(
            game_id,
            2 if game_id != "for_a_crown" else 3,
            2,
            [parse_variant(f"data={bad}")],
            ["normal"] * (2 if game_id != "for_a_crown" else 3),
            seed=1,
        )
    if game_id != "debarquement":
        assert str(bad) in str(caught.value)
    with pytest.raises(ConfigError, match="no data file at"):
        run_lab(
            "prince_noir",
            2,
            2,
            [parse_variant(f"data={tmp_path / 'none.toml'}")],
            ["normal"] * 2,
            seed=1,
        )


def test_for_a_crown_s_gentle_data_set_keeps_families_above_their_start() -> None:
    """examples/data/for_a_crown_gentle.toml (the lab's finding, in its header): more
    Rubies kept and no Heirloom sales to speak of, on the same deals."""
    gentle = Path(__file__).parents[2] / "examples" / "data" / "for_a_crown_gentle.toml"
    run = run_lab(
        "for_a_crown", 5, 20, [parse_variant(f"data={gentle},name=gentle")], ["normal"] * 5, seed=21
    )
    base, kind = summarize_lab(run).variants
    assert kind.all_points.median > base.all_points.median + 5
    assert kind.events.get("sell", 0) < base.events["sell"]


def test_a_variant_with_other_seats_shows_beside_the_others_and_is_compared_with_nothing(
    tmp_path: Path,
) -> None:
    """Deux Rois' endings by player count: the same line-up name fills 6 and 8 seats."""
    run = run_lab(
        "deux_rois", 6, 3, [parse_variant("players=8,name=8 players")], ["normal"], seed=4
    )
    assert len(run.lineups["8 players"]) == 8
    assert len(run.of("8 players")) == 3  # three deals, one seating (one bot name)
    report = summarize_lab(run)
    assert [len(v.seats) for v in report.variants] == [6, 8]
    assert all(v.endings for v in report.variants)  # which condition ended each game
    assert all(v.draw_rate.share == 0 for v in report.variants)  # a side wins: no draw
    assert report.comparisons == ()
    files = write_report(report, tmp_path, command="x")
    assert "endings" in {p.stem for p in files.plots}
    with pytest.raises(ConfigError, match="players="):
        parse_variant("players=many")
    with pytest.raises(ConfigError, match="give it bots"):
        run_lab("deux_rois", 6, 6, [parse_variant("players=8")], ["normal", "random"] * 3, seed=1)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (("die_faces = [", "die_faces = [] #"), "die_faces is empty"),
        (("rounds = 4", "roundz = 4"), "unknown key roundz"),
        (("copies = 5", "copies = -3"), r"mercenaries\[0\].copies cannot be negative"),
        (('["RUBY", "BANDIT"]', '["RUBBY", "BANDIT"]'), "unknown symbol 'RUBBY'"),
        (("costs = ", "# costs = "), "missing key costs"),
        (("3 = [0, 1, 2]", "3 = [0, 1]"), "scandal 3 needs 3 losses"),
        (("heirloom_value = 10", 'heirloom_value = "ten"'), "should be a number"),
    ],
)
def test_a_data_file_of_the_wrong_shape_is_refused_in_one_line(
    edit: tuple[str, str], message: str, tmp_path: Path
) -> None:
    text = _packaged("for_a_crown").read_text()
    old, new = edit
    assert old in text
    bad = tmp_path / "deck.toml"
    bad.write_text(text.replace(old, new, 1))
    with pytest.raises(ConfigError, match=message):
        run_lab("for_a_crown", 3, 2, [parse_variant(f"data={bad}")], ["normal"] * 3, seed=1)


def test_the_report_keeps_a_copy_of_each_data_file_with_its_hash(tmp_path: Path) -> None:
    import hashlib

    own = tmp_path / "own.toml"
    own.write_text(_packaged("prince_noir").read_text())
    run = run_lab(
        "prince_noir", 2, 2, [parse_variant(f"data={own},name=own")], ["normal"] * 2, seed=1
    )
    out = tmp_path / "out"
    (out / "plots").mkdir(parents=True)
    (out / "plots" / "old.png").write_bytes(b"stale")
    write_report(summarize_lab(run), out, command="x")
    data = json.loads((out / "lab.json").read_text())["data_files"]["own"]
    assert data["sha256"] == hashlib.sha256(own.read_bytes()).hexdigest()
    assert (out / data["copy"]).read_bytes() == own.read_bytes()
    assert data["sha256"][:12] in (out / "report.html").read_text()
    assert not (out / "plots" / "old.png").exists()  # an earlier report's plot


def test_the_terminal_shows_every_seat_s_difference_in_points_of_share(tmp_path: Path) -> None:
    result = invoke(
        [
            "lab",
            "prince_noir",
            "-n",
            "6",
            "--seed",
            "3",
            "--out",
            str(tmp_path),
            "--variant",
            "hand_size=4,",
        ]
    )
    assert result.exit_code == 0, result.output
    assert "variant 1: hand_size=4" in result.output
    for label in ("win P0", "win P1", "draw", "points P0", "length"):
        assert label in result.output  # clear or not
    assert " pts [" in result.output
    assert "seed 3" in result.output


def test_the_lab_command_refuses_a_file_for_its_folder_before_playing(tmp_path: Path) -> None:
    taken = tmp_path / "report"
    taken.write_text("mine")
    result = invoke(["lab", "prince_noir", "-n", "2", "--out", str(taken)])
    assert result.exit_code == 1
    assert "is a file" in result.output
    assert taken.read_text() == "mine"


def test_a_variant_s_single_bot_fills_its_seats_and_a_designer_s_bot_needs_no_name(
    designer_dir: Path,
) -> None:
    (designer_dir / "nameless.py").write_text(
        textwrap.dedent("""
        class Plain:
            def act(self, seat_view, legal_actions):
                return legal_actions[-1]

        def make(game, seat, rng):
            return Plain()
    """)
    )
    run = run_lab(
        "quatre_royaumes",
        3,
        3,
        [parse_variant("bots=random,name=r")],
        ["nameless:make", "normal", "normal"],
        seed=2,
    )
    assert run.lineups["r"] == ("random",) * 3
    assert {b for g in run.of(BASELINE) for b in g.bots} == {"nameless:make", "normal"}
    sys.modules.pop("nameless", None)
