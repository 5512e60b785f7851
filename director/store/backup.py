"""Automatic backups with the SQLite online backup API (DESIGN "State and storage").

Backups go to a ``backups`` folder beside the database (700, files 600), one
file per backup named by its UTC time, written under a temporary name and
renamed when complete, so a backup file is either whole or absent; the copy
is written without a rollback journal (no ``.partial-journal``), and a
``.partial`` a killed backup left (or a ``.restoring`` copy a killed restore
left) is removed by the next backup, restore or opening of the database. The newest
``keep`` (20) are kept. ``maybe_backup(now, event_running)`` takes one at the
start of each event day and every 15 minutes while an event runs; it is given
the time and never reads the clock. A backup dated after ``now`` (the clock
was wrong once) is neither the newest nor counted when rotating, so it never
causes a backup a minute nor pushes the real history out. Only regular files
are backups: a symlink planted in the folder is ignored. The folder itself may be a
link to a folder elsewhere (backups on another disk): it is used as the folder.

``restore`` is atomic: the backup is copied beside the database with the
backup API (so content still in the backup's ``-wal`` comes along), checked,
and renamed over it; the old file is kept under a new name. It refuses while
anything has the database open (it takes the instance lock alone), a file that is not one of our
databases or is from a newer version, and the database itself.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Callable
from contextlib import closing, suppress
from datetime import UTC, datetime, timedelta
from pathlib import Path

from director.engine.messages import Message, msg
from director.store.errors import BackupDiskFull, DiskFull, Locked, StoreError, translate
from director.store.instance import InstanceLock
from director.store.integrity import (
    SIDE_FILES,
    looks_like_sqlite,
    not_ours,
    quick_check,
    read_only,
    side_file,
    stored_revisions,
)
from director.store.revisions import known_revisions

PREFIX = "director-"
SUFFIX = ".sqlite3"
STAMP = "%Y%m%dT%H%M%S%fZ"
INTERVAL = timedelta(minutes=15)
KEEP = 20
SLACK = timedelta(minutes=1)  # a backup this much "ahead" of now still counts as now's
RESTORING = (".restoring", ".restoring-journal")  # a restore's copy, before its rename
#: What a restore names the file it replaced, ``<db>.<mark><stamp>``: a healthy one
#: ``before-restore-``, one that failed its check ``damaged-`` (earlier versions named
#: both ``damaged-``; files kept under either name are left as they are). The stamp has
#: no dot, so the name's last dotted part begins with the mark.
KEPT_HEALTHY = "before-restore-"
KEPT_DAMAGED = "damaged-"


class RestoreRefused(StoreError):
    """A restore that was not done; the database was not changed."""


def _target(path: Path) -> sqlite3.Connection:
    """A new private (600) SQLite file to copy into, written without a rollback
    journal: a copy killed half way is one ``.partial`` file, no ``-journal`` beside
    it (the copy is renamed into place only when whole)."""
    path.unlink(missing_ok=True)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=OFF")
    return conn


_open_target: Callable[[Path], sqlite3.Connection] = _target


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:
        pass  # folders cannot be synced everywhere (Windows)
    finally:
        os.close(fd)


def _copy_into(src: sqlite3.Connection, target: Path) -> None:
    """``src`` copied into a new ``target`` written without a journal, then marked a
    rollback-journal database: the copy took the source's WAL mark (the file
    format's bytes 18 and 19: 1 rollback, 2 WAL), and ``PRAGMA journal_mode=DELETE``
    would open the copy in WAL and write a ``-journal`` to leave it, which a copy
    killed at that moment left behind. The two bytes are written in place on the
    closed, private file instead: killed anywhere, the copy is one file."""
    with closing(_open_target(target)) as dst:
        src.backup(dst)
    with target.open("r+b") as file:
        file.seek(18)
        file.write(b"\x01\x01")


def copy_database(source: Path, target: Path, immutable: bool = False) -> None:
    """A consistent copy of ``source`` (committed WAL content included) at ``target``,
    in rollback-journal mode so the copy is one self-contained file."""
    with read_only(source, immutable) as src:
        _copy_into(src, target)
    _fsync(target)


class Backups:
    suffix = SUFFIX  # a backup file's ending (``server_backup``: a pg_dump archive)

    def __init__(self, db_path: Path, folder: Path | None = None, keep: int = KEEP,
                 interval: timedelta = INTERVAL) -> None:
        self.db_path = db_path
        self.folder = folder if folder is not None else db_path.parent / "backups"
        self.keep = keep
        self.interval = interval

    def list(self, now: datetime | None = None) -> list[tuple[datetime, Path]]:
        """Backups, oldest first, with the UTC time in their names; only those not
        dated after ``now`` when it is given. Symlinks and other non-files are not
        backups. The folder itself may be a link to a folder elsewhere (another disk,
        the director's choice): its backups are listed, rotated and restored as any
        (ignored, a backup was made into it every minute, never rotated, and a restore
        found none)."""
        if not self.folder.is_dir():
            return []
        found = []
        for p in self.folder.glob(f"{PREFIX}*{self.suffix}"):
            if p.is_symlink() or not p.is_file():
                continue
            stamp = p.name[len(PREFIX):-len(self.suffix)]
            try:
                when = datetime.strptime(stamp, STAMP).replace(tzinfo=UTC)
            except ValueError:
                continue
            if now is not None and when > now + SLACK:
                continue
            found.append((when, p))
        return sorted(found)

    def _folder(self) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        with suppress(OSError):  # not the owner: the folder keeps its owner's permissions
            self.folder.chmod(0o700)
        return self.folder

    def clean_partials(self) -> tuple[Path, ...]:
        """Remove what killed backups and restores left: ``*.partial`` copies (and the
        ``-journal`` an older version wrote beside them), a ``.restoring`` copy beside
        the database. The removed files. Called with the database held alone (the
        program's opening, a backup, a restore)."""
        leftovers = [side_file(self.db_path, s) for s in RESTORING]
        if self.folder.is_dir():
            leftovers += self.folder.glob(f"{PREFIX}*{SUFFIX}.partial*")
        removed: list[Path] = []
        for p in leftovers:
            if p.is_file() or p.is_symlink():
                p.unlink(missing_ok=True)
                removed.append(p)
        return tuple(removed)

    def backup_now(self, now: datetime) -> Path:
        """Copy the live database (including committed WAL content) consistently.
        A failure (a full disk) leaves no partial file and raises a ``StoreError``.
        The copy is checked (``PRAGMA quick_check``) before it becomes a backup: a
        copy of a damaged database is no backup, and kept it would push the oldest
        good one out at the rotation (20 of them five hours of a running event
        after the damage, and then no good backup was left). The damage is said
        instead (``store-backup-damaged``), every minute until it is dealt with."""
        try:
            folder = self._folder()
        except OSError as exc:  # "backups" an ordinary file, a folder without permission
            raise StoreError(msg("store-backup-folder", path=str(self.folder),
                                 text=exc.strerror or str(exc))) from exc
        self.clean_partials()
        when = now.astimezone(UTC)
        target = folder / f"{PREFIX}{when.strftime(STAMP)}{SUFFIX}"
        partial = target.with_name(target.name + ".partial")
        try:
            with closing(sqlite3.connect(self.db_path, timeout=2)) as src:
                _copy_into(src, partial)
            problem = quick_check(partial, immutable=True)
            if problem != "ok":  # kept, it would push a good backup out at the rotation
                partial.unlink(missing_ok=True)
                raise StoreError(msg("store-backup-damaged", path=str(self.db_path),
                                     text=problem))
            os.replace(partial, target)
        except (sqlite3.Error, OSError) as exc:
            partial.unlink(missing_ok=True)
            error = translate(exc, str(folder))
            if isinstance(error, DiskFull):
                error = BackupDiskFull(str(folder))
            elif error is None and isinstance(exc, OSError):
                error = StoreError(msg("store-backup-folder", path=str(folder),
                                       text=exc.strerror or str(exc)))
            raise (error or StoreError(msg("store-backup-failed", path=str(folder),
                                           text=str(exc)))) from exc
        self.checkpoint()
        self.rotate(now)
        return target

    def checkpoint(self) -> None:
        """Copy the WAL into the database file, so a lost ``-wal`` loses little."""
        try:
            with closing(sqlite3.connect(self.db_path, timeout=2)) as conn:
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            pass  # busy or damaged: the next minute tries again; SQLite's own checkpoints go on

    def rotate(self, now: datetime | None = None) -> None:
        backups = self.list(now)
        for _, path in backups[: max(0, len(backups) - self.keep)]:
            path.unlink(missing_ok=True)

    def due(self, now: datetime, event_running: bool) -> bool:
        """At the start of an event day, and every ``interval`` while an event runs."""
        backups = self.list(now)
        if not backups:
            return True
        last = backups[-1][0]
        local_now = now.astimezone()
        if last.astimezone(local_now.tzinfo).date() != local_now.date():
            return True
        return event_running and now - last >= self.interval

    def maybe_backup(self, now: datetime, event_running: bool = True) -> Path | None:
        if not self.db_path.exists():
            return None
        if not self.due(now, event_running):
            self.checkpoint()
            return None
        return self.backup_now(now)

    def newest_good(self, now: datetime | None = None) -> Path | None:
        """The newest backup this version can restore (none dated after now): it passes
        ``PRAGMA quick_check`` and is one of ours at a schema this version knows. A
        backup a newer version wrote (the program was downgraded after it) is passed
        over for an older one: offered, it was refused at the restore, and the
        restorable backups behind it were never reached."""
        now = now if now is not None else datetime.now(UTC)
        known = known_revisions()
        for _, path in reversed(self.list(now)):
            if self._refusal(path, known) is None:
                return path
        return None

    def restore(self, backup: Path, now: datetime,
                known_revisions: set[str] | None = None) -> Path | None:
        """Put ``backup`` in place of the database, atomically. The current file
        (damaged or not) and its WAL are kept beside it under a new name, never
        overwritten. Returns where the old file went (``None``: there was none).
        ``RestoreRefused`` (or ``AlreadyOpen``) says why nothing was done."""
        if self.db_path.is_symlink():  # restore the file itself, not the link to it
            real = Backups(Path(os.path.realpath(self.db_path)), self.folder, self.keep,
                           self.interval)
            return real.restore(backup, now, known_revisions)
        if self.db_path.exists() and not self.db_path.is_file():  # --db naming a folder
            raise RestoreRefused(msg("store-restore-db-not-a-file", path=str(self.db_path)))
        with InstanceLock(self.db_path) as lock:
            self._refuse_unless_ours(backup, known_revisions)
            self._refuse_while_written()
            self.clean_partials()
            partial = side_file(self.db_path, ".restoring")
            try:
                copy_database(backup, partial)
                problem = quick_check(partial, immutable=True)
                if problem != "ok":
                    raise RestoreRefused(msg("store-restore-copy-bad", path=str(backup),
                                             text=problem))
                kept = self._keep_current(now)
                os.replace(partial, self.db_path)
            except sqlite3.Error as exc:
                raise (translate(exc, str(self.db_path))
                       or RestoreRefused(msg("store-restore-copy-failed", path=str(backup),
                                             text=str(exc)))) from exc
            finally:
                partial.unlink(missing_ok=True)
            _fsync(self.db_path.parent)
            self.db_path.with_name(self.db_path.name + ".seen").touch(mode=0o600)
            lock.settle()  # a whole file in place: no check left over from a last run
            return kept

    def _refuse_while_written(self) -> None:
        """Refuse (``Locked``) while another program (a sqlite3 shell) holds a write
        transaction on the database: its ``-wal`` would be taken from under it and
        what it commits would land in the file kept beside, not in the one restored.
        Poker Director's own windows are kept out by the instance lock already."""
        if not self.db_path.is_file():
            return
        try:
            with closing(sqlite3.connect(self.db_path, timeout=2)) as conn:
                conn.execute("BEGIN IMMEDIATE")
                conn.rollback()
        except sqlite3.Error as exc:
            error = translate(exc, str(self.db_path))
            if isinstance(error, Locked):
                raise error from exc  # anything else (a damaged file) is restored over

    def _refuse_unless_ours(self, backup: Path, known: set[str] | None) -> None:
        refusal = self._refusal(backup, known)
        if refusal is not None:
            raise RestoreRefused(refusal)

    def _refusal(self, backup: Path, known: set[str] | None) -> Message | None:
        """Why ``backup`` cannot be restored here, or None when it can."""
        if backup.is_symlink():
            return msg("store-restore-symlink", path=str(backup))
        if not backup.is_file():
            return msg("store-restore-not-a-file", path=str(backup))
        targets = [self.db_path, *(side_file(self.db_path, s) for s in SIDE_FILES)]
        if any(t.exists() and os.path.samefile(backup, t) for t in targets):
            return msg("store-restore-onto-itself", path=str(backup))
        try:
            sqlite = looks_like_sqlite(backup)  # said in words, not quick_check's English
        except OSError as exc:
            return msg("store-restore-cannot-read", path=str(backup),
                       text=exc.strerror or str(exc))
        if not sqlite:
            return msg("store-restore-not-ours", path=str(backup),
                       reason_text=msg("store-not-sqlite-file"))
        problem = quick_check(backup)
        if problem != "ok":
            return msg("store-restore-not-good", path=str(backup), text=problem)
        try:
            reason = not_ours(backup)
            revisions = stored_revisions(backup)
        except sqlite3.Error as exc:  # gone or changed since its check
            return msg("store-restore-not-good", path=str(backup), text=str(exc))
        if reason is not None:
            return msg("store-restore-not-ours", path=str(backup), reason_text=reason)
        if not revisions:
            return msg("store-restore-no-version-record", path=str(backup))
        newer = [r for r in revisions if known is not None and r not in known]
        if newer:
            return msg("store-restore-newer-schema", path=str(backup), text=repr(newer[0]))
        return None

    def _keep_current(self, now: datetime) -> Path | None:
        """Keep the current file under a new name (a hard link, else a copy) and take
        its WAL files away, so the restored file is never read with them: ``<db>.
        before-restore-<stamp>`` when it passes ``quick_check`` (its WAL first
        checkpointed into it), ``<db>.damaged-<stamp>`` when it does not."""
        if not self.db_path.exists():
            return None
        healthy = quick_check(self.db_path) == "ok"
        if healthy:
            try:
                with closing(sqlite3.connect(self.db_path, timeout=2)) as conn:
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                pass  # the WAL is kept with the old file below
        stamp = now.astimezone(UTC).strftime(STAMP)
        mark = KEPT_HEALTHY if healthy else KEPT_DAMAGED
        kept = self.db_path.with_name(f"{self.db_path.name}.{mark}{stamp}")
        for suffix in ("", "-wal"):
            source = side_file(self.db_path, suffix) if suffix else self.db_path
            if source.exists():
                _link_or_copy(source, side_file(kept, suffix) if suffix else kept)
        for suffix in ("-wal", "-shm"):
            side_file(self.db_path, suffix).unlink(missing_ok=True)
        return kept


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)
