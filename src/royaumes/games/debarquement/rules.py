"""Débarquement: the 2–8 player card game of Deux Rois pour un Royaume.

Each player holds 6 of the 50 character cards. Every turn all players choose
a card in secret at the same time; the cards are revealed together and placed
one by one, lowest number first, in the Norman boat (red cards) or the English
boat (blue cards); the owner of a grey, orange, green or bi-colour card picks
its boat. A card lower than every visible card of its boat covers the
leftmost one; whoever places the 5th visible card captures the whole boat.
Captured boats score their cards' tens digits (grey 0, green doubles a boat,
orange zeroes it, and a haul of one colour turns a deal's score negative).
Deals go on until someone reaches 66 (30 in the quick *Conquête rapide*); the
lowest total wins.

Rules source: ``shared/rules/deux_rois.md`` §3 (Débarquement), built from the
French seed ``shared/seeds/004_f9f2a3e76525cabb.txt``; section numbers (§)
below refer to that spec. The cards (numbers, names, colours) are the table
the main mode uses: :mod:`royaumes.games.deux_rois.characters`.

=========================  ===================================================
Players                    2 to 8
Simultaneous moves         every player with cards chooses at once; a choice
                           is hidden from the others until all have chosen,
                           and the order of arrival never matters
                           (``Game.moves_commute``)
Clock                      ``HOST`` (the table's clock) may ``end_phase`` a
                           selection or a boat choice; the §3.8 defaults apply
Chance                     explicit: every card dealt or drawn (seen by its
                           receiver only)
Information                imperfect: hands, the pile, choices before the reveal
Action notation            ``choose 27``, ``choose 44 english`` (predeclare),
                           ``place 35 norman``, ``end_phase``; chance ``deal 12``
Returns                    cumulative totals (lower is better); the lowest wins
=========================  ===================================================

Decisions where the spec leaves a choice to the implementation (all documented
in ``rules_en.md`` too):

- Under ``neutral_choice=predeclare`` the reveal writes a neutral card with its
  boat as ``seat:card:boat`` (``reveal 0:27,1:44:english``); a predeclared card
  whose owner timed out has no boat and takes the §3.8 default when placed.
- Under ``revisable_selection=true`` choosing again the card (and boat) already
  selected is not an action: it would spend a revision for nothing; so a player
  holding a single card cannot revise (not even a lone neutral card's boat under
  ``predeclare``: that he could would tell the others its colour).
- Under ``mono_scope=game`` and the threshold rules, a player whose un-negated
  total reached the threshold loses even when the final negation makes his
  total the lowest: winners are the lowest of those who stayed below (all
  players, if nobody did).
- Under ``captures_visible=false`` the views show other players' captures as
  counts only; the event log still holds every placement and capture, as a
  player at a real table saw them happen.
- Extra table events beyond §3.11: ``new_deal D first S`` (a deal starts),
  ``set_aside K`` (the pile's K cards will not be drawn this deal),
  ``eliminated S`` (``end_rule=elimination``), ``single_colour S,T``
  (``mono_scope=game``, at the end).

Version history:

- 1: first release.
"""

from __future__ import annotations

import bisect
import enum
import functools
import heapq
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState
from royaumes.errors import ConfigError
from royaumes.events import EventKind, EventKinds, Message, ParamValue, Ref, actor_ref
from royaumes.game import (
    CHANCE,
    HOST,
    Event,
    Game,
    GameOptions,
    GameSpec,
    OptionKind,
    OptionValue,
    Result,
    Seat,
    option,
)
from royaumes.game import Action as _BaseAction
from royaumes.game import State as _BaseState
from royaumes.game import View as _BaseView
from royaumes.games.debarquement import scoring as _scoring
from royaumes.games.debarquement.scoring import (
    Outcome,
    ScoreOptions,
    boat_value,
    card_colours,
    deal_score,
    end_of_deal,
    is_mono,
    outcome,
    tens,
    threshold_reached,
)
from royaumes.games.deux_rois.characters import Character, characters

__all__ = [
    "BOATS",
    "EVENTS",
    "GAME",
    "NEUTRAL_CARDS",
    "NOTATION",
    "Action",
    "ActionKind",
    "Debarquement",
    "Options",
    "Phase",
    "Preview",
    "State",
    "View",
    "boat_value",
    "card_colours",
    "deal_score",
    "is_mono",
    "place",
    "tens",
]

HAND_SIZE: Final = 6
NUM_CARDS: Final = _scoring.NUM_CARDS
BOAT_CAPACITY: Final = _scoring.BOAT_CAPACITY
# The colour classes (§3.1), defined with the scoring that reads them.
GREY: Final = _scoring.GREY
ORANGE: Final = _scoring.ORANGE
GREEN: Final = _scoring.GREEN
RED_ONLY: Final = _scoring.RED_ONLY
BLUE_ONLY: Final = _scoring.BLUE_ONLY
MAX_SELECTIONS: Final = 3  # per player per turn under revisable_selection (§3.3)
BOATS: Final = ("norman", "english")
"""Boat names in notation; index 0 is the Norman boat (red), 1 the English boat (blue)."""
NORMAN: Final = 0
ENGLISH: Final = 1

Boat: TypeAlias = tuple[tuple[int, ...], ...]
"""A boat: left-to-right stacks, each bottom to top; the top card is visible (§3.4)."""


def _card(number: int) -> Character:
    return characters()[number - 1]


NEUTRAL_CARDS: Final = tuple(sorted(set(range(1, NUM_CARDS + 1)) - RED_ONLY - BLUE_ONLY))
"""The cards whose owner chooses the boat: grey, orange, green and bi-colour (§3.3)."""
_NEUTRAL_INDEX: Final = {c: i for i, c in enumerate(NEUTRAL_CARDS)}


def _mask(cards: frozenset[int] | Sequence[int]) -> int:
    """The bit set of ``cards`` (bit c for card c)."""
    out = 0
    for c in cards:
        out |= 1 << c
    return out


# Per-card tables and bit sets, so that placing never looks a card up twice.
_NEUTRAL_MASK: Final = _mask(NEUTRAL_CARDS)
_BIT: Final = tuple(1 << c for c in range(NUM_CARDS + 1))
_CLEAR: Final = tuple(~(1 << c) for c in range(NUM_CARDS + 1))
"""Per card: its bit, and every bit but its (bit sets read and written by table, not by
arithmetic on a two-digit int)."""
_BOAT_OF: Final = tuple(
    NORMAN if c in RED_ONLY else ENGLISH if c in BLUE_ONLY else -1 for c in range(NUM_CARDS + 1)
)
"""Per card: the boat a red or blue card must go to; -1 for a neutral card (index 0 unused)."""


# ---------------------------------------------------------------------------
# Placement (§3.4): a pure function, used by the state and bots. Scoring (§3.6, §3.7)
# is :mod:`royaumes.games.debarquement.scoring`'s.


def place(boat: Boat, card: int) -> Boat:
    """The boat after ``card`` is placed in it (§3.4).

    Empty boat: the card starts it. Larger than every visible card: a new stack
    on the right. Smaller than every visible card: on top of the leftmost stack
    (covering it). Otherwise: a new stack just right of the last visible card
    lower than it. Visible cards stay strictly increasing.

    >>> place(((27,), (44,)), 19)
    ((27, 19), (44,))
    >>> place(((27, 19), (44,)), 33)
    ((27, 19), (33,), (44,))
    """
    if not boat:
        return ((card,),)
    if card > boat[-1][-1]:
        return (*boat, (card,))
    if card < boat[0][-1]:
        return ((*boat[0], card), *boat[1:])
    i = len(boat) - 2  # the visible cards rise: find the last one lower than the card
    while boat[i][-1] > card:
        i -= 1
    return (*boat[: i + 1], (card,), *boat[i + 1 :])


# ---------------------------------------------------------------------------
# Options (§3.12)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (§3.12): the one schema of the game's configuration keys
    (their words are the catalogue's ``deb.opt.*``)."""

    threshold: int = option(OptionKind.INT, 66, minimum=1)
    end_rule: str = option(
        OptionKind.CHOICE,
        "threshold_after_deal",
        choices=("threshold_after_deal", "threshold_after_capture", "elimination"),
    )
    max_deals: int = option(OptionKind.INT, 40, minimum=1, maximum=1000)
    first_seat: int = option(OptionKind.INT, 0, minimum=0, maximum=7)
    first_seat_rotation: str = option(
        OptionKind.CHOICE, "clockwise", choices=("clockwise", "fixed")
    )
    neutral_choice: str = option(
        OptionKind.CHOICE, "at_placement", choices=("at_placement", "predeclare")
    )
    revisable_selection: bool = option(OptionKind.BOOL, False)
    draw_rule: str = option(
        OptionKind.CHOICE, "all_or_nothing", choices=("all_or_nothing", "seat_order")
    )
    capture_timing: str = option(
        OptionKind.CHOICE, "immediate", choices=("immediate", "end_of_turn")
    )
    green_mode: str = option(OptionKind.CHOICE, "once", choices=("once", "per_card"))
    mono_scope: str = option(OptionKind.CHOICE, "deal", choices=("deal", "game"))
    mono_ignore: str = option(OptionKind.CHOICE, "grey", choices=("grey", "grey_orange_green"))
    tie_rule: str = option(OptionKind.CHOICE, "shared", choices=("shared", "fewer_captured_boats"))
    captures_visible: bool = option(OptionKind.BOOL, True)
    selection_seconds: int = option(OptionKind.INT, 30, minimum=1, maximum=3600)
    placement_seconds: int = option(OptionKind.INT, 15, minimum=1, maximum=3600)


# ---------------------------------------------------------------------------
# Actions (§3.11)


class ActionKind(enum.IntEnum):
    """The kinds of actions, in dense-id order."""

    CHOOSE = 0  # arg: the card
    CHOOSE_BOAT = 1  # arg: neutral index * 2 + boat (predeclare)
    PLACE = 2  # arg: neutral index * 2 + boat
    END_PHASE = 3  # HOST
    DEAL = 4  # chance, arg: the card


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of Débarquement; ``str`` gives its canonical text (§3.11)."""

    kind: ActionKind
    arg: int = 0
    text: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self.text or _action_text(self.kind, self.arg)

    def __repr__(self) -> str:
        return f"GAME.parse_action({str(self)!r})"

    @property
    def card(self) -> int:
        """The card the action names (0 for ``end_phase``)."""
        if self.kind in (ActionKind.CHOOSE_BOAT, ActionKind.PLACE):
            return NEUTRAL_CARDS[self.arg // 2]
        return self.arg

    @property
    def boat(self) -> int | None:
        """The boat the action names (0 Norman, 1 English), if any."""
        if self.kind in (ActionKind.CHOOSE_BOAT, ActionKind.PLACE):
            return self.arg % 2
        return None

    def to_json(self) -> dict[str, Any]:
        """``{"type": "choose", "card": 27}``, ``{"type": "choose", "card": 44, "boat":
        "english"}``, ``{"type": "place", "card": 35, "boat": "norman"}``, ``{"type":
        "end_phase"}``, ``{"type": "deal", "card": 12}``: read from its text
        (``NOTATION``); a predeclared choice is a ``choose`` with a boat."""
        data = _table().json_of(self)
        return {**data, "type": "choose"} if data["type"] == "choose_boat" else data


NOTATION: Final = EventKinds(
    "debarquement",
    [
        EventKind("choose", "choose {card:int}"),
        EventKind("choose_boat", "choose {card:int} {boat}"),
        EventKind("place", "place {card:int} {boat}"),
        EventKind("end_phase", "end_phase"),
        EventKind("deal", "deal {card:int}"),
    ],
)
"""The actions' canonical notation (§3.11), one kind per :class:`ActionKind` (its name in
lower case), from which their text and JSON are derived."""


def _action_text(kind: ActionKind, arg: int) -> str:
    action = Action(kind, arg)
    boat = None if action.boat is None else BOATS[action.boat]
    return NOTATION[kind.name.lower()].text({"card": action.card, "boat": boat})


@functools.cache
def _table() -> ActionTable[Action]:
    cards = range(1, NUM_CARDS + 1)
    pairs = range(2 * len(NEUTRAL_CARDS))
    args: dict[ActionKind, Sequence[int]] = {
        ActionKind.CHOOSE: cards,
        ActionKind.CHOOSE_BOAT: pairs,
        ActionKind.PLACE: pairs,
        ActionKind.END_PHASE: (0,),
        ActionKind.DEAL: cards,
    }
    actions = tuple(
        Action(kind, a, _action_text(kind, a)) for kind in ActionKind for a in args[kind]
    )
    return ActionTable(
        "debarquement",
        actions,
        example="'choose 27', 'choose 44 english', 'place 35 norman', 'end_phase', 'deal 12'",
        key=lambda a: (a.kind, a.arg),
        notation=NOTATION,
    )


def _act(kind: ActionKind, arg: int = 0) -> Action:
    return _table().get((kind, arg))


def _choose(card: int, boat: int | None = None) -> Action:
    if boat is None:
        return _act(ActionKind.CHOOSE, card)
    return _act(ActionKind.CHOOSE_BOAT, _NEUTRAL_INDEX[card] * 2 + boat)


def _place(card: int, boat: int) -> Action:
    return _act(ActionKind.PLACE, _NEUTRAL_INDEX[card] * 2 + boat)


# ---------------------------------------------------------------------------
# The integer path: dense ids as arithmetic, and bit sets read through small tables

_CHOOSE_BOAT_BASE: Final = NUM_CARDS
"""Id of ``choose C B`` (predeclare): this + 2 * neutral index + boat."""
_PLACE_BASE: Final = _CHOOSE_BOAT_BASE + 2 * len(NEUTRAL_CARDS)
"""Id of ``place C B``: this + 2 * neutral index + boat."""
_END_PHASE_ID: Final = _PLACE_BASE + 2 * len(NEUTRAL_CARDS)
_DEAL_BASE: Final = _END_PHASE_ID
"""Id of ``deal C``: this + C (chance outcomes follow ``end_phase``)."""
_LAST_DEAL_ID: Final = _DEAL_BASE + NUM_CARDS
_KIND_BASE: Final = (-1, _CHOOSE_BOAT_BASE, _PLACE_BASE, _END_PHASE_ID, _DEAL_BASE)
"""Per :class:`ActionKind`: an action's id is this + its ``arg``."""


def _choice_id(card: int, boat: int) -> int:
    """The id of choosing ``card`` (``boat`` -1: no boat, else predeclared)."""
    return card - 1 if boat < 0 else _CHOOSE_BOAT_BASE + 2 * _NEUTRAL_INDEX[card] + boat


_CHUNK: Final = 8  # bits per table lookup: a bit set's bytes index the tables
_NUM_BYTES: Final = (NUM_CARDS + 1 + 7) // 8  # 7 bytes hold bits 0 to 50


def _chunk_tables(ids_of: Any) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per byte of a bit set (bits 0-7, 8-15...), per value of that byte: the ids of its
    cards (``ids_of(card)``, a tuple each; bit 0 is no card), ascending."""
    return tuple(
        tuple(
            tuple(
                i
                for b in range(_CHUNK)
                if value >> b & 1 and 1 <= k * _CHUNK + b <= NUM_CARDS
                for i in ids_of(k * _CHUNK + b)
            )
            for value in range(1 << _CHUNK)
        )
        for k in range(_NUM_BYTES)
    )


_CARD_T: Final = _chunk_tables(lambda c: (c,))
_CHOOSE_T: Final = _chunk_tables(lambda c: (c - 1,))
_PAIR_T: Final = _chunk_tables(
    lambda c: (_choice_id(c, NORMAN), _choice_id(c, ENGLISH)) if c in _NEUTRAL_INDEX else ()
)
_DEAL_T: Final = _chunk_tables(lambda c: (_DEAL_BASE + c,))
_PLACE_IDS: Final = tuple(
    (_PLACE_BASE + 2 * _NEUTRAL_INDEX[c], _PLACE_BASE + 2 * _NEUTRAL_INDEX[c] + 1)
    if c in _NEUTRAL_INDEX
    else ()
    for c in range(NUM_CARDS + 1)
)


_OUTCOME_ROWS: Final = tuple(
    tuple((_DEAL_BASE + c, 1.0 / count) if count else (0, 0.0) for c in range(NUM_CARDS + 1))
    for count in range(NUM_CARDS + 1)
)
"""Per pile size, per card: the ``(id, probability)`` pair of dealing it, built once."""

_OUTCOME_T: Final[list[Any]] = [None] * (NUM_CARDS + 1)
"""Per pile size, once a pile of that size was read: :func:`_chunk_tables` of the
``(id, probability)`` pairs (:data:`_OUTCOME_ROWS`), so that a pile's outcomes are seven
lookups (the pairs shared with the rows; about 130 kB per size)."""


def _outcome_tables(count: int) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    tables = _OUTCOME_T[count]
    if tables is None:
        pair = _OUTCOME_ROWS[count].__getitem__
        tables = _OUTCOME_T[count] = tuple(
            tuple([tuple(map(pair, cards)) for cards in chunk]) for chunk in _CARD_T
        )
    return cast(tuple[tuple[tuple[Any, ...], ...], ...], tables)


def _ids(mask: int, tables: tuple[tuple[tuple[Any, ...], ...], ...]) -> tuple[Any, ...]:
    """The ids (by ``tables``, see :func:`_chunk_tables`) of the cards of a bit set (bit c
    for card c), ascending."""
    # The bytes of the set index the tables: no arithmetic on a two-digit int, and one
    # tuple built from the pieces (not one per concatenation).
    b0, b1, b2, b3, b4, b5, b6 = mask.to_bytes(_NUM_BYTES, "little")
    t0, t1, t2, t3, t4, t5, t6 = tables
    return (*t0[b0], *t1[b1], *t2[b2], *t3[b3], *t4[b4], *t5[b5], *t6[b6])


@functools.cache
def _actions() -> tuple[Action, ...]:
    """Every action, indexed by dense id."""
    return _table().actions


# ---------------------------------------------------------------------------
# Views


class Phase(enum.IntEnum):
    """What the game waits for (§3.9; ``deal_end`` runs inside the action that ends a deal)."""

    DEAL = 0
    """Chance deals the hands."""
    SELECT = 1
    """Every player with cards chooses one in secret."""
    PLACE = 2
    """The owner of the neutral card being placed chooses its boat."""
    DRAW = 3
    """Chance gives each drawing player a card."""
    OVER = 4
    """The game has ended."""


# The phases as module constants: the engine reads them on every action, and reading an
# enum member through its class (``Phase.SELECT``) costs a metaclass lookup each time.
_DEALING: Final = Phase.DEAL
_SELECTING: Final = Phase.SELECT
_PLACING: Final = Phase.PLACE
_DRAWING: Final = Phase.DRAW
_OVER: Final = Phase.OVER


# The view's wire shapes that its types do not say (pages read them): a selection
# {"card", "boat"}, a revealed or placing card {"seat", "card"}, the boats by name.


def _selection_json(sel: tuple[int, int | None] | None) -> Any:
    if sel is None:
        return None
    return {"card": sel[0], "boat": None if sel[1] is None else BOATS[sel[1]]}


def _selection_read(data: Any) -> tuple[int, int | None] | None:
    if data is None:
        return None
    return (int(data["card"]), None if data["boat"] is None else BOATS.index(data["boat"]))


def _play_json(play: tuple[Seat, int] | None) -> Any:
    return None if play is None else {"seat": play[0], "card": play[1]}


def _play_read(data: Any) -> tuple[Seat, int] | None:
    return None if data is None else (int(data["seat"]), int(data["card"]))


def _plays_json(plays: Sequence[tuple[Seat, int]]) -> Any:
    return [_play_json(p) for p in plays]


def _plays_read(data: Any) -> tuple[tuple[Seat, int] | None, ...]:
    return tuple(_play_read(p) for p in data)


def _boats_json(boats: tuple[Boat, Boat]) -> Any:
    return {name: [list(stack) for stack in b] for name, b in zip(BOATS, boats, strict=True)}


def _boats_read(data: Any) -> tuple[Boat, ...]:
    return tuple(tuple(tuple(stack) for stack in data[name]) for name in BOATS)


def _wire(to: Any, read: Any) -> dict[str, Any]:
    return {"to_json": to, "from_json": read}


@dataclass(frozen=True, slots=True)
class Preview:
    """What placing the neutral card that waits for its boat does to one boat (§3.4,
    §3.5, §3.7), so that no page or terminal places or scores a card itself.

    Attributes:
        boat: the boat, ``"norman"`` or ``"english"``.
        visible: the boat's visible cards once the card is in.
        covers: whether the card covers a card (it is lower than every visible card).
        captures: whether its owner captures the boat with it (its 5th visible card;
            under ``capture_timing=end_of_turn``, at the end of the turn).
        worth: the boat's value with the card in.
    """

    boat: str
    visible: int
    covers: bool
    captures: bool
    worth: int


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) knows (§3.10).

    Attributes:
        seat: the seat this view is for, or ``None`` (spectators and HOST).
        num_players: the number of seats.
        options: every option's value.
        phase: what the game waits for.
        deal: the deal number, from 1.
        turn: the turn within the deal, from 1 (0 while dealing).
        first_seat: this deal's first player.
        hand: this seat's hand, ascending; ``None`` for a spectator.
        selection: this seat's selected card this turn, before the reveal
            (under ``predeclare`` with its boat: ``[44, "english"]`` as
            ``(44, 1)``); ``None`` if none.
        hand_sizes: per seat, the cards in hand.
        selected: per seat, whether it has selected this turn (not what).
        revealed: this turn's revealed cards as ``(seat, card)``, ascending by
            card (the placement order); empty before the reveal.
        placing: the neutral card whose boat its owner is choosing, as
            ``(seat, card)``, or ``None``.
        previews: while a neutral card waits for its boat, what placing it in each
            boat does (Norman, then English); empty otherwise.
        boats: the Norman and English boats, each left-to-right stacks, each
            stack bottom to top (the last card is visible).
        captures: per seat, its captured boats this deal (each a tuple of
            cards), or ``None`` for another seat under ``captures_visible=false``.
        capture_counts: per seat, ``(boats, cards)`` captured this deal.
        boats_captured: per seat, the boats captured over the whole game.
        pile_size: cards left in the draw pile.
        set_aside: pile cards set aside, unused, this deal.
        deal_scores: per seat, the last finished deal's scores (``None``
            before the first deal ends).
        totals: per seat, the cumulative totals.
        eliminated: per seat, whether it is out (``end_rule=elimination``).
        waiting: the player seats the table waits for now.
        events: this seat's history, filtered (perfect recall).
        result: the result, once the game is over.
    """

    game_id: ClassVar[str] = "debarquement"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue]
    phase: Phase
    deal: int
    turn: int
    first_seat: int
    hand: tuple[int, ...] | None
    selection: tuple[int, int | None] | None = field(
        metadata=_wire(_selection_json, _selection_read)
    )
    hand_sizes: tuple[int, ...]
    selected: tuple[bool, ...]
    revealed: tuple[tuple[Seat, int], ...] = field(metadata=_wire(_plays_json, _plays_read))
    placing: tuple[Seat, int] | None = field(metadata=_wire(_play_json, _play_read))
    previews: tuple[Preview, ...]
    boats: tuple[Boat, Boat] = field(metadata=_wire(_boats_json, _boats_read))
    captures: tuple[tuple[tuple[int, ...], ...] | None, ...]
    capture_counts: tuple[tuple[int, int], ...]
    boats_captured: tuple[int, ...]
    pile_size: int
    set_aside: int
    deal_scores: tuple[int, ...] | None
    totals: tuple[int, ...]
    eliminated: tuple[bool, ...]
    waiting: tuple[Seat, ...]
    events: tuple[Event, ...]
    result: Result | None

    def visible(self, boat: int) -> tuple[int, ...]:
        """The visible cards of a boat (0 Norman, 1 English), left to right."""
        return tuple(stack[-1] for stack in self.boats[boat])


# ---------------------------------------------------------------------------
# State

_PUBLIC: Final = -1
_TABLE: Final = -3


EVENTS: Final = EventKinds(
    "debarquement",
    [
        # The last card of a run of deals (a deal's hands, a turn's draw) also says what
        # the viewer got in the run (mine) and how many went to the others: the engine
        # fills both per viewer (State.events_for).
        EventKind("deal", "deal {card:card}", ("card",), ("mine:cards", "others:int")),
        EventKind("choose", "choose {card:card}", ("card",)),
        # A predeclared neutral card (neutral_choice=predeclare); hidden, it reads "choose ?".
        EventKind("choose_boat", "choose {card:card} {boat}", ("card", "boat")),
        # visible: the boat's visible cards once the card is in; covers: "yes" if it
        # covered one (§3.4).
        EventKind("place", "place {card:card} {boat}", facts=("visible:int", "covers")),
        EventKind("end_phase", "end_phase"),
        EventKind("new_deal", "new_deal {deal:int} first {seat:num}"),
        # seats, cards, boats: the revealed cards in placement order (ascending), their
        # owners and predeclared boats ("-": none).
        EventKind(
            "reveal", "reveal {plays:csv}", facts=("seats:list", "cards:cards", "boats:list")
        ),
        # owner: whose card; chosen: "yes" right after its owner chose the boat (his
        # "place" tells it); worth: the boat's value now (§3.7).
        EventKind(
            "placed",
            "placed {card:card} {boat}",
            facts=("owner:seat", "visible:int", "covers", "chosen", "worth:int"),
        ),
        # cards: the boat taken; worth: its value; score: the taker's deal score so far
        # (mono: "yes" when it counts negative, mono_scope=deal).
        EventKind(
            "captured",
            "captured {seat:num} {boat}",
            facts=("cards:cards", "worth:int", "score:int", "mono"),
        ),
        # deal: the deal scored; values: per seat, in seat order.
        EventKind("deal_score", "deal_score {scores:csv}", facts=("deal:int", "values:list")),
        EventKind("totals", "totals {totals:csv}", facts=("values:list",)),
        EventKind("set_aside", "set_aside {n:int}"),
        EventKind("eliminated", "eliminated {seat:num}"),
        EventKind("single_colour", "single_colour {seats:csv}"),
        EventKind("over", "over"),
    ],
)
"""Débarquement's events (:mod:`royaumes.events`); their text is §3.11's notation."""


@dataclass(slots=True)
class _Entry:
    """One line of the history (not changed once written, but for its events)."""

    actor: int
    kind: str
    args: Mapping[str, Any]
    audience: int = _PUBLIC  # a bit per seat, or _PUBLIC
    action: Action | None = None
    to: int = -1  # the seat a dealt card went to
    run: tuple[tuple[Seat, int], ...] = ()  # on a run's last deal: the run's (seat, card)
    # The line as an Event, shown and hidden: built once, since every view re-reads it
    # (two slots rather than a list: a long history keeps one entry per line).
    seen: Event | None = field(default=None, compare=False, repr=False)
    unseen: Event | None = field(default=None, compare=False, repr=False)


_History: TypeAlias = tuple["_History", _Entry] | None
_Pending: TypeAlias = tuple[int, Seat, int]  # card, owner, boat (-1: not chosen yet)


def _cards(mask: int) -> tuple[int, ...]:
    """The cards of a bit set (bit c for card c), ascending."""
    return _ids(mask, _CARD_T)


def _covers(before: Boat, after: Boat) -> str | None:
    """``"yes"`` when a placement covered a card (no new stack, §3.4)."""
    return "yes" if before and len(after) == len(before) else None


@dataclass(frozen=True, slots=True)
class _Rules:
    """The options as the engine reads them on every action (one per table shape)."""

    predeclare: bool
    revisable: bool
    all_or_nothing: bool
    immediate: bool
    after_capture: bool
    zeros: tuple[int, ...]
    unset: tuple[int, ...]  # -1 per seat
    no_captures: tuple[tuple[tuple[int, ...], ...], ...]
    score: ScoreOptions  # what scoring reads (royaumes.games.debarquement.scoring)


@functools.cache
def _rules(opts: Options, num_players: int) -> _Rules:
    return _Rules(
        predeclare=opts.neutral_choice == "predeclare",
        revisable=opts.revisable_selection,
        all_or_nothing=opts.draw_rule == "all_or_nothing",
        immediate=opts.capture_timing == "immediate",
        after_capture=opts.end_rule == "threshold_after_capture",
        zeros=(0,) * num_players,
        unset=(-1,) * num_players,
        no_captures=((),) * num_players,
        score=ScoreOptions.of({k: getattr(opts, k) for k in ScoreOptions.__dataclass_fields__}),
    )


_FULL_PILE: Final = ((1 << (NUM_CARDS + 1)) - 1) & ~1
_CHANCE_TO_MOVE: Final = (CHANCE,)
_NO_SEAT: Final = -99
"""``State._legal_seat`` before any seat's legal ids were asked: no seat's number."""
_MISSING: Final = object()
_ANCHOR_EVERY: Final = 32
"""Without views, a state's base is at most this many actions back (see :class:`State`):
a late view re-runs at most this many actions past the last known lines per base, and
a state keeps one checkpoint state per this many actions."""

_Steps: TypeAlias = Any
"""The actions that led to a state, newest first: ``None`` (none), ``(previous, seat,
action id)``, or a :class:`_SampledSteps` (a sample's history, built when read)."""


class State(LoggedState, _BaseState):
    """One immutable position of Débarquement.

    Applying an action (``apply``, ``apply_id``) updates the position only and links
    ``(previous steps, seat, action id)``: no event, text or Action is built. The
    history's lines (:class:`_Entry`, from which every view's events come) are built
    when a view asks for them: a state's lines are its base's (``_parent``) plus those
    that re-applying the actions since the base with logging on writes (``_rerun``); a
    state without a base (the first one, a sample, one unpickled) replays its actions
    from the start. Answers asked twice (legal ids, outcomes, lines, events, result) are
    kept in ``_memo``, which a new state makes when first used; the two that every step
    of a playout asks (a seat's legal ids, the chance outcomes) in slots instead.

    Memory: a state keeps one base, never a chain of every ancestor. The base is the
    parent when the parent's lines are known (a view was read there), else the parent's
    own base, renewed every ``_ANCHOR_EVERY`` actions (a checkpoint): without views a
    state keeps the checkpoints (one state per ``_ANCHOR_EVERY`` actions) and at most
    that many actions to re-run. Once a state's lines are built on its base, the base
    drops its own base: with views read at every step, the newest state keeps only its
    parent, whose per-viewer events it takes over. Pickling keeps the actions (a flat
    list) and the position, not the base nor the memo (``__getstate__``).
    """

    # The memos that every step of a playout reads, in slots: a copy resets them without
    # a dict per state, and a slot reads faster than a dict lookup. ``_legal``: the legal
    # ids of ``_legal_seat`` (``_NO_SEAT``: not asked yet); ``_outcomes``: the chance
    # outcomes' ids (``None``: not asked yet).
    __slots__ = ("_legal", "_legal_seat", "_memos", "_outcomes")
    _legal: tuple[int, ...]
    _legal_seat: Seat
    _outcomes: tuple[tuple[int, float], ...] | None
    _memos: dict[Any, Any] | None  # the memo, made when first written (see _memo)

    _game: Debarquement
    _opts: Options
    _options: Mapping[str, OptionValue]
    _num_players: int
    _r: _Rules
    _phase: Phase
    _deal: int
    _turn: int
    _first: Seat
    _active_seats: tuple[Seat, ...]  # this deal's players, in seat order from the first
    _hands: tuple[int, ...]  # per seat, a bit set of cards
    _pile: int  # bit set of the cards not dealt yet this deal
    _set_aside: int  # how many pile cards were set aside this deal
    _queue: tuple[Seat, ...]  # who receives the next dealt or drawn cards
    _selection: tuple[int, ...]  # per seat: the selected card, 0 if none
    _sel_boat: tuple[int, ...]  # per seat: the predeclared boat, -1 if none
    _sel_count: tuple[int, ...]  # per seat: selections made this turn (revisable_selection
    # only: without revisions a seat has chosen when it has a selection)
    _revealed: tuple[tuple[Seat, int], ...]  # this turn's cards, ascending
    _pending: tuple[_Pending, ...]  # revealed cards not placed yet, ascending
    _boats: tuple[Boat, Boat]
    _reached: tuple[int, int]  # end_of_turn capture: who brought each boat to 5 (-1: none)
    _captures: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, this deal's boats
    _all_cards: tuple[tuple[int, ...], ...]  # per seat, every card captured in the game
    _boats_captured: tuple[int, ...]  # per seat, over the game
    _totals: tuple[int, ...]  # cumulative (un-negated under mono_scope=game)
    _deal_scores: tuple[int, ...] | None
    _eliminated: tuple[int, ...]  # per seat: the deal he was eliminated after, 0 if playing
    _final: tuple[int, ...] | None  # the final totals once over
    _num_actions: int
    _steps: _Steps
    _parent: State | None  # the base: an ancestor the lines are built on (see above)
    _logging: bool  # whether the transitions write lines (into _history)
    _history: _History  # the lines, while logging

    @classmethod
    def _initial(cls, game: Debarquement, opts: Options, resolved: Mapping[str, OptionValue],
                 num_players: int, logging: bool = False) -> State:  # fmt: skip
        s = object.__new__(State)
        s._game, s._opts, s._options = game, opts, resolved
        s._num_players = num_players
        r = s._r = _rules(opts, num_players)
        zeros = r.zeros
        s._deal = 0
        s._turn = 0
        s._first = opts.first_seat
        s._hands = zeros
        s._pile = 0
        s._set_aside = 0
        s._queue = ()
        s._selection = zeros
        s._sel_boat = r.unset
        s._sel_count = zeros
        s._revealed = ()
        s._pending = ()
        s._boats = ((), ())
        s._reached = (-1, -1)
        s._captures = r.no_captures
        s._all_cards = ((),) * num_players
        s._boats_captured = zeros
        s._totals = zeros
        s._deal_scores = None
        s._eliminated = zeros
        s._final = None
        s._num_actions = 0
        s._steps = None
        s._parent = None
        s._memos = None
        s._legal_seat = _NO_SEAT
        s._outcomes = None
        s._logging = logging
        s._history = None
        s._start_deal()
        return s

    @property
    def _memo(self) -> dict[Any, Any]:
        """Answers asked twice (lines, events, result...): made when first read, since
        most states of a playout never read one."""
        memo = self._memos
        if memo is None:
            memo = self._memos = {}
        return memo

    # -- protocol: who moves ---------------------------------------------------------

    @property
    def game(self) -> Debarquement:
        return self._game

    @property
    def num_players(self) -> int:
        return self._num_players

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    def _active(self) -> list[Seat]:
        """The seats still playing, in seat order from this deal's first player."""
        n = self._num_players
        return [s for s in ((self._first + k) % n for k in range(n)) if not self._eliminated[s]]

    def _waiting(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase is _SELECTING:
            if not self._r.revisable:
                return tuple(s for s in self._selectors() if not self._selection[s])
            # A selected player may revise while he holds another card (a lone neutral
            # card cannot change boats: whether it could would tell its colour).
            return tuple(
                s for s in self._selectors()
                if not self._sel_count[s]
                or (self._sel_count[s] < MAX_SELECTIONS and self._hands[s].bit_count() > 1)
            )  # fmt: skip
        if phase is _PLACING:
            return (self._pending[0][1],)
        return ()

    def _compute_to_move(self) -> tuple[Seat, ...]:
        """``to_move`` from the position (the transitions keep ``to_move`` up to date)."""
        phase = self._phase
        if phase is _DEALING or phase is _DRAWING:
            return _CHANCE_TO_MOVE
        if phase is _OVER:
            return ()
        return (*self._waiting(), HOST)

    to_move: tuple[Seat, ...] = ()
    """The seats that may act now (see :meth:`royaumes.game.State.to_move`): a plain
    attribute, which each step sets (a playout reads it at every step)."""

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        key = ("actions", seat)
        actions = self._memo.get(key)
        if actions is None:
            table = _actions()
            actions = tuple([table[i] for i in self.legal_action_ids(seat)])
            self._memo[key] = actions
        return cast(tuple[Action, ...], actions)

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids of ``seat``'s legal actions, ascending (their order is the
        actions' order): computed from the bit sets, the last seat's kept per state."""
        if seat == self._legal_seat:
            return self._legal
        if seat not in self.to_move:
            ids: tuple[int, ...] = ()
        elif seat == CHANCE:
            ids = _ids(self._pile, _DEAL_T)
        elif seat == HOST:
            ids = (_END_PHASE_ID,)
        elif self._phase is _PLACING:
            ids = _PLACE_IDS[self._pending[0][0]]
        else:
            hand = self._hands[seat]
            if self._r.predeclare:  # a neutral card comes with its boat: after the others
                ids = _ids(hand & ~_NEUTRAL_MASK, _CHOOSE_T) + _ids(hand & _NEUTRAL_MASK, _PAIR_T)
            else:
                ids = _ids(hand, _CHOOSE_T)
            card = self._selection[seat]
            if card:  # a revision: choosing the same again is not an action
                current = _choice_id(card, self._sel_boat[seat])
                ids = tuple([i for i in ids if i != current])
        self._legal_seat = seat
        self._legal = ids
        return ids

    def _current_choice(self, seat: Seat) -> Action | None:
        card = self._selection[seat]
        if not card:
            return None
        return _actions()[_choice_id(card, self._sel_boat[seat])]

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        if not isinstance(action, Action):
            return False
        if seat == CHANCE:
            return action.kind is ActionKind.DEAL and bool(self._pile >> action.arg & 1)
        action_id = _KIND_BASE[action.kind] + action.arg
        table = _actions()
        return (
            0 <= action_id < len(table)
            and table[action_id] == action
            and action_id in self.legal_action_ids(seat)
        )

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return "that is not a débarquement action"
        if seat == HOST:
            return "the host may only end the phase"
        if self._phase is _PLACING:
            return f"choose the boat of card {self._pending[0][0]}: place it norman or english"
        if action.kind is ActionKind.PLACE:
            return "no card of yours waits for its boat"
        if action.kind in (ActionKind.CHOOSE, ActionKind.CHOOSE_BOAT):
            if not self._hands[seat] >> action.card & 1:
                return f"card {action.card} is not in your hand"
            if action.kind is ActionKind.CHOOSE_BOAT and not self._r.predeclare:
                return "a neutral card's boat is chosen when it is placed, not with the card"
            if action.kind is ActionKind.CHOOSE and action.card in _NEUTRAL_INDEX:
                return f"card {action.card} is neutral: choose it with its boat"
            if action == self._current_choice(seat):
                return f"card {action.card} is already your selection"
        return "that action is not legal now"

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        outcomes = self._memo.get("outcomes")
        if outcomes is None:
            table = _actions()
            outcomes = tuple([(table[i], p) for i, p in self.chance_outcome_ids()])
            self._memo["outcomes"] = outcomes
        return cast(tuple[tuple[Action, float], ...], outcomes)

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(id, probability)`` per pile card, ascending: every card equally likely."""
        outcomes = self._outcomes
        if outcomes is None:
            if self.to_move is not _CHANCE_TO_MOVE:
                outcomes = ()
            else:
                pile = self._pile
                tables = _OUTCOME_T[pile.bit_count()]
                if tables is None:
                    tables = _outcome_tables(pile.bit_count())
                outcomes = _ids(pile, tables)
            self._outcomes = outcomes
        return outcomes

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` by dense id; a refused id goes through :meth:`apply`, which
        raises its error (``GameOverError``, ``NotYourTurnError``,
        ``IllegalActionError``; ``InvalidActionError`` for no action's id)."""
        if type(action_id) is int and (
            (
                self.to_move is _CHANCE_TO_MOVE
                and _DEAL_BASE < action_id <= _LAST_DEAL_ID
                and self._pile & _BIT[action_id - _DEAL_BASE]
            )
            if seat == CHANCE
            else action_id
            in (self._legal if seat == self._legal_seat else self.legal_action_ids(seat))
        ):
            new = self._child(seat, action_id)
            d = new.__dict__
            # The kinds of nearly every step straight to their handler (as _do would).
            if self._logging:
                new._do(seat, action_id)
            elif seat == CHANCE:
                # _deal_card without the line, read from this state (no copy to read)
                bit = _BIT[action_id - _DEAL_BASE]
                d["_pile"] = self._pile ^ bit
                queue = self._queue
                hands = list(self._hands)
                hands[queue[0]] |= bit
                d["_hands"] = tuple(hands)
                if len(queue) > 1:
                    d["_queue"] = queue[1:]
                else:
                    d["_queue"] = ()
                    new._start_turn()
            elif action_id < _CHOOSE_BOAT_BASE:
                new._choose(seat, action_id + 1, -1)
            elif _PLACE_BASE <= action_id < _END_PHASE_ID:
                new._place_waiting(seat, (action_id - _PLACE_BASE) & 1)
            else:
                new._do(seat, action_id)
            return new
        return self.apply(seat, self._game.action_from_id(action_id))

    def fingerprint(self) -> str:
        if self._phase is _OVER:
            return f"game over after deal {self._deal}"
        return f"deal {self._deal} turn {self._turn} ({self._phase.name.lower()})"

    # -- the history: actions always, lines when read ---------------------------------

    def _step_list(self) -> tuple[tuple[Seat, int], ...]:
        """Every action applied so far as ``(seat, action id)``, oldest first."""
        out: list[tuple[Seat, int]] = []
        node = self._steps
        while node is not None:
            if type(node) is not tuple:
                node = node.get()
                continue
            node, seat, action_id = node
            out.append((seat, action_id))
        out.reverse()
        return tuple(out)

    def history(self) -> tuple[tuple[Seat, _BaseAction], ...]:
        table = _actions()
        return tuple((seat, table[i]) for seat, i in self._step_list())

    def _key(self) -> tuple[Any, ...]:
        return (self._num_players, tuple(sorted(self._options.items())), self._step_list())

    def _lines(self) -> _History:
        """The history's lines (:class:`_Entry`), newest first, built once per state: the
        base's lines and those of the actions since, re-applied with logging on (the
        bases' too, down to one whose lines are known); without a base, replayed from
        the start. Each base used drops its own base (its lines are known now)."""
        lines = self._memo.get("lines", _MISSING)
        if lines is not _MISSING:
            return cast(_History, lines)
        chain: list[State] = []
        state: State = self
        while True:
            lines = state._memo.get("lines", _MISSING)
            if lines is not _MISSING:
                break
            base = state._parent
            if base is None:
                lines = state._replay_lines()
                state._memo["lines"] = lines
                break
            chain.append(state)
            state = base
        for state in reversed(chain):
            base = state._parent
            assert base is not None
            lines = base._rerun(state._steps_since(base), cast(_History, lines))
            state._memo["lines"] = lines
            base._parent = None
        return cast(_History, lines)

    def _steps_since(self, base: State) -> list[tuple[Seat, int]]:
        """The actions ``(seat, action id)`` from ``base`` (an ancestor) to here, oldest
        first."""
        out: list[tuple[Seat, int]] = []
        node = self._steps
        stop = base._steps
        while node is not stop:
            node, seat, action_id = node
            out.append((seat, action_id))
        out.reverse()
        return out

    def _rerun(self, steps: Sequence[tuple[Seat, int]], lines: _History) -> _History:
        """The lines after ``lines`` (this state's) once ``steps`` are played."""
        s = self
        for seat, action_id in steps:
            s = s._evolve()
            s._logging = True
            s._history = lines
            s._do(seat, action_id)
            lines = s._history
        return lines

    def _replay_lines(self) -> _History:
        """This state's lines, replayed from the start with logging on."""
        s = State._initial(self._game, self._opts, self._options, self._num_players, True)
        for seat, action_id in self._step_list():
            s = s._evolve()
            s._do(seat, action_id)
        return s._history

    def _entries(self, since: LoggedState | None = None) -> list[Any]:
        out: list[Any] = []
        node = self._lines()
        stop = since._lines() if isinstance(since, State) else None
        while node is not None and node is not stop:
            node, entry = node
            out.append(entry)
        out.reverse()
        return out

    # -- applying actions -------------------------------------------------------------

    def _evolve(self) -> State:
        """A copy to change (the attribute dict copied); memoised answers are dropped,
        and the base: the copy's lines are replayed from the start if read, and the
        states applied to it build theirs on it (a copy changed by hand stays their
        base)."""
        new = object.__new__(State)
        d = new.__dict__ = self.__dict__.copy()
        d["_parent"] = None
        new._legal_seat = _NO_SEAT
        new._outcomes = None
        new._memos = None
        return new

    def __getstate__(self) -> dict[str, Any]:
        """What pickling keeps: the position and the actions as a flat tuple; not the
        base nor the memo (lines are replayed when read), so no deep chain is walked."""
        d = self.__dict__.copy()
        d["_parent"] = None
        d["_steps"] = self._step_list()
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
        node: _Steps = None
        for seat, action_id in d["_steps"]:
            node = (node, seat, action_id)
        d.pop("_memo", None)  # a state pickled when the memo was a plain attribute
        self.__dict__.update(d, _steps=node)
        self._legal_seat = _NO_SEAT
        self._outcomes = None
        self._memos = None

    def _advance(self, seat: Seat, action_id: int) -> State:
        """The state after ``seat`` plays the legal ``action_id``."""
        new = self._child(seat, action_id)
        new._do(seat, action_id)
        return new

    def _child(self, seat: Seat, action_id: int) -> State:
        """A copy to change into the state after ``seat`` plays ``action_id``: the step
        linked, no memo, the base set (the caller then applies the action)."""
        new = _new_state()
        d = new.__dict__ = self.__dict__.copy()
        # The base: this state when its lines are known or can be (a checkpoint);
        # else this state's base, copied with the dict.
        num_actions = self._num_actions
        memo = self._memos
        if (
            self._parent is None
            or not num_actions % _ANCHOR_EVERY
            or (memo is not None and "lines" in memo)
        ):
            d["_parent"] = self
        d["_steps"] = (self._steps, seat, action_id)
        d["_num_actions"] = num_actions + 1
        new._legal_seat = _NO_SEAT
        new._outcomes = None
        new._memos = None
        return new

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)
        return self._advance(seat, _KIND_BASE[action.kind] + action.arg)

    def _do(self, seat: Seat, action_id: int) -> None:
        """Apply a legal action to this fresh copy."""
        if action_id > _END_PHASE_ID:
            self._deal_card(action_id - _DEAL_BASE)
        elif action_id < _CHOOSE_BOAT_BASE:
            self._choose(seat, action_id + 1, -1)
        elif action_id < _PLACE_BASE:
            pair = action_id - _CHOOSE_BOAT_BASE
            self._choose(seat, NEUTRAL_CARDS[pair >> 1], pair & 1)
        elif action_id < _END_PHASE_ID:
            self._place_waiting(seat, (action_id - _PLACE_BASE) & 1)
        else:
            self._end_phase()

    def _log(self, actor: int, kind: str, args: Mapping[str, Any], *, audience: int = _PUBLIC,
             action: Action | None = None, to: int = -1,
             run: tuple[tuple[Seat, int], ...] = ()) -> None:  # fmt: skip
        self._record(_Entry(actor, kind, args, audience, action, to, run))

    def _table_event(self, kind: str, **args: Any) -> None:
        self._log(_TABLE, kind, args)

    def _deal_run(self, receiver: Seat, card: int) -> tuple[tuple[Seat, int], ...]:
        """The run of deals this last card ends: the consecutive deals logged before it."""
        run = [(receiver, card)]
        node = self._history
        while node is not None and node[1].kind == "deal":
            node, entry = node
            assert entry.action is not None
            run.append((entry.to, entry.action.arg))
        return tuple(reversed(run))

    def _deal_card(self, card: int) -> None:
        queue = self._queue
        receiver = queue[0]
        if self._logging:
            run = self._deal_run(receiver, card) if len(queue) == 1 else ()
            self._log(CHANCE, "deal", {"card": str(card)}, audience=1 << receiver,
                      action=_actions()[_DEAL_BASE + card], to=receiver, run=run)  # fmt: skip
        bit = _BIT[card]
        self._pile ^= bit
        hands = list(self._hands)  # through a list: fewer steps than slices joined
        hands[receiver] |= bit
        self._hands = tuple(hands)
        if len(queue) > 1:
            self._queue = queue[1:]
        else:
            self._queue = ()
            self._start_turn()

    def _choose(self, seat: Seat, card: int, boat: int) -> None:
        """A choice, hidden from the others until the reveal."""
        if self._logging:
            args = {"card": str(card)}
            if boat >= 0:
                args["boat"] = BOATS[boat]
            self._log(seat, "choose" if boat < 0 else "choose_boat", args, audience=1 << seat,
                      action=_actions()[_choice_id(card, boat)])  # fmt: skip
        # Each per-seat tuple rebuilt through a list: fewer steps than slices joined.
        sel = list(self._selection)
        sel[seat] = card
        self._selection = tuple(sel)
        if boat >= 0 or self._sel_boat[seat] >= 0:
            sel_boat = list(self._sel_boat)
            sel_boat[seat] = boat
            self._sel_boat = tuple(sel_boat)
        if self._r.revisable:
            count = list(self._sel_count)
            count[seat] += 1
            self._sel_count = tuple(count)
            if all(self._selection[p] for p in self._selectors()):
                self._reveal()
            else:
                self.to_move = (*self._waiting(), HOST)
        else:  # who still waits: the others (HOST stays last)
            to_move = self.to_move
            if len(to_move) == 2:  # this seat and HOST: the last choice
                self._reveal()
            else:
                i = to_move.index(seat)
                self.to_move = to_move[:i] + to_move[i + 1 :]

    def _place_waiting(self, seat: Seat, boat: int) -> None:
        """The owner of the card that waits for its boat places it (``place``)."""
        card, owner, _ = self._pending[0]
        if self._logging:
            before = self._boats[boat]
            after = place(before, card)
            self._log(seat, "place", {"card": str(card), "boat": BOATS[boat],
                                      "visible": len(after), "covers": _covers(before, after)},
                      action=_actions()[_PLACE_BASE + 2 * _NEUTRAL_INDEX[card] + boat])  # fmt: skip
        self._pending = ((card, owner, boat), *self._pending[1:])
        if self._logging:
            self._resolve(chosen=True)
        else:
            self._resolve_quiet()

    def _end_phase(self) -> None:
        """HOST's ``end_phase``: the §3.8 defaults."""
        if self._logging:
            self._log(HOST, "end_phase", {}, action=_actions()[_END_PHASE_ID])
        if self._phase is _SELECTING:
            selection = list(self._selection)
            for p in self._selectors():
                if not selection[p]:  # §3.8: his lowest card (boat by default later)
                    hand = self._hands[p]
                    selection[p] = (hand & -hand).bit_length() - 1
            self._selection = tuple(selection)
            self._reveal()
        else:
            card, owner, _ = self._pending[0]
            self._pending = ((card, owner, self._default_boat()), *self._pending[1:])
            if self._logging:
                self._resolve()
            else:
                self._resolve_quiet()

    # -- the turn ---------------------------------------------------------------------

    def _selectors(self) -> list[Seat]:
        hands, out = self._hands, self._eliminated
        return [p for p in range(self._num_players) if hands[p] and not out[p]]

    def _start_deal(self) -> None:
        """§3.2: all 50 cards, empty boats, 6 cards each from the first player."""
        self._deal += 1
        self._turn = 0
        self._pile = _FULL_PILE
        self._set_aside = 0
        self._boats = ((), ())
        self._captures = self._r.no_captures
        active = self._active_seats = tuple(self._active())
        self._queue = tuple(p for p in active for _ in range(HAND_SIZE))
        self._phase = _DEALING
        self.to_move = _CHANCE_TO_MOVE
        if self._logging:
            self._table_event("new_deal", deal=self._deal, seat=self._first)

    def _start_turn(self) -> None:
        selectors = self._selectors()  # this deal's players who still hold cards
        if not selectors:
            self._end_deal()
            return
        self._turn += 1
        r = self._r
        self._selection = r.zeros
        self._sel_boat = r.unset
        self._sel_count = r.zeros
        self._revealed = ()
        self._phase = _SELECTING
        self.to_move = (*selectors, HOST)

    def _reveal(self) -> None:
        """§3.3 steps 2–3: reveal every selection, then place ascending."""
        selection, sel_boat = self._selection, self._sel_boat
        hands = list(self._hands)
        chosen = []
        for p, card in enumerate(selection):
            if card:
                chosen.append((card, p, sel_boat[p]))
                hands[p] &= _CLEAR[card]
        self._hands = tuple(hands)
        if self._logging:
            self._log_reveal(chosen)
        chosen.sort()
        order = tuple(chosen)
        self._revealed = tuple([(p, card) for card, p, _ in order])
        self._pending = order
        r = self._r
        self._selection = r.zeros
        self._sel_boat = r.unset
        self._reached = (-1, -1)
        if self._logging:
            self._resolve()
        else:
            self._resolve_quiet()

    def _log_reveal(self, chosen: Sequence[tuple[int, Seat, int]]) -> None:
        """The reveal's line: the ``(card, seat, boat)`` chosen, in seat order."""
        parts = tuple(
            f"{p}:{card}" + (f":{BOATS[boat]}" if boat >= 0 else "") for card, p, boat in chosen
        )
        order = sorted(chosen)
        self._table_event(
            "reveal", plays=parts, seats=tuple(str(p) for _, p, _ in order),
            cards=tuple(str(c) for c, _, _ in order),
            boats=tuple(BOATS[b] if b >= 0 else "-" for _, _, b in order),
        )  # fmt: skip

    def _default_boat(self) -> int:
        """§3.8: the boat with fewer visible cards, the Norman boat on a tie."""
        norman, english = self._boats
        return ENGLISH if len(english) < len(norman) else NORMAN

    def _resolve(self, chosen: bool = False) -> None:
        """Place pending cards until one waits for its owner's boat choice (§3.3, §3.4);
        ``chosen``: the first one's owner has just chosen its boat (``place``)."""
        pending = self._pending
        predeclare = self._r.predeclare
        # _pending is written once, where the placing stops (placing a card reads none of
        # it, and the game's end empties it).
        for i, (card, owner, boat) in enumerate(pending):
            colour_boat = _BOAT_OF[card]
            if colour_boat >= 0:
                boat = colour_boat
            elif boat < 0:
                if not predeclare:
                    self._pending = pending[i:]
                    self._phase = _PLACING
                    self.to_move = (owner, HOST)
                    return
                boat = self._default_boat()  # a predeclared card whose owner timed out
            if self._place(card, owner, boat, chosen and not i):
                return  # the game ended on a capture
        self._pending = ()
        if not self._r.immediate:
            for boat in (NORMAN, ENGLISH):
                if self._reached[boat] >= 0 and self._capture(self._reached[boat], boat):
                    return
        self._draw()

    def _resolve_quiet(self) -> None:
        """:meth:`_resolve` when no line is written: the boats kept in locals while the
        cards go in (written back before a capture reads them and where the placing
        stops), the common placement (a new stack on the right) inline."""
        pending = self._pending
        r = self._r
        norman, english = self._boats
        for i, (card, owner, boat) in enumerate(pending):
            colour_boat = _BOAT_OF[card]
            if colour_boat >= 0:
                boat = colour_boat
            elif boat < 0:
                if not r.predeclare:
                    self._boats = (norman, english)
                    self._pending = pending[i:]
                    self._phase = _PLACING
                    self.to_move = (owner, HOST)
                    return
                # a predeclared card whose owner timed out: _default_boat
                boat = ENGLISH if len(english) < len(norman) else NORMAN
            stacks = english if boat else norman
            # place(), its common case (a new stack on the right) without the call
            last = stacks[-1][-1] if stacks else NUM_CARDS
            stacks = (*stacks, (card,)) if card > last else place(stacks, card)
            if boat:
                english = stacks
            else:
                norman = stacks
            if len(stacks) == BOAT_CAPACITY:
                self._boats = (norman, english)
                if r.immediate:
                    if self._capture(owner, boat):
                        return  # the game ended on a capture
                    norman, english = self._boats
                else:
                    reached = self._reached
                    if reached[boat] < 0:
                        self._reached = (reached[0], owner) if boat else (owner, reached[1])
        self._boats = (norman, english)
        self._pending = ()
        if not r.immediate:
            for boat in (NORMAN, ENGLISH):
                if self._reached[boat] >= 0 and self._capture(self._reached[boat], boat):
                    return
        self._draw()

    def _place(self, card: int, owner: Seat, boat: int, chosen: bool = False) -> bool:
        """Place one card; capture at 5 visible cards (§3.5). True if the game ended."""
        boats = self._boats
        old = boats[boat]
        new = place(old, card)
        self._boats = (new, boats[1]) if boat == NORMAN else (boats[0], new)
        if self._logging:
            worth = boat_value([c for stack in new for c in stack], self._opts.green_mode)
            self._table_event(
                "placed", card=str(card), boat=BOATS[boat], owner=owner, visible=len(new),
                covers=_covers(old, new), chosen="yes" if chosen else None, worth=worth,
            )  # fmt: skip
        if len(new) == BOAT_CAPACITY:
            if self._r.immediate:
                return self._capture(owner, boat)
            reached = self._reached
            if reached[boat] < 0:
                self._reached = (owner, reached[1]) if boat == NORMAN else (reached[0], owner)
        return False

    def _capture(self, owner: Seat, boat: int) -> bool:
        """``owner`` takes the whole boat; an empty one replaces it. True if the game ended
        (``end_rule=threshold_after_capture``)."""
        boats = self._boats
        cards = tuple([c for stack in boats[boat] for c in stack])
        # Each per-seat tuple rebuilt through a list: fewer steps than slices joined.
        captures = list(self._captures)
        captures[owner] = (*captures[owner], cards)
        self._captures = tuple(captures)
        all_cards = list(self._all_cards)
        all_cards[owner] += cards
        self._all_cards = tuple(all_cards)
        boats_captured = list(self._boats_captured)
        boats_captured[owner] += 1
        self._boats_captured = tuple(boats_captured)
        self._boats = ((), boats[1]) if boat == NORMAN else (boats[0], ())
        o = self._opts
        if self._logging:
            score = deal_score(
                self._captures[owner], green_mode=o.green_mode, mono_ignore=o.mono_ignore,
                negate=o.mono_scope == "deal",
            )  # fmt: skip
            mono = o.mono_scope == "deal" and is_mono(
                [c for b in self._captures[owner] for c in b], o.mono_ignore
            )
            self._table_event(
                "captured", seat=owner, boat=BOATS[boat], cards=tuple(map(str, cards)),
                worth=boat_value(cards, o.green_mode), score=score, mono="yes" if mono else None,
            )  # fmt: skip
        if self._r.after_capture:
            provisional = self._with_deal_scores()
            if threshold_reached(provisional, self._r.score):
                scores = self._scores()
                if self._logging:
                    self._table_event("deal_score", **self._per_seat(scores), deal=self._deal)
                self._deal_scores = scores
                self._totals = provisional
                if self._logging:
                    self._table_event("totals", **self._per_seat(provisional, "totals"))
                self._finish()
                return True
        return False

    def _draw(self) -> None:
        """§3.3 step 4, then the next turn."""
        active = self._active_seats
        pile = self._pile.bit_count()
        if self._r.all_or_nothing:
            if pile >= len(active):
                self._queue = active
            elif pile:
                self._set_aside = pile
                self._pile = 0
                if self._logging:
                    self._table_event("set_aside", n=pile)
        else:
            self._queue = active[:pile]
        if self._queue:
            self._phase = _DRAWING
            self.to_move = _CHANCE_TO_MOVE
        else:
            self._start_turn()

    # -- the end of a deal and of the game (§3.6, §3.7) --------------------------------

    def _scores(self) -> tuple[int, ...]:
        o = self._opts
        return tuple(
            deal_score(self._captures[p], green_mode=o.green_mode, mono_ignore=o.mono_ignore,
                       negate=o.mono_scope == "deal")
            for p in range(self._num_players)
        )  # fmt: skip

    def _with_deal_scores(self) -> tuple[int, ...]:
        return tuple(t + d for t, d in zip(self._totals, self._scores(), strict=True))

    @staticmethod
    def _per_seat(values: Sequence[int], name: str = "scores") -> dict[str, tuple[str, ...]]:
        """A per-seat line's arguments: ``p:v`` items (the text) and the values alone."""
        return {
            name: tuple(f"{p}:{v}" for p, v in enumerate(values)),
            "values": tuple(map(str, values)),
        }

    def _end_deal(self) -> None:
        o = self._opts
        scores = self._scores()
        self._deal_scores = scores
        self._totals = tuple([t + d for t, d in zip(self._totals, scores, strict=True)])
        if self._logging:
            self._table_event("deal_score", **self._per_seat(scores), deal=self._deal)
            self._table_event("totals", **self._per_seat(self._totals, "totals"))
        end = end_of_deal(self._totals, self._eliminated, self._deal, self._r.score)
        if end.out_now:
            active = self._active()  # the events in seat order from the first player
            self._eliminated = end.eliminated
            if self._logging:
                for p in active:
                    if p in end.out_now:
                        self._table_event("eliminated", seat=p)
        if end.over:
            self._finish()
            return
        if o.first_seat_rotation == "clockwise":
            self._first = (self._first + 1) % self._num_players
        while self._eliminated[self._first]:
            self._first = (self._first + 1) % self._num_players
        self._start_deal()

    def _outcome(self) -> Outcome:
        """The game's outcome from the position (§3.6; :func:`.scoring.outcome`)."""
        return outcome(
            self._totals, self._r.score, boats_captured=self._boats_captured,
            eliminated=self._eliminated, captured=self._all_cards,
        )  # fmt: skip

    def _finish(self) -> None:
        out = self._outcome()
        final = out.points
        if out.single_colour and self._logging:
            self._table_event("single_colour", seats=tuple(map(str, out.single_colour)))
            self._table_event("totals", **self._per_seat(final, "totals"))
        self._final = final
        self._phase = _OVER
        self.to_move = ()
        self._pending = ()
        self._queue = ()
        if self._logging:
            self._table_event("over")

    @property
    def is_over(self) -> bool:
        return self._phase is _OVER

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """A selected card and, under ``predeclare``, its boat are secret until the
        reveal (§3.10: the others see who has selected, not what): every selection is
        ``-1`` to the others, unless it is the one that completes the turn's (the
        reveal follows it at once)."""
        if observer == seat:
            return action_id
        kind = _table().actions[action_id].kind
        if kind is not ActionKind.CHOOSE and kind is not ActionKind.CHOOSE_BOAT:
            return action_id
        if self._r.revisable:
            last = all(self._selection[p] for p in self._selectors() if p != seat)
        else:
            last = len([p for p in self.to_move if p != seat]) == 1
        return action_id if last else -1

    def interim_scores(self) -> tuple[float, ...] | None:
        """The totals, negated (the lowest leads, §3.7), when a deal starts (§3.2)."""
        if self._phase is _DEALING:
            return tuple(-float(t) for t in self._totals)
        return None

    @property
    def result(self) -> Result | None:
        if self._final is None:
            return None
        cached = self._memo.get("result")
        if cached is None:
            cached = self._memo["result"] = self._compute_result(self._final)
        return cast(Result, cached)

    def _compute_result(self, final: tuple[int, ...]) -> Result:
        """§3.6: the lowest total wins; ties shared or by fewer captured boats
        (:func:`.scoring.outcome`)."""
        out = self._outcome()
        return Result(
            points=tuple(float(t) for t in final),
            ranks=out.ranks,
            winners=out.winners,
            details={
                "deals": self._deal,
                "boats_captured": list(self._boats_captured),
                "eliminated": [bool(e) for e in self._eliminated],
            },
        )

    def __repr__(self) -> str:
        return f"<debarquement.State {self.fingerprint()}>"

    # -- views ---------------------------------------------------------------------------

    def events_for(
        self, viewer: Seat | None, since: State | None = None, reveal_all: bool = False
    ) -> tuple[Event, ...]:
        """The history as ``viewer`` sees it (only after ``since`` if given). Kept per
        viewer; built on the base's where it has them (its events and the new lines'),
        which always drops its own: a long game keeps one copy of a seat's history."""
        over = self._phase is _OVER
        if since is not None or reveal_all:
            return self._events(self._entries(since), viewer, reveal_all or over)
        key = ("events", viewer)
        memo = self._memo
        events = memo.get(key)
        if events is not None:
            return cast(tuple[Event, ...], events)
        parent = self._parent
        base = parent._memo.pop(key, None) if parent is not None else None
        if parent is not None and base is not None and not over:
            stop = parent._memo["lines"]
            node = self._lines()
            new: list[_Entry] = []
            while node is not stop and node is not None:
                node, entry = node
                new.append(entry)
            new.reverse()
            events = base + self._events(new, viewer, False)
        else:
            events = self._events(self._entries(), viewer, over)
        memo[key] = events
        return cast(tuple[Event, ...], events)

    @staticmethod
    def _events(entries: Sequence[_Entry], viewer: Seat | None, show_all: bool
                ) -> tuple[Event, ...]:  # fmt: skip
        """The lines ``entries`` as ``viewer`` sees them (all shown when ``show_all``)."""
        bit = 0 if viewer is None else 1 << viewer
        events = []
        for e in entries:
            shown = e.audience == _PUBLIC or show_all or bool(e.audience & bit)
            # a run's facts are the viewer's
            known = None if e.run else e.seen if shown else e.unseen
            if known is not None:
                events.append(known)
                continue
            actor = _NAMES[e.actor]
            to = _NAMES[e.to] if e.to >= 0 else ""
            args = e.args
            if e.run:  # a run's last deal: what this viewer got in the run
                mine = sorted(c for p, c in e.run if p == viewer)
                args = {**args, "mine": tuple(map(str, mine)), "others": len(e.run) - len(mine)}
            if shown:
                event = Event.of(EVENTS[e.kind], actor, args, to)
            else:  # a hidden choice reads "choose ?", boat and all
                kind = EVENTS["choose" if e.kind == "choose_boat" else e.kind]
                if e.run:
                    event = Event.of(kind, actor, kind.redact(args), to, hidden=True)
                else:
                    # Every hidden deal to a seat (every hidden choice of a seat) reads
                    # the same: one shared event, keyed on what it shows only.
                    key = (kind.name, e.actor, e.to)
                    hidden = _HIDDEN_EVENTS.get(key)
                    if hidden is None:
                        hidden = Event.of(kind, actor, kind.redact(args), to, hidden=True)
                        _HIDDEN_EVENTS[key] = hidden
                    event = hidden
            if not e.run:
                if shown:
                    e.seen = event
                else:
                    e.unseen = event
            events.append(event)
        return tuple(events)

    def _previews(self) -> tuple[Preview, ...]:
        """What placing the card that waits for its boat does to each boat."""
        if self._phase is not _PLACING:
            return ()
        card = self._pending[0][0]
        out = []
        for boat in (NORMAN, ENGLISH):
            before = self._boats[boat]
            after = place(before, card)
            captures = len(after) == BOAT_CAPACITY and (
                self._opts.capture_timing == "immediate" or self._reached[boat] < 0
            )
            worth = boat_value([c for stack in after for c in stack], self._opts.green_mode)
            covers = _covers(before, after) is not None
            out.append(Preview(BOATS[boat], len(after), covers, captures, worth))
        return tuple(out)

    def view(self, seat: Seat | None) -> View:
        n = self._num_players
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < n):
            raise ConfigError(f"{seat!r} is not a seat of this {n}-player table")
        over = self._phase is _OVER
        selection = None
        if seat is not None and self._selection[seat]:
            boat = self._sel_boat[seat]
            selection = (self._selection[seat], None if boat < 0 else boat)
        placing = None
        if self._phase is _PLACING:
            placing = (self._pending[0][1], self._pending[0][0])
        show_captures = self._opts.captures_visible or over
        return View(
            seat=seat,
            num_players=n,
            options=self._options,
            phase=self._phase,
            deal=self._deal,
            turn=self._turn,
            first_seat=self._first,
            hand=None if seat is None else _cards(self._hands[seat]),
            selection=selection,
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            selected=tuple(bool(c) for c in self._selection),
            revealed=self._revealed,
            placing=placing,
            previews=self._previews(),
            boats=self._boats,
            captures=tuple(
                caps if show_captures or p == seat else None
                for p, caps in enumerate(self._captures)
            ),
            capture_counts=tuple((len(caps), sum(map(len, caps))) for caps in self._captures),
            boats_captured=self._boats_captured,
            pile_size=self._pile.bit_count(),
            set_aside=self._set_aside,
            deal_scores=self._deal_scores,
            totals=self._final if self._final is not None else self._totals,
            eliminated=tuple(bool(e) for e in self._eliminated),
            waiting=self._waiting(),
            events=self.events_for(seat),
            result=self.result,
        )


_new_state: Final = State
"""A blank state (no attribute set): calling the class allocates it with fewer checks
than ``object.__new__(State)``; :class:`State` defines no ``__init__``."""

_NAMES: Final = {CHANCE: "chance", HOST: "host", _TABLE: "table", **{p: f"P{p}" for p in range(8)}}
"""An event's actor (or ``to``) by seat (2 to 8 players): one string each, shared by
every event."""
_HIDDEN_EVENTS: dict[tuple[str, int, int], Event] = {}
"""The hidden non-run lines as events, by (redacted kind, actor, to): a bounded set
(two kinds, a few seats), the same whatever the hidden card was."""


# ---------------------------------------------------------------------------
# Game


class Debarquement(Game):
    """The game object of Débarquement (``royaumes.load("debarquement")``)."""

    spec = GameSpec(
        id="debarquement",
        title="Débarquement",
        version=1,
        min_players=2,
        max_players=8,
        options=Options.specs("deb"),
        summary="Deux Rois pour un Royaume's card game: everyone picks a card in secret; "
        "cards land in the Norman and English boats in ascending order; whoever lays a "
        "boat's 5th card takes it. Lowest score wins.",
        summary_fr="Le jeu de cartes de Deux Rois pour un Royaume : chacun choisit une carte "
        "en secret ; elles embarquent dans les bateaux normand et anglais par ordre "
        "croissant ; qui pose la 5e carte prend le bateau. Le plus petit score gagne.",
        num_distinct_actions=NUM_CARDS + 4 * len(NEUTRAL_CARDS) + 1,
        max_chance_outcomes=NUM_CARDS,
        rules_source="shared/rules/deux_rois.md §3",
        lower_points_win=True,
    )

    event_kinds = EVENTS
    message_prefix = "deb"
    view_type = View

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``deb.ev.*``): a run of deals once, on its last card
        (the viewer's cards and how many went to the others); a choice (hidden: that one
        was made); a reveal seat by seat; each placement with its owner and its effect
        (silent right after the owner's own ``place``, which tells it); a capture with
        its cards and worth; the per-seat scores and totals; the table's other lines."""
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        p = event.params
        kind = event.kind
        params: dict[str, ParamValue] = {"who": actor_ref(event.actor)}
        if kind == "deal":
            if p["others"] is None:
                return Message("")
            params = {"n": p["others"]}
            if p["mine"]:
                return Message("deb.ev.deal.mine", {**params, "cards": Ref("cards", p["mine"])})
            return Message("deb.ev.deal", params)
        if kind in ("choose", "choose_boat", "place", "placed"):
            if p["card"] is None:
                return Message("deb.ev.choose.hidden", params)
            if kind == "placed" and p["chosen"]:
                return Message("")  # its owner's "place" just told it
            params["card"] = Ref("card", p["card"])
            if kind != "choose":
                params["boat"] = p["boat"]
            if kind in ("place", "placed"):
                params.update(visible=p["visible"], cap=BOAT_CAPACITY, covers=p["covers"] or "no")
            if kind == "placed":
                params["who"] = Ref("seat", p["owner"])
            return Message(f"deb.ev.{kind}", params)
        if kind == "reveal":
            for i, (seat, card) in enumerate(zip(p["seats"], p["cards"], strict=True)):
                params[f"s{i}"], params[f"c{i}"] = Ref("seat", int(seat)), Ref("card", card)
            return Message(f"deb.ev.reveal.{len(p['cards'])}", params)
        if kind in ("deal_score", "totals"):
            for i, value in enumerate(p["values"]):
                params[f"s{i}"], params[f"v{i}"] = Ref("seat", i), value.replace("-", "\u2212")
            return Message(f"deb.ev.{kind}.{len(p['values'])}", params)
        if kind == "single_colour":
            for i, seat in enumerate(p["seats"]):
                params[f"s{i}"] = Ref("seat", int(seat))
            return Message(f"deb.ev.single_colour.{len(p['seats'])}", params)
        if kind == "captured":
            cards = p["cards"]
            params.update(who=Ref("seat", p["seat"]), boat=p["boat"], k=len(cards),
                          n=p["worth"], cards=Ref("cards", cards))  # fmt: skip
        elif kind == "new_deal":
            params.update(who=Ref("seat", p["seat"]), deal=p["deal"])
        elif kind == "eliminated":
            params["who"] = Ref("seat", p["seat"])
        elif kind == "set_aside":
            params["n"] = p["n"]
        return Message(f"deb.ev.{kind}", params)

    def timeout_seconds(self, state: _BaseState) -> float | None:
        """§3.8: ``selection_seconds`` while cards are selected, ``placement_seconds``
        while a neutral card waits for its boat; ``None`` otherwise."""
        if not isinstance(state, State):
            return None
        if state._phase is _SELECTING:
            return float(state._opts.selection_seconds)
        if state._phase is _PLACING:
            return float(state._opts.placement_seconds)
        return None

    def moves_commute(self, options: Mapping[str, object] | None = None) -> bool:
        """Secret choices commute, except under ``revisable_selection``, where a
        revision counts only if it arrives before the last player's first choice."""
        return not Options.from_resolved(self.spec.resolve_options(options)).revisable_selection

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the first card is dealt (§3.2).

        >>> GAME.new_state(3).to_move
        (-1,)

        Raises:
            ConfigError: bad player count or options (``first_seat`` must be a seat).
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        opts = Options.from_resolved(resolved)
        if opts.first_seat >= num_players:
            raise ConfigError(
                f"option 'first_seat': {opts.first_seat} is not a seat of a "
                f"{num_players}-player table (0..{num_players - 1})"
            )
        return State._initial(self, opts, resolved, num_players)

    def parse_action(self, text: str) -> Action:
        """The action with canonical text ``text`` (§3.11), e.g. ``"choose 27"``.

        Raises:
            InvalidActionError: not exactly a canonical action text.
        """
        return _table().parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action from its JSON object (see :meth:`Action.to_json`).

        Raises:
            InvalidActionError: malformed data.
        """
        if (
            isinstance(data, Mapping)
            and data.get("type") == "choose"
            and data.get("boat") is not None
        ):
            data = {**data, "type": "choose_boat"}  # a predeclared choice
        return _table().from_json(data)

    def action_id(self, action: object) -> int:
        """The dense id: choices, predeclared choices, placements, ``end_phase``,
        then chance outcomes.

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _table().id_of(action, Action)

    def action_from_id(self, action_id: int) -> Action:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        return _table().from_id(action_id)

    def max_game_length(self, num_players: int, options: Mapping[str, object] | None = None
                        ) -> int:  # fmt: skip
        """§3.9: per deal at most 50 cards dealt or drawn and 50 turns, each with at most
        3 selections and one boat choice per player plus the clock's actions."""
        opts = Options.from_resolved(self.spec.resolve_options(options))
        per_turn = num_players * (MAX_SELECTIONS + 1) + 1 + num_players
        return opts.max_deals * (NUM_CARDS + NUM_CARDS * per_turn)

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A state consistent with ``view``, built directly from it (no replay).

        The hidden cards of the current deal (the other hands, the pile) are a uniformly
        drawn deal of the unseen cards among those the view allows: a player whom the
        clock made play his lowest card (§3.8) held no lower card then, whichever turn
        it was dealt to him at. An unrevealed choice is drawn uniformly among its hand's
        choices. The history (which hidden card each hidden deal gave, in an order
        consistent with the plays; the hidden choices) is written when read
        (:class:`_SampledSteps`). A finished game's view hides nothing: it is replayed.

        Raises:
            ConfigError: not a debarquement view, or no consistent state exists.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a debarquement view")
        if view.result is not None:
            return _replay_view(self, view)
        return _sample(self, view, rng)


_ACTOR_SEATS: Final = {
    "chance": CHANCE, "host": HOST, "table": _TABLE, **{f"P{p}": p for p in range(8)}
}  # fmt: skip
"""An event's actor (or ``to``) as a seat."""


@functools.cache
def _options_of(
    items: tuple[tuple[str, OptionValue], ...],
) -> tuple[Options, Mapping[str, OptionValue]]:
    """The options of a view's option items, and the resolved mapping (read once)."""
    resolved = GAME.spec.resolve_options(dict(items))
    return Options.from_resolved(resolved), resolved


def _event_action(e: Event) -> tuple[Seat, int]:
    """The ``(seat, id)`` of an action's unredacted line."""
    seat = _ACTOR_SEATS[e.actor]
    args = e.args
    kind = e.kind
    if kind == "deal":
        return seat, _DEAL_BASE + int(args[0][1])
    if kind == "end_phase":
        return seat, _END_PHASE_ID
    card = int(args[0][1])
    if kind == "choose":
        return seat, card - 1
    boat = BOATS.index(args[1][1])
    if kind == "choose_boat":
        return seat, _choice_id(card, boat)
    return seat, _PLACE_BASE + 2 * _NEUTRAL_INDEX[card] + boat


def _replay_view(game: Debarquement, view: View) -> State:
    """The state of a finished game's view, whose lines show every action."""
    opts, resolved = _options_of(tuple(sorted(view.options.items())))
    state = State._initial(game, opts, resolved, view.num_players)
    for e in view.events:
        if e.actor != "table":
            state = state._advance(*_event_action(e))
    return state


@dataclass
class _DealFacts:
    """What one deal's lines (events ``[start, end)`` of a view) show of its hidden cards.

    Attributes:
        receipts: per seat, the event indices of the hidden cards dealt to it.
        plays: per seat, ``(reveal index, card)`` of each card it played.
        defaults: per seat, the plays that the clock made for it (§3.8: its lowest card).
        choices: per seat, the event indices of its hidden choices, by turn (the
            turn's reveal index; ``-1`` for the turn not revealed yet).
    """

    receipts: dict[Seat, list[int]] = field(default_factory=dict)
    plays: dict[Seat, list[tuple[int, int]]] = field(default_factory=dict)
    defaults: dict[Seat, list[tuple[int, int]]] = field(default_factory=dict)
    choices: dict[tuple[Seat, int], list[int]] = field(default_factory=dict)


def _deal_facts(events: Sequence[Event], start: int, end: int) -> _DealFacts:
    facts = _DealFacts()
    chose: set[Seat] = set()
    hidden: dict[Seat, list[int]] = {}  # this turn's hidden choices
    for i in range(start, end):
        e = events[i]
        actor = e.actor
        if actor == "chance":
            if e.is_redacted:
                facts.receipts.setdefault(_ACTOR_SEATS[e.to], []).append(i)
        elif actor == "table":
            if e.kind == "reveal":
                args = e.args  # plays, seats, cards, boats
                for seat_text, card_text in zip(args[1][1], args[2][1], strict=True):
                    seat, card = int(seat_text), int(card_text)
                    facts.plays.setdefault(seat, []).append((i, card))
                    if seat not in chose:
                        facts.defaults.setdefault(seat, []).append((i, card))
                for seat, indices in hidden.items():
                    facts.choices[seat, i] = indices
                chose, hidden = set(), {}
        elif e.kind in ("choose", "choose_boat"):
            seat = _ACTOR_SEATS[actor]
            chose.add(seat)
            if e.is_redacted:
                hidden.setdefault(seat, []).append(i)
    for seat, indices in hidden.items():
        facts.choices[seat, -1] = indices
    return facts


def _schedule(
    slots: Sequence[int], plays: Sequence[tuple[int, int]], defaults: Sequence[tuple[int, int]]
) -> tuple[dict[int, int], list[int]] | None:
    """Which hidden receipt (``slots``, event indices) brought each played card: earliest
    deadline first, each card as early as it may come (after every turn where the clock
    played a card of that seat higher than it, while it would have been held), so that
    the receipts left to the cards still in hand come as late as possible.

    Returns:
        ``({slot: card}, the slots left for the hand)``, or ``None`` if no schedule fits.
    """
    jobs = sorted(
        (max((t for t, d in defaults if d > card and t < p), default=-1), p, card)
        for p, card in plays
    )
    heap: list[tuple[int, int]] = []
    j = 0
    assigned: dict[int, int] = {}
    free: list[int] = []
    for slot in slots:
        while j < len(jobs) and jobs[j][0] < slot:
            heapq.heappush(heap, (jobs[j][1], jobs[j][2]))
            j += 1
        if not heap:
            free.append(slot)
            continue
        deadline, card = heapq.heappop(heap)
        if deadline < slot:
            return None
        assigned[slot] = card
    if heap or j < len(jobs):
        return None
    return assigned, free


def _floors(free: Sequence[int], defaults: Sequence[tuple[int, int]]) -> list[int]:
    """Per slot left for the hand, the card a card received there must exceed: the
    highest card the clock played for the seat after it (§3.8), 0 if none."""
    return [max((d for t, d in defaults if t > slot), default=0) for slot in free]


def _sample(game: Debarquement, view: View, rng: random.Random) -> State:
    """``Debarquement.sample_state`` of a game in progress."""
    opts, resolved = _options_of(tuple(sorted(view.options.items())))
    n = view.num_players
    viewer = view.seat
    events = view.events
    r = _rules(opts, n)
    # One pass over the history: what the position keeps of earlier lines.
    num_actions = 0
    deal_no = 0
    start = 0  # the current deal's first line
    reveals: list[int] = []
    all_cards: list[list[int]] = [[] for _ in range(n)]
    captures: list[list[tuple[int, ...]]] = [[] for _ in range(n)]
    eliminated = [0] * n
    for i, e in enumerate(events):
        if e.actor != "table":
            num_actions += 1
            continue
        kind = e.kind
        if kind == "reveal":
            reveals.append(i)
        elif kind == "captured":
            args = e.args  # seat, boat, cards, ...
            cards = tuple([int(c) for c in args[2][1]])
            all_cards[args[0][1]].extend(cards)
            captures[args[0][1]].append(cards)
        elif kind == "new_deal":
            deal_no += 1
            start = i
            captures = [[] for _ in range(n)]
        elif kind == "eliminated":
            eliminated[e.args[0][1]] = deal_no
    phase = Phase(view.phase)
    facts = _deal_facts(events, start, len(events))
    # The unseen cards: all but the viewer's hand and this deal's revealed cards.
    known = 0
    for cards_played in facts.plays.values():
        for _, card in cards_played:
            known |= 1 << card
    own = _mask(view.hand) if view.hand is not None else 0
    unseen = [c for c in range(1, NUM_CARDS + 1) if not (known | own) >> c & 1]
    hidden = [p for p in range(n) if p != viewer]
    sizes = view.hand_sizes
    if len(unseen) != sum(sizes[p] for p in hidden) + view.pile_size + view.set_aside:
        raise ConfigError("no debarquement state is consistent with this view")
    floors: dict[Seat, list[int]] = {}  # the seats the clock played for this deal
    for p, defaults in facts.defaults.items():
        if p == viewer:
            continue
        fit = _schedule(facts.receipts.get(p, ()), facts.plays.get(p, ()), defaults)
        if fit is None or len(fit[1]) != sizes[p]:
            raise ConfigError("no debarquement state is consistent with this view")
        if any(_floors(fit[1], defaults)):
            floors[p] = _floors(fit[1], defaults)
    hands = list(r.zeros)
    pool = unseen[:]
    rng.shuffle(pool)
    at = 0
    if not floors:  # a uniform deal of the unseen cards
        for p in hidden:
            hands[p] = _mask(pool[at : at + sizes[p]])
            at += sizes[p]
    else:
        # Each card still in hand came at one of the receipts the schedule leaves to the
        # hand, and exceeds its floor. The floors are nested ("above f"): filling the
        # receipts highest floor first, each uniformly among the unused cards above its
        # floor, draws every consistent filling with the same probability.
        receipts = sorted(((f, p) for p in hidden for f in floors.get(p, [0] * sizes[p])),
                          reverse=True)  # fmt: skip
        pool.sort()
        for f, p in receipts:
            low = bisect.bisect_right(pool, f)
            if low == len(pool):
                raise ConfigError("no debarquement state is consistent with this view")
            hands[p] |= 1 << pool.pop(rng.randrange(low, len(pool)))
        rng.shuffle(pool)
    pile = _mask(pool[at : at + view.pile_size])
    if viewer is not None:
        hands[viewer] = own
    # The selections of this turn.
    selection, sel_boat = list(r.zeros), list(r.unset)
    if phase is _SELECTING:
        for p in range(n):
            if p == viewer:
                if view.selection is not None:
                    card, boat = view.selection
                    selection[p], sel_boat[p] = card, -1 if boat is None else boat
            elif view.selected[p]:
                options = [
                    (c, b)
                    for c in _cards(hands[p])
                    for b in ((NORMAN, ENGLISH) if r.predeclare and c in _NEUTRAL_INDEX else (-1,))
                ]
                selection[p], sel_boat[p] = options[rng.randrange(len(options))]
    last = reveals[-1] if reveals else -1
    if phase is _SELECTING:
        low, high = last, len(events)
    else:  # the revealed turn's counts stay until the next turn starts
        low, high = (reveals[-2] if len(reveals) > 1 else -1), last
    sel_count = [0] * n  # counted under revisable_selection only (see State._sel_count)
    for i in range(low + 1, high) if r.revisable else ():
        e = events[i]
        if e.kind in ("choose", "choose_boat"):
            sel_count[_ACTOR_SEATS[e.actor]] += 1
    reached = [-1, -1]
    if not r.immediate and last >= 0:
        for i in range(last + 1, len(events)):
            e = events[i]
            if e.kind == "placed":
                args = e.args  # card, boat, owner, visible, ...
                boat = BOATS.index(args[1][1])
                if args[3][1] == BOAT_CAPACITY and reached[boat] < 0:
                    reached[boat] = args[2][1]
    s = object.__new__(State)
    s._game, s._opts, s._options, s._num_players, s._r = game, opts, resolved, n, r
    s._phase = phase
    s._deal, s._turn, s._first = view.deal, view.turn, view.first_seat
    s._eliminated = tuple(eliminated)
    active = s._active_seats = tuple(s._active())
    s._hands = tuple(hands)
    s._pile = pile
    s._set_aside = view.set_aside
    s._queue = ()
    if phase is _DEALING or phase is _DRAWING:
        dealt = 0
        while events[len(events) - 1 - dealt].actor == "chance":
            dealt += 1
        if phase is _DEALING:
            queue = tuple(p for p in active for _ in range(HAND_SIZE))
        else:
            queue = active if r.all_or_nothing else active[: view.pile_size + dealt]
        s._queue = queue[dealt:]
    s._selection, s._sel_boat, s._sel_count = tuple(selection), tuple(sel_boat), tuple(sel_count)
    s._revealed = tuple((int(p), int(c)) for p, c in view.revealed)
    s._pending = ()
    if phase is _PLACING and view.placing is not None:
        waiting = view.placing[1]
        s._pending = tuple((c, p, -1) for p, c in s._revealed if c >= waiting)
    s._boats = cast(tuple[Boat, Boat], tuple(tuple(map(tuple, b)) for b in view.boats))
    s._reached = (reached[0], reached[1])
    s._captures = tuple(tuple(caps) for caps in captures)
    s._all_cards = tuple(tuple(cards) for cards in all_cards)
    s._boats_captured = tuple(view.boats_captured)
    s._totals = tuple(view.totals)
    s._deal_scores = None if view.deal_scores is None else tuple(view.deal_scores)
    s._final = None
    s._num_actions = num_actions
    s._steps = _SampledSteps(events, start, facts, hands, selection, sel_boat, r.predeclare)
    s._parent = None
    s._memos = None
    s._legal_seat = _NO_SEAT
    s._outcomes = None
    s._logging = False
    s._history = None
    s.to_move = s._compute_to_move()
    return s


class _SampledSteps:
    """A sampled state's history, written when first read (:meth:`get`): the view's
    actions, each hidden deal given the card the schedule of its deal gives it
    (:func:`_schedule`; the current deal's hands from the sample), each hidden choice
    the card its seat revealed next (or selected, in the sample), and a revision before
    it another card of the hand then (under ``predeclare``, a neutral card's other boat)."""

    def __init__(self, events: Sequence[Event], start: int, facts: _DealFacts,
                 hands: Sequence[int], selection: Sequence[int], sel_boat: Sequence[int],
                 predeclare: bool) -> None:  # fmt: skip
        self._args = (events, start, facts, tuple(hands), tuple(selection), tuple(sel_boat),
                      predeclare)  # fmt: skip
        self._chain: _Steps = _MISSING

    def get(self) -> _Steps:
        """The steps as ``(previous, seat, action id)`` links, newest first."""
        if self._chain is _MISSING:
            node: _Steps = None
            for seat, action_id in self._build():
                node = (node, seat, action_id)
            self._chain = node
        return self._chain

    def _build(self) -> list[tuple[Seat, int]]:
        events, current, current_facts, hands, selection, sel_boat, predeclare = self._args
        starts = [i for i, e in enumerate(events[:current]) if e.kind == "new_deal"]
        starts.append(current)
        steps: list[tuple[Seat, int]] = []
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else len(events)
            if start == end:
                continue
            last = k + 1 == len(starts)
            facts = current_facts if last else _deal_facts(events, start, end)
            given: dict[int, int] = {}  # hidden deal index -> card
            received: dict[Seat, dict[int, int]] = {}  # seat: card -> receipt index
            for p, slots in facts.receipts.items():
                defaults = facts.defaults.get(p, [])
                fit = _schedule(slots, facts.plays.get(p, ()), defaults)
                if fit is None:
                    raise ConfigError("no debarquement history is consistent with this view")
                assigned, free = fit
                cards = sorted(_cards(hands[p]), reverse=True) if last else []
                if len(cards) != len(free):
                    raise ConfigError("no debarquement history is consistent with this view")
                by_floor = sorted(zip(_floors(free, defaults), free, strict=True), reverse=True)
                assigned.update(
                    (slot, card) for (_, slot), card in zip(by_floor, cards, strict=True)
                )
                given.update(assigned)
                received[p] = {card: slot for slot, card in assigned.items()}
            chosen = self._choices(events, facts, received, hands, selection, sel_boat,
                                   predeclare, last)  # fmt: skip
            for i in range(start, end):
                e = events[i]
                if e.actor == "table":
                    continue
                if not e.is_redacted:
                    steps.append(_event_action(e))
                elif e.actor == "chance":
                    steps.append((CHANCE, _DEAL_BASE + given[i]))
                else:
                    steps.append((_ACTOR_SEATS[e.actor], chosen[i]))
        return steps

    @staticmethod
    def _choices(events: Sequence[Event], facts: _DealFacts, received: dict[Seat, dict[int, int]],
                 hands: Sequence[int], selection: Sequence[int], sel_boat: Sequence[int],
                 predeclare: bool, last: bool) -> dict[int, int]:  # fmt: skip
        """The id of each hidden choice of the deal (event index -> id)."""
        out: dict[int, int] = {}
        for (p, reveal), indices in facts.choices.items():
            if reveal < 0:
                card, boat = selection[p], sel_boat[p]
            else:
                args = events[reveal].args  # plays, seats, cards, boats
                at = args[1][1].index(str(p))
                card = int(args[2][1][at])
                boat = -1 if args[3][1][at] == "-" else BOATS.index(args[3][1][at])
            final = _choice_id(card, boat)
            other = final
            if len(indices) > 1:  # revisions: alternate with another choice of the hand
                if boat >= 0:
                    other = _choice_id(card, 1 - boat)
                else:
                    played = {c: t for t, c in facts.plays.get(p, ())}
                    first = indices[0]
                    # held during the turn: dealt before its first choice, played at or
                    # after its reveal (the turn not revealed yet: still in hand)
                    end = reveal if reveal >= 0 else len(events)
                    held = [
                        c for c, slot in received.get(p, {}).items()
                        if slot < first and c != card and played.get(c, len(events)) >= end
                    ]  # fmt: skip
                    if not held:
                        raise ConfigError("no debarquement history is consistent with this view")
                    low = min(held)
                    other = _choice_id(low, NORMAN if predeclare and low in _NEUTRAL_INDEX else -1)
            for j, i in enumerate(reversed(indices)):
                out[i] = final if j % 2 == 0 else other
        return out


GAME: Final = Debarquement()
"""The one instance of the game."""
