"""For a Crown's score sheet: the end of the game from each family's chest (issue 22).

One entry, after the last Reveal (round 4's, or that of the round a family was
eliminated in): per family its Rubies, Coins and Masked Bandits, its Portrait's Gallery
space (or out of play, with the order it went out in) and whether its Heirloom is still
in the chest. The sheet runs the engine's own end of the game,
:func:`royaumes.games.for_a_crown.scoring.end_of_game` — the final adjustments in the
rules' order (+1 Ruby to the most influential family, +1 to those with the most Coins,
−1 to those with the most Masked Bandits, which may force an Heirloom sale or an
elimination), each family's score, the winner with the influence tie-break, the
eliminated families last (spec ``shared/rules/for_a_crown.md`` §5.2, §5.3, §6) — and
shows each step. A new entry replaces the previous one (a correction).

Decisions where a sheet meets what the spec leaves open:

- An eliminated family's chest and Bandits are not read: it was eliminated owing a Ruby
  with an empty chest and its Heirloom sold, and its Bandits went back (§5.3); it scores
  0 whatever is entered.
- The elimination order is entered as 1 (the first family out), 2...; with a single
  family out it may be left at 0.
- Under ``reserve = counted`` the Rubies left in the reserve are the box's less those
  in the chests (every Ruby comes from the reserve and goes back to it, §2.1); the
  chests together may not hold more than the box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from royaumes.events import ParamValue
from royaumes.game import OptionValue
from royaumes.games.for_a_crown.rules import catalogue
from royaumes.games.for_a_crown.scoring import (
    Family,
    ImpossibleEndError,
    Line,
    check_end,
    end_of_game,
)
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

__all__ = ["SHEET", "ForACrownEntry", "ForACrownSheet"]

_KEY: Final = "sheet.for_a_crown"
_OUT: Final = 0
"""The Gallery value of a family out of play (the engine's own, §5.3)."""
_END_KINDS: Final = frozenset({"tie", "tie_break", "winner", "no_winner"})
"""The lines that tell the winner (the tally's end steps); the others are the row's."""


class ForACrownEntry(EntryModel):
    """The end of the game, per person (lists in seat order), before the final
    adjustments: ``rubies``, ``coins``, ``bandits`` (≥ 0); ``gallery``: the Portrait's
    space, 1 (far left) to the Gallery's size (far right), 0 for a family out of play;
    ``heirloom``: still in the chest (not sold); ``out``: for a family out of play, the
    order it was eliminated in (1 the first; 0 allowed when only one is out)."""

    rubies: list[int]
    coins: list[int]
    bandits: list[int]
    gallery: list[int]
    heirloom: list[bool]
    out: list[int] | None = None


def _people(args: Mapping[str, int | str]) -> dict[str, ParamValue]:
    """Arguments with their seats (``seat``, ``other``) as people; ``seat`` is named
    ``person``."""
    return people_args(args, {"seat": "person", "other": "other"})


def _say(line: Line) -> Say:
    """A scoring line in words: key ``sheet.for_a_crown.<kind>``."""
    return Say(f"{_KEY}.{line.kind}", _people(line.arguments))


def _error(code: str, **args: int | str) -> SheetError:
    return SheetError(Say(f"{_KEY}.error.{code}", _people(args)))


class ForACrownSheet(SheetRules):
    """For a Crown's sheet (one entry: each family's position after the last Reveal)."""

    game_id = "for_a_crown"
    Entry = ForACrownEntry
    single_entry = True
    scoring_options = ("gallery_size", "reserve")

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """Per person: Gallery space (or out of play, then the elimination order), and
        for a family in play its Rubies, Coins, Bandits and Heirloom."""
        size = _int(options, "gallery_size", 9)
        spaces = tuple(str(s) for s in range(size, 0, -1))
        box = _box(options)
        in_play = ("gallery", spaces)
        return (
            Field(
                "gallery",
                "choice",
                Say(f"{_KEY}.field.gallery"),
                per_person=True,
                choices=(
                    *(
                        (s, Say(f"{_KEY}.space", {"space": int(s), "edge": _edge(int(s), size)}))
                        for s in spaces
                    ),
                    (str(_OUT), Say(f"{_KEY}.space_out")),
                ),
                default=None,
                help=Say(f"{_KEY}.field.gallery_help"),
            ),
            *(
                Field(
                    name,
                    "int",
                    Say(f"{_KEY}.field.{name}"),
                    per_person=True,
                    minimum=0,
                    maximum=box[k] if box else None,
                    default=0,
                    when=in_play,
                )
                for k, name in enumerate(("rubies", "coins", "bandits"))  # the box's order
            ),
            Field(
                "heirloom",
                "bool",
                Say(f"{_KEY}.field.heirloom"),
                per_person=True,
                default=True,
                when=in_play,
            ),
            Field(
                "out",
                "int",
                Say(f"{_KEY}.field.out"),
                per_person=True,
                minimum=0,
                maximum=people,
                default=0,
                optional=True,
                when=("gallery", (str(_OUT),)),
            ),
        )

    def families(self, people: int, entry: ForACrownEntry) -> tuple[list[Family], tuple[int, ...]]:
        """The engine's facts of an entry: each family's position (an eliminated one's
        chest left empty) and the eliminated seats, earliest first.

        Raises:
            SheetError: a list of the wrong length, an elimination order that is not
                1, 2... for the families out.
        """
        for name in ("rubies", "coins", "bandits", "gallery", "heirloom", "out"):
            values = getattr(entry, name)
            if values is not None and len(values) != people:
                raise _error("people", field=name, n=len(values), expected=people)
        out_seats = [p for p in range(people) if entry.gallery[p] == _OUT]
        orders = [entry.out[p] if entry.out is not None else 0 for p in out_seats]
        if len(out_seats) == 1 and orders == [0]:
            orders = [1]
        for p, k in zip(out_seats, orders, strict=True):
            if not 1 <= k <= len(out_seats) or orders.count(k) > 1:
                raise _error("out_order", seat=p, order=k, n=len(out_seats))
        eliminated = tuple(p for _, p in sorted(zip(orders, out_seats, strict=True)))
        families = [
            Family(0, 0, 0, _OUT, False)
            if p in out_seats
            else Family(
                entry.rubies[p],
                entry.coins[p],
                entry.bandits[p],
                entry.gallery[p],
                entry.heirloom[p],
            )
            for p in range(people)
        ]
        return families, eliminated

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The end of the game from the last entry (§6), or an empty sheet.

        Raises:
            SheetError: a position no game reaches (a negative count, two Portraits on
                one space, a space off the Gallery, more than a counted reserve
                holds...), or a malformed elimination order.
        """
        if not entries:
            return Tally(
                rows=(),
                totals=(0,) * people,
                finished=False,
                winners=(),
                ranks=(1,) * people,
                expects=Say(f"{_KEY}.expects"),
            )
        index = len(entries) - 1
        entry = entries[index]
        if not isinstance(entry, ForACrownEntry):
            raise SheetError(Say("sheet.error.malformed", {"problems": "not an end of game"}))
        try:
            families, eliminated = self.families(people, entry)
            box = _box(options)
            check_end(families, eliminated, gallery_size=_int(options, "gallery_size", 9), box=box)
        except SheetError as e:
            raise e.at(index) from e
        except ImpossibleEndError as e:
            raise _error(e.code, **e.facts).at(index) from e
        reserve = None if box is None else box[0] - sum(f.rubies for f in families)
        cat = catalogue()
        end = end_of_game(families, eliminated, heirloom_value=cat.heirloom_value, reserve=reserve)
        steps = tuple(_say(line) for line in end.lines if line.kind not in _END_KINDS)
        return Tally(
            rows=(Row(Say(f"{_KEY}.end"), end.points, steps),),
            totals=end.points,
            finished=True,
            winners=end.winners,
            ranks=end.ranks,
            end_steps=tuple(_say(line) for line in end.lines if line.kind in _END_KINDS),
            expects=None,
            extra={"eliminated": list(end.eliminated)},
        )


def _int(options: Mapping[str, OptionValue], key: str, default: int) -> int:
    value = options.get(key, default)
    return value if isinstance(value, int) else default


def _edge(space: int, size: int) -> str:
    """Which end of the Gallery a space is: ``right`` (the most influential), ``left``,
    or ``none``."""
    return "right" if space == size else "left" if space == 1 else "none"


def _box(options: Mapping[str, OptionValue]) -> tuple[int, int, int] | None:
    """The box's (Rubies, Coins, Bandits) under ``reserve = counted``, else ``None``."""
    return catalogue().reserve if options.get("reserve") == "counted" else None


SHEET: Final = ForACrownSheet()
"""The sheet (:func:`royaumes.sheets.sheet_rules` finds it here)."""
