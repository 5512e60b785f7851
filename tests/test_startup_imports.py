"""The start imports only what its first page needs (issue 21): the real program,
started on an existing database, must not have imported the modules below by its
main window's first paint (``DIRECTOR_SMOKE_TEST=1`` with ``DIRECTOR_SMOKE_MODULES``:
the list is written at that paint). The database, a new one made with ``sqlite3``
on a thread of its own (issue 33), is opened with SQLAlchemy only at the program's
first need of it, so the whole start imports none of it, a first start's as the
usual one's. A structural check: what
start-up costs in time and memory is measured by ``python -m benchmarks startup``,
never asserted here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Each is used later, or never in most sessions; importing it at the start costs time.
NOT_AT_START = {
    "sqlalchemy": "Home's first list is read with sqlite3; the database is opened with "
                  "SQLAlchemy at the program's first need of it, on a thread of its own "
                  "(director/store/first_look.py, director/ui/shell/opening.py)",
    "director.store.db": "the SQLAlchemy side of the store, at the first need",
    "alembic": "migrations run only when one is due (director/store/revisions.py); a new "
               "file gets its schema without them (director/store/migrations/new_sqlite.py)",
    "sqlmodel": "Home's list is a plain SQL read (director/services/events/event_list.py)",
    "pydantic": "the settings documents are read when an event is set up or opened",
    "director.store.models": "the ORM models belong to the services after the start",
    "director.services.core.documents": "the settings documents, when an event is set up or opened",
    "director.services.events.queries": "the player and settings queries of later pages",
    "director.services.events.console_queries": "the console's reads",
    "director.services.tables.table_service": "the dealer panel's service",
    "director.services.events.event_service": "the event service, built when first asked for",
    "director.engine.hand.state": "the hand engine, when a hand is dealt",
    "director.engine.ranking": "hand ranking, at a showdown",
    "director.engine.cards": "the cards and games of the rules engine (Home names games "
                             "without them: director/ui/common/event_setup_names.py)",
    "director.web": "the room view's web server, when the room is shared",
    "director.ui.rules.rulebook": "the rulebook window (F1)",
    "director.ui.rules.rulebook_source": "the rulebook as data, when it is opened (the rule links "
                                   "of the first page need only director/ui/rules/rule_ids.py)",
    "subprocess": "the system's reduced-motion switch is asked for when something would "
                  "move (director/ui/common/look_preferences.py)",
    "director.ui.dealer": "the dealer panel (Ctrl+D)",
    "director.ui.setup.event_setup": "the setup pages, when an event is set up",
    "director.ui.clock.clock_window": "the clock display, when a clock is started",
    "director.ui.clock.sounds": "the clock's sounds",
    "PySide6.QtMultimedia": "the clock's sounds, when the first is due",
    "PySide6.QtTextToSpeech": "spoken announcements, when switched on",
    "fluent.runtime": "messages are rendered when the first is shown",
    "babel": "number and date formats of rendered messages",
    "numpy": "batch evaluation (equity), never at the start",
}

def _started(tmp_path: Path, database: Path) -> tuple[set[str], set[str]]:
    """The modules imported by the first paint, and by the end of the start."""
    at_paint, at_end = tmp_path / "painted.txt", tmp_path / "ended.txt"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DIRECTOR_SMOKE_TEST="1",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), DIRECTOR_SMOKE_MODULES=str(at_paint))
    end = ("import atexit, runpy, sys; out = sys.argv[1]; atexit.register(lambda: "
           "open(out, 'w').write('\\n'.join(sys.modules))); "
           "sys.argv = ['director', *sys.argv[2:]]; "
           "runpy.run_module('director', run_name='__main__', alter_sys=True)")
    done = subprocess.run([sys.executable, "-c", end, str(at_end), "--db", str(database)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "main window shown" in done.stdout, \
        done.stdout + done.stderr
    assert "database opened" in done.stdout, done.stdout + done.stderr
    return (set(at_paint.read_text(encoding="utf-8").split()),
            set(at_end.read_text(encoding="utf-8").split()))


def _two_events(database: Path) -> None:
    from datetime import UTC, datetime

    from director.services.samples import create_sample_cash_game, create_sample_tournament
    from director.store.db import open_database

    db = open_database(database)
    try:
        now = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)
        create_sample_tournament(db, now, name="Home game")
        create_sample_cash_game(db, now, name="Tuesday cash")
    finally:
        db.close()


def _offending(modules: set[str]) -> dict[str, str]:
    return {name: why for name, why in NOT_AT_START.items()
            if any(m == name or m.startswith(name + ".") for m in modules)}


def test_the_start_on_an_existing_database_imports_none_of_the_later_modules(
        tmp_path: Path) -> None:
    database = tmp_path / "night.sqlite3"
    _painted, ended = _started(tmp_path, database)  # a first start: the database made
    # a new file gets the schema the migrations make with sqlite3, without Alembic or
    # SQLAlchemy (director/store/migrations/new_sqlite.py, issue 33): a first start
    # imports none of the later modules either
    assert "director.store.migrations.new_sqlite" in ended  # the listing sees it
    assert _offending(ended) == {}
    _two_events(database)  # Home lists them: its plain read and the games' names run
    again, ended = _started(tmp_path, database)
    assert "director.ui.home.home" in again and "director.store.first_look" in again
    assert _offending(again) == {}
    # the usual start never needs SQLAlchemy: it is imported at the first need (issue 33)
    assert "sqlalchemy" not in ended and "director.store.db" not in ended


def test_the_welcome_imports_the_samples_only_when_one_is_chosen() -> None:
    # The program imports the welcome before its first paint, when it is not a smoke test.
    done = subprocess.run(
        [sys.executable, "-c",
         "import sys, director.ui.shell.welcome; print('\\n'.join(sys.modules))"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert _offending(set(done.stdout.split())) == {}
