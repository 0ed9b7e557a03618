"""Score sheets (issue 22): groups, their sheets and each sheet's changes.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sheet_groups",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("people", sa.JSON, nullable=False),
        sa.Column("edit_digest", sa.String(64), nullable=False),
        sa.Column("read_digest", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "sheets",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("group_id", sa.String(32), sa.ForeignKey("sheet_groups.id"), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("people", sa.JSON, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changes", sa.Integer, nullable=False),
        sa.Column("finished", sa.Boolean, nullable=False),
        sa.Column("outcome", sa.JSON, nullable=True),
    )
    op.create_index("ix_sheets_group_id", "sheets", ["group_id"])
    op.create_table(
        "sheet_changes",
        sa.Column("sheet_id", sa.String(32), sa.ForeignKey("sheets.id"), primary_key=True),
        sa.Column("index", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("data", sa.JSON, nullable=True),
        sa.Column("target", sa.Integer, nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("sheet_changes")
    op.drop_index("ix_sheets_group_id", "sheets")
    op.drop_table("sheets")
    op.drop_table("sheet_groups")
