"""The seats of the hand: the player, stack, chips in front, cards, status, whose turn.
The cards are drawn as cards (LOOK.md): a white face, the suit in its colour (red and
black, or the four-colour deck), the rank and the suit symbol on it."""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
)

from director.engine.cards import Suit
from director.services.tables.dealer_session import SeatRow, SeatStatus
from director.ui.common.language import follow_language
from director.ui.common.look_preferences import look, suit_colour
from director.ui.common.style import colour

CARDS = 4  # the cards' column
#: a card as ``Card.pretty`` writes it: a rank and a suit symbol (``T♥``, ``A♠``)
CARD_TEXT = re.compile(r"(10|[2-9TJQKA])([♣♦♥♠])")
SUITS = "♣♦♥♠"  # the engine's order (``Suit``: clubs, diamonds, hearts, spades)
PAD = 3  # a card's face around its rank and suit, and the room between cards


def card_runs(text: str) -> list[tuple[str, int | None]]:
    """``text`` in runs: each card with its suit's number (``Suit``), and the words
    between (``down:``, ``| up:``, a back's ``··``) with None."""
    runs: list[tuple[str, int | None]] = []
    at = 0
    for found in CARD_TEXT.finditer(text):
        if found.start() > at:
            runs.append((text[at:found.start()], None))
        runs.append((found.group(0), SUITS.index(found.group(2))))
        at = found.end()
    if at < len(text):
        runs.append((text[at:], None))
    return runs


def card_faces(text: str, rect: QRect, metrics: QFontMetrics
               ) -> list[tuple[QRectF, str, int | None]]:
    """Where each run of a cards' cell is drawn in ``rect``: a card's face (its suit's
    number) or the words between the cards (None), left to right."""
    x = float(rect.left() + PAD)
    height = min(rect.height() - 4, metrics.height() + 2 * PAD)
    top = rect.top() + (rect.height() - height) / 2
    places: list[tuple[QRectF, str, int | None]] = []
    for run, suit in card_runs(text):
        width = metrics.horizontalAdvance(run)
        if suit is None:
            places.append((QRectF(x, rect.top(), width, rect.height()), run, None))
            x += width
        else:
            places.append((QRectF(x, top, width + 2 * PAD, height), run, suit))
            x += width + 3 * PAD
    return places


class CardCells(QStyledItemDelegate):
    """The cards' cells: each card a small card with a white face and its suit in the
    suit's colour (the symbol stays: colour is never the only signal); the words
    between the cards in the row's own colour."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        text = str(index.data() or "")
        if not CARD_TEXT.search(text):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""  # the row's background and focus as any cell's, no text
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(opt.font)
        metrics = QFontMetrics(opt.font)
        rect = opt.rect
        words = opt.palette.text().color()
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        if brush is not None:
            words = brush.color()
        for place, run, suit in card_faces(text, rect, metrics):
            if suit is None:
                painter.setPen(words)
                painter.drawText(place, Qt.AlignmentFlag.AlignVCenter, run)
                continue
            painter.setPen(QPen(colour("card_edge", widget), 1))
            painter.setBrush(colour("card_face", widget))
            painter.drawRoundedRect(place, 3, 3)
            painter.setPen(colour(suit_colour(Suit(suit)), widget))
            painter.drawText(place, Qt.AlignmentFlag.AlignCenter, run)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        text = str(index.data() or "")
        if not CARD_TEXT.search(text):
            return hint
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)  # the row's own font: bold for the seat to act
        metrics = QFontMetrics(opt.font)
        places = card_faces(text, QRect(0, 0, 0, hint.height()), metrics)
        width = max(place.right() for place, _run, _suit in places) + PAD
        return QSize(round(width) + 1, hint.height())


class SeatsView(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, 6)
        self.setObjectName("seatsView")
        follow_language(self).bind(self.setHorizontalHeaderLabels, lambda: [
            self.tr("Seat"), self.tr("Stack"), self.tr("Bet"), self.tr("In pot"),
            self.tr("Cards"), self.tr("Status")])
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        # Sized to their contents once per redraw (show_rows), not on every cell:
        # a whole redraw stays well inside a frame (the latency benchmark).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(30)
        self._sized = False
        # each row's seat and player as last shown: a key press changes a row or two
        self._rows: list[tuple[SeatRow, str | None]] = []
        self._words: tuple[str, ...] = ()
        self._pending: tuple[list[SeatRow], Mapping[int, str]] | None = None
        self.setItemDelegateForColumn(CARDS, CardCells(self))
        look().changed.connect(self.viewport().update)  # two colours or four

    def show_rows(self, rows: list[SeatRow], names: Mapping[int, str] | None = None) -> None:
        """The seats; with ``names`` each seat shows its player (``3 · Anna``).

        The list is a tab behind the felt: while hidden, the rows are written when
        it shows or when its cells are read (``item``, ``rowCount``), not at every
        key press (about 0.8 ms a press: the dealer latency benchmark)."""
        self._pending = (rows, names or {})
        if self.isVisible():
            self._write_pending()

    def item(self, row: int, column: int) -> QTableWidgetItem | None:
        """The cell as the seats stand now (rows still to write are written first)."""
        self._write_pending()
        return super().item(row, column)

    def rowCount(self) -> int:
        self._write_pending()
        return super().rowCount()

    def _write_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._write_rows(*pending)

    def _write_rows(self, rows: list[SeatRow], names: Mapping[int, str]) -> None:
        loc = QLocale()
        self.setRowCount(len(rows))
        # the button and the blinds first (the table's, R-3.3), then what the seat did
        statuses = ((SeatStatus.BUTTON, self.tr("button")),
                    (SeatStatus.SMALL_BLIND, self.tr("small blind")),
                    (SeatStatus.BIG_BLIND, self.tr("big blind")),
                    (SeatStatus.FOLDED, self.tr("folded")),
                    (SeatStatus.MUCKED, self.tr("mucked")), (SeatStatus.ALL_IN, self.tr("all-in")),
                    (SeatStatus.SHOWN, self.tr("shown")), (SeatStatus.IN, self.tr("in")))
        to_act = self.tr("to act")
        words = (loc.name(), *(word for _, word in statuses), to_act)
        if words != self._words:  # another language: every row written again
            self._words, self._rows = words, []
        shown = self._rows
        del shown[len(rows):]
        for r, row in enumerate(rows):
            if r < len(shown) and shown[r] == (row, names.get(row.seat)):
                continue  # the row as drawn before (most rows at a key press)
            status = ", ".join(word for flag, word in statuses if flag in row.status)
            if row.to_act:
                status = (status + ", " if status else "") + to_act
            seat = f"{row.seat} \u00b7 {names[row.seat]}" if names.get(row.seat) else str(row.seat)
            values = [seat, loc.toString(row.stack),
                      loc.toString(row.bet) if row.bet else "",
                      loc.toString(row.put_in) if row.put_in else "", row.cards, status]
            for c, text in enumerate(values):
                item = super().item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    if c in (1, 2, 3):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                              | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(r, c, item)
                if item.text() != text:
                    item.setText(text)
                if item.font().bold() != row.to_act:
                    font = QFont(item.font())
                    font.setBold(row.to_act)
                    item.setFont(font)
                    palette = self.palette()
                    item.setBackground(palette.highlight() if row.to_act else palette.base())
                    item.setForeground(palette.highlightedText() if row.to_act
                                       else palette.text())
            if r < len(shown):
                shown[r] = (row, names.get(row.seat))
            else:
                shown.append((row, names.get(row.seat)))
        self._sized = False
        if self.isVisible():  # one tab over from the felt: sized when it shows
            self._size_columns()

    def _size_columns(self) -> None:
        if not self._sized:
            self._sized = True
            for column in (0, 1, 2, 3, 5):
                self.resizeColumnToContents(column)

    def wanted_width(self) -> int:
        """The width the seats need: every column as wide as its title and its cells,
        the cards' too, and the frame and the up-and-down bar around them."""
        self._write_pending()
        header = self.horizontalHeader()
        columns = sum(max(header.sectionSizeHint(c), self.sizeHintForColumn(c))
                      for c in range(self.columnCount()))
        bar = self.verticalScrollBar()
        return columns + 2 * self.frameWidth() + (bar.sizeHint().width() if bar.isVisible() else 0)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._write_pending()
        self._size_columns()
