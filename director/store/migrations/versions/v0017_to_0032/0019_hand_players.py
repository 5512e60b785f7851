"""Who sat in each seat a hand was dealt to (R-6.5): a dead deal's pot that nobody
can be dealt again goes back to the players who put its antes in, so each hand
keeps its players by seat, as JSON (``{"3": 17}``: seat 3, player 17). A hand
stored before has none (NULL): its pot is not given back, the table keeps it.

Revision ID: 0019
Revises: 0018
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN (SQLite has it): a batch would copy the table and its
    # partial index ``one_running_hand`` (0016).
    op.add_column("hand", sa.Column("players", sa.String, nullable=True))


def downgrade() -> None:
    op.drop_column("hand", "players")  # SQLite 3.35 and later drop a column too
