"""Club mode (issue 17): a hand's revision, and the append-only log on PostgreSQL.

``hand.revision`` counts every change of a hand row (an event appended, an undo,
the hand completed): a station appends its dealer's action only where the hand
is still at the revision it last saw (``UPDATE ... WHERE revision = :seen``), so
two stations acting on one hand at once cannot both succeed; the loser reads
the hand again and is told. ``(hand_id, seq)`` stays unique, so no event is ever
stored twice.

SQLite refuses updates of ``hand_event`` with the trigger of 0001; PostgreSQL
gets the same rule here, enforced by the server for every client.

Revision ID: 0013
Revises: 0012
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("hand", sa.Column("revision", sa.Integer, nullable=False,
                                    server_default="1"))
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION hand_event_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN RAISE EXCEPTION 'hand events are append-only'; END $$")
        op.execute(
            "CREATE TRIGGER hand_event_append_only BEFORE UPDATE ON hand_event "
            "FOR EACH ROW EXECUTE FUNCTION hand_event_append_only()")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER hand_event_append_only ON hand_event")
        op.execute("DROP FUNCTION hand_event_append_only()")
    with op.batch_alter_table("hand") as batch:
        batch.drop_column("revision")
