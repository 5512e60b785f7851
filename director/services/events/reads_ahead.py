"""An event's first reads made ahead, off the window's thread (issue 33).

SQLAlchemy compiles each statement the first time it is run and keeps it in the
engine's cache for every later run, whatever the thread or the values bound: 11 to
13 statements at an event's first open, 10-15 ms of the window's thread's processor
time while the person waited for the page (measured 2026-12-04: a first run of these
reads against a second on a freshly opened database). ``read_ahead`` makes the
same reads the first page of the event makes as it is built (a tournament's console
and clock, a cash game's tables and ledger), and drops what it read: on the
opening's thread, once the database is open, at the person's first click or key on
Home's list (``ui/shell/opening.EventPagesAhead``), so the open finds them compiled.
It only reads (a unit of work that only read writes nothing and tells no one), and
the first read that fails here ends the reads ahead: it is made again where it is
needed, and says why there.
"""

from __future__ import annotations

from director.services.events import console_queries as q
from director.store.db import Database


def read_ahead(db: Database, event_id: int) -> None:
    """The reads of the event's first page as it is built, results dropped."""
    kind, _, _ = q.event_settings(db, event_id)
    q.players(db)
    if kind == "cash":
        from director.services.cash.cash_service import CashGameService
        from director.services.cash.cash_tables import CashTableService

        tables = CashTableService(db)
        shown = tables.tables(event_id)
        tables.settled(event_id)
        tables.waiting(event_id)
        if shown:  # who is next for the table chosen (the first)
            tables.next_for(shown[0].table_id)
        CashGameService(db).book(event_id)
        return
    from director.services.clock.clock_layouts import ClockLayouts
    from director.services.room.numbers import tournament_numbers
    from director.services.tournament.deals import DealService

    q.entries(db, event_id)
    q.event_status(db, event_id)  # the console greys what a finished tournament refuses
    tournament_numbers(db, event_id)
    DealService(db).recorded(event_id)
    q.clock_state(db, event_id)
    ClockLayouts(db).for_screen(event_id)
