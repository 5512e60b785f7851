"""The clock screen's scrolling announcement line ("late registration closes at
level 6"): the text moves right to left a few pixels per step; a text that fits
stands still. Painted, not relaid out, so a step costs one small repaint."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

STEP_MS = 40


class Marquee(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self._text = ""
        self.ink = self.palette().color(self.foregroundRole())  # the clock theme's text
        self._offset = 0.0
        self._timer = QTimer(self, interval=STEP_MS)
        self._timer.timeout.connect(self._step)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text, self._offset = text, 0.0
            self.update()
        moving = bool(text) and self.isVisible()
        if moving and not self._timer.isActive():
            self._timer.start()
        elif not moving:
            self._timer.stop()

    def _width(self) -> float:
        return float(self.fontMetrics().horizontalAdvance(self._text + "\u2003\u2003"))

    def _step(self) -> None:
        if self._width() <= self.width():
            return
        self._offset = (self._offset + max(1.0, self.height() / 12)) % self._width()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setPen(self.ink)
        p.setFont(self.font())
        width = self._width()
        if width <= self.width():
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self._text)
        else:
            x = -self._offset
            while x < self.width():
                p.drawText(QRectF(x, 0, width, self.height()),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                           self._text)
                x += width
        p.end()
