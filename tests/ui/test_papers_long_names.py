"""Papers for players with long names, printed to PDF and read back with each word's
box on the page (poppler's ``pdftotext -bbox``): a card shows every line of it
inside its cut lines, however long the name on it.

- A payout receipt on A4 or Letter (three to a column) for "Szentgyörgyi Annamária"
  or "Dr. Szentgyörgyi-Kovácsházy Annamária Erzsébet Krisztina" keeps its total,
  the date and the line to sign; a seat card (four to a column) keeps the date.
  Before, the name at 22 pt took two to four lines and whatever came after the
  card's height was clipped away: the winner signed a receipt without its total.
- A surname longer than a column or a card is wide ("Wolfeschlegelsteinhausen-
  bergerdorff", 35 letters; his registered long form) is split where it must be,
  and nothing else: the seating list's Table and Seat columns stay on the paper
  (before, Qt's word wrap never broke the word and the columns ran past the
  paper's edge for every player), a card keeps its lines at their size.
"""

from __future__ import annotations

import random
import re
import subprocess
import unicodedata
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from director.engine.frozen import frozen_record
from director.services.events.event_service import EventService
from director.services.papers.papers import PaperService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.ui.papers.printing import (
    CARD_COLUMNS,
    CARD_ROWS,
    RECEIPT_MARGIN_MM,
    RECEIPT_WIDTH_MM,
    SHEET_MARGIN_MM,
    save_pdf,
)
from tests.template_db import new_database
from tests.ui.test_papers_pdf import pdf_text

T0 = datetime(2026, 3, 7, 19, 0, tzinfo=UTC)
SETTINGS = {"buy_in": 5000, "fee": 500, "bounty": 1000, "starting_stack": 20000,
            "currency": "Ft",
            "blinds": {"levels": [{"small_blind": 100, "big_blind": 200, "minutes": 20}]},
            "payouts": {"rows": [{"min_entries": 2, "max_entries": 100,
                                  "percents": [70, 30]}]}}
LONG_NAMES = ["Szentgyörgyi Annamária",
              "Dr. Szentgyörgyi-Kovácsházy Annamária Erzsébet Krisztina"]
SURNAME = "Wolfeschlegelsteinhausenbergerdorff"
# Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr.'s surname as he registered
# it, in part (160 letters)
LONG_FORM = ("Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft"
             "schaferswessenschafewarenwohlgepflegeundsorgfaltigkeitbeschutzenvon"
             "angreifenddurchihrraubgierigfeinde")
OTHERS = ["Kovács Anna", "Nagy Béla", "Szabó Cili"]
MM = 72 / 25.4  # PDF points a millimetre


@frozen_record
class Word:
    """A word printed on a page, its box in PDF points from the page's top left."""

    text: str
    left: float
    top: float
    right: float
    bottom: float


def words_on_pages(pdf: Path) -> list[list[Word]]:
    """Every page's words with their boxes, as poppler's ``pdftotext -bbox`` finds
    them in the PDF (a word the printer clipped away at a card's edge is still
    there, in its whole box; a line below a card's bottom edge is not drawn),
    ligatures (ﬁ) undone."""
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True,
                         capture_output=True, text=True).stdout
    xhtml = "{http://www.w3.org/1999/xhtml}"
    return [[Word(unicodedata.normalize("NFKC", w.text or ""),
                  *(float(w.attrib[edge]) for edge in ("xMin", "yMin", "xMax", "yMax")))
             for w in page.iter(f"{xhtml}word")]
            for page in ElementTree.fromstring(out).iter(f"{xhtml}page")]


@frozen_record
class Cell:
    """A card's place on a sheet, between its cut lines (PDF points)."""

    left: float
    top: float
    right: float
    bottom: float

    def holds(self, word: Word) -> bool:
        """Whether ``word`` starts in this cell."""
        return self.left <= word.left < self.right and self.top <= word.top < self.bottom

    def encloses(self, word: Word) -> bool:
        """Whether the whole of ``word``'s box is inside the cut lines."""
        return (self.left <= word.left and word.right <= self.right
                and self.top <= word.top and word.bottom <= self.bottom)


def cells(page: tuple[float, float], rows: int) -> list[Cell]:
    """The cells of a sheet of cards, two across and ``rows`` down, in the order the
    cards are printed."""
    margin = SHEET_MARGIN_MM * MM
    width = (page[0] - 2 * margin) / CARD_COLUMNS
    height = (page[1] - 2 * margin) / rows
    return [Cell(margin + (n % CARD_COLUMNS) * width, margin + (n // CARD_COLUMNS) * height,
                 margin + (n % CARD_COLUMNS + 1) * width, margin + (n // CARD_COLUMNS + 1) * height)
            for n in range(CARD_COLUMNS * rows)]


PAGES = {"a4": (595.0, 842.0), "letter": (612.0, 792.0)}


def card_of(pdf: Path, size: str, kind: str, name: str) -> str:
    """The words of the card on the first sheet that names ``name``, as one line of
    text (a name broken after its hyphen joined again); checked to be every one
    inside the card's cut lines."""
    words = words_on_pages(pdf)[0]
    texts = []
    for cell in cells(PAGES[size], CARD_ROWS[kind]):
        inside = [w for w in words if cell.holds(w)]
        text = " ".join(w.text for w in inside).replace("- ", "-")
        if name in text:
            outside = [w.text for w in inside if not cell.encloses(w)]
            assert not outside, f"past the card's cut lines: {outside}"
            return text
        texts.append(text)
    raise AssertionError(f"no card names {name}: {texts}")


def night(path: Path, names: Sequence[str]) -> tuple[Database, int, dict[str, int]]:
    """``names`` registered to the Friday Bounty and seated at one table of ten."""
    db = new_database(path)
    events, tournament, seating = EventService(db), TournamentService(db), SeatingService(db)
    event = events.create_event("tournament", "Friday Bounty", SETTINGS, T0)
    entries = {name: tournament.register(event, events.add_player(name, T0), T0)
               for name in names}
    seating.open_tables(event, 1, T0, seats=10)
    seating.draw_seats(event, T0, random.Random(3))
    return db, event, entries


@pytest.fixture(params=LONG_NAMES)
def won_by_a_long_name(request: pytest.FixtureRequest,
                       tmp_path: Path) -> Iterator[tuple[Database, int, str]]:
    """The long-named player busts Béla and Cili and wins the Friday Bounty of three:
    7350 Ft (70 % of the 10 500 Ft prize pool) and two bounties of 1000 Ft."""
    name = request.param
    db, event, entries = night(tmp_path / "night.sqlite3", [name, "Béla", "Cili"])
    tournament = TournamentService(db)
    for out in ("Cili", "Béla"):
        tournament.count_chips(entries[out], 0, T0)
        tournament.bust(event, {entries[out]: 0}, T0, eliminators=[entries[name]])
    tournament.finish(event, T0)
    yield db, event, name
    db.close()


def printed(db: Database, event: int, kind: str, lang: str, size: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{kind}-{lang}-{size}.pdf"
    save_pdf(PaperService(db).paper(kind, event, T0), path, lang, size)
    return path


@pytest.mark.parametrize("size", ["a4", "letter"])
@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Place: 1", "Prize: 7,350 Ft", "Bounties: 3,000 Ft", "Received in all: 10,350 Ft",
            "Friday Bounty, March 7, 2026", "Signature"]),
    ("hu", ["Helyezés: 1.", "Nyeremény: 7350 Ft", "Fejpénzek: 3000 Ft",
            "Összesen átvett: 10 350 Ft", "Friday Bounty, 2026. március 7.", "Aláírás"]),
])
def test_a_payout_receipt_for_a_long_name_keeps_its_total_date_and_signature(
        qapp: object, won_by_a_long_name: tuple[Database, int, str], tmp_path: Path,
        size: str, lang: str, lines: list[str]) -> None:
    """The winner's receipt on a sheet of three rows: the name whole, then the place,
    the prize, the bounties (two won and their own), the 10,350 Ft received in all,
    the date and the line to sign, every word inside the card's cut lines (before:
    the total half cut, the date and the line to sign gone under the card's bottom
    edge)."""
    db, event, name = won_by_a_long_name
    pdf = printed(db, event, "receipts", lang, size, tmp_path)
    text = card_of(pdf, size, "receipts", name)
    assert text.startswith(("Payout receipt " if lang == "en" else "Kifizetési elismervény ")
                           + name), text
    after = text
    for line in lines:  # every line, in order
        assert line in after, (line, text)
        after = after.split(line, 1)[1]
    assert "_" * 22 in text


@pytest.mark.parametrize("size", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_seat_card_with_a_four_line_name_keeps_its_seat_and_date(
        qapp: object, tmp_path: Path, size: str, lang: str) -> None:
    """Dr. Szentgyörgyi-Kovácsházy Annamária Erzsébet Krisztina's seat card (four to a
    column): the name, the seat and the date all inside the cut lines (before: the
    name took four lines at 22 pt and the date was gone)."""
    name = LONG_NAMES[1]
    db, event, _ = night(tmp_path / "night.sqlite3", [name, "Béla", "Cili"])
    pdf = printed(db, event, "seat-cards", lang, size, tmp_path)
    text = card_of(pdf, size, "seat-cards", name)
    seat = (r"Table 1, seat \d+ Friday Bounty, March 7, 2026" if lang == "en"
            else r"1\. asztal, \d+\. szék Friday Bounty, 2026\. március 7\.")
    assert re.search(name.replace(".", r"\.") + " " + seat + "$", text), text
    db.close()


def across(size: str) -> tuple[float, float]:
    """The left and right edges of what the printer prints on, PDF points."""
    if size == "receipt":
        return RECEIPT_MARGIN_MM * MM, (RECEIPT_WIDTH_MM - RECEIPT_MARGIN_MM) * MM
    return SHEET_MARGIN_MM * MM, PAGES[size][0] - SHEET_MARGIN_MM * MM


@pytest.mark.parametrize(("size", "name"), [("receipt", f"Hubert {SURNAME}"),
                                            ("a4", f"Hubert Blaine {LONG_FORM}")])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_long_surname_keeps_the_seating_lists_columns_on_the_paper(
        qapp: object, tmp_path: Path, size: str, name: str, lang: str) -> None:
    """Hubert Wolfeschlegelsteinhausenbergerdorff seated with Kovács Anna, Nagy Béla
    and Szabó Cili: the seating list on 80 mm paper (his long form on A4) has every
    word between the paper's margins, and every player's row its table and seat
    (before: the Seat column past the slip's edge for all four)."""
    db, event, _ = night(tmp_path / "night.sqlite3", [name, *OTHERS])
    pdf = printed(db, event, "seating-list", lang, size, tmp_path)
    left, right = across(size)
    words = [w for page in words_on_pages(pdf) for w in page]
    past = [w.text for w in words if w.left < left - 0.5 or w.right > right + 0.5]
    assert not past, f"past the paper's margins: {past}"
    seat = r"Table1\d+" if lang == "en" else r"1\.asztal\d+"
    squeezed = pdf_text(pdf).replace(" ", "")
    for player in [name, *OTHERS]:
        assert re.search(re.escape(player.replace(" ", "")) + seat, squeezed), player
    db.close()


@pytest.mark.parametrize("size", ["a4", "receipt"])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_surname_wider_than_the_card_is_split_and_the_card_keeps_its_size(
        qapp: object, tmp_path: Path, size: str, lang: str) -> None:
    """Hubert Blaine Wolfeschlegelsteinhausenbergerdorff's seat card with his surname's
    160 letters: split over lines inside the card, and his seat written as large
    as on Kovács Anna's card (not the whole card shrunk to the surname's width)."""
    name = f"Hubert Blaine {LONG_FORM}"
    db, event, _ = night(tmp_path / "night.sqlite3", [name, *OTHERS])
    pdf = printed(db, event, "seat-cards", lang, size, tmp_path)
    seat_word = "seat" if lang == "en" else "szék"
    heights = {}
    for page in words_on_pages(pdf):
        left, right = across(size)
        assert all(left - 0.5 <= w.left and w.right <= right + 0.5 for w in page), (
            [w.text for w in page if w.right > right + 0.5])
        for cell in (cells(PAGES[size], CARD_ROWS["seat-cards"]) if size != "receipt"
                     else [Cell(left, 0, right, 10_000)]):
            card = [w for w in page if cell.holds(w)]
            text = "".join(w.text for w in card)
            if not card:
                continue
            assert all(cell.encloses(w) for w in card)
            owner = next((p for p in (name, *OTHERS) if p.replace(" ", "") in text), None)
            assert owner is not None, text
            heights[owner] = next(w.bottom - w.top for w in card if w.text == seat_word)
    assert heights[name] == pytest.approx(heights["Kovács Anna"], rel=0.02), heights
    db.close()
