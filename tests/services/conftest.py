"""Every services test runs on SQLite and on PostgreSQL (issue 17): the ``db``
fixture is parametrised, so the two backends never drift apart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from director.store.db import Database, open_database
from tests.template_db import new_database


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.pg)])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        database = new_database(tmp_path / "director.sqlite3")
    else:
        database = open_database(request.getfixturevalue("pg_url"))
    yield database
    database.close()
