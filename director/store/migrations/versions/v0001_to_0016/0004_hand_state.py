"""A running hand keeps its state after its last event (a shortcut for restoring).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Hands stored before this have no state: they are replayed from their logs.
    with op.batch_alter_table("hand") as batch:
        batch.add_column(sa.Column("state", sa.String, nullable=True))
        batch.add_column(sa.Column("state_seq", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("hand") as batch:
        batch.drop_column("state_seq")
        batch.drop_column("state")
