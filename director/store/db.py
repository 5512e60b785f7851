"""Where the database lives and how it is opened (DESIGN.md "State and storage").

One SQLite file in the user's data folder, overridable with ``--db PATH`` or
``DIRECTOR_DB``; the location may also be an SQLAlchemy URL of another
backend. Opening checks, before anything is written, that the file is an
SQLite database, is not damaged (``PRAGMA quick_check``) and was not written
by a newer version; only then are migrations applied. Every connection runs
in WAL mode with foreign keys on and full sync, so a committed command
survives a crash or a pulled plug.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from director.store.errors import (
    Damaged,
    DiskFull,
    NewerSchema,
    NotADatabase,
    ReadOnlyLocation,
    StoreError,
    translate,
)
from director.store.integrity import looks_like_sqlite, quick_check, stored_revisions

APP_NAME = "poker-director"
DB_FILE = "director.sqlite3"
ENV_VAR = "DIRECTOR_DB"
MIGRATIONS = Path(__file__).parent / "migrations"

__all__ = [
    "Damaged", "Database", "DiskFull", "NewerSchema", "NotADatabase", "ReadOnlyLocation",
    "StoreError", "default_db_path", "migrate", "open_database", "resolve_location",
]


def default_db_path() -> Path:
    return Path(user_data_dir(APP_NAME, appauthor=False)) / DB_FILE


def resolve_location(explicit: str | os.PathLike[str] | None = None,
                     environ: Mapping[str, str] | None = None) -> str:
    """The database URL: ``--db`` first, then ``DIRECTOR_DB``, then the data folder.
    A plain path becomes an ``sqlite:///`` URL; a URL is kept as it is."""
    env = os.environ if environ is None else environ
    chosen = str(explicit) if explicit else env.get(ENV_VAR) or str(default_db_path())
    if "://" in chosen:
        return chosen
    return f"sqlite:///{Path(chosen).expanduser().absolute()}"


def sqlite_file(url: str) -> Path | None:
    """The file behind an SQLite URL; ``None`` for memory or another backend."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    if parsed.database == ":memory:":
        return None
    return Path(parsed.database)


@dataclass
class Database:
    """An opened, checked and migrated database."""

    url: str
    engine: Engine
    path: Path | None

    @property
    def where(self) -> str:
        return str(self.path) if self.path is not None else self.url

    def error(self, exc: BaseException) -> StoreError | None:
        return translate(exc, self.where)

    def close(self) -> None:
        self.engine.dispose()


def open_database(location: str | os.PathLike[str] | None = None,
                  environ: Mapping[str, str] | None = None) -> Database:
    """Check, open and migrate the database; a ``StoreError`` says what went wrong."""
    url = resolve_location(location, environ)
    path = sqlite_file(url)
    if path is not None:
        _check_file(path)
    engine = make_engine(url)
    db = Database(url, engine, path)
    try:
        migrate(engine)
    except DBAPIError as exc:
        engine.dispose()
        raise (db.error(exc) or exc) from exc
    return db


def make_engine(url: str, **kwargs: Any) -> Engine:
    """An engine whose SQLite connections use WAL, foreign keys and full sync,
    and begin a real transaction for every unit of work."""
    if make_url(url).get_backend_name() != "sqlite":
        return create_engine(url, **kwargs)
    engine = create_engine(url, connect_args={"timeout": 15}, **kwargs)

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def _check_file(path: Path) -> None:
    """Everything that can be learned about the file without writing to it."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ReadOnlyLocation(path, exc.strerror or str(exc)) from None
    if not path.parent.is_dir():
        raise ReadOnlyLocation(path, f"{path.parent} is not a folder")
    if not _writable(path):
        raise ReadOnlyLocation(path, "permission denied")
    if not path.exists() or path.stat().st_size == 0:
        return
    try:
        if not looks_like_sqlite(path):
            raise NotADatabase(path)
    except OSError as exc:
        raise ReadOnlyLocation(path, exc.strerror or str(exc)) from None
    problem = quick_check(path)
    if problem == "file is not a database":
        raise NotADatabase(path)
    if problem != "ok":
        from director.store.backup import Backups

        raise Damaged(path, problem, Backups(path).newest_good())
    known = _known_revisions()
    for revision in stored_revisions(path):
        if revision not in known:
            raise NewerSchema(str(path), revision)


def _writable(path: Path) -> bool:
    """The folder (for the WAL files) and the file itself must be writable."""
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return False
    return not path.exists() or os.access(path, os.R_OK | os.W_OK)


def _alembic_config(connection: Any = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


def _known_revisions() -> set[str]:
    script = ScriptDirectory.from_config(_alembic_config())
    return {rev.revision for rev in script.walk_revisions()}


def head_revision() -> str:
    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    assert head is not None
    return head


def migrate(engine: Engine, revision: str = "head") -> None:
    """Apply the migrations up to ``revision`` in one transaction (DDL included)."""
    with engine.begin() as conn:
        command.upgrade(_alembic_config(conn), revision)


__all__ += ["head_revision", "make_engine", "sqlite_file"]
