"""Cash-game tables: each table's game and stakes (and the straddle option), who
sits out or posts, and the waiting list with seat-change requests.

Revision ID: 0007
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "cash_table",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("poker_table.id"), primary_key=True),
        sa.Column("game", sa.String, nullable=False, server_default="holdem"),
        sa.Column("limit", sa.String, nullable=False, server_default="no limit"),
        sa.Column("small_blind", sa.Integer, nullable=False, server_default="0"),
        sa.Column("big_blind", sa.Integer, nullable=False, server_default="0"),
        sa.Column("smallest_chip", sa.Integer, nullable=False, server_default="1"),
        sa.Column("min_buy_in", sa.Integer, nullable=False, server_default="0"),
        sa.Column("max_buy_in", sa.Integer, nullable=True),
        sa.Column("straddle", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("straddle_next", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("away", sa.String, nullable=False, server_default="[]"),
        sa.Column("posting", sa.String, nullable=False, server_default="[]"),
    )
    op.create_table(
        "cash_waiting",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=False),
        sa.Column("stakes", sa.String, nullable=False),
        sa.Column("kind", sa.String, nullable=False, server_default="wait"),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("poker_table.id"), nullable=True),
        sa.Column("created_at", sa.String, nullable=False, server_default=""),
    )
    op.create_index("ix_cash_waiting_event_id", "cash_waiting", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_cash_waiting_event_id", "cash_waiting")
    op.drop_table("cash_waiting")
    op.drop_table("cash_table")
