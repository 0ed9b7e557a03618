"""The end of a Prince Noir game, as pure functions (§6).

Given the final board (the player controlling each castle, in row order) and the
number of cards each player holds (:class:`FinalPosition`), :func:`score` counts
each player's points (castles + cards in hand + largest group of adjacent
castles, §6 item 3), applies the 8-castle victory (§6 item 1) or the tie-breaks
(§6 item 4: the larger largest group, then a draw or, with ``final_tie =
more_castles``, more castles) and returns an :class:`Outcome` with the steps
that decided it. :func:`sole_owner` is the 8-castle check and :func:`is_exhausted`
the card-exhaustion end (§6 item 2); the engine's state asks both at the end of a
turn, and the score sheet asks them to refuse a final position the game cannot
end in.

The players are named by any two labels 0 and 1 (the engine's seats, or its sides
``E`` = 0 and ``F`` = 1: the rules are symmetric).

Rules source: ``shared/rules/prince_noir.md`` (§ numbers below refer to it).
Standard library only.

>>> out = score(FinalPosition(owners=(1, 1, 0, 0, 0, 1, 0, 0), hands=(3, 1)))
>>> out.points, out.winners
((11, 6), (0,))
>>> [str(line) for line in out.lines]  # doctest: +NORMALIZE_WHITESPACE
['player 0: 5 castles + 3 in hand + largest group 3 = 11',
 'player 1: 3 castles + 1 in hand + largest group 2 = 6',
 'higher score: player 0 (11 to 6)']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from royaumes.scoring import ScoreLine

__all__ = [
    "FINAL_TIES",
    "EndOptions",
    "FinalPosition",
    "Line",
    "Outcome",
    "PlayerScore",
    "is_exhausted",
    "largest_group",
    "player_score",
    "score",
    "sole_owner",
]

FINAL_TIES: Final = ("draw", "more_castles")
"""The values of the option ``final_tie`` (§8), DEFAULT first."""

_PLAYERS: Final = (0, 1)


@dataclass(frozen=True, slots=True)
class FinalPosition:
    """The position the game ended in (§6).

    Attributes:
        owners: the player (0 or 1) controlling each castle, in row order
            (positions 1 … 8 of §11 are indices 0 … 7); every tile shows one
            side (§2), so no castle is unowned.
        hands: the number of cards each player holds, indexed by player (after
            the refill on card exhaustion; before the discard after an 8-castle
            victory, §6 item 5).

    Raises:
        ValueError: an owner that is not 0 or 1, no castle, or a hand count that
            is negative or not one per player.
    """

    owners: tuple[int, ...]
    hands: tuple[int, int]

    def __post_init__(self) -> None:
        if not self.owners:
            raise ValueError("a board has at least one castle")
        for i, owner in enumerate(self.owners):
            if owner not in _PLAYERS:
                raise ValueError(f"castle {i + 1}: owner {owner!r} is not 0 or 1")
        if len(self.hands) != 2 or any(h < 0 for h in self.hands):
            raise ValueError(f"hands {self.hands!r} are not two counts >= 0")


@dataclass(frozen=True, slots=True)
class EndOptions:
    """The option of §8 that scoring reads.

    Attributes:
        final_tie: after equal scores and equal largest groups, ``"draw"``
            (DEFAULT) or ``"more_castles"`` (more castles wins, then a draw).

    Raises:
        ValueError: ``final_tie`` not in :data:`FINAL_TIES`.
    """

    final_tie: str = "draw"

    def __post_init__(self) -> None:
        if self.final_tie not in FINAL_TIES:
            raise ValueError(f"final_tie {self.final_tie!r} is not one of {FINAL_TIES!r}")


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's final score (§6 item 3).

    Attributes:
        castles: castles controlled (1 point each).
        cards: cards in hand (1 point each).
        largest: the size of the largest group of adjacent castles (that many points).
        total: the sum of the three.
    """

    castles: int
    cards: int
    largest: int
    total: int


class Line(ScoreLine):
    """One step of the explanation, as data: its ``kind`` and arguments; ``str()`` is
    its canonical English.

    Kinds and their arguments:

    - ``all_castles`` (``player``): the 8-castle victory (§6 item 1);
    - ``score`` (``player``, ``castles``, ``cards``, ``largest``, ``total``): §6 item 3;
    - ``higher_score`` (``player``, ``winner_points``, ``loser_points``);
    - ``equal_score`` (``points``);
    - ``larger_group`` (``player``, ``winner_group``, ``loser_group``);
    - ``equal_group`` (``size``);
    - ``more_castles`` (``player``, ``winner_castles``, ``loser_castles``);
    - ``equal_castles`` (``castles``);
    - ``draw`` (): both players win (§6 item 4).
    """

    __slots__ = ()

    def __str__(self) -> str:
        return _TEXTS[self.kind].format(**self.arguments)


_TEXTS: Final[Mapping[str, str]] = {
    "all_castles": "player {player} holds all castles and wins at once",
    "score": "player {player}: {castles} castles + {cards} in hand + largest group {largest}"
    " = {total}",
    "higher_score": "higher score: player {player} ({winner_points} to {loser_points})",
    "equal_score": "equal scores ({points})",
    "larger_group": "larger largest group: player {player} ({winner_group} to {loser_group})",
    "equal_group": "equal largest groups ({size})",
    "more_castles": "more castles: player {player} ({winner_castles} to {loser_castles})",
    "equal_castles": "equal castles ({castles})",
    "draw": "draw: both players win",
}


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of the game (§6 items 4 and 5).

    Attributes:
        scores: each player's :class:`PlayerScore`, indexed by player.
        points: each player's total.
        ranks: 1-based ranks (1, 1 on a draw).
        winners: the winning player, or both on a draw, ascending.
        decided_by: what decided it: ``"all_castles"``, ``"score"``,
            ``"largest_group"``, ``"more_castles"`` or ``"draw"``.
        lines: the steps: each player's score, then each tie-break step taken, in
            the rules' order (the 8-castle victory first when it applies).
    """

    scores: tuple[PlayerScore, PlayerScore]
    points: tuple[int, int]
    ranks: tuple[int, int]
    winners: tuple[int, ...]
    decided_by: str
    lines: tuple[Line, ...]


def largest_group(owners: Sequence[int], player: int) -> int:
    """The size of ``player``'s largest group of adjacent castles (a maximal run in the
    row, §6 item 3); 0 without a castle.

    >>> largest_group((0, 0, 1, 1, 1, 0, 0, 1), 1)
    3
    """
    best = run = 0
    for owner in owners:
        run = run + 1 if owner == player else 0
        best = max(best, run)
    return best


def sole_owner(owners: Sequence[int]) -> int | None:
    """The player controlling every castle, who wins at once at the end of the turn
    (§6 item 1), or ``None``."""
    first = owners[0]
    return first if all(o == first for o in owners) else None


def is_exhausted(hands: Sequence[int]) -> bool:
    """Whether the cards are exhausted after a refill: a player holds fewer than 2
    cards (§6 item 2, ``any_hand_below_2``), whatever the other's draw pile holds."""
    return any(h < 2 for h in hands)


def player_score(position: FinalPosition, player: int) -> PlayerScore:
    """``player``'s final score: 1 per castle, 1 per card in hand, plus the size of
    their largest group of adjacent castles (§6 item 3)."""
    castles = sum(1 for o in position.owners if o == player)
    cards = position.hands[player]
    largest = largest_group(position.owners, player)
    return PlayerScore(castles, cards, largest, castles + cards + largest)


def score(position: FinalPosition, opts: EndOptions = EndOptions()) -> Outcome:
    """The end of the game from its final position (§6).

    A player controlling every castle wins at once (§6 item 1; the points are still
    counted the same way, §6 item 5). Otherwise the higher score wins; equal scores
    go to the larger largest group; then, with ``final_tie = more_castles``, to more
    castles; a tie left is a draw, both players ranked first and winning (§6 item 4).
    """
    scores = (player_score(position, 0), player_score(position, 1))
    lines = [Line.of("score", player=p, castles=s.castles, cards=s.cards,
                     largest=s.largest, total=s.total) for p, s in enumerate(scores)]  # fmt: skip
    points = (scores[0].total, scores[1].total)
    owner = sole_owner(position.owners)
    if owner is not None:
        lines.insert(0, Line.of("all_castles", player=owner))
        return _won(scores, owner, "all_castles", lines)
    tests: list[tuple[str, str, str, tuple[int, int]]] = [
        ("score", "higher_score", "equal_score", points),
        ("largest_group", "larger_group", "equal_group", (scores[0].largest, scores[1].largest)),
    ]
    if opts.final_tie == "more_castles":
        tests.append(
            (
                "more_castles",
                "more_castles",
                "equal_castles",
                (scores[0].castles, scores[1].castles),
            )
        )
    for decided_by, won, equal, (a, b) in tests:
        if a != b:
            best = 0 if a > b else 1
            hi, lo = max(a, b), min(a, b)
            names = _NAMES[won]
            lines.append(Line.of(won, player=best, **{names[0]: hi, names[1]: lo}))
            return _won(scores, best, decided_by, lines)
        lines.append(Line.of(equal, **{_NAMES[equal][0]: a}))
    lines.append(Line.of("draw"))
    return Outcome(scores, points, (1, 1), (0, 1), "draw", tuple(lines))


_NAMES: Final[Mapping[str, tuple[str, ...]]] = {
    "higher_score": ("winner_points", "loser_points"),
    "equal_score": ("points",),
    "larger_group": ("winner_group", "loser_group"),
    "equal_group": ("size",),
    "more_castles": ("winner_castles", "loser_castles"),
    "equal_castles": ("castles",),
}


def _won(
    scores: tuple[PlayerScore, PlayerScore], winner: int, decided_by: str, lines: list[Line]
) -> Outcome:
    points = (scores[0].total, scores[1].total)
    ranks = (1, 2) if winner == 0 else (2, 1)
    return Outcome(scores, points, ranks, (winner,), decided_by, tuple(lines))
