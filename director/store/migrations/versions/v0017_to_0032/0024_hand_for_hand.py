"""Hand for hand near the money (R-8.5, TDA RP-8).

The director turns an event's hand for hand on and starts each of its hands; every
table plays one hand of each and waits for the next. ``clockstate.hand_for_hand``
is the event's current hand-for-hand hand (NULL: off); ``poker_table.hand_for_hand``
the hand-for-hand hand a table dealt last (a dealer panel, or a hand recorded on the
felt, takes the next only once the director started it); ``entry.hand_for_hand``
the hand-for-hand hand a player busted in: the players out in one such hand at
different tables tie for the place and share the prizes of the places they cover,
whichever station reports them and whenever.

On PostgreSQL a dealer station's login marks its own table's hand and its own
players' busts (the grants below, as 0020 gives a right to the groups made before
it) and, as a bust of its table ties with those reported at the others in the same
hand-for-hand hand, changes the place of those entries too: the policy
``entry_dealer_hand_for_hand`` lets it change an entry of its own event busted in
hand for hand (the columns are those ``server_roles`` grants the group already: the
place, never a row's key, its player or its buy-in). SQLite has no logins.

Revision ID: 0024
Revises: 0023
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from director.store.server_roles import dealer_group

revision = "0024"
down_revision = "0023"
branch_labels = None
depends_on = None

_COLUMNS = ("clockstate", "poker_table", "entry")
_OWN_EVENT = "event_id = (SELECT event_id FROM poker_table WHERE id = station_table())"
_BUSTED_IN_HAND_FOR_HAND = f"hand_for_hand IS NOT NULL AND {_OWN_EVENT}"
ROW_CHECKS = (
    "CREATE POLICY entry_dealer_hand_for_hand ON entry FOR UPDATE "
    f"USING ({_BUSTED_IN_HAND_FOR_HAND}) WITH CHECK ({_BUSTED_IN_HAND_FOR_HAND})",
)
ROW_CHECKS_UNDONE = ("DROP POLICY entry_dealer_hand_for_hand ON entry",)
GRANTS = ("poker_table", "entry")  # the dealer group's new columns


def upgrade() -> None:
    for table in _COLUMNS:
        op.add_column(table, sa.Column("hand_for_hand", sa.Integer, nullable=True))
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    for statement in ROW_CHECKS:
        op.execute(statement)
    dealer = dealer_group(bind)
    if dealer is not None:
        for table in GRANTS:
            op.execute(f"GRANT UPDATE (hand_for_hand) ON {table} TO {dealer}")


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        for statement in ROW_CHECKS_UNDONE:
            op.execute(statement)
        dealer = dealer_group(bind)
        if dealer is not None:
            for table in GRANTS:
                op.execute(f"REVOKE UPDATE (hand_for_hand) ON {table} FROM {dealer}")
    for table in reversed(_COLUMNS):
        op.drop_column(table, "hand_for_hand")
