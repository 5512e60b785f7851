"""The clock screen's scrolling announcement line ("late registration closes at
level 6"): the text moves right to left a few pixels per step; a text that fits
stands still. Painted, not relaid out, so a step costs one small repaint.

With reduced motion (``look_preferences``) nothing scrolls: a text too long for
the line shows a page of whole words at a time, the next page every few seconds."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from director.ui.common.look_preferences import look, reduced_motion

STEP_MS = 40
PAGE_MS = 4000  # a still page's time on the screen


class Marquee(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self._text = ""
        self.ink = self.palette().color(self.foregroundRole())  # the clock theme's text
        self._offset = 0.0
        self._page = 0
        self._timer = QTimer(self, interval=STEP_MS)
        self._timer.timeout.connect(self._step)
        look().changed.connect(self._restart)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text, self._offset, self._page = text, 0.0, 0
            self.update()
        self._timer.setInterval(PAGE_MS if reduced_motion() else STEP_MS)
        moving = bool(text) and self.isVisible()
        if moving and not self._timer.isActive():
            self._timer.start()
        elif not moving:
            self._timer.stop()

    def _restart(self) -> None:
        self._timer.stop()
        self._offset, self._page = 0.0, 0
        self.setText(self._text)
        self.update()

    @property
    def scrolling(self) -> bool:
        """True while the text moves (not with reduced motion, not when it fits)."""
        return self._timer.isActive() and not reduced_motion() \
            and self._width() > self.width()

    def pages(self) -> list[str]:
        """The text cut into whole words that fit the line (one page when it fits)."""
        metrics = self.fontMetrics()
        pages: list[str] = []
        line = ""
        for word in self._text.split():
            wider = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(wider) > self.width():
                pages.append(line)
                line = word
            else:
                line = wider
        return [*pages, line] if line else pages or [""]

    def page_text(self) -> str:
        """What a still line shows now."""
        pages = self.pages()
        return pages[self._page % len(pages)]

    def _width(self) -> float:
        return float(self.fontMetrics().horizontalAdvance(self._text + "\u2003\u2003"))

    def _step(self) -> None:
        if self._width() <= self.width():
            return
        if reduced_motion():
            self._page = (self._page + 1) % len(self.pages())
        else:
            self._offset = (self._offset + max(1.0, self.height() / 12)) % self._width()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setPen(self.ink)
        p.setFont(self.font())
        width = self._width()
        if width <= self.width():
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self._text)
        elif reduced_motion():
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.page_text())
        else:
            x = -self._offset
            while x < self.width():
                p.drawText(QRectF(x, 0, width, self.height()),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                           self._text)
                x += width
        p.end()
