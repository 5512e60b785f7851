"""The draw for the button shown as real cards (R-3.1): one face-up card to each
player, dealt one by one; the highest rank wins, equal ranks by suit (clubs,
diamonds, hearts, spades, R-1.2), or a redraw for the tied players when the
table's option says so. The dialog only shows the engine's ``ButtonDraw``; the
outcome is already stored when it opens.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsOpacityEffect,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from director.engine.cards import Card, tie_break_key
from director.engine.event.seating import ButtonDraw
from director.ui.common.director_widgets import fit_to_screen
from director.ui.common.look_preferences import reduced_motion, suit_colour
from director.ui.common.style import colour


class CardFace(QWidget):
    """A playing card face up: rank and suit symbol in the corners and large in the middle."""

    def __init__(self, card: Card, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.winner = False
        self.setObjectName(f"card_{card}")
        self.setFixedSize(QSize(84, 118))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        edge = self.palette().color(QPalette.ColorRole.Highlight) if self.winner \
            else colour("card_edge")
        p.setPen(QPen(edge, 5 if self.winner else 1.2))
        p.setBrush(colour("card_face"))  # a card is white in light and dark appearance
        p.drawRoundedRect(rect, 8, 8)
        p.setPen(colour(suit_colour(self.card.suit)))  # the symbol stays: not colour alone
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(13)
        p.setFont(font)
        text = self.card.pretty
        p.drawText(rect.adjusted(6, 3, 0, 0), Qt.AlignmentFlag.AlignLeft, text)
        font.setPointSizeF(26)
        p.setFont(font)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text[-1])
        p.end()


class ButtonDrawDialog(QDialog):
    """Cards dealt one by one, then the winning card marked and the outcome in words."""

    DEAL_INTERVAL_MS = 450

    def __init__(self, draw: ButtonDraw, names: dict[int, str], table_name: str,
                 parent: QWidget | None = None, interval_ms: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("buttonDrawDialog")
        self.draw = draw
        self.names = names
        self.setWindowTitle(self.tr("Draw for the button: %1").replace("%1", table_name))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("One card face up to each player; the highest card wins the "
                               "button. Equal ranks: clubs, diamonds, hearts, spades."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        layout.addLayout(grid)
        self.cards: list[tuple[CardFace, QGraphicsOpacityEffect]] = []
        self._animations: list[QPropertyAnimation] = []
        for row, rnd in enumerate(draw.rounds):
            for col, (seat, card) in enumerate(rnd.cards):
                face = CardFace(card, self)
                effect = QGraphicsOpacityEffect(face)
                effect.setOpacity(0.0)
                face.setGraphicsEffect(effect)
                caption = QLabel(f"{self.tr('Seat %1').replace('%1', str(seat))}\n"
                                 f"{names.get(seat, '')}", self)
                caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                grid.addWidget(face, row * 2, col, Qt.AlignmentFlag.AlignHCenter)
                grid.addWidget(caption, row * 2 + 1, col)
                self.cards.append((face, effect))
        self.result_label = QLabel(self)
        self.result_label.setObjectName("drawResult")
        self.result_label.setWordWrap(True)
        big = QFont(self.result_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        self.result_label.setFont(big)
        layout.addWidget(self.result_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.dealt = 0
        self.timer = QTimer(self)
        self.timer.setInterval(self.DEAL_INTERVAL_MS if interval_ms is None else interval_ms)
        self.timer.timeout.connect(self.deal_next)
        # Room for the outcome on two lines; never wider than the screen (1024x600).
        hint = self.sizeHint()
        fit_to_screen(self, max(hint.width(), 600), hint.height())

    def start(self) -> None:
        """Deal the cards one by one (the first at once)."""
        self.deal_next()
        self.timer.start()

    def deal_next(self) -> None:
        if self.dealt >= len(self.cards):
            self.timer.stop()
            self._finish()
            return
        _face, effect = self.cards[self.dealt]
        if reduced_motion():  # dealt one by one still, each card there at once
            effect.setOpacity(1.0)
        else:
            animation = QPropertyAnimation(effect, b"opacity", self)
            animation.setDuration(max(self.timer.interval() - 50, 1))
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.start()
            self._animations.append(animation)
        self.dealt += 1
        if self.dealt == len(self.cards):
            self.timer.stop()
            QTimer.singleShot(self.timer.interval(), self._finish)

    def finish_now(self) -> None:
        """Show every card and the outcome at once (the director clicked through)."""
        self.timer.stop()
        for animation in self._animations:
            animation.stop()
        for _, effect in self.cards:
            effect.setOpacity(1.0)
        self.dealt = len(self.cards)
        self._finish()

    def _finish(self) -> None:
        for _face, effect in self.cards:
            effect.setOpacity(1.0)
        last = len(self.cards) - len(self.draw.rounds[-1].cards)
        for face, _ in self.cards[last:]:
            face.winner = face.card == self.draw.winning_card
            face.update()
        self.result_label.setText(self.explanation())

    def _who(self, seat: int) -> str:
        name = self.names.get(seat)
        seat_text = self.tr("seat %1").replace("%1", str(seat))
        return f"{seat_text} ({name})" if name else seat_text

    def explanation(self) -> str:
        """The engine's outcome (``ButtonDraw``) in the chosen language."""
        parts = []
        for number, rnd in enumerate(self.draw.rounds):
            top = max(card.rank for _, card in rnd.cards)
            tied = [(s, c) for s, c in rnd.cards if c.rank == top]
            if number < len(self.draw.rounds) - 1:
                who = ", ".join(self._who(s) for s, _ in tied)
                parts.append(self.tr("%1 tie and draw again").replace("%1", who))
                continue
            card = rnd.card_of(self.draw.button)
            if len(tied) == 1:
                parts.append(self.tr("%1 draws %2, the highest card")
                             .replace("%1", self._who(self.draw.button))
                             .replace("%2", card.pretty))
            else:
                beaten = ", ".join(c.pretty for c in sorted(
                    (c for _, c in tied if c != card), key=tie_break_key, reverse=True))
                parts.append(self.tr("%1 draws %2, beating %3 by suit (clubs, diamonds, "
                                     "hearts, spades)").replace("%1", self._who(self.draw.button))
                             .replace("%2", card.pretty).replace("%3", beaten))
        text = "; ".join(parts) + ". " + self.tr("The button starts at seat %1.").replace(
            "%1", str(self.draw.button))
        return text[0].upper() + text[1:]
