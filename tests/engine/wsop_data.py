"""The WSOP 2023 hand histories kept in the project as test data.

They live in ``tests/data/phh/wsop-2023`` (see the README there for where they
come from), found relative to this file so the tests run the same in any clone.
A missing directory or file is a failure, never a skip: when no file is found
the list holds one path that does not exist, so every test that reads it fails
naming the path, and the count test fails too.
"""

from __future__ import annotations

from pathlib import Path

WSOP = Path(__file__).resolve().parent.parent / "data" / "phh" / "wsop-2023"
WSOP_COUNT = 97
MISSING = WSOP / "MISSING-wsop-2023-hand-histories.phh"


def wsop_files() -> list[Path]:
    """Every WSOP hand history in the test data, sorted; ``[MISSING]`` when none is."""
    return sorted(WSOP.glob("*.phh")) or [MISSING]
