"""One table drawn as an oval with its seats (the seating window, R-3.3, R-3.4).

Seat 1 sits at the dealer's left and the numbers go round clockwise; each seat
shows the player's name and stack as the program knows it (dealt at the dealer
panel; at a table dealt on the felt the last count with its time, or "not
tracked": issue 28), and the button (D) and blinds (SB, BB) as markers. A player
is dragged from a seat and dropped on an empty one; the drop only asks the page
to move them (``seat_dropped``), which goes through the
services and redraws, or shows why the seat cannot be taken.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
    QMimeData,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QDrag, QFont, QPainter, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from director.engine.messages import msg
from director.services.events.console_queries import TableView
from director.ui.common.director_widgets import chips, table_name
from director.ui.common.language import in_language
from director.ui.common.style import colour

MIME = "application/x-director-entry"
SEAT_W, SEAT_H = 150.0, 62.0
OVAL_W, OVAL_H = 520.0, 270.0
NAME_POINTS, SMALL_POINTS = 11.0, 9.0  # a seat's player name, its number and stack
# a table is never drawn smaller than this share of its size: its seats' names stay
# readable (10 px), and the seating window scrolls instead (issue 29)
SMALLEST_SCALE = 0.7


def counted_time(iso: str) -> str:
    """The local time of day a stack was counted, the way the chosen language writes it."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODateWithMs)
    if not when.isValid():
        when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    return QLocale().toString(when.toLocalTime().time(), QLocale.FormatType.ShortFormat)


def known_stack(stack: int, dealt: bool, counted_at: str | None) -> str:
    """A stack as the program knows it: dealt at the dealer panel (the chips), counted
    at a table dealt on the felt (the chips and when), or not tracked."""
    if dealt:
        return chips(stack)
    if counted_at is None:
        return QCoreApplication.translate("TableGraphic", "not tracked")
    return QCoreApplication.translate("TableGraphic", "%1 (counted %2)").replace(
        "%1", chips(stack)).replace("%2", counted_time(counted_at))


def seat_centre(number: int, max_seats: int) -> QPointF:
    """Seats evenly round the oval, clockwise from the dealer's left; the dealer sits
    at the bottom in the gap between the last seat and seat 1."""
    angle = math.radians(90 + number * 360 / (max_seats + 1))
    return QPointF(math.cos(angle) * (OVAL_W / 2 + 70), math.sin(angle) * (OVAL_H / 2 + 48))


class SeatItem(QGraphicsObject):
    """A seat: its number, the player's name and stack, and the D/SB/BB markers."""

    def __init__(self, view: TableGraphic, number: int) -> None:
        super().__init__()
        self.view = view
        self.number = number
        self.entry_id: int | None = None
        self.player = ""
        self.stack = 0
        self.stack_text = ""
        self.counted_at: str | None = None  # when the stack shown was counted
        self.markers: list[str] = []
        self.highlight = False
        self.setAcceptDrops(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-SEAT_W / 2 - 4, -SEAT_H / 2 - 16, SEAT_W + 8, SEAT_H + 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pal = self.view.palette()
        rect = QRectF(-SEAT_W / 2, -SEAT_H / 2, SEAT_W, SEAT_H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = pal.color(QPalette.ColorRole.Highlight) if self.highlight else \
            pal.color(QPalette.ColorRole.Mid)
        pen = QPen(border, 3 if self.highlight else 1.5)
        if self.entry_id is None:
            pen.setStyle(Qt.PenStyle.DashLine)
            # Filled with the window's colour: the rail never shows through an empty seat.
            painter.setBrush(pal.color(QPalette.ColorRole.Window))
        else:
            painter.setBrush(pal.color(QPalette.ColorRole.Base))
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 10, 10)
        text = pal.color(QPalette.ColorRole.Text if self.entry_id else
                         QPalette.ColorRole.PlaceholderText)
        painter.setPen(text)
        small = QFont(painter.font())
        small.setPointSizeF(SMALL_POINTS)
        painter.setFont(small)
        seat_label = QCoreApplication.translate("TableGraphic", "Seat %1").replace(
            "%1", str(self.number))
        painter.drawText(rect.adjusted(8, 4, -8, 0), Qt.AlignmentFlag.AlignLeft, seat_label)
        if self.entry_id is not None:
            bold = QFont(small)
            bold.setPointSizeF(NAME_POINTS)
            bold.setBold(True)
            painter.setFont(bold)
            name = painter.fontMetrics().elidedText(self.player, Qt.TextElideMode.ElideRight,
                                                   int(SEAT_W - 16))
            painter.drawText(rect.adjusted(8, 18, -8, 0), Qt.AlignmentFlag.AlignLeft, name)
            painter.setFont(small)
            painter.drawText(rect.adjusted(8, 0, -8, -5),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             self._stack_line(painter, int(SEAT_W - 16)))
        x = SEAT_W / 2 - 14
        for marker in reversed(self.markers):
            self._marker(painter, QPointF(x, -SEAT_H / 2 - 2), marker)
            x -= 30

    def _stack_line(self, painter: QPainter, room: int) -> str:
        """The stack as known, in ``room`` pixels: a count too long for the seat
        ("18 500 (számolva: 19:05)") keeps its chips and time ("18 500 (19:05)"),
        the whole of it in the seat's tooltip."""
        metrics = painter.fontMetrics()
        text = self.stack_text
        if metrics.horizontalAdvance(text) > room and self.counted_at is not None:
            text = f"{chips(self.stack)} ({counted_time(self.counted_at)})"
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)

    def _marker(self, painter: QPainter, at: QPointF, marker: str) -> None:
        fill = colour({"D": "chip_dealer", "SB": "chip_sb", "BB": "chip_bb"}[marker])
        painter.setPen(QPen(colour("chip_edge"), 1.5))
        painter.setBrush(fill)
        painter.drawEllipse(at, 13, 13)
        font = QFont(painter.font())
        font.setPointSizeF(8 if len(marker) > 1 else 10)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour("chip_dealer_text") if marker == "D" else colour("chip_text"))
        painter.drawText(QRectF(at.x() - 13, at.y() - 13, 26, 26),
                         Qt.AlignmentFlag.AlignCenter, marker)

    # ---------------------------------------------------------- drag and drop

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.entry_id is None:
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click (no drag) on a player's seat asks for the seat's menu (issue 19)."""
        if self.entry_id is not None:
            self.view.seat_clicked.emit(self.entry_id, event.screenPos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.entry_id is None:
            return
        start = event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        if (event.screenPos() - start).manhattanLength() < 8:
            return
        drag = QDrag(event.widget())
        data = QMimeData()
        data.setData(MIME, str(self.entry_id).encode())
        data.setText(self.player)
        drag.setMimeData(data)
        drag.exec(Qt.DropAction.MoveAction)

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        ok = event.mimeData().hasFormat(MIME)
        event.setAccepted(ok)
        if ok:
            self.highlight = True
            self.update()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.highlight = False
        self.update()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.highlight = False
        self.update()
        entry = bytes(event.mimeData().data(MIME).data()).decode()
        if entry.isascii() and entry.isdigit():  # "5²" passes isdigit() alone
            event.acceptProposedAction()
            self.receive(int(entry))

    def receive(self, entry_id: int) -> None:
        """A player dropped here: ask the page to move them to this seat."""
        self.view.seat_dropped.emit(entry_id, self.view.table_id, self.number)


class OvalItem(QGraphicsItem):
    """The table itself: rail, felt and the table's name."""

    def __init__(self, view: TableGraphic) -> None:
        super().__init__()
        self.view = view

    def boundingRect(self) -> QRectF:
        return QRectF(-OVAL_W / 2 - 12, -OVAL_H / 2 - 12, OVAL_W + 24, OVAL_H + 24)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # the release chooses the table

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on the felt chooses the table (the seating's Next hand, its button draw)."""
        self.view.table_clicked.emit(self.view.table_id)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("rail"))
        painter.drawEllipse(QRectF(-OVAL_W / 2 - 10, -OVAL_H / 2 - 10, OVAL_W + 20, OVAL_H + 20))
        painter.setBrush(QBrush(colour("felt")))
        painter.drawEllipse(QRectF(-OVAL_W / 2, -OVAL_H / 2, OVAL_W, OVAL_H))
        font = QFont(painter.font())
        font.setPointSizeF(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour("felt_text"))
        painter.drawText(QRectF(-OVAL_W / 2, -40, OVAL_W, 44), Qt.AlignmentFlag.AlignCenter,
                         self.view.title)
        font.setPointSizeF(12)
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(QRectF(-OVAL_W / 2, 6, OVAL_W, 30), Qt.AlignmentFlag.AlignCenter,
                         self.view.subtitle)
        painter.drawText(QRectF(-60, OVAL_H / 2 - 34, 120, 26), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("TableGraphic", "Dealer"))


class TableGraphic(QGraphicsView):
    """One table of the seating window, scaled to fit whatever room it is given."""

    seat_dropped = Signal(int, int, int)  # entry, table, seat
    seat_clicked = Signal(int, object)  # entry, where on the screen (QPoint)
    table_clicked = Signal(int)  # the felt clicked: the table chosen

    def __init__(self, table: TableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"table_{table.table_id}")
        self.table_id = table.table_id
        self.title = table_name(table.name)
        self.subtitle = ""
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.oval = OvalItem(self)
        self.scene_.addItem(self.oval)
        self.seats: dict[int, SeatItem] = {}
        for n in range(1, table.max_seats + 1):
            item = SeatItem(self, n)
            item.setPos(seat_centre(n, table.max_seats))
            self.scene_.addItem(item)
            self.seats[n] = item
        self.scene_.setSceneRect(self.scene_.itemsBoundingRect().adjusted(-8, -8, 8, 8))
        whole = self.scene_.sceneRect()
        self.setMinimumSize(round(whole.width() * SMALLEST_SCALE),
                            round(whole.height() * SMALLEST_SCALE))
        self.show_table(table)

    def show_table(self, table: TableView) -> None:
        """The table as stored. The seating shows every table again after every commit:
        only the seats whose words or markers changed are drawn again, or every seat
        when the table's own words did (a player fewer, another language: issue 33)."""
        title = table_name(table.name)
        subtitle = in_language(msg("win-table-players", players=table.players))  # "1 player"
        anew = (title, subtitle) != (self.title, self.subtitle)  # another count or language
        if anew:
            self.title, self.subtitle = title, subtitle
            self.oval.update()
        seats = {s.number: s for s in table.seats}
        for n, item in self.seats.items():
            seat = seats.get(n)
            shown = (seat.entry_id, seat.player, seat.stack,
                     known_stack(seat.stack, seat.dealt, seat.counted_at),
                     None if seat.dealt else seat.counted_at) if seat else (None, "", 0, "", None)
            markers = [m for m, where in (("D", table.button), ("SB", table.small_blind),
                                          ("BB", table.big_blind)) if where == n]
            if not anew and markers == item.markers and shown == (
                    item.entry_id, item.player, item.stack, item.stack_text, item.counted_at):
                continue
            item.entry_id, item.player, item.stack, item.stack_text, item.counted_at = shown
            # the whole name too: a long one is cut short on the seat ("Csilla Horváth…"
            # for two players), the tip tells them apart
            item.setToolTip("\n".join(t for t in (item.player, item.stack_text) if t))
            item.markers = markers
            item.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.scene_.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
