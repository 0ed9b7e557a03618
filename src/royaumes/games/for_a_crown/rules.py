"""For a Crown: recruit Mercenaries into one shared deck, reveal it card by card, keep your Rubies.

Each family keeps a secret chest of Rubies and Coins and an Heirloom. Over 4
rounds the families recruit Mercenaries from the Royal Square into one shared
deck, in influence order (the Gallery); the deck is then shuffled and
revealed card by card, every card firing at once, Events included. Cards are
never discarded: every Mercenary and Event fires again each round. The
family with the most Rubies after the final adjustments wins; an unsold
Heirloom counts 10.

Rules source: ``shared/rules/for_a_crown.md`` (Repos Production, 2025,
Maxime Rambourg), built from the French seed
``shared/seeds/000_6b84ffc5a0e64db6.txt``; section numbers (§) below refer to
that spec. Mercenaries, Events, die faces and the setup tables are data
(``cards.toml``); effects are keywords written once here.

=========================  ===================================================
Players                    3 to 5
Chance                     explicit: Gallery order, face-up cards, blind
                           draws (seen by the recruiter only), each card
                           turned over, each Event added (seen by nobody),
                           die rolls
Information                imperfect: chests (Rubies, Coins, Heirloom),
                           blind draws, added Events; payment splits under
                           ``payment_visibility = hidden``
Action notation            ``recruit L3-07``, ``recruit 4 deck``, ``skip``,
                           ``pay 1c4r``, ``choose BANDIT``, ``next HIT``,
                           ``bandit P2``, ``hit P0``, ``move P1 left``,
                           ``bribe 3``, ``mages roll``, ``mages pass``;
                           chance: ``gallery P3``, ``flip L2-05``,
                           ``draw L4-03``, ``reveal L2-05 P1``,
                           ``reveal E4``, ``event E6``, ``roll MOVE``
Returns                    points per seat: Rubies + 10 for an unsold
                           Heirloom after the final adjustments; an
                           eliminated family scores 0
=========================  ===================================================

Simplifications: none; every DEFAULT of §8 is an option, and
``scandal_mode = spaces`` is not offered until a board's zone table is
transcribed (the spec says so).

Version history:

- 1: first release.
"""

from __future__ import annotations

import enum
import functools
import random
import tomllib
from bisect import insort
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, ClassVar, Final, Self, TypeAlias, cast

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
from royaumes.games.for_a_crown.scoring import (
    Family,
    end_of_game,
    influence,
    lose_rubies,
    score,
    standings,
)

__all__ = [
    "GAME",
    "Action",
    "ActionKind",
    "Catalogue",
    "Chest",
    "EventCard",
    "ForACrown",
    "Mercenary",
    "Options",
    "Phase",
    "State",
    "View",
    "catalogue",
]

_SYMBOLS: Final = ("RUBY", "COIN", "BANDIT", "HIT", "MOVE", "DIE")
RUBY, COIN, BANDIT, HIT, MOVE, DIE = range(6)
_MAX_PAY: Final = 60  # the largest payment or bribe with an action id
_LEFT, _RIGHT = 0, 1
_DIRECTIONS: Final = ("left", "right")

# ---------------------------------------------------------------------------
# The catalogue (cards.toml)


@dataclass(frozen=True)
class Mercenary:
    """One Mercenary card id (§2.2).

    Attributes:
        index: its index in the catalogue.
        id: its canonical id ("L1-RB", "L3-07").
        level: 1 to 5.
        symbols: its symbols (indices into RUBY..DIE) in printed order.
        choice: a level-1 card: one of the two symbols, chosen at each reveal.
        copies: how many copies the box holds.
    """

    index: int
    id: str
    level: int
    symbols: tuple[int, ...]
    choice: bool
    copies: int


@dataclass(frozen=True)
class EventCard:
    """One Event card (§2.3)."""

    index: int
    id: str
    name_en: str
    name_fr: str
    effect: str
    starting: bool
    copies: int


@dataclass(frozen=True)
class Catalogue:
    """The validated contents of ``cards.toml``."""

    mercenaries: tuple[Mercenary, ...]
    events: tuple[EventCard, ...]
    die_faces: tuple[int, ...]
    starting_rubies: int
    heirloom_value: int
    rounds: int
    recruit_passes: tuple[int, ...]
    costs: tuple[tuple[int, ...], ...]
    face_up_per_level: int
    coins_most: int
    coins_middle: int
    coins_least: int
    reserve: tuple[int, int, int]
    scandal: Mapping[int, tuple[int, ...]]
    by_id: Mapping[str, int]
    event_by_id: Mapping[str, int]

    def level_cards(self, level: int) -> tuple[Mercenary, ...]:
        """The Mercenary ids of one level."""
        return tuple(m for m in self.mercenaries if m.level == level)


_EVENT_EFFECTS: Final = ("scandal", "burglary", "bribery", "mages", "helping_hand")


def _symbol(name: str, where: str, entry: str) -> int:
    if name not in _SYMBOLS:
        raise ConfigError(f"{where}: {entry}: unknown symbol {name!r} ({', '.join(_SYMBOLS)})")
    return _SYMBOLS.index(name)


@functools.cache
def catalogue() -> Catalogue:
    """The catalogue of ``cards.toml``, loaded once and validated.

    Raises:
        ConfigError: the data file is malformed (naming the file and entry).
    """
    text, where = read_data(__package__, "cards.toml")
    try:
        raw = tomllib.loads(text)
        if tuple(raw["symbols"]) != _SYMBOLS:
            raise ConfigError(f"{where}: symbols must be {', '.join(_SYMBOLS)}")
        mercs = []
        for i, m in enumerate(raw["mercenaries"]):
            symbols = tuple(_symbol(s, where, m["id"]) for s in m["symbols"])
            if bool(m["choice"]) and len(symbols) != 2:
                raise ConfigError(f"{where}: {m['id']}: a choice card has two symbols")
            mercs.append(Mercenary(i, m["id"], int(m["level"]), symbols, bool(m["choice"]),
                                   int(m["copies"])))  # fmt: skip
        events = []
        for i, e in enumerate(raw["events"]):
            if e["effect"] not in _EVENT_EFFECTS:
                raise ConfigError(f"{where}: event {e['id']}: unknown effect {e['effect']!r}")
            events.append(EventCard(i, e["id"], e["name_en"], e["name_fr"], e["effect"],
                                    bool(e["starting"]), int(e["copies"])))  # fmt: skip
        cat = Catalogue(
            mercenaries=tuple(mercs),
            events=tuple(events),
            die_faces=tuple(_symbol(f, where, "die_faces") for f in raw["die_faces"]),
            starting_rubies=int(raw["starting_rubies"]),
            heirloom_value=int(raw["heirloom_value"]),
            rounds=int(raw["rounds"]),
            recruit_passes=tuple(int(p) for p in raw["recruit_passes"]),
            costs=tuple(tuple(int(c) for c in row) for row in raw["costs"]),
            face_up_per_level=int(raw["face_up_per_level"]),
            coins_most=int(raw["coins_most"]),
            coins_middle=int(raw["coins_middle"]),
            coins_least=int(raw["coins_least"]),
            reserve=(
                int(raw["reserve_rubies"]),
                int(raw["reserve_coins"]),
                int(raw["reserve_bandits"]),
            ),
            scandal={int(k): tuple(int(x) for x in v) for k, v in raw["scandal"].items()},
            by_id={m.id: m.index for m in mercs},
            event_by_id={e.id: e.index for e in events},
        )
    except (KeyError, TypeError, ValueError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{where}: malformed data ({exc!r})") from exc
    if len(cat.by_id) != len(cat.mercenaries) or len(cat.event_by_id) != len(cat.events):
        raise ConfigError(f"{where}: ids are not unique")
    for count, losses in cat.scandal.items():
        if len(losses) != count:
            raise ConfigError(f"{where}: scandal {count} needs {count} losses, not {len(losses)}")
    if DIE in cat.die_faces:
        raise ConfigError(f"{where}: a die face cannot be DIE (§2.4)")
    if len(cat.costs) != cat.rounds or len(cat.recruit_passes) != cat.rounds:
        raise ConfigError(f"{where}: costs and recruit_passes need one row per round")
    if {m.level for m in cat.mercenaries} != {1, 2, 3, 4, 5}:
        raise ConfigError(f"{where}: Mercenaries of levels 1 to 5 are needed")
    if [m.level for m in cat.mercenaries] != sorted(m.level for m in cat.mercenaries):
        # The recruit ids are then ascending level by level (State._recruit_ids).
        raise ConfigError(f"{where}: Mercenaries are listed level by level, from 1 to 5")
    for m in cat.mercenaries:
        if m.level == 1 and not m.choice:
            raise ConfigError(f"{where}: {m.id}: level-1 cards are choice cards")
    return cat


# ---------------------------------------------------------------------------
# Options (§8 configuration keys)


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """The options of one table (§8; names are the spec's keys): the one schema of the
    game's configuration (their words are the catalogue's ``fac.opt.*``)."""

    reserve: str = option(OptionKind.CHOICE, "unlimited", choices=("unlimited", "counted"))
    gallery_size: int = option(OptionKind.INT, 9, minimum=4, maximum=20)
    start_space: int = option(OptionKind.INT, 9, minimum=3, maximum=20)
    scandal_mode: str = option(OptionKind.CHOICE, "rank", choices=("rank",))
    recruit_compulsory: bool = option(OptionKind.BOOL, True)
    symbol_order: str = option(OptionKind.CHOICE, "printed", choices=("printed", "owner_choice"))
    mages_order: str = option(OptionKind.CHOICE, "fixed", choices=("fixed", "live"))
    payment_visibility: str = option(OptionKind.CHOICE, "public", choices=("public", "hidden"))


# ---------------------------------------------------------------------------
# Actions (§11)


class ActionKind(enum.IntEnum):
    """The kinds of actions in dense-id order: seat actions, then chance."""

    RECRUIT = 0  # arg: Mercenary index (a level-1 stack or a face-up card)
    RECRUIT_DECK = 1  # arg: level 2..5
    SKIP = 2
    PAY = 3  # arg: index into _PAYMENTS
    CHOOSE = 4  # arg: symbol
    NEXT = 5  # arg: symbol
    BANDIT = 6  # arg: seat
    HIT = 7  # arg: seat
    MOVE = 8  # arg: seat * 2 + direction
    BRIBE = 9  # arg: k
    MAGES_ROLL = 10
    MAGES_PASS = 11
    GALLERY = 12  # chance, arg: seat
    FLIP = 13  # chance, arg: Mercenary index
    DRAW = 14  # chance, arg: Mercenary index
    REVEAL = 15  # chance, arg: Mercenary index * 5 + owner
    REVEAL_EVENT = 16  # chance, arg: Event index
    EVENT = 17  # chance, arg: Event index
    ROLL = 18  # chance, arg: symbol


_PAYMENTS: Final = tuple((c, t - c) for t in range(_MAX_PAY + 1) for c in range(t + 1))


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One action of For a Crown (use the interned instances of ``GAME``)."""

    kind: ActionKind
    arg: int = 0
    text: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self.text or _action_text(self.kind, self.arg)

    def __repr__(self) -> str:
        return f"GAME.parse_action({str(self)!r})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": "pay", "coins": 1, "rubies": 4}`` and the like, read from its text
        (``NOTATION``)."""
        return _table().lookup.json_of(self)


NOTATION: Final = EventKinds(
    "for_a_crown",
    [
        EventKind("recruit_deck", "recruit {level:int} deck"),
        EventKind("recruit", "recruit {card}"),
        EventKind("skip", "skip"),
        EventKind("pay", "pay {coins:int}c{rubies:int}r"),
        EventKind("choose", "choose {symbol}"),
        EventKind("next", "next {symbol}"),
        EventKind("bandit", "bandit {seat}"),
        EventKind("hit", "hit {seat}"),
        EventKind("move", "move {seat} {direction}"),
        EventKind("bribe", "bribe {k:int}"),
        EventKind("mages_roll", "mages roll"),
        EventKind("mages_pass", "mages pass"),
        EventKind("gallery", "gallery {seat}"),
        EventKind("flip", "flip {card}"),
        EventKind("draw", "draw {card}"),
        EventKind("reveal", "reveal {card} {seat}"),
        EventKind("reveal_event", "reveal {card}"),
        EventKind("event", "event {card}"),
        EventKind("roll", "roll {symbol}"),
    ],
)
"""The actions' canonical notation (§11), from which their JSON is read (each kind is
an :class:`ActionKind` in lower case; seats stay ``"P2"`` on the wire)."""


def _action_text(kind: ActionKind, arg: int) -> str:
    cat = catalogue()
    if kind is ActionKind.RECRUIT:
        return "recruit " + cat.mercenaries[arg].id
    if kind is ActionKind.RECRUIT_DECK:
        return f"recruit {arg} deck"
    if kind is ActionKind.SKIP:
        return "skip"
    if kind is ActionKind.PAY:
        c, r = _PAYMENTS[arg]
        return f"pay {c}c{r}r"
    if kind is ActionKind.CHOOSE:
        return "choose " + _SYMBOLS[arg]
    if kind is ActionKind.NEXT:
        return "next " + _SYMBOLS[arg]
    if kind is ActionKind.BANDIT:
        return f"bandit P{arg}"
    if kind is ActionKind.HIT:
        return f"hit P{arg}"
    if kind is ActionKind.MOVE:
        return f"move P{arg // 2} {_DIRECTIONS[arg % 2]}"
    if kind is ActionKind.BRIBE:
        return f"bribe {arg}"
    if kind is ActionKind.MAGES_ROLL:
        return "mages roll"
    if kind is ActionKind.MAGES_PASS:
        return "mages pass"
    if kind is ActionKind.GALLERY:
        return f"gallery P{arg}"
    if kind is ActionKind.FLIP:
        return "flip " + cat.mercenaries[arg].id
    if kind is ActionKind.DRAW:
        return "draw " + cat.mercenaries[arg].id
    if kind is ActionKind.REVEAL:
        return f"reveal {cat.mercenaries[arg // 5].id} P{arg % 5}"
    if kind in (ActionKind.REVEAL_EVENT,):
        return "reveal " + cat.events[arg].id
    if kind is ActionKind.EVENT:
        return "event " + cat.events[arg].id
    return "roll " + _SYMBOLS[arg]


@dataclass(frozen=True)
class _ActionTable:
    actions: tuple[Action, ...]
    offsets: Mapping[ActionKind, int]
    lookup: ActionTable[Action]
    """Text and id lookups; an action's key is ``(kind, arg)``."""
    num_seat_actions: int
    # The integer path reads these instead of Action objects (indexed by dense id):
    kinds: tuple[ActionKind, ...]
    args: tuple[int, ...]
    base: tuple[int, ...]
    """Per kind (an int), the id of its argument 0: ``id = base[kind] + arg``."""
    id_of_text: Mapping[str, int]
    level1: tuple[int, ...]
    """The level-1 Mercenary indices, ascending."""
    level_of: tuple[int, ...]
    """Per Mercenary index, its level."""
    open_levels: tuple[tuple[tuple[int, ...], ...], ...]
    """Per round (from 0) and wealth (capped at the round's highest cost, the last
    entry), the levels a family can afford, ascending (§2.6: a closed column costs -1)."""
    rivals: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]
    """``[hit][n][seat]``: the BANDIT (``hit`` 0) or HIT (1) ids of every other seat of
    an ``n``-seat table, for when every family is in play."""
    roll_ids: tuple[tuple[int, float], ...]
    """The die's outcomes as ``(id, probability)``, ascending."""
    handlers: tuple[Any, ...]
    """Per id, the rules' handler of its kind (``_HANDLERS``)."""
    cat: Catalogue
    """``catalogue()``, read off the table rather than called on every action."""
    cards: tuple[_Card | None, ...]
    """Per id, the card a ``reveal`` turns over: ``(Mercenary index, owner)`` or
    ``(-1 - Event index, -1)``; None for the other ids."""
    printed_tasks: tuple[tuple[_Task, ...], ...]
    owner_tasks: tuple[tuple[_Task, ...], ...]
    """Per ``reveal`` id of a Mercenary, the tasks it starts under ``symbol_order =
    printed`` and ``owner_choice`` (built once: a reveal is a quarter of all actions)."""


_T: _ActionTable
"""``_table()``, once it has been built (a state exists only after it was): the hot
paths read this global rather than call the cached function."""


@functools.cache
def _table() -> _ActionTable:
    """Every action with its dense id, derived from the catalogue."""
    global _T
    cat = catalogue()
    merc = range(len(cat.mercenaries))
    args: dict[ActionKind, Sequence[int]] = {
        ActionKind.RECRUIT: merc,
        ActionKind.RECRUIT_DECK: range(2, 6),
        ActionKind.SKIP: range(1),
        ActionKind.PAY: range(len(_PAYMENTS)),
        ActionKind.CHOOSE: range(6),
        ActionKind.NEXT: range(6),
        ActionKind.BANDIT: range(5),
        ActionKind.HIT: range(5),
        ActionKind.MOVE: range(10),
        ActionKind.BRIBE: range(_MAX_PAY + 1),
        ActionKind.MAGES_ROLL: range(1),
        ActionKind.MAGES_PASS: range(1),
        ActionKind.GALLERY: range(5),
        ActionKind.FLIP: merc,
        ActionKind.DRAW: merc,
        ActionKind.REVEAL: range(len(cat.mercenaries) * 5),
        ActionKind.REVEAL_EVENT: range(len(cat.events)),
        ActionKind.EVENT: range(len(cat.events)),
        ActionKind.ROLL: range(6),
    }
    actions: list[Action] = []
    offsets: dict[ActionKind, int] = {}
    for kind in ActionKind:
        offsets[kind] = len(actions)
        actions.extend(Action(kind, a, _action_text(kind, a)) for a in args[kind])
    base = tuple(offsets[kind] - args[kind][0] for kind in ActionKind)
    faces = Counter(cat.die_faces)
    _T = _ActionTable(
        tuple(actions),
        offsets,
        ActionTable(
            "for_a_crown",
            actions,
            key=lambda a: (a.kind, a.arg),
            example="'recruit L3-07', 'recruit 4 deck', 'pay 1c4r', 'hit P0', "
            "'move P1 left', 'bribe 2'",
            notation=NOTATION,
        ),
        offsets[ActionKind.GALLERY],
        kinds=tuple(a.kind for a in actions),
        args=tuple(a.arg for a in actions),
        base=base,
        id_of_text={a.text: i for i, a in enumerate(actions)},
        level1=tuple(m.index for m in cat.mercenaries if m.level == 1),
        level_of=tuple(m.level for m in cat.mercenaries),
        open_levels=tuple(
            tuple(
                tuple(lv for lv, cost in enumerate(row, 1) if 0 <= cost <= wealth)
                for wealth in range(max(0, *row) + 1)
            )
            for row in cat.costs
        ),
        rivals=tuple(
            tuple(
                tuple(tuple(base[kind] + p for p in range(n) if p != seat) for seat in range(n))
                for n in range(6)
            )
            for kind in (ActionKind.BANDIT, ActionKind.HIT)
        ),
        roll_ids=tuple(
            (base[ActionKind.ROLL] + f, k / len(cat.die_faces)) for f, k in sorted(faces.items())
        ),
        handlers=tuple(_HANDLERS[a.kind] for a in actions),
        cat=cat,
        cards=tuple(_card_of(a) for a in actions),
        printed_tasks=tuple(_reveal_tasks(a, owner_choice=False) for a in actions),
        owner_tasks=tuple(_reveal_tasks(a, owner_choice=True) for a in actions),
    )
    return _T


def _card_of(action: Action) -> _Card | None:
    """The card a ``reveal`` action turns over (see ``_ActionTable.cards``)."""
    if action.kind is ActionKind.REVEAL:
        return (action.arg // 5, action.arg % 5)
    if action.kind is ActionKind.REVEAL_EVENT:
        return (-1 - action.arg, -1)
    return None


def _reveal_tasks(action: Action, *, owner_choice: bool) -> tuple[_Task, ...]:
    """§5: what turning a Mercenary over asks of its owner: one of a level-1 card's two
    symbols, the order of its symbols (``owner_choice``), else each symbol in printed
    order; ``()`` for the other actions."""
    if action.kind is not ActionKind.REVEAL:
        return ()
    merc = catalogue().mercenaries[action.arg // 5]
    owner = action.arg % 5
    if merc.choice:
        return (("choose", owner, merc.symbols),)
    if owner_choice:
        return (("card", owner, merc.symbols),)
    return tuple([("sym", owner, s) for s in merc.symbols])


# ---------------------------------------------------------------------------
# Views


class Phase(enum.IntEnum):
    """What the game waits for."""

    GALLERY = 0
    """Chance places the next Portrait (setup)."""
    FLIP = 1
    """Chance turns a level deck's card face up (setup, refills)."""
    RECRUIT = 2
    """D1: a family chooses its recruit."""
    PAY = 3
    """D1p: the family splits a payment between Coins and Rubies."""
    DRAW = 4
    """Chance draws the blind card a family took."""
    REVEAL = 5
    """Chance turns over the next card of the shared deck."""
    CHOOSE = 6
    """D2: the owner of a level-1 card picks one of its two symbols."""
    NEXT = 7
    """The owner picks the next symbol (``symbol_order = owner_choice``)."""
    BANDIT = 8
    """D3: the target of a BANDIT."""
    HIT = 9
    """D4: the target of a HIT."""
    MOVE = 10
    """D5: a Portrait and a direction."""
    ROLL = 11
    """Chance rolls the magic die."""
    BRIBE = 12
    """D7: how many Bandits to bribe away."""
    MAGES = 13
    """D8: roll for 1, or pass."""
    EVENT = 14
    """Chance adds an Event to the shared deck (end of round, unseen)."""
    OVER = 15
    """The game has ended."""


_CHANCE_PHASES: Final = frozenset(
    (Phase.GALLERY, Phase.FLIP, Phase.DRAW, Phase.REVEAL, Phase.ROLL, Phase.EVENT)
)
_MOVERS: Final[tuple[tuple[Seat, ...] | None, ...]] = tuple(
    () if p is Phase.OVER else (CHANCE,) if p in _CHANCE_PHASES else None for p in Phase
)
"""Per phase, who moves: nobody once over, chance, or None for the decider."""
_TO_MOVE: Final[tuple[tuple[tuple[Seat, ...], ...], ...]] = tuple(
    tuple((d,) if movers is None else movers for d in range(5)) for movers in _MOVERS
)
"""``to_move`` per phase and decider (``_TO_MOVE[phase][decider]``; the decider is -1,
the last entry, only before the first decision, at a chance node): no tuple built per
action."""
_HALTS: Final = tuple(p in (Phase.OVER, Phase.GALLERY, Phase.DRAW, Phase.EVENT) for p in Phase)
"""Per phase, whether ``State._run`` stops there whatever the stage (a chance node
between two of its steps, or the end)."""

# The enum members the rules compare against on every action, as module globals:
# reading ``Phase.OVER`` goes through the enum's metaclass and costs about ten times
# a global's lookup (the members are the same objects, so ``is`` still holds).
(_P_GALLERY, _P_FLIP, _P_RECRUIT, _P_PAY, _P_DRAW, _P_REVEAL, _P_CHOOSE, _P_NEXT,
 _P_BANDIT, _P_HIT, _P_MOVE, _P_ROLL, _P_BRIBE, _P_MAGES, _P_EVENT, _P_OVER) = Phase  # fmt: skip
(_K_RECRUIT, _K_RECRUIT_DECK, _K_SKIP, _K_PAY, _K_CHOOSE, _K_NEXT, _K_BANDIT, _K_HIT,
 _K_MOVE, _K_BRIBE, _K_MAGES_ROLL, _K_MAGES_PASS, _K_GALLERY, _K_FLIP, _K_DRAW, _K_REVEAL,
 _K_REVEAL_EVENT, _K_EVENT, _K_ROLL) = ActionKind  # fmt: skip


@dataclass(frozen=True)
class Chest:
    """A family's chest, as its owner (or everyone, after the game) sees it."""

    rubies: int
    coins: int
    heirloom: bool
    """Whether the Heirloom is still in the chest."""


@dataclass(frozen=True)
class View(_BaseView):
    """All that one seat (or a spectator, ``seat=None``) knows (§7).

    Attributes:
        seat: the seat this view is for, or ``None`` for a spectator.
        num_players: the number of families.
        options: every option's value.
        phase: what the game waits for.
        round: the round, 1 to 4.
        to_move: the seats that may act now.
        gallery: per seat, its Portrait's space (0: out of play).
        destinations: per seat, the spaces its Portrait would reach moving
            ``(left, right)``: the next free space each way (§5.4), 0 where there
            is none or the family is out of play (derived from ``gallery``, so that
            no renderer holds the rule).
        bandits: per seat, its Masked Bandits (public).
        heirloom_sold: per seat, whether its Heirloom was sold (public).
        eliminated: the eliminated seats, in order of elimination.
        chests: per seat, its chest if this seat may see it (its own; all
            once the game is over), else ``None``.
        costs: per level 1..5, its cost this round, or ``None`` when closed.
        level1: per level-1 card id, the cards left in its stack.
        face_up: per level 2..5, its face-up card ids.
        deck_sizes: per level 2..5, the cards left in its deck.
        sleeves: per seat, the Mercenaries it owns.
        shared_deck: the number of face-down cards in the shared deck.
        played: the cards turned over this round, ``(card, owner)``
            (``owner`` is ``None`` for an Event).
        event_stack: the Events left in the Event stack.
        my_cards: this seat's Mercenaries, known to it (ids, with repeats).
        reserve: the Rubies, Coins and Bandits left in a counted reserve
            (public: it lies on the table); ``None`` when unlimited.
        resolving: the card being resolved, if any.
        payment: the amount to pay, during a payment.
        events: this seat's history, filtered (perfect recall).
        result: the result, once the game is over.
    """

    game_id: ClassVar[str] = "for_a_crown"
    seat: Seat | None
    num_players: int
    options: Mapping[str, OptionValue]
    phase: Phase
    round: int
    to_move: tuple[Seat, ...]
    gallery: tuple[int, ...]
    destinations: tuple[tuple[int, int], ...]
    bandits: tuple[int, ...]
    heirloom_sold: tuple[bool, ...]
    eliminated: tuple[Seat, ...]
    chests: tuple[Chest | None, ...]
    costs: tuple[int | None, ...]
    level1: tuple[tuple[str, int], ...]
    face_up: tuple[tuple[str, ...], ...]
    deck_sizes: tuple[int, ...]
    sleeves: tuple[int, ...]
    shared_deck: int
    played: tuple[tuple[str, Seat | None], ...]
    event_stack: int
    my_cards: tuple[str, ...]
    reserve: tuple[int, int, int] | None
    resolving: str | None
    payment: int | None
    events: tuple[Event, ...]
    result: Result | None

    @property
    def influence(self) -> tuple[Seat, ...]:
        """The seats in play, most influential (rightmost) first."""
        in_play = [p for p in range(self.num_players) if self.gallery[p] > 0]
        return tuple(sorted(in_play, key=lambda p: -self.gallery[p]))


# ---------------------------------------------------------------------------
# State

_PUBLIC: Final = -1
_NOBODY: Final = 0
_TABLE: Final = -3

_GAINS: Final = "gains:csv"
"""What resolved by itself after a decision or a card (``P0+RUBY``: a gain;
``P1~HIT``: a HIT or BANDIT with no rival in play, so nothing happens)."""

EVENTS: Final = EventKinds(
    "for_a_crown",
    [
        # the last Portrait placed carries the setup: order (seat:space, most influential
        # first) and starting coins (seat:coins), §3.
        EventKind("gallery", "gallery {seat:seat}", facts=("order:csv", "coins:csv")),
        # the last card of a batch carries the whole batch; refill: "yes" after setup.
        EventKind("flip", "flip {card:card}", facts=("cards:cards", "refill")),
        EventKind("recruit_deck", "recruit {level:int} deck", facts=("cost:int",)),
        EventKind("recruit", "recruit {card:card}", facts=("cost:int",)),
        EventKind("skip", "skip"),
        # purpose: recruit (card), deck (level), bribe (bandits) or mages (§4.1, §5.6-5.7).
        EventKind(
            "pay_hidden",
            "pay {total:int}",
            facts=("purpose", "card:card", "level:int", "bandits:int"),
        ),
        EventKind(
            "pay",
            "pay {coins:int}c{rubies:int}r",
            facts=("purpose", "card:card", "level:int", "bandits:int"),
        ),
        EventKind("draw", "draw {card:card}", ("card",), ("owner:seat",)),
        # reveal round: the shared deck's size when it is shuffled (§4.2).
        EventKind("reveal_round", "reveal round {round:int}", facts=("cards:int",)),
        # number: the card's place in this round's reveal; ignored: "yes" for the card
        # of an eliminated family (§5.3).
        EventKind(
            "reveal", "reveal {card:card} {owner:seat}", facts=("number:int", "ignored", _GAINS)
        ),
        # effect: the Event's keyword; seats: who it strikes, in influence order
        # (scandal: seat:loss; burglary: the victims; bribery, mages: who is asked;
        # helping_hand: the roller); spared: a Scandal's untouched; n: Burglary's top.
        EventKind(
            "reveal_event",
            "reveal {card:card}",
            facts=("number:int", "effect", "seats:csv", "spared:csv", "n:int"),
        ),
        EventKind("choose", "choose {symbol}", facts=(_GAINS,)),
        EventKind("next", "next {symbol}", facts=(_GAINS,)),
        EventKind("bandit", "bandit {target:seat}", facts=("now:int", _GAINS)),
        EventKind("hit", "hit {target:seat}", facts=(_GAINS,)),
        # space: where the Portrait lands; old, new: its rank in influence (1: first).
        EventKind(
            "move", "move {target:seat} {side}", facts=("space:int", "old:int", "new:int", _GAINS)
        ),
        EventKind("bribe", "bribe {k:int}", facts=("bandits:int",)),
        EventKind("mages_roll", "mages roll"),
        EventKind("mages_pass", "mages pass"),
        EventKind("event", "event {card:card}", ("card",), ("round:int",)),
        EventKind("roll", "roll {symbol}", facts=("roller:seat", _GAINS)),
        EventKind("sell", "sell {seat:seat}", facts=("value:int",)),
        EventKind("eliminate", "eliminate {seat:seat}"),
        # costs: per level, its cost or "-" when closed; order: the recruit order.
        EventKind("round", "round {round:int}", facts=("costs:csv", "order:csv", "passes:int")),
        # §6: first (most influential); rich: most Coins (top: how many); masked: most
        # Bandits (most: how many); none in play: all empty.
        EventKind(
            "over",
            "game over",
            facts=("first:seat", "rich:csv", "top:int", "masked:csv", "most:int"),
        ),
    ],
)
"""For a Crown's events (:mod:`royaumes.events`): their text is the action's or the
table note's notation; the facts carry what follows by rule alone (a RUBY's gain, a
Scandal's losses, a Portrait's new space, the final adjustments)."""


@dataclass(slots=True)
class _Entry:
    """One line of the history with who may see it (a bit mask of seats), linked to the
    line before it (``prev``): a history is its newest line, with no ``(previous,
    line)`` pair per line (which a server would pay on every table). Treated as
    immutable once logged, but for the memos below."""

    actor: int
    kind: str
    args: Mapping[str, Any]
    audience: int = _PUBLIC
    action: Action | None = None
    prev: _Entry | None = field(default=None, compare=False, repr=False)
    # The line as an Event, shown and hidden: built once, since every view re-reads it
    # (two slots rather than a list: a list costs 72 bytes a line).
    shown: Event | None = field(default=None, compare=False, repr=False)
    hidden: Event | None = field(default=None, compare=False, repr=False)
    # When this line is a state's newest, the events each viewer saw there: kept on the
    # newest line that built them only (see State._view_events).
    views: dict[Seat | None, tuple[Event, ...]] | None = field(
        default=None, compare=False, repr=False
    )


_ACTOR_NAMES: Final = {CHANCE: "chance", _TABLE: "table", **{p: f"P{p}" for p in range(5)}}
"""An event's actor per line's actor (one string each, not one per event)."""

_History: TypeAlias = _Entry | None
"""A history: its newest line (the others by ``prev``), or None when empty."""
_Task: TypeAlias = tuple[Any, ...]
_Card: TypeAlias = tuple[int, int]  # (Mercenary index, owner) or (-1 - Event index, -1)


class _Step:
    """One applied action: by whom, its dense id, and the step before it.

    A state keeps only this (no text, no arguments, no events): a random playout
    pays for none of them. Its history's lines (:class:`_Entry`) are built when a
    view or the history is read, by applying the actions again with the log on
    (:meth:`State._logged_apply`) from the last step whose lines are known, and kept
    (``log``, the newest line, which then stands for the steps before it).

    Memory (a server keeps thousands of tables; a search keeps many states): once its
    lines are built, a step drops ``prev`` and ``parent``, so a long history costs its
    lines only. Before, it holds the state it was applied to (``parent``) only while
    its own state has no child yet or that parent's lines are known (then the parent
    is all it needs to build its lines): :meth:`State._apply_id` drops the link
    otherwise. States never form a chain (at most the newest state, its
    parent and grandparent are held); a line-less gap is replayed from the initial
    state when read (:meth:`State._lines`).
    """

    __slots__ = ("aid", "log", "parent", "prev", "seat")

    def __init__(self, prev: _Step | None, parent: State, seat: Seat, aid: int) -> None:
        self.prev = prev  # the parent state's step (None: the parent is the initial state)
        self.parent: State | None = parent
        self.seat = seat
        self.aid = aid
        self.log: _History = None  # the whole history's newest line, once built


class State(LoggedState, _BaseState):
    """One immutable position of For a Crown (see the module docstring)."""

    _game: ForACrown
    _opts: Options
    _options: Mapping[str, OptionValue]
    _n: int
    _phase: Phase
    _round: int
    _rubies: tuple[int, ...]
    _coins: tuple[int, ...]
    _heirloom: tuple[bool, ...]  # still in the chest
    _bandits: tuple[int, ...]
    _gallery: tuple[int, ...]  # space per seat, 0 when out
    _eliminated: tuple[Seat, ...]
    _reserve: tuple[int, int, int]  # Rubies, Coins, Bandits left (counted reserve)
    _level1: tuple[int, ...]  # per level-1 card index, copies left
    _decks: tuple[tuple[int, ...], ...]  # per level 2..5 (index 0..3), sorted card indices
    _face_up: tuple[tuple[int, ...], ...]  # per level 2..5, sorted card indices
    _flips: tuple[int, ...]  # levels still to turn a card up for
    _sleeves: tuple[int, ...]
    _owned: tuple[tuple[int, ...], ...]  # per seat, Mercenary indices it owns
    _shared: tuple[int, ...]  # the face-down shared deck as its reveal ids, sorted
    _distinct: bool  # during a reveal: no two cards of _shared have the same reveal id
    _played: tuple[_Card, ...]  # turned over this round, in order
    _event_stack: tuple[int, ...]
    _order: tuple[Seat, ...]  # this Recruit phase's influence order
    _queue: tuple[Seat, ...]  # who still recruits in this pass
    _passes_left: int
    _pending: _Task | None  # the recruit or payment being made
    _tasks: tuple[_Task, ...]  # what the current reveal still has to resolve
    _decider: Seat
    _stage: str  # "setup", "recruit" or "reveal"
    _resolving: _Card | None
    _step: _Step | None  # the last action (None: the initial state)
    _num_actions: int
    # The rules log their lines and table notes, and what resolved by itself, only on
    # the throwaway copies that rebuild the history's lines (_logged_apply): _logging is
    # True there, False in every other state's dict (not a class default: CPython does
    # not specialise reading a class attribute through an instance, which the rules do
    # on most actions), and _history and _fx exist there only.
    _logging: bool
    _history: _History
    _fx: list[str]
    # The memos of the answers asked for (see legal_action_ids): a copy resets the
    # first two to None by storing into its dict, not by deleting (cheaper, and keeps
    # the dict compact, which keeps copying it a block copy); the class defaults cover
    # a state made some other way.
    _legal_cache: tuple[Seat, tuple[int, ...]] | None = None
    _outcomes_cache: tuple[tuple[int, float], ...] | None = None
    _objects_memo: tuple[tuple[Any, ...], tuple[Any, ...]] | None = None

    # -- construction ---------------------------------------------------------

    def _evolve(self) -> Self:
        """A copy to change (LoggedState's, with its three memos dropped inline: this
        runs once per action)."""
        new = object.__new__(State)
        d = new.__dict__ = self.__dict__.copy()
        d["_legal_cache"] = d["_outcomes_cache"] = None
        d.pop("_result_cache", None)
        return cast(Self, new)

    @classmethod
    def _initial(
        cls, game: ForACrown, n: int, opts: Options, resolved: Mapping[str, OptionValue]
    ) -> State:
        if opts.start_space > opts.gallery_size:
            raise ConfigError(
                f"start_space {opts.start_space} is beyond a gallery of {opts.gallery_size} spaces"
            )
        if opts.start_space - n + 1 < 1 or opts.gallery_size <= n:
            raise ConfigError(
                f"a gallery of {opts.gallery_size} spaces starting at {opts.start_space} cannot "
                f"seat {n} Portraits with a free space"
            )
        if opts.reserve == "counted" and opts.payment_visibility == "hidden":
            # Decision: a counted reserve lies on the table in view, so every
            # payment's split shows there; the two options contradict each other.
            raise ConfigError(
                "payment_visibility = hidden needs reserve = unlimited: a counted reserve "
                "shows every payment's Coin/Ruby split"
            )
        cat = catalogue()
        _table()  # builds _T, which the hot paths read
        s = object.__new__(State)
        # A dict of its own before the first field: fields stored on a fresh instance
        # would go to the class's shared keys, and then every copy (_apply_id) would
        # allocate room for them only to replace it with the copied dict.
        s.__dict__ = {}
        s._game, s._opts, s._options, s._n = game, opts, resolved, n
        s._phase = Phase.GALLERY
        s._round = 1
        s._rubies = (cat.starting_rubies,) * n
        s._coins = (0,) * n
        s._heirloom = (True,) * n
        s._bandits = (0,) * n
        s._gallery = (0,) * n
        s._eliminated = ()
        r, c, b = cat.reserve
        s._reserve = (r - cat.starting_rubies * n, c, b)
        s._level1, s._decks, s._flips, s._shared, s._event_stack = _piles()
        s._distinct = False
        s._face_up = ((),) * 4
        s._sleeves = (0,) * n
        s._owned = ((),) * n
        s._played = ()
        s._order = s._queue = ()
        s._passes_left = 0
        s._pending = None
        s._tasks = ()
        s._decider = -1
        s._stage = "setup"
        s._resolving = None
        s._step = None
        s._num_actions = 0
        s._logging = False
        s._settle()
        return s

    # -- protocol: who moves ----------------------------------------------------

    @property
    def game(self) -> ForACrown:
        return self._game

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    to_move: tuple[Seat, ...] = ()
    """The seats that may act now (see :meth:`royaumes.game.State.to_move`): a plain
    attribute, set once per action by :meth:`_settle` (search reads it at every node)."""

    def _settle(self) -> None:
        """Set ``to_move`` from the phase, once the rules have run."""
        self.to_move = _TO_MOVE[self._phase][self._decider]

    # -- protocol: legal actions, on the integer path first -------------------------
    #
    # The answers are dense ids (ascending, which is also the actions' sort order),
    # computed once per state and asked for: ``_legal_cache`` is ``(seat, ids)``,
    # ``_outcomes_cache`` the ``(id, probability)`` pairs. ``_objects_memo`` is
    # ``(ids or pairs, the same with Action objects)`` once ``legal_actions`` or
    # ``chance_outcomes`` wants them: a copy carries its parent's, which the identity
    # of the ids' tuple tells apart (the same tuple object, the same answer). Each
    # phase has its own generator (``_LEGAL`` and ``_OUTCOMES``, indexed by phase):
    # one tuple index instead of a chain of phase tests.

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids of ``legal_actions(seat)``, ascending, built without Action
        objects; ``()`` for a seat that may not act (see :meth:`royaumes.game.State`)."""
        cached = self._legal_cache
        if cached is not None and cached[0] == seat:
            return cached[1]
        ids: tuple[int, ...] = ()
        if seat in self.to_move:
            if seat == CHANCE:
                ids = tuple([i for i, _ in self.chance_outcome_ids()])
            else:
                ids = _LEGAL[self._phase](self, seat)
        self._legal_cache = (seat, ids)
        return ids

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        ids = self.legal_action_ids(seat)
        memo = self._objects_memo
        if memo is None or memo[0] is not ids:
            actions = _T.actions
            memo = self._objects_memo = (ids, tuple([actions[i] for i in ids]))
        legal: tuple[Action, ...] = memo[1]
        return legal

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(id, probability)`` pairs ascending by id; ``()`` off chance nodes."""
        outcomes = self._outcomes_cache
        if outcomes is None:
            make = _OUTCOMES[self._phase]
            outcomes = self._outcomes_cache = () if make is None else make(self)
        return outcomes

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        outcomes = self.chance_outcome_ids()
        memo = self._objects_memo
        if memo is None or memo[0] is not outcomes:
            actions = _T.actions
            memo = self._objects_memo = (outcomes, tuple([(actions[i], p) for i, p in outcomes]))
        objects: tuple[tuple[Action, float], ...] = memo[1]
        return objects

    def apply_id(self, seat: Seat, action_id: int) -> State:
        """:meth:`apply` of the action with dense id ``action_id``, with no Action object.

        Raises:
            GameOverError, NotYourTurnError, IllegalActionError: as :meth:`apply`.
            InvalidActionError: no action of the game has this id.
        """
        if type(action_id) is int:
            if seat == CHANCE:
                # A reveal (the most common chance node) tested here, without a call.
                if (
                    action_id in self._shared
                    if self._phase is _P_REVEAL
                    else _is_outcome(self, action_id)
                ):
                    return _apply_id(self, seat, action_id)
            else:
                cached = self._legal_cache
                legal = cached[1] if cached is not None and cached[0] == seat else None
                if action_id in (self.legal_action_ids(seat) if legal is None else legal):
                    return _apply_id(self, seat, action_id)
        # Not legal (or not an id): the object path raises the right error.
        return self.apply(seat, self._game.action_from_id(action_id))

    def _is_outcome(self, aid: int) -> bool:
        """Whether ``aid`` is an outcome of this chance node, read off the multiset it
        draws from (no list of outcomes is built); False off chance nodes and for an id
        out of range (which the caller then refuses as :meth:`apply` does: a negative
        id must not wrap)."""
        table = _T
        if not 0 <= aid < len(table.kinds):
            return False
        kind, arg = table.kinds[aid], table.args[aid]
        phase = self._phase
        if phase is _P_REVEAL:
            return aid in self._shared  # the deck holds its reveal ids
        if phase is _P_ROLL:
            return kind is _K_ROLL and arg in table.cat.die_faces
        if phase is _P_FLIP:
            return kind is _K_FLIP and arg in self._decks[self._flips[0] - 2]
        if phase is _P_DRAW:
            return kind is _K_DRAW and arg in self._decks[_pending_level(self) - 2]
        if phase is _P_GALLERY:
            return kind is _K_GALLERY and arg < self._n and not self._gallery[arg]
        if phase is _P_EVENT:
            return kind is _K_EVENT and arg in self._event_stack
        return False

    def _pay_ids(self, seat: Seat) -> tuple[int, ...]:
        amount = self._pending[1] if self._pending else 0
        low = max(0, amount - self._rubies[seat])
        high = min(amount, self._coins[seat])
        # _PAYMENTS lists the splits of each total t together, c = 0..t.
        first = _T.base[_K_PAY] + amount * (amount + 1) // 2
        return tuple(range(first + low, first + high + 1))

    def _symbol_ids(self, seat: Seat) -> tuple[int, ...]:
        """CHOOSE and NEXT: the symbols of the card being resolved, each once."""
        first = _T.base[_K_CHOOSE if self._phase is _P_CHOOSE else _K_NEXT]
        return _symbol_choices(first, self._tasks[0][2])

    def _target_ids(self, seat: Seat) -> tuple[int, ...]:
        """BANDIT and HIT: every other family in play."""
        hit = self._phase is _P_HIT
        if not self._eliminated:  # all in play (a target is chosen after the setup)
            return _T.rivals[hit][self._n][seat]
        first = _T.base[_K_HIT if hit else _K_BANDIT]
        gallery = self._gallery
        return tuple([first + p for p in range(self._n) if gallery[p] and p != seat])

    def _move_ids(self, seat: Seat) -> tuple[int, ...]:
        return _gallery_moves(self._gallery, self._opts.gallery_size)

    def _bribe_ids(self, seat: Seat) -> tuple[int, ...]:
        top = min(self._bandits[seat], self._coins[seat] + self._rubies[seat], _MAX_PAY)
        first = _T.base[_K_BRIBE]
        return tuple(range(first, first + top + 1))

    def _mages_ids(self, seat: Seat) -> tuple[int, ...]:
        base = _T.base
        if self._coins[seat] + self._rubies[seat] >= 1:
            return (base[_K_MAGES_ROLL], base[_K_MAGES_PASS])
        return (base[_K_MAGES_PASS],)

    def _cost(self, level: int) -> int:
        """The cost of a level this round, or -1 when its column has no tile (§2.6)."""
        return _T.cat.costs[self._round - 1][level - 1]

    def _recruit_ids(self, seat: Seat) -> tuple[int, ...]:
        """D1 (§4.1): every affordable option, each listed once; else ``skip``."""
        table = _T
        base = table.base
        wealth = self._coins[seat] + self._rubies[seat]
        opened = table.open_levels[self._round - 1]
        # Mercenary indices, ascending: the catalogue lists them level by level, and a
        # level's face-up cards are sorted (one may show twice: dict.fromkeys below).
        cards: list[int] = []
        decks: list[int] = []
        face_up, piles = self._face_up, self._decks
        for level in opened[wealth if wealth < len(opened) else -1]:
            if level == 1:
                level1 = self._level1
                cards = [i for i in table.level1 if level1[i]]
            else:
                cards += face_up[level - 2]
                if piles[level - 2]:
                    decks.append(base[_K_RECRUIT_DECK] + level)
        first = base[_K_RECRUIT]
        out = [first + i for i in dict.fromkeys(cards)]  # ints: the ids' order is the actions'
        out += decks
        if not out or not self._opts.recruit_compulsory:
            out.append(base[_K_SKIP])
        return tuple(out)

    def _reveal_outcomes(self) -> tuple[tuple[int, float], ...]:
        shared = self._shared  # the deck holds its reveal ids
        if self._distinct:  # _weighted_ids' first case, without the call or the check
            return tuple(zip(shared, repeat(1 / len(shared))))
        return _weighted_ids(0, shared)

    def _flip_outcomes(self) -> tuple[tuple[int, float], ...]:
        return _deck_outcomes(_T.base[_K_FLIP], self._decks[self._flips[0] - 2])

    def _draw_outcomes(self) -> tuple[tuple[int, float], ...]:
        return _deck_outcomes(_T.base[_K_DRAW], self._decks[_pending_level(self) - 2])

    def _roll_outcomes(self) -> tuple[tuple[int, float], ...]:
        return _T.roll_ids

    def _gallery_outcomes(self) -> tuple[tuple[int, float], ...]:
        left = [p for p in range(self._n) if not self._gallery[p]]
        first = _T.base[_K_GALLERY]
        return tuple([(first + p, 1 / len(left)) for p in left])

    def _event_outcomes(self) -> tuple[tuple[int, float], ...]:
        return _weighted_ids(_T.base[_K_EVENT], self._event_stack)

    def _pending_level(self) -> int:
        assert self._pending is not None
        return int(self._pending[2])

    # -- helpers ------------------------------------------------------------------

    def _in_play(self) -> tuple[Seat, ...]:
        """The seats in play, most influential first (§4)."""
        return _influence(self._gallery)

    def _destination(self, seat: Seat, direction: int) -> int:
        """§5.4: the next free space from ``seat``'s Portrait, or 0 if none."""
        taken = self._gallery
        here = taken[seat]
        if direction == _RIGHT:
            spaces = range(here + 1, self._opts.gallery_size + 1)
        else:
            spaces = range(here - 1, 0, -1)
        for space in spaces:
            if space not in taken:
                return space
        return 0

    def _note(self, kind: str, **args: Any) -> None:
        """A table note (the caller logs it only ``if self._logging``)."""
        self._history = _Entry(_TABLE, kind, args, prev=self._history)

    # -- protocol: apply ----------------------------------------------------------

    def fingerprint(self) -> str:
        if self._phase is Phase.OVER:
            return "game over"
        return f"round {self._round} {self._phase.name.lower()}"

    def _illegal_reason(self, seat: Seat, action: _BaseAction) -> str:
        if not isinstance(action, Action):
            return f"{action!r} is not a for_a_crown action"
        if seat == CHANCE:
            return "not an outcome of this chance node"
        if self._phase is Phase.RECRUIT and action.kind in (
            ActionKind.RECRUIT,
            ActionKind.RECRUIT_DECK,
        ):
            return "that card is not on offer or costs more than your chest holds"
        if self._phase is Phase.PAY and action.kind is ActionKind.PAY:
            return "that split does not pay the amount with what your chest holds"
        return f"the game waits for a {self._phase.name.lower()} decision"

    def _is_legal(self, seat: Seat, action: _BaseAction) -> bool:
        if not isinstance(action, Action):
            return False
        return _T.base[action.kind] + action.arg in self.legal_action_ids(seat)

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)  # apply() checked it is one of our legal actions
        return self._apply_id(seat, _T.base[action.kind] + action.arg)

    def _apply_id(self, seat: Seat, aid: int) -> State:
        """Apply a legal action by its dense id: the rules run with the log off (no line,
        no text, no event), and the new state records only ``(self, seat, aid)``."""
        # _evolve and _settle, inlined: this runs once per action. The copy's fields are
        # set as attributes (CPython finds them by their place in the dict, which a copy
        # keeps), not by key.
        s = _new(State)
        s.__dict__ = self.__dict__.copy()
        s._legal_cache = s._outcomes_cache = None
        # (No "_result_cache": only a finished game has one, and it has no legal action.)
        s._num_actions = self._num_actions + 1
        # The memory rule of _Step: now that this state has a child, its own step keeps
        # its parent only if that parent's lines are known; else the links would chain
        # every state of a playout (the lines are then replayed from the initial state
        # when read).
        prev = self._step
        if prev is not None and prev.parent is not None:
            before = prev.prev
            if before is None or before.log is None:
                prev.parent = None
        # _Step(prev, self, seat, aid), without the call to its __init__ (per action).
        step = s._step = _new(_Step)
        step.prev = prev
        step.parent = self
        step.seat = seat
        step.aid = aid
        step.log = None
        table = _T
        table.handlers[aid](s, seat, table.args[aid])
        _run(s)
        s.to_move = _TO_MOVE[s._phase][s._decider]
        return s

    def _logged_apply(self, seat: Seat, aid: int, history: _History) -> tuple[_History, State]:
        """``history`` (this state's lines) with the lines of the action ``aid``: its own
        line, with the facts known once it is resolved, then the table's notes it caused;
        and the state after it (a copy without a step of its own, to log the next one).

        The same rules as :meth:`_apply_id` run on a throwaway copy, with the log on.
        """
        table = _T
        action = table.actions[aid]
        s = self._evolve()
        s._logging = True
        s._history = history
        s._fx = []
        entry = s._log(seat, action)
        table.handlers[aid](s, seat, action.arg)
        args = dict(entry.args)
        args.update(s._after(action, self))
        s._run()
        if _GAINS in EVENTS[entry.kind].facts:
            args["gains"] = tuple(s._fx)
        # The action's line gets the facts known once it is resolved; the table's notes
        # logged meanwhile stay after it.
        out = _Entry(entry.actor, entry.kind, args, entry.audience, action, prev=history)
        for note in _walk(s._history, history)[1:]:
            out = _Entry(note.actor, note.kind, note.args, note.audience, prev=out)
        d = s.__dict__
        s._logging = False
        del d["_history"], d["_fx"]
        d["_num_actions"] += 1
        s._settle()
        return out, s

    def _lines(self) -> _History:
        """This state's history as lines (:class:`_Entry`), built on first reading and
        kept on each step: from the last step whose lines are known, on the state it
        reached (its child's ``parent``, else replayed from the initial state), every
        later action is applied again with the log on (iteratively: a long history must
        not recurse). Each step built drops its ``parent`` (see :class:`_Step`)."""
        step = self._step
        if step is None:
            return None
        if step.log is not None:
            return step.log
        pending: list[_Step] = []
        node: _Step | None = step
        while node is not None and node.log is None:
            pending.append(node)
            node = node.prev
        pending.reverse()
        history = node.log if node is not None else None
        state = pending[0].parent
        if state is None:
            state = State._initial(self._game, self._n, self._opts, self._options)
            for seat, aid in _actions(node):
                state = state._apply_id(seat, aid)
        for node in pending:
            history, state = state._logged_apply(node.seat, node.aid, history)
            node.log = history
            node.parent = node.prev = None
        return history

    def _entries(self, since: LoggedState | None = None) -> list[Any]:
        """The history's lines, oldest first; only those after ``since`` (an earlier
        state of this game) if given."""
        stop = cast(State, since)._lines() if since is not None else None
        return _walk(self._lines(), stop)

    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action applied so far, chance included, as ``(seat, action)``."""
        actions = _T.actions
        return tuple([(seat, actions[aid]) for seat, aid in _actions(self._step)])

    def _log(self, seat: Seat, action: Action) -> _Entry:
        """Record an action with who may see it (§7) and the facts known before it."""
        kind = action.kind
        audience = _PUBLIC
        if kind is ActionKind.DRAW:
            audience = 1 << self._decider
        elif kind is ActionKind.EVENT:
            audience = _NOBODY
        elif kind is ActionKind.PAY and self._opts.payment_visibility == "hidden":
            audience = 1 << seat
        name, args = self._event_args(seat, action)
        entry = _Entry(CHANCE if seat == CHANCE else seat, name, args, audience, action,
                       prev=self._history)  # fmt: skip
        self._history = entry
        return entry

    def _event_args(self, seat: Seat, action: Action) -> tuple[str, dict[str, Any]]:
        """The kind and arguments of an action's line, with the facts known before it."""
        cat = catalogue()
        kind, arg = action.kind, action.arg
        mercs = cat.mercenaries
        if kind is ActionKind.GALLERY:
            return "gallery", {"seat": arg}
        if kind is ActionKind.FLIP:
            return "flip", {"card": mercs[arg].id}
        if kind is ActionKind.RECRUIT:
            return "recruit", {"card": mercs[arg].id, "cost": _cost(self, mercs[arg].level)}
        if kind is ActionKind.RECRUIT_DECK:
            return "recruit_deck", {"level": arg, "cost": _cost(self, arg)}
        if kind is ActionKind.SKIP:
            return "skip", {}
        if kind is ActionKind.PAY:
            c, r = _PAYMENTS[arg]
            args: dict[str, Any] = {"coins": c, "rubies": r}
            pending = self._pending
            assert pending is not None
            if pending[0] == "recruit" and pending[3] >= 0:
                args.update(purpose="recruit", card=mercs[pending[3]].id)
            elif pending[0] == "recruit":
                args.update(purpose="deck", level=pending[2])
            elif pending[0] == "bribe":
                args.update(purpose="bribe", bandits=pending[1])
            else:
                args.update(purpose="mages")
            return "pay", args
        if kind is ActionKind.DRAW:
            return "draw", {"card": mercs[arg].id, "owner": self._decider}
        if kind is ActionKind.REVEAL:
            owner = arg % 5
            return "reveal", {"card": mercs[arg // 5].id, "owner": owner,
                              "number": len(self._played) + 1,
                              "ignored": None if self._gallery[owner] else "yes"}  # fmt: skip
        if kind is ActionKind.REVEAL_EVENT:
            event = cat.events[arg]
            args = {"card": event.id, "number": len(self._played) + 1, "effect": event.effect}
            args.update(self._event_facts(event.effect))
            return "reveal_event", args
        if kind in (ActionKind.CHOOSE, ActionKind.NEXT):
            return kind.name.lower(), {"symbol": _SYMBOLS[arg]}
        if kind is ActionKind.BANDIT:
            return "bandit", {"target": arg}
        if kind is ActionKind.HIT:
            return "hit", {"target": arg}
        if kind is ActionKind.MOVE:
            who = arg // 2
            return "move", {"target": who, "side": _DIRECTIONS[arg % 2],
                            "old": self._in_play().index(who) + 1}  # fmt: skip
        if kind is ActionKind.BRIBE:
            return "bribe", {"k": arg, "bandits": self._bandits[seat]}
        if kind is ActionKind.MAGES_ROLL:
            return "mages_roll", {}
        if kind is ActionKind.MAGES_PASS:
            return "mages_pass", {}
        if kind is ActionKind.EVENT:
            return "event", {"card": cat.events[arg].id, "round": self._round}
        return "roll", {"symbol": _SYMBOLS[arg], "roller": self._tasks[0][1]}

    def _event_facts(self, effect: str) -> dict[str, Any]:
        """Whom an Event turned over now strikes (§5.5-5.7), as :meth:`_event` will."""
        order = self._in_play()
        if effect == "scandal":
            losses = catalogue().scandal.get(len(order), (0,) * len(order))
            pairs = list(zip(order, losses, strict=True))
            return {"seats": tuple(f"P{p}:{k}" for p, k in pairs if k),
                    "spared": tuple(f"P{p}" for p, k in pairs if not k)}  # fmt: skip
        if effect == "burglary":
            top = max((self._bandits[p] for p in order), default=0)
            victims = [p for p in order if top and self._bandits[p] == top]
            return {"seats": tuple(f"P{p}" for p in victims), "n": top}
        if effect == "bribery":
            return {"seats": tuple(f"P{p}" for p in order if self._bandits[p] >= 1)}
        if effect == "mages":
            return {"seats": tuple(f"P{p}" for p in order)}
        return {"seats": tuple(f"P{p}" for p in order[-1:])}

    def _after(self, action: Action, before: State) -> dict[str, Any]:
        """The facts of an action's line known once its handler ran."""
        kind, arg = action.kind, action.arg
        if kind is ActionKind.GALLERY and all(self._gallery):
            order = self._in_play()
            return {"order": tuple(f"P{p}:{self._gallery[p]}" for p in order),
                    "coins": tuple(f"P{p}:{self._coins[p]}" for p in order)}  # fmt: skip
        if kind is ActionKind.FLIP and not self._flips:
            cards: list[str] = []
            node = self._history
            while node is not None and node.kind == "flip":
                cards.append(node.args["card"])
                node = node.prev
            return {"cards": tuple(reversed(cards)),
                    "refill": "yes" if before._stage != "setup" else None}  # fmt: skip
        if kind is ActionKind.BANDIT:
            return {"now": self._bandits[arg]}
        if kind is ActionKind.MOVE:
            who = arg // 2
            return {"space": self._gallery[who], "new": self._in_play().index(who) + 1}
        return {}

    # Handlers, one per action kind (dispatched by _HANDLERS below). A seat's entry of
    # a tuple is changed through a list, inline where it happens on most actions (a
    # call costs more than the change).

    def _on_gallery(self, seat: Seat, arg: int) -> None:
        placed = sum(1 for g in self._gallery if g)
        self._gallery = _set(self._gallery, arg, self._opts.start_space - placed)
        if placed + 1 < self._n:
            return
        # §3 step 6: starting Coins by influence.
        cat = _T.cat
        order = self._in_play()
        coins = [cat.coins_middle] * self._n
        coins[order[0]] = cat.coins_most
        coins[order[-1]] = cat.coins_least
        self._coins = tuple(coins)
        self._reserve = (self._reserve[0], self._reserve[1] - sum(coins), self._reserve[2])
        self._phase = _P_FLIP

    def _on_flip(self, seat: Seat, arg: int) -> None:
        level = self._flips[0]
        self._flips = self._flips[1:]
        _take_from_deck(self, level, arg)
        face_up = list(self._face_up)
        face_up[level - 2] = tuple(sorted((*face_up[level - 2], arg)))
        self._face_up = tuple(face_up)

    def _take_from_deck(self, level: int, card: int) -> None:
        decks = list(self._decks)
        deck = decks[level - 2]
        i = deck.index(card)
        decks[level - 2] = deck[:i] + deck[i + 1 :]
        self._decks = tuple(decks)

    def _on_recruit(self, seat: Seat, arg: int) -> None:
        level = _T.level_of[arg]
        cost = _cost(self, level)
        self._pending = ("recruit", cost, level, arg)
        if level == 1:
            self._level1 = _set(self._level1, arg, self._level1[arg] - 1)
        else:
            face_up = list(self._face_up)
            face = list(face_up[level - 2])
            face.remove(arg)
            face_up[level - 2] = tuple(face)
            self._face_up = tuple(face_up)
        if cost > 0:
            self._phase = _P_PAY
        else:  # a free card (only an affordable one is legal: the cost is not -1)
            _sleeve(self, seat, arg)

    def _on_recruit_deck(self, seat: Seat, arg: int) -> None:
        cost = _cost(self, arg)
        self._pending = ("recruit", cost, arg, -1)
        self._phase = _P_PAY if cost > 0 else _P_DRAW

    def _on_skip(self, seat: Seat, arg: int) -> None:
        _next_recruiter(self)

    def _on_pay(self, seat: Seat, arg: int) -> None:
        c, r = _PAYMENTS[arg]
        coins = list(self._coins)
        coins[seat] -= c
        self._coins = tuple(coins)
        rubies = list(self._rubies)
        rubies[seat] -= r
        self._rubies = tuple(rubies)
        reserve = self._reserve
        pending = self._pending
        assert pending is not None
        purpose = pending[0]
        if purpose == "recruit":
            self._reserve = (reserve[0] + r, reserve[1] + c, reserve[2])
            if pending[3] >= 0:
                _sleeve(self, seat, pending[3])
            else:
                self._phase = _P_DRAW
        elif purpose == "bribe":
            k = pending[1]
            bandits = list(self._bandits)
            bandits[seat] -= k
            self._bandits = tuple(bandits)
            self._reserve = (reserve[0] + r, reserve[1] + c, reserve[2] + k)
            self._pending = None
            self._tasks = self._tasks[1:]
        else:  # mages
            self._reserve = (reserve[0] + r, reserve[1] + c, reserve[2])
            self._pending = None
            self._tasks = (("roll", seat), *self._tasks[1:])

    def _on_draw(self, seat: Seat, arg: int) -> None:
        level = _pending_level(self)
        _take_from_deck(self, level, arg)
        _sleeve(self, self._decider, arg)

    def _sleeve(self, seat: Seat, card: int) -> None:
        """§4.1 step 3: the card goes face down onto the shared deck."""
        self._pending = None
        self._sleeves = _set(self._sleeves, seat, self._sleeves[seat] + 1)
        owned = list(self._owned[seat])
        insort(owned, card)
        self._owned = _set(self._owned, seat, tuple(owned))
        shared = list(self._shared)
        insort(shared, _T.base[_K_REVEAL] + card * 5 + seat)  # its reveal id
        self._shared = tuple(shared)
        _next_recruiter(self)

    def _next_recruiter(self) -> None:
        queue = self._queue = self._queue[1:]
        self._phase = _P_RECRUIT
        if queue:
            self._decider = queue[0]
            return
        # §4.1 refill: levels 2..5 back to 2 face-up cards, in order.
        per_level = _T.cat.face_up_per_level
        flips: list[int] = []
        face_up, decks = self._face_up, self._decks
        for level in (2, 3, 4, 5):
            missing = per_level - len(face_up[level - 2])
            flips.extend([level] * min(missing, len(decks[level - 2])))
        self._flips = tuple(flips)
        self._passes_left -= 1
        self._phase = _P_FLIP  # _run moves on when there is nothing to flip

    def _on_reveal(self, seat: Seat, arg: int) -> None:
        """§4.2: a Mercenary is turned over and resolved at once."""
        table = _T
        rid = table.base[_K_REVEAL] + arg  # its reveal id, which the deck holds
        shared = self._shared
        i = shared.index(rid)
        self._shared = shared[:i] + shared[i + 1 :]
        card = table.cards[rid]
        assert card is not None  # a reveal id
        self._played = (*self._played, card)
        if not self._gallery[arg % 5]:
            self._resolving = None  # §5.3: an eliminated family's cards are ignored
            return
        self._resolving = card
        if self._opts.symbol_order == "printed":
            self._tasks = table.printed_tasks[rid]
        else:
            self._tasks = table.owner_tasks[rid]

    def _on_reveal_event(self, seat: Seat, arg: int) -> None:
        """§4.2: an Event is turned over and resolved at once."""
        table = _T
        rid = table.base[_K_REVEAL_EVENT] + arg
        shared = self._shared
        i = shared.index(rid)
        self._shared = shared[:i] + shared[i + 1 :]
        card = table.cards[rid]
        assert card is not None  # a reveal id
        self._played = (*self._played, card)
        self._resolving = card
        _event(self, table.cat.events[arg].effect)

    def _event(self, effect: str) -> None:
        """§5.5-5.7: an Event applies to the families in play."""
        order = _influence(self._gallery)  # (self._in_play(), without a method lookup)
        if effect == "burglary":
            top = max((self._bandits[p] for p in order), default=0)
            if top > 0:
                for p in order:
                    if self._bandits[p] == top:
                        _lose(self, p, 2)
                        if self._gallery[p]:
                            _return_bandits(self, p, self._bandits[p])
        elif effect == "scandal":
            losses = _T.cat.scandal.get(len(order), (0,) * len(order))
            fixed = list(zip(order, losses, strict=True))
            for p, loss in fixed:
                if loss and self._gallery[p]:
                    _lose(self, p, loss)
        elif effect == "bribery":
            self._tasks = (("bribe", tuple(p for p in order if self._bandits[p] >= 1)),)
        elif effect == "mages":
            if self._opts.mages_order == "fixed":
                self._tasks = (("mages", order),)
            else:
                self._tasks = (("mages_live", ()),)
        else:  # helping_hand
            if order:
                self._tasks = (("roll", order[-1]),)

    def _return_bandits(self, seat: Seat, k: int) -> None:
        self._bandits = _set(self._bandits, seat, self._bandits[seat] - k)
        self._reserve = (self._reserve[0], self._reserve[1], self._reserve[2] + k)

    def _gain(self, seat: Seat, symbol: int) -> bool:
        """§5.1: +1 Ruby or Coin from the reserve (nothing left under ``counted``);
        whether it was gained."""
        reserve = self._reserve
        if symbol == RUBY:
            if reserve[0] <= 0 and self._opts.reserve == "counted":
                return False
            rubies = list(self._rubies)
            rubies[seat] += 1
            self._rubies = tuple(rubies)
            self._reserve = (reserve[0] - 1, reserve[1], reserve[2])
        else:
            if reserve[1] <= 0 and self._opts.reserve == "counted":
                return False
            coins = list(self._coins)
            coins[seat] += 1
            self._coins = tuple(coins)
            self._reserve = (reserve[0], reserve[1] - 1, reserve[2])
        return True

    def _lose(self, seat: Seat, n: int) -> None:
        """§5.2 ``lose_rubies`` (:func:`.scoring.lose_rubies`): one at a time, selling the
        Heirloom, or elimination."""
        rubies = self._rubies
        if rubies[seat] >= n:  # lose_rubies' common case, inline: no sale, no elimination
            lost = list(rubies)
            lost[seat] -= n
            self._rubies = tuple(lost)
            reserve = self._reserve
            self._reserve = (reserve[0] + n, reserve[1], reserve[2])
            return
        reserve = self._reserve
        loss = lose_rubies(
            rubies[seat], self._heirloom[seat], n, heirloom_value=_T.cat.heirloom_value,
            reserve=reserve[0] if self._opts.reserve == "counted" else None,
        )  # fmt: skip
        if loss.sold is not None:
            self._heirloom = _set(self._heirloom, seat, False)
            if self._logging:
                self._note("sell", seat=seat, value=loss.sold)
        self._rubies = _set(rubies, seat, loss.rubies)
        self._reserve = (reserve[0] + loss.paid - (loss.sold or 0), reserve[1], reserve[2])
        if loss.eliminated:
            _eliminate(self, seat)

    def _eliminate(self, seat: Seat) -> None:
        """§5.3: out of play at once; its Portrait and Bandits leave."""
        if self._logging:
            self._note("eliminate", seat=seat)
        self._gallery = _set(self._gallery, seat, 0)
        _return_bandits(self, seat, self._bandits[seat])
        self._eliminated = (*self._eliminated, seat)

    def _on_choose(self, seat: Seat, arg: int) -> None:
        owner = self._tasks[0][1]
        self._tasks = (("sym", owner, arg), *self._tasks[1:])

    def _on_next(self, seat: Seat, arg: int) -> None:
        owner, remaining = self._tasks[0][1], list(self._tasks[0][2])
        remaining.remove(arg)
        rest: tuple[_Task, ...] = (("card", owner, tuple(remaining)),) if remaining else ()
        self._tasks = (("sym", owner, arg), *rest, *self._tasks[1:])

    def _on_bandit(self, seat: Seat, arg: int) -> None:
        self._tasks = self._tasks[1:]
        reserve = self._reserve
        if reserve[2] <= 0 and self._opts.reserve == "counted":
            return
        bandits = list(self._bandits)
        bandits[arg] += 1
        self._bandits = tuple(bandits)
        self._reserve = (reserve[0], reserve[1], reserve[2] - 1)

    def _on_hit(self, seat: Seat, arg: int) -> None:
        self._tasks = self._tasks[1:]
        _lose(self, arg, 1)

    def _on_move(self, seat: Seat, arg: int) -> None:
        self._tasks = self._tasks[1:]
        who = arg >> 1
        self._gallery = _set(self._gallery, who, _destination(self, who, arg & 1))

    def _on_roll(self, seat: Seat, arg: int) -> None:
        roller = self._tasks[0][1]
        self._tasks = (("sym", roller, arg), *self._tasks[1:])

    def _on_bribe(self, seat: Seat, arg: int) -> None:
        task = self._tasks[0]
        self._tasks = (("bribe", task[1][1:]), *self._tasks[1:])
        if arg > 0:
            self._pending = ("bribe", arg)
            self._tasks = (("paying",), *self._tasks)
            self._phase = _P_PAY

    def _on_mages(self, seat: Seat, arg: int, roll: bool) -> None:
        task = self._tasks[0]
        if task[0] == "mages":
            rest: _Task = ("mages", task[1][1:])
        else:
            rest = ("mages_live", (*task[1], seat))
        self._tasks = (rest, *self._tasks[1:])
        if roll:
            self._pending = ("mages", 1)
            self._tasks = (("paying",), *self._tasks)
            self._phase = _P_PAY

    def _on_event(self, seat: Seat, arg: int) -> None:
        """§4.3 step 2: an Event joins the deck unseen; the next round starts."""
        stack = list(self._event_stack)
        stack.remove(arg)
        self._event_stack = tuple(stack)
        shared = list(self._shared)
        insort(shared, _T.base[_K_REVEAL_EVENT] + arg)  # its reveal id
        self._shared = tuple(shared)
        self._round += 1
        _start_recruit(self)

    def _start_recruit(self) -> None:
        self._stage = "recruit"
        order = self._in_play()
        self._order = order
        self._passes_left = _T.cat.recruit_passes[self._round - 1]
        self._queue = order
        self._decider = order[0]
        self._phase = _P_RECRUIT
        if self._logging:
            costs = tuple("-" if c < 0 else str(c) for c in _T.cat.costs[self._round - 1])
            self._note("round", round=self._round, costs=costs,
                       order=tuple(f"P{p}" for p in order), passes=self._passes_left)  # fmt: skip

    # -- the engine's loop: what comes next -----------------------------------------

    def _run(self) -> None:
        """Advance through automatic steps until a decision or a chance node."""
        phase = self._phase
        if _HALTS[phase]:
            return
        if self._stage != "reveal":
            if phase is not _P_FLIP or self._flips:
                return  # a recruit, a payment, or a card to turn up
            if self._stage == "setup":
                _start_recruit(self)
            elif self._passes_left > 0:
                self._queue = self._order
                self._decider = self._order[0]
                self._phase = _P_RECRUIT
            else:
                self._stage, self._phase = "reveal", _P_REVEAL
                # Turning cards over only removes some: tell the outcomes once a round
                # whether they are all equally likely.
                shared = self._shared
                self._distinct = len(set(shared)) == len(shared)
                if self._logging:
                    self._note("reveal_round", round=self._round, cards=len(self._shared))
            return
        # Reveal: resolve what was turned over, then turn the next card. Tasks neither
        # start a payment nor eliminate a family: both are read once.
        if self._pending is not None:
            self._phase = _P_PAY
            return
        gallery = self._gallery
        tasks = self._tasks
        while tasks:
            task = tasks[0]
            if task[0] != "sym" or not gallery[task[1]]:
                if _step_task(self):
                    return
                tasks = self._tasks
                continue
            # A symbol of a card or a die face, by its actor in play (most tasks: here
            # rather than in a method of its own).
            actor, symbol = task[1], task[2]
            if symbol <= COIN:  # RUBY (0) or COIN (1)
                if _gain(self, actor, symbol) and self._logging:
                    self._fx.append(f"P{actor}+{_SYMBOLS[symbol]}")
                self._tasks = tasks = tasks[1:]
            elif symbol == DIE:
                self._tasks = tasks = (("roll", actor), *tasks[1:])
            elif symbol == MOVE:
                self._decider, self._phase = actor, _P_MOVE
                return
            else:  # BANDIT or HIT
                if gallery.count(0) < self._n - 1:  # another family is in play
                    self._decider = actor
                    self._phase = _P_BANDIT if symbol == BANDIT else _P_HIT
                    return
                self._tasks = tasks = tasks[1:]  # no other family in play: nothing happens
                if self._logging:
                    self._fx.append(f"P{actor}~{_SYMBOLS[symbol]}")
        if self._shared:
            self._phase = _P_REVEAL
            self._resolving = None
            return
        _end_reveal(self)

    def _step_task(self) -> bool:
        """Start the first task, other than a symbol of a family in play (see _run);
        True if it waits for a decision or chance."""
        task = self._tasks[0]
        kind = task[0]
        if kind == "paying":
            self._tasks = self._tasks[1:]
            return False
        if kind in ("sym", "choose", "card", "roll") and not self._gallery[task[1]]:
            self._tasks = self._tasks[1:]  # its family was eliminated meanwhile
            return False
        if kind == "choose":
            self._decider, self._phase = task[1], _P_CHOOSE
            return True
        if kind == "card":
            if len(set(task[2])) == 1:
                self._tasks = (*(("sym", task[1], s) for s in task[2]), *self._tasks[1:])
                return False
            self._decider, self._phase = task[1], _P_NEXT
            return True
        if kind == "roll":
            self._phase = _P_ROLL
            return True
        if kind == "bribe":
            waiting = [p for p in task[1] if self._gallery[p]]
            if not waiting:
                self._tasks = self._tasks[1:]
                return False
            self._tasks = (("bribe", tuple(waiting)), *self._tasks[1:])
            self._decider, self._phase = waiting[0], _P_BRIBE
            return True
        if kind == "mages":
            waiting = [p for p in task[1] if self._gallery[p]]
            if not waiting:
                self._tasks = self._tasks[1:]
                return False
            self._tasks = (("mages", tuple(waiting)), *self._tasks[1:])
            self._decider, self._phase = waiting[0], _P_MAGES
            return True
        if kind == "mages_live":
            waiting = [p for p in self._in_play() if p not in task[1]]
            if not waiting:
                self._tasks = self._tasks[1:]
                return False
            self._decider, self._phase = waiting[0], _P_MAGES
            return True
        raise AssertionError(f"unknown task {task!r}")

    def _end_reveal(self) -> None:
        """§4.2 step 3: End of Game, or End of Round."""
        self._resolving = None
        if self._eliminated or self._round >= _T.cat.rounds:
            _final_adjustments(self)
            return
        self._shared = tuple(sorted([_reveal_id(card) for card in self._played]))
        self._played = ()
        if self._event_stack:
            self._phase = _P_EVENT
        else:
            self._round += 1
            _start_recruit(self)

    def _families(self) -> list[Family]:
        """Every family's position, as :mod:`.scoring` reads it."""
        return [
            Family(self._rubies[p], self._coins[p], self._bandits[p], self._gallery[p],
                   self._heirloom[p])
            for p in range(self._n)
        ]  # fmt: skip

    def _final_adjustments(self) -> None:
        """§6: +1 most influential, +1 most Coins, -1 most Bandits, in that order
        (:func:`.scoring.end_of_game`)."""
        counted = self._opts.reserve == "counted"
        end = end_of_game(
            self._families(), self._eliminated, heirloom_value=_T.cat.heirloom_value,
            reserve=self._reserve[0] if counted else None,
        )  # fmt: skip
        if self._logging:
            for line in end.lines:
                if line.kind == "sell":
                    self._note("sell", seat=line.arguments["seat"], value=line.arguments["value"])
                elif line.kind == "eliminated":
                    self._note("eliminate", seat=line.arguments["seat"])
        # Every Ruby and Bandit comes from the reserve and goes back to it (§2.1).
        after = end.families
        rubies = sum(f.rubies for f in after) - sum(self._rubies)
        bandits = sum(self._bandits) - sum(f.bandits for f in after)
        reserve = self._reserve
        self._reserve = (reserve[0] - rubies, reserve[1], reserve[2] + bandits)
        self._rubies = tuple(f.rubies for f in after)
        self._heirloom = tuple(f.heirloom for f in after)
        self._bandits = tuple(f.bandits for f in after)
        self._gallery = tuple(f.space for f in after)
        self._eliminated = end.eliminated
        facts: dict[str, Any] = {"first": end.first}
        if end.top:
            facts.update(rich=tuple(f"P{p}" for p in end.rich), top=end.top)
        if end.most:
            facts.update(masked=tuple(f"P{p}" for p in end.masked), most=end.most)
        self._phase = _P_OVER
        if self._logging:
            self._note("over", **facts)

    # -- protocol: end -------------------------------------------------------------

    def interim_scores(self) -> tuple[float, ...] | None:
        """Each family's score (:meth:`score`: Rubies and the Heirloom in the chest, 0 once
        eliminated) when a round has ended (§4.3 step 2: the Event is about to join the
        deck). Mercenaries stay in the shared deck from one round to the next, so this
        values a family by its chest alone."""
        if self._phase is _P_EVENT:
            return tuple(float(self.score(p)) for p in range(self._n))
        return None

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """Under ``payment_visibility = hidden`` the others see a payment's amount, not
        its Coin/Ruby split (§7): every ``pay`` here (the amount is the pending one) is
        ``-1`` to them. Everything else a family does is public."""
        if (
            observer != seat
            and self._opts.payment_visibility == "hidden"
            and _T.kinds[action_id] is _K_PAY
        ):
            return -1
        return action_id

    @property
    def is_over(self) -> bool:
        return self._phase is _P_OVER

    @property
    def round(self) -> int:
        """The round being played, from 1 (§4)."""
        return self._round

    def coins(self, seat: Seat) -> int:
        """The Coins in ``seat``'s chest (secret to the others, §7: a search reads it on a
        determinisation)."""
        return self._coins[seat]

    def chest(self, seat: Seat) -> Chest:
        """``seat``'s chest, as its own view shows it (secret to the others, §7)."""
        return Chest(self._rubies[seat], self._coins[seat], self._heirloom[seat])

    @property
    def gallery(self) -> tuple[int, ...]:
        """Per seat, its Portrait's space, 0 once out of play (as ``View.gallery``)."""
        return self._gallery

    @property
    def bandits(self) -> tuple[int, ...]:
        """Per seat, its Masked Bandits (public, as ``View.bandits``)."""
        return self._bandits

    @property
    def heirloom_sold(self) -> tuple[bool, ...]:
        """Per seat, whether its Heirloom was sold (public, as ``View.heirloom_sold``)."""
        return tuple([not kept for kept in self._heirloom])

    @property
    def costs(self) -> tuple[int | None, ...]:
        """Per level 1..5, its cost this round, None when closed (as ``View.costs``)."""
        return tuple([c if c >= 0 else None for c in _T.cat.costs[self._round - 1]])

    def mercenaries_of(self, seat: Seat) -> tuple[Mercenary, ...]:
        """The Mercenaries ``seat`` has recruited: those of the shared deck, and the
        ones turned over this round (§4.2: they stay in the deck)."""
        table = _T
        merc = table.cat.mercenaries
        out = []
        for rid in self._shared:  # an Event's owner is -1
            card = table.cards[rid]
            if card is not None and card[1] == seat:
                out.append(merc[card[0]])
        out.extend([merc[index] for index, owner in self._played if owner == seat])
        return tuple(out)

    def score(self, seat: Seat) -> int:
        """§6: Rubies + the Heirloom's value if still in the chest; 0 if eliminated
        (:func:`.scoring.score`)."""
        family = Family(self._rubies[seat], self._coins[seat], self._bandits[seat],
                        self._gallery[seat], self._heirloom[seat])  # fmt: skip
        return score(family, _T.cat.heirloom_value)

    @property
    def result(self) -> Result | None:
        if self._phase is not _P_OVER:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            # §6: by score, ties by influence; the eliminated last, latest first.
            points, ranks, winners = standings(
                self._families(), self._eliminated, _T.cat.heirloom_value
            )
            cached = Result(
                points=points,
                ranks=ranks,
                winners=winners,
                details={"eliminated": list(self._eliminated)},
            )
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def __repr__(self) -> str:
        return f"<for_a_crown.State {self._n}p {self.fingerprint()}>"

    # -- views -------------------------------------------------------------------

    def _event_for(self, entry: _Entry, viewer: Seat | None, reveal_all: bool = False) -> Event:
        visible = bool(
            entry.audience == _PUBLIC
            or reveal_all
            or self._phase is Phase.OVER
            or (viewer is not None and entry.audience >> viewer & 1)
        )
        known = entry.shown if visible else entry.hidden
        if known is None:
            known = self._make_event(entry, visible)
            if visible:
                entry.shown = known
            else:
                entry.hidden = known
        return known

    @staticmethod
    def _make_event(entry: _Entry, visible: bool) -> Event:
        actor = _ACTOR_NAMES[entry.actor]
        kind = EVENTS[entry.kind]
        if visible:
            return Event.of(kind, actor, entry.args)
        if entry.kind == "pay":  # a hidden split shows its total only
            args = {**entry.args, "total": entry.args["coins"] + entry.args["rubies"]}
            return Event.of(EVENTS["pay_hidden"], actor, args, hidden=True)
        return Event.of(kind, actor, kind.redact(entry.args), hidden=True)

    def events_for(
        self, viewer: Seat | None, since: State | None = None, reveal_all: bool = False
    ) -> tuple[Event, ...]:
        """The history as ``viewer`` sees it; only what came after ``since`` if given;
        unredacted under ``reveal_all`` (as after the game)."""
        out: list[_Entry] = self._entries(since)
        return tuple(self._event_for(e, viewer, reveal_all) for e in out)

    def _view_events(self, viewer: Seat | None) -> tuple[Event, ...]:
        """``events_for(viewer)``, kept on this state's newest line per viewer and built
        on the nearest earlier line that kept them (its events, then the lines since),
        which gives them up: only the newest state keeps a viewer's events, so a long
        game holds one tuple per viewer, not one per step (the end of the game reveals
        every line, so its events are built afresh)."""
        lines = self._lines()
        if lines is None:
            return ()
        views = lines.views
        if views is not None:
            events = views.get(viewer)
            if events is not None:
                return events
        before: tuple[Event, ...] = ()
        since: _History = None
        node = lines.prev
        while node is not None:
            kept = node.views
            if kept is not None and viewer in kept:
                # Taken over (at the end of the game, only dropped: every line shows).
                taken = kept.pop(viewer, None)
                if taken is not None and self._phase is not Phase.OVER:
                    before, since = taken, node
                if not kept:
                    node.views = None
                break
            node = node.prev
        event_for = self._event_for
        events = before + tuple([event_for(e, viewer) for e in _walk(lines, since)])
        if views is None:
            views = lines.views = {}
        views[viewer] = events
        return events

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the initial state's options and the actions' ids (a few bytes an
        action, no recursion through the history); unpickling replays them."""
        flat = [x for pair in _actions(self._step) for x in pair]
        game = None if self._game is GAME else self._game  # the one instance, by reference
        return (_restore, (game, self._n, self._opts, dict(self._options), tuple(flat)))

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self._n):
            raise ConfigError(f"{seat!r} is not a seat of this {self._n}-player table")
        cat = catalogue()
        over = self._phase is Phase.OVER
        ids = [m.id for m in cat.mercenaries]
        chests = tuple(
            Chest(self._rubies[p], self._coins[p], self._heirloom[p])
            if over or p == seat else None
            for p in range(self._n)
        )  # fmt: skip
        played = tuple(
            (ids[i], o) if i >= 0 else (cat.events[-1 - i].id, None) for i, o in self._played
        )
        resolving = None
        if self._resolving is not None:
            i, o = self._resolving
            resolving = f"{ids[i]} P{o}" if i >= 0 else cat.events[-1 - i].id
        payment = None
        if self._phase is Phase.PAY and self._pending is not None:
            payment = int(self._pending[1])
        return View(
            seat=seat,
            num_players=self._n,
            options=self._options,
            phase=self._phase,
            round=self._round,
            to_move=self.to_move,
            gallery=self._gallery,
            destinations=tuple(
                (_destination(self, p, _LEFT), _destination(self, p, _RIGHT))
                if self._gallery[p]
                else (0, 0)
                for p in range(self._n)
            ),
            bandits=self._bandits,
            heirloom_sold=tuple(not h for h in self._heirloom),
            eliminated=self._eliminated,
            chests=chests,
            costs=tuple(c if c >= 0 else None for c in cat.costs[self._round - 1]),
            level1=tuple(
                (ids[i], k) for i, k in enumerate(self._level1) if cat.mercenaries[i].level == 1
            ),
            face_up=tuple(tuple(ids[i] for i in f) for f in self._face_up),
            deck_sizes=tuple(len(d) for d in self._decks),
            sleeves=self._sleeves,
            shared_deck=len(self._shared),
            played=played,
            event_stack=len(self._event_stack),
            my_cards=() if seat is None else tuple(ids[i] for i in self._owned[seat]),
            reserve=self._reserve if self._opts.reserve == "counted" else None,
            resolving=resolving,
            payment=payment,
            events=self._view_events(seat),
            result=self.result,
        )


_HANDLERS: Final[dict[ActionKind, Any]] = {
    ActionKind.GALLERY: State._on_gallery,
    ActionKind.FLIP: State._on_flip,
    ActionKind.RECRUIT: State._on_recruit,
    ActionKind.RECRUIT_DECK: State._on_recruit_deck,
    ActionKind.SKIP: State._on_skip,
    ActionKind.PAY: State._on_pay,
    ActionKind.DRAW: State._on_draw,
    ActionKind.REVEAL: State._on_reveal,
    ActionKind.REVEAL_EVENT: State._on_reveal_event,
    ActionKind.CHOOSE: State._on_choose,
    ActionKind.NEXT: State._on_next,
    ActionKind.BANDIT: State._on_bandit,
    ActionKind.HIT: State._on_hit,
    ActionKind.MOVE: State._on_move,
    ActionKind.ROLL: State._on_roll,
    ActionKind.BRIBE: State._on_bribe,
    ActionKind.MAGES_ROLL: lambda s, seat, arg: s._on_mages(seat, arg, True),
    ActionKind.MAGES_PASS: lambda s, seat, arg: s._on_mages(seat, arg, False),
    ActionKind.EVENT: State._on_event,
}


_LEGAL: Final[tuple[Any, ...]] = tuple(
    {
        Phase.RECRUIT: State._recruit_ids,
        Phase.PAY: State._pay_ids,
        Phase.CHOOSE: State._symbol_ids,
        Phase.NEXT: State._symbol_ids,
        Phase.BANDIT: State._target_ids,
        Phase.HIT: State._target_ids,
        Phase.MOVE: State._move_ids,
        Phase.BRIBE: State._bribe_ids,
        Phase.MAGES: State._mages_ids,
    }.get(phase)
    for phase in Phase
)
"""Per decision phase, its legal ids' generator (``State._legal_ids``)."""

_OUTCOMES: Final[tuple[Any, ...]] = tuple(
    {
        Phase.GALLERY: State._gallery_outcomes,
        Phase.FLIP: State._flip_outcomes,
        Phase.DRAW: State._draw_outcomes,
        Phase.REVEAL: State._reveal_outcomes,
        Phase.ROLL: State._roll_outcomes,
        Phase.EVENT: State._event_outcomes,
    }.get(phase)
    for phase in Phase
)
"""Per chance phase, its outcomes' generator (``State.chance_outcome_ids``)."""


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with ``values[index]`` replaced by ``value`` (as ``replace_at``, through
    a list: two allocations, not four)."""
    changed = list(values)
    changed[index] = value
    return tuple(changed)


_new: Final = object.__new__
"""A global read rather than ``object.__new__``'s lookup, once or twice per action."""

# The rules' hot internal calls go through these module globals rather than ``self.``:
# CPython never specialises a method looked up on a state (its attribute dict is a new
# copy on every action), so each such lookup would search that dict and the class.
_apply_id: Final = State._apply_id
_is_outcome: Final = State._is_outcome
_run: Final = State._run
_step_task: Final = State._step_task
_gain: Final = State._gain
_lose: Final = State._lose
_eliminate: Final = State._eliminate
_return_bandits: Final = State._return_bandits
_event: Final = State._event
_end_reveal: Final = State._end_reveal
_final_adjustments: Final = State._final_adjustments
_start_recruit: Final = State._start_recruit
_next_recruiter: Final = State._next_recruiter
_sleeve: Final = State._sleeve
_take_from_deck: Final = State._take_from_deck
_cost: Final = State._cost
_pending_level: Final = State._pending_level
_destination: Final = State._destination


def _actions(step: _Step | None) -> list[tuple[Seat, int]]:
    """The ``(seat, id)`` of every action up to ``step``, oldest first: read off the
    steps not yet built, then off the lines of the last one built."""
    out: list[tuple[Seat, int]] = []
    while step is not None and step.log is None:
        out.append((step.seat, step.aid))
        step = step.prev
    if step is not None:
        base = _T.base
        node = step.log
        while node is not None:
            action = node.action
            if action is not None:
                out.append((node.actor, base[action.kind] + action.arg))
            node = node.prev
    out.reverse()
    return out


def _restore(
    game: ForACrown | None,
    n: int,
    opts: Options,
    resolved: dict[str, OptionValue],
    actions: Sequence[int],
) -> State:
    """The state :meth:`State.__reduce__` pickled (``game`` None: :data:`GAME`;
    ``actions``: ``(seat, id)`` flat, oldest first)."""
    state = State._initial(GAME if game is None else game, n, opts, resolved)
    for i in range(0, len(actions), 2):
        state = state._apply_id(actions[i], actions[i + 1])
    return state


@functools.cache
def _symbol_choices(first: int, symbols: tuple[int, ...]) -> tuple[int, ...]:
    """The ids ``first + symbol`` of a card's symbols, each once, ascending (kept: the
    catalogue's cards have a few dozen symbol lists, and the choices a NEXT leaves)."""
    return tuple([first + s for s in sorted(set(symbols))])


@functools.lru_cache(maxsize=4096)
def _influence(gallery: tuple[int, ...]) -> tuple[Seat, ...]:
    """The seats in play, most influential (rightmost) first (:func:`.scoring.influence`),
    kept per Gallery (each Event and each round asks; a few thousand arrangements are
    met)."""
    return influence(gallery)


@functools.lru_cache(maxsize=4096)
def _gallery_moves(gallery: tuple[int, ...], size: int) -> tuple[int, ...]:
    """§5.4: a Portrait moves to the next free space on its side; it may move that way
    if there is one (left: any free space below it, right: up to the end). Kept per
    Gallery (a few thousand arrangements are met: a MOVE is a tenth of all actions)."""
    first = _T.base[_K_MOVE]
    out = []
    spaces = sorted([g for g in gallery if g])
    last = len(spaces) - 1
    for p, here in enumerate(gallery):
        if here:
            rank = spaces.index(here)  # Portraits below it
            if rank < here - 1:
                out.append(first + p * 2 + _LEFT)
            if last - rank < size - here:
                out.append(first + p * 2 + _RIGHT)
    return tuple(out)


@functools.cache
def _piles() -> tuple[
    tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]
]:
    """The box's piles before setup (§3), built once (a playout starts a game every
    few hundred actions): per Mercenary its level-1 copies, the level decks 2..5
    (sorted card indices), the levels to turn a card up for, the shared deck's
    Starting Events (as reveal ids) and the Event stack."""
    cat = catalogue()
    level1 = tuple(m.copies if m.level == 1 else 0 for m in cat.mercenaries)
    decks = tuple(
        tuple(sorted(m.index for m in cat.level_cards(level) for _ in range(m.copies)))
        for level in range(2, 6)
    )
    flips = tuple(lv for lv in range(2, 6) for _ in range(cat.face_up_per_level))
    shared = tuple(sorted(_reveal_id((-1 - e.index, -1)) for e in cat.events
                          if e.starting for _ in range(e.copies)))  # fmt: skip
    stack = tuple(sorted(e.index for e in cat.events if not e.starting
                         for _ in range(e.copies)))  # fmt: skip
    return level1, decks, flips, shared, stack


def _weighted_ids(first: int, items: Sequence[int]) -> tuple[tuple[int, float], ...]:
    """Outcomes over a sorted multiset, as ``(first + item, probability)`` ascending:
    k identical items weigh k times as much (§4.4)."""
    total = len(items)
    if len(set(items)) == total:  # all distinct, as most reveals are
        ids = map(first.__add__, items) if first else items
        return tuple(zip(ids, repeat(1 / total)))
    counts: dict[int, int] = {}  # ascending, as the items are (twice Counter's speed)
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return tuple([(first + i, k / total) for i, k in counts.items()])


_deck_outcomes: Final = functools.lru_cache(maxsize=1024)(_weighted_ids)
"""``_weighted_ids`` of a level deck, kept: a game's first flips draw from the same
few decks in every game (most flips meet a deck seen before; a reveal rarely does)."""


def _reveal_id(card: _Card) -> int:
    """The dense id of the action that turns ``card`` over: ``reveal L2-05 P1`` or
    ``reveal E4`` (the shared deck holds these ids, so that its outcomes need no
    conversion)."""
    index, owner = card
    base = _T.base
    if index < 0:
        return base[_K_REVEAL_EVENT] - 1 - index
    return base[_K_REVEAL] + index * 5 + owner


def _walk(history: _History, stop: _History = None) -> list[_Entry]:
    """The lines of ``history`` after ``stop`` (one of its earlier nodes), oldest first."""
    out: list[_Entry] = []
    node = history
    while node is not None and node is not stop:
        out.append(node)
        node = node.prev
    out.reverse()
    return out


# ---------------------------------------------------------------------------
# Game


def _gain_params(gains: Sequence[str] | None) -> dict[str, ParamValue]:
    """What resolved by itself after an event (its ``gains`` fact) as message
    parameters: who gained (``gain``: yes/no, ``gainer``), how many Rubies and Coins,
    and how many BANDIT or HIT symbols found no rival (``idle``)."""
    gains = gains or ()
    got = [g for g in gains if "+" in g]
    gainer: ParamValue = Ref("seat", int(got[0].split("+")[0][1:])) if got else ""
    return {
        "gain": "yes" if got else "no",
        "gainer": gainer,
        "ruby_gain": sum(1 for g in got if g.endswith("+RUBY")),
        "coin_gain": sum(1 for g in got if g.endswith("+COIN")),
        "idle": sum(1 for g in gains if "~" in g),
    }


def _seat_list(seats: Sequence[str] | None, sep: str = ", ") -> str:
    """``("P2:9", "P0:8")`` as ``P2 (9), P0 (8)``; plain seats as they are."""
    out = []
    for item in seats or ():
        seat, _, extra = item.partition(":")
        out.append(f"{seat} ({extra})" if extra else seat)
    return sep.join(out)


def _seats_ref(seats: Sequence[str] | None) -> Ref:
    """``("P2", "P0")`` as seats a renderer names, joined by commas."""
    return Ref("seats", tuple(int(item.partition(":")[0][1:]) for item in seats or ()))


def _narrate(event: Event, viewer: Seat | None) -> Message:
    """One For a Crown event in words (keys ``fac.ev.*``): see :meth:`ForACrown.narrate`."""
    p = event.params
    who = actor_ref(event.actor)
    kind = event.kind
    card: ParamValue = Ref("card", p["card"]) if p.get("card") else "?"
    if kind == "gallery":
        if not p.get("order"):
            return Message("")
        coins = ", ".join(c.replace(":", " ") for c in p["coins"])
        return Message("fac.ev.setup", {"order": _seat_list(p["order"]), "coins": coins,
                                        "rubies": catalogue().starting_rubies})  # fmt: skip
    if kind == "flip":
        if not p.get("cards"):
            return Message("")
        key = "fac.ev.refill" if p.get("refill") else "fac.ev.face_up"
        return Message(key, {"cards": Ref("cards", p["cards"])})
    if kind in ("recruit", "recruit_deck"):
        if p["cost"]:
            return Message("")  # its payment tells it
        return Message(
            f"fac.ev.{kind}_free", {"who": who, "card": card, "level": p.get("level") or 0}
        )
    if kind in ("pay", "pay_hidden"):
        hidden = kind == "pay_hidden"
        params: dict[str, ParamValue] = {
            "who": who, "card": card, "level": p.get("level") or 0,
            "bandits": p.get("bandits") or 0, "split": "hidden" if hidden else "shown",
            "coins": 0 if hidden else p["coins"], "rubies": 0 if hidden else p["rubies"],
            "total": p["total"] if hidden else p["coins"] + p["rubies"],
        }  # fmt: skip
        return Message(f"fac.ev.pay_{p.get('purpose') or 'recruit'}", params)
    if kind == "draw":
        if p["card"] is None:
            return Message("")
        return Message("fac.ev.draw", {"who": Ref("seat", p["owner"]), "card": card})
    if kind == "reveal":
        params = {"number": p["number"], "who": Ref("seat", p["owner"]), "card": card}
        if p.get("ignored"):
            return Message("fac.ev.reveal_ignored", params)
        return Message("fac.ev.reveal", {**params, **_gain_params(p.get("gains"))})
    if kind == "reveal_event":
        effect = p["effect"]
        seats = p.get("seats") or ()
        params = {"number": p["number"], "card": card, "n": p.get("n") or 0,
                  "seats": _seats_ref(seats), "spared": _seats_ref(p.get("spared"))}  # fmt: skip
        if effect == "scandal":
            params["seats"] = ", ".join(s.replace(":", " −") for s in seats)
            params["anyone"] = "yes" if seats else "no"
            params["some_spared"] = "yes" if p.get("spared") else "no"
        elif effect in ("bribery", "mages"):
            params["seats"] = _seat_list(seats, " › ")
        if effect in ("burglary", "bribery") and not seats:
            effect = "nobody"
        if effect == "helping_hand":
            params["roller"] = Ref("seat", int(seats[0][1:])) if seats else "?"
        return Message(f"fac.ev.event_{effect}", params)
    if kind in ("choose", "next"):
        return Message(f"fac.ev.{kind}", {"who": who, "symbol": Ref("card", p["symbol"]),
                                          **_gain_params(p.get("gains"))})  # fmt: skip
    if kind in ("bandit", "hit"):
        return Message(f"fac.ev.{kind}", {"who": who, "target": Ref("seat", p["target"]),
                                          "now": p.get("now") or 0,
                                          **_gain_params(p.get("gains"))})  # fmt: skip
    if kind == "move":
        own = event.actor == f"P{p['target']}"
        return Message(
            "fac.ev.move_own" if own else "fac.ev.move",
            {"who": who, "target": Ref("seat", p["target"]), "side": p["side"],
             "space": p["space"], "old": p["old"], "new": p["new"],
             "changed": "yes" if p["old"] != p["new"] else "no",
             **_gain_params(p.get("gains"))},
        )  # fmt: skip
    if kind == "bribe":
        if p["k"]:
            return Message("")  # its payment tells it
        return Message("fac.ev.bribe_keep", {"who": who, "bandits": p["bandits"]})
    if kind == "mages_roll":
        return Message("")  # its payment tells it
    if kind == "event":
        key = "fac.ev.event_added" if p["card"] is None else "fac.ev.event_known"
        return Message(key, {"round": p["round"], "card": card})
    if kind == "roll":
        return Message("fac.ev.roll", {"who": Ref("seat", p["roller"]),
                                       "symbol": Ref("card", p["symbol"]),
                                       **_gain_params(p.get("gains"))})  # fmt: skip
    if kind in ("sell", "eliminate"):
        return Message(
            f"fac.ev.{kind}", {"who": Ref("seat", p["seat"]), "value": p.get("value") or 0}
        )
    if kind == "round":
        costs = " · ".join(f"L{i} {'–' if c == '-' else c}" for i, c in enumerate(p["costs"], 1))
        return Message("fac.ev.round", {"round": p["round"], "costs": costs,
                                        "order": _seat_list(p["order"], " › "),
                                        "passes": p["passes"]})  # fmt: skip
    if kind == "reveal_round":
        return Message("fac.ev.reveal_round", {"round": p["round"], "cards": p["cards"]})
    if kind == "over":
        first = p.get("first")
        return Message("fac.ev.over", {
            "anyone": "no" if first is None else "yes",
            "first": "" if first is None else Ref("seat", first),
            "rich": _seats_ref(p.get("rich")), "top": p.get("top") or 0,
            "masked": _seats_ref(p.get("masked")), "most": p.get("most") or 0,
        })  # fmt: skip
    return Message(f"fac.ev.{kind}", {"who": who})


class ForACrown(Game):
    """The game object of For a Crown (``royaumes.load("for_a_crown")``)."""

    event_kinds = EVENTS
    message_prefix = "fac"
    view_type = View

    spec = GameSpec(
        id="for_a_crown",
        title="For a Crown",
        version=1,
        min_players=3,
        max_players=5,
        options=Options.specs("fac"),
        summary="Hire Mercenaries into one shared deck, reveal it card by card, and keep your "
        "secret chest of Rubies.",
        summary_fr="Recrutez des Mercenaires dans une pile commune, révélez-la carte par carte, "
        "et gardez vos Rubis secrets.",
        num_distinct_actions=2033,  # derived from cards.toml; a test checks it
        max_chance_outcomes=319,
        rules_source="shared/rules/for_a_crown.md",
        move_seconds=120,  # a person's default time per move online
    )

    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The state before the first chance node (§3 setup).

        >>> state = GAME.new_state(3)
        >>> state.to_move, len(state.chance_outcomes())
        ((-1,), 3)

        Raises:
            ConfigError: bad player count or options.
        """
        self.spec.check_num_players(num_players)
        resolved = self.spec.resolve_options(options)
        return State._initial(self, num_players, Options.from_resolved(resolved), resolved)

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """One event in words (keys ``fac.ev.*``): the setup and each refill of the
        Royal Square on their last card, a recruitment with its payment (told once,
        by the payment, when the card costs something), each card turned over with what
        resolved by itself (its gains), an Event with whom it strikes, each decision
        with its outcome (a Portrait's new space and rank, a family's Bandits), the
        table's notes and the final adjustments."""
        if event.kind not in EVENTS:
            return super().narrate(event, viewer)
        return _narrate(event, viewer)

    def parse_action(self, text: str) -> Action:
        """The action with canonical text ``text`` (§11), e.g. ``"pay 1c4r"``.

        Raises:
            InvalidActionError: ``text`` is not exactly a canonical action text.
        """
        return _table().lookup.parse(text)

    def action_from_json(self, data: object) -> Action:
        """The action from ``{"type": "pay", "coins": 1, "rubies": 4}`` and the like.

        Raises:
            InvalidActionError: malformed data.
        """
        return _table().lookup.from_json(data)

    def action_id(self, action: object) -> int:
        """The dense id of an action: seat actions first, then chance outcomes.

        Raises:
            InvalidActionError: not an action of this game.
        """
        return _table().lookup.id_of(action, Action)

    def action_from_id(self, action_id: int) -> Action:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        return _table().lookup.from_id(action_id)

    def max_game_length(self, num_players: int, options: Mapping[str, object] | None = None) -> int:
        """A bound on the actions of a game (setup, 25 recruits, 4 reveals of at most
        30 cards with 5 symbols, each possibly a die roll and a decision)."""
        return 5 + 8 + 5 * (2 + 1 + 1 + 1) * 4 + 30 * 4 * (1 + 5 * 3 + 5 * 3) + 10

    def sample_state(self, view: _BaseView, rng: random.Random) -> State:
        """A state consistent with ``view``, drawn from the posterior of what it hides
        (blind draws, added Events, hidden payment splits) by a constraint solve over
        the view's history (:mod:`royaumes.games.for_a_crown.sampler`); ``rng`` draws.

        Raises:
            ConfigError: not a for_a_crown view, or no consistent state exists.
        """
        from royaumes.games.for_a_crown.sampler import sample

        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a for_a_crown view")
        return sample(view, rng)


GAME: Final = ForACrown()
"""The one instance of the game."""
