"""A game's finite action set as one table: canonical text <-> action <-> dense id.

Games whose actions can all be listed up front (``num_distinct_actions`` seat
actions first, then chance outcomes, DESIGN.md) build one :class:`ActionTable`
and answer ``parse_action``, ``action_id`` and ``action_from_id`` from it, so the
three lookups and their error messages are written once. Standard library only.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class A:
...     text: str
>>> table = ActionTable("demo", [A("pass"), A("deal 1")], example="'pass'")
>>> table.parse("deal 1"), table.id_of(A("deal 1")), table.from_id(0)
(A(text='deal 1'), 1, A(text='pass'))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, Generic, TypeVar

from royaumes.errors import InvalidActionError
from royaumes.events import EventKinds

__all__ = ["ActionTable"]

A = TypeVar("A", bound=Hashable)


class ActionTable(Generic[A]):
    """Every action of one game, in dense-id order.

    Args:
        game_id: the game's id, for error messages.
        actions: every action, seat actions first, then chance outcomes.
        example: a few canonical texts, quoted, for the parse error's hint.
        key: what identifies an action in the id map (default: the action itself).
        notation: the actions' canonical notation as templates (one
            :class:`~royaumes.events.EventKind` per action kind, ``"play {card}"``):
            an action's JSON is ``{"type": kind, **arguments}`` read from its text, and
            :meth:`from_json` writes the text back, so no game writes an action codec.

    Attributes:
        actions: the actions; ``actions[i]`` has id ``i``.
        by_text: canonical text (``str(action)``) -> action.
    """

    def __init__(
        self,
        game_id: str,
        actions: Iterable[A],
        *,
        example: str,
        key: Callable[[A], Hashable] | None = None,
        notation: EventKinds | None = None,
    ) -> None:
        self.game_id = game_id
        self.actions: tuple[A, ...] = tuple(actions)
        self.by_text: dict[str, A] = {str(getattr(a, "text", a)): a for a in self.actions}
        self._key = key or (lambda action: action)
        self._ids = {self._key(a): i for i, a in enumerate(self.actions)}
        self._example = example
        self.notation = notation

    def json_of(self, action: A) -> dict[str, Any]:
        """``{"type": kind, argument: value, ...}``, read from the action's canonical text
        by the notation's templates.

        Raises:
            ValueError: no notation, or no template reads the text.
        """
        if self.notation is None:
            raise ValueError(f"{self.game_id} has no action notation")
        kind, args = self.notation.parse(str(action))
        return {
            "type": kind,
            **{k: list(v) if isinstance(v, tuple) else v for k, v in args.items()},
        }

    def from_json(self, data: object) -> A:
        """The action whose JSON (:meth:`json_of`) is ``data``.

        Raises:
            InvalidActionError: not an action of this game.
        """
        if self.notation is not None and isinstance(data, Mapping):
            kind = self.notation.get(str(data.get("type")))
            if kind is not None:
                try:
                    args = {
                        name: tuple(data[name]) if isinstance(data[name], list) else data[name]
                        for name, _ in kind.fields
                    }
                    return self.parse(kind.text(args))
                except (KeyError, TypeError, ValueError, InvalidActionError):
                    pass
        raise InvalidActionError(f"{data!r} is not a {self.game_id} action")

    def get(self, key: Hashable) -> A:
        """The action with this key (as ``key`` computes it); ``KeyError`` if none."""
        return self.actions[self._ids[key]]

    def parse(self, text: object) -> A:
        """The action whose canonical text is exactly ``text``.

        Raises:
            InvalidActionError: not a canonical action text of this game.
        """
        if isinstance(text, str):
            action = self.by_text.get(text)
            if action is not None:
                return action
        raise InvalidActionError(
            f"{text!r} is not an action of {self.game_id} (expected e.g. {self._example})"
        )

    def id_of(self, action: object, kind: type | None = None) -> int:
        """The dense id of ``action`` (0 .. len(actions) - 1).

        Args:
            action: an action of this game.
            kind: the game's action class, checked first when given.

        Raises:
            InvalidActionError: not an action of this game.
        """
        if kind is None or isinstance(action, kind):
            try:
                index = self._ids.get(self._key(action))  # type: ignore[arg-type]
            except (AttributeError, TypeError):
                index = None
            if index is not None:
                return index
        raise InvalidActionError(f"{action!r} is not an action of {self.game_id}")

    def from_id(self, action_id: object) -> A:
        """The action with dense id ``action_id``.

        Raises:
            InvalidActionError: no action has this id.
        """
        last = len(self.actions) - 1
        if isinstance(action_id, bool) or not isinstance(action_id, int):
            # (A numpy integer is refused too: it would end up inside states and records.)
            raise InvalidActionError(
                f"{action_id!r} is not an action id: ids are Python ints in 0..{last}"
                + (f" (use int({action_id!r}))" if hasattr(action_id, "__index__") else "")
            )
        if not 0 <= action_id <= last:
            raise InvalidActionError(f"{action_id!r} is not an action id (0..{last})")
        return self.actions[action_id]
