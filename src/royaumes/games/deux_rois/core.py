"""Deux Rois' shared vocabulary: what the rules (``rules.py``), the powers (``powers*.py``),
the Mode Historique (``historique.py``) and scoring all read.

Here: the rooms and the card numbers the engine reads, the phases, the action notation
(:class:`Action`, :func:`action_of`), a card's state, the pending chance nodes (one small
frozen dataclass per kind) and :class:`Fields`, every field of a position declared once
with its type, default and meaning. This module imports none of the game's rule modules
(only the card list and the options), so that each of them imports it at the top.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, TypeAlias

from royaumes._actions import ActionTable
from royaumes.events import EventKind
from royaumes.game import CHANCE, HOST, Event, OptionValue
from royaumes.game import Action as _BaseAction
from royaumes.games.deux_rois.characters import characters

if TYPE_CHECKING:
    from royaumes.games.deux_rois import config, scoring

__all__ = [
    "COLOURS",
    "PUBLIC",
    "ROOMS",
    "TABLE",
    "ZONES",
    "Action",
    "CardState",
    "ChanceNode",
    "Entry",
    "Fields",
    "Phase",
    "action_of",
    "plain_action",
    "seat_action",
]

ROOMS: Final = ("N", "E")
"""Room letters: 0 is Normandie, 1 is Angleterre."""
NUM_CARDS: Final = 50
MAX_SEATS: Final = 50
COLOURS: Final = ("red", "blue")
"""The two sides' colours, as an action's ``col`` argument encodes them (0 red, 1 blue)."""
ZONES: Final = ("port", "citadel", "camp", "tent", "battlefield", "village")
"""The zones of events 25–27 (§8.3); ``zone S`` takes the first four."""

# Cards the engine reads by number (§2.10).
GUILLAUME, HAROLD, PROTECTION, ASSASSIN, ARMURIER = 1, 2, 3, 5, 6
SANG_ROYAL: Final = (7, 8)
ESPION, TROUBADOUR, CHAMAN = 9, 10, 12
EMISSARIES: Final = (13, 14)
FAUSSAIRE, INFIDELE, PAPE, PELERIN = 21, 22, 26, 43
ROI_DE_FRANCE, CHANCELIER, INTERPRETE, BERSERKER = 35, 36, 45, 46
MOINE: Final = 25

PUBLIC: Final = -1
"""A log entry's audience when every seat sees it."""
TABLE: Final = -3
"""The actor of the table's own lines (announcements, automatic effects)."""
_ACTORS: Final = {CHANCE: "chance", HOST: "host", TABLE: "table"}


class Phase(enum.IntEnum):
    """What the game waits for (§2.4.1; the automatic steps have no phase of their own)."""

    DEALING = 0
    SETUP = 1
    NEGOTIATION = 2
    ELECTION = 3
    USURP = 4
    LIEUTENANT = 5  # event 7 only
    DESIGNATION = 6
    EVENT_DRAW = 7  # Mode Historique only; automatic (it waits only for chance)
    TRAITORS = 8  # event 12 only
    PRE_DEPARTURE = 9
    CROSSING = 10  # a decision phase under event 23 only
    ARRIVAL_WINDOW = 11
    END_DECISIONS = 12
    OVER = 13

    @property
    def label(self) -> str:
        """The phase's name in notation and views (``pre_departure``)."""
        return _PHASE_LABELS[self]  # an enum's ``name`` is a Python-level property: slow


_PHASE_LABELS: Final = tuple(phase.name.lower() for phase in Phase)
"""Each phase's label, by value (the phases are numbered 0, 1, 2... in order)."""
assert [phase.value for phase in Phase] == list(range(len(Phase)))


def set_room(pair: tuple[Any, Any], room: int, value: Any) -> Any:
    """``pair`` (one value per room) with room ``room``'s value replaced by ``value``."""
    return (value, pair[1]) if room == 0 else (pair[0], value)


_CHARACTERS = {c.number: c for c in characters()}


def printed_colour(card: int) -> str:
    """The printed colour(s) of a card: red, blue, green, orange, grey or red+blue (§2.10)."""
    return _CHARACTERS[card].colour


# ---------------------------------------------------------------------------
# Action notation (§8.4)

# Argument forms and how an integer ``arg`` encodes them:
#   ""        none                                  "ready"
#   "S"       a seat                                "vote 12"
#   "C"       a card                                "deal 27"
#   "col"     0 red / 1 blue                        "claim red"
#   "room"    0 N / 1 E                             "room E"
#   "n2"      1 or 2                                "power commandant 2"
#   "pair"    two seats a < b: a * 64 + b           "power interprete 4,9"
#   "SC"      a seat and a card: s * 64 + c         "power devin 12 5"
#   "Svis"    a seat, 0 private / 1 public: s*2+v   "power geolier 12 public"
#   "Sconvert" a seat, with "convert"               "accept 3 convert"
#   "n15"     0..14 (a Historic number)             "number 7", "draw 7"
#   "n28"     1..28 (an event)                      "event 19"
#   "zone"    an index into ZONES                   "zone citadel"
_VIS: Final = ("private", "public")


def arguments(form: str) -> Sequence[int]:
    """Every ``arg`` of an argument form, in id order."""
    seats = range(MAX_SEATS)
    if form == "pair":
        return [a * 64 + b for a in seats for b in seats if a < b]
    if form == "SC":
        return [p * 64 + c for p in seats for c in range(1, NUM_CARDS + 1)]
    if form == "Svis":
        return [p * 2 + v for p in seats for v in (0, 1)]
    return {
        "": (0,),
        "S": seats,
        "Sconvert": seats,
        "C": range(1, NUM_CARDS + 1),
        "col": (0, 1),
        "room": (0, 1),
        "n2": (1, 2),
        "n15": range(15),
        "n28": range(1, 29),
        "zone": range(len(ZONES)),
    }[form]


def _text(kind: str, form: str, arg: int) -> str:
    if form == "":
        return kind
    if form == "col":
        return f"{kind} {COLOURS[arg]}"
    if form == "room":
        return f"{kind} {ROOMS[arg]}"
    if form == "pair":
        return f"{kind} {arg // 64},{arg % 64}"
    if form == "SC":
        return f"{kind} {arg // 64} {arg % 64}"
    if form == "Svis":
        return f"{kind} {arg // 2} {_VIS[arg % 2]}"
    if form == "Sconvert":
        return f"{kind} {arg} convert"
    if form == "zone":
        return f"{kind} {ZONES[arg]}"
    return f"{kind} {arg}"


_FORMS: list[tuple[tuple[str, str], ...]] = []
_KINDS: list[str] = []
"""Each form's kind, by form index (read on every action applied: one list lookup)."""


def install_forms(forms: tuple[tuple[str, str], ...]) -> None:
    """Set the game's action forms, ``(kind, argument form)`` in id order: the core's,
    the powers', the events', chance's (``rules`` gathers them from the modules that
    declare them when it is imported)."""
    assert not _FORMS or _FORMS[0] == forms, "the action forms are set once"
    _FORMS[:] = [forms]
    _KINDS[:] = [kind for kind, _form in forms]


def forms() -> tuple[tuple[str, str], ...]:
    """Every action form, in id order (:func:`install_forms`)."""
    if not _FORMS:
        raise RuntimeError("no action forms: import royaumes.games.deux_rois.rules first")
    return _FORMS[0]


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of the main mode; ``str`` gives its canonical text (§8.4).

    Attributes:
        form: index into the action forms (``ready``, ``vote S``...).
        arg: its argument: a seat, a card, 0/1 for red/blue or N/E, else 0.
    """

    form: int
    arg: int = 0
    text: str = field(default="", compare=False, repr=False)
    id: int = field(default=-1, compare=False, repr=False)
    """Its dense id (the table's index; -1 for an action built outside :func:`table`):
    the integer path reads it instead of hashing the action."""

    @property
    def kind(self) -> str:
        """The action's words without argument: ``"propose full_share"``, ``"vote"``."""
        return _KINDS[self.form]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"GAME.parse_action({self.text!r})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": "vote", "seat": 12}``, ``{"type": "propose", "share": "full_share",
        "seat": 3}``, ``{"type": "ready", "colour": "red"}``, ``{"type": "deal", "card": 27}``."""
        kind, form = forms()[self.form]
        words = kind.split()
        data: dict[str, Any] = {"type": words[0]}
        if len(words) > 1:
            data["what"] = words[1]
        if form == "S":
            data["seat"] = self.arg
        elif form == "C":
            data["card"] = self.arg
        elif form == "col":
            data["colour"] = COLOURS[self.arg]
        elif form == "room":
            data["room"] = ROOMS[self.arg]
        elif form in ("n2", "n15", "n28"):
            data["n"] = self.arg
        elif form == "zone":
            data["zone"] = ZONES[self.arg]
        elif form == "pair":
            data["seats"] = [self.arg // 64, self.arg % 64]
        elif form == "SC":
            data["seat"], data["card"] = self.arg // 64, self.arg % 64
        elif form == "Svis":
            data["seat"], data["visibility"] = self.arg // 2, _VIS[self.arg % 2]
        elif form == "Sconvert":
            data["seat"], data["convert"] = self.arg, True
        return data


@functools.cache
def table() -> ActionTable[Action]:
    """Every action of the game, by text and by id."""
    listed = (
        (i, kind, form, arg) for i, (kind, form) in enumerate(forms()) for arg in arguments(form)
    )
    actions = (
        Action(i, arg, _text(kind, form, arg), n) for n, (i, kind, form, arg) in enumerate(listed)
    )
    return ActionTable(
        "deux_rois", actions, example="'ready', 'vote 12', 'propose full_share 3', 'done'"
    )


@functools.cache
def first_ids() -> dict[tuple[str, str], int]:
    """The dense id of each form's first action, by ``(kind, argument form)``: a form's
    action of argument index ``k`` (:func:`arguments`) has id ``first + k``, so the ids of
    the seat forms (``"S"``) are ``first + seat``. The integer path computes ids from it
    without building texts or actions."""
    out: dict[tuple[str, str], int] = {}
    start = 0
    for kind, form in forms():
        out[kind, form] = start
        start += len(arguments(form))
    return out


@functools.cache
def pair_index() -> dict[int, int]:
    """Argument index of each ``pair`` argument (``a * 64 + b``, a < b)."""
    return {arg: k for k, arg in enumerate(arguments("pair"))}


def action_of(text: str) -> Action:
    """The action of a canonical text (``action_of("power devin 12 5")``).

    Raises:
        KeyError: no action has this text (the engine's own texts only; players' input
            goes through :meth:`DeuxRois.parse_action`).
    """
    return table().by_text[text]


# The powers' legal lists call these for every seat to move: memoised, they skip formatting
# a text and hashing it (the table never changes; an unknown text raises, and is retried).


@functools.cache
def seat_action(kind: str, seat: int) -> Action:
    """The action ``"<kind> <seat>"`` (``seat_action("vote", 3)``); KeyError if none."""
    return action_of(f"{kind} {seat}")


@functools.cache
def plain_action(kind: str) -> Action:
    """The action of a text without argument (``plain_action("done")``); KeyError if none."""
    return action_of(kind)


@functools.cache
def colour_action(kind: str, colour: int) -> Action:
    """The action ``"<kind> red|blue"`` (``colour``: 0 red, 1 blue)."""
    return action_of(f"{kind} {COLOURS[colour]}")


# ---------------------------------------------------------------------------
# Cards and the log


_SORTED: Final = {"to_json": sorted, "from_json": frozenset}
"""JSON of a set field: a sorted array."""


@dataclass(frozen=True, slots=True)
class CardState:
    """What lives on a card (§2.7.1): statuses, the Infidèle's colour or the Espion's
    claim, banked points, and the Pèlerin's visits (arrivals in N and E)."""

    statuses: frozenset[str] = field(default=frozenset(), metadata=_SORTED)
    colour: str | None = None
    banked: float = 0.0
    visits: tuple[int, int] = (0, 0)
    used: frozenset[tuple[str, int]] = field(
        default=frozenset(),
        metadata={
            "to_json": lambda used: [[k, r] for k, r in sorted(used)],
            "from_json": lambda data: frozenset((k, r) for k, r in data),
        },
    )
    """Powers used: ``(id, round)`` for a 1/round power, ``(id, 0)`` for a 1/game one."""
    met: frozenset[int] = field(default=frozenset(), metadata=_SORTED)
    """Card 10: the principal cards met; card 9: the partner seats (banked points, §2.10)."""
    copy: int = 0
    """Card 25: the card the Monk copies (0: none), whose powers he uses with the copy's
    own counters (kept in ``used`` as ``("copy:<id>", round)``), §2.10 card 25."""


class Entry:
    """One line of the history: who, its canonical text (the kind's template filled with
    the arguments), who may see it, the action it logs, its kind and arguments.

    Immutable once logged. A line the engine logs (:meth:`lazy`) keeps its kind and raw
    arguments and builds its text and ordered arguments only when they are read (a
    random playout reads neither); a line rebuilt from a view is given them.

    Attributes:
        actor: a seat, or ``CHANCE``, ``HOST``, :data:`TABLE`.
        audience: a bit per seat, or :data:`PUBLIC`.
        action: the action the line logs, or ``None``.
        kind: the event kind's name (``""``: a text-only line).
    """

    __slots__ = (
        "_args", "_event", "_raw", "_spec", "_text", "action", "actor", "audience", "kind",
    )  # fmt: skip

    actor: int
    audience: int
    action: _BaseAction | None
    kind: str

    def __init__(
        self, actor: int, text: str, audience: int = PUBLIC, action: _BaseAction | None = None,
        kind: str = "", args: tuple[tuple[str, Any], ...] = (),
    ) -> None:  # fmt: skip
        self.actor, self.audience, self.action, self.kind = actor, audience, action, kind
        self._text: str | None = text
        self._args: tuple[tuple[str, Any], ...] | None = args
        self._spec: EventKind | None = None
        self._raw: Mapping[str, Any] | None = None
        self._event: Event | None = None

    @classmethod
    def lazy(
        cls, actor: int, spec: EventKind, raw: Mapping[str, Any], audience: int,
        action: _BaseAction | None,
    ) -> Entry:  # fmt: skip
        """A line of kind ``spec`` with the arguments ``raw`` (not copied: the caller
        hands over a fresh dict), its text and ordered arguments built when read."""
        entry = object.__new__(cls)
        entry.actor, entry.audience, entry.action, entry.kind = actor, audience, action, spec.name
        entry._text = entry._args = entry._event = None
        entry._spec, entry._raw = spec, raw
        return entry

    @property
    def text(self) -> str:
        """The canonical text (§8.5)."""
        text = self._text
        if text is None:
            assert self._spec is not None
            assert self._raw is not None
            text = self._text = self._spec.text(self._raw)
        return text

    @property
    def args(self) -> tuple[tuple[str, Any], ...]:
        """The arguments in the kind's order, a fact left out as ``None``."""
        args = self._args
        if args is None:
            assert self._spec is not None
            assert self._raw is not None
            raw = self._raw
            args = self._args = tuple((name, raw.get(name)) for name, _ in self._spec.all_fields)
        return args

    def _key(self) -> tuple[Any, ...]:
        return (self.actor, self.text, self.audience, self.action, self.kind, self.args)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Entry:
            return NotImplemented
        assert isinstance(other, Entry)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Entry({self.actor}, {self.text!r}, {self.audience}, kind={self.kind!r})"

    def event(self) -> Event:
        """The line as an event (its actor's name, kind and arguments): one object, made
        on the first call, for every viewer who sees the line (they all see it alike; a
        50-seat game's end shows every line to every seat). Its raw arguments go once
        the text and arguments are built."""
        event = self._event
        if event is None:
            event = self._event = Event(
                _ACTORS.get(self.actor) or f"P{self.actor}", self.text, "", False,
                self.kind, self.args,
            )  # fmt: skip
            self._spec = self._raw = None
        return event


_new: Final = object.__new__


def lazy_entry(
    actor: int, spec: EventKind, raw: Mapping[str, Any], audience: int,
    action: _BaseAction | None,
) -> Entry:  # fmt: skip
    """:meth:`Entry.lazy` as a plain function (the engine logs a line or more at every
    action: one call and one global lookup less each)."""
    entry = _new(Entry)
    entry.actor, entry.audience, entry.action, entry.kind = actor, audience, action, spec.name
    entry._text = entry._args = entry._event = None
    entry._spec, entry._raw = spec, raw
    return entry


History: TypeAlias = tuple["History", Entry] | None
"""The log as a linked list, newest first: ``(previous, entry)`` or ``None``."""


# ---------------------------------------------------------------------------
# Chance nodes (§2.14.6): what chance draws next, one kind each


@dataclass(frozen=True, slots=True)
class LargerRoom:
    """Which room gets the odd player (``larger N|E``, §2.3)."""


@dataclass(frozen=True, slots=True)
class RoomDraw:
    """Seat ``seat``'s room (``room N|E``), weighted by the places left in each (§2.3)."""

    seat: int
    left_n: int
    left_e: int


@dataclass(frozen=True, slots=True)
class Deal:
    """Seat ``seat``'s card (``deal C``), uniform over the cards not dealt (§2.3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ColourDraw:
    """The colour of ``card`` (the Infidèle's or the Espion's when not chosen, §2.10)."""

    card: int


@dataclass(frozen=True, slots=True)
class GeneralDraw:
    """A tied election (or a leaderless room, §2.8) settled among ``candidates``."""

    room: int
    candidates: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EnvoyDraw:
    """An envoy picked for ``room``'s designator, among the eligible (§2.9)."""

    room: int


@dataclass(frozen=True, slots=True)
class NumberDraw:
    """``room``'s missing Historic number (``draw n``, §2.12.1)."""

    room: int


@dataclass(frozen=True, slots=True)
class EventDraw:
    """The uniform event draw (``event n``, ``event_draw=uniform_1_28``, §2.12.1)."""


@dataclass(frozen=True, slots=True)
class StormDeal:
    """Event 2: a card dealt back to the caught envoy ``seat``."""

    seat: int


class PickFor(enum.Enum):
    """What a Historic ``pick S`` chooses."""

    LIEUTENANT = "lieutenant"  # event 7
    RELIC = "relic"  # event 21
    COUNCIL = "council"  # event 14
    NOOP = "noop"  # a sampled state's stand-in for a pick its seat cannot see


@dataclass(frozen=True, slots=True)
class Pick:
    """A Historic ``pick S`` over ``pool`` for ``what``, told to ``audience`` (a bit per
    seat), in ``room``."""

    what: PickFor
    pool: tuple[int, ...]
    audience: int
    room: int


ChanceNode: TypeAlias = (
    LargerRoom | RoomDraw | Deal | ColourDraw | GeneralDraw | EnvoyDraw
    | NumberDraw | EventDraw | StormDeal | Pick
)  # fmt: skip
"""A pending chance node."""


# ---------------------------------------------------------------------------
# The state's fields

_NO_COUNCIL: Final[tuple[int, tuple[tuple[int, ...], tuple[int, ...]],
                         tuple[int, int, int, int], tuple[int, int]]] = (
    0, ((), ()), (-1, -1, -1, -1), (-1, -1)
)  # fmt: skip


class Fields:
    """Every field of a position, declared once (``rules.State`` adds the rules).

    A state is immutable once returned: ``_evolve`` copies the attribute dict and the
    copy is changed while it is built; every value is immutable (tuples, frozensets), so
    states share what they do not change. A field with a class default keeps it until
    the rules first set it. Seats, cards and rounds are ints (a seat -1: none); "per
    room" pairs are indexed 0 N, 1 E.
    """

    # -- the core's -------------------------------------------------------------
    _opts: config.Options
    """The table's options."""
    _options: Mapping[str, OptionValue]
    """Every option's value, as the view shows them."""
    _n: int
    """The number of players."""
    _deck: tuple[int, ...]
    """The cards in play, ascending."""
    _phase: Phase
    _round: int
    """The round, from 1 (0 during setup)."""
    _room: tuple[int, ...]
    """Per seat: 0 N, 1 E, -1 not drawn yet."""
    _card: tuple[int, ...]
    """Per seat: its card, 0 before the deal."""
    _cards: tuple[CardState, ...]
    """Per card number (index 0 unused)."""
    _flag: tuple[bool, ...]
    """Per seat: ready / done / answered / cast, by phase."""
    _offers: frozenset[tuple[int, int, str]]
    """Pending offers: ``(from, to, kind)``."""
    _windows: frozenset[tuple[int, int]]
    """Open options windows: ``(user, partner)``."""
    _shown: Mapping[tuple[int, int], tuple[int, int, frozenset[str]]]
    """Per open window: the partner's card as shown, the user's card then, the powers
    used from it."""
    _ballots: tuple[int, ...]
    """Per seat: -2 not cast, -1 abstain, else the seat voted for."""
    _general: tuple[int, int]
    """Per room: its General, -1 none."""
    _pointer: tuple[int, ...]
    """Per seat: the seat it points at, -1 none (``standing_leader``, §2.8)."""
    _lists: tuple[tuple[int, ...], tuple[int, ...]]
    """Per room: its designation list."""
    _proven: frozenset[int]
    """The seats proven immune in this designation, and event 18's other General once
    his designator was told he cannot be designated (``historique.unseen_ineligible``)."""
    _locked: tuple[bool, bool]
    """Per room: its designation is done."""
    _chance: tuple[ChanceNode, ...]
    """The pending chance nodes; the first is the current one."""
    _phase_actions: int
    """The seats' actions in this phase (its action cap, Appendix A)."""
    _phase_step: int
    """The action count when the current phase began (its clock's start)."""
    _decisions: tuple[tuple[int, bool], ...]
    """The end decisions: ``(card, attack?)``."""
    _outcome: scoring.Outcome | None
    """The scoring, once done."""
    _history: History
    _num_actions: int

    # -- the rules' side state -----------------------------------------------------
    _extra_envoys: tuple[int, int] = (0, 0)
    """Per room: the Commandant's extra envoys this round (§2.10, 23/24)."""
    _join_windows: frozenset[tuple[int, int, int]] = frozenset()
    """The Interprète's open join windows: ``(his seat, A, B)`` with A < B (§2.6 step 3)."""
    _pair_history: tuple[frozenset[int], ...] = ()
    """Per seat: the seats it did a full reveal with (§2.7.1); ``()`` before the first."""

    # -- the powers' --------------------------------------------------------------
    _sent_back: tuple[int, frozenset[int]] = (0, frozenset())
    """The Navigateur's send-backs: ``(round, seats)`` (§2.10, 47/48)."""
    _rallies: tuple[tuple[int, int, str, frozenset[int]], ...] = ()
    """One ``(round, room, banner colour, entitled seats)`` per Porte-Étendard rally."""
    _rally_optins: frozenset[tuple[int, int, str]] = frozenset()
    """The rallies' opt-ins: ``(round, seat, colour)``."""
    _neutraliser: int = 15
    """The card NEUTRALISED on card 6 is linked to (15, or 25 for a Monk's copy)."""
    _tresorier_bindings: tuple[int, tuple[tuple[int, int], ...]] = (0, ())
    """The Trésorier's bindings: ``(round, ((bound, binder), ...))`` (§2.8)."""
    _pledges: tuple[tuple[int, int], ...] = ()
    """The Capitaine's pledge: ``((50, principal),)`` (scoring's ``FinalCard.pledge``)."""

    # -- the Mode Historique's (§2.12) ---------------------------------------------
    _h_used: frozenset[tuple[str, int, int]] = frozenset()
    """The events' limited actions used: ``(key[#n], round, seat)``."""
    _h_drawn: tuple[tuple[int, int], ...] = ()
    """The events drawn: ``(round, event)``."""
    _h_prev: tuple[tuple[int, tuple[int, int]], ...] = ()
    """The Generals at each draw: ``(round, per room)``."""
    _h_numbers: tuple[int, int] = (-1, -1)
    """Per room: this round's Historic number, -1 not yet given."""
    _h_limbo: frozenset[int] = frozenset()
    """Event 4: the seats in limbo."""
    _h_traitors: frozenset[int] = frozenset()
    """Event 12: the original envoys (who may act in TRAITORS)."""
    _h_traitors_acted: frozenset[int] = frozenset()
    """Event 12: the original envoys who acted."""
    _h_raiders: tuple[tuple[int, int], ...] = ()
    """Event 19: the raiders, with their origin room: ``(seat, room)``."""
    _h_raids: tuple[tuple[int, int], ...] = ()
    """Event 19: the raids sent: ``(round, origin room)``."""
    _h_legates: frozenset[int] = frozenset()
    """Event 24: the legates."""
    _h_declines: frozenset[int] = frozenset()
    """Event 20: the envoys who declined their mission."""
    _h_sent_back: frozenset[int] = frozenset()
    """Event 17: the envoys sent back at this exchange."""
    _h_council: tuple[
        int, tuple[tuple[int, ...], tuple[int, ...]], tuple[int, int, int, int], tuple[int, int]
    ] = _NO_COUNCIL
    """Event 14: ``(round, members per room, the councillors' choices (2 per room),
    the immune per room)``; round 0: no council."""
    _h_oath_owed: frozenset[int] = frozenset()
    """Event 23: the sworn envoys who owe a public reveal."""
    _h_storm: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] = ((), (), ())
    """Event 2: the caught envoys, their cards, the cards dealt back so far."""
    _h_arrived: tuple[int, tuple[int, ...]] = (0, ())
    """The seats that arrived at this exchange: ``(round, seats)``."""
    _h_crossed: tuple[int, tuple[int, ...]] = (0, ())
    """The seats that crossed: ``(round, seats)``."""
    _h_met_pope: frozenset[int] = frozenset()
    """The seats that did a full reveal with the Pope (§2.12, papacy)."""
    _h_tokens: tuple[int, ...] = ()
    """Event 13: per seat, the token it holds (``()``: each its own)."""
    _h_zone: tuple[int, ...] = ()
    """Events 25–27: per seat, an index into :data:`ZONES` (``()``: none)."""
    _h_relic: tuple[int, tuple[int, int]] = (0, (-1, -1))
    """Event 21: ``(round, the Relic's holder per room)``."""
    _h_lieutenant: tuple[int, tuple[int, int]] = (0, (-1, -1))
    """Event 7: ``(round, the Lieutenant per room)``."""
