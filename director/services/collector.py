"""Pausing Python's cyclic garbage collector while many long-lived objects are
built at once.

Restoring a night rebuilds every running hand: tens of thousands of small
objects (events, cards in tuples, states) that all stay alive and hold no
reference cycles. While they are being made, the collector would otherwise
run its young generations hundreds of times and its full sweep several times,
scanning the same live objects again and again for garbage that is not there;
on a night with 1,000 hands running that is about a third of the restore.
Collection resumes (if it was on) when the block ends, whether it ends
normally or by an error.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
