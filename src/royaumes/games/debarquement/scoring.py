"""The scoring of Débarquement, as pure functions: facts in, points out.

What a captured boat is worth (:func:`score_boat`), a player's deal score from his
captured boats (:func:`score_deal`), what the end of a deal decides (:func:`end_of_deal`:
who is out, whether the game is over) and the game's outcome (:func:`outcome`: the final
totals, the ranks and the winners with the rules' tie-break). Each explained function
returns its steps as :class:`Line` data (a kind and its arguments, no text): the game's
state scores with these functions, and so does the score sheet
(:mod:`royaumes.sheets.debarquement`) from what people enter, so every rule is written
here once. :func:`check_deal` says whether a deal's captures can happen at all (a card
entered twice, a boat no placement makes...).

The quick forms (:func:`boat_value`, :func:`is_mono`, :func:`deal_score`) compute the
same numbers without their explanation, for the state's playouts and the bots; they
share their rules with the explained forms (:func:`_value`, :func:`_mono_colour`).

Rules source: ``shared/rules/deux_rois.md`` §3 (§ numbers below refer to it): §3.1
colour classes, §3.2 deal length, §3.3-§3.5 which boat a card goes to and what a capture
takes, §3.6 end of a deal and of the game, §3.7 scoring a deal, §3.12 options. Standard
library only (plus the card table :mod:`royaumes.games.deux_rois.characters`).

Decisions where the spec leaves a choice (as the engine always played them; the first
is in ``rules_en.md`` too):

- Under ``mono_scope=game`` and the threshold rules, a player whose un-negated total
  reached the threshold loses even when the final negation makes his total the lowest:
  winners are the lowest of those who stayed below (all players, if nobody did).
- Under ``end_rule=elimination`` the players still in rank first, then the eliminated
  ones, the later out before the earlier; the total, then the tie-break, order each
  group (§3.6: "if the last players are all eliminated in the same deal, the lowest of
  them wins").
- A haul whose non-ignored cards are only the bi-colour 9 and 22 is single-colour; its
  colour is named red (every card carries red).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from royaumes.errors import ConfigError
from royaumes.games.deux_rois.characters import characters
from royaumes.scoring import Arg, ScoreLine

__all__ = [
    "BLUE_ONLY",
    "BOAT_CAPACITY",
    "GREEN",
    "GREY",
    "NUM_CARDS",
    "ORANGE",
    "RED_ONLY",
    "BoatScore",
    "DealEnd",
    "DealScore",
    "ImpossibleDealError",
    "Line",
    "Outcome",
    "ScoreOptions",
    "boat_value",
    "card_colours",
    "check_deal",
    "deal_score",
    "end_of_deal",
    "is_mono",
    "max_turns",
    "mono_colour",
    "outcome",
    "score_boat",
    "score_deal",
    "tens",
    "threshold_reached",
]

NUM_CARDS: Final = 50
"""The deck: cards 1 to 50, all of them in every deal (§3.1, §3.2)."""
BOAT_CAPACITY: Final = 5
"""Visible cards that complete a boat (§3.5)."""
_HAND_SIZE: Final = 6


def _by_colour(colour: str) -> frozenset[int]:
    return frozenset(c.number for c in characters() if c.colour == colour)


GREY: Final = _by_colour("grey")
"""Grey cards (§3.1): worth 0, ignored by the single-colour test."""
ORANGE: Final = _by_colour("orange")
"""Orange cards (§3.1): a boat holding one is worth 0."""
GREEN: Final = _by_colour("green")
"""Green cards (§3.1): a boat holding one is doubled."""
RED_ONLY: Final = _by_colour("red")
"""Red cards (§3.1), which go to the Norman boat."""
BLUE_ONLY: Final = _by_colour("blue")
"""Blue cards (§3.1), which go to the English boat."""


def _mask(cards: frozenset[int] | Sequence[int]) -> int:
    """The bit set of ``cards`` (bit c for card c)."""
    out = 0
    for c in cards:
        out |= 1 << c
    return out


_GREY_MASK: Final = _mask(GREY)
_ORANGE_MASK: Final = _mask(ORANGE)
_GREEN_MASK: Final = _mask(GREEN)
_RED_MASK: Final = _mask([c.number for c in characters() if "red" in c.colours])
_BLUE_MASK: Final = _mask([c.number for c in characters() if "blue" in c.colours])
_TENS: Final = tuple(0 if c in GREY else c // 10 for c in range(NUM_CARDS + 1))


# ---------------------------------------------------------------------------
# Options and explanation lines


_CHOICES: Final[Mapping[str, tuple[str, ...]]] = {
    "end_rule": ("threshold_after_deal", "threshold_after_capture", "elimination"),
    "draw_rule": ("all_or_nothing", "seat_order"),
    "green_mode": ("once", "per_card"),
    "mono_scope": ("deal", "game"),
    "mono_ignore": ("grey", "grey_orange_green"),
    "tie_rule": ("shared", "fewer_captured_boats"),
}


@dataclass(frozen=True, slots=True)
class ScoreOptions:
    """The options scoring reads (§3.12), DEFAULT first.

    Attributes:
        threshold: the total that ends the game (§3.6), ≥ 1.
        end_rule: ``threshold_after_deal``, ``threshold_after_capture`` or
            ``elimination`` (§3.6).
        max_deals: the deal limit (§3.6), ≥ 1.
        draw_rule: ``all_or_nothing`` or ``seat_order`` (§3.3): how many cards a deal
            plays, for :func:`check_deal` only.
        green_mode: ``once`` or ``per_card`` (§3.7).
        mono_scope: ``deal`` or ``game`` (§3.7).
        mono_ignore: ``grey`` or ``grey_orange_green`` (§3.7).
        tie_rule: ``shared`` or ``fewer_captured_boats`` (§3.6).

    Raises:
        ConfigError: a value outside those listed.
    """

    threshold: int = 66
    end_rule: str = "threshold_after_deal"
    max_deals: int = 40
    draw_rule: str = "all_or_nothing"
    green_mode: str = "once"
    mono_scope: str = "deal"
    mono_ignore: str = "grey"
    tie_rule: str = "shared"

    def __post_init__(self) -> None:
        for key in ("threshold", "max_deals"):
            value = getattr(self, key)
            if type(value) is not int or value < 1:
                raise ConfigError(f"option {key}: {value!r} is not a positive integer")
        for key, allowed in _CHOICES.items():
            value = getattr(self, key)
            if value not in allowed:
                raise ConfigError(f"option {key}: {value!r} is not one of {allowed!r}")

    @classmethod
    def of(cls, options: Mapping[str, object]) -> ScoreOptions:
        """The scoring options among a table's options (the others ignored; a missing
        key takes its DEFAULT).

        >>> ScoreOptions.of({"threshold": 30, "first_seat": 2}).threshold
        30

        Raises:
            ConfigError: a value outside those listed.
        """
        names = cls.__dataclass_fields__
        return cls(**{k: v for k, v in options.items() if k in names})  # type: ignore[arg-type]

    @property
    def negate_deals(self) -> bool:
        """Whether a single-colour deal score is negated at once (``mono_scope=deal``)."""
        return self.mono_scope == "deal"


class Line(ScoreLine):
    """One step of an explanation, as data: its ``kind`` and its arguments (``seat``
    always names a seat, 0 … P−1). ``str()`` is a canonical English form
    (``boat seat=0 n=1 ...``) for logs and tests.

    Kinds: ``boat`` (``n`` its number in the haul, ``cards``, ``sum``, ``base``),
    ``boat_orange`` (``cards``), ``boat_green`` (``cards``, ``factor``, ``value``),
    ``no_capture``, ``deal_total`` (``total``), ``single_colour`` (``colour``,
    ``ignore``, ``score``), ``mixed`` (``score``), ``mono_later`` (``score``: the test
    waits for the end under ``mono_scope=game``); ``reached`` (``total``,
    ``threshold``), ``eliminated`` (``total``, ``threshold``), ``deal_limit``
    (``deals``), ``last_standing`` (``left``); ``game_single_colour`` (``colour``,
    ``before``, ``after``), ``loses`` (``total``, ``threshold``), ``out`` (``deal``),
    ``lowest`` (``total``, ``tied``), ``tie_boats`` (``boats``), ``fewest_boats``
    (``boats``), ``shared`` (``n``), ``winner`` (``total``).
    """

    __slots__ = ()


# ---------------------------------------------------------------------------
# Cards and boats (§3.1, §3.7)


def tens(card: int) -> int:
    """A card's points: its tens digit, 0 for grey cards (§3.7). ``tens(27) == 2``."""
    return _TENS[card]


def card_colours(card: int) -> frozenset[str]:
    """The team colours a card carries (§3.1): {red}, {blue}, both (9, 22), or none."""
    return characters()[card - 1].colours


def _value(base: int, orange: bool, greens: int, green_mode: str) -> int:
    """§3.7: an orange card makes the boat 0 (orange overrides green); a green card
    doubles it once (``green_mode="per_card"``: once per green card)."""
    if orange:
        return 0
    if not greens:
        return base
    return base * (2 if green_mode == "once" else 2**greens)


def boat_value(cards: Sequence[int], green_mode: str = "once") -> int:
    """A captured boat's value (§3.7): the tens digits of all its cards (covered
    included); any orange card makes it 0; a green card doubles it once
    (``green_mode="per_card"``: once per green card). :func:`score_boat` explains it.

    >>> boat_value([35, 38, 40, 42, 46])
    36
    >>> boat_value([26, 31, 33, 37, 45])
    0
    """
    mask = _mask(cards)
    base = sum([_TENS[c] for c in cards])
    return _value(base, bool(mask & _ORANGE_MASK), (mask & _GREEN_MASK).bit_count(), green_mode)


def mono_colour(cards: Sequence[int], ignore: str = "grey") -> str | None:
    """The single-colour test (§3.7): ``"red"`` when every card but the ignored ones
    (grey; ``ignore="grey_orange_green"``: also orange and green) carries red,
    ``"blue"`` when every one carries blue, else ``None`` (also when no card is left).

    >>> mono_colour([3, 19, 44, 22]), mono_colour([2, 6, 10]), mono_colour([3, 35])
    ('red', 'blue', None)
    """
    skip = _GREY_MASK if ignore == "grey" else _GREY_MASK | _ORANGE_MASK | _GREEN_MASK
    mask = _mask(cards) & ~skip
    if not mask:
        return None
    if not mask & ~_RED_MASK:
        return "red"
    if not mask & ~_BLUE_MASK:
        return "blue"
    return None


def is_mono(cards: Sequence[int], ignore: str = "grey") -> bool:
    """Whether ``cards`` pass the single-colour test (:func:`mono_colour`, §3.7)."""
    return mono_colour(cards, ignore) is not None


def deal_score(
    captured: Sequence[Sequence[int]], *, green_mode: str = "once", mono_ignore: str = "grey",
    negate: bool = True,
) -> int:  # fmt: skip
    """A player's deal score from his captured boats (§3.7): the boats' values,
    negated when the whole haul is single-colour (``negate=False``: never, as
    under ``mono_scope=game``). :func:`score_deal` explains it.

    >>> deal_score([[3, 19, 27, 33, 41, 44, 47]])
    -14
    """
    total = sum(boat_value(b, green_mode) for b in captured)
    if negate and is_mono([c for b in captured for c in b], mono_ignore):
        return -total
    return total


@dataclass(frozen=True, slots=True)
class BoatScore:
    """A captured boat's value, explained (§3.7).

    Attributes:
        cards: its cards, ascending (covered ones included).
        base: the sum of their tens digits (grey cards 0).
        orange: its orange cards (any makes the boat 0).
        green: its green cards (doubling it).
        value: what it is worth.
    """

    cards: tuple[int, ...]
    base: int
    orange: tuple[int, ...]
    green: tuple[int, ...]
    value: int

    def lines(self, seat: int, n: int, green_mode: str) -> tuple[Line, ...]:
        """The boat's steps, as the ``n``-th boat (from 1) of ``seat``'s haul."""
        out = [
            Line.of(
                "boat", seat=seat, n=n, cards=" ".join(map(str, self.cards)),
                sum="+".join(str(_TENS[c]) for c in self.cards), base=self.base,
            )
        ]  # fmt: skip
        if self.orange:
            out.append(Line.of("boat_orange", seat=seat, n=n, cards=_text(self.orange)))
        elif self.green:
            factor = 2 if green_mode == "once" else 2 ** len(self.green)
            out.append(Line.of("boat_green", seat=seat, n=n, cards=_text(self.green),
                               factor=factor, value=self.value))  # fmt: skip
        return tuple(out)


def score_boat(cards: Sequence[int], green_mode: str = "once") -> BoatScore:
    """A captured boat's value with its parts (§3.7); see :func:`boat_value`.

    >>> score_boat([35, 38, 40, 42, 46]).value
    36
    """
    ordered = tuple(sorted(cards))
    base = sum([_TENS[c] for c in ordered])
    orange = tuple(c for c in ordered if c in ORANGE)
    green = tuple(c for c in ordered if c in GREEN)
    return BoatScore(
        ordered, base, orange, green, _value(base, bool(orange), len(green), green_mode)
    )


@dataclass(frozen=True, slots=True)
class DealScore:
    """A player's deal score, explained (§3.7).

    Attributes:
        boats: each captured boat's value, in the order given.
        total: the boats' values added.
        mono: the haul's single colour (``"red"``/``"blue"``), or ``None``; under
            ``mono_scope=game`` always ``None`` (the test is made at the end).
        score: the deal score: ``total``, negated when ``mono``.
        lines: the steps, in the rules' order.
    """

    boats: tuple[BoatScore, ...]
    total: int
    mono: str | None
    score: int
    lines: tuple[Line, ...]


def score_deal(seat: int, captured: Sequence[Sequence[int]], opts: ScoreOptions) -> DealScore:
    """``seat``'s deal score from his captured boats this deal (§3.7): each boat's
    value, added, negated when every non-ignored card carries one colour
    (``mono_scope=deal``; under ``game`` the test waits for the end, :func:`outcome`).

    >>> score_deal(2, [[3, 19, 27, 33, 41, 44, 47]], ScoreOptions()).score
    -14
    """
    boats = tuple(score_boat(b, opts.green_mode) for b in captured)
    total = sum(b.value for b in boats)
    lines: list[Line] = []
    for n, boat in enumerate(boats, 1):
        lines.extend(boat.lines(seat, n, opts.green_mode))
    if not boats:
        return DealScore((), 0, None, 0, (Line.of("no_capture", seat=seat),))
    lines.append(Line.of("deal_total", seat=seat, total=total))
    if not opts.negate_deals:
        lines.append(Line.of("mono_later", seat=seat, score=total))
        return DealScore(boats, total, None, total, tuple(lines))
    mono = mono_colour([c for b in captured for c in b], opts.mono_ignore)
    score = -total if mono else total
    if mono:
        lines.append(
            Line.of("single_colour", seat=seat, colour=mono, ignore=opts.mono_ignore, score=score)
        )
    else:
        lines.append(Line.of("mixed", seat=seat, score=score))
    return DealScore(boats, total, mono, score, tuple(lines))


# ---------------------------------------------------------------------------
# What a deal can capture (§3.2-§3.5)


class ImpossibleDealError(ValueError):
    """Captures no deal can produce: ``code`` names the problem, ``facts`` its data
    (``seat`` a seat, ``boat`` a boat's number in the seat's haul from 1, ``card`` a
    card).

    Codes: ``card_unknown`` (``seat``, ``card``), ``card_twice`` (``seat``, ``card``,
    ``other``: the seat that has it too, maybe the same), ``out_captures`` (``seat``),
    ``boat_small`` (``seat``, ``boat``, ``n``, ``min``), ``boat_mixed`` (``seat``,
    ``boat``, ``red``, ``blue``: a red and a blue card), ``boats_many`` (``seat``, ``n``,
    ``max``), ``cards_many`` (``n``, ``max``), ``people`` (``n``, ``expected``).
    """

    def __init__(self, code: str, **facts: Arg) -> None:
        super().__init__(" ".join([code, *(f"{k}={v}" for k, v in facts.items())]))
        self.code = code
        self.facts: dict[str, Arg] = facts


def max_turns(players: int, draw_rule: str = "all_or_nothing") -> int:
    """The most cards a player plays in a deal of ``players`` players (§3.2, §3.3 step
    4): ⌊50/P⌋ under ``all_or_nothing`` (everyone the same), ⌈50/P⌉ under
    ``seat_order`` (the first players draw the pile's last cards).

    >>> max_turns(3), max_turns(3, "seat_order"), max_turns(8)
    (16, 17, 6)
    """
    if draw_rule == "all_or_nothing":
        return NUM_CARDS // players
    return -(-NUM_CARDS // players)


def check_deal(
    captured: Sequence[Sequence[Sequence[int]]], playing: Sequence[bool], opts: ScoreOptions
) -> None:
    """Whether one deal's captures, per seat, can happen (§3.2-§3.5).

    Every card is one of the 50 and is captured at most once; a seat out of the game
    (``end_rule=elimination``) plays no deal; a boat is captured at its 5th visible
    card, so it holds at least 5 cards, and never a red card with a blue one (red cards
    go to the Norman boat, blue ones to the English boat, §3.3); a player places one
    card a turn, so he captures at most one boat a turn (§3.13 case 3); and no more
    cards are captured than the deal plays (§3.2: ⌊50/P⌋ turns of P cards under
    ``all_or_nothing``, all 50 under ``seat_order``). Placement can make any such boat
    (cards placed highest first pile up on one stack, then four rising cards open four
    stacks), so nothing else is checked.

    Args:
        captured: per seat, the boats captured this deal, each its cards.
        playing: per seat, whether he plays this deal (not eliminated).
        opts: the options.

    Raises:
        ImpossibleDealError: the first problem, seats in order.
    """
    if len(captured) != len(playing):
        raise ImpossibleDealError("people", n=len(captured), expected=len(playing))
    seen: dict[int, int] = {}
    for seat, boats in enumerate(captured):
        for boat in boats:
            for card in boat:
                if not 1 <= card <= NUM_CARDS:
                    raise ImpossibleDealError("card_unknown", seat=seat, card=card)
                if card in seen:
                    raise ImpossibleDealError("card_twice", seat=seat, card=card, other=seen[card])
                seen[card] = seat
    players = sum(1 for p in playing if p)
    turns = max_turns(max(players, 1), opts.draw_rule)
    for seat, boats in enumerate(captured):
        if boats and not playing[seat]:
            raise ImpossibleDealError("out_captures", seat=seat)
        for n, boat in enumerate(boats, 1):
            if len(boat) < BOAT_CAPACITY:
                raise ImpossibleDealError(
                    "boat_small", seat=seat, boat=n, n=len(boat), min=BOAT_CAPACITY
                )
            red = [c for c in boat if c in RED_ONLY]
            blue = [c for c in boat if c in BLUE_ONLY]
            if red and blue:
                raise ImpossibleDealError(
                    "boat_mixed", seat=seat, boat=n, red=min(red), blue=min(blue)
                )
        if len(boats) > turns:
            raise ImpossibleDealError("boats_many", seat=seat, n=len(boats), max=turns)
    played = players * turns if opts.draw_rule == "all_or_nothing" else NUM_CARDS
    if len(seen) > played:
        raise ImpossibleDealError("cards_many", n=len(seen), max=played)


# ---------------------------------------------------------------------------
# The end of a deal and of the game (§3.6)


def threshold_reached(totals: Sequence[int], opts: ScoreOptions) -> tuple[int, ...]:
    """The seats whose total is at or above the threshold (§3.6), ascending. Under
    ``mono_scope=game`` the totals are the un-negated ones."""
    return tuple(p for p, t in enumerate(totals) if t >= opts.threshold)


@dataclass(frozen=True, slots=True)
class DealEnd:
    """What the end of a deal decides (§3.6).

    Attributes:
        eliminated: per seat, the deal he was eliminated after, 0 while he plays
            (``end_rule=elimination``; else unchanged).
        out_now: the seats eliminated after this deal, ascending.
        over: the game ends.
        lines: the steps.
    """

    eliminated: tuple[int, ...]
    out_now: tuple[int, ...]
    over: bool
    lines: tuple[Line, ...]


def end_of_deal(
    totals: Sequence[int], eliminated: Sequence[int], deal: int, opts: ScoreOptions
) -> DealEnd:
    """The end of deal ``deal`` (from 1) with these cumulative totals (§3.6).

    Threshold rules: the game ends when a total is at or above the threshold (under
    ``threshold_after_capture`` it may end earlier, at a capture:
    :func:`threshold_reached` on the provisional totals). ``elimination``: the players
    still in at or above it are out; the game ends when at most one is left. Any rule:
    the game ends after deal ``max_deals``.

    >>> end_of_deal([45, 45, 68], [0, 0, 0], 2, ScoreOptions()).over
    True

    Args:
        totals: per seat, the cumulative total after this deal (un-negated under
            ``mono_scope=game``).
        eliminated: per seat, the deal he was eliminated after, 0 if still in.
        deal: this deal's number, from 1.
        opts: the options.
    """
    lines: list[Line] = []
    out = list(eliminated)
    out_now: list[int] = []
    if opts.end_rule == "elimination":
        for p in threshold_reached(totals, opts):
            if not out[p]:
                out[p] = deal
                out_now.append(p)
                lines.append(Line.of("eliminated", seat=p, total=totals[p],
                                     threshold=opts.threshold))  # fmt: skip
        left = [p for p in range(len(totals)) if not out[p]]
        over = len(left) <= 1
        if over:
            lines.append(Line.of("last_standing", left=len(left)))
    else:
        reached = threshold_reached(totals, opts)
        for p in reached:
            lines.append(Line.of("reached", seat=p, total=totals[p], threshold=opts.threshold))
        over = bool(reached)
    if not over and deal >= opts.max_deals:
        over = True
        lines.append(Line.of("deal_limit", deals=deal))
    return DealEnd(tuple(out), tuple(out_now), over, tuple(lines))


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game (§3.6).

    Attributes:
        points: per seat, the final total (under ``mono_scope=game`` negated for a
            single-colour player).
        ranks: per seat, 1-based, ties sharing a rank.
        winners: the seats ranked 1, ascending.
        single_colour: the seats whose total was negated at the end
            (``mono_scope=game``).
        lines: the steps, in the rules' order.
    """

    points: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    single_colour: tuple[int, ...]
    lines: tuple[Line, ...]


def outcome(
    totals: Sequence[int],
    opts: ScoreOptions,
    *,
    boats_captured: Sequence[int],
    eliminated: Sequence[int],
    captured: Sequence[Sequence[int]] = (),
) -> Outcome:
    """The game's result (§3.6) from the cumulative totals at its end.

    Under ``mono_scope=game`` the single-colour test is made on each player's captures
    of the whole game and negates his total (§3.7). Then: under the threshold rules a
    player whose (un-negated) total is at or above the threshold loses, and the lowest
    total among the others wins (everyone's, if nobody stayed below); under
    ``elimination`` the players still in come first (the last ones out, if all are
    out), the lowest total among them winning. Tied lowest players share the victory
    (``tie_rule=shared``) or the fewest captured boats over the game wins, a remaining
    tie being shared (``fewer_captured_boats``).

    >>> outcome([45, 45, 68], ScoreOptions(), boats_captured=[2, 1, 3],
    ...         eliminated=[0, 0, 0]).winners
    (0, 1)

    Args:
        totals: per seat, the cumulative total (un-negated under ``mono_scope=game``).
        opts: the options.
        boats_captured: per seat, the boats captured over the whole game.
        eliminated: per seat, the deal he was eliminated after, 0 if still in.
        captured: per seat, every card captured over the game (read under
            ``mono_scope=game`` only).
    """
    n = len(totals)
    lines: list[Line] = []
    final = list(totals)
    mono: list[int] = []
    if opts.mono_scope == "game":
        for p in range(n):
            colour = mono_colour(captured[p], opts.mono_ignore) if captured else None
            if colour is not None:
                final[p] = -totals[p]
                mono.append(p)
                lines.append(Line.of("game_single_colour", seat=p, colour=colour,
                                     before=totals[p], after=final[p]))  # fmt: skip
    fewer = opts.tie_rule == "fewer_captured_boats"

    def key(p: int) -> tuple[int, int, int, int]:
        tie = boats_captured[p] if fewer else 0
        if opts.end_rule == "elimination":
            out = eliminated[p]
            return (1 if out else 0, -out, final[p], tie)
        return (1 if totals[p] >= opts.threshold else 0, 0, final[p], tie)

    keys = [key(p) for p in range(n)]
    ranks = tuple(1 + sum(1 for q in range(n) if keys[q] < keys[p]) for p in range(n))
    winners = tuple(p for p in range(n) if ranks[p] == 1)
    # The steps: who is set aside, then the lowest among the others, then the tie-break.
    if opts.end_rule == "elimination":
        for p in range(n):
            if eliminated[p]:
                lines.append(Line.of("out", seat=p, deal=eliminated[p]))
    else:
        for p in threshold_reached(totals, opts):
            lines.append(Line.of("loses", seat=p, total=totals[p], threshold=opts.threshold))
    best = keys[winners[0]][:3]
    contenders = [p for p in range(n) if keys[p][:3] == best]
    lines.append(Line.of("lowest", total=final[winners[0]], tied=len(contenders)))
    if len(contenders) > 1 and fewer:
        for p in contenders:
            lines.append(Line.of("tie_boats", seat=p, boats=boats_captured[p]))
        lines.append(Line.of("fewest_boats", boats=boats_captured[winners[0]]))
    if len(winners) > 1:
        lines.append(Line.of("shared", n=len(winners)))
    for p in winners:
        lines.append(Line.of("winner", seat=p, total=final[p]))
    return Outcome(tuple(final), ranks, winners, tuple(mono), tuple(lines))


def _text(cards: Sequence[int]) -> str:
    return " ".join(map(str, cards))
