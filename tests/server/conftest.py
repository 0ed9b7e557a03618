"""Storage fixtures: the same tests against SQLite and a real PostgreSQL server.

``database_url`` is parametrised over both. SQLite is a file in the test's
``tmp_path``; PostgreSQL is a fresh database, created for the test through
``ROYAUMES_TEST_POSTGRES_URL`` (set by ``./test.sh``, or by hand from
``scripts/postgres.sh``) and dropped after it. Without that variable the
PostgreSQL cases fail: CI runs the whole suite against both databases, so a
missing server must not pass quietly as a skip.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from sqlalchemy.engine import make_url

from royaumes.server.db import Store

POSTGRES_ENV = "ROYAUMES_TEST_POSTGRES_URL"
DATABASES = ("sqlite", "postgresql")


def _libpq(url: str) -> str:
    """The libpq form (``postgresql://...``) of an SQLAlchemy ``postgresql+psycopg`` URL."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def storage_postgres_base_url() -> str:
    """The PostgreSQL server's base URL (SQLAlchemy form, database ``postgres``).

    Fails the test (never skips it) when ``ROYAUMES_TEST_POSTGRES_URL`` is unset.
    """
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.fail(
            f"{POSTGRES_ENV} is not set: the storage tests run against SQLite and a real "
            "PostgreSQL server. Run ./test.sh, or "
            f'export {POSTGRES_ENV}="$(bash scripts/postgres.sh)" and rerun pytest',
            pytrace=False,
        )
    return url


def storage_new_postgres_database(base_url: str) -> str:
    """Create an empty database on the server of ``base_url``; return its SQLAlchemy URL."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = f"royaumes_test_{worker}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(_libpq(base_url), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return make_url(base_url).set(database=name).render_as_string(hide_password=False)


def storage_drop_postgres_database(base_url: str, url: str) -> None:
    """Drop the database of ``url`` (closing whatever connections it still has)."""
    name = make_url(url).database
    assert name is not None
    with psycopg.connect(_libpq(base_url), autocommit=True) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


@pytest.fixture(params=DATABASES)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database, SQLite or PostgreSQL; nothing of it is left afterwards."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'royaumes.sqlite3'}"
        return
    base: str = request.getfixturevalue("storage_postgres_base_url")
    url = storage_new_postgres_database(base)
    try:
        yield url
    finally:
        storage_drop_postgres_database(base, url)


@pytest.fixture
def store(database_url: str) -> Iterator[Store]:
    """A :class:`Store` on a fresh, migrated ``database_url``."""
    opened = Store(database_url)
    try:
        yield opened
    finally:
        opened.dispose()
