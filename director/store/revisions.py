"""The schema revisions this program knows, read from the migration files
without importing Alembic (issue 21: Alembic costs about half a second at start,
and an up-to-date database needs none of it).

Each file of ``migrations/versions`` names its ``revision`` and ``down_revision``
as plain assignments; this reads those two and nothing else. A test checks the
answer against Alembic's own ``ScriptDirectory``.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

VERSIONS = Path(__file__).resolve().parent / "migrations" / "versions"


@cache
def revision_graph() -> dict[str, str | None]:
    """Each known revision with the revision it follows (None for the first)."""
    graph: dict[str, str | None] = {}
    for path in sorted(VERSIONS.glob("*.py")):
        values: dict[str, object] = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name)
                    and node.targets[0].id in ("revision", "down_revision")
                    and isinstance(node.value, ast.Constant)):
                values[node.targets[0].id] = node.value.value
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
