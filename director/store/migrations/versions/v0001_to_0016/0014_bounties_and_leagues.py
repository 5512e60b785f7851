"""Mystery-bounty envelopes, and leagues (seasons) grouping events.

Revision ID: 0014
Revises: 0015
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "mystery_envelope",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("amount", sa.Integer, nullable=False),
        sa.Column("drawn_by", sa.Integer, sa.ForeignKey("entry.id"), nullable=True),
        sa.Column("busted", sa.Integer, sa.ForeignKey("entry.id"), nullable=True),
    )
    op.create_index("ix_mystery_envelope_event_id", "mystery_envelope", ["event_id"])
    op.create_table(
        "league",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("formula", sa.String, nullable=False, server_default="field"),
        sa.Column("best", sa.Integer, nullable=True),
        sa.Column("ties", sa.String, nullable=False, server_default="shared"),
        sa.Column("created_at", sa.String, nullable=False, server_default=""),
    )
    op.create_table(
        "league_event",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("league_id", sa.Integer, sa.ForeignKey("league.id"), nullable=False),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.UniqueConstraint("league_id", "event_id"),
    )
    op.create_index("ix_league_event_league_id", "league_event", ["league_id"])


def downgrade() -> None:
    op.drop_index("ix_league_event_league_id", "league_event")
    op.drop_table("league_event")
    op.drop_table("league")
    op.drop_index("ix_mystery_envelope_event_id", "mystery_envelope")
    op.drop_table("mystery_envelope")
