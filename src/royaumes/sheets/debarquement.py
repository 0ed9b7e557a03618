"""Débarquement's score sheet: per deal, each player's captured boats (issue 22).

One entry is one deal: per person, the boats he captured, each boat its cards (numbers
1 to 50, covered cards included). The sheet scores each deal with the engine's scoring
(:mod:`royaumes.games.debarquement.scoring`: each boat's tens digits, green and orange,
the single-colour rule under the table's options), adds the deal scores to the running
totals, ends the game where the rules end it (a total at the threshold, the deal limit,
or the last player left under ``end_rule=elimination``) and names the winners, the
lowest total winning, with the rules' tie-break (spec ``shared/rules/deux_rois.md``
§3.6, §3.7).

Decisions where a sheet meets what the spec leaves open:

- Under ``end_rule=threshold_after_capture`` the last deal's entry holds the boats
  captured until the game ended; its score is the same as at a deal's end (§3.6: the
  provisional totals are the deal's captures scored so far). The order of the captures
  is not entered, so the sheet cannot tell that an earlier capture of that deal had
  already ended the game.
- A person out of the game (``end_rule=elimination``) enters no boat; his column shows
  nothing for the deals he did not play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from royaumes.events import ParamValue, Ref
from royaumes.game import OptionValue
from royaumes.games.debarquement import scoring
from royaumes.games.debarquement.scoring import ImpossibleDealError, Line, ScoreOptions
from royaumes.sheets.base import (
    EntryModel,
    Field,
    Row,
    Say,
    SheetError,
    SheetRules,
    Tally,
    people_args,
    ranks_of,
)

__all__ = ["SHEET", "DebarquementEntry", "DebarquementSheet"]

_KEY: Final = "sheet.debarquement"


class DebarquementEntry(EntryModel):
    """One deal: ``boats[person]`` is the list of boats that person captured, each a
    list of card numbers (1 to 50, covered cards included), e.g.
    ``{"boats": [[[3, 19, 27, 33, 41, 44, 47]], [], [[2, 6, 10, 14, 21]]]}``."""

    boats: list[list[list[int]]]


def _colour(card: int) -> str:
    """A card's colour class (§3.1), for its label."""
    for name, cards in (
        ("grey", scoring.GREY),
        ("orange", scoring.ORANGE),
        ("green", scoring.GREEN),
        ("red", scoring.RED_ONLY),
        ("blue", scoring.BLUE_ONLY),
    ):
        if card in cards:
            return name
    return "red_blue"


def _say(line: Line) -> Say:
    """A scoring line in words: key ``sheet.debarquement.<kind>``, its ``seat`` the
    person it names."""
    return Say(f"{_KEY}.{line.kind}", _people(line.arguments))


def _problem(error: ImpossibleDealError) -> Say:
    """A refused deal in words: key ``sheet.debarquement.error.<code>``, its seats the
    people it names."""
    return Say(f"{_KEY}.error.{error.code}", _people(error.facts))


def _people(args: Mapping[str, int | str]) -> dict[str, ParamValue]:
    """Arguments with their seats (``seat``, ``other``) as people; ``seat`` is named
    ``person``."""
    return people_args(args, {"seat": "person", "other": "other"})


class DebarquementSheet(SheetRules):
    """Débarquement's sheet: one entry per deal; the lowest total wins."""

    game_id = "debarquement"
    Entry = DebarquementEntry
    single_entry = False
    scoring_options = tuple(ScoreOptions.__dataclass_fields__)

    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """One field per person: the boats he captured this deal (cards 1 to 50)."""
        choices = tuple(
            (str(c), Say(f"{_KEY}.card", {"card": c, "colour": _colour(c)}))
            for c in range(1, scoring.NUM_CARDS + 1)
        )
        return (
            Field(
                name="boats",
                kind="card_groups",
                label=Say(f"{_KEY}.boats"),
                per_person=True,
                choices=choices,
                default=[],
                help=Say(f"{_KEY}.boats_help"),
            ),
        )

    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The deals scored in order, the totals, and the end (§3.6, §3.7).

        Raises:
            SheetError: the first deal whose captures cannot happen (a card not in the
                deck or entered twice, a boat no placement makes, a person out of the
                game who captured...), or an entry after the game's end.
        """
        opts = ScoreOptions.of(options)
        totals = [0] * people
        boats_captured = [0] * people
        cards: list[list[int]] = [[] for _ in range(people)]
        eliminated: tuple[int, ...] = (0,) * people
        rows: list[Row] = []
        end_steps: list[Say] = []
        finished = False
        for i, entry in enumerate(entries):
            if finished:
                raise SheetError(Say("sheet.error.finished")).at(i)
            if not isinstance(entry, DebarquementEntry):
                raise SheetError(Say("sheet.error.malformed", {"problems": "not a deal"})).at(i)
            deal = i + 1
            playing = [not e for e in eliminated]
            try:
                scoring.check_deal(entry.boats, playing, opts)
            except ImpossibleDealError as e:
                raise SheetError(_problem(e)).at(i) from e
            points: list[int | None] = []
            steps: list[Say] = []
            for p, boats in enumerate(entry.boats):
                if not playing[p]:
                    points.append(None)
                    steps.append(Say(f"{_KEY}.not_playing", {"person": Ref("seat", p)}))
                    continue
                score = scoring.score_deal(p, boats, opts)
                points.append(score.score)
                steps.extend(_say(line) for line in score.lines)
                totals[p] += score.score
                boats_captured[p] += len(boats)
                cards[p].extend(c for b in boats for c in b)
            end = scoring.end_of_deal(totals, eliminated, deal, opts)
            eliminated = end.eliminated
            steps.extend(_say(line) for line in end.lines)
            rows.append(Row(Say(f"{_KEY}.deal", {"n": deal}), tuple(points), tuple(steps)))
            if end.over:
                finished = True
                end_steps.extend(_say(line) for line in end.lines)
        extra = {
            "boats_captured": list(boats_captured),
            "eliminated": [bool(e) for e in eliminated],
        }
        if not finished:
            return Tally(
                rows=tuple(rows),
                totals=tuple(totals),
                finished=False,
                winners=(),
                ranks=ranks_of(totals, lower_wins=True),
                expects=Say(
                    f"{_KEY}.expects",
                    {"n": len(rows) + 1, "threshold": opts.threshold, "max": opts.max_deals},
                ),
                lower_wins=True,
                extra=extra,
            )
        result = scoring.outcome(
            totals, opts, boats_captured=boats_captured, eliminated=eliminated, captured=cards
        )
        end_steps.extend(_say(line) for line in result.lines)
        return Tally(
            rows=tuple(rows),
            totals=result.points,
            finished=True,
            winners=result.winners,
            ranks=result.ranks,
            end_steps=tuple(end_steps),
            expects=None,
            lower_wins=True,
            extra=extra,
        )


SHEET: Final = DebarquementSheet()
"""The sheet (:func:`royaumes.sheets.sheet_rules` finds it here)."""
