"""A new SQLite database for a test, copied from one migrated once per test session
(issue 33: the suite under 10 minutes).

Opening a new file makes its schema (once every migration, about 80 ms of processor
time here; now the statements they make, director/store/migrations/new_sqlite.py) and
SQLite's syncs; a copy of a file migrated once and closed cleanly is the same
database at the head revision (about 8 ms). ``new_database`` is for the tests
that want an empty database to work on; the tests of the opening itself (a new
file made, its mark, its migrations, its folder's rights) call ``open_database``
on a new path as before, as do tests/store's. PostgreSQL has the same from
tests/pg.py (``CREATE DATABASE ... TEMPLATE``). Each process of the session (each
pytest-xdist worker: pyproject's addopts) makes its own template, in a folder removed at its exit.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, settings

from director.store.db import Database, open_database

_made: list[Path] = []  # this process's template, once made


def template() -> Path:
    """This process's migrated, cleanly closed database file (made at the first call)."""
    if not _made:
        folder = Path(tempfile.mkdtemp(prefix="director-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "template.sqlite3"
        open_database(path).close()
        _made.append(path)
    return _made[0]


def new_database(path: Path, **options: Any) -> Database:
    """``open_database(path, **options)`` on a new file, made as a copy of the
    template (the file's rights as the program gives them: 600)."""
    if path.exists():
        raise FileExistsError(f"{path}: new_database makes a new file, it exists")
    shutil.copyfile(template(), path)
    os.chmod(path, 0o600)
    return open_database(path, **options)


#: The settings of a property whose examples are nights on a database each
#: (``night_database``): no deadline, no shrinking (a failure is reported as generated,
#: each shrinking step would be another night), ``tmp_path_factory`` allowed.
NIGHT_SETTINGS = settings(deadline=None, phases=[Phase.explicit, Phase.generate],
                          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                 HealthCheck.too_slow])


@contextmanager
def night_database(tmp_path_factory: Any, name: str) -> Iterator[Database]:
    """A new database for one example of a property's nights (a folder of its own
    under pytest's ``tmp_path_factory``, named ``name``), closed after it."""
    db = new_database(tmp_path_factory.mktemp(name) / "night.sqlite3")
    try:
        yield db
    finally:
        db.close()
