"""Where a benchmark's child processes keep their compiled modules (issue 33)."""

from __future__ import annotations

import os
from pathlib import Path


def bytecode_in(folder: Path) -> dict[str, str]:
    """This environment, with each process's compiled modules kept even where the
    calling environment says ``PYTHONDONTWRITEBYTECODE`` (an installed program and
    pokerkit start from their bytecode): in the folder the caller already keeps them
    in (``PYTHONPYCACHEPREFIX``: the test suite's, ``tests/conftest.py``), else in
    ``folder``. Python checks each compiled module against its source's time and size
    either way; a benchmark's first, unmeasured run writes what is missing. Without
    the caller's folder, every quick run in the suite compiled the program, Qt's
    wrappers, SQLAlchemy and pokerkit again (3-4 s of processor time a benchmark)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return dict(env, PYTHONPYCACHEPREFIX=env.get("PYTHONPYCACHEPREFIX") or str(folder))
