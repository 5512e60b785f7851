"""A club station's role, enforced by the PostgreSQL server (issue 31).

Each station logs in as a login of its own. The director's station uses the
club's account, the database's owner: it may change everything. A dealer
station's login is a member of the database's dealer group, a display's of its
display group, and the ``station`` table (migration 0016) says which table a
dealer's login deals at. The server then decides, whatever the client sends:

- both groups may read every table (``GRANT SELECT``), and nothing else is
  granted to a display: any change from a display's login is refused
  ("permission denied");
- the dealer group may change only what a dealer station writes: a hand's row
  and log, the seats' stacks and players, the table's running state, the
  entries, envelopes and undo list of the players it reports out or rebuying,
  its own table's button draw and hands recorded on the felt on that undo list
  (migration 0021), and at a cash table the posts to enter or return and the straddle its deal
  used (``cash_table``'s ``posting`` and ``straddle_next``, R-3.6, R-3.7:
  never its stakes nor who sits out; column grants: never a row's key nor its
  table); and row-level security (the policies of migrations 0016, 0020 and 0021,
  ``station_table()``) refuses every such change to a row of another table
  ("new row violates row-level security policy"), and deletes no other
  table's events.

Why row-level security rather than security-definer functions: the station's
statements stay the ones the program already sends (the dealer's one-statement
action, ``hand_start``'s transaction, the services' ORM), so one code path
serves the director, the dealers and SQLite; every check is a short predicate
on the row written, kept in the migrations (0016, 0020, 0021) and tested with real
logins; and nothing is hidden in functions running with the owner's rights,
where a mistake would hand a station the owner's power.

``set_up`` (the ``director stations`` command) makes the groups, grants them
their rights (again each time: a club's groups get the rights a newer program
gives; a migration that gives the dealer group a new right grants it to the
groups already made too, as 0020 does), makes a login (without a password: the
club's administrator gives it one with ``\\password`` in psql, the program never
takes one) and records its role; it needs a login that owns the database and may
create roles (``CREATEROLE``). ``station_of`` tells a station opening the server
the role its login has there: the program's own rail
(``director.services.core.station_role``) follows it.
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import Engine, text

from director.engine.frozen import frozen_record
from director.engine.messages import msg
from director.store.errors import StoreError

KINDS = ("dealer", "display")
_LOGIN = re.compile(r"[a-z_][a-z0-9_]{0,62}")

# What a dealer station's login may change (the policies of migrations 0016 and 0020
# say where; 0020 grants ``cash_table``'s columns to the groups made before it).
DEALER_UPDATES = {
    "poker_table": ("button_seat", "positions", "hands_dealt", "hand_for_hand"),
    "seat": ("player_id", "entry_id", "stack", "chips_behind"),
    "hand": ("state", "state_seq", "status", "revision"),
    "entry": ("rebuys", "add_ons", "place", "busted_at", "bounty", "bounties_won", "prize",
              "hand_for_hand"),
    "mystery_envelope": ("drawn_by", "busted"),
    "cash_table": ("posting", "straddle_next"),  # the posts and straddle a deal used
}
DEALER_INSERTS = ("hand", "hand_event", "director_action")
DEALER_DELETES = ("hand_event",)


@frozen_record
class Station:
    """A station's login and its role: ``dealer`` at ``table_id``, or ``display``."""

    login: str
    kind: str
    table_id: int | None = None


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def groups(database: str) -> dict[str, str]:
    """The database's group role of each kind of station."""
    return {kind: f"{database}_{kind}" for kind in KINDS}


def dealer_group(conn: Any) -> str | None:
    """The connected database's dealer group, quoted, when ``director stations`` made
    it (a migration granting the group a new right grants it to a club's made group)."""
    database = str(conn.execute(text("SELECT current_database()")).scalar())
    name = groups(database)["dealer"]
    made = conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": name}).first()
    return None if made is None else _quoted(name)


def check_login(login: str) -> str:
    """A login's name as PostgreSQL keeps it unquoted (letters, digits, ``_``)."""
    if not _LOGIN.fullmatch(login):
        raise StoreError(msg("store-station-bad-login", text=repr(login)))
    return login


def _has_station_table(conn: Any) -> bool:
    return conn.execute(text("SELECT to_regclass('station') IS NOT NULL")).scalar() is True


def station_of(engine: Engine) -> Station | None:
    """The role the login connected to ``engine`` has on the club's server (None: no
    station's login, such as the database's owner: the director's station)."""
    if engine.dialect.name != "postgresql":
        return None
    with engine.connect() as conn:
        if not _has_station_table(conn):
            return None
        row = conn.execute(text(
            "SELECT login, kind, table_id FROM station WHERE login = current_user")).first()
    return None if row is None else Station(str(row[0]), str(row[1]), row[2])


def stations(engine: Engine) -> list[Station]:
    """Every station's login recorded on the server, by name."""
    with engine.connect() as conn:
        rows = conn.execute(text(
            "SELECT login, kind, table_id FROM station ORDER BY login")).all()
    return [Station(str(r[0]), str(r[1]), r[2]) for r in rows]


def _make_groups(conn: Any, database: str) -> dict[str, str]:
    made = groups(database)
    for name in made.values():
        if conn.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": name}).first() \
                is None:
            conn.execute(text(f"CREATE ROLE {_quoted(name)} NOLOGIN"))
    return made


def _grant(conn: Any, made: dict[str, str]) -> None:
    """The groups' rights (again each time: tables added by a later migration too)."""
    both = f"{_quoted(made['dealer'])}, {_quoted(made['display'])}"
    dealer = _quoted(made["dealer"])
    conn.execute(text(f"GRANT USAGE ON SCHEMA public TO {both}"))
    conn.execute(text(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {both}"))
    conn.execute(text(
        f"ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO {both}"))
    for table, columns in DEALER_UPDATES.items():
        # a club's server at an older revision has not every column yet: the
        # migration that adds one grants it to the group (as 0020 and 0024 do)
        there = set(conn.execute(text(
            "SELECT column_name FROM information_schema.columns WHERE table_name = :t"),
            {"t": table}).scalars())
        granted = [c for c in columns if c in there]
        if granted:
            conn.execute(text(f"GRANT UPDATE ({', '.join(granted)}) ON {table} TO {dealer}"))
    for table in DEALER_INSERTS:
        conn.execute(text(f"GRANT INSERT ON {table} TO {dealer}"))
        sequence = conn.execute(text("SELECT pg_get_serial_sequence(:t, 'id')"),
                                {"t": table}).scalar()
        if sequence is not None:
            conn.execute(text(f"GRANT USAGE ON SEQUENCE {sequence} TO {dealer}"))
    for table in DEALER_DELETES:
        conn.execute(text(f"GRANT DELETE ON {table} TO {dealer}"))


def set_up(engine: Engine, station: Station) -> None:
    """Make (or change) a station's login and its role on the club's server."""
    login = check_login(station.login)
    if station.kind not in KINDS:
        raise StoreError(msg("store-station-bad-kind", text=repr(station.kind)))
    if (station.kind == "dealer") != (station.table_id is not None):
        raise StoreError(msg("store-station-table"))
    with engine.begin() as conn:
        database = str(conn.execute(text("SELECT current_database()")).scalar())
        made = _make_groups(conn, database)
        _grant(conn, made)
        found = conn.execute(text(
            "SELECT rolsuper OR rolname = (SELECT pg_get_userbyid(datdba) FROM pg_database "
            "WHERE datname = current_database()) FROM pg_roles WHERE rolname = :n"),
            {"n": login}).first()
        if found is None:
            conn.execute(text(f"CREATE ROLE {_quoted(login)} LOGIN"))
        elif found[0]:
            raise StoreError(msg("store-station-director-login", name=login))
        for kind, group in made.items():
            verb = "GRANT" if kind == station.kind else "REVOKE"
            joiner = "TO" if verb == "GRANT" else "FROM"
            conn.execute(text(f"{verb} {_quoted(group)} {joiner} {_quoted(login)}"))
        conn.execute(text(
            "INSERT INTO station (login, kind, table_id) VALUES (:l, :k, :t) "
            "ON CONFLICT (login) DO UPDATE SET kind = :k, table_id = :t"),
            {"l": login, "k": station.kind, "t": station.table_id})


def remove(engine: Engine, login: str) -> bool:
    """A station's login may change nothing any more (it stays a login of the
    server: other databases may use it). False when it was no station."""
    login = check_login(login)
    with engine.begin() as conn:
        database = str(conn.execute(text("SELECT current_database()")).scalar())
        gone = conn.execute(text("DELETE FROM station WHERE login = :l"), {"l": login}).rowcount
        members = conn.execute(text(
            "SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
            "JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = :l"), {"l": login})
        for group in set(members.scalars()) & set(groups(database).values()):
            conn.execute(text(f"REVOKE {_quoted(group)} FROM {_quoted(login)}"))
    return bool(gone)


__all__ = ["DEALER_DELETES", "DEALER_INSERTS", "DEALER_UPDATES", "KINDS", "Station",
           "check_login", "groups", "remove", "set_up", "station_of", "stations"]
