"""JSON for the games' views and actions, derived from their dataclasses.

A game declares its view (and the records inside it) as frozen dataclasses with
typed fields; :func:`to_json` and :func:`from_json` read those types, so no game writes
a codec by hand. The JSON of a dataclass is an object with one key per field, in field
order; the types map as follows:

==============================  ============================================
field type                      JSON
==============================  ============================================
``int``, ``float``, ``str``,    the value
``bool``, ``None``
``X | None``                    the value or ``null``
``tuple[X, ...]``, ``tuple[X,   an array
Y]``, ``list[X]``
``Mapping[str, X]``, ``dict``   an object
an enum                         its ``json_name`` if it has one, else its value
                                for a ``StrEnum``, else its name in lower case
a dataclass                     an object, recursively
:class:`~royaumes.game.Event`,  their own ``to_json`` / ``from_json``
:class:`~royaumes.game.Result`
==============================  ============================================

A field with ``metadata={"json": False}`` is left out (a cache, a derived value); one
with ``metadata={"to_json": f, "from_json": g}`` is written by ``f`` and read by ``g``
(a shape the types do not say, kept for the wire).
Standard library only.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Spot:
...     name: str
...     cards: tuple[str, ...]
...     owner: int | None = None
>>> to_json(Spot("N", ("7H",)))
{'name': 'N', 'cards': ['7H'], 'owner': None}
>>> from_json(Spot, {"name": "N", "cards": ["7H"], "owner": 2})
Spot(name='N', cards=('7H',), owner=2)
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from royaumes.errors import ConfigError

__all__ = ["from_json", "to_json"]

T = TypeVar("T")


def to_json(value: Any, *, leave_out: frozenset[str] = frozenset()) -> Any:
    """``value`` (a dataclass, enum, tuple, mapping or scalar) as JSON data; the fields
    named in ``leave_out`` are left out of a dataclass at the top.

    Raises:
        TypeError: a value of a type with no JSON form.
    """
    if isinstance(value, enum.Enum):
        return _enum_json(value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    to = getattr(value, "to_json", None)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if to is not None and getattr(type(value), "_codec_own", False):
            return to()
        out = {}
        for name, own_to in _written_fields(type(value)):
            if name in leave_out:
                continue
            item = getattr(value, name)
            out[name] = own_to(item) if own_to else to_json(item)
        return out
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, tuple | list | frozenset | set):
        return [to_json(v) for v in value]
    if to is not None:
        return to()
    raise TypeError(f"no JSON for {type(value).__name__}")


@functools.cache
def _written_fields(cls: type) -> tuple[tuple[str, Callable[[Any], Any] | None], ...]:
    """A dataclass's fields that go to JSON, in order, each with its own writer if any."""
    return tuple(
        (f.name, f.metadata.get("to_json"))
        for f in dataclasses.fields(cls)
        if f.metadata.get("json", True)
    )


def _enum_json(value: enum.Enum) -> Any:
    name = getattr(value, "json_name", None)
    if isinstance(name, str):
        return name
    if isinstance(value, enum.StrEnum):
        return value.value
    return value.name.lower()


def from_json(cls: type[T], data: Any) -> T:
    """The value of type ``cls`` whose JSON is ``data`` (the inverse of :func:`to_json`).

    Raises:
        ConfigError: ``data`` does not have the shape of ``cls``.
    """
    try:
        return typing.cast(T, _read(cls, data))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ConfigError(f"malformed {getattr(cls, '__name__', cls)} ({exc})") from exc


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    # Each class's annotations are read in its own module (a base's ClassVar included).
    return typing.get_type_hints(cls)


def _read(tp: Any, data: Any) -> Any:
    return _reader(tp)(data)


_MALFORMED = (KeyError, TypeError, ValueError, AttributeError)


@functools.cache
def _reader(tp: Any) -> Callable[[Any], Any]:
    """The function that reads ``tp`` from JSON data, built once per type (a view is read
    field by field from its dataclass's types: dispatching on them at every value cost
    more than the reading)."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _same
    if origin in (typing.Union, types.UnionType):
        nullable = type(None) in args
        options = [_reader(a) for a in args if a is not type(None)]
        first, last = options[:-1], options[-1]

        def read_union(data: Any) -> Any:
            if data is None and nullable:
                return None
            for option in first:
                try:
                    return option(data)
                except _MALFORMED:
                    continue
            return last(data)

        return read_union
    if tp is type(None):
        return _null
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _reader(args[0])

            def read_tuple(data: Any) -> Any:
                _array(data)
                return tuple(map(item, data))

            return read_tuple
        items = [_reader(a) for a in args]

        def read_fixed(data: Any) -> Any:
            _array(data)
            if len(items) != len(data):
                raise ValueError(f"{data!r} does not have {len(items)} items")
            return tuple(read(d) for read, d in zip(items, data, strict=True))

        return read_fixed
    if origin is list:
        element = _reader(args[0])

        def read_list(data: Any) -> Any:
            _array(data)
            return list(map(element, data))

        return read_list
    if origin in (dict, Mapping, typing.Mapping) or tp in (dict, Mapping):
        value = _reader(args[1] if len(args) == 2 else Any)

        def read_mapping(data: Any) -> Any:
            if not isinstance(data, Mapping):
                raise TypeError(f"{data!r} is not an object")
            return {str(k): value(v) for k, v in data.items()}

        return read_mapping
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        members: dict[Any, Any] = {}
        for member in tp:
            members.setdefault(_enum_json(member), member)

        def read_enum(data: Any) -> Any:
            try:
                return members[data]
            except (KeyError, TypeError):
                raise ValueError(f"{data!r} is not a {tp.__name__}") from None

        return read_enum
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        own = getattr(tp, "from_json", None)
        if own is not None and getattr(tp, "_codec_own", False):
            return typing.cast(Callable[[Any], Any], own)
        fields: list[tuple[str, Callable[[Any], Any]]] = []  # filled on first use (recursion)

        def read_dataclass(data: Any) -> Any:
            if not isinstance(data, Mapping):
                raise TypeError(f"{data!r} is not an object")
            if not fields:
                fields.extend(_read_fields(tp))
            return tp(**{name: read(data[name]) for name, read in fields})

        return read_dataclass
    if tp is float:
        return _float
    if tp in (int, str, bool):
        return functools.partial(_scalar, tp)
    own = getattr(tp, "from_json", None)
    if own is not None:
        return typing.cast(Callable[[Any], Any], own)
    return functools.partial(_unreadable, tp)


def _read_fields(tp: type) -> list[tuple[str, Callable[[Any], Any]]]:
    hints = _hints(tp)
    return [
        (f.name, f.metadata.get("from_json") or _reader(hints[f.name]))
        for f in dataclasses.fields(tp)
        if f.init and f.metadata.get("json", True)
    ]


def _same(data: Any) -> Any:
    return data


def _null(data: Any) -> None:
    if data is not None:
        raise TypeError(f"{data!r} is not null")


def _array(data: Any) -> None:
    if not isinstance(data, Sequence) or isinstance(data, str):
        raise TypeError(f"{data!r} is not an array")


def _float(data: Any) -> float:
    if isinstance(data, bool) or not isinstance(data, int | float):
        raise TypeError(f"{data!r} is not a number")
    return float(data)


def _scalar(tp: type, data: Any) -> Any:
    if not isinstance(data, tp) or (tp is int and isinstance(data, bool)):
        raise TypeError(f"{data!r} is not a {tp.__name__}")
    return data


def _unreadable(tp: Any, data: Any) -> Any:
    raise TypeError(f"no JSON reader for {tp!r}")
