"""The clock screen's all-in item (issue 21, R-7.1): while the hands of an all-in
are face up at a table, each player's chance to win and tie (scoop and split in
hi/lo) over the payouts (or wherever the layout puts the ``all_in`` item), with
the table's name on a night of several tables. Gone when the hand moves on.

The odds come from the ``AllInBoard`` the dealer panels fill; an estimate shows
its margin and gets closer as the panel refines it.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from director.services.tables.all_in_board import AllInBoard, TableAllIn
from director.ui.common.director_widgets import table_name
from director.ui.common.odds_text import detail, heading, headline
from director.ui.common.style import clock_theme


class ClockOdds(QWidget):
    """Drawn over its item of a clock window; hidden when no all-in is face up."""

    def __init__(self, window: QWidget, board: AllInBoard) -> None:
        super().__init__(window)
        self.setObjectName("clockAllIn")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.window_ = window
        self.board = board
        self.shown: TableAllIn | None = None
        window.installEventFilter(self)
        stop = board.subscribe(self.refresh)
        window.destroyed.connect(lambda *_: stop())
        self.hide()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a new size, or a new layout (the window repaints): the item follows
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Paint):
            self._sync()
        return False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.update()

    def _sync(self) -> None:
        """Placed where the layout puts the item; hidden when it hides it or when
        no all-in is face up (changed only when different: no repaint loop)."""
        layout = getattr(self.window_, "layout_", None)
        item = layout.item("all_in") if layout is not None else None
        visible = self.shown is not None and item is not None and item.visible
        if visible and item is not None:
            w, h = self.window_.width(), self.window_.height()
            where = QRect(round(item.x * w), round(item.y * h), round(item.width * w),
                          round(item.height * h))
            if where != self.geometry():
                self.setGeometry(where)
        if self.isHidden() == visible:
            self.setVisible(visible)
            if visible:
                self.raise_()

    def refresh(self) -> None:
        """The newest face-up all-in, or nothing."""
        if not shiboken6.isValid(self):
            return
        self.shown = self.board.newest()
        self._sync()
        self.update()

    def lines(self) -> list[tuple[str, str, str]]:
        """What the item says: the heading, then per seat its player, the chance to
        take the whole pot and the chance to take a part."""
        shown = self.shown
        if shown is None:
            return []
        odds = shown.odds
        rows = [(heading(table_name(shown.table) if shown.table else None), "", "")]
        for seat in odds.seats:
            name = shown.names.get(seat.seat) or self.tr("Seat {0}").format(seat.seat)
            rows.append((name, headline(seat, odds), detail(seat, odds)))
        return rows

    def placed_rows(self) -> list[tuple[QFont, str, QRectF, str, QRectF]]:
        """Each row's font, the player's name (cut with an ellipsis where it would
        reach the chances) and its place, the chances and their place: the name at
        the left, the chances at the right, never over each other (issue 29)."""
        rows = self.lines()
        if not rows:
            return []
        w, h = self.width(), self.height()
        pad = self._pad()
        line_h = (h - 2 * pad) / (len(rows) + 0.3)
        font = QFont(self.font())
        font.setFeature(QFont.Tag("tnum"), 1)
        size = self._fit(font, rows, w - 2 * pad, line_h)
        gap = size * 0.8
        placed = []
        for n, (name, chance, part) in enumerate(rows):
            row_font = QFont(font)
            row_font.setPixelSize(size if n else min(round(size * 1.1), int(line_h * 0.8)))
            where = QRectF(pad, pad + n * line_h, w - 2 * pad, line_h)
            text = f"{chance}   {part}" if part else chance
            bold = QFont(row_font)
            bold.setWeight(QFont.Weight.Bold)
            text_w = QFontMetricsF(bold).horizontalAdvance(text) if text else 0.0
            text_rect = QRectF(where.right() - text_w, where.top(), text_w, line_h)
            row_font.setWeight(QFont.Weight.Bold if n == 0 or not part else
                               QFont.Weight.DemiBold)
            room = where.width() - (text_w + gap if text else 0.0)
            shown = QFontMetricsF(row_font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                       max(room, 0.0))
            name_w = QFontMetricsF(row_font).horizontalAdvance(shown)
            placed.append((row_font, shown, QRectF(where.left(), where.top(), name_w, line_h),
                           text, text_rect))
        return placed

    def _pad(self) -> float:
        return max(4.0, min(self.width(), self.height()) * 0.04)

    def paintEvent(self, event: QPaintEvent) -> None:
        placed = self.placed_rows()
        if not placed:
            return
        # the theme's own colours (the program's stylesheet hides the window's palette)
        theme = clock_theme(str(getattr(self.window_, "theme", "club_dark")))
        ink, back = theme["text"], theme["background"]
        layout = getattr(self.window_, "layout_", None)
        if layout is not None and layout.background:
            back = QColor(layout.background)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = self._pad()
        p.setPen(QPen(ink, max(1.5, pad * 0.3)))
        p.setBrush(QColor(back))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), pad, pad)
        p.setPen(ink)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for font, name, name_at, text, text_at in placed:
            p.setFont(font)
            p.drawText(name_at, left, name)
            if text:
                bold = QFont(font)
                bold.setWeight(QFont.Weight.Bold)
                p.setFont(bold)
                p.drawText(text_at, left, text)
        p.end()

    @staticmethod
    def _fit(font: QFont, rows: list[tuple[str, str, str]], width: float,
             line_h: float) -> int:
        """The largest pixel size at which every row fits its line."""
        size = max(8, int(line_h * 0.62))
        for _ in range(4):
            font.setPixelSize(size)
            font.setWeight(QFont.Weight.Bold)
            metrics = QFontMetrics(font)
            widest = max(metrics.horizontalAdvance(
                f"{a}    {b}   {c}" if (b or c) else a) for a, b, c in rows)
            if widest <= width or size <= 8:
                break
            size = max(8, int(size * width / widest))
        return size


def attach_clock_odds(window: QWidget, board: AllInBoard) -> ClockOdds:
    """Give a clock window its all-in item, fed from ``board``."""
    return ClockOdds(window, board)


__all__: list[str] = ["ClockOdds", "attach_clock_odds"]
