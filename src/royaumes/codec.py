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
from collections.abc import Mapping, Sequence
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
        for f in dataclasses.fields(value):
            if not f.metadata.get("json", True) or f.name in leave_out:
                continue
            own_to = f.metadata.get("to_json")
            item = getattr(value, f.name)
            out[f.name] = own_to(item) if own_to else to_json(item)
        return out
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, tuple | list | frozenset | set):
        return [to_json(v) for v in value]
    if to is not None:
        return to()
    raise TypeError(f"no JSON for {type(value).__name__}")


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
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        for option in options[:-1]:
            try:
                return _read(option, data)
            except (KeyError, TypeError, ValueError, AttributeError):
                continue
        return _read(options[-1], data)
    if tp is type(None):
        if data is not None:
            raise TypeError(f"{data!r} is not null")
        return None
    if origin is tuple:
        if not isinstance(data, Sequence) or isinstance(data, str):
            raise TypeError(f"{data!r} is not an array")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_read(args[0], item) for item in data)
        if len(args) != len(data):
            raise ValueError(f"{data!r} does not have {len(args)} items")
        return tuple(_read(a, item) for a, item in zip(args, data, strict=True))
    if origin is list:
        if not isinstance(data, Sequence) or isinstance(data, str):
            raise TypeError(f"{data!r} is not an array")
        return [_read(args[0], item) for item in data]
    if origin in (dict, Mapping, typing.Mapping) or tp in (dict, Mapping):
        if not isinstance(data, Mapping):
            raise TypeError(f"{data!r} is not an object")
        value_type = args[1] if len(args) == 2 else Any
        return {str(k): _read(value_type, v) for k, v in data.items()}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        for member in tp:
            if _enum_json(member) == data:
                return member
        raise ValueError(f"{data!r} is not a {tp.__name__}")
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        own = getattr(tp, "from_json", None)
        if own is not None and getattr(tp, "_codec_own", False):
            return own(data)
        if not isinstance(data, Mapping):
            raise TypeError(f"{data!r} is not an object")
        hints = _hints(tp)
        values = {}
        for f in dataclasses.fields(tp):
            if not f.init or not f.metadata.get("json", True):
                continue
            own_from = f.metadata.get("from_json")
            raw = data[f.name]
            values[f.name] = own_from(raw) if own_from else _read(hints[f.name], raw)
        return tp(**values)
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise TypeError(f"{data!r} is not a number")
        return float(data)
    if tp in (int, str, bool):
        if not isinstance(data, tp) or (tp is int and isinstance(data, bool)):
            raise TypeError(f"{data!r} is not a {tp.__name__}")
        return data
    own = getattr(tp, "from_json", None)
    if own is not None:
        return own(data)
    raise TypeError(f"no JSON reader for {tp!r}")
