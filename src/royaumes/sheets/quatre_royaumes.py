"""Les 4 Royaumes' score sheet: one entry per round, scored by the engine's rules.

Each round, each person enters their mission's suit and the suit of their visible
card (the led suit of the last trick they won, §5.2), or ``none`` when they won no
trick; at 2 players the automaton V's mission and visible suit too. The sheet deals
the missions from the pile by suit, scores each one with the engine's
:func:`royaumes.games.quatre_royaumes.scoring.mission_result` (+2, 0 or −1, §5.3),
returns the neutral ones to the pile and ends the game when the pile cannot serve
every seat or ``max_rounds`` is reached (:func:`~royaumes.games.quatre_royaumes.scoring.end_reason`,
§5.4, §6). The winner comes from :func:`~royaumes.games.quatre_royaumes.scoring.rank`
with its tie-breaks: tricks won in the last round, then identical numbers among the
cards of those tricks (option ``identical``), then a shared victory; V competes only
under ``virtual_can_win``.

:attr:`Tally.extra` holds, at 2 players, ``virtual`` (V's total) and
``virtual_rounds`` (its points per round), with ``virtual_can_win`` at the end
``virtual_rank``, and ``virtual_wins`` when V is among the winners; at an end whose tie
lacks its data, ``undecided`` (``True``) and ``missing`` (``[{"data": "tricks" |
"cards", "person": i or "V"}]``).

Entry (person ``i`` is seat ``i``; suits and cards in the spec's canonical notation,
§11; ``tricks`` and ``cards`` are optional, per person, ``null`` where not given)::

    {"mission": ["H", "S", "D", "C"], "visible": ["H", "D", "H", "none"],
     "tricks": [3, 2, 3, 0], "cards": null}

    {"mission": ["S", "H"], "visible": ["C", "H"],
     "v_mission": "D", "v_visible": "S", "v_tricks": 4}

Decisions where the spec leaves the sheet a choice:

- Missions are entered by suit only (J, Q and K of a suit are one mission, §2). The
  pile is followed by suit: a mission dealt must still be in it (2 or 3 of each suit,
  kept ones gone for good, neutral ones back, §5.3); under ``returned_missions =
  bottom`` the returned ones come out last and in order.
- ``tricks`` (tricks won this round) and ``cards`` (every card of the tricks won this
  round, renounced ones included) are optional and only ever read in the last round,
  for the tie-breaks of §6. Given, they are checked: a visible suit needs a trick and
  ``none`` none, the round's tricks add up to 8 when every seat's count is known (no
  more than 8 otherwise), each trick holds one card per seat (so ``cards`` gives the
  tricks when ``tricks`` is left out), a card is one of the table's and is entered
  once, and the tricks won include a card of the visible suit
  (``visible = last_trick_won``).
- A tie at the top after the last round is broken only with the data the tie-break
  needs; when it is missing for a tied person, the tally ends with the game finished,
  no winner yet (``extra["undecided"]``) and a step naming the data to add to the last
  round's entry (a correction replaces it). A shared victory is declared only when the
  data was entered and still ties. Ties lower down without data stay shared ranks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field as PydanticField

from royaumes.errors import GameError
from royaumes.events import ParamValue, Ref
from royaumes.game import OptionValue
from royaumes.games.quatre_royaumes import rules
from royaumes.games.quatre_royaumes import scoring as sc
from royaumes.sheets.base import (
    EntryModel,
    Field,
    Row,
    Say,
    SheetError,
    SheetRules,
    Tally,
    ranks_of,
)

__all__ = ["SHEET", "QuatreRoyaumesSheet"]

_K = "sheet.quatre_royaumes."
_NONE = "none"

SuitText = Literal["S", "C", "H", "D"]
VisibleText = Literal["S", "C", "H", "D", "none"]
Tricks = Annotated[int, PydanticField(ge=0, le=sc.TRICKS_PER_ROUND)]


class Entry(EntryModel):
    """One round.

    Attributes:
        mission: per person, their mission's suit.
        visible: per person, the suit of their visible card, or ``"none"`` (no trick won).
        tricks: per person, the tricks they won this round (optional, tie-break 1).
        cards: per person, every card of the tricks they won this round (optional,
            tie-break 2).
        v_mission, v_visible, v_tricks, v_cards: the same for the automaton V
            (2 players only; the first two required there).
    """

    mission: tuple[SuitText, ...]
    visible: tuple[VisibleText, ...]
    tricks: tuple[Tricks | None, ...] | None = None
    cards: tuple[tuple[str, ...] | None, ...] | None = None
    v_mission: SuitText | None = None
    v_visible: VisibleText | None = None
    v_tricks: Tricks | None = None
    v_cards: tuple[str, ...] | None = None


def _say(key: str, **args: ParamValue) -> Say:
    return Say(_K + key, args)


@dataclass(frozen=True)
class _Table:
    """What a sheet's options and people fix."""

    people: int
    automaton: bool
    places: int  # V included at 2 players (place 0)
    per_suit: int
    cards: frozenset[str]
    returned_missions: str
    max_rounds: int | None
    last_trick_won: bool
    table: sc.Scoring
    end: sc.EndOptions

    def who(self, place: int) -> str | Ref:
        """A place as the texts name it: ``"V"``, or the person (their name on the sheet)."""
        person = self.person(place)
        return "V" if person is None else Ref("seat", person)

    def person(self, place: int) -> int | None:
        """The person at ``place`` (``None`` for V)."""
        if self.automaton:
            return None if place == 0 else place - 1
        return place


def _table(people: int, options: Mapping[str, OptionValue]) -> _Table:
    automaton = people == 2
    max_rounds = options.get("max_rounds", 20)
    virtual_ranks = str(options.get("virtual_ranks", "9-10"))
    return _Table(
        people=people,
        automaton=automaton,
        places=3 if automaton else people,
        per_suit=rules.missions_per_suit(people),
        cards=frozenset(rules.cards_in_play(people, virtual_ranks)),
        returned_missions=str(options.get("returned_missions", "shuffle")),
        max_rounds=max_rounds if isinstance(max_rounds, int) else None,
        last_trick_won=options.get("visible", "last_trick_won") == "last_trick_won",
        table=rules.scoring(),
        end=sc.EndOptions(
            identical=str(options.get("identical", "largest_group")),
            virtual_can_win=bool(options.get("virtual_can_win", False)),
        ),
    )


@dataclass(frozen=True)
class _Facts:
    """One place's round, once checked."""

    mission: str
    visible: str | None
    tricks: int | None  # entered, inferred from the cards, or 0 without a trick
    cards: tuple[str, ...] | None


class QuatreRoyaumesSheet(SheetRules):
    """The sheet of ``quatre_royaumes``: one entry per round."""

    game_id: ClassVar[str] = "quatre_royaumes"
    Entry: ClassVar[type[EntryModel]] = Entry
    single_entry: ClassVar[bool] = False
    scoring_options = (
        "visible",
        "returned_missions",
        "max_rounds",
        "identical",
        "virtual_can_win",
        "virtual_ranks",
    )

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """Per person: mission and visible suit (required), tricks won and the cards of
        those tricks (optional, for a tie); at 2 players the same four for V."""
        t = _table(people, options)
        suits = tuple((s, _say("suit." + s)) for s in sc.SUITS)
        visible = (*suits, (_NONE, _say("suit.none")))
        cards = tuple((c, _say("card", card=c)) for c in sorted(t.cards, key=_card_order))
        visible_help = _say("help.visible" if t.last_trick_won else "help.visible_last_card")
        fields = [
            Field("mission", "choice", _say("field.mission"), per_person=True, choices=suits),
            Field("visible", "choice", _say("field.visible"), per_person=True,
                  choices=visible, help=visible_help),
            Field("tricks", "int", _say("field.tricks"), per_person=True,
                  minimum=0, maximum=sc.TRICKS_PER_ROUND, optional=True,
                  help=_say("help.tricks")),
            Field("cards", "cards", _say("field.cards"), per_person=True, choices=cards,
                  optional=True, help=_say("help.cards")),
        ]  # fmt: skip
        if t.automaton:
            fields += [
                Field("v_mission", "choice", _say("field.v_mission"), choices=suits),
                Field("v_visible", "choice", _say("field.v_visible"), choices=visible,
                      help=visible_help),
                Field("v_tricks", "int", _say("field.v_tricks"), minimum=0,
                      maximum=sc.TRICKS_PER_ROUND, optional=True, help=_say("help.tricks")),
                Field("v_cards", "cards", _say("field.v_cards"), choices=cards,
                      optional=True, help=_say("help.cards")),
            ]  # fmt: skip
        return tuple(fields)

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The rounds scored, the pile, the end and the winner (§5.3, §5.4, §6).

        Raises:
            SheetError: the first entry the rules refuse (a mission the pile no longer
                holds, a visible suit without a trick, more than 8 tricks, a card twice
                or not at this table...), or an entry after the end.
        """
        t = _table(people, options)
        pile = sc.MissionPile.new(t.per_suit)
        scores = [0] * t.places
        rows: list[Row] = []
        virtual_rounds: list[int] = []  # V's points per round (2 players)
        last: tuple[_Facts, ...] = ()
        reason: str | None = None
        for i, entry in enumerate(entries):
            if reason is not None:
                raise SheetError(Say("sheet.error.finished")).at(i)
            assert isinstance(entry, Entry)
            round_ = i + 1
            try:
                facts = _facts(entry, t)
                after_deal = _deal(pile, facts, t)
            except SheetError as e:
                raise e.at(i) from None
            steps: list[Say] = []
            points = [0] * t.places
            returned: list[str] = []
            for p, f in enumerate(facts):
                result = sc.mission_result(f.mission, f.visible, t.table)
                points[p] = result.points
                if result.fate == "returned":
                    returned.append(f.mission)
                steps.append(
                    _say(
                        "step." + result.outcome,
                        who=t.who(p),
                        mission=rules.SUIT_SYMBOLS[f.mission],
                        visible=rules.SUIT_SYMBOLS[f.visible] if f.visible else "—",
                        points=result.points,
                        signed=_signed(result.points),
                    )
                )
            pile_after = after_deal.give_back(returned, t.returned_missions)
            steps.append(
                _say("step.pile", before=pile.size, dealt=t.places,
                     returned=len(returned), after=pile_after.size)
            )  # fmt: skip
            pile = pile_after
            scores = [s + d for s, d in zip(scores, points, strict=True)]
            virtual_rounds += points[:1] if t.automaton else []
            reason = sc.end_reason(pile.size, t.places, round_, t.max_rounds)
            if reason is None:
                steps.append(_say("step.next", pile=pile.size, seats=t.places, round=round_ + 1))
            elif reason == "pile":
                steps.append(_say("step.end_pile", pile=pile.size, seats=t.places))
            else:
                steps.append(_say("step.end_max", rounds=round_))
            rows.append(
                Row(
                    title=_say("row", round=round_),
                    points=tuple(points[p] for p in _person_places(t)),
                    steps=tuple(steps),
                )
            )
            last = facts
        totals = tuple(scores[p] for p in _person_places(t))
        extra: dict[str, Any] = {}
        if t.automaton:
            extra["virtual"] = scores[0]
            extra["virtual_rounds"] = virtual_rounds
        if reason is None:
            return Tally(
                rows=tuple(rows),
                totals=totals,
                finished=False,
                winners=(),
                ranks=ranks_of(totals),
                expects=_say("expects", round=len(rows) + 1, pile=pile.size),
                extra=extra,
                notes=_notes(t, scores),
            )
        return _final(t, rows, scores, last, extra)


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def _card_order(card: str) -> tuple[int, int]:
    return (sc.SUITS.index(card[-1]), int(card[:-1]))


def _person_places(t: _Table) -> range:
    return range(1, 3) if t.automaton else range(t.people)


def _final(
    t: _Table,
    rows: list[Row],
    scores: list[int],
    last: tuple[_Facts, ...],
    extra: dict[str, Any],
) -> Tally:
    """The finished sheet: the ranking of §6 and how it was decided."""
    standings = tuple(
        sc.Standing(
            score=scores[p],
            tricks=f.tricks,
            ranks=None if f.cards is None else tuple(int(c[:-1]) for c in f.cards),
        )
        for p, f in enumerate(last)
    )
    ranking = sc.rank(standings, sc.contenders(t.places, t.automaton, t.end), t.end)
    end_steps: list[Say] = []
    if t.automaton and not t.end.virtual_can_win:
        end_steps.append(_say("end.automaton_out", points=scores[0]))
    for line in ranking.lines:
        args: dict[str, ParamValue] = dict(line.arguments)
        if "player" in args:
            place = args.pop("player")
            assert isinstance(place, int)
            args["who"] = t.who(place)
        end_steps.append(_say("end." + line.kind, **args))
    if not ranking.decided:
        end_steps.append(_say("end.enter", round=len(rows)))
    winners = tuple(person for p in ranking.winners if (person := t.person(p)) is not None)
    if t.automaton and 0 in ranking.winners:
        extra["virtual_wins"] = True
        end_steps.append(_say("end.automaton_wins" if len(ranking.winners) == 1
                              else "end.automaton_shares"))  # fmt: skip
    if t.automaton and t.end.virtual_can_win:
        extra["virtual_rank"] = ranking.ranks[0]
    if not ranking.decided:
        extra["undecided"] = True
        extra["missing"] = [
            {"data": what, "person": t.person(p) if t.person(p) is not None else "V"}
            for what, p in ranking.missing
        ]
    ranks = tuple(ranking.ranks[p] or 0 for p in _person_places(t))
    return Tally(
        rows=tuple(rows),
        totals=tuple(scores[p] for p in _person_places(t)),
        finished=True,
        winners=winners,
        ranks=ranks,
        end_steps=tuple(end_steps),
        expects=None,
        extra=extra,
        notes=_notes(t, scores),
    )


def _notes(t: _Table, scores: list[int]) -> tuple[Say, ...]:
    """Under the totals at 2 players: the automaton's score (it holds no column)."""
    return (_say("note.virtual", points=scores[0]),) if t.automaton else ()


def _facts(entry: Entry, t: _Table) -> tuple[_Facts, ...]:
    """The round's facts per place (V first at 2 players), once the rules accept them.

    Raises:
        SheetError: see :meth:`QuatreRoyaumesSheet.tally` (without the entry index).
    """
    n = t.people
    for name, values in (
        ("mission", entry.mission),
        ("visible", entry.visible),
        ("tricks", entry.tricks),
        ("cards", entry.cards),
    ):
        if values is not None and len(values) != n:
            raise SheetError(_say("error.per_person", field=name, n=len(values), people=n))
    tricks = entry.tricks or (None,) * n
    cards = entry.cards or (None,) * n
    raw: list[tuple[str, str, int | None, tuple[str, ...] | None]] = []
    if t.automaton:
        if entry.v_mission is None or entry.v_visible is None:
            field = "v_mission" if entry.v_mission is None else "v_visible"
            raise SheetError(_say("error.automaton_missing", field=field))
        raw.append((entry.v_mission, entry.v_visible, entry.v_tricks, entry.v_cards))
    elif any(v is not None for v in (entry.v_mission, entry.v_visible, entry.v_tricks,
                                     entry.v_cards)):  # fmt: skip
        raise SheetError(_say("error.no_automaton", people=n))
    raw += [(entry.mission[i], entry.visible[i], tricks[i], cards[i]) for i in range(n)]
    seen: set[str] = set()
    facts: list[_Facts] = []
    for p, (mission, visible_text, given, won_cards) in enumerate(raw):
        who = t.who(p)
        visible = None if visible_text == _NONE else visible_text
        count = given
        if won_cards is not None:
            for card in won_cards:
                _check_card(card, who, t)
                if card in seen:
                    raise SheetError(_say("error.card_twice", card=card))
                seen.add(card)
            if count is None:
                if len(won_cards) % t.places:
                    raise SheetError(_say("error.cards_multiple", who=who, n=len(won_cards),
                                          seats=t.places))  # fmt: skip
                count = len(won_cards) // t.places
            elif len(won_cards) != count * t.places:
                raise SheetError(_say("error.cards_count", who=who, n=len(won_cards),
                                      tricks=count, expected=count * t.places))  # fmt: skip
        if visible is None:
            if count:
                raise SheetError(_say("error.tricks_without_visible", who=who, tricks=count))
            count = 0
            won_cards = ()
        elif count == 0:
            raise SheetError(_say("error.visible_without_trick", who=who,
                                  visible=rules.SUIT_SYMBOLS[visible]))  # fmt: skip
        if (
            visible is not None
            and won_cards is not None
            and t.last_trick_won
            and not any(c.endswith(visible) for c in won_cards)
        ):
            raise SheetError(_say("error.cards_visible", who=who,
                                  visible=rules.SUIT_SYMBOLS[visible]))  # fmt: skip
        facts.append(_Facts(mission, visible, count, won_cards))
    if all(f.visible is None for f in facts):
        raise SheetError(_say("error.no_winner"))
    at_least = sum(f.tricks if f.tricks is not None else 1 for f in facts)
    if at_least > sc.TRICKS_PER_ROUND:
        raise SheetError(_say("error.tricks_over", total=at_least, tricks=sc.TRICKS_PER_ROUND))
    if all(f.tricks is not None for f in facts) and at_least != sc.TRICKS_PER_ROUND:
        raise SheetError(_say("error.tricks_short", total=at_least, tricks=sc.TRICKS_PER_ROUND))
    return tuple(facts)


def _check_card(card: str, who: str | Ref, t: _Table) -> None:
    try:
        rules.parse_card(card)
    except GameError:
        raise SheetError(_say("error.card", who=who, card=card)) from None
    if card not in t.cards:
        raise SheetError(_say("error.card_out", who=who, card=card))


def _deal(pile: sc.MissionPile, facts: Sequence[_Facts], t: _Table) -> sc.MissionPile:
    """The pile once the round's missions are dealt in seat order (V first, §3 step 4).

    Raises:
        SheetError: a mission the pile cannot deal next.
    """
    for p, f in enumerate(facts):
        choices = pile.next_suits()
        if f.mission not in choices:
            symbol = rules.SUIT_SYMBOLS[f.mission]
            if any(pile.shuffled):
                raise SheetError(_say("error.mission_gone", who=t.who(p), mission=symbol,
                                      per_suit=t.per_suit))  # fmt: skip
            raise SheetError(_say("error.mission_bottom", who=t.who(p), mission=symbol,
                                  expected=rules.SUIT_SYMBOLS[choices[0]]))  # fmt: skip
        pile = pile.deal(f.mission)
    return pile


SHEET = QuatreRoyaumesSheet()
"""The sheet of ``quatre_royaumes``."""
