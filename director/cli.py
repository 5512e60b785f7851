"""The ``director`` command: the desktop program by default, plus tools (``check``,
``restore-backup``, ``stations``; ``replay`` in ``cli_replay``)."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from director.cli_answer import (
    Answer,
    OutputLost,
    Writes,
    cli_language,
    interrupted,
    output_lost,
    said_instead,
)

#: Set (to anything): the usual start opens the database with SQLAlchemy at its first
#: paint, as before issue 33, not at the first need (``benchmarks startup`` run with it
#: compares the two).
OPEN_AT_PAINT = "DIRECTOR_OPEN_AT_PAINT"

if TYPE_CHECKING:
    from director.engine.messages import Message
    from director.services.core.database import Opening
    from director.store.db import Database
    from director.store.errors import StoreError


def run() -> NoReturn:
    """The ``director`` process (``python -m director``, the installed command):
    ``main`` on its command line, then its exit status.

    ``director replay`` is a process of its own work alone (issue 33: one replaying 100
    files spent a seventh of its instructions in the interpreter's collections of
    cyclic garbage and in its ending): its modules are imported with the collector off
    (importing makes objects that last, not garbage) and then set aside from later
    collections (``gc.freeze``); once its answer is written and flushed, the process
    ends at once (``os._exit``), without the interpreter's teardown of its objects,
    which holds no file, thread or handler to close. Any other command ends as Python
    ends a program."""
    args = sys.argv[1:]
    if args[:1] != ["replay"]:
        sys.exit(main(args))
    gc.disable()
    import director.engine.phh.replay  # noqa: F401  # what main's replay imports
    gc.freeze()
    gc.enable()
    code = main(args)
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        sys.exit(code)  # said at the interpreter's ending, as before
    os._exit(code)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8: its own bytes
        reconfigure = getattr(stream, "reconfigure", None)  # as ls writes them, no traceback
        if reconfigure is not None:
            reconfigure(errors="surrogateescape")
    out = Answer(sys.stdout)
    try:
        code = _command(args, out)
        out.flush()
    except OutputLost as lost:
        return output_lost(lost.cause)
    except KeyboardInterrupt:  # Ctrl+C: said in words, not a traceback
        return interrupted()
    return code


def _command(args: list[str], out: Answer) -> int:
    from director.cli_replay import plain_replay, replay

    plain = plain_replay(args)
    if plain is not None:
        return replay(plain[0], as_json=plain[1], out=out)
    from director.cli_parser import parse, refuse
    from director.engine.messages import msg

    options = parse(args, cli_language)
    if options.command == "replay":
        return replay(options.paths, as_json=options.json, out=out)
    if options.command == "check":
        return check_database(options.db, out=out, as_it_is=options.as_it_is)
    if options.command == "restore-backup":
        return restore_backup(options.db, options.backup, out=out)
    if options.command == "stations":
        if (options.action == "dealer") != (options.table is not None) or \
                (options.action != "list" and not options.login):
            refuse("stations", msg("cli-usage-stations"), cli_language())
        return club_stations(options.db, options.action, options.login, options.table,
                             out=out, event=options.event)
    if options.role == "dealer" and options.table is None:
        refuse(None, msg("cli-usage-dealer-table"), cli_language())
    if options.role != "dealer" and (options.table is not None or options.event is not None):
        refuse(None, msg("cli-usage-table-without-dealer"), cli_language())  # not ignored
    table = None
    if options.role == "dealer":
        table = _dealer_table(options.db, options.table, options.event)
        if table is None:
            return 2
    return _gui(options.db, options.role, table)


def _dealer_table(db: str | None, typed: str, event: str | None) -> int | None:
    """``--table``'s table (the record the station keeps): one of the open tables of
    the database the program is about to open, by its number as the seating shows
    it (``station_tables``). A table not open, a number two events share without
    ``--event`` and a record number an old script gave are refused as a usage error
    (exit status 2), in words; a database that cannot be opened is said (None)."""
    from director.cli_parser import refuse
    from director.engine.messages import msg, render
    from director.services.club.station_tables import open_tables, table_typed
    from director.services.core.unit_of_work import ServiceError
    from director.store.db import StoreError, open_database
    from director.store.file_checks import ENV_VAR

    where = db
    if where is None and not os.environ.get(ENV_VAR):
        from director.ui.club.club_station import remembered
        from director.ui.common.settings import Settings

        last = remembered(Settings().store)  # as the program opens it (File → Connect)
        where = last.url if last is not None else None
    try:
        database = open_database(where, create=False)  # no table in a database not made
    except StoreError as exc:
        sys.stderr.write(f"{render(_said_once(exc).message, cli_language())}\n")
        return None
    try:
        return table_typed(open_tables(database), typed, event, record_numbers=True).table_id
    except ServiceError as exc:
        refuse(None, msg("cli-usage-table-refused", option="--table", typed=typed,
                         reason_text=exc.message), cli_language())
    finally:
        database.close()


def _gui(db: str | None, role: str | None = None, table: int | None = None) -> int:
    """Open the main window on the database. A database that cannot be opened gets its
    message in a dialog: the newest good backup is offered when there is one, "Try
    again" when the trouble may pass (another program or window has it, a full disk),
    and a new empty database when the one used before has gone missing. After File →
    Connect to a club server the program opens again on the server chosen."""
    while True:
        code, choice = _station(db, role, table)
        if choice is None:
            return code
        db, role, table = choice.url, choice.role, choice.table


def _station(db: str | None, role: str | None, table: int | None) -> tuple[int, Any]:
    """One run of the main window; the club server chosen meanwhile, if any. The
    database is opened on a thread of its own while the window is built, painted and
    answers (issue 33, ``director.ui.shell.opening``)."""
    from director.services.core.database import Opening
    from director.store.file_checks import ENV_VAR
    from director.store.first_look import where
    from director.ui.club.club_station import remembered
    from director.ui.common.context import AppContext
    from director.ui.shell import smoke
    from director.ui.shell.app import create_application, quit_on_signals
    from director.ui.shell.main_window import MainWindow
    from director.ui.shell.opening import DatabaseOpening
    from director.ui.shell.qt_types_made_here import window_thread_waits

    app, settings = create_application(sys.argv[:1])
    signals_as_before = quit_on_signals(app)  # Ctrl+C, a logout: closed, status 128 + N
    last = remembered(settings.store)
    if db is None and not os.environ.get(ENV_VAR) and last is not None:
        db = last.url  # the club server this computer connected to (File → Connect)
        role, table = role or last.role, table if role else last.table
    opening = Opening(where(db), role, table)
    # A dealer station on a director's computer records at a desk of its own.
    desk = settings.desk if role in (None, "director") else f"{settings.desk}:{role}:{table}"
    follow = DatabaseOpening(opening, _opening_work(db, role, table, desk),
                             lambda error: _startup_problem(db, error), settings)
    follow.start()  # the first look while the window is built
    context = AppContext(opening)
    window = MainWindow(settings, context)
    follow.attach(window)
    window.show()
    smoke.arm(window)  # DIRECTOR_SMOKE_TEST: the first paint, the opening, quit
    try:
        code = app.exec()
    finally:
        signals_as_before()
        follow.stop()
        with window_thread_waits():  # the opening's thread may still import pages ahead
            context.close()
        window.close()  # closed already, unless the program was quit from elsewhere
        window.deleteLater()  # this station's window goes (File → Connect opens another)
    return follow.code or code, getattr(window, "reconnect_to", None)


def _opening_work(db: str | None, role: str | None, table: int | None, desk: str | None = None
                  ) -> Callable[[bool, bool], Callable[[Opening], Database]]:
    """What the opening's thread does, for each try (``new``: an empty database where
    the person chose one; ``as_it_is``: a file whose ``-wal`` was lost). An up-to-date
    SQLite file gets a first look at once (Home lists from it), a new one (a first
    start) made first with ``sqlite3``; at the window's first paint its backups'
    leftovers are cleaned up, and SQLAlchemy waits for the program's first need of
    the database (``Opening.rest``, issue 33). Anything else is opened at the first
    paint: SQLAlchemy, and the migrations of a file that needs them. The database
    records the director's actions at ``desk`` (the one the settings keep)."""

    def work_for(new: bool, as_it_is: bool) -> Callable[[Opening], Database]:
        def work(opening: Opening) -> Database:
            from director.store.first_look import first_look

            looked = None if as_it_is or role is not None else first_look(db, new=new)
            if looked is not None:
                opening.look(looked)
            opening.hold()
            if opening.looked is not None:
                opening.looked.tidy()  # what the opening would do at once, without SQLAlchemy
                if not os.environ.get(OPEN_AT_PAINT):
                    opening.rest()
            database = opening.looked.open() if opening.looked is not None else \
                _open(db, new, as_it_is)
            if role is not None:
                from director.services.core.station_role import Role, set_role

                set_role(database, Role(role), table)
            if desk is not None:
                database.desk = desk
            return database

        return work

    return work_for


def _open(db: str | None, new: bool, as_it_is: bool = False) -> Database:
    from director.store.db import open_database

    return open_database(db, exclusive=True, new=new, as_it_is=as_it_is)


def _said_once(error: StoreError) -> StoreError:
    """``error`` as a start or a command that did not open says it: a club's server that
    does not answer is tried again at the person's word (Try again, the command given
    again), not by the station itself, which is what ``ServerLost`` says of a station
    that lost its server while running."""
    from director.engine.messages import msg
    from director.store.errors import ServerLost, StoreError

    if isinstance(error, ServerLost):
        return StoreError(msg("store-server-silent", path=error.path))
    return error


def _startup_problem(db: str | None, error: Exception) -> str:
    """Show why the database did not open: "retry" (a backup was restored, or the
    person asks to try again), "new" (start an empty database), "as it is" (open a
    file whose -wal was lost, issue 31 item 8) or "quit"."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from director.store.backup import Backups
    from director.store.db import resolve_location, sqlite_file
    from director.store.errors import (
        AlreadyOpen,
        DiskFull,
        DiskIOError,
        Locked,
        Missing,
        ReadOnlyLocation,
        ServerLost,
        StoreError,
        WalLost,
    )
    from director.ui.common.language import in_language, refusal

    translate = QCoreApplication.translate
    try:
        path = sqlite_file(resolve_location(db))
    except StoreError:  # a name no file can have: the error says so, no backup is offered
        path = None
    passing = isinstance(error, (AlreadyOpen, Locked, DiskFull, DiskIOError, ReadOnlyLocation,
                                 ServerLost))  # a club's server booting, a cable put back
    backup = None
    if path is not None and not passing:
        backup = Backups(path).newest_good()
    box = QMessageBox(QMessageBox.Icon.Critical,
                      translate("Startup", "The database cannot be opened"),
                      refusal(_said_once(error) if isinstance(error, StoreError) else error))
    box.setObjectName("databaseError")
    restore = retry = new = None
    if backup is not None:
        box.setInformativeText(translate(
            "Startup", "Restore the newest good backup, %1? The current file is kept beside "
            "it, renamed.").replace("%1", str(backup)))
        restore = box.addButton(translate("Startup", "Restore the backup"),
                                QMessageBox.ButtonRole.AcceptRole)
    if passing:
        retry = box.addButton(translate("Startup", "Try again"),
                              QMessageBox.ButtonRole.AcceptRole)
    if isinstance(error, Missing):
        new = box.addButton(translate("Startup", "Start a new empty database"),
                            QMessageBox.ButtonRole.DestructiveRole)
    as_it_is = None
    if isinstance(error, WalLost):
        as_it_is = box.addButton(translate("Startup", "Open it as it is"),
                                 QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translate("Startup", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    if clicked is not None and clicked is retry:
        return "retry"
    if clicked is not None and clicked is new:
        return "new"
    if clicked is not None and clicked is as_it_is:
        return "as it is"
    if restore is None or clicked is not restore:
        return "quit"
    status, said = restored(db, str(backup))
    if status != 0:
        QMessageBox.critical(None, translate("Startup", "The backup was not restored"),
                             in_language(said))
        return "quit"
    return "retry"


def check_database(db: str | None, out: Writes, as_it_is: bool = False) -> int:
    """Open the database as the program does at start, with every page checked
    (R: never lose data): integrity check, refusal of newer schemas, of a lost
    version record and of a lost ``-wal``, migrations; then replay every running
    hand's log and compare the state kept with it (one that differs is rewritten
    from the log, which is the hand), and check each tournament's chips balance
    (R-8.3, R-8.6). A problem gets a message in the user's language that says what
    happened and what to do (exit status 2); no stored event is changed. A check
    makes no database: a path with none (a mistyped ``--db``) is said, not created."""
    from director.engine.messages import msg, render
    from director.store.db import StoreError, open_database

    language = cli_language()
    try:
        database = open_database(db, exclusive=True, full_check=True, as_it_is=as_it_is,
                                 create=False)
    except StoreError as exc:
        out.write(f"{render(_said_once(exc).message, language)}\n")
        return 2  # said without the services (0.6 s of imports, issue 33)
    from director.services.events.console_queries import unreadable_settings
    from director.services.tables.table_service import TableService
    from director.services.tournament.chips_balance import every_tournament

    try:
        unreadable = unreadable_settings(database)
        rewritten, broken = TableService(database).check_running_hands()
        unbalanced = [b for b in every_tournament(database) if not b.balanced]
    except Exception as exc:
        error = database.error(exc)
        database.close()
        if error is None:
            raise
        out.write(f"{render(_said_once(error).message, language)}\n")
        return 2
    out.write(f"{render(msg('cli-check-done', path=database.where), language)}\n")
    for line in unreadable + rewritten + broken:
        out.write(f"  {render(line, language)}\n")
    if broken:
        out.write(f"  {render(msg('cli-check-undo-or-restore'), language)}\n")
    for balance in unbalanced:
        out.write(f"  {render(msg('cli-check-chips-unbalanced', name=balance.name), language)}\n")
        for problem in balance.problems:
            out.write(f"    {render(problem, language)}\n")
    database.close()
    return 1 if unreadable or broken or unbalanced else 0


def club_stations(db: str | None, action: str, login: str | None, table: str | None,
                  out: Writes, event: str | None = None) -> int:
    """``director stations``: make or change a station's login and role on a club's
    server (``director.store.server_roles``), or take it away; then list them. A
    database file is refused as it is named, never opened (nor made)."""
    from sqlalchemy.exc import DBAPIError

    from director.engine.messages import msg, render
    from director.services.club.station_tables import open_tables, table_named, table_typed
    from director.services.core.unit_of_work import ServiceError
    from director.store.db import StoreError, open_database, resolve_location, sqlite_file
    from director.store.server_roles import Station, remove, set_up, stations

    language = cli_language()

    def say(message: Message) -> None:
        out.write(f"{render(message, language)}\n")

    try:
        path = sqlite_file(resolve_location(db))
        if path is not None:  # a file is never opened (nor made) for a server's logins
            say(msg("cli-stations-file", path=str(path)))
            return 2
        database = open_database(db)
    except StoreError as exc:
        say(_said_once(exc).message)
        return 2
    try:
        if not database.is_server:  # an in-memory SQLite URL
            say(msg("cli-stations-file", path=database.where))
            return 2
        if action in ("dealer", "display"):
            table_id = None
            if table is not None:  # by its number as the seating shows it
                try:
                    table_id = table_typed(open_tables(database), table, event,
                                           record_numbers=True).table_id
                except ServiceError as exc:
                    say(msg("cli-usage-table-refused", option=f"dealer {login}", typed=table,
                            reason_text=exc.message))
                    return 2
            set_up(database.engine, Station(login or "", action, table_id))
            say(msg("cli-stations-password", name=login or ""))
        elif action == "remove" and not remove(database.engine, login or ""):
            say(msg("cli-stations-none", name=login or "", path=database.where))
            return 1
        for station in stations(database.engine):
            say(msg("cli-stations-dealer", name=station.login,
                    table=table_named(database, station.table_id))
                if station.kind == "dealer" and station.table_id is not None  # at its table
                else msg("cli-stations-display", name=station.login))
        return 0
    except StoreError as exc:
        say(_said_once(exc).message)
        return 2
    except DBAPIError as exc:
        error = database.error(exc)
        if error is not None:
            say(_said_once(error).message)
        else:  # the server's own words (a refusal no message of ours names)
            out.write(f"{exc.orig}\n")
        return 2
    finally:
        database.close()


def restore_backup(db: str | None, backup: str | None, out: Writes) -> int:
    """Put a good backup of ours in place of the database, atomically (copied
    beside it, checked, renamed over it); the old file is kept, renamed. Refused,
    with nothing changed, while Poker Director has the database open, for a file
    that is not one of our backups or is from a newer version, and for the
    database itself. Says what happened in the user's language (``restored``'s message).
    An answer the standard output cannot take (``> /dev/full``, ``| head -0``) is said
    on the error stream instead, and the status is still the restore's: the restore
    is done (or refused) either way, and "give the command again", which a lost
    answer otherwise says, would restore a second time."""
    from director.engine.messages import render

    status, said = restored(db, backup)
    line = f"{render(said, cli_language())}\n"
    try:
        out.write(line)
        flush = getattr(out, "flush", None)
        if flush is not None:
            flush()
    except OutputLost:
        said_instead(line)
    return status


def restored(db: str | None, backup: str | None) -> tuple[int, Message]:
    """``restore_backup``'s work: its exit status (0 done, 2 refused) and what
    happened as a message (``store-restore-*``), which the start-up dialog shows in
    the windows' language."""
    from datetime import UTC, datetime
    from pathlib import Path

    from director.engine.messages import msg
    from director.services.core.message_data import reason
    from director.store.backup import KEPT_DAMAGED, Backups
    from director.store.db import check_location, known_revisions, resolve_location, sqlite_file
    from director.store.errors import StoreError

    try:
        url = resolve_location(db)
    except StoreError as exc:
        return 2, exc.message
    path = sqlite_file(url)
    if path is None:
        try:
            check_location(url)
        except StoreError as exc:
            return 2, exc.message
        return 2, msg("store-restore-server-url")
    backups = Backups(path)
    chosen = Path(backup) if backup else backups.newest_good()
    if chosen is None:
        return 2, msg("store-restore-no-good-backup", path=str(backups.folder))
    try:
        kept = backups.restore(chosen, datetime.now(UTC), known_revisions())
    except (StoreError, OSError) as exc:
        return 2, msg("store-restore-refused", reason_text=reason(exc))
    if kept is None:
        return 0, msg("store-restore-done", backup_path=str(chosen), path=str(path))
    damaged = kept.name.rsplit(".", 1)[-1].startswith(KEPT_DAMAGED)
    return 0, msg("store-restore-done-kept-damaged" if damaged else "store-restore-done-kept",
                  backup_path=str(chosen), path=str(path), kept_path=str(kept))



if __name__ == "__main__":
    run()
