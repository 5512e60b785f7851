"""Pausing the cyclic collector while a restore builds its objects: collection
comes back as it was, even after an error, and nothing made meanwhile is kept
alive by it (garbage in cycles is still collected)."""

from __future__ import annotations

import gc
import weakref

import pytest

from director.services.core.collector import collector_paused


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


def test_collection_resumes_as_it_was() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_collection_resumes_after_an_error() -> None:
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("the restore failed half way")
    assert gc.isenabled()


def test_cyclic_garbage_made_while_paused_is_still_collected() -> None:
    with collector_paused():
        node = _Node()
        gone = weakref.ref(node)
    del node
    assert gone() is not None  # a cycle: reference counting alone cannot free it
    gc.collect()
    assert gone() is None
