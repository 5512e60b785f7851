"""The ranking tables' generator (``packaging/make_rank_tables.py``, not a package),
loaded from its file, for the tests that check each generated data module is exactly
what it writes now (``high_data``, ``razz_data``, ``showing_data``)."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


@cache
def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_rank_tables", ROOT / "packaging" / "make_rank_tables.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def data_file_text(name: str) -> str:
    """The text of ``director/engine/ranking/NAME.py`` as it is in the tree."""
    return (ROOT / "director" / "engine" / "ranking" / f"{name}.py").read_text()
