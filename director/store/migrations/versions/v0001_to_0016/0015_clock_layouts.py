"""Clock screens designed by the director (issue 19): each event's clock windows
keep their own layout (theme, club name and logo, background, which items show,
where and how large), and named layouts are kept as templates to reuse.

Revision ID: 0015
Revises: 0013
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "clock_layout",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("screen", sa.Integer, nullable=False),
        sa.Column("layout", sa.String, nullable=False),
        sa.UniqueConstraint("event_id", "screen"),
    )
    op.create_index("ix_clock_layout_event_id", "clock_layout", ["event_id"])
    op.create_table(
        "clock_template",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False, unique=True),
        sa.Column("layout", sa.String, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("clock_template")
    op.drop_index("ix_clock_layout_event_id", "clock_layout")
    op.drop_table("clock_layout")
