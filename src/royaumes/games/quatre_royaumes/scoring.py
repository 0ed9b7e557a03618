"""The scoring of Les 4 Royaumes, as pure functions (§5.3, §5.4, §6).

- :func:`mission_result`: what one mission scores at the end of a round, by the
  suit of its holder's visible card (or no trick won), and whether the card is kept
  face up, kept face down or returned to the pile (§5.3).
- :func:`end_reason`: whether another round is dealt: the pile must serve every
  seat, the automaton's included, and the option ``max_rounds`` caps the game
  (§5.4, §6).
- :class:`MissionPile`: the mission pile by suit across rounds (§3 step 1, §5.3
  ``returned_missions``), for a reader who knows only the suits dealt (the score
  sheet); the engine keeps the exact cards in a bit mask and follows the same rules.
- :func:`identical_numbers` and :func:`rank`: the final ranking with its
  tie-breaks: score, tricks won in the last round, "identical numbers" in those
  tricks (option ``identical``), then a shared victory; the automaton competes only
  under ``virtual_can_win`` (:func:`contenders`) (§6).

Suits are the letters of §11: ``S`` and ``C`` (black), ``H`` and ``D`` (red). The
points table is data (``cards.toml`` ``[scoring]``, read by
:func:`royaumes.games.quatre_royaumes.rules.scoring`) and comes in as a
:class:`Scoring`.

Rules source: ``shared/rules/quatre_royaumes.md`` (§ numbers refer to it). Standard
library only.

>>> table = Scoring(same_suit=2, partner_suit=0, other_colour=-1, no_trick=-1,
...                 partner={"S": "C", "C": "S", "H": "D", "D": "H"})
>>> [mission_result(m, v, table).points for m, v in (("H", "H"), ("S", "D"),
...                                                  ("D", "H"), ("C", None))]
[2, -1, 0, -1]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from royaumes.scoring import ScoreLine

__all__ = [
    "MEASURES",
    "SUITS",
    "TRICKS_PER_ROUND",
    "EndOptions",
    "Line",
    "MissionPile",
    "MissionResult",
    "Ranking",
    "Scoring",
    "Standing",
    "contenders",
    "end_reason",
    "identical_numbers",
    "mission_result",
    "rank",
]

SUITS: Final = ("S", "C", "H", "D")
"""The suits in canonical order (§11)."""

MEASURES: Final = ("largest_group", "pairs", "cards_in_groups")
"""The values of the option ``identical`` (§6 tie-break 2), DEFAULT first."""

TRICKS_PER_ROUND: Final = 8
"""Tricks in a round: each seat plays its 8 cards (§4)."""


@dataclass(frozen=True)
class Scoring:
    """§5.3: what a mission scores by the suit that led its holder's last won trick
    (``cards.toml`` ``[scoring]``; the pages read the same table).

    Attributes:
        same_suit: the mission's own suit (the card is kept face up).
        partner_suit: the other suit of the same colour (the card returns to the pile).
        other_colour: a suit of the other colour (kept face down).
        no_trick: no trick won this round (kept face down).
        partner: each suit's partner suit.
    """

    same_suit: int
    partner_suit: int
    other_colour: int
    no_trick: int
    partner: Mapping[str, str]


@dataclass(frozen=True, slots=True)
class MissionResult:
    """What one mission scored at the end of a round (§5.3).

    Attributes:
        outcome: ``"no_trick"``, ``"same_suit"``, ``"other_colour"`` or ``"partner_suit"``.
        points: the points it scores (+2, −1, −1 or 0 by the DEFAULT table).
        fate: ``"face_up"`` or ``"face_down"`` (kept in front of its holder) or
            ``"returned"`` (back into the mission pile).
    """

    outcome: str
    points: int
    fate: str


def mission_result(mission: str, visible: str | None, table: Scoring) -> MissionResult:
    """What a mission of suit ``mission`` scores when its holder's visible card is of
    suit ``visible`` (``None``: the holder won no trick this round), checked in the
    order of §5.3: no trick, then the same suit, the other colour, the partner suit.

    Raises:
        ValueError: a suit that is not one of :data:`SUITS`.
    """
    for suit in (mission, visible):
        if suit is not None and suit not in SUITS:
            raise ValueError(f"{suit!r} is not a suit (one of {SUITS!r})")
    if visible is None:
        return MissionResult("no_trick", table.no_trick, "face_down")
    if visible == mission:
        return MissionResult("same_suit", table.same_suit, "face_up")
    if visible != table.partner[mission]:
        return MissionResult("other_colour", table.other_colour, "face_down")
    return MissionResult("partner_suit", table.partner_suit, "returned")


def end_reason(pile: int, seats: int, rounds_played: int, max_rounds: int | None) -> str | None:
    """Why the game ends after ``rounds_played`` rounds, or ``None`` when another round
    is dealt (§5.4, §6).

    Args:
        pile: the missions in the pile once the round's neutral missions are back.
        seats: the places to serve, the automaton's included (3 at 2 players).
        rounds_played: the rounds played so far.
        max_rounds: the option ``max_rounds`` (``None``: ``off``).

    Returns:
        ``"pile"`` when the pile cannot give every seat a mission (checked first),
        ``"max_rounds"`` when the cap is reached, else ``None``.

    >>> end_reason(5, 4, 2, 20), end_reason(3, 4, 3, 20), end_reason(9, 3, 20, 20)
    (None, 'pile', 'max_rounds')
    """
    if pile < seats:
        return "pile"
    if max_rounds is not None and rounds_played >= max_rounds:
        return "max_rounds"
    return None


@dataclass(frozen=True, slots=True)
class MissionPile:
    """The mission pile by suit (§3 step 1, §5.3, §5.4).

    Attributes:
        shuffled: the shuffled part, the count of each suit in :data:`SUITS` order.
        bottom: under ``returned_missions = bottom``, the missions put under the pile,
            in the order they come out (after the shuffled part).
    """

    shuffled: tuple[int, int, int, int]
    bottom: tuple[str, ...] = ()

    @classmethod
    def new(cls, per_suit: int) -> MissionPile:
        """The pile of a new game: ``per_suit`` missions of each suit (3 at 4-5 players,
        2 at 2-3 players once the jacks are out, §2)."""
        return cls((per_suit,) * 4)

    @property
    def size(self) -> int:
        """The missions in the pile."""
        return sum(self.shuffled) + len(self.bottom)

    def next_suits(self) -> tuple[str, ...]:
        """The suits the next mission dealt can have: any suit left in the shuffled
        part, else the first of :attr:`bottom` (§5.3 ``returned_missions = bottom``)."""
        if any(self.shuffled):
            return tuple(s for s, n in zip(SUITS, self.shuffled, strict=True) if n)
        return self.bottom[:1]

    def deal(self, suit: str) -> MissionPile:
        """The pile once a mission of ``suit`` is dealt.

        Raises:
            ValueError: ``suit`` cannot come out next (:meth:`next_suits`).
        """
        if suit not in self.next_suits():
            raise ValueError(f"no {suit!r} mission can be dealt from {self!r}")
        if any(self.shuffled):
            i = SUITS.index(suit)
            counts = list(self.shuffled)
            counts[i] -= 1
            return MissionPile((counts[0], counts[1], counts[2], counts[3]), self.bottom)
        return MissionPile(self.shuffled, self.bottom[1:])

    def give_back(self, suits: Sequence[str], returned_missions: str = "shuffle") -> MissionPile:
        """The pile once the neutral missions ``suits`` return to it, in seat order
        (§5.3): shuffled in (``"shuffle"``, DEFAULT) or put under it (``"bottom"``).

        Raises:
            ValueError: an unknown suit or ``returned_missions`` value.
        """
        if returned_missions == "bottom":
            for suit in suits:
                if suit not in SUITS:
                    raise ValueError(f"{suit!r} is not a suit")
            return MissionPile(self.shuffled, self.bottom + tuple(suits))
        if returned_missions != "shuffle":
            raise ValueError(f"returned_missions {returned_missions!r} is not shuffle or bottom")
        counts = list(self.shuffled)
        for suit in suits:
            counts[SUITS.index(suit)] += 1
        return MissionPile((counts[0], counts[1], counts[2], counts[3]), self.bottom)


# ---------------------------------------------------------------- the final ranking


def identical_numbers(ranks: Sequence[int], measure: str = "largest_group") -> tuple[int, ...]:
    """Tie-break 2 of §6: the "identical numbers" among the cards (their ranks, 1..10)
    of the tricks a player won in the last round, renounced cards included; compared
    as tuples, larger is better.

    ``largest_group`` (DEFAULT): the sizes of the same-rank groups, largest first (the
    second-largest decides a tie of the largest, and so on); ``pairs``: the number of
    ranks seen at least twice; ``cards_in_groups``: the number of cards whose rank is
    seen at least twice.

    >>> [identical_numbers((1, 1, 3, 3, 3, 4), m) for m in MEASURES]
    [(3, 2, 1), (2,), (5,)]

    Raises:
        ValueError: ``measure`` not in :data:`MEASURES`.
    """
    groups = sorted(Counter(ranks).values(), reverse=True)
    if measure == "largest_group":
        return tuple(groups)
    if measure == "pairs":
        return (sum(1 for g in groups if g >= 2),)
    if measure == "cards_in_groups":
        return (sum(g for g in groups if g >= 2),)
    raise ValueError(f"identical {measure!r} is not one of {MEASURES!r}")


@dataclass(frozen=True, slots=True)
class Standing:
    """One place at the end of the game, as the ranking reads it (§6).

    Attributes:
        score: its points.
        tricks: the tricks it won in the last round, or ``None`` if unknown.
        ranks: the ranks (1..10) of every card of the tricks it won in the last round,
            renounced cards included, or ``None`` if unknown.
    """

    score: int
    tricks: int | None = None
    ranks: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class EndOptions:
    """The options of §6 that the ranking reads.

    Attributes:
        identical: tie-break 2's measure, one of :data:`MEASURES`.
        virtual_can_win: the automaton competes (2 players).

    Raises:
        ValueError: ``identical`` not in :data:`MEASURES`.
    """

    identical: str = "largest_group"
    virtual_can_win: bool = False

    def __post_init__(self) -> None:
        if self.identical not in MEASURES:
            raise ValueError(f"identical {self.identical!r} is not one of {MEASURES!r}")


def contenders(places: int, automaton: bool, opts: EndOptions = EndOptions()) -> tuple[int, ...]:
    """The places that compete for the victory: every place but the automaton V
    (place 0 at 2 players), unless ``virtual_can_win`` (§6 "Automaton")."""
    first = 1 if automaton and not opts.virtual_can_win else 0
    return tuple(range(first, places))


class Line(ScoreLine):
    """One step of the ranking's explanation, as data; ``str()`` is its canonical English.

    Kinds and arguments (``player`` is a place index):

    - ``highest_score`` (``player``, ``points``): one place has the best score;
    - ``equal_score`` (``points``, ``count``): places tie on it, tie-break 1 follows;
    - ``tricks`` (``player``, ``tricks``); ``missing_tricks`` (``player``);
    - ``most_tricks`` (``player``, ``tricks``); ``equal_tricks`` (``tricks``, ``count``);
    - ``identical`` (``player``, ``value``: the measure as text, ``"3, 2, 1"``);
      ``missing_cards`` (``player``);
    - ``most_identical`` (``player``, ``value``); ``equal_identical`` (``value``, ``count``);
    - ``shared`` (``count``): a shared victory; ``undecided`` (): the data a
      tie-break needs is missing (``missing_*`` lines say whose).
    """

    __slots__ = ()

    def __str__(self) -> str:
        return _TEXTS[self.kind].format(**self.arguments)


_TEXTS: Final[Mapping[str, str]] = {
    "highest_score": "highest score: place {player} ({points})",
    "equal_score": "{count} places tie on {points} points",
    "tricks": "place {player}: {tricks} tricks in the last round",
    "missing_tricks": "place {player}: tricks in the last round unknown",
    "most_tricks": "most tricks in the last round: place {player} ({tricks})",
    "equal_tricks": "{count} places won {tricks} tricks in the last round",
    "identical": "place {player}: identical numbers {value}",
    "missing_cards": "place {player}: cards of the last round's tricks unknown",
    "most_identical": "most identical numbers: place {player} ({value})",
    "equal_identical": "{count} places have identical numbers {value}",
    "shared": "shared victory between {count} places",
    "undecided": "undecided: a tie-break needs data",
}


@dataclass(frozen=True, slots=True)
class Ranking:
    """The final ranking (§6 "Engine result").

    Attributes:
        ranks: per place, its 1-based rank among the contenders (tied places share
            one), ``None`` for a place that does not compete.
        winners: the contenders ranked first, ascending; empty while undecided.
        decided: ``False`` when the places tied at the top need tie-break data that
            is missing (their ranks are then shared).
        missing: what is missing for the top: ``("tricks" | "cards", place)`` pairs.
        lines: the steps deciding the top, in the rules' order.
    """

    ranks: tuple[int | None, ...]
    winners: tuple[int, ...]
    decided: bool
    missing: tuple[tuple[str, int], ...]
    lines: tuple[Line, ...]


def rank(
    standings: Sequence[Standing],
    competing: Sequence[int],
    opts: EndOptions = EndOptions(),
) -> Ranking:
    """The final ranking of the places ``competing`` (§6): by score, then most tricks
    won in the last round, then most identical numbers in those tricks
    (:func:`identical_numbers`), places still tied sharing a rank; all places ranked
    first win (a shared victory).

    A tie-break is applied to a group of tied places only when every one of them has
    its data (:attr:`Standing.tricks`, :attr:`Standing.ranks`); a group without it
    stays tied, and when that group is the top one the ranking is undecided.

    Args:
        standings: every place's :class:`Standing`, indexed by place.
        competing: the places that compete (:func:`contenders`).
        opts: ``identical`` is read.
    """

    def key_tricks(p: int) -> tuple[int, ...] | None:
        tricks = standings[p].tricks
        return None if tricks is None else (tricks,)

    def key_cards(p: int) -> tuple[int, ...] | None:
        ranks = standings[p].ranks
        return None if ranks is None else identical_numbers(ranks, opts.identical)

    steps: list[tuple[str, Callable[[int], tuple[int, ...] | None]]] = [
        ("score", lambda p: (standings[p].score,)),
        ("tricks", key_tricks),
        ("cards", key_cards),
    ]
    groups: list[list[int]] = [sorted(competing)]
    stuck: set[int] = set()  # ids of the groups left tied for want of data
    lines: list[Line] = []
    missing: list[tuple[str, int]] = []
    top_open = True  # the top group is still being decided
    for name, key in steps:
        new: list[list[int]] = []
        for g in groups:
            is_top = top_open and g is groups[0]
            if len(g) == 1 or id(g) in stuck:
                new.append(g)
                continue
            keys = {p: key(p) for p in g}
            if is_top and name != "score":
                for p in g:
                    lines.append(_data_line(name, p, keys[p]))
            if any(k is None for k in keys.values()):
                stuck.add(id(g))
                if is_top:
                    missing += [(name, p) for p in g if keys[p] is None]
                    top_open = False
                new.append(g)
                continue
            split: dict[tuple[int, ...], list[int]] = {}
            for p in g:
                k = keys[p]
                assert k is not None
                split.setdefault(k, []).append(p)
            ordered = [split[k] for k in sorted(split, reverse=True)]
            if is_top:
                best = ordered[0]
                value = sorted(split, reverse=True)[0]
                lines.append(_result_line(name, best, value))
                if len(best) == 1:
                    top_open = False
            new.extend(ordered)
        groups = new
    ranks: list[int | None] = [None] * len(standings)
    placed = 0
    for g in groups:
        for p in g:
            ranks[p] = placed + 1
        placed += len(g)
    decided = not missing
    top = groups[0] if groups else []
    if not decided:
        lines.append(Line.of("undecided"))
    elif len(top) > 1:
        lines.append(Line.of("shared", count=len(top)))
    winners = tuple(sorted(top)) if decided else ()
    return Ranking(tuple(ranks), winners, decided, tuple(missing), tuple(lines))


def _measure_text(value: tuple[int, ...]) -> str:
    return ", ".join(map(str, value)) if value else "0"


def _data_line(step: str, player: int, key: tuple[int, ...] | None) -> Line:
    if step == "tricks":
        if key is None:
            return Line.of("missing_tricks", player=player)
        return Line.of("tricks", player=player, tricks=key[0])
    if key is None:
        return Line.of("missing_cards", player=player)
    return Line.of("identical", player=player, value=_measure_text(key))


def _result_line(step: str, best: list[int], value: tuple[int, ...]) -> Line:
    alone = len(best) == 1
    if step == "score":
        if alone:
            return Line.of("highest_score", player=best[0], points=value[0])
        return Line.of("equal_score", points=value[0], count=len(best))
    if step == "tricks":
        if alone:
            return Line.of("most_tricks", player=best[0], tricks=value[0])
        return Line.of("equal_tricks", tricks=value[0], count=len(best))
    if alone:
        return Line.of("most_identical", player=best[0], value=_measure_text(value))
    return Line.of("equal_identical", value=_measure_text(value), count=len(best))
