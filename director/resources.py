"""Where the program's resources are (the finder itself is ``director.engine.files``:
the engine reads its message catalogues there and imports nothing outside itself),
and the rulebook (``rules/en``, ``rules/hu``: the repository's ``docs/rules``, see
``rulebook_path``).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from director.engine.files import (
    ENVIRONMENT_VARIABLE,
    MARKER,
    PACKAGE,
    SHARE_NAME,
    ResourcesNotFound,
    candidates,
    resource_dir,
    resource_path,
)

__all__ = ["ENVIRONMENT_VARIABLE", "MARKER", "RULEBOOK_FILE", "RULEBOOK_LANGUAGES",
           "SHARE_NAME", "ResourcesNotFound", "candidates", "resource_dir", "resource_path",
           "rulebook_candidates", "rulebook_path"]

#: The rulebook's one source is the repository's docs/rules/<language>/README.md; the
#: wheel (pyproject data-files) and the bundle (packaging/poker-director.spec) ship the
#: same files as resources/rules/<language>/README.md.
RULEBOOK_LANGUAGES = ("en", "hu")
RULEBOOK_FILE = "README.md"


def rulebook_candidates(language: str) -> list[Path]:
    """Where the rulebook in ``language`` is looked for, in order."""
    found: list[Path] = []
    with contextlib.suppress(ResourcesNotFound):
        found.append(resource_dir() / "rules" / language / RULEBOOK_FILE)
    found.append(PACKAGE.parent / "docs" / "rules" / language / RULEBOOK_FILE)
    return found


def rulebook_path(language: str) -> Path:
    """The rulebook (Markdown) in ``language`` ("en" or "hu"; any other: English)."""
    if language not in RULEBOOK_LANGUAGES:
        language = "en"
    looked = rulebook_candidates(language)
    for path in looked:
        if path.is_file():
            return path
    raise ResourcesNotFound(
        "the rulebook was not found; looked in: " + ", ".join(str(p) for p in looked))
