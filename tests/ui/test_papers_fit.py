"""Papers fit their paper (issue 29, item 4), printed to PDF and read back as text
(pypdf) and as a picture (poppler's ``pdftoppm``):

- on 80 mm receipt paper the text uses the slip's width and breaks between words
  only, every table's column headings whole and on the slip, and the night's
  report comes out as one strip;
- seat cards are several to a sheet of A4, with cut lines between them;
- the structure sheet lists the entry (re-entries, the rebuy's fee, window, limit
  and stack threshold, the add-on's fee, how a progressive bounty pays: TDA 27),
  every level and break with its color-up (R-8.1, R-8.3) and the payouts (R-8.6);
- money is written as the windows write it, by language and currency ("$3,300",
  "$3300" in Hungarian, "38 500 Ft").
"""

from __future__ import annotations

import random
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale
from PySide6.QtGui import QImage
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.events.event_service import EventService
from director.services.papers.papers import PaperService
from director.services.papers.sheet import money
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database, open_database
from director.store.models import Entry
from director.ui.common import director_widgets
from director.ui.papers.printing import save_pdf
from tests.ui.test_papers_long_names import across, words_on_pages
from tests.ui.test_papers_pdf import pdf_text

T0 = datetime(2026, 3, 7, 19, 0, tzinfo=UTC)
LEVELS = [
    {"small_blind": 25, "big_blind": 50, "minutes": 20},
    {"small_blind": 50, "big_blind": 100, "minutes": 20},
    {"minutes": 15, "is_break": True, "color_up": [25]},
    {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
]
SETTINGS = {
    "buy_in": 3000, "fee": 300, "starting_stack": 10000, "currency": "$",
    "late_registration_until_level": 2,
    "rebuys": True, "rebuy": {"until_level": 2},
    "add_ons": True, "add_on": {"price": 2000, "chips": 5000, "at_break": 1},
    "blinds": {"levels": LEVELS, "chips": [25, 100, 500]},
    "payouts": {"rows": [{"min_entries": 2, "max_entries": 200, "percents": [70, 30]}]},
}
PLAYERS = ["Kovács Anna", "Nagy Béla", "Szabó Cili", "Tóth Dániel", "Horváth Emese",
           "Varga Ferenc", "Kiss Gábor", "Molnár Hanna", "Németh István", "Farkas Judit"]


def night_with(tmp_path: Path, settings: dict[str, object]) -> tuple[Database, int]:
    """Ten players seated at two tables of six."""
    db = open_database(tmp_path / "night.sqlite3")
    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    event = events.create_event("tournament", "Friday Deepstack", settings, T0)
    for name in PLAYERS:
        tournament.register(event, events.add_player(name, T0), T0)
    seating.open_tables(event, 2, T0, seats=6)
    seating.draw_seats(event, T0, random.Random(3))
    return db, event


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Database, int]]:
    db, event = night_with(tmp_path, SETTINGS)
    yield db, event
    db.close()


def printed(db: Database, event: int, kind: str, lang: str, size: str,
            tmp_path: Path) -> Path:
    path = tmp_path / f"{kind}-{lang}-{size}.pdf"
    save_pdf(PaperService(db).paper(kind, event, T0), path, lang, size)
    return path


def pages_as_images(pdf: Path, dpi: int = 100) -> list[QImage]:
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(pdf.with_suffix(""))],
                   check=True)
    pngs = sorted(pdf.parent.glob(f"{pdf.stem}-*.png"))
    return [QImage(str(png)) for png in pngs]


def inked_columns(image: QImage) -> tuple[int, int]:
    """The leftmost and rightmost pixel columns with anything printed in them."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    row_bytes = gray.bytesPerLine()
    data = bytes(gray.constBits())  # type: ignore[call-overload]
    inked = [x for x in range(gray.width())
             if any(data[y * row_bytes + x] < 160 for y in range(0, gray.height(), 2))]
    return inked[0], inked[-1]


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_receipt_uses_the_width_of_80_mm_paper(qapp: object, night: tuple[Database, int],
                                                tmp_path: Path, lang: str) -> None:
    """The report's table on 80 mm paper reaches across the slip (margins of 4 mm);
    before, Qt's own 2 cm margins left a strip about 40 % wide."""
    db, event = night
    image = pages_as_images(printed(db, event, "report", lang, "receipt", tmp_path))[0]
    left, right = inked_columns(image)
    assert (right - left) / image.width() > 0.85, (left, right, image.width())


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_nights_report_is_one_strip_of_80_mm_paper(
        qapp: object, night: tuple[Database, int], tmp_path: Path, lang: str) -> None:
    """R-8.3, R-8.6: the report comes out of a receipt printer in one piece (before:
    three slips of 120 mm); it names every count and the prize pool."""
    db, event = night
    pdf = printed(db, event, "report", lang, "receipt", tmp_path)
    assert len(PdfReader(pdf).pages) == 1
    words = pdf_text(pdf)
    # 10 entries of $3,000, of which $300 is the house's fee: a $27,000 prize pool
    assert ("Prize pool $27,000" if lang == "en" else "Díjalap $27 000") in words
    assert ("Chips check" if lang == "en" else "Zsetonellenőrzés") in words


def test_receipt_words_are_never_split(qapp: object, night: tuple[Database, int],
                                       tmp_path: Path) -> None:
    """The Hungarian report on 80 mm paper: "Nevezések" and "Újranevezések" whole
    (before: "Nevezés|ek", "Újraneve|zések" broken across lines)."""
    db, event = night
    words = pdf_text(printed(db, event, "report", "hu", "receipt", tmp_path)).split()
    for word in ("Nevezések", "Újranevezések", "Kifizetett", "nyeremények", "fejpénzek"):
        assert word in words
    assert not {"Nevezés", "Újraneve", "zések"} & set(words)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("kind", ["seating-list", "results", "structure", "report"])
def test_column_headings_whole_and_on_80_mm_paper(qapp: object, tmp_path: Path, kind: str,
                                                  lang: str) -> None:
    """A bounty of $500 a head; Farkas Judit busts the nine others, Kovács Anna last,
    second, her $6,600 to be paid: on 80 mm paper each table's column headings are
    printed whole and every word is inside the slip's margins. The Hungarian
    results' headings "Helyezés Játékos Nyeremény Fejpénzek" in 9 pt bold were
    2.5 mm wider than the slip (the Fejpénzek column past its edge); they are a
    point smaller than the rows on receipt paper."""
    db, event = night_with(tmp_path, {**SETTINGS, "bounty": 500})
    tournament = TournamentService(db)
    with Session(db.engine) as s:
        entries = [e.id or 0 for e in s.exec(select(Entry).order_by(Entry.id))]
    winner = entries[-1]  # Farkas Judit
    for entry in entries[:9][::-1]:  # Kovács Anna busts last, second
        tournament.count_chips(entry, 0, T0)
        tournament.bust(event, {entry: 0}, T0, eliminators=[winner])
    paper = PaperService(db).paper(kind, event, T0)
    pdf = printed(db, event, kind, lang, "receipt", tmp_path)
    words = [w for page in words_on_pages(pdf) for w in page]
    left, right = across("receipt")
    assert not [w.text for w in words if w.left < left - 0.5 or w.right > right + 0.5]
    printed_words = [w.text for w in words]
    headings = [render(c, lang) for block in paper.blocks for c in block.columns]
    assert headings
    for heading in headings:
        for word in heading.split():
            assert word in printed_words, (word, printed_words)
    if kind == "results":
        assert ("2 Kovács Anna $6,600 (to be paid)" if lang == "en"
                else "2 Kovács Anna $6600 (kifizetendő)") in pdf_text(pdf)
        assert ("Bounties" if lang == "en" else "Fejpénzek") in headings
    db.close()


@pytest.mark.parametrize("size", ["a4", "letter"])
def test_seat_cards_several_to_a_sheet_with_cut_lines(
        qapp: object, night: tuple[Database, int], tmp_path: Path, size: str) -> None:
    """Ten seat cards: eight to a sheet, two sheets (before: ten sheets, one small card
    on each), dashed cut lines down the middle of the sheet between the columns."""
    db, event = night
    pdf = printed(db, event, "seat-cards", "en", size, tmp_path)
    assert len(PdfReader(pdf).pages) == 2
    words = pdf_text(pdf)
    for name in PLAYERS:
        assert name in words
    first, _second = pages_as_images(pdf)
    middle = first.width() // 2
    gray = first.convertToFormat(QImage.Format.Format_Grayscale8)
    cut = [gray.pixelColor(x, y).value() < 230 for y in range(first.height())
           for x in range(middle - 2, middle + 3)]
    assert sum(cut) > first.height() // 4  # a dashed line most of the way down


def test_structure_sheet_lists_levels_breaks_color_ups_and_payouts(
        qapp: object, night: tuple[Database, int], tmp_path: Path) -> None:
    """R-8.1 levels in order with blinds, ante and minutes; R-8.3 the break with the
    chips colored up; R-8.6 the payouts for the ten entries so far (the buy-in
    includes the fee: 10 x $2,700 in the prize pool, 70 % and 30 % of it)."""
    db, event = night
    en = pdf_text(printed(db, event, "structure", "en", "a4", tmp_path))
    for part in ("Buy-in: $3,000", "Fee: $300", "Starting stack: 10,000 chips",
                 "Late registration until the end of level 2",
                 "Rebuy: $3,000 for 10,000 chips", "Rebuys until the end of level 2",
                 "Add-on at break 1: $2,000 for 5,000 chips",
                 "1 25/50 20", "2 50/100 20", "Break Color-up: 25 removed 15",
                 "3 100/200 200 20",
                 "For 10 entries, prize pool $27,000", "1 $18,900", "2 $8,100"):
        assert part in en, part
    hu = pdf_text(printed(db, event, "structure", "hu", "receipt", tmp_path))
    for part in ("Nevezési díj: $3000", "Kezdő stack: 10 000 zseton",
                 "Késői nevezés a 2. szint végéig", "Add-on az 1. szünetben: $2000",
                 "Szünet Zsetoncsere: 25 lekerül 15", "10 nevezésre, díjalap: $27 000",
                 "1 $18 900", "2 $8100"):
        assert part in hu, part


PKO_LEVELS = [{"small_blind": 25, "big_blind": 50, "minutes": 20},
              {"small_blind": 50, "big_blind": 100, "minutes": 20},
              {"minutes": 15, "is_break": True},
              {"small_blind": 100, "big_blind": 200, "minutes": 20}]
PKO = {"buy_in": 10000, "fee": 1000, "bounty": 4000, "bounty_kind": "progressive",
       "starting_stack": 20000, "currency": "Ft",
       "re_entries": 2, "re_entry_until_level": 2,
       "rebuys": True, "rebuy": {"price": 8000, "fee": 800, "until_first_break": True,
                                 "max_per_player": 1, "stack_threshold": 5000},
       "add_ons": True, "add_on": {"price": 5000, "fee": 500, "chips": 10000, "at_break": 1},
       "blinds": {"levels": PKO_LEVELS},
       "payouts": {"rows": [{"min_entries": 2, "max_entries": 100, "percents": [70, 30]}]}}
STATED = {
    "en": ("Buy-in: 10,000 Ft Fee: 1,000 Ft Bounty: 4,000 Ft, progressive knockout (PKO): "
           "half of a busted player's bounty is paid to the eliminator at once, the other "
           "half is added to the eliminator's own bounty Starting stack: 20,000 chips "
           "Re-entries: 2 per player Re-entries until the end of level 2 "
           "Rebuy: 8,000 Ft for 20,000 chips Rebuy fee: 800 Ft Rebuys until the first break "
           "A player may rebuy once A rebuy is allowed with 5,000 chips or fewer "
           "Add-on at break 1: 5,000 Ft for 10,000 chips Add-on fee: 500 Ft Levels"),
    "hu": ("Nevezési díj: 10 000 Ft Díj (a ház): 1000 Ft Fejpénz: 4000 Ft, progresszív "
           "kiütéses (PKO): a kiesett játékos fejpénzének felét a kiütő azonnal megkapja, a "
           "másik fele a kiütő saját fejpénzéhez adódik Kezdő stack: 20 000 zseton "
           "Újranevezés: játékosonként 2 alkalommal Újranevezés a 2. szint végéig "
           "Rebuy: 8000 Ft, 20 000 zseton A rebuy díja (a ház): 800 Ft Rebuy az első szünetig "
           "Egy játékos egyszer kérhet rebuyt Rebuy legfeljebb 5000 zsetonnal kérhető "
           "Add-on az 1. szünetben: 5000 Ft, 10 000 zseton Az add-on díja (a ház): 500 Ft "
           "Szintek"),
}


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_structure_sheet_states_re_entries_the_rebuys_limits_the_fees_and_the_pko(
        qapp: object, tmp_path: Path, lang: str) -> None:
    """A re-entry PKO (TDA 27): two re-entries to the end of level 2, one rebuy of
    8000 Ft (800 Ft fee) to the first break with 5000 chips or fewer, an add-on with a
    500 Ft fee, a 4000 Ft progressive bounty. The sheet said none of the re-entries,
    the rebuy's window, limit, threshold and fee, the add-on's fee or that the bounty
    is progressive: a player reading it could not know half of a bounty rides on."""
    db, event = night_with(tmp_path, PKO)
    words = pdf_text(printed(db, event, "structure", lang, "a4", tmp_path))
    assert STATED[lang] in words, words
    db.close()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_structure_sheet_re_entries_close_with_late_registration(
        qapp: object, tmp_path: Path, lang: str) -> None:
    """One re-entry with no level of its own closes with the late registration (end of
    level 2), as the console refuses it then; a rebuy with no stack threshold is
    allowed with the starting stack or fewer (10,000 chips), as the console allows it."""
    db, event = night_with(tmp_path, {**SETTINGS, "re_entries": 1})
    words = pdf_text(printed(db, event, "structure", lang, "a4", tmp_path))
    for part in {"en": ("Re-entries: one per player Re-entries until the end of level 2",
                        "A rebuy is allowed with 10,000 chips or fewer"),
                 "hu": ("Újranevezés: játékosonként 1 alkalommal Újranevezés a 2. szint végéig",
                        "Rebuy legfeljebb 10 000 zsetonnal kérhető")}[lang]:
        assert part in words, (part, words)
    db.close()


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_structure_sheet_says_a_mystery_bounty_is_drawn(qapp: object, tmp_path: Path,
                                                        lang: str) -> None:
    """A $500 mystery bounty: the bounties go into envelopes, each bust draws one."""
    db, event = night_with(tmp_path, {**SETTINGS, "bounty": 500, "bounty_kind": "mystery"})
    words = pdf_text(printed(db, event, "structure", lang, "a4", tmp_path))
    assert {"en": "Bounty: $500, mystery: the bounties go into envelopes, and each bust "
                  "draws one for the eliminator",
            "hu": "Fejpénz: $500, rejtélyes: a fejpénzek borítékokba kerülnek, és minden "
                  "kiesésnél a kiütő húz egyet"}[lang] in words, words
    db.close()


@pytest.mark.parametrize(("lang", "locale"), [("en", "en_US"), ("hu", "hu_HU")])
@pytest.mark.parametrize("currency", ["$", "€", "Ft", "EUR"])
@pytest.mark.parametrize("amount", [0, 20, 3300, 38500, -6700, 1080000])
def test_money_on_paper_as_on_the_screens(qapp: object, lang: str, locale: str,
                                          currency: str, amount: int) -> None:
    """A paper writes money as the windows do (``director_widgets.money``): a sign
    before the digits, a word after them, the language's grouping."""
    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        assert render(money(amount, currency), lang) == director_widgets.money(amount, currency)
    finally:
        QLocale.setDefault(before)


def test_an_event_without_a_currency_prints_the_default_one(qapp: object,
                                                            tmp_path: Path) -> None:
    """An event stored before currencies is printed in the program's default, as the
    windows show it: "$3,300" (before: "3,300" with no currency, or "3,300 $")."""
    settings = {**SETTINGS, "buy_in": 3300, "currency": ""}
    db, event = night_with(tmp_path, settings)
    path = tmp_path / "structure.pdf"
    save_pdf(PaperService(db).paper("structure", event, T0, "$"), path, "en")
    assert "Buy-in: $3,300" in pdf_text(path)
    save_pdf(PaperService(db).paper("structure", event, T0, "Ft"), path, "hu")
    assert "Nevezési díj: 3300 Ft" in pdf_text(path)
    db.close()
