"""The end of a Deux Rois pour un Royaume main-mode game, as pure functions.

Given every card in play after FINAL_REVEAL (number, holder, final room and
card-attached state, :class:`FinalCard`), the attackers' choices and the
end-of-game options (:class:`EndOptions`), :func:`score` runs RESOLUTION
(attacks, §2.11.2; victory check, §2.11.3) and SCORING (§2.11.4, §2.11.5) and
returns an :class:`Outcome`: the winning condition W, the attacks, each seat's
points, the winners (§2.11.1 "Result") and a step-by-step explanation in
canonical English lines. The smaller functions are public so that the state
machine can ask, for instance, who is to move in END_DECISIONS
(:func:`attack_qualifies`) and what a missing choice means
(:func:`default_decision`).

Rules source: ``shared/rules/deux_rois.md`` (§ numbers below refer to it):
§1.2, §2.2, §2.7.3, §2.10, §2.11, §5.1, §6, §7.1 and Appendix A. Standard
library only (plus the card table :mod:`royaumes.games.deux_rois.characters`
and :class:`royaumes.errors.ConfigError`).

Decisions where the spec is silent or leaves a choice (none is an option,
since the spec names no key for them):

- Cards 1 and 2 must be in play (§2.2: always in the standard deck, and
  ``custom_deck`` requires them); :func:`score` rejects a table without them.
  Every other card may be absent (a custom deck), and every rule about an
  absent card is ignored (§1.2 "In play").
- Passive end-of-game card effects are not objectives and do not depend on the
  holder's statuses: the Protection Divine (3) protects and the Chaman (12)
  cancels the protection, and the Thegn (18) adds 2 to the English strength,
  even when their cards are SUBJECT or CONVERTED (§2.7.3 voids objectives,
  §2.11.2 and §2.11.3 test rooms only). Their bonuses (+2, +5) need a live
  objective (§2.11.4).
- FRANCE counts the cards with SUBJECT that are neither CONVERTED nor card 35
  or 36 (§2.11.3: "the King, Chancellor and converts are not counted"); a
  card with both SUBJECT and CONVERTED cannot arise in play (accepting a
  blessing removes SUBJECT, §2.10 card 26) and would count as a convert.
- Team points go to the cards whose allegiance (§2.7.3) is the winning side:
  NORMAN for HOME and MAJORITY; ENGLISH for RETAINED, ASSASSINATION and
  ENGLISH_DEFAULT; FRANCE for FRANCE; PAPACY for PEACE. So a SUBJECT card
  scores only under FRANCE and a CONVERTED card only under PEACE, whatever
  its colour (§6 cases 1 and 2), and the Espion (9) and the other neutrals
  score no team points unless a status gave them an allegiance.
- The diplomats' treaty (41/42) is complete when both cards are in play, both
  carry TREATY_INITIATED and both carry RATIFIED (§2.10 cards 41/42). Its +6
  replaces team points for each diplomat whose objective is live, and, being
  an individual objective, still counts under ``fallback=none`` (§2.11.3).
- Under ``fallback=none`` with no condition holding, ``winners`` is empty, as
  §2.11.1 says, even when a diplomat scored the treaty's +6.
- A card's ``banked`` points are counted for any card, though only 9, 10 and
  44 may carry them (:class:`FinalCard` rejects others), and the Faussaire's
  −5 goes to whoever holds 21 at the end, statuses notwithstanding (§2.7.3).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, TypeAlias

from royaumes.errors import ConfigError
from royaumes.games.deux_rois.characters import characters
from royaumes.games.deux_rois.events import TABLE_KINDS

__all__ = [
    "BANDS",
    "BAND_ORDER",
    "CONDITIONS",
    "ROOMS",
    "SIDES",
    "STATUSES",
    "Attack",
    "EndOptions",
    "FinalCard",
    "Line",
    "Outcome",
    "Part",
    "Reason",
    "Room",
    "allegiance",
    "attack_qualifies",
    "band",
    "decisive_room",
    "default_decision",
    "objective_live",
    "ranks",
    "resolve_attacks",
    "score",
    "treaty_complete",
    "winning_condition",
]

Room = str
"""A room: ``"N"`` (La Normandie) or ``"E"`` (L'Angleterre), §1.2."""

ROOMS: Final = ("N", "E")
"""The two rooms."""

STATUSES: Final = frozenset(
    {
        "SUBJECT",
        "CONFIRMED",
        "CONVERTED",
        "ARMED",
        "NEUTRALISED",
        "TREATY_INITIATED",
        "RATIFIED",
    }
)
"""The card statuses that can reach the end of the game (§2.7.1)."""

CONDITIONS: Final = (
    "PEACE",
    "FRANCE",
    "ASSASSINATION",
    "RETAINED",
    "MAJORITY",
    "HOME",
    "ENGLISH_DEFAULT",
    "NONE",
)
"""Every value of W (§2.11.3), NONE being ``fallback=none``'s "no winner"."""

BANDS: Final = ("6-15", "16-25", "26-34", "35-50")
"""The player-count bands of §2.11.3."""

BAND_ORDER: Final[Mapping[str, tuple[str, ...]]] = {
    "6-15": ("ASSASSINATION", "HOME"),
    "16-25": ("ASSASSINATION", "RETAINED", "MAJORITY", "HOME"),
    "26-34": ("PEACE", "ASSASSINATION", "RETAINED", "MAJORITY", "HOME"),
    "35-50": ("PEACE", "FRANCE", "ASSASSINATION", "RETAINED", "MAJORITY", "HOME"),
}
"""Per band, the conditions checked in order; the first that holds is W (§2.11.3)."""

SIDES: Final[Mapping[str, str]] = {
    "HOME": "NORMAN",
    "MAJORITY": "NORMAN",
    "RETAINED": "ENGLISH",
    "ASSASSINATION": "ENGLISH",
    "ENGLISH_DEFAULT": "ENGLISH",
    "FRANCE": "FRANCE",
    "PEACE": "PAPACY",
}
"""The allegiance that scores team points under each W (§2.11.4)."""

_COLOURED: Final = frozenset({9, 22})  # cards with a colour setting (§1.2)
_BANKING: Final = frozenset({9, 10, 44})  # cards with banked points (§1.2)
_PLEDGES: Final = frozenset({1, 2, 35})  # the Capitaine's principals (§2.10 card 50)
_ATTACKERS: Final = (5, 46)
_PRINTED_SIDE: Final[Mapping[str, str]] = {
    "red": "NORMAN",
    "blue": "ENGLISH",
    "green": "FRANCE",
    "orange": "PAPACY",
}
_PLEDGE_SIDE: Final[Mapping[int, str]] = {1: "NORMAN", 2: "ENGLISH", 35: "FRANCE"}


@dataclass(frozen=True, slots=True)
class FinalCard:
    """One card in play at the end of the game, after FINAL_REVEAL (§2.11.1).

    Attributes:
        number: the card, 1 to 50.
        seat: its holder at the end (0 … N−1).
        room: the holder's final room, ``"N"`` or ``"E"``.
        statuses: any of :data:`STATUSES` (they live on the card, §2.7.1).
        colour: card 22: its current colour, ``"red"`` or ``"blue"`` (required);
            card 9: the Espion's claim, ``"red"``, ``"blue"`` or None (unused
            by scoring); None on every other card.
        pledge: card 50 only: 1, 2 or 35 once pledged, else None.
        banked: banked points, finite and ≥ 0; non-zero only on 9, 10 and 44.
        visits: card 43's arrivals counted in N and in E (§2.3 step 4,
            §2.9.3); (0, 0) on every other card.

    Raises:
        ValueError: any field out of the ranges above.
    """

    number: int
    seat: int
    room: Room
    statuses: frozenset[str] = frozenset()
    colour: str | None = None
    pledge: int | None = None
    banked: float = 0.0
    visits: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        n = self.number
        if not 1 <= n <= 50:
            raise ValueError(f"card number {n!r} is not 1 to 50")
        if self.seat < 0:
            raise ValueError(f"card {n}: seat {self.seat!r} is negative")
        if self.room not in ROOMS:
            raise ValueError(f"card {n}: room {self.room!r} is not 'N' or 'E'")
        unknown = set(self.statuses) - STATUSES
        if unknown:
            raise ValueError(f"card {n}: unknown statuses {sorted(unknown)!r}")
        if n == 22 and self.colour not in ("red", "blue"):
            raise ValueError(f"card 22: colour {self.colour!r} is not 'red' or 'blue'")
        if n == 9 and self.colour not in (None, "red", "blue"):
            raise ValueError(f"card 9: claim {self.colour!r} is not 'red', 'blue' or None")
        if n not in _COLOURED and self.colour is not None:
            raise ValueError(f"card {n}: only cards 9 and 22 carry a colour")
        if self.pledge is not None and (n != 50 or self.pledge not in _PLEDGES):
            raise ValueError(f"card {n}: pledge {self.pledge!r} (only card 50, to 1, 2 or 35)")
        if not math.isfinite(self.banked) or self.banked < 0:
            raise ValueError(f"card {n}: banked {self.banked!r} is not finite and >= 0")
        if self.banked and n not in _BANKING:
            raise ValueError(f"card {n}: only cards 9, 10 and 44 bank points")
        if len(self.visits) != 2 or any(v < 0 for v in self.visits):
            raise ValueError(f"card {n}: visits {self.visits!r} is not two counts >= 0")
        if n != 43 and self.visits != (0, 0):
            raise ValueError(f"card {n}: only card 43 counts visits")


@dataclass(frozen=True, slots=True)
class EndOptions:
    """The end-of-game keys of Appendix A (§2.11.2–§2.11.4), DEFAULT first.

    Attributes:
        fallback: ``"english"`` (ENGLISH_DEFAULT when nothing holds) or ``"none"``.
        majority_requires_guillaume_in_E: MAJORITY needs Guillaume in Angleterre.
        majority_requires_harold: MAJORITY also needs Harold in Angleterre.
        majority_measure: ``"normans_vs_english"`` or ``"more_than_half_of_room"``.
        berserker_count: ``"allegiance"`` or ``"printed_colour"``.
        killer_points: ``"to_killer"`` or ``"fixed_by_card"``.
        peace_requires_alive: PEACE also needs Guillaume alive.
        follower_points: ``"band_table"`` (6 in 26–34, 5 in 35–50) or
            ``"five_everywhere"``.

    Raises:
        ConfigError: a value that is not one of those listed (Appendix A).
    """

    fallback: str = "english"
    majority_requires_guillaume_in_E: bool = True  # noqa: N815 (the spec's key)
    majority_requires_harold: bool = False
    majority_measure: str = "normans_vs_english"
    berserker_count: str = "allegiance"
    killer_points: str = "to_killer"
    peace_requires_alive: bool = False
    follower_points: str = "band_table"

    def __post_init__(self) -> None:
        choices: dict[str, tuple[object, ...]] = {
            "fallback": ("english", "none"),
            "majority_requires_guillaume_in_E": (True, False),
            "majority_requires_harold": (True, False),
            "majority_measure": ("normans_vs_english", "more_than_half_of_room"),
            "berserker_count": ("allegiance", "printed_colour"),
            "killer_points": ("to_killer", "fixed_by_card"),
            "peace_requires_alive": (True, False),
            "follower_points": ("band_table", "five_everywhere"),
        }
        for key, allowed in choices.items():
            value = getattr(self, key)
            if type(value) is not type(allowed[0]) or value not in allowed:
                raise ConfigError(f"option {key}: {value!r} is not one of {allowed!r}")


@dataclass(frozen=True, slots=True)
class Attack:
    """The result of the end-of-game attacks (§2.11.2).

    Attributes:
        attempt: an attack was made (by 5 or 46), whatever its outcome.
        killed: Guillaume was killed.
        killer: the card that killed (5 or 46), or None.
    """

    attempt: bool
    killed: bool
    killer: int | None


_KINDS: Final = {kind.name: kind for kind in TABLE_KINDS}


# A card a team reason names is the scoring card's own ("team, harold").
_AS: Final = {1: "guillaume", 2: "harold", 5: "assassin", 6: "armurier", 16: "geolier",
              25: "moine", 26: "pape", 35: "roi de france", 36: "chancelier"}  # fmt: skip
_WORDS: Final = {
    "in_guillaume_s_room": "in guillaume's room",
    "attempt_with_3_in_guillaume_s_room": "attempt with 3 in guillaume's room",
    "decisive_room": "decisive room",
}


@dataclass(frozen=True, slots=True)
class Reason:
    """One word of a point line's reason: ``key`` (``team``, ``bonus``, ``killer``,
    ``banked``, ``faussaire``, ``treaty``, ``follower``, ``subject``, ``pilgrimage``...;
    ``as``, ``pledged`` and ``with`` name a ``card``). ``str()`` is scoring's English
    (``capitaine pledged to 1``)."""

    key: str
    card: int | None = None

    def __str__(self) -> str:
        if self.key == "as" and self.card is not None:
            return _AS[self.card]
        if self.key == "pledged":
            return f"capitaine pledged to {self.card}"
        if self.key == "with":
            return f"with {self.card}"
        return _WORDS.get(self.key, self.key)

    def to_json(self) -> dict[str, Any]:
        """``{"key": "as", "card": 2}`` (``card`` only when set)."""
        return {"key": self.key} if self.card is None else {"key": self.key, "card": self.card}


_TEAM: Final = Reason("team")
_BONUS: Final = Reason("bonus")
Part: TypeAlias = tuple[float, tuple[Reason, ...]]
"""A point line: the points and their reason."""


@dataclass(frozen=True, slots=True)
class Line:
    """One step of the explanation as data: its kind (:data:`.events.TABLE_KINDS`,
    ``check``, ``score_part``...) and the arguments its text writes; ``str()`` is its
    canonical English (``check HOME: yes``). ``facts``: what an end screen reads
    besides (``result`` of an attack line, ``shield`` of the protection, a point
    line's ``reasons``).
    """

    kind: str
    args: tuple[tuple[str, Any], ...] = ()
    facts: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, args: Mapping[str, Any] | None = None, **facts: Any) -> Line:
        """The line of ``kind`` with ``args`` (in the template's order) and ``facts``."""
        given = args or {}
        return cls(kind, tuple((n, given[n]) for n, _ in _KINDS[kind].fields),
                   tuple(facts.items()))  # fmt: skip

    def __str__(self) -> str:
        return _KINDS[self.kind].text(dict(self.args))

    def to_json(self) -> dict[str, Any]:
        """``{"kind": ..., argument: value, ..., fact: value, ...}``."""
        data: dict[str, Any] = {"kind": self.kind, **dict(self.args)}
        for name, value in self.facts:
            data[name] = [r.to_json() for r in value] if name == "reasons" else value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Line:
        """The line of :meth:`to_json` output."""
        kind = data["kind"]
        names = [n for n, _ in _KINDS[kind].fields]
        facts = tuple(
            (k, tuple(Reason(r["key"], r.get("card")) for r in v) if k == "reasons" else v)
            for k, v in data.items()
            if k != "kind" and k not in names
        )
        return cls(kind, tuple((n, data[n]) for n in names), facts)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The whole end of a game (§2.11.1 "Result").

    Attributes:
        condition: W, one of :data:`CONDITIONS`.
        attack: the attacks' result.
        points: each seat's points, seats 0 … N−1 (may be fractional or negative).
        winners: the seats that scored team points under W, plus the diplomats
            41/42 that scored the treaty's +6, ascending; empty under NONE.
        lines: the step-by-step explanation (canonical English): the attacks,
            each check made, W, then each seat's point lines and total.
        steps: the same steps as data (:class:`Line`), ``lines`` their texts.
    """

    condition: str
    attack: Attack
    points: tuple[float, ...]
    winners: tuple[int, ...]
    lines: tuple[str, ...]
    steps: tuple[Line, ...] = field(default=(), compare=False)


# ---------------------------------------------------------------- card facts


def allegiance(card: FinalCard) -> str:
    """The card's allegiance: NORMAN, ENGLISH, FRANCE, PAPACY or NEUTRAL (§2.7.3).

    CONVERTED, then SUBJECT, then the Capitaine's pledge, then the Infidèle's
    colour, then the printed colour decide, in that order.
    """
    if "CONVERTED" in card.statuses:
        return "PAPACY"
    if "SUBJECT" in card.statuses:
        return "FRANCE"
    if card.number == 50 and card.pledge is not None:
        return _PLEDGE_SIDE[card.pledge]
    if card.number == 22:
        return "NORMAN" if card.colour == "red" else "ENGLISH"
    return _PRINTED_SIDE.get(characters()[card.number - 1].colour, "NEUTRAL")


def objective_live(card: FinalCard) -> bool:
    """Whether the card's individual objective counts: neither SUBJECT nor CONVERTED (§2.7.3)."""
    return not ({"SUBJECT", "CONVERTED"} & card.statuses)


def band(num_players: int) -> str:
    """The player-count band of §2.11.3: ``"6-15"``, ``"16-25"``, ``"26-34"`` or ``"35-50"``.

    Raises:
        ValueError: ``num_players`` is not 6 to 50 (§2.2).
    """
    if not 6 <= num_players <= 50:
        raise ValueError(f"player count {num_players!r} is not 6 to 50")
    if num_players <= 15:
        return "6-15"
    if num_players <= 25:
        return "16-25"
    if num_players <= 34:
        return "26-34"
    return "35-50"


def treaty_complete(cards: Sequence[FinalCard]) -> bool:
    """Whether the 41/42 treaty is complete: both in play, initiated and ratified (§2.10).

    Raises:
        ValueError: two cards share a number.
    """
    table = _table(cards)
    return _treaty(table)


# ---------------------------------------------------------------- attacks


def attack_qualifies(cards: Sequence[FinalCard], attacker: int) -> bool:
    """Whether ``attacker`` (5 or 46) may attack in END_DECISIONS (§2.11.1 step 2).

    Card 5 qualifies if in play, ARMED and in Guillaume's room; card 46 if in
    play and in Guillaume's room. Nobody qualifies without card 1.

    Raises:
        ValueError: ``attacker`` is not 5 or 46; two cards share a number.
    """
    return _qualifies(_table(cards), attacker)


def default_decision(cards: Sequence[FinalCard], attacker: int) -> bool:
    """The choice of an attacker who made none: attack iff his allegiance is ENGLISH (§2.11.1).

    False when ``attacker`` is not in play.

    Raises:
        ValueError: ``attacker`` is not 5 or 46; two cards share a number.
    """
    _check_attacker(attacker)
    card = _table(cards).get(attacker)
    return card is not None and allegiance(card) == "ENGLISH"


def resolve_attacks(
    cards: Sequence[FinalCard],
    decisions: Mapping[int, bool],
    opts: EndOptions = EndOptions(),
) -> Attack:
    """The attacks of §2.11.2: the Assassin first, then the Berserker if Guillaume lives.

    Args:
        cards: every card in play.
        decisions: card number (5 or 46) → attack? A qualifying attacker with
            no entry takes :func:`default_decision`; entries of attackers that
            do not qualify are ignored.
        opts: ``berserker_count`` is read.

    Raises:
        ValueError: a key of ``decisions`` is not 5 or 46; two cards share a number.
    """
    return _attacks(_table(cards), decisions, opts, [])


# ---------------------------------------------------------------- victory


def winning_condition(
    cards: Sequence[FinalCard],
    num_players: int,
    attack: Attack,
    opts: EndOptions = EndOptions(),
) -> str:
    """W: the first condition of the band's order that holds, else the fallback (§2.11.3).

    Returns one of :data:`CONDITIONS`: ``"ENGLISH_DEFAULT"`` when nothing holds
    and ``fallback=english``, ``"NONE"`` under ``fallback=none``.

    Raises:
        ValueError: ``num_players`` is not 6 to 50; card 1 or 2 is missing;
            two cards share a number.
    """
    table = _table(cards)
    _require_kings(table)
    return _condition(table, num_players, attack, opts, [])


def decisive_room(condition: str, cards: Sequence[FinalCard]) -> Room | None:
    """The decisive room of W, for the Vagabond (§2.11.5); None under NONE.

    HOME → N; MAJORITY, RETAINED, ENGLISH_DEFAULT → E; ASSASSINATION →
    Guillaume's room; PEACE → the Pope's room (where 1 and 2 are too); FRANCE
    → the King of France's room.

    Raises:
        ValueError: ``condition`` is not one of :data:`CONDITIONS`, or the card
            that names the room is not in play.
    """
    if condition not in CONDITIONS:
        raise ValueError(f"unknown winning condition {condition!r}")
    fixed = {"HOME": "N", "MAJORITY": "E", "RETAINED": "E", "ENGLISH_DEFAULT": "E"}
    if condition in fixed:
        return fixed[condition]
    if condition == "NONE":
        return None
    holder = {"ASSASSINATION": 1, "PEACE": 26, "FRANCE": 35}[condition]
    card = _table(cards).get(holder)
    if card is None:
        raise ValueError(f"{condition}: card {holder} is not in play")
    return card.room


# ---------------------------------------------------------------- scoring


def score(
    cards: Sequence[FinalCard],
    num_players: int,
    decisions: Mapping[int, bool],
    opts: EndOptions = EndOptions(),
) -> Outcome:
    """RESOLUTION and SCORING (§2.11.1 steps 3–4, §2.11.2–§2.11.5).

    Each seat scores, in this order: team points under W (§2.11.4 table; a
    named card takes its own value instead of the row's, and scores nothing
    if its allegiance is not the winning side), or the treaty's +6 instead
    for a live diplomat 41/42; the individual bonuses of 3, 12, 19/20, 43 and
    49 (live objective only); banked points; −5 for the holder of 21.

    Args:
        cards: every card in play, one per seat (seats 0 … N−1).
        num_players: N, the player count at setup (the band comes from it).
        decisions: card number (5 or 46) → attack? (see :func:`resolve_attacks`).
        opts: the end-of-game options.

    Raises:
        ValueError: ``num_players`` is not 6 to 50 or not ``len(cards)``; the
            seats are not 0 … N−1 once each; two cards share a number; card 1
            or 2 is missing; a key of ``decisions`` is not 5 or 46.
    """
    the_band = band(num_players)
    if len(cards) != num_players:
        raise ValueError(f"{len(cards)} cards for {num_players} players")
    if sorted(c.seat for c in cards) != list(range(num_players)):
        raise ValueError("the cards' seats are not 0 … N-1, once each")
    table = _table(cards)
    _require_kings(table)
    lines: list[Line] = []
    attack = _attacks(table, decisions, opts, lines)
    condition = _condition(table, num_players, attack, opts, lines)
    room = decisive_room(condition, cards)
    if room is not None:
        lines.append(Line.of("decisive", {"room": room}))
    treaty = _treaty(table)
    rg = table[1].room
    points = [0.0] * num_players
    winners: list[int] = []
    for card in sorted(cards, key=lambda c: c.seat):
        parts: list[Part] = []
        live = objective_live(card)
        n = card.number
        if n in (41, 42) and treaty and live and table[41].room == table[42].room:
            parts.append((6.0, (Reason("treaty"),)))
            if condition != "NONE":
                winners.append(card.seat)
        else:
            team = _team_points(card, condition, attack, the_band, opts)
            if team is not None:
                parts.append(team)
                winners.append(card.seat)
        if live:
            parts.extend(_bonuses(card, table, condition, attack, rg, room))
        if card.banked:
            parts.append((card.banked, (Reason("banked"),)))
        if n == 21:
            parts.append((-5.0, (Reason("faussaire"),)))
        total = math.fsum(v for v, _ in parts)
        head = {"seat": card.seat, "card": n}
        for v, why in parts:
            told = {**head, "delta": _signed(v), "why": ", ".join(str(r) for r in why)}
            lines.append(Line.of("score_part", told, reasons=why))
        lines.append(Line.of("score_total", {**head, "total": _num(total)}))
        points[card.seat] = total
    return Outcome(
        condition=condition,
        attack=attack,
        points=tuple(points),
        winners=tuple(sorted(winners)),
        lines=tuple(str(line) for line in lines),
        steps=tuple(lines),
    )


def ranks(outcome: Outcome) -> tuple[int, ...]:
    """Each seat's 1-based rank: the winners share rank 1; the others follow by points,
    equal points sharing a rank (§2.11.1 ranks by points alone; in a team game that
    would rank a neutral's banked points above the winners)."""
    points = outcome.points
    winners = set(outcome.winners)
    return tuple(
        1
        if p in winners
        else 1 + len(winners) + sum(
            1 for q, v in enumerate(points) if q not in winners and v > points[p]
        )
        for p in range(len(points))
    )  # fmt: skip


# ---------------------------------------------------------------- internals


def _table(cards: Sequence[FinalCard]) -> dict[int, FinalCard]:
    table: dict[int, FinalCard] = {}
    for card in cards:
        if card.number in table:
            raise ValueError(f"card {card.number} appears twice")
        table[card.number] = card
    return table


def _require_kings(table: Mapping[int, FinalCard]) -> None:
    for n in (1, 2):
        if n not in table:
            raise ValueError(f"card {n} must be in play (§2.2)")


def _check_attacker(attacker: int) -> None:
    if attacker not in _ATTACKERS:
        raise ValueError(f"attacker {attacker!r} is not 5 or 46")


def _qualifies(table: Mapping[int, FinalCard], attacker: int) -> bool:
    _check_attacker(attacker)
    guillaume = table.get(1)
    card = table.get(attacker)
    if guillaume is None or card is None or card.room != guillaume.room:
        return False
    return attacker == 46 or "ARMED" in card.statuses


def _attacks(
    table: Mapping[int, FinalCard],
    decisions: Mapping[int, bool],
    opts: EndOptions,
    lines: list[Line],
) -> Attack:
    for key in decisions:
        _check_attacker(key)
    if 1 not in table:
        lines.append(Line.of("attacks_none"))
        return Attack(attempt=False, killed=False, killer=None)
    rg = table[1].room
    lines.append(Line.of("guillaume_room", {"room": rg}))
    pd_here = 3 in table and table[3].room == rg
    shaman = 12 in table and table[12].room == rg
    protected = pd_here and not shaman
    if not pd_here:
        lines.append(Line.of("protection", {"protection": "none"}, shield="none"))
    elif shaman:
        told = "cancelled by 12"
        lines.append(Line.of("protection", {"protection": told}, shield="cancelled"))
    else:
        lines.append(Line.of("protection", {"protection": "active"}, shield="active"))

    def decides(attacker: int) -> bool:
        if not _qualifies(table, attacker):
            why = "not in play" if attacker not in table else "does not qualify"
            result = why.replace(" ", "_")
            lines.append(Line.of("attack_line", {"card": attacker, "line": why}, result=result))
            return False
        if attacker in decisions:
            choice, how = bool(decisions[attacker]), "chosen"
        else:
            choice = allegiance(table[attacker]) == "ENGLISH"
            how = "default"
        result = "attack" if choice else "spare"
        told = {"card": attacker, "line": f"{result} ({how})"}
        lines.append(Line.of("attack_line", told, result=result, how=how))
        return choice

    attempt = killed = False
    killer: int | None = None
    if decides(5):
        attempt = True
        if protected:
            told = "fails (protected)"
            lines.append(Line.of("attack_line", {"card": 5, "line": told}, result="protected"))
        else:
            killed, killer = True, 5
            told = "guillaume killed"
            lines.append(Line.of("attack_line", {"card": 5, "line": told}, result="killed"))
    if killed:
        if _qualifies(table, 46):
            told = "not made (guillaume already dead)"
            lines.append(Line.of("attack_line", {"card": 46, "line": told}, result="dead"))
    elif decides(46):
        attempt = True
        room = [c for c in table.values() if c.room == rg]
        if opts.berserker_count == "allegiance":
            eng = sum(allegiance(c) == "ENGLISH" for c in room)
            nor = sum(allegiance(c) == "NORMAN" for c in room)
        else:
            eng = sum(_printed_colour(c) == "blue" for c in room)
            nor = sum(_printed_colour(c) == "red" for c in room)
        told = f"english {eng} vs norman {nor} in {rg}"
        lines.append(Line.of("attack_line", {"card": 46, "line": told}, result="count",
                             english=eng, norman=nor, room=rg))  # fmt: skip
        if eng <= nor:
            told = "fails (no english majority)"
            lines.append(Line.of("attack_line", {"card": 46, "line": told}, result="no_majority"))
        elif protected:
            told = "fails (protected)"
            lines.append(Line.of("attack_line", {"card": 46, "line": told}, result="protected"))
        else:
            killed, killer = True, 46
            told = "guillaume killed"
            lines.append(Line.of("attack_line", {"card": 46, "line": told}, result="killed"))
    return Attack(attempt=attempt, killed=killed, killer=killer)


def _printed_colour(card: FinalCard) -> str | None:
    """For ``berserker_count=printed_colour``: red/blue as printed, 22 by its colour, 9 neither."""
    if card.number == 22:
        return card.colour
    colour = characters()[card.number - 1].colour
    return colour if colour in ("red", "blue") else None


def _condition(
    table: Mapping[int, FinalCard],
    num_players: int,
    attack: Attack,
    opts: EndOptions,
    lines: list[Line],
) -> str:
    the_band = band(num_players)
    lines.append(Line.of("band", {"band": the_band}))
    for condition in BAND_ORDER[the_band]:
        holds = _holds(condition, table, num_players, attack, opts)
        lines.append(Line.of("check", {"condition": condition, "answer": "yes" if holds else "no"}))
        if holds:
            lines.append(Line.of("winner", {"condition": condition}))
            return condition
    result = "ENGLISH_DEFAULT" if opts.fallback == "english" else "NONE"
    lines.append(Line.of("fallback", {"condition": result, "fallback": opts.fallback}))
    return result


def _holds(
    condition: str,
    table: Mapping[int, FinalCard],
    num_players: int,
    attack: Attack,
    opts: EndOptions,
) -> bool:
    rg = table[1].room
    alive = not attack.killed
    if condition == "PEACE":
        return (
            26 in table
            and table[26].room == table[2].room == rg
            and (35 not in table or table[35].room == rg)
            and (alive or not opts.peace_requires_alive)
        )
    if condition == "FRANCE":
        subjects = sum(
            "SUBJECT" in c.statuses and "CONVERTED" not in c.statuses and c.number not in (35, 36)
            for c in table.values()
        )
        return 35 in table and 2 * subjects > num_players
    if condition == "ASSASSINATION":
        return attack.killed
    retained = alive and rg == "E" and 16 in table and table[16].room == "E"
    if condition == "RETAINED":
        return retained
    if condition == "MAJORITY":
        if not alive or retained:
            return False
        if opts.majority_requires_guillaume_in_E and rg != "E":
            return False
        if opts.majority_requires_harold and table[2].room != "E":
            return False
        in_e = [c for c in table.values() if c.room == "E"]
        nor = sum(allegiance(c) == "NORMAN" for c in in_e)
        eng = sum(allegiance(c) == "ENGLISH" for c in in_e)
        thegn = 2 if 18 in table and all(table[k].room == "E" for k in (1, 2, 18)) else 0
        if opts.majority_measure == "normans_vs_english":
            return nor > eng + thegn
        return 2 * nor > len(in_e) + thegn
    # HOME
    return alive and rg == "N"


def _treaty(table: Mapping[int, FinalCard]) -> bool:
    return all(
        n in table and {"TREATY_INITIATED", "RATIFIED"} <= table[n].statuses for n in (41, 42)
    )


def _team_points(
    card: FinalCard,
    condition: str,
    attack: Attack,
    the_band: str,
    opts: EndOptions,
) -> Part | None:
    """The card's team points under W with their reason, or None (§2.11.4)."""
    side = SIDES.get(condition)
    if side is None or allegiance(card) != side:
        return None
    n = card.number
    pledge = card.pledge if n == 50 else None
    if condition == "HOME":
        if n == 1:
            return 5.0, (_TEAM, Reason("as", 1))
        if pledge == 1:
            return 5.0, (_TEAM, Reason("pledged", 1))
        return 4.0, (_TEAM,)
    if condition == "MAJORITY":
        if n == 1:
            return 4.0, (_TEAM, Reason("as", 1))
        if pledge == 1:
            return 4.0, (_TEAM, Reason("pledged", 1))
        return 4.0, (_TEAM,)
    if condition == "FRANCE":
        if n in (35, 36):
            return 8.0, (_TEAM, Reason("as", n))
        if pledge == 35:
            return 8.0, (_TEAM, Reason("pledged", 35))
        return 2.0, (_TEAM, Reason("subject"))
    if condition == "PEACE":
        if n in (25, 26):
            return 8.0, (_TEAM, Reason("as", n))
        five = opts.follower_points == "five_everywhere" or the_band == "35-50"
        return (5.0 if five else 6.0), (_TEAM, Reason("follower"))
    # the English conditions
    if n == 2:
        return 5.0, (_TEAM, Reason("as", 2))
    if pledge == 2:
        return 5.0, (_TEAM, Reason("pledged", 2))
    if condition == "RETAINED" and n == 16:
        return 6.0, (_TEAM, Reason("as", 16))
    if condition == "ASSASSINATION":
        if opts.killer_points == "to_killer":
            if n == attack.killer:
                return 6.0, (Reason("killer"),)
            if n == 6:
                return (5.0, (_TEAM, Reason("as", 6))) if attack.killer == 5 else (4.0, (_TEAM,))
        else:
            if n == 5:
                return 6.0, (_TEAM, Reason("as", 5))
            if n == 6:
                return 5.0, (_TEAM, Reason("as", 6))
    return 4.0, (_TEAM,)


def _bonuses(
    card: FinalCard,
    table: Mapping[int, FinalCard],
    condition: str,
    attack: Attack,
    rg: Room,
    decisive: Room | None,
) -> list[Part]:
    """The individual bonuses of a card whose objective is live (§2.11.4)."""
    n = card.number
    if n == 3 and card.room == rg and condition in ("HOME", "MAJORITY"):
        return [(2.0, (_BONUS, Reason("in_guillaume_s_room")))]
    if n == 12 and attack.attempt and card.room == rg and 3 in table and table[3].room == rg:
        return [(5.0, (_BONUS, Reason("attempt_with_3_in_guillaume_s_room")))]
    if n in (19, 20):
        other = 39 - n
        if other in table and table[other].room == card.room:
            return [(3.0, (_BONUS, Reason("with", other)))]
    if n == 43 and min(card.visits) >= 2 and 26 in table and table[26].room == card.room:
        return [(4.0, (_BONUS, Reason("pilgrimage")))]
    if n == 49 and decisive is not None and card.room == decisive:
        return [(3.0, (_BONUS, Reason("decisive_room")))]
    return []


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else format(value, "g")


def _signed(value: float) -> str:
    return ("+" if value >= 0 else "-") + _num(abs(value))
