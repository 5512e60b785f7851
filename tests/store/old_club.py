"""A club's server at an older revision, for the migration tests that give a dealer
station's login a right (0020, 0021, 0023): one event with tables 1 and 2, and an
engine for a station's own login."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import sqlalchemy as sa
from sqlalchemy.engine import make_url

from director.store.db import make_engine, migrate
from director.store.server_roles import Station, set_up
from tests.pg import Server


def old_server(pg_server: Server, revision: str, kind: str) -> tuple[str, sa.Engine]:
    """A new database migrated to ``revision`` holding one running event of ``kind``
    (``cash``, ``tournament``) with two tables, 1 and 2: its URL and its owner's engine."""
    url = pg_server.fresh_database(migrated=False)
    owner = make_engine(url)
    migrate(owner, revision)
    with owner.begin() as conn:
        conn.execute(sa.text("INSERT INTO event (kind, name, settings, status, created_at, "
                             "archived) VALUES (:kind, 'Friday', '{}', 'running', "
                             "'2026-12-04', false)"), {"kind": kind})
        for table in (1, 2):
            conn.execute(sa.text("INSERT INTO poker_table (id, event_id, name, max_seats, "
                                 "closed) VALUES (:t, 1, :n, 6, false)"),
                         {"t": table, "n": f"Table {table}"})
    return url, owner


def login_engine(url: str, login: str) -> sa.Engine:
    """An engine for the server at ``url`` as the station's ``login``."""
    return make_engine(make_url(url).set(username=login).render_as_string(hide_password=False))


@contextmanager
def old_club_with_dealer(pg_server: Server, revision: str, kind: str, login: str
                         ) -> Iterator[tuple[sa.Engine, sa.Engine]]:
    """``old_server`` with a dealer ``login`` at table 1: the owner's engine and the
    dealer's; the database dropped afterwards."""
    url, owner = old_server(pg_server, revision, kind)
    set_up(owner, Station(login, "dealer", 1))
    dealer = login_engine(url, login)
    try:
        yield owner, dealer
    finally:
        dealer.dispose()
        owner.dispose()
        pg_server.drop(url)
