"""A dealer station records its own table's dealing on the felt on a club's server
(R-3.1, R-3.3).

The seating's button draw and Next hand (a hand dealt on the felt without the dealer
panel, ``felt_hands``) move the table's running state, join chips behind to the
stacks, mark a cash table's posts as the panel's deal does, and go on the director's
undo list (``director_action``), where the director sees them and takes them back. A
dealer station's login had every right those need but the last: migration 0016
lets it record on the director's list its reports only (a bust, a rebuy, an
add-on), so its Next hand was refused. On PostgreSQL this revision lets it record
the two, of its own table (the record's ``did`` names the table; the running state
written beside it is its own table's by the policies of 0016 and 0020), still only
in its own table's event; the database's owner (the director's login) is not
subject to it. No grant changes. SQLite has no logins: nothing changes there.

Revision ID: 0021
Revises: 0020
"""

from __future__ import annotations

from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None

_OWN_EVENT = "event_id = (SELECT event_id FROM poker_table WHERE id = station_table())"
_REPORTS = "kind IN ('bust', 'rebuy', 'add-on')"
_OWN_DEALING = ("kind IN ('button draw', 'next hand') "
                "AND (did::jsonb ->> 'table_id')::integer = station_table()")
_POLICY = "CREATE POLICY director_action_dealer ON director_action FOR INSERT WITH CHECK ("
ROW_CHECKS = (
    "DROP POLICY director_action_dealer ON director_action",
    f"{_POLICY}({_REPORTS} OR {_OWN_DEALING}) AND {_OWN_EVENT})",
)
ROW_CHECKS_UNDONE = (
    "DROP POLICY director_action_dealer ON director_action",
    f"{_POLICY}{_REPORTS} AND {_OWN_EVENT})",
)


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for statement in ROW_CHECKS:
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for statement in ROW_CHECKS_UNDONE:
        op.execute(statement)
