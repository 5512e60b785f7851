"""CSV files: results, players, ledgers and league standings out; players in.

Column headings are fixed English keys (``place,player,prize,...``): a file
meant for another program or a spreadsheet, the same in every language; money
is in the event's unit, plain digits. A tournament's ``prize`` is the prize
awarded (0 before Award prizes), as the night's report's "Prizes paid" adds it
up, and ``prize_due`` what a finished place is to be paid and has not been yet,
as the Results paper says it "to be paid" (``papers.prizes_due``: a dealt share,
else the payout table's); the new column is the last, so a sheet that reads the
columns by their place still finds the others where they were. A time is the
machine's local time to the second (``2026-02-06 20:00:00``), as the clock on the
wall said it. ``save`` writes UTF-8 with a byte-order mark (without it a
spreadsheet on Windows reads the local code page and garbles "Szőke"); ``read``
and ``import_players`` take a file with or without the mark. ``import_players`` reads ``name`` and
optionally ``nickname`` and ``email``, the cells between commas, or between the
semicolons (or tabs) of a spreadsheet set to a language whose decimal sign is the
comma, as the first line has them (``separator``); every row is checked first and a file
with a bad row is refused whole, its message naming the rows (nothing is
half imported); so is a file with a quote that opens a field and is never
closed (``unclosed_quote``: the ``csv`` module would read the rest of the file
into that field), its line named. A name already in the player database is not
added twice.

A spreadsheet runs a cell that begins with ``=``, ``+``, ``-`` or ``@`` (or a tab
or a carriage return) as a formula: a player named ``=HYPERLINK(...)`` would be a
link, ``-1`` a number. Every cell that is a name or free text (a player, a
nickname, an e-mail address, a ledger note) is written with a single quote before
it when it begins with one of those signs (OWASP's advice, ``text_cell``); a
number is never quoted (a negative amount stays a number). The quote is added
also before a text that begins with quotes followed by such a sign (``'=x``
written ``''=x``), so ``import_players`` can take exactly one quote off every
cell that begins with a quote followed, after any more quotes, by one of the
signs (``plain_cell``), and an exported file reads back to the same names. A
hand-written file's ``'+36`` is therefore read as ``+36``.
"""

from __future__ import annotations

import csv
import errno
import io
import os
import re
import stat
from collections.abc import Iterable, Sequence
from contextlib import suppress
from datetime import datetime
from pathlib import Path

from sqlmodel import Session, col, select

from director.engine.event.money.league import Standing
from director.engine.messages import Amount, Message, MessageError, msg
from director.engine.messages.folded import name_key
from director.services.core import locks
from director.services.core import validation as v
from director.services.core.action_log import iso
from director.services.core.documents import load_settings
from director.services.core.unit_of_work import ServiceError, UnitOfWork
from director.services.papers.papers import prizes_due
from director.services.papers.saved_files import cannot_write, partial_for, put_in_place
from director.store.db import Database
from director.store.models import Entry, Event, LedgerLine, Player

MAX_ROWS = 5000
MAX_BYTES = 2_000_000
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
ENCODING = "utf-8-sig"  # UTF-8, the byte-order mark written and skipped when read


def save(path: Path, text: str) -> None:
    """Write a CSV text to ``path`` as UTF-8 with a byte-order mark; a file that
    cannot be written (a folder without permission, a full disk, a file open
    elsewhere) is refused with a message, nothing half written said as saved.
    The text is written whole beside the file first and then put in its place, so a
    disk that fills halfway leaves the file that was there (last night's results) as
    it was, and no part of the new one."""
    partial = partial_for(path)  # a link: the file it points to is replaced
    try:
        fd = os.open(partial, os.O_WRONLY | os.O_TRUNC | _NOFOLLOW)
        with open(fd, "w", encoding=ENCODING, newline="") as out:
            out.write(text)
    except OSError:
        with suppress(OSError):
            partial.unlink(missing_ok=True)
        raise cannot_write(path) from None
    put_in_place(partial, path, lambda _written: True)  # synced, then in its place


def read(path: Path) -> str:
    """A CSV file's text (UTF-8, with or without the mark). Refused in words, the
    file named: one that cannot be read (gone, a folder, no permission), one larger
    than ``MAX_BYTES`` (not read at all) and one that is not UTF-8."""
    try:
        with path.open("rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise IsADirectoryError(errno.EISDIR, "not a regular file")
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ServiceError(msg("svc-csv-cannot-read", path=str(path),
                               text=exc.strerror or str(exc))) from None
    if len(data) > MAX_BYTES:
        raise ServiceError(msg("svc-csv-file-too-large", path=str(path),
                               most_bytes=Amount(MAX_BYTES)))
    try:
        return data.decode(ENCODING)
    except UnicodeDecodeError:
        raise ServiceError(msg("svc-csv-not-utf8", path=str(path))) from None


def local_time(stored: str) -> str:
    """A stored instant (ISO, UTC) in the machine's local time, to the second."""
    return datetime.fromisoformat(stored).astimezone().strftime("%Y-%m-%d %H:%M:%S")


#: The first characters that make a spreadsheet read a cell as a formula.
FORMULA_SIGNS = ("=", "+", "-", "@", "\t", "\r")


def text_cell(text: str) -> str:
    """A name or a free text as a CSV cell: a single quote before it when it begins,
    after any quotes, with a sign a spreadsheet takes for a formula."""
    return "'" + text if text.lstrip("'").startswith(FORMULA_SIGNS) else text


def plain_cell(cell: str) -> str:
    """The text ``text_cell`` wrote as ``cell``: the one quote it added taken off."""
    quoted = cell.startswith("'") and cell[1:].lstrip("'").startswith(FORMULA_SIGNS)
    return cell[1:] if quoted else cell


#: The signs a spreadsheet puts between cells: the comma, and where the comma is the
#: decimal sign (Hungarian, German, French) the semicolon, or a tab.
SEPARATORS = (",", ";", "\t")


def separator(data: str) -> str:
    """The sign between the file's cells, read from its first line (the headings):
    the comma, unless that line holds none and a semicolon or a tab (a spreadsheet
    set to Hungarian saves "CSV" with semicolons)."""
    first = data.split("\n", 1)[0]
    return next((sign for sign in SEPARATORS if sign in first), ",") if "," not in first \
        else ","


def _tokens(sign: str) -> re.Pattern[str]:
    return re.compile(f'"|{re.escape(sign)}|\r\n|\n|\r|[^"{re.escape(sign)}\r\n]+')


def unclosed_quote(data: str, sign: str = ",") -> int | None:
    """The line on which a quoted field opens that is never closed (``"Anna,100``),
    or None. The ``csv`` module reads such a field silently to the end of the file,
    every later row swallowed into one name; this follows its reading (a quote
    opens a field only at the field's start, ``""`` inside is a quote) to find it."""
    line, opened = 1, 0
    start, quoted, closing = True, False, False  # closing: a quote seen inside quotes
    for token in _tokens(sign).findall(data):
        newline = token in ("\r\n", "\n", "\r")
        if quoted and not closing:
            closing = token == '"'
        elif token == '"' and (start or closing):  # a field's opening quote, or ""
            opened = line if start else opened
            quoted, closing, start = True, False, False
        else:
            quoted = closing = False
            start = token == sign or newline
        if newline:
            line += 1
    return opened if quoted and not closing else None


def _write(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def _event(db: Database, event_id: int) -> Event:
    with UnitOfWork(db, reads_only=True) as uow:
        event = uow.session.get(Event, event_id)
        if event is None:
            raise ServiceError(msg("svc-paper-no-event", event_number=event_id))
        return event


def results_csv(db: Database, event_id: int) -> str:
    event = _event(db, event_id)
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session
        entries = list(s.exec(select(Entry).where(Entry.event_id == event_id)))
        due = _due(s, event, entries)
        rows = []
        for e in entries:
            player = s.get(Player, e.player_id)
            rows.append((e.place if e.place is not None else "", player.name if player else "",
                         e.number, e.prize or 0, e.bounties_won, due.get(e.id or 0, 0)))
    rows.sort(key=lambda r: (r[0] == "", r[0] if r[0] != "" else 0, name_key(str(r[1]))))
    return _write(("place", "player", "entry", "prize", "bounties", "prize_due"),
                  ((place, text_cell(name), *rest) for place, name, *rest in rows))


def _due(s: Session, event: Event, entries: list[Entry]) -> dict[int, int]:
    """What each finished entry not awarded its prize yet is to be paid, as the
    Results paper says it (``papers.prizes_due``)."""
    unpaid = [e for e in entries if e.place is not None and e.prize is None]
    if event.kind != "tournament" or not unpaid:
        return {}
    return prizes_due(s, event.id or 0, load_settings(event.kind, event.settings), unpaid)


def players_csv(db: Database) -> str:
    with UnitOfWork(db, reads_only=True) as uow:
        players = sorted(uow.session.exec(select(Player)),
                         key=lambda p: (name_key(p.name), p.id or 0))
        return _write(("name", "nickname", "email"),
                      ((text_cell(p.name), text_cell(p.nickname or ""), text_cell(p.email or ""))
                       for p in players))


def ledger_csv(db: Database, event_id: int) -> str:
    """A cash game's ledger lines, or a tournament's money by entry."""
    event = _event(db, event_id)
    with UnitOfWork(db, reads_only=True) as uow:
        s = uow.session

        def name(player_id: int | None) -> str:
            player = s.get(Player, player_id) if player_id is not None else None
            return text_cell(player.name) if player is not None else ""

        if event.kind == "cash":
            lines = s.exec(select(LedgerLine).where(LedgerLine.event_id == event_id)
                           .order_by(col(LedgerLine.id)))
            return _write(("at", "kind", "player", "amount", "note"),
                          ((local_time(x.at), x.kind, name(x.player_id), x.amount,
                           text_cell(x.note))
                           for x in lines))
        entries = list(s.exec(select(Entry).where(Entry.event_id == event_id)
                              .order_by(col(Entry.id))))
        due = _due(s, event, entries)
        return _write(("player", "entry", "buy_in", "rebuys", "add_ons", "bounty",
                       "bounties_won", "place", "prize", "prize_due"),
                      ((name(e.player_id), e.number, e.buy_in, e.rebuys, e.add_ons, e.bounty,
                        e.bounties_won, "" if e.place is None else e.place, e.prize or 0,
                        due.get(e.id or 0, 0))
                       for e in entries))


def standings_csv(table: Sequence[Standing]) -> str:
    return _write(("place", "player", "points", "counted", "wins", "best_finish"),
                  ((r.place, text_cell(r.player), f"{r.points / 100:.2f}", r.counted, r.wins,
                    r.best_finish) for r in table))


def known_names(s: Session) -> set[str]:
    """The player database's names, case folded (read after the players' lock)."""
    return {name.casefold() for name in s.exec(select(Player.name))}


def import_players(db: Database, data: str, now: datetime) -> int:
    """Add the file's players (``name`` column; ``nickname``, ``email`` optional);
    returns how many were new: a name the database knows (in any case) is not added
    again, nor is it when two stations import at once (the players' lock). A bad
    row refuses the whole file; a row whose every cell is empty is no row."""
    if len(data) > MAX_BYTES:
        raise ServiceError(msg("svc-csv-too-large", most_bytes=Amount(MAX_BYTES)))
    data = data.removeprefix("\ufeff")  # the mark of a file read as plain UTF-8
    sign = separator(data)
    opened = unclosed_quote(data, sign)
    if opened is not None:
        raise ServiceError(msg("svc-csv-unclosed-quote", number=opened))
    reader = csv.DictReader(io.StringIO(data), delimiter=sign)
    try:
        rows = list(reader)
        headings = reader.fieldnames or []
    except csv.Error as exc:
        if "field larger than field limit" in str(exc):
            raise ServiceError(msg("svc-csv-cell-too-long", number=reader.line_num + 1,
                                   size=csv.field_size_limit())) from None
        raise ServiceError(msg("svc-csv-unreadable", text=str(exc))) from None
    if not data.strip():
        raise ServiceError(msg("svc-csv-empty"))
    if "name" not in {f.strip().casefold() for f in headings}:
        first = data.splitlines()[0]
        raise ServiceError(msg("svc-csv-needs-name-column",
                               text=first if len(first) <= 80 else first[:79] + "…"))
    if len(rows) > MAX_ROWS:
        raise ServiceError(msg("svc-csv-too-many-rows", count=len(rows), size=MAX_ROWS))
    problems: list[Message] = []
    clean: list[tuple[str, str | None, str | None]] = []
    for number, row in enumerate(rows, start=2):  # line 1 is the heading
        row = {(k or "").strip().casefold(): (val or "") for k, val in row.items()
               if isinstance(val, str) or val is None}
        if not any(val.strip() for val in row.values()):
            continue  # a row of empty cells (",,"), as a spreadsheet saves one: no player
        try:
            name = plain_cell(v.name(row.get("name", ""), "the player's name").strip())
            if not name:
                raise ServiceError(msg("svc-player-needs-name"))
            # the spaces around a cell ("Anna, Ancsa, anna@example.org") are not its text
            nickname = v.optional_text(plain_cell((row.get("nickname") or "").strip()) or None,
                                       "the nickname")
            email = v.optional_text(plain_cell((row.get("email") or "").strip()) or None,
                                    "the e-mail address")
        except MessageError as exc:
            problems.append(msg("svc-csv-row", number=number, reason_text=exc.message))
            continue
        clean.append((name, nickname, email))
    if problems:
        raise ServiceError(msg("svc-csv-refused", count=len(problems),
                               rows_text=tuple(problems[:5])))
    with UnitOfWork(db) as uow:
        s = uow.session
        locks.lock_players(s)  # two stations importing one file add each player once
        known = known_names(s)
        added = 0
        for name, nickname, email in clean:
            if name.casefold() in known:
                continue
            known.add(name.casefold())
            s.add(Player(name=name, nickname=nickname, email=email, created_at=iso(now)))
            added += 1
        return added
