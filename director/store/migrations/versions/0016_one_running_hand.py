"""One running hand per table (issue 31).

``one_running_hand`` is a partial unique index on ``hand (table_id)`` where the
status is ``running``, on SQLite and PostgreSQL alike: two stations pressing
Next hand at one table in the same instant cannot both store a hand; the one
that comes second is refused by the database and told so (``hand_start``).

A database written before this revision may hold two running hands at a table
(the fault this revision closes). The program always showed and continued the
newest of them (``TableService.current_hands``); the older ones are kept with
their logs and marked ``void``, so the index can be built and nothing is deleted.

Revision ID: 0016
Revises: 0014
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0014"
branch_labels = None
depends_on = None

_RUNNING = sa.text("status = 'running'")


def upgrade() -> None:
    op.execute(
        "UPDATE hand SET status = 'void' WHERE status = 'running' AND EXISTS ("
        "SELECT 1 FROM hand AS newer WHERE newer.table_id = hand.table_id "
        "AND newer.status = 'running' AND newer.number > hand.number)")
    op.create_index("one_running_hand", "hand", ["table_id"], unique=True,
                    sqlite_where=_RUNNING, postgresql_where=_RUNNING)


def downgrade() -> None:
    op.drop_index("one_running_hand", "hand")
