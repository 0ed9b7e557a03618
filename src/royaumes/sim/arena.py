"""The arena: bots against each other in rotated seatings on paired deals, and their ratings.

A *line-up* is one bot name per seat (a name may fill several seats). The arena
plays ``num_deals`` deals; deal ``d`` has the root seed ``match_seed(seed, d)``
(:func:`royaumes.sim.runner.match_seed`) and is played ``P`` times, once per
cyclic rotation of the line-up (``P`` = the number of seats):

* **What is rotated:** the line-up's entries over the seats. In rotation ``r``
  (``0 <= r < P``), entry ``i`` of the line-up sits at seat ``(i + r) % P``, so
  seat ``s`` holds entry ``(s - r) % P`` (:func:`seating`). Over one deal's ``P``
  games each entry sits once at every seat; over ``N`` deals, every entry sits
  ``N`` times at every seat (a name that fills ``k`` entries, ``k * N`` times).
* **What is not rotated:** the match seed. Every rotation of a deal plays with
  the same root seed, hence the same chance stream (``stream(seed, "chance")``):
  where a game deals everything at the start, each entry holds in turn every
  seat's hand of the same deal. The seats' own bot streams
  (``stream(seed, "seat/i")``) belong to the seat, not to the bot, as in any
  :class:`royaumes.Match`. Where the chance draws of a game depend on earlier
  moves (a draw pile reshuffled), the rotations share the stream, not
  necessarily every card.

Game ``g`` of the run is deal ``g // P``, rotation ``g % P``; its result is the
same whatever the number of worker processes, and the ratings are updated in
that order (deal, then rotation), so they are reproducible too. A search bot with
a wall-clock cap (``hard``, ``expert``: :mod:`royaumes.bots.ismcts`) plays the
same moves only where its iteration budget, not its clock, ends each search.

Statistics (:func:`summarize_arena`), per distinct bot name:

* **Win share:** a game's win is worth 1, split equally between its winners (the
  seats the game ranks first: ``result.winners``); a name's share of a game is
  the part its seats took; its win share is the mean over the games. The *fair
  share* is what a name would take if all bots were equal: its seats over ``P``.
* **95 % interval:** Wilson's score interval, with the number of games as the
  trials and the summed shares as the successes. With no split win the count is
  an integer and :func:`royaumes.sim.runner.wilson_interval` gives it; a split
  win makes it fractional, and the same closed form is applied to the fractional
  count (:func:`share_interval`). Games are treated as independent trials; the
  rotations of a deal are positively paired, so this is a plain, not a paired,
  interval (the paired view is the deal record below).
* **Rating:** ``openskill``'s Plackett–Luce model (Weng and Lin 2011), from its
  default prior (mu 25, sigma 25/3), one update per game with the game's ranks
  (ties kept). Each seat is rated as its own player, a copy of its name's rating;
  a name that fills several seats of a game then takes the mean of its copies'
  updated mu and the mean of their sigma. ``ordinal`` is openskill's
  conservative rating ``mu - 3 sigma``.
* **Paired comparison**, for each pair of distinct names ``(a, b)``: the
  *head-to-head share* of ``a`` is the mean over games of 1 where ``a``'s best
  seat ranks above ``b``'s best seat, 1/2 on a tie, 0 below (with a Wilson
  interval as above); the *deal record* counts the deals where ``a``'s win share
  over the deal's ``P`` rotations is above, equal to, or below ``b``'s. Per deal,
  every name's win share over its rotations is kept too (:class:`DealLine`).

>>> matches = run_arena("prince_noir", ["normal", "random"], 2, seed=1)
>>> [(m.deal, m.rotation, m.bots) for m in matches]  # doctest: +NORMALIZE_WHITESPACE
[(0, 0, ('normal', 'random')), (0, 1, ('random', 'normal')),
 (1, 0, ('normal', 'random')), (1, 1, ('random', 'normal'))]
>>> matches[0].result.seed == matches[1].result.seed != matches[2].result.seed
True
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from statistics import NormalDist
from typing import Any

from royaumes.bots.base import canonical_bot_name, make_bot
from royaumes.errors import ConfigError
from royaumes.game import OptionValue
from royaumes.registry import load
from royaumes.seeding import stream
from royaumes.sim.runner import MatchResult, map_chunks, match_seed, play_one, wilson_interval

__all__ = [
    "ArenaMatch",
    "ArenaSummary",
    "BotLine",
    "DealLine",
    "LineupError",
    "PairLine",
    "check_lineup",
    "expand_lineup",
    "run_arena",
    "seating",
    "share_interval",
    "summarize_arena",
]

RATING_MODEL = "openskill PlackettLuce"
"""The rating model, as the JSON output names it."""


class LineupError(ConfigError):
    """A line-up entry that is not ``NAME`` or ``NAME*COUNT``; ``entry`` is its text."""

    def __init__(self, entry: str) -> None:
        super().__init__(f"bad bot entry {entry!r}: a bot name, or NAME*COUNT (normal*3)")
        self.entry = entry


def expand_lineup(text: str, separator: str = ",") -> tuple[str, ...]:
    """A line-up from its text: ``"normal*2,random"`` is ``("normal", "normal",
    "random")`` (``NAME*K`` stands for K seats; the lab's variants use ``+`` between
    seats, since commas separate their options).

    Raises:
        LineupError: an empty entry, or a count that is not a whole number of 1 or more.

    >>> expand_lineup("hard+normal*2", "+")
    ('hard', 'normal', 'normal')
    """
    names: list[str] = []
    for entry in (e.strip() for e in text.split(separator)):
        name, star, count = (part.strip() for part in entry.partition("*"))
        if not name or (star and not (count.isdigit() and int(count) >= 1)):
            raise LineupError(entry)
        names += [name] * (int(count) if star else 1)
    return tuple(names)


def seating(lineup: Sequence[str], rotation: int) -> tuple[str, ...]:
    """The bot per seat in ``rotation``: entry ``i`` of ``lineup`` sits at seat
    ``(i + rotation) % P``.

    >>> seating(["a", "b", "c"], 0), seating(["a", "b", "c"], 1)
    (('a', 'b', 'c'), ('c', 'a', 'b'))
    """
    size = len(lineup)
    return tuple(lineup[(seat - rotation) % size] for seat in range(size))


@dataclass(frozen=True)
class ArenaMatch:
    """One game of the arena.

    Attributes:
        deal: the deal's index, from 0; its seed is ``match_seed(root, deal)``.
        rotation: the rotation of the line-up, in ``[0, P)`` (:func:`seating`).
        bots: the bot name per seat in this game.
        result: the game's result; ``result.index`` is ``deal * P + rotation`` and
            ``result.seed`` the deal's seed.
    """

    deal: int
    rotation: int
    bots: tuple[str, ...]
    result: MatchResult

    def to_json(self) -> dict[str, Any]:
        """The game as a JSON object: deal, rotation, bots, then the result's fields."""
        return {
            "deal": self.deal,
            "rotation": self.rotation,
            "bots": list(self.bots),
            **self.result.to_json(),
        }


def check_lineup(
    game_id: str,
    lineup: Sequence[str],
    *,
    options: Mapping[str, object] | None = None,
) -> tuple[tuple[str, ...], dict[str, OptionValue]]:
    """The line-up with aliases resolved (``heuristic`` -> ``normal``), and the resolved
    options, once checked.

    Args:
        game_id: the game.
        lineup: a bot name per seat (at least 2 seats, within the game's range).
        options: the game options.

    Returns:
        ``(names, options)``.

    Raises:
        ConfigError: bad game, options, unknown bot name, a bot the game does not have,
            or a seat count outside the game's range.
    """
    game = load(game_id)
    names = tuple(canonical_bot_name(name, external=True) for name in lineup)
    game.spec.check_num_players(len(names))
    resolved = dict(game.spec.resolve_options(options))
    for name in dict.fromkeys(names):
        make_bot(name, game, 0, stream(0, f"check/{name}"), external=True)
    return names, resolved


def _play_games(
    game_id: str,
    lineup: tuple[str, ...],
    root_seed: int,
    options: Mapping[str, OptionValue],
    indices: Sequence[int],
) -> list[ArenaMatch]:
    """Play the games ``indices`` of an arena run (one worker's share)."""
    size = len(lineup)
    out = []
    for index in indices:
        deal, rotation = divmod(index, size)
        bots = seating(lineup, rotation)
        seed = match_seed(root_seed, deal)
        result = play_one(game_id, size, bots, seed, options, index)
        out.append(ArenaMatch(deal, rotation, bots, result))
    return out


def run_arena(
    game_id: str,
    lineup: Sequence[str],
    num_deals: int,
    *,
    seed: int,
    options: Mapping[str, object] | None = None,
    jobs: int = 1,
    on_progress: Callable[[int], None] | None = None,
) -> list[ArenaMatch]:
    """Play ``num_deals`` deals, each once per rotation of ``lineup``, on ``jobs`` processes.

    Args:
        game_id: the game.
        lineup: a bot name per seat; aliases are resolved.
        num_deals: how many deals (0: check the line-up, play nothing); the games
            played are ``num_deals * len(lineup)``.
        seed: the run's root seed; deal ``d`` plays with ``match_seed(seed, d)``.
        options: the game options (validated before anything is played).
        jobs: worker processes; 1 plays in this process.
        on_progress: called with the number of games just finished.

    Returns:
        The games, sorted by (deal, rotation): the same for any ``jobs``.

    Raises:
        ConfigError: see :func:`check_lineup`; or fewer than 0 deals or 1 job.
    """
    names, resolved = check_lineup(game_id, lineup, options=options)
    if num_deals < 0 or jobs < 1:
        raise ConfigError("the number of deals must be at least 0, and of jobs at least 1")
    play = functools.partial(_play_games, game_id, names, seed, resolved)
    games = map_chunks(play, num_deals * len(names), jobs, on_progress)
    return sorted(games, key=lambda m: (m.deal, m.rotation))


# ---------------------------------------------------------------------------
# Statistics


def share_interval(wins: float, games: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson's score interval of a win share, where split wins make ``wins`` fractional.

    An integral ``wins`` goes to :func:`royaumes.sim.runner.wilson_interval`; a
    fractional one to the same closed form (Wilson 1927), ``p = wins / games``::

        (p + z²/2n ± z sqrt(p(1 - p)/n + z²/4n²)) / (1 + z²/n)

    Args:
        wins: the summed shares, in ``[0, games]``.
        games: trials (at least 1).
        confidence: the confidence level, in (0, 1).

    Returns:
        ``(low, high)``, within [0, 1].

    >>> share_interval(3, 10) == wilson_interval(3, 10)
    True
    >>> low, high = share_interval(3.5, 10)
    >>> wilson_interval(3, 10)[0] < low < wilson_interval(4, 10)[0]
    True
    """
    if float(wins).is_integer():
        return wilson_interval(round(wins), games, confidence)
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    n = games
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class BotLine:
    """One bot name over the arena: its results and its rating.

    Attributes:
        name: the bot name (a level).
        seats: how many seats it fills in the line-up.
        games: games played (every name plays every game: deals times ``P``).
        wins: its summed win shares (a win split between ``k`` winners counts
            ``1/k`` for each).
        win_share: ``wins / games``, in [0, 1]; ``None`` with no games.
        ci_low: the 95 % Wilson interval's lower bound (:func:`share_interval`).
        ci_high: its upper bound.
        fair_share: ``seats / P``: the share of a bot as strong as the others.
        mean_points: mean final points per seat and game, in the game's unit.
        mean_rank: mean rank per seat and game (1 is first).
        mu: the rating's mean (openskill Plackett–Luce, prior 25).
        sigma: the rating's standard deviation (prior 25/3).
        ordinal: ``mu - 3 sigma``.
    """

    name: str
    seats: int
    games: int
    wins: float
    win_share: float | None
    ci_low: float | None
    ci_high: float | None
    fair_share: float
    mean_points: float | None
    mean_rank: float | None
    mu: float
    sigma: float
    ordinal: float

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON object."""
        return {
            "name": self.name,
            "seats": self.seats,
            "games": self.games,
            "wins": self.wins,
            "win_share": self.win_share,
            "ci95": None if self.ci_low is None else [self.ci_low, self.ci_high],
            "fair_share": self.fair_share,
            "mean_points": self.mean_points,
            "mean_rank": self.mean_rank,
            "rating": {"mu": self.mu, "sigma": self.sigma, "ordinal": self.ordinal},
        }


@dataclass(frozen=True)
class PairLine:
    """Two bot names compared on the same games and deals.

    Attributes:
        first: a bot name.
        second: another.
        games: games compared.
        share: ``first``'s head-to-head share: per game 1 where its best seat ranks
            above ``second``'s best seat, 1/2 on a tie, 0 below; the mean over games.
        ci_low: the 95 % Wilson interval's lower bound (:func:`share_interval`).
        ci_high: its upper bound.
        deals_ahead: deals where ``first``'s win share over the deal's rotations is
            above ``second``'s.
        deals_level: deals where they are equal.
        deals_behind: deals where it is below.
    """

    first: str
    second: str
    games: int
    share: float | None
    ci_low: float | None
    ci_high: float | None
    deals_ahead: int
    deals_level: int
    deals_behind: int

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON object."""
        return {
            "first": self.first,
            "second": self.second,
            "games": self.games,
            "head_to_head_share": self.share,
            "ci95": None if self.ci_low is None else [self.ci_low, self.ci_high],
            "deals": {
                "ahead": self.deals_ahead,
                "level": self.deals_level,
                "behind": self.deals_behind,
            },
        }


@dataclass(frozen=True)
class DealLine:
    """One deal over its rotations.

    Attributes:
        deal: the deal's index.
        seed: its root seed.
        win_share: per bot name, its win share over the deal's ``P`` games.
    """

    deal: int
    seed: int
    win_share: Mapping[str, float]

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON object."""
        return {"deal": self.deal, "seed": self.seed, "win_share": dict(self.win_share)}


@dataclass(frozen=True)
class ArenaSummary:
    """The statistics of an arena run (see the module's docstring for each figure).

    Attributes:
        game: the game id.
        num_players: the number of seats ``P``.
        lineup: the bot name per entry of the line-up (rotation 0's seating).
        seed: the run's root seed.
        options: every option's value.
        num_deals: deals played.
        num_games: games played (``num_deals * P``).
        bots: one line per distinct name, in line-up order.
        pairs: one line per pair of distinct names, in line-up order.
        deals: one line per deal.
        seconds: wall-clock time of the run, if measured.
    """

    game: str
    num_players: int
    lineup: tuple[str, ...]
    seed: int
    options: Mapping[str, OptionValue]
    num_deals: int
    num_games: int
    bots: tuple[BotLine, ...]
    pairs: tuple[PairLine, ...]
    deals: tuple[DealLine, ...]
    seconds: float = 0.0

    def to_json(self, matches: Sequence[ArenaMatch] = ()) -> dict[str, Any]:
        """The summary as one JSON object, with every game when ``matches`` are given."""
        return {
            "game": self.game,
            "num_players": self.num_players,
            "lineup": list(self.lineup),
            "seed": self.seed,
            "num_deals": self.num_deals,
            "num_games": self.num_games,
            "bots": [b.to_json() for b in self.bots],
            "pairs": [p.to_json() for p in self.pairs],
            "rotation": "entry i of the line-up sits at seat (i + rotation) % num_players",
            "split_win": "a win shared by k winners counts 1/k for each",
            "rating_model": RATING_MODEL,
            "options": dict(self.options),
            "deals": [d.to_json() for d in self.deals],
            "seconds": self.seconds,
            "matches": [m.to_json() for m in matches],
        }


def _win_shares(match: ArenaMatch) -> dict[str, Fraction]:
    """Each name's part of the game's win (exact fractions; 0 for a name that lost)."""
    shares = dict.fromkeys(match.bots, Fraction(0))
    winners = match.result.winners
    for seat in winners:
        shares[match.bots[seat]] += Fraction(1, len(winners))
    return shares


def _ratings(matches: Sequence[ArenaMatch], names: Sequence[str]) -> dict[str, tuple[float, float]]:
    """Each name's openskill Plackett–Luce rating ``(mu, sigma)`` after the games in order."""
    from openskill.models import PlackettLuce  # imported here: only the arena rates

    model = PlackettLuce()
    prior = model.rating()
    current = dict.fromkeys(names, (prior.mu, prior.sigma))
    for match in matches:
        teams = [[model.rating(*current[name])] for name in match.bots]
        rated = model.rate(teams, ranks=[float(r) for r in match.result.ranks])
        for name in dict.fromkeys(match.bots):
            copies = [rated[s][0] for s, n in enumerate(match.bots) if n == name]
            current[name] = (
                sum(r.mu for r in copies) / len(copies),
                sum(r.sigma for r in copies) / len(copies),
            )
    return current


def _ordinal(mu: float, sigma: float) -> float:
    """openskill's conservative rating, ``mu - 3 sigma``."""
    from openskill.models import PlackettLuce

    return float(PlackettLuce().rating(mu, sigma).ordinal())


def summarize_arena(
    matches: Sequence[ArenaMatch],
    *,
    game: str,
    lineup: Sequence[str],
    seed: int,
    options: Mapping[str, OptionValue] | None = None,
    seconds: float = 0.0,
) -> ArenaSummary:
    """Win shares with 95 % intervals, ratings and paired comparisons of an arena run.

    Args:
        matches: the games, as :func:`run_arena` returns them (any number, 0 included).
        game: the game id.
        lineup: the line-up played (aliases resolved).
        seed: the run's root seed.
        options: the options played (resolved).
        seconds: the run's wall-clock time, for the record.

    Returns:
        The summary; with no games, shares and means are ``None`` and the ratings
        the prior.
    """
    size = len(lineup)
    names = list(dict.fromkeys(lineup))
    ordered = sorted(matches, key=lambda m: (m.deal, m.rotation))
    n = len(ordered)
    shares = [_win_shares(m) for m in ordered]
    ratings = _ratings(ordered, names)
    bots = []
    for name in names:
        wins = sum((s[name] for s in shares), Fraction(0))
        seats = lineup.count(name)
        cells = [(m.result.points[s], m.result.ranks[s])
                 for m in ordered for s, b in enumerate(m.bots) if b == name]  # fmt: skip
        low, high = share_interval(float(wins), n) if n else (None, None)
        mu, sigma = ratings[name]
        bots.append(
            BotLine(
                name=name,
                seats=seats,
                games=n,
                wins=float(wins),
                win_share=float(wins / n) if n else None,
                ci_low=low,
                ci_high=high,
                fair_share=seats / size,
                mean_points=sum(float(p) for p, _ in cells) / len(cells) if cells else None,
                mean_rank=sum(r for _, r in cells) / len(cells) if cells else None,
                mu=mu,
                sigma=sigma,
                ordinal=_ordinal(mu, sigma),
            )
        )
    by_deal: dict[int, list[int]] = {}
    for i, match in enumerate(ordered):
        by_deal.setdefault(match.deal, []).append(i)
    deal_shares = {
        deal: {name: sum((shares[i][name] for i in games), Fraction(0)) / len(games)
               for name in names}
        for deal, games in by_deal.items()
    }  # fmt: skip
    pairs = []
    for first, second in combinations(names, 2):
        score = Fraction(0)
        for match in ordered:
            ranks = match.result.ranks
            mine = min(ranks[s] for s, b in enumerate(match.bots) if b == first)
            theirs = min(ranks[s] for s, b in enumerate(match.bots) if b == second)
            score += 1 if mine < theirs else Fraction(1, 2) if mine == theirs else 0
        low, high = share_interval(float(score), n) if n else (None, None)
        record = [(d[first] > d[second]) - (d[first] < d[second]) for d in deal_shares.values()]
        pairs.append(
            PairLine(
                first=first,
                second=second,
                games=n,
                share=float(score / n) if n else None,
                ci_low=low,
                ci_high=high,
                deals_ahead=record.count(1),
                deals_level=record.count(0),
                deals_behind=record.count(-1),
            )
        )
    deals = tuple(
        DealLine(
            deal,
            ordered[games[0]].result.seed,
            {name: float(deal_shares[deal][name]) for name in names},
        )
        for deal, games in by_deal.items()
    )
    return ArenaSummary(
        game=game,
        num_players=size,
        lineup=tuple(lineup),
        seed=seed,
        options=dict(options or {}),
        num_deals=len(by_deal),
        num_games=n,
        bots=tuple(bots),
        pairs=tuple(pairs),
        deals=deals,
        seconds=seconds,
    )
