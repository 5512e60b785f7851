"""Each table's running state counts its hands; a director action remembers the
newest hand when it was recorded (so an undo can see a hand dealt since).

Revision ID: 0005
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMN (no table copy): SQLite adds a column with a constant default.
    op.add_column("poker_table", sa.Column("hands_dealt", sa.Integer, nullable=False,
                                           server_default="0"))
    op.execute("UPDATE poker_table SET hands_dealt = COALESCE("
               "(SELECT MAX(hand.number) FROM hand WHERE hand.table_id = poker_table.id), 0)")
    op.add_column("director_action", sa.Column("last_hand_id", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("director_action") as batch:
        batch.drop_column("last_hand_id")
    with op.batch_alter_table("poker_table") as batch:
        batch.drop_column("hands_dealt")
