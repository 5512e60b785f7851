"""One program at a time on a database (DESIGN "State and storage").

The running program holds an operating-system lock on ``<database>.lock``
beside the file for as long as it has the database open. A second program on
the same database, ``director check`` and ``director restore-backup`` take the
same lock first and are told, without touching the database, when another
Poker Director has it open. The lock goes with the process: a crash or a kill
never leaves a stale lock behind.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType

from director.store.errors import AlreadyOpen, ReadOnlyLocation


def lock_path(db_path: Path) -> Path:
    """Beside the real file: a database reached through a symbolic link (or two
    spellings of its folder) has one lock."""
    real = Path(os.path.realpath(db_path))
    return real.with_name(real.name + ".lock")


class InstanceLock:
    """An exclusive, non-blocking lock on the database's lock file."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self.path = lock_path(db_path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> InstanceLock:
        """Take the lock; ``AlreadyOpen`` when another program holds it."""
        if self._fd is not None:
            return self
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise ReadOnlyLocation(self.db_path, exc.strerror or str(exc)) from None
        if not _try_lock(fd):
            os.close(fd)
            raise AlreadyOpen(self.db_path)
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is None:
            return
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> InstanceLock:
        return self.acquire()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.release()


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
