"""What every game's score sheet is: entries in, a tally out (issue 22).

A **score sheet** counts a game played with the box, at home: people enter what
the rules score (a deal's totals, the final board...) and the sheet computes the
points, the running totals, the end and the winner with the game's own scoring
code — the engine's pure scoring functions, never a copy of a rule. The pages
draw the sheet's :class:`Field`\\ s and its :class:`Tally` and hold no rule.

One game's sheet is a :class:`SheetRules`: a pydantic model of one entry
(:attr:`SheetRules.Entry`), the form that fills it (:meth:`SheetRules.form`)
and :meth:`SheetRules.tally`, which reads the entries in order and raises
:class:`SheetError` at the first one the rules refuse (a card entered twice, an
impossible count, an entry after the end). A sheet's entries are therefore valid
exactly when :meth:`SheetRules.tally` returns: the store appends an entry only
then, so nothing bad is ever saved.

Every text a sheet shows is a :class:`Say`: a key of the Fluent catalogue
(``royaumes/locales/<lang>/sheet_<game>.ftl`` and ``sheets.ftl``) and its
arguments, formatted in the reader's language by :meth:`Say.text` — the
narration is written once, in Python's catalogue, for the pages and any other
program alike.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from royaumes.errors import GameError
from royaumes.events import Message, ParamValue, Ref
from royaumes.game import OptionValue
from royaumes.i18n import t
from royaumes.registry import load

__all__ = [
    "Condition",
    "EntryModel",
    "Field",
    "FieldKind",
    "Names",
    "Row",
    "Say",
    "SheetError",
    "SheetRules",
    "Tally",
    "people_args",
    "ranks_of",
]


class SheetError(GameError):
    """A sheet entry, or a sheet's people or options, that the rules refuse.

    Attributes:
        entry: the 0-based index of the refused entry among the sheet's active
            entries, or ``None`` for the sheet's people or options.
        say: the message as catalogue data, for the reader's language.
    """

    code: ClassVar[str] = "sheet/invalid"

    def __init__(self, say: Say, *, entry: int | None = None) -> None:
        super().__init__(say.text("en"))
        self.say = say
        self.entry = entry

    def at(self, entry: int) -> SheetError:
        """The same error, naming the entry it was found in."""
        return SheetError(self.say, entry=entry)


Names = Sequence[str] | None
"""The sheet's people, in seat order: a :class:`~royaumes.events.Ref` to seat ``i``
reads ``names[i]`` (``P1``... without names)."""


@dataclass(frozen=True)
class Say:
    """One text of a sheet: a catalogue key and its arguments (a person as
    ``Ref("seat", i)``, which reads as that person's name).

    >>> Say("sheet.total", {"points": 12}).text("fr")
    'Total : 12'
    """

    key: str
    args: Mapping[str, ParamValue] = field(default_factory=dict)

    def text(self, lang: str, names: Names = None) -> str:
        """The text in ``lang`` ("fr" or "en"), people by their ``names``."""

        def name(who: int | str) -> str:
            if isinstance(who, int):
                if names is not None and 0 <= who < len(names):
                    return names[who]
                return t("sheet.person", lang, n=who + 1)  # "Player 1"
            return str(who)

        return Message(self.key, self.args).render(lang, name)

    def to_json(self, lang: str, names: Names = None) -> dict[str, Any]:
        """``{"key", "args", "text"}``: the data and its text in ``lang``."""
        return {
            "key": self.key,
            "args": Message(self.key, self.args).to_json()["params"],
            "text": self.text(lang, names),
        }


Condition = tuple[str, tuple[str, ...]]
"""A field's name and the values for which another field is shown (:attr:`Field.when`)."""

FieldKind = Literal["int", "number", "choice", "bool", "cards", "card_groups"]
"""What a field holds: an integer (``minimum``..``maximum``), a number (decimals
allowed), one of ``choices``, a yes/no, a list of ``choices`` (cards: each at most
once in the entry), or a list of such lists (card groups: Débarquement's boats, each
its cards; the page lets one add a group and type its cards)."""


@dataclass(frozen=True)
class Field:
    """One input of an entry's form, as the pages draw it.

    Attributes:
        name: the entry model's field (a per-person field is a list, one item a person).
        kind: see :data:`FieldKind`.
        label: what the page writes beside it.
        per_person: one value per person (a column of the sheet) or one for the entry.
        choices: for ``choice`` and ``cards``: (value, label) pairs, values in the
            game's canonical notation.
        minimum, maximum: for ``int``.
        optional: may be left empty (``None``).
        default: the value the form starts with.
        help: a longer explanation, or ``None``.
        when: shown only where field ``when[0]`` holds one of the values ``when[1]``
            (that person's value for a per-person field, else the entry's: Deux Rois'
            pledge for card 50 only, Le Roi des Nains' counts for the quests that read
            them); several such pairs must all hold. Elsewhere it keeps its default.
    """

    name: str
    kind: FieldKind
    label: Say
    per_person: bool = False
    choices: tuple[tuple[str, Say], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False
    default: Any = None
    help: Say | None = None
    when: Condition | tuple[Condition, ...] | None = None

    @property
    def conditions(self) -> tuple[Condition, ...]:
        """:attr:`when` as a tuple of (field, values) pairs, all to hold."""
        if self.when is None:
            return ()
        when: Any = self.when  # one pair, or a tuple of pairs
        return (when,) if isinstance(when[0], str) else tuple(when)

    def to_json(self, lang: str, names: Names = None) -> dict[str, Any]:
        """The field for the pages, its texts in ``lang``, people by their ``names``."""
        return {
            "name": self.name,
            "kind": self.kind,
            "label": self.label.text(lang, names),
            "per_person": self.per_person,
            "choices": [{"value": v, "label": s.text(lang, names)} for v, s in self.choices],
            "minimum": self.minimum,
            "maximum": self.maximum,
            "optional": self.optional,
            "default": self.default,
            "help": self.help.text(lang, names) if self.help else None,
            "when": [{"field": f, "values": list(v)} for f, v in self.conditions] or None,
        }


@dataclass(frozen=True)
class Row:
    """What one entry scored.

    Attributes:
        title: the entry's name on the sheet ("Deal 3 — Quest: ...").
        points: points per person from this entry; ``None`` where it scores that
            person nothing to show (an end-of-game entry shows the final points here).
        steps: how they were counted, in the rules' order.
    """

    title: Say
    points: tuple[float | None, ...]
    steps: tuple[Say, ...] = ()


@dataclass(frozen=True)
class Tally:
    """A sheet's state after its entries.

    Attributes:
        rows: one per active entry, in order (a one-entry game: the last one only).
        totals: points per person so far (the final points once finished).
        finished: the rules' end is reached; no entry is taken after it.
        winners: indices of the people who won (several on a shared victory; none
            when nobody, or no person — an automaton — won); empty until finished.
        ranks: 1-based rank per person (tied people share a rank); by totals until
            finished, then with the rules' tie-breaks.
        end_steps: how the end was decided (tie-breaks, eliminations), in order.
        expects: what the next entry is ("Deal 4 of 7"), ``None`` once finished.
        lower_wins: the lowest total is best (Débarquement).
        extra: game-specific data for programs (an automaton's score as a number).
        notes: texts the page shows under the totals (an automaton's score, what is
            left to enter), in order.
    """

    rows: tuple[Row, ...]
    totals: tuple[float, ...]
    finished: bool
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    end_steps: tuple[Say, ...] = ()
    expects: Say | None = None
    lower_wins: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)
    notes: tuple[Say, ...] = ()

    def to_json(self, lang: str, names: Names = None) -> dict[str, Any]:
        """The tally for the pages, its texts in ``lang``, people by their ``names``."""
        return {
            "rows": [
                {
                    "title": r.title.to_json(lang, names),
                    "points": list(r.points),
                    "steps": [s.to_json(lang, names) for s in r.steps],
                }
                for r in self.rows
            ],
            "totals": list(self.totals),
            "finished": self.finished,
            "winners": list(self.winners),
            "ranks": list(self.ranks),
            "end_steps": [s.to_json(lang, names) for s in self.end_steps],
            "expects": self.expects.to_json(lang, names) if self.expects else None,
            "lower_wins": self.lower_wins,
            "extra": dict(self.extra),
            "notes": [s.to_json(lang, names) for s in self.notes],
        }


def people_args(args: Mapping[str, int | str], seats: Mapping[str, str]) -> dict[str, ParamValue]:
    """A scoring line's arguments for a text: each argument named in ``seats`` that holds
    a seat becomes that person (``Ref("seat", i)``, read as their name), under the
    name ``seats`` gives it; the others stay as they are.

    >>> people_args({"seat": 2, "total": 5}, {"seat": "person"})
    {'person': Ref(kind='seat', value=2), 'total': 5}
    """
    out: dict[str, ParamValue] = {}
    for k, v in args.items():
        if k in seats and isinstance(v, int):
            out[seats[k]] = Ref("seat", v)
        else:
            out[k] = v
    return out


class EntryModel(BaseModel):
    """Base of an entry model: strict (unknown keys refused), immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def ranks_of(keys: Sequence[Any], *, lower_wins: bool = False) -> tuple[int, ...]:
    """1-based competition ranks (1, 1, 3...) of comparable keys, best = highest
    (lowest with ``lower_wins``).

    >>> ranks_of([5, 9, 5, 2])
    (2, 1, 2, 4)
    """
    return tuple(1 + sum(1 for o in keys if (o < k if lower_wins else o > k)) for k in keys)


class SheetRules(abc.ABC):
    """One game's score sheet: its entries, their form and their tally.

    Subclasses set :attr:`game_id`, :attr:`Entry` and :attr:`single_entry` and
    implement :meth:`form` and :meth:`tally`. The people of a sheet are the seats
    of the game in order (person ``i`` is seat ``i``); the options are the game's
    own (:meth:`royaumes.game.GameSpec.resolve_options`), those its scoring does
    not read being merely kept.
    """

    game_id: ClassVar[str]
    Entry: ClassVar[type[EntryModel]]
    single_entry: ClassVar[bool] = False
    """Whether the sheet takes one entry (the end of the game): a new entry then
    replaces the previous one, and undoing it brings the previous one back."""
    scoring_options: ClassVar[tuple[str, ...]] = ()
    """The game's options the sheet's scoring reads (the new-sheet form shows them
    first; the others, a table's clocks and play rules, change nothing here)."""

    def check(self, people: int, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """The options resolved for a sheet of ``people`` people.

        Raises:
            SheetError: a player count outside the game's range, or bad options.
        """
        spec = load(self.game_id).spec
        if not spec.min_players <= people <= spec.max_players:
            raise SheetError(
                Say(
                    "sheet.error.people_fixed"
                    if spec.min_players == spec.max_players
                    else "sheet.error.people",
                    {
                        "game": spec.title,
                        "min": spec.min_players,
                        "max": spec.max_players,
                        "n": people,
                    },
                )
            )
        try:
            return spec.resolve_options(options)
        except GameError as e:
            raise SheetError(Say("sheet.error.options", {"message": e.message})) from e

    def parse_entry(self, data: object) -> EntryModel:
        """An entry from its JSON.

        Raises:
            SheetError: not an entry of this game (each problem named by its field).
        """
        try:
            return self.Entry.model_validate(data)
        except ValidationError as e:
            problems = "; ".join(
                f"{'.'.join(map(str, err['loc'])) or 'entry'}: {err['msg']}" for err in e.errors()
            )
            raise SheetError(Say("sheet.error.malformed", {"problems": problems})) from e

    @abc.abstractmethod
    def form(self, people: int, options: Mapping[str, OptionValue]) -> tuple[Field, ...]:
        """The fields of an entry for ``people`` people under ``options``."""

    @abc.abstractmethod
    def tally(
        self,
        people: int,
        options: Mapping[str, OptionValue],
        entries: Sequence[EntryModel],
    ) -> Tally:
        """The sheet after ``entries`` (the active ones, in order; for a
        :attr:`single_entry` game at most one).

        Raises:
            SheetError: the first entry the rules refuse, with its index (:meth:`SheetError.at`),
                including any entry after the game's end.
        """
