"""Migration 0020 (R-3.6, R-3.7): on a club's server a dealer station's login may
mark the posts and the straddle its deal used on its own cash table's row
(``cash_table``'s ``posting`` and ``straddle_next``), and no other table's. A club
whose dealer group was made before it (``director stations`` then granted no right
to ``cash_table``) gets the grant as it is upgraded; the migration goes back down.
SQLite has no logins: the revision changes nothing there (tests/store/test_migrations.py
checks its schema against the models)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import DBAPIError

from director.store import server_roles
from director.store.db import migrate
from director.store.server_roles import Station, set_up
from tests.pg import Server
from tests.store.old_club import login_engine, old_server
from tests.store.test_migration_0012 import migrate_down

pytestmark = pytest.mark.pg


@pytest.fixture
def old_club(pg_server: Server, monkeypatch: pytest.MonkeyPatch
             ) -> Iterator[tuple[sa.Engine, sa.Engine]]:
    """A club's server at 0019 with two cash tables (1 and 2) and a dealer login at
    table 1 made by ``director stations`` as it was then (no right to ``cash_table``):
    the owner's engine and the dealer's."""
    url, owner = old_server(pg_server, "0019", "cash")
    with owner.begin() as conn:
        for table in (1, 2):
            conn.execute(sa.text("INSERT INTO cash_table (table_id, straddle, posting) "
                                 "VALUES (:t, true, '[4]')"), {"t": table})
    with monkeypatch.context() as before:
        before.delitem(server_roles.DEALER_UPDATES, "cash_table", raising=False)
        set_up(owner, Station("old_dealer", "dealer", 1))
    dealer = login_engine(url, "old_dealer")
    yield owner, dealer
    dealer.dispose()
    owner.dispose()
    pg_server.drop(url)


def _post_used(dealer: sa.Engine, table: int) -> str | None:
    """The dealer's marking of table ``table``'s posts and straddle used, as the deal
    writes it; the server's refusal (None: done)."""
    try:
        with dealer.begin() as conn:
            conn.execute(sa.text("UPDATE cash_table SET posting = '[]', straddle_next = false "
                                 "WHERE table_id = :t"), {"t": table})
    except DBAPIError as refused:
        return str(refused.orig)
    return None


def test_an_old_clubs_dealer_marks_its_own_tables_posts_once_upgraded(
        old_club: tuple[sa.Engine, sa.Engine]) -> None:
    owner, dealer = old_club
    assert "permission denied" in (_post_used(dealer, 1) or "")  # before: no right
    migrate(owner)
    assert _post_used(dealer, 1) is None
    assert "row-level security" in (_post_used(dealer, 2) or "")
    with owner.begin() as conn:
        assert conn.execute(sa.text(
            "SELECT table_id, posting FROM cash_table ORDER BY table_id")).all() == [
            (1, "[]"), (2, "[4]")]
        conn.execute(sa.text("UPDATE cash_table SET big_blind = 200"))  # the owner: all
    migrate_down(owner, "0019")
    assert "permission denied" in (_post_used(dealer, 1) or "")
    with owner.begin() as conn:
        assert conn.execute(sa.text(
            "SELECT relrowsecurity FROM pg_class WHERE relname = 'cash_table'")).scalar() \
            is False
