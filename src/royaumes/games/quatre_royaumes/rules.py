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
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState
from royaumes.errors import ConfigError, GameError, InvalidActionError
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
from royaumes.gamedata import read_data
from royaumes.games.quatre_royaumes import scoring as _sc
from royaumes.games.quatre_royaumes.scoring import Scoring

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
    "cards_in_play",
    "mission_name",
    "missions_per_suit",
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


@functools.cache
def _deck() -> _Deck:
    """The deck data of ``cards.toml``, validated.

    Raises:
        ConfigError: the data file is malformed (naming the file and the entry).
    """
    text, where = read_data(__package__, "cards.toml")
    try:
        raw = tomllib.loads(text)
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


def cards_in_play(num_players: int, virtual_ranks: str = "9-10") -> tuple[str, ...]:
    """The number cards dealt at a table of ``num_players`` (§3: the human seats' rank
    pairs, and the automaton's pair ``virtual_ranks`` at 2 players), in card order; the
    others are set aside for the game.

    >>> cards_in_play(4)[:3], len(cards_in_play(4)), len(cards_in_play(2, "5-6"))
    (('1S', '2S', '3S'), 32, 24)

    Raises:
        ConfigError: no setup for ``num_players`` in ``cards.toml``, or an unknown pair.
    """
    deck = _deck()
    try:
        pairs = list(deck.human_pairs_by_players[num_players])
    except KeyError:
        raise ConfigError(f"no setup for {num_players} players") from None
    if num_players == 2:
        pairs.append(virtual_ranks)
    if not set(pairs) <= set(_PAIR_NAMES):
        raise ConfigError(f"unknown rank pair among {pairs!r}")
    cards = {c for p in pairs for c in _pair_cards(_PAIR_NAMES.index(p))}
    return tuple(_CARD_NAMES[c] for c in sorted(cards))


def missions_per_suit(num_players: int) -> int:
    """The mission cards of each suit at a table of ``num_players`` (§2: J, Q and K,
    the jacks removed at 2 and 3 players): 3 or 2.

    Raises:
        ConfigError: no setup for ``num_players`` in ``cards.toml``.
    """
    try:
        return len(_deck().faces_by_players[num_players])
    except KeyError:
        raise ConfigError(f"no setup for {num_players} players") from None


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


@functools.cache
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
_LOOKUP: Final = ActionTable("quatre_royaumes", _ACTIONS, example="'play 7H'", notation=NOTATION)


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


# The history is a linked list of flat tuples of ints, one per line (seat actions,
# chance, V's plays, scoring): ``(previous node, code, ...)``. A playout pays for one
# small tuple per line and nothing else; the events (texts, argument dicts) are built
# from these when a view asks, and memoised.
_E_PLAY: Final = 0  # (prev, 0, actor, card, role, winner place or -1, trick, round)
_E_LEADER: Final = 1  # (prev, 1, seat)
_E_PAIRS: Final = 2  # (prev, 2, index into _PAIR_PERMUTATIONS)
_E_MISSION: Final = 3  # (prev, 3, mission, round, place)
_E_ROW: Final = 4  # (prev, 4, card, round, the whole row on its last card or None)
_E_SCORE: Final = 5  # (prev, 5, place, mission, scoring card or -1, delta, round)
_E_OVER: Final = 6  # (prev, 6, round)
_EVENT_NAMES: Final = ("play", "leader", "pairs", "mission", "row", "score", "over")

_ROLES: Final = ("lead", "hold", "follow", "renounce")
_LEAD: Final = 0
_HOLD: Final = 1
_FOLLOW: Final = 2
_RENOUNCE: Final = 3

_OFF_LEADER: Final = _KIND_OFFSETS[ActionKind.LEADER]
_OFF_PAIRS: Final = _KIND_OFFSETS[ActionKind.PAIRS]
_OFF_MISSION: Final = _KIND_OFFSETS[ActionKind.MISSION]
_OFF_ROW: Final = _KIND_OFFSETS[ActionKind.ROW]
_ARG_OF_ID: Final = tuple(a.arg for a in _ACTIONS)

_SEAT_TO_MOVE: Final = tuple((seat,) for seat in range(5))  # prebuilt: no tuple per step
_CHANCE_TO_MOVE: Final = (CHANCE,)

# The phases as plain ints inside the engine: reading an enum member costs a look-up
# on every step. A state keeps the int; its view and texts show the enum.
_PH_LEADER: Final = int(Phase.LEADER)
_PH_PAIRS: Final = int(Phase.PAIRS)
_PH_DEAL: Final = int(Phase.DEAL)
_PH_ROW: Final = int(Phase.ROW)
_PH_PLAY: Final = int(Phase.PLAY)
_PH_OVER: Final = int(Phase.OVER)
_PHASES: Final = tuple(Phase)

# The kinds of chance actions likewise, by id.
_K_LEADER: Final = int(ActionKind.LEADER)
_K_PAIRS: Final = int(ActionKind.PAIRS)
_K_MISSION: Final = int(ActionKind.MISSION)
_K_ROW: Final = int(ActionKind.ROW)
_KIND_INT_OF_ID: Final = tuple(int(a.kind) for a in _ACTIONS)

# Hands as bit masks (bit ``c`` for card ``c``): a state keeps one mask of every card
# still in a hand (the rank pairs at a table are distinct) and each place's pair, so a
# card played clears one bit instead of rebuilding a hand and the tuple of hands.
_SUIT_BITS: Final = tuple(sum(1 << (s * 10 + r) for r in range(10)) for s in range(4))
_CARDS_OF: Final[dict[int, tuple[Card, ...]]] = {0: ()}
"""Each subset of a rank pair's cards (a mask) to its cards, ascending: a hand, or
its cards of one suit (``must_follow``)."""
for _p in range(5):
    _cards = _pair_cards(_p)
    for _subset in range(1 << len(_cards)):
        _chosen = tuple(c for k, c in enumerate(_cards) if _subset >> k & 1)
        _CARDS_OF[sum(1 << c for c in _chosen)] = _chosen
del _p, _cards, _subset, _chosen
_PAIR_BITS: Final = tuple(sum(1 << c for c in _pair_cards(p)) for p in range(5))
_BIT: Final = tuple(1 << c for c in range(_NUM_CARDS))  # a read, not a shift and an int made

# The mission pile as a mask too (bit ``mc`` for mission ``mc``): it is always sorted
# (missions go back into it sorted, or to the bottom), so the mask says it all.
_PILE_OF: Final = tuple(
    tuple(mc for mc in range(_NUM_MISSIONS) if bits >> mc & 1) for bits in range(1 << _NUM_MISSIONS)
)
"""Each pile mask to its missions, ascending."""

_new = object.__new__
_NOT_A_NODE: Final = object()  # never a history node (None is the start's)

# Memo tables of the integer path, keyed by small tuples of ints (bounded: piles are
# subsets of the 12 missions).
_DEAL_OF: list[tuple[tuple[int, ...], tuple[tuple[int, float], ...]] | None] = [None] * len(
    _PILE_OF
)
_ACTIONS_OF: dict[tuple[int, ...], tuple[Action, ...]] = {}
_OUTCOMES_OF: dict[tuple[tuple[int, float], ...], tuple[tuple[Action, float], ...]] = {}
# Events by what they show (see State._event): shared by every state and viewer. A
# redacted line is keyed on its redacted content only, so the same line hiding
# different cards is one object: identity says nothing a view does not. Cleared when
# full (an entry is about 800 B; the keys of a table fill a few thousand).
_EVENT_MEMO: dict[tuple[Any, ...], Event] = {}
_EVENT_MEMO_MAX: Final = 20_000


def _deal_outcomes(bits: int) -> tuple[tuple[int, ...], tuple[tuple[int, float], ...]]:
    """The ids and ``(id, probability)`` outcomes of a mission drawn from the pile
    ``bits`` (not empty)."""
    found = _DEAL_OF[bits]
    if found is None:
        pile = _PILE_OF[bits]
        p = 1.0 / len(pile)
        ids = tuple(_OFF_MISSION + mc for mc in pile)
        found = _DEAL_OF[bits] = (ids, tuple((i, p) for i in ids))
    return found


class _Table:
    """What every state of one table shares: the options, read once into flags."""

    __slots__ = (
        "cyclic",
        "face_down",
        "fixed_row",
        "game",
        "highest",
        "last_card",
        "leader_ids",
        "leader_outcomes",
        "m",
        "max_rounds",
        "must_follow",
        "n",
        "names",
        "options",
        "opts",
        "pairs_ids",
        "pairs_outcomes",
        "scoring",
        "shuffle",
        "virtual",
    )  # fmt: skip

    def __init__(
        self, game: QuatreRoyaumes, n: int, opts: Options, resolved: Mapping[str, OptionValue]
    ) -> None:
        self.game = game
        self.opts = opts
        self.options = resolved
        self.n = n
        self.virtual = n == 2
        self.m = 3 if self.virtual else n
        self.must_follow = opts.must_follow
        self.highest = opts.hold_rule == "highest"
        self.cyclic = opts.automaton_scan == "cyclic"
        self.face_down = opts.renounce_visibility == "face_down"
        self.last_card = opts.visible == "last_card_played"
        self.shuffle = opts.returned_missions == "shuffle"
        self.fixed_row = opts.virtual_row == "fixed"
        self.max_rounds = opts.max_rounds
        self.scoring = _deck().scoring
        self.names = ("V", "P0", "P1") if self.virtual else tuple(f"P{p}" for p in range(n))
        self.leader_ids = tuple(_OFF_LEADER + s for s in range(n))
        self.leader_outcomes = tuple((i, 1.0 / n) for i in self.leader_ids)
        perms = sorted(
            _PAIR_PERMUTATION_INDEX[perm]
            for perm in itertools.permutations(sorted(self.table_pairs()))
        )
        self.pairs_ids = tuple(_OFF_PAIRS + i for i in perms)
        self.pairs_outcomes = tuple((i, 1.0 / len(perms)) for i in self.pairs_ids)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled by what makes it (the options mapping is read-only, so not picklable);
        # the one game instance by name, so that unpickled states share its tables.
        if self.game is GAME:
            return (_table_of, (self.n, dict(self.options)))
        return (_table_of, (self.n, dict(self.options), self.game))

    def table_pairs(self) -> tuple[int, ...]:
        """The rank pairs at this table, in dealing order of the seat_order rule."""
        humans = tuple(_PAIR_NAMES.index(p) for p in _deck().human_pairs_by_players[self.n])
        if self.virtual:
            return (_PAIR_NAMES.index(self.opts.virtual_ranks), *humans)
        return humans


class State(LoggedState, _BaseState):
    """One immutable position of Les 4 Royaumes.

    Internally every per-place tuple is indexed by *place*: the clockwise
    table position, with V at place 0 at 2 players (V, A, B) and place k =
    seat k otherwise. States are copied, never changed: a transition copies
    the attribute dict (cheap) and sets what changed.

    The integer path is the engine: who moves, its legal ids (for a seat, its
    hand: a play's id is its card) and the chance outcomes are worked out once
    when the state is made, so ``legal_action_ids``, ``chance_outcome_ids`` and
    the legality check of ``apply_id`` are look-ups. The object API maps ids to
    the interned actions. The history keeps one tuple of ints per line; events
    and views are built only when read.
    """

    # Plain attributes rather than __slots__: copying the __dict__ is the
    # fastest way to derive a new state in CPython.
    #
    # ``to_move`` is a plain instance attribute (set on every transition), not a
    # property: a search reads it at every node, and an attribute read is the
    # cheapest. The class value only stands for the protocol's abstract property.
    to_move: tuple[Seat, ...] = ()
    _t: _Table
    _mover: Seat | None  # the seat to move, CHANCE, or None once over
    _turn: int  # the place to move (PLAY)
    _legal: tuple[int, ...]  # the legal ids of ``_mover``
    _outcomes: tuple[tuple[int, float], ...]  # at chance nodes
    _phase: int  # a Phase's value (_PH_PLAY ...)
    _round: int
    _trick: int
    _first_leader: int
    _pairs: tuple[int, ...] | None
    _inhand: int  # the mask of every card still in a hand (V's too)
    _pmask: tuple[int, ...]  # each place's pair as a mask (0 before the pairs are given)
    _row: tuple[Card, ...]  # V's row: laid so far (ROW), left to play (PLAY)
    _row_laid: tuple[Card, ...]
    _scan: int
    _missions: tuple[Mission, ...]  # -1 before dealt
    _deal_place: int
    _pilebits: int  # the pile as a mask (see _PILE_OF)
    _bottom: tuple[Mission, ...]
    _kept: tuple[tuple[tuple[Mission, bool], ...], ...]
    _scores: tuple[int, ...]
    _leader: int
    _cards: tuple[Card, ...]  # the current trick in play order, from ``_leader``
    _holder: int
    # The tricks of this round as ``(winner, its card on top, the trick's cards)``:
    # one tuple more per trick; the tricks won and the visible cards are read from it.
    _taken: tuple[tuple[int, Card, tuple[Card, ...]], ...]
    # Finished rounds: (round, missions, scoring cards or -1, points, tricks won).
    _rounds: tuple[tuple[Any, ...], ...]
    _history: Any  # None or (previous, code, ...): see _E_PLAY
    _num_actions: int
    # Events cache, shared with the states derived from this one: {viewer: (history
    # node, (round, over), events)}, the newest only (see _events).
    _evc: dict[int | None, tuple[Any, tuple[int, bool], tuple[Event, ...]]] | None

    # -- construction -------------------------------------------------------

    @classmethod
    def _initial(
        cls,
        game: QuatreRoyaumes,
        num_players: int,
        options: Options,
        resolved: Mapping[str, OptionValue],
    ) -> State:
        t = _Table(game, num_players, options, resolved)
        m = t.m
        faces = _deck().faces_by_players[num_players]
        s = _new(State)
        s._t = t
        s._round = 1
        s._trick = 1
        s._first_leader = 0
        s._pairs = None
        s._inhand = 0
        s._pmask = (0,) * m
        s._row = ()
        s._row_laid = ()
        s._scan = 0
        s._missions = (-1,) * m
        s._deal_place = 0
        s._pilebits = sum(
            1 << (face * 4 + suit)
            for face, letter in enumerate("JQK")
            if letter in faces
            for suit in range(4)
        )
        s._bottom = ()
        s._kept = ((),) * m
        s._scores = (0,) * m
        s._leader = 0  # §3 step 2: seat 0 leads; at 2 players V (place 0) leads
        s._cards = ()
        s._holder = -1
        s._turn = -1
        s._taken = ()
        s._rounds = ()
        s._history = None
        s._num_actions = 0
        s._evc = None
        if not t.virtual and options.first_leader == "random":
            s._phase = _PH_LEADER
        elif options.rank_assignment == "random":
            s._phase = _PH_PAIRS
        else:
            s._give_pairs(s._seat_order_pairs())
            s._phase = _PH_DEAL
        s._to_chance()
        return s

    def _seat_order_pairs(self) -> tuple[int, ...]:
        """§3: pairs go out in seat order from the first leader (V keeps its own)."""
        table = self._t.table_pairs()
        if self._t.virtual:
            return table
        m = self._t.m
        pairs = [0] * m
        for k in range(m):
            pairs[(self._first_leader + k) % m] = table[k]
        return tuple(pairs)

    def _give_pairs(self, pairs: tuple[int, ...]) -> None:
        # Only called on a fresh copy, before it is returned.
        self._pairs = pairs
        self._pmask = pmask = tuple(_PAIR_BITS[p] for p in pairs)
        self._inhand = sum(pmask)

    def _hand(self, place: int) -> tuple[Card, ...]:
        """The cards in the hand of ``place``, ascending."""
        return _CARDS_OF[self._inhand & self._pmask[place]]

    # -- protocol: who moves ------------------------------------------------

    @property
    def game(self) -> QuatreRoyaumes:
        return self._t.game

    @property
    def num_players(self) -> int:
        return self._t.n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._t.options

    @property
    def _trick_cards(self) -> tuple[tuple[int, Card], ...]:
        """The current trick as ``(place, card)`` in play order."""
        leader, m = self._leader, self._t.m
        return tuple(((leader + i) % m, c) for i, c in enumerate(self._cards))

    def _seat(self, place: int) -> Seat:
        """The engine seat of a human place."""
        return place - 1 if self._t.virtual else place

    def _place(self, seat: Seat) -> int:
        return seat + 1 if self._t.virtual else seat

    def _place_name(self, place: int) -> str:
        return self._t.names[place]

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        if seat != self._mover:
            return ()
        ids = self._legal
        actions = _ACTIONS_OF.get(ids)
        if actions is None:
            actions = _ACTIONS_OF[ids] = tuple(_ACTIONS[i] for i in ids)
        return actions

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self._mover != CHANCE:
            return ()
        outcomes = self._outcomes
        found = _OUTCOMES_OF.get(outcomes)
        if found is None:
            found = _OUTCOMES_OF[outcomes] = tuple((_ACTIONS[i], p) for i, p in outcomes)
        return found

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids of ``legal_actions(seat)``, ascending (a play's id is its card)."""
        return self._legal if seat == self._mover else ()

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(action id, probability)`` of ``chance_outcomes()``, ascending by id."""
        return self._outcomes if self._mover == CHANCE else ()

    # -- protocol: apply ----------------------------------------------------

    def apply(self, seat: Seat, action: _BaseAction) -> State:
        if action.__class__ is Action:
            assert isinstance(action, Action)
            i = _KIND_OFFSETS[action.kind] + action.arg
            if seat == self._mover and i in self._legal:
                return self._next(seat, i)
        return super().apply(seat, action)  # raises the error the checks call for

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` of the action with dense id ``action_id``, without the object.

        Raises:
            GameOverError, NotYourTurnError, IllegalActionError: as :meth:`apply`.
            InvalidActionError: no action of the game has this id.
        """
        if seat == self._mover and action_id in self._legal and action_id.__class__ is int:
            if seat < 0:
                return self._next(seat, action_id)
            # A card played: :meth:`_play` and :meth:`_to_turn` written out for the seats'
            # plays (nearly every action), the end of a trick and the automaton aside.
            s: State = _new(State)
            s.__dict__ = self.__dict__.copy()
            s._num_actions = self._num_actions + 1
            t = self._t
            place = self._turn
            cards = self._cards
            if not cards:
                s._holder = place
                role = _LEAD
            elif action_id // 10 == cards[0] // 10:
                # hold_rule = highest: same suit, so the code orders the ranks.
                if not t.highest or action_id > cards[(self._holder - self._leader) % t.m]:
                    s._holder = place
                    role = _HOLD
                else:
                    role = _FOLLOW
            else:
                role = _RENOUNCE
            inhand = s._inhand = self._inhand ^ _BIT[action_id]
            cards = s._cards = cards + (action_id,)
            if len(cards) == t.m:
                s._history = (
                    self._history, _E_PLAY, seat, action_id, role, s._holder, self._trick,
                    self._round,
                )  # fmt: skip
                s._finish_trick()
                if s._phase == _PH_PLAY:
                    s._to_turn()
                return s
            s._history = (
                self._history, _E_PLAY, seat, action_id, role, -1, self._trick, self._round
            )  # fmt: skip
            if t.virtual:
                s._to_turn()  # V may play next
                return s
            place = (place + 1) % t.m
            s.to_move = _SEAT_TO_MOVE[place]
            s._mover = s._turn = place
            hand = inhand & self._pmask[place]
            if t.must_follow:
                hand = hand & _SUIT_BITS[cards[0] // 10] or hand
            s._legal = _CARDS_OF[hand]
            return s
        return self.apply(seat, self._t.game.action_from_id(action_id))

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        return isinstance(action, Action) and action.id in self._legal

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return f"{action!r} is not a quatre_royaumes action"
        if seat == CHANCE:
            return "not an outcome of this chance node"
        if action.kind is not ActionKind.PLAY:
            return "seats only play cards"
        hand = self._hand(self._place(seat))
        if action.arg not in hand:
            return f"{card_name(action.arg)} is not in your hand"
        led = self._cards[0] // 10
        return f"you must follow {['spades', 'clubs', 'hearts', 'diamonds'][led]}"

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)  # apply() checked it is one of our legal actions
        return self._next(seat, action.id)

    def _evolve(self) -> State:
        s: State = _new(State)
        s.__dict__ = self.__dict__.copy()
        return s

    def _next(self, seat: Seat, action_id: int) -> State:
        """The state after the legal action ``action_id`` of ``seat`` (unchecked)."""
        s: State = _new(State)
        s.__dict__ = self.__dict__.copy()
        s._num_actions += 1
        if seat >= 0:
            s._play(self._turn, action_id, seat)
            if s._phase == _PH_PLAY:
                s._to_turn()
            return s
        kind = _KIND_INT_OF_ID[action_id]
        arg = _ARG_OF_ID[action_id]
        if kind == _K_MISSION:
            s._deal_mission(arg)
        elif kind == _K_ROW:
            row = s._row = (*s._row, arg)
            whole = len(row) == len(s._hand(0))
            s._history = (s._history, _E_ROW, arg, s._round, row if whole else None)
            if whole:
                s._row_laid = row
                s._start_play()
            else:
                s._to_chance()
        elif kind == _K_LEADER:
            s._history = (s._history, _E_LEADER, arg)
            s._first_leader = s._leader = arg
            if s._t.opts.rank_assignment == "random":
                s._phase = _PH_PAIRS
            else:
                s._give_pairs(s._seat_order_pairs())
                s._phase = _PH_DEAL
            s._to_chance()
        else:  # PAIRS
            s._history = (s._history, _E_PAIRS, arg)
            s._give_pairs(_PAIR_PERMUTATIONS[arg])
            s._phase = _PH_DEAL
            s._to_chance()
        return s

    def _to_chance(self) -> None:
        """Set a chance node's outcomes (or the end) for ``_phase``; on a fresh copy."""
        phase = self._phase
        if phase == _PH_OVER:
            self.to_move = ()
            self._mover = None
            self._legal = ()
            return
        self.to_move = _CHANCE_TO_MOVE
        self._mover = CHANCE
        if phase == _PH_DEAL:
            if self._pilebits:
                self._legal, self._outcomes = _deal_outcomes(self._pilebits)
            else:
                i = _OFF_MISSION + self._bottom[0]
                self._legal, self._outcomes = (i,), ((i, 1.0),)
        elif phase == _PH_ROW:
            placed = self._row
            left = [_OFF_ROW + c for c in self._hand(0) if c not in placed]
            p = 1.0 / len(left)
            self._legal = tuple(left)
            self._outcomes = tuple((i, p) for i in left)
        elif phase == _PH_LEADER:
            self._legal, self._outcomes = self._t.leader_ids, self._t.leader_outcomes
        else:  # PAIRS
            self._legal, self._outcomes = self._t.pairs_ids, self._t.pairs_outcomes

    def _to_turn(self) -> None:
        """Play V's automatic cards (§4.2), then set the seat to move and its legal ids."""
        t = self._t
        place = (self._leader + len(self._cards)) % t.m
        if t.virtual:
            while place == 0:
                self._v_play()
                if self._phase != _PH_PLAY:
                    return
                place = (self._leader + len(self._cards)) % 3
            seat = place - 1
        else:
            seat = place
        self.to_move = _SEAT_TO_MOVE[seat]
        self._mover = seat
        self._turn = place
        hand = self._inhand & self._pmask[place]
        if t.must_follow and self._cards:
            hand = hand & _SUIT_BITS[self._cards[0] // 10] or hand  # §4.1 must follow
        self._legal = _CARDS_OF[hand]

    def _deal_mission(self, mission: Mission) -> None:
        place = self._deal_place
        bits = self._pilebits
        if bits:
            self._pilebits = bits ^ (1 << mission)
        else:
            self._bottom = self._bottom[1:]
        missions = self._missions
        self._missions = missions[:place] + (mission,) + missions[place + 1 :]
        self._history = (self._history, _E_MISSION, mission, self._round, place)
        self._deal_place = place + 1
        t = self._t
        if place + 1 < t.m:
            # Chance deals again (to_move stays): :meth:`_to_chance` of DEAL, written out.
            bits = self._pilebits
            if bits:
                self._legal, self._outcomes = _DEAL_OF[bits] or _deal_outcomes(bits)
            else:
                i = _OFF_MISSION + self._bottom[0]
                self._legal, self._outcomes = (i,), ((i, 1.0),)
        elif t.virtual and (self._round == 1 or not t.fixed_row):
            self._row = ()
            self._phase = _PH_ROW
            self._to_chance()
        else:
            if t.virtual:
                self._row = self._row_laid
            self._start_play()

    def _start_play(self) -> None:
        self._phase = _PH_PLAY
        self._scan = 0
        self._to_turn()

    def _play(self, place: int, card: Card, actor: int) -> None:
        """Put ``card`` of ``place`` on the trick (§4.1), log it, close a full trick."""
        t = self._t
        self._inhand ^= _BIT[card]
        cards = self._cards
        if not cards:
            self._holder = place
            role = _LEAD
        elif card // 10 == cards[0] // 10:
            # hold_rule = highest: same suit, so the code orders the ranks.
            if not t.highest or card > cards[(self._holder - self._leader) % t.m]:
                self._holder = place
                role = _HOLD
            else:
                role = _FOLLOW
        else:
            role = _RENOUNCE
        cards = self._cards = cards + (card,)
        if len(cards) < t.m:
            self._history = (
                self._history,
                _E_PLAY,
                actor,
                card,
                role,
                -1,
                self._trick,
                self._round,
            )
            return
        self._history = (
            self._history, _E_PLAY, actor, card, role, self._holder, self._trick, self._round
        )  # fmt: skip
        self._finish_trick()

    def _v_play(self) -> None:
        """V plays the card of its row that §4.3 picks."""
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
        trick = self._cards
        if not trick:
            return 0
        led = trick[0] // 10
        t = self._t
        if t.highest:
            best = trick[(self._holder - self._leader) % 3]
            takes = [i for i, c in enumerate(row) if c // 10 == led and c > best]
        else:
            takes = [i for i, c in enumerate(row) if c // 10 == led]
        if takes:
            if t.cyclic:
                after = [i for i in takes if i >= self._scan]
                return after[0] if after else takes[0]
            return takes[0]
        if t.must_follow:
            follow = [i for i, c in enumerate(row) if c // 10 == led]
            if follow:
                return follow[0]
        return 0

    def _finish_trick(self) -> None:
        """§4.1 step 3: the holder wins; its card becomes its visible card (§5.2)."""
        m = self._t.m
        winner = self._holder
        cards = self._cards
        leader = self._leader
        self._taken += ((winner, cards[(winner - leader) % m], cards),)
        self._leader = winner
        self._cards = ()
        self._holder = -1
        if self._trick < _TRICKS_PER_ROUND:
            self._trick += 1
        else:
            # Each place plays once per trick: its last card is its card of trick 8.
            self._score_round(tuple(cards[(p - leader) % m] for p in range(m)))

    def _score_round(self, last_played: tuple[Card, ...]) -> None:
        """§5.3 round scoring, then §5.4 next round or §6 end."""
        t = self._t
        table = t.scoring
        points: list[int] = []
        scoring: list[Card] = []
        returned: list[Mission] = []
        kept = list(self._kept)
        history = self._history
        won = self._won
        visible = self._visible
        for place in range(t.m):
            mission = self._missions[place]
            card = last_played[place] if t.last_card else visible[place]
            if won[place] == 0:
                card = -1
            result = _sc.mission_result(
                _SUITS[mission % 4], None if card < 0 else _SUITS[card // 10], table
            )
            delta = result.points
            if result.fate == "returned":
                returned.append(mission)
            if delta:
                kept[place] = (*kept[place], (mission, result.fate == "face_up"))
            points.append(delta)
            scoring.append(card)
            history = (history, _E_SCORE, place, mission, card, delta, self._round)
        self._history = history
        self._kept = tuple(kept)
        self._scores = tuple(s + d for s, d in zip(self._scores, points, strict=True))
        self._rounds = (
            *self._rounds,
            (self._round, self._missions, tuple(scoring), tuple(points), won),
        )
        if t.shuffle:
            if returned:
                self._pilebits |= sum(1 << mc for mc in returned)
        else:
            self._bottom = self._bottom + tuple(returned)
        pile = len(self._pile) + len(self._bottom)
        if _sc.end_reason(pile, t.m, self._round, t.max_rounds) is None:
            self._new_round()
        else:
            self._phase = _PH_OVER
            self._history = (self._history, _E_OVER, self._round)
            self._to_chance()

    def _new_round(self) -> None:
        """§5.4: same cards back, new missions; the winner of trick 8 leads."""
        m = self._t.m
        assert self._pairs is not None
        self._round += 1
        self._trick = 1
        self._inhand = sum(self._pmask)
        self._missions = (-1,) * m
        self._deal_place = 0
        self._taken = ()
        self._phase = _PH_DEAL
        self._to_chance()

    @property
    def _pile(self) -> tuple[Mission, ...]:
        """The missions in the pile, ascending."""
        return _PILE_OF[self._pilebits]

    @property
    def _won(self) -> tuple[int, ...]:
        """The tricks each place has won this round."""
        won = [0] * self._t.m
        for winner, _, _ in self._taken:
            won[winner] += 1
        return tuple(won)

    @property
    def _won_cards(self) -> tuple[tuple[Card, ...], ...]:
        """The cards of the tricks each place has won this round."""
        won: list[tuple[Card, ...]] = [()] * self._t.m
        for winner, _, cards in self._taken:
            won[winner] += cards
        return tuple(won)

    @property
    def _visible(self) -> tuple[Card, ...]:
        """Each place's visible card (§5.2): the top card of the last trick it won, -1
        for none."""
        visible = [-1] * self._t.m
        for winner, top, _ in self._taken:
            visible[winner] = top
        return tuple(visible)

    # -- protocol: end ------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase == _PH_OVER

    @property
    def result(self) -> Result | None:
        if self._phase != _PH_OVER:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            cached = self._compute_result()
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def standings(self) -> tuple[_sc.Standing, ...]:
        """Per place (V first at 2 players), what the final ranking reads (§6): its
        score, its tricks in the current (at the end: the last) round and the ranks of
        the cards of those tricks."""
        won, cards = self._won, self._won_cards
        return tuple(
            _sc.Standing(self._scores[p], won[p], tuple(_rank(c) for c in cards[p]))
            for p in range(self._t.m)
        )

    def _compute_result(self) -> Result:
        t = self._t
        opts = _sc.EndOptions(identical=t.opts.identical, virtual_can_win=t.opts.virtual_can_win)
        ranking = _sc.rank(self.standings(), _sc.contenders(t.m, t.virtual, opts), opts)
        rank = ranking.ranks
        seats = [p for p in range(t.m) if not (t.virtual and p == 0)]
        winners = tuple(self._seat(p) for p in seats if p in ranking.winners)
        details: dict[str, Any] = {}
        if t.virtual:
            details["virtual_points"] = self._scores[0]
            if t.opts.virtual_can_win:
                details["virtual_rank"] = rank[0]
        return Result(
            points=tuple(self._scores[p] for p in seats),
            ranks=tuple(cast(int, rank[p]) for p in seats),
            winners=winners,
            details=details,
        )

    def fingerprint(self) -> str:
        if self._phase == _PH_PLAY:
            return f"round {self._round} trick {self._trick}"
        if self._phase == _PH_OVER:
            return "game over"
        return f"round {self._round} {_PHASES[self._phase].name.lower()}"

    def __repr__(self) -> str:
        return f"<quatre_royaumes.State {self._t.n}p {self.fingerprint()}>"

    # -- history ------------------------------------------------------------

    def __getstate__(self) -> dict[str, Any]:
        """For pickling: the attributes without the events cache, and the history as a
        flat list of lines (the linked list would pickle recursively, one level per
        line: a long game overflows the recursion limit)."""
        state = self.__dict__.copy()
        state["_evc"] = None
        state["_history"] = [node[1:] for node in self._entries()]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        history = None
        for line in state["_history"]:
            history = (history, *line)
        state["_history"] = history
        self.__dict__ = state

    def _record(self, entry: Any) -> None:
        raise NotImplementedError("the history is extended by the transitions")

    def _entries(self, since: LoggedState | None = None) -> list[Any]:
        """The history's nodes (see ``_E_PLAY``), oldest first; only those after
        ``since`` (an earlier state of the same game) if given."""
        out: list[Any] = []
        node = self._history
        stop = since._history if since is not None else None
        while node is not None and node is not stop:
            out.append(node)
            node = node[0]
        out.reverse()
        return out

    def _action_ids(self) -> list[tuple[Seat, int]]:
        """Every action so far as ``(seat, id)``, chance included, oldest first."""
        out: list[tuple[Seat, int]] = []
        for node in self._entries():
            code = node[1]
            if code == _E_PLAY:
                if node[2] >= 0:
                    out.append((node[2], node[3]))
            elif code == _E_MISSION:
                out.append((CHANCE, _OFF_MISSION + node[2]))
            elif code == _E_ROW:
                out.append((CHANCE, _OFF_ROW + node[2]))
            elif code == _E_LEADER:
                out.append((CHANCE, _OFF_LEADER + node[2]))
            elif code == _E_PAIRS:
                out.append((CHANCE, _OFF_PAIRS + node[2]))
        return out

    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action applied so far, chance included, as ``(seat, action)``."""
        return tuple((seat, _ACTIONS[i]) for seat, i in self._action_ids())

    def _key(self) -> tuple[Any, ...]:
        return (self._t.n, tuple(sorted(self._t.options.items())), tuple(self._action_ids()))

    # -- views --------------------------------------------------------------

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """Every card played is public (§7), except a renounce under
        ``renounce_visibility = face_down``, which the others see only as a card slid
        under the trick (``-1``). The last card of a round's last trick is observed
        through ``observer``'s view: the round is scored at once, and what that shows
        depends on the rules' options and the missions."""
        if observer == seat or not self._t.face_down or not self._cards:
            return action_id
        card = action_id - _KIND_OFFSETS[ActionKind.PLAY]  # (a seat's one kind: PLAY)
        if card // 10 == self._cards[0] // 10:
            return action_id  # it follows the lead's suit: played face up
        if self._trick == _TRICKS_PER_ROUND and len(self._cards) == self._t.m - 1:
            return self._observed_in_view(seat, action_id, observer)
        return -1

    def _hides_renounces(self) -> bool:
        return self._t.face_down and self._phase != _PH_OVER

    def _renounce_hidden(self, node: tuple[Any, ...], viewer: int | None) -> bool:
        """§7: a face-down renounce by a human stays hidden from the others."""
        actor = node[2]
        if node[4] != _RENOUNCE or actor < 0 or not self._hides_renounces():
            return False
        if self._place(actor) == viewer:
            return False
        # Decision: under visible = last_card_played, the round's reveal shows
        # each place's last card (it scores), so trick-8 cards are public once
        # their round is scored.
        return not (self._t.last_card and node[6] == _TRICKS_PER_ROUND and node[7] < self._round)

    def _mission_hidden(self, place: int, round_: int, viewer: int | None) -> bool:
        """§7: a human's mission is hidden from the others until its round's reveal."""
        return (
            round_ == self._round
            and self._phase != _PH_OVER
            and place != viewer
            and not (self._t.virtual and place == 0)
        )

    def _event(self, node: tuple[Any, ...], viewer: int | None) -> Event:
        """The history line ``node`` as ``viewer`` (a place, or None) sees it, memoised.

        The memo key holds exactly what the event shows (V's presence names the
        places): never a hidden card or mission, which would make a redacted line a
        different object per hidden value (a seat could tell them apart with ``is``),
        and not the round where the event does not show it.
        """
        code = node[1]
        hidden = False
        virtual = self._t.virtual
        key: tuple[Any, ...]
        if code == _E_PLAY:  # (prev, 0, actor, card, role, winner, trick, round)
            hidden = self._renounce_hidden(node, viewer)
            card = -1 if hidden else node[3]
            winner = node[5]  # the trick is shown on its last card only
            key = (virtual, code, node[2], card, node[4], winner, node[6] if winner >= 0 else 0)
        elif code == _E_MISSION:  # (prev, 3, mission, round, place)
            hidden = self._mission_hidden(node[4], node[3], viewer)
            key = (virtual, code, -1 if hidden else node[2], node[3], node[4])
        elif code == _E_ROW:  # (prev, 4, card, round, row or None)
            key = (virtual, code, node[2], node[4])
        elif code == _E_SCORE:  # (prev, 5, place, mission, card, delta, round)
            key = (virtual, code, node[2], node[3], node[4], node[5])
        elif code == _E_OVER:  # (prev, 6, round)
            key = (virtual, code)
        else:  # leader, pairs: (prev, code, arg)
            key = (virtual, code, node[2])
        event = _EVENT_MEMO.get(key)
        if event is None:
            if len(_EVENT_MEMO) >= _EVENT_MEMO_MAX:
                _EVENT_MEMO.clear()
            event = _EVENT_MEMO[key] = self._make_event(node, hidden)
        return event

    def _make_event(self, node: tuple[Any, ...], hidden: bool) -> Event:
        names = self._t.names
        code = node[1]
        kind = EVENTS[_EVENT_NAMES[code]]
        args: dict[str, Any]
        if code == _E_PLAY:
            _, _, actor, card, role, winner, trick, _ = node
            args = {"card": _CARD_NAMES[card], "role": _ROLES[role]}
            if winner >= 0:
                args.update(winner=names[winner], trick=trick)
            if hidden:
                args = kind.redact(args)
            return Event.of(kind, f"P{actor}" if actor >= 0 else "V", args)
        if code == _E_MISSION:
            _, _, mission, round_, place = node
            args = {"mission": _MISSION_NAMES[mission], "round": round_,
                    "first": "yes" if place == 0 else None}  # fmt: skip
            if hidden:
                args = kind.redact(args)
            return Event.of(kind, "chance", args, names[place])
        if code == _E_ROW:
            row = node[4]
            args = {"card": _CARD_NAMES[node[2]],
                    "row": None if row is None else tuple(_CARD_NAMES[c] for c in row)}  # fmt: skip
            return Event.of(kind, "chance", args, "")
        if code == _E_LEADER:
            return Event.of(kind, "chance", {"seat": node[2]}, "")
        if code == _E_PAIRS:
            pairs = tuple(_PAIR_NAMES[p] for p in _PAIR_PERMUTATIONS[node[2]])
            return Event.of(kind, "chance", {"pairs": pairs}, "")
        if code == _E_SCORE:
            _, _, place, mission, card, delta, _ = node
            args = {"place": names[place], "mission": _MISSION_NAMES[mission],
                    "card": "-" if card < 0 else _CARD_NAMES[card], "delta": delta}  # fmt: skip
            return Event.of(kind, "table", args)
        return Event.of(kind, "table", {})

    def _events(self, viewer: int | None) -> tuple[Event, ...]:
        """``viewer``'s history, built on the newest cached one of an ancestor.

        What a line hides depends only on the round and whether the game is over,
        so within a round a seat's history is its parent's plus the new lines.

        Memory: the cache (``_evc``) is one dict ``{viewer: (node, (round, over),
        events)}`` shared by reference with the states derived from this one (the
        attribute dict is copied), and an entry is replaced in place when a
        descendant extends it. So a line of play keeps one events tuple per viewer,
        the newest, however many of its states are kept and read (not one per step:
        that grows with the square of the game's length). A state whose entry was
        taken over by a descendant or a sibling rebuilds its history from the log
        (each line memoised in ``_EVENT_MEMO``) and starts a cache of its own.
        """
        node = self._history
        key = (self._round, self._phase == _PH_OVER)
        cache = self._evc
        entry = None if cache is None else cache.get(viewer)
        stop: Any = _NOT_A_NODE
        if entry is not None:
            if entry[0] is node and entry[1] == key:
                return entry[2]
            stop = entry[0]
        new: list[Any] = []
        at = node
        while at is not stop and at is not None:
            new.append(at)
            at = at[0]
        ancestor = at is stop  # the entry's node is this one's ancestor (None: the start)
        base: tuple[Event, ...] = ()
        if ancestor and entry is not None and entry[1] == key:
            base = entry[2]
        else:
            while at is not None:  # rebuild the whole history
                new.append(at)
                at = at[0]
        new.reverse()
        event = self._event
        events = base + tuple(event(n, viewer) for n in new)
        if cache is not None and (entry is None or ancestor):
            cache[viewer] = (node, key, events)  # the ancestor's copy is dropped
        else:
            self._evc = {viewer: (node, key, events)}
        return events

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self._t.n):
            raise ConfigError(f"{seat!r} is not a seat of this {self._t.n}-player table")
        t = self._t
        viewer = None if seat is None else self._place(seat)
        over = self._phase == _PH_OVER
        opts = t.opts
        names = t.names
        derived = opts.show_derived_hands and not t.face_down
        won = self._won
        visible = self._visible
        places = []
        for p in range(t.m):
            is_v = t.virtual and p == 0
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
                    name=names[p],
                    seat=None if is_v else self._seat(p),
                    pair=None if self._pairs is None else _PAIR_NAMES[self._pairs[p]],
                    hand=tuple(_CARD_NAMES[c] for c in self._hand(p)) if shown else None,
                    row=tuple(_CARD_NAMES[c] for c in self._row) if is_v else (),
                    mission=mission_text,
                    tricks_won=won[p],
                    visible=None if visible[p] < 0 else _CARD_NAMES[visible[p]],
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
        led = self._cards[0] // 10 if self._cards else -1
        for p, c in self._trick_cards:
            hidden = hide and p != viewer and c // 10 != led and not (t.virtual and p == 0)
            trick_cards.append((names[p], "?" if hidden else _CARD_NAMES[c]))
        playing = self._phase == _PH_PLAY
        return View(
            seat=seat,
            num_players=t.n,
            options=t.options,
            phase=_PHASES[self._phase],
            round=self._round,
            trick=self._trick,
            to_move=self.to_move,
            places=tuple(places),
            pile_size=len(self._pile) + len(self._bottom),
            pile_bottom=tuple(_MISSION_NAMES[mc] for mc in self._bottom),
            set_aside=set_aside,
            trick_leader=names[self._leader] if playing else None,
            trick_cards=tuple(trick_cards),
            holder=names[self._holder] if self._holder >= 0 else None,
            rounds=tuple(
                RoundSummary(
                    round_,
                    tuple(_MISSION_NAMES[mc] for mc in missions),
                    tuple(None if c < 0 else _CARD_NAMES[c] for c in cards),
                    points,
                    won,
                )
                for round_, missions, cards, points, won in self._rounds
            ),
            events=self._events(viewer),
            result=self.result,
        )


# ---------------------------------------------------------------------------
# Sampling (determinisation for ISMCTS)


def _renounce_fills(view: View, must_follow: bool, rng: random.Random) -> dict[int, Card]:
    """A card for each hidden renounce of ``view.events`` (§7, face-down renounces),
    drawn uniformly among the assignments consistent with the view.

    A seat's plays in one round form a group: each seat has its own rank pair and
    takes all 8 cards back every round, so groups are independent and each is drawn
    on its own (:func:`_draw_group`).

    Returns:
        ``{event index: card}``.

    Raises:
        ConfigError: some group has no consistent assignment.
    """
    m = len(view.places)
    per_round = _TRICKS_PER_ROUND * m
    groups: dict[tuple[str, int], list[tuple[int, Card, Suit, bool]]] = {}
    hidden_groups: set[tuple[str, int]] = set()
    plays = 0
    led: Suit = -1
    for i, e in enumerate(view.events):
        if e.kind != "play":
            continue
        args = e.args  # card, role, winner, trick
        name = args[0][1]
        if plays % m == 0:
            led = _CARD_BY_NAME[name] // 10  # a lead is never a renounce: always shown
        if e.actor != "V":
            key = (e.actor, plays // per_round)
            card = -1 if name is None else _CARD_BY_NAME[name]
            if card < 0:
                hidden_groups.add(key)
            groups.setdefault(key, []).append((i, card, led, args[1][1] == "renounce"))
        plays += 1
    fills: dict[int, Card] = {}
    for key in sorted(hidden_groups):
        pair = view.place(key[0]).pair
        if pair is None:
            raise ConfigError("a hidden renounce before the rank pairs were dealt")
        fills.update(
            _draw_group(_pair_cards(_PAIR_NAMES.index(pair)), groups[key], must_follow, rng)
        )
    return fills


def _draw_group(
    pair_cards: tuple[Card, ...],
    plays: list[tuple[int, Card, Suit, bool]],
    must_follow: bool,
    rng: random.Random,
) -> dict[int, Card]:
    """Uniformly, the cards of one seat's hidden renounces in one round.

    Args:
        pair_cards: the seat's 8 cards.
        plays: its plays of the round in order, as ``(event index, card or -1 when
            hidden, led suit, renounce)``.
        must_follow: whether a seat may renounce only with no card of the led suit.

    A hidden play takes a card of the pair not played before nor shown later in
    the round, of another suit than the led one; under ``must_follow`` every
    renounce (shown or hidden) needs both of the seat's cards of the led suit
    played before it. Completions are counted over the set of cards played so far
    (a bitmask of the 8: the step is its population count), and each hidden card
    is drawn in proportion to the completions it leaves: exactly uniform over the
    consistent assignments (the cards left over are the hand).

    Raises:
        ConfigError: no assignment is consistent.
    """
    bits = {c: 1 << k for k, c in enumerate(pair_cards)}
    suit_bits = [0, 0, 0, 0]
    for c, b in bits.items():
        suit_bits[c // 10] |= b
    last = len(plays)
    memo: dict[int, int] = {}

    def choices(step: int, mask: int) -> list[tuple[Card, int]]:
        _, card, led, renounce = plays[step]
        if must_follow and renounce and mask & suit_bits[led] != suit_bits[led]:
            return []
        if card >= 0:
            b = bits.get(card, 0)
            return [] if not b or mask & b else [(card, b)]
        return [(c, b) for c, b in bits.items() if c // 10 != led and not mask & b]

    def count(step: int, mask: int) -> int:
        if step == last:
            return 1
        found = memo.get(mask)
        if found is None:
            found = memo[mask] = sum(count(step + 1, mask | b) for _, b in choices(step, mask))
        return found

    if not count(0, 0):
        raise ConfigError("no quatre_royaumes state is consistent with this view")
    fills: dict[int, Card] = {}
    mask = 0
    for step, (index, card, _, _) in enumerate(plays):
        if card >= 0:
            mask |= bits[card]
            continue
        weighted = [(c, b, count(step + 1, mask | b)) for c, b in choices(step, mask)]
        r = rng.randrange(sum(w for _, _, w in weighted))
        for c, b, w in weighted:
            r -= w
            if r < 0:
                fills[index] = c
                mask |= b
                break
    return fills


@functools.lru_cache(maxsize=64)
def _start(
    game: QuatreRoyaumes, num_players: int, resolved: tuple[tuple[str, OptionValue], ...]
) -> State:
    """The initial state for already validated options (``resolve_options`` items, so
    each value of its option's exact type: ``True`` and ``1`` never meet here).

    Memoised (the last 64 tables' settings): its table of flags is shared by every
    state of those games, so the options mapping is read-only.
    """
    options = MappingProxyType(dict(resolved))
    return State._initial(game, num_players, Options.from_resolved(options), options)


_DEFAULT_STARTS: dict[tuple[QuatreRoyaumes, int], State] = {}
"""``_start`` of the default options by game and player count (at most 4 per game)."""


def _table_of(
    num_players: int, options: dict[str, OptionValue], game: QuatreRoyaumes | None = None
) -> _Table:
    """The shared table of ``game.new_state(num_players, options)`` (for unpickling;
    ``game`` defaults to :data:`GAME`)."""
    return (GAME if game is None else game).new_state(num_players, options)._t


# ---------------------------------------------------------------------------
# Game


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
        # The default table (a playout's restart) has nothing to check but the player
        # count, which its key does; any other is validated first, whatever is cached:
        # the options' check depends on their types.
        start = None
        if options is None and num_players.__class__ is int:
            start = _DEFAULT_STARTS.get((self, num_players))
        if start is None:
            self.spec.check_num_players(num_players)
            resolved = self.spec.resolve_options(options)
            start = _start(self, num_players, tuple(resolved.items()))
            if options is None:
                _DEFAULT_STARTS[self, num_players] = start
        # A copy: a view read on it starts a cache that only its own game shares.
        state: State = _new(State)
        state.__dict__ = start.__dict__.copy()
        return state

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
        """A state consistent with ``view``, hidden parts drawn with ``rng``: uniformly
        over the hidden worlds the view allows (what ISMCTS determinisation wants).

        The hidden parts are solved for directly: the other seats' missions of the
        current round are a uniform draw without replacement from the pile as it
        stood (the public missions of the round set aside); the hidden renounces a
        uniform consistent assignment per seat and round (:func:`_renounce_fills`).
        The view's events then give the whole action list, applied once on the
        integer path, without search or backtracking (a random playout does the
        same work).

        Raises:
            ConfigError: not a quatre_royaumes view, or no consistent state exists.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a quatre_royaumes view")
        state = self.new_state(view.num_players, view.options)
        t = state._t
        events = view.events
        fills = _renounce_fills(view, t.must_follow, rng) if t.face_down else {}
        public: set[Mission] | None = None  # the missions of this round shown in the view
        try:
            for i, e in enumerate(events):
                actor = e.actor
                if actor == "V" or actor == "table":
                    continue
                value = e.args[0][1]
                if actor != "chance":
                    card = fills[i] if value is None else _CARD_BY_NAME[value]
                    state = state.apply_id(int(actor[1:]), card)
                    continue
                kind = e.kind
                if kind == "mission":
                    if value is not None:
                        mission = _MISSION_BY_NAME[value]
                    elif state._pile:
                        if public is None:
                            public = {
                                _MISSION_BY_NAME[x.args[0][1]]
                                for x in events
                                if x.kind == "mission"
                                and x.args[0][1] is not None
                                and x.args[1][1] == view.round
                            }
                        pool = [mc for mc in state._pile if mc not in public]
                        mission = pool[rng.randrange(len(pool))]
                    else:
                        mission = state._bottom[0]  # the pile is out: the bottom's first
                    action_id = _OFF_MISSION + mission
                elif kind == "row":
                    action_id = _OFF_ROW + _CARD_BY_NAME[value]
                elif kind == "leader":
                    action_id = _OFF_LEADER + int(value)
                else:  # pairs
                    perm = tuple(_PAIR_NAMES.index(p) for p in value)
                    action_id = _OFF_PAIRS + _PAIR_PERMUTATION_INDEX[perm]
                state = state.apply_id(CHANCE, action_id)
        except (GameError, KeyError, ValueError, IndexError) as exc:
            raise ConfigError("no quatre_royaumes state is consistent with this view") from exc
        return state

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
