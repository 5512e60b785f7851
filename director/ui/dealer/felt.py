"""The hand drawn as the table (issue 19, LOOK.md "The table as people see it"):
seats round an oval felt with names and stacks, the chips each seat has bet in
front of it, the button as a disc, cards as cards (up cards face up, down cards
as backs or, when the dealer entered them, marked as down), the board and the
pots in the middle, the player to act ringed and tagged, folded and all-in
seats tagged in words as well as colour, and after a showdown what each seat
won. Geometry comes from ``director.ui.dealer.felt_geometry``; colours from the palette.

Painting is cheap: the rail and felt are one cached pixmap per size and scheme,
each seat one cached picture per look and scale (its chips in front apart), made
of kept drawings (``_kept``: the seat's box, cards, name, stack and tag, like the
chips, the button and the pots' lines, each drawn once per look, size and place
within a pixel and then copied), the seats' places worked out
once per size, fonts made once per size, and ``show_table`` only stores what to
draw and asks for one repaint (the dealer latency benchmark). The panel keeps
the felt's size from one key to the next where it has room (the card grid keeps
its place, ``panel.GRID_PLACE_FROM``); on a short screen the felt still changes
size as the grid comes and goes, so the pixmaps and places of the last few sizes
are kept: going back to a size draws nothing anew.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRegion,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from director.engine.cards import Card
from director.ui.common.look_preferences import look, suit_colour
from director.ui.common.style import scheme_colours, scheme_of
from director.ui.dealer.felt_geometry import TAG_ROOM, FeltLayout, Point, Rect

KEPT_SIZES = 6  # backdrops (and seat places) of the felt's last sizes
KEPT_PICTURES = 160  # seat pictures: a few hands' worth at two or three scales
KEPT_DRAWINGS = 2000  # cards, boxes, names and tags, each at the places they take


@dataclass(frozen=True, slots=True)
class FeltCard:
    card: Card | None  # None: not entered (drawn as a back)
    up: bool  # dealt face up (stud's up cards, the board)


@dataclass(frozen=True, slots=True)
class FeltSeat:
    seat: int
    name: str
    stack: int
    bet: int = 0
    cards: tuple[FeltCard, ...] = ()
    folded: bool = False
    all_in: bool = False
    button: bool = False
    to_act: bool = False
    declared_in: bool = False
    won: int = 0


@dataclass(frozen=True, slots=True)
class FeltTable:
    seats: tuple[FeltSeat, ...] = ()
    max_seats: int = 6
    board: tuple[FeltCard, ...] = ()
    pots: tuple[str, ...] = ()  # one line per pot: "Main pot 1,200"
    paid: tuple[str, ...] = field(default=())  # after the award: "Main pot 1,200 → seat 3"


def _r(rect: Rect) -> QRectF:
    return QRectF(*rect)


@dataclass(slots=True)
class SeatPlaces:
    seat: QRectF
    name: QRectF
    stack: QRectF
    cards: list[QRectF]
    bet: Point
    button: Point


class TableFelt(QWidget):
    """The table seen from above; ``show_table`` gives what to draw."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFelt")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 150)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # the backdrop fills it
        self.table = FeltTable()
        self._layout = FeltLayout(self.width(), self.height(), 6)
        self._backgrounds: dict[tuple[int, int, int, str, float], QPixmap] = {}
        self._fonts: dict[str, QFont] = {}
        self._fonts_for: tuple[float, str] | None = None
        self._ink = scheme_colours("light")
        self._geometry: dict[tuple[float, float, int, int, int], SeatPlaces] = {}
        self._drawings: dict[tuple[object, ...], QPixmap] = {}
        self._bounds: dict[tuple[object, ...], QRegion] = {}
        self._pictures: dict[tuple[tuple[object, ...], float, bool, float, bool], QPixmap] = {}
        look().changed.connect(self.update)  # the four-colour deck ticked or not

    def sizeHint(self) -> QSize:
        return QSize(760, 440)

    def show_table(self, table: FeltTable) -> None:
        """Draw ``table``: only the parts that differ from the table drawn before are
        painted again (a key press changes a seat or two and the middle)."""
        old = self.table
        if table == old:
            return
        self.table = table
        same_seats = table.max_seats == old.max_seats and \
            [s.seat for s in table.seats] == [s.seat for s in old.seats]
        if not same_seats or self._layout.max_seats != table.max_seats:
            self.update()
            return
        changed = QRegion()
        for before, after in zip(old.seats, table.seats, strict=True):
            if before != after:
                changed += self._seat_bounds(before) | self._seat_bounds(after)
        if (table.board, table.pots, table.paid) != (old.board, old.pots, old.paid):
            changed += self._middle_bounds(old) | self._middle_bounds(table)
        self.update(changed)

    def seat_at(self, x: float, y: float) -> int | None:
        """The seat whose box is under a point (a click or a touch)."""
        for seat in self.table.seats:
            if self._places(seat.seat, len(seat.cards)).seat.contains(x, y):
                return seat.seat
        return None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout = FeltLayout(self.width(), self.height(), self.table.max_seats)

    # ------------------------------------------------------------ painting

    def _font(self, role: str) -> QFont:
        unit = self._layout.unit
        key = (unit, self.font().family())
        if self._fonts_for != key:
            self._fonts_for = key
            sizes = {"name": (1.25, QFont.Weight.Bold), "stack": (1.1, QFont.Weight.DemiBold),
                     "tag": (0.85, QFont.Weight.Bold), "bet": (1.15, QFont.Weight.Bold),
                     "pot": (1.35, QFont.Weight.Bold), "card": (1.15, QFont.Weight.Bold),
                     "board": (1.6, QFont.Weight.Bold), "button": (1.1, QFont.Weight.Black)}
            for name, (scale, weight) in sizes.items():
                font = QFont(self.font())
                font.setPixelSize(max(9, round(unit * scale)))
                font.setWeight(weight)
                font.setFeature(QFont.Tag("tnum"), 1)
                self._fonts[name] = font
        return self._fonts[role]

    def _c(self, name: str) -> QColor:
        return self._ink[name]

    def _backdrop(self) -> QPixmap:
        scheme = scheme_of(self)
        ratio = self.devicePixelRatio()
        key = (self.width(), self.height(), self.table.max_seats, scheme, ratio)
        found = self._backgrounds.get(key)
        if found is None:
            if len(self._backgrounds) >= KEPT_SIZES:
                del self._backgrounds[next(iter(self._backgrounds))]  # the oldest
            pixmap = QPixmap(QSize(self.width(), self.height()) * ratio)
            pixmap.setDevicePixelRatio(ratio)
            # opaque (the window's colour round the rail): drawn as a plain copy
            pixmap.fill(self.palette().color(QPalette.ColorRole.Window))
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            x, y, w, h = self._layout.oval
            rail = self._layout.unit * 0.9
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self._c("rail"))
            p.drawEllipse(QRectF(x - rail, y - rail, w + 2 * rail, h + 2 * rail))
            p.setBrush(self._c("felt"))
            p.setPen(QPen(self._c("felt_edge"), rail * 0.3))
            p.drawEllipse(QRectF(x, y, w, h))
            p.end()
            found = self._backgrounds[key] = pixmap
        return found

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._layout.max_seats != self.table.max_seats:
            self._layout = FeltLayout(self.width(), self.height(), self.table.max_seats)
        self._ink = scheme_colours(scheme_of(self))
        # Only what lies in the part to repaint is drawn (``show_table`` asks for
        # the seats that changed); in the same order as a whole repaint, so the
        # pixels are the same.
        dirty = event.region()
        # (QRegion.contains(QRect) says whether they overlap, not whether the
        # region covers the rectangle: what is left of the widget once the dirty
        # part is taken away says it)
        whole = QRegion(self.rect()).subtracted(dirty).isEmpty()
        p = QPainter(self)
        backdrop = self._backdrop()
        if whole:
            p.drawPixmap(0, 0, backdrop)
        else:
            ratio = backdrop.devicePixelRatio()
            # PySide6 iterates a QRegion's rectangles; its stubs do not say so
            for r in dirty:  # type: ignore[attr-defined]
                p.drawPixmap(r, backdrop, QRectF(r.x() * ratio, r.y() * ratio,
                                                 r.width() * ratio, r.height() * ratio).toRect())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if whole or dirty.intersects(self._middle_bounds(self.table)):
            self._paint_middle(p)
        for seat in self.table.seats:
            if not whole and not dirty.intersects(self._seat_bounds(seat)):
                continue
            places = self._places(seat.seat, len(seat.cards))
            top_left, pixmap = self._seat_picture(seat, places)
            p.drawPixmap(top_left, pixmap)
            if seat.bet:
                self._paint_chips(p, places.bet, seat.bet)
            if seat.button:
                self._paint_button(p, places.button)
        p.end()

    def _seat_bounds(self, seat: FeltSeat) -> QRegion:
        """Where a seat paints: its picture, its chips and the button; worked out
        once per place, cards, chips and scale (each paint asks for every seat)."""
        key = (seat.seat, len(seat.cards), seat.bet, seat.button, self._layout,
               self._fonts_for, QLocale().name())
        found = self._bounds.get(key)
        if found is None:
            if len(self._bounds) >= KEPT_DRAWINGS:
                self._bounds.clear()
            found = self._bounds[key] = self._work_out_bounds(seat)
        return found

    def _work_out_bounds(self, seat: FeltSeat) -> QRegion:
        places, unit = self._places(seat.seat, len(seat.cards)), self._layout.unit
        picture = places.seat.adjusted(-unit * 0.5, -unit * 1.6, unit * 0.5, unit * 0.5)
        area = QRegion(picture.toAlignedRect().adjusted(-2, -2, 2, 2))
        if seat.bet:
            x, y = places.bet
            half = QFontMetricsF(self._font("bet")).horizontalAdvance(
                QLocale().toString(seat.bet)) / 2 + unit * 1.5
            area += QRectF(x - half, y - unit, 2 * half, 2 * unit).toAlignedRect().adjusted(
                -2, -2, 2, 2)
        if seat.button:
            x, y = places.button
            r = unit * 1.2
            area += QRectF(x - r, y - r, 2 * r, 2 * r).toAlignedRect().adjusted(-2, -2, 2, 2)
        return area

    def _middle_bounds(self, table: FeltTable) -> QRegion:
        """Where the board and the pots' lines paint."""
        lay = self._layout
        area = QRegion()
        if table.board:
            area += QRectF(*lay.board_rect(len(table.board))).toAlignedRect().adjusted(
                -2, -2, 2, 2)
        if table.paid or table.pots:
            x, y, w, _ = lay.pot_rect
            line_h = QFontMetricsF(self._font("pot")).height() * 1.15
            area += QRectF(x, y, w, line_h * 4).toAlignedRect().adjusted(-2, -2, 2, 2)
        return area

    def _seat_picture(self, seat: FeltSeat, places: SeatPlaces) -> tuple[QPointF, QPixmap]:
        """The seat's box, cards, name, stack and tag, drawn once and kept while the
        seat stays the same (most seats do from one key press to the next). What is
        drawn depends on the scale (``unit``), not on where the seat sits."""
        unit = self._layout.unit
        ratio = self.devicePixelRatioF()
        # the picture's own parts only: the chips in front and the button are drawn
        # apart, so a bet (or the chips going to the pot) finds the picture kept
        drawn = (seat.seat, seat.name, seat.stack, seat.cards, seat.folded, seat.all_in,
                 seat.to_act, seat.declared_in, seat.won)
        key = (drawn, unit, self._ink is scheme_colours("dark"), ratio, look().four_colour)
        found = self._pictures.get(key)
        margin_x, margin_top = unit * 0.5, unit * TAG_ROOM
        top_left = places.seat.topLeft() - QPointF(margin_x, margin_top)
        if found is None:
            if len(self._pictures) >= KEPT_PICTURES:
                self._pictures.clear()
            size = places.seat.size() + QSizeF(2 * margin_x, margin_top + unit * 0.5)
            found = QPixmap((size * ratio).toSize())
            found.setDevicePixelRatio(ratio)
            found.fill(Qt.GlobalColor.transparent)
            painter = QPainter(found)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(-top_left)
            self._paint_seat(painter, seat)
            painter.end()
            self._pictures[key] = found
        return top_left, found

    def _paint_middle(self, p: QPainter) -> None:
        lay, t = self._layout, self.table
        if t.board:
            x, y, _, ch = lay.board_rect(len(t.board))
            cw, _ = lay.card_size
            gap = lay.unit * 0.4
            for i, card in enumerate(t.board):
                self._paint_card(p, QRectF(x + i * (cw + gap), y, cw, ch), card, "board")
        lines = t.paid or t.pots
        if lines:
            x, y, w, _ = lay.pot_rect
            line_h = QFontMetrics(self._font("pot")).height() * 1.15
            for n, line in enumerate(lines[:4]):
                self._kept(p, QRectF(x, y + n * line_h, w, line_h), ("pot", line), 1.0,
                           lambda painter, at, line=line: self._paint_text(  # type: ignore[misc]
                               painter, at, line, "pot", "felt_text"))

    def _places(self, number: int, cards: int) -> SeatPlaces:
        """A seat's rectangles on this size of felt (made once per size)."""
        lay = self._layout
        key = (lay.width, lay.height, lay.max_seats, number, cards)
        found = self._geometry.get(key)
        if found is None:
            if len(self._geometry) >= KEPT_SIZES * 40:
                self._geometry.clear()
            found = self._geometry[key] = SeatPlaces(
                _r(lay.seat_rect(number)), _r(lay.name_rect(number)),
                _r(lay.stack_rect(number)), [_r(r) for r in lay.hole_card_rects(number, cards)],
                lay.bet_point(number), lay.button_point(number))
        return found

    def _paint_seat(self, p: QPainter, seat: FeltSeat) -> None:
        places = self._places(seat.seat, len(seat.cards))
        rect, unit = places.seat, self._layout.unit
        faded = seat.folded
        self._font("name")  # this scale's fonts (part of the kept drawings' key)

        def box(painter: QPainter, at: QRectF) -> None:
            painter.setPen(QPen(self._c("to_act" if seat.to_act else "seat_border"),
                                unit * (0.45 if seat.to_act else 0.12)))
            painter.setBrush(self._c("seat_empty" if faded else "seat"))
            painter.drawRoundedRect(at, unit * 0.8, unit * 0.8)

        self._kept(p, rect, ("box", seat.to_act, faded), unit * 0.25, box)
        if not faded:
            for card_rect, card in zip(places.cards, seat.cards, strict=True):
                self._paint_card(p, card_rect, card, "card")
        name = f"{seat.seat} \u00b7 {seat.name}" if seat.name else \
            self.tr("Seat {0}").format(seat.seat)
        colour = "folded" if faded else "seat_text"
        self._kept(p, places.name, ("name", name, colour), 1.0,
                   lambda painter, at: self._paint_text(painter, at, name, "name", colour))
        stack = QLocale().toString(seat.stack)
        self._kept(p, places.stack, ("stack", stack, colour), 1.0,
                   lambda painter, at: self._paint_text(painter, at, stack, "stack", colour))
        tag, fill, text = self._tag(seat)
        if tag:
            self._paint_tag(p, rect, tag, fill, text)

    def _paint_text(self, p: QPainter, at: QRectF, words: str, font: str, colour: str) -> None:
        """One line centred in ``at``, cut with an ellipsis where it is too long."""
        p.setPen(self._c(colour))
        p.setFont(self._font(font))
        p.drawText(at, Qt.AlignmentFlag.AlignCenter,
                   p.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, int(at.width())))

    def _tag(self, seat: FeltSeat) -> tuple[str, str, str]:
        """A word on the seat's top edge: colour is never the only signal."""
        if seat.won:
            return (self.tr("wins {0}").format(QLocale().toString(seat.won)),
                    "winner", "to_act_text")
        if seat.to_act:
            return self.tr("TO ACT"), "to_act", "to_act_text"
        if seat.all_in:
            return self.tr("ALL-IN"), "all_in", "all_in_text"
        if seat.folded:
            return self.tr("folded"), "folded", "seat_text"
        if seat.declared_in:
            return self.tr("IN"), "to_act", "to_act_text"
        return "", "", ""

    def _paint_tag(self, p: QPainter, rect: QRectF, tag: str, fill: str, text: str) -> None:
        metrics = QFontMetrics(self._font("tag"))  # whole pixels, as a painter's
        width = metrics.horizontalAdvance(tag) + self._layout.unit * 1.2
        height = metrics.height() + 2
        box = QRectF(rect.center().x() - width / 2, rect.top() - height * 0.6, width, height)

        def draw(painter: QPainter, at: QRectF) -> None:
            painter.setFont(self._font("tag"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._c(fill))
            painter.drawRoundedRect(at, height / 2, height / 2)
            painter.setPen(self._c(text))
            painter.drawText(at, Qt.AlignmentFlag.AlignCenter, tag)

        self._kept(p, box, ("tag", tag, fill, text), 1.0, draw)

    def _paint_chips(self, p: QPainter, at: Point, bet: int) -> None:
        x, y = at
        unit = self._layout.unit
        text = QLocale().toString(bet)
        width = QFontMetrics(self._font("bet")).horizontalAdvance(text) + unit * 2.6
        height = unit * 1.9

        def draw(painter: QPainter, box: QRectF) -> None:
            middle = box.center().y()
            painter.setFont(self._font("bet"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._c("bet"))
            painter.drawRoundedRect(box, height / 2, height / 2)
            painter.setBrush(self._c("chip_bb"))
            painter.setPen(QPen(self._c("chip_text"), unit * 0.18, Qt.PenStyle.DashLine))
            painter.drawEllipse(QRectF(box.left() + unit * 0.3, middle - unit * 0.7,
                                       unit * 1.4, unit * 1.4))
            painter.setPen(self._c("bet_text"))
            painter.drawText(box.adjusted(unit * 1.8, 0, -unit * 0.5, 0),
                             Qt.AlignmentFlag.AlignCenter, text)

        self._kept(p, QRectF(x - width / 2, y - height / 2, width, height), ("chips", text),
                   1.0, draw)

    def _paint_button(self, p: QPainter, at: Point) -> None:
        x, y = at
        r = self._layout.unit * 1.05

        def draw(painter: QPainter, disc: QRectF) -> None:
            painter.setPen(QPen(self._c("chip_edge"), self._layout.unit * 0.12))
            painter.setBrush(self._c("chip_dealer"))
            painter.drawEllipse(disc)
            painter.setPen(self._c("chip_dealer_text"))
            painter.setFont(self._font("button"))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.tr("D"))

        self._kept(p, QRectF(x - r, y - r, 2 * r, 2 * r), ("button", self.tr("D")),
                   self._layout.unit * 0.1, draw)

    def _paint_card(self, p: QPainter, r: QRectF, card: FeltCard, font: str) -> None:
        self._kept(p, r, ("card", card, font), 1.0,
                   lambda painter, at: self._draw_card(painter, at, card, font))

    def _kept(self, p: QPainter, area: QRectF, what: tuple[object, ...], pad: float,
              draw: Callable[[QPainter, QRectF], None]) -> None:
        """``draw`` into ``area``, drawn once per look, size and place within a pixel
        and then kept as a picture: a seat's box, cards, name and tag come back at
        most key presses (a bet changes the pots' line and the stack, the player to
        act a seat), and drawing them costs tens of microseconds each. ``pad``:
        how far the drawing reaches outside ``area`` (a pen's half width)."""
        world = p.transform()
        if world.type().value > QTransform.TransformationType.TxTranslate.value:
            draw(p, area)
            return
        ratio = self.devicePixelRatioF()
        # where the area falls in device pixels: the whole pixel and the fraction
        x, y = (area.x() + world.dx()) * ratio, (area.y() + world.dy()) * ratio
        ix, iy = math.floor(x), math.floor(y)
        fx, fy = round(x - ix, 2), round(y - iy, 2)
        w, h = round(area.width(), 2), round(area.height(), 2)
        key = (what, fx, fy, w, h, self._fonts_for, self._ink is scheme_colours("dark"),
               look().four_colour, ratio)
        found = self._drawings.get(key)
        margin = math.ceil(pad * ratio) + 2  # device pixels for the edges' antialiasing
        if found is None:
            if len(self._drawings) >= KEPT_DRAWINGS:
                self._drawings.clear()
            found = QPixmap(math.ceil(fx + w * ratio) + 2 * margin,
                            math.ceil(fy + h * ratio) + 2 * margin)
            found.setDevicePixelRatio(ratio)
            found.fill(Qt.GlobalColor.transparent)
            painter = QPainter(found)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(painter, QRectF((margin + fx) / ratio, (margin + fy) / ratio,
                                 area.width(), area.height()))
            painter.end()
            self._drawings[key] = found
        p.drawPixmap(QPointF((ix - margin) / ratio - world.dx(),
                             (iy - margin) / ratio - world.dy()), found)

    def _draw_card(self, p: QPainter, r: QRectF, card: FeltCard, font: str) -> None:
        radius = r.width() * 0.12
        p.setPen(QPen(self._c("card_edge"), 1))
        if card.card is None:  # a back: not entered (or not to be seen)
            p.setBrush(self._c("card_back"))
            p.drawRoundedRect(r, radius, radius)
            p.setPen(QPen(self._c("card_back_line"), 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inset = r.width() * 0.14
            p.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius / 2, radius / 2)
            return
        p.setBrush(self._c("card_face"))
        p.drawRoundedRect(r, radius, radius)
        if not card.up:  # a down card the dealer entered: a back-coloured corner says so
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self._c("card_back"))
            band = r.height() * 0.16
            p.drawRoundedRect(QRectF(r.left(), r.bottom() - band, r.width(), band), 2, 2)
        p.setPen(self._c(suit_colour(card.card.suit)))  # the symbol stays: not colour alone
        p.setFont(self._font(font))
        face = r.adjusted(0, 0, 0, -r.height() * (0.16 if not card.up else 0))
        p.drawText(face, Qt.AlignmentFlag.AlignCenter, card.card.pretty)
