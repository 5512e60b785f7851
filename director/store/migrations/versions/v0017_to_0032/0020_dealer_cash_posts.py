"""A dealer station deals its cash table's hands on a club's server (R-3.6, R-3.7).

The deal of a cash table's next hand marks, in its own transaction, the posts to
enter or return it used and its straddle (``cash_table``'s ``posting`` and
``straddle_next``: ``hand_start``'s ``started``). A dealer station's login had no
right to that row, so it could deal no hand with a post or a straddle. On PostgreSQL
this revision puts row-level security on ``cash_table`` as migration 0016 does on the
tables a dealer writes: everyone reads every row; a dealer's login changes only its
own table's row (``station_table()``; a WITH CHECK, so another table's row is refused
with an error, not skipped in silence); the database's owner (the director's login)
is not subject to it. ``server_roles`` grants the dealer group those two columns and
no other (``DEALER_UPDATES``); a club whose groups were made before this revision
gets the grant here, as it is upgraded (``director stations`` grants it again each
time it runs). SQLite has no logins: nothing changes there.

Revision ID: 0020
Revises: 0019
"""

from __future__ import annotations

from alembic import op

from director.store.server_roles import dealer_group

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None

ROW_CHECKS = (
    "ALTER TABLE cash_table ENABLE ROW LEVEL SECURITY",
    "CREATE POLICY cash_table_read ON cash_table FOR SELECT USING (true)",
    "CREATE POLICY cash_table_dealer ON cash_table FOR UPDATE USING (true) "
    "WITH CHECK (table_id = station_table())",
)
ROW_CHECKS_UNDONE = (
    "ALTER TABLE cash_table DISABLE ROW LEVEL SECURITY",
    "DROP POLICY cash_table_dealer ON cash_table",
    "DROP POLICY cash_table_read ON cash_table",
)


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    for statement in ROW_CHECKS:
        op.execute(statement)
    dealer = dealer_group(bind)
    if dealer is not None:
        op.execute(f"GRANT UPDATE (posting, straddle_next) ON cash_table TO {dealer}")


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    dealer = dealer_group(bind)
    if dealer is not None:  # a table's REVOKE takes its columns' grants too
        op.execute(f"REVOKE UPDATE ON cash_table FROM {dealer}")
    for statement in ROW_CHECKS_UNDONE:
        op.execute(statement)
