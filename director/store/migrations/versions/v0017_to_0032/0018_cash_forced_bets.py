"""Every game of RULES.md section 6 at a cash table (issue 28): a table's ante,
bring-in and small and big bet beside its blinds (the stud family, draw and guts
have no blinds).

Revision ID: 0018
Revises: 0017
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None

_COLUMNS = ("ante", "bring_in", "small_bet", "big_bet")


def upgrade() -> None:
    with op.batch_alter_table("cash_table") as batch:
        for name in _COLUMNS:
            batch.add_column(sa.Column(name, sa.Integer, nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("cash_table") as batch:
        for name in reversed(_COLUMNS):
            batch.drop_column(name)
