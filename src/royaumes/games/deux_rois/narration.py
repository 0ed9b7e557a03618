"""Deux Rois' narration, written once (:meth:`DeuxRois.narrate`): an event, as one seat
sees it, to a catalogue message (``dr.ev.<kind>``, ``locales/*/deux_rois.ftl``).

It reads only the event (its kind, arguments and facts, its actor) and the viewer's
seat. A seat is a ``seat`` reference (the renderer writes a name), a card a ``card``
reference (its number; the renderer draws it); a list of seats is a ``seats``
reference (its numbers as words), the ballots and pointers of a room ``ballots`` and
``pointers`` references (``"3:12"``, ``"4:abstain"``), a card's states at the final
reveal a ``statuses`` reference: a renderer that does not draw them gets their
notation.
"""

from __future__ import annotations

from typing import Any, Final

from royaumes.events import Message, ParamValue, Ref, actor_ref
from royaumes.game import Event, Seat
from royaumes.games.deux_rois.events import CARD_ARGS, SEAT_ARGS
from royaumes.games.deux_rois.historique import EVENTS as HISTORIC

__all__ = ["narrate"]

_LISTS: Final = {"seats": "seats", "ballots": "ballots", "pointers": "pointers",
                 "extra": "statuses"}  # fmt: skip
_BY_TABLE: Final = frozenset({"event", "legate"})
"""Kinds that a seat (or chance) and the table both log: the table's reads ``.table``."""


def narrate(event: Event, viewer: Seat | None) -> Message:
    """The message of ``event`` for ``viewer`` (``None``: a spectator)."""
    kind = event.kind
    params: dict[str, ParamValue] = {"who": actor_ref(event.actor)}
    for name, value in event.args:
        if value is None:
            params[name] = "?"  # hidden, or a fact this line does not carry
            continue
        if name == "seats":
            params[name] = Ref("seats", tuple(int(v) if str(v).isdigit() else v for v in value))
            params["count"] = len(value)
        elif name in _LISTS:
            params[name] = Ref(_LISTS[name], tuple(str(v) for v in value))
            params["count"] = len(value)
        elif name in SEAT_ARGS and isinstance(value, int):
            params[name] = Ref("seat", value)
        elif name in CARD_ARGS and isinstance(value, int):
            params[name] = Ref("card", value)
        elif isinstance(value, tuple):
            params[name] = " ".join(value)
        else:
            params[name] = value
    key = f"dr.ev.{kind}"
    if kind in _BY_TABLE and event.actor == "table":
        key += ".table"
    if kind in ("event", "event_numbers"):
        params["name"] = _historic_name(HISTORIC, event.params["n"])
    elif kind in ("deal", "shown_card") and event.params.get("seat") == viewer is not None:
        key += ".mine"
    elif kind == "deal":
        params.setdefault("seat", "?")
    return Message(key, params)


def _historic_name(table: Any, n: int) -> str:
    try:
        return str(table[n].name)
    except (KeyError, IndexError):  # pragma: no cover - a number outside the table
        return str(n)
