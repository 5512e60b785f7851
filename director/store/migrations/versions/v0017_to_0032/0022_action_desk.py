"""Which desk recorded each of the director's actions (``director_action.desk``).

At a club two directors work on one event, each at a station of their own, and
Ctrl+Z takes back the event's newest action. It now asks first when that action
was recorded at another desk ("the last action, 'Rebuy: Ben, 10,000 chips', was
recorded at another station: undo it?"), so that one director never silently takes
back the other's command.
A desk is the program's own, kept by its settings: the same after a restart. An
action recorded before this revision has none (NULL) and is undone as before.
No grant or policy changes: a dealer's login inserts whole rows already.

Revision ID: 0022
Revises: 0021
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("director_action", sa.Column("desk", sa.String, nullable=True))


def downgrade() -> None:
    op.drop_column("director_action", "desk")  # SQLite 3.35 and later drop a column too
