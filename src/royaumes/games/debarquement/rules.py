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

import enum
import functools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState, replace_at
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
NUM_CARDS: Final = 50
MAX_SELECTIONS: Final = 3  # per player per turn under revisable_selection (§3.3)
BOAT_CAPACITY: Final = 5  # visible cards that complete a boat (§3.5)
BOATS: Final = ("norman", "english")
"""Boat names in notation; index 0 is the Norman boat (red), 1 the English boat (blue)."""
NORMAN: Final = 0
ENGLISH: Final = 1

Boat: TypeAlias = tuple[tuple[int, ...], ...]
"""A boat: left-to-right stacks, each bottom to top; the top card is visible (§3.4)."""


def _by_colour(colour: str) -> frozenset[int]:
    return frozenset(c.number for c in characters() if c.colour == colour)


def _card(number: int) -> Character:
    return characters()[number - 1]


GREY: Final = _by_colour("grey")
ORANGE: Final = _by_colour("orange")
GREEN: Final = _by_colour("green")
RED_ONLY: Final = _by_colour("red")
BLUE_ONLY: Final = _by_colour("blue")
NEUTRAL_CARDS: Final = tuple(sorted(set(range(1, NUM_CARDS + 1)) - RED_ONLY - BLUE_ONLY))
"""The cards whose owner chooses the boat: grey, orange, green and bi-colour (§3.3)."""
_NEUTRAL_INDEX: Final = {c: i for i, c in enumerate(NEUTRAL_CARDS)}


# ---------------------------------------------------------------------------
# Placement and scoring (§3.4, §3.7): pure functions, used by the state and bots


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
    visible = [stack[-1] for stack in boat]
    if card > visible[-1]:
        return (*boat, (card,))
    if card < visible[0]:
        return ((*boat[0], card), *boat[1:])
    i = max(j for j, v in enumerate(visible) if v < card)
    return (*boat[: i + 1], (card,), *boat[i + 1 :])


def tens(card: int) -> int:
    """A card's points: its tens digit, 0 for grey cards (§3.7). ``tens(27) == 2``."""
    return 0 if card in GREY else card // 10


def boat_value(cards: Sequence[int], green_mode: str = "once") -> int:
    """A captured boat's value (§3.7): the tens digits of all its cards (covered
    included); any orange card makes it 0; a green card doubles it once
    (``green_mode="per_card"``: once per green card).

    >>> boat_value([35, 38, 40, 42, 46])
    36
    >>> boat_value([26, 31, 33, 37, 45])
    0
    """
    if any(c in ORANGE for c in cards):
        return 0
    base = sum(tens(c) for c in cards)
    greens = sum(1 for c in cards if c in GREEN)
    if not greens:
        return base
    return base * (2 if green_mode == "once" else 2**greens)


def card_colours(card: int) -> frozenset[str]:
    """The team colours a card carries (§3.1): {red}, {blue}, both (9, 22), or none."""
    return _card(card).colours


def is_mono(cards: Sequence[int], ignore: str = "grey") -> bool:
    """The single-colour test (§3.7): ignoring grey cards (``ignore="grey_orange_green"``:
    also orange and green), every card carries red, or every card carries blue.
    No card left to test: not single-colour."""
    skip = GREY if ignore == "grey" else GREY | ORANGE | GREEN
    cols = [card_colours(c) for c in cards if c not in skip]
    if not cols:
        return False
    return all("red" in x for x in cols) or all("blue" in x for x in cols)


def deal_score(
    captured: Sequence[Sequence[int]], *, green_mode: str = "once", mono_ignore: str = "grey",
    negate: bool = True,
) -> int:  # fmt: skip
    """A player's deal score from his captured boats (§3.7): the boats' values,
    negated when the whole haul is single-colour (``negate=False``: never, as
    under ``mono_scope=game``).

    >>> deal_score([[3, 19, 27, 33, 41, 44, 47]])
    -14
    """
    total = sum(boat_value(b, green_mode) for b in captured)
    if negate and is_mono([c for b in captured for c in b], mono_ignore):
        return -total
    return total


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


@dataclass(frozen=True, slots=True)
class _Entry:
    actor: int
    kind: str
    args: Mapping[str, Any]
    text: str
    audience: int = _PUBLIC  # a bit per seat, or _PUBLIC
    action: Action | None = None
    to: int = -1  # the seat a dealt card went to
    run: tuple[tuple[Seat, int], ...] = ()  # on a run's last deal: the run's (seat, card)
    # The line as an Event, shown and hidden: built once, since every view re-reads it.
    shown: list[Event | None] = field(
        default_factory=lambda: [None, None], compare=False, repr=False
    )


_History: TypeAlias = tuple["_History", _Entry] | None
_Pending: TypeAlias = tuple[int, Seat, int]  # card, owner, boat (-1: not chosen yet)


def _cards(mask: int) -> tuple[int, ...]:
    """The cards of a bit set (bit c for card c), ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def _covers(before: Boat, after: Boat) -> str | None:
    """``"yes"`` when a placement covered a card (no new stack, §3.4)."""
    return "yes" if before and len(after) == len(before) else None


def _boat_color(card: int) -> int | None:
    """The boat a red or blue card must go to; ``None`` for a neutral card."""
    if card in RED_ONLY:
        return NORMAN
    if card in BLUE_ONLY:
        return ENGLISH
    return None


class State(LoggedState, _BaseState):
    """One immutable position of Débarquement."""

    _game: Debarquement
    _opts: Options
    _options: Mapping[str, OptionValue]
    _num_players: int
    _phase: Phase
    _deal: int
    _turn: int
    _first: Seat
    _hands: tuple[int, ...]  # per seat, a bit set of cards
    _pile: int  # bit set of the cards not dealt yet this deal
    _set_aside: int  # how many pile cards were set aside this deal
    _queue: tuple[Seat, ...]  # who receives the next dealt or drawn cards
    _selection: tuple[int, ...]  # per seat: the selected card, 0 if none
    _sel_boat: tuple[int, ...]  # per seat: the predeclared boat, -1 if none
    _sel_count: tuple[int, ...]  # per seat: selections made this turn
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
    _history: _History
    _num_actions: int

    @classmethod
    def _initial(cls, game: Debarquement, opts: Options, resolved: Mapping[str, OptionValue],
                 num_players: int) -> State:  # fmt: skip
        s = object.__new__(State)
        s._game, s._opts, s._options = game, opts, resolved
        s._num_players = num_players
        zeros = (0,) * num_players
        s._deal = 0
        s._turn = 0
        s._first = opts.first_seat
        s._hands = zeros
        s._pile = 0
        s._set_aside = 0
        s._queue = ()
        s._selection = zeros
        s._sel_boat = (-1,) * num_players
        s._sel_count = zeros
        s._revealed = ()
        s._pending = ()
        s._boats = ((), ())
        s._reached = (-1, -1)
        s._captures = ((),) * num_players
        s._all_cards = ((),) * num_players
        s._boats_captured = zeros
        s._totals = zeros
        s._deal_scores = None
        s._eliminated = zeros
        s._final = None
        s._history = None
        s._num_actions = 0
        s._start_deal()
        return s

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
        if phase is Phase.SELECT:
            if not self._opts.revisable_selection:
                return tuple(s for s in self._selectors() if not self._sel_count[s])
            # A selected player may revise while he holds another card (a lone neutral
            # card cannot change boats: whether it could would tell its colour).
            return tuple(
                s for s in self._selectors()
                if not self._sel_count[s]
                or (self._sel_count[s] < MAX_SELECTIONS and self._hands[s].bit_count() > 1)
            )  # fmt: skip
        if phase is Phase.PLACE:
            return (self._pending[0][1],)
        return ()

    @property
    def to_move(self) -> tuple[Seat, ...]:
        cached = self.__dict__.get("_to_move_cache")
        if cached is None:
            phase = self._phase
            if phase in (Phase.DEAL, Phase.DRAW):
                cached = (CHANCE,)
            elif phase is Phase.OVER:
                cached = ()
            else:
                cached = (*self._waiting(), HOST)
            self.__dict__["_to_move_cache"] = cached
        return cast(tuple[Seat, ...], cached)

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        cache = self.__dict__.setdefault("_legal_by_seat", {})
        actions = cache.get(seat)
        if actions is None:
            actions = self._compute_legal(seat) if seat in self.to_move else ()
            cache[seat] = actions
        return cast(tuple[Action, ...], actions)

    def _compute_legal(self, seat: Seat) -> tuple[Action, ...]:
        if seat == CHANCE:
            return tuple(_act(ActionKind.DEAL, c) for c in _cards(self._pile))
        if seat == HOST:
            return (_act(ActionKind.END_PHASE),)
        if self._phase is Phase.PLACE:
            card = self._pending[0][0]
            return (_place(card, NORMAN), _place(card, ENGLISH))
        current = self._current_choice(seat)
        out: list[Action] = []
        for card in _cards(self._hands[seat]):
            if self._opts.neutral_choice == "predeclare" and card in _NEUTRAL_INDEX:
                out.extend((_choose(card, NORMAN), _choose(card, ENGLISH)))
            else:
                out.append(_choose(card))
        if current is not None:
            out.remove(current)
        return tuple(sorted(out))

    def _current_choice(self, seat: Seat) -> Action | None:
        card = self._selection[seat]
        if not card:
            return None
        boat = self._sel_boat[seat]
        return _choose(card, None if boat < 0 else boat)

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        if not isinstance(action, Action):
            return False
        if seat == CHANCE:
            return action.kind is ActionKind.DEAL and bool(self._pile >> action.arg & 1)
        return action in self.legal_actions(seat)

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return "that is not a débarquement action"
        if seat == HOST:
            return "the host may only end the phase"
        if self._phase is Phase.PLACE:
            return f"choose the boat of card {self._pending[0][0]}: place it norman or english"
        if action.kind is ActionKind.PLACE:
            return "no card of yours waits for its boat"
        if action.kind in (ActionKind.CHOOSE, ActionKind.CHOOSE_BOAT):
            if not self._hands[seat] >> action.card & 1:
                return f"card {action.card} is not in your hand"
            if action.kind is ActionKind.CHOOSE_BOAT and self._opts.neutral_choice != "predeclare":
                return "a neutral card's boat is chosen when it is placed, not with the card"
            if action.kind is ActionKind.CHOOSE and action.card in _NEUTRAL_INDEX:
                return f"card {action.card} is neutral: choose it with its boat"
            if action == self._current_choice(seat):
                return f"card {action.card} is already your selection"
        return "that action is not legal now"

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self._phase not in (Phase.DEAL, Phase.DRAW):
            return ()
        cached = self.__dict__.get("_outcomes_cache")
        if cached is None:
            cards = _cards(self._pile)
            p = 1.0 / len(cards)
            cached = tuple((_act(ActionKind.DEAL, c), p) for c in cards)
            self.__dict__["_outcomes_cache"] = cached
        return cast(tuple[tuple[Action, float], ...], cached)

    def fingerprint(self) -> str:
        if self._phase is Phase.OVER:
            return f"game over after deal {self._deal}"
        return f"deal {self._deal} turn {self._turn} ({self._phase.name.lower()})"

    # -- applying actions -------------------------------------------------------------

    def _evolve(self) -> State:
        new = super()._evolve()
        d = new.__dict__
        d.pop("_to_move_cache", None)
        d.pop("_legal_by_seat", None)
        return new

    def _log(self, actor: int, kind: str, args: Mapping[str, Any], *, audience: int = _PUBLIC,
             action: Action | None = None, to: int = -1,
             run: tuple[tuple[Seat, int], ...] = ()) -> None:  # fmt: skip
        text = EVENTS[kind].text(args)
        self._record(_Entry(actor, kind, args, text, audience, action, to, run))

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

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)
        s = self._evolve()
        s._num_actions += 1
        kind = action.kind
        if kind is ActionKind.DEAL:
            receiver = s._queue[0]
            run = s._deal_run(receiver, action.arg) if len(s._queue) == 1 else ()
            s._log(CHANCE, "deal", {"card": str(action.arg)}, audience=1 << receiver,
                   action=action, to=receiver, run=run)  # fmt: skip
            s._pile &= ~(1 << action.arg)
            s._hands = replace_at(s._hands, receiver, s._hands[receiver] | 1 << action.arg)
            s._queue = s._queue[1:]
            if not s._queue:
                s._start_turn()
        elif kind is ActionKind.END_PHASE:
            s._log(HOST, "end_phase", {}, action=action)
            if s._phase is Phase.SELECT:
                for p in s._waiting():
                    if not s._selection[p]:  # §3.8: his lowest card (boat by default later)
                        lowest = _cards(s._hands[p])[0]
                        s._selection = replace_at(s._selection, p, lowest)
                s._reveal()
            else:
                card, owner, _ = s._pending[0]
                s._pending = ((card, owner, s._default_boat()), *s._pending[1:])
                s._resolve()
        elif kind is ActionKind.PLACE:
            card, owner, _ = s._pending[0]
            assert action.boat is not None
            before = s._boats[action.boat]
            after = place(before, card)
            s._log(seat, "place", {"card": str(card), "boat": BOATS[action.boat],
                                   "visible": len(after), "covers": _covers(before, after)},
                   action=action)  # fmt: skip
            s._pending = ((card, owner, action.boat), *s._pending[1:])
            s._resolve(chosen=True)
        else:  # a choice, hidden from the others until the reveal
            args = {"card": str(action.card)}
            if action.boat is not None:
                args["boat"] = BOATS[action.boat]
            kind_name = "choose" if action.boat is None else "choose_boat"
            s._log(seat, kind_name, args, audience=1 << seat, action=action)
            s._selection = replace_at(s._selection, seat, action.card)
            boat = action.boat
            s._sel_boat = replace_at(s._sel_boat, seat, -1 if boat is None else boat)
            s._sel_count = replace_at(s._sel_count, seat, s._sel_count[seat] + 1)
            if all(s._selection[p] for p in s._selectors()):
                s._reveal()
        return s

    # -- the turn ---------------------------------------------------------------------

    def _selectors(self) -> list[Seat]:
        return [p for p in range(self._num_players) if self._hands[p] and not self._eliminated[p]]

    def _start_deal(self) -> None:
        """§3.2: all 50 cards, empty boats, 6 cards each from the first player."""
        self._deal += 1
        self._turn = 0
        self._pile = ((1 << (NUM_CARDS + 1)) - 1) & ~1
        self._set_aside = 0
        self._boats = ((), ())
        self._captures = ((),) * self._num_players
        self._queue = tuple(p for p in self._active() for _ in range(HAND_SIZE))
        self._phase = Phase.DEAL
        self._table_event("new_deal", deal=self._deal, seat=self._first)

    def _start_turn(self) -> None:
        if not any(self._hands[p] for p in self._active()):
            self._end_deal()
            return
        self._turn += 1
        zeros = (0,) * self._num_players
        self._selection = zeros
        self._sel_boat = (-1,) * self._num_players
        self._sel_count = zeros
        self._revealed = ()
        self._phase = Phase.SELECT

    def _reveal(self) -> None:
        """§3.3 steps 2–3: reveal every selection, then place ascending."""
        chosen = [(p, self._selection[p], self._sel_boat[p]) for p in self._selectors()]
        chosen = [c for c in chosen if c[1]]
        parts = []
        for p, card, boat in chosen:
            parts.append(f"{p}:{card}" + (f":{BOATS[boat]}" if boat >= 0 else ""))
            self._hands = replace_at(self._hands, p, self._hands[p] & ~(1 << card))
        order = sorted((card, p, boat) for p, card, boat in chosen)
        self._table_event(
            "reveal", plays=tuple(parts), seats=tuple(str(p) for _, p, _ in order),
            cards=tuple(str(c) for c, _, _ in order),
            boats=tuple(BOATS[b] if b >= 0 else "-" for _, _, b in order),
        )  # fmt: skip
        self._revealed = tuple((p, card) for card, p, _ in order)
        self._pending = tuple(order)
        self._selection = (0,) * self._num_players
        self._sel_boat = (-1,) * self._num_players
        self._reached = (-1, -1)
        self._resolve()

    def _default_boat(self) -> int:
        """§3.8: the boat with fewer visible cards, the Norman boat on a tie."""
        norman, english = (len(b) for b in self._boats)
        return ENGLISH if english < norman else NORMAN

    def _resolve(self, chosen: bool = False) -> None:
        """Place pending cards until one waits for its owner's boat choice (§3.3, §3.4);
        ``chosen``: the first one's owner has just chosen its boat (``place``)."""
        first = True
        while self._pending:
            chosen, first = chosen and first, False
            card, owner, boat = self._pending[0]
            colour_boat = _boat_color(card)
            if colour_boat is not None:
                boat = colour_boat
            elif boat < 0:
                if self._opts.neutral_choice == "at_placement":
                    self._phase = Phase.PLACE
                    return
                boat = self._default_boat()  # a predeclared card whose owner timed out
            self._pending = self._pending[1:]
            if self._place(card, owner, boat, chosen):
                return  # the game ended on a capture
        if self._opts.capture_timing == "end_of_turn":
            for boat in (NORMAN, ENGLISH):
                if self._reached[boat] >= 0 and self._capture(self._reached[boat], boat):
                    return
        self._draw()

    def _place(self, card: int, owner: Seat, boat: int, chosen: bool = False) -> bool:
        """Place one card; capture at 5 visible cards (§3.5). True if the game ended."""
        old = self._boats[boat]
        new = place(old, card)
        self._boats = cast(tuple[Boat, Boat], replace_at(self._boats, boat, new))
        worth = boat_value([c for stack in new for c in stack], self._opts.green_mode)
        self._table_event(
            "placed", card=str(card), boat=BOATS[boat], owner=owner, visible=len(new),
            covers=_covers(old, new), chosen="yes" if chosen else None, worth=worth,
        )  # fmt: skip
        if len(new) == BOAT_CAPACITY:
            if self._opts.capture_timing == "immediate":
                return self._capture(owner, boat)
            if self._reached[boat] < 0:
                self._reached = cast(tuple[int, int], replace_at(self._reached, boat, owner))
        return False

    def _capture(self, owner: Seat, boat: int) -> bool:
        """``owner`` takes the whole boat; an empty one replaces it. True if the game ended
        (``end_rule=threshold_after_capture``)."""
        cards = tuple(c for stack in self._boats[boat] for c in stack)
        self._captures = replace_at(self._captures, owner, (*self._captures[owner], cards))
        self._all_cards = replace_at(self._all_cards, owner, self._all_cards[owner] + cards)
        self._boats_captured = replace_at(self._boats_captured, owner,
                                          self._boats_captured[owner] + 1)  # fmt: skip
        self._boats = cast(tuple[Boat, Boat], replace_at(self._boats, boat, ()))
        o = self._opts
        score = deal_score(self._captures[owner], green_mode=o.green_mode,
                           mono_ignore=o.mono_ignore, negate=o.mono_scope == "deal")  # fmt: skip
        mono = o.mono_scope == "deal" and is_mono(
            [c for b in self._captures[owner] for c in b], o.mono_ignore
        )
        self._table_event(
            "captured", seat=owner, boat=BOATS[boat], cards=tuple(map(str, cards)),
            worth=boat_value(cards, o.green_mode), score=score, mono="yes" if mono else None,
        )  # fmt: skip
        if self._opts.end_rule == "threshold_after_capture":
            provisional = self._with_deal_scores()
            if any(t >= self._opts.threshold for t in provisional):
                scores = self._scores()
                self._table_event("deal_score", **self._per_seat(scores), deal=self._deal)
                self._deal_scores = scores
                self._totals = provisional
                self._table_event("totals", **self._per_seat(provisional, "totals"))
                self._finish()
                return True
        return False

    def _draw(self) -> None:
        """§3.3 step 4, then the next turn."""
        active = self._active()
        pile = self._pile.bit_count()
        if self._opts.draw_rule == "all_or_nothing":
            if pile >= len(active):
                self._queue = tuple(active)
            elif pile:
                self._set_aside = pile
                self._pile = 0
                self._table_event("set_aside", n=pile)
        else:
            self._queue = tuple(active[:pile])
        if self._queue:
            self._phase = Phase.DRAW
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
        self._totals = self._with_deal_scores()
        self._table_event("deal_score", **self._per_seat(scores), deal=self._deal)
        self._table_event("totals", **self._per_seat(self._totals, "totals"))
        over = self._deal >= o.max_deals
        if o.end_rule == "elimination":
            for p in self._active():
                if self._totals[p] >= o.threshold:
                    self._eliminated = replace_at(self._eliminated, p, self._deal)
                    self._table_event("eliminated", seat=p)
            over = over or len(self._active()) <= 1
        else:
            over = over or any(t >= o.threshold for t in self._totals)
        if over:
            self._finish()
            return
        if o.first_seat_rotation == "clockwise":
            self._first = (self._first + 1) % self._num_players
        while self._eliminated[self._first]:
            self._first = (self._first + 1) % self._num_players
        self._start_deal()

    def _finish(self) -> None:
        final = self._totals
        if self._opts.mono_scope == "game":
            mono = [p for p in range(self._num_players)
                    if is_mono(self._all_cards[p], self._opts.mono_ignore)]  # fmt: skip
            if mono:
                self._table_event("single_colour", seats=tuple(map(str, mono)))
                final = tuple(-t if p in mono else t for p, t in enumerate(final))
                self._table_event("totals", **self._per_seat(final, "totals"))
        self._final = final
        self._phase = Phase.OVER
        self._pending = ()
        self._queue = ()
        self._table_event("over")

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def result(self) -> Result | None:
        if self._final is None:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            cached = self._compute_result(self._final)
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def _compute_result(self, final: tuple[int, ...]) -> Result:
        """§3.6: the lowest total wins; ties shared or by fewer captured boats."""
        o = self._opts
        n = self._num_players

        def key(p: Seat) -> tuple[int, ...]:
            tie = self._boats_captured[p] if o.tie_rule == "fewer_captured_boats" else 0
            if o.end_rule == "elimination":
                out = self._eliminated[p]
                return (1 if out else 0, -out, final[p], tie)
            reached = self._totals[p] >= o.threshold  # un-negated under mono_scope=game
            return (1 if reached else 0, 0, final[p], tie)

        keys = [key(p) for p in range(n)]
        ranks = tuple(1 + sum(1 for q in range(n) if keys[q] < keys[p]) for p in range(n))
        return Result(
            points=tuple(float(t) for t in final),
            ranks=ranks,
            winners=tuple(p for p in range(n) if ranks[p] == 1),
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
        """The history as ``viewer`` sees it (only after ``since`` if given)."""
        out: list[_Entry] = self._entries(since)
        show_all = reveal_all or self._phase is Phase.OVER
        bit = 0 if viewer is None else 1 << viewer
        events = []
        for e in out:
            shown = e.audience == _PUBLIC or show_all or bool(e.audience & bit)
            known = None if e.run else e.shown[not shown]  # a run's facts are the viewer's
            if known is not None:
                events.append(known)
                continue
            actor = _ACTORS.get(e.actor) or f"P{e.actor}"
            to = f"P{e.to}" if e.to >= 0 else ""
            args = e.args
            if e.run:  # a run's last deal: what this viewer got in the run
                mine = sorted(c for p, c in e.run if p == viewer)
                args = {**args, "mine": tuple(map(str, mine)), "others": len(e.run) - len(mine)}
            if shown:
                event = Event.of(EVENTS[e.kind], actor, args, to)
            else:  # a hidden choice reads "choose ?", boat and all
                kind = EVENTS["choose" if e.kind == "choose_boat" else e.kind]
                event = Event.of(kind, actor, kind.redact(args), to, hidden=True)
            if not e.run:
                e.shown[not shown] = event
            events.append(event)
        return tuple(events)

    def _previews(self) -> tuple[Preview, ...]:
        """What placing the card that waits for its boat does to each boat."""
        if self._phase is not Phase.PLACE:
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
        over = self._phase is Phase.OVER
        selection = None
        if seat is not None and self._selection[seat]:
            boat = self._sel_boat[seat]
            selection = (self._selection[seat], None if boat < 0 else boat)
        placing = None
        if self._phase is Phase.PLACE:
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


_ACTORS: Final = {CHANCE: "chance", HOST: "host", _TABLE: "table"}


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
        if state._phase is Phase.SELECT:
            return float(state._opts.selection_seconds)
        if state._phase is Phase.PLACE:
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
        """A state consistent with ``view``: the other hands, the pile and the unrevealed
        choices drawn with ``rng``; cards dealt to a seat that it played later are dealt
        in the order it played them.

        Raises:
            ConfigError: not a debarquement view, or no consistent state exists.
        """
        from royaumes.sampling import sample_by_replay

        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a debarquement view")
        return cast(
            State,
            sample_by_replay(
                self, view, rng,
                events_since=lambda new, old, seat, reveal_all: cast(State, new).events_for(
                    seat, cast(State, old), reveal_all
                ),
                candidates=_Candidates(view.events, rng),
                signature=_signature,
            ),
        )  # fmt: skip


def _signature(state: _BaseState) -> tuple[Any, ...]:
    """The hidden parts of a replayed state: what two replays may differ in."""
    s = cast(State, state)
    return (s._hands, s._pile, s._selection, s._sel_boat)


class _Candidates:
    """What may hide behind a redacted event of one view, in the order to try it.

    The hidden cards dealt in each deal are solved first, seat by seat, as a
    schedule: a card a seat played later must reach it before that play, and
    can only be held over a turn where the clock played that seat's lowest
    card if it is higher than that card; cards the view never shows fill the
    other deals at random (where the clock's defaults allow). Receipts take,
    in order, the seat's played card with the earliest play among those it may
    hold by then (earliest deadline first), else a free card. A hidden choice
    is first the card that seat reveals next (last, if the seat revises it
    again before the reveal). Every other legal action follows, in random
    order, for the replay's backtracking.
    """

    def __init__(self, events: Sequence[Event], rng: random.Random) -> None:
        n = len(events)
        self.deal_end = [n] * n  # per event index: where its deal's events end
        end = n
        for i in range(n - 1, -1, -1):
            self.deal_end[i] = end
            if events[i].kind == "new_deal":
                end = i
        # Per seat name: (event index, card, boat text) of each card it revealed.
        self.plays: dict[str, list[tuple[int, int, str]]] = {}
        self.dealt: dict[int, int] = {}  # hidden deal event index -> the card to try first
        starts = [0] + [
            i for i, e in enumerate(events) if e.kind == "new_deal"
        ]  # fmt: skip
        for start in starts:
            self._solve_deal(events, start, self.deal_end[start] if start < n else n, rng)

    def _solve_deal(self, events: Sequence[Event], start: int, end: int,
                    rng: random.Random) -> None:  # fmt: skip
        plays: dict[str, list[tuple[int, int]]] = {}
        defaults: dict[str, list[tuple[int, int]]] = {}
        receipts: list[tuple[int, str]] = []
        free = set(range(1, NUM_CARDS + 1))
        chose: set[str] = set()
        timed_out = False
        for i in range(start, end):
            e = events[i]
            if e.kind == "reveal":
                args = e.params
                facts = zip(args["seats"], args["cards"], args["boats"], strict=True)
                for seat, card_text, boat in facts:
                    name, number = f"P{seat}", int(card_text)
                    self.plays.setdefault(name, []).append((i, number, boat.strip("-")))
                    plays.setdefault(name, []).append((i, number))
                    free.discard(number)
                    if timed_out and name not in chose:
                        defaults.setdefault(name, []).append((i, number))
                chose, timed_out = set(), False
            elif e.actor == "chance":
                if e.is_redacted:
                    receipts.append((i, e.to))
                else:
                    free.discard(int(e.params["card"]))
            elif e.actor == "host":
                timed_out = True
            elif e.kind in ("choose", "choose_boat"):
                chose.add(e.actor)
        pool = sorted(free)
        rng.shuffle(pool)
        waiting: dict[str, list[tuple[int, int, int]]] = {}  # seat: (deadline, release, card)
        for name, cards in plays.items():
            for p, card in cards:
                release = max((t for t, d in defaults.get(name, ()) if d > card and t < p),
                              default=-1)  # fmt: skip
                waiting.setdefault(name, []).append((p, release, card))
        open_receipts: list[tuple[int, int]] = []  # (floor, event index) of the rest
        for r, name in receipts:
            mine = sorted(w for w in waiting.get(name, ()) if w[1] < r)
            if mine:
                chosen = mine[0]
                waiting[name].remove(chosen)
                self.dealt[r] = chosen[2]
            else:
                floor = max((d for t, d in defaults.get(name, ()) if t > r), default=0)
                open_receipts.append((floor, r))
        # The valid cards of a receipt are those above its floor: nested sets, so the
        # highest floors served first never starve the others.
        open_receipts.sort(reverse=True)
        for floor, r in open_receipts:
            pick = next((c for c in pool if c > floor), pool[0] if pool else 0)
            if pick:
                pool.remove(pick)
                self.dealt[r] = pick

    def __call__(self, state: _BaseState, events: Sequence[Event], index: int,
                 rng: random.Random) -> Sequence[_BaseAction]:  # fmt: skip
        assert isinstance(state, State)
        event = events[index]
        end = self.deal_end[index]
        if event.actor == "chance":
            legal = list(state.legal_actions(CHANCE))
            rng.shuffle(legal)
            card = self.dealt.get(index)
            first = [a for a in legal if a.arg == card]
            return first + [a for a in legal if a not in first]
        seat = int(event.actor[1:])
        legal = list(state.legal_actions(seat))
        rng.shuffle(legal)
        nxt = next(((i, card, boat) for i, card, boat in self.plays.get(event.actor, ())
                    if index < i < end), None)  # fmt: skip
        if nxt is None:
            return list(legal)
        i, card, boat = nxt
        target = [a for a in legal if str(a) == f"choose {card}" + (f" {boat}" if boat else "")]
        # Another hidden choice of this seat before that reveal: this one was revised.
        revised = any(e.actor == event.actor and e.is_redacted for e in events[index + 1 : i])
        rest = [a for a in legal if a not in target]
        return rest + target if revised else target + rest


GAME: Final = Debarquement()
"""The one instance of the game."""
