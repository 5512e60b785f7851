"""Migration 0023 (R-3.7, R-8.6): on a club's server a dealer station's login may put
the straddle it marks for its own cash table's next hand on the director's undo list
(``director_action`` of kind "straddle", its ``did`` naming the table as ``table``),
and no other table's, and a chip count of its players as it puts its reports there;
its reports and dealing on the felt stay as 0021 left them; the migration goes back
down. SQLite has no logins: the revision changes nothing there
(tests/store/test_migrations.py checks its schema against the models)."""

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
    """A club's server at 0022 with two cash tables (1 and 2) of one game and a dealer
    login at table 1: the owner's engine and the dealer's."""
    with old_club_with_dealer(pg_server, "0022", "cash", "straddle_dealer") as engines:
        yield engines


def _recorded(dealer: sa.Engine, kind: str, did: str) -> str | None:
    """The dealer's record of ``kind`` on the director's undo list, as the services
    write it; the server's refusal (None: done)."""
    try:
        with dealer.begin() as conn:
            conn.execute(sa.text(
                "INSERT INTO director_action (event_id, kind, description, did, undo, at, "
                "last_hand_id, desk) VALUES (1, :kind, '{}', :did, '[]', '2026-12-05', 0, "
                "'dealer')"), {"kind": kind, "did": did})
    except DBAPIError as refused:
        return str(refused.orig)
    return None


def test_a_dealer_records_its_own_tables_straddle_and_counts_once_upgraded(
        old_club: tuple[sa.Engine, sa.Engine]) -> None:
    owner, dealer = old_club
    own, other = '{"on": true, "table": 1}', '{"on": true, "table": 2}'
    count = '{"entry_id": 1, "value": 12500, "was": 10000}'
    assert "row-level security" in (_recorded(dealer, "straddle", own) or "")  # before
    assert "row-level security" in (_recorded(dealer, "chip count", count) or "")
    migrate(owner)
    assert _recorded(dealer, "straddle", own) is None
    assert _recorded(dealer, "chip count", count) is None
    assert "row-level security" in (_recorded(dealer, "straddle", other) or "")
    assert _recorded(dealer, "next hand", '{"table_id": 1}') is None  # 0021's, kept
    assert "row-level security" in (_recorded(dealer, "next hand", '{"table_id": 2}') or "")
    assert "row-level security" in (_recorded(dealer, "top-up", '{"table": 1}') or "")
    with owner.begin() as conn:
        assert conn.execute(sa.text(
            "SELECT kind FROM director_action ORDER BY id")).scalars().all() == [
            "straddle", "chip count", "next hand"]
    migrate_down(owner, "0022")
    assert "row-level security" in (_recorded(dealer, "straddle", own) or "")
    assert "row-level security" in (_recorded(dealer, "chip count", count) or "")
    assert _recorded(dealer, "next hand", '{"table_id": 1}') is None
