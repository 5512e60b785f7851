"""Where the database lives and how it is opened (DESIGN.md "State and storage").

One SQLite file in the user's data folder, overridable with ``--db PATH`` or
``DIRECTOR_DB``; the location may also be an SQLAlchemy URL of another
backend. Opening takes the file's instance lock (``instance``), then checks,
before anything is written, that the file is an SQLite database of ours, is not
damaged, still has its version record and was not written by a newer version;
only then are migrations applied. The damage check reads every page (``PRAGMA
quick_check``) after an unclean end (the lock file says so) and in ``director
check``; after a clean close it looks at the header and the schema only, in time
that does not grow with the file (issue 33). A ``-wal`` lost after an unclean end
is refused (``WalLost``, see ``wal_watch``) unless the person opens the file as
it is. Every connection runs
in WAL mode with foreign keys on and full sync, so a committed command
survives a crash or a pulled plug.

Another program's SQLite file is refused before anything is written (ours
carry ``PRAGMA application_id`` 0x50444952); a database that was used before
and has gone missing is reported, not silently replaced by an empty one (a
``<name>.seen`` mark beside it remembers it); the folder, the file and its WAL
files are private to the user (700/600: they hold names and e-mail addresses).
A command waits at most ``BUSY_TIMEOUT`` seconds for another program's write
lock, then says so; for another thread of this process (the dealer panel's commit)
it waits until that thread's command ends (``write_turns``). The
WAL is checkpointed every ``WAL_AUTOCHECKPOINT`` pages and after every backup
check (each minute), so a lost ``-wal`` loses at most the last minute's commands.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DBAPIError

from director.store.errors import (
    AlreadyOpen,
    BadLocation,
    Damaged,
    DiskFull,
    EmptyLocation,
    FileOptions,
    Locked,
    Missing,
    NameNotText,
    NewerSchema,
    NoDatabase,
    NotADatabase,
    NotOurs,
    NoVersionRecord,
    ReadOnlyLocation,
    StoreError,
    WalLost,
    translate,
)
from director.store.file_checks import (
    APP_NAME,
    BUSY_TIMEOUT,
    DB_FILE,
    ENV_VAR,
    check_held,
    make_private,
    remember,
    seen_mark,
)
from director.store.instance import InstanceLock
from director.store.integrity import APPLICATION_ID
from director.store.revisions import head_revision, known_revisions
from director.store.write_turns import take_turns

MIGRATIONS = Path(__file__).parent / "migrations"
WAL_AUTOCHECKPOINT = 64  # pages (256 KB) of WAL before SQLite copies it into the file
READS_ONLY = "director_reads_only"  # execution option: a transaction that only reads

__all__ = [
    "AlreadyOpen",
    "BadLocation",
    "Damaged",
    "Database",
    "DiskFull",
    "EmptyLocation",
    "FileOptions",
    "Locked",
    "Missing",
    "NameNotText",
    "NewerSchema",
    "NoVersionRecord",
    "NotADatabase",
    "NotOurs",
    "ReadOnlyLocation",
    "StoreError",
    "WalLost",
    "default_db_path",
    "migrate",
    "open_database",
    "resolve_location",
]


def default_db_path() -> Path:
    return Path(user_data_dir(APP_NAME, appauthor=False)) / DB_FILE


def resolve_location(explicit: str | os.PathLike[str] | None = None,
                     environ: Mapping[str, str] | None = None) -> str:
    """The database URL: ``--db`` first, then ``DIRECTOR_DB``, then the data folder.
    A plain path becomes an ``sqlite:///`` URL; a URL is kept as it is. A name that
    is not UTF-8 text (``NameNotText``) is refused: SQLite could open no such file;
    so is an SQLite URL with options (``FileOptions``): the file is opened for reading
    and writing, by its path alone."""
    env = os.environ if environ is None else environ
    if explicit is not None and not str(explicit).strip():
        raise EmptyLocation  # ``--db ""``: no name, not the usual database
    chosen = str(explicit) if explicit else env.get(ENV_VAR) or str(default_db_path())
    try:
        chosen.encode("utf-8")
    except UnicodeEncodeError:  # bytes of a name the file system gave back as they were
        raise NameNotText(chosen) from None
    if "://" in chosen:
        if "?" in chosen and _sqlite(chosen):
            raise FileOptions(chosen)
        return chosen
    try:
        return sqlite_url(Path(chosen).expanduser().absolute())
    except RuntimeError:  # "~nobody/...": a home folder of nobody known here
        raise BadLocation(chosen) from None


#: The kinds of database the program opens: a file (SQLite) and a club's server.
BACKENDS = ("sqlite", "postgresql")


def check_location(url: str) -> None:
    """Refuse (``BadLocation``) a URL the program cannot open: one that cannot be
    read (``://night``, a port that is no number), of another kind of database or
    none (``mysql://``, ``http://``), or whose driver is not installed."""
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
        known = parsed.get_backend_name() in BACKENDS
        if known:
            parsed.get_dialect().import_dbapi()
    except (ArgumentError, ValueError, ImportError):
        known = False
    if not known:
        raise BadLocation(url)


def _sqlite(url: str) -> bool:
    """An SQLite URL (one that cannot be read is left to ``check_location``)."""
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).get_backend_name() == "sqlite"
    except (ArgumentError, ValueError):
        return False


def sqlite_url(path: Path) -> str:
    """The URL of exactly this file: ``?``, ``#`` and ``%`` in the name are escaped,
    so ``night?.sqlite3`` is that file and ``%41`` stays ``%41``."""
    return URL.create("sqlite", database=str(path)).render_as_string(hide_password=False)


def sqlite_file(url: str) -> Path | None:
    """The file behind an SQLite URL; ``None`` for memory, another backend or a
    URL that cannot be read (``check_location`` says why)."""
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        return None
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    if parsed.database == ":memory:":
        return None
    return Path(parsed.database)


#: The desk of everything this process opens, unless the program sets its own.
PROCESS_DESK = uuid.uuid4().hex[:12]


@dataclass
class Database:
    """An opened, checked and migrated database."""

    url: str
    engine: Engine
    path: Path | None
    lock: InstanceLock | None = None
    # Who this is among the stations of a club (issue 17): its own commits'
    # notifications carry it, so it does not answer its own changes.
    station: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    # The desk the director's actions are recorded at (``DirectorAction.desk``): Ctrl+Z
    # asks before taking back an action recorded at another desk. The desktop program
    # sets the one its settings keep (the same after a restart: its own actions stay
    # its own); anything else records as this process (``PROCESS_DESK``).
    desk: str = field(default_factory=lambda: PROCESS_DESK)
    # Its role there (``director.services.core.station_role``): "director", "dealer"
    # (at the poker table ``role_table``) or "display".
    role: str = "director"
    role_table: int | None = None
    # that table's name as the seating shows it ("Table 5"), read with its role: a
    # refusal names the table the dealer knows, never its record number
    role_table_name: str | None = None
    # The role is the club's server's (``server_roles``: the station's login is a
    # dealer's or a display's there), read when the database was opened: the
    # server enforces it, and the program's own rail follows it (``set_role``).
    server_role: bool = False

    @property
    def is_server(self) -> bool:
        """A club's PostgreSQL server (not a file on this computer)."""
        return self.engine.dialect.name == "postgresql"

    @property
    def where(self) -> str:
        """The file, or the server's URL with any password hidden (never printed)."""
        if self.path is not None:
            return str(self.path)
        return make_url(self.url).render_as_string(hide_password=True)

    def error(self, exc: BaseException) -> StoreError | None:
        return translate(exc, self.where)

    def close(self) -> None:
        self.engine.dispose()
        if self.lock is not None:
            self.lock.release()


def open_database(location: str | os.PathLike[str] | None = None,
                  environ: Mapping[str, str] | None = None, *,
                  exclusive: bool = False, new: bool = False, full_check: bool = False,
                  as_it_is: bool = False, create: bool = True) -> Database:
    """Check, open and migrate the database; a ``StoreError`` says what went wrong.

    A file is opened holding its instance lock (``instance``): ``exclusive`` (the
    program, ``director check``) alone, ``AlreadyOpen`` when anything else has the
    file; otherwise shared with other such openings, and still ``AlreadyOpen``
    while the program (or a restore) has it. Every page is checked (``full_check``,
    or after an unclean end), else a look whose time does not grow with the file.
    ``new``: make an empty database even where one existed before (the person
    chose to). ``as_it_is``: open a file whose ``-wal`` was lost after an unclean
    end (``WalLost``), the person having chosen to. ``create=False`` (``director
    check``): a path with no database (no file, or an empty one) is ``NoDatabase``,
    nothing made there, not even its folder."""
    url = resolve_location(location, environ)
    path = sqlite_file(url)
    if path is None:
        check_location(url)
        return open_checked(url, None, None)
    if not create and _no_database(path):
        raise NoDatabase(path)
    # The lock is taken first: it tells how the last run ended (the full check
    # after an unclean end). A failed opening leaves the lock file as it found it.
    lock = InstanceLock(path, shared=not exclusive).acquire()
    try:
        _check_file(path, lock, new, full_check, as_it_is)  # reads only
    except BaseException:
        lock.release()
        raise
    return open_checked(url, path, lock)


def _no_database(path: Path) -> bool:
    """No file at ``path`` (or an empty one) and none used there before (that one is
    ``Missing``, its backup offered). A path that cannot be looked at is left to the
    file checks, which say why."""
    try:
        if seen_mark(path).exists():
            return False
        return not path.exists() or (path.is_file() and path.stat().st_size == 0)
    except OSError:
        return False


def open_checked(url: str, path: Path | None, lock: InstanceLock | None) -> Database:
    """Open and migrate a database whose file ``_check_file`` has passed (the lock,
    when given, is held already and released again when opening fails). A file's
    lock then says the database is open (a kill from now on is an unclean end)."""
    try:
        engine = make_engine(url)
        db = Database(url, engine, path, lock)
        try:
            if path is None:
                _refuse_newer(engine, db.where)
            migrate(engine)
            _mark_ours(engine)
            _role_on_server(db)
        except DBAPIError as exc:
            engine.dispose()
            known = db.error(exc)
            if known is None and path is not None:
                # SQLite said nothing of the file itself: its tables are not what their
                # version record says (a column there twice), so the update stopped and
                # was undone; damaged, as a file that fails its check (a backup offered)
                from director.store.backup import Backups

                known = Damaged(path, str(exc.orig), Backups(path).newest_good())
            raise (known or exc) from exc
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    if path is not None:
        make_private(path)
        remember(path)
        if lock is not None:
            from director.store import wal_watch
            from director.store.backup import Backups

            lock.mark_open(wal_watch.wal_id(path))
            wal_watch.watch(engine, path, lock)
            if not lock.shared:
                Backups(path).clean_partials()  # what killed backups and restores left
    return db


def _refuse_newer(engine: Engine, where: str) -> None:
    """A server's schema written by a newer program is refused before anything is
    written, as a file's is (``_check_file``)."""
    with engine.connect() as conn:
        stored = _stored_revision(conn)
    if stored is not None and stored not in known_revisions():
        engine.dispose()
        raise NewerSchema(where, stored)


def _mark_ours(engine: Engine) -> None:
    """Set our application id (Alembic-independent: new files and older ones of ours)."""
    if engine.dialect.name != "sqlite":
        return
    with engine.begin() as conn:
        if conn.exec_driver_sql("PRAGMA application_id").scalar() != APPLICATION_ID:
            conn.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")


def _role_on_server(db: Database) -> None:
    """A station's login on a club's server has its role there (issue 31)."""
    if not db.is_server:
        return
    from director.store.server_roles import station_of

    station = station_of(db.engine)
    if station is not None:
        db.role, db.role_table, db.server_role = station.kind, station.table_id, True
        db.role_table_name = table_name(db, station.table_id)


def table_name(db: Database, table_id: int | None) -> str | None:
    """The name of the poker table of record ``table_id`` ("Table 5"), if there is one."""
    if table_id is None:
        return None
    with db.engine.connect() as conn:
        name = conn.execute(text("SELECT name FROM poker_table WHERE id = :id"),
                            {"id": table_id}).scalar()
    return None if name is None else str(name)


def make_engine(url: str, **kwargs: Any) -> Engine:
    """An engine whose SQLite connections use WAL, foreign keys and full sync,
    and begin a real transaction for every unit of work (``BEGIN IMMEDIATE``, after
    the writes of this process's other threads on the file (``write_turns``); a plain
    ``BEGIN`` for one bound with the ``READS_ONLY`` execution option)."""
    if make_url(url).get_backend_name() != "sqlite":
        return create_engine(url, **kwargs)
    engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT}, **kwargs)
    path = make_url(url).database
    turn = None if not path or path == ":memory:" else take_turns(engine, path)

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Any) -> None:
        # A command takes the write lock at once (one writer at a time, no stale
        # snapshot); a look that only reads does not wait for another program's lock.
        # Another thread of this process is waited for first (``write_turns``).
        reads_only = conn.get_execution_options().get(READS_ONLY, False)
        if reads_only:
            conn.exec_driver_sql("BEGIN")
            return
        driver = conn.connection.dbapi_connection
        if turn is not None:
            turn.take(driver)
        try:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        except BaseException:
            if turn is not None:
                turn.give_back(driver)
            raise

    return engine


def _check_file(path: Path, lock: InstanceLock, new: bool = False, full: bool = False,
                as_it_is: bool = False) -> None:
    """Everything that can be learned about the file without writing to it."""
    check_held(path, lock, new, data_folder=path == default_db_path(), full=full,
               as_it_is=as_it_is)


def _alembic_config(connection: Any = None) -> Any:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    # the revisions in folders of 16 (``versions/v0001_to_0016``...), read recursively
    cfg.set_main_option("recursive_version_locations", "true")
    cfg.attributes["connection"] = connection
    return cfg


def migrate(engine: Engine, revision: str = "head") -> None:
    """Apply the migrations up to ``revision`` in one transaction (DDL included).

    A database already at the head is left alone without importing Alembic; a new,
    empty SQLite file gets the head's schema from ``new_sqlite`` (the statements the
    migrations make, issue 33). A revision named by its id always runs the migrations."""
    with engine.begin() as conn:
        if revision == "head" and _stored_revision(conn) == head_revision():
            return
        if revision == "head":
            from director.store.migrations import new_sqlite

            if new_sqlite.is_empty(conn) and new_sqlite.make(conn):
                return
        from alembic import command

        command.upgrade(_alembic_config(conn), revision)


def _stored_revision(conn: Any) -> str | None:
    """The revision the database says it is at; None when it has no schema yet."""
    if not inspect(conn).has_table("alembic_version"):
        return None
    rows = conn.execute(text("SELECT version_num FROM alembic_version")).all()
    return str(rows[0][0]) if len(rows) == 1 else None


__all__ += ["READS_ONLY", "check_location", "head_revision", "known_revisions", "make_engine",
            "open_checked", "sqlite_file"]
