"""What the games' pure scoring functions share (issue 22): a step of an explanation.

Each game's ``games/<id>/scoring.py`` scores by its rules and explains how, step by
step, as :class:`ScoreLine` data: its kind and its arguments (``seat`` or ``player``
names a seat). The engine's states turn them into events, the score sheets into
catalogue messages: the explanation is data, and its words are written once.
Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

__all__ = ["Arg", "ScoreLine"]

Arg = int | str
"""An argument's value."""


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One step of an explanation: its ``kind`` and its arguments, in order.
    ``str()`` is a canonical English form for logs and tests (a game may word it).

    >>> line = ScoreLine.of("reached", seat=2, total=68)
    >>> str(line), line.arguments
    ('reached seat=2 total=68', {'seat': 2, 'total': 68})
    >>> line.to_json()
    {'kind': 'reached', 'seat': 2, 'total': 68}
    """

    kind: str
    args: tuple[tuple[str, Arg], ...] = ()

    @classmethod
    def of(cls, kind: str, **args: Arg) -> Self:
        """The line of ``kind`` with ``args`` (keyword arguments, in their order)."""
        return cls(kind, tuple(args.items()))

    @property
    def arguments(self) -> dict[str, Arg]:
        """The arguments as a dict."""
        return dict(self.args)

    def __str__(self) -> str:
        return " ".join([self.kind, *(f"{k}={v}" for k, v in self.args)])

    def to_json(self) -> dict[str, Any]:
        """``{"kind": ..., argument: value, ...}``."""
        return {"kind": self.kind, **self.arguments}
