"""Where the dealer panel's card grid sits (issue 29, item 2): under the table
where the panel is tall enough, else on a sheet floating over the table and the
side column.

The 52 cards take about 150 pixels of height. In a panel shorter than
``GRID_OVER_FELT_BELOW`` (a 1366x768 laptop, the default 1100x700 window, a
1024x600 netbook) that height under the felt left it a strip where no seat could
be read; floating, the sheet covers a part of the table only while a step takes
cards, and the felt keeps its size whether the grid shows or not (no seat drawn
again at another scale: the dealer latency benchmark).

The sheet never covers what the step asks about (issue 30: across the table's foot
it hid the lower seats, the seat due its cards or to show among them):
``sheet_room`` reads from the panel's table (or seats list) as drawn what the sheet
must leave in sight (the seat asked about, or the board) and what it had rather
leave (the other live seats' names and stacks, their boxes, the middle, the side
column's contents), and ``sheet_place`` finds the place, among
the spots beside each of them and along the room's edges, that covers the least
of it; the sheet stays where it was while that place is as good.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QBoxLayout, QFrame, QTabWidget, QVBoxLayout, QWidget

from director.engine.frozen import frozen_record
from director.ui.dealer.card_grid import NARROW, WIDE, CardGrid
from director.ui.dealer.felt.painting import TableFelt
from director.ui.dealer.seats_view import SeatsView

GRID_OVER_FELT_BELOW = 800  # panel heights below this: the grid floats
SHOWN_OR_HIDDEN = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.ShowToParent,
                   QEvent.Type.HideToParent)
MUST = 1_000_000  # a pixel of what must stay in sight, against a pixel of a weight 1
WIDE_SHEET = 720  # the widest the sheet grows where it covers nothing more for it
CLEAR = 4  # pixels kept between the sheet and what it leaves in sight
# what moving the sheet costs, in weighted pixels: about a seat's chips and a bit of
# the middle (it moves off a seat's box or name, not for a sliver of the felt)
MOVE = 16_000
ROUND = 32  # pixels: things at least this wide and high the sheet may go round

Box = tuple[int, int, int, int]  # x, y, width, height


@frozen_record
class Room:
    """Where the sheet may go and what it leaves in sight, in the panel's pixels:
    ``area`` it stays inside, ``must`` it never covers where the area allows,
    ``rather`` (a box and its weight) it covers as little of as it can."""

    area: Box
    must: tuple[Box, ...] = ()
    rather: tuple[tuple[Box, int], ...] = ()


def _spots(low: int, high: int, size: int, edges: list[tuple[int, int]]) -> list[int]:
    """Where the sheet's ``size`` may start between ``low`` and ``high``: along the
    room's edges, its middle, and just past either side of each thing (``edges``:
    its start and end)."""
    last = max(low, high - size)
    found = {low, last, (low + last) // 2}
    for start, end in edges:
        found.update((end + CLEAR, start - CLEAR - size))
    return sorted({min(max(s, low), last) for s in found})


def _covered(x: npt.NDArray[np.int64], y: npt.NDArray[np.int64], w: int, h: int,
             boxes: tuple[Box, ...]) -> npt.NDArray[np.int64]:
    """The area of each of ``boxes`` that a ``w`` x ``h`` sheet at each (x, y)
    covers: one row per place, one column per box."""
    b = np.array(boxes, dtype=np.int64).reshape(-1, 4)
    x, y = x[:, None], y[:, None]
    across = np.minimum(x + w, b[:, 0] + b[:, 2]) - np.maximum(x, b[:, 0])
    down = np.minimum(y + h, b[:, 1] + b[:, 3]) - np.maximum(y, b[:, 1])
    covered: npt.NDArray[np.int64] = np.clip(across, 0, None) * np.clip(down, 0, None)
    return covered


@lru_cache(maxsize=512)
def sheet_place(room: Room, shapes: tuple[tuple[int, int], ...],
                previous: Box | None = None) -> tuple[int, Box]:
    """The sheet's shape (an index in ``shapes``: the widths and heights it may
    take, the one preferred first) and rectangle in ``room``: the place covering the
    least of what the room asks to leave in sight; the sheet stays where it was
    (``previous``) unless moving uncovers more than ``MOVE`` of it (it does not jump
    about between steps: the dealer finds it where it was); of places as good, the
    shape preferred, then the lowest, then the rightmost (the side column's foot is
    mostly empty)."""
    ax, ay, aw, ah = room.area
    boxes = tuple(box for box, _ in room.rather)
    # the sheet goes round what it must leave and round the larger things (a seat's
    # box, the middle): the lines of text inside them give no other places
    things = (*room.must, *(b for b in boxes if min(b[2], b[3]) >= ROUND))
    weights = np.array([weight for _, weight in room.rather], dtype=np.int64)
    best: tuple[tuple[int, int], int, Box] | None = None
    for rank, (width, height) in enumerate(shapes):
        w, h = min(width, aw), min(height, ah)
        xs = _spots(ax, ax + aw, w, [(b[0], b[0] + b[2]) for b in things])
        ys = _spots(ay, ay + ah, h, [(b[1], b[1] + b[3]) for b in things])
        x = np.repeat(np.array(xs, dtype=np.int64), len(ys))
        y = np.tile(np.array(ys, dtype=np.int64), len(xs))
        # the same shape where it was (kept inside the room: a message under the
        # field makes it taller)
        stay = None if previous is None or previous[2] != w else \
            (min(max(previous[0], ax), ax + aw - w), min(max(previous[1], ay), ay + ah - h))
        if stay is not None:
            x, y = np.append(x, stay[0]), np.append(y, stay[1])
        cost = _covered(x, y, w, h, boxes) @ weights + MOVE
        if room.must:
            cost = cost + _covered(x, y, w, h, room.must).sum(axis=1) * MUST
        if stay is not None:
            cost[(x == stay[0]) & (y == stay[1])] -= MOVE
        least = np.flatnonzero(cost == cost.min())
        # of the places as good, the lowest, then the rightmost
        i = least[np.lexsort((-x[least], -y[least]))[0]]
        key = (int(cost[i]), rank)
        if best is None or key < best[0]:
            best = key, rank, (int(x[i]), int(y[i]), w, h)
    assert best is not None
    return best[1], best[2]


class GridPlace(QObject):
    """Moves ``grid`` between its place in ``panel``'s column and a sheet floating
    over the panel's table and side column, as the panel's height says; ``room``
    tells where the sheet may go and what it leaves in sight (``Room``)."""

    def __init__(self, panel: QWidget, grid: CardGrid, views: QTabWidget,
                 room: Callable[[], Room]) -> None:
        super().__init__(panel)
        self.setObjectName("gridPlace")
        self.panel, self.grid, self.views, self.room = panel, grid, views, room
        column = panel.layout()
        assert isinstance(column, QBoxLayout)
        self.column = column
        # its place in the column: right under the item before it (the table), even
        # when lines are put in above later (a tournament's bust line, dealer_pages)
        above = column.itemAt(column.indexOf(grid) - 1)
        assert above is not None
        self.above = above
        # the float: a framed sheet with the window's colour behind the grid
        self.sheet = QFrame(panel)
        self.sheet.setObjectName("cardGridSheet")
        self.sheet.setFrameShape(QFrame.Shape.StyledPanel)
        self.sheet.setAutoFillBackground(True)
        self.sheet.hide()
        QVBoxLayout(self.sheet).setContentsMargins(6, 4, 6, 4)
        self.floating = False
        self.placed = False  # the sheet has a place of its own (not Qt's first guess)
        self._shapes: dict[tuple[object, ...], tuple[tuple[int, int, int], ...]] = {}
        # the views' pages (the table, the seats list): their size once they have it
        self.pages = [page for i in range(views.count()) if (page := views.widget(i))]
        for watched in (panel, *self.pages, grid):
            watched.installEventFilter(self)
        self.sheet.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel and kind == QEvent.Type.Resize:
            self.follow()
        elif self.floating and ((watched in self.pages and kind == QEvent.Type.Resize)
                                or (watched is self.grid and kind in SHOWN_OR_HIDDEN)
                                or (watched is self.sheet
                                    and kind == QEvent.Type.LayoutRequest)):
            self.place()
        return False

    def follow(self) -> None:
        """Float the grid or put it back, as the panel's height now says."""
        floating = self.panel.height() < GRID_OVER_FELT_BELOW
        if floating == self.floating:
            self.place()
            return
        self.floating = floating
        shown = not self.grid.isHidden()
        sheet = self.sheet.layout()
        assert sheet is not None
        if floating:
            self.column.removeWidget(self.grid)
            sheet.addWidget(self.grid)
        else:
            sheet.removeWidget(self.grid)
            self.grid.set_columns(WIDE)  # under the table: as wide as the panel
            self.column.insertWidget(self.column.indexOf(self.above) + 1, self.grid)
        self.grid.setVisible(shown)
        self.place()

    def shapes(self, area: Box) -> tuple[tuple[int, int, int], ...]:
        """The sheet's shapes to try, the one preferred first: ``(columns, width,
        height)``, the cards a suit a row (as wide as half the room allows, then
        at their least) or a suit on two rows (as wide as the side column, then at
        their least). Measured once per prompt, problem and room."""
        g = self.grid
        key = (g.prompt.text(), g.problem.text() if g.problem.isVisibleTo(g) else "",
               g.clear_button.text(), g.font().key(), area[2])
        found = self._shapes.get(key)
        if found is not None:
            return found
        columns, shapes = g.columns, []
        for form in (WIDE, NARROW):
            g.set_columns(form)
            least = self.sheet.minimumSizeHint().width()
            # wide: up to half the room; narrow: about the side column (a quarter)
            wide = max(least, min(WIDE_SHEET, area[2] // 2) if form == WIDE
                       else area[2] // 4 - CLEAR)
            for width in dict.fromkeys((wide, least)):
                height = self.sheet.heightForWidth(width)
                shapes.append((form, width,
                               height if height > 0 else self.sheet.sizeHint().height()))
        g.set_columns(columns)
        if len(self._shapes) >= 256:
            self._shapes.clear()
        found = self._shapes[key] = tuple(shapes)
        return found

    def place(self) -> None:
        """The sheet shown where ``room`` says (while it floats and the grid shows),
        else hidden."""
        visible = self.floating and not self.grid.isHidden()
        if visible:
            room = self.room()
            shapes = self.shapes(room.area)
            # where it was, shown or not: the dealer finds it there next time
            previous = self.sheet.geometry().getRect() if self.placed else None
            index, box = sheet_place(room, tuple((w, h) for _, w, h in shapes), previous)
            self.placed = True
            self.grid.set_columns(shapes[index][0])
            if self.sheet.geometry().getRect() != box:
                self.sheet.setGeometry(QRect(*box))
            self.sheet.raise_()
        if self.sheet.isHidden() == visible:
            self.sheet.setVisible(visible)


# what the floating card grid had rather not cover, a pixel's weight: another live
# seat's name and stack, the rest of its box, the chips before it and the middle,
# a folded seat, the side column's contents (the pots are on the table too)
NAME_WEIGHT, SEAT_WEIGHT, TABLE_WEIGHT, SIDE_WEIGHT = 32, 4, 2, 1


def sheet_room(panel: QWidget, views: QTabWidget, felt: TableFelt, seats: SeatsView,
               rows_order: Sequence[int], asked: int | None,
               side: Sequence[QWidget]) -> Room:
    """Where the floating card grid may go (the table and the side column, under
    the tabs) and what it leaves in sight (issue 30): never the seat whose cards
    the step takes (its box and tag, or its row in the seats list), nor the
    board while the board's cards are asked for; as little as it can of the other
    live seats' names and stacks, then their boxes, the middle and the side
    column's contents."""
    view = views.currentWidget()
    at = view.mapTo(panel, QPoint(0, 0))
    layout = panel.layout()
    inside = panel.rect() if layout is None else \
        panel.rect().marginsRemoved(layout.contentsMargins())
    # (the side column's own geometry may lag a resize by an event: the panel's is now)
    area = (at.x(), at.y(), max(inside.right() + 1 - at.x(), view.width()), view.height())

    def box(rect: tuple[float, float, float, float], grow: int = 0) -> Box:
        x, y, w, h = rect
        left, top = math.floor(x) + at.x() - grow, math.floor(y) + at.y() - grow
        return (left, top, math.ceil(x + w) + at.x() + grow - left,
                math.ceil(y + h) + at.y() + grow - top)

    must: list[Box] = []
    rather: list[tuple[Box, int]] = []
    if view is felt:
        lay = felt.felt_layout()
        # the table itself weighs as the side column's contents: of two places
        # as good, the sheet keeps to the panel's edge (not a sliver further in)
        rather.append(((at.x(), at.y(), view.width(), view.height()), SIDE_WEIGHT))
        for seat in felt.table.seats:
            if not 1 <= seat.seat <= lay.max_seats:
                continue
            places = lay.seat(seat.seat)
            if seat.seat == asked:
                must.append(box(places.reach, CLEAR))
                rather.append((box(places.chips), NAME_WEIGHT))
            elif seat.folded:
                rather.append((box(places.reach), TABLE_WEIGHT))
            else:
                rather += [(box(places.reach), SEAT_WEIGHT), (box(places.chips), TABLE_WEIGHT),
                           *((box(line), NAME_WEIGHT) for line in
                             dict.fromkeys((places.name, places.stack)))]
        if asked is None:  # the board's cards (or a burn): the middle in sight
            must.append(box(lay.middle, CLEAR))
        else:
            rather.append((box(lay.middle), TABLE_WEIGHT))
    else:  # the seats list: the row of the seat asked about, the others if it may
        table = seats
        port = table.viewport().mapTo(view, QPoint(0, 0))
        header = table.horizontalHeader()
        rather.append((box((0, 0, view.width(), header.height())), NAME_WEIGHT))
        for row, seat_number in enumerate(rows_order):
            top = table.rowViewportPosition(row)
            if top < 0:
                continue
            line = box((0, port.y() + top, view.width(), table.rowHeight(row)))
            if seat_number == asked:
                must.append(line)
            else:
                rather.append((line, NAME_WEIGHT))
    for shown in side:  # the side column's contents
        if shown.isVisible():
            corner = shown.mapTo(panel, QPoint(0, 0))
            rather.append(((corner.x(), corner.y(), shown.width(), shown.height()),
                           SIDE_WEIGHT))
    return Room(area, tuple(must), tuple(rather))
