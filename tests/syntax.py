"""The program's code read as syntax trees, for the tests that check what the code
says (its imports, its translated texts, its refusals, its patterns).

A syntax tree is hundreds of thousands of small objects, none of which refers back
to another: while a tree is made, Python's cycle collector has nothing to find in it,
yet it runs every few hundred objects and, in a test process holding the windows of
its earlier tests, walks every object the process holds each time it reaches the
oldest generation. Parsing the whole program in a pytest worker took three times as
long with the collections as without (issue 33: the catalogue check, 10.8 s of wall
time, 1.7 s of processor time in a bare process of which 1.1 s was the collector).
The trees are the same either way; the collector is back as it was once they are made.
"""

from __future__ import annotations

import ast
import gc
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest


@contextmanager
def collections_paused() -> Iterator[None]:
    """Python's cycle collector off for the block, on again after it if it was on."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def parse(source: str) -> ast.Module:
    """``ast.parse(source)`` without the collector's runs in between."""
    with collections_paused():
        return ast.parse(source)


def parse_files(paths: Iterable[Path]) -> list[tuple[Path, ast.Module]]:
    """Each file's path and syntax tree (read as UTF-8), in the order given."""
    with collections_paused():
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
