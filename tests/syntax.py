"""The program's code read as syntax trees, for the tests that check what the code
says (its imports, its translated texts, its refusals, its patterns).

A syntax tree is hundreds of thousands of small objects, none of which refers back
to another: while a tree is made, Python's cycle collector has nothing to find in it,
yet it runs every few hundred objects and, in a test process holding the windows of
its earlier tests, walks every object the process holds each time it reaches the
oldest generation. Parsing the whole program took 1.7 s of processor time with the
collections and 0.64 s without (a bare process, 2026-12-04; issue 33), and more in a
worker that holds more.
The trees are the same either way; the collector is back as it was once they are made
(the program's own ``collector_paused``, as a night's restore does).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from director.services.core.collector import collector_paused


def parse(source: str) -> ast.Module:
    """``ast.parse(source)`` without the collector's runs in between."""
    with collector_paused():
        return ast.parse(source)


def parse_files(paths: Iterable[Path]) -> list[tuple[Path, ast.Module]]:
    """Each file's path and syntax tree (read as UTF-8), in the order given."""
    with collector_paused():
        return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in paths]


def trees_dropped(*caches: Callable[..., Any]) -> Callable[[], Iterator[None]]:
    """A module's autouse fixture that empties its ``functools.cache`` d readers of
    trees once the module's tests are done. Kept, a whole program's trees are 0.6-1.3
    million objects that every later full collection of the worker walks (0.6-0.8 s of
    processor time each, measured in a bare process: issue 33), for tests that no
    longer read them."""

    @pytest.fixture(scope="module", autouse=True)
    def dropped() -> Iterator[None]:
        yield
        for cache in caches:
            cache.cache_clear()  # type: ignore[attr-defined]

    return dropped
