"""Migration 0021 (R-3.1, R-3.3): on a club's server a dealer station's login may
put its own table's button draw and Next hand on the felt on the director's undo
list (``director_action``), as it puts its reports there, and no other table's
nor any other command; the migration goes back down. SQLite has no logins: the
revision changes nothing there (tests/store/test_migrations.py checks its schema
against the models)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from director.store.db import migrate
from tests.pg import Server
from tests.store.old_club import old_club_with_dealer
from tests.store.test_migration_0012 import migrate_down

pytestmark = pytest.mark.pg


@pytest.fixture
def old_club(pg_server: Server) -> Iterator[tuple[sa.Engine, sa.Engine]]:
    """A club's server at 0020 with two tables (1 and 2) of one event and a dealer
    login at table 1: the owner's engine and the dealer's."""
    with old_club_with_dealer(pg_server, "0020", "tournament", "felt_dealer") as engines:
        yield engines


def _recorded(dealer: sa.Engine, kind: str, table: int) -> str | None:
    """The dealer's record of ``kind`` at ``table`` on the director's undo list, as
    the services write it; the server's refusal (None: done)."""
    try:
        with dealer.begin() as conn:
            conn.execute(sa.text(
                "INSERT INTO director_action (event_id, kind, description, did, undo, at, "
                "last_hand_id) VALUES (1, :kind, '{}', :did, '[]', '2026-12-04', 0)"),
                {"kind": kind, "did": f'{{"table_id": {table}}}'})
    except DBAPIError as refused:
        return str(refused.orig)
    return None


def test_a_dealer_records_its_own_tables_dealing_on_the_felt_once_upgraded(
        old_club: tuple[sa.Engine, sa.Engine]) -> None:
    owner, dealer = old_club
    assert "row-level security" in (_recorded(dealer, "next hand", 1) or "")  # before
    assert _recorded(dealer, "bust", 1) is None  # a report: as before
    migrate(owner)
    assert _recorded(dealer, "next hand", 1) is None
    assert _recorded(dealer, "button draw", 1) is None
    assert _recorded(dealer, "bust", 1) is None
    for kind, table in (("next hand", 2), ("button draw", 2), ("seat move", 1),
                        ("break table", 1)):
        assert "row-level security" in (_recorded(dealer, kind, table) or ""), (kind, table)
    with owner.begin() as conn:
        assert conn.execute(sa.text(
            "SELECT kind FROM director_action ORDER BY id")).scalars().all() == [
            "bust", "next hand", "button draw", "bust"]
    migrate_down(owner, "0020")
    assert "row-level security" in (_recorded(dealer, "next hand", 1) or "")
    assert _recorded(dealer, "rebuy", 1) is None
