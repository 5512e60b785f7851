"""Printing a paper on A4, Letter or 80 mm receipt paper (issue 29: papers fit their
paper), to a printer, Qt's print preview or a PDF file.

- A sheet on A4 or Letter is a ``QTextDocument`` laid out at the printer's own
  resolution across the page's printable width (Qt's own print adds 2 cm margins
  of its own when the document has no page size: on 80 mm paper that left a
  third of the width), pages following as the text needs.
- On 80 mm receipt paper a sheet is one strip: the slip is made as long as the
  text, so the night's report comes out of the printer in one piece; a paper of
  cards is one slip a card, every slip as long as the longest card.
- Cards on A4 or Letter (seat cards, move slips, payout receipts) are several
  to a sheet, two across, with dashed cut lines round each. A card always shows all
  its lines: a name too long for its card at the card's size is printed smaller,
  in the largest size at which the whole card fits its cell (the date and the line
  to sign included) with no word of it wider than the card; a card that does not
  fit even with its name at the paper's base size has its name split where a word
  is wider than the card, and is drawn smaller whole if still too tall. Nothing
  is clipped (a receipt for "Dr. Szentgyörgyi-Kovácsházy Annamária Erzsébet
  Krisztina" lost its total, the date and the line to sign below the cut line).
  On receipt paper, where a slip is as long as its card, the name is fitted to
  the slip's width the same way.

Text wraps between words, and a word is never split ("Nevezés|ek") where the text
fits its paper with its words whole; where it cannot (a 35-letter surname in the
seating list's Player column on 80 mm paper), a word too wide for its room is split
where it must be, so that nothing runs off the paper (the seating list's Table and
Seat columns went past the slip's edge for every player; Qt's word wrap never
breaks a word).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPen, QTextDocument, QTextOption
from PySide6.QtPrintSupport import QPrinter

from director.services.papers.saved_files import partial_for, pdf_whole, put_in_place
from director.services.papers.sheet import Block, Paper
from director.ui.common.style import scheme_colours
from director.ui.papers.paper_html import Sizes, card_html, sheet_html

SIZES = ("a4", "letter", "receipt")
RECEIPT_WIDTH_MM = 80.0
RECEIPT_MARGIN_MM = 4.0
SHEET_MARGIN_MM = 15.0
MIN_SLIP_MM = 40.0  # a slip is never shorter than this
STRIP_END_MM = 3.0  # blank paper after the last line, before the cutter
CARD_COLUMNS = 2
CARD_ROWS = {"seat-cards": 4, "move-slips": 4, "receipts": 3}  # rows a sheet
CARD_PADDING_MM = 5.0


def page_size(size: str, length_mm: float = 120.0) -> QPageSize:
    """The paper of ``size``; a receipt slip ``length_mm`` long."""
    if size == "letter":
        return QPageSize(QPageSize.PageSizeId.Letter)
    if size == "receipt":
        # ExactMatch: else Qt snaps a slip near a standard size to it (80 x 114 mm
        # came out 81.3 mm wide, the size of an envelope)
        return QPageSize(QSizeF(RECEIPT_WIDTH_MM, length_mm), QPageSize.Unit.Millimeter,
                         "80 mm receipt", QPageSize.SizeMatchPolicy.ExactMatch)
    return QPageSize(QPageSize.PageSizeId.A4)


def set_paper(printer: QPrinter, size: str, length_mm: float = 120.0) -> None:
    margin = RECEIPT_MARGIN_MM if size == "receipt" else SHEET_MARGIN_MM
    printer.setPageLayout(QPageLayout(page_size(size, length_mm),
                                      QPageLayout.Orientation.Portrait,
                                      QMarginsF(margin, margin, margin, margin),
                                      QPageLayout.Unit.Millimeter))


def printer_for(size: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_paper(printer, size)
    return printer


def print_paper(paper: Paper, printer: QPrinter, lang: str, size: str) -> None:
    """``paper`` on ``printer`` (a printer, the preview's or a PDF file's) in ``lang``."""
    receipt = size == "receipt"
    if paper.cards:
        if receipt:
            _print_slips(paper, lang, printer)
        else:
            _print_card_sheets(paper, lang, printer, CARD_ROWS.get(paper.kind, 4))
        return
    document = _document(sheet_html(paper, lang, receipt), printer, _width(printer))
    if receipt:
        _print_strip(document, printer)
        return
    document.setPageSize(_page(printer).size())
    document.print_(printer)


def save_pdf(paper: Paper, path: Path, lang: str, size: str = "a4") -> None:
    """``paper`` as a PDF file at ``path``; a file that cannot be written is refused
    in words (``ServiceError``), as Qt's printer only warns: the PDF is written beside
    the file and put in its place only when it is whole (``saved_files``), so a full
    disk leaves the file that was there as it was, and nothing is said as saved."""
    partial = partial_for(path)
    try:
        printer = printer_for(size)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(partial))
        print_paper(paper, printer, lang, size)
        del printer  # the PDF is finished (written out) when its printer goes
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    put_in_place(partial, path, pdf_whole)


# ------------------------------------------------------------------ the layout


def _page(printer: QPrinter) -> QRectF:
    """The printable part of the page, in the printer's pixels (from its top left)."""
    rect = printer.pageRect(QPrinter.Unit.DevicePixel)
    return QRectF(0, 0, rect.width(), rect.height())


def _width(printer: QPrinter) -> float:
    return _page(printer).width()


def _document(text: str, printer: QPrinter, width: float,
              split_words: bool = True) -> QTextDocument:
    """``text`` laid out ``width`` printer pixels wide, at the printer's resolution,
    lines broken between words; where a word is wider than its room (the text wider
    than ``width``), laid out again with such words split where they must be
    (``split_words``: else it runs past the width, the document as wide as it).
    Split from the start, a table's columns share the width otherwise, and a word
    that fits whole could be split ("Nyeremé|ny")."""
    document = _laid_out(text, printer, width, QTextOption.WrapMode.WordWrap)
    if split_words and document.size().width() > width + 0.5:
        return _laid_out(text, printer, width,
                         QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    return document


def _laid_out(text: str, printer: QPrinter, width: float,
              wrap: QTextOption.WrapMode) -> QTextDocument:
    document = QTextDocument()
    document.documentLayout().setPaintDevice(printer)
    option = document.defaultTextOption()
    option.setWrapMode(wrap)
    document.setDefaultTextOption(option)
    document.setDocumentMargin(0)
    document.setHtml(text)
    document.setTextWidth(width)
    return document


def _length_mm(document: QTextDocument, printer: QPrinter) -> float:
    return document.size().height() / printer.resolution() * 25.4


def _print_strip(document: QTextDocument, printer: QPrinter) -> None:
    """``document`` on one receipt slip as long as the text: drawn whole, never cut
    into pages (Qt's own pagination put the last line of a strip measured to fit on
    a second slip)."""
    length = _length_mm(document, printer) + 2 * RECEIPT_MARGIN_MM + STRIP_END_MM
    set_paper(printer, "receipt", max(length, MIN_SLIP_MM))
    painter = QPainter(printer)
    try:
        document.drawContents(painter)
    finally:
        painter.end()


def _print_slips(paper: Paper, lang: str, printer: QPrinter) -> None:
    """One receipt slip a card, each as long as the longest."""
    width = _width(printer)
    cards = [_card(paper, block, lang, printer, QSizeF(width, 0), receipt=True)
             for block in paper.blocks]
    longest = max(_card_height(card) for card in cards) / printer.resolution() * 25.4
    set_paper(printer, "receipt", max(longest + 2 * RECEIPT_MARGIN_MM, MIN_SLIP_MM))
    painter = QPainter(printer)
    try:
        for n, card in enumerate(cards):
            if n:
                printer.newPage()
            _draw_card(painter, card)
    finally:
        painter.end()


def _print_card_sheets(paper: Paper, lang: str, printer: QPrinter, rows: int) -> None:
    """Cards two across and ``rows`` down a sheet, dashed cut lines round each, each
    card fitted to its cell (``_card``)."""
    page = _page(printer)
    cell = QSizeF(page.width() / CARD_COLUMNS, page.height() / rows)
    pad = CARD_PADDING_MM / 25.4 * printer.resolution()
    room = cell - QSizeF(2 * pad, 2 * pad)
    cards = [_card(paper, block, lang, printer, room) for block in paper.blocks]
    per_sheet = CARD_COLUMNS * rows
    painter = QPainter(printer)
    try:
        for sheet, start in enumerate(range(0, len(cards), per_sheet)):
            if sheet:
                printer.newPage()
            on_sheet = cards[start:start + per_sheet]
            for place, card in zip(_places(len(on_sheet), cell), on_sheet, strict=True):
                painter.save()
                painter.translate(place + QPointF(pad, pad))
                _draw_card(painter, card)
                painter.restore()
            _cut_lines(painter, len(on_sheet), cell, printer)
    finally:
        painter.end()


Card = tuple[QTextDocument, float]  # a card laid out, and the scale it is drawn at


def _card(paper: Paper, block: Block, lang: str, printer: QPrinter, room: QSizeF,
          receipt: bool = False) -> Card:
    """The card of ``block`` laid out ``room.width()`` wide to fit ``room`` (a height
    of 0: as tall as it needs, a receipt slip): its name in the largest size, from
    the card's own down to the paper's base size, at which the whole card fits with
    no word split; failing that, with its name at the base size, a word wider than
    the card split and the card drawn smaller whole if still too tall, so that every
    line of it is on the card."""
    sizes = Sizes.of(receipt)
    text = ""
    for points in _name_sizes(sizes, block):
        text = card_html(paper, block, lang, receipt, name_points=points)
        document = _document(text, printer, room.width(), split_words=False)
        if _fits(document.size(), room):
            return document, 1.0
    document = _document(text, printer, room.width())
    size = document.size()
    scale = min(room.width() / size.width(),
                room.height() / size.height() if room.height() else 1.0)
    return document, min(scale, 1.0)


def _name_sizes(sizes: Sizes, block: Block) -> Sequence[int | None]:
    """The sizes a card's name is tried in, largest first (a card without a name:
    as it is)."""
    if block.heading is None:
        return [None]
    return range(sizes.card_name, sizes.base - 1, -1)


def _fits(size: QSizeF, room: QSizeF) -> bool:
    """Whether a card of ``size`` fits ``room`` (a height of 0: any height); half a
    printer pixel is rounding."""
    return (size.width() <= room.width() + 0.5
            and (not room.height() or size.height() <= room.height() + 0.5))


def _card_height(card: Card) -> float:
    document, scale = card
    return document.size().height() * scale


def _draw_card(painter: QPainter, card: Card) -> None:
    """``card`` drawn whole at the painter's origin, never clipped."""
    document, scale = card
    painter.save()
    painter.scale(scale, scale)
    document.drawContents(painter)
    painter.restore()


def _places(count: int, cell: QSizeF) -> Iterator[QPointF]:
    for n in range(count):
        yield QPointF((n % CARD_COLUMNS) * cell.width(), (n // CARD_COLUMNS) * cell.height())


def _cut_lines(painter: QPainter, count: int, cell: QSizeF, printer: QPrinter) -> None:
    pen = QPen(scheme_colours("light")["muted"])  # paper is light whatever the screen
    pen.setStyle(Qt.PenStyle.DashLine)
    pen.setWidthF(printer.resolution() / 150)  # about a third of a point
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for place in _places(count, cell):
        painter.drawRect(QRectF(place, cell))
