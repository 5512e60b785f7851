"""File > Papers: the night's papers (``director.services.papers``) printed with a
preview (``QPrintPreviewDialog``) or saved as PDF, on A4, Letter or 80 mm receipt
paper (``printing`` lays them out); a tournament's results or a cash game's
ledger saved as CSV.

``PapersDialog`` chooses the paper and the paper size; the texts are the paper's
messages rendered in the language the program runs in, its money in the event's
currency, else the program's default one.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QPushButton,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from director.services.events.queries import Queries
from director.services.papers import csv_files
from director.services.papers.papers import PaperService
from director.services.papers.sheet import KINDS, Paper
from director.ui.common.actions import ActionRunner
from director.ui.common.context import EventWindow
from director.ui.common.director_widgets import MessageLabel, default_currency, fit_to_screen
from director.ui.common.language import current_language as language
from director.ui.common.named import named
from director.ui.papers.printing import SIZES, print_paper, printer_for, save_pdf

if TYPE_CHECKING:
    from director.services.core.database import Database


class PaperPreview(QPrintPreviewDialog):
    """Qt's print preview of one paper, which owns its printer.

    The C++ dialog keeps only a pointer to the printer it is given: a printer made
    as a local of the button's handler was deleted when the handler returned, and
    the preview's first repaint ended the program (issue 29). Here the printer
    lives as long as the dialog, and the dialog is deleted when it is closed.
    """

    def __init__(self, paper: Paper, size: str, parent: QWidget) -> None:
        printer = printer_for(size)
        super().__init__(printer, parent)
        self.own_printer = printer  # kept: the C++ dialog does not own it
        self.paper, self.paper_size = paper, size
        self.setObjectName("paperPreviewDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.paintRequested.connect(self.paint)
        # as large as the screen allows, the page across its width: Qt's own size
        # showed the whole A4 page at a quarter of its size on a laptop, unreadable
        fit_to_screen(self, 1000, 700)
        pages = self.findChild(QPrintPreviewWidget)
        if pages is not None:
            pages.fitToWidth()
            view = pages.findChild(QGraphicsView)
            if view is not None:
                # The page fitted to the width, at some widths a scroll bar shown
                # narrowed the page enough to need none, and hidden widened it to need
                # it again: the preview flickered for ever at full processor (at
                # 484x700 for A4). The bar kept, the width never changes under it.
                view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        bar = self.findChild(QToolBar)
        if bar is not None and bar.actions():
            bar.actions()[0].setChecked(True)  # its Fit width button, shown as chosen

    def paint(self, printer: QPrinter) -> None:
        print_paper(self.paper, printer, language(), self.paper_size)


def open_preview(paper: Paper, size: str, parent: QWidget) -> PaperPreview:
    """Open the print preview of ``paper`` on ``size`` paper over ``parent``."""
    dialog = PaperPreview(paper, size, parent)
    dialog.open()
    return dialog


class PapersDialog(QDialog):
    """Choose a paper and a paper size; preview and print it, or save it as PDF."""

    def __init__(self, db: Database, event_id: int, cash: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("papersDialog")
        self.service = PaperService(db)
        self.event_id = event_id
        self.setWindowTitle(self.tr("Papers"))
        names = {
            "seat-cards": self.tr("Seat cards"), "seating-list": self.tr("Seating list"),
            "move-slips": self.tr("Table move slips"), "receipts": self.tr("Payout receipts"),
            "results": self.tr("Results"), "structure": self.tr("Structure sheet"),
            "settlement": self.tr("Cash game settlement"),
            "report": self.tr("The night's report")}
        self.kind = named(QComboBox(), "paperKind")
        for kind in KINDS:
            if (kind == "settlement") == cash:
                self.kind.addItem(names[kind], kind)
        self.paper_size = named(QComboBox(), "paperSize")
        for size, name in zip(SIZES, (self.tr("A4"), self.tr("Letter"),
                                      self.tr("80 mm receipt")), strict=True):
            self.paper_size.addItem(name, size)
        form = QFormLayout()
        form.addRow(self.tr("&Paper:"), self.kind)
        form.addRow(self.tr("Paper &size:"), self.paper_size)
        self.problem = MessageLabel(None, "paperProblem")
        self.runner = ActionRunner(lambda: db, self.problem, self)
        self.preview_button = named(QPushButton(self.tr("Pre&view and print...")), "paperPreview")
        self.pdf_button = named(QPushButton(self.tr("Save as P&DF...")), "paperPdf")
        self.csv_button = named(QPushButton(
            self.tr("Ledger as &CSV...") if cash else self.tr("Results as &CSV...")), "paperCsv")
        self.csv_button.clicked.connect(self.ask_csv)
        self.cash = cash
        close = named(QPushButton(self.tr("Close")), "paperClose")
        self.preview_button.clicked.connect(self.preview)
        self.pdf_button.clicked.connect(self.ask_pdf)
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        for b in (self.preview_button, self.pdf_button, self.csv_button, close):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)

    def current(self) -> Paper | None:
        """The chosen paper, or ``None`` with the reason shown (nothing seated yet...)."""
        paper = self.runner.run(lambda: self.service.paper(
            self.kind.currentData(), self.event_id, datetime.now(UTC), default_currency()))
        if paper is not None:
            self.problem.clear()
        return paper

    def preview(self) -> None:
        paper = self.current()
        if paper is None:
            return
        open_preview(paper, str(self.paper_size.currentData()), self)

    def ask_pdf(self) -> None:
        paper = self.current()
        if paper is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as PDF"),
                                              f"{paper.kind}.pdf", self.tr("PDF (*.pdf)"))
        if name:
            self.save(Path(name))

    def ask_csv(self) -> None:
        """A cash game's ledger, or a tournament's results, as CSV."""
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save as CSV"), "ledger.csv" if self.cash else "results.csv",
            self.tr("CSV (*.csv)"))
        if not name:
            return
        make = csv_files.ledger_csv if self.cash else csv_files.results_csv
        self.runner.run(lambda: csv_files.save(Path(name), make(self.service.db, self.event_id)),
                        lambda _none: self.tr("Saved"))  # a file not written is said

    def save(self, path: Path) -> None:
        paper = self.current()
        if paper is not None:  # a file not written is said, nothing said as saved
            self.runner.run(lambda: save_pdf(paper, path, language(),
                                             str(self.paper_size.currentData())),
                            lambda _none: self.tr("Saved"))


def open_papers(window: QWidget) -> PapersDialog | None:
    """The Papers dialog for the event on screen, else the event resumed last (a status
    message if none)."""
    assert isinstance(window, EventWindow)
    event_id = window.event_on_screen()
    if event_id is None:
        window.statusBar().showMessage(
            QCoreApplication.translate("PapersDialog", "Resume an event first"), 5000)
        return None
    cash = Queries(window.context.db).event_settings(event_id)[0] == "cash"
    dialog = PapersDialog(window.context.db, event_id, cash, window)
    window.papers_dialog = dialog  # type: ignore[attr-defined]
    dialog.open()
    return dialog
