"""The exceptions the engine raises, each with a stable ``code``.

The tree::

    GameError                   everything the engine raises      "game/error"
    ├── ConfigError             bad options, player count, data   "config/invalid"
    ├── InvalidActionError      not an action of this game        "action/invalid"
    ├── IllegalActionError      well formed, not legal here       "action/illegal"
    │   ├── NotYourTurnError    the seat may not act now          "action/inactive_seat"
    │   └── GameOverError       the game is over                  "action/game_over"
    └── ReplayError             a stored record does not replay   "record/replay"

``InvalidActionError`` and ``IllegalActionError`` are also ``ValueError``s.

Messages are lower case with no final period; they name the offending input
as a repr, and for actions the seat and a short state fingerprint. The server
sends ``{code, message}`` and never a traceback; clients switch on ``code``.
"""

from __future__ import annotations

from typing import ClassVar

__all__ = [
    "ConfigError",
    "GameError",
    "GameOverError",
    "IllegalActionError",
    "InvalidActionError",
    "NotYourTurnError",
    "ReplayError",
]


class GameError(Exception):
    """Base class of every error the engine raises.

    Attributes:
        code: a stable, namespaced identifier such as ``"action/illegal"``.
        message: the human-readable text (lower case, no final period).
    """

    code: ClassVar[str] = "game/error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_json(self) -> dict[str, str]:
        """The ``{code, message}`` pair sent to clients."""
        return {"code": self.code, "message": self.message}


class ConfigError(GameError):
    """Bad options, a bad player count, or a bad rules data file."""

    code: ClassVar[str] = "config/invalid"


class InvalidActionError(GameError, ValueError):
    """The text, JSON or id given is not an action of this game at all."""

    code: ClassVar[str] = "action/invalid"


class IllegalActionError(GameError, ValueError):
    """A well-formed action that is not legal in this state for this seat."""

    code: ClassVar[str] = "action/illegal"


class NotYourTurnError(IllegalActionError):
    """The seat is not among those that may act now."""

    code: ClassVar[str] = "action/inactive_seat"


class GameOverError(IllegalActionError):
    """The game is over: no action is legal any more."""

    code: ClassVar[str] = "action/game_over"


class ReplayError(GameError):
    """A stored match record does not replay (wrong version, or an illegal step)."""

    code: ClassVar[str] = "record/replay"
