"""Structured events and their narration: a kind, typed arguments, one message.

An event of a game's history is data: a kind (``"score"``) and typed arguments
(``seat=1, mission="Q-S", card="7H", delta=2``). Its canonical text, the line that
logs, records and playthrough files keep (``"score P1 Q-S 7H +2"``), is derived from
them by the kind's template; :meth:`EventKinds.parse` reads such a text back. A
renderer (the terminal, a page, a bot) reads the arguments, never the text.

Narration is written once, in Python: a game maps ``(event, viewer)`` to a
:class:`Message`, a catalogue key and its parameters (:mod:`royaumes.i18n` formats
it). By default (:func:`default_message`) an event of kind ``K`` of a game whose
message prefix is ``P`` narrates as key ``P.ev.K`` with the actor as ``who`` and the
event's arguments as parameters; ``P.ev.K.hidden`` is used instead, where the
catalogue has it, when part of the event is hidden from the viewer.

Template syntax: literal words and ``{name}`` or ``{name:type}`` fields, one per word
or at the end, with these types (``None`` always stands for a hidden value, ``?``):

=========  ========================  ===============================
type       Python value              text
=========  ========================  ===============================
(none)     ``str``, one word         ``7H``
``card``   ``str``, one word, a card (drawn as one)
``int``    ``int``                   ``-3``
``signed`` ``int``                   ``+2``, ``-1``, ``+0``
``seat``   ``int``, a seat           ``P1``
``num``    ``int``, a seat           ``1`` (a seat written bare)
``list``   ``tuple[str, ...]``       ``B7 BK G5`` (words)
``cards``  ``tuple[str, ...]``       ``B7 BK G5`` (cards, drawn as such)
``csv``    ``tuple[str, ...]``       ``0:47,1:42`` (one word)
``text``   ``str``, the rest         ``ASSASSINATION: no``
=========  ========================  ===============================

A kind may also carry *facts*: arguments the canonical text does not write but the
engine knows when it logs the event, so that no renderer re-derives a rule from earlier
lines (who holds the trick after a card, the Gallery after a move). ``facts`` names them,
typed as fields are (``"winner:seat"``); reading a text back leaves them out.

Standard library only.

>>> kinds = EventKinds("demo", [EventKind("score", "score {seat:seat} {card:card} {delta:signed}")])
>>> kinds["score"].text({"seat": 1, "card": "7H", "delta": 2})
'score P1 7H +2'
>>> kinds.parse("score P1 7H +2")
('score', {'seat': 1, 'card': '7H', 'delta': 2})
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, TypeAlias

__all__ = [
    "ArgValue",
    "EventKind",
    "EventKinds",
    "Message",
    "ParamValue",
    "Ref",
    "actor_ref",
    "default_message",
]

ArgValue: TypeAlias = str | int | tuple[str, ...] | None
"""One argument of an event; ``None`` where it is hidden from the viewer."""

HIDDEN: Final = "?"

_TYPES: Final[dict[str, str]] = {
    "str": r"\S+",
    "card": r"\S+",
    "int": r"-?\d+|\?",
    "signed": r"[+-]\d+|\?",
    "seat": r"P\d+|\?",
    "num": r"\d+|\?",
    "list": r".*?",
    "cards": r".*?",
    "csv": r"\S*",
    "text": r".*",
}
_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")

_MARK: Final = "\u2063"  # stands for a drawn piece while the message is formatted

REF_KINDS: Final = frozenset({"seat", "seats", "card", "cards"})
"""The argument types a renderer draws itself (a seat's name, a card's face)."""


def _format_value(kind: str, value: ArgValue) -> str:
    if value is None:
        return HIDDEN
    if kind == "seat":
        return f"P{value}"
    if kind == "signed":
        return f"{value:+d}"
    if kind in ("list", "cards"):
        return " ".join(value)  # type: ignore[arg-type]
    if kind == "csv":
        return ",".join(value)  # type: ignore[arg-type]
    return str(value)


def _parse_value(kind: str, text: str) -> ArgValue:
    if text == HIDDEN and kind != "text":
        return None  # a hidden value, a list's included (``hand P3 ?``)
    if kind == "seat":
        return int(text[1:])
    if kind in ("int", "signed", "num"):
        return int(text)
    if kind in ("list", "cards"):
        return tuple(text.split(" ")) if text else ()
    if kind == "csv":
        return tuple(text.split(",")) if text else ()
    return text


@dataclass(frozen=True)
class EventKind:
    """One kind of event: its name, its text template, its arguments' types.

    Args:
        name: the kind, e.g. ``"score"``; the catalogue key of its narration ends
            with it.
        template: the canonical text with ``{name:type}`` fields (module doc).
        secret: the arguments a seat outside the event's audience does not see; the
            redacted event has them ``None`` (``"deal ?"``).
        facts: the arguments the text does not write, ``"name"`` or ``"name:type"``
            (module doc); they follow the fields in ``Event.args``.

    Raises:
        ValueError: a field type is unknown, or a field is written twice.
    """

    name: str
    template: str
    secret: tuple[str, ...] = ()
    facts: tuple[str, ...] = ()
    fields: tuple[tuple[str, str], ...] = field(init=False)
    """The template's fields, ``(name, type)``, in order."""
    fact_fields: tuple[tuple[str, str], ...] = field(init=False)
    """The facts, ``(name, type)``."""
    all_fields: tuple[tuple[str, str], ...] = field(init=False, repr=False)
    """The fields, then the facts: the order of ``Event.args``."""
    _types: dict[str, str] = field(init=False, repr=False, compare=False)
    _parts: tuple[str | tuple[str, str], ...] = field(init=False, repr=False, compare=False)
    _pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        fields: list[tuple[str, str]] = []
        parts: list[str | tuple[str, str]] = []
        pattern = ""
        pos = 0
        matches = list(_FIELD.finditer(self.template))
        for i, m in enumerate(matches):
            name, kind = m.group(1), m.group(2) or "str"
            if kind not in _TYPES:
                raise ValueError(f"event {self.name!r}: unknown field type {kind!r}")
            if any(name == known for known, _ in fields):
                raise ValueError(f"event {self.name!r}: field {name!r} written twice")
            fields.append((name, kind))
            parts += [self.template[pos : m.start()], (name, kind)]
            regex = _TYPES[kind]
            if (
                kind in ("list", "cards")
                and i == len(matches) - 1
                and m.end() == len(self.template)
            ):
                regex = r".*"  # the last field takes the rest of the line
            pattern += re.escape(self.template[pos : m.start()]) + f"(?P<{name}>{regex})"
            pos = m.end()
        pattern += re.escape(self.template[pos:])
        parts.append(self.template[pos:])
        facts: list[tuple[str, str]] = []
        for fact in self.facts:
            name, _, kind = fact.partition(":")
            kind = kind or "str"
            if kind not in _TYPES or any(name == known for known, _ in fields + facts):
                raise ValueError(f"event {self.name!r}: bad fact {fact!r}")
            facts.append((name, kind))
        object.__setattr__(self, "fact_fields", tuple(facts))
        object.__setattr__(self, "all_fields", tuple(fields + facts))
        object.__setattr__(self, "_types", dict(fields + facts))
        unknown = set(self.secret) - {name for name, _ in fields + facts}
        if unknown:
            raise ValueError(f"event {self.name!r}: secret {sorted(unknown)} not in its fields")
        object.__setattr__(self, "fields", tuple(fields))
        object.__setattr__(self, "_parts", tuple(parts))
        object.__setattr__(self, "_pattern", re.compile(pattern))

    def text(self, args: Mapping[str, ArgValue]) -> str:
        """The canonical text of this kind with ``args`` (``None``: ``?``).

        Raises:
            KeyError: an argument is missing.
        """
        return "".join(
            part if isinstance(part, str) else _format_value(part[1], args[part[0]])
            for part in self._parts
        )

    def parse(self, text: str) -> dict[str, ArgValue] | None:
        """The arguments of ``text`` if it is an event of this kind, else ``None``."""
        m = self._pattern.fullmatch(text)
        if m is None:
            return None
        return {name: _parse_value(kind, m.group(name)) for name, kind in self.fields}

    def redact(self, args: Mapping[str, ArgValue]) -> dict[str, ArgValue]:
        """``args`` with the secret arguments hidden (``None``)."""
        return {
            name: (None if name in self.secret else args.get(name)) for name, _ in self.all_fields
        }

    def types(self) -> dict[str, str]:
        """Each argument's type (``"seat"``, ``"card"``...), facts included (read-only)."""
        return self._types


class EventKinds(Mapping[str, EventKind]):
    """A game's event kinds, by name; reads a canonical text back into its kind.

    Args:
        game_id: the game's id, for error messages.
        kinds: every kind; a text is parsed by the first kind whose template matches
            it, so put a more specific template before a more general one.

    Raises:
        ValueError: two kinds share a name.
    """

    def __init__(self, game_id: str, kinds: Iterable[EventKind]) -> None:
        self.game_id = game_id
        self._kinds: dict[str, EventKind] = {}
        for kind in kinds:
            if kind.name in self._kinds:
                raise ValueError(f"{game_id}: event kind {kind.name!r} written twice")
            self._kinds[kind.name] = kind

    def __getitem__(self, name: str) -> EventKind:
        return self._kinds[name]

    def __iter__(self) -> Any:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)

    def parse(self, text: str) -> tuple[str, dict[str, ArgValue]]:
        """The kind and arguments of a canonical event text.

        Raises:
            ValueError: no kind of this game reads ``text``.
        """
        for kind in self._kinds.values():
            args = kind.parse(text)
            if args is not None:
                return kind.name, args
        raise ValueError(f"{text!r} is no event of {self.game_id}")


# ---------------------------------------------------------------------------
# Narration


@dataclass(frozen=True)
class Ref:
    """A parameter a renderer draws itself: a seat (``kind="seat"``: a seat index, or
    an actor such as ``"table"``) becomes a person's name, seats (``"seats"``, a tuple)
    their names joined by commas; a card (``"card"``) or cards (``"cards"``) their faces;
    catalogue words (``"says"``: ``((key, ((name, value), ...)), ...)``) those messages
    in the reader's language, joined by commas (a list of reasons, each translated)."""

    kind: str
    value: int | str | tuple[Any, ...]

    def to_json(self) -> dict[str, Any]:
        """``{"ref": kind, "value": value}``."""
        value = list(self.value) if isinstance(self.value, tuple) else self.value
        return {"ref": self.kind, "value": value}


ParamValue: TypeAlias = str | int | float | Ref


@dataclass(frozen=True)
class Message:
    """What one event says to one viewer: a catalogue key and its parameters.

    Attributes:
        key: the dotted catalogue key (``"qr.ev.play"``).
        params: the message's variables; a :class:`Ref` is drawn by the renderer
            (a name, a card) before the message is formatted.
    """

    key: str
    params: Mapping[str, ParamValue] = field(default_factory=dict)

    def render(
        self,
        lang: str,
        name: Callable[[int | str], str] | None = None,
        draw: Callable[[str, Any], str] | None = None,
    ) -> str:
        """The message as text in ``lang`` (``""`` for a silent message).

        Args:
            lang: ``"fr"`` or ``"en"``.
            name: a seat's (or actor's) name as the reader knows it; default ``P1``.
            draw: how a card or cards (``(kind, value)``) read; default their notation.
        """
        return "".join(str(part) for part in self.parts(lang, name, draw))

    def parts(
        self,
        lang: str,
        name: Callable[[int | str], str] | None = None,
        draw: Callable[[str, Any], Any] | None = None,
    ) -> list[Any]:
        """The message in ``lang`` as pieces: text, and what ``draw(kind, value)`` makes
        of a card or cards (a coloured span, say) where it makes something that is not
        text; ``[]`` for a silent message (empty key)."""
        from royaumes.i18n import t

        if not self.key:
            return []
        args: dict[str, object] = {}
        drawn: list[Any] = []
        for key, value in self.params.items():
            if not isinstance(value, Ref):
                args[key] = value
            elif value.kind == "seat" and not isinstance(value.value, tuple):
                args[key] = _name(value.value, name)
            elif value.kind == "seats" and isinstance(value.value, tuple):
                args[key] = ", ".join(_name(who, name) for who in value.value)
            elif value.kind == "says" and isinstance(value.value, tuple):
                args[key] = ", ".join(t(k, lang, **dict(a)) for k, a in value.value)
            else:
                piece = draw(value.kind, value.value) if draw is not None else None
                if piece is None:
                    plain = value.value
                    args[key] = " ".join(plain) if isinstance(plain, tuple) else str(plain)
                elif isinstance(piece, str):
                    args[key] = piece
                else:
                    args[key] = f"{_MARK}{len(drawn)}{_MARK}"
                    drawn.append(piece)
        text = t(self.key, lang, **args)
        if not drawn:
            return [text]
        pieces = text.split(_MARK)
        return [drawn[int(p)] if i % 2 else p for i, p in enumerate(pieces) if p]

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "params": {name: value or {"ref": kind, "value": v}}}``."""
        return {
            "key": self.key,
            "params": {
                name: value.to_json() if isinstance(value, Ref) else value
                for name, value in self.params.items()
            },
        }


def _name(who: int | str, name: Callable[[int | str], str] | None) -> str:
    if name is not None:
        return name(who)
    return f"P{who}" if isinstance(who, int) else str(who)


def actor_ref(actor: str) -> Ref:
    """The actor of an event (``"P1"``, ``"chance"``, ``"table"``) as a seat reference."""
    if actor[:1] == "P" and actor[1:].isdigit():
        return Ref("seat", int(actor[1:]))
    return Ref("seat", actor)


def default_message(prefix: str, kinds: EventKinds, event: Any) -> Message:
    """The narration of a structured event by the catalogue's convention.

    Key ``<prefix>.ev.<kind>`` (``.hidden`` appended where part of the event is hidden
    and the catalogue has such a message); parameters: ``who`` (the actor), ``to``
    (where set) and the event's arguments, seats and cards as :class:`Ref`; a hidden
    argument is ``"?"``. An event with no kind narrates as ``event.raw`` (actor and
    text).
    """
    from royaumes.i18n import has_key

    if not event.kind or event.kind not in kinds:
        return Message("event.raw", {"who": actor_ref(event.actor), "text": event.text})
    kind = kinds[event.kind]
    types = kind.types()
    params: dict[str, ParamValue] = {"who": actor_ref(event.actor)}
    if event.to:
        params["to"] = actor_ref(event.to)
    hidden = event.hidden
    for name, value in event.args:
        ref_type = types.get(name, "str")
        if value is None:
            params[name] = HIDDEN
            hidden = True
        elif ref_type in REF_KINDS:
            params[name] = Ref(ref_type, value)
        elif isinstance(value, tuple):
            params[name] = " ".join(value)
        else:
            params[name] = value
    key = f"{prefix}.ev.{event.kind}"
    if hidden and has_key(key + ".hidden"):
        key += ".hidden"
    return Message(key, params)
