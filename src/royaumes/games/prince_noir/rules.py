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
import random
import tomllib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, ClassVar, Final, TypeAlias, cast

from royaumes._actions import ActionTable
from royaumes._logged import LoggedState, replace_at
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
    where = "royaumes/games/prince_noir/cards.toml"
    try:
        raw = tomllib.loads(resources.files(__package__).joinpath("cards.toml").read_text("utf-8"))
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


def _act(kind: ActionKind, arg: int) -> Action:
    return _table().get((kind, arg))


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


@dataclass(frozen=True, slots=True)
class _Entry:
    actor: int
    kind: str
    args: Mapping[str, Any]
    audience: int = _PUBLIC
    action: Action | None = None
    turn: int = 0  # a face-down placement becomes public at its turn's reveal
    to: int = -1  # the seat a drawn card went to
    # The line as an Event, shown and hidden: built once, since every view re-reads it.
    shown: list[Event | None] = field(
        default_factory=lambda: [None, None], compare=False, repr=False
    )

    def hidden(self) -> tuple[str, Mapping[str, Any]]:
        """The kind and arguments the line has for a seat outside its audience."""
        if self.kind == "draw":
            return "draw", EVENTS["draw"].redact(self.args)
        size = len(str(self.args["cards"]).split("+"))
        kind = "hidden" if size > 1 else "hidden_one"
        return kind, {"role": self.kind, "castle": self.args["castle"], "size": size}


_History: TypeAlias = tuple["_History", _Entry] | None
_Placed: TypeAlias = tuple[int, int, int, Group]  # castle, seat, role (0 attack, 1 defend), group


class State(LoggedState, _BaseState):
    """One immutable position of Les Chevauchées du Prince Noir."""

    _game: PrinceNoir
    _opts: Options
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
    _history: _History
    _num_actions: int

    @classmethod
    def _initial(cls, game: PrinceNoir, opts: Options, resolved: Mapping[str, OptionValue]
                 ) -> State:  # fmt: skip
        cat = catalogue()
        s = object.__new__(State)
        s._game, s._opts, s._options = game, opts, resolved
        deck = tuple(c.copies for c in cat.cards)
        s._side = None
        s._board = tuple(_SIDES.index(ch) for ch in cat.start_line)
        s._hands = ((0,) * len(deck), (0,) * len(deck))
        s._piles = (deck, deck)
        s._discard = ((0,) * len(deck), (0,) * len(deck))
        s._shield = 0
        s._turn = 1
        s._placed = ()
        s._order = None
        s._revealed = False
        s._draws = ()
        s._history = None
        s._num_actions = 0
        if opts.sides == "random":
            s._phase = Phase.SIDES
        else:
            s._set_sides(0)
        return s

    def _set_sides(self, arg: int) -> None:
        self._side = (0, 1) if arg == 0 else (1, 0)
        english = self._seat_of(0)
        self._draws = (english,) * self._opts.hand_size + (1 - english,) * self._opts.hand_size
        self._phase = Phase.DRAW

    def _seat_of(self, side: int) -> Seat:
        assert self._side is not None
        return self._side.index(side)

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

    @property
    def to_move(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase in (Phase.SIDES, Phase.DRAW):
            return (CHANCE,)
        if phase is Phase.OVER:
            return ()
        p1 = self._p1
        return (p1,) if phase in (Phase.OPEN_X, Phase.ANSWER_Y) else (1 - p1,)

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        cached = self.__dict__.get("_legal_cache")
        if cached is not None and cached[0] == seat:
            return cast(tuple[Action, ...], cached[1])
        actions = self._compute_legal(seat) if seat in self.to_move else ()
        self.__dict__["_legal_cache"] = (seat, actions)
        return actions

    def _compute_legal(self, seat: Seat) -> tuple[Action, ...]:
        phase = self._phase
        if seat == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes())
        if phase is Phase.ORDER:
            x, y = self._placed[0][0], self._placed[2][0]
            return tuple(sorted((_act(ActionKind.ORDER, x * 8 + y), _act(ActionKind.ORDER,
                                                                          y * 8 + x))))  # fmt: skip
        out: list[Action] = []
        for castle, role, keep in self._slots(seat):
            for group in self._legal_groups(seat, role, keep):
                kind = ActionKind.ATTACK if role == 0 else ActionKind.DEFEND
                out.append(_act(kind, castle * len(_groups()) + _group_index()[group]))
        return tuple(sorted(out))

    def _slots(self, seat: Seat) -> list[tuple[int, int, int]]:
        """The (castle, role, cards to keep) this step allows (§4.1)."""
        assert self._side is not None
        mine = self._side[seat]
        phase = self._phase
        if phase is Phase.OPEN_X:
            return [(c, 0 if owner != mine else 1, 1) for c, owner in enumerate(self._board)]
        x, _, x_role, _ = self._placed[0]
        if phase is Phase.ANSWER_X:
            return [(x, 1 - x_role, 1)]
        if phase is Phase.OPEN_Y:
            # P2's other role is the one it did not play at X.
            role = x_role  # P2 answered X with 1 - x_role, so it now plays x_role's role
            wanted_owner = (1 - mine) if role == 0 else mine
            return [(c, role, 0) for c, owner in enumerate(self._board)
                    if c != x and owner == wanted_owner]  # fmt: skip
        y, _, y_role, _ = self._placed[2]
        return [(y, 1 - y_role, 0)]

    def _legal_groups(self, seat: Seat, role: int, keep: int) -> list[Group]:
        """§4.2: attack = one main card + pillages (or pillages alone without a main
        card); defence = one card or more; ``keep`` cards must stay in hand."""
        cat = catalogue()
        hand = self._hands[seat]
        size = sum(hand)
        pl = cat.pillage
        groups: list[Group] = []
        for counts in itertools.product(*(range(k + 1) for k in hand)):
            total = sum(counts)
            if total == 0 or size - total < keep:
                continue
            mains = total - counts[pl]
            if role == 0:
                has_main = any(hand[c.index] for c in cat.cards if c.main)
                if mains != 1 and not (
                    mains == 0 and not has_main and self._opts.no_main_card == "pillage_attack"
                ):
                    continue  # fmt: skip
            elif self._opts.no_main_card == "end_game" and self._attack_later(seat):
                left = [hand[i] - counts[i] for i in range(len(hand))]
                if not any(left[c.index] for c in cat.cards if c.main):
                    continue  # under end_game a later attack needs a main card (§4.2)
            groups.append(tuple(counts))
        return groups

    def _attack_later(self, seat: Seat) -> bool:
        """Whether this defence comes before the seat's attack this turn."""
        return self._phase in (Phase.OPEN_X, Phase.ANSWER_X)

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        if self._phase is Phase.SIDES:
            return ((_act(ActionKind.SIDES, 0), 0.5), (_act(ActionKind.SIDES, 1), 0.5))
        if self._phase is Phase.DRAW:
            pile = self._piles[self._draws[0]]
            total = sum(pile)
            return tuple((_act(ActionKind.DRAW, t), k / total) for t, k in enumerate(pile) if k)
        return ()

    # -- apply -------------------------------------------------------------------------

    def fingerprint(self) -> str:
        if self._phase is Phase.OVER:
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

    def _note(self, kind: str, args: Mapping[str, Any] | None = None) -> None:
        self._record(_Entry(_TABLE, kind, args or {}))

    def _apply(self, seat: Seat, action: _BaseAction) -> State:
        assert isinstance(action, Action)
        s = self._evolve()
        s._num_actions += 1
        kind = action.kind
        if kind is ActionKind.SIDES:
            s._record(_Entry(CHANCE, "sides", {"sides": _side_text(action.arg)}, action=action))
            s._set_sides(action.arg)
        elif kind is ActionKind.DRAW:
            drawer = s._draws[0]
            card = catalogue().cards[action.arg].id
            args: dict[str, Any] = {"card": card}
            if s._draws[1:2] != (drawer,):  # the run's last card
                run = s._run_drawn(drawer) + (card,)
                args.update(run=run, n=len(run))
            s._record(_Entry(CHANCE, "draw", args, 1 << drawer, action, to=drawer))
            s._draws = s._draws[1:]
            s._piles = _set(s._piles, drawer, _add(s._piles[drawer], action.arg, -1))
            s._hands = _set(s._hands, drawer, _add(s._hands[drawer], action.arg, 1))
            if not s._draws:
                s._after_refill()
        elif kind is ActionKind.ORDER:
            order = {"first": action.arg // 8 + 1, "second": action.arg % 8 + 1}
            s._record(_Entry(seat, "order", order, action=action))
            s._order = (action.arg // 8, action.arg % 8)
            if not s._revealed:
                s._reveal()
            s._resolve()
        else:
            role = 0 if kind is ActionKind.ATTACK else 1
            group = action.group
            verb = "attack" if role == 0 else "defend"
            args = {"castle": action.castle + 1, "cards": group_text(group)}
            s._record(_Entry(seat, verb, args, 1 << seat, action, s._turn))
            left = tuple(h - g for h, g in zip(s._hands[seat], group, strict=True))
            s._hands = _set(s._hands, seat, left)
            s._placed = (*s._placed, (action.castle, seat, role, group))
            s._phase = Phase(s._phase + 1)
            if s._phase is Phase.ORDER and s._opts.order_timing == "after_reveal":
                s._reveal()
        return s

    def _reveal(self) -> None:
        """§4.1 step 5: every placed card is turned face up."""
        self._revealed = True
        args: dict[str, Any] = {}
        for i, (castle, seat, role, group) in enumerate(self._placed, 1):
            assert self._side is not None
            args.update({f"side{i}": _SIDES[self._side[seat]], f"castle{i}": castle + 1,
                         f"role{i}": "attack" if role == 0 else "defend",
                         f"cards{i}": group_text(group)})  # fmt: skip
        self._note("reveal", args)

    def _run_drawn(self, drawer: Seat) -> tuple[str, ...]:
        """The cards ``drawer`` has drawn in a row just before now (the run so far)."""
        cards: list[str] = []
        node = self._history
        while node is not None:
            node, entry = node
            if entry.kind != "draw" or entry.to != drawer:
                break
            cards.append(entry.args["card"])
        return tuple(reversed(cards))

    def _resolve(self) -> None:
        """§5: both combats in the chosen order, then victory, discard, refill."""
        assert self._order is not None
        assert self._side is not None
        for castle in self._order:
            attack = next(p for p in self._placed if p[0] == castle and p[2] == 0)
            defence = next(p for p in self._placed if p[0] == castle and p[2] == 1)
            a_side, d_side = self._side[attack[1]], self._side[defence[1]]
            a_value = self.attack_value(attack[3], castle, a_side)
            d_value = self.defence_value(defence[3], castle, d_side)
            flips = a_value > d_value
            if flips:
                self._board = _set(self._board, castle, a_side)
            args = {
                "castle": castle + 1, "attack": a_value, "defence": d_value,
                "side": _SIDES[a_side], "attacker": _SIDES[a_side],
                "attack_cards": _cards_of(attack[3]), "defence_cards": _cards_of(defence[3]),
                "attack_chain": self.chain(castle, a_side),
                "defence_chain": self.chain(castle, d_side),
                "pillage_bonus": pillage_bonus(defence[3]), "board": self.board_text(),
            }  # fmt: skip
            self._note("flip" if flips else "hold", args)
        for side in (0, 1):
            if all(owner == side for owner in self._board):
                self._phase = Phase.OVER
                self._note("all_castles", {"side": _SIDES[side]})
                return
        for _, seat, _, group in self._placed:
            side = self._side[seat]
            self._discard = _set(self._discard, side, tuple(
                d + g for d, g in zip(self._discard[side], group, strict=True)))  # fmt: skip
        draws: list[Seat] = []
        for side in (0, 1):  # English refills first (§4.1 step 7)
            seat = self._seat_of(side)
            need = max(0, self._opts.hand_size - sum(self._hands[seat]))
            draws += [seat] * min(need, sum(self._piles[seat]))
        self._draws = tuple(draws)
        self._phase = Phase.DRAW
        if not self._draws:
            self._after_refill()

    def _after_refill(self) -> None:
        """§6 end checks, then the next turn (the shield passes)."""
        cat = catalogue()
        if any(sum(h) < 2 for h in self._hands):
            self._phase = Phase.OVER
            self._note("exhausted")
            return
        if self._opts.no_main_card == "end_game" and any(
            not any(h[c.index] for c in cat.cards if c.main) for h in self._hands
        ):
            self._phase = Phase.OVER
            self._note("no_main")
            return
        if self._placed:  # not the opening draw
            self._turn += 1
            self._shield = 1 - self._shield
        self._placed = ()
        self._order = None
        self._revealed = False
        self._phase = Phase.OPEN_X

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
        return chain_bonus(self.board_text(), castle, _SIDES[side], self._opts.chain_mode)

    def attack_value(self, group: Group, castle: int, side: int) -> int:
        """§5: the cards' printed values + the attacker's chain bonus."""
        return group_value(group, "attack") + self.chain(castle, side)

    def defence_value(self, group: Group, castle: int, side: int) -> int:
        """§5: one per card + the pillage bonus + the defender's chain bonus."""
        return group_value(group, "defend") + self.chain(castle, side)

    # -- end --------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    def largest_group(self, side: int) -> int:
        """The longest run of adjacent castles of ``side``."""
        best = run = 0
        for owner in self._board:
            run = run + 1 if owner == side else 0
            best = max(best, run)
        return best

    def score(self, seat: Seat) -> int:
        """§6: castles + cards in hand + largest group."""
        assert self._side is not None
        side = self._side[seat]
        return (
            sum(1 for o in self._board if o == side)
            + sum(self._hands[seat])
            + (self.largest_group(side))
        )

    @property
    def result(self) -> Result | None:
        if self._phase is not Phase.OVER:
            return None
        cached = self.__dict__.get("_result_cache")
        if cached is None:
            assert self._side is not None

            def key(seat: Seat) -> tuple[int, ...]:
                side = self._side[seat]  # type: ignore[index]
                parts = [self.score(seat), self.largest_group(side)]
                if self._opts.final_tie == "more_castles":
                    parts.append(sum(1 for o in self._board if o == side))
                return tuple(parts)

            k0, k1 = key(0), key(1)
            ranks: tuple[int, int]
            winners: tuple[Seat, ...]
            if k0 == k1:
                ranks, winners = (1, 1), (0, 1)
            elif k0 > k1:
                ranks, winners = (1, 2), (0,)
            else:
                ranks, winners = (2, 1), (1,)
            cached = Result(points=(self.score(0), self.score(1)), ranks=ranks,
                            winners=winners, details={"board": self.board_text()})  # fmt: skip
            self.__dict__["_result_cache"] = cached
        return cast(Result, cached)

    def board_text(self) -> str:
        """The board as 8 letters, e.g. ``EFEFEFEF``."""
        return "".join(_SIDES[o] for o in self._board)

    def __repr__(self) -> str:
        return f"<prince_noir.State {self.fingerprint()} {self.board_text()}>"

    # -- views --------------------------------------------------------------------------

    def _visible(self, entry: _Entry, viewer: Seat | None, reveal_all: bool) -> bool:
        if entry.audience == _PUBLIC or reveal_all or self._phase is Phase.OVER:
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
            known = e.shown[not visible]
            if known is None:
                actor = {CHANCE: "chance", _TABLE: "table"}.get(e.actor, f"P{e.actor}")
                to = f"P{e.to}" if e.to >= 0 else ""
                if visible:
                    known = Event.of(EVENTS[e.kind], actor, e.args, to)
                else:
                    kind, args = e.hidden()
                    known = Event.of(EVENTS[kind], actor, args, to, hidden=True)
                e.shown[not visible] = known
            events.append(known)
        return tuple(events)

    def view(self, seat: Seat | None) -> View:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < 2):
            raise ConfigError(f"{seat!r} is not a seat of this 2-player table")
        cat = catalogue()
        over = self._phase is Phase.OVER
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


_set = replace_at


def _cards_of(group: Group) -> tuple[str, ...]:
    return tuple(c for c in group_text(group).split("+") if c)


def _add(counts: Group, index: int, delta: int) -> Group:
    return _set(counts, index, counts[index] + delta)


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
        """A state consistent with ``view``: hidden draws and face-down groups drawn
        with ``rng``, preferring the cards the view later shows revealed.

        Raises:
            ConfigError: not a prince_noir view, or no consistent state exists.
        """
        from royaumes.sampling import sample_by_replay

        if not isinstance(view, View):
            raise ConfigError(f"{view!r} is not a prince_noir view")
        return cast(
            State,
            sample_by_replay(
                self, view, rng,
                events_since=lambda new, old, seat, reveal_all: cast(State, new).events_for(
                    seat, cast(State, old), reveal_all
                ),
                candidates=_hidden_candidates,
                signature=lambda s: (cast(State, s)._hands, cast(State, s)._piles),
            ),
        )  # fmt: skip


def _hidden_candidates(
    state: _BaseState, view_events: Sequence[Event], index: int, rng: random.Random
) -> list[_BaseAction]:
    """What may hide behind a redacted event: a draw, or a face-down group of that size."""
    assert isinstance(state, State)
    event = view_events[index]
    seat = CHANCE if event.actor == "chance" else int(event.actor[1:])
    options = list(state.legal_actions(seat))
    rng.shuffle(options)
    if event.kind == "draw":
        later = Counter(
            card
            for e in view_events[index + 1 :]
            if e.kind == "reveal"
            for i in range(1, 5)
            for card in str(e.params[f"cards{i}"]).split("+")
        )
        options.sort(key=lambda a: -later[catalogue().cards[a.arg].id])
        return list(options)
    p = event.params  # a face-down group: its role, castle and size
    kind = ActionKind.ATTACK if p["role"] == "attack" else ActionKind.DEFEND
    return [a for a in options if a.kind is kind and a.castle + 1 == p["castle"]
            and sum(a.group) == p["size"]]  # fmt: skip


GAME: Final = PrinceNoir()
"""The one instance of the game."""
