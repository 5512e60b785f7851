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
  to a sheet, two across, with dashed cut lines round each.

Text wraps between words only: a word is never split ("Nevezés|ek").
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPen, QTextDocument, QTextOption
from PySide6.QtPrintSupport import QPrinter

from director.services.papers.saved_files import partial_for, pdf_whole, put_in_place
from director.services.papers.sheet import Paper
from director.ui.common.style import scheme_colours
from director.ui.papers.paper_html import card_html, sheet_html

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
        htmls = [card_html(paper, block, lang, receipt) for block in paper.blocks]
        if receipt:
            _print_slips(htmls, printer)
        else:
            _print_card_sheets(htmls, printer, CARD_ROWS.get(paper.kind, 4))
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


def _document(text: str, printer: QPrinter, width: float) -> QTextDocument:
    """``text`` laid out ``width`` printer pixels wide, at the printer's resolution,
    lines broken between words only."""
    document = QTextDocument()
    document.documentLayout().setPaintDevice(printer)
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
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


def _print_slips(htmls: list[str], printer: QPrinter) -> None:
    """One receipt slip a card, each as long as the longest."""
    width = _width(printer)
    longest = max(_length_mm(_document(h, printer, width), printer) for h in htmls)
    set_paper(printer, "receipt", max(longest + 2 * RECEIPT_MARGIN_MM, MIN_SLIP_MM))
    painter = QPainter(printer)
    try:
        for n, text in enumerate(htmls):
            if n:
                printer.newPage()
            _document(text, printer, width).drawContents(painter)
    finally:
        painter.end()


def _print_card_sheets(htmls: list[str], printer: QPrinter, rows: int) -> None:
    """Cards two across and ``rows`` down a sheet, dashed cut lines round each."""
    page = _page(printer)
    cell = QSizeF(page.width() / CARD_COLUMNS, page.height() / rows)
    pad = CARD_PADDING_MM / 25.4 * printer.resolution()
    per_sheet = CARD_COLUMNS * rows
    painter = QPainter(printer)
    try:
        for sheet, start in enumerate(range(0, len(htmls), per_sheet)):
            if sheet:
                printer.newPage()
            cards = htmls[start:start + per_sheet]
            for place, text in zip(_places(len(cards), cell), cards, strict=True):
                painter.save()
                painter.translate(place + QPointF(pad, pad))
                document = _document(text, printer, cell.width() - 2 * pad)
                document.drawContents(painter, QRectF(QPointF(0, 0), cell - QSizeF(2 * pad,
                                                                                   2 * pad)))
                painter.restore()
            _cut_lines(painter, len(cards), cell, printer)
    finally:
        painter.end()


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
