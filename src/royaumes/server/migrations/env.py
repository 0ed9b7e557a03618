"""Alembic environment: runs the migrations on the URL the server gives."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from royaumes.server.db import Base

target_metadata = Base.metadata

url = context.config.get_main_option("sqlalchemy.url")
assert url is not None
engine = create_engine(url)
with engine.connect() as connection:
    context.configure(connection=connection, target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
engine.dispose()
