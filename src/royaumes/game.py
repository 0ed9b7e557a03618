"""The game protocol: ``Game``, ``State``, ``GameSpec``, options, views and results.

Every registered game implements these classes; the CLI, the simulator, the
server, the bots and the conformance kit only ever talk to them. The protocol
is the one in ``DESIGN.md`` ("The game protocol"):

- states are immutable: :meth:`State.apply` returns a new state and leaves its
  input as it was, or raises and changes nothing;
- chance is explicit: at a chance node ``to_move == (CHANCE,)`` and
  :meth:`State.chance_outcomes` lists ``(action, probability)`` pairs; rules
  code never calls a random generator;
- a seat learns only what :meth:`State.view` gives it.

Standard library only (STYLE.md, "Dependency rule").
"""

from __future__ import annotations

import abc
import enum
import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import (
    Any,
    ClassVar,
    Final,
    Protocol,
    Self,
    TypeAlias,
    cast,
    runtime_checkable,
)

from royaumes.errors import (
    ConfigError,
    GameOverError,
    IllegalActionError,
    NotYourTurnError,
)
from royaumes.events import EventKind, EventKinds, Message, default_message

__all__ = [
    "CHANCE",
    "HOST",
    "Action",
    "Event",
    "Game",
    "GameOptions",
    "GameSpec",
    "OptionKind",
    "OptionSpec",
    "OptionValue",
    "Result",
    "Seat",
    "State",
    "View",
    "option",
]

Seat: TypeAlias = int
"""A 0-based table position in the engine; ``CHANCE`` for the chance player."""

CHANCE: Final[Seat] = -1
"""The pseudo-seat that acts at chance nodes (as OpenSpiel's ``kChancePlayerId``)."""

HOST: Final[Seat] = -2
"""The pseudo-seat of the table's clock or of the person running the table.

Where a rule has a time limit, the engine waits for an action: HOST is then
in ``to_move`` (after the player seats) with the rule's timeout action
(``end_phase``), which applies the rule's defaults. The engine never reads a
clock. HOST sees what a spectator sees (``view(None)``). A :class:`Match`
plays HOST's actions only when HOST alone is to move: in a simulation nobody
is late.
"""

OptionValue: TypeAlias = str | int | float | bool | None
"""The value of one game option (``None`` stands for ``"off"``)."""

JSON: TypeAlias = Any


@runtime_checkable
class Action(Protocol):
    """What every game's action type provides.

    Actions are hashable and ordered consistently with their dense ids, so
    ``sorted(actions)`` is the canonical order. ``str(action)`` is the
    canonical notation of the game's spec ("play 7H").
    """

    def to_json(self) -> dict[str, JSON]:
        """The action as a JSON object, e.g. ``{"type": "play", "card": "7H"}``."""
        ...

    def __lt__(self, other: Any, /) -> bool: ...

    def __hash__(self) -> int: ...


# ---------------------------------------------------------------------------
# Options


class OptionKind(enum.StrEnum):
    """The kinds of game option values."""

    CHOICE = "choice"
    """One string among ``choices``."""
    BOOL = "bool"
    """``True`` or ``False``."""
    INT = "int"
    """An integer in ``[minimum, maximum]``, or ``None`` ("off") where ``allow_off``."""
    FLOAT = "float"
    """A number strictly between ``minimum`` and ``maximum``."""
    LIST = "list"
    """A comma-separated list ("300,240,180"): integers in ``[minimum, maximum]``, or
    strings among ``choices`` where it has them; stored as that canonical text, or
    ``None`` ("off": the rules' own table) where ``allow_off``. Its length is the
    game's to check (it depends on the players or rounds)."""


@dataclass(frozen=True)
class OptionSpec:
    """One game option, as the spec's configuration keys describe it.

    Attributes:
        name: the key, e.g. ``"hold_rule"``.
        kind: the kind of value.
        default: the spec's DEFAULT choice.
        description: one line in English.
        description_fr: one line in French.
        choices: the allowed strings, for ``CHOICE`` (DEFAULT first).
        minimum: the smallest allowed integer, for ``INT`` and each item of a
            ``LIST``; the exclusive lower bound, for ``FLOAT``.
        maximum: the largest allowed integer, for ``INT`` and each item of a
            ``LIST`` (``None``: no bound); the exclusive upper bound, for ``FLOAT``.
        allow_off: whether ``"off"`` (stored as ``None``) is allowed, for ``INT``
            and ``LIST``.
        label: the option's name in a few English words, for a form ("First
            dealer"); ``name`` is the key a command line types.
        label_fr: the same in French ("Premier donneur").
        choice_labels: words for the ``choices``, ``(value, English, French)``
            each ("random", "drawn at random", "tiré au hasard"); a seat index
            ("0") may go without.
        words: the catalogue key of the option's words (``"qr.opt.hold_rule"``):
            its label, ``<words>.desc`` its description and ``<words>.<choice>`` a
            choice's words, in every language (:mod:`royaumes.i18n`); where set, they
            replace ``description``, ``label`` and ``choice_labels``.
    """

    name: str
    kind: OptionKind
    default: OptionValue
    description: str
    description_fr: str = ""
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    allow_off: bool = False
    label: str = ""
    label_fr: str = ""
    choice_labels: tuple[tuple[str, str, str], ...] = ()
    words: str = ""

    def __post_init__(self) -> None:
        unknown = [value for value, _, _ in self.choice_labels if value not in self.choices]
        if unknown:
            raise ValueError(f"option {self.name!r}: words for unknown choices {unknown}")

    def title(self, lang: str) -> str:
        """The option's label in ``lang`` (``"fr"`` or ``"en"``), else its name.

        >>> OptionSpec("x", OptionKind.BOOL, False, "", label="X", label_fr="Ix").title("fr")
        'Ix'
        """
        if self.words:
            return _t(self.words, lang)
        if lang == "fr" and self.label_fr:
            return self.label_fr
        return self.label or self.name

    def describe(self, lang: str) -> str:
        """The option's one-line description in ``lang``."""
        if self.words:
            return _t(self.words + ".desc", lang)
        return self.description_fr if lang == "fr" and self.description_fr else self.description

    def choice_title(self, value: str, lang: str) -> str:
        """The words for one of ``choices`` in ``lang``, else the value itself."""
        if self.words:
            key = f"{self.words}.{value}"
            return _t(key, lang) if _has_key(key) else value
        for choice, english, french in self.choice_labels:
            if choice == value:
                return (french if lang == "fr" and french else english) or value
        return value

    def validate(self, value: object) -> OptionValue:
        """The value, normalised, if it is allowed for this option.

        Accepts the textual forms a command line or a form sends: ``"true"``,
        ``"off"``, ``"12"``.

        Raises:
            ConfigError: the value is not allowed; the message names the
                option, the value and what is allowed.
        """
        if self.kind is OptionKind.LIST:
            return self._validate_list(value)
        if self.kind is OptionKind.CHOICE:
            if isinstance(value, str) and value in self.choices:
                return value
            raise ConfigError(
                f"option {self.name!r}: {value!r} is not one of {', '.join(self.choices)}"
            )
        if self.kind is OptionKind.BOOL:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false"):
                return value.lower() == "true"
            raise ConfigError(f"option {self.name!r}: {value!r} is not true or false")
        if self.kind is OptionKind.FLOAT:
            real: float | None = None
            if isinstance(value, int | float) and not isinstance(value, bool):
                real = float(value)
            elif isinstance(value, str):
                try:
                    real = float(value)
                except ValueError:
                    real = None
            low, high = self.minimum, self.maximum
            if (
                real is None
                or real != real  # NaN
                or (low is not None and real <= low)
                or (high is not None and real >= high)
            ):
                raise ConfigError(
                    f"option {self.name!r}: {value!r} is not a number strictly between "
                    f"{low} and {high}"
                )
            return real
        # INT
        if self.allow_off and (value is None or value == "off"):
            return None
        number = self._int_in_bounds(value)
        if number is None:
            bounds = f"an integer >= {self.minimum}" if self.minimum is not None else "an integer"
            if self.maximum is not None:
                bounds += f" and <= {self.maximum}"
            if self.allow_off:
                bounds += ' or "off"'
            raise ConfigError(f"option {self.name!r}: {value!r} is not {bounds}")
        return number

    def _validate_list(self, value: object) -> OptionValue:
        if self.allow_off and (value is None or value == "off"):
            return None
        items: list[object]
        if isinstance(value, str):
            items = [item.strip() for item in value.split(",")]
        elif isinstance(value, list | tuple):
            items = list(value)
        else:
            items = []
        if self.choices:
            what = f"a comma-separated list of {', '.join(self.choices)}"
            good = [str(i) for i in items if isinstance(i, str) and i in self.choices]
        else:
            what = "a comma-separated list of integers"
            if self.minimum is not None:
                what += f" >= {self.minimum:g}"
            if self.maximum is not None:
                what += f" and <= {self.maximum:g}"
            good = []
            for item in items:
                number = self._int_in_bounds(item)
                if number is not None:
                    good.append(str(number))
        if not items or len(good) != len(items):
            off = ' or "off"' if self.allow_off else ""
            raise ConfigError(f"option {self.name!r}: {value!r} is not {what}{off}")
        return ",".join(good)

    def _int_in_bounds(self, value: object) -> int | None:
        """``value`` as an integer within this option's bounds, or ``None``."""
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and value.strip().lstrip("-").isdigit():
            number = int(value)
        if number is None:
            return None
        if self.minimum is not None and number < self.minimum:
            return None
        if self.maximum is not None and number > self.maximum:
            return None
        return number

    def to_json(self) -> dict[str, JSON]:
        """The option's schema as JSON (for the lobby and the API)."""
        data: dict[str, JSON] = {
            "name": self.name,
            "kind": str(self.kind),
            "default": "off" if self.default is None and self.allow_off else self.default,
            "description": self.describe("en"),
            "description_fr": self.describe("fr"),
            "label": self.title("en") if self.words or self.label else "",
            "label_fr": self.title("fr") if self.words or self.label_fr else "",
        }
        if self.choices:
            data["choices"] = list(self.choices)
        worded = {
            value: {
                "label": self.choice_title(value, "en"),
                "label_fr": self.choice_title(value, "fr"),
            }
            for value in self.choices
            if self.choice_title(value, "en") != value
        }
        if worded:
            data["choice_labels"] = worded
        if self.kind in (OptionKind.INT, OptionKind.FLOAT, OptionKind.LIST):
            data.update(minimum=self.minimum, maximum=self.maximum, allow_off=self.allow_off)
        return data


def _t(key: str, lang: str) -> str:
    from royaumes.i18n import t

    return t(key, lang)


def _has_key(key: str) -> bool:
    from royaumes.i18n import has_key

    return has_key(key)


def option(
    kind: OptionKind,
    default: OptionValue,
    *,
    choices: tuple[str, ...] = (),
    minimum: float | None = None,
    maximum: float | None = None,
    allow_off: bool = False,
) -> Any:
    """A field of a game's options dataclass, declaring the option (:class:`GameOptions`):
    its kind, DEFAULT and allowed values; its words are in the catalogue."""
    spec = {"kind": kind, "choices": choices, "minimum": minimum, "maximum": maximum,
            "allow_off": allow_off}  # fmt: skip
    return field(default=default, metadata={"option": spec})


class GameOptions:
    """Base of a game's options: a frozen dataclass whose fields, made with
    :func:`option`, are the one schema of the game's options (the spec's configuration
    keys). :meth:`specs` gives the ``OptionSpec`` list a ``GameSpec`` holds; the words
    (label, description, choices) are catalogue keys ``<prefix>.opt.<name>``."""

    @classmethod
    def specs(cls, prefix: str) -> tuple[OptionSpec, ...]:
        """The options' schema, in field order; ``prefix`` is the game's message prefix."""
        import dataclasses

        out = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            meta = f.metadata.get("option")
            if meta is None:
                continue
            default = cast(OptionValue, f.default)
            words = f"{prefix}.opt.{f.name}"
            out.append(OptionSpec(f.name, default=default, description="", words=words, **meta))
        return tuple(out)

    @classmethod
    def from_resolved(cls, values: Mapping[str, OptionValue]) -> Self:
        """The options from ``GameSpec.resolve_options`` output."""
        return cls(**dict(values))


def list_items(value: OptionValue) -> tuple[str, ...] | None:
    """A ``LIST`` option's items ("300,240" -> ``("300", "240")``); ``None`` when off.

    >>> list_items("N,E,N"), list_items(None)
    (('N', 'E', 'N'), None)
    """
    return None if value is None else tuple(str(value).split(","))


@dataclass(frozen=True)
class GameSpec:
    """The static facts about a game.

    Attributes:
        id: the game id, snake_case, equal to its package name.
        title: the game's name as printed ("Les 4 Royaumes").
        version: bumped whenever the rules change what a record replays to.
        min_players: fewest seats.
        max_players: most seats.
        options: the options schema, DEFAULTs from the rules spec.
        summary: one line in English.
        summary_fr: one line in French.
        num_distinct_actions: the number of dense ids of seat actions; ids
            ``0 .. num_distinct_actions - 1`` are seat actions.
        max_chance_outcomes: the number of dense ids of chance outcomes, which
            follow the seat actions.
        rules_source: where the rules come from (the spec file).
        move_seconds: a person's default time per move at an online table (as Board
            Game Arena's "normal speed"; a table may change it or turn it off), in
            seconds; ``None``: no default move clock (a real-time game, or one whose
            rules time every choice themselves).
        table_chat: whether an online table of this game has a chat (not for a game
            played face to face in one room).
        lower_points_win: whether the game's points count against a seat (the lowest
            total wins, as in Débarquement), so that "more is better" reads them negated.
    """

    id: str
    title: str
    version: int
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    summary: str
    summary_fr: str
    num_distinct_actions: int
    max_chance_outcomes: int
    rules_source: str = ""
    move_seconds: float | None = None
    table_chat: bool = True
    lower_points_win: bool = False

    def resolve_options(self, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Every option's value: the given ones validated, the others at DEFAULT.

        Raises:
            ConfigError: an unknown option name or a value that is not allowed.
        """
        given = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ConfigError(
                f"unknown option(s) {', '.join(map(repr, unknown))} for {self.id}; "
                f"known: {', '.join(known)}"
            )
        return {
            name: (spec.validate(given[name]) if name in given else spec.default)
            for name, spec in known.items()
        }

    def check_num_players(self, num_players: object) -> int:
        """The player count, if this game is played by that many.

        Raises:
            ConfigError: not an integer in ``[min_players, max_players]``.
        """
        if (
            not isinstance(num_players, int)
            or isinstance(num_players, bool)
            or not self.min_players <= num_players <= self.max_players
        ):
            raise ConfigError(
                f"{self.id} is played by {self.min_players} to {self.max_players} players, "
                f"not {num_players!r}"
            )
        return num_players

    def to_json(self) -> dict[str, JSON]:
        """The spec as JSON (for the lobby and the API)."""
        return {
            "id": self.id,
            "title": self.title,
            "version": self.version,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "summary": self.summary,
            "summary_fr": self.summary_fr,
            "options": [o.to_json() for o in self.options],
            "num_distinct_actions": self.num_distinct_actions,
            "max_chance_outcomes": self.max_chance_outcomes,
            "move_seconds": self.move_seconds,
            "table_chat": self.table_chat,
            "lower_points_win": self.lower_points_win,
        }


# ---------------------------------------------------------------------------
# Events, views, results


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a seat's history, already filtered for that seat.

    Attributes:
        actor: who acted: a seat name ("P0"), "chance", or a game's own
            actor ("V" for the automaton, "table" for scoring).
        text: canonical text of what happened ("play 7H", "mission ?"); a
            ``?`` marks what this seat may not know yet.
        to: the seat a chance outcome went to, if any ("P1").
        hidden: whether the text is redacted for this seat; needed where
            the redacted form has no ``?`` (a payment's total, "pay 5", for
            its hidden split), allowed everywhere.
        kind: the event's kind in its game's :class:`~royaumes.events.EventKinds`
            (``"score"``); empty for an event of a game that has none.
        args: the event's arguments, ``(name, value)`` pairs in the template's order;
            a value hidden from this seat is ``None``. ``text`` is the kind's
            template filled with them (:meth:`of`).
    """

    actor: str
    text: str
    to: str = ""
    hidden: bool = False
    _codec_own: ClassVar[bool] = True  # royaumes.codec uses to_json / from_json

    # Two events are equal when they read the same (actor, text, to, hidden): the text is
    # the kind's template filled with the arguments, and the facts follow from the history.
    kind: str = field(default="", compare=False)
    args: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    @classmethod
    def of(
        cls, kind: EventKind, actor: str, args: Mapping[str, Any], to: str = "",
        hidden: bool = False,
    ) -> Event:  # fmt: skip
        """The event of ``kind`` with ``args`` (name -> :data:`royaumes.events.ArgValue`;
        a fact left out is ``None``), its text derived from them.

        Raises:
            KeyError: a field of the kind's template is missing from ``args``.
        """
        return cls(
            actor, kind.text(args), to, hidden, kind.name,
            tuple((name, args.get(name)) for name, _ in kind.all_fields),
        )  # fmt: skip

    @property
    def params(self) -> dict[str, Any]:
        """The arguments as a dict."""
        return dict(self.args)

    @property
    def is_redacted(self) -> bool:
        """Whether part of this event is hidden from the seat that sees it."""
        return self.hidden or "?" in self.text

    def __str__(self) -> str:
        return f"{self.actor} {self.text}" + (f" → {self.to}" if self.to else "")

    def to_json(self) -> dict[str, Any]:
        """``{"actor": ..., "text": ..., "to": ..., "hidden": true, "kind": ..., "args":
        {...}}`` (``to``, ``hidden``, ``kind`` and ``args`` only when set; a list
        argument as a JSON array)."""
        data: dict[str, Any] = {"actor": self.actor, "text": self.text}
        if self.to:
            data["to"] = self.to
        if self.hidden:
            data["hidden"] = True
        if self.kind:
            data["kind"] = self.kind
            data["args"] = {
                name: list(value) if isinstance(value, tuple) else value
                for name, value in self.args
            }
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """The event from :meth:`to_json` output."""
        args = tuple(
            (name, tuple(value) if isinstance(value, list) else value)
            for name, value in (data.get("args") or {}).items()
        )
        return cls(
            data["actor"], data["text"], data.get("to", ""), bool(data.get("hidden")),
            data.get("kind", ""), args,
        )  # fmt: skip


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    Attributes:
        points: final points per seat, indexed by seat (the game's own unit).
        ranks: 1-based rank per seat, indexed by seat; tied seats share a rank.
        winners: the seats that won, sorted (several on a shared victory;
            none when a non-seat, such as an automaton, won).
        details: game-specific extras (e.g. the automaton's score).
    """

    points: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[Seat, ...]
    details: Mapping[str, JSON] = field(default_factory=dict)

    _codec_own: ClassVar[bool] = True  # royaumes.codec uses to_json / from_json

    def to_json(self) -> dict[str, JSON]:
        """The result as JSON."""
        return {
            "points": list(self.points),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "details": dict(self.details),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> Result | None:
        """The result from :meth:`to_json` output; ``None`` for ``None`` (no result yet).

        Raises:
            KeyError, TypeError: malformed data (views turn these into ``ConfigError``).
        """
        if data is None:
            return None
        return cls(
            points=tuple(data["points"]),
            ranks=tuple(data["ranks"]),
            winners=tuple(data["winners"]),
            details=dict(data["details"]),
        )


class View(abc.ABC):
    """All that one seat (or a spectator) may know, as a value.

    Each game subclasses it as a frozen dataclass with typed fields; two views are
    equal when they hold the same information. Its JSON is derived from its fields
    (:mod:`royaumes.codec`), after ``"game"``: the game's id, ``game_id``.
    """

    game_id: ClassVar[str] = ""
    seat: Seat | None
    events: tuple[Event, ...]

    def to_json(self, *, events: bool = True) -> dict[str, JSON]:
        """The view as JSON, for the wire and the front end: ``{"game": game_id, field:
        value, ...}`` (:func:`royaumes.codec.to_json`); without ``"events"`` when
        ``events`` is false (a caller that sends them apart)."""
        from royaumes.codec import to_json

        leave_out = frozenset() if events else frozenset({"events"})
        return {"game": self.game_id, **to_json(self, leave_out=leave_out)}


# ---------------------------------------------------------------------------
# State


def _changes(old: object, new: object, at: tuple[object, ...] = ()) -> list[tuple[str, str]]:
    """The places where two JSON values differ, each with its new value (as JSON text):
    objects key by key, lists item by item (one that grew, also its new items), anything
    else whole."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for key in old.keys() | new.keys():
            out += _changes(old.get(key), new.get(key), (*at, key))
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) <= len(new):
        out = []
        for i, a in enumerate(old):
            out += _changes(a, new[i], (*at, i))
        # Items added at the end, by the list's place alone: how long it was depends on
        # the past (what a seat knows), not on the action.
        out += [(json.dumps((*at, "+")), json.dumps(b, sort_keys=True)) for b in new[len(old) :]]
        return out
    if old == new:
        return []
    return [(json.dumps(at), json.dumps(new, sort_keys=True))]


class State(abc.ABC):
    """One immutable position of a game.

    Subclasses implement the abstract methods; :meth:`apply` here does the
    checks that every game shares and then calls :meth:`_apply`.
    """

    __slots__ = ()

    # -- protocol -----------------------------------------------------------

    @property
    @abc.abstractmethod
    def game(self) -> Game:
        """The game this state belongs to."""

    @property
    @abc.abstractmethod
    def num_players(self) -> int:
        """The number of seats."""

    @property
    @abc.abstractmethod
    def options(self) -> Mapping[str, OptionValue]:
        """Every option's value (resolved: DEFAULTs filled in)."""

    @property
    @abc.abstractmethod
    def to_move(self) -> tuple[Seat, ...]:
        """The seats that may act now: ``(CHANCE,)`` at a chance node, ``()`` when over.

        Several seats at once when the rules let them act together (a secret
        simultaneous choice); ``HOST`` last, where a clock may end the wait.
        """

    @abc.abstractmethod
    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """The seat's legal actions, sorted; ``()`` for a seat that may not act.

        At a chance node, ``legal_actions(CHANCE)`` is the outcomes' actions.
        """

    @abc.abstractmethod
    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """``(action, probability)`` pairs sorted by action; ``()`` off chance nodes.

        Probabilities are in (0, 1] and sum to 1.
        """

    @abc.abstractmethod
    def view(self, seat: Seat | None) -> View:
        """All that ``seat`` may know; ``None`` for a spectator.

        Raises:
            ConfigError: ``seat`` is not a seat of this table.
        """

    @property
    @abc.abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @property
    @abc.abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else ``None``."""

    @property
    @abc.abstractmethod
    def num_actions(self) -> int:
        """How many actions (chance included) led here: the state version."""

    def observed_action_id(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """What ``observer`` learns at once when ``seat`` takes the action ``action_id``
        here: the id itself when ``observer`` sees the action (the default, and always
        for ``seat`` itself), else an id of the part it sees, the same for every action
        that looks the same to it now (a negative number, so that it is no action's id).

        For search (:mod:`royaumes.bots.ismcts`, MO-ISMCTS): a seat's choices in a search
        then never depend on what it could not see. A game with face-down or secret
        choices overrides it, with its spec's "what each seat sees" as the source; the
        conformance kit checks that two actions it merges leave ``observer``'s view alike.
        """
        return action_id

    def _observed_in_view(self, seat: Seat, action_id: int, observer: Seat) -> int:
        """:meth:`observed_action_id` derived from ``observer``'s view, for games whose
        secret actions are many or depend on the position: the action is applied, and
        what it changes in ``observer``'s view (the values that differ, each with its
        place in the view's JSON, and the events it shows ``observer``) is hashed into a
        negative id. Only the changes: the rest of the view (``observer``'s own hand...)
        differs from one determinisation to the next while the action looks the same.
        The rules' own redaction is then the one source; it costs an ``apply`` and two
        views."""
        if observer == seat:
            return action_id
        before = self.view(observer)
        after = self.apply_id(seat, action_id).view(observer)
        changed = sorted(_changes(before.to_json(events=False), after.to_json(events=False)))
        shown = [e.to_json() for e in after.events[len(before.events) :]]
        digest = hashlib.blake2b(
            json.dumps([changed, shown], sort_keys=True).encode(), digest_size=8
        )
        return -1 - (int.from_bytes(digest.digest(), "big") >> 2)

    def interim_scores(self) -> tuple[float, ...] | None:
        """Each seat's running score, higher is better, when this state starts a new deal
        of a game of several deals (the last one scored, its cards out of play); ``None``
        anywhere else, and in games of one deal (the default).

        For search: a playout may stop here and rank the seats by these scores, instead
        of playing the deals left (:mod:`royaumes.bots.ismcts`). A search reads them on
        a determinisation (``game.sample_state``), never on the real state: a score the
        rules keep secret (a chest) is then the one drawn for it.
        """
        return None

    @abc.abstractmethod
    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action applied so far, chance included, as ``(seat, action)``."""

    @abc.abstractmethod
    def fingerprint(self) -> str:
        """A short description of where the game stands, for messages ("round 2 trick 3")."""

    @abc.abstractmethod
    def _apply(self, seat: Seat, action: Action) -> Self:
        """Apply an action already known to be legal; return the new state."""

    def _is_legal(self, seat: Seat, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions(seat)``; ``seat`` is to move.

        Games may answer faster than a scan of the legal actions (a deal from
        a 40-card deck, say), never differently.
        """
        return action in self.legal_actions(seat)

    def _illegal_reason(self, seat: Seat, action: Action) -> str:
        """Why ``action`` is not legal for ``seat`` here, in words a player reads."""
        return "that action is not legal now"

    # -- shared behaviour ---------------------------------------------------

    def apply(self, seat: Seat, action: Action) -> Self:
        """The state after ``seat`` plays ``action``; ``self`` is left unchanged.

        Args:
            seat: the acting seat, or ``CHANCE`` at a chance node.
            action: one of ``legal_actions(seat)``.

        Returns:
            A new state.

        Raises:
            GameOverError: the game is over.
            NotYourTurnError: ``seat`` is not in ``to_move``.
            IllegalActionError: the action is well formed but not legal here,
                with the reason and up to 10 legal alternatives.
        """
        to_move = self.to_move
        if seat not in to_move:
            who = self.game.seat_name(seat)
            if not to_move:
                raise GameOverError(f"{who} cannot play {str(action)!r}: the game is over")
            names = ", ".join(self.game.seat_name(s) for s in to_move)
            raise NotYourTurnError(
                f"{who} cannot play {str(action)!r} at {self.fingerprint()}: it is {names}'s turn"
            )
        if not self._is_legal(seat, action):
            legal = self.legal_actions(seat)
            alternatives = ", ".join(str(a) for a in legal[:10])
            more = ", ..." if len(legal) > 10 else ""
            raise IllegalActionError(
                f"{self.game.seat_name(seat)} cannot play {str(action)!r} at "
                f"{self.fingerprint()}: {self._illegal_reason(seat, action)} "
                f"(legal: {alternatives}{more})"
            )
        return self._apply(seat, action)

    # -- the integer path (search and learning) ---------------------------

    def legal_action_ids(self, seat: Seat) -> tuple[int, ...]:
        """The dense ids (:meth:`Game.action_id`) of ``legal_actions(seat)``, ascending;
        ``()`` for a seat that may not act; the outcomes' ids for ``CHANCE``.

        The integer path for search and learning, as OpenSpiel's ``legal_actions()``:
        a game overrides it (and :meth:`apply_id`, :meth:`chance_outcome_ids`) so that
        no Action object or text is built. The conformance kit checks that both paths
        agree at every step. This default goes through the objects.
        """
        action_id = self.game.action_id
        return tuple(action_id(a) for a in self.legal_actions(seat))

    def chance_outcome_ids(self) -> tuple[tuple[int, float], ...]:
        """``(action id, probability)`` pairs ascending by id: :meth:`chance_outcomes`
        on the integer path; ``()`` off chance nodes."""
        action_id = self.game.action_id
        return tuple((action_id(a), p) for a, p in self.chance_outcomes())

    def apply_id(self, seat: Seat, action_id: int) -> Self:
        """:meth:`apply` of the action whose dense id is ``action_id``: the same new
        state, the same checks and errors (``self`` is unchanged).

        Raises:
            GameOverError, NotYourTurnError, IllegalActionError: as :meth:`apply`.
            InvalidActionError: no action of the game has this id.
        """
        return self.apply(seat, self.game.action_from_id(action_id))

    def clone(self) -> State:
        """An independent copy; states are immutable, so this is the state itself."""
        return self

    def to_json(self) -> dict[str, JSON]:
        """The state as JSON: game, version, player count, options and every action.

        ``game.state_from_json(state.to_json()) == state``, with equal views.
        """
        game = self.game
        return {
            "game": game.spec.id,
            "version": game.spec.version,
            "num_players": self.num_players,
            "options": dict(self.options),
            "actions": [[seat, str(action)] for seat, action in self.history()],
        }


# ---------------------------------------------------------------------------
# Game


class Game(abc.ABC):
    """A game: its spec, how to start it, and how to read actions and states."""

    spec: ClassVar[GameSpec]

    event_kinds: ClassVar[EventKinds] = EventKinds("", ())
    """The game's event kinds (:mod:`royaumes.events`); empty for a game whose events
    are text only."""

    message_prefix: ClassVar[str] = ""
    """The prefix of the game's catalogue keys (``"qr"``: ``qr.ev.play``)."""

    def narrate(self, event: Event, viewer: Seat | None) -> Message:
        """What ``event`` (as ``viewer`` sees it: ``None`` for a spectator) says, as a
        catalogue key and parameters. It reads only the event, so it tells no more than
        the seat's view. By default, :func:`royaumes.events.default_message`; a game
        overrides it for what that convention cannot say."""
        return default_message(self.message_prefix, self.event_kinds, event)

    @abc.abstractmethod
    def new_state(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        """The initial state (often a chance node).

        Raises:
            ConfigError: bad player count or options.
        """

    @abc.abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action whose canonical text is ``text`` ("play 7H").

        Raises:
            InvalidActionError: ``text`` is not an action of this game.
        """

    @abc.abstractmethod
    def action_from_json(self, data: object) -> Action:
        """The action from its JSON object.

        Raises:
            InvalidActionError: ``data`` is not an action of this game.
        """

    @abc.abstractmethod
    def action_id(self, action: Action) -> int:
        """The action's dense stable integer (seat actions first, then chance outcomes).

        Raises:
            InvalidActionError: not an action of this game.
        """

    @abc.abstractmethod
    def action_from_id(self, action_id: int) -> Action:
        """The action with this dense id.

        Raises:
            InvalidActionError: no action has this id.
        """

    @abc.abstractmethod
    def sample_state(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``: ``sample_state(v).view(v.seat) == v``.

        Hidden information (other hands, the deck's content) is drawn with
        ``rng``; what the view shows is kept.

        Raises:
            ConfigError: the view is not one of this game's views.
        """

    view_type: ClassVar[type[View] | None] = None
    """The game's view dataclass, which :meth:`view_from_json` reads by default."""

    def view_from_json(self, data: object) -> View:
        """The view from its JSON object (``view.to_json()``); by default read from the
        fields of :attr:`view_type` (:func:`royaumes.codec.from_json`).

        Raises:
            ConfigError: ``data`` is not a view of this game.
            NotImplementedError: the game sets no ``view_type`` (and writes no reader).
        """
        from royaumes.codec import from_json

        if self.view_type is None:
            raise NotImplementedError(f"{self.spec.id} has no view_type")
        if not isinstance(data, Mapping) or data.get("game") != self.spec.id:
            raise ConfigError(f"not a {self.spec.id} view: {data!r:.80}")
        return from_json(self.view_type, {k: v for k, v in data.items() if k != "game"})

    def moves_commute(self, options: Mapping[str, object] | None = None) -> bool:
        """Whether, under these options, the actions of seats to move together
        commute: applied in any order, they lead to the same position (a secret
        simultaneous choice). The conformance kit checks it where it is claimed."""
        return False

    def timeout_seconds(self, state: State) -> float | None:
        """How long the table's clock lets the current wait last before it applies
        HOST's action (the rules' timeout, e.g. a selection's 30 seconds), or
        ``None`` where the rules set no time limit. The engine never reads a clock:
        this is what a server's clock reads."""
        return None

    def timed_since(self, state: State) -> int:
        """The action count (``num_actions``) at which the wait that
        :meth:`timeout_seconds` times began: by default the last action (every
        action restarts the clock); a game of timed phases answers the phase's start."""
        return state.num_actions

    def opening(self, state: State) -> bool:
        """Whether ``state`` is the game's opening wait (people arriving and looking at
        their cards: Deux Rois' setup). A server starts its clock only once every person
        has joined, and never where a person hosts the table (the host starts the game).
        By default no game has one."""
        return False

    def acts_on_current_state(self, options: Mapping[str, object] | None = None) -> bool:
        """Whether a server judges an action only on the state it meets, whatever
        version its sender saw (a real-time game, where a version check would refuse
        most actions). By default a stale action is refused unless moves commute
        (:meth:`moves_commute`)."""
        return False

    def max_game_length(
        self, num_players: int, options: Mapping[str, object] | None = None
    ) -> int | None:
        """The most actions (chance included) a game can take, or ``None`` if unbounded."""
        return None

    def seat_name(self, seat: Seat) -> str:
        """The seat's name in notation ("P0"; "chance" for ``CHANCE``, "host" for ``HOST``)."""
        if seat == HOST:
            return "host"
        return "chance" if seat == CHANCE else f"P{seat}"

    def state_from_json(self, data: object) -> State:
        """The state from ``State.to_json()``, by replaying its actions.

        Raises:
            ConfigError: the data is not a state of this game, or of another version.
            IllegalActionError: an action in it is not legal where it stands.
            InvalidActionError: an action text in it is not an action of this game.
        """
        if not isinstance(data, Mapping) or data.get("game") != self.spec.id:
            raise ConfigError(f"not a {self.spec.id} state: {data!r:.80}")
        if data.get("version") != self.spec.version:
            raise ConfigError(
                f"a {self.spec.id} state of version {data.get('version')!r} cannot be "
                f"read by version {self.spec.version}"
            )
        actions = data.get("actions")
        num_players = data.get("num_players")
        options = data.get("options")
        if not isinstance(actions, Sequence) or not isinstance(num_players, int):
            raise ConfigError(f"malformed {self.spec.id} state: {data!r:.80}")
        state = self.new_state(num_players, options if isinstance(options, Mapping) else None)
        for step in actions:
            if not isinstance(step, Sequence) or len(step) != 2:
                raise ConfigError(f"malformed action step {step!r}")
            seat, text = step
            if not isinstance(seat, int) or not isinstance(text, str):
                raise ConfigError(f"malformed action step {step!r}")
            state = state.apply(seat, self.parse_action(text))
        return state

    def __repr__(self) -> str:
        return f"<Game {self.spec.id} v{self.spec.version}>"
