"""One running hand per table, and the stations' rows the club's server checks
(issue 31).

``one_running_hand`` is a partial unique index on ``hand (table_id)`` where the
status is ``running``, on SQLite and PostgreSQL alike: two stations pressing
Next hand at one table in the same instant cannot both store a hand; the one
that comes second is refused by the database and told so (``hand_start``).

A database written before this revision may hold two running hands at a table
(the fault this revision closes). The program always showed and continued the
newest of them (``TableService.current_hands``); the older ones are kept with
their logs and marked ``void``, so the index can be built and nothing is deleted.

On PostgreSQL the server itself enforces a club station's role
(``director.store.server_roles``): ``station`` names each station's login, its
kind (``dealer`` or ``display``) and a dealer's table; ``station_table()`` is
the table of the login connected now (NULL for every other login); row-level
security on the tables a dealer station writes lets a dealer change only its
own table's rows. The database's owner (the director's login) is not subject
to it. The logins themselves and their grants are made by ``director stations``
(they belong to the server, not to one database).

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


# The server's row checks (PostgreSQL): whom each station's login is, and what a
# dealer station may change. Everyone may read every row; a display's login has no
# right to change any (``server_roles`` grants it none); a dealer's login changes
# only the rows of its own table (its seats, hands, their logs, the table's running
# state) and of the players seated there (their entries, a bounty's envelope), and
# records its reports on the director's list. Each check is a WITH CHECK, so a
# change to another table's row is refused with an error, not skipped in silence
# (a dealer's login may not change a row's table: ``server_roles`` grants it no
# right to those columns); a dealer's undo deletes only its own table's events (a
# trigger: a policy would skip the others' in silence).
_OWN_HAND = ("EXISTS (SELECT 1 FROM hand WHERE hand.id = hand_event.hand_id "
             "AND hand.table_id = station_table())")
_GUARDED = ("poker_table", "seat", "hand", "hand_event", "entry", "director_action",
            "mystery_envelope")
ROW_CHECKS = (
    "CREATE TABLE station (login text PRIMARY KEY, kind text NOT NULL "
    "CHECK (kind IN ('dealer', 'display')), table_id integer, "
    "CHECK ((kind = 'dealer') = (table_id IS NOT NULL)))",
    "CREATE FUNCTION station_table() RETURNS integer LANGUAGE sql STABLE AS "
    "$$ SELECT table_id FROM station WHERE login = current_user AND kind = 'dealer' $$",
    "CREATE FUNCTION station_seats(entry integer) RETURNS boolean LANGUAGE sql STABLE AS "
    "$$ SELECT EXISTS (SELECT 1 FROM seat WHERE seat.entry_id = $1 "
    "AND seat.table_id = station_table()) $$",
    *(f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY" for name in _GUARDED),
    *(f"CREATE POLICY {name}_read ON {name} FOR SELECT USING (true)" for name in _GUARDED),
    "CREATE POLICY poker_table_dealer ON poker_table FOR UPDATE USING (true) "
    "WITH CHECK (id = station_table())",
    "CREATE POLICY seat_dealer ON seat FOR UPDATE USING (true) "
    "WITH CHECK (table_id = station_table())",
    "CREATE POLICY hand_dealer_new ON hand FOR INSERT WITH CHECK (table_id = station_table())",
    "CREATE POLICY hand_dealer ON hand FOR UPDATE USING (true) "
    "WITH CHECK (table_id = station_table())",
    f"CREATE POLICY hand_event_dealer_new ON hand_event FOR INSERT WITH CHECK ({_OWN_HAND})",
    # A policy would skip another table's events in silence: a trigger refuses them.
    "CREATE POLICY hand_event_dealer_undo ON hand_event FOR DELETE USING (true)",
    "CREATE FUNCTION hand_event_own_table() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "IF EXISTS (SELECT 1 FROM station WHERE login = current_user) AND NOT EXISTS ("
    "SELECT 1 FROM hand WHERE hand.id = OLD.hand_id AND hand.table_id = station_table()) "
    "THEN RAISE EXCEPTION 'a station deletes only its own table''s hand events' "
    "USING ERRCODE = 'insufficient_privilege'; END IF; RETURN OLD; END $$",
    "CREATE TRIGGER hand_event_own_table BEFORE DELETE ON hand_event "
    "FOR EACH ROW EXECUTE FUNCTION hand_event_own_table()",
    "CREATE POLICY entry_dealer ON entry FOR UPDATE USING (true) WITH CHECK (station_seats(id))",
    "CREATE POLICY director_action_dealer ON director_action FOR INSERT WITH CHECK ("
    "kind IN ('bust', 'rebuy', 'add-on') AND event_id = "
    "(SELECT event_id FROM poker_table WHERE id = station_table()))",
    "CREATE POLICY mystery_envelope_dealer ON mystery_envelope FOR UPDATE USING (true) "
    "WITH CHECK (station_seats(drawn_by))",
)
ROW_CHECKS_UNDONE = (
    *(f"ALTER TABLE {name} DISABLE ROW LEVEL SECURITY" for name in _GUARDED),
    *(f"DROP POLICY {policy} ON {name}" for name, policy in (
        *((name, f"{name}_read") for name in _GUARDED),
        ("poker_table", "poker_table_dealer"), ("seat", "seat_dealer"),
        ("hand", "hand_dealer_new"), ("hand", "hand_dealer"),
        ("hand_event", "hand_event_dealer_new"), ("hand_event", "hand_event_dealer_undo"),
        ("entry", "entry_dealer"), ("director_action", "director_action_dealer"),
        ("mystery_envelope", "mystery_envelope_dealer"))),
    "DROP TRIGGER hand_event_own_table ON hand_event",
    "DROP FUNCTION hand_event_own_table()",
    "DROP FUNCTION station_seats(integer)",
    "DROP FUNCTION station_table()",
    "DROP TABLE station",
)


def upgrade() -> None:
    op.execute(
        "UPDATE hand SET status = 'void' WHERE status = 'running' AND EXISTS ("
        "SELECT 1 FROM hand AS newer WHERE newer.table_id = hand.table_id "
        "AND newer.status = 'running' AND newer.number > hand.number)")
    op.create_index("one_running_hand", "hand", ["table_id"], unique=True,
                    sqlite_where=_RUNNING, postgresql_where=_RUNNING)
    if op.get_bind().dialect.name == "postgresql":
        for statement in ROW_CHECKS:
            op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for statement in ROW_CHECKS_UNDONE:
            op.execute(statement)
    op.drop_index("one_running_hand", "hand")
