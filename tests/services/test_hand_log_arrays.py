"""The dealer's one statement on a club's server passes its events as PostgreSQL
array literals (``hand_log.text_array``, issue 17): whatever an event's text holds
is stored exactly as written."""

from __future__ import annotations

import psycopg
import pytest
from sqlalchemy.engine import make_url

from director.services.hand_log import text_array

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
