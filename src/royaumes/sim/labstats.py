"""The lab's statistics (issue 21): each variant alone, then each beside the defaults.

Tests and intervals come from scipy (``scipy.stats``): Wilson intervals for win
shares (:func:`royaumes.sim.arena.share_interval`), Pearson's chi-square for the seats'
balance, the paired t interval for a variant's difference game by game, and the
normal approximation for the number of games a difference needs.

A win shared by ``k`` winners counts ``1/k`` for each, so a table's shares add to 1
and a draw is counted apart (``draw_rate``).
"""

from __future__ import annotations

import functools
import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scipy import stats as scipy_stats

from royaumes.errors import ConfigError
from royaumes.registry import load
from royaumes.sim.arena import share_interval
from royaumes.sim.lab import BASELINE, LabGame, LabRun

__all__ = [
    "Balance",
    "Comparison",
    "Difference",
    "Distribution",
    "LabReport",
    "Share",
    "VariantStats",
    "games_needed",
    "paired_difference",
    "seat_balance",
    "summarize_lab",
]

CONFIDENCE = 0.95
POWER = 0.8
"""The power the games-needed note is for (80 %, at :data:`CONFIDENCE`, two-sided)."""
DETECT = 0.05
"""The difference in win share the power note sizes the run for (5 points)."""


@dataclass(frozen=True)
class Share:
    """A win share with its 95 % Wilson interval.

    Attributes:
        label: whose share (``P0``, a bot name, an ending).
        wins: the summed shares (fractional where wins are shared).
        games: trials.
        share: ``wins / games``.
        ci_low: the interval's lower bound.
        ci_high: its upper bound.
    """

    label: str
    wins: float
    games: int
    share: float
    ci_low: float
    ci_high: float

    def to_json(self) -> dict[str, Any]:
        """The share as JSON."""
        return {
            "label": self.label,
            "wins": self.wins,
            "games": self.games,
            "share": self.share,
            "ci95": [self.ci_low, self.ci_high],
        }


def _share(label: str, wins: float, games: int) -> Share:
    low, high = share_interval(wins, games, CONFIDENCE)
    return Share(label, wins, games, wins / games, low, high)


@dataclass(frozen=True)
class Balance:
    """Pearson's chi-square test that every seat wins equally often.

    Attributes:
        statistic: the chi-square statistic over the seats' summed win shares.
        dof: degrees of freedom (seats - 1).
        p_value: the chance of a statistic this large if the seats were equal.
    """

    statistic: float
    dof: int
    p_value: float

    def to_json(self) -> dict[str, Any]:
        """The test as JSON."""
        return {
            "test": "chi-square",
            "statistic": self.statistic,
            "dof": self.dof,
            "p_value": self.p_value,
        }


def seat_balance(wins_by_seat: Sequence[float]) -> Balance:
    """The seats' balance test (``scipy.stats.chisquare`` against equal shares).

    Args:
        wins_by_seat: each seat's summed win shares (at least 2 seats, some wins).

    Raises:
        ConfigError: fewer than 2 seats or no wins at all.

    >>> round(seat_balance([30, 10]).p_value, 4)
    0.0016
    """
    if len(wins_by_seat) < 2 or sum(wins_by_seat) <= 0:
        raise ConfigError("a balance test needs 2 seats and some wins")
    result = scipy_stats.chisquare(list(wins_by_seat))
    return Balance(float(result.statistic), len(wins_by_seat) - 1, float(result.pvalue))


@dataclass(frozen=True)
class Distribution:
    """A sample's shape: its mean, spread and quartiles.

    Attributes:
        n: values.
        mean: their mean.
        sd: their sample standard deviation (0 for a single value).
        minimum, q1, median, q3, maximum: the quartiles (``statistics.quantiles``,
            inclusive method) and the ends.
    """

    n: int
    mean: float
    sd: float
    minimum: float
    q1: float
    median: float
    q3: float
    maximum: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Distribution:
        """The distribution of ``values`` (at least one)."""
        data = [float(v) for v in values]
        if len(data) == 1:
            (v,) = data
            return cls(1, v, 0.0, v, v, v, v, v)
        q1, median, q3 = statistics.quantiles(data, n=4, method="inclusive")
        return cls(
            len(data),
            statistics.fmean(data),
            statistics.stdev(data),
            min(data),
            q1,
            median,
            q3,
            max(data),
        )

    def to_json(self) -> dict[str, Any]:
        """The distribution as JSON."""
        return {
            "n": self.n,
            "mean": self.mean,
            "sd": self.sd,
            "min": self.minimum,
            "q1": self.q1,
            "median": self.median,
            "q3": self.q3,
            "max": self.maximum,
        }


@dataclass(frozen=True)
class Difference:
    """A variant's mean minus the defaults' mean, deal by deal (paired).

    Attributes:
        label: what is compared (``win P0``, ``points P2``, ``length``...).
        baseline: the defaults' mean.
        variant: the variant's mean.
        difference: ``variant - baseline``.
        ci_low: the paired t interval's lower bound (95 %).
        ci_high: its upper bound.
        p_value: the paired t test's two-sided p-value (``None`` where every pair
            differs by the same amount: no spread to test).
        sd: the standard deviation of the games' differences.
        pairs: deals compared (each deal's mean over its seatings).
    """

    label: str
    baseline: float
    variant: float
    difference: float
    ci_low: float
    ci_high: float
    p_value: float | None
    sd: float
    pairs: int

    @property
    def clear(self) -> bool:
        """Whether the interval leaves out 0."""
        return self.ci_low > 0 or self.ci_high < 0

    @property
    def is_share(self) -> bool:
        """Whether the measure is a share of games (a win share, the draws, an ending):
        its difference is then in percentage points."""
        return self.label.startswith(("win ", "draw", "ending "))

    def value_text(self, value: float) -> str:
        """A mean of this measure as text: ``40.0%`` for a share, ``-2.30`` otherwise."""
        return f"{value:.1%}" if self.is_share else f"{value:.2f}"

    def difference_text(self) -> str:
        """The difference and its interval: ``+8.8 pts [+1.2, +16.4]`` for a share (in
        percentage points, not a relative change), ``-2.30 [-2.86, -1.74]`` otherwise."""
        if self.is_share:
            low, mid, high = (100 * v for v in (self.ci_low, self.difference, self.ci_high))
            return f"{mid:+.1f} pts [{low:+.1f}, {high:+.1f}]"
        return f"{self.difference:+.2f} [{self.ci_low:+.2f}, {self.ci_high:+.2f}]"

    @property
    def p_text(self) -> str:
        """The p-value as text (``–`` where nothing varied)."""
        return "–" if self.p_value is None else f"{self.p_value:.3g}"

    def to_json(self) -> dict[str, Any]:
        """The difference as JSON."""
        return {
            "label": self.label,
            "baseline": self.baseline,
            "variant": self.variant,
            "difference": self.difference,
            "ci95": [self.ci_low, self.ci_high],
            "p_value": self.p_value,
            "sd": self.sd,
            "pairs": self.pairs,
        }


def paired_difference(
    label: str, baseline: Sequence[float], variant: Sequence[float]
) -> Difference:
    """The paired difference of two samples (``scipy.stats.ttest_rel`` and its 95 %
    confidence interval), ``variant[i]`` paired with ``baseline[i]``.

    Raises:
        ConfigError: samples of different lengths or of fewer than 2 pairs.

    >>> d = paired_difference("x", [1, 0, 1, 0], [1, 1, 1, 1])
    >>> d.difference, round(d.ci_low, 3), round(d.ci_high, 3)
    (0.5, -0.419, 1.419)
    """
    if len(baseline) != len(variant) or len(baseline) < 2:
        raise ConfigError("a paired difference needs two samples of the same length, 2 or more")
    a = [float(v) for v in baseline]
    b = [float(v) for v in variant]
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs)
    if sd == 0:
        return Difference(
            label, statistics.fmean(a), statistics.fmean(b), mean, mean, mean, None, 0.0, len(diffs)
        )
    test = scipy_stats.ttest_rel(b, a)
    interval = test.confidence_interval(CONFIDENCE)
    return Difference(
        label,
        statistics.fmean(a),
        statistics.fmean(b),
        mean,
        float(interval.low),
        float(interval.high),
        float(test.pvalue),
        sd,
        len(diffs),
    )


def games_needed(
    sd: float, delta: float, confidence: float = CONFIDENCE, power: float = POWER
) -> int | None:
    """How many paired games show a true difference ``delta`` (two-sided test at
    ``confidence``, with probability ``power``), where the games' differences have
    standard deviation ``sd``: ``((z_(1-a/2) + z_power) sd / delta)^2``, rounded up.

    ``None`` when ``sd`` is 0 (nothing varies: one game tells).

    >>> games_needed(0.5, 0.05)
    785
    """
    if delta <= 0:
        raise ConfigError("the difference to detect must be positive")
    if sd <= 0:
        return None
    z = scipy_stats.norm.ppf(0.5 + confidence / 2) + scipy_stats.norm.ppf(power)
    return math.ceil((z * sd / delta) ** 2)


@dataclass(frozen=True)
class VariantStats:
    """One variant's games, alone.

    Attributes:
        name: the variant.
        games: games played.
        seats: each seat's win share (``P0``...), with its interval.
        bots: each bot name's win share over the seats it held (where the line-up has
            several names).
        balance: whether the seats win equally often (chi-square).
        draw_rate: the share of games with more than one winner.
        points: each seat's final points.
        all_points: every seat's final points, pooled.
        winner_points: the winners' points.
        length: seat decisions per game.
        endings: the share of games by ending (Deux Rois' ``condition``; ``eliminated``
            where a game's result names eliminated seats; ``extra deal`` where a tie
            added deals).
        events: the mean number of public events of each kind a game.
        deal_scores: per boundary ``k`` of :attr:`LabGame.deal_scores` (the last: the
            end), the seats' running scores there, pooled over seats and the games that
            reached it.
    """

    name: str
    games: int
    seats: tuple[Share, ...]
    bots: tuple[Share, ...]
    balance: Balance | None
    draw_rate: Share
    points: tuple[Distribution, ...]
    all_points: Distribution
    winner_points: Distribution | None
    length: Distribution
    endings: tuple[Share, ...]
    events: Mapping[str, float]
    deal_scores: tuple[Distribution, ...]

    def to_json(self) -> dict[str, Any]:
        """The statistics as JSON."""
        return {
            "name": self.name,
            "games": self.games,
            "seats": [s.to_json() for s in self.seats],
            "bots": [b.to_json() for b in self.bots],
            "balance": None if self.balance is None else self.balance.to_json(),
            "draw_rate": self.draw_rate.to_json(),
            "points": [p.to_json() for p in self.points],
            "all_points": self.all_points.to_json(),
            "winner_points": None if self.winner_points is None else self.winner_points.to_json(),
            "length": self.length.to_json(),
            "endings": [e.to_json() for e in self.endings],
            "events": dict(self.events),
            "deal_scores": [d.to_json() for d in self.deal_scores],
        }


@dataclass(frozen=True)
class Comparison:
    """A variant beside the defaults, game by game on the same deals and seatings.

    Attributes:
        name: the variant.
        differences: paired differences by deal: each seat's win share, each bot's
            (where both line-ups seat it), the draw rate, each seat's points, the
            length, each ending, each event kind.
        games_needed: games of the defaults a difference of :data:`DETECT` in a seat's
            win share needs (at :data:`POWER`): the deals needed, from the spread of
            the seats' paired differences, times the games a deal (``None`` where
            nothing varies).
        detectable: the smallest seat win-share difference this run shows at that
            power: ``z sd / sqrt(deals)``.
    """

    name: str
    differences: tuple[Difference, ...]
    games_needed: int | None
    detectable: float | None

    def to_json(self) -> dict[str, Any]:
        """The comparison as JSON."""
        return {
            "name": self.name,
            "differences": [d.to_json() for d in self.differences],
            "power": {
                "detect": DETECT,
                "power": POWER,
                "games_needed": self.games_needed,
                "detectable_now": self.detectable,
            },
        }


@dataclass(frozen=True)
class LabReport:
    """A lab run's statistics.

    Attributes:
        run: the run.
        lower_points_win: whether the lowest total wins (points are then labelled so).
        variants: each variant alone, the defaults first.
        comparisons: each other variant beside the defaults (those with the defaults'
            number of seats: the others have no twin games).
    """

    run: LabRun
    lower_points_win: bool
    variants: tuple[VariantStats, ...]
    comparisons: tuple[Comparison, ...]

    def to_json(self, *, games: bool = False) -> dict[str, Any]:
        """The report as JSON (every game too with ``games``)."""
        run = self.run
        data: dict[str, Any] = {
            "game": run.game,
            "num_players": run.num_players,
            "seed": run.seed,
            "deals": run.num_deals,
            "games_per_variant": {
                v.name: len(run.lineups[v.name]) * run.num_deals for v in run.variants
            },
            "backend": run.backend,
            "seconds": run.seconds,
            "lower_points_win": self.lower_points_win,
            "shared_victory_counts": "1/k for each of k winners",
            "variants": [
                {
                    **v.to_json(),
                    "options": dict(run.options[v.name]),
                    "lineup": list(run.lineups[v.name]),
                    "players": len(run.lineups[v.name]),
                }
                for v in run.variants
            ],
            "stats": [v.to_json() for v in self.variants],
            "comparisons": [c.to_json() for c in self.comparisons],
        }
        if games:
            data["games"] = [g.to_json() for g in run.games]
        return data


def _endings(game: LabGame) -> list[str]:
    """The game's endings, read from its result's details (see :class:`VariantStats`)."""
    out: list[str] = []
    details = game.result.details
    condition = details.get("condition")
    if isinstance(condition, str):
        out.append(condition)
    eliminated = details.get("eliminated")
    if isinstance(eliminated, list) and any(eliminated):
        out.append("eliminated")
    extra = details.get("extra_deals")
    if isinstance(extra, int) and extra > 0:
        out.append("extra deal")
    return out


def _variant_stats(name: str, games: Sequence[LabGame], lineup: Sequence[str]) -> VariantStats:
    n = len(games)
    players = len(lineup)
    shares = [g.win_shares() for g in games]
    seat_wins = [sum(s[seat] for s in shares) for seat in range(players)]
    seats = tuple(_share(f"P{seat}", seat_wins[seat], n) for seat in range(players))
    bots: list[Share] = []
    names = list(dict.fromkeys(lineup))
    if len(names) > 1:
        for bot in names:
            held = [
                sh[s]
                for g, sh in zip(games, shares, strict=True)
                for s in range(players)
                if g.bots[s] == bot
            ]
            wins = sum(held)
            bots.append(_share(bot, wins, len(held)))
    balance = seat_balance(seat_wins) if sum(seat_wins) > 0 else None
    draws = sum(1 for g in games if g.draw)
    endings: dict[str, int] = {}
    for g in games:
        for ending in _endings(g):
            endings[ending] = endings.get(ending, 0) + 1
    kinds = sorted({k for g in games for k in g.events})
    events = {k: statistics.fmean(g.events.get(k, 0) for g in games) for k in kinds}
    most_deals = max((len(g.deal_scores) for g in games), default=0)
    deal_scores = tuple(
        Distribution.of([v for g in games if len(g.deal_scores) > k for v in g.deal_scores[k]])
        for k in range(most_deals)
    )
    winner_points = [float(g.result.points[s]) for g in games for s in g.result.winners]
    return VariantStats(
        name=name,
        games=n,
        seats=seats,
        bots=tuple(bots),
        balance=balance,
        draw_rate=_share("draw", draws, n),
        points=tuple(
            Distribution.of([float(g.result.points[s]) for g in games]) for s in range(players)
        ),
        all_points=Distribution.of([float(p) for g in games for p in g.result.points]),
        winner_points=Distribution.of(winner_points) if winner_points else None,
        length=Distribution.of([g.result.num_decisions for g in games]),
        endings=tuple(_share(k, v, n) for k, v in sorted(endings.items())),
        events=events,
        deal_scores=deal_scores,
    )


def _seat_win(seat: int, game: LabGame) -> float:
    return game.win_shares()[seat]


def _bot_win(bot: str, game: LabGame) -> float:
    held = [w for w, who in zip(game.win_shares(), game.bots, strict=True) if who == bot]
    return sum(held) / len(held) if held else 0.0


def _draw(game: LabGame) -> float:
    return float(game.draw)


def _seat_points(seat: int, game: LabGame) -> float:
    return float(game.result.points[seat])


def _length(game: LabGame) -> float:
    return float(game.result.num_decisions)


def _ending(ending: str, game: LabGame) -> float:
    return float(ending in _endings(game))


def _event_count(kind: str, game: LabGame) -> float:
    return float(game.events.get(kind, 0))


def _by_deal(games: Sequence[LabGame], f: Callable[[LabGame], float]) -> list[float]:
    """``f``'s mean over each deal's games (its seatings), by deal."""
    deals: dict[int, list[float]] = {}
    for g in games:
        deals.setdefault(g.deal, []).append(f(g))
    return [statistics.fmean(values) for _, values in sorted(deals.items())]


def _compare(
    name: str,
    base: Sequence[LabGame],
    other: Sequence[LabGame],
    players: int,
    games_per_deal: int,
) -> Comparison:
    both = (*base, *other)
    measures: list[tuple[str, Callable[[LabGame], float]]] = [
        (f"win P{seat}", functools.partial(_seat_win, seat)) for seat in range(players)
    ]
    base_bots = {b for g in base for b in g.bots}
    shared = [b for b in dict.fromkeys(b for g in other for b in g.bots) if b in base_bots]
    if len(base_bots) > 1 and shared:  # a bot's share, where both line-ups seat it
        measures += [(f"win {bot}", functools.partial(_bot_win, bot)) for bot in shared]
    measures.append(("draw", _draw))
    measures += [
        (f"points P{seat}", functools.partial(_seat_points, seat)) for seat in range(players)
    ]
    measures.append(("length", _length))
    endings = sorted({e for g in both for e in _endings(g)})
    measures += [(f"ending {e}", functools.partial(_ending, e)) for e in endings]
    kinds = sorted({k for g in both for k in g.events})
    measures += [(f"events {k}", functools.partial(_event_count, k)) for k in kinds]
    differences = tuple(
        paired_difference(label, _by_deal(base, f), _by_deal(other, f)) for label, f in measures
    )
    seat_sds = [d.sd for d in differences[:players]]
    sd = math.sqrt(statistics.fmean(s * s for s in seat_sds))
    z = scipy_stats.norm.ppf(0.5 + CONFIDENCE / 2) + scipy_stats.norm.ppf(POWER)
    deals = differences[0].pairs
    needed = games_needed(sd, DETECT)
    return Comparison(
        name=name,
        differences=differences,
        games_needed=None if needed is None else needed * games_per_deal,
        detectable=float(z * sd / math.sqrt(deals)) if sd > 0 else None,
    )


def summarize_lab(run: LabRun) -> LabReport:
    """The statistics of a lab run: each variant alone, then each beside the defaults,
    paired by deal (each deal's mean over its seatings, since a deal's seatings share
    its cards).

    Raises:
        ConfigError: a variant without games, or games that do not pair (a run whose
            variants did not all play the same deals).
    """
    by_variant = {v.name: run.of(v.name) for v in run.variants}
    for name, games in by_variant.items():
        if not games:
            raise ConfigError(f"the variant {name!r} has no games")
    variants = tuple(
        _variant_stats(v.name, by_variant[v.name], run.lineups[v.name]) for v in run.variants
    )
    base = by_variant[BASELINE]
    deals = sorted({g.deal for g in base})
    comparisons = []
    for variant in run.variants[1:]:
        if len(run.lineups[variant.name]) != run.num_players:
            continue  # other seats: nothing to pair with
        other = by_variant[variant.name]
        if sorted({g.deal for g in other}) != deals:
            raise ConfigError(f"the games of {variant.name!r} do not pair with the defaults'")
        if len(deals) >= 2:
            per_deal = len(base) // len(deals)
            comparisons.append(_compare(variant.name, base, other, run.num_players, per_deal))
    return LabReport(
        run=run,
        lower_points_win=load(run.game).spec.lower_points_win,
        variants=variants,
        comparisons=tuple(comparisons),
    )
