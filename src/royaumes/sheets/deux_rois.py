"""Deux Rois pour un Royaume's score sheet: the victory check from the final positions.

After the final reveal (spec ``deux_rois.md`` §2.11.1), the group enters who holds
which card, in which room, and the statuses on it (armed, subject, converted,
pledges, banked points, card 43's visits), and whether the Assassin (5) and the
Berserker (46) attacked. The sheet runs the engine's own end of the game,
:func:`royaumes.games.deux_rois.scoring.score` — the attacks (§2.11.2), the winning
condition checked in the rules' order for the player count's band (§2.11.3), the
decisive room and everyone's points (§2.11.4, §2.11.5) — and shows its steps in the
engine's narration of them. One entry: a new one replaces it (a correction).

Defaults for the common case, so that a group of 6 to 50 fills it in minutes: every
card in La Normandie with no status; an attacker who was not asked takes the rules'
default choice (he attacks iff English, §2.11.1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Literal, TypeVar

from pydantic import Field as PydField

from royaumes.errors import ConfigError
from royaumes.events import Ref
from royaumes.game import OptionValue
from royaumes.games.deux_rois import config, scoring
from royaumes.games.deux_rois.characters import characters
from royaumes.games.deux_rois.narration import end_step
from royaumes.games.deux_rois.rules import end_options
from royaumes.sheets.base import EntryModel, Field, Row, Say, SheetError, SheetRules, Tally

__all__ = ["SHEET", "DeuxRoisEntry", "DeuxRoisSheet"]

T = TypeVar("T")

_ATTACKERS = (5, 46)
_PLEDGE_CARD = 50
_VISITS_CARD = 43
_COLOUR_CARDS = (9, 22)
_COLOUR_CARD = 22
"""The card whose colour (red or blue) the end reads (§2.10 card 22)."""
_BANKING = (9, 10, 44)


class DeuxRoisEntry(EntryModel):
    """The end of one game: per person (lists in seat order) their card, room and the
    card's state; the attackers' choices.

    ``attack_5`` / ``attack_46``: whether the Assassin / Berserker attacked (§2.11.2);
    ``None``: the rules' default choice (§2.11.1).
    """

    card: list[int]
    room: list[Literal["N", "E"]]
    statuses: list[list[str]] | None = None
    colour: list[Literal["red", "blue"] | None] | None = None
    pledge: list[Literal[1, 2, 35] | None] | None = None
    banked: list[float] | None = None
    visits_n: list[Annotated[int, PydField(ge=0)]] | None = None
    visits_e: list[Annotated[int, PydField(ge=0)]] | None = None
    attack_5: bool | None = None
    attack_46: bool | None = None


def _say_error(message: str) -> SheetError:
    return SheetError(Say("sheet.deux_rois.error", {"message": message}))


class DeuxRoisSheet(SheetRules):
    """Deux Rois' sheet (one entry: the final positions)."""

    game_id = "deux_rois"
    Entry = DeuxRoisEntry
    single_entry = True
    scoring_options = (*scoring.EndOptions.__dataclass_fields__, "custom_deck")

    def _deck(self, people: int, options: Mapping[str, OptionValue]) -> tuple[int, ...]:
        custom = options.get("custom_deck")
        return config.deck(people, custom if isinstance(custom, str) else None)

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """Per person: the card (the deck of this player count), room, statuses and
        the card's extras where that card has them; the two attackers' choices."""
        names = {c.number: c.name for c in characters()}
        deck = self._deck(people, options)
        cards = tuple(
            (str(n), Say("sheet.deux_rois.card", {"n": n, "name": names[n]})) for n in deck
        )
        ask = Say("sheet.deux_rois.attack_default")
        yes_no = (("", ask), ("yes", Say("sheet.yes")), ("no", Say("sheet.no")))
        fields = [
            Field(
                "card",
                "choice",
                Say("sheet.deux_rois.field.card"),
                per_person=True,
                choices=cards,
                default=None,
            ),
            Field(
                "room",
                "choice",
                Say("sheet.deux_rois.field.room"),
                per_person=True,
                choices=(
                    ("N", Say("sheet.deux_rois.room.N")),
                    ("E", Say("sheet.deux_rois.room.E")),
                ),
                default="N",
            ),
            Field(
                "statuses",
                "cards",
                Say("sheet.deux_rois.field.statuses"),
                per_person=True,
                choices=tuple(
                    (s, Say(f"sheet.deux_rois.status.{s}")) for s in sorted(scoring.STATUSES)
                ),
                default=[],
                optional=True,
            ),
            Field(
                "colour",
                "choice",
                Say("sheet.deux_rois.field.colour"),
                per_person=True,
                choices=(
                    ("red", Say("sheet.deux_rois.colour.red")),
                    ("blue", Say("sheet.deux_rois.colour.blue")),
                ),
                optional=True,
                when=("card", tuple(map(str, _COLOUR_CARDS))),
            ),
            Field(
                "pledge",
                "choice",
                Say("sheet.deux_rois.field.pledge"),
                per_person=True,
                choices=tuple(
                    (str(v), Say("sheet.deux_rois.card", {"n": v, "name": names[v]}))
                    for v in (1, 2, 35)
                ),
                optional=True,
                when=("card", (str(_PLEDGE_CARD),)),
            ),
            Field(
                "banked",
                "number",
                Say("sheet.deux_rois.field.banked"),
                per_person=True,
                minimum=0,
                default=0,
                optional=True,
                when=("card", tuple(map(str, _BANKING))),
            ),
            Field(
                "visits_n",
                "int",
                Say("sheet.deux_rois.field.visits_n"),
                per_person=True,
                minimum=0,
                default=0,
                optional=True,
                when=("card", (str(_VISITS_CARD),)),
            ),
            Field(
                "visits_e",
                "int",
                Say("sheet.deux_rois.field.visits_e"),
                per_person=True,
                minimum=0,
                default=0,
                optional=True,
                when=("card", (str(_VISITS_CARD),)),
            ),
        ]
        for attacker in _ATTACKERS:
            if attacker in deck:
                fields.append(
                    Field(
                        f"attack_{attacker}",
                        "choice",
                        Say(
                            "sheet.deux_rois.field.attack", {"n": attacker, "name": names[attacker]}
                        ),
                        choices=yes_no,
                        optional=True,
                    )
                )
        return tuple(fields)

    def final_cards(
        self, people: int, options: Mapping[str, OptionValue], entry: DeuxRoisEntry
    ) -> list[scoring.FinalCard]:
        """The engine's :class:`~royaumes.games.deux_rois.scoring.FinalCard`\\ s of an entry.

        Raises:
            SheetError: a list of the wrong length, a card not in this game's deck or
                held twice, a state the card cannot carry.
        """

        def column(name: str, values: list[T] | None) -> list[T] | None:
            if values is not None and len(values) != people:
                raise SheetError(
                    Say(
                        "sheet.deux_rois.error.column",
                        {"field": name, "n": len(values), "people": people},
                    )
                )
            return values

        column("card", entry.card)
        column("room", entry.room)
        deck = set(self._deck(people, options))
        seen: dict[int, int] = {}
        for seat, n in enumerate(entry.card):
            if n not in deck:
                raise SheetError(
                    Say("sheet.deux_rois.error.not_in_deck", {"n": n, "people": people})
                )
            if n in seen:
                raise SheetError(Say("sheet.deux_rois.error.twice", {"n": n}))
            seen[n] = seat
        statuses: list[list[str]] = column("statuses", entry.statuses) or [[]] * people
        colours: list[Literal["red", "blue"] | None] = (
            column("colour", entry.colour) or [None] * people
        )
        pledges: list[Literal[1, 2, 35] | None] = column("pledge", entry.pledge) or [None] * people
        banked: list[float] = column("banked", entry.banked) or [0.0] * people
        visits_n: list[int] = column("visits_n", entry.visits_n) or [0] * people
        visits_e: list[int] = column("visits_e", entry.visits_e) or [0] * people
        cards = []
        for seat, n in enumerate(entry.card):
            if n == _COLOUR_CARD and colours[seat] is None:
                raise SheetError(Say("sheet.deux_rois.error.colour", {"person": Ref("seat", seat)}))
            # A value the page kept at its default for a card without that state is
            # ignored: only the card that has it carries it.
            try:
                cards.append(
                    scoring.FinalCard(
                        number=n,
                        seat=seat,
                        room=entry.room[seat],
                        statuses=frozenset(statuses[seat]),
                        colour=colours[seat] if n in _COLOUR_CARDS else None,
                        pledge=pledges[seat] if n == _PLEDGE_CARD else None,
                        banked=float(banked[seat]) if n in _BANKING else 0.0,
                        visits=(int(visits_n[seat]), int(visits_e[seat]))
                        if n == _VISITS_CARD
                        else (0, 0),
                    )
                )
            except ValueError as e:
                raise _say_error(str(e)) from e
        return cards

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The end of the game from the last entry (§2.11), or an empty sheet.

        Raises:
            SheetError: a bad entry (see :meth:`final_cards`), card 1 or 2 missing.
        """
        if not entries:
            return Tally(
                rows=(),
                totals=(0,) * people,
                finished=False,
                winners=(),
                ranks=(1,) * people,
                expects=Say("sheet.deux_rois.expects"),
            )
        entry = entries[-1]
        assert isinstance(entry, DeuxRoisEntry)
        index = len(entries) - 1
        try:
            cards = self.final_cards(people, options, entry)
            decisions: dict[int, bool] = {}
            for attacker in _ATTACKERS:
                # Left unsaid, the rules' default choice is made by the scoring (and said so).
                chosen = getattr(entry, f"attack_{attacker}")
                if chosen is not None and scoring.attack_qualifies(cards, attacker):
                    decisions[attacker] = chosen
            opts = end_options(config.Options.from_resolved(options))
            outcome = scoring.score(cards, people, decisions, opts)
        except SheetError as e:
            raise e.at(index) from e
        except (ValueError, ConfigError) as e:
            raise _say_error(str(e)).at(index) from e

        steps = [
            Say(m.key, m.params)
            for line in outcome.steps
            if (m := end_step(line.kind, dict(line.args), dict(line.facts))) is not None
        ]
        points = tuple(int(p) if float(p).is_integer() else p for p in outcome.points)
        room = scoring.decisive_room(outcome.condition, cards)
        return Tally(
            rows=(
                Row(
                    Say("sheet.deux_rois.row", {"band": scoring.band(people)}), points, tuple(steps)
                ),
            ),
            totals=points,
            finished=True,
            winners=outcome.winners,
            ranks=scoring.ranks(outcome),
            end_steps=tuple(
                Say(m.key, m.params)
                for kind, args in (
                    ("winner", {"condition": outcome.condition}),
                    *((("decisive", {"room": room}),) if room else ()),
                )
                if (m := end_step(kind, args, {})) is not None
            ),
            extra={"condition": outcome.condition, "decisive_room": room},
        )


SHEET = DeuxRoisSheet()
