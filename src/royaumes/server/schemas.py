"""The HTTP answers as pydantic models: the OpenAPI schema (``/docs``) shows each one,
and every route lists the error answers it may give (:func:`errors`)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

__all__ = [
    "CLIENT_MESSAGE",
    "ActionMessage",
    "ChatMessage",
    "ClientMessage",
    "CreatedTable",
    "DeadlineAnswer",
    "ErrorAnswer",
    "ExtendMessage",
    "Health",
    "Hello",
    "HostLink",
    "Note",
    "PresenceMessage",
    "ReclaimMessage",
    "SeatLink",
    "SeatSummary",
    "TableSummary",
    "TakeoverMessage",
    "Update",
    "VersionAnswer",
    "errors",
]


class ErrorDetail(BaseModel):
    """What went wrong: a stable code (``auth/forbidden``, ``action/illegal``...) and a
    sentence for people."""

    code: str
    message: str


class ErrorAnswer(BaseModel):
    """Every error answer: ``{"error": {"code", "message"}}``; nothing was changed."""

    error: ErrorDetail


_MEANING = {
    403: "a missing or wrong token, or a seat that may not do this",
    404: "no such table (or game)",
    409: "not now: an illegal or stale action, a finished game, a seat that cannot be "
    "handed over or taken back now",
    413: "the body is over the size limit",
    422: "a malformed request, bad options, or a value out of bounds",
    503: "the storage is unavailable: nothing was changed; try again",
}


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of a route: each error status it may answer, with its model."""
    return {s: {"model": ErrorAnswer, "description": _MEANING[s]} for s in statuses}


class SeatSummary(BaseModel):
    """One seat as everyone may see it."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None = Field(description="the bot's name, for a bot's seat")
    name: str | None
    person: str | None = Field(
        default=None, description="the person a bot stands in for (who left or was away)"
    )
    taken: Literal["left", "takeover"] | None = Field(
        default=None, description="why a bot stands in: the person left, or was handed over"
    )


class TableSummary(BaseModel):
    """A table as everyone may see it (no token, no seed before the end)."""

    id: str
    game: str
    title: str
    num_players: int
    options: dict[str, Any]
    seats: list[SeatSummary]
    version: int = Field(
        description="actions played (in a game of rooms: when the current phase began)"
    )
    over: bool
    result: dict[str, Any] | None
    chat: bool = Field(description="whether the table has a chat")


class SeatLink(BaseModel):
    """A person's seat: the secret token and the link that carries it."""

    seat: int
    token: str
    join_url: str
    qr: str = Field(description="the link as a QR code (an SVG data URI)")


class HostLink(BaseModel):
    """The host's link (the projector screen)."""

    token: str
    url: str
    qr: str


class CreatedTable(BaseModel):
    """A new table and its links: give each person only their own."""

    table: TableSummary
    seats: list[SeatLink]
    spectator_url: str
    host: HostLink | None
    local_only: bool = Field(description="the links open on this computer only (127.0.0.1)")


class Deadline(BaseModel):
    """When the clock acts next (epoch seconds), and for whom."""

    at: float
    for_: int | Literal["host"] = Field(alias="for")


class Update(BaseModel):
    """What one seat (or a spectator) is shown now: also the WebSocket's ``update``."""

    type: Literal["update"]
    table: str
    game: str
    version: int
    at: float
    seat: int | None
    host: bool
    view: dict[str, Any]
    legal_actions: list[dict[str, Any]]
    events_from: int
    events: list[dict[str, Any]]
    over: bool
    deadline: Deadline | None


class VersionAnswer(BaseModel):
    """The action was committed: the table's version now."""

    version: int


class DeadlineAnswer(BaseModel):
    """The phase's new deadline (epoch seconds)."""

    deadline: float


class Note(BaseModel):
    """One line of the table's own log: a chat message or a seat changing hands."""

    i: int
    kind: Literal["chat", "left", "takeover", "reclaim"]
    seat: int | None
    by: int | None
    text: str | None
    version: int = Field(description="actions played then")
    events: int = Field(description="lines of the game's log then")
    at: float


class Health(BaseModel):
    """Whether the server can serve: ``ok``, or ``degraded`` when its storage fails."""

    status: Literal["ok", "degraded"]
    storage: Literal["ok", "unavailable"] = "ok"


# -- WebSocket: what a client sends ------------------------------------------------------


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Hello(_Message):
    """The first message: a seat's token (none: a spectator)."""

    type: Literal["hello"]
    token: str | None = Field(default=None, max_length=200)


class ActionMessage(_Message):
    """Play an action (canonical text, or its JSON form) on the version the sender saw."""

    type: Literal["action"]
    action: str | dict[str, Any] = Field(union_mode="left_to_right")
    version: int | None = None


class ExtendMessage(_Message):
    """The host gives the current phase more time."""

    type: Literal["extend"]
    seconds: float = Field(default=30, ge=1, le=600)


class PresenceMessage(_Message):
    """The page went out of view (a hidden tab) or came back."""

    type: Literal["presence"]
    visible: bool


class ChatMessage(_Message):
    """Say something to the table (a seat's person only)."""

    type: Literal["chat"]
    text: str = Field(max_length=1000)


class TakeoverMessage(_Message):
    """Hand an absent or late seat to a bot (a person at the table only)."""

    type: Literal["takeover"]
    seat: int = Field(ge=0, le=49)


class ReclaimMessage(_Message):
    """Take one's own seat back from the bot that played it."""

    type: Literal["reclaim"]


ClientMessage = Annotated[
    Hello
    | ActionMessage
    | ExtendMessage
    | PresenceMessage
    | ChatMessage
    | TakeoverMessage
    | ReclaimMessage,
    Field(discriminator="type"),
]
"""Every message a client may send, told apart by ``type``."""

CLIENT_MESSAGE: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
