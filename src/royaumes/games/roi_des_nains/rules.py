"""Le Roi des Nains (The Dwarf King): a trick game whose goal changes every deal.

Three peoples (Knights blue, Dwarves green, Goblins red) in suits of 2..A;
each of the 7 deals shuffles one special card into the deck, the holder of
the blue 5 picks which face of a Quest tile scores the deal, the holder of
the red 5 leads, players must follow suit, and the highest card of the led
suit wins. Each player scores the chosen face on the tricks it won, plus the
special card's points. Ties at the top after deal 7 bring extra deals.

Rules source: ``shared/rules/roi_des_nains.md`` (IELLO 2021 edition, Bruno
Faidutti), built from the French seed ``shared/seeds/002_924d8debdb44fbe7.txt``;
section numbers (§) below refer to that spec. Cards, special cards and the
40 Quest faces are data (``cards.toml``); their effects and scoring
functions are keywords written once: the effects here (``_EFFECTS``), the
Quest faces' and the special cards' scoring in :mod:`.scoring`, pure
functions the score sheet calls too.

=========================  ===================================================
Players                    3 to 5
Chance                     explicit: first dealer, each Quest tile coming
                           into view, each deal's special card, each card
                           dealt (seen by its receiver only)
Information                imperfect: hands; what a Druid swap, a Standard
                           Bearer pass or a Ninja look shows one seat
Action notation            ``quest Q03B``, ``play G5``, ``play M4 G``,
                           ``swap P2``, ``swap none``, ``banner left``,
                           ``spy P3``; chance: ``dealer P1``, ``tile Q07``,
                           ``special M2``, ``deal G7``
num_distinct_actions       108 (52 plays, 3 Wizard plays, 40 faces, 6 swaps,
                           2 banners, 5 spies); chance outcomes follow
Returns                    points per seat: the running totals after the
                           last deal (may be negative)
=========================  ===================================================

Simplifications: none; every DEFAULT of Appendix A is an option. The view
keeps perfect recall (§7 engine policy); ``strict_history_view`` is a
display rule for user interfaces.

Version history:

- 1: first release.
"""

from __future__ import annotations

import bisect
import enum
import functools
import math
import random
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState, replace_at
from royaumes.errors import ConfigError, InvalidActionError
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
from royaumes.games.roi_des_nains.scoring import (
    QUEST_FUNCTIONS,
    Count,
    DealCounts,
    QuestFace,
    SpecialFacts,
    SpecialSpec,
    draw_pool,
    quest_counts,
    score_counts,
    score_seats,
    special_score,
)

__all__ = [
    "GAME",
    "Action",
    "ActionKind",
    "CardSpec",
    "Catalogue",
    "DealSummary",
    "Options",
    "PastTrick",
    "Phase",
    "QuestFace",
    "RoiDesNains",
    "State",
    "TrickCard",
    "View",
    "base_cards",
    "catalogue",
    "deal_cards",
    "num_tricks",
    "quest_points",
    "score_face",
]

Card: TypeAlias = int
"""A card id: base cards first (suit by suit, 2..A), then the special cards."""

Suit: TypeAlias = int
"""0 blue (B), 1 green (G), 2 red (R); -1 for none."""

_NO_SUIT: Final = -1
_SUIT_CODES: Final = "BGR"

# ---------------------------------------------------------------------------
# The catalogue (cards.toml)


@dataclass(frozen=True)
class CardSpec:
    """One card of the game (§2.1, §2.2).

    Attributes:
        id: the card id.
        code: its canonical text ("G7", "R11a", "M2").
        suit: its printed suit, or -1 for a Magic card.
        rank: its printed rank ("7", "J", "11"), or ``None`` for a Magic card.
        strength: its strength (§2.1), 0 for a Magic card.
        special: the special card's catalogue entry, or ``None`` for a base card.
    """

    id: Card
    code: str
    suit: Suit
    rank: str | None
    strength: float
    special: SpecialSpec | None = None

    @property
    def is_magic(self) -> bool:
        """Whether the card has no suit (a Magic card)."""
        return self.suit == _NO_SUIT


@dataclass(frozen=True)
class Catalogue:
    """Every card, special card and Quest face, validated (``cards.toml``)."""

    suit_names_en: tuple[str, ...]
    suit_names_fr: tuple[str, ...]
    cards: tuple[CardSpec, ...]
    specials: tuple[Card, ...]
    faces: tuple[QuestFace, ...]
    tiles: tuple[str, ...]
    face_ranks: frozenset[str]
    removed_at_3_players: frozenset[Card]
    by_code: Mapping[str, Card]

    def card(self, code: str) -> CardSpec:
        """The card with canonical text ``code``.

        Raises:
            InvalidActionError: no such card.
        """
        try:
            return self.cards[self.by_code[code]]
        except KeyError:
            raise InvalidActionError(f"{code!r} is not a card of le roi des nains") from None

    def face(self, face_id: str) -> QuestFace:
        """The Quest face with id ``face_id`` ("Q03B").

        Raises:
            InvalidActionError: no such face.
        """
        for face in self.faces:
            if face.id == face_id:
                return face
        raise InvalidActionError(f"{face_id!r} is not a quest face (expected e.g. 'Q03B')")


@functools.cache
def catalogue() -> Catalogue:
    """The catalogue of ``cards.toml``, loaded once and validated.

    Raises:
        ConfigError: the data file is malformed; the message names the file
            and the entry (a duplicate id, an unknown effect or function, a
            tile without exactly two faces, ...).
    """
    text, where = read_data(__package__, "cards.toml")
    try:
        raw = tomllib.loads(text)
        suits = [s["code"] for s in raw["suits"]]
        if suits != list(_SUIT_CODES):
            raise ConfigError(f"{where}: suits must be B, G, R in that order")
        strengths = {str(k): float(v) for k, v in raw["strengths"].items()}
        cards: list[CardSpec] = []
        for suit, code in enumerate(suits):
            for rank in raw["ranks"]:
                cards.append(CardSpec(len(cards), f"{code}{rank}", suit, rank, strengths[rank]))
        specials: list[Card] = []
        for index, entry in enumerate(raw["specials"]):
            kind = entry["kind"]
            if entry["effect"] not in _EFFECTS:
                raise ConfigError(f"{where}: special {entry['id']!r}: unknown effect")
            spec = SpecialSpec(
                index, entry["id"], entry["name_en"], entry["name_fr"], kind, entry["effect"],
                dict(entry.get("params", {})), bool(entry["sdd"]), entry.get("provenance", ""),
            )  # fmt: skip
            if kind == "suited":
                suit, rank = suits.index(entry["suit"]), str(entry["rank"])
                strength = strengths[rank]
            elif kind == "magic":
                suit, rank, strength = _NO_SUIT, None, 0.0
            else:
                raise ConfigError(f"{where}: special {entry['id']!r}: unknown kind {kind!r}")
            specials.append(len(cards))
            cards.append(CardSpec(len(cards), entry["id"], suit, rank, strength, spec))
        faces: list[QuestFace] = []
        tiles: list[str] = []
        for entry in raw["quests"]:
            if entry["function"] not in QUEST_FUNCTIONS:
                raise ConfigError(f"{where}: quest {entry['id']!r}: unknown function")
            if entry["tile"] not in tiles:
                tiles.append(entry["tile"])
            faces.append(QuestFace(
                len(faces), entry["id"], tiles.index(entry["tile"]), entry["tile"],
                entry["side"], entry["name_en"], entry["name_fr"], entry["function"],
                dict(entry.get("params", {})), bool(entry["complex"]), bool(entry["sdd"]),
                entry.get("provenance", ""),
            ))  # fmt: skip
    except (KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{where}: malformed data ({exc!r})") from exc
    by_code = {c.code: c.id for c in cards}
    if len(by_code) != len(cards):
        raise ConfigError(f"{where}: card ids are not unique")
    if len({f.id for f in faces}) != len(faces):
        raise ConfigError(f"{where}: quest face ids are not unique")
    for t, tile in enumerate(tiles):
        sides = sorted(f.side for f in faces if f.tile == t)
        if sides != ["A", "B"]:
            raise ConfigError(f"{where}: tile {tile!r} must have faces A and B, has {sides}")
        if len({f.complex for f in faces if f.tile == t}) != 1:
            raise ConfigError(f"{where}: tile {tile!r}: both faces must agree on 'complex'")
    return Catalogue(
        suit_names_en=tuple(s["name_en"] for s in raw["suits"]),
        suit_names_fr=tuple(s["name_fr"] for s in raw["suits"]),
        cards=tuple(cards),
        specials=tuple(specials),
        faces=tuple(faces),
        tiles=tuple(tiles),
        face_ranks=frozenset(raw["face_ranks"]),
        removed_at_3_players=frozenset(by_code[c] for c in raw["removed_at_3_players"]),
        by_code=by_code,
    )


@functools.cache
def base_cards(num_players: int) -> tuple[Card, ...]:
    """The base cards of a game of ``num_players``, in id order (§2.1; §3.1 step 2:
    no G2 at 3 players)."""
    cat = catalogue()
    return tuple(
        c.id
        for c in cat.cards
        if c.special is None and not (num_players == 3 and c.id in cat.removed_at_3_players)
    )


def num_tricks(num_players: int) -> int:
    """N, the tricks of every deal: the cards each seat is dealt (§3.2: 13, 10, 8).

    >>> [num_tricks(n) for n in (3, 4, 5)]
    [13, 10, 8]
    """
    return (len(base_cards(num_players)) + 1) // num_players


def deal_cards(num_players: int, special: str) -> tuple[CardSpec, ...]:
    """Every card a deal deals: the base cards and the deal's special card (§3.3).

    Raises:
        InvalidActionError: ``special`` is not a special card's code.
    """
    cat = catalogue()
    card = cat.card(special)
    if card.special is None:
        raise InvalidActionError(f"{special!r} is not a special card")
    return (*(cat.cards[c] for c in base_cards(num_players)), card)


# ---------------------------------------------------------------------------
# Options (Appendix A)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (Appendix A): the one schema of the game's configuration
    keys, named as the spec names them (their words are the catalogue's ``rdn.opt.*``)."""

    first_dealer: str = option(
        OptionKind.CHOICE, "random", choices=("random", "0", "1", "2", "3", "4")
    )
    deal_start: str = option(OptionKind.CHOICE, "left_of_dealer", choices=("left_of_dealer",))
    first_game_exclude_complex: bool = option(OptionKind.BOOL, False)
    quests_per_game: int = option(OptionKind.INT, 7, minimum=1, maximum=14)
    magic_follow_rule: str = option(
        OptionKind.CHOICE, "effective_suit", choices=("effective_suit", "always_free", "void_only")
    )
    suitless_lead_rule: str = option(
        OptionKind.CHOICE, "next_card_sets_suit", choices=("next_card_sets_suit",)
    )
    clone_margin: float = option(OptionKind.FLOAT, 0.5, minimum=0, maximum=1)
    mummy_trick1: str = option(OptionKind.CHOICE, "suitless_zero", choices=("suitless_zero",))
    druid_timing: str = option(OptionKind.CHOICE, "end_of_trick", choices=("end_of_trick",))
    druid_mandatory: bool = option(OptionKind.BOOL, True)
    banner_direction_chooser: str = option(
        OptionKind.CHOICE, "banner_player", choices=("banner_player",)
    )
    show_unchosen_face: bool = option(OptionKind.BOOL, False)
    quest_stack_top_public: bool = option(OptionKind.BOOL, True)
    strict_history_view: bool = option(OptionKind.BOOL, True)
    tiebreak_players: str = option(OptionKind.CHOICE, "all", choices=("all", "tied_only"))
    tiebreak_quest_source: str = option(
        OptionKind.CHOICE, "unused_tiles", choices=("unused_tiles",)
    )
    max_tiebreak_deals: int | None = option(OptionKind.INT, 7, minimum=1, allow_off=True)


# ---------------------------------------------------------------------------
# Actions (§11)


class ActionKind(enum.IntEnum):
    """The kinds of actions in dense-id order: seat actions, then chance."""

    PLAY = 0
    WIZARD = 1
    QUEST = 2
    SWAP = 3
    BANNER = 4
    SPY = 5
    DEALER = 6
    TILE = 7
    SPECIAL = 8
    DEAL = 9


_SWAP_NONE: Final = 5
_DIRECTIONS: Final = ("left", "right")


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of Le Roi des Nains.

    Attributes:
        kind: the kind of action.
        arg: a card (PLAY, DEAL), a suit (WIZARD), a face (QUEST), a seat
            (SWAP, with 5 for "none"; SPY; DEALER), a direction (BANNER: 0
            left, 1 right), a tile (TILE) or a special card's index (SPECIAL).
    """

    kind: ActionKind
    arg: int
    text: str = field(default="", compare=False, repr=False)
    """The canonical text, filled in on the interned instances."""

    def __str__(self) -> str:
        return self.text or _action_text(self)

    def __repr__(self) -> str:
        return f"GAME.parse_action({str(self)!r})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": "play", "card": "G7"}``, ``{"type": "play", "card": "M4", "suit": "G"}``,
        ``{"type": "quest", "face": "Q03B"}``, ``{"type": "swap", "seat": "P2"}`` (or
        ``null``), ``{"type": "banner", "direction": "left"}``, ``{"type": "spy", "seat":
        "P3"}``, and for chance ``dealer``/``tile``/``special``/``deal``: read from its text
        (``NOTATION``); the Wizard's play is a ``play`` with a suit, ``swap none`` a swap
        with no seat."""
        data = _lookup().json_of(self)
        if data["type"] == "wizard":
            data["type"] = "play"
        elif data["type"] == "swap" and data["seat"] == "none":
            data["seat"] = None
        return data


NOTATION: Final = EventKinds(
    "roi_des_nains",
    [
        EventKind("play", "play {card}"),
        EventKind("wizard", "play {card} {suit}"),
        EventKind("quest", "quest {face}"),
        EventKind("swap", "swap {seat}"),
        EventKind("banner", "banner {direction}"),
        EventKind("spy", "spy {seat}"),
        EventKind("dealer", "dealer {seat}"),
        EventKind("tile", "tile {tile}"),
        EventKind("special", "special {card}"),
        EventKind("deal", "deal {card}"),
    ],
)
"""The actions' canonical notation (§11), from which their JSON is read."""


def _wizard_code() -> str:
    return next(
        c.code for c in catalogue().cards if c.special and c.special.effect == "names_trump"
    )


@functools.cache
def _action_text(action: Action) -> str:
    cat = catalogue()
    kind, arg = action.kind, action.arg
    if kind is ActionKind.PLAY:
        return "play " + cat.cards[arg].code
    if kind is ActionKind.WIZARD:
        return f"play {_wizard_code()} {_SUIT_CODES[arg]}"
    if kind is ActionKind.QUEST:
        return "quest " + cat.faces[arg].id
    if kind is ActionKind.SWAP:
        return "swap none" if arg == _SWAP_NONE else f"swap P{arg}"
    if kind is ActionKind.BANNER:
        return "banner " + _DIRECTIONS[arg]
    if kind is ActionKind.SPY:
        return f"spy P{arg}"
    if kind is ActionKind.DEALER:
        return f"dealer P{arg}"
    if kind is ActionKind.TILE:
        return "tile " + cat.tiles[arg]
    if kind is ActionKind.SPECIAL:
        return "special " + cat.cards[cat.specials[arg]].code
    return "deal " + cat.cards[arg].code


@dataclass(frozen=True)
class _ActionTable:
    actions: tuple[Action, ...]
    offsets: Mapping[ActionKind, int]
    by_text: Mapping[str, Action]
    num_seat_actions: int


@functools.cache
def _actions() -> _ActionTable:
    """Every action with its dense id, derived from the catalogue (never hand-written)."""
    cat = catalogue()
    wizard = cat.by_code[_wizard_code()]
    sizes: dict[ActionKind, list[int]] = {
        ActionKind.PLAY: [c.id for c in cat.cards if c.id != wizard],
        ActionKind.WIZARD: list(range(3)),
        ActionKind.QUEST: list(range(len(cat.faces))),
        ActionKind.SWAP: list(range(6)),
        ActionKind.BANNER: [0, 1],
        ActionKind.SPY: list(range(5)),
        ActionKind.DEALER: list(range(5)),
        ActionKind.TILE: list(range(len(cat.tiles))),
        ActionKind.SPECIAL: list(range(len(cat.specials))),
        ActionKind.DEAL: [c.id for c in cat.cards],
    }
    actions: list[Action] = []
    offsets: dict[ActionKind, int] = {}
    for kind in ActionKind:
        offsets[kind] = len(actions)
        actions.extend(Action(kind, arg, _action_text(Action(kind, arg))) for arg in sizes[kind])
    num_seat = offsets[ActionKind.DEALER]
    return _ActionTable(tuple(actions), offsets, {str(a): a for a in actions}, num_seat)


@functools.cache
def _lookup() -> ActionTable[Action]:
    """The text/id lookups of every action, in dense-id order."""
    return ActionTable(
        "roi_des_nains", _actions().actions,
        example="'play G7', 'quest Q03B', 'play M4 G', 'swap P2', 'banner left', 'spy P1'",
        notation=NOTATION,
    )  # fmt: skip


@dataclass(frozen=True)
class _Tables:
    """What the hot path reads by card or by dense id, derived once from the catalogue
    and the action table (plain tuples: an index is cheaper than an attribute).

    Attributes:
        suit: per card, its printed suit (-1 for a Magic card).
        strength: per card, its printed strength (0 for a Magic card).
        code: per card, its canonical text.
        effect: per card, its special card's effect (``None`` for a base card).
        play_id: per card, the id of ``play <card>`` (-1 for the Wizard, which has three).
        wizard: the Wizard's card id.
        wizard_ids: the ids of ``play M4 B/G/R``, above every other play id.
        kind_of: per action id, its kind.
        arg_of: per action id, its argument (as :attr:`Action.arg`).
        offset: per kind, the id of its first action.
        faces_of_tile: per tile, the ids of its two ``quest`` actions, ascending.
        special_of_card: per card, its index among the special cards (-1 for a base card).
        b5, r5, g5: the card ids of the blue, red and green 5.
        id_of_text: per canonical action text, its id.
    """

    suit: tuple[Suit, ...]
    strength: tuple[float, ...]
    code: tuple[str, ...]
    effect: tuple[_Effect | None, ...]
    play_id: tuple[int, ...]
    wizard: Card
    wizard_ids: tuple[int, ...]
    kind_of: tuple[ActionKind, ...]
    arg_of: tuple[int, ...]
    offset: Mapping[ActionKind, int]
    faces_of_tile: tuple[tuple[int, ...], ...]
    special_of_card: tuple[int, ...]
    b5: Card
    r5: Card
    g5: Card
    id_of_text: Mapping[str, int]


@functools.cache
def _tables() -> _Tables:
    cat = catalogue()
    table = _actions()
    offset = dict(table.offsets)
    wizard = cat.by_code[_wizard_code()]
    play_id = [-1] * len(cat.cards)
    for i in range(offset[ActionKind.PLAY], offset[ActionKind.WIZARD]):
        play_id[table.actions[i].arg] = i
    special_of_card = [-1] * len(cat.cards)
    for index, card in enumerate(cat.specials):
        special_of_card[card] = index
    faces = offset[ActionKind.QUEST]
    return _Tables(
        suit=tuple(c.suit for c in cat.cards),
        strength=tuple(c.strength for c in cat.cards),
        code=tuple(c.code for c in cat.cards),
        effect=tuple(_EFFECTS[c.special.effect] if c.special else None for c in cat.cards),
        play_id=tuple(play_id),
        wizard=wizard,
        wizard_ids=tuple(range(offset[ActionKind.WIZARD], offset[ActionKind.WIZARD] + 3)),
        kind_of=tuple(a.kind for a in table.actions),
        arg_of=tuple(a.arg for a in table.actions),
        offset=offset,
        faces_of_tile=tuple(
            tuple(sorted(faces + f.index for f in cat.faces if f.tile == t))
            for t in range(len(cat.tiles))
        ),
        special_of_card=tuple(special_of_card),
        b5=cat.by_code["B5"],
        r5=cat.by_code["R5"],
        g5=cat.by_code["G5"],
        id_of_text={str(a): i for i, a in enumerate(table.actions)},
    )


def _holds_suit(hand: tuple[Card, ...], suit: Suit) -> bool:
    """Whether the sorted ``hand`` holds a card of printed suit ``suit``: a base card of
    it (a slice of the hand), or the deal's special card (the last card) of that suit."""
    if hand and hand[-1] >= _FIRST_SPECIAL and _SUIT[hand[-1]] == suit:
        return True
    i = bisect.bisect_left(hand, _SUIT_START[suit])
    return i < len(hand) and hand[i] < _SUIT_START[suit + 1]


def _play_ids(cards: tuple[Card, ...]) -> tuple[int, ...]:
    """The ids of the play actions of ``cards`` (sorted card ids, at most one special
    card), ascending: card order is play-id order, but for the Wizard, whose three plays
    come after every other; a base card's play id is its card id."""
    if not cards or cards[-1] < _FIRST_SPECIAL:
        return cards
    special = cards[-1]
    if special == _WIZARD:
        return cards[:-1] + _WIZARD_IDS
    return cards[:-1] + (_PLAY_ID[special],)


def _id_of(action: Action) -> int:
    """The dense id of ``action`` (-1 for an Action with no id: a made-up argument)."""
    t = _tables()
    kind, arg = action.kind, action.arg
    if kind is ActionKind.PLAY:
        i = t.play_id[arg] if 0 <= arg < len(t.play_id) else -1
    else:
        i = t.offset[kind] + arg
    if 0 <= i < len(t.kind_of) and t.kind_of[i] is kind and t.arg_of[i] == arg:
        return i
    return -1


# ---------------------------------------------------------------------------
# Tricks: effective suit and strength (§4.3), winner (§5)


class _Played(NamedTuple):
    """One card in the current trick, with its effective suit and strength (a named
    tuple: one is made per card played, on the hot path)."""

    seat: Seat
    card: Card
    suit: Suit
    strength: float
    named: Suit = _NO_SUIT  # the Wizard's trump suit
    void: bool = False  # the player held no card of the led suit


class _Trick(NamedTuple):
    """A completed trick (a named tuple: one is made per trick, on the hot path)."""

    number: int
    leader: Seat
    winner: Seat  # after a Troll hand-over: the receiver (§4.4)
    cards: tuple[tuple[Seat, Card], ...]
    winning_card: Card  # the card that won under §5 (a Magic card: no rank)


@dataclass(frozen=True)
class _Effect:
    """What a special card does, hook by hook; every hook defaults to nothing.

    Attributes:
        effective: for Magic cards, ``(suit, strength)`` when played.
        free_to_play: may be played while holding the led suit (§4.3 rule 2).
        winner: picks the trick's winning index, or ``None`` to fall through (§5).
        on_trick_end: the special card's trick-end effect (§4.4).
        decision: the kind of decision its player then takes, if any.
    """

    effective: Callable[[State, tuple[_Played, ...], Mapping[str, Any]], tuple[Suit, float]] = (
        lambda state, trick, params: (_NO_SUIT, 0.0)
    )
    free_to_play: bool = False
    winner: Callable[[tuple[_Played, ...], Suit, Card], int | None] = lambda trick, led, card: None
    on_trick_end: Callable[[State, _Trick, Seat, Mapping[str, Any]], None] = (
        lambda state, trick, player, params: None
    )
    decision: Phase | None = None


def _copy_prev_card(
    state: State, trick: tuple[_Played, ...], params: Mapping[str, Any]
) -> tuple[Suit, float]:
    """Clone (§2.2): the previous card's suit, its strength + margin; none if first."""
    if not trick or trick[-1].suit == _NO_SUIT:
        return (_NO_SUIT, 0.0)
    return (trick[-1].suit, trick[-1].strength + state._opts.clone_margin)


def _copy_prev_trick_winner(
    state: State, trick: tuple[_Played, ...], params: Mapping[str, Any]
) -> tuple[Suit, float]:
    """Mummy (§2.2): a copy of the card that won the previous trick; none in trick 1."""
    if not state._tricks:
        return (_NO_SUIT, 0.0)
    spec = catalogue().cards[state._tricks[-1].winning_card]
    return (spec.suit, spec.strength)


_new_played: Final = functools.partial(tuple.__new__, _Played)
"""``_Played`` from a tuple of its fields, with no Python-level ``__new__`` (one is made
per card played)."""


_new_trick: Final = functools.partial(tuple.__new__, _Trick)
"""``_Trick`` from a tuple of its fields (one is made per trick)."""


def _index_of(trick: tuple[_Played, ...], card: Card) -> int:
    return next(i for i, p in enumerate(trick) if p.card == card)


def _always_wins(trick: tuple[_Played, ...], led: Suit, card: Card) -> int | None:
    """Dragon (§5 rule 1): whoever plays it wins."""
    return _index_of(trick, card)


def _void_trump(trick: tuple[_Played, ...], led: Suit, card: Card) -> int | None:
    """Black Knight (§5 rule 2): wins when played by a player void in the led suit."""
    i = _index_of(trick, card)
    return i if trick[i].void else None


def _names_trump(trick: tuple[_Played, ...], led: Suit, card: Card) -> int | None:
    """Wizard (§5 rule 3): the highest card of the named suit wins, if there is one."""
    named = trick[_index_of(trick, card)].named
    candidates = [i for i, p in enumerate(trick) if p.suit == named and p.card != card]
    return max(candidates, key=lambda i: trick[i].strength) if candidates else None


def _lowest_wins(trick: tuple[_Played, ...], led: Suit, card: Card) -> int | None:
    """Goblin Traitor (§5 rule 4): the lowest card of the led suit wins."""
    candidates = [i for i, p in enumerate(trick) if p.suit == led]
    return min(candidates, key=lambda i: trick[i].strength)


def _score_special(state: State, trick: _Trick, player: Seat, params: Mapping[str, Any]) -> None:
    """Scout, Shaman, Dwarf Goldsmith (§4.4): the special card's points, scored by
    :func:`~royaumes.games.roi_des_nains.scoring.special_score` from its trick."""
    spec = state._special_card().special
    assert spec is not None
    cards = catalogue().cards
    ranks = set(params.get("ranks", ()))  # the Scout's: base cards only (§8 decision 15)
    ranked = sum(1 for _, c in trick.cards if cards[c].rank in ranks and cards[c].special is None)
    scored = special_score(spec, SpecialFacts(player=player, winner=trick.winner, ranked=ranked))
    assert scored is not None
    state._add_special_points(scored[0], scored[1], trick)


def _winner_deals_next(
    state: State, trick: _Trick, player: Seat, params: Mapping[str, Any]
) -> None:
    """Musician (§4.4): the winner of its trick deals next, whatever the green 5 says."""
    state._next_dealer = trick.winner
    state._musician = True


_EFFECTS: Final[dict[str, _Effect]] = {
    "score_player_per_rank": _Effect(on_trick_end=_score_special),
    "winner_deals_next": _Effect(on_trick_end=_winner_deals_next),
    "lowest_wins": _Effect(winner=_lowest_wins),
    "pass_hands_direction": _Effect(decision=None),  # set below: Phase is defined later
    "void_trump": _Effect(winner=_void_trump),
    "swap_hands_chosen": _Effect(),
    "score_winner": _Effect(on_trick_end=_score_special),
    "peek_hand": _Effect(),
    "copy_prev_card": _Effect(effective=_copy_prev_card),
    "copy_prev_trick_winner": _Effect(effective=_copy_prev_trick_winner),
    "always_wins": _Effect(free_to_play=True, winner=_always_wins),
    "names_trump": _Effect(free_to_play=True, winner=_names_trump),
    "hand_trick_left": _Effect(),  # handled where the winner is settled (§4.4 Troll)
}


# ---------------------------------------------------------------------------
# Quest scoring functions (§2.3)


@dataclass(frozen=True)
class _DealFacts:
    """The tricks of a finished deal, measured into the counts quests read (§2.3
    notation; :mod:`~royaumes.games.roi_des_nains.scoring` scores them)."""

    num_players: int
    num_tricks: int
    tricks: tuple[_Trick, ...]

    # Memoised in the instance dict by hand: functools.cached_property takes a lock
    # on every read in 3.11, and the counts read these once per seat (once a deal).
    @property
    def won(self) -> tuple[frozenset[int], ...]:
        """``W(p)``: the trick numbers each seat won."""
        memo = self.__dict__
        if "_won" not in memo:
            won: list[list[int]] = [[] for _ in range(self.num_players)]
            for t in self.tricks:  # one pass for every seat
                won[t[2]].append(t[0])
            memo["_won"] = tuple(map(frozenset, won))
        return cast(tuple[frozenset[int], ...], memo["_won"])

    def run(self, p: Seat) -> int:
        won = self.won[p]
        best = current = 0
        for t in range(1, self.num_tricks + 1):
            current = current + 1 if t in won else 0
            best = max(best, current)
        return best

    def measure(self, count: Count) -> list[int]:
        """Every seat's value of ``count`` (see :data:`.scoring.Measure`), indexed by seat."""
        m = count.measure
        values = [0] * self.num_players
        if count.on_cards:  # K(p): a Magic card never matches (§2.2)
            ids = _matching(count)
            for t in self.tricks:  # (fields by index: read through a descriptor otherwise)
                values[t[2]] += sum([c in ids for _, c in t[3]])
        elif count.on_wins:  # a Magic card that won has no rank and never matches (§9.21)
            ids = _matching(count)
            for t in self.tricks:
                values[t[2]] += t[4] in ids
        elif m in ("led_won", "led_lost"):
            for t in self.tricks:
                if (t[1] == t[2]) == (m == "led_won"):
                    values[t[1]] += 1
        else:
            won = self.won
            n = self.num_tricks
            k = int(count.arg[0]) if m == "last" else 0
            for p in range(self.num_players):
                if m == "tricks":
                    values[p] = len(won[p])
                elif m == "first_trick":
                    values[p] = int(1 in won[p])
                elif m == "last_trick":
                    values[p] = int(n in won[p])
                elif m == "last":
                    values[p] = sum(1 for t in won[p] if t > n - k)
                elif m == "run":
                    values[p] = self.run(p)
                else:
                    raise AssertionError(f"unknown measure {m!r}")
        return values

    def counts(self, needs: Iterable[Count]) -> DealCounts:
        """Every seat's values of the counts ``needs``."""
        rows: list[dict[str, int]] = [{} for _ in range(self.num_players)]
        for count in needs:
            name = count.name
            for row, value in zip(rows, self.measure(count), strict=True):
                row[name] = value
        return DealCounts(tuple(rows))


@functools.cache
def _matching(count: Count) -> frozenset[Card]:
    """The cards of the catalogue that ``count`` counts (:meth:`.scoring.Count.matches`)."""
    return frozenset(c.id for c in catalogue().cards if count.matches(c))


def quest_points(
    face: QuestFace,
    num_players: int,
    num_tricks: int,
    tricks: Sequence[tuple[Seat, Seat, Sequence[tuple[Seat, Card]], Card]],
) -> tuple[int, ...]:
    """The points ``face`` gives each seat for a deal's tricks (§2.3), as the end of a
    deal scores them: for a bot that plays deals out in its head.

    Args:
        face: the Quest face.
        num_players: the number of seats.
        num_tricks: tricks per deal.
        tricks: each trick in order as (leader, winner, its (seat, card) plays, the
            card that won it under §5), cards as catalogue ids.
    """
    facts = _DealFacts(
        num_players,
        num_tricks,
        tuple(
            _Trick(i + 1, leader, winner, tuple(plays), winning)
            for i, (leader, winner, plays, winning) in enumerate(tricks)
        ),
    )
    return score_seats(face, facts.counts(quest_counts(face)))


def score_face(face: QuestFace, facts: _DealFacts, seat: Seat) -> int:
    """The points ``face`` gives ``seat`` for the deal described by ``facts`` (§2.3):
    the face's counts measured on the tricks, scored by
    :func:`~royaumes.games.roi_des_nains.scoring.score_counts`."""
    return score_counts(face, facts.counts(quest_counts(face)), seat)


# ---------------------------------------------------------------------------
# Views


class Phase(enum.IntEnum):
    """Where a deal stands (§4)."""

    DEALER = 0
    """Chance draws the first dealer."""
    TOP_TILE = 1
    """Chance turns the next Quest tile of the stack face up."""
    SPECIAL = 2
    """Chance reveals the deal's special card."""
    DEAL = 3
    """Chance deals the cards one at a time."""
    QUEST_TILE = 4
    """Chance draws the tile the blue-5 holder takes (hidden stack, or an extra deal)."""
    QUEST = 5
    """The blue-5 holder chooses a face."""
    PLAY = 6
    """A seat plays a card to the trick."""
    DRUID = 7
    """The Druid's player picks whom to swap hands with."""
    BANNER = 8
    """The Standard Bearer's player picks the direction."""
    SPY = 9
    """The Goblin Ninja's player picks whose hand to see."""
    OVER = 10
    """The game has ended."""


# The members as module constants: an enum member read through its class is slow in 3.11.
_PH_DEALER: Final = Phase.DEALER
_PH_TOP_TILE: Final = Phase.TOP_TILE
_PH_SPECIAL: Final = Phase.SPECIAL
_PH_DEAL: Final = Phase.DEAL
_PH_QUEST_TILE: Final = Phase.QUEST_TILE
_PH_QUEST: Final = Phase.QUEST
_PH_PLAY: Final = Phase.PLAY
_PH_DRUID: Final = Phase.DRUID
_PH_BANNER: Final = Phase.BANNER
_PH_SPY: Final = Phase.SPY
_PH_OVER: Final = Phase.OVER
_AK_PLAY: Final = ActionKind.PLAY
_AK_WIZARD: Final = ActionKind.WIZARD
_AK_QUEST: Final = ActionKind.QUEST
_AK_SWAP: Final = ActionKind.SWAP
_AK_BANNER: Final = ActionKind.BANNER
_AK_SPY: Final = ActionKind.SPY
_AK_DEALER: Final = ActionKind.DEALER
_AK_TILE: Final = ActionKind.TILE
_AK_SPECIAL: Final = ActionKind.SPECIAL
_AK_DEAL: Final = ActionKind.DEAL

_EFFECTS["pass_hands_direction"] = _Effect(decision=_PH_BANNER)
_EFFECTS["swap_hands_chosen"] = _Effect(decision=_PH_DRUID)
_EFFECTS["peek_hand"] = _Effect(decision=_PH_SPY)


@dataclass(frozen=True)
class TrickCard:
    """A card of the current trick as everyone sees it.

    Attributes:
        seat: who played it.
        card: its code ("G7", "M1").
        suit: its effective suit ("B", "G", "R") or ``None``.
        strength: its effective strength (0 without a suit).
        named: the trump suit the Wizard named, if it is the Wizard.
    """

    seat: Seat
    card: str
    suit: str | None
    strength: float
    named: str | None = None


@dataclass(frozen=True)
class PastTrick:
    """A finished trick the table may show a seat now (§7 display rule).

    Attributes:
        deal: its deal.
        number: its number in the deal.
        winner: who took it.
        cards: its cards in play order, ``(seat, card code)``.
    """

    deal: int
    number: int
    winner: Seat
    cards: tuple[tuple[Seat, str], ...] = field(metadata={
        "to_json": lambda cards: [{"seat": p, "card": c} for p, c in cards],
        "from_json": lambda data: tuple((c["seat"], c["card"]) for c in data),
    })  # fmt: skip


@dataclass(frozen=True)
class DealSummary:
    """The result of one finished deal (§6.1), published with every pile (§7).

    Attributes:
        deal: the deal number, from 1.
        quest: the chosen face ("Q02A").
        special: the special card ("R11a").
        tricks_won: per seat, the trick numbers it won.
        piles: per seat, the cards of the tricks it won, trick by trick.
        quest_points: per seat, the face's points.
        special_points: per seat, the special card's points.
        deal_points: per seat, what was added to its total.
        totals: per seat, the totals after the deal.
    """

    deal: int
    quest: str
    special: str
    tricks_won: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[tuple[str, ...], ...], ...]
    quest_points: tuple[int, ...]
    special_points: tuple[int, ...]
    deal_points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) knows (§7).

    Attributes:
        seat: the seat this view is for, or ``None`` for a spectator.
        num_players: the number of seats.
        options: every option's value.
        phase: where the game stands.
        deal: the deal number, from 1 (extra deals continue the count).
        num_deals: the deals before any extra deal (``quests_per_game``).
        dealer: this deal's dealer.
        totals: per seat, the running totals.
        contenders: the seats that can still win (all, but in a
            ``tied_only`` extra deal).
        special: the deal's special card (public from its reveal).
        quest: the chosen face, once chosen.
        quest_tile: the drawn tile, once drawn.
        unchosen_face: the other face, for the chooser (or all under
            ``show_unchosen_face``).
        top_tile: the visible top tile of the stack, if any.
        stack_left: tiles left in the stack.
        blue5: who held the blue 5 when the quest was chosen.
        red5: who held the red 5 when the first trick was led.
        hand: this seat's hand, sorted; ``None`` for a spectator.
        hand_sizes: per seat, the cards in hand.
        trick_number: the current trick, from 1.
        num_tricks: tricks per deal (13, 10 or 8).
        leader: who leads (or led) the current trick.
        trick: the current trick's cards in play order.
        led_suit: the current trick's led suit, once set.
        tricks_won: per seat, the trick numbers it won this deal.
        last_won_trick: this seat's most recent won trick this deal.
        special_points: per seat, the special card's points this deal.
        deals: the finished deals' results.
        events: this seat's history, filtered (perfect recall).
        result: the result, once the game is over.
        to_move: the seats that may act now.
        past_tricks: the finished tricks the table shows this seat now (§7): every
            trick of the deal without ``strict_history_view``; with it, the trick just
            finished until the next one is led, and this seat's own last won trick;
            none once the game is over. What the seat *knows* is in ``events``.
    """

    game_id: ClassVar[str] = "roi_des_nains"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue]
    phase: Phase
    deal: int
    num_deals: int
    dealer: Seat | None
    totals: tuple[int, ...]
    contenders: tuple[Seat, ...]
    special: str | None
    quest: str | None
    quest_tile: str | None
    unchosen_face: str | None
    top_tile: str | None
    stack_left: int
    blue5: Seat | None
    red5: Seat | None
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    trick_number: int
    num_tricks: int
    leader: Seat | None
    trick: tuple[TrickCard, ...]
    led_suit: str | None
    tricks_won: tuple[tuple[int, ...], ...]
    last_won_trick: tuple[str, ...] | None
    special_points: tuple[int, ...]
    deals: tuple[DealSummary, ...]
    events: tuple[Event, ...]
    result: Result | None
    to_move: tuple[Seat, ...] = field(default=())
    past_tricks: tuple[PastTrick, ...] = field(default=())

    def to_json(self, *, events: bool = True) -> dict[str, Any]:
        """The view as JSON (from its fields); ``past_tricks`` only when there is one."""
        data = super().to_json(events=events)
        if not self.past_tricks:
            del data["past_tricks"]
        return data


# ---------------------------------------------------------------------------
# State

_PUBLIC: Final = -1  # audience of an event everyone sees
_TABLE: Final = -3  # actor of the table's own lines (wins, points, voids, scores)

EVENTS: Final = EventKinds(
    "roi_des_nains",
    [
        EventKind("dealer", "dealer {seat:seat}"),
        # shown: "top" for the stack's visible top tile, "drawn" for a tile drawn by the
        # blue-5 holder (quest_stack_top_public off).
        EventKind("tile", "tile {tile}", facts=("shown",)),
        EventKind("special", "special {card:card}", facts=("deal:int",)),
        # each: the cards each seat gets, on the deal's last card only.
        EventKind("deal", "deal {card:card}", ("card",), ("each:int",)),
        EventKind("show", "show {seat:seat} {card:card}"),
        EventKind("quest", "quest {face}"),
        # deal, trick: the trick the card goes to; role: "lead" or "follow".
        EventKind("play", "play {card:card}", facts=("deal:int", "trick:int", "role")),
        EventKind("wizard", "play {card:card} {suit}", facts=("deal:int", "trick:int", "role")),
        EventKind("void", "void {seat:seat} {suit}", facts=("deal:int", "trick:int")),
        # troll: "yes" when the Troll handed the trick to the winner's left (§4.4).
        EventKind("win", "win {seat:seat} trick {trick:int}", facts=("deal:int", "troll")),
        EventKind("points", "points {seat:seat} {points:signed} {card:card}"),
        EventKind("keep", "swap none"),
        EventKind("swap", "swap {seat:seat}"),
        EventKind("banner", "banner {direction}"),
        EventKind("spy", "spy {seat:seat}"),
        # A hand shown to one seat; the others read "?" for the cards.
        # deal, trick: when the Ninja's player saw it (after that trick).
        EventKind("hand", "hand {seat:seat} {cards:cards}", ("cards",), ("deal:int", "trick:int")),
        EventKind("receive", "receive {seat:seat} {cards:cards}", ("cards",)),
        EventKind("score", "score {seat:seat} {delta:signed} total {total:int}", (), ("deal:int",)),
        EventKind("tie", "tie {seats:list}"),
        EventKind("over", "game over"),
    ],
)
"""Le Roi des Nains' events (:mod:`royaumes.events`); their text is the spec's notation."""


# A line of the full history, a plain tuple (the hot kinds' are made when read: _History):
# (actor, kind, args, audience, to, action id, shown).
#   actor: a seat, CHANCE, or _TABLE;
#   args: the event's arguments, or for the hot kinds (_LAZY_ARGS) the raw values
#     they are built from when a view reads the line;
#   audience: _PUBLIC, or a bit mask of seats; to: the seat a dealt card went to, or -1;
#   action id: the action applied (seat and chance lines), else -1;
#   shown: the line as an Event, [visible, hidden], built once since every view re-reads it.
_Line: TypeAlias = tuple[int, str, Any, int, int, int, list[Event | None]]


def _line(
    actor: int, kind: str, args: Any, audience: int = _PUBLIC, to: int = -1, action_id: int = -1
) -> _Line:
    """A line of the history (see ``_Line``)."""
    return (actor, kind, args, audience, to, action_id, [None, None])


def _deal_args(card: Card, each: int | None) -> dict[str, Any]:
    return {"card": _tables().code[card], "each": each}


def _play_args(card: Card, deal: int, trick: int, follow: bool, named: Suit) -> dict[str, Any]:
    args: dict[str, Any] = {"card": _tables().code[card], "deal": deal, "trick": trick,
                            "role": "follow" if follow else "lead"}  # fmt: skip
    if named >= 0:
        args["suit"] = _SUIT_CODES[named]
    return args


def _void_args(seat: Seat, suit: Suit, deal: int, trick: int) -> dict[str, Any]:
    return {"seat": seat, "suit": _SUIT_CODES[suit], "deal": deal, "trick": trick}


def _win_args(seat: Seat, trick: int, deal: int, troll: str | None) -> dict[str, Any]:
    return {"seat": seat, "trick": trick, "deal": deal, "troll": troll}


_LAZY_ARGS: Final[dict[str, Callable[..., dict[str, Any]]]] = {
    "deal": _deal_args,
    "play": _play_args,
    "wizard": _play_args,
    "void": _void_args,
    "win": _win_args,
}
"""The kinds of line made on every card dealt or played: their arguments are kept as a
tuple of raw values and built into a dict only when a view reads the line."""


@functools.lru_cache(maxsize=1 << 16)
def _expand(key: tuple[Any, ...]) -> _Line:
    """The full line of a compact history node's values ``(kind, *values)`` (see
    ``_History``). Cached: the same values make the same line, whose memo of events
    every state (and game) that holds such a node then shares."""
    kind = key[0]
    if kind == "deal":
        _, card, each, to, action_id = key
        return (CHANCE, kind, (card, each), 1 << to, to, action_id, [None, None])
    if kind == "void" or kind == "win":
        return (_TABLE, kind, key[1:], _PUBLIC, -1, -1, [None, None])
    # play, wizard
    _, seat, card, deal, number, follow, named, action_id = key
    args = (card, deal, number, follow, named)
    return (seat, kind, args, _PUBLIC, -1, action_id, [None, None])


def _args(line: _Line) -> dict[str, Any]:
    """A line's event arguments."""
    kind, args = line[1], line[2]
    return _LAZY_ARGS[kind](*args) if type(args) is tuple else cast(dict[str, Any], args)


_History: TypeAlias = "tuple[Any, ...] | _Prefix | None"
"""A linked list of the history's lines, newest first: ``(older, line)``, or for the
hot kinds (a card dealt or played, a void, a trick won) a compact node ``(older, kind,
*values)``, one tuple with no line, memo or arguments to build on every action; its
line is made when read (``_expand``)."""


class _Prefix:
    """The start of a sampled state's history, up to the deal it stands in, built when
    first read (``sample_state`` builds the state from the view, not by replaying).

    It replays the actions the view shows, each hidden card dealt drawn from the cards
    the seat is known to have held in that deal (every card of a finished deal is
    played) in an order drawn with ``random.Random(seed)``.
    """

    __slots__ = ("_events", "_lines", "_num_actions", "_num_players", "_options", "_seed")

    def __init__(
        self,
        num_players: int,
        options: Mapping[str, OptionValue],
        events: tuple[Event, ...],
        num_actions: int,
        seed: int,
    ) -> None:
        self._num_players, self._options, self._events = num_players, options, events
        self._num_actions, self._seed = num_actions, seed
        self._lines: list[_Line] | None = None

    def lines(self) -> list[_Line]:
        """The history's lines, oldest first (built on the first call)."""
        if self._lines is None:
            ids = _past_deal_ids(self._num_players, self._events, random.Random(self._seed))
            state = GAME.new_state(self._num_players, self._options)
            for seat, action_id in ids:
                state._step(seat, action_id)
            assert state._num_actions == self._num_actions
            self._lines = state._entries()
        return self._lines


class State(LoggedState, _BaseState):
    """One immutable position of Le Roi des Nains (see the module docstring)."""

    # The memoised answers, in slots: ``_copy`` resets them without looking them up in
    # the attribute dict (copied whole), and reading them is cheaper too. ``_legal``:
    # ``(seat, ids)``, then ``(seat, ids, actions)`` once the actions are asked for;
    # ``_outcomes``: the pairs, then ``[pairs, objects]`` (a tuple is the cheaper memo
    # to make, and the integer path asks for nothing more).
    __slots__ = ("_legal", "_outcomes")
    _legal: tuple[Any, ...] | None
    _outcomes: Any  # see above

    _game: RoiDesNains
    _opts: Options
    _options: Mapping[str, OptionValue]
    _n: int
    _num_tricks: int
    _phase: Phase
    _deal_no: int
    _dealer: Seat
    _totals: tuple[int, ...]
    _contenders: tuple[Seat, ...]
    _extra_deals: int
    _seen_tiles: frozenset[int]
    _stack_left: int
    _top: int
    _last_tile: int
    _used_specials: frozenset[int]
    _last_special: int
    _special: int
    _deck: tuple[Card, ...]
    _dealt: int
    _left: tuple[Card, ...]  # the deck's cards not dealt yet, sorted
    _hands: tuple[tuple[Card, ...], ...]  # sorted, but in the order dealt while dealing
    _tile: int
    _quest: int
    _blue5: Seat
    _red5: Seat
    _trick_no: int
    _leader: Seat
    _trick: tuple[_Played, ...]
    _led: Suit  # the effective suit of the trick's first card that has one (§4.3), or -1
    _tricks: tuple[_Trick, ...]
    _special_points: tuple[int, ...]
    _next_dealer: Seat
    _musician: bool
    _decider: Seat
    # The last finished trick until the next one is led, still on the table (§7 display
    # rule): (deal, number, winner, ((seat, card), ...)).
    _collected: tuple[int, int, Seat, tuple[tuple[Seat, Card], ...]] | None
    _deals: tuple[DealSummary, ...]
    _history: _History
    _num_actions: int
    _to_move: tuple[Seat, ...]  # see to_move

    # -- construction -------------------------------------------------------

    @classmethod
    def _initial(
        cls, game: RoiDesNains, n: int, opts: Options, resolved: Mapping[str, OptionValue]
    ) -> State:
        s = object.__new__(State)
        s._legal = s._outcomes = None
        s._game, s._opts, s._options, s._n = game, opts, resolved, n
        s._num_tricks = num_tricks(n)
        s._deck = base_cards(n)  # this deal's special joins it at its reveal
        s._deal_no = 0
        s._dealer = 0
        s._totals = (0,) * n
        s._contenders = tuple(range(n))
        s._extra_deals = 0
        s._seen_tiles = frozenset()
        s._stack_left = opts.quests_per_game
        s._top = -1
        s._last_tile = -1
        s._used_specials = frozenset()
        s._last_special = -1
        s._special = -1
        s._dealt = 0
        s._left = ()
        s._hands = ((),) * n
        s._tile = s._quest = -1
        s._blue5 = s._red5 = -1
        s._trick_no = 0
        s._leader = 0
        s._trick = ()
        s._led = _NO_SUIT
        s._tricks = ()
        s._special_points = (0,) * n
        s._next_dealer = -1
        s._musician = False
        s._decider = -1
        s._collected = None
        s._deals = ()
        s._history = None
        s._num_actions = 0
        if opts.first_dealer == "random":
            s._phase = _PH_DEALER
        else:
            dealer = int(opts.first_dealer)
            if dealer >= n:
                raise ConfigError(f"first_dealer {dealer} is not a seat of a {n}-player table")
            s._dealer = dealer
            s._begin()
        s._to_move = s._mover()
        return s

    def _begin(self) -> None:
        """§3.1 step 4: the stack's top tile shows (when public), then deal 1 starts."""
        if self._opts.quest_stack_top_public:
            self._phase = _PH_TOP_TILE
        else:
            self._start_deal()

    def _start_deal(self) -> None:
        """§3.3: reveal the special card (a chance node)."""
        self._deal_no += 1
        self._phase = _PH_SPECIAL

    def interim_scores(self) -> tuple[float, ...] | None:
        """The totals when a deal starts (§3.3: its special card not yet revealed)."""
        if self._phase is _PH_SPECIAL:
            return tuple(map(float, self._totals))
        return None

    # -- protocol: who moves --------------------------------------------------

    @property
    def game(self) -> RoiDesNains:
        return self._game

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    if TYPE_CHECKING:

        @property
        def to_move(self) -> tuple[Seat, ...]: ...

    else:
        # Read on every step: a property over the attribute that each step sets
        # (``_mover``), with no Python-level getter to call.
        to_move = property(attrgetter("_to_move"), doc="The seats that may act now.")

    def _mover(self) -> tuple[Seat, ...]:
        """Who may act now (:attr:`to_move`), from the phase and the trick."""
        phase = self._phase
        if phase is _PLAY:
            return _ALONE[(self._leader + len(self._trick)) % self._n]
        if phase is _DEAL:
            return (CHANCE,)
        if phase in (_PH_DRUID, _PH_BANNER, _PH_SPY):
            return (self._decider,)
        if phase is _PH_QUEST:
            return (self._blue5,)
        if phase is _PH_OVER:
            return ()
        return (CHANCE,)

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """The seat's legal actions, sorted (dense-id order; built from
        :meth:`legal_action_ids`)."""
        ids = self.legal_action_ids(seat)
        cached = self._legal
        assert cached is not None
        if len(cached) == 2:
            actions = _actions().actions
            self._legal = cached = (seat, ids, tuple([actions[i] for i in ids]))
        return cast(tuple[Action, ...], cached[2])

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The ids of the seat's legal actions, ascending; cached per state and seat."""
        cached = self._legal
        if cached is not None and cached[0] == seat:
            ids: tuple[int, ...] = cached[1]  # (no typing.cast: a call on the hot path)
            return ids
        if self._phase is _PLAY and self._to_move[0] == seat:
            # The hot case, inlined: a hand of base cards, whose play ids are its cards
            # and whose cards of the led suit are a slice (see _play_cards).
            hand = self._hands[seat]
            if hand and hand[-1] >= _FIRST_SPECIAL:
                ids = _play_ids(self._play_cards(seat))
            else:
                led = self._led
                if led == _NO_SUIT:
                    ids = hand
                else:
                    lo = _bisect_left(hand, _SUIT_START[led])
                    ids = hand[lo : _bisect_left(hand, _SUIT_START[led + 1], lo)] or hand
        else:
            ids = self._compute_legal_ids(seat)
        self._legal = (seat, ids)
        return ids

    def _compute_legal_ids(self, seat: Seat) -> tuple[int, ...]:
        phase = self._phase
        if phase is _PLAY:
            if seat != (self._leader + len(self._trick)) % self._n:
                return ()
            return _play_ids(self._play_cards(seat))
        if seat not in self.to_move:
            return ()
        if seat == CHANCE:
            return tuple([i for i, _ in self.chance_outcome_ids()])
        offset = _tables().offset
        if phase is _PH_QUEST:
            return _tables().faces_of_tile[self._tile]
        others = [p for p in range(self._n) if p != seat]
        if phase is _PH_DRUID:
            first = offset[_AK_SWAP]
            targets = others + ([] if self._opts.druid_mandatory else [_SWAP_NONE])
            return tuple(first + p for p in targets)
        if phase is _PH_BANNER:
            first = offset[_AK_BANNER]
            return (first, first + 1)
        first = offset[_AK_SPY]
        return tuple(first + p for p in others)

    def _follow_cards(self, hand: tuple[Card, ...], led: Suit) -> list[Card]:
        """§4.3 rule 2: the cards a seat holding the led suit may play."""
        t = _tables()
        rule = self._opts.magic_follow_rule
        allowed = []
        for c in hand:
            suit = t.suit[c]
            if suit == led:
                allowed.append(c)
            elif suit == _NO_SUIT:
                effect = t.effect[c] or _Effect()
                if (
                    rule == "always_free"
                    or (effect.free_to_play and effect.winner is _always_wins)
                    or (
                        rule == "effective_suit"
                        and (effect.free_to_play or self._effective(c)[0] == led)
                    )
                ):
                    allowed.append(c)
        return allowed

    def _play_cards(self, seat: Seat) -> tuple[Card, ...]:
        """§4.3: the cards ``seat`` may play now, sorted.

        A sorted hand holds its base cards suit by suit (their ids run so), then at
        most one special card, the deal's: the base cards that follow are a slice."""
        hand = self._hands[seat]
        led = self._led
        if led == _NO_SUIT:
            return hand
        lo = bisect.bisect_left(hand, _SUIT_START[led])
        follow = hand[lo : bisect.bisect_left(hand, _SUIT_START[led + 1], lo)]
        if hand and hand[-1] >= _FIRST_SPECIAL:
            special = hand[-1]
            suit = _SUIT[special]
            if suit == led:
                return follow + (special,)
            if suit == _NO_SUIT and follow:  # a Magic card: its rule decides
                return follow + (special,) if self._follow_cards((special,), led) else follow
        return follow or hand  # void: free to play anything

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """``(action, probability)`` at a chance node, sorted (from
        :meth:`chance_outcome_ids`)."""
        outcomes = self.chance_outcome_ids()
        cached = self._outcomes
        if type(cached) is not list:
            actions = _actions().actions
            self._outcomes = cached = [outcomes, tuple([(actions[i], p) for i, p in outcomes])]
        return cast(tuple[tuple[Action, float], ...], cached[1])

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(action id, probability)`` pairs ascending by id; cached per state."""
        cached = self._outcomes
        if cached is not None:
            if type(cached) is list:  # the actions asked for too
                cached = cached[0]
            memo: tuple[tuple[int, float], ...] = cached  # (no typing.cast: a call)
            return memo
        left = self._left
        outcomes: tuple[tuple[int, float], ...]
        if self._phase is _DEAL and len(left) > 1:  # the hot case, inlined
            # One outcome per card left, picked from a table in C (no loop in Python).
            outcomes = itemgetter(*left)(_DEAL_OUTCOMES[len(left)])
        else:
            outcomes = self._compute_outcome_ids()
        self._outcomes = outcomes
        return outcomes

    def _compute_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        phase = self._phase
        if phase is _DEAL:
            left = self._left
            row = _DEAL_OUTCOMES[len(left)]
            if len(left) == 1:  # itemgetter of one item gives the item, not a tuple
                return (row[left[0]],)
            outcomes: tuple[tuple[int, float], ...] = itemgetter(*left)(row)
            return outcomes
        offset = _tables().offset
        if phase in (_PH_TOP_TILE, _PH_QUEST_TILE):
            tiles = self._tile_pool(stack=phase is _PH_TOP_TILE or self._stack_left > 0)
            first = offset[_AK_TILE]
            p = 1.0 / len(tiles)
            return tuple([(first + t, p) for t in tiles])
        if phase is _PH_SPECIAL:
            pool = self._special_pool()
            first = offset[_AK_SPECIAL]
            p = 1.0 / len(pool)
            return tuple([(first + i, p) for i in pool])
        if phase is _PH_DEALER:
            first = offset[_AK_DEALER]
            return tuple((first + p, 1.0 / self._n) for p in range(self._n))
        return ()

    def _tile_pool(self, stack: bool) -> list[int]:
        """The tiles a draw can show: unseen ones (non-complex for a first game's stack)."""
        pool, _ = self._tile_supply(stack)
        return pool

    def _tile_supply(self, stack: bool) -> tuple[list[int], frozenset[int]]:
        """The tiles a draw can show, and the seen tiles once the draw is made.

        §6.5: a supply that runs out is reshuffled, but for the last deal's
        tile; the new supply is then drawn from like the first.
        """
        excluded = _NO_TILES
        if stack and self._opts.first_game_exclude_complex:
            excluded = _COMPLEX_TILES
        return draw_pool(_NUM_TILES, self._seen_tiles, self._last_tile, excluded)

    def _special_pool(self) -> list[int]:
        pool, _ = self._special_supply()
        return pool

    def _special_supply(self) -> tuple[list[int], frozenset[int]]:
        """The special cards a reveal can show, and the used ones before it (§6.5 reshuffle)."""
        return draw_pool(len(catalogue().specials), self._used_specials, self._last_special)

    # -- protocol: apply -------------------------------------------------------

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        if not isinstance(action, Action):
            return False
        if self._phase is _PH_DEAL:  # a 40-card scan of outcomes is the hot path
            return action.kind is _AK_DEAL and action.arg in self._left
        return _id_of(action) in self.legal_action_ids(seat)

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` of the action with dense id ``action_id``, with no Action object.

        Raises:
            GameOverError, NotYourTurnError, IllegalActionError: as :meth:`apply`.
            InvalidActionError: no action of the game has this id.
        """
        if type(action_id) is int:
            if self._phase is _DEAL:  # half the actions: a card dealt, straight to it
                card = action_id - _DEAL_FIRST
                left = self._left
                at = _bisect_left(left, card)  # sorted: cheaper than ``in``
                if seat == CHANCE and at < len(left) and left[at] == card:
                    s = _new_state(State)  # _copy, written out
                    s.__dict__ = self.__dict__.copy()
                    s._legal = s._outcomes = None
                    s._num_actions = self._num_actions + 1
                    if len(left) == 1:
                        s._deal_card(card, action_id, at)
                        return s
                    # _deal_card, written out for every card but the deal's last.
                    dealt = self._dealt
                    to = (self._dealer + 1 + dealt) % self._n
                    s._dealt = dealt + 1
                    s._history = (self._history, "deal", card, None, to, action_id)
                    hands = list(self._hands)
                    hands[to] += (card,)  # in the order dealt: sorted at the last card
                    s._hands = tuple(hands)
                    s._left = left[:at] + left[at + 1 :]
                    return s
            else:
                cached = self._legal  # legal_action_ids' memo, read here (the hot path)
                if cached is not None and cached[0] == seat:
                    legal = action_id in cached[1]
                else:
                    legal = action_id in self.legal_action_ids(seat)
                if legal:
                    s = _new_state(State)  # _copy, written out
                    s.__dict__ = self.__dict__.copy()
                    s._legal = s._outcomes = None
                    if action_id >= _FIRST_SPECIAL:
                        s._step(seat, action_id)
                        return s
                    # A base card played (its play id is its card id): _play, written out.
                    s._num_actions = self._num_actions + 1
                    hand = self._hands[seat]
                    trick = self._trick
                    led = self._led
                    number = self._trick_no
                    history: _History = (self._history, "play", seat, action_id, self._deal_no,
                               number, trick != (), -1, action_id)  # fmt: skip
                    if not trick:
                        s._collected = None  # the next trick is led: the last one is put away
                    suit = _SUIT[action_id]
                    void = False
                    if led != suit:
                        if led == _NO_SUIT:
                            s._led = suit
                        else:
                            void = not _holds_suit(hand, led)
                            # Nobody holding the led suit may play it: public (see _play).
                            history = (history, "void", seat, led, self._deal_no, number)
                    s._history = history
                    trick = (*trick, _new_played((seat, action_id, suit, _STRENGTH[action_id],
                                                  _NO_SUIT, void)))  # fmt: skip
                    s._trick = trick
                    i = hand.index(action_id)
                    hands = list(self._hands)
                    hands[seat] = hand[:i] + hand[i + 1 :]
                    s._hands = tuple(hands)
                    if len(trick) < self._n:
                        s._to_move = _ALONE[(seat + 1) % self._n]  # the next seat plays
                    else:
                        s._finish_trick()
                        # The next trick's leader, or what the trick's end brought.
                        s._to_move = _ALONE[s._leader] if s._phase is _PLAY else s._mover()
                    return s
        # Not legal: apply says why, with the errors of the object path.
        return self.apply(seat, self._game.action_from_id(action_id))

    def fingerprint(self) -> str:
        if self._phase is _PH_OVER:
            return "game over"
        if self._phase is _PH_PLAY:
            return f"deal {self._deal_no} trick {self._trick_no}"
        return f"deal {max(self._deal_no, 1)} {self._phase.name.lower()}"

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return f"{action!r} is not a le roi des nains action"
        if seat == CHANCE:
            return "not an outcome of this chance node"
        if self._phase is not _PH_PLAY:
            return f"the {self._phase.name.lower()} decision is pending"
        if action.kind not in (_AK_PLAY, _AK_WIZARD):
            return "it is time to play a card"
        cat = catalogue()
        card = cat.by_code[_wizard_code()] if action.kind is _AK_WIZARD else action.arg
        if card not in self._hands[seat]:
            return f"{cat.cards[card].code} is not in your hand"
        led = self._led
        return f"you must follow {cat.suit_names_en[led].lower()} ({_SUIT_CODES[led]})"

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)  # apply() checked it is one of our legal actions
        s = self._copy()
        s._step(seat, _id_of(action))
        return s

    def _copy(self) -> State:
        """A copy to change, without the memoised answers (the hot path makes one copy
        per action). The attribute dict holds no memo but the result's, and a finished
        game is never changed."""
        new = object.__new__(State)
        new.__dict__ = self.__dict__.copy()
        new._legal = new._outcomes = None
        return new

    def _evolve(self) -> State:
        """:meth:`LoggedState._evolve` for this class: :meth:`_copy` (the memos live in
        slots, which a copy of the attribute dict would leave unset)."""
        return self._copy()

    def _step(self, seat: Seat, action_id: int) -> None:
        """Apply the legal action ``action_id`` of ``seat`` to this fresh copy, in place."""
        self._num_actions += 1
        # The two kinds of nearly every action first, told by their id ranges.
        if action_id >= _DEAL_FIRST:
            card = action_id - _DEAL_FIRST
            self._deal_card(card, action_id, self._left.index(card))  # sets _to_move
            return
        if action_id < _WIZARD_FIRST:
            self._play(seat, _ARG_OF[action_id], _NO_SUIT, action_id)  # sets _to_move
            return
        self._step_other(seat, action_id)
        self._to_move = self._mover()

    def _step_other(self, seat: Seat, action_id: int) -> None:
        """:meth:`_step` for the actions other than ``deal`` and ``play <card>``."""
        t = _tables()
        kind = t.kind_of[action_id]
        arg = t.arg_of[action_id]
        if kind is _AK_WIZARD:
            self._play(seat, t.wizard, arg, action_id)
        elif kind is _AK_QUEST:
            self._record(_line(seat, "quest", {"face": catalogue().faces[arg].id},
                               action_id=action_id))  # fmt: skip
            self._quest = arg
            self._phase = _PH_PLAY
            self._trick_no = 1
            self._leader = self._red5 = self._holder_of(t.r5)
            # §4.2: shown, taken back
            self._record(_line(_TABLE, "show", {"seat": self._red5, "card": "R5"}))
        elif kind is _AK_SWAP:
            if arg == _SWAP_NONE:
                self._record(_line(seat, "keep", {}, action_id=action_id))
            else:
                self._record(_line(seat, "swap", {"seat": arg}, action_id=action_id))
            self._decide(seat, kind, arg)
        elif kind is _AK_BANNER:
            self._record(_line(seat, "banner", {"direction": _DIRECTIONS[arg]},
                               action_id=action_id))  # fmt: skip
            self._decide(seat, kind, arg)
        elif kind is _AK_SPY:
            self._record(_line(seat, "spy", {"seat": arg}, action_id=action_id))
            self._decide(seat, kind, arg)
        elif kind is _AK_TILE:
            shown = "top" if self._phase is _PH_TOP_TILE else "drawn"
            args = {"tile": catalogue().tiles[arg], "shown": shown}
            self._record(_line(CHANCE, "tile", args, action_id=action_id))
            self._show_tile(arg)
        elif kind is _AK_SPECIAL:
            card = catalogue().specials[arg]
            self._record(_line(CHANCE, "special", {"card": t.code[card], "deal": self._deal_no},
                               action_id=action_id))  # fmt: skip
            self._special = arg
            self._used_specials = self._special_supply()[1] | {arg}
            self._deck = tuple(sorted((*self._deck, card)))
            self._left = self._deck
            self._phase = _PH_DEAL
            self._dealt = 0
        else:  # DEALER
            self._record(_line(CHANCE, "dealer", {"seat": arg}, action_id=action_id))
            self._dealer = arg
            self._begin()

    def _holder_of(self, card: Card) -> Seat:
        return next(p for p in range(self._n) if card in self._hands[p])

    def _deal_card(self, card: Card, action_id: int, at: int) -> None:
        """Deal ``card``, at index ``at`` of the cards left, to the next seat."""
        n = self._n
        to = (self._dealer + 1 + self._dealt) % n
        self._dealt = dealt = self._dealt + 1
        left = self._left
        last = len(left) == 1  # this deal's last card
        each = dealt // n if last else None
        self._history = (self._history, "deal", card, each, to, action_id)  # see _expand
        hands = list(self._hands)
        hands[to] += (card,)  # in the order dealt: sorted at the deal's last card
        self._left = left[:at] + left[at + 1 :]
        if not last:
            self._hands = tuple(hands)
            return  # still dealing: chance still moves
        self._hands = tuple([tuple(sorted(hand)) for hand in hands])
        # §4.1: the blue-5 holder shows it and takes a tile.
        self._blue5 = self._holder_of(_tables().b5)
        # §4.1: shown, taken back
        self._record(_line(_TABLE, "show", {"seat": self._blue5, "card": "B5"}))
        self._trick_no = 0
        if self._top >= 0:
            self._take_tile(self._top)
        else:
            self._phase = _PH_QUEST_TILE
        self._to_move = self._mover()

    def _show_tile(self, tile: int) -> None:
        stack = self._phase is _PH_TOP_TILE or self._stack_left > 0
        self._seen_tiles = self._tile_supply(stack)[1] | {tile}
        if self._phase is _PH_TOP_TILE and self._deal_no == 0:
            self._top = tile
            self._start_deal()
        elif self._phase is _PH_TOP_TILE:
            self._top = tile
            self._phase = _PH_QUEST
        else:  # QUEST_TILE
            self._take_tile(tile)

    def _take_tile(self, tile: int) -> None:
        self._tile = tile
        self._top = -1
        if self._stack_left > 0:
            self._stack_left -= 1
        if self._opts.quest_stack_top_public and self._stack_left > 0:
            self._phase = _PH_TOP_TILE
        else:
            self._phase = _PH_QUEST

    def _effective(self, card: Card) -> tuple[Suit, float]:
        """§4.3: the card's effective suit and strength if played now."""
        t = _tables()
        suit = t.suit[card]
        if suit != _NO_SUIT:
            return (suit, t.strength[card])
        spec = catalogue().cards[card]
        assert spec.special is not None
        return _EFFECTS[spec.special.effect].effective(self, self._trick, spec.special.params)

    def _play(self, seat: Seat, card: Card, named: Suit, action_id: int) -> None:
        hands = self._hands
        hand = hands[seat]
        trick = self._trick
        led = self._led
        deal, number = self._deal_no, self._trick_no
        # A compact node (see _expand).
        history: _History = (self._history, "play" if named < 0 else "wizard", seat, card,
                             deal, number, trick != (), named, action_id)  # fmt: skip
        if not trick:
            self._collected = None  # the next trick is led: the last one is put away
        void = False
        printed = _SUIT[card]
        if led != _NO_SUIT and printed != led:
            void = not _holds_suit(hand, led)
            if printed != _NO_SUIT or not self._follow_cards((card,), led):
                # A card nobody holding the led suit may play: everyone now knows
                # this hand holds none (public, and what sample_state relies on).
                history = (history, "void", seat, led, deal, number)  # see _expand
        self._history = history
        if printed != _NO_SUIT:
            suit, strength = printed, _STRENGTH[card]
        else:
            suit, strength = self._effective(card)
        self._trick = trick = (*trick, _new_played((seat, card, suit, strength, named, void)))
        if led == _NO_SUIT:
            self._led = suit
        i = hand.index(card)
        new = list(hands)  # cheaper than a tuple built from slices
        new[seat] = hand[:i] + hand[i + 1 :]
        self._hands = tuple(new)
        if len(trick) < self._n:
            self._to_move = _ALONE[(seat + 1) % self._n]  # the next seat plays
        else:
            self._finish_trick()
            self._to_move = self._mover()

    def _special_card(self) -> CardSpec:
        return catalogue().cards[catalogue().specials[self._special]]

    def _finish_trick(self) -> None:
        """§4.4: the winner takes the trick; the special card acts; the next trick."""
        trick = self._trick
        led = self._led
        special = _SPECIAL_CARDS[self._special]
        cards = tuple([p[:2] for p in trick])  # (seat, card) pairs
        played = [p[1] for p in trick]
        in_trick = special in played
        effect = _EFFECT_OF[special]
        assert effect is not None
        index = effect.winner(trick, led, special) if in_trick else None
        if index is None:
            # The highest card of the led suit (by index: a named tuple's fields are
            # read through a descriptor).
            index, best = -1, -1.0
            for i, p in enumerate(trick):
                if p[2] == led and p[3] > best:
                    index, best = i, p[3]
        winner = trick[index][0]
        troll = in_trick and effect is _TROLL
        if troll:
            winner = (winner + 1) % self._n  # §4.4 Troll: the trick goes to the winner's left
        number, deal = self._trick_no, self._deal_no
        done = _new_trick((number, self._leader, winner, cards, played[index]))
        self._tricks = (*self._tricks, done)
        self._collected = (deal, number, winner, cards)
        self._history = (self._history, "win", winner, number, deal, "yes" if troll else None)
        if not self._musician and _G5 in played:
            self._next_dealer = winner
        self._trick = ()
        self._led = _NO_SUIT
        self._leader = winner
        if in_trick:
            player = trick[played.index(special)].seat
            spec = catalogue().cards[special].special
            assert spec is not None
            effect.on_trick_end(self, done, player, spec.params)
            if effect.decision is not None and self._hands[winner]:
                self._decider = player
                self._phase = effect.decision
                return
        # _next_trick, written out
        self._phase = _PLAY
        if number < self._num_tricks:
            self._trick_no = number + 1
        else:
            self._score_deal()

    def _add_special_points(self, seat: Seat, points: int, trick: _Trick) -> None:
        self._special_points = _set(self._special_points, seat, self._special_points[seat] + points)
        code = self._special_card().code
        self._record(_line(_TABLE, "points", {"seat": seat, "points": points, "card": code}))

    def _next_trick(self) -> None:
        self._phase = _PH_PLAY
        if self._trick_no < self._num_tricks:
            self._trick_no += 1
        else:
            self._score_deal()

    def _decide(self, seat: Seat, kind: ActionKind, arg: int) -> None:
        """§4.4: the Druid's swap, the Standard Bearer's pass or the Ninja's look."""
        hands = list(self._hands)
        n = self._n
        if kind is _AK_SWAP:
            if arg != _SWAP_NONE:
                other = arg
                hands[seat], hands[other] = hands[other], hands[seat]
                self._hands = tuple(hands)
                self._receive(seat, other)
                self._receive(other, seat)
        elif kind is _AK_BANNER:
            step = 1 if arg == 0 else -1  # left: to the next seat clockwise
            self._hands = tuple(hands[(p - step) % n] for p in range(n))
            for p in range(n):
                self._receive(p, (p - step) % n)
        else:  # SPY
            target = arg
            cards = tuple(catalogue().cards[c].code for c in hands[target])
            args = {"seat": target, "cards": cards, "deal": self._deal_no, "trick": self._trick_no}
            self._record(_line(_TABLE, "hand", args, 1 << seat, seat))
        self._decider = -1
        self._next_trick()

    def _receive(self, seat: Seat, giver: Seat) -> None:
        cards = tuple(catalogue().cards[c].code for c in self._hands[seat])
        self._record(_line(_TABLE, "receive", {"seat": giver, "cards": cards}, 1 << seat, seat))

    def _score_deal(self) -> None:
        """§6: the chosen face and the special card's points, totals, then what comes next."""
        cat = catalogue()
        n = self._n
        tricks = self._tricks
        facts = _DealFacts(n, self._num_tricks, tricks)
        face = cat.faces[self._quest]
        quest_points = score_seats(face, facts.counts(quest_counts(face)))
        contenders = self._contenders
        deal_points = tuple([
            (q + s) if p in contenders else 0
            for p, (q, s) in enumerate(zip(quest_points, self._special_points, strict=True))
        ])  # fmt: skip
        self._totals = totals = tuple(
            [t + d for t, d in zip(self._totals, deal_points, strict=True)]
        )
        # Each seat's tricks and piles in one pass (tricks are kept in trick order).
        won: list[list[int]] = [[] for _ in range(n)]
        piles: list[list[tuple[str, ...]]] = [[] for _ in range(n)]
        codes = _CODE
        for t in tricks:  # (fields by index: a named tuple's are read through a descriptor)
            winner = t[2]
            won[winner].append(t[0])
            piles[winner].append(tuple([codes[c] for _, c in t[3]]))
        deal = self._deal_no
        summary = DealSummary(
            deal=deal,
            quest=face.id,
            special=self._special_card().code,
            tricks_won=tuple(map(tuple, won)),
            piles=tuple(map(tuple, piles)),
            quest_points=quest_points,
            special_points=self._special_points,
            deal_points=deal_points,
            totals=totals,
        )
        self._deals = (*self._deals, summary)
        for p in range(n):
            args = {"seat": p, "delta": deal_points[p], "total": totals[p], "deal": deal}
            self._record(_line(_TABLE, "score", args))
        self._dealer = self._next_dealer if self._next_dealer >= 0 else self._dealer
        self._last_tile, self._last_special = self._tile, self._special
        # Reset the deal.
        self._hands = ((),) * n
        deck = self._deck  # sorted: the deal's special card, the only one, comes last
        self._deck = deck[:-1] if deck[-1] >= _FIRST_SPECIAL else deck
        self._tricks = ()
        self._trick_no = 0
        self._special_points = (0,) * self._n
        self._next_dealer = -1
        self._musician = False
        self._tile = self._quest = -1
        self._blue5 = self._red5 = -1
        if self._deal_no < self._opts.quests_per_game:
            self._start_deal()
            return
        # §6.5: a tie at the top brings one more deal, up to the cap.
        best = max(self._totals[p] for p in self._contenders)
        tied = tuple(p for p in self._contenders if self._totals[p] == best)
        cap = self._opts.max_tiebreak_deals
        if len(tied) > 1 and (cap is None or self._extra_deals < cap):
            self._extra_deals += 1
            if self._opts.tiebreak_players == "tied_only":
                self._contenders = tied
            self._record(_line(_TABLE, "tie", {"seats": tuple(f"P{p}" for p in tied)}))
            self._start_deal()
            return
        self._phase = _PH_OVER
        self._record(_line(_TABLE, "over", {}))

    # -- protocol: end --------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase is _PH_OVER

    @property
    def result(self) -> Result | None:
        if self._phase is not _PH_OVER:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            totals = self._totals
            ranks = tuple(1 + sum(1 for q in totals if q > t) for t in totals)
            best = max(totals[p] for p in self._contenders)
            winners = tuple(p for p in self._contenders if totals[p] == best)
            cached = Result(points=totals, ranks=ranks, winners=winners,
                            details={"extra_deals": self._extra_deals})  # fmt: skip
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def __repr__(self) -> str:
        return f"<roi_des_nains.State {self._n}p {self.fingerprint()}>"

    # -- views ------------------------------------------------------------------

    def _entries(self, since: LoggedState | None = None) -> list[Any]:
        """The history's lines, oldest first (after ``since``'s, if given); a sampled
        state's :class:`_Prefix` is built here, when first read."""
        out: list[Any] = []
        node = self._history
        stop = since._history if since is not None else None
        while node is not None and node is not stop:
            if isinstance(node, _Prefix):
                out.extend(reversed(node.lines()))
                break
            if len(node) == 2:
                node, line = node
            else:
                line = _expand(node[1:])
                node = node[0]
            out.append(line)
        out.reverse()
        return out

    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action applied so far, chance included, as ``(seat, action)``."""
        actions = _actions().actions
        return tuple((line[0], actions[line[5]]) for line in self._entries() if line[5] >= 0)

    def _event(self, line: _Line, viewer: Seat | None) -> Event:
        actor_seat, kind_name, _, audience, to, _, shown = line
        visible = (
            audience == _PUBLIC
            or self._phase is _PH_OVER
            or (viewer is not None and audience >> viewer & 1)
        )
        known = shown[not visible]
        if known is not None:
            return known
        kind, args = EVENTS[kind_name], _args(line)
        if not visible:
            args = kind.redact(args)
        if actor_seat == CHANCE:
            actor = "chance"
        elif actor_seat == _TABLE:
            actor = "table"
        else:
            actor = f"P{actor_seat}"
        event = Event.of(kind, actor, args, f"P{to}" if to >= 0 else "")
        shown[not visible] = event
        return event

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self._n):
            raise ConfigError(f"{seat!r} is not a seat of this {self._n}-player table")
        cat = catalogue()
        over = self._phase is _PH_OVER
        codes = [c.code for c in cat.cards]
        tile = self._tile
        face = cat.faces[self._quest] if self._quest >= 0 else None
        unchosen = None
        if face is not None and (self._opts.show_unchosen_face or seat == self._blue5 or over):
            unchosen = next(f.id for f in cat.faces if f.tile == face.tile and f is not face)
        last_won = None
        if seat is not None:
            mine = [t for t in self._tricks if t.winner == seat]
            if mine:
                last_won = tuple(codes[c] for _, c in mine[-1].cards)
        led = self._led
        return View(
            seat=seat,
            num_players=self._n,
            options=self._options,
            phase=self._phase,
            deal=self._deal_no,
            num_deals=self._opts.quests_per_game,
            dealer=self._dealer if self._phase is not _PH_DEALER else None,
            totals=self._totals,
            contenders=self._contenders,
            special=self._special_card().code if self._special >= 0 and self._dealt_any() else None,
            quest=face.id if face else None,
            quest_tile=cat.tiles[tile] if tile >= 0 else None,
            unchosen_face=unchosen,
            top_tile=cat.tiles[self._top] if self._top >= 0 else None,
            stack_left=self._stack_left,
            blue5=self._blue5 if self._blue5 >= 0 else None,
            red5=self._red5 if self._red5 >= 0 else None,
            hand=None if seat is None else tuple([codes[c] for c in sorted(self._hands[seat])]),
            hand_sizes=tuple(len(h) for h in self._hands),
            trick_number=self._trick_no,
            num_tricks=self._num_tricks,
            leader=self._leader if self._trick_no > 0 else None,
            trick=tuple(
                TrickCard(
                    p.seat,
                    codes[p.card],
                    _SUIT_CODES[p.suit] if p.suit >= 0 else None,
                    p.strength,
                    _SUIT_CODES[p.named] if p.named >= 0 else None,
                )
                for p in self._trick
            ),
            led_suit=_SUIT_CODES[led] if led >= 0 else None,
            tricks_won=tuple(
                tuple(t.number for t in self._tricks if t.winner == p) for p in range(self._n)
            ),
            last_won_trick=last_won,
            special_points=self._special_points,
            deals=self._deals,
            events=tuple(self._event(e, seat) for e in self._entries()),
            result=self.result,
            to_move=self.to_move,
            past_tricks=self._past_tricks(seat),
        )

    def _past_tricks(self, seat: Seat | None) -> tuple[PastTrick, ...]:
        """The finished tricks the table shows ``seat`` now (§7; :class:`View`)."""
        if self._phase is _PH_OVER:
            return ()
        deal = self._deal_no
        shown = [(deal, t.number, t.winner, t.cards) for t in self._tricks]
        if self._opts.strict_history_view:
            mine = [t for t in self._tricks if t.winner == seat]
            shown = [self._collected] if self._collected is not None else []
            if mine:
                last = (deal, mine[-1].number, mine[-1].winner, mine[-1].cards)
                if last not in shown:
                    shown.append(last)
        codes = _tables().code
        return tuple(
            PastTrick(deal, number, winner, tuple((p, codes[c]) for p, c in cards))
            for deal, number, winner, cards in sorted(shown, key=lambda t: (t[0], t[1]))
        )

    def _dealt_any(self) -> bool:
        return self._phase is not _PH_SPECIAL


_set = replace_at


def _signed(points: int) -> str:
    """Points with their sign and a true minus: ``+2``, ``−3``, ``0``."""
    return "0" if points == 0 else f"{points:+d}".replace("-", "\u2212")


# ---------------------------------------------------------------------------
# Game


class RoiDesNains(Game):
    """The game object of Le Roi des Nains (``royaumes.load("roi_des_nains")``)."""

    event_kinds = EVENTS
    message_prefix = "rdn"
    view_type = View

    spec = GameSpec(
        id="roi_des_nains",
        title="Le Roi des Nains",
        version=1,
        min_players=3,
        max_players=5,
        options=Options.specs("rdn"),
        summary="A trick game whose goal changes every deal: the blue 5 picks the Quest, "
        "one special card twists the deal.",
        summary_fr="Un jeu de plis dont le but change à chaque donne : le 5 bleu choisit la "
        "Quête, une carte spéciale change la donne.",
        num_distinct_actions=108,
        max_chance_outcomes=92,
        rules_source="shared/rules/roi_des_nains.md",
        move_seconds=90,  # a person's default time per move online
    )

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the first chance node (§3).

        >>> state = GAME.new_state(4)
        >>> state.to_move, len(state.chance_outcomes())
        ((-1,), 4)

        Raises:
            ConfigError: bad player count or options.
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        return State._initial(self, num_players, Options.from_resolved(resolved), resolved)

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``rdn.ev.*``): the dealing once done, each card
        played (a lead, a follow, the Wizard's trump), the trick's winner, the special
        cards' effects, the hands seen or received, the scores.

        A card is a ``card`` reference, a Quest face a ``face`` one and the deal's
        special card a ``special`` one: the renderer draws them with their names and
        texts (``texts.py``, served to the pages) in its language.
        """
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        p = event.params
        kind = event.kind
        who = actor_ref(event.actor)
        params: dict[str, ParamValue] = {"who": who}
        if "seat" in p and p["seat"] is not None:
            params["seat"] = Ref("seat", p["seat"])
        if kind == "deal":
            return Message("rdn.ev.dealt", {"n": p["each"]}) if p["each"] else Message("")
        if kind == "tile":
            return Message(f"rdn.ev.tile.{p['shown']}", {"tile": p["tile"]})
        if kind == "special":
            return Message("rdn.ev.special", {"deal": p["deal"], "card": Ref("special", p["card"])})
        if kind == "show":
            return Message("rdn.ev.show." + p["card"], params)
        if kind == "quest":
            return Message("rdn.ev.quest", {**params, "face": Ref("face", p["face"])})
        if kind in ("play", "wizard"):
            params.update(card=Ref("card", p["card"]), trick=p["trick"])
            if kind == "wizard":
                return Message("rdn.ev.wizard", {**params, "suit": p["suit"]})
            return Message(f"rdn.ev.{p['role']}", params)
        if kind == "void":
            return Message("rdn.ev.void", {**params, "suit": p["suit"]})
        if kind == "win":
            key = "rdn.ev.win.troll" if p["troll"] else "rdn.ev.win"
            return Message(key, {**params, "trick": p["trick"]})
        if kind == "points":
            return Message("rdn.ev.points", {**params, "points": _signed(p["points"]),
                                             "card": Ref("card", p["card"])})  # fmt: skip
        if kind in ("hand", "receive"):
            to = actor_ref(event.to)
            if p["cards"] is None:  # hidden: a hand received is told, a hand seen is not
                hidden = Message("rdn.ev.receive.hidden", {**params, "to": to})
                return hidden if kind == "receive" else Message("")
            cards = Ref("cards", p["cards"])
            return Message(f"rdn.ev.{kind}", {**params, "to": to, "cards": cards})
        if kind == "score":
            params.update(delta=_signed(p["delta"]), total=_signed(p["total"]), deal=p["deal"])
            return Message("rdn.ev.score", params)
        if kind == "tie":
            seats = [actor_ref(w) for w in p["seats"]]
            names: dict[str, ParamValue] = {f"p{i}": "" for i in range(1, 6)}
            names.update({f"p{i}": ref for i, ref in enumerate(seats, 1)})
            return Message("rdn.ev.tie", {"n": len(seats), **names})
        if kind == "banner":
            return Message("rdn.ev.banner", {**params, "direction": p["direction"]})
        # dealer, keep, swap, spy, over
        return Message(f"rdn.ev.{kind}", params)

    def parse_action(self, text: str) -> Action:
        """The action with canonical text ``text`` (§11), e.g. ``"play M4 G"``.

        Raises:
            InvalidActionError: ``text`` is not exactly a canonical action text.
        """
        return _lookup().parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action from its JSON object (see :meth:`Action.to_json`).

        Raises:
            InvalidActionError: malformed data.
        """
        if isinstance(data, Mapping):
            if data.get("type") == "play" and data.get("suit") is not None:
                data = {**data, "type": "wizard"}
            elif data.get("type") == "swap" and data.get("seat") is None:
                data = {**data, "seat": "none"}
        return _lookup().from_json(data)

    def action_id(self, action: object) -> int:
        """The dense id: seat actions (plays, Wizard plays, faces, swaps, banners, spies)
        then chance outcomes (dealer, tile, special, deal).

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _lookup().id_of(action, Action)

    def action_from_id(self, action_id: int) -> Action:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        return _lookup().from_id(action_id)

    def max_game_length(
        self, num_players: int, options: Mapping[str, object] | None = None
    ) -> int | None:
        """The most actions a game can take; ``None`` without a cap on extra deals."""
        opts = Options.from_resolved(self.spec.resolve_options(options))
        if opts.max_tiebreak_deals is None:
            return None
        deals = opts.quests_per_game + opts.max_tiebreak_deals
        # per deal: special, 40 cards dealt, 2 tiles, quest, 40 plays, 1 decision
        return 2 + deals * (1 + 40 + 2 + 1 + 40 + 1)

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A state consistent with ``view``, hidden cards drawn with ``rng``.

        Built from the view, not by replaying it: only the hands of the deal in
        progress are hidden (every card of a finished deal was played), so the
        state is set up at the start of that deal from the view's public record,
        the deal's unseen cards are dealt to the hands that could hold them (a
        uniform draw over every consistent deal, as the chance nodes weigh them:
        see ``_assign``), and the deal's actions are applied from there. A hand
        holds the cards seen played from it, the cards shown to this seat (its own
        deal, a Ninja look, a hand received), and none of a suit it showed it
        lacked; hands move between seats with each swap or pass. The finished
        deals' history (the order in which each hand's cards were dealt) is
        drawn, and built, only when it is read (:class:`_Prefix`).

        Raises:
            ConfigError: not a roi_des_nains view, or no consistent state exists.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a roi_des_nains view")
        events = view.events
        start = next((i for i in range(len(events) - 1, -1, -1)
                      if events[i].kind == "special"), -1)  # fmt: skip
        if start < 0:  # before the first deal: nothing is hidden
            state = self.new_state(view.num_players, view.options)
            for seat, action_id in _action_ids(events):
                state._step(seat, action_id)
            return state
        actions = _deal_in_progress(view, start, rng)
        state = _checkpoint(view, start, rng)
        for seat, action_id in actions:
            state._step(seat, action_id)
        return state

    def view_from_json(self, data: object) -> View:
        """The view from :meth:`View.to_json` output (no ``past_tricks``: none).

        Raises:
            ConfigError: not a roi_des_nains view.
        """
        if isinstance(data, Mapping):
            data = {"past_tricks": [], **data}
        return cast(View, super().view_from_json(data))


# ---------------------------------------------------------------------------
# sample_state: a state built from a view


def _seat_of(actor: str) -> Seat:
    """The seat of an event's actor ("P2", "chance")."""
    return CHANCE if actor == "chance" else int(actor[1:])


def _action_ids(events: Iterable[Event]) -> list[tuple[Seat, int]]:
    """The ``(seat, action id)`` of every action line of ``events`` (none hidden)."""
    ids = _tables().id_of_text
    return [(_seat_of(e.actor), ids[e.text]) for e in events if e.actor != "table"]


class _DealWalk:
    """A walk over the action lines of deals, in order, for ``sample_state``: what
    ``out`` (the ``(seat, action id)`` of every line walked) needs to deal each hidden
    card. Per hand as dealt: the cards known in it (dealt in view or played from it),
    those dealt in view, and the places in ``out`` of its hidden ``deal`` lines (each a
    stand-in until :meth:`deal_hidden`); ``perm`` maps each seat to the hand it holds
    (moved by each swap and banner pass)."""

    __slots__ = (
        "_by_code",
        "_first",
        "_ids",
        "dealt",
        "known",
        "n",
        "out",
        "perm",
        "seen",
        "slots",
    )

    def __init__(self, num_players: int) -> None:
        t = _tables()
        self._ids = t.id_of_text
        self._by_code = catalogue().by_code
        self._first = t.offset[_AK_DEAL]  # the first ``deal`` action's id
        self.n = num_players
        self.out: list[tuple[Seat, int]] = []
        self.new_deal()

    def new_deal(self) -> None:
        """Starts a deal: every hand as dealt empty, each seat holding its own."""
        n = self.n
        self.perm = list(range(n))  # seat -> the hand (as dealt) it holds
        self.known: list[set[Card]] = [set() for _ in range(n)]
        self.seen: list[set[Card]] = [set() for _ in range(n)]
        self.slots: list[list[int]] = [[] for _ in range(n)]
        self.dealt = [0] * n

    def step(self, e: Event) -> None:
        """Walks the action line ``e`` (not a ``table`` one)."""
        kind = e.kind
        if kind == "deal":
            to = int(e.to[1:])
            self.dealt[to] += 1
            code = e.args[0][1]
            if code is None:
                self.slots[to].append(len(self.out))
                self.out.append((CHANCE, -1))
                return
            self.known[to].add(self._by_code[code])
            self.seen[to].add(self._by_code[code])
        elif kind in ("play", "wizard"):
            self.known[self.perm[int(e.actor[1:])]].add(self._by_code[e.args[0][1]])
        elif kind == "swap":
            perm = self.perm
            a, b = int(e.actor[1:]), dict(e.args)["seat"]
            perm[a], perm[b] = perm[b], perm[a]
        elif kind == "banner":
            step = 1 if dict(e.args)["direction"] == "left" else -1
            self.perm = [self.perm[(q - step) % self.n] for q in range(self.n)]
        self.out.append((_seat_of(e.actor), self._ids[e.text]))

    def deal_hidden(self, hand: int, cards: Iterable[Card], rng: random.Random) -> None:
        """Deals ``cards`` less those dealt in view to ``hand``'s hidden ``deal`` lines,
        in an order drawn with ``rng``.

        Raises:
            ConfigError: not one card for each line.
        """
        drawn = sorted(set(cards) - self.seen[hand])
        rng.shuffle(drawn)
        if len(drawn) != len(self.slots[hand]):
            raise ConfigError("no roi_des_nains state is consistent with this view")
        for j, card in zip(self.slots[hand], drawn, strict=True):
            self.out[j] = (CHANCE, self._first + card)


def _past_deal_ids(
    num_players: int, events: tuple[Event, ...], rng: random.Random
) -> list[tuple[Seat, int]]:
    """The actions of ``events``, finished deals only, each hidden card dealt drawn.

    Each hand's cards are those played from it (with the hands moved by each swap or
    pass); the ones this seat did not see dealt go to its hidden ``deal`` lines in an
    order drawn with ``rng`` (every order is as likely under the chance nodes).
    """
    walk = _DealWalk(num_players)

    def fill() -> None:
        for hand in range(num_players):
            walk.deal_hidden(hand, walk.known[hand], rng)

    for e in events:
        if e.actor == "table":
            continue
        if e.kind == "special":
            fill()
            walk.new_deal()
        walk.step(e)
    fill()
    return walk.out


def _checkpoint(view: View, start: int, rng: random.Random) -> State:
    """The state at the start of the deal whose special card is ``view.events[start]``:
    read from the view's public record (totals, tiles, special cards, the trick left on
    the table), its history a :class:`_Prefix` of the events before ``start``."""
    n = view.num_players
    events = view.events
    t = _tables()
    first_tile, first_special = t.offset[_AK_TILE], t.offset[_AK_SPECIAL]
    s = GAME.new_state(n, view.options)
    tied_only = s._opts.tiebreak_players == "tied_only"
    num_actions = deal_no = 0
    # Tiles and special cards seen, stack and extra deals: the state's own bookkeeping
    # run over the lines that drive it.
    for e in events[:start]:
        if e.actor != "table":
            num_actions += 1
        kind = e.kind
        if kind in ("deal", "play", "void", "win"):
            continue
        if kind == "tile":
            s._phase = _PH_TOP_TILE if dict(e.args)["shown"] == "top" else _PH_QUEST_TILE
            s._deal_no = deal_no
            s._show_tile(t.id_of_text[e.text] - first_tile)
        elif kind == "show":
            if dict(e.args)["card"] == "B5" and s._top >= 0:
                s._take_tile(s._top)  # the dealing is over: the visible top is taken
        elif kind == "special":
            special = t.id_of_text[e.text] - first_special
            s._special = special
            s._used_specials = s._special_supply()[1] | {special}
            deal_no = dict(e.args)["deal"]
        elif kind == "score":
            if dict(e.args)["seat"] == 0:
                s._last_tile, s._last_special, s._tile = s._tile, s._special, -1
        elif kind == "tie":
            s._extra_deals += 1
            if tied_only:
                s._contenders = tuple(int(w[1:]) for w in dict(e.args)["seats"])
    # The last trick still on the table, and its winner, the next leader.
    by_code = catalogue().by_code
    win = next((i for i in range(start - 1, -1, -1) if events[i].kind == "win"), -1)
    if win >= 0:
        args = dict(events[win].args)
        plays = [e for e in events[:win] if e.kind in ("play", "wizard")][-n:]
        cards = tuple((int(e.actor[1:]), by_code[e.args[0][1]]) for e in plays)
        s._collected = (args["deal"], args["trick"], args["seat"], cards)
        s._leader = args["seat"]
    current = dict(events[start].args)["deal"]
    deals = tuple(d for d in view.deals if d.deal < current)
    s._deals = deals
    s._totals = deals[-1].totals if deals else (0,) * n
    s._dealt = len(s._deck) + 1 if deals else 0
    dealt_to = next((e.to for e in events[start:] if e.kind == "deal"), "")
    dealer = (int(dealt_to[1:]) - 1) % n if dealt_to else view.dealer
    assert dealer is not None
    s._dealer = dealer
    s._phase = _PH_SPECIAL
    s._deal_no = current
    s._tile = s._quest = -1
    s._to_move = s._mover()
    s._num_actions = num_actions
    if num_actions:
        s._history = _Prefix(n, view.options, events[:start], num_actions, rng.getrandbits(64))
    return s


def _deal_in_progress(view: View, start: int, rng: random.Random) -> list[tuple[Seat, int]]:
    """The actions of the deal whose special card is ``view.events[start]`` (to the
    view's end), each hidden card dealt drawn: the deal's unseen cards are given to
    the hands by ``_assign``, then each hand's to its hidden ``deal`` lines in a random
    order.

    Raises:
        ConfigError: no deal is consistent with the view.
    """
    n = view.num_players
    cat = catalogue()
    by_code = cat.by_code
    events = view.events[start:]
    walk = _DealWalk(n)
    forbidden = [0] * n  # per hand as dealt, a bit per suit it showed it lacked
    for e in events:
        kind = e.kind
        if e.actor == "table":
            if kind == "void":
                args = dict(e.args)
                forbidden[walk.perm[args["seat"]]] |= 1 << _SUIT_CODES.index(args["suit"])
            elif kind == "show":
                args = dict(e.args)
                walk.known[walk.perm[args["seat"]]].add(by_code[args["card"]])
            elif kind in ("hand", "receive"):
                args = dict(e.args)
                if args["cards"] is not None:
                    holder = args["seat"] if kind == "hand" else int(e.to[1:])
                    walk.known[walk.perm[holder]].update(by_code[c] for c in args["cards"])
            continue
        walk.step(e)
    known = walk.known
    base = [c.id for c in cat.cards if c.special is None]
    if n == 3:
        base = [c for c in base if c not in cat.removed_at_3_players]
    special = by_code[dict(events[0].args)["card"]]
    known_cards = set().union(*known)
    pool = [c for c in (*base, special) if c not in known_cards]
    need = [walk.dealt[h] - len(known[h]) for h in range(n)]
    extra = _assign(pool, need, forbidden, rng) if min(need) >= 0 else None
    if extra is None:
        raise ConfigError("no roi_des_nains state is consistent with this view")
    for hand in range(n):
        if walk.slots[hand]:
            walk.deal_hidden(hand, known[hand] | set(extra[hand]), rng)
    return walk.out


def _assign(
    pool: list[Card], need: list[int], forbidden: list[int], rng: random.Random
) -> list[list[Card]] | None:
    """``need[h]`` cards of ``pool`` for each hand ``h``, none of a suit in the bit mask
    ``forbidden[h]``, drawn uniformly among every such assignment (the cards left over
    are the deck's undealt ones); ``None`` when there is none.

    A shuffle dealt out in order is uniform; one that breaks a void is redrawn (still
    uniform). After a few failures (many voids), an exact draw: the number of cards of
    each suit each constrained hand gets, weighted by how many assignments give it,
    then the cards.
    """
    hands = range(len(need))
    suit = _tables().suit
    constrained = [h for h in hands if forbidden[h] and need[h]]
    for _attempt in range(8):
        rng.shuffle(pool)
        out: list[list[Card]] = []
        at = 0
        for h in hands:
            out.append(pool[at : at + need[h]])
            at += need[h]
        if not any(
            suit[c] >= 0 and forbidden[h] >> suit[c] & 1 for h in constrained for c in out[h]
        ):
            return out
    return _assign_exact(pool, need, forbidden, constrained, rng)


def _assign_exact(
    pool: list[Card],
    need: list[int],
    forbidden: list[int],
    constrained: list[int],
    rng: random.Random,
) -> list[list[Card]] | None:
    """``_assign``'s exact draw (see there)."""
    suit = _tables().suit
    classes = [[c for c in pool if suit[c] == k] for k in (0, 1, 2, _NO_SUIT)]
    allowed = [
        [k for k in range(4) if k == 3 or not forbidden[h] >> k & 1] for h in range(len(need))
    ]
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def splits(h: int, rem: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
        """Each split of hand ``h``'s cards by suit, with its number of assignments."""
        out = []
        for x in _compositions(need[h], [rem[k] if k in allowed[h] else 0 for k in range(4)]):
            ways = 1
            for k in range(4):
                ways *= math.comb(rem[k], x[k])
            after = tuple(r - c for r, c in zip(rem, x, strict=True))
            out.append((x, ways * count(constrained.index(h) + 1, after)))
        return out

    def count(i: int, rem: tuple[int, ...]) -> int:
        # The hands after the constrained ones take any cards: their number of ways
        # depends only on how many are left, the same for every branch.
        if i == len(constrained):
            return 1
        key = (i, rem)
        if key not in memo:
            memo[key] = sum(w for _, w in splits(constrained[i], rem))
        return memo[key]

    rem = tuple(len(c) for c in classes)
    if count(0, rem) == 0:
        return None
    for c in classes:
        rng.shuffle(c)
    out: list[list[Card]] = [[] for _ in need]
    for h in constrained:
        options = splits(h, rem)
        pick = rng.randrange(sum(w for _, w in options))
        x = options[-1][0]
        for split, w in options:
            if pick < w:
                x = split
                break
            pick -= w
        for k in range(4):
            out[h].extend(classes[k][: x[k]])
            del classes[k][: x[k]]
        rem = tuple(r - c for r, c in zip(rem, x, strict=True))
    rest = [c for cls in classes for c in cls]
    rng.shuffle(rest)
    for h in range(len(need)):
        if h not in constrained:
            out[h] = rest[: need[h]]
            del rest[: need[h]]
    return out


def _compositions(total: int, limits: list[int]) -> Iterable[tuple[int, ...]]:
    """Every tuple of ``len(limits)`` counts summing to ``total``, each within its limit."""
    if len(limits) == 1:
        if total <= limits[0]:
            yield (total,)
        return
    for first in range(min(total, limits[0]) + 1):
        for tail in _compositions(total - first, limits[1:]):
            yield (first, *tail)


GAME: Final = RoiDesNains()
"""The one instance of the game."""


# ---------------------------------------------------------------------------
# Hot-path constants: module globals read by the playout path (cheaper than an
# attribute of ``_tables()`` or an enum member looked up on its class).

_PLAY: Final = _PH_PLAY
_new_state: Final = object.__new__
_bisect_left: Final = bisect.bisect_left
_DEAL: Final = _PH_DEAL
_DEAL_FIRST: Final = _tables().offset[_AK_DEAL]  # the id of ``deal <card 0>``
_WIZARD_FIRST: Final = _tables().offset[_AK_WIZARD]  # every play id below it
_ARG_OF: Final = _tables().arg_of
_FIRST_SPECIAL: Final = min(catalogue().specials)  # base cards come first, by suit
_SUIT_START: Final = tuple(
    [min(c.id for c in catalogue().cards if c.suit == k and c.special is None) for k in range(3)]
    + [_FIRST_SPECIAL]
)  # the first base card of each suit, then the end of the base cards
_DEAL_OUTCOMES: Final = tuple(
    tuple((_DEAL_FIRST + c, 1.0 / k if k else 0.0) for c in range(len(catalogue().cards)))
    for k in range(len(catalogue().cards) + 1)
)  # [k][card]: the ``deal`` outcome of the card while k cards are left to deal
_SUIT: Final = _tables().suit
_STRENGTH: Final = _tables().strength
_EFFECT_OF: Final = _tables().effect
_SPECIAL_CARDS: Final = catalogue().specials
_G5: Final = _tables().g5
_TROLL: Final = _EFFECTS["hand_trick_left"]
_CODE: Final = _tables().code
_WIZARD: Final = _tables().wizard
_WIZARD_IDS: Final = _tables().wizard_ids
_PLAY_ID: Final = _tables().play_id
# What the hot path takes for granted of the catalogue's card ids.
assert all(_PLAY_ID[c] == c for c in range(_FIRST_SPECIAL)), "base cards: play id = card id"
assert all(_SUIT[c] == k for k in range(3) for c in range(_SUIT_START[k], _SUIT_START[k + 1])), (
    "base cards: suit by suit"
)
_ALONE: Final = tuple((seat,) for seat in range(GAME.spec.max_players))  # to_move's, shared
_NUM_TILES: Final = len(catalogue().tiles)
_NO_TILES: Final[frozenset[int]] = frozenset()
_COMPLEX_TILES: Final = frozenset(f.tile for f in catalogue().faces if f.complex)
