"""The opening's thread imports SQLAlchemy and an event's pages' modules at the
program's first need of the database (issue 33), about a second of imports. Python's
full collection of reference cycles runs over every object of the program with the
GIL held (0.1-0.2 s measured), and one falling within those imports stalled the
window's thread that long: collections wait from the need to the opening's end, and
what the program holds by then is set aside from later ones (``gc.freeze``). While
the person reads Home, before any need, collections go on as usual."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from director.services.core.database import Opening
from director.store.db import Database, open_database


@pytest.fixture
def collections_restored() -> Iterator[None]:
    yield
    gc.enable()
    gc.unfreeze()  # what this test froze goes back to the collections of other tests


@pytest.mark.usefixtures("collections_restored")
def test_collections_wait_from_the_first_need_to_the_opening_end(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    opening = Opening(str(path))
    rested = threading.Event()
    seen: list[tuple[str, bool]] = []

    def work(o: Opening) -> Database:
        o.rest()  # the usual start: the first need awaited
        seen.append(("opening with SQLAlchemy", gc.isenabled()))
        return open_database(path)

    frozen = gc.get_freeze_count()
    opening.start(work, lambda: None, rested=rested.set)
    assert rested.wait(30)
    assert gc.isenabled()  # the person reads Home: collections as usual
    opening.need(ahead=lambda: seen.append(("the pages' modules", gc.isenabled())))
    database = opening.open()
    try:
        assert seen == [("opening with SQLAlchemy", False), ("the pages' modules", False)]
        assert gc.isenabled() and gc.get_freeze_count() > frozen  # on again, start set aside
    finally:
        opening.close()
    assert database is not None
