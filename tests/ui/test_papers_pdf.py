"""Each paper of a night printed to PDF through Qt's print support, in English and
Hungarian, and its text (read back with pypdf) checked against the event's data:
seat cards, the seating list, move slips, payout receipts, results, the night's
report and a cash game's settlement (R-8.3, R-8.6, R-8.7)."""

from __future__ import annotations

import random
import re
import subprocess
import unicodedata
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.cash.cash_service import CashGameService
from director.services.core.unit_of_work import ServiceError
from director.services.events.event_service import EventService
from director.services.papers.papers import PaperService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Entry, Player, Seat, TableRow
from director.ui.papers.printing import save_pdf
from tests.template_db import new_database

T0 = datetime(2026, 3, 7, 19, 0, tzinfo=UTC)
NAMES = ["Kovács Anna", "Nagy Béla", "Szabó Cili", "Tóth Dániel", "Horváth Emese",
         "Varga Ferenc", "Kiss Gábor", "Molnár Hanna", "Németh István", "Farkas Judit",
         "Balogh Kata"]
SETTINGS = {"buy_in": 5000, "fee": 500, "bounty": 1000, "starting_stack": 20000,
            "currency": "Ft",
            "blinds": {"levels": [{"small_blind": 100, "big_blind": 200, "minutes": 20}]},
            "payouts": {"rows": [{"min_entries": 2, "max_entries": 50,
                                  "percents": [60, 40]}]}}


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    """11 entries on two tables of 6; four of table 1 bust (one eliminator takes
    their bounties) and the tables are balanced: someone moves."""
    db = new_database(tmp_path / "night.sqlite3")
    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    event = events.create_event("tournament", "Friday Bounty", SETTINGS, T0)
    for name in NAMES:
        tournament.register(event, events.add_player(name, T0), T0)
    seating.open_tables(event, 2, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(3))
    with Session(db.engine) as s:
        seats = list(s.exec(select(Seat).where(Seat.entry_id != None)))  # noqa: E711
    first = min(x.table_id for x in seats)
    at_first = [x.entry_id or 0 for x in seats if x.table_id == first]
    for out in at_first[:4]:
        tournament.count_chips(out, 0, T0)
        tournament.bust(event, {out: 0}, T0, eliminators=[at_first[4]])
    seating.balance(event, T0, random.Random(1))
    yield db, event
    db.close()


def pdf_text(path: Path) -> str:
    """The PDF's text, whitespace made single spaces (line breaks fall anywhere) and
    ligatures (ﬁ) undone."""
    words = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return unicodedata.normalize("NFKC", re.sub(r"\s+", " ", words))


def printed(db: Database, event: int, kind: str, lang: str, tmp_path: Path,
            size: str = "a4") -> tuple[str, int]:
    path = tmp_path / f"{kind}-{lang}-{size}.pdf"
    save_pdf(PaperService(db).paper(kind, event, T0), path, lang, size)
    return pdf_text(path), len(PdfReader(path).pages)


def seats_now(db: Database) -> dict[str, tuple[int, int]]:
    """player -> (table number, seat)"""
    with Session(db.engine) as s:
        tables = {t.id: int(t.name.split()[-1]) for t in s.exec(select(TableRow))}
        out = {}
        for seat in s.exec(select(Seat).where(Seat.entry_id != None)):  # noqa: E711
            entry = s.get(Entry, seat.entry_id)
            assert entry is not None
            player = s.get(Player, entry.player_id)
            assert player is not None
            out[player.name] = (tables[seat.table_id], seat.number)
        return out


@pytest.mark.parametrize("size", ["a4", "letter", "receipt"])
def test_seat_cards_in_both_languages(qapp: object, night: tuple[Database, int],
                                      tmp_path: Path, size: str) -> None:
    """Seven seat cards: one sheet of A4 or Letter (eight cards to a sheet, cut apart),
    or seven slips of receipt paper."""
    db, event = night
    seated = seats_now(db)
    assert len(seated) == 7
    en, pages = printed(db, event, "seat-cards", "en", tmp_path, size)
    assert pages == (7 if size == "receipt" else 1)
    hu, _ = printed(db, event, "seat-cards", "hu", tmp_path, size)
    for name, (table, seat) in seated.items():
        assert f"{name} Table {table}, seat {seat}" in en
        assert f"{name} {table}. asztal, {seat}. szék" in hu  # a label: no article


def test_seating_list_for_the_wall(qapp: object, night: tuple[Database, int],
                                   tmp_path: Path) -> None:
    db, event = night
    en, pages = printed(db, event, "seating-list", "en", tmp_path)
    hu, _ = printed(db, event, "seating-list", "hu", tmp_path)
    # the day as a person writes it in the paper's language, not ISO's 2026-03-07
    assert pages == 1 and "Seating list Friday Bounty, March 7, 2026" in en
    assert "Ültetési lista Friday Bounty, 2026. március 7." in hu
    for name, (table, seat) in sorted(seats_now(db).items()):
        assert f"{name} Table {table} {seat}" in en
        assert f"{name} {table}. asztal {seat}" in hu
    names = [n for n in re.findall(r"([A-ZÁÉÖŐÜŰ]\w+ [A-ZÁÉ]\w+) Table", en)]
    assert names == sorted(seats_now(db), key=str.casefold)  # by name, for the wall


def test_move_slips_name_both_seats(qapp: object, night: tuple[Database, int],
                                    tmp_path: Path) -> None:
    db, event = night
    en, pages = printed(db, event, "move-slips", "en", tmp_path, "receipt")
    hu, _ = printed(db, event, "move-slips", "hu", tmp_path, "receipt")
    moved = re.findall(r"(\w+ \w+) From: Table (\d), seat (\d) To: Table (\d), seat (\d)", en)
    assert moved and pages == len(moved)
    seated = seats_now(db)
    for name, _, _, table, seat in moved:
        assert seated[name] == (int(table), int(seat))
        assert f"Hová: {table}. asztal, {seat}. szék" in hu


def test_move_slips_follow_the_seats_as_they_stand_now(qapp: object,
                                                      night: tuple[Database, int],
                                                      tmp_path: Path) -> None:
    """Balancing moved Kiss Gábor and Kovács Anna from table 2 to table 1. The director
    then drags Kiss Gábor to another empty seat of table 1, and Kovács Anna busts:
    the slips are Kiss Gábor's alone, to the seat he holds now (before: his slip
    sent him to the seat balancing gave, and Kovács Anna, out, got a slip to a
    seat). Dragged back to the seat he came from, he needs none: the paper is
    refused in words."""
    db, event = night
    en, _ = printed(db, event, "move-slips", "en", tmp_path)
    moved = re.findall(r"(\w+ \w+) From: Table (\d), seat (\d) To: Table (\d), seat (\d)", en)
    assert [m[0] for m in moved] == ["Kiss Gábor", "Kovács Anna"], moved
    entries = {name: entry for entry, name in names_of_entries(db).items()}
    with Session(db.engine) as s:
        table_ids = {int(t.name.split()[-1]): t.id or 0 for t in s.exec(select(TableRow))}
        empty = next(x for x in s.exec(select(Seat).where(Seat.table_id == table_ids[1]))
                     if x.entry_id is None)
    seating, tournament = SeatingService(db), TournamentService(db)
    seating.move_player(entries["Kiss Gábor"], empty.table_id, empty.number, T0)
    tournament.count_chips(entries["Kovács Anna"], 0, T0)
    tournament.bust(event, {entries["Kovács Anna"]: 0}, T0,
                    eliminators=[entries["Kiss Gábor"]])  # her bounty to who won the pot
    _, from_table, from_seat, _, _ = moved[0]
    en, pages = printed(db, event, "move-slips", "en", tmp_path)
    hu, _ = printed(db, event, "move-slips", "hu", tmp_path)
    assert pages == 1 and "Kovács Anna" not in en and "Kovács Anna" not in hu
    assert (f"Kiss Gábor From: Table {from_table}, seat {from_seat} "
            f"To: Table 1, seat {empty.number}") in en
    assert f"Kiss Gábor Honnan: {from_table}. asztal, {from_seat}. szék" in hu
    assert f"Hová: 1. asztal, {empty.number}. szék" in hu
    assert seats_now(db)["Kiss Gábor"] == (1, empty.number)
    seating.move_player(entries["Kiss Gábor"], table_ids[int(from_table)], int(from_seat), T0)
    with pytest.raises(ServiceError) as refused:
        PaperService(db).paper("move-slips", event, T0)
    assert render(refused.value.message, "en") == (
        "no player the last balancing or table break moved needs a move slip now: each has "
        "busted since or is back in the seat they were moved from")
    assert render(refused.value.message, "hu").startswith(
        "az utolsó kiegyenlítés vagy asztalbontás által átültetett játékosok közül most "
        "senkinek sem kell asztalváltási cédula")


def names_of_entries(db: Database) -> dict[int, str]:
    with Session(db.engine) as s:
        return {e.id or 0: s.get(Player, e.player_id).name  # type: ignore[union-attr]
                for e in s.exec(select(Entry))}


def test_receipts_results_and_the_nights_report(qapp: object, night: tuple[Database, int],
                                                tmp_path: Path) -> None:
    db, event = night
    en, pages = printed(db, event, "receipts", "en", tmp_path, "receipt")
    # One eliminator took four bounties of 1000
    assert pages == 1 and "Bounties: 4,000 Ft Received in all: 4,000 Ft" in en
    assert "Signature" in en
    hu, _ = printed(db, event, "receipts", "hu", tmp_path, "receipt")
    assert "Összesen átvett: 4000 Ft" in hu and "Aláírás" in hu
    with Session(db.engine) as s:
        out = sorted((e.place, s.get(Player, e.player_id).name)  # type: ignore[union-attr]
                     for e in s.exec(select(Entry)) if e.place is not None)
    # The four busted won no prize and no bounty: their cells are blank, as in the
    # results dialog (the paper printed "0 Ft 0 Ft" on every row)
    results, _ = printed(db, event, "results", "en", tmp_path)
    results_hu, _ = printed(db, event, "results", "hu", tmp_path)
    assert "Place Player Prize Bounties" in results
    assert "Helyezés" in results_hu
    for place, name in out:
        assert f"{place} {name}" in results and f"{place} {name}" in results_hu
    assert "0 Ft" not in results and "0 Ft" not in results_hu
    report, _ = printed(db, event, "report", "en", tmp_path)
    # 11 × 5000 taken, 11 × 500 fees, 11 × 1000 bounties, 38,500 prize pool;
    # 11 × 20,000 chips in play; the busts since anyone was counted moved chips
    # nobody counted yet: the check names how many to count, no false shortfall
    # (issue 28: it said 140,000 counted against 220,000)
    for line in ("Entries 11", "Players 11", "Re-entries 0", "Rebuys 0", "Add-ons 0",
                 "Money taken 55,000 Ft", "Fees (the house) 5,500 Ft", "Bounties 11,000 Ft",
                 "Prize pool 38,500 Ft", "Prizes paid 0 Ft", "Bounties paid 4,000 Ft",
                 "220,000 chips in play; 7 stacks not known since chips moved"):
        assert line in report
    hu, _ = printed(db, event, "report", "hu", tmp_path)
    for line in ("Az este jelentése", "Nevezések 11", "Befolyt pénz 55 000 Ft",
                 "Díjalap 38 500 Ft", "Kifizetett fejpénzek 4000 Ft"):
        assert line in hu


def test_cash_settlement_who_pays_whom(qapp: object, tmp_path: Path) -> None:
    db = new_database(tmp_path / "cash.sqlite3")
    events = EventService(db)
    cash = CashGameService(db)
    event = events.create_event("cash", "Kedd esti készpénzes", {
        "small_blind": 100, "big_blind": 200, "currency": "Ft"}, T0)
    anna, bela, cili = (events.add_player(n, T0) for n in ("Anna", "Béla", "Cili"))
    for player, amount in ((anna, 20000), (bela, 20000), (cili, 10000)):
        cash.buy_in(event, player, amount, T0)
    cash.rake(event, 1000, T0)
    for player, amount in ((anna, 35000), (bela, 5000), (cili, 9000)):
        cash.cash_out(event, player, amount, T0)
    en, _ = printed(db, event, "settlement", "en", tmp_path)
    # Anna +15000, Béla −15000, Cili −1000, the house +1000
    assert "Anna 15,000 Ft" in en and "Béla -15,000 Ft" in en
    assert "Béla pays Anna 15,000 Ft" in en and "Cili pays the house 1,000 Ft" in en
    hu, _ = printed(db, event, "settlement", "hu", tmp_path)
    assert "Ki kinek fizet" in hu and "15 000" in hu
    with pytest.raises(ServiceError) as refused:
        PaperService(db).paper("seat-cards", event, T0)
    assert str(refused.value.message) == (
        "a cash game has no such paper; it prints its settlement")
    db.close()


def test_a_settlement_with_everyone_even_says_no_payments(qapp: object,
                                                         tmp_path: Path) -> None:
    """Anna and Béla each buy in for 20 000 Ft and cash out 20 000 Ft: nobody pays
    anybody. The Hungarian settlement read "0 kifizetés, a lehető legkevesebb:"
    (0 payments, the fewest possible:) over an empty list."""
    db = new_database(tmp_path / "cash.sqlite3")
    events, cash = EventService(db), CashGameService(db)
    event = events.create_event("cash", "Kedd esti készpénzes", {
        "small_blind": 100, "big_blind": 200, "currency": "Ft"}, T0)
    for name in ("Anna", "Béla"):
        player = events.add_player(name, T0)
        cash.buy_in(event, player, 20000, T0)
        cash.cash_out(event, player, 20000, T0)
    en, _ = printed(db, event, "settlement", "en", tmp_path)
    hu, _ = printed(db, event, "settlement", "hu", tmp_path)
    assert en.endswith("Who pays whom No payments: everyone is even.")
    assert hu.endswith("Ki kinek fizet Nincs kifizetés: mindenki egyenlege 0.")
    assert "0 kifizetés" not in hu
    db.close()


OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots" / "papers"


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_paper_as_png_to_look_at(qapp: object, night: tuple[Database, int],
                                       tmp_path: Path, lang: str) -> None:
    """Each paper of the night on A4 and on 80 mm receipt paper as PDF, then PNG
    (Debian's poppler-utils, ``pdftoppm``) in build/screenshots/papers/ for a person to
    look at; one PNG per printed page, each page the paper's shape (A4 portrait; a
    receipt slip 80 mm wide and as long as its text)."""
    db, event = night
    OUT.mkdir(parents=True, exist_ok=True)
    dpi = 60
    for kind in ("seat-cards", "seating-list", "move-slips", "receipts", "results",
                 "structure", "report"):
        for size in ("a4", "receipt"):
            name = f"{kind}-{size}-{lang}"
            pdf = tmp_path / f"{name}.pdf"
            save_pdf(PaperService(db).paper(kind, event, T0), pdf, lang, size)
            pages = len(PdfReader(pdf).pages)
            for old in OUT.glob(f"{name}-*.png"):
                old.unlink()
            subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(OUT / name)],
                           check=True)
            pngs = sorted(OUT.glob(f"{name}-*.png"))
            assert len(pngs) == pages
            width, height = png_size(pngs[0])
            if size == "a4":
                assert abs(height / width - 297 / 210) < 0.02
            else:
                assert abs(width - 80 / 25.4 * dpi) < 2 and height >= 40 / 25.4 * dpi


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def test_league_standings_printed(qapp: object, tmp_path: Path) -> None:
    from director.services.papers.papers import standings_paper
    from director.services.tournament.leagues import LeagueService
    from tests.services.test_leagues import FORMULA
    from tests.services.test_leagues import night as league_night

    db = new_database(tmp_path / "league.sqlite3")
    ids: dict[str, int] = {}
    leagues = LeagueService(db)
    league = leagues.create("Téli liga", FORMULA, T0, best=2)
    for event in (league_night(db, "Night 1", 0, ["Anna", "Bela", "Cili", "Dani"], ids),
                  league_night(db, "Night 2", 7, ["Bela", "Emma", "Anna", "Feri", "Cili"], ids)):
        leagues.add_event(league, event)
    for lang, day, rows in (
            ("en", "March 7, 2026", ("1 Bela 22.50 2 1", "2 Anna 21.00 2 1", "6 Dani 2.50 1 0")),
            ("hu", "2026. március 7.",
             ("1 Bela 22,50 2 1", "2 Anna 21,00 2 1", "6 Dani 2,50 1 0"))):
        path = tmp_path / f"standings-{lang}.pdf"
        save_pdf(standings_paper(db, league, T0), path, lang)
        words = pdf_text(path)
        assert f"Téli liga, {day}" in words
        for row in rows:
            assert row in words
    db.close()
