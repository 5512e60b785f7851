"""The windows (PySide6): a package for each feature (docs/architecture.md), and the
room view's windows beside them.

Importing it first makes PySide6's check of every module imported after it cheap
(issue 33). Since PySide 6.4 (PYSIDE-2029) ``__feature_import__`` asks of every new
module whether its source mentions PySide6, through ``inspect.getsource``, which
keeps the whole source of each module in ``linecache`` for the rest of the
process: 15 MB of SQLAlchemy's and the program's text at start, more with every
library a later window imports. The same question is answered here by reading the
module's file, which keeps nothing; the answer is the same (whether the text
holds "PySide6"), and the program selects no ``__feature__`` anyway.
"""

from __future__ import annotations

import sys
from types import ModuleType

import PySide6  # noqa: F401  (installs the import hook whose check is replaced below)


def _mentions_pyside(module: ModuleType) -> bool:
    """Whether the module's source file says "PySide6" (PySide's own test, linecache
    left alone)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False  # built in, compiled, or without a file: PySide answers False too
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


_feature = sys.modules.get("PySide6.support.feature")
if _feature is not None and hasattr(_feature, "_mod_uses_pyside"):
    setattr(_feature, "_mod_uses_pyside", _mentions_pyside)  # noqa: B010  (PySide's own)
