from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from director.store.db import Database, open_database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(tmp_path / "director.sqlite3")
    yield database
    database.close()
