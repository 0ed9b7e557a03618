"""A sheet's history: the changes people made, and the entries they leave (issue 22).

Nothing entered is ever lost: a sheet keeps every change in order — an entry added, an
entry replaced (a correction) or a change undone — and its entries are what those
changes leave. Undo takes back the last change still standing, whatever its kind, so
pressing it again and again walks the sheet back to its start, and the history still
shows every step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from royaumes.game import OptionValue
from royaumes.sheets.base import Say, SheetError, SheetRules, Tally

__all__ = [
    "Change",
    "ChangeKind",
    "PersonStats",
    "check_change",
    "group_stats",
    "live_entries",
    "outcome_of",
    "tally_of",
    "undoable",
]

ChangeKind = Literal["add", "replace", "undo"]


@dataclass(frozen=True)
class Change:
    """One change to a sheet, as stored.

    Attributes:
        index: its place in the sheet's history, from 0.
        kind: ``add`` (a new entry, ``data``), ``replace`` (entry ``target`` — the
            index of the ``add`` that made it — now reads ``data``) or ``undo``
            (change ``target`` is taken back).
        data: the entry's JSON (``add``, ``replace``).
        target: see ``kind``.
        at: when it was made, in epoch seconds.
    """

    index: int
    kind: ChangeKind
    data: Mapping[str, Any] | None = None
    target: int | None = None
    at: float = 0.0


def _standing(changes: Sequence[Change]) -> list[Change]:
    undone = {c.target for c in changes if c.kind == "undo"}
    return [c for c in changes if c.kind != "undo" and c.index not in undone]


def live_entries(changes: Sequence[Change]) -> list[tuple[int, Mapping[str, Any]]]:
    """The entries the changes leave, in order: ``(id, data)``, ``id`` being the index
    of the ``add`` that made the entry (what a correction names)."""
    entries: dict[int, Mapping[str, Any]] = {}
    for c in _standing(changes):
        if c.kind == "add" and c.data is not None:
            entries[c.index] = c.data
        elif c.kind == "replace" and c.target in entries and c.data is not None:
            entries[c.target] = c.data
    return list(entries.items())


def undoable(changes: Sequence[Change]) -> int | None:
    """The change an undo would take back (the last one standing), or ``None``."""
    standing = _standing(changes)
    return standing[-1].index if standing else None


def tally_of(
    rules: SheetRules,
    people: int,
    options: Mapping[str, OptionValue],
    changes: Sequence[Change],
) -> Tally:
    """The sheet's tally after ``changes``.

    Raises:
        SheetError: an entry the rules refuse (its ``entry`` is the index among the
            live entries).
    """
    entries = live_entries(changes)
    if rules.single_entry:
        entries = entries[-1:]
    parsed = []
    for i, (_, data) in enumerate(entries):
        try:
            parsed.append(rules.parse_entry(data))
        except SheetError as e:
            raise e.at(i) from e
    return rules.tally(people, options, parsed)


def check_change(
    rules: SheetRules,
    people: int,
    options: Mapping[str, OptionValue],
    changes: Sequence[Change],
    new: Change,
) -> Tally:
    """The tally with ``new`` made after ``changes``, if the rules take it.

    Raises:
        SheetError: the entry is refused (an entry after the game's end included: each
            game's :meth:`~royaumes.sheets.base.SheetRules.tally` refuses it, except in
            a one-entry game, where an entry replaces the last), nothing to undo, or a
            correction of no live entry.
    """
    if new.kind == "undo" and new.target is None:
        raise SheetError(Say("sheet.error.nothing_to_undo"))
    if new.kind == "replace" and new.target not in dict(live_entries(changes)):
        raise SheetError(
            Say("sheet.error.no_entry", {"entry": -1 if new.target is None else new.target})
        )
    return tally_of(rules, people, options, [*changes, new])


@dataclass(frozen=True)
class PersonStats:
    """One person's record in a group's finished sheets.

    Attributes:
        name: the person.
        games: finished sheets they played.
        wins: of those, the ones they won (a shared victory counts for each winner).
        best: per game id, their best final total (the lowest where lower wins).
    """

    name: str
    games: int
    wins: int
    best: Mapping[str, int]


def group_stats(
    sheets: Sequence[tuple[str, Sequence[str], Mapping[str, Any] | None]],
    people: Sequence[str],
) -> list[PersonStats]:
    """Each person's statistics over a group's sheets (``(game id, people, outcome)``,
    the outcome as :func:`outcome_of` stores it; unfinished sheets are left out), in
    the group's order of people."""
    games = dict.fromkeys(people, 0)
    wins = dict.fromkeys(people, 0)
    best: dict[str, dict[str, int]] = {p: {} for p in people}
    for game, names, outcome in sheets:
        if not outcome or not outcome.get("finished"):
            continue
        lower = bool(outcome.get("lower_wins"))
        for i, name in enumerate(names):
            if name not in games:
                continue
            games[name] += 1
            wins[name] += i in outcome["winners"]
            total = int(outcome["totals"][i])
            old = best[name].get(game)
            if old is None or (total < old if lower else total > old):
                best[name][game] = total
    return [PersonStats(p, games[p], wins[p], best[p]) for p in people]


def outcome_of(tally: Tally) -> dict[str, Any]:
    """What a sheet stores of its tally for the group's statistics."""
    return {
        "finished": tally.finished,
        "totals": list(tally.totals),
        "winners": list(tally.winners),
        "lower_wins": tally.lower_wins,
    }
