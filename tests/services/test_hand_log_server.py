"""The dealer's one statement on a club's server (``hand_log``, issue 17): its
events go as PostgreSQL array literals (``hand_log.text_array``), so whatever an
event's text holds is stored exactly as written; and the pooled connection it
uses, lost with the server, is thrown away: the same station's next action,
once the server is back, is stored once."""

from __future__ import annotations

import psycopg
import pytest
from sqlalchemy.engine import make_url

from director.engine.hand.facts.events import PostBlind
from director.services.core.hand_log import text_array
from director.services.tables.table_service import TableService
from director.store.db import open_database
from director.store.errors import ServerLost
from tests.pg import Server
from tests.services.test_club_stations import _hand

AWKWARD = ['{"kind": "bet", "amount": 40}', 'back\\slash', 'quote " inside', 'a,b {c} d',
           'Szabó Ágnes ő ű', '', 'NULL', ' spaces around ', "it's"]


@pytest.mark.pg
def test_texts_and_numbers_read_back_as_written(pg_url: str) -> None:
    libpq = make_url(pg_url).set(drivername="postgresql").render_as_string(
        hide_password=False)
    with psycopg.connect(libpq) as conn:
        texts, numbers = conn.execute(
            "SELECT CAST(%s AS text[]), CAST(%s AS integer[])",
            (text_array(AWKWARD), text_array([1, 12, 6000]))).fetchone()  # type: ignore[misc]
        empty = conn.execute("SELECT CAST(%s AS integer[])", (text_array([]),)).fetchone()
    assert texts == AWKWARD
    assert numbers == [1, 12, 6000]
    assert empty == ([],)


@pytest.mark.parametrize(("items", "literal"), [
    ([], "{}"), ([3, 4], "{3,4}"), (['a"b', "c\\d"], '{"a\\"b","c\\\\d"}')])
def test_the_literal_quotes_each_text(items: list[object], literal: str) -> None:
    assert text_array(items) == literal


@pytest.mark.pg
def test_after_the_server_is_lost_the_same_station_goes_on_with_its_hand() -> None:
    server = Server()  # a server of its own: the session's stays up for other tests
    try:
        db = open_database(server.fresh_database())
        _table_id, hand_id = _hand(db)
        tables = TableService(db)
        tables.apply(hand_id, PostBlind(1, 5))
        server.kill()
        for _ in range(2):  # the pool's connection lost, then none to be made
            with pytest.raises(ServerLost):
                tables.apply(hand_id, PostBlind(3, 10))
        server.start()
        after = tables.apply(hand_id, PostBlind(3, 10))  # the same service, its hand known
        assert after.log == (PostBlind(1, 5), PostBlind(3, 10))
        stored = TableService(db).hand_state(hand_id)  # read from the server
        assert stored.log == (PostBlind(1, 5), PostBlind(3, 10))  # each once
        db.close()
    finally:
        server.close()
