"""Automatic backups with the SQLite online backup API (DESIGN "State and storage").

Backups go to a ``backups`` folder beside the database, one file per backup
named by its UTC time, written under a temporary name and renamed when
complete, so a backup file is either whole or absent. The newest ``keep``
(20) are kept. ``maybe_backup(now, event_running)`` takes one at the start of
each event day and every 15 minutes while an event runs; it is given the time
and never reads the clock.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

from director.store.integrity import quick_check

PREFIX = "director-"
SUFFIX = ".sqlite3"
STAMP = "%Y%m%dT%H%M%S%fZ"
INTERVAL = timedelta(minutes=15)
KEEP = 20


class Backups:
    def __init__(self, db_path: Path, folder: Path | None = None, keep: int = KEEP,
                 interval: timedelta = INTERVAL) -> None:
        self.db_path = db_path
        self.folder = folder if folder is not None else db_path.parent / "backups"
        self.keep = keep
        self.interval = interval

    def list(self) -> list[tuple[datetime, Path]]:
        """Backups, oldest first, with the UTC time in their names."""
        if not self.folder.is_dir():
            return []
        found = []
        for p in self.folder.glob(f"{PREFIX}*{SUFFIX}"):
            stamp = p.name[len(PREFIX):-len(SUFFIX)]
            try:
                when = datetime.strptime(stamp, STAMP).replace(tzinfo=UTC)
            except ValueError:
                continue
            found.append((when, p))
        return sorted(found)

    def backup_now(self, now: datetime) -> Path:
        """Copy the live database (including committed WAL content) consistently."""
        self.folder.mkdir(parents=True, exist_ok=True)
        when = now.astimezone(UTC)
        target = self.folder / f"{PREFIX}{when.strftime(STAMP)}{SUFFIX}"
        partial = target.with_name(target.name + ".partial")
        with closing(sqlite3.connect(self.db_path, timeout=15)) as src, \
                closing(sqlite3.connect(partial)) as dst:
            src.backup(dst)
        os.replace(partial, target)
        self.rotate()
        return target

    def rotate(self) -> None:
        backups = self.list()
        for _, path in backups[: max(0, len(backups) - self.keep)]:
            path.unlink(missing_ok=True)

    def due(self, now: datetime, event_running: bool) -> bool:
        """At the start of an event day, and every ``interval`` while an event runs."""
        backups = self.list()
        if not backups:
            return True
        last = backups[-1][0]
        local_now = now.astimezone()
        if last.astimezone(local_now.tzinfo).date() != local_now.date():
            return True
        return event_running and now - last >= self.interval

    def maybe_backup(self, now: datetime, event_running: bool = True) -> Path | None:
        if not self.db_path.exists() or not self.due(now, event_running):
            return None
        return self.backup_now(now)

    def newest_good(self) -> Path | None:
        """The newest backup that passes ``PRAGMA quick_check``."""
        for _, path in reversed(self.list()):
            if quick_check(path) == "ok":
                return path
        return None

    def restore(self, backup: Path, now: datetime) -> Path:
        """Put ``backup`` in place of the database. The current file (damaged or
        not) and its WAL files are kept beside it under a new name, never
        overwritten. Returns where the old file went."""
        if quick_check(backup) != "ok":
            raise ValueError(f"{backup} is not a good backup")
        stamp = now.astimezone(UTC).strftime(STAMP)
        kept = self.db_path.with_name(f"{self.db_path.name}.damaged-{stamp}")
        for extra in ("", "-wal", "-shm"):
            source = Path(str(self.db_path) + extra)
            if source.exists():
                os.replace(source, Path(str(kept) + extra))
        partial = self.db_path.with_name(self.db_path.name + ".restoring")
        shutil.copyfile(backup, partial)
        os.replace(partial, self.db_path)
        return kept
