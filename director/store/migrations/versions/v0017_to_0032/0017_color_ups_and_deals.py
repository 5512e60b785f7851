"""Color-ups and deals as facts of the night (issue 28): each table's color-up with
the chips its stacks held before and after (what went out of play, R-8.3), and each
player's share of a recorded final-table deal (what Finish pays).

Revision ID: 0017
Revises: 0016
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "color_up",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("poker_table.id"), nullable=False),
        sa.Column("removed", sa.Integer, nullable=False),
        sa.Column("into", sa.Integer, nullable=False),
        sa.Column("chips_before", sa.Integer, nullable=False),
        sa.Column("chips_after", sa.Integer, nullable=False),
        sa.Column("at", sa.String, nullable=False),
    )
    op.create_index("ix_color_up_event_id", "color_up", ["event_id"])
    op.create_table(
        "deal_share",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("entry_id", sa.Integer, sa.ForeignKey("entry.id"), nullable=False),
        sa.Column("amount", sa.Integer, nullable=False),
        sa.Column("method", sa.String, nullable=False),
        sa.Column("stack", sa.Integer, nullable=False),
        sa.Column("at", sa.String, nullable=False),
        sa.UniqueConstraint("event_id", "entry_id"),
    )
    op.create_index("ix_deal_share_event_id", "deal_share", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_deal_share_event_id", "deal_share")
    op.drop_table("deal_share")
    op.drop_index("ix_color_up_event_id", "color_up")
    op.drop_table("color_up")
