"""Les Chevauchées du Prince Noir's score sheet: the final position, scored once (§6).

One entry, at the end of the game: the castles each player controls on the final
board and the cards each holds. The sheet checks the position is one the game
ends in and scores it with the engine's own :func:`royaumes.games.prince_noir.scoring.score`:
castles + cards in hand + largest group of adjacent castles, the 8-castle victory,
and the tie-breaks (larger largest group, then a draw or, with the option
``final_tie = more_castles``, more castles).

Entry (person ``i`` is seat ``i``; castles are the positions ``"1"`` … ``"8"`` of the
spec's canonical notation, §11)::

    {"castles": [["3", "4", "5", "7", "8"], ["1", "2", "6"]], "hand": [3, 1]}

Decisions where the spec leaves the sheet a choice (each refusal names the problem):

- Every castle belongs to exactly one player: the tiles are double-sided and always
  show one side (§2), so a castle entered for nobody, or twice, is refused.
- A hand holds at most ``hand_size`` cards (§8, DEFAULT 6). On the turn a player takes
  all 8 castles, each player has placed at least 2 cards (§4.1, one attack and one
  defence) and not yet refilled (§6 item 5), so at most ``hand_size − 2`` stay in hand.
- Without the 8-castle victory, the game ends on card exhaustion, when a hand holds
  fewer than 2 cards (§6 item 2); a position where both hold 2 or more is refused,
  except under ``no_main_card = end_game``, where a hand without a main card also ends
  the game (§4.2) and the sheet cannot see the cards' kinds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, ClassVar

from pydantic import Field as PydanticField
from pydantic import field_validator

from royaumes.events import ParamValue, Ref
from royaumes.game import OptionValue
from royaumes.games.prince_noir import catalogue, scoring
from royaumes.sheets.base import (
    EntryModel,
    Field,
    Row,
    Say,
    SheetError,
    SheetRules,
    Tally,
    people_args,
)

__all__ = ["SHEET", "PrinceNoirSheet"]

_K = "sheet.prince_noir."
_OWNER_FIELDS = 8  # the entry's castle_1 … castle_8 (§1: the row of 8 castles)
_CARDS_PLACED_PER_TURN = 2  # one attack group and one defence group of 1+ card (§4.1)


class Entry(EntryModel):
    """The final position: who owns each castle, and each person's cards in hand.

    Attributes:
        castle_1 … castle_8: each castle's owner along the row, a seat (``"0"``,
            ``"1"``): one tap a castle on a phone (the form's way; §1 has 8 castles).
        castles: or, per person, the positions (``"1"`` … ``"8"``) of their castles.
        hand: per person, the number of cards in hand at the end.
    """

    castle_1: str | None = None
    castle_2: str | None = None
    castle_3: str | None = None
    castle_4: str | None = None
    castle_5: str | None = None
    castle_6: str | None = None
    castle_7: str | None = None
    castle_8: str | None = None
    castles: tuple[tuple[str, ...], ...] | None = None
    hand: tuple[Annotated[int, PydanticField(ge=0)], ...]

    def by_person(self, people: int) -> tuple[tuple[str, ...], ...] | None:
        """``castles``, from the owners when they were given castle by castle."""
        if self.castles is not None:
            return self.castles
        owners = [getattr(self, f"castle_{k}", None) for k in range(1, _OWNER_FIELDS + 1)]
        if all(o is None for o in owners):
            return None
        return tuple(
            tuple(str(k) for k, o in enumerate(owners, start=1) if o == str(p))
            for p in range(people)
        )

    @field_validator("castles", mode="before")
    @classmethod
    def _as_text(cls, value: Any) -> Any:
        # A page or a program may send the positions as numbers; they are kept as text.
        if isinstance(value, (list, tuple)):
            return [
                [str(c) if isinstance(c, int) and not isinstance(c, bool) else c for c in row]
                if isinstance(row, (list, tuple))
                else row
                for row in value
            ]
        return value


def _say(key: str, **args: ParamValue) -> Say:
    return Say(_K + key, args)


class PrinceNoirSheet(SheetRules):
    """The sheet of ``prince_noir``: one entry, the final board and hands."""

    game_id: ClassVar[str] = "prince_noir"
    Entry: ClassVar[type[EntryModel]] = Entry
    single_entry: ClassVar[bool] = True
    scoring_options = ("final_tie", "hand_size", "no_main_card")

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """Each castle's owner, one tap a castle along the row (1 … 8), then each
        person's cards in hand (0 … ``hand_size``)."""
        castles = catalogue().castles
        people_choices = tuple(
            (str(p), _say("owner", player=Ref("seat", p))) for p in range(people)
        )
        return (
            *(
                Field(
                    name=f"castle_{k}",
                    kind="choice",
                    label=_say("castle", castle=k),
                    choices=people_choices,
                    help=_say("help.owners", castles=castles) if k == 1 else None,
                )
                for k in range(1, min(castles, _OWNER_FIELDS) + 1)
            ),
            Field(
                name="hand",
                kind="int",
                label=_say("field.hand"),
                per_person=True,
                minimum=0,
                maximum=_hand_size(options),
                default=0,
                help=_say("help.hand"),
            ),
        )

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The final scores, the winner and how they were decided (§6).

        Raises:
            SheetError: a castle entered twice or for nobody, a hand too large, a
                position the game does not end in, or a second entry.
        """
        if not entries:
            return Tally(
                rows=(),
                totals=(0,) * people,
                finished=False,
                winners=(),
                ranks=(1,) * people,
                expects=_say("expects"),
            )
        if len(entries) > 1:
            raise SheetError(Say("sheet.error.finished")).at(1)
        entry = entries[0]
        assert isinstance(entry, Entry)
        try:
            position = _position(entry, people, options)
        except SheetError as e:
            raise e.at(0) from None
        final_tie = options.get("final_tie", "draw")
        outcome = scoring.score(position, scoring.EndOptions(final_tie=str(final_tie)))
        steps: list[Say] = []
        for p, s in enumerate(outcome.scores):
            mine = ", ".join(str(c + 1) for c, owner in enumerate(position.owners) if owner == p)
            steps += [
                _say("step.castles", player=Ref("seat", p), n=s.castles, castles=mine or "—"),
                _say("step.hand", player=Ref("seat", p), n=s.cards),
                _say("step.largest", player=Ref("seat", p), n=s.largest),
                _say(
                    "step.total",
                    player=Ref("seat", p),
                    castles=s.castles,
                    cards=s.cards,
                    largest=s.largest,
                    total=s.total,
                ),
            ]
        end_steps = tuple(
            _say("end." + line.kind, **_people(line.arguments))
            for line in outcome.lines
            if line.kind != "score"
        )
        return Tally(
            rows=(Row(title=_say("row"), points=outcome.points, steps=tuple(steps)),),
            totals=outcome.points,
            finished=True,
            winners=outcome.winners,
            ranks=outcome.ranks,
            end_steps=end_steps,
            expects=None,
            extra={"decided_by": outcome.decided_by},
        )


def _hand_size(options: Mapping[str, OptionValue]) -> int:
    size = options.get("hand_size", catalogue().hand_size)
    assert isinstance(size, int)
    return size


def _people(args: Mapping[str, int | str]) -> dict[str, ParamValue]:
    """A line's arguments for the texts: its ``player`` as the person (their name)."""
    return people_args(args, {"player": "player"})


def _position(
    entry: Entry, people: int, options: Mapping[str, OptionValue]
) -> scoring.FinalPosition:
    """The entry as :class:`scoring.FinalPosition`, once the rules accept it.

    Raises:
        SheetError: see :meth:`PrinceNoirSheet.tally`.
    """
    by_person = entry.by_person(people) or ((),) * people
    for name, values in (("castles", by_person), ("hand", entry.hand)):
        if len(values) != people:
            raise SheetError(_say("error.per_person", field=name, n=len(values), people=people))
    castles = catalogue().castles
    for k in range(1, _OWNER_FIELDS + 1):
        owner = getattr(entry, f"castle_{k}")
        if owner is not None and owner not in {str(p) for p in range(people)}:
            raise SheetError(_say("error.owner", castle=k, owner=owner))
    owners: list[int | None] = [None] * castles
    for p, row in enumerate(by_person):
        for text in row:
            if not (text.isdigit() and 1 <= int(text) <= castles):
                raise SheetError(
                    _say("error.castle", player=Ref("seat", p), castle=text, castles=castles)
                )
            c = int(text) - 1
            if owners[c] == p:
                raise SheetError(_say("error.castle_twice", player=Ref("seat", p), castle=c + 1))
            if owners[c] is not None:
                raise SheetError(_say("error.castle_both", castle=c + 1))
            owners[c] = p
    for c, owner in enumerate(owners):
        if owner is None:
            raise SheetError(_say("error.castle_unowned", castle=c + 1))
    board = tuple(o for o in owners if o is not None)
    hand_size = _hand_size(options)
    winner = scoring.sole_owner(board)
    limit = hand_size - _CARDS_PLACED_PER_TURN if winner is not None else hand_size
    for p, n in enumerate(entry.hand):
        if n > hand_size:
            raise SheetError(_say("error.hand", player=Ref("seat", p), n=n, max=hand_size))
        if n > limit:
            raise SheetError(
                _say(
                    "error.hand_all_castles", player=Ref("seat", p), n=n, max=limit, castles=castles
                )
            )
    hands = (entry.hand[0], entry.hand[1])
    if (
        winner is None
        and not scoring.is_exhausted(hands)
        and options.get("no_main_card", "pillage_attack") != "end_game"
    ):
        raise SheetError(_say("error.not_over", castles=castles))
    return scoring.FinalPosition(owners=board, hands=hands)


SHEET = PrinceNoirSheet()
"""The sheet of ``prince_noir``."""
