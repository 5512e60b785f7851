"""The ``-wal`` file a running program writes into, watched (issue 31 item 8).

In WAL mode a committed command is first only in ``<database>-wal``; SQLite
copies it into the database file at a checkpoint (every ``WAL_AUTOCHECKPOINT``
pages, and each minute after the backup check). A ``-wal`` deleted while the
program runs takes those commands with it when the program then ends without
closing (a kill, a crash): SQLite itself notices nothing, and the file opens as
if nothing had happened.

What can be known, and what this module does with it:

- While the program runs, after every commit the ``-wal`` path is compared with
  the file the program's connection writes into (its device and inode, noted
  when the connection opened). When it is gone (or another file has taken its
  name) the commands are still readable through the open connection, so they
  are checkpointed into the database file at once, before the command returns.
  Nothing reported is lost then. (A second connection opened after the deletion
  would make a new ``-wal`` of its own; SQLite's own reads then fail loudly.)
- At opening, after an unclean end: the lock file (``instance``) says which
  ``-wal`` the last run was writing into. When that file is no longer there, the
  commands it held since the last checkpoint are lost, and the opening says so
  (``WalLost``) with the newest good backup, changing nothing, until the person
  restores the backup or opens the file as it is.
- Not detectable: a ``-wal`` removed after a clean close (there is none then),
  or replaced by another ``-wal`` of the same database with the same inode.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from director.store.instance import InstanceLock, WalId

if TYPE_CHECKING:
    from sqlalchemy import Engine


def wal_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + "-wal")


def wal_id(db_path: Path) -> WalId | None:
    """The device and inode of the database's ``-wal`` (``None``: there is none)."""
    try:
        st = os.stat(wal_path(db_path))
    except OSError:
        return None
    return st.st_dev, st.st_ino


def lost(db_path: Path, lock: InstanceLock) -> bool:
    """After an unclean end: whether the ``-wal`` the last run wrote into is gone."""
    return lock.unclean and lock.wal is not None and wal_id(db_path) != lock.wal


def watch(engine: Engine, db_path: Path, lock: InstanceLock) -> None:
    """Note in the lock file the ``-wal`` the program writes into, and after every
    commit save the commands of a ``-wal`` deleted under it (see the module)."""
    from sqlalchemy import event  # the first look checks files without SQLAlchemy

    written: dict[int, WalId] = {}  # each open connection's -wal (by the connection's id)
    noted: list[WalId | None] = [wal_id(db_path)]  # what the opening marked

    def note(ident: WalId | None) -> None:
        if ident != noted[0]:
            noted[0] = ident
            lock.mark_open(ident)

    @event.listens_for(engine, "close")
    def _closed(dbapi_connection: Any, _record: Any) -> None:
        written.pop(id(dbapi_connection), None)

    commit = engine.dialect.do_commit

    def do_commit(dbapi_connection: Any) -> None:
        commit(dbapi_connection)
        now = wal_id(db_path)
        mine = written.get(id(dbapi_connection))
        if now is None or (mine is not None and now != mine):
            # The -wal this connection writes into has lost its name (after a commit
            # in WAL mode there is one): copy it into the database file while the
            # connection can still read it, at every commit from now on, as the
            # connection goes on writing into that file.
            dbapi_connection.execute("PRAGMA wal_checkpoint(FULL)").close()
            note(now)
        elif mine is None:  # the connection's first commit: its -wal is the one there
            written[id(dbapi_connection)] = now
            note(now)

    setattr(engine.dialect, "do_commit", do_commit)  # noqa: B010  (this engine's own dialect)
