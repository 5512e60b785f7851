"""A dealer station's table as the dealer and the director name it (issue 17).

A dealer at the felt knows "Table 5" of tonight's event, never the table's record
number in the store (``poker_table.id``, which grows over a club's history: table 5
tonight may be record 137). ``open_tables`` lists the tables a dealer station may
deal at: the tables not broken up nor closed of the events not finished nor
archived (a tournament seated or under way, a cash game's open tables), each named
as the seating shows it, with its event. ``table_typed`` takes the table a person
typed: its number ("5", when one open table has it, or one of the event named),
or its name as listed; anything else is refused in words that list the open
tables. The station remembers the record it chose; ``table_gone`` says, when it
connects again, that the table was broken up or closed since, and what to do.

A number typed that is no open table's number but an open table's record number
is refused with the table it is (``--table`` took the record number before): an
old script gets a clear refusal, never another table.
"""

from __future__ import annotations

from sqlmodel import col, select

from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg
from director.services.core.message_data import TABLE_PREFIX, table_label
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.store.db import Database, open_database
from director.store.errors import ServerLost
from director.store.models import Event, TableRow

#: How long the look at a club server's open tables waits for it to answer (seconds).
LOOK_TIMEOUT = 5


@frozen_record
class OpenTable:
    """A table a dealer station may deal at, named as the director sees it."""

    table_id: int
    event_name: str
    kind: str  # "tournament" | "cash"
    name: str  # as stored ("Table 5", or a cash table's own name)

    @property
    def number(self) -> int | None:
        """The number of a table the program numbered ("Table 5": 5), else None."""
        rest = self.name[len(TABLE_PREFIX):]
        if self.name.startswith(TABLE_PREFIX) and rest.isdigit():
            return int(rest)
        return None

    @property
    def label(self) -> Message:
        """The table in a list or a sentence: its event, then its name."""
        return msg("svc-station-table-choice", event=self.event_name,
                   table_text=table_label(self.name))


def open_tables(db: Database) -> list[OpenTable]:
    """The open tables of the events under way, by event, then by number or name."""
    with UnitOfWork(db, reads_only=True) as uow:
        rows = uow.session.exec(select(TableRow, Event).where(
            TableRow.event_id == Event.id, col(TableRow.closed).is_(False),
            Event.status != "finished", col(Event.archived).is_(False))).all()
        tables = [OpenTable(int(t.id or 0), e.name, e.kind, t.name) for t, e in rows]
    return sorted(tables, key=lambda t: (t.event_name.casefold(), t.number is None,
                                         t.number or 0, t.name.casefold(), t.table_id))


def open_tables_at(url: str) -> list[OpenTable]:
    """The open tables of the club's server at ``url`` (opened for the look, then
    closed); a server that does not answer is refused in words, any other trouble
    opening it is the ``StoreError`` that says why."""
    from sqlalchemy.engine import make_url

    address = make_url(url)
    if "connect_timeout" not in address.query:  # a dialog waits for it: seconds, not minutes
        address = address.update_query_dict({"connect_timeout": str(LOOK_TIMEOUT)})
    try:
        database = open_database(address.render_as_string(hide_password=False))
    except ServerLost:  # said for a look, not for a station that lost its server
        raise ServiceError(msg("svc-station-server-silent", path=url)) from None
    try:
        return open_tables(database)
    finally:
        database.close()


def _listed(tables: list[OpenTable]) -> tuple[Message, ...]:
    return tuple(t.label for t in tables)


def table_typed(tables: list[OpenTable], typed: str, event: str | None = None,
                record_numbers: bool = False) -> OpenTable:
    """The open table ``typed`` names: one of ``tables`` by its label's words or its
    name, or by its number when one table (of ``event``, if named) has it.
    ``record_numbers``: a number that is only an open table's record number is
    refused with the table it is (the command line's ``--table`` took it before)."""
    text = typed.strip()
    if not tables:
        raise ServiceError(msg("svc-station-no-open-tables"))
    among = tables
    if event is not None:
        among = [t for t in tables if t.event_name.casefold() == event.strip().casefold()]
        if not among:
            raise ServiceError(msg("svc-station-no-such-event", event=event,
                                   tables=_listed(tables)))
    named = [t for t in among if t.name.casefold() == text.casefold()]
    if len(named) == 1:
        return named[0]
    # a number as typed: 0-9 only ("²" is a digit to ``isdigit``, not to ``int``), and
    # short (``int`` refuses a text of thousands of digits)
    if text.isascii() and text.isdigit() and not text.startswith("0") and len(text) <= 18:
        number = int(text)
        numbered = [t for t in among if t.number == number]
        by_record = [t for t in tables if t.table_id == number and t.number != number]
        if record_numbers and event is None and by_record:
            raise ServiceError(msg("svc-station-table-record", number=number,
                                   table=by_record[0].label))
        if len(numbered) == 1:
            return numbered[0]
        if numbered:
            raise ServiceError(msg("svc-station-table-ambiguous", number=number,
                                   tables=_listed(numbered), cli="yes" if record_numbers
                                   else "no"))
    raise ServiceError(msg("svc-station-table-not-open", typed=text or "-",
                           tables=_listed(among)))


def table_gone(db: Database, table_id: int, by_login: bool = False) -> Message | None:
    """Why the table this station chose (record ``table_id``) is no longer one to deal
    at, with what to do; None while it is open. ``by_login``: the table is the one
    the club's server gives the station's login (``director stations``), which only
    the director's station changes."""
    if any(t.table_id == table_id for t in open_tables(db)):
        return None
    with UnitOfWork(db, reads_only=True) as uow:
        row = uow.session.get(TableRow, table_id)
        event = uow.session.get(Event, row.event_id) if row is not None else None
    if row is None or event is None:
        return msg("svc-station-table-missing", table=table_id, by_login=_yes(by_login))
    return msg("svc-station-table-gone", kind=event.kind, by_login=_yes(by_login),
               table=OpenTable(table_id, event.name, event.kind, row.name).label)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def table_named(db: Database, table_id: int) -> Message:
    """The table of record ``table_id`` as the seating names it, with its event (a
    station's list); its record number when it is no longer on the server."""
    with UnitOfWork(db, reads_only=True) as uow:
        row = uow.session.get(TableRow, table_id)
        event = uow.session.get(Event, row.event_id) if row is not None else None
    if row is None or event is None:
        return msg("svc-station-table-record-only", table=table_id)
    return OpenTable(table_id, event.name, event.kind, row.name).label


__all__ = ["OpenTable", "open_tables", "open_tables_at", "table_gone", "table_named",
           "table_typed"]
