"""Server settings: where the database lives and how the table behaves."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Settings"]


def _default_data_dir() -> Path:
    return Path(os.environ.get("ROYAUMES_DATA_DIR", "royaumes-data"))


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
    """

    database_url: str | None = None
    data_dir: Path = field(default_factory=_default_data_dir)
    bot_delay: float = 0.6
    max_message_bytes: int = 16_384
    rate_limit: float = 20.0
    rate_window: float = 5.0

    def resolved_database_url(self) -> str:
        """The database URL in force (see ``database_url``)."""
        url = self.database_url or os.environ.get("ROYAUMES_DATABASE_URL")
        if url:
            return url
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{(self.data_dir / 'royaumes.sqlite3').resolve()}"
