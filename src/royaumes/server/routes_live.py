"""The live table: one WebSocket per seat, spectator or host (messages in ``schemas``)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from pydantic import ValidationError

from royaumes.errors import GameError
from royaumes.game import HOST
from royaumes.server.hub import (
    AuthError,
    Hub,
    TableNotFoundError,
    dumps,
)
from royaumes.server.schemas import (
    CLIENT_MESSAGE,
    ActionMessage,
    ChatMessage,
    ClientMessage,
    ExtendMessage,
    Hello,
    PresenceMessage,
    ReclaimMessage,
    TakeoverMessage,
)
from royaumes.server.settings import Settings

__all__ = ["MessageError", "RateLimitedError", "SlowConsumerError", "TooLargeError", "router"]


class RateLimitedError(GameError):
    """A connection sent more messages than the rate limit allows."""

    code = "rate/limited"


class MessageError(GameError):
    """A WebSocket message that is not JSON, not an object, or of no known type
    (the same code as a malformed HTTP request)."""

    code = "request/invalid"


class TooLargeError(GameError):
    """A WebSocket message over the size limit (the same code as an HTTP body)."""

    code = "request/too_large"


router = APIRouter()


@router.websocket("/api/tables/{table_id}/ws")
async def live(websocket: WebSocket, table_id: str) -> None:
    """Live play: send ``{"type": "hello", "token": ...}`` first (no token: spectator);
    then ``{"type": "action", "action": ..., "version": n}`` (the host may also send
    ``{"type": "extend", "seconds": n}``). Every change to the table arrives as an
    ``update`` for this seat."""
    hub: Hub = websocket.app.state.hub
    settings: Settings = websocket.app.state.settings
    await websocket.accept()
    try:
        table = await hub.get(table_id)
    except TableNotFoundError as exc:
        await _send_error(websocket, exc)
        await websocket.close(code=4404)
        return
    try:
        hello = _parse_message(await asyncio.wait_for(_receive(websocket), timeout=30), settings)
        if not isinstance(hello, Hello):
            raise MessageError('the first message must be {"type": "hello"}')
        seat = await hub.seat_of(table, hello.token) if hello.token else None
    except (GameError, TimeoutError) as exc:
        if isinstance(exc, GameError):
            await _send_error(websocket, exc)
        await websocket.close(code=4403)
        return
    except WebSocketDisconnect:
        return
    sub = hub.subscribe(table, seat)
    sender = asyncio.create_task(_pump(websocket, sub.queue))
    recent: deque[float] = deque()
    try:
        while True:
            try:
                text = await _receive(websocket)
                now = time.monotonic()
                recent.append(now)
                while recent and recent[0] < now - settings.rate_window:
                    recent.popleft()
                if len(recent) > settings.rate_limit * settings.rate_window:
                    raise RateLimitedError(
                        f"more than {settings.rate_limit:g} messages a second; slow down"
                    )
                message = _parse_message(text, settings)
                match message:
                    case PresenceMessage(visible=visible):
                        hub.set_visible(table, sub, visible)
                    case ChatMessage() | TakeoverMessage() | ReclaimMessage():
                        if sub.owner is None:
                            raise AuthError("only a seat's person may do that")
                        if isinstance(message, ChatMessage):
                            await hub.chat(table, sub.owner, message.text)
                        elif isinstance(message, TakeoverMessage):
                            await hub.take_over(table, sub.owner, message.seat)
                        else:
                            await hub.reclaim(table, sub.owner)
                    case ExtendMessage(seconds=seconds):
                        if seat != HOST:
                            raise AuthError("only the host can lengthen a phase")
                        due = await hub.extend(table, seconds)
                        await websocket.send_text(dumps({"type": "extended", "deadline": due}))
                    case ActionMessage(action=action, version=version):
                        if sub.seat is None and sub.owner is not None:
                            raise AuthError(
                                f"seat {sub.owner} is played by a bot since its person "
                                "left; take it back first"
                            )
                        if sub.seat is None:
                            raise AuthError("spectators cannot act")
                        new = await hub.act(table, sub.seat, action, version)
                        await websocket.send_text(dumps({"type": "ack", "version": new}))
                    case Hello():
                        raise MessageError("hello is the first message only")
            except GameError as exc:
                await _send_error(websocket, exc)
    except WebSocketDisconnect:
        pass
    finally:
        hub.unsubscribe(table, sub)
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


async def _receive(websocket: WebSocket) -> str | bytes:
    """The next message's data: text, or bytes for a binary frame."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
    text: str | None = message.get("text")
    return text if text is not None else message.get("bytes") or b""


def _parse_message(data: str | bytes, settings: Settings) -> ClientMessage:
    """A client's WebSocket message as its model (:data:`ClientMessage`).

    Raises:
        TooLargeError: over the size limit.
        MessageError: not JSON this server reads, or no message it knows.
    """
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8"))
    if size > settings.max_message_bytes:
        raise TooLargeError(f"messages are limited to {settings.max_message_bytes} bytes")
    if isinstance(data, bytes):
        raise MessageError("messages are JSON text frames, not binary ones")
    try:
        parsed = json.loads(data)
    except json.JSONDecodeError as exc:
        raise MessageError(f"not JSON: {exc.msg}") from exc
    except RecursionError as exc:
        raise MessageError("not JSON this server reads: nested too deep") from exc
    except ValueError as exc:  # an integer of thousands of digits (Python's own limit)
        raise MessageError(f"not JSON this server reads: {exc}") from exc
    if not isinstance(parsed, dict):
        raise MessageError("a message is a JSON object")
    try:
        return CLIENT_MESSAGE.validate_python(parsed)
    except ValidationError as exc:
        details = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ())) or 'message'}: {e.get('msg')}"
            for e in exc.errors()
        )
        raise MessageError(f"not a message this server knows ({details})") from exc


async def _send_error(websocket: WebSocket, exc: GameError) -> None:
    await websocket.send_text(dumps({"type": "error", "code": exc.code, "message": exc.message}))


class SlowConsumerError(GameError):
    """The connection read its messages too slowly: it is closed (the page reconnects)."""

    code = "connection/slow"


async def _pump(websocket: WebSocket, queue: asyncio.Queue[dict[str, Any] | None]) -> None:
    while True:
        message = await queue.get()
        if message is None:
            error = SlowConsumerError("this connection fell too far behind; reconnect")
            await _send_error(websocket, error)
            await websocket.close(code=1013)  # "try again later"
            return
        await websocket.send_text(dumps(message))
