"""The hand drawn as the table (issue 19, LOOK.md "The table as people see it"):
seats round an oval felt with names and stacks, the chips each seat has bet in
front of it, the button as a disc, cards as cards (up cards face up, down cards
as backs or, when the dealer entered them, marked as down), the board and the
pots in the middle, the player to act ringed and tagged, folded and all-in
seats tagged in words as well as colour, and after a showdown what each seat
won. Where each thing goes comes from ``table_layout`` (nothing overlaps,
nothing leaves the widget: issue 29); colours from the palette.

Painting is cheap: the rail and felt are one kept pixmap per size, each seat one
kept picture per look and scale (its chips in front apart), made of kept
drawings (``_kept``: the seat's box, cards, name, stack and tag, like the chips,
the button and the pots' lines, each drawn once per size and place within a
pixel and then copied), and ``show_table`` only stores what to draw and asks for
one repaint of what changed (the dealer latency benchmark). Every kept drawing
follows the felt's look (``_look``: the language, the palette, the font, the
four-colour deck, the pixel ratio): when it changes they are all dropped and the
felt is drawn anew (``director.ui.common.kept``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import field

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
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
from director.engine.frozen import frozen_record
from director.ui.common.kept import Kept
from director.ui.common.look_preferences import look, suit_colour
from director.ui.common.style import scheme_colours, scheme_of
from director.ui.dealer.felt.seat_boxes import (
    LINE_TYPE,
    NAME_TYPE,
    Rect,
    SeatPlan,
    type_pixels,
)
from director.ui.dealer.felt.table_layout import FeltLayout

KEPT_SIZES = 6  # backdrops and layouts of the felt's last sizes
KEPT_PICTURES = 160  # seat pictures: a few hands' worth at two or three scales
KEPT_DRAWINGS = 2000  # cards, boxes, names and tags, each at the places they take
# (size of a font in units, weight) by what it writes
FONTS = {"name": (NAME_TYPE, QFont.Weight.Bold), "stack": (1.1, QFont.Weight.DemiBold),
         "line": (LINE_TYPE, QFont.Weight.Bold), "tag": (0.85, QFont.Weight.Bold),
         "bet": (1.1, QFont.Weight.Bold), "pot": (1.15, QFont.Weight.Bold),
         "board": (1.6, QFont.Weight.Bold), "button": (1.05, QFont.Weight.Black)}


@frozen_record
class FeltCard:
    card: Card | None  # None: not entered (drawn as a back)
    up: bool  # dealt face up (stud's up cards, the board)


@frozen_record
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


@frozen_record
class FeltTable:
    seats: tuple[FeltSeat, ...] = ()
    max_seats: int = 6
    board: tuple[FeltCard, ...] = ()
    pots: tuple[str, ...] = ()  # one line per pot: "Main pot 1,200"
    paid: tuple[str, ...] = field(default=())  # after the award: "Main pot 1,200 → seat 3"
    hole_cards: int = 2  # the most cards a seat holds in this game (stud: 7)


def _r(rect: Rect) -> QRectF:
    return QRectF(*rect)


def _cut_name(line: str, metrics: QFontMetricsF, width: float) -> str:
    """A pot's line ("The main pot 11,000") in ``width``: where it is too long the
    pot's name is cut short and the amount, its last word, stays whole."""
    if metrics.horizontalAdvance(line) <= width or " " not in line:
        return metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
    name, amount = line.rsplit(" ", 1)
    room = width - metrics.horizontalAdvance(" " + amount)
    return f"{metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room, 0.0))} {amount}"


class TableFelt(QWidget):
    """The table seen from above; ``show_table`` gives what to draw."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFelt")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 150)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # the backdrop fills it
        self.table = FeltTable()
        self.odds_room = False  # each seat's box has a line for its all-in odds
        self._ink = scheme_colours("light")
        self._layouts: Kept[FeltLayout] = Kept(KEPT_SIZES * 4)
        self._layout = self._layout_now()
        # what is kept, each for the felt's look (``_look``)
        self._backdrops: Kept[QPixmap] = Kept(KEPT_SIZES)
        self._fonts: Kept[QFont] = Kept(len(FONTS) * KEPT_SIZES)
        self._pictures: Kept[QPixmap] = Kept(KEPT_PICTURES)
        self._drawings: Kept[QPixmap] = Kept(KEPT_DRAWINGS)
        self._bounds: Kept[QRegion] = Kept(KEPT_DRAWINGS)
        self._look_now: Hashable = None
        look().changed.connect(self.update)  # the four-colour deck ticked or not

    def sizeHint(self) -> QSize:
        return QSize(760, 440)

    # ------------------------------------------------------------ what to draw

    def show_table(self, table: FeltTable) -> None:
        """Draw ``table``: only the parts that differ from the table drawn before are
        painted again (a key press changes a seat or two and the middle)."""
        old = self.table
        if table == old:
            return
        self.table = table
        same_seats = table.max_seats == old.max_seats and \
            table.hole_cards == old.hole_cards and \
            [s.seat for s in table.seats] == [s.seat for s in old.seats]
        if not same_seats or self._follow_look():
            self._layout = self._layout_now()
            self.update()
            return
        changed = QRegion()
        for before, after in zip(old.seats, table.seats, strict=True):
            if before != after:
                changed += self._seat_bounds(before) | self._seat_bounds(after)
        if (table.board, table.pots, table.paid) != (old.board, old.pots, old.paid):
            changed += self._middle_bounds()
        self.update(changed)

    def set_odds_room(self, odds: bool) -> None:
        """Room in each seat's box for its all-in odds (``odds``), or none."""
        if odds != self.odds_room:
            self.odds_room = odds
            self._layout = self._layout_now()
            self.update()

    def felt_layout(self) -> FeltLayout:
        """Where everything goes at this size (the odds overlay asks it too; so does
        the card grid's sheet, from its resize event, before this felt's own)."""
        if (self._layout.width, self._layout.height) != (self.width(), self.height()):
            self._layout = self._layout_now()
        return self._layout

    def places(self, number: int) -> SeatPlan:
        """Seat ``number``'s box, tag, cards, chips and button."""
        return self._layout.seat(number)

    def seat_at(self, x: float, y: float) -> int | None:
        """The seat whose box is under a point (a click or a touch)."""
        for seat in self.table.seats:
            if _r(self.places(seat.seat).box).contains(x, y):
                return seat.seat
        return None

    def _layout_now(self) -> FeltLayout:
        key = (self.width(), self.height(), self.table.max_seats, self.table.hole_cards,
               self.odds_room)
        return self._layouts.get(key, lambda: FeltLayout(*key))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout = self._layout_now()

    def changeEvent(self, event: QEvent) -> None:
        """Another language, palette or font: every seat is drawn anew (``_look``)."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange,
                            QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange):
            self.update()

    def _look(self) -> Hashable:
        """Everything the kept drawings depend on besides what they show and their
        size: the language (its words and its way of writing numbers), the palette,
        the font, the deck's colours, the screen's pixel ratio."""
        return (QLocale().name(), scheme_of(self), self.font().key(), look().four_colour,
                self.devicePixelRatioF())

    def _follow_look(self) -> bool:
        """The kept drawings dropped when the look changed; True when they were."""
        now = self._look()
        if now == self._look_now:
            return False
        self._look_now = now
        self._ink = scheme_colours(str(now[1]))  # type: ignore[index]
        for kept in (self._backdrops, self._fonts, self._pictures, self._drawings,
                     self._bounds):
            kept.follow(now)
        return True

    # ------------------------------------------------------------ painting

    def _font(self, role: str) -> QFont:
        size = self._layout.unit * (1.0 if role == "board" else self._layout.style.font)
        return self._fonts.get((role, size), lambda: self._make_font(role, size))

    def _make_font(self, role: str, size: float) -> QFont:
        scale, weight = FONTS[role]
        font = QFont(self.font())
        font.setPixelSize(type_pixels(size * scale))
        font.setWeight(weight)
        font.setFeature(QFont.Tag("tnum"), 1)
        return font

    def _c(self, name: str) -> QColor:
        return self._ink[name]

    def _backdrop(self) -> QPixmap:
        key = (self.width(), self.height(), self._layout.oval)
        return self._backdrops.get(key, self._draw_backdrop)

    def _draw_backdrop(self) -> QPixmap:
        ratio = self.devicePixelRatio()
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
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._follow_look():
            self.update()  # everything, in this look (this paint may cover a part)
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
        if whole or dirty.intersects(self._middle_bounds()):
            self._paint_middle(p)
        for seat in self.table.seats:
            if not whole and not dirty.intersects(self._seat_bounds(seat)):
                continue
            places = self.places(seat.seat)
            top_left, pixmap = self._seat_picture(seat, places)
            p.drawPixmap(top_left, pixmap)
            if seat.bet:
                self._paint_chips(p, places.chips, seat.bet)
            if seat.button:
                self._paint_button(p, places.button)
        p.end()

    def _seat_bounds(self, seat: FeltSeat) -> QRegion:
        """Where a seat paints: its picture, its chips and the button; worked out
        once per place and scale (each paint asks for every seat)."""
        key = (seat.seat, bool(seat.bet), seat.button, self._layout)
        return self._bounds.get(key, lambda: self._work_out_bounds(seat))

    def _work_out_bounds(self, seat: FeltSeat) -> QRegion:
        places = self.places(seat.seat)
        area = QRegion(self._picture_rect(places).toAlignedRect().adjusted(-2, -2, 2, 2))
        if seat.bet:
            area += _r(places.chips).toAlignedRect().adjusted(-2, -2, 2, 2)
        if seat.button:
            area += _r(places.button).toAlignedRect().adjusted(-2, -2, 2, 2)
        return area

    def _middle_bounds(self) -> QRegion:
        """Where the board and the pots' lines paint."""
        return QRegion(_r(self._layout.middle).toAlignedRect().adjusted(-2, -2, 2, 2))

    def _picture_rect(self, places: SeatPlan) -> QRectF:
        """A seat's picture: its box and the tag above it, with room for the box's
        edge (a thick ring round the player to act)."""
        margin = self._layout.unit * 0.3
        return _r(places.box).united(_r(places.tag)).adjusted(-margin, -margin, margin, margin)

    def _seat_picture(self, seat: FeltSeat, places: SeatPlan) -> tuple[QPointF, QPixmap]:
        """The seat's box, cards, name, stack and tag, drawn once and kept while the
        seat stays the same (most seats do from one key press to the next). What is
        drawn depends on the scale, not on where the seat sits."""
        # the picture's own parts only: the chips in front and the button are drawn
        # apart, so a bet (or the chips going to the pot) finds the picture kept
        drawn = (seat.seat, seat.name, seat.stack, seat.cards, seat.folded, seat.all_in,
                 seat.to_act, seat.declared_in, seat.won)
        area = self._picture_rect(places)
        lay = self._layout
        key = (drawn, lay.unit, lay.style, lay.hole_cards, lay.odds, area.size().toTuple())
        return area.topLeft(), self._pictures.get(key, lambda: self._draw_seat(seat, area))

    def _draw_seat(self, seat: FeltSeat, area: QRectF) -> QPixmap:
        ratio = self.devicePixelRatioF()
        found = QPixmap((QSizeF(area.size()) * ratio).toSize() + QSize(1, 1))
        found.setDevicePixelRatio(ratio)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(-area.topLeft())
        self._paint_seat(painter, seat)
        painter.end()
        return found

    def _paint_middle(self, p: QPainter) -> None:
        lay, t = self._layout, self.table
        if t.board:
            x, y, _, ch = lay.board_rect(len(t.board))
            cw, _ = lay.card_size
            gap = lay.unit * 0.35
            for i, card in enumerate(t.board):
                self._paint_card(p, QRectF(x + i * (cw + gap), y, cw, ch), card, "board")
        lines = t.paid or t.pots
        for line, rect in zip(lines, lay.pot_line_rects(len(lines)), strict=True):
            self._kept(p, _r(rect), ("pot", line), 1.0,
                       lambda painter, at, line=line: self._paint_pot(  # type: ignore[misc]
                           painter, at, line))

    def _paint_pot(self, p: QPainter, at: QRectF, line: str) -> None:
        """A pot's line on a dark band of its own: it reads on the felt and on
        whatever lies under it (issue 29: never white on grey)."""
        font = self._fitting_font("pot", line, at.width() - self._layout.unit)
        # centred in its place and no wider (issue 30: a band wider than its column
        # was centred on its full width, and its first letters cut: "he main pot…")
        width = min(QFontMetricsF(font).horizontalAdvance(line) + self._layout.unit,
                    at.width())
        band = QRectF(at.center().x() - width / 2, at.top() + at.height() * 0.06,
                      width, at.height() * 0.88)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self._c("pot"))
        p.drawRoundedRect(band, band.height() / 2, band.height() / 2)
        p.setPen(self._c("pot_text"))
        p.setFont(font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter,
                   _cut_name(line, QFontMetricsF(font), band.width() - self._layout.unit * 0.6))

    def _fitting_font(self, role: str, text: str, width: float) -> QFont:
        """The role's font, smaller (down to three quarters) where ``text`` is wider
        than ``width``."""
        font = self._font(role)
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide <= width or wide <= 0:
            return font
        smaller = QFont(font)
        smaller.setPixelSize(max(8, math.floor(font.pixelSize() * max(0.75, width / wide))))
        return smaller

    def _paint_seat(self, p: QPainter, seat: FeltSeat) -> None:
        lay = self._layout
        places = self.places(seat.seat)
        rect, unit = _r(places.box), lay.unit
        faded = seat.folded

        def box(painter: QPainter, at: QRectF) -> None:
            painter.setPen(QPen(self._c("to_act" if seat.to_act else "seat_border"),
                                unit * (0.4 if seat.to_act else 0.12)))
            painter.setBrush(self._c("seat_empty" if faded else "seat"))
            painter.drawRoundedRect(at, unit * 0.8, unit * 0.8)

        self._kept(p, rect, ("box", seat.to_act, faded), unit * 0.25, box)
        if not faded:
            for card_rect, card in zip(lay.hole_card_rects(seat.seat, len(seat.cards)),
                                       seat.cards, strict=True):
                self._paint_card(p, _r(card_rect), card, "hole")
        name = f"{seat.seat} \u00b7 {seat.name}" if seat.name else \
            self.tr("Seat {0}").format(seat.seat)
        colour = "folded_text" if faded else "seat_text"
        stack = QLocale().toString(seat.stack)
        if places.stack == places.name:  # one line: the name cut short before the stack
            self._kept(p, _r(places.name), ("line", name, stack, colour), 1.0,
                       lambda painter, at: self._paint_name_and_stack(
                           painter, at, name, stack, colour))
        else:
            self._kept(p, _r(places.name), ("name", name, colour), 1.0,
                       lambda painter, at: self._paint_text(painter, at, name, "name", colour))
            self._kept(p, _r(places.stack), ("stack", stack, colour), 1.0,
                       lambda painter, at: self._paint_text(painter, at, stack, "stack",
                                                            colour))
        tag, fill, text = self._tag(seat)
        if tag:
            self._paint_tag(p, _r(places.tag), tag, fill, text)

    def _paint_text(self, p: QPainter, at: QRectF, words: str, font: str, colour: str) -> None:
        """One line centred in ``at``, cut with an ellipsis where it is too long."""
        p.setPen(self._c(colour))
        p.setFont(self._font(font))
        p.drawText(at, Qt.AlignmentFlag.AlignCenter,
                   p.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, int(at.width())))

    def _paint_name_and_stack(self, p: QPainter, at: QRectF, name: str, stack: str,
                              colour: str) -> None:
        p.setPen(self._c(colour))
        p.setFont(self._font("line"))
        metrics = p.fontMetrics()
        room = int(at.width() - metrics.horizontalAdvance(" " + stack))
        line = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(room, 0))
        p.drawText(at, Qt.AlignmentFlag.AlignCenter, f"{line} {stack}")

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
            return self.tr("folded"), "folded", "to_act_text"
        if seat.declared_in:
            return self.tr("IN"), "to_act", "to_act_text"
        return "", "", ""

    def _paint_tag(self, p: QPainter, band: QRectF, tag: str, fill: str, text: str) -> None:
        """The tag centred in its band on the box's top edge, as wide as its word."""
        font = self._fitting_font("tag", tag, band.width() - self._layout.unit)
        width = min(band.width(), QFontMetricsF(font).horizontalAdvance(tag)
                    + self._layout.unit * 1.2)
        box = QRectF(band.center().x() - width / 2, band.top(), width, band.height())

        def draw(painter: QPainter, at: QRectF) -> None:
            painter.setFont(font)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._c(fill))
            painter.drawRoundedRect(at, at.height() / 2, at.height() / 2)
            painter.setPen(self._c(text))
            painter.drawText(at, Qt.AlignmentFlag.AlignCenter, painter.fontMetrics().elidedText(
                tag, Qt.TextElideMode.ElideRight, int(at.width() - self._layout.unit * 0.4)))

        self._kept(p, box, ("tag", tag, fill, text, font.pixelSize()), 1.0, draw)

    def _paint_chips(self, p: QPainter, place: Rect, bet: int) -> None:
        """The chips a seat has bet, in their place in front of it."""
        unit = self._layout.unit
        text = QLocale().toString(bet)
        room = _r(place)
        font = self._fitting_font("bet", text, room.width() - unit * 2.4)
        width = min(room.width(), QFontMetricsF(font).horizontalAdvance(text) + unit * 2.4)
        box = QRectF(room.center().x() - width / 2, room.top(), width, room.height())

        def draw(painter: QPainter, at: QRectF) -> None:
            middle, high = at.center().y(), at.height()
            painter.setFont(font)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._c("bet"))
            painter.drawRoundedRect(at, high / 2, high / 2)
            painter.setBrush(self._c("chip_bb"))
            painter.setPen(QPen(self._c("chip_text"), unit * 0.18, Qt.PenStyle.DashLine))
            disc = high * 0.7
            painter.drawEllipse(QRectF(at.left() + high * 0.15, middle - disc / 2, disc, disc))
            painter.setPen(self._c("bet_text"))
            painter.drawText(at.adjusted(high * 0.15 + disc, 0, -unit * 0.3, 0),
                             Qt.AlignmentFlag.AlignCenter, text)

        self._kept(p, box, ("chips", text, font.pixelSize()), 1.0, draw)

    def _paint_button(self, p: QPainter, place: Rect) -> None:
        def draw(painter: QPainter, disc: QRectF) -> None:
            painter.setPen(QPen(self._c("chip_edge"), self._layout.unit * 0.12))
            painter.setBrush(self._c("chip_dealer"))
            painter.drawEllipse(disc)
            painter.setPen(self._c("chip_dealer_text"))
            painter.setFont(self._font("button"))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.tr("D"))

        self._kept(p, _r(place), ("button", self.tr("D")), self._layout.unit * 0.1, draw)

    def _paint_card(self, p: QPainter, r: QRectF, card: FeltCard, kind: str) -> None:
        self._kept(p, r, ("card", card, kind, self._layout.style), 1.0,
                   lambda painter, at: self._draw_card(painter, at, card, kind))

    def _kept(self, p: QPainter, area: QRectF, what: tuple[object, ...], pad: float,
              draw: Callable[[QPainter, QRectF], None]) -> None:
        """``draw`` into ``area``, drawn once per size and place within a pixel (in
        this look) and then kept as a picture: a seat's box, cards, name and tag
        come back at most key presses (a bet changes the pots' line and the stack,
        the player to act a seat), and drawing them costs tens of microseconds
        each. ``pad``: how far the drawing reaches outside ``area`` (a pen's half
        width)."""
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
        margin = math.ceil(pad * ratio) + 2  # device pixels for the edges' antialiasing

        def make() -> QPixmap:
            found = QPixmap(math.ceil(fx + w * ratio) + 2 * margin,
                            math.ceil(fy + h * ratio) + 2 * margin)
            found.setDevicePixelRatio(ratio)
            found.fill(Qt.GlobalColor.transparent)
            painter = QPainter(found)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(painter, QRectF((margin + fx) / ratio, (margin + fy) / ratio,
                                 area.width(), area.height()))
            painter.end()
            return found

        found = self._drawings.get((what, fx, fy, w, h, self._layout.unit), make)
        p.drawPixmap(QPointF((ix - margin) / ratio - world.dx(),
                             (iy - margin) / ratio - world.dy()), found)

    def _draw_card(self, p: QPainter, r: QRectF, card: FeltCard, kind: str) -> None:
        radius = r.width() * 0.12
        p.setPen(QPen(self._c("card_edge"), 1))
        if card.card is None:  # a back: not entered (or not to be seen)
            p.setBrush(self._c("card_back"))
            p.drawRoundedRect(r, radius, radius)
            p.setPen(QPen(self._c("card_back_line"), 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inset = r.width() * 0.16
            p.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius / 2, radius / 2)
            return
        p.setBrush(self._c("card_face"))
        p.drawRoundedRect(r, radius, radius)
        band = r.height() * 0.14 if not card.up else 0.0
        if band:  # a down card the dealer entered: a back-coloured foot says so
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self._c("card_back"))
            p.drawRoundedRect(QRectF(r.left(), r.bottom() - band, r.width(), band), 2, 2)
        p.setPen(self._c(suit_colour(card.card.suit)))  # the symbol stays: not colour alone
        face = r.adjusted(0, 0, 0, -band)
        if kind == "board":
            p.setFont(self._font("board"))
            p.drawText(face, Qt.AlignmentFlag.AlignCenter, card.card.pretty)
            return
        # a seat's card as a card's corner: the rank over the suit, so six or
        # seven of them sit side by side in the box and each is read whole
        font = QFont(self._font("name"))
        font.setPixelSize(max(8, round(min(face.height() * 0.42, face.width() * 0.72))))
        p.setFont(font)
        pretty = card.card.pretty
        upper = QRectF(face.left(), face.top() + face.height() * 0.04, face.width(),
                       face.height() * 0.48)
        lower = QRectF(face.left(), upper.bottom() - face.height() * 0.04, face.width(),
                       face.height() * 0.48)
        p.drawText(upper, Qt.AlignmentFlag.AlignCenter, pretty[:-1])
        p.drawText(lower, Qt.AlignmentFlag.AlignCenter, pretty[-1])
