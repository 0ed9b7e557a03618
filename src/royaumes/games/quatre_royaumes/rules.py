"""Les 4 Royaumes: a very short trick game of secret missions for 2 to 5 players.

Each round every seat secretly holds a mission (a suit). Cards have no
strength and nobody must follow suit: playing the led suit *takes hold* of
the trick, any other suit *renounces*, and the seat holding the trick when
all have played wins it. A round scores +2 when the last trick a seat won was
led in its mission suit, 0 for the partner suit (the mission goes back to the
pile) and -1 for the other colour or for no trick at all. The game ends when
the mission pile cannot give every seat a new mission. At 2 players an
automaton, ``V``, plays a public row of cards by a fixed policy.

Rules source: ``shared/rules/quatre_royaumes.md`` (the team's spec built from
the French seed ``shared/seeds/001_f9fca2a899b353db.txt``); section numbers
below (§) refer to that spec.

=========================  ===================================================
Players                    2 (+ automaton V, not a seat) to 5
Chance                     explicit: first leader (option), rank pairs
                           (option), each mission dealt, each card of V's row
Information                imperfect: the current round's missions of the
                           human seats; renounces under
                           ``renounce_visibility = face_down``
Action notation            ``play 7H``; chance: ``mission Q-S``, ``row 10D``,
                           ``leader P2``, ``pairs 5-6 1-2 3-4``
num_distinct_actions       40 (one per number card); chance outcomes follow
Returns                    points per seat, ``2 * kept - 1 * face-down``
                           mission cards; usually in [-7, 14]
=========================  ===================================================

Simplifications: none; every DEFAULT of the spec is an option (§8, the
configuration keys). Where the spec leaves a combination open, the choice is
written where it is made (search for "Decision:").

Version history:

- 1: first release.
"""

from __future__ import annotations

import enum
import functools
import itertools
import random
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState
from royaumes.errors import ConfigError, IllegalActionError, InvalidActionError
from royaumes.events import EventKind, EventKinds, Message, ParamValue, Ref, actor_ref
from royaumes.game import (
    CHANCE,
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

__all__ = [
    "GAME",
    "SUIT_SYMBOLS",
    "Action",
    "ActionKind",
    "Card",
    "Mission",
    "Options",
    "Phase",
    "Place",
    "QuatreRoyaumes",
    "RoundSummary",
    "Scoring",
    "State",
    "View",
    "card_name",
    "mission_name",
    "parse_card",
    "parse_mission",
    "scoring",
]

# ---------------------------------------------------------------------------
# Cards and notation (§2, §11), read from cards.toml

Card: TypeAlias = int
"""A number card: ``suit * 10 + rank - 1``, so 0..39."""

Mission: TypeAlias = int
"""A mission (face) card: ``face * 4 + suit`` with faces J=0, Q=1, K=2, so 0..11."""

Suit: TypeAlias = int
"""0 spades, 1 clubs (black); 2 hearts, 3 diamonds (red)."""


@dataclass(frozen=True)
class _Deck:
    suits: tuple[str, ...]
    ranks: tuple[int, ...]
    faces: tuple[str, ...]
    pairs: tuple[str, ...]
    hand_size: int
    faces_by_players: Mapping[int, tuple[str, ...]]
    human_pairs_by_players: Mapping[int, tuple[str, ...]]
    scoring: Scoring


@dataclass(frozen=True)
class Scoring:
    """§5.1: what a mission scores by the suit that led its holder's last won trick
    (``cards.toml`` ``[scoring]``; the pages read the same table)."""

    same_suit: int
    partner_suit: int
    other_colour: int
    no_trick: int
    partner: Mapping[str, str]


@functools.cache
def _deck() -> _Deck:
    """The deck data of ``cards.toml``, validated.

    Raises:
        ConfigError: the data file is malformed (naming the file and the entry).
    """
    where = "royaumes/games/quatre_royaumes/cards.toml"
    try:
        raw = tomllib.loads(resources.files(__package__).joinpath("cards.toml").read_text("utf-8"))
        deck = _Deck(
            suits=tuple(raw["suits"]),
            ranks=tuple(raw["ranks"]),
            faces=tuple(raw["faces"]),
            pairs=tuple(raw["pairs"]),
            hand_size=int(raw["hand_size"]),
            faces_by_players={int(s["players"]): tuple(s["faces"]) for s in raw["setup"]},
            human_pairs_by_players={
                int(s["players"]): tuple(s["human_pairs"]) for s in raw["setup"]
            },
            scoring=Scoring(**raw["scoring"]),
        )
    except (KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{where}: malformed deck data ({exc})") from exc
    if deck.suits != ("S", "C", "H", "D") or deck.ranks != tuple(range(1, 11)):
        raise ConfigError(f"{where}: suits must be S C H D and ranks 1..10")
    for players, faces in deck.faces_by_players.items():
        if not set(faces) <= set(deck.faces):
            raise ConfigError(f"{where}: setup for {players} players names unknown faces")
        if not set(deck.human_pairs_by_players[players]) <= set(deck.pairs):
            raise ConfigError(f"{where}: setup for {players} players names unknown pairs")
    return deck


_SUITS: Final = "SCHD"
_NUM_CARDS: Final = 40
_NUM_MISSIONS: Final = 12
_TRICKS_PER_ROUND: Final = 8
_PAIR_NAMES: Final = ("1-2", "3-4", "5-6", "7-8", "9-10")

_CARD_NAMES: Final = tuple(f"{c % 10 + 1}{_SUITS[c // 10]}" for c in range(_NUM_CARDS))
_CARD_BY_NAME: Final = {name: c for c, name in enumerate(_CARD_NAMES)}
_MISSION_NAMES: Final = tuple(f"{'JQK'[m // 4]}-{_SUITS[m % 4]}" for m in range(_NUM_MISSIONS))
_MISSION_BY_NAME: Final = {name: m for m, name in enumerate(_MISSION_NAMES)}


def scoring() -> Scoring:
    """The §5.1 scoring table (``cards.toml``)."""
    return _deck().scoring


def card_name(card: Card) -> str:
    """The canonical text of a number card (§11): ``card_name(26) == "7H"``."""
    return _CARD_NAMES[card]


def mission_name(mission: Mission) -> str:
    """The canonical text of a mission card (§11): ``mission_name(5) == "Q-C"``."""
    return _MISSION_NAMES[mission]


def parse_card(text: str) -> Card:
    """The number card named ``text`` ("7H").

    Raises:
        InvalidActionError: not a card name.
    """
    try:
        return _CARD_BY_NAME[text]
    except KeyError:
        raise InvalidActionError(f"{text!r} is not a card (expected e.g. '7H' or '10S')") from None


def parse_mission(text: str) -> Mission:
    """The mission card named ``text`` ("Q-S").

    Raises:
        InvalidActionError: not a mission card name.
    """
    try:
        return _MISSION_BY_NAME[text]
    except KeyError:
        raise InvalidActionError(f"{text!r} is not a mission card (expected e.g. 'Q-S')") from None


def _suit(card: Card) -> Suit:
    return card // 10


def _rank(card: Card) -> int:
    return card % 10 + 1


def _pair_cards(pair: int) -> tuple[Card, ...]:
    """The 8 cards of rank pair ``pair`` (0 is 1-2, 4 is 9-10), sorted."""
    return tuple(sorted(s * 10 + r for s in range(4) for r in (2 * pair, 2 * pair + 1)))


# ---------------------------------------------------------------------------
# Options (§8, configuration keys)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (§8): the one schema of the game's configuration keys
    (their words are the catalogue's ``qr.opt.*``)."""

    hold_rule: str = option(OptionKind.CHOICE, "last_holder", choices=("last_holder", "highest"))
    must_follow: bool = option(OptionKind.BOOL, False)
    renounce_visibility: str = option(
        OptionKind.CHOICE, "face_up", choices=("face_up", "face_down")
    )
    visible: str = option(
        OptionKind.CHOICE, "last_trick_won", choices=("last_trick_won", "last_card_played")
    )
    rank_assignment: str = option(OptionKind.CHOICE, "seat_order", choices=("seat_order", "random"))
    virtual_ranks: str = option(OptionKind.CHOICE, "9-10", choices=("9-10", "5-6"))
    virtual_row: str = option(
        OptionKind.CHOICE, "reshuffle_each_round", choices=("reshuffle_each_round", "fixed")
    )
    automaton_scan: str = option(OptionKind.CHOICE, "from_start", choices=("from_start", "cyclic"))
    virtual_can_win: bool = option(OptionKind.BOOL, False)
    returned_missions: str = option(OptionKind.CHOICE, "shuffle", choices=("shuffle", "bottom"))
    identical: str = option(
        OptionKind.CHOICE, "largest_group", choices=("largest_group", "pairs", "cards_in_groups")
    )
    final_tie: str = option(OptionKind.CHOICE, "shared", choices=("shared",))
    max_rounds: int | None = option(OptionKind.INT, 20, minimum=1, allow_off=True)
    first_leader: str = option(OptionKind.CHOICE, "seat0", choices=("seat0", "random"))
    show_derived_hands: bool = option(OptionKind.BOOL, False)


# ---------------------------------------------------------------------------
# Actions (§11) and dense ids


class ActionKind(enum.IntEnum):
    """The kinds of actions, in dense-id order: the seats' one kind, then chance."""

    PLAY = 0
    LEADER = 1
    PAIRS = 2
    MISSION = 3
    ROW = 4


# Every way to give distinct pairs to 3, 4 or 5 places, in dealing order; the
# index is the PAIRS action's argument. Derived, never hand-written.
_PAIR_PERMUTATIONS: Final = tuple(
    perm for k in (3, 4, 5) for perm in itertools.permutations(range(5), k)
)
_PAIR_PERMUTATION_INDEX: Final = {perm: i for i, perm in enumerate(_PAIR_PERMUTATIONS)}

_KIND_SIZES: Final = {
    ActionKind.PLAY: _NUM_CARDS,
    ActionKind.LEADER: 5,
    ActionKind.PAIRS: len(_PAIR_PERMUTATIONS),
    ActionKind.MISSION: _NUM_MISSIONS,
    ActionKind.ROW: _NUM_CARDS,
}
_KIND_OFFSETS: Final = {
    kind: sum(_KIND_SIZES[k] for k in ActionKind if k < kind) for kind in ActionKind
}
_NUM_IDS: Final = sum(_KIND_SIZES.values())


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of Les 4 Royaumes.

    Use the interned instances from :func:`QuatreRoyaumes.parse_action`,
    ``action_from_id`` or a state's ``legal_actions``.

    Attributes:
        kind: the kind of action.
        arg: a card (PLAY, ROW), a seat (LEADER), a mission card (MISSION) or
            an index into the table of pair permutations (PAIRS).
    """

    kind: ActionKind
    arg: int

    @property
    def id(self) -> int:
        """The dense stable id."""
        return _KIND_OFFSETS[self.kind] + self.arg

    @property
    def card(self) -> Card:
        """The card of a PLAY or ROW action."""
        assert self.kind in (ActionKind.PLAY, ActionKind.ROW)
        return self.arg

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.PLAY:
            return "play " + _CARD_NAMES[self.arg]
        if kind is ActionKind.ROW:
            return "row " + _CARD_NAMES[self.arg]
        if kind is ActionKind.MISSION:
            return "mission " + _MISSION_NAMES[self.arg]
        if kind is ActionKind.LEADER:
            return f"leader P{self.arg}"
        return "pairs " + " ".join(_PAIR_NAMES[p] for p in _PAIR_PERMUTATIONS[self.arg])

    def __repr__(self) -> str:
        return f"GAME.parse_action({str(self)!r})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": "play", "card": "7H"}`` and the like, read from its text
        (``NOTATION``)."""
        return _LOOKUP.json_of(self)


NOTATION: Final = EventKinds(
    "quatre_royaumes",
    [
        EventKind("play", "play {card}"),
        EventKind("row", "row {card}"),
        EventKind("mission", "mission {card}"),
        EventKind("leader", "leader {seat}"),
        EventKind("pairs", "pairs {pairs:list}"),
    ],
)
"""The actions' canonical notation (§11), from which their JSON is read."""

_ACTIONS: Final = tuple(
    Action(kind, arg) for kind in ActionKind for arg in range(_KIND_SIZES[kind])
)
_PLAY: Final = _ACTIONS[:_NUM_CARDS]
_LOOKUP: Final = ActionTable("quatre_royaumes", _ACTIONS, example="'play 7H'", notation=NOTATION)
_BY_TEXT: Final = _LOOKUP.by_text


# ---------------------------------------------------------------------------
# Views


class Phase(enum.IntEnum):
    """Where a round stands."""

    LEADER = 0
    """Chance draws the first leader (``first_leader = random``)."""
    PAIRS = 1
    """Chance shares out the rank pairs (``rank_assignment = random``)."""
    DEAL = 2
    """Chance deals one mission per place, in dealing order."""
    ROW = 3
    """Chance lays V's row, card by card (2 players)."""
    PLAY = 4
    """The seats play tricks."""
    OVER = 5
    """The game has ended."""


@dataclass(frozen=True)
class Place:
    """One place at the table as a seat sees it, in clockwise order.

    Attributes:
        name: ``"P0"`` .. ``"P4"``, or ``"V"`` for the automaton.
        seat: the engine seat, or ``None`` for V.
        pair: its rank pair ("1-2"), once dealt.
        hand: its remaining cards when this seat may see them (its own, V's,
            or all under ``show_derived_hands``), sorted; else ``None``.
        row: V's row in order of play (V only; empty elsewhere).
        mission: its mission this round: the card, ``"?"`` while hidden, or
            ``None`` before it is dealt.
        tricks_won: tricks won this round.
        visible: its visible card (top card of the last trick it won), if any.
        kept: its mission cards kept so far, as ``("K-H", True)`` (face up,
            +2) or ``("Q-S", False)`` (face down, -1).
        score: its points so far.
    """

    name: str
    seat: Seat | None
    pair: str | None
    hand: tuple[str, ...] | None
    row: tuple[str, ...]
    mission: str | None
    tricks_won: int
    visible: str | None
    kept: tuple[tuple[str, bool], ...]
    score: int


@dataclass(frozen=True)
class RoundSummary:
    """The reveal at the end of one round (§5.3).

    Attributes:
        round: the round number, from 1.
        missions: each place's mission, in table order.
        scoring_cards: each place's scoring card (or ``None`` with no trick).
        points: each place's points for the round: +2, 0 or -1.
        tricks_won: each place's tricks this round.
    """

    round: int
    missions: tuple[str, ...]
    scoring_cards: tuple[str | None, ...]
    points: tuple[int, ...]
    tricks_won: tuple[int, ...]


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) knows (§7).

    Attributes:
        seat: the seat this view is for, or ``None`` for a spectator.
        num_players: the number of seats (the automaton is not one).
        options: every option's value.
        phase: where the game stands.
        round: the round number, from 1.
        trick: the trick number in the round, 1..8.
        to_move: the seats that may act now (``(-1,)`` at chance nodes).
        places: every place in clockwise order (V first at 2 players).
        pile_size: missions left in the pile.
        pile_bottom: under ``returned_missions = bottom``, the known missions
            at the bottom of the pile, in the order they will come out.
        set_aside: the number cards out of the game.
        trick_leader: the place that led the current trick.
        trick_cards: the current trick's cards as ``(place, card)``; a card
            is ``"?"`` for a renounce hidden from this seat.
        holder: the place holding the current trick.
        rounds: the reveals of the finished rounds.
        events: this seat's history, filtered (perfect recall).
        result: the result, once the game is over.
    """

    game_id: ClassVar[str] = "quatre_royaumes"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue]
    phase: Phase
    round: int
    trick: int
    to_move: tuple[Seat, ...]
    places: tuple[Place, ...]
    pile_size: int
    pile_bottom: tuple[str, ...]
    set_aside: tuple[str, ...]
    trick_leader: str | None
    trick_cards: tuple[tuple[str, str], ...]
    holder: str | None
    rounds: tuple[RoundSummary, ...]
    events: tuple[Event, ...]
    result: Result | None

    @property
    def me(self) -> Place | None:
        """This seat's place (``None`` for a spectator)."""
        for place in self.places:
            if place.seat is not None and place.seat == self.seat:
                return place
        return None

    @property
    def led_suit(self) -> str | None:
        """The led suit's letter, once the trick is led."""
        return self.trick_cards[0][1][-1] if self.trick_cards else None

    def place(self, name: str) -> Place:
        """The place named ``name`` ("P1", "V").

        Raises:
            KeyError: no such place.
        """
        for place in self.places:
            if place.name == name:
                return place
        raise KeyError(name)

    def unplayed(self, name: str) -> tuple[str, ...]:
        """The cards of ``name`` not yet seen played this round, sorted.

        Exact under ``renounce_visibility = face_up`` (§7: every hand can be
        deduced); under ``face_down`` hidden renounces are still counted in.
        """
        place = self.place(name)
        if place.hand is not None:
            return place.hand
        if place.pair is None:
            return ()
        seen = {
            e.params["card"]
            for e in self._round_events()
            if e.actor == name and e.kind == "play" and not e.is_redacted
        }
        pair = _PAIR_NAMES.index(place.pair)
        return tuple(_CARD_NAMES[c] for c in _pair_cards(pair) if _CARD_NAMES[c] not in seen)

    def _round_events(self) -> Iterator[Event]:
        """The events since this round's first mission was dealt."""
        start = 0
        num_places = len(self.places)
        dealt = 0
        for i, e in enumerate(self.events):
            if e.kind == "mission":
                if dealt % num_places == 0:
                    start = i
                dealt += 1
        return iter(self.events[start:])


# ---------------------------------------------------------------------------
# State

_VIRTUAL: Final = -2  # history actor of the automaton's automatic plays
_TABLE: Final = -3  # history actor of the scoring lines


EVENTS: Final = EventKinds(
    "quatre_royaumes",
    [
        # role: lead, hold, follow or renounce (§4.1); the trick's last card also
        # says who won it (winner, a place name) and which trick it was.
        EventKind("play", "play {card:card}", ("card",), ("role", "winner:str", "trick:int")),
        # round: the round; first: "yes" on the round's first mission.
        EventKind("mission", "mission {mission:card}", ("mission",), ("round:int", "first")),
        # row: the whole row, on its last card (V's order of play, §4.3).
        EventKind("row", "row {card:card}", facts=("row:cards",)),
        EventKind("leader", "leader {seat:seat}"),
        EventKind("pairs", "pairs {pairs:list}"),
        EventKind("score", "score {place} {mission:card} {card:card} {delta:signed}"),
        EventKind("over", "game over"),
    ],
)
"""Les 4 Royaumes' events (:mod:`royaumes.events`); their text is the spec's notation."""

SUIT_SYMBOLS: Final = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
"""Each suit letter's symbol (§0 notation)."""


def _card_ref(card: str | None) -> ParamValue:
    return "?" if card is None else Ref("card", card)


@dataclass(frozen=True, slots=True)
class _Entry:
    """One line of the full history (seat actions, chance, V's plays, scoring)."""

    actor: int
    action: Action | None
    kind: str
    args: Mapping[str, Any]
    round: int
    trick: int
    renounce: bool = False
    to: int = -1  # the place a mission went to
    # The line as an Event, shown and hidden: built once, since every view re-reads it.
    shown: list[Event | None] = field(
        default_factory=lambda: [None, None], compare=False, repr=False
    )


_History: TypeAlias = tuple["_History", _Entry] | None


class State(LoggedState, _BaseState):
    """One immutable position of Les 4 Royaumes.

    Internally every per-place tuple is indexed by *place*: the clockwise
    table position, with V at place 0 at 2 players (V, A, B) and place k =
    seat k otherwise. States are copied, never changed: ``_evolve`` copies
    the attribute dict (cheap) and sets what changed.
    """

    # Plain attributes rather than __slots__: copying the __dict__ is the
    # fastest way to derive a new state in CPython.
    _game: QuatreRoyaumes
    _opts: Options
    _options: Mapping[str, OptionValue]
    _n: int
    _m: int
    _virtual: bool
    _phase: Phase
    _round: int
    _trick: int
    _first_leader: int
    _pairs: tuple[int, ...] | None
    _hands: tuple[tuple[Card, ...], ...]
    _row: tuple[Card, ...]
    _row_laid: tuple[Card, ...]
    _scan: int
    _missions: tuple[Mission, ...]  # -1 before dealt
    _deal_place: int
    _pile: tuple[Mission, ...]
    _bottom: tuple[Mission, ...]
    _kept: tuple[tuple[tuple[Mission, bool], ...], ...]
    _scores: tuple[int, ...]
    _leader: int
    _trick_cards: tuple[tuple[int, Card], ...]
    _holder: int
    _won: tuple[int, ...]
    _won_cards: tuple[tuple[Card, ...], ...]
    _visible: tuple[Card, ...]  # -1: none
    _last_played: tuple[Card, ...]  # -1: none
    _rounds: tuple[RoundSummary, ...]
    _history: _History
    _num_actions: int

    # -- construction -------------------------------------------------------

    @classmethod
    def _initial(
        cls,
        game: QuatreRoyaumes,
        num_players: int,
        options: Options,
        resolved: Mapping[str, OptionValue],
    ) -> State:
        s = object.__new__(State)
        virtual = num_players == 2
        m = 3 if virtual else num_players
        deck = _deck()
        faces = deck.faces_by_players[num_players]
        s._game = game
        s._opts = options
        s._options = resolved
        s._n = num_players
        s._m = m
        s._virtual = virtual
        s._round = 1
        s._trick = 1
        s._first_leader = 0
        s._pairs = None
        s._hands = ((),) * m
        s._row = ()
        s._row_laid = ()
        s._scan = 0
        s._missions = (-1,) * m
        s._deal_place = 0
        s._pile = tuple(
            sorted(
                face * 4 + suit
                for face, letter in enumerate("JQK")
                if letter in faces
                for suit in range(4)
            )
        )
        s._bottom = ()
        s._kept = ((),) * m
        s._scores = (0,) * m
        s._leader = 0  # §3 step 2: seat 0 leads; at 2 players V (place 0) leads
        s._trick_cards = ()
        s._holder = -1
        s._won = (0,) * m
        s._won_cards = ((),) * m
        s._visible = (-1,) * m
        s._last_played = (-1,) * m
        s._rounds = ()
        s._history = None
        s._num_actions = 0
        if not virtual and options.first_leader == "random":
            s._phase = Phase.LEADER
        elif options.rank_assignment == "random":
            s._phase = Phase.PAIRS
        else:
            s._give_pairs(s._seat_order_pairs())
            s._phase = Phase.DEAL
        return s

    def _table_pairs(self) -> tuple[int, ...]:
        """The rank pairs at this table, in dealing order of the seat_order rule."""
        humans = tuple(_PAIR_NAMES.index(p) for p in _deck().human_pairs_by_players[self._n])
        if self._virtual:
            return (_PAIR_NAMES.index(self._opts.virtual_ranks), *humans)
        return humans

    def _seat_order_pairs(self) -> tuple[int, ...]:
        """§3: pairs go out in seat order from the first leader (V keeps its own)."""
        table = self._table_pairs()
        if self._virtual:
            return table
        m = self._m
        pairs = [0] * m
        for k in range(m):
            pairs[(self._first_leader + k) % m] = table[k]
        return tuple(pairs)

    def _give_pairs(self, pairs: tuple[int, ...]) -> None:
        # Only called on a fresh copy, before it is returned.
        self._pairs = pairs
        self._hands = tuple(_pair_cards(p) for p in pairs)

    # -- protocol: who moves ------------------------------------------------

    @property
    def game(self) -> QuatreRoyaumes:
        return self._game

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    def _seat(self, place: int) -> Seat:
        """The engine seat of a human place."""
        return place - 1 if self._virtual else place

    def _place(self, seat: Seat) -> int:
        return seat + 1 if self._virtual else seat

    def _place_name(self, place: int) -> str:
        if self._virtual:
            return "V" if place == 0 else f"P{place - 1}"
        return f"P{place}"

    @property
    def to_move(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase is Phase.PLAY:
            place = (self._leader + len(self._trick_cards)) % self._m
            return (place - 1,) if self._virtual else (place,)
        if phase is Phase.OVER:
            return ()
        return (CHANCE,)

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        if self._phase is not Phase.PLAY:
            if seat == CHANCE and self._phase is not Phase.OVER:
                return tuple(a for a, _ in self.chance_outcomes())
            return ()
        place = (self._leader + len(self._trick_cards)) % self._m
        if seat != (place - 1 if self._virtual else place):
            return ()
        hand = self._hands[place]
        if self._opts.must_follow and self._trick_cards:
            led = self._trick_cards[0][1] // 10
            follow = tuple(c for c in hand if c // 10 == led)
            if follow:
                return _plays(follow)
        return _plays(hand)

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        phase = self._phase
        if phase is Phase.DEAL:
            if self._pile:
                p = 1.0 / len(self._pile)
                offset = _KIND_OFFSETS[ActionKind.MISSION]
                return tuple((_ACTIONS[offset + mc], p) for mc in self._pile)
            return ((_ACTIONS[_KIND_OFFSETS[ActionKind.MISSION] + self._bottom[0]], 1.0),)
        if phase is Phase.ROW:
            placed = set(self._row)
            left = [c for c in self._hands[0] if c not in placed]
            p = 1.0 / len(left)
            offset = _KIND_OFFSETS[ActionKind.ROW]
            return tuple((_ACTIONS[offset + c], p) for c in left)
        if phase is Phase.LEADER:
            offset = _KIND_OFFSETS[ActionKind.LEADER]
            return tuple((_ACTIONS[offset + s], 1.0 / self._n) for s in range(self._n))
        if phase is Phase.PAIRS:
            perms = sorted(
                _PAIR_PERMUTATION_INDEX[perm]
                for perm in itertools.permutations(sorted(self._table_pairs()))
            )
            offset = _KIND_OFFSETS[ActionKind.PAIRS]
            return tuple((_ACTIONS[offset + i], 1.0 / len(perms)) for i in perms)
        return ()

    # -- protocol: apply ----------------------------------------------------

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return f"{action!r} is not a quatre_royaumes action"
        if seat == CHANCE:
            return "not an outcome of this chance node"
        if action.kind is not ActionKind.PLAY:
            return "seats only play cards"
        hand = self._hands[self._place(seat)]
        if action.arg not in hand:
            return f"{card_name(action.arg)} is not in your hand"
        led = self._trick_cards[0][1] // 10
        return f"you must follow {['spades', 'clubs', 'hearts', 'diamonds'][led]}"

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)  # apply() checked it is one of our legal actions
        s = self._evolve()
        s._num_actions += 1
        kind = action.kind
        if kind is ActionKind.PLAY:
            s._play(s._place(seat), action.arg, seat)
            s._advance()
        elif kind is ActionKind.MISSION:
            s._deal_mission(action.arg)
        elif kind is ActionKind.ROW:
            s._row = (*s._row, action.arg)
            row = s._row if len(s._row) == len(s._hands[0]) else None
            s._record(
                _Entry(CHANCE, action, "row", {"card": _CARD_NAMES[action.arg],
                       "row": None if row is None else tuple(_CARD_NAMES[c] for c in row)},
                       s._round, 0)
            )  # fmt: skip
            if len(s._row) == len(s._hands[0]):
                s._row_laid = s._row
                s._start_play()
        elif kind is ActionKind.LEADER:
            s._record(_Entry(CHANCE, action, "leader", {"seat": action.arg}, s._round, 0))
            s._first_leader = s._leader = action.arg
            if s._opts.rank_assignment == "random":
                s._phase = Phase.PAIRS
            else:
                s._give_pairs(s._seat_order_pairs())
                s._phase = Phase.DEAL
        else:  # PAIRS
            pairs = tuple(_PAIR_NAMES[p] for p in _PAIR_PERMUTATIONS[action.arg])
            s._record(_Entry(CHANCE, action, "pairs", {"pairs": pairs}, s._round, 0))
            s._give_pairs(_PAIR_PERMUTATIONS[action.arg])
            s._phase = Phase.DEAL
        return s

    def _deal_mission(self, mission: Mission) -> None:
        place = self._deal_place
        if self._pile:
            pile = list(self._pile)
            pile.remove(mission)
            self._pile = tuple(pile)
        else:
            self._bottom = self._bottom[1:]
        self._missions = _set(self._missions, place, mission)
        action = _ACTIONS[_KIND_OFFSETS[ActionKind.MISSION] + mission]
        args = {"mission": _MISSION_NAMES[mission], "round": self._round,
                "first": "yes" if place == 0 else None}  # fmt: skip
        self._record(_Entry(CHANCE, action, "mission", args, self._round, 0, to=place))
        self._deal_place = place + 1
        if self._deal_place < self._m:
            return
        if self._virtual and (self._round == 1 or self._opts.virtual_row != "fixed"):
            self._row = ()
            self._phase = Phase.ROW
        else:
            if self._virtual:
                self._row = self._row_laid
            self._start_play()

    def _start_play(self) -> None:
        self._phase = Phase.PLAY
        self._scan = 0
        self._advance()

    def _play(self, place: int, card: Card, actor: int) -> None:
        """Put ``card`` of ``place`` on the trick (§4.1) and log it."""
        trick = self._trick_cards
        hand = self._hands[place]
        i = hand.index(card)
        self._hands = _set(self._hands, place, hand[:i] + hand[i + 1 :])
        renounce = False
        role = "follow"
        if not trick:
            self._holder = place
            role = "lead"
        elif card // 10 == trick[0][1] // 10:
            if self._opts.hold_rule == "last_holder":
                self._holder = place
                role = "hold"
            else:
                best = next(c for p, c in trick if p == self._holder)
                if card > best:  # same suit: the code orders ranks
                    self._holder = place
                    role = "hold"
        else:
            renounce = True
            role = "renounce"
        self._trick_cards = (*trick, (place, card))
        self._last_played = _set(self._last_played, place, card)
        args: dict[str, Any] = {"card": _CARD_NAMES[card], "role": role}
        if len(self._trick_cards) == self._m:
            args.update(winner=self._place_name(self._holder), trick=self._trick)
        action = _PLAY[card] if actor >= 0 else None  # V's automatic plays are no action
        self._record(_Entry(actor, action, "play", args, self._round, self._trick, renounce))

    def _advance(self) -> None:
        """Play V's automatic cards and close tricks until a seat must act (§4.2)."""
        while self._phase is Phase.PLAY:
            if len(self._trick_cards) == self._m:
                self._finish_trick()
                continue
            place = (self._leader + len(self._trick_cards)) % self._m
            if not (self._virtual and place == 0):
                return
            index = self._automaton_choice()
            row = self._row
            card = row[index]
            self._row = row[:index] + row[index + 1 :]
            # §4.3 cyclic scan: the next search starts just after this card,
            # which now sits at `index` in the shortened row.
            self._scan = index if index < len(self._row) else 0
            self._play(0, card, _VIRTUAL)

    def _automaton_choice(self) -> int:
        """The row index of V's next card (§4.3; edge cases 12, 13)."""
        row = self._row
        trick = self._trick_cards
        if not trick:
            return 0
        led = trick[0][1] // 10
        if self._opts.hold_rule == "highest":
            best = next(c for p, c in trick if p == self._holder)
            takes = [i for i, c in enumerate(row) if c // 10 == led and c > best]
        else:
            takes = [i for i, c in enumerate(row) if c // 10 == led]
        if takes:
            if self._opts.automaton_scan == "cyclic":
                after = [i for i in takes if i >= self._scan]
                return after[0] if after else takes[0]
            return takes[0]
        if self._opts.must_follow:
            follow = [i for i, c in enumerate(row) if c // 10 == led]
            if follow:
                return follow[0]
        return 0

    def _finish_trick(self) -> None:
        """§4.1 step 3: the holder wins; its card becomes its visible card (§5.2)."""
        winner = self._holder
        top = next(c for p, c in self._trick_cards if p == winner)
        self._won = _set(self._won, winner, self._won[winner] + 1)
        self._won_cards = _set(
            self._won_cards,
            winner,
            self._won_cards[winner] + tuple(c for _, c in self._trick_cards),
        )
        self._visible = _set(self._visible, winner, top)
        self._leader = winner
        self._trick_cards = ()
        self._holder = -1
        if self._trick < _TRICKS_PER_ROUND:
            self._trick += 1
        else:
            self._score_round()

    def _score_round(self) -> None:
        """§5.3 round scoring, then §5.4 next round or §6 end."""
        opts = self._opts
        points: list[int] = []
        scoring: list[str | None] = []
        returned: list[Mission] = []
        kept = list(self._kept)
        for place in range(self._m):
            mission = self._missions[place]
            if opts.visible == "last_trick_won":
                card = self._visible[place]
            else:
                card = self._last_played[place]
            table = _deck().scoring
            if self._won[place] == 0:
                delta, up = table.no_trick, False
                card = -1
            elif card // 10 == mission % 4:
                delta, up = table.same_suit, True
            elif _SUITS[card // 10] != table.partner[_SUITS[mission % 4]]:
                delta, up = table.other_colour, False
            else:
                delta, up = table.partner_suit, False
                returned.append(mission)
            if delta:
                kept[place] = (*kept[place], (mission, up))
            points.append(delta)
            scoring.append(None if card < 0 else _CARD_NAMES[card])
            args = {"place": self._place_name(place), "mission": _MISSION_NAMES[mission],
                    "card": "-" if card < 0 else _CARD_NAMES[card], "delta": delta}  # fmt: skip
            self._record(_Entry(_TABLE, None, "score", args, self._round, 0))
        self._kept = tuple(kept)
        self._scores = tuple(s + d for s, d in zip(self._scores, points, strict=True))
        self._rounds = (
            *self._rounds,
            RoundSummary(
                self._round,
                tuple(_MISSION_NAMES[m] for m in self._missions),
                tuple(scoring),
                tuple(points),
                self._won,
            ),
        )
        if opts.returned_missions == "shuffle":
            self._pile = tuple(sorted(self._pile + tuple(returned)))
        else:
            self._bottom = self._bottom + tuple(returned)
        capped = opts.max_rounds is not None and self._round >= opts.max_rounds
        if len(self._pile) + len(self._bottom) >= self._m and not capped:
            self._new_round()
        else:
            self._phase = Phase.OVER
            self._record(_Entry(_TABLE, None, "over", {}, self._round, 0))

    def _new_round(self) -> None:
        """§5.4: same cards back, new missions; the winner of trick 8 leads."""
        m = self._m
        assert self._pairs is not None
        self._round += 1
        self._trick = 1
        self._hands = tuple(_pair_cards(p) for p in self._pairs)
        self._missions = (-1,) * m
        self._deal_place = 0
        self._won = (0,) * m
        self._won_cards = ((),) * m
        self._visible = (-1,) * m
        self._last_played = (-1,) * m
        self._phase = Phase.DEAL

    # -- protocol: end ------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def result(self) -> Result | None:
        if self._phase is not Phase.OVER:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            cached = self._compute_result()
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def _tie_key(self, place: int) -> tuple[Any, ...]:
        """§6 ranking key: score, tricks in the last round, identical numbers."""
        ranks = Counter(_rank(c) for c in self._won_cards[place])
        groups = sorted(ranks.values(), reverse=True)
        identical: tuple[int, ...]
        if self._opts.identical == "largest_group":
            identical = tuple(groups)
        elif self._opts.identical == "pairs":
            identical = (sum(1 for g in groups if g >= 2),)
        else:
            identical = (sum(g for g in groups if g >= 2),)
        return (self._scores[place], self._won[place], identical)

    def _compute_result(self) -> Result:
        contenders = [p for p in range(self._m) if not (self._virtual and p == 0)]
        if self._virtual and self._opts.virtual_can_win:
            contenders.insert(0, 0)
        keys = {p: self._tie_key(p) for p in contenders}
        rank = {p: 1 + sum(1 for q in contenders if keys[q] > keys[p]) for p in contenders}
        seats = [p for p in range(self._m) if not (self._virtual and p == 0)]
        winners = tuple(self._seat(p) for p in seats if rank[p] == 1)
        details: dict[str, Any] = {}
        if self._virtual:
            details["virtual_points"] = self._scores[0]
            if self._opts.virtual_can_win:
                details["virtual_rank"] = rank[0]
        return Result(
            points=tuple(self._scores[p] for p in seats),
            ranks=tuple(rank[p] for p in seats),
            winners=winners,
            details=details,
        )

    def fingerprint(self) -> str:
        if self._phase is Phase.PLAY:
            return f"round {self._round} trick {self._trick}"
        if self._phase is Phase.OVER:
            return "game over"
        return f"round {self._round} {self._phase.name.lower()}"

    def __repr__(self) -> str:
        return f"<quatre_royaumes.State {self._n}p {self.fingerprint()}>"

    # -- views --------------------------------------------------------------

    def _hides_renounces(self) -> bool:
        return self._opts.renounce_visibility == "face_down" and self._phase is not Phase.OVER

    def _renounce_hidden(self, entry: _Entry, viewer: int | None) -> bool:
        """§7: a face-down renounce by a human stays hidden from the others."""
        if not entry.renounce or entry.actor < 0 or not self._hides_renounces():
            return False
        if self._place(entry.actor) == viewer:
            return False
        # Decision: under visible = last_card_played, the round's reveal shows
        # each place's last card (it scores), so trick-8 cards are public once
        # their round is scored.
        return not (
            self._opts.visible == "last_card_played"
            and entry.trick == _TRICKS_PER_ROUND
            and entry.round < self._round
        )

    def _mission_hidden(self, place: int, round_: int, viewer: int | None) -> bool:
        """§7: a human's mission is hidden from the others until its round's reveal."""
        return (
            round_ == self._round
            and self._phase is not Phase.OVER
            and place != viewer
            and not (self._virtual and place == 0)
        )

    def _event(self, entry: _Entry, viewer: int | None) -> Event:
        actor = entry.actor
        hidden = False
        if actor >= 0:
            hidden = self._renounce_hidden(entry, viewer)
        elif actor == CHANCE and entry.to >= 0:
            hidden = self._mission_hidden(entry.to, entry.round, viewer)
        known = entry.shown[hidden]
        if known is not None:
            return known
        kind = EVENTS[entry.kind]
        args = kind.redact(entry.args) if hidden else entry.args
        if actor >= 0:
            event = Event.of(kind, f"P{actor}", args)
        elif actor == CHANCE:
            event = Event.of(
                kind, "chance", args, self._place_name(entry.to) if entry.to >= 0 else ""
            )
        else:
            event = Event.of(kind, "V" if actor == _VIRTUAL else "table", args)
        entry.shown[hidden] = event
        return event

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self._n):
            raise ConfigError(f"{seat!r} is not a seat of this {self._n}-player table")
        viewer = None if seat is None else self._place(seat)
        over = self._phase is Phase.OVER
        opts = self._opts
        derived = opts.show_derived_hands and opts.renounce_visibility == "face_up"
        places = []
        for p in range(self._m):
            is_v = self._virtual and p == 0
            mission = self._missions[p]
            if mission < 0:
                mission_text: str | None = None
            elif self._mission_hidden(p, self._round, viewer):
                mission_text = "?"
            else:
                mission_text = _MISSION_NAMES[mission]
            shown = p == viewer or is_v or derived or over
            places.append(
                Place(
                    name=self._place_name(p),
                    seat=None if is_v else self._seat(p),
                    pair=None if self._pairs is None else _PAIR_NAMES[self._pairs[p]],
                    hand=tuple(_CARD_NAMES[c] for c in self._hands[p]) if shown else None,
                    row=tuple(_CARD_NAMES[c] for c in self._row) if is_v else (),
                    mission=mission_text,
                    tricks_won=self._won[p],
                    visible=None if self._visible[p] < 0 else _CARD_NAMES[self._visible[p]],
                    kept=tuple((_MISSION_NAMES[mc], up) for mc, up in self._kept[p]),
                    score=self._scores[p],
                )
            )
        dealt = set() if self._pairs is None else set(self._pairs)
        set_aside = (
            ()
            if self._pairs is None
            else tuple(_CARD_NAMES[c] for p in range(5) if p not in dealt for c in _pair_cards(p))
        )
        hide = self._hides_renounces()
        trick_cards = []
        led = self._trick_cards[0][1] // 10 if self._trick_cards else -1
        for p, c in self._trick_cards:
            hidden = hide and p != viewer and c // 10 != led and not (self._virtual and p == 0)
            trick_cards.append((self._place_name(p), "?" if hidden else _CARD_NAMES[c]))
        playing = self._phase is Phase.PLAY
        return View(
            seat=seat,
            num_players=self._n,
            options=self._options,
            phase=self._phase,
            round=self._round,
            trick=self._trick,
            to_move=self.to_move,
            places=tuple(places),
            pile_size=len(self._pile) + len(self._bottom),
            pile_bottom=tuple(_MISSION_NAMES[mc] for mc in self._bottom),
            set_aside=set_aside,
            trick_leader=self._place_name(self._leader) if playing else None,
            trick_cards=tuple(trick_cards),
            holder=self._place_name(self._holder) if self._holder >= 0 else None,
            rounds=self._rounds,
            events=tuple(self._event(e, viewer) for e in self._entries()),
            result=self.result,
        )


_PLAYS_OF: dict[tuple[Card, ...], tuple[Action, ...]] = {}


def _plays(cards: tuple[Card, ...]) -> tuple[Action, ...]:
    """The play actions of sorted ``cards``, memoised: hands repeat across games."""
    actions = _PLAYS_OF.get(cards)
    if actions is None:
        actions = _PLAYS_OF[cards] = tuple(_PLAY[c] for c in cards)
    return actions


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


# ---------------------------------------------------------------------------
# Game


def _plan_renounces(view: View, rng: random.Random) -> dict[int, Card]:
    """A random card for each hidden renounce of ``view.events``, consistent per round.

    For each seat and round, the hidden renounces must take distinct cards
    of that seat's rank pair that it did not play openly that round, each of
    another suit than its trick's led suit: a bipartite matching, found with
    augmenting paths (Kuhn) over shuffled orders.

    Returns:
        ``{event index: card}``; indices left out could not be matched.
    """
    num_places = len(view.places)
    slots: dict[tuple[str, int], list[tuple[int, Suit]]] = {}
    played: dict[tuple[str, int], set[Card]] = {}
    round_no = scores = in_trick = 0
    led: Suit = -1
    for i, e in enumerate(view.events):
        if e.kind == "score":
            scores += 1
            round_no = scores // num_places
            in_trick = 0
            continue
        if e.kind != "play":
            continue
        if in_trick == 0 and not e.is_redacted:
            led = _CARD_BY_NAME[e.params["card"]] // 10
        key = (e.actor, round_no)
        if e.is_redacted:
            slots.setdefault(key, []).append((i, led))
        else:
            played.setdefault(key, set()).add(_CARD_BY_NAME[e.params["card"]])
        in_trick = (in_trick + 1) % num_places
    plan: dict[int, Card] = {}
    for key, wanted in slots.items():
        pair = view.place(key[0]).pair
        if pair is None:
            continue
        free = [c for c in _pair_cards(_PAIR_NAMES.index(pair)) if c not in played.get(key, ())]
        rng.shuffle(free)
        order = list(wanted)
        rng.shuffle(order)
        owner = _match_slots(order, free)
        plan.update({slot[0]: card for card, slot in owner.items()})
    return plan


def _match_slots(slots: list[tuple[int, Suit]], free: list[Card]) -> dict[Card, tuple[int, Suit]]:
    """A maximum matching of slots ``(event index, forbidden suit)`` to distinct cards."""
    owner: dict[Card, tuple[int, Suit]] = {}

    def augment(slot: tuple[int, Suit], seen: set[Card]) -> bool:
        for card in free:
            if card // 10 == slot[1] or card in seen:
                continue
            seen.add(card)
            if card not in owner or augment(owner[card], seen):
                owner[card] = slot
                return True
        return False

    for slot in slots:
        augment(slot, set())
    return owner


class QuatreRoyaumes(Game):
    """The game object of Les 4 Royaumes (``royaumes.load("quatre_royaumes")``)."""

    event_kinds = EVENTS
    message_prefix = "qr"
    view_type = View

    spec = GameSpec(
        id="quatre_royaumes",
        title="Les 4 Royaumes",
        version=1,
        min_players=2,
        max_players=5,
        options=Options.specs("qr"),
        summary="A ten-minute trick game of secret missions: the last trick you win must "
        "be led in your suit.",
        summary_fr="Un jeu de plis de dix minutes aux missions secrètes : votre dernier pli "
        "doit être entamé dans votre couleur.",
        num_distinct_actions=_NUM_CARDS,
        max_chance_outcomes=_NUM_IDS - _NUM_CARDS,
        rules_source="shared/rules/quatre_royaumes.md",
        move_seconds=90,  # a person's default time per move online
    )

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the first chance node (§3 setup).

        >>> state = GAME.new_state(4)
        >>> state.to_move, len(state.chance_outcomes())
        ((-1,), 12)

        Raises:
            ConfigError: bad player count or options.
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        return State._initial(self, num_players, Options.from_resolved(resolved), resolved)

    def parse_action(self, text: str) -> Action:
        """The action with canonical text ``text`` (§11).

        >>> str(GAME.parse_action("play 10S"))
        'play 10S'

        Raises:
            InvalidActionError: ``text`` is not exactly a canonical action text.
        """
        return _LOOKUP.parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action from ``{"type": "play", "card": "7H"}`` and the like.

        Raises:
            InvalidActionError: malformed data.
        """
        return _LOOKUP.from_json(data)

    def action_id(self, action: object) -> int:
        """The dense id: ``play`` cards 0..39, then leader, pairs, mission, row.

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _LOOKUP.id_of(action, Action)

    def action_from_id(self, action_id: int) -> Action:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        return _LOOKUP.from_id(action_id)

    def seat_name(self, seat: Seat) -> str:
        return "chance" if seat == CHANCE else f"P{seat}"

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``qr.ev.*``): a play with its role in the trick and,
        on the trick's last card, its winner; the missions dealt (the viewer's own one
        with its suit, the others' only once shown); V's row once whole; the scoring."""
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        p = event.params
        who = actor_ref(event.actor)
        if event.kind == "play":
            card = p["card"]
            key = "qr.ev.renounce_hidden" if card is None else f"qr.ev.{p['role']}"
            params: dict[str, ParamValue] = {"who": who, "card": _card_ref(card)}
            if p.get("winner"):
                key += ".wins"
                params.update(winner=actor_ref(p["winner"]), trick=p["trick"])
            return Message(key, params)
        if event.kind == "mission":
            mission = p["mission"]
            to = actor_ref(event.to)
            params = {"round": p["round"], "mission": _card_ref(mission), "to": to}
            if mission is None:
                return Message("qr.ev.deal", params) if p["first"] else Message("")
            if viewer is not None and event.to == f"P{viewer}":
                return Message("qr.ev.my_mission", {**params, "suit": mission[-1]})
            if event.to == "V":
                return Message("qr.ev.v_mission" + (".first" if p["first"] else ""), params)
            return Message("qr.ev.mission_of", params)
        if event.kind == "row":
            row = p["row"]
            return Message("qr.ev.row", {"row": Ref("cards", row)}) if row else Message("")
        if event.kind == "score":
            card, delta = p["card"], p["delta"]
            params = {"who": actor_ref(p["place"]), "mission": _card_ref(p["mission"]),
                      "symbol": "" if card == "-" else SUIT_SYMBOLS[card[-1]]}  # fmt: skip
            if card == "-":
                return Message("qr.ev.score_none", params)
            shape = "up" if delta > 0 else "down" if delta else "zero"
            return Message(f"qr.ev.score_{shape}", params)
        if event.kind == "leader":
            return Message("qr.ev.leader", {"seat": Ref("seat", p["seat"])})
        if event.kind == "pairs":
            return Message("qr.ev.pairs", {"pairs": " · ".join(p["pairs"])})
        return Message("qr.ev.over")

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A state consistent with ``view``, hidden parts drawn with ``rng``.

        Replays the view's events; each hidden mission is drawn uniformly
        from the missions the seat cannot place, each hidden renounce from
        the cards its owner could have renounced, backtracking when a later
        known play or the final view rules a draw out.

        Raises:
            ConfigError: not a quatre_royaumes view, or no consistent state exists.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a quatre_royaumes view")
        start = self.new_state(view.num_players, view.options)
        events = view.events
        later_known_plays: list[dict[str, Counter[str]]] = []
        acc: dict[str, Counter[str]] = {}
        for e in reversed(events):
            if e.kind == "score":
                acc = {}  # hands are dealt anew each round: reserve within the round only
            later_known_plays.append({k: Counter(v) for k, v in acc.items()})
            if e.kind == "play" and not e.is_redacted:
                acc.setdefault(e.actor, Counter())[e.params["card"]] += 1
        later_known_plays.reverse()
        later_known_missions: list[set[str]] = []
        known: set[str] = set()
        for e in reversed(events):
            later_known_missions.append(set(known))
            if e.kind == "mission" and not e.is_redacted:
                known.add(e.params["mission"])
        later_known_missions.reverse()
        preferred = _plan_renounces(view, rng)
        budget = [20_000]

        def search(i: int, state: State) -> State | None:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            while i < len(events) and events[i].actor in ("V", "table"):
                i += 1
            if i == len(events):
                return state if state.view(view.seat) == view else None
            e = events[i]
            seat = CHANCE if e.actor == "chance" else int(e.actor[1:])
            if not e.is_redacted:
                try:
                    nxt = state.apply(seat, _BY_TEXT[e.text])
                except (IllegalActionError, KeyError):
                    return None
                return search(i + 1, nxt)
            if seat == CHANCE:
                reserved = later_known_missions[i]
                candidates = [a for a, _ in state.chance_outcomes() if str(a)[8:] not in reserved]
            else:
                led = state._trick_cards[0][1] // 10 if state._trick_cards else -1
                reserved_plays = later_known_plays[i].get(e.actor, Counter())
                candidates = [
                    a
                    for a in state.legal_actions(seat)
                    if a.arg // 10 != led and _CARD_NAMES[a.arg] not in reserved_plays
                ]
            rng.shuffle(candidates)
            # Try the card of a consistent whole-round assignment first: without
            # must_follow it never needs backtracking.
            candidates.sort(key=lambda a: a.arg != preferred.get(i, -1))
            for action in candidates:
                found = search(i + 1, state.apply(seat, action))
                if found is not None:
                    return found
            return None

        found = search(0, start)
        if found is None:
            raise ConfigError("no quatre_royaumes state is consistent with this view")
        return found

    def max_game_length(
        self, num_players: int, options: Mapping[str, object] | None = None
    ) -> int | None:
        """The most actions (chance included) a game can take; ``None`` without a round cap."""
        opts = Options.from_resolved(self.spec.resolve_options(options))
        if opts.max_rounds is None:
            return None
        m = 3 if num_players == 2 else num_players
        per_round = m + (8 if num_players == 2 else 0) + 8 * num_players
        return 2 + opts.max_rounds * per_round


GAME: Final = QuatreRoyaumes()
"""The one instance of the game."""
