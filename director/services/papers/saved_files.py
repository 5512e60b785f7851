"""A file the director saves (a CSV, a PDF): written whole, or refused in words with
nothing said as saved (a folder without permission or gone, a full disk, a file open
elsewhere). A writer that cannot raise (Qt's PDF printer only warns) is checked
before and after: the file must open for writing first and hold something after."""

from __future__ import annotations

from pathlib import Path

from director.engine.messages import msg
from director.services.core.errors import ServiceError


def cannot_write(path: Path) -> ServiceError:
    return ServiceError(msg("svc-file-cannot-write", path=str(path)))


def ready_to_write(path: Path) -> bool:
    """Raise the refusal when ``path`` cannot be opened for writing; True when the
    file was made here (empty), so a failed writer's leftover can go."""
    existed = path.exists()
    try:
        with path.open("ab"):
            pass
    except OSError:
        raise cannot_write(path) from None
    return not existed


def check_written(path: Path, made: bool) -> None:
    """Raise the refusal when the writer left ``path`` empty (an empty file it
    made goes)."""
    try:
        if path.stat().st_size > 0:
            return
        if made:
            path.unlink()
    except OSError:
        pass
    raise cannot_write(path)
