"""A dealer station marks the straddle of its own cash table's next hand (R-3.7) and
counts its own players' chips (R-8.6).

The player left of the big blind announces a straddle to the dealer; the deal then
posts it (``straddle_next``, which the deal of migration 0020 already lets a
dealer's login change on its own table's row). Marking it is a command on the
director's undo list (``director_action`` of kind "straddle", whose ``did`` names the
table as ``table``). A chip count at the table (a break's count for the clock's
figures, a table dealt on the felt whose stacks the program does not follow) sets
the player's stack, which 0016 already lets a dealer's login change at its own
table's seats, and goes on the list as a report does (kind "chip count"). On
PostgreSQL this revision lets a dealer's login record those two kinds too: the
straddle of its own table, the count in its own table's event as its reports; the
database's owner (the director's login) is not subject to it. No grant changes.
SQLite has no logins: nothing changes there.

Revision ID: 0023
Revises: 0022
"""

from __future__ import annotations

from alembic import op

revision = "0023"
down_revision = "0022"
branch_labels = None
depends_on = None

_OWN_EVENT = "event_id = (SELECT event_id FROM poker_table WHERE id = station_table())"
_REPORTS = "kind IN ('bust', 'rebuy', 'add-on')"
_REPORTS_AND_COUNTS = "kind IN ('bust', 'rebuy', 'add-on', 'chip count')"
_OWN_DEALING = ("kind IN ('button draw', 'next hand') "
                "AND (did::jsonb ->> 'table_id')::integer = station_table()")
_OWN_STRADDLE = ("kind = 'straddle' "
                 "AND (did::jsonb ->> 'table')::integer = station_table()")
_POLICY = "CREATE POLICY director_action_dealer ON director_action FOR INSERT WITH CHECK ("
ROW_CHECKS = (
    "DROP POLICY director_action_dealer ON director_action",
    f"{_POLICY}({_REPORTS_AND_COUNTS} OR {_OWN_DEALING} OR {_OWN_STRADDLE}) AND {_OWN_EVENT})",
)
ROW_CHECKS_UNDONE = (
    "DROP POLICY director_action_dealer ON director_action",
    f"{_POLICY}({_REPORTS} OR {_OWN_DEALING}) AND {_OWN_EVENT})",
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
