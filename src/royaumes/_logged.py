"""Plumbing shared by the games' immutable states: copying, the history log, equality.

A game's ``State`` keeps its whole history as a linked list of entries
(``(previous, entry)`` pairs, O(1) to extend), each entry carrying the
``actor`` and, for the lines that are actions, the ``action``. Two states
are equal when they come from the same options and actions. Standard library
only.
"""

from __future__ import annotations

from typing import Any, Protocol, Self, TypeAlias

from royaumes.game import Action, Seat

__all__ = ["LoggedState", "replace_at"]

History: TypeAlias = Any
"""``None`` or ``(previous history, entry)``."""


class _Entry(Protocol):
    actor: int
    action: Action | None


class LoggedState:
    """Mixin: ``_evolve``, ``_record``, ``_entries``, ``history``, equality and hashing.

    The class using it sets ``_history``, ``_num_actions`` and ``_options``
    and provides ``num_players``.
    """

    _history: History
    _num_actions: int
    _options: Any
    _CACHES = ("_result_cache", "_legal_cache", "_outcomes_cache")

    @property
    def num_players(self) -> int:
        raise NotImplementedError

    def _evolve(self) -> Self:
        """A copy to change: the attribute dict is copied (the fastest way in CPython);
        memoised answers belong to the old state and are dropped."""
        new = object.__new__(type(self))
        d = new.__dict__ = self.__dict__.copy()
        for key in LoggedState._CACHES:
            d.pop(key, None)
        return new

    def _record(self, entry: Any) -> None:
        """Append an entry to the history (only on a fresh copy, before it is returned)."""
        self._history = (self._history, entry)

    def _entries(self, since: LoggedState | None = None) -> list[Any]:
        """The history's entries, oldest first; only those after ``since`` (an earlier
        state of the same game) if given."""
        out: list[Any] = []
        node = self._history
        stop = since._history if since is not None else None
        while node is not None and node is not stop:
            node, entry = node
            out.append(entry)
        out.reverse()
        return out

    @property
    def num_actions(self) -> int:
        """How many actions (chance included) led here."""
        return self._num_actions

    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action applied so far, chance included, as ``(seat, action)``."""
        return tuple((e.actor, e.action) for e in self._entries() if e.action is not None)

    def _key(self) -> tuple[Any, ...]:
        return (self.num_players, tuple(sorted(self._options.items())), self.history())

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, LoggedState)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def replace_at(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with ``values[index]`` replaced by ``value`` (a new tuple)."""
    return values[:index] + (value,) + values[index + 1 :]
