"""Le Roi des Nains' deal scoring as pure functions: a deal's counts in, points out.

A Quest face scores each seat from a few numbers about the tricks the seat won
(§2.3): its tricks, its cards of a people or of some ranks, its tricks among
the last four, its longest run... This module names those numbers
(:class:`Count`), says which ones a face reads (:func:`quest_counts`) and scores
a face from them (:func:`score_counts`). The special cards that score (Scout,
Shaman, Dwarf Goldsmith, §2.2) are scored by :func:`special_score` from the
facts of their trick (:class:`SpecialFacts`). Both sides of the game use these
functions and nothing else to score: the engine
(:mod:`royaumes.games.roi_des_nains.rules`) measures the counts on the tricks
played, and the score sheet (:mod:`royaumes.sheets.roi_des_nains`) takes them
from the people at the table.

What else the sheet needs to check an entry is here too, beside the rules it
derives from: the bounds of each count in a deal (:func:`count_limits`, from
§3.2 and §4.4: every card is dealt and played, every trick has one winner), the
points a seat can make in a deal (:func:`possible_points`), and which tiles and
special cards a deal may draw (:func:`draw_pool`, §3.1 step 4, §3.3, §6.5).

Rules source: ``shared/rules/roi_des_nains.md`` (§ numbers below refer to it),
§2.2, §2.3, §4.4 and §6.1. Standard library only.

Every count is measured on the tricks a seat *kept*: after a Troll hand-over,
the receiver's (§4.4). A Magic card is never counted: not a people, not a rank,
not a card, and a trick it won has no winning rank (§2.2, §9.10, §9.21).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, Protocol, TypeAlias, get_args

__all__ = [
    "MEASURES",
    "QUEST_FUNCTIONS",
    "SCORING_EFFECTS",
    "Count",
    "CountLimits",
    "DealCounts",
    "Measure",
    "QuestFace",
    "ScoredCard",
    "SpecialFacts",
    "SpecialSpec",
    "count_limits",
    "draw_pool",
    "possible_points",
    "possible_together",
    "quest_counts",
    "score_counts",
    "score_seats",
    "special_reads",
    "special_score",
]

Seat: TypeAlias = int
"""A seat, 0 … 4."""

_SUITS: Final = "BGR"  # the suit codes, in the engine's suit order (§2.1)


@dataclass(frozen=True)
class QuestFace:
    """One face of a Quest tile (§2.3), as ``cards.toml`` gives it.

    Attributes:
        index: the face's index (0..39), also its action argument.
        id: its canonical text ("Q03B").
        tile: its tile's index (0..19).
        tile_code: its tile ("Q03").
        side: "A" or "B".
        name_en: its English name.
        name_fr: its French name.
        function: its scoring function keyword (one of :data:`QUEST_FUNCTIONS`).
        params: the function's parameters.
        complex: whether its tile is left out of a first game.
        sdd: whether it carries the "score during the deal" symbol.
        provenance: the spec's source tags.
    """

    index: int
    id: str
    tile: int
    tile_code: str
    side: str
    name_en: str
    name_fr: str
    function: str
    params: Mapping[str, Any]
    complex: bool
    sdd: bool
    provenance: str


@dataclass(frozen=True)
class SpecialSpec:
    """One special card's catalogue entry (§2.2), as ``cards.toml`` gives it.

    Attributes:
        index: its index among the 14 special cards.
        code: its canonical text ("R11a").
        name_en: its English name.
        name_fr: its French name.
        kind: "suited" or "magic".
        effect: its effect keyword (the engine's effect table; the ones that score
            are :data:`SCORING_EFFECTS`).
        params: the effect's parameters.
        sdd: whether it carries the "score during the deal" symbol.
        provenance: the spec's source tags.
    """

    index: int
    code: str
    name_en: str
    name_fr: str
    kind: str
    effect: str
    params: Mapping[str, Any]
    sdd: bool
    provenance: str


class ScoredCard(Protocol):
    """What a count reads of a card (the engine's ``CardSpec`` is one)."""

    @property
    def code(self) -> str:
        """Its canonical text ("G7", "R11a", "M2")."""

    @property
    def suit(self) -> int:
        """Its printed suit: 0 blue, 1 green, 2 red; -1 for a Magic card."""

    @property
    def rank(self) -> str | None:
        """Its printed rank ("7", "J", "11"); ``None`` for a Magic card."""

    @property
    def strength(self) -> float:
        """Its strength (§2.1)."""


# ---------------------------------------------------------------------------
# Counts


Measure: TypeAlias = Literal[
    "tricks",
    "first_trick",
    "last_trick",
    "last",
    "run",
    "suit",
    "ranks",
    "cards",
    "wins_at_most",
    "wins_with",
    "led_won",
    "led_lost",
]
"""What a :class:`Count` measures of a seat's deal (§2.3 notation in brackets):

- ``tricks``: the tricks it won (``n(p)``);
- ``first_trick``, ``last_trick``: 1 if it won trick 1, trick N (else 0);
- ``last``: the tricks it won among the last ``k`` (``last_k(p)``), ``arg = (k,)``;
- ``run``: its longest run of tricks won in a row (``run(p)``);
- ``suit``: its counted cards of a people (``#S(p)``), ``arg = (S,)``;
- ``ranks``: its counted cards of some ranks (``#r(p, set)``), ``arg`` = the ranks;
- ``cards``: how many of some cards it won, ``arg`` = their codes;
- ``wins_at_most``: the tricks it won whose winning card has strength ``s`` or
  less (``wrank``), ``arg = (s,)``;
- ``wins_with``: the tricks it won whose winning card has rank ``r``, ``arg = (r,)``;
- ``led_won``, ``led_lost``: the tricks it led and won, led and did not win.
"""

MEASURES: Final[tuple[Measure, ...]] = get_args(Measure)
"""Every :data:`Measure`, in the order a form lists them."""

_CARD_MEASURES: Final = frozenset({"suit", "ranks", "cards"})  # on the counted cards K(p)
_WIN_MEASURES: Final = frozenset({"wins_at_most", "wins_with"})  # on the winning cards
_BOOLEAN: Final = frozenset({"first_trick", "last_trick"})


@dataclass(frozen=True)
class Count:
    """One number a Quest face reads of each seat's deal.

    Attributes:
        measure: what it measures (:data:`Measure`).
        arg: the measure's argument, as text: ``("4",)`` for the last 4 tricks,
            ``("B",)`` for blue cards, ``("3", "4")`` for the ranks 3 and 4,
            ``("GK", "GQ")`` for those cards; ``()`` when it takes none.
        name: made from the others (below).

    >>> Count("ranks", ("3", "4")).name
    'ranks_3_4'
    """

    measure: Measure
    arg: tuple[str, ...] = ()
    name: str = field(init=False, repr=False, compare=False)
    """Its name, a Python identifier: the measure, then its argument (``last_4``,
    ``suit_B``, ``cards_GK_GQ``, ``wins_at_most_6``)."""

    def __post_init__(self) -> None:
        name = "_".join((self.measure, *(a.replace(".", "_") for a in self.arg)))
        object.__setattr__(self, "name", name)

    @property
    def is_boolean(self) -> bool:
        """Whether it is 0 or 1 (won the first trick, won the last trick)."""
        return self.measure in _BOOLEAN

    @property
    def on_cards(self) -> bool:
        """Whether it counts the cards of a seat's tricks (:meth:`matches` each)."""
        return self.measure in _CARD_MEASURES

    @property
    def on_wins(self) -> bool:
        """Whether it counts a seat's tricks by their winning card (:meth:`matches` it)."""
        return self.measure in _WIN_MEASURES

    def matches(self, card: ScoredCard) -> bool:
        """Whether ``card`` counts: for :attr:`on_cards`, a card of the seat's tricks;
        for :attr:`on_wins`, the card that won one of them. A Magic card never counts
        (§2.2, §9.10, §9.21).

        Raises:
            ValueError: the count does not count cards.
        """
        if not (self.on_cards or self.on_wins):
            raise ValueError(f"{self.name} does not count cards")
        if card.suit < 0:
            return False
        m = self.measure
        if m == "suit":
            return _SUITS[card.suit] == self.arg[0]
        if m == "ranks":
            return card.rank in self.arg
        if m == "cards":
            return card.code in self.arg
        if m == "wins_at_most":
            return card.strength <= float(self.arg[0])
        return card.rank == self.arg[0]  # wins_with


@dataclass(frozen=True)
class DealCounts:
    """The counts of one finished deal, per seat.

    Attributes:
        seats: per seat (indexed by seat), each count's value by :attr:`Count.name`;
            a face reads the counts :func:`quest_counts` names, of every seat.

    Raises:
        ValueError: no seat, or a negative value.
    """

    seats: tuple[Mapping[str, int], ...]

    def __post_init__(self) -> None:
        if not self.seats:
            raise ValueError("a deal has seats")
        for p, values in enumerate(self.seats):
            for name, value in values.items():
                if value < 0:
                    raise ValueError(f"seat {p}: {name} = {value} is negative")

    def value(self, seat: Seat, count: Count) -> int:
        """``count`` of ``seat``.

        Raises:
            ValueError: the seat has no such count.
        """
        try:
            return int(self.seats[seat][count.name])
        except KeyError:
            raise ValueError(f"seat {seat} has no count {count.name!r}") from None


@dataclass(frozen=True)
class _Quest:
    counts: Callable[[Mapping[str, Any]], tuple[Count, ...]]
    points: Callable[[Sequence[tuple[int, ...]], Seat, Mapping[str, Any]], int]
    across: bool = False  # reads the other seats' counts too


def _one(measure: Measure, *keys: str) -> Callable[[Mapping[str, Any]], tuple[Count, ...]]:
    """A face reading one count, whose argument is the listed parameters."""

    def counts(a: Mapping[str, Any]) -> tuple[Count, ...]:
        arg: list[str] = []
        for key in keys:
            value = a[key]
            if isinstance(value, (list, tuple)):
                arg += [str(v) for v in value]
            elif isinstance(value, float):
                arg.append(f"{value:g}")
            else:
                arg.append(str(value))
        return (Count(measure, tuple(arg)),)

    return counts


def _pts(a: Mapping[str, Any]) -> int:
    return int(a["points"])


def _fewest(v: Sequence[tuple[int, ...]], p: Seat, a: Mapping[str, Any]) -> int:
    """Every seat with the fewest tricks scores (§9.20)."""
    return _pts(a) if v[p][0] == min(row[0] for row in v) else 0


def _most(v: Sequence[tuple[int, ...]], p: Seat, a: Mapping[str, Any]) -> int:
    """Every seat with the most tricks scores (§9.20)."""
    return _pts(a) if v[p][0] == max(row[0] for row in v) else 0


_SUIT_COUNTS: Final = tuple(Count("suit", (s,)) for s in _SUITS)

# §2.3: each face function keyword, the counts it reads and its points from them.
# ``v[p]`` holds seat p's counts in the order ``counts`` gives them.
_QUESTS: Final[dict[str, _Quest]] = {
    "per_rank": _Quest(_one("ranks", "ranks"), lambda v, p, a: _pts(a) * v[p][0]),
    "per_last_k": _Quest(_one("last", "k"), lambda v, p, a: _pts(a) * v[p][0]),
    "run_times": _Quest(_one("run"), lambda v, p, a: _pts(a) * v[p][0]),
    "run_at_least": _Quest(_one("run"), lambda v, p, a: _pts(a) if v[p][0] >= int(a["k"]) else 0),
    "per_suit_diff": _Quest(
        lambda a: (Count("suit", (str(a["plus"]),)), Count("suit", (str(a["minus"]),))),
        lambda v, p, a: v[p][0] - v[p][1],
    ),
    "per_suit": _Quest(_one("suit", "suit"), lambda v, p, a: _pts(a) * v[p][0]),
    "specific_cards": _Quest(_one("cards", "cards"), lambda v, p, a: _pts(a) * v[p][0]),
    "fewest": _Quest(_one("tricks"), _fewest, across=True),
    "most": _Quest(_one("tricks"), _most, across=True),
    "exact_tricks": _Quest(
        _one("tricks"), lambda v, p, a: _pts(a) if v[p][0] == int(a["k"]) else 0
    ),
    "per_trick": _Quest(_one("tricks"), lambda v, p, a: _pts(a) * v[p][0]),
    "first_last": _Quest(
        lambda a: (Count("first_trick"), Count("last_trick")),
        lambda v, p, a: _pts(a) * (v[p][0] + v[p][1]),
    ),
    "win_rank_at_most": _Quest(_one("wins_at_most", "strength"), lambda v, p, a: _pts(a) * v[p][0]),
    "win_rank_is": _Quest(_one("wins_with", "rank"), lambda v, p, a: _pts(a) * v[p][0]),
    "min_suit": _Quest(lambda a: _SUIT_COUNTS, lambda v, p, a: _pts(a) * min(v[p])),
    "max_suit": _Quest(lambda a: _SUIT_COUNTS, lambda v, p, a: _pts(a) * max(v[p])),
    "led_not_won": _Quest(_one("led_lost"), lambda v, p, a: _pts(a) * v[p][0]),
    "led_and_won": _Quest(_one("led_won"), lambda v, p, a: _pts(a) * v[p][0]),
}

QUEST_FUNCTIONS: Final = frozenset(_QUESTS)
"""The Quest faces' scoring function keywords (``cards.toml``'s ``function``)."""


def quest_counts(face: QuestFace) -> tuple[Count, ...]:
    """The counts ``face`` reads of every seat (§2.3).

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> [c.name for c in quest_counts(catalogue().face("Q04A"))]
    ['suit_B', 'suit_G']

    Raises:
        KeyError: an unknown function keyword.
    """
    memo = _NEEDS.get(id(face))
    if memo is None or memo[0] is not face:  # (the face kept, so its id is not reused)
        memo = _NEEDS[id(face)] = (face, _QUESTS[face.function].counts(face.params))
    return memo[1]


_NEEDS: Final[dict[int, tuple[QuestFace, tuple[Count, ...]]]] = {}  # quest_counts' memo


def score_counts(face: QuestFace, counts: DealCounts, seat: Seat) -> int:
    """The points ``face`` gives ``seat`` for a deal whose counts are ``counts`` (§2.3).

    Args:
        face: the deal's Quest face.
        counts: every seat's counts (at least those :func:`quest_counts` names).
        seat: the seat scored.

    Returns:
        The face's points for ``seat`` (may be negative); the special card's come
        from :func:`special_score`.

    Raises:
        ValueError: a count the face reads is missing.

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> rearguard = catalogue().face("Q02A")  # +2 per trick among the last 4
    >>> score_counts(rearguard, DealCounts(({"last_4": 2}, {"last_4": 1})), 0)
    4
    """
    rule = _QUESTS[face.function]
    return rule.points(_values(rule, face, counts), seat, face.params)


def score_seats(face: QuestFace, counts: DealCounts) -> tuple[int, ...]:
    """:func:`score_counts` of every seat, indexed by seat.

    Raises:
        ValueError: a count the face reads is missing.
    """
    rule = _QUESTS[face.function]
    values = _values(rule, face, counts)
    return tuple([rule.points(values, p, face.params) for p in range(len(values))])


def _values(rule: _Quest, face: QuestFace, counts: DealCounts) -> list[tuple[int, ...]]:
    """Per seat, the counts ``face`` reads, in the order its rule gives them."""
    needs = quest_counts(face)
    return [tuple([counts.value(p, c) for c in needs]) for p in range(len(counts.seats))]


# ---------------------------------------------------------------------------
# Special cards (§2.2, §4.4)


@dataclass(frozen=True)
class SpecialFacts:
    """What a special card's scoring reads of its trick (§4.4).

    Attributes:
        player: who played the special card.
        winner: who took its trick (after a Troll hand-over: the receiver).
        ranked: the base cards of its trick whose rank its parameters name (the
            Scout's J, Q, K and A, §8 decision 15).
    """

    player: Seat | None = None
    winner: Seat | None = None
    ranked: int = 0


@dataclass(frozen=True)
class _Special:
    reads: tuple[str, ...]  # the SpecialFacts fields it reads
    score: Callable[[SpecialFacts, Mapping[str, Any]], tuple[Seat | None, int]]


# §2.2 "Scoring effect", §4.4 step 2, §6.1: the effects that score, and how.
_SPECIALS: Final[dict[str, _Special]] = {
    # Shaman −3, Dwarf Goldsmith +4: to the winner of its trick.
    "score_winner": _Special(("winner",), lambda f, a: (f.winner, int(a["points"]))),
    # Scout: its player, +1 per J, Q, K or A in its trick, won or not.
    "score_player_per_rank": _Special(
        ("player", "ranked"), lambda f, a: (f.player, int(a["points"]) * f.ranked)
    ),
}

SCORING_EFFECTS: Final = frozenset(_SPECIALS)
"""The special cards' effect keywords that score points."""


def special_reads(spec: SpecialSpec) -> tuple[str, ...]:
    """The :class:`SpecialFacts` fields the card's scoring reads: ``()`` for a card
    that scores nothing.

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> special_reads(catalogue().card("B1").special)
    ('player', 'ranked')
    """
    rule = _SPECIALS.get(spec.effect)
    return rule.reads if rule else ()


def special_score(spec: SpecialSpec, facts: SpecialFacts) -> tuple[Seat, int] | None:
    """Who scores the special card's points, and how many (§2.2, §4.4, §6.1).

    Returns:
        ``(seat, points)``, or ``None`` for a card that scores nothing.

    Raises:
        ValueError: a fact the card reads is missing.

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> special_score(catalogue().card("R11a").special, SpecialFacts(player=1, winner=2))
    (2, -3)
    """
    rule = _SPECIALS.get(spec.effect)
    if rule is None:
        return None
    seat, points = rule.score(facts, spec.params)
    if seat is None:
        raise ValueError(f"{spec.code}: its scoring reads {' and '.join(rule.reads)}")
    return seat, points


# ---------------------------------------------------------------------------
# What a deal allows: count bounds, possible points, draws


@dataclass(frozen=True)
class CountLimits:
    """The values a count can take in a deal.

    Attributes:
        most: the most one seat can have.
        total: the least and the most the seats' values add up to.
    """

    most: int
    total: tuple[int, int]


def count_limits(
    count: Count, num_players: int, num_tricks: int, deck: Iterable[ScoredCard]
) -> CountLimits:
    """The bounds of ``count`` in a deal of ``num_tricks`` tricks dealing ``deck``.

    Every card is dealt and played (§3.2), every trick has one winner and one
    leader (§4.4), and a card wins at most one trick; so a count of cards adds up
    to the deck's cards it counts, and the tricks to N.

    Args:
        count: the count.
        num_players: the seats (the special card's trick holds as many cards).
        num_tricks: N, the tricks of the deal (§3.2).
        deck: every card of the deal, the special card included.

    >>> count_limits(Count("last", ("4",)), 4, 10, [])
    CountLimits(most=4, total=(4, 4))
    """
    n = num_tricks
    m = count.measure
    if count.on_cards:
        found = sum(1 for c in deck if count.matches(c))
        return CountLimits(found, (found, found))
    if count.on_wins:
        most = min(n, sum(1 for c in deck if count.matches(c)))
        return CountLimits(most, (0, most))
    if m == "tricks":
        return CountLimits(n, (n, n))
    if m in _BOOLEAN:
        return CountLimits(1, (1, 1))
    if m == "last":
        k = min(int(count.arg[0]), n)
        return CountLimits(k, (k, k))
    if m == "run":  # someone won trick 1; runs of different seats do not overlap
        return CountLimits(n, (1, n))
    return CountLimits(n, (0, n))  # led_won, led_lost: each trick has one leader


def _special_facts(num_players: int, reads: tuple[str, ...]) -> list[SpecialFacts]:
    """Every case of the special card's trick as seat 0 sees it (seat 0 or another)."""
    players = (0, 1) if "player" in reads else (None,)
    winners = (0, 1) if "winner" in reads else (None,)
    ranked = range(num_players) if "ranked" in reads else range(1)  # the others' cards
    return [
        SpecialFacts(player=p, winner=w, ranked=r)
        for p, w, r in itertools.product(players, winners, ranked)
    ]


_QUEST_VALUES: Final[dict[tuple[Any, ...], frozenset[int]]] = {}  # memo of _quest_values
_SPECIAL_VALUES: Final[dict[tuple[Any, ...], frozenset[int]]] = {}  # memo of _special_values


def _quest_values(
    face: QuestFace, num_players: int, limits: tuple[tuple[str, int], ...]
) -> frozenset[int]:
    """The face's points for seat 0 over every count within ``limits``."""
    key = (face.id, face.function, repr(face.params), num_players, limits)
    if key in _QUEST_VALUES:
        return _QUEST_VALUES[key]
    rule = _QUESTS[face.function]
    most = dict(limits)
    names = [c.name for c in quest_counts(face)]
    least = dict.fromkeys(names, 0)
    corners = [least, dict(most)] if rule.across else [least]
    values: set[int] = set()
    for own in itertools.product(*(range(most[c] + 1) for c in names)):
        mine = dict(zip(names, own, strict=True))
        for other in corners:
            counts = DealCounts((mine, *[other] * (num_players - 1)))
            values.add(score_counts(face, counts, 0))
    _QUEST_VALUES[key] = result = frozenset(values)
    return result


def _special_values(spec: SpecialSpec, num_players: int) -> frozenset[int]:
    """The special card's points for seat 0 over every case of its trick."""
    key = (spec.code, spec.effect, repr(spec.params), num_players)
    if key in _SPECIAL_VALUES:
        return _SPECIAL_VALUES[key]
    values = {0}
    reads = special_reads(spec)
    if reads:
        values = set()
        for facts in _special_facts(num_players, reads):
            scored = special_score(spec, facts)
            assert scored is not None
            values.add(scored[1] if scored[0] == 0 else 0)
    _SPECIAL_VALUES[key] = result = frozenset(values)
    return result


def possible_points(
    face: QuestFace,
    spec: SpecialSpec,
    num_players: int,
    num_tricks: int,
    deck: Iterable[ScoredCard],
) -> frozenset[int]:
    """The deal points (§6.1: the face's plus the special card's) a seat can make.

    Each count the face reads runs over its bounds (:func:`count_limits`), the
    other seats' counts over their extremes where the face compares seats (fewest
    or most tricks), and the special card's trick over every case. The set holds
    every possible score; it may hold a few that no real deal gives (counts are
    bounded one by one), so it refuses only scores no deal can give.

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> cat = catalogue()
    >>> sorted(possible_points(cat.face("Q03B"), cat.card("R11a").special, 4, 10, []))
    [-3, 0, 5, 8]
    """
    cards = list(deck)
    needs = quest_counts(face)
    limits = tuple((c.name, count_limits(c, num_players, num_tricks, cards).most) for c in needs)
    quest = _quest_values(face, num_players, limits)
    special = _special_values(spec, num_players)
    return frozenset(q + s for q in quest for s in special)


_JOINT_SPACE: Final = 2_000
"""The most count values per seat :func:`possible_together` checks together."""


def possible_together(
    face: QuestFace,
    spec: SpecialSpec,
    totals: Sequence[int],
    num_tricks: int,
    deck: Iterable[ScoredCard],
) -> bool:
    """Whether one deal can give every seat its deal total at once (§6.1).

    :func:`possible_points` bounds each seat alone; here the seats' counts must also
    add up together as a deal's do (:func:`count_limits`: the tricks to N, a suit's
    cards to the deal's...), with the special card's points going to one seat at
    most (any of its values). So "6, 6, 6" under "+6 if you win no trick" is
    refused: somebody wins the tricks. It may accept totals no real deal gives (the
    counts stay bounded count by count); it never refuses a real deal's.

    >>> from royaumes.games.roi_des_nains import catalogue
    >>> cat = catalogue()
    >>> possible_together(cat.face("Q12A"), cat.card("G1").special, (5, 4, 4), 13, [])
    True
    >>> possible_together(cat.face("Q12A"), cat.card("G1").special, (5, 5, 5), 13, [])
    False
    """
    cards = list(deck)
    n = len(totals)
    rule = _QUESTS[face.function]
    needs = quest_counts(face)
    limits = [count_limits(c, n, num_tricks, cards) for c in needs]
    specials = sorted(_special_values(spec, n))
    ranges = [range(lim.most + 1) for lim in limits]
    if math.prod(len(r) for r in ranges) > _JOINT_SPACE:
        return True  # three suits at once (Q07, Q08): too many splits to check here
    candidates: dict[int, list[tuple[int, ...]]] = {}

    def giving(points: int) -> list[tuple[int, ...]]:
        """A seat's count values that give it ``points`` (the face reads its own)."""
        if points not in candidates:
            candidates[points] = [
                own
                for own in itertools.product(*ranges)
                if rule.points([own] * n, 0, face.params) == points
            ]
        return candidates[points]

    for receiver in (None, *range(n)):
        for bonus in specials if receiver is not None else (0,):
            wanted = [t - (bonus if p == receiver else 0) for p, t in enumerate(totals)]
            if rule.across:
                if _across_possible(face, rule, wanted, ranges, limits):
                    return True
                continue
            # Seat by seat, the count values that give its total; then whether one pick
            # per seat adds up as a deal's counts do (the sums reachable so far).
            sums: set[tuple[int, ...]] = {(0,) * len(needs)}
            for p in range(n):
                mine = giving(wanted[p])
                sums = {
                    tuple(a + b for a, b in zip(total, own, strict=True))
                    for total in sums
                    for own in mine
                    if all(
                        a + b <= lim.total[1] for a, b, lim in zip(total, own, limits, strict=True)
                    )
                }
                if not sums:
                    break
            if any(
                all(lim.total[0] <= v <= lim.total[1] for v, lim in zip(total, limits, strict=True))
                for total in sums
            ):
                return True
    return False


def _across_possible(
    face: QuestFace,
    rule: _Quest,
    wanted: Sequence[int],
    ranges: Sequence[range],
    limits: Sequence[CountLimits],
) -> bool:
    """For a face that compares seats (fewest, most tricks: one count): whether some
    split of the count over the seats, adding up as a deal's, gives each its points."""
    (values,) = ranges
    (lim,) = limits
    n = len(wanted)

    def splits(seats: int, left: int) -> Iterator[tuple[int, ...]]:
        """Every split of at most ``left`` over ``seats`` seats, each in ``values``."""
        if seats == 0:
            yield ()
            return
        for v in values:
            if v > left:
                break
            for rest in splits(seats - 1, left - v):
                yield (v, *rest)

    for split in splits(n, lim.total[1]):
        if sum(split) < lim.total[0]:
            continue
        rows = [(v,) for v in split]
        if all(rule.points(rows, p, face.params) == wanted[p] for p in range(n)):
            return True
    return False


def draw_pool(
    size: int, used: frozenset[int], last: int, excluded: frozenset[int] = frozenset()
) -> tuple[list[int], frozenset[int]]:
    """What a draw from a supply of ``size`` items (tiles, special cards) can show.

    Used items never come back (§3.1 step 4, §4.5), but a supply that has run out
    is reshuffled without the last deal's item (§6.5).

    Args:
        size: the supply's items are ``0 … size − 1``.
        used: the items already drawn.
        last: the last deal's item (-1 for none).
        excluded: items this draw may never show (a first game's complex tiles).

    Returns:
        The items the draw can show, in order, and the used items once the draw
        is made (the reshuffle forgets all but ``last``), before adding the drawn one.

    >>> draw_pool(3, frozenset({0, 2}), 2)
    ([1], frozenset({0, 2}))
    >>> draw_pool(3, frozenset({0, 1, 2}), 2)
    ([0, 1], frozenset({2}))
    """
    pool = [i for i in range(size) if i not in used and i not in excluded]
    if not pool:
        used = frozenset({last})
        pool = [i for i in range(size) if i not in used and i not in excluded]
    return pool, used
