"""An event knows when it finished and whether it is archived (hidden from Home's list).

Revision ID: 0008
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Events stored before this are not archived and have no finishing time. Plain
    # ADD COLUMN: a batch copy of "event" would be refused by the rows that refer to it.
    op.add_column("event", sa.Column("finished_at", sa.String, nullable=True))
    op.add_column("event", sa.Column("archived", sa.Boolean, nullable=False,
                                     server_default=sa.false()))


def downgrade() -> None:
    op.drop_column("event", "archived")
    op.drop_column("event", "finished_at")
