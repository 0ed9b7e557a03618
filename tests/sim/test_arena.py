"""The arena: exact seat rotation on paired deals, statistics, ratings, and its command."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping

import pytest
from typer.testing import CliRunner, Result

from royaumes import sim
from royaumes.cli import app
from royaumes.errors import ConfigError
from royaumes.sim.arena import (
    ArenaMatch,
    check_lineup,
    run_arena,
    seating,
    share_interval,
    summarize_arena,
)

_RUNNER = CliRunner()


def invoke(args: list[str], env: Mapping[str, str] | None = None) -> Result:
    """Run the command line with an English locale and a wide terminal."""
    return _RUNNER.invoke(app, args, env={"LANG": "en_US.UTF-8", "COLUMNS": "120", **(env or {})})


def _match(deal: int, rotation: int, bots: tuple[str, ...], ranks: tuple[int, ...]) -> ArenaMatch:
    """A made-up game: the seats ranked first win."""
    winners = tuple(s for s, r in enumerate(ranks) if r == min(ranks))
    points = tuple(float(len(ranks) - r) for r in ranks)
    result = sim.MatchResult(deal * len(bots) + rotation, deal, points, ranks, winners, 10, 6)
    return ArenaMatch(deal, rotation, bots, result)


# ---------------------------------------------------------------------------
# rotation


def test_seating_rotates_the_line_up_one_seat_per_rotation() -> None:
    lineup = ["a", "b", "c"]
    assert [seating(lineup, r) for r in range(3)] == [
        ("a", "b", "c"),
        ("c", "a", "b"),
        ("b", "c", "a"),
    ]


@pytest.mark.parametrize(
    ("game", "lineup"),
    [
        ("quatre_royaumes", ["normal", "easy", "random"]),
        ("quatre_royaumes", ["normal", "normal", "random"]),
        ("prince_noir", ["normal", "random"]),
    ],
)
def test_every_bot_sits_at_every_seat_n_times_and_a_deal_keeps_its_seed(
    game: str, lineup: list[str]
) -> None:
    deals, size = 3, len(lineup)
    matches = run_arena(game, lineup, deals, seed=11)
    assert len(matches) == deals * size
    assert [(m.deal, m.rotation) for m in matches] == [
        (d, r) for d in range(deals) for r in range(size)
    ]
    sat = Counter((name, seat) for m in matches for seat, name in enumerate(m.bots))
    for name in set(lineup):
        for seat in range(size):
            assert sat[name, seat] == deals * lineup.count(name), (name, seat)
    for m in matches:
        assert m.bots == seating(lineup, m.rotation)
        assert m.result.seed == sim.match_seed(11, m.deal)  # all rotations: the deal's seed
        assert m.result.index == m.deal * size + m.rotation
    assert len({m.result.seed for m in matches}) == deals


def test_the_same_deal_replays_alike_in_each_rotation_where_bots_are_alike() -> None:
    # Every seat a random bot: only the seating changes between rotations, and the
    # seed is the deal's, so each rotation replays the same game.
    matches = run_arena("quatre_royaumes", ["random", "random", "random"], 2, seed=3)
    for deal in range(2):
        games = [m.result for m in matches if m.deal == deal]
        assert all(g.points == games[0].points and g.ranks == games[0].ranks for g in games)


def test_the_games_are_the_same_on_one_or_two_jobs() -> None:
    lineup = ["normal", "random"]
    one = run_arena("prince_noir", lineup, 3, seed=5, jobs=1)
    two = run_arena("prince_noir", lineup, 3, seed=5, jobs=2)
    assert one == two
    first = summarize_arena(one, game="prince_noir", lineup=lineup, seed=5)
    assert summarize_arena(two, game="prince_noir", lineup=lineup, seed=5) == first


# ---------------------------------------------------------------------------
# checks and statistics


def test_the_line_up_is_checked_and_aliases_resolved() -> None:
    names, options = check_lineup("prince_noir", ["heuristic", "hard"])
    assert names == ("normal", "hard")
    assert "hand_size" in options
    with pytest.raises(ConfigError, match="unknown bot 'genius'"):
        check_lineup("prince_noir", ["normal", "genius"])
    with pytest.raises(ConfigError, match="not 3"):
        check_lineup("prince_noir", ["normal", "random", "random"])
    with pytest.raises(ConfigError, match="the number of deals"):
        run_arena("prince_noir", ["normal", "random"], -1, seed=1)


def test_no_deals_plays_nothing_and_rates_nobody() -> None:
    assert run_arena("prince_noir", ["hard", "random"], 0, seed=1) == []
    summary = summarize_arena([], game="prince_noir", lineup=["hard", "random"], seed=1)
    assert summary.num_games == 0
    assert [b.win_share for b in summary.bots] == [None, None]
    assert [round(b.mu, 6) for b in summary.bots] == [25.0, 25.0]


def test_a_shared_win_is_split_and_its_interval_is_wilsons_on_the_fraction() -> None:
    lineup = ("a", "b", "c")
    matches = [
        _match(0, 0, lineup, (1, 1, 3)),  # a and b share the win
        _match(0, 1, seating(lineup, 1), (3, 1, 2)),  # (c, a, b): a wins
        _match(0, 2, seating(lineup, 2), (1, 2, 3)),  # (b, c, a): b wins
        _match(1, 0, lineup, (1, 2, 3)),  # a wins
    ]
    summary = summarize_arena(matches, game="quatre_royaumes", lineup=lineup, seed=0)
    a, b, c = summary.bots
    assert (a.wins, b.wins, c.wins) == (2.5, 1.5, 0.0)
    assert a.win_share == 0.625
    assert a.fair_share == pytest.approx(1 / 3)
    assert (b.ci_low, b.ci_high) == share_interval(1.5, 4)
    assert (c.ci_low, c.ci_high) == sim.wilson_interval(0, 4)
    assert a.mean_rank == pytest.approx((1 + 1 + 3 + 1) / 4)
    assert a.ordinal == pytest.approx(a.mu - 3 * a.sigma)
    first = summary.pairs[0]
    assert (first.first, first.second) == ("a", "b")
    assert first.share == pytest.approx((0.5 + 1 + 0 + 1) / 4)  # a tie counts half
    # Deal 0: a and b each took half a win per game; deal 1: a won.
    assert (first.deals_ahead, first.deals_level, first.deals_behind) == (1, 1, 0)
    assert summary.deals[0].win_share == {"a": 0.5, "b": 0.5, "c": 0.0}


def test_share_interval_agrees_with_wilson_and_grows_between_integers() -> None:
    for wins in range(11):
        assert share_interval(wins, 10) == pytest.approx(sim.wilson_interval(wins, 10))
    low, high = share_interval(4.5, 10)
    assert sim.wilson_interval(4, 10)[0] < low < sim.wilson_interval(5, 10)[0]
    assert sim.wilson_interval(4, 10)[1] < high < sim.wilson_interval(5, 10)[1]


def test_ratings_follow_the_games_and_a_name_at_two_seats_takes_its_copies_mean() -> None:
    from openskill.models import PlackettLuce

    lineup = ("x", "x", "y")
    one = [_match(0, 0, lineup, (1, 3, 2))]
    summary = summarize_arena(one, game="quatre_royaumes", lineup=lineup, seed=0)
    model = PlackettLuce()
    rated = model.rate([[model.rating()] for _ in lineup], ranks=[1, 3, 2])
    x, y = summary.bots
    assert x.mu == pytest.approx((rated[0][0].mu + rated[1][0].mu) / 2)
    assert x.sigma == pytest.approx((rated[0][0].sigma + rated[1][0].sigma) / 2)
    assert (y.mu, y.sigma) == pytest.approx((rated[2][0].mu, rated[2][0].sigma))
    # y always last, whatever the seat: x rises, y falls, in a reproducible order.
    games = []
    for d in range(4):
        for r in range(3):
            bots = seating(lineup, r)
            xs = [s for s, b in enumerate(bots) if b == "x"]
            ranks = tuple(3 if b == "y" else 1 + xs.index(s) for s, b in enumerate(bots))
            games.append(_match(d, r, bots, ranks))
    summary = summarize_arena(games, game="quatre_royaumes", lineup=lineup, seed=0)
    x, y = summary.bots
    assert x.seats == 2
    assert x.fair_share == pytest.approx(2 / 3)
    assert x.mu > 25 > y.mu
    assert max(x.sigma, y.sigma) < 25 / 3
    assert summarize_arena(games[::-1], game="quatre_royaumes", lineup=lineup, seed=0) == summary


# ---------------------------------------------------------------------------
# the command


def test_arena_prints_ratings_win_shares_and_intervals() -> None:
    result = invoke(["arena", "prince_noir", "--bots", "normal,random", "-n", "3", "--seed", "2"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for words in ("3 deals × 2 seatings = 6 games", "μ − 3σ", "win share", "95% CI (Wilson)",
                  "fair share", "50.0%", "Paired comparison", "normal", "random"):  # fmt: skip
        assert words in out, words


def test_arena_speaks_french() -> None:
    args = ["arena", "quatre_royaumes", "--bots", "normal,random", "-n", "1", "--lang", "fr"]
    result = invoke(args)
    assert result.exit_code == 0, result.output
    assert "arène" in result.stdout
    assert "juste part" in result.stdout
    assert "1 donne × 2 placements = 2 parties" in result.stdout


def test_arena_json_is_one_document_with_every_game() -> None:
    args = ["arena", "quatre_royaumes", "--bots", "normal*2,random", "-n", "2", "--seed", "7"]
    result = invoke([*args, "--json", "--jobs", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)  # the progress bar goes to stderr
    assert data["game"] == "quatre_royaumes"
    assert data["lineup"] == ["normal", "normal", "random"]
    assert (data["num_players"], data["num_deals"], data["num_games"]) == (3, 2, 6)
    assert data["rating_model"] == "openskill PlackettLuce"
    assert [b["name"] for b in data["bots"]] == ["normal", "random"]
    line = data["bots"][0]
    assert set(line) == {"name", "seats", "games", "wins", "win_share", "ci95", "fair_share",
                         "mean_points", "mean_rank", "rating"}  # fmt: skip
    assert set(line["rating"]) == {"mu", "sigma", "ordinal"}
    assert (line["seats"], line["games"]) == (2, 6)
    assert data["pairs"][0]["first"] == "normal"
    assert set(data["pairs"][0]["deals"]) == {"ahead", "level", "behind"}
    assert len(data["deals"]) == 2
    assert len(data["matches"]) == 6
    game = data["matches"][1]
    assert (game["deal"], game["rotation"]) == (0, 1)
    assert game["bots"] == ["random", "normal", "normal"]
    assert game["seed"] == sim.match_seed(7, 0)
    again = invoke([*args, "--json", "--jobs", "1"])
    same = json.loads(again.stdout)
    assert same["matches"] == data["matches"]
    assert same["bots"] == data["bots"]


def test_one_name_fills_the_seats_given_by_players() -> None:
    result = invoke(["arena", "quatre_royaumes", "--bots", "random", "-p", "3", "-n", "1",
                     "--json"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["lineup"] == ["random"] * 3


def test_the_search_levels_are_accepted() -> None:
    result = invoke(["arena", "prince_noir", "--bots", "hard,expert", "-n", "0"])
    assert result.exit_code == 0, result.output
    assert "nothing played" in result.stdout
    assert all(name in result.stdout for name in ("hard", "expert"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["prince_noir", "--bots", "normal,genius"], "unknown bot 'genius'"),
        (["prince_noir", "--bots", "normal,random,random"], "has 3 bots, but prince_noir is"),
        (["quatre_royaumes", "--bots", "normal"], "has 1 bots, but quatre_royaumes is played"),
        (["quatre_royaumes", "--bots", "normal*0,random"], "bad --bots entry 'normal*0'"),
        (["quatre_royaumes", "--bots", "normal,,random"], "bad --bots entry ''"),
        (["quatre_royaumes", "--bots", "normal,random", "-p", "3"], "--players 3 does not"),
        (["nope", "--bots", "normal,random"], "unknown game 'nope'"),
        (["prince_noir", "--bots", "normal,random", "-o", "hand_size=zz"], "not an integer"),
    ],
)
def test_a_bad_line_up_is_one_red_line_and_exit_1(args: list[str], message: str) -> None:
    result = invoke(["arena", *args, "-n", "1"])
    assert result.exit_code == 1, result.output
    assert result.output.startswith("Error: ")
    assert message in result.output
    assert result.output.count("\n") == 1
