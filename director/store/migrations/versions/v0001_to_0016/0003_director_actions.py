"""The director's action log for undo, chips behind (R-8.6) and stored table positions.

Revision ID: 0003
Revises: 0002
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
        "director_action",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("description", sa.String, nullable=False),
        sa.Column("did", sa.String, nullable=False),
        sa.Column("undo", sa.String, nullable=False),
        sa.Column("at", sa.String, nullable=False),
        sa.Column("undone_by", sa.Integer, nullable=True),
        sa.Column("undoes", sa.Integer, nullable=True),
    )
    op.create_index("ix_director_action_event_id", "director_action", ["event_id"])
    # Plain ADD COLUMN (no table copy): SQLite adds a column with a constant default.
    op.add_column("seat", sa.Column("chips_behind", sa.Integer, nullable=False,
                                    server_default="0"))
    op.add_column("poker_table", sa.Column("positions", sa.String, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("poker_table") as batch:
        batch.drop_column("positions")
    with op.batch_alter_table("seat") as batch:
        batch.drop_column("chips_behind")
    op.drop_index("ix_director_action_event_id", "director_action")
    op.drop_table("director_action")
