"""A file the director saves (a CSV, a PDF): written whole, or refused in words with
nothing said as saved (a folder without permission or gone, a full disk, a file open
elsewhere). The file is written beside its place first (``partial_for``), under a
new name, and put in its place only when it is whole (``put_in_place``), so a disk
that fills halfway leaves the file that was there (last night's results) as it was.
A writer that cannot raise (Qt's PDF printer only warns, and leaves a PDF cut short
at the disk's last free byte) is checked by what it wrote: ``pdf_whole``."""

from __future__ import annotations

import os
import re
import secrets
import shutil
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from director.engine.messages import msg
from director.services.core.errors import ServiceError

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def cannot_write(path: Path) -> ServiceError:
    return ServiceError(msg("svc-file-cannot-write", path=str(path)))


PARTIAL_HEAD = 40  # characters of the file's name the partial file's name begins with


def partial_for(path: Path) -> Path:
    """A new empty file beside the file ``path`` names (a link: beside the file it
    points to), under a name no one can have planted a link under, for the writer to
    fill; the refusal when it cannot be made there. The name is short whatever the
    file's (its first ``PARTIAL_HEAD`` characters, a random part, ``.partial``: at
    most 186 bytes), so that any name a file may have saves: a name of 230 to 255
    bytes, legal, was refused, the partial name beside it over the 255 a name may
    have."""
    target = Path(os.path.realpath(path))
    head = target.name[:PARTIAL_HEAD]
    partial = target.with_name(f".{head}.{secrets.token_hex(8)}.partial")
    try:
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o666))
    except OSError:
        raise cannot_write(path) from None
    return partial


def put_in_place(partial: Path, path: Path, whole: Callable[[Path], bool]) -> None:
    """The ``partial`` file, when ``whole`` finds it so, synced to the disk and put in
    the place of the file ``path`` names (keeping that file's permissions); otherwise
    it goes and the refusal is raised, the file that was there left as it was."""
    target = Path(os.path.realpath(path))
    try:
        if not whole(partial):
            raise OSError("the file was cut short")
        fd = os.open(partial, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        if target.exists():
            shutil.copymode(target, partial)
        os.replace(partial, target)
    except OSError:
        with suppress(OSError):
            partial.unlink(missing_ok=True)
        raise cannot_write(path) from None


_END = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")


def pdf_whole(path: Path) -> bool:
    """Whether the PDF at ``path`` was written to its end: it ends with ``%%EOF`` after
    a ``startxref`` whose offset holds its cross-reference table. A PDF cut short (the
    disk full) has no such end, or one pointing past what was written."""
    try:
        with path.open("rb") as pdf:
            size = pdf.seek(0, os.SEEK_END)
            pdf.seek(max(0, size - 1024))
            end = _END.search(pdf.read())
            if end is None or int(end.group(1)) >= size:
                return False
            pdf.seek(int(end.group(1)))
            return pdf.read(4) == b"xref"
    except OSError:
        return False
