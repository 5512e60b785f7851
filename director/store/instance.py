"""One program at a time on a database, and how its last run ended
(DESIGN "State and storage"; issue 31 items 3, 7, 8; issue 33).

Every program that opens a database file holds an operating-system lock on
``<database>.lock`` beside it for as long as it has the file open: the desktop
program and ``director check`` alone (exclusive), any other opening of the file
(a script on the services, the crash-safety driver) together with its like
(shared). ``director restore-backup`` takes the lock exclusively, so it is
refused, with nothing changed, while anything has the database open. The
operating system drops the lock with the process: a crash or a kill never leaves
a stale lock.

The lock file also says how the last run ended. Once the database is open its
holder writes ``open`` in it (with the identity of the ``-wal`` file it writes
into, see ``wal_watch``); a clean close removes the file. A lock file found
with ``open`` in it (or empty: written by a version before this one, which never
removed it) means the last run ended uncleanly (a kill, a crash, a pulled plug):
``unclean`` is then true and the opening runs the full integrity check. An
opening that fails (a damaged file, another program's) leaves the file as it
found it: removed again when it made it, its ``open`` mark kept otherwise, so
the next try checks in full again.
"""

from __future__ import annotations

import atexit
import json
import os
import stat
import sys
import weakref
from pathlib import Path
from types import TracebackType

from director.store.errors import AlreadyOpen, LockNotAFile, ReadOnlyLocation

OPEN = "open"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX: a link is refused (ELOOP), not followed
TRIES = 20  # a lock file removed under us by a closing holder is opened again


def lock_path(db_path: Path) -> Path:
    """Beside the real file: a database reached through a symbolic link (or two
    spellings of its folder) has one lock."""
    real = Path(os.path.realpath(db_path))
    return real.with_name(real.name + ".lock")


WalId = tuple[int, int]  # (device, inode) of a -wal file


class InstanceLock:
    """A non-blocking lock on the database's lock file, exclusive or shared."""

    def __init__(self, db_path: Path, shared: bool = False) -> None:
        self.db_path = db_path
        self.path = lock_path(db_path)
        self.shared = shared
        self.unclean = False  # the last run did not close the database (see the module)
        self.wal: WalId | None = None  # the -wal the last run wrote into, as it said
        self._fd: int | None = None
        self._made = False  # this lock made the file (it was not there)
        self._marked = False  # this lock wrote ``open``: a release is a clean close

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> InstanceLock:
        """Take the lock; ``AlreadyOpen`` when another program holds it."""
        if self._fd is not None:
            return self
        for _ in range(TRIES):
            fd, made = self._open_file()
            alone = _try_lock(fd, exclusive=True)
            if not alone and not (self.shared and _try_lock(fd, exclusive=False)):
                os.close(fd)
                raise AlreadyOpen(self.db_path)
            if _same_file(fd, self.path):
                break
            os.close(fd)  # removed by a holder closing cleanly meanwhile: open it again
        else:  # pragma: no cover - a lock file replaced TRIES times in a row
            raise AlreadyOpen(self.db_path)
        self._fd, self._made, self._marked = fd, made, False
        _HELD.add(self)
        self.unclean, self.wal = False, None
        if alone:  # the first holder reads how the last run ended
            self._read_mark(_read(fd), made)
            if self.shared and not _try_lock(fd, exclusive=False):  # pragma: no cover
                self.release()
                raise AlreadyOpen(self.db_path)
        return self

    def _open_file(self) -> tuple[int, bool]:
        """The lock file, opened (made when it is not there). Never through a link:
        one planted beside the database would have its target written over."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            try:
                return os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600), True
            except FileExistsError:
                fd = os.open(self.path, os.O_RDWR | _NOFOLLOW)
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                os.close(fd)
                raise LockNotAFile(self.path)
            return fd, False
        except FileNotFoundError:  # removed between the two opens
            return self._open_file()
        except OSError as exc:
            try:
                odd = self.path.is_symlink() or self.path.is_dir()
            except OSError:  # the name itself cannot be looked at (too long)
                odd = False
            if odd:
                raise LockNotAFile(self.path) from None
            raise ReadOnlyLocation(self.db_path, exc.strerror or str(exc)) from None

    def _read_mark(self, content: bytes, made: bool) -> None:
        if made:
            return
        try:
            mark = json.loads(content) if content.strip() else {"state": OPEN}
        except ValueError:
            mark = {"state": OPEN}  # half written when the run ended: not a clean end
        if not isinstance(mark, dict):
            mark = {"state": OPEN}
        self.unclean = mark.get("state") == OPEN
        wal = mark.get("wal")
        if isinstance(wal, list) and len(wal) == 2 and all(isinstance(n, int) for n in wal):
            self.wal = (wal[0], wal[1])

    def mark_open(self, wal: WalId | None = None) -> None:
        """Say in the file that the database is open (and which ``-wal`` it writes
        into): a release now is a clean close, a kill leaves the mark."""
        if self._fd is None:
            return
        self._marked = True
        mark: dict[str, object] = {"state": OPEN, "pid": os.getpid()}
        if wal is not None:
            mark["wal"] = list(wal)
        _write(self._fd, json.dumps(mark).encode())

    def settle(self) -> None:
        """The file is whole again (a restore replaced it): the release removes the
        mark as a clean close does."""
        self._marked = True

    def release(self) -> None:
        """Let the lock go. After ``mark_open``/``settle`` the last holder removes the
        file (a clean close); otherwise a file this lock made is removed and one it
        found is left as it was."""
        fd = self._fd
        if fd is None:
            return
        self._fd = None
        _HELD.discard(self)
        remove = (self._marked or self._made) and (
            not self.shared or _try_lock(fd, exclusive=True))
        if remove and _same_file(fd, self.path):
            try:
                self.path.unlink()
            except OSError:
                if self._marked:
                    _clear(fd)
        _unlock(fd)
        os.close(fd)

    def __enter__(self) -> InstanceLock:
        return self.acquire()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.release()


_HELD: weakref.WeakSet[InstanceLock] = weakref.WeakSet()


@atexit.register
def _ending() -> None:
    """The interpreter ends without closing a database (a script that just exits):
    SQLite closes its connections cleanly as the interpreter goes, so this is a
    clean end, not a kill."""
    for lock in list(_HELD):
        if lock._fd is not None and lock._marked:
            _clear(lock._fd)


def _read(fd: int) -> bytes:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        return os.read(fd, 4096)
    except OSError:
        return b""


MARK_SIZE = 128  # every mark is written padded to this size, never truncated


def _write(fd: int, data: bytes) -> None:
    """Overwrite the mark in place, padded with spaces: no truncation, so the file
    system has no reason to flush the file when it is closed (ext4 does after a
    truncate to zero: 10 ms at every opening)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, data.ljust(MARK_SIZE))
    except OSError:
        pass  # a full disk: the mark is only a help (a kill then looks like a clean end)


def _clear(fd: int) -> None:
    """A lock file that cannot be removed (Windows, a read-only folder) says ``closed``."""
    _write(fd, b'{"state": "closed"}')


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file ``fd`` has open."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int, exclusive: bool) -> bool:
        if not exclusive:  # no shared byte lock here: shared openings hold none
            _unlock(fd)  # (the exclusive one taken to read the mark is let go)
            return True
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

    def _try_lock(fd: int, exclusive: bool) -> bool:
        try:
            fcntl.flock(fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
