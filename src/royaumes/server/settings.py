"""Server settings: where the database lives and how the table behaves."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

__all__ = ["Settings"]


def _default_data_dir() -> Path:
    return Path(os.environ.get("ROYAUMES_DATA_DIR", "royaumes-data"))


def _default_search_workers() -> int | None:
    value = os.environ.get("ROYAUMES_SEARCH_WORKERS")
    if not value:
        return None
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"ROYAUMES_SEARCH_WORKERS must be a whole number, not {value!r}") from None


@dataclass(frozen=True)
class Settings:
    """How one server runs.

    Attributes:
        database_url: an SQLAlchemy URL; ``None``: ``ROYAUMES_DATABASE_URL`` if
            set, else an SQLite file ``royaumes.sqlite3`` in ``data_dir``.
            PostgreSQL: ``postgresql+psycopg://user:password@host/db``.
        data_dir: where the SQLite file lives (created if missing).
        bot_delay: seconds a bot waits before it acts, so people can follow.
        max_message_bytes: the largest WebSocket message or request body accepted.
        rate_limit: the most messages one WebSocket connection may send per second
            (over a window of ``rate_window`` seconds).
        rate_window: the rate limit's window, in seconds.
        public_url: the address every link is built on (``royaumes serve --lan`` or
            ``--public-url``), e.g. ``http://192.168.1.20:8000``; ``None``: the address
            the request came to (links that work on this computer only, when that is
            127.0.0.1).
        chat_limit: the most chat messages one seat may send in ``chat_window`` seconds.
        chat_window: the chat's rate window, in seconds.
        gone_after: seconds without a connection after which a seat shows as gone (a
            phone's short drop while it reconnects is not an absence).
        cluster: several server processes share one PostgreSQL database, each live
            table owned by one of them (:mod:`royaumes.server.cluster`).
        search_workers: the worker processes that choose the searching bots' moves
            (levels ``hard`` and ``expert``, :mod:`royaumes.server.thinking`), started
            when the first such bot takes a seat; ``None``: ``ROYAUMES_SEARCH_WORKERS``
            if set, else one per core but one, at least one. The other bots play in
            the server's process.
    """

    database_url: str | None = None
    data_dir: Path = field(default_factory=_default_data_dir)
    bot_delay: float = 0.6
    max_message_bytes: int = 16_384
    rate_limit: float = 20.0
    rate_window: float = 5.0
    public_url: str | None = None
    chat_limit: int = 5
    chat_window: float = 10.0
    gone_after: float = 10.0
    cluster: bool = False
    search_workers: int | None = field(default_factory=_default_search_workers)

    def __post_init__(self) -> None:
        if self.public_url is not None:
            object.__setattr__(self, "public_url", self.check_public_url(self.public_url))
        if self.search_workers is not None and self.search_workers < 1:
            raise ValueError(f"search_workers must be at least 1, not {self.search_workers}")

    @staticmethod
    def check_public_url(url: str) -> str:
        """``url`` without its trailing slash, if it is an http(s) address with a host
        and no path, query or fragment (the pages live at the root).

        Raises:
            ValueError: anything else.
        """
        parts = urlsplit(url.strip())
        try:
            parts.port  # noqa: B018 (raises ValueError for a port that is not a number)
        except ValueError:
            parts = urlsplit("")
        if (
            parts.scheme not in ("http", "https")
            or not parts.hostname
            or parts.path not in ("", "/")
            or parts.query
            or parts.fragment
        ):
            raise ValueError(f"not an http(s) address with a host and no path: {url!r}")
        return f"{parts.scheme}://{parts.netloc}"

    def resolved_database_url(self) -> str:
        """The database URL in force (see ``database_url``)."""
        url = self.database_url or os.environ.get("ROYAUMES_DATABASE_URL")
        if url:
            return url
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{(self.data_dir / 'royaumes.sqlite3').resolve()}"
