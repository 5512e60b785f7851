"""Pausing Python's cyclic garbage collector while many long-lived objects are
built at once.

Restoring a night rebuilds every running hand: tens of thousands of small
objects (events, cards in tuples, states) that all stay alive and hold no
reference cycles. While they are being made, the collector would otherwise
run its young generations hundreds of times and its full sweep several times,
scanning the same live objects again and again for garbage that is not there;
on a night with 1,000 hands running that is about a third of the restore.
When the block ends (normally or by an error) the objects made meanwhile join
the oldest generation, as they would after surviving those scans, and
collection resumes if it was on.
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
        # Straight to the oldest generation, without the young-generation scan the
        # new objects would all survive anyway: freeze moves every tracked object
        # aside (and resets the young count), unfreeze puts them back as old.
        # They stay collectable: the next full collection looks at them as usual.
        gc.freeze()
        gc.unfreeze()
        if was_enabled:
            gc.enable()
