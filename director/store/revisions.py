"""The schema revisions this program knows, read from the migration files
without importing Alembic (issue 21: Alembic costs about half a second at start,
and an up-to-date database needs none of it).

Each file of ``migrations/versions`` (in its folders of sixteen revisions, which
Alembic reads recursively) names its ``revision`` and ``down_revision``
as plain assignments at the start of a line (``revision = "0014"``, with or without
a type annotation); this reads those two lines and nothing else, with a regular
expression rather than ``ast`` (parsing every migration cost about 15 ms at each
start). A test checks the answer against Alembic's own ``ScriptDirectory``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

VERSIONS = Path(__file__).resolve().parent / "migrations" / "versions"
# ``revision = "0014"``, ``down_revision: str | None = None``: the name and the value.
_ASSIGNMENT = re.compile(r"""^(revision|down_revision)\s*(?::[^=\n]*)?=\s*
                              (?:(["'])([^"'\n]*)\2|None)\s*(?:\#.*)?$""",
                         re.MULTILINE | re.VERBOSE)


@cache
def revision_graph() -> dict[str, str | None]:
    """Each known revision with the revision it follows (None for the first)."""
    graph: dict[str, str | None] = {}
    for path in sorted(VERSIONS.glob("*/*.py")):
        values: dict[str, str | None] = {}
        for match in _ASSIGNMENT.finditer(path.read_text(encoding="utf-8")):
            values[match[1]] = match[3]  # the last assignment wins, as in Python
        revision = values.get("revision")
        if isinstance(revision, str):
            down = values.get("down_revision")
            graph[revision] = down if isinstance(down, str) else None
    return graph


def known_revisions() -> set[str]:
    """Every schema revision this version of the program knows."""
    return set(revision_graph())


def head_revision() -> str:
    """The newest revision: the one no other revision follows."""
    graph = revision_graph()
    heads = set(graph) - {down for down in graph.values() if down is not None}
    if len(heads) != 1:
        raise RuntimeError(f"the migrations have {len(heads)} heads: {sorted(heads)}")
    return heads.pop()
