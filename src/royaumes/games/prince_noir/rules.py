"""Les Chevauchées du Prince Noir: a two-player bluffing game of castles on a frontier.

Eight castles lie in a row, four English and four French. Each turn both
sides attack one enemy castle and defend one of their own with face-down
cards: an attack is worth the sum of its card values, a defence the number
of its cards plus a bonus for pillages, and runs of a side's castles beside
the contested one add chain bonuses. The second player chooses in which
order the two combats resolve. Whoever holds all 8 castles at the end of a
turn wins at once; otherwise, when the cards run out, castles, cards in hand
and the largest group of adjacent castles score.

Rules source: ``shared/rules/prince_noir.md`` (a Do It Your Game game-jam
entry), built from the French seed ``shared/seeds/003_2bdbb1d3938e2110.txt``;
section numbers (§) below refer to that spec. The deck and the bonus tables
are data (``cards.toml``).

=========================  ===================================================
Players                    2 (English ``E`` and French ``F``)
Chance                     explicit: which seat is English, every card drawn
                           (seen by its drawer only)
Information                imperfect: hands, draws, and the cards placed
                           face down until the reveal
Action notation            ``attack 4 Ch+Pl``, ``defend 3 Rd+Pl+Pl``,
                           ``order 6 2``; chance: ``sides EF``, ``draw Pl``
Returns                    points per seat: castles + cards in hand + the
                           largest group of adjacent castles
=========================  ===================================================

Simplifications: none; every DEFAULT of §8 is an option.

Version history:

- 1: first release.
"""

from __future__ import annotations

import enum
import functools
import itertools
import math
import random
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState
from royaumes.errors import ConfigError
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
from royaumes.games.prince_noir import scoring

__all__ = [
    "GAME",
    "Action",
    "ActionKind",
    "Catalogue",
    "Options",
    "Phase",
    "PrinceNoir",
    "State",
    "View",
    "catalogue",
    "chain_bonus",
    "group_value",
    "pillage_bonus",
]

_SIDES: Final = "EF"
_MAX_GROUP: Final = 8  # the largest group with an action id (hand_size at most 8)
Group: TypeAlias = tuple[int, ...]
"""A group of cards as counts per card type, in the catalogue's order."""

# ---------------------------------------------------------------------------
# Catalogue


@dataclass(frozen=True)
class CardType:
    """One card type (§2)."""

    index: int
    id: str
    name_en: str
    name_fr: str
    value: int
    main: bool
    copies: int


@dataclass(frozen=True)
class Catalogue:
    """The validated contents of ``cards.toml``."""

    cards: tuple[CardType, ...]
    hand_size: int
    castles: int
    start_line: str
    chain_table: tuple[int, ...]
    pillage_bonus: tuple[int, ...]

    @property
    def pillage(self) -> int:
        """The index of the one non-main type whose count earns the defence bonus."""
        return next(c.index for c in self.cards if not c.main)


@functools.cache
def catalogue() -> Catalogue:
    """The catalogue of ``cards.toml``, loaded once and validated.

    Raises:
        ConfigError: the data file is malformed.
    """
    text, where = read_data(__package__, "cards.toml")
    try:
        raw = tomllib.loads(text)
        cards = tuple(
            CardType(i, c["id"], c["name_en"], c["name_fr"], int(c["value"]), bool(c["main"]),
                     int(c["copies"]))
            for i, c in enumerate(raw["cards"])
        )  # fmt: skip
        cat = Catalogue(
            cards=cards,
            hand_size=int(raw["hand_size"]),
            castles=int(raw["castles"]),
            start_line=str(raw["start_line"]),
            chain_table=tuple(int(x) for x in raw["chain_table"]),
            pillage_bonus=tuple(int(x) for x in raw["pillage_bonus"]),
        )
    except (KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{where}: malformed data ({exc!r})") from exc
    if sum(1 for c in cat.cards if not c.main) != 1:
        raise ConfigError(f"{where}: exactly one card type is the pillage (main = false)")
    if len(cat.start_line) != cat.castles or set(cat.start_line) - set(_SIDES):
        raise ConfigError(f"{where}: start_line must be {cat.castles} letters E or F")
    if len({c.id for c in cat.cards}) != len(cat.cards):
        raise ConfigError(f"{where}: card ids are not unique")
    return cat


def chain_bonus(board: str, castle: int, side: str, mode: str) -> int:
    """§5: the chain bonus of ``side`` ("E" or "F") at ``castle`` (0-based) on ``board``
    (8 letters) under the option ``chain_mode``: the runs of ``side``'s castles left and
    right of ``castle`` (itself excluded, except for ``combined``), through ``chain_table``.

    >>> chain_bonus("EEEFEEEF", 3, "E", "per_side_sum")
    2
    """
    table = catalogue().chain_table

    def bonus(run: int) -> int:
        return table[min(run, len(table) - 1)]

    left = right = 0
    c = castle - 1
    while c >= 0 and board[c] == side:
        left, c = left + 1, c - 1
    c = castle + 1
    while c < len(board) and board[c] == side:
        right, c = right + 1, c + 1
    if mode == "per_side_max":
        return max(bonus(left), bonus(right))
    if mode == "combined":
        return bonus(left + right + (board[castle] == side))
    return bonus(left) + bonus(right)


def group_value(group: Group, role: str) -> int:
    """§5: a group's strength before chains: the cards' printed values for an
    ``"attack"``, one per card plus the pillage bonus for a ``"defend"``."""
    cat = catalogue()
    if role == "attack":
        return sum(cat.cards[t].value * k for t, k in enumerate(group))
    return sum(group) + pillage_bonus(group)


def pillage_bonus(group: Group) -> int:
    """§5: the defence bonus for the pillages in ``group``."""
    cat = catalogue()
    return cat.pillage_bonus[min(group[cat.pillage], len(cat.pillage_bonus) - 1)]


# ---------------------------------------------------------------------------
# Options (§8)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (§8): the one schema of the game's configuration keys
    (their words are the catalogue's ``pn.opt.*``)."""

    chain_mode: str = option(
        OptionKind.CHOICE, "per_side_sum", choices=("per_side_sum", "per_side_max", "combined")
    )
    order_timing: str = option(
        OptionKind.CHOICE, "before_reveal", choices=("before_reveal", "after_reveal")
    )
    no_main_card: str = option(
        OptionKind.CHOICE, "pillage_attack", choices=("pillage_attack", "end_game")
    )
    sides: str = option(OptionKind.CHOICE, "random", choices=("random", "seat0_english"))
    final_tie: str = option(OptionKind.CHOICE, "draw", choices=("draw", "more_castles"))
    hand_size: int = option(OptionKind.INT, 6, minimum=2, maximum=_MAX_GROUP)


# ---------------------------------------------------------------------------
# Actions (§11)


class ActionKind(enum.IntEnum):
    """The kinds of actions, in dense-id order."""

    ATTACK = 0  # arg: castle index * len(_GROUPS) + group index
    DEFEND = 1
    ORDER = 2  # arg: first * 8 + second (castle indices)
    SIDES = 3  # chance, arg: 0 "EF", 1 "FE"
    DRAW = 4  # chance, arg: card type


@functools.cache
def _groups() -> tuple[Group, ...]:
    """Every multiset of 1 to 8 cards over the card types, smallest first."""
    types = len(catalogue().cards)
    out: list[Group] = []
    for size in range(1, _MAX_GROUP + 1):
        for combo in itertools.combinations_with_replacement(range(types), size):
            out.append(tuple(combo.count(t) for t in range(types)))
    return tuple(out)


@functools.cache
def _group_index() -> Mapping[Group, int]:
    return {g: i for i, g in enumerate(_groups())}


def group_text(group: Group) -> str:
    """``Ch+Pl+Pl``: the cards in catalogue order, repeats written out (§11)."""
    cards = catalogue().cards
    return "+".join(cards[t].id for t, k in enumerate(group) for _ in range(k))


def _side_text(sides: int) -> str:
    return "EF" if sides == 0 else "FE"


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of Les Chevauchées du Prince Noir."""

    kind: ActionKind
    arg: int = 0
    text: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self.text or _action_text(self.kind, self.arg)

    def __repr__(self) -> str:
        return f"GAME.parse_action({str(self)!r})"

    @property
    def castle(self) -> int:
        """The castle (0-based) of an attack or defence."""
        return self.arg // len(_groups())

    @property
    def group(self) -> Group:
        """The cards of an attack or defence."""
        return _groups()[self.arg % len(_groups())]

    def to_json(self) -> dict[str, Any]:
        """``{"type": "attack", "castle": 4, "cards": ["Ch", "Pl"]}``, ``{"type": "order",
        "first": 6, "second": 2}``, ``{"type": "sides", "sides": "EF"}``, ``{"type": "draw",
        "card": "Pl"}``: read from its text (``NOTATION``), a group's cards as a list."""
        data = _table().json_of(self)
        if "cards" in data:
            data["cards"] = str(data["cards"]).split("+")
        return data


NOTATION: Final = EventKinds(
    "prince_noir",
    [
        EventKind("attack", "attack {castle:int} {cards}"),
        EventKind("defend", "defend {castle:int} {cards}"),
        EventKind("order", "order {first:int} {second:int}"),
        EventKind("sides", "sides {sides}"),
        EventKind("draw", "draw {card}"),
    ],
)
"""The actions' canonical notation (§11), from which their JSON is read (a group's
cards are written ``Ch+Pl``: the JSON lists them)."""


def _action_text(kind: ActionKind, arg: int) -> str:
    if kind in (ActionKind.ATTACK, ActionKind.DEFEND):
        groups = _groups()
        castle, group = divmod(arg, len(groups))
        return f"{kind.name.lower()} {castle + 1} {group_text(groups[group])}"
    if kind is ActionKind.ORDER:
        return f"order {arg // 8 + 1} {arg % 8 + 1}"
    if kind is ActionKind.SIDES:
        return "sides " + _side_text(arg)
    return "draw " + catalogue().cards[arg].id


@functools.cache
def _table() -> ActionTable[Action]:
    """Every action in dense-id order (attacks, defences, orders, then chance outcomes),
    with its text and id lookups; an action's key is ``(kind, arg)``."""
    cat = catalogue()
    places = cat.castles * len(_groups())
    args: dict[ActionKind, range] = {
        ActionKind.ATTACK: range(places),
        ActionKind.DEFEND: range(places),
        ActionKind.ORDER: range(64),
        ActionKind.SIDES: range(2),
        ActionKind.DRAW: range(len(cat.cards)),
    }
    actions = tuple(
        Action(kind, a, _action_text(kind, a)) for kind in ActionKind for a in args[kind]
    )
    return ActionTable(
        "prince_noir", actions, key=lambda a: (a.kind, a.arg),
        example="'attack 4 Ch+Pl', 'defend 3 Rd+Pl+Pl', 'order 6 2'", notation=NOTATION,
    )  # fmt: skip


@functools.cache
def _public_ids() -> tuple[int, ...]:
    """Per action id, what the opponent sees of it before the reveal
    (:meth:`State.observed_action_id`):
    ``-1 - ((kind * castles + castle) * (_MAX_GROUP + 1) + size)`` for a placed group, the
    id itself for the others."""
    castles = catalogue().castles
    out = []
    for i, action in enumerate(_table().actions):
        if action.kind in (ActionKind.ATTACK, ActionKind.DEFEND):
            castle, group = divmod(action.arg, len(_groups()))
            size = sum(_groups()[group])
            out.append(-1 - ((action.kind * castles + castle) * (_MAX_GROUP + 1) + size))
        else:
            out.append(i)
    return tuple(out)


# ---------------------------------------------------------------------------
# Views


class Phase(enum.IntEnum):
    """What the game waits for (§4.1)."""

    SIDES = 0
    """Chance draws which seat is English."""
    DRAW = 1
    """Chance draws a card for the side now drawing."""
    OPEN_X = 2
    """Step 1: P1 picks castle X and places a group there."""
    ANSWER_X = 3
    """Step 2a: P2 answers at X."""
    OPEN_Y = 4
    """Step 2b: P2 picks castle Y and places a group there."""
    ANSWER_Y = 5
    """Step 3: P1 answers at Y."""
    ORDER = 6
    """Step 4: P2 chooses the resolution order."""
    OVER = 7
    """The game has ended."""


@dataclass(frozen=True)
class Placement:
    """A group placed at a castle this turn, as a seat sees it.

    Attributes:
        castle: the castle, 1 to 8.
        side: who placed it, "E" or "F".
        role: "attack" or "defend".
        cards: the group's text once this seat may see it, else ``None``.
        size: the number of cards (always public).
        value: the group's strength before chains (§5: the cards' values for an
            attack, one per card plus the pillage bonus for a defence) once this seat
            may see it, else ``None``.
    """

    castle: int
    side: str
    role: str
    cards: str | None
    size: int
    value: int | None = None


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) knows (§7).

    Attributes:
        seat: the seat this view is for, or ``None``.
        num_players: 2.
        options: every option's value.
        phase: what the game waits for.
        turn: the turn number, from 1.
        sides: per seat, its side ("E" or "F"), once drawn.
        board: the controller of each castle, 8 letters ("EFEFEFEF").
        first_player: the side holding the shield (P1 this turn).
        hand: this seat's hand as card ids, in catalogue order; ``None`` for
            a spectator.
        hand_sizes: per seat, its cards in hand.
        pile_sizes: per seat, its draw pile.
        placements: this turn's groups, in the order placed.
        order: the resolution order once chosen (castles 1 to 8).
        discard: the common discard, per card id, per side ("E": {"Sg": 1}).
        to_move: the seats that may act now.
        events: this seat's history, filtered (perfect recall).
        result: the result, once the game is over.
        chains: per side ("E", "F"), its chain bonus at each castle (index 0 is castle
            1) on this board, under ``chain_mode`` (§5).
        largest_groups: per side, its largest group of adjacent castles (§6).
        strengths: when this seat places a group, each legal placement's text
            (``"attack 4 Ch+Pl"``) and its strength there, chains included (§5);
            empty otherwise.
    """

    game_id: ClassVar[str] = "prince_noir"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue]
    phase: Phase
    turn: int
    sides: tuple[str, ...] | None
    board: str
    first_player: str
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    placements: tuple[Placement, ...]
    order: tuple[int, int] | None
    discard: Mapping[str, Mapping[str, int]]
    to_move: tuple[Seat, ...]
    events: tuple[Event, ...]
    result: Result | None
    chains: Mapping[str, tuple[int, ...]]
    largest_groups: Mapping[str, int]
    strengths: Mapping[str, int]


# ---------------------------------------------------------------------------
# State

_PUBLIC: Final = -1
_TABLE: Final = -3


_COMBAT_FACTS: Final = (
    "attacker", "attack_cards:cards", "defence_cards:cards", "attack_chain:int",
    "defence_chain:int", "pillage_bonus:int", "board",
)  # fmt: skip

EVENTS: Final = EventKinds(
    "prince_noir",
    [
        EventKind("sides", "sides {sides}"),
        # The last draw of a run (one seat's draws in a row) also carries the run's
        # cards (secret, as each card is) and how many they are.
        EventKind("draw", "draw {card:card}", ("card", "run"), ("run:cards", "n:int")),
        EventKind("attack", "attack {castle:int} {cards}"),
        EventKind("defend", "defend {castle:int} {cards}"),
        # A face-down group as the other seat sees it until the reveal.
        EventKind("hidden", "{role} {castle:int} [{size:int} cards]"),
        EventKind("hidden_one", "{role} {castle:int} [{size:int} card]"),
        EventKind("order", "order {first:int} {second:int}"),
        # The turn's four groups in the order placed: X twice, then Y twice.
        EventKind(
            "reveal",
            "reveal {side1}:{role1} {castle1:int} {cards1}, {side2}:{role2} {castle2:int} "
            "{cards2}, {side3}:{role3} {castle3:int} {cards3}, {side4}:{role4} "
            "{castle4:int} {cards4}",
        ),
        # A combat also says who attacked with what, the bonuses scored (§5) and the
        # board after it.
        EventKind(
            "flip",
            "combat {castle:int} attack {attack:int} defence {defence:int} flips to {side}",
            facts=_COMBAT_FACTS,
        ),
        EventKind(
            "hold",
            "combat {castle:int} attack {attack:int} defence {defence:int} holds",
            facts=_COMBAT_FACTS,
        ),
        EventKind("all_castles", "{side} holds every castle"),
        EventKind("exhausted", "cards exhausted"),
        EventKind("no_main", "no main card"),
    ],
)
"""Le Prince Noir's events (:mod:`royaumes.events`); their text is the spec's notation."""


@dataclass(slots=True)
class _Entry:
    """One line of the history. Only the two Events are ever written after it is made."""

    actor: int
    kind: str
    args: Mapping[str, Any]
    audience: int = _PUBLIC
    turn: int = 0  # a face-down placement becomes public at its turn's reveal
    to: int = -1  # the seat a drawn card went to
    action: int = -1  # on a step's first line, the step's action id (the steps of a state)
    # The line as an Event, shown and hidden: built once, since every view re-reads it
    # (two fields rather than a list: a line is kept per step of every game).
    shown: Event | None = field(default=None, compare=False, repr=False)
    masked: Event | None = field(default=None, compare=False, repr=False)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled without its Events: they are built again when read.
        return _Entry, (self.actor, self.kind, self.args, self.audience, self.turn, self.to,
                        self.action)  # fmt: skip

    def hidden(self) -> tuple[str, Mapping[str, Any]]:
        """The kind and arguments the line has for a seat outside its audience."""
        if self.kind == "draw":
            return "draw", EVENTS["draw"].redact(self.args)
        size = len(str(self.args["cards"]).split("+"))
        kind = "hidden" if size > 1 else "hidden_one"
        return kind, {"role": self.kind, "castle": self.args["castle"], "size": size}


_Node: TypeAlias = tuple["_Node", _Entry] | None
"""The history's entries as a linked list, ``(previous, entry)``, newest last."""


class _Unbuilt(enum.Enum):
    """The marker of a state whose history lines are not built yet."""

    LINES = 0


_UNBUILT: Final = _Unbuilt.LINES
_Trail: TypeAlias = tuple["_Trail", int, int] | None
"""Steps as a linked list, ``(previous, seat, action id)``, newest last."""
_SPAN: Final = 8
"""The most steps between a state with unbuilt lines and the state it replays them from:
a playout that reads no view keeps one state in ``_SPAN`` (and one small tuple a step),
and building the lines never replays more than ``_SPAN`` steps per kept state."""
_Placed: TypeAlias = tuple[int, int, int, Group]  # castle, seat, role (0 attack, 1 defend), group
_Log: TypeAlias = list[_Entry] | None
"""Where :meth:`State._advance` writes a step's history lines; ``None``: nowhere."""

# ---------------------------------------------------------------------------
# The integer path: tables derived once from the catalogue, answers memoised by key


@dataclass(frozen=True, slots=True)
class _Tables:
    """The dense ids as arithmetic, and per-group values, derived from ``cards.toml``.

    Attributes:
        groups: every group (``_groups()``); a group's index ``g`` is its place here.
        group_index: group -> index.
        texts: per group index, its text (``Ch+Pl``).
        num_groups: how many groups (494 for 4 card types).
        defend_base: the first defence id; an attack's id is ``castle * num_groups + g``,
            a defence's ``defend_base + castle * num_groups + g``.
        order_base: the first order id (``order_base + first * 8 + second``).
        sides_base: the first ``sides`` outcome (``EF``, then ``FE``).
        draw_base: the first ``draw`` outcome (``draw_base + card type``).
        mains: the indices of the main card types.
        values: per group, (its attack value, its defence value) before chains (§5).
        type_index: card id -> card type index.
        actions: every action, ``actions[i]`` having id ``i``.
        kinds: per action kind, its first id and how many ids it has.
        places: per attack or defence id, its (role, castle, group index): role 0
            attack, 1 defence.
    """

    groups: tuple[Group, ...]
    group_index: Mapping[Group, int]
    texts: tuple[str, ...]
    num_groups: int
    defend_base: int
    order_base: int
    sides_base: int
    draw_base: int
    mains: tuple[int, ...]
    values: Mapping[Group, tuple[int, int]]
    type_index: Mapping[str, int]
    actions: tuple[Action, ...]
    kinds: Mapping[ActionKind, tuple[int, int]]
    places: tuple[tuple[int, int, int], ...]


@functools.cache
def _tables() -> _Tables:
    cat = catalogue()
    groups = _groups()
    places = cat.castles * len(groups)
    table = _table()
    tables = _Tables(
        groups=groups,
        group_index=_group_index(),
        texts=tuple(group_text(g) for g in groups),
        num_groups=len(groups),
        defend_base=places,
        order_base=2 * places,
        sides_base=2 * places + 64,
        draw_base=2 * places + 66,
        mains=tuple(c.index for c in cat.cards if c.main),
        values={g: (group_value(g, "attack"), group_value(g, "defend")) for g in groups},
        type_index={c.id: c.index for c in cat.cards},
        actions=table.actions,
        kinds={
            ActionKind.ATTACK: (0, places),
            ActionKind.DEFEND: (places, places),
            ActionKind.ORDER: (2 * places, 64),
            ActionKind.SIDES: (2 * places + 64, 2),
            ActionKind.DRAW: (2 * places + 66, len(cat.cards)),
        },
        places=tuple((role, *divmod(arg, len(groups))) for role in (0, 1) for arg in range(places)),
    )
    assert tables.draw_base + len(cat.cards) == len(table.actions)
    return tables


@dataclass(frozen=True, slots=True)
class _Config:
    """The options as the hot paths read them."""

    pillage_attack: bool  # no_main_card == "pillage_attack": the fallback attack exists
    end_game: bool  # no_main_card == "end_game"
    after_reveal: bool  # order_timing == "after_reveal"
    hand_size: int
    chain_mode: str


def _config(opts: Options) -> _Config:
    return _Config(
        pillage_attack=opts.no_main_card == "pillage_attack",
        end_game=opts.no_main_card == "end_game",
        after_reveal=opts.order_timing == "after_reveal",
        hand_size=opts.hand_size,
        chain_mode=opts.chain_mode,
    )


# Memoised answers, keyed by plain tuples; every key ranges over a small finite set (hands
# of at most 8 cards, 256 boards), so they stay small.
_GROUP_CACHE: dict[tuple[Group, int, int, bool], tuple[tuple[int, ...], frozenset[int]]] = {}
_SLOT_CACHE: dict[tuple[int, Group, int, int, bool], tuple[int, ...]] = {}
_OUTCOME_CACHE: dict[Group, tuple[tuple[int, float], ...]] = {}
_CHAIN_CACHE: dict[tuple[tuple[int, ...], int, int, str], int] = {}
# Per hand (or pile), per card type, the count vector with one more (or one fewer) card
# of that type; per (hand, group index), the hand left once the group is placed.
_PLUS: dict[Group, tuple[Group, ...]] = {}
_MINUS: dict[Group, tuple[Group, ...]] = {}
_LEFT: dict[tuple[Group, int], Group] = {}
# A whole step's legal ids where they depend on the board too (opening X, opening Y):
# keyed by the hand, the board and what picks the castles. Hands times boards are too
# many to keep them all, so it is emptied when full (a few MB at most).
_OPEN_CACHE: dict[tuple[Any, ...], tuple[int, ...]] = {}
_OPEN_CAP: Final = 20_000


def _legal_group_ids(
    hand: Group, role: int, keep: int, flag: bool
) -> tuple[tuple[int, ...], frozenset[int]]:
    """§4.2: the indices (ascending) of the groups ``hand`` may place in ``role`` (0 attack,
    1 defence) keeping ``keep`` cards, as a tuple and as a set. ``flag``: for an attack,
    whether the pillage-only fallback exists (``no_main_card = pillage_attack``); for a
    defence, whether a main card must stay for a later attack (``end_game``, §4.2)."""
    key = (hand, role, keep, flag)
    hit = _GROUP_CACHE.get(key)
    if hit is None:
        t = _tables()
        pl = catalogue().pillage
        size = sum(hand)
        has_main = any(hand[i] for i in t.mains)
        out: list[int] = []
        for counts in itertools.product(*(range(k + 1) for k in hand)):
            total = sum(counts)
            if total == 0 or size - total < keep:
                continue
            if role == 0:
                mains = total - counts[pl]
                if mains != 1 and not (mains == 0 and not has_main and flag):
                    continue
            elif flag and not any(hand[i] - counts[i] for i in t.mains):
                continue  # under end_game a later attack needs a main card (§4.2)
            out.append(t.group_index[counts])
        out.sort()
        hit = _GROUP_CACHE[key] = (tuple(out), frozenset(out))
    return hit


def _slot_ids(base: int, hand: Group, role: int, keep: int, flag: bool) -> tuple[int, ...]:
    """The ids of the legal placements at one castle: ``base`` (the id of the castle's
    first group in ``role``) plus each legal group's index."""
    key = (base, hand, role, keep, flag)
    ids = _SLOT_CACHE.get(key)
    if ids is None:
        groups = _legal_group_ids(hand, role, keep, flag)[0]
        ids = _SLOT_CACHE[key] = tuple([base + g for g in groups])
    return ids


_HAND_CACHE: dict[tuple[Group, int, bool, bool], tuple[tuple[tuple[int, ...], ...], ...]] = {}


def _hand_slots(
    hand: Group, keep: int, attack_flag: bool, defence_flag: bool
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per role (attack, defence), per castle, the ids of the legal placements of
    ``hand`` there (:func:`_slot_ids`): one lookup for a whole step."""
    key = (hand, keep, attack_flag, defence_flag)
    hit = _HAND_CACHE.get(key)
    if hit is None:
        t = _tables()
        castles = catalogue().castles
        ng = t.num_groups
        hit = _HAND_CACHE[key] = (
            tuple(_slot_ids(c * ng, hand, 0, keep, attack_flag) for c in range(castles)),
            tuple(
                _slot_ids(t.defend_base + c * ng, hand, 1, keep, defence_flag)
                for c in range(castles)
            ),
        )
    return hit


def _plus(counts: Group) -> tuple[Group, ...]:
    """Per card type, ``counts`` with one more card of it (memoised in ``_PLUS``)."""
    out = _PLUS[counts] = tuple(
        counts[:t] + (counts[t] + 1,) + counts[t + 1 :] for t in range(len(counts))
    )
    return out


def _minus(counts: Group) -> tuple[Group, ...]:
    """Per card type, ``counts`` with one card of it fewer (memoised in ``_MINUS``)."""
    out = _MINUS[counts] = tuple(
        counts[:t] + (counts[t] - 1,) + counts[t + 1 :] for t in range(len(counts))
    )
    return out


def _remember_open(key: tuple[Any, ...], ids: tuple[int, ...]) -> tuple[int, ...]:
    """``ids`` kept in ``_OPEN_CACHE`` under ``key``, the cache emptied first when full."""
    if len(_OPEN_CACHE) >= _OPEN_CAP:
        _OPEN_CACHE.clear()
    _OPEN_CACHE[key] = ids
    return ids


def _chain(board: tuple[int, ...], castle: int, side: int, mode: str) -> int:
    """:func:`chain_bonus` on a board of side indices, memoised."""
    key = (board, castle, side, mode)
    bonus = _CHAIN_CACHE.get(key)
    if bonus is None:
        text = "".join(_SIDES[o] for o in board)
        bonus = _CHAIN_CACHE[key] = chain_bonus(text, castle, _SIDES[side], mode)
    return bonus


def _id_of(action: object) -> int | None:
    """The dense id of an action of this game, from its kind and argument; ``None`` for
    anything else."""
    if not isinstance(action, Action):
        return None
    first, size = _tables().kinds[action.kind]
    arg = action.arg
    return first + arg if type(arg) is int and 0 <= arg < size else None


_CHANCE_ONLY: Final = (CHANCE,)
_NEXT_PHASE: Final = tuple(Phase(min(p + 1, Phase.OVER)) for p in Phase)
_SEATS: Final = ((0,), (1,))
_NOBODY: Final[tuple[Seat, ...]] = ()
# The phases as module names: the hot paths compare them by identity, and a module
# global costs less to read than an enum member (a class attribute).
_P_SIDES, _P_DRAW, _P_OPEN_X, _P_ANSWER_X, _P_OPEN_Y, _P_ANSWER_Y, _P_ORDER, _P_OVER = Phase
_FRESH: dict[Options, dict[str, Any]] = {}  # per option set, a new table's fields


class State(LoggedState, _BaseState):
    """One immutable position of Les Chevauchées du Prince Noir.

    A state keeps an earlier state (its ``_anchor``, at most ``_SPAN`` steps back) and
    the steps since (seat, action id; ``_trail``), not its history's lines: those
    (:class:`_Entry`) are built only when a view, the events or the history are read, by
    replaying the steps on the anchor with a log (:meth:`_advance`), and kept on the
    state, so a seat's history is its anchor's plus the new lines. A random playout thus
    pays for no event, text or view. Once a state's lines are built it drops its anchor
    and steps (the lines name each step's action), so that a long game whose views are
    read keeps no chain of states, only the lines (the memory principle of review 18); a
    state whose lines were never read keeps one state in ``_SPAN``.
    """

    _game: PrinceNoir
    _opts: Options
    _cfg: _Config
    _t: _Tables
    _options: Mapping[str, OptionValue]
    _phase: Phase
    _side: tuple[int, int] | None  # per seat: 0 English, 1 French
    _board: tuple[int, ...]  # per castle: the side controlling it
    _hands: tuple[Group, Group]
    _piles: tuple[Group, Group]
    _discard: tuple[Group, Group]  # per side
    _shield: int  # the side that is P1 this turn
    _turn: int
    _placed: tuple[_Placed, ...]
    _order: tuple[int, int] | None
    _revealed: bool
    _draws: tuple[Seat, ...]  # who still draws, one card each
    _num_actions: int
    _lines: _Node | _Unbuilt  # the history's lines, or _UNBUILT until one reads them
    # While _lines is _UNBUILT (all three dropped once it is built):
    _anchor: State | None  # the earlier state to replay the steps from
    _gap: int  # how many steps after _anchor this state is (1 to _SPAN); _SPAN when built
    _trail: _Trail  # those steps, newest last
    _memo: dict[Any, Any] | None  # answers memoised on this state (actions, result)
    # The legal ids last computed on this state and whose they are (a playout asks once
    # per state, then applies one of them: apply_id checks it among these).
    _legal: tuple[Seat, tuple[int, ...]] | None

    to_move: tuple[Seat, ...] = ()
    """The seats that may act now (see :meth:`royaumes.game.State.to_move`): a plain
    attribute, which each step sets (a playout reads it at every step)."""

    @classmethod
    def _initial(cls, game: PrinceNoir, opts: Options, resolved: Mapping[str, OptionValue]
                 ) -> State:  # fmt: skip
        fresh = _FRESH.get(opts)
        if fresh is None:
            fresh = _FRESH[opts] = State._fresh(opts)
        s = object.__new__(State)
        d = s.__dict__ = fresh.copy()
        d["_game"], d["_opts"], d["_options"] = game, opts, resolved
        return s

    @staticmethod
    def _fresh(opts: Options) -> dict[str, Any]:
        """The fields of a new table under ``opts`` (its game and resolved options left to
        fill), every field there from the start, so that each copy is one block copy."""
        cat = catalogue()
        deck = tuple(c.copies for c in cat.cards)
        empty = (0,) * len(deck)
        s = object.__new__(State)
        s.__dict__ = {
            "_game": None, "_opts": opts, "_options": None, "_cfg": _config(opts),
            "_t": _tables(), "_side": None,
            "_board": tuple(_SIDES.index(ch) for ch in cat.start_line),
            "_hands": (empty, empty), "_piles": (deck, deck), "_discard": (empty, empty),
            "_shield": 0, "_turn": 1, "_placed": (), "_order": None, "_revealed": False,
            "_draws": (), "_num_actions": 0,
            "_trail": None, "_lines": None,  # no line yet: built
            "_anchor": None, "_gap": _SPAN, "_memo": None, "_legal": None,
            "_phase": _P_SIDES, "to_move": _CHANCE_ONLY,
        }  # fmt: skip
        if opts.sides != "random":
            s._set_sides(0)
        return s.__dict__

    def _set_sides(self, arg: int) -> None:
        d = self.__dict__
        d["_side"] = (0, 1) if arg == 0 else (1, 0)
        english = arg  # seat 0 is English for "EF" (arg 0), seat 1 for "FE"
        hand_size = self._cfg.hand_size
        d["_draws"] = (english,) * hand_size + (1 - english,) * hand_size
        d["_phase"] = _P_DRAW
        d["to_move"] = _CHANCE_ONLY

    def _seat_of(self, side: int) -> Seat:
        assert self._side is not None
        return self._side.index(side)

    def _settle(self) -> None:
        """Recompute who moves from the phase, the sides and the shield (for a copy whose
        private fields a test wrote)."""
        phase = self._phase
        if phase is _P_SIDES or phase is _P_DRAW:
            self.to_move = _CHANCE_ONLY
        elif phase is _P_OVER:
            self.to_move = _NOBODY
        else:
            p1 = self._p1
            self.to_move = _SEATS[p1 if phase in (_P_OPEN_X, _P_ANSWER_Y) else 1 - p1]

    def _evolve(self) -> State:
        """A copy to change (a test writing private fields); memoised answers are dropped.
        Its lines are built first, so that later states replay their steps from the copy
        as changed."""
        self._node()
        new = object.__new__(State)
        d = new.__dict__ = self.__dict__.copy()
        d["_memo"] = d["_legal"] = None
        return new

    # -- protocol: who moves -------------------------------------------------------

    @property
    def game(self) -> PrinceNoir:
        return self._game

    @property
    def num_players(self) -> int:
        return 2

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    @property
    def _p1(self) -> Seat:
        return self._seat_of(self._shield)

    def _memo_dict(self) -> dict[Any, Any]:
        memo = self._memo
        if memo is None:
            memo = self.__dict__["_memo"] = {}
        return memo

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids of ``legal_actions(seat)``, ascending, memoised on the state;
        ``()`` for a seat that may not act."""
        legal = self._legal
        if legal is not None and legal[0] == seat:
            return legal[1]
        if seat not in self.to_move:
            return ()
        ids = self._compute_ids(seat)
        self._legal = (seat, ids)
        return ids

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        memo = self._memo_dict()
        key = ("actions", seat)
        actions = memo.get(key)
        if actions is None:
            table = _tables().actions
            actions = memo[key] = tuple([table[i] for i in self.legal_action_ids(seat)])
        return cast(tuple[Action, ...], actions)

    def _compute_ids(self, seat: Seat) -> tuple[int, ...]:
        """§4.1, §4.2: the legal ids of ``seat``, which is to move. Ids ascend: attacks
        before defences, then by castle, then by group index (``_slot_ids``)."""
        if seat == CHANCE:
            return tuple([i for i, _ in self.chance_outcome_ids()])
        phase = self._phase
        if phase is _P_ORDER:
            base = self._t.order_base
            x, y = self._placed[0][0], self._placed[2][0]
            a, b = base + x * 8 + y, base + y * 8 + x
            return (a, b) if a < b else (b, a)
        assert self._side is not None
        hand = self._hands[seat]
        cfg = self._cfg
        if phase is _P_OPEN_X:
            board = self._board
            mine = self._side[seat]
            key: tuple[Any, ...] = (0, hand, board, mine, cfg.pillage_attack, cfg.end_game)
            ids = _OPEN_CACHE.get(key)
            if ids is None:
                attacks, defences = _hand_slots(hand, 1, cfg.pillage_attack, cfg.end_game)
                parts = [attacks[c] for c, owner in enumerate(board) if owner != mine]
                parts += [defences[c] for c, owner in enumerate(board) if owner == mine]
                ids = _remember_open(key, sum(parts, ()))
            return ids
        x, _, x_role, _ = self._placed[0]
        if phase is _P_ANSWER_X:
            # The defence at X comes before this seat's attack at Y.
            return _hand_slots(hand, 1, cfg.pillage_attack, cfg.end_game)[1 - x_role][x]
        if phase is _P_OPEN_Y:
            board = self._board
            mine = self._side[seat]
            # P2 answered X with 1 - x_role, so it now plays x_role's role (§4.1 step 2b).
            wanted = (1 - mine) if x_role == 0 else mine
            key = (1, hand, board, wanted, x, x_role, cfg.pillage_attack)
            ids = _OPEN_CACHE.get(key)
            if ids is None:
                slots = _hand_slots(hand, 0, cfg.pillage_attack, False)[x_role]
                ids = _remember_open(key, sum(
                    [slots[c] for c, owner in enumerate(board) if c != x and owner == wanted], ()
                ))  # fmt: skip
            return ids
        y, _, y_role, _ = self._placed[2]
        return _hand_slots(hand, 0, cfg.pillage_attack, False)[1 - y_role][y]

    def _is_legal_id(self, seat: Seat, action_id: int) -> bool:
        """Whether ``action_id`` (an int >= 0) is legal for ``seat``, which is to move;
        decided from the id's castle, role and group, without listing the legal ids."""
        t = self._t
        phase = self._phase
        if seat == CHANCE:
            if phase is _P_SIDES:
                return t.sides_base <= action_id < t.draw_base
            pile = self._piles[self._draws[0]]
            k = action_id - t.draw_base
            return 0 <= k < len(pile) and pile[k] > 0
        if phase is _P_ORDER:
            return action_id in self._compute_ids(seat)
        if action_id >= t.order_base:
            return False
        role, castle, g = t.places[action_id]
        assert self._side is not None
        cfg = self._cfg
        mine = self._side[seat]
        if phase is _P_OPEN_X:
            if role != (self._board[castle] == mine):
                return False
            keep, flag = 1, cfg.pillage_attack if role == 0 else cfg.end_game
        elif phase is _P_ANSWER_X:
            x, _, x_role, _ = self._placed[0]
            if castle != x or role != 1 - x_role:
                return False
            keep, flag = 1, cfg.pillage_attack if role == 0 else cfg.end_game
        elif phase is _P_OPEN_Y:
            x, _, x_role, _ = self._placed[0]
            wanted = (1 - mine) if role == 0 else mine
            if castle == x or role != x_role or self._board[castle] != wanted:
                return False
            keep, flag = 0, cfg.pillage_attack if role == 0 else False
        else:
            y, _, y_role, _ = self._placed[2]
            if castle != y or role != 1 - y_role:
                return False
            keep, flag = 0, cfg.pillage_attack if role == 0 else False
        return g in _legal_group_ids(self._hands[seat], role, keep, flag)[1]

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        action_id = _id_of(action)
        return action_id is not None and self._is_legal_id(seat, action_id)

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(action id, probability)`` ascending by id, memoised by draw pile; ``()`` off
        chance nodes."""
        phase = self._phase
        if phase is _P_DRAW:
            pile = self._piles[self._draws[0]]
            outcomes = _OUTCOME_CACHE.get(pile)
            if outcomes is None:
                base = self._t.draw_base
                total = sum(pile)
                outcomes = _OUTCOME_CACHE[pile] = tuple(
                    (base + t, k / total) for t, k in enumerate(pile) if k
                )
            return outcomes
        if phase is _P_SIDES:
            base = self._t.sides_base
            return ((base, 0.5), (base + 1, 0.5))
        return ()

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        table = _tables().actions
        return tuple([(table[i], p) for i, p in self.chance_outcome_ids()])

    # -- apply -------------------------------------------------------------------------

    def fingerprint(self) -> str:
        if self._phase is _P_OVER:
            return "game over"
        return f"turn {self._turn} {self._phase.name.lower()}"

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return f"{action!r} is not a prince_noir action"
        if seat == CHANCE:
            return "not an outcome of this chance node"
        if action.kind in (ActionKind.ATTACK, ActionKind.DEFEND):
            hand = self._hands[seat]
            if any(g > h for g, h in zip(action.group, hand, strict=True)):
                return "those cards are not all in your hand"
            return "that castle, role or group is not allowed at this step"
        return f"the game waits for the {self._phase.name.lower()} step"

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` of the action with dense id ``action_id``, with no Action object
        built when it is legal.

        Raises:
            GameOverError, NotYourTurnError, IllegalActionError: as :meth:`apply`.
            InvalidActionError: no action of the game has this id.
        """
        if type(action_id) is int and action_id >= 0 and seat in self.to_move:
            if self._phase is _P_DRAW:
                # The most frequent step (two in three), made here: _advance's copy
                # inline, then _draw without a log.
                card = action_id - self._t.draw_base
                draws = self._draws
                drawer = draws[0]
                piles = self._piles
                pile = piles[drawer]
                if 0 <= card < len(pile) and pile[card]:
                    s = object.__new__(State)
                    d = s.__dict__ = self.__dict__.copy()
                    d["_memo"] = d["_legal"] = None
                    d["_num_actions"] += 1
                    gap = d["_gap"]
                    if gap < _SPAN:
                        d["_trail"] = (d["_trail"], seat, action_id)
                        d["_gap"] = gap + 1
                    else:
                        d["_trail"] = (None, seat, action_id)
                        d["_lines"] = _UNBUILT
                        d["_anchor"] = self
                        d["_gap"] = 1
                    s._draw(card, None, None)
                    return s
            else:
                legal = self._legal
                if (
                    action_id in legal[1]
                    if legal is not None and legal[0] == seat
                    else self._is_legal_id(seat, action_id)
                ):
                    return self._advance(seat, action_id, None)
        # Refused: the object path raises exactly the error apply would.
        return self.apply(seat, self._game.action_from_id(action_id))

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        action_id = _id_of(action)
        assert action_id is not None  # apply checked it is legal
        return self._advance(seat, action_id, None)

    def _advance(self, seat: Seat, action_id: int, log: _Log, lines: _Node = None) -> State:
        """The state after ``seat`` plays the legal ``action_id``. With a ``log``, the
        step's history lines are appended to it too (what a view reads), ``lines`` being
        this state's; without, none is built."""
        t = self._t
        # The copy to change: its lines unbuilt, replayed from this state's anchor when
        # that is at most _SPAN steps back, else from this state.
        s = object.__new__(State)
        d = s.__dict__ = self.__dict__.copy()
        d["_memo"] = d["_legal"] = None
        d["_num_actions"] += 1
        gap = d["_gap"]  # _SPAN on a built state: its child replays from it
        if gap < _SPAN:
            d["_trail"] = (d["_trail"], seat, action_id)
            d["_gap"] = gap + 1  # the same anchor, one step further
        else:
            d["_trail"] = (None, seat, action_id)
            d["_lines"] = _UNBUILT
            d["_anchor"] = self
            d["_gap"] = 1
        if action_id < t.order_base:
            s._place(seat, action_id, t, log)
        elif action_id >= t.draw_base:
            s._draw(action_id - t.draw_base, log, lines)
        elif action_id >= t.sides_base:
            arg = action_id - t.sides_base
            if log is not None:
                log.append(_Entry(CHANCE, "sides", {"sides": _side_text(arg)}, action=action_id))
            s._set_sides(arg)
        else:
            arg = action_id - t.order_base
            if log is not None:
                args = {"first": arg // 8 + 1, "second": arg % 8 + 1}
                log.append(_Entry(seat, "order", args, action=action_id))
            d["_order"] = (arg // 8, arg % 8)
            if not d["_revealed"]:
                s._reveal(log)
            s._resolve(log)
        return s

    def _draw(self, card: int, log: _Log, lines: _Node) -> None:
        """One card of type ``card`` to the seat now drawing (§3, §4.1 step 7); with a
        ``log``, ``lines`` are the history's lines before the draw. (``apply_id`` calls it
        without a log, on its own copy.)"""
        d = self.__dict__
        draws = d["_draws"]
        drawer = draws[0]
        rest = draws[1:]
        if log is not None:
            text = catalogue().cards[card].id
            args: dict[str, Any] = {"card": text}
            if rest[:1] != (drawer,):  # the run's last card
                run = State._run_drawn(lines, drawer) + (text,)
                args.update(run=run, n=len(run))
            action = self._t.draw_base + card
            log.append(_Entry(CHANCE, "draw", args, 1 << drawer, to=drawer, action=action))
        d["_draws"] = rest
        piles, hands = d["_piles"], d["_hands"]
        pile, hand = piles[drawer], hands[drawer]
        pile = (_MINUS.get(pile) or _minus(pile))[card]
        hand = (_PLUS.get(hand) or _plus(hand))[card]
        if drawer == 0:
            d["_piles"], d["_hands"] = (pile, piles[1]), (hand, hands[1])
        else:
            d["_piles"], d["_hands"] = (piles[0], pile), (hands[0], hand)
        if not rest:
            self._after_refill(log)

    def _place(self, seat: Seat, action_id: int, t: _Tables, log: _Log) -> None:
        """A group placed face down at a castle (§4.1 steps 1 to 3)."""
        d = self.__dict__
        role, castle, g = t.places[action_id]
        group = t.groups[g]
        if log is not None:
            verb = "attack" if role == 0 else "defend"
            args = {"castle": castle + 1, "cards": t.texts[g]}
            log.append(_Entry(seat, verb, args, 1 << seat, d["_turn"], action=action_id))
        hands = d["_hands"]
        hand = hands[seat]
        key = (hand, g)
        left = _LEFT.get(key)
        if left is None:
            left = _LEFT[key] = tuple([h - k for h, k in zip(hand, group, strict=True)])
        d["_hands"] = (left, hands[1]) if seat == 0 else (hands[0], left)
        d["_placed"] = (*d["_placed"], (castle, seat, role, group))
        phase = d["_phase"]
        # P1 opens X, P2 answers X and opens Y, P1 answers Y, P2 orders (§4.1).
        d["to_move"] = _SEATS[seat if phase is _P_ANSWER_X else 1 - seat]
        phase = d["_phase"] = _NEXT_PHASE[phase]
        if phase is _P_ORDER and self._cfg.after_reveal:
            self._reveal(log)

    def _reveal(self, log: _Log) -> None:
        """§4.1 step 5: every placed card is turned face up."""
        self.__dict__["_revealed"] = True
        if log is None:
            return
        args: dict[str, Any] = {}
        for i, (castle, seat, role, group) in enumerate(self._placed, 1):
            assert self._side is not None
            args.update({f"side{i}": _SIDES[self._side[seat]], f"castle{i}": castle + 1,
                         f"role{i}": "attack" if role == 0 else "defend",
                         f"cards{i}": group_text(group)})  # fmt: skip
        log.append(_Entry(_TABLE, "reveal", args))

    @staticmethod
    def _run_drawn(lines: _Node, drawer: Seat) -> tuple[str, ...]:
        """The cards ``drawer`` has drawn in a row at the end of ``lines`` (the run so
        far)."""
        cards: list[str] = []
        node = lines
        while node is not None:
            node, entry = node
            if entry.kind != "draw" or entry.to != drawer:
                break
            cards.append(entry.args["card"])
        return tuple(reversed(cards))

    def _resolve(self, log: _Log) -> None:
        """§5: both combats in the chosen order, then victory, discard, refill."""
        d = self.__dict__
        order, side, placed = d["_order"], d["_side"], d["_placed"]
        mode = self._cfg.chain_mode
        values = self._t.values
        board = d["_board"]
        chains = _CHAIN_CACHE
        for castle in order:
            pair = placed[:2] if placed[0][0] == castle else placed[2:]
            attack, defence = pair if pair[0][2] == 0 else (pair[1], pair[0])
            a_side, d_side = side[attack[1]], side[defence[1]]
            # _chain, its cache read inline
            a_chain = chains.get((board, castle, a_side, mode))
            if a_chain is None:
                a_chain = _chain(board, castle, a_side, mode)
            d_chain = chains.get((board, castle, d_side, mode))
            if d_chain is None:
                d_chain = _chain(board, castle, d_side, mode)
            a_value = values[attack[3]][0] + a_chain
            d_value = values[defence[3]][1] + d_chain
            flips = a_value > d_value
            if flips:
                board = board[:castle] + (a_side,) + board[castle + 1 :]
            if log is not None:
                # The chains told are those of the board after the combat (they differ
                # under ``combined``, which counts the contested tile).
                args = {
                    "castle": castle + 1, "attack": a_value, "defence": d_value,
                    "side": _SIDES[a_side], "attacker": _SIDES[a_side],
                    "attack_cards": _cards_of(attack[3]),
                    "defence_cards": _cards_of(defence[3]),
                    "attack_chain": _chain(board, castle, a_side, mode),
                    "defence_chain": _chain(board, castle, d_side, mode),
                    "pillage_bonus": pillage_bonus(defence[3]),
                    "board": "".join(_SIDES[o] for o in board),
                }  # fmt: skip
                log.append(_Entry(_TABLE, "flip" if flips else "hold", args))
        d["_board"] = board
        winner = scoring.sole_owner(board)  # §6 item 1, before the exhaustion end
        if winner is not None:
            d["_phase"] = _P_OVER
            d["to_move"] = _NOBODY
            if log is not None:
                log.append(_Entry(_TABLE, "all_castles", {"side": _SIDES[winner]}))
            return
        discard = d["_discard"]
        for _, seat, _, group in placed:
            s = side[seat]
            pile = tuple([a + b for a, b in zip(discard[s], group, strict=True)])
            discard = (pile, discard[1]) if s == 0 else (discard[0], pile)
        d["_discard"] = discard
        draws: tuple[Seat, ...] = ()
        hand_size = self._cfg.hand_size
        hands, piles = d["_hands"], d["_piles"]
        english = side.index(0)
        for seat in (english, 1 - english):  # English refills first (§4.1 step 7)
            need = hand_size - sum(hands[seat])
            if need > 0:
                draws += (seat,) * min(need, sum(piles[seat]))
        d["_draws"] = draws
        d["_phase"] = _P_DRAW
        d["to_move"] = _CHANCE_ONLY
        if not draws:
            self._after_refill(log)

    def _after_refill(self, log: _Log) -> None:
        """§6 end checks, then the next turn (the shield passes)."""
        d = self.__dict__
        hands = d["_hands"]
        if scoring.is_exhausted((sum(hands[0]), sum(hands[1]))):
            d["_phase"] = _P_OVER
            d["to_move"] = _NOBODY
            if log is not None:
                log.append(_Entry(_TABLE, "exhausted", {}))
            return
        if self._cfg.end_game:
            mains = self._t.mains
            if any(not any(h[i] for i in mains) for h in hands):
                d["_phase"] = _P_OVER
                d["to_move"] = _NOBODY
                if log is not None:
                    log.append(_Entry(_TABLE, "no_main", {}))
                return
        if d["_placed"]:  # not the opening draw
            d["_turn"] += 1
            d["_shield"] = 1 - d["_shield"]
        d["_placed"] = ()
        d["_order"] = None
        d["_revealed"] = False
        d["_phase"] = _P_OPEN_X
        side = d["_side"]
        d["to_move"] = _SEATS[side.index(d["_shield"])]

    # -- history, built when read ------------------------------------------------------

    def _node(self) -> _Node:
        """The history's lines, built on first reading: the steps since the anchor are
        replayed on it with a log (its own lines first, the same way), then kept on the
        state, whose anchor is dropped. Iterative, so a long chain needs no recursion."""
        lines = self._lines
        if lines is not _UNBUILT:
            return lines
        pending = [self]  # the states to build, newest first
        anchor = self._anchor
        assert anchor is not None  # an unbuilt state has one
        while anchor._lines is _UNBUILT:
            pending.append(anchor)
            anchor = anchor._anchor
            assert anchor is not None
        node = anchor._lines
        for state in reversed(pending):
            steps: list[tuple[int, int]] = []
            trail = state._trail
            while trail is not None:
                trail, seat, action_id = trail
                steps.append((seat, action_id))
            current = anchor
            for seat, action_id in reversed(steps):
                log: list[_Entry] = []
                current = current._advance(seat, action_id, log, node)
                for entry in log:
                    node = (node, entry)
            d = state.__dict__
            d["_lines"] = node
            d["_anchor"] = d["_trail"] = None  # built: the chain behind it may go
            d["_gap"] = _SPAN
            anchor = state
        return node

    def _entries(self, since: LoggedState | None = None) -> list[_Entry]:
        """The history's lines, oldest first; only those after ``since`` (an earlier
        state of this game) if given."""
        out: list[_Entry] = []
        node = self._node()
        stop = since._node() if isinstance(since, State) else None
        while node is not None and node is not stop:
            node, entry = node
            out.append(entry)
        out.reverse()
        return out

    def _steps(self) -> list[tuple[Seat, int]]:
        """Every (seat, action id) applied so far, oldest first: the unbuilt states'
        trails back to a built one, then the steps its lines name."""
        steps: list[tuple[Seat, int]] = []
        state = self
        while state._lines is _UNBUILT:
            trail = state._trail
            while trail is not None:
                trail, seat, action_id = trail
                steps.append((seat, action_id))
            assert state._anchor is not None
            state = state._anchor
        node = state._lines
        while node is not None:
            node, entry = node
            if entry.action >= 0:
                steps.append((entry.actor, entry.action))
        steps.reverse()
        return steps

    def history(self) -> tuple[tuple[Seat, _BaseAction], ...]:
        table = _tables().actions
        return tuple((seat, table[i]) for seat, i in self._steps())

    def _key(self) -> tuple[Any, ...]:
        return (2, tuple(sorted(self._options.items())), tuple(self._steps()))

    def __getstate__(self) -> dict[str, Any]:
        """What pickling keeps: the fields, with the lines built (so no chain of earlier
        states goes along) and without the memoised answers or the tables derived from
        the catalogue and the options (:meth:`__setstate__` derives them again)."""
        self._node()
        d = self.__dict__.copy()
        d["_memo"] = d["_legal"] = None
        del d["_t"], d["_cfg"]
        return d

    def __setstate__(self, d: dict[str, Any]) -> None:
        self.__dict__.update(d, _t=_tables(), _cfg=_config(d["_opts"]))

    # -- combat values ----------------------------------------------------------------

    def runs(self, castle: int, side: int) -> tuple[int, int]:
        """§5: ``side``'s runs left and right of ``castle`` (the castle excluded)."""
        left = right = 0
        c = castle - 1
        while c >= 0 and self._board[c] == side:
            left, c = left + 1, c - 1
        c = castle + 1
        while c < len(self._board) and self._board[c] == side:
            right, c = right + 1, c + 1
        return left, right

    def chain(self, castle: int, side: int) -> int:
        """§5 chain bonus of ``side`` at ``castle`` under ``chain_mode``."""
        return _chain(self._board, castle, side, self._cfg.chain_mode)

    def attack_value(self, group: Group, castle: int, side: int) -> int:
        """§5: the cards' printed values + the attacker's chain bonus."""
        return group_value(group, "attack") + self.chain(castle, side)

    def defence_value(self, group: Group, castle: int, side: int) -> int:
        """§5: one per card + the pillage bonus + the defender's chain bonus."""
        return group_value(group, "defend") + self.chain(castle, side)

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """A group placed at a castle shows the opponent the castle, its orientation and
        its number of cards, not the cards (§7), until the reveal: one id per
        (orientation, castle, size); the last placement shows all under
        ``order_timing = after_reveal`` (the reveal follows it at once)."""
        if observer == seat:
            return action_id
        public = _public_ids()[action_id]
        last = _NEXT_PHASE[self._phase] is _P_ORDER
        return action_id if last and self._cfg.after_reveal else public

    # -- end --------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase is _P_OVER

    def largest_group(self, side: int) -> int:
        """The longest run of adjacent castles of ``side`` (§6, :func:`scoring.largest_group`)."""
        return scoring.largest_group(self._board, side)

    def final_position(self) -> scoring.FinalPosition:
        """The board and hands as :func:`scoring.score` reads them, by seat: each castle's
        controlling seat and each seat's number of cards in hand."""
        side = self._side
        assert side is not None
        seat_of = {s: seat for seat, s in enumerate(side)}
        hands = self._hands
        return scoring.FinalPosition(
            owners=tuple(seat_of[o] for o in self._board),
            hands=(sum(hands[0]), sum(hands[1])),
        )

    def score(self, seat: Seat) -> int:
        """§6: castles + cards in hand + largest group (:func:`scoring.player_score`)."""
        return scoring.player_score(self.final_position(), seat).total

    @property
    def result(self) -> Result | None:
        if self._phase is not _P_OVER:
            return None
        memo = self._memo_dict()
        cached = memo.get("result")
        if cached is None:
            outcome = scoring.score(
                self.final_position(), scoring.EndOptions(final_tie=self._opts.final_tie)
            )
            cached = Result(
                points=outcome.points,
                ranks=outcome.ranks,
                winners=outcome.winners,
                details={"board": self.board_text()},
            )
            memo["result"] = cached
        return cast(Result, cached)

    def board_text(self) -> str:
        """The board as 8 letters, e.g. ``EFEFEFEF``."""
        return "".join(_SIDES[o] for o in self._board)

    def __repr__(self) -> str:
        return f"<prince_noir.State {self.fingerprint()} {self.board_text()}>"

    # -- views --------------------------------------------------------------------------

    def _visible(self, entry: _Entry, viewer: Seat | None, reveal_all: bool) -> bool:
        if entry.audience == _PUBLIC or reveal_all or self._phase is _P_OVER:
            return True
        if viewer is not None and entry.audience >> viewer & 1:
            return True
        # A placement is public from its turn's reveal on.
        return entry.turn > 0 and (entry.turn < self._turn or self._revealed)

    def events_for(
        self, viewer: Seat | None, since: State | None = None, reveal_all: bool = False
    ) -> tuple[Event, ...]:
        """The history as ``viewer`` sees it (only after ``since`` if given)."""
        out: list[_Entry] = self._entries(since)
        events = []
        for e in out:
            visible = self._visible(e, viewer, reveal_all)
            known = e.shown if visible else e.masked
            if known is None:
                actor = {CHANCE: "chance", _TABLE: "table"}.get(e.actor, f"P{e.actor}")
                to = f"P{e.to}" if e.to >= 0 else ""
                if visible:
                    known = e.shown = Event.of(EVENTS[e.kind], actor, e.args, to)
                else:
                    kind, args = e.hidden()
                    known = e.masked = Event.of(EVENTS[kind], actor, args, to, hidden=True)
            events.append(known)
        return tuple(events)

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < 2):
            raise ConfigError(f"{seat!r} is not a seat of this 2-player table")
        cat = catalogue()
        over = self._phase is _P_OVER
        placements = []
        for castle, who, role, group in self._placed:
            visible = over or self._revealed or who == seat
            placements.append(Placement(
                castle + 1, _SIDES[self._side[who]] if self._side else "?",
                "attack" if role == 0 else "defend",
                group_text(group) if visible else None, sum(group),
                group_value(group, "attack" if role == 0 else "defend") if visible else None,
            ))  # fmt: skip
        hand = None
        if seat is not None:
            hand = tuple(c.id for c in cat.cards for _ in range(self._hands[seat][c.index]))
        return View(
            seat=seat,
            num_players=2,
            options=self._options,
            phase=self._phase,
            turn=self._turn,
            sides=None if self._side is None else tuple(_SIDES[s] for s in self._side),
            board=self.board_text(),
            first_player=_SIDES[self._shield],
            hand=hand,
            hand_sizes=tuple(sum(h) for h in self._hands),
            pile_sizes=tuple(sum(p) for p in self._piles),
            placements=tuple(placements),
            order=None if self._order is None else (self._order[0] + 1, self._order[1] + 1),
            discard={
                _SIDES[side]: {c.id: self._discard[side][c.index] for c in cat.cards}
                for side in (0, 1)
            },
            to_move=self.to_move,
            events=self.events_for(seat),
            result=self.result,
            chains={
                _SIDES[side]: tuple(self.chain(c, side) for c in range(len(self._board)))
                for side in (0, 1)
            },
            largest_groups={_SIDES[side]: self.largest_group(side) for side in (0, 1)},
            strengths=self._strengths(seat),
        )

    def _strengths(self, seat: Seat | None) -> dict[str, int]:
        """Each legal placement of ``seat`` now and its strength, chains included (§5)."""
        if seat is None or self._side is None or seat not in self.to_move:
            return {}
        side = self._side[seat]
        out = {}
        for a in self.legal_actions(seat):
            if a.kind is ActionKind.ATTACK:
                out[str(a)] = self.attack_value(a.group, a.castle, side)
            elif a.kind is ActionKind.DEFEND:
                out[str(a)] = self.defence_value(a.group, a.castle, side)
        return out


def _cards_of(group: Group) -> tuple[str, ...]:
    return tuple(c for c in group_text(group).split("+") if c)


# ---------------------------------------------------------------------------
# Game


class PrinceNoir(Game):
    """The game object of Les Chevauchées du Prince Noir (``royaumes.load("prince_noir")``)."""

    event_kinds = EVENTS
    message_prefix = "pn"
    view_type = View

    spec = GameSpec(
        id="prince_noir",
        title="Les Chevauchées du Prince Noir",
        version=1,
        min_players=2,
        max_players=2,
        options=Options.specs("pn"),
        summary="Two-player bluff on a line of castles: attack one, defend one, face down; "
        "chains of castles give bonuses.",
        summary_fr="Bluff à deux sur une ligne de châteaux : attaquez-en un, défendez-en un, "
        "face cachée ; les chaînes de châteaux donnent des bonus.",
        num_distinct_actions=2 * 8 * 494 + 64,  # derived from the data; a test checks it
        max_chance_outcomes=2 + 4,
        rules_source="shared/rules/prince_noir.md",
        move_seconds=120,  # a person's default time per move online
    )

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the first chance node (§3).

        >>> GAME.new_state(2).to_move
        (-1,)

        Raises:
            ConfigError: bad player count or options.
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        return State._initial(self, Options.from_resolved(resolved), resolved)

    def seat_name(self, seat: Seat) -> str:
        return "chance" if seat == CHANCE else f"P{seat}"

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``pn.ev.*``): a run of draws once, on its last card
        (the viewer's own cards, or how many); a group placed, face down for the other
        seat; the reveal castle by castle; each combat with its values and outcome."""
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        p = event.params
        kind = event.kind
        who = actor_ref(event.actor)
        if kind == "sides":
            sides = str(p["sides"])
            return Message("pn.ev.sides", {"english": Ref("seat", sides.index("E")),
                                           "french": Ref("seat", sides.index("F"))})  # fmt: skip
        if kind == "draw":
            if p["n"] is None:
                return Message("")  # told with the run's last card
            to = actor_ref(event.to)
            if p["run"] is None:
                return Message("pn.ev.draw.hidden", {"to": to, "n": p["n"]})
            cards = Ref("cards", p["run"])
            if viewer is not None and event.to == f"P{viewer}":
                return Message("pn.ev.draw.mine", {"cards": cards})
            return Message("pn.ev.draw", {"to": to, "cards": cards})
        if kind in ("attack", "defend"):
            cards = Ref("cards", tuple(str(p["cards"]).split("+")))
            return Message(f"pn.ev.{kind}", {"who": who, "castle": p["castle"], "cards": cards})
        if kind in ("hidden", "hidden_one"):
            return Message(f"pn.ev.{p['role']}.hidden",
                           {"who": who, "castle": p["castle"], "n": p["size"]})  # fmt: skip
        if kind == "order":
            return Message("pn.ev.order", {"who": who, "first": p["first"], "second": p["second"]})
        if kind == "reveal":
            params: dict[str, ParamValue] = {}
            for name, i in (("x", 1), ("y", 3)):
                at = {p[f"role{j}"]: j for j in (i, i + 1)}
                params[name] = p[f"castle{i}"]
                params[f"{name}_side"] = p[f"side{at['attack']}"]
                for role, j in at.items():
                    params[f"{name}_{role}"] = Ref("cards", tuple(str(p[f"cards{j}"]).split("+")))
            return Message("pn.ev.reveal", params)
        if kind in ("flip", "hold"):
            params = {"castle": p["castle"], "attack": p["attack"], "defence": p["defence"],
                      "side": p["side"] if kind == "flip" else p["attacker"]}  # fmt: skip
            return Message(f"pn.ev.{kind}", params)
        if kind == "all_castles":
            return Message("pn.ev.all_castles", {"side": p["side"]})
        return Message(f"pn.ev.{kind}")

    def parse_action(self, text: str) -> Action:
        """The action with canonical text ``text`` (§11), e.g. ``"attack 4 Ch+Pl"``.

        Raises:
            InvalidActionError: not exactly a canonical action text.
        """
        return _table().parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action from its JSON object (see :meth:`Action.to_json`).

        Raises:
            InvalidActionError: malformed data.
        """
        if isinstance(data, Mapping) and isinstance(data.get("cards"), list):
            data = {**data, "cards": "+".join(map(str, data["cards"]))}
        return _table().from_json(data)

    def action_id(self, action: object) -> int:
        """The dense id (attacks, defences, orders, then chance outcomes).

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
        """At most 9 turns of 5 decisions, with every card drawn once (§6)."""
        return 1 + 36 + 9 * 5

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A state consistent with ``view``, drawn with ``rng`` uniformly among the worlds
        consistent with it, each weighed by its chance probability (the seats' hidden
        choices weigh nothing): a constraint solve over each hidden side's draws and
        face-down groups (see ``_solve_side``), then the solved actions applied without
        their checks, so the sample carries a genuine history.

        Raises:
            ConfigError: not a prince_noir view, or no consistent state exists.
        """
        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a prince_noir view")
        return _sample(self, view, rng)


# ---------------------------------------------------------------------------
# Sampling a state from a view: a constraint solve over each hidden side's draws
#
# A side's hidden cards are its draws: the view shows how many it drew in each refill
# (a "block"), every group it placed in earlier turns (revealed), and the sizes of this
# turn's face-down groups. Its hand after each turn's placements (the cards it kept) is
# the unknown that links the turns: a dynamic programme over those kept hands weighs
# every consistent world by its chance probability, and one is drawn exactly.
#
# Weights (§3: a pile is drawn uniformly without replacement): a sequence of draws with
# per-type counts K from a deck with counts c has probability prod_t (c_t)_(K_t) / (N)_n,
# which depends on K alone; a block's counts D come in multinomial(D) orders. A world
# (every block's counts and this turn's hidden groups) thus weighs
# prod_blocks multinomial(D) * prod_t c_t! / (c_t - K_t)!, the seats' choices weighing
# nothing (a hidden group is one more world, of the same weight).

_Placement: TypeAlias = tuple[int | None, int, int]
"""One placement of a side as the view shows it: (group index, or ``None`` when face
down; role, 0 attack or 1 defence; number of cards)."""

_BITS: Final = 8  # bits per card type in a packed count vector (a count below 256)

_DRAW_OPTIONS: dict[tuple[int, Group], tuple[tuple[int, int], ...]] = {}
_UNPACKED: dict[int, Group] = {}
_FALLING: dict[tuple[Group, int], int] = {}
_COMPLETIONS: dict[tuple[Any, ...], tuple[tuple[int, ...], ...]] = {}
# The caches above range over small finite sets (count vectors within one deck); the
# completions' keys (a hand and a turn's placements) are too many to keep them all, so
# that cache is emptied when full: a few MB at most in a long-running search or server.
_COMPLETIONS_CAP: Final = 20_000


def _pack(counts: Group) -> int:
    """A count vector as one integer (``_BITS`` bits per type), so that adding two
    multisets is adding two integers."""
    out = 0
    for i, k in enumerate(counts):
        out |= k << (_BITS * i)
    return out


def _unpack(packed: int) -> Group:
    """The count vector of a packed one (:func:`_pack`)."""
    hit = _UNPACKED.get(packed)
    if hit is None:
        mask = (1 << _BITS) - 1
        types = len(catalogue().cards)
        hit = _UNPACKED[packed] = tuple((packed >> (_BITS * i)) & mask for i in range(types))
    return hit


def _draw_options(size: int, room: Group) -> tuple[tuple[int, int], ...]:
    """Every multiset of ``size`` cards within ``room`` (counts per type), packed, with
    its number of orders (multinomial ``size! / prod(k!)``)."""
    key = (size, room)
    hit = _DRAW_OPTIONS.get(key)
    if hit is None:
        out: list[tuple[int, int]] = []

        def fill(prefix: tuple[int, ...], left: int, i: int) -> None:
            if i == len(room) - 1:
                if left <= room[i]:
                    counts = (*prefix, left)
                    orders = math.factorial(size)
                    for k in counts:
                        orders //= math.factorial(k)
                    out.append((_pack(counts), orders))
                return
            for k in range(min(left, room[i]) + 1):
                fill((*prefix, k), left - k, i + 1)

        if size >= 0 and min(room) >= 0:
            fill((), size, 0)
        hit = _DRAW_OPTIONS[key] = tuple(out)
    return hit


def _falling(deck: Group, drawn: int) -> int:
    """``prod_t deck_t! / (deck_t - drawn_t)!`` for the packed counts ``drawn``: the
    weight of any one draw sequence with these counts."""
    key = (deck, drawn)
    hit = _FALLING.get(key)
    if hit is None:
        hit = 1
        for c, k in zip(deck, _unpack(drawn), strict=True):
            for j in range(k):
                hit *= c - j
        _FALLING[key] = hit
    return hit


def _completions(
    hand: Group, placements: tuple[_Placement, ...], cfg: _Config, main_check: bool
) -> tuple[tuple[int, ...], ...]:
    """The ways one turn's placements could have been made from ``hand`` (the hand at the
    turn's start): per way, the group indices of the face-down ones, in order; ``()``
    when none is legal. A side's first group keeps a card (§4.1) and, under ``end_game``,
    a defence then keeps a main card (§4.2); ``main_check``: the turn's start passed the
    ``end_game`` check (§6), so the hand holds a main card."""
    key = (hand, placements, cfg.pillage_attack, cfg.end_game, main_check)
    hit = _COMPLETIONS.get(key)
    if hit is not None:
        return hit
    t = _tables()
    out: list[tuple[int, ...]] = []
    if not (main_check and cfg.end_game and not any(hand[i] for i in t.mains)):

        def place(k: int, left: Group, chosen: tuple[int, ...]) -> None:
            if k == len(placements):
                out.append(chosen)
                return
            g, role, size = placements[k]
            flag = cfg.pillage_attack if role == 0 else (cfg.end_game and k == 0)
            legal = _legal_group_ids(left, role, 1 if k == 0 else 0, flag)
            for choice in legal[0] if g is None else (g,) if g in legal[1] else ():
                group = t.groups[choice]
                if sum(group) == size:
                    rest = tuple([a - b for a, b in zip(left, group, strict=True)])
                    place(k + 1, rest, chosen if g is not None else (*chosen, choice))

        place(0, hand, ())
    if len(_COMPLETIONS) >= _COMPLETIONS_CAP:
        _COMPLETIONS.clear()
    hit = _COMPLETIONS[key] = tuple(out)
    return hit


def _pick(weights: Sequence[int], rng: random.Random) -> int:
    """An index drawn with probability proportional to its (integer) weight."""
    r = rng.randrange(sum(weights))
    for i, w in enumerate(weights):
        r -= w
        if r < 0:
            return i
    raise AssertionError("weights changed while drawing")


def _solve_side(
    blocks: list[tuple[int, tuple[_Placement, ...]]],
    deck: Group,
    cfg: _Config,
    started: bool,
    rng: random.Random,
) -> tuple[list[int], tuple[int, ...]]:
    """One hidden side's world, drawn with its chance probability among those consistent
    with what is known.

    Forward, turn by turn, the weight of each hand the side may have kept (a packed
    count vector): the sum over the kept hands before and the block's draws leading to
    it of their weights times the draws' orders, where the turn's placements were legal
    from the hand they make. Then the last hand is drawn, and each earlier one backward.

    Args:
        blocks: per turn so far, the side's draws before it (a block's size) and its
            placements in it; every turn but the last is complete and revealed.
        deck: the side's deck, counts per card type.
        cfg: the options.
        started: whether the last turn has started (its refill is over and passed §6).
        rng: the draws.

    Returns:
        The card type of each of the side's draws, in order, and the group index of each
        face-down group of the last turn, in order.

    Raises:
        ConfigError: no world is consistent with the blocks.
    """
    t = _tables()
    layers: list[dict[int, int]] = [{0: 1}]  # per turn, the kept hands before it
    placed = (0,) * len(deck)  # cards placed in the turns before
    groups: list[int] = []  # per complete turn, its placed cards, packed
    hands: dict[int, int] = {}
    for k, (size, placements) in enumerate(blocks):
        cap = tuple([c - p for c, p in zip(deck, placed, strict=True)])
        hands = {}  # the hands after the block's draws, with their weights
        for kept, weight in layers[-1].items():
            have = _unpack(kept)
            room = tuple([c - h for c, h in zip(cap, have, strict=True)])
            for drawn, orders in _draw_options(size, room):
                hand = kept + drawn
                hands[hand] = hands.get(hand, 0) + weight * orders
        if k == len(blocks) - 1:
            break
        group = (0,) * len(deck)
        for g, _, _ in placements:
            assert g is not None  # an earlier turn was revealed
            group = tuple([a + b for a, b in zip(group, t.groups[g], strict=True)])
        packed = _pack(group)
        groups.append(packed)
        layers.append({
            hand - packed: weight for hand, weight in hands.items()
            if _completions(_unpack(hand), placements, cfg, True)
        })  # fmt: skip
        placed = tuple([a + b for a, b in zip(placed, group, strict=True)])
    size, placements = blocks[-1]
    before = _pack(placed)
    finals: list[int] = []
    ways: list[tuple[tuple[int, ...], ...]] = []
    weights: list[int] = []
    for hand, weight in hands.items():
        completions = _completions(_unpack(hand), placements, cfg, started)
        if completions:
            finals.append(hand)
            ways.append(completions)
            weights.append(weight * _falling(deck, before + hand) * len(completions))
    if not weights:
        raise ConfigError("no prince_noir state is consistent with this view")
    i = _pick(weights, rng)
    hand, hidden = finals[i], rng.choice(ways[i])
    # Back from the last turn: each kept hand with the weight of the paths through it.
    drawn_blocks: list[Group] = []
    for k in range(len(blocks) - 1, -1, -1):
        have = _unpack(hand)
        options: list[int] = []
        option_weights: list[int] = []
        for kept, weight in layers[k].items():
            block_counts = tuple([a - b for a, b in zip(have, _unpack(kept), strict=True)])
            if min(block_counts) >= 0:
                options.append(kept)
                option_weights.append(weight * _multinomial(block_counts))
        kept = options[_pick(option_weights, rng)]
        drawn_blocks.append(_unpack(hand - kept))
        if k:
            hand = kept + groups[k - 1]
    cards: list[int] = []
    for counts in reversed(drawn_blocks):
        block = [card for card, n in enumerate(counts) for _ in range(n)]
        rng.shuffle(block)  # every order of a block is equally likely
        cards += block
    return cards, hidden


def _multinomial(counts: Group) -> int:
    """The number of orders of a multiset: ``n! / prod(k!)``."""
    out = math.factorial(sum(counts))
    for k in counts:
        out //= math.factorial(k)
    return out


def _sample(game: PrinceNoir, view: View, rng: random.Random) -> State:
    """A state whose view for ``view.seat`` is ``view`` (see :meth:`PrinceNoir.sample_state`).

    The view's history gives every action but the hidden ones (a ``draw ?``, a group
    face down): those are solved for per hidden side (:func:`_solve_side`), then every
    action is applied with no check, since the solve made them consistent.

    Raises:
        ConfigError: the view's history is not one this game writes, or no state is
            consistent with it.
    """
    try:
        return _solve_view(game, view, rng)
    except (KeyError, ValueError, TypeError, IndexError) as exc:
        raise ConfigError(f"not a view this prince_noir game gives: {exc!r}") from exc


def _solve_view(game: PrinceNoir, view: View, rng: random.Random) -> State:
    t = _tables()
    resolved = game.spec.resolve_options(view.options)
    opts = Options.from_resolved(resolved)
    cfg = _config(opts)
    steps: list[tuple[Seat, int]] = []
    hidden_draws: tuple[list[int], list[int]] = ([], [])  # per seat, their steps' indices
    known_draws = [0, 0]
    hidden_groups: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
    # Per seat, per turn: the draws before it and its placements in it.
    turns: tuple[list[list[Any]], list[list[Any]]] = ([[0, []]], [[0, []]])
    ng = t.num_groups
    for event in view.events:
        kind = event.kind
        args = dict(event.args)
        if kind == "draw":
            seat = int(event.to[1:])
            turns[seat][-1][0] += 1
            card = args["card"]
            if card is None:
                hidden_draws[seat].append(len(steps))
                steps.append((CHANCE, -1))
            else:
                known_draws[seat] += 1
                steps.append((CHANCE, t.draw_base + t.type_index[card]))
        elif kind in ("attack", "defend"):
            seat = int(event.actor[1:])
            role = 0 if kind == "attack" else 1
            g = t.group_index[_counts_of(str(args["cards"]))]
            turns[seat][-1][1].append((g, role, sum(t.groups[g])))
            steps.append((seat, t.defend_base * role + (args["castle"] - 1) * ng + g))
        elif kind in ("hidden", "hidden_one"):
            seat = int(event.actor[1:])
            role = 0 if args["role"] == "attack" else 1
            turns[seat][-1][1].append((None, role, args["size"]))
            base = t.defend_base * role + (args["castle"] - 1) * ng
            hidden_groups[seat].append((len(steps), base))
            steps.append((seat, -1))
        elif kind == "order":
            seat = int(event.actor[1:])
            steps.append((seat, t.order_base + (args["first"] - 1) * 8 + args["second"] - 1))
            for seat_turns in turns:
                seat_turns.append([0, []])
        elif kind == "sides":
            steps.append((CHANCE, t.sides_base + (0 if args["sides"] == "EF" else 1)))
    started = Phase.OPEN_X <= view.phase <= Phase.ORDER
    deck = tuple(c.copies for c in catalogue().cards)
    for seat in (0, 1):
        if not hidden_draws[seat] and not hidden_groups[seat]:
            continue
        if known_draws[seat]:
            raise ConfigError(f"P{seat}'s draws are partly shown in this view")
        blocks = [(size, tuple(placements)) for size, placements in turns[seat]]
        cards, groups = _solve_side(blocks, deck, cfg, started, rng)
        for index, card in zip(hidden_draws[seat], cards, strict=True):
            steps[index] = (CHANCE, t.draw_base + card)
        for (index, base), g in zip(hidden_groups[seat], groups, strict=True):
            steps[index] = (seat, base + g)
    state = State._initial(game, opts, resolved)
    for seat, action_id in steps:
        state = state._advance(seat, action_id, None)
    return state


def _counts_of(text: str) -> Group:
    """A group's counts per card type from its text: ``"Ch+Pl+Pl"`` -> ``(0, 1, 0, 2)``."""
    index = _tables().type_index
    out = [0] * len(index)
    for card in text.split("+"):
        out[index[card]] += 1
    return tuple(out)


GAME: Final = PrinceNoir()
"""The one instance of the game."""
