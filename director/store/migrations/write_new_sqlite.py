"""Write ``new_sqlite.sql`` again from the migrations (``new_sqlite``, issue 33),
after a migration is added::

    python -m director.store.migrations.write_new_sqlite
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
from pathlib import Path

from director.store.db import make_engine, migrate, sqlite_url
from director.store.migrations.new_sqlite import SCRIPT, written
from director.store.revisions import head_revision


def main() -> int:
    """Migrate a new, temporary file to the head and write its statements."""
    with tempfile.TemporaryDirectory(prefix="director-new-sqlite-") as folder:
        path = Path(folder) / "migrated.sqlite3"
        engine = make_engine(sqlite_url(path))
        migrate(engine, head_revision())  # a named revision: always the migrations
        engine.dispose()
        with sqlite3.connect(path) as connection:
            text = written(connection)
        connection.close()
    SCRIPT.write_text(text, encoding="utf-8")
    print(f"{SCRIPT} written (revision {head_revision()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
