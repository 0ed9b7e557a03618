"""The end of a For a Crown game, as pure functions: facts in, points out.

A forced loss of Rubies (:func:`lose_rubies`, §5.2: one at a time, the Heirloom sold
when the chest is empty, elimination when nothing is left), the final adjustments and
the result (:func:`end_of_game`, §6: +1 Ruby to the most influential family, +1 to the
families with the most Coins, −1 to those with the most Masked Bandits, then each
family's score, the winner with the influence tie-break and the ranking, eliminated
families last) and a family's score (:func:`score`). The game's state calls these
functions where it scores, and so does the score sheet
(:mod:`royaumes.sheets.for_a_crown`) from what people enter: every rule here is written
once. :func:`end_of_game` explains itself in :class:`Line` data (a kind and its
arguments, no text); :func:`check_end` says whether a final position can happen at all.

Rules source: ``shared/rules/for_a_crown.md`` (§ numbers below refer to it): §2.1 the
reserve, §5.2 losing Rubies, §5.3 elimination, §6 end of game, §8 rows 16, 24 and 34,
§9 cases 19-23. Standard library only.

Decisions where the spec leaves a choice (as the engine always played them):

- Under ``reserve = counted`` a gain the reserve cannot supply is not made (§2.1), at the
  final adjustments too, and an Heirloom sale brings at most the Rubies left in the
  reserve; a sale that brings none eliminates the family (it still owes a Ruby).
- The final −1 is applied in influence order (§6 step 3); a family eliminated by it is
  the latest eliminated, so it ranks first among the eliminated (§5.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from royaumes.scoring import Arg, ScoreLine

__all__ = [
    "HEIRLOOM_VALUE",
    "Family",
    "ImpossibleEndError",
    "Line",
    "Loss",
    "Outcome",
    "check_end",
    "end_of_game",
    "influence",
    "lose_rubies",
    "score",
    "standings",
]

HEIRLOOM_VALUE: Final = 10
"""An Heirloom's worth, in Rubies (§2.1; the catalogue's ``heirloom_value``)."""


class Line(ScoreLine):
    """One step of an explanation, as data: its ``kind`` and its arguments (``seat``
    always names a seat, 0 … N−1). ``str()`` is a canonical English form for logs and
    tests.

    Kinds: ``out`` (``order``: the family was the order-th eliminated), ``nobody`` (no
    family in play), ``most_influential`` (``space``, ``rubies`` after),
    ``no_ruby_left`` (``reason``: ``most_influential`` or ``most_coins``, a gain the
    counted reserve could not supply), ``most_coins`` (``coins``, ``rubies``),
    ``no_coins``, ``most_bandits`` (``bandits``), then ``sell`` (``value``) and
    ``rubies_left`` (``rubies``) or ``eliminated``; ``no_bandits``, ``score`` (``rubies``,
    ``heirloom``, ``total``), ``score_out``, ``tie`` (``total``, ``n``), ``tie_break``
    (``space``), ``winner`` (``total``), ``no_winner``.
    """

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Family:
    """A family's position at the end of the game, before the final adjustments.

    Attributes:
        rubies: the Rubies in its chest, ≥ 0.
        coins: the Coins in its chest, ≥ 0.
        bandits: its Masked Bandits, ≥ 0.
        space: its Portrait's Gallery space (1 … G, further right more influential);
            0 once out of play (eliminated, §5.3).
        heirloom: its Heirloom is still in the chest (not sold).
    """

    rubies: int
    coins: int
    bandits: int
    space: int
    heirloom: bool

    @property
    def in_play(self) -> bool:
        """Whether the family is still in play (its Portrait in the Gallery)."""
        return self.space > 0


@dataclass(frozen=True, slots=True)
class Loss:
    """What a forced loss did (§5.2).

    Attributes:
        rubies: the Rubies left in the chest.
        heirloom: the Heirloom is still in the chest.
        paid: the Rubies returned to the reserve.
        sold: the Rubies the Heirloom's sale brought from the reserve, ``None`` if it
            was not sold.
        eliminated: the family could not pay and is out of play (§5.3).
    """

    rubies: int
    heirloom: bool
    paid: int
    sold: int | None
    eliminated: bool


def lose_rubies(
    rubies: int,
    heirloom: bool,
    n: int,
    *,
    heirloom_value: int = HEIRLOOM_VALUE,
    reserve: int | None = None,
) -> Loss:
    """A forced loss of ``n`` Rubies (HIT, Burglary, Scandal, the final −1; §5.2), one
    at a time: a Ruby from the chest; with none, the Heirloom is sold (its value taken
    from the reserve, at most what the reserve holds when it is counted) and the Ruby
    paid from it; with neither, the family is eliminated and the rest of the debt
    ignored.

    >>> lose_rubies(1, True, 2)
    Loss(rubies=9, heirloom=False, paid=2, sold=10, eliminated=False)

    Args:
        rubies: the Rubies in the chest, ≥ 0.
        heirloom: the Heirloom is still in the chest.
        n: the Rubies owed, ≥ 0.
        heirloom_value: what a sale brings.
        reserve: the Rubies in a counted reserve; ``None`` when unlimited.
    """
    if rubies >= n:
        return Loss(rubies - n, heirloom, n, None, False)
    paid = 0
    sold: int | None = None
    for _ in range(n):
        if rubies >= 1:
            rubies -= 1
            paid += 1
        elif heirloom:
            heirloom = False
            sold = heirloom_value if reserve is None else min(heirloom_value, reserve + paid)
            rubies = sold
            if rubies < 1:
                return Loss(rubies, heirloom, paid, sold, True)
            rubies -= 1
            paid += 1
        else:
            return Loss(rubies, heirloom, paid, sold, True)
    return Loss(rubies, heirloom, paid, sold, False)


def score(family: Family, heirloom_value: int = HEIRLOOM_VALUE) -> int:
    """A family's score (§6): its Rubies, plus the Heirloom's value if it is still in
    the chest; 0 once eliminated (a sold Heirloom and Coins count nothing).

    >>> score(Family(rubies=13, coins=3, bandits=0, space=5, heirloom=True))
    23
    """
    if not family.in_play:
        return 0
    return family.rubies + (heirloom_value if family.heirloom else 0)


def influence(spaces: Sequence[int]) -> tuple[int, ...]:
    """The seats in play, most influential (rightmost Portrait) first (§3 step 5), from
    each seat's Gallery space (0: out of play). Portraits never share a space.

    >>> influence([8, 9, 0, 7])
    (1, 0, 3)
    """
    return tuple(sorted((p for p, space in enumerate(spaces) if space),
                        key=lambda p: -spaces[p]))  # fmt: skip


def standings(
    families: Sequence[Family], eliminated: Sequence[int], heirloom_value: int = HEIRLOOM_VALUE
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The points, ranks and winners of a finished game (§6, §5.3).

    Families in play rank by score, the more influential first on a tie (Portraits never
    share a space, so ranks are never shared); the eliminated ones after them, the
    latest eliminated first. The winner is the first family in play; none if every
    family is out.

    Args:
        families: per seat, the final position (after the adjustments).
        eliminated: the eliminated seats, earliest first.
        heirloom_value: an unsold Heirloom's worth.

    Returns:
        ``(points, ranks, winners)``, points and ranks per seat.
    """
    points = tuple(score(f, heirloom_value) for f in families)
    in_play = sorted((p for p, f in enumerate(families) if f.in_play),
                     key=lambda p: (-points[p], -families[p].space))  # fmt: skip
    ranking = [*in_play, *reversed(eliminated)]
    ranks = [0] * len(families)
    for i, p in enumerate(ranking):
        ranks[p] = i + 1
    return points, tuple(ranks), tuple(in_play[:1])


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of the game (§6).

    Attributes:
        families: per seat, the position after the final adjustments.
        eliminated: the eliminated seats, earliest first (with those the final −1
            eliminated).
        points: per seat, the score (0 for an eliminated family).
        ranks: per seat, 1-based (never shared).
        winners: the winning seat, or none when every family is out.
        first: the most influential family, which gained a Ruby (``None`` if none in
            play).
        rich: the families with the most Coins (``top`` of them), which gained a Ruby.
        top: the most Coins (0: nobody gained).
        masked: the families with the most Bandits (``most`` of them), which lost one.
        most: the most Bandits (0: nobody lost).
        lines: the steps, in the rules' order.
    """

    families: tuple[Family, ...]
    eliminated: tuple[int, ...]
    points: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    first: int | None
    rich: tuple[int, ...]
    top: int
    masked: tuple[int, ...]
    most: int
    lines: tuple[Line, ...]


def end_of_game(
    families: Sequence[Family],
    eliminated: Sequence[int] = (),
    *,
    heirloom_value: int = HEIRLOOM_VALUE,
    reserve: int | None = None,
) -> Outcome:
    """The final adjustments and the result (§6), families in play only:

    1. the most influential family gains 1 Ruby;
    2. the family or families with the most Coins gain 1 Ruby each (nobody if the most
       is 0);
    3. the family or families with the most Masked Bandits lose 1 Ruby each, in
       influence order, through :func:`lose_rubies` (which may sell an Heirloom or
       eliminate; nobody if the most is 0).

    Then each family's score (:func:`score`) and the ranking (:func:`standings`).

    >>> end = end_of_game([Family(9, 3, 1, 8, True), Family(23, 0, 2, 9, False),
    ...                    Family(12, 3, 0, 5, True), Family(15, 1, 1, 7, False)])
    >>> end.points, end.winners
    ((20, 23, 23, 15), (1,))

    Args:
        families: per seat, the position after the last Reveal (§10 Example 10).
        eliminated: the seats eliminated during the game, earliest first (their space
            is 0).
        heirloom_value: an unsold Heirloom's worth.
        reserve: the Rubies in a counted reserve (gains and sales are capped by it);
            ``None`` when unlimited.
    """
    fam = list(families)
    out = list(eliminated)
    lines = [Line.of("out", seat=p, order=k) for k, p in enumerate(out, 1)]
    order = influence([f.space for f in fam])

    def gain(p: int, reason: str) -> bool:
        nonlocal reserve
        if reserve is not None:
            if reserve <= 0:
                lines.append(Line.of("no_ruby_left", seat=p, reason=reason))
                return False
            reserve -= 1
        f = fam[p]
        fam[p] = Family(f.rubies + 1, f.coins, f.bandits, f.space, f.heirloom)
        return True

    first: int | None = order[0] if order else None
    rich: list[int] = []
    masked: list[int] = []
    top = most = 0
    if not order:
        lines.append(Line.of("nobody"))
    else:
        p = order[0]
        if gain(p, "most_influential"):
            lines.append(Line.of("most_influential", seat=p, space=fam[p].space,
                                 rubies=fam[p].rubies))  # fmt: skip
        top = max(fam[p].coins for p in order)
        if top > 0:
            rich = [p for p in order if fam[p].coins == top]
            for p in rich:
                if gain(p, "most_coins"):
                    lines.append(Line.of("most_coins", seat=p, coins=top, rubies=fam[p].rubies))
        else:
            lines.append(Line.of("no_coins"))
        most = max(fam[p].bandits for p in order)
        if most > 0:
            masked = [p for p in order if fam[p].bandits == most]
            for p in masked:
                f = fam[p]
                lines.append(Line.of("most_bandits", seat=p, bandits=most))
                loss = lose_rubies(f.rubies, f.heirloom, 1, heirloom_value=heirloom_value,
                                   reserve=reserve)  # fmt: skip
                if reserve is not None:
                    reserve += loss.paid - (loss.sold or 0)
                if loss.sold is not None:
                    lines.append(Line.of("sell", seat=p, value=loss.sold))
                if loss.eliminated:
                    # §5.3: out of play at once; its Portrait and Bandits leave.
                    fam[p] = Family(loss.rubies, f.coins, 0, 0, loss.heirloom)
                    out.append(p)
                    lines.append(Line.of("eliminated", seat=p))
                else:
                    fam[p] = Family(loss.rubies, f.coins, f.bandits, f.space, loss.heirloom)
                    lines.append(Line.of("rubies_left", seat=p, rubies=loss.rubies))
        else:
            lines.append(Line.of("no_bandits"))
    points, ranks, winners = standings(fam, out, heirloom_value)
    for p, f in enumerate(fam):
        if f.in_play:
            worth = heirloom_value if f.heirloom else 0
            lines.append(Line.of("score", seat=p, rubies=f.rubies, heirloom=worth,
                                 total=points[p]))  # fmt: skip
        else:
            lines.append(Line.of("score_out", seat=p))
    if winners:
        best = points[winners[0]]
        tied = [p for p in range(len(fam)) if fam[p].in_play and points[p] == best]
        if len(tied) > 1:
            lines.append(Line.of("tie", total=best, n=len(tied)))
            for p in sorted(tied, key=lambda q: -fam[q].space):
                lines.append(Line.of("tie_break", seat=p, space=fam[p].space))
        lines.append(Line.of("winner", seat=winners[0], total=best))
    else:
        lines.append(Line.of("no_winner"))
    return Outcome(tuple(fam), tuple(out), points, ranks, winners, first, tuple(rich), top,
                   tuple(masked), most, tuple(lines))  # fmt: skip


class ImpossibleEndError(ValueError):
    """A final position no game can reach: ``code`` names the problem, ``facts`` its
    data (``seat`` a seat).

    Codes: ``unknown_seat`` (``n``: not one of the ``expected`` seats), ``negative``
    (``seat``, ``what``: ``rubies``, ``coins`` or ``bandits``, ``n``), ``space_range``
    (``seat``, ``space``, ``size``), ``space_twice`` (``seat``, ``other``, ``space``),
    ``out_in_gallery`` (``seat``: eliminated, yet on a space), ``no_space`` (``seat``: in
    play, with no space), ``out_twice`` (``seat``), ``box`` (``what``, ``n``, ``max``:
    more than a counted reserve holds).
    """

    def __init__(self, code: str, **facts: Arg) -> None:
        super().__init__(" ".join([code, *(f"{k}={v}" for k, v in facts.items())]))
        self.code = code
        self.facts: dict[str, Arg] = facts


def check_end(
    families: Sequence[Family],
    eliminated: Sequence[int],
    *,
    gallery_size: int,
    box: tuple[int, int, int] | None = None,
) -> None:
    """Whether a final position can happen (§2.1, §3, §5.3, §5.4).

    Counts are never negative; each Portrait in play stands on its own space of the
    Gallery (1 … ``gallery_size``), an eliminated family's Portrait on none (§5.3: it
    left the Gallery); a family is eliminated once; under a counted reserve, the
    families hold at most the box's Rubies, Coins and Bandits (§2.1; an eliminated
    family's tokens are not counted: it holds no Ruby or Bandit, §5.3).

    Args:
        families: per seat, the position.
        eliminated: the eliminated seats, earliest first.
        gallery_size: the Gallery's spaces.
        box: the box's (Rubies, Coins, Bandits) under ``reserve = counted``; ``None``
            when the reserve is unlimited.

    Raises:
        ImpossibleEndError: the first problem, seats in order.
    """
    out = set()
    for p in eliminated:
        if not 0 <= p < len(families):
            raise ImpossibleEndError("unknown_seat", n=p, expected=len(families))
        if p in out:
            raise ImpossibleEndError("out_twice", seat=p)
        out.add(p)
    taken: dict[int, int] = {}
    for p, f in enumerate(families):
        if p in out:
            if f.space:
                raise ImpossibleEndError("out_in_gallery", seat=p)
            continue
        for what, n in (("rubies", f.rubies), ("coins", f.coins), ("bandits", f.bandits)):
            if n < 0:
                raise ImpossibleEndError("negative", seat=p, what=what, n=n)
        if not f.space:
            raise ImpossibleEndError("no_space", seat=p)
        if not 1 <= f.space <= gallery_size:
            raise ImpossibleEndError("space_range", seat=p, space=f.space, size=gallery_size)
        if f.space in taken:
            raise ImpossibleEndError("space_twice", seat=p, other=taken[f.space], space=f.space)
        taken[f.space] = p
    if box is not None:
        held = [f for p, f in enumerate(families) if p not in out]
        for what, n, most in (
            ("rubies", sum(f.rubies for f in held), box[0]),
            ("coins", sum(f.coins for f in held), box[1]),
            ("bandits", sum(f.bandits for f in held), box[2]),
        ):
            if n > most:
                raise ImpossibleEndError("box", what=what, n=n, max=most)
