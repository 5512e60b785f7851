"""``director --db PATH check`` and ``restore-backup``: the start-up checks from
the command line, with clear messages and nothing changed on a bad file."""

from __future__ import annotations

import io
import os
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director import cli
from director.store.backup import Backups
from director.store.db import open_database


def test_check_opens_the_database_where_db_says(tmp_path: Path) -> None:
    open_database(tmp_path / "night.sqlite3").close()
    out = io.StringIO()
    assert cli.check_database(str(tmp_path / "night.sqlite3"), out) == 0
    assert "night.sqlite3 (checked, up to date)" in out.getvalue()


@pytest.mark.parametrize(("lang", "words"), [
    ("en_GB.UTF-8", "There is no database at {path}; a check makes none. Check the path, "
                    "or open the program to start a new database there."),
    ("hu_HU.UTF-8", "Nincs adatbázis itt: {path}; az ellenőrzés nem hoz létre újat. Nézd "
                    "meg az elérési utat, vagy nyisd meg a programot, és kezdj ott új "
                    "adatbázist."),
])
@pytest.mark.parametrize("where", ["night.sqlite3", "nigth/night.sqlite3", "empty.sqlite3"])
def test_check_on_a_path_with_no_database_says_so_and_makes_nothing(
        tmp_path: Path, lang: str, words: str, where: str) -> None:
    """``director check --db PATH`` with PATH mistyped (no such file, no such folder,
    or an empty file): a check makes nothing, so it says in the user's language that
    there is no database there, exit status 2, and no file or folder is made (the
    program itself still starts a new database where the person opens one)."""
    import subprocess
    import sys

    (tmp_path / "empty.sqlite3").touch()
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    path = tmp_path / where
    run = subprocess.run([sys.executable, "-m", "director", "check", "--db", str(path)],
                         capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2],
                         env={**os.environ, "LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""})
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stdout == words.format(path=path) + "\n", run.stdout
    assert run.stderr == ""
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before
    assert (tmp_path / "empty.sqlite3").read_bytes() == b""


def test_director_db_environment_variable_chooses_the_file(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIRECTOR_DB", str(tmp_path / "env.sqlite3"))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    out = io.StringIO()
    assert cli.check_database(None, out) == 2
    assert out.getvalue().startswith(f"There is no database at {tmp_path / 'env.sqlite3'};")
    assert list(tmp_path.iterdir()) == []
    open_database(None).close()
    out = io.StringIO()
    assert cli.check_database(None, out) == 0
    assert out.getvalue() == f"Database: {tmp_path / 'env.sqlite3'} (checked, up to date)\n"


def test_a_file_that_is_not_a_database_gets_a_message_and_stays_unchanged(tmp_path: Path) -> None:
    bad = tmp_path / "photo.sqlite3"
    data = os.urandom(4096)
    bad.write_bytes(data)
    out = io.StringIO()
    assert cli.check_database(str(bad), out) == 2
    assert "is not a Poker Director database" in out.getvalue()
    assert "Traceback" not in out.getvalue()
    assert bad.read_bytes() == data


def test_restore_backup_keeps_the_damaged_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A damaged file a restore replaces is kept as ``night.sqlite3.damaged-<time>``
    and called damaged, in English and in Hungarian (a healthy one is kept as
    ``.before-restore-``: test_restore)."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    backup = Backups(path).backup_now(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    path.write_bytes(b"garbage" * 100)
    out = io.StringIO()
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.restore_backup(str(path), None, out) == 0
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert [p.name for p in kept if p.name.startswith("night.sqlite3.damaged-")] == \
        [p.name for p in kept] and len(kept) == 1
    assert kept[0].read_bytes() == b"garbage" * 100
    assert out.getvalue() == f"Restored {backup} to {path}; the damaged file is kept as " \
                             f"{kept[0]}.\n"
    path.write_bytes(b"more garbage" * 100)
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    out = io.StringIO()
    assert cli.restore_backup(str(path), None, out) == 0
    assert "; a sérült fájl megmaradt ezen a néven: " in out.getvalue()
    assert cli.check_database(str(path), io.StringIO()) == 0


def test_restore_onto_a_db_that_is_a_folder_is_refused_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``director --db night.sqlite3 restore-backup`` where night.sqlite3 is a folder
    (a typo, a copied folder): refused in words naming the folder, in English and in
    Hungarian, exit status 2 as the other refusals, never "[Errno 21] Is a directory";
    the folder, the backup and the good database beside it are as they were."""
    good = tmp_path / "good.sqlite3"
    open_database(good).close()
    backup = Backups(good).backup_now(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    folder = tmp_path / "night.sqlite3"
    folder.mkdir()
    before = sorted(p.name for p in tmp_path.iterdir())
    for language, words in (("en_GB.UTF-8", f"{folder} is a folder (or something else "
                             "that is not a plain file), not a database file"),
                            ("hu_HU.UTF-8", f"{folder} mappa (vagy más, ami nem "
                             "közönséges fájl), nem adatbázisfájl")):
        monkeypatch.setenv("LANG", language)
        for command in (["restore-backup"], ["restore-backup", str(backup)]):
            assert cli.main(["--db", str(folder), *command]) == 2
            said = capsys.readouterr().out
            assert words in said, said
            assert "Errno" not in said
    assert list(folder.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert cli.check_database(str(good), io.StringIO()) == 0


@pytest.mark.parametrize("where", ["before", "after"])
def test_db_is_taken_before_or_after_the_command(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str) -> None:
    """``director check --db night.sqlite3`` as well as ``director --db night.sqlite3
    check`` (the guide writes the first; argparse refused it), and the same for
    ``restore-backup``, before or after the backup's name: each opens or restores the
    file named, not the user's default database."""
    path = tmp_path / "night.sqlite3"
    open_database(path).close()

    def run(command: str, *rest: str) -> str:
        args = ["--db", str(path), command, *rest] if where == "before" else \
            [command, *rest, "--db", str(path)]
        assert cli.main(args) == 0
        return capsys.readouterr().out

    assert run("check") == f"Database: {path} (checked, up to date)\n"
    backup = Backups(path).backup_now(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    assert f"Restored {backup} to {path}" in run("restore-backup", str(backup))
    assert f"Restored {backup} to {path}" in run("restore-backup")
    if where == "after":
        assert cli.main(["restore-backup", "--db", str(path), str(backup)]) == 0
        assert f"Restored {backup} to {path}" in capsys.readouterr().out


def test_restore_without_any_backup_says_so(tmp_path: Path) -> None:
    out = io.StringIO()
    assert cli.restore_backup(str(tmp_path / "none.sqlite3"), None, out) == 2
    assert "No good backup was found" in out.getvalue()


def _night_with_a_running_hand(path: Path) -> int:
    from director.engine.hand.facts.betting import Betting
    from director.engine.hand.facts.events import DealHole, PostBlind
    from director.engine.hand.facts.games import HOLDEM
    from director.services.core.documents import CashSettings
    from director.services.events.event_service import EventService
    from director.services.tables.table_service import TableService

    db = open_database(path)
    event_id = EventService(db).create_event(
        "cash", "Friday", CashSettings(small_blind=5, big_blind=10),
        datetime(2026, 11, 27, tzinfo=UTC))
    tables = TableService(db)
    table_id = tables.open_table(event_id, "Table 1", {1: 500, 3: 800, 6: 200})
    hand_id = tables.start_hand(table_id, tables.next_setup(
        table_id, HOLDEM, Betting.no_limit(10), 6, small_blind=5, big_blind=10))
    for event in (PostBlind(1, 5), PostBlind(3, 10), DealHole(1, (None, None))):
        tables.apply(hand_id, event)
    db.close()
    return hand_id


def test_check_replays_running_hands_and_rewrites_a_kept_state_that_differs(
        tmp_path: Path) -> None:
    """The log is the hand: ``director check`` replays it and puts right a state
    kept with it that does not match (here: the stacks edited by hand)."""
    import sqlite3

    path = tmp_path / "night.sqlite3"
    _night_with_a_running_hand(path)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 0
    assert "rewritten" not in out.getvalue()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE hand SET state = replace(state, '[495,', '[995,')")
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 0
    assert "Hand 1 at table 1: the state kept with its log did not match the log; it was " \
           "rewritten from the log" in out.getvalue()
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 0 and "rewritten" not in out.getvalue()


def _post_a_blind_nobody_owes(path: Path) -> None:
    """The running hand's second event edited behind the program's back (its trigger
    dropped): a blind of 99 that seat 3 does not owe, a log no replay accepts."""
    import sqlite3

    with sqlite3.connect(path) as conn:
        conn.execute("DROP TRIGGER hand_event_append_only")
        conn.execute("UPDATE hand_event SET payload = '{\"type\": \"PostBlind\", \"seat\": 3, "
                     "\"amount\": 99}' WHERE seq = 2")


def test_check_names_a_running_hand_whose_log_cannot_be_replayed(tmp_path: Path) -> None:
    path = tmp_path / "night.sqlite3"
    _night_with_a_running_hand(path)
    _post_a_blind_nobody_owes(path)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 1
    text = out.getvalue()
    assert "Hand 1 at table 1: its log cannot be replayed: event 2" in text
    assert "director restore-backup" in text


@pytest.mark.parametrize("url", [
    "notaurl://", "http://example.com/night", "mysql://director@server/club",
    "://night", "a b://c", "postgresql+psycopg://director@server:notaport/club",
])
@pytest.mark.parametrize("command", [["check"], ["restore-backup"], ["stations"]])
def test_a_db_that_is_neither_a_file_nor_a_club_server_gets_a_message_in_each_command(
        url: str, command: list[str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``--db`` with an address of an unknown kind, or one that cannot be read (a
    misspelt scheme, a port that is not a number) is refused in words, with exit
    status 2 and no traceback, in English and in Hungarian; no file is made."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["--db", url, *command]) == 2
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    assert f"{url} is neither a database file nor a club server's address" in said.out
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    assert cli.main(["--db", url, *command]) == 2
    assert "sem adatbázisfájl, sem klubszerver címe" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", [["check"], ["restore-backup"], ["stations"]])
def test_an_empty_db_is_refused_and_the_usual_database_left_alone(
        command: list[str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``--db ""`` (a script whose variable was not set) named the usual database:
    ``restore-backup`` put a backup over the director's own file and said so with exit
    status 0. It is refused in words, exit status 2, the usual database untouched."""
    usual = tmp_path / "usual.sqlite3"
    with closing(open_database(usual)):
        pass
    before = usual.read_bytes()
    monkeypatch.setenv("DIRECTOR_DB", str(usual))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["--db", "", *command]) == 2
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    assert said.out.startswith("--db is empty: it names no database. Nothing was opened or "
                               "changed.")
    assert usual.read_bytes() == before


@pytest.mark.parametrize("name", ["~nosuchuser-of-this-machine/night.sqlite3",
                                  "x" * 300 + ".sqlite3"])
def test_a_db_name_that_cannot_be_looked_at_is_refused_in_words(
        name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """The home folder of a user this machine does not know, and a file name longer
    than the file system takes: refused in words with exit status 2 (tracebacks
    before: "Could not determine home directory", "File name too long")."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["--db", name, "check"]) == 2
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    assert name.split("/")[0] in said.out and "Nothing was" in said.out
    assert list(tmp_path.iterdir()) == []


def test_a_version_record_older_than_the_tables_is_damage_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables are at the newest schema but the version record says an older one:
    the update tries to add a column that is there ("duplicate column name"). ``check``
    printed a traceback and the program's window waited for ever on "Opening the
    database…"; now the file is called damaged (the program's start offers the newest
    good backup for any such refusal), exit status 2, the file unchanged."""
    import sqlite3

    from director.store.errors import Damaged

    path = tmp_path / "night.sqlite3"
    with closing(open_database(path)):
        pass
    with closing(sqlite3.connect(path)) as raw:
        (head,) = raw.execute("SELECT version_num FROM alembic_version").fetchone()
        raw.execute("UPDATE alembic_version SET version_num = ?", (f"{int(head) - 3:04d}",))
        raw.commit()
    before = path.read_bytes()
    with pytest.raises(Damaged) as damaged:
        open_database(path)
    assert "duplicate column name" in str(damaged.value.problem)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert cli.main(["--db", str(path), "check"]) == 2
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err
    assert said.out.startswith(f"The database {path} is damaged (duplicate column name")
    assert path.read_bytes() == before


def test_check_answers_in_the_language_of_the_command_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``LANG=hu_HU.UTF-8 director check``: every line in Hungarian, the database's
    line, a hand whose log cannot be replayed and what to do about it."""
    path = tmp_path / "night.sqlite3"
    _night_with_a_running_hand(path)
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 0
    assert out.getvalue() == f"Adatbázis: {path} (ellenőrizve, naprakész)\n"
    _post_a_blind_nobody_owes(path)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 1
    lines = out.getvalue().splitlines()
    assert lines[1].startswith("  Az 1. leosztás az 1 azonosítójú asztalnál: a naplója nem "
                               "játszható vissza: "), lines
    assert lines[2].startswith("  Egy leosztást, amelynek a naplója nem játszható vissza"), lines
    assert "director restore-backup" in lines[2]


def _events(path: Path, hand_id: int) -> list[tuple[object, ...]]:
    import sqlite3

    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT seq, payload FROM hand_event WHERE hand_id = ? "
                            "ORDER BY seq", (hand_id,)).fetchall()


_FULL_DISK = """\
import resource, shutil, signal, sys
from collections import namedtuple
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (10000, 10000))  # no file grows past 10 KB
if sys.argv[2] == "full":  # and the disk says so
    shutil.disk_usage = lambda _path: namedtuple("usage", "total used free")(10**9, 10**9, 0)
from director import cli
print(cli.main(["--db", sys.argv[1], "check"]))
print(cli.main(["--db", sys.argv[1], "check"]))
"""


@pytest.mark.skipif(os.name != "posix", reason="a file size limit (RLIMIT_FSIZE) is POSIX")
@pytest.mark.parametrize(("disk", "said"), [
    ("full", "is full. The last command was not saved; everything before it is safe. "
             "Free some disk space"),
    ("failing", "reported a read or write error"),
])
def test_a_good_database_on_a_disk_that_cannot_be_written_is_not_called_damaged(
        tmp_path: Path, disk: str, said: str) -> None:
    """A good database (with a good backup) whose WAL index cannot be written, the disk
    full or failing: ``check`` says so, every time, and that the disk is the trouble;
    it never calls the file damaged (the program would offer the backup instead of
    Try again). Once the disk can be written, the same file opens, unchanged."""
    import subprocess
    import sys

    path = tmp_path / "night.sqlite3"
    hand_id = _night_with_a_running_hand(path)
    Backups(path).backup_now(datetime(2026, 11, 29, 20, 0, tzinfo=UTC))
    before = _events(path, hand_id)
    run = subprocess.run([sys.executable, "-c", _FULL_DISK, str(path), disk],
                         capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2])
    assert "Traceback" not in run.stderr, run.stderr
    lines = run.stdout.splitlines()
    assert lines[1] == lines[3] == "2", run.stdout
    for line in (lines[0], lines[2]):
        assert said in line and "damaged" not in line, run.stdout
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 0, out.getvalue()
    assert "rewritten" not in out.getvalue()
    assert _events(path, hand_id) == before


@pytest.mark.skipif(os.name != "posix", reason="a file name of any bytes is POSIX's")
@pytest.mark.parametrize("command", [["check"], ["restore-backup"]])
def test_a_db_whose_name_is_not_utf8_is_refused_in_words(
        tmp_path: Path, command: list[str]) -> None:
    """``--db`` naming a file whose name is not UTF-8 (bytes from another system's
    file names, or a typo in a shell): SQLite cannot open it by that name, so it is
    refused in words, the name shown with its bytes escaped, exit status 2; no file is
    made (not one under a name with the bytes replaced)."""
    import subprocess
    import sys

    name = os.fsdecode(os.fsencode(str(tmp_path)) + b"/night\xff\xfe.sqlite3")
    run = subprocess.run([sys.executable, "-m", "director", "--db", name, *command],
                         capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2],
                         env={**os.environ, "LANG": "en_GB.UTF-8"})
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    assert run.stdout.startswith(f"{tmp_path}/night\\xff\\xfe.sqlite3: its name is not "
                                 "UTF-8 text"), run.stdout
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("payload", [
    '{"type": "PostBlind", "seat": 3, "amount": 1e400}',
    '{"type": "PostBlind", "seat": 3, "amount": 10.5}',
    '{"type": "PostBlind", "seat": 3, "amount": NaN}',
    '{"type": "PostBlind", "seat": 3, "amount": -Infinity}',
])
def test_check_names_a_hand_whose_log_holds_a_number_that_is_no_amount(
        tmp_path: Path, payload: str) -> None:
    """A stored event whose amount is a decimal, infinite or not a number (a file
    edited by hand, or damaged): ``check`` names the hand as one whose log cannot be
    replayed, exit status 1, and changes nothing; never an OverflowError traceback."""
    import sqlite3

    path = tmp_path / "night.sqlite3"
    hand_id = _night_with_a_running_hand(path)
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TRIGGER hand_event_append_only")
        conn.execute("UPDATE hand_event SET payload = ? WHERE seq = 2", (payload,))
    before = _events(path, hand_id)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 1
    assert "Hand 1 at table 1: its log cannot be replayed: " in out.getvalue()
    assert "a stored hand event cannot be read" in out.getvalue()
    assert _events(path, hand_id) == before


@pytest.mark.parametrize("change", [
    "'[]'", "replace(setup, '500', '\"x\"')", "replace(setup, '500', '1e400')",
    "replace(setup, '500', 'true')",
])
def test_check_names_a_hand_whose_setup_cannot_be_read(tmp_path: Path, change: str) -> None:
    """A running hand's stored setup damaged (not an object, a stack that is a word,
    infinite or true): ``check`` names the hand, exit status 1, and rewrites nothing
    from it (a state replayed from an infinite stack was kept as the hand's)."""
    import sqlite3

    path = tmp_path / "night.sqlite3"
    hand_id = _night_with_a_running_hand(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE hand SET setup = {change}")
        kept = conn.execute("SELECT setup, state FROM hand").fetchall()
    before = _events(path, hand_id)
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 1
    assert "Hand 1 at table 1: its log cannot be replayed: a stored hand's setup cannot be " \
           "read" in out.getvalue(), out.getvalue()
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT setup, state FROM hand").fetchall() == kept
    assert _events(path, hand_id) == before


@pytest.mark.parametrize("damage", ["'{bad'", "'[]'", "X'FFFE00'", "'{\"game\": 7}'"])
def test_check_names_an_event_whose_settings_cannot_be_read_and_home_lists_it(
        tmp_path: Path, damage: str) -> None:
    """An event's settings damaged (not JSON, not an object, bytes, a field of the wrong
    kind): ``check`` said "checked, up to date" (exit 0) or blamed the chips, and the
    program's start died on the event list. Now ``check`` names the event and why,
    exit status 1; the events still list (no game for that one) and opening it is
    refused in words."""
    import sqlite3

    from director.services.core.documents import DocumentError
    from director.services.events.queries import Queries

    path = tmp_path / "night.sqlite3"
    _night_with_a_running_hand(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE event SET settings = {damage}")
    out = io.StringIO()
    assert cli.check_database(str(path), out) == 1
    assert "  Friday: the " in out.getvalue(), out.getvalue()
    assert "Traceback" not in out.getvalue()
    with closing(open_database(path)) as db:
        [event] = Queries(db).list_events()
        assert event.name == "Friday"
        with pytest.raises(DocumentError):
            Queries(db).event_settings(event.event_id)


@pytest.mark.parametrize("lang", ["en_GB.UTF-8", "hu_HU.UTF-8"])
def test_stations_on_a_file_says_it_is_no_server_and_makes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """``director stations --db night.sqlite3`` (a file, not a club's server): said in
    words, exit status 2, and no database made where the file was not (nor migrated
    where it was): stations' logins are a server's, a file is never opened for them."""
    monkeypatch.setenv("LANG", lang)
    words = {"en_GB.UTF-8": "is a file on this computer", "hu_HU.UTF-8": "egy fájl ezen a gépen"}
    out = io.StringIO()
    assert cli.club_stations(str(tmp_path / "typo.sqlite3"), "list", None, None, out) == 2
    assert words[lang] in out.getvalue()
    assert list(tmp_path.iterdir()) == []
    old = tmp_path / "old.sqlite3"
    old.write_bytes(b"")
    assert cli.club_stations(str(old), "list", None, None, io.StringIO()) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.sqlite3"]
    assert old.read_bytes() == b""


@pytest.mark.parametrize("options", ["mode=ro", "mode=ro&uri=true", "timeout=5"])
@pytest.mark.parametrize("language", ["en_GB.UTF-8", "hu_HU.UTF-8"])
def test_an_sqlite_url_with_options_is_refused_in_words_and_the_file_is_not_opened(
        tmp_path: Path, options: str, language: str) -> None:
    """``--db "sqlite:///night.sqlite3?mode=ro"``: before, SQLAlchemy's warning (the
    option ignored) reached the person and the file was then opened for writing all
    the same. The program opens its file for reading and writing only, so options
    after "?" are refused in words, exit status 2, with no library's warning; the
    file is left as it was, not even its lock taken."""
    import subprocess
    import sys

    path = tmp_path / "night.sqlite3"
    open_database(path).close()
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in tmp_path.iterdir()}
    url = f"sqlite:///{path}?{options}"
    run = subprocess.run([sys.executable, "-m", "director", "--db", url, "check"],
                         capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).resolve().parents[2],
                         env={**os.environ, "LANG": language, "LC_ALL": language})
    assert run.stderr == ""
    assert run.returncode == 2
    said = ("takes no options after" if language.startswith("en")
            else "nem fogad el beállítást")
    assert run.stdout.startswith(f"{url}: ") and said in run.stdout, run.stdout
    assert f"({options})" in run.stdout
    after = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in tmp_path.iterdir()}
    assert after == before


def test_a_club_servers_url_keeps_its_options() -> None:
    """A PostgreSQL URL's options (``sslmode=require``) are the server's to read."""
    from director.store.db import resolve_location

    url = "postgresql+psycopg://director@server/club?sslmode=require"
    assert resolve_location(url) == url


def test_check_of_a_club_server_that_does_not_answer_says_to_try_again_in_hungarian(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``director check --db postgresql+psycopg://...`` while the club's server is down:
    the command says, in Hungarian, that the server does not answer and to try again,
    exit status 2. Before, it said that "this station tries again by itself and
    catches up once the server is back", which a command that has ended never does."""
    url = "postgresql+psycopg://director@127.0.0.1:1/club?connect_timeout=2"
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    out = io.StringIO()
    assert cli.check_database(url, out) == 2
    assert out.getvalue() == (f"A klub szervere ({url}) nem válaszol. Semmi sem változott. "
                              "Ellenőrizd a hálózatot, és hogy fut-e a szerver, aztán "
                              "próbáld újra.\n")
