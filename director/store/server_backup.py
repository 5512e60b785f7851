"""Backups of a club's PostgreSQL database with ``pg_dump`` (issue 17).

What the SQLite backup API does for a file, ``pg_dump`` does for the server: a
consistent copy of the whole database in one archive (``--format=custom``,
restored with ``pg_restore``), taken while the stations go on playing. The
archives go to the director's computer, in ``club-backups/<database>`` in the
user's data folder, on the same schedule and rotation as a file's backups
(``backup.Backups``: each event day, every 15 minutes while an event runs, the
newest 20 kept), written under a temporary name and renamed when whole.

``pg_dump`` is the one from Debian's ``postgresql-client`` (the ``postgresql``
package brings it); without it the backup fails with a message saying how to
install it. A password is handed over the way libpq takes it
(``PGPASSWORD`` in ``pg_dump``'s environment, never on its command line), and
never printed; ``pg_dump`` never asks for one (``--no-password``: a station
started from a terminal would wait there unseen for an answer, and every backup
after it with it). A backup that cannot take its tables' locks within
``LOCK_WAIT`` (a long change holding one) or is not done within ``TIMEOUT``
(a server that stopped answering) fails in words, and the next one is tried on
schedule; none waits for ever.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

from platformdirs import user_data_dir
from sqlalchemy.engine import make_url

from director.engine.messages import msg
from director.store.backup import PREFIX, STAMP, Backups
from director.store.errors import StoreError

DUMP_SUFFIX = ".pgdump"
#: How long a backup waits for a table's lock, and how long the whole copy may take.
LOCK_WAIT = "60s"
TIMEOUT = 600.0
BIN_DIRS = ("/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin",
            "/usr/lib/postgresql/15/bin")


def pg_dump() -> str | None:
    """The ``pg_dump`` program, or None when it is not installed."""
    found = shutil.which("pg_dump")
    if found:
        return found
    for folder in BIN_DIRS:
        candidate = Path(folder) / "pg_dump"
        if candidate.exists():
            return str(candidate)
    return None


def default_folder(url: str) -> Path:
    parsed = make_url(url)
    name = f"{parsed.host or 'local'}-{parsed.port or 5432}-{parsed.database}"
    return Path(user_data_dir("poker-director", appauthor=False)) / "club-backups" / name


class ServerBackups(Backups):
    """``Backups`` whose source is a PostgreSQL database, copied with ``pg_dump``."""

    suffix = DUMP_SUFFIX

    def __init__(self, url: str, folder: Path | None = None, **kwargs: object) -> None:
        self.url = url
        target = folder if folder is not None else default_folder(url)
        super().__init__(target / "database", target, **kwargs)  # type: ignore[arg-type]

    @property
    def where(self) -> str:
        return make_url(self.url).render_as_string(hide_password=True)

    def backup_now(self, now: datetime) -> Path:
        program = pg_dump()
        if program is None:
            raise StoreError(msg("store-no-pg-dump", path=self.where))
        folder = self._folder()
        self.clean_partials()
        target = folder / f"{PREFIX}{now.astimezone(UTC).strftime(STAMP)}{self.suffix}"
        partial = target.with_name(target.name + ".partial")
        parsed = make_url(self.url)
        env = dict(os.environ)
        if parsed.password:
            env["PGPASSWORD"] = str(parsed.password)
        args = [program, "--format=custom", "--no-owner", "--no-password",
                f"--lock-wait-timeout={LOCK_WAIT}", f"--file={partial}",
                "--host", parsed.host or "localhost", "--port", str(parsed.port or 5432),
                "--username", parsed.username or "", "--dbname", parsed.database or ""]
        try:
            done = subprocess.run(args, env=env, capture_output=True, text=True, check=False,
                                  stdin=subprocess.DEVNULL, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:  # killed: the next one on schedule tries again
            partial.unlink(missing_ok=True)
            raise StoreError(msg("store-backup-no-answer", path=self.where,
                                 seconds=round(TIMEOUT))) from None
        if done.returncode != 0:
            partial.unlink(missing_ok=True)
            raise StoreError(msg("store-backup-failed", path=self.where,
                                 text=done.stderr.strip() or str(done.returncode)))
        partial.chmod(0o600)
        os.replace(partial, target)
        self.rotate(now)
        return target

    def checkpoint(self) -> None:
        """The server keeps its own WAL: nothing to do here."""

    def maybe_backup(self, now: datetime, event_running: bool = True) -> Path | None:
        if not self.due(now, event_running):
            return None
        return self.backup_now(now)

    def newest_good(self, now: datetime | None = None) -> Path | None:
        """The newest whole archive (``pg_dump``'s custom format starts ``PGDMP``)."""
        for _, path in reversed(self.list(now or datetime.now(UTC))):
            with path.open("rb") as archive:
                if archive.read(5) == b"PGDMP":
                    return path
        return None
