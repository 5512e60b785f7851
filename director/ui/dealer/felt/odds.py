"""All-in odds on the dealer panel's felt (issue 21, R-7.1): once every live hand
is turned face up, each seat shows its chance to win and tie (scoop and split in
hi/lo) on a line of its box (the felt makes room for it), counted again as each
card comes.

Nothing is counted inside a key press: a change of the hand only notes the new
spot and starts a timer; the odds are counted in the timer, an exact count once
or an estimate in small slices (``TableOdds.refine``) between which the panel
takes keys, until its margin is small. ``publish`` hands each figure on (the
clock screen and the room view read them from an ``AllInBoard``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from director.engine.equity import Spot
from director.engine.hand.state import HandState
from director.services.tables.all_in_board import AllInBoard, TableAllIn
from director.services.tables.dealer_session import DealerSession
from director.services.tables.equity import TableOdds, all_in_spot
from director.services.tables.odds_view import OddsView
from director.ui.common.language import follow_language
from director.ui.common.odds_text import detail, headline
from director.ui.common.style import scheme_colours, scheme_of
from director.ui.dealer.felt.painting import TableFelt

if TYPE_CHECKING:
    from director.services.events.console_queries import TableView

SLICE_DEALS = 96_000  # random deals per slice for two hole cards; fewer for more cards
PAUSE_MS = 5  # between slices (a few ms each, issue 33): the panel's keys come first
CLOSE_ENOUGH = 0.3  # percentage points: the estimate stops refining there
MOST_DEALS = 400_000


def slice_size(spot: Spot) -> int:
    """Deals per slice, so one slice takes a few milliseconds whatever the game
    (Omaha's and stud's deals cost several times hold'em's)."""
    cards = max(len(h) for h in spot.hands)
    return max(100, SLICE_DEALS // (cards * cards))


class DealerPanelLike(Protocol):
    odds: FeltOdds
    seat_names: Callable[[], Mapping[int, str]]


class OddsOverlay(QWidget):
    """Drawn over the felt: each live seat's odds on the line its box keeps for
    them while they show (``TableFelt.set_odds_room``; issue 29: never over a
    neighbour's name)."""

    def __init__(self, felt: TableFelt) -> None:
        super().__init__(felt)
        self.setObjectName("feltOdds")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.felt = felt
        self.lines: dict[int, tuple[str, str]] = {}  # seat: (headline, detail)
        self.setGeometry(felt.rect())
        felt.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        return False

    def show_lines(self, lines: dict[int, tuple[str, str]]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.felt.set_odds_room(bool(lines))
            self.setVisible(bool(lines))
            self.update()

    def box(self, seat: int) -> QRectF:
        """Where a seat's odds go: the line at the foot of its box."""
        return QRectF(*self.felt.felt_layout().odds_rect(seat))

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.lines:
            return
        ink = scheme_colours(scheme_of(self))
        lay = self.felt.felt_layout()
        unit = lay.unit
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for seat, (top, bottom) in self.lines.items():
            if not 1 <= seat <= lay.max_seats:
                continue
            box = self.box(seat)
            p.setPen(QPen(ink["all_in"], unit * 0.12))
            p.setBrush(ink["pot"])
            p.drawRoundedRect(box, unit * 0.5, unit * 0.5)
            p.setPen(ink["pot_text"])
            inner = box.adjusted(unit * 0.3, 0, -unit * 0.3, 0)
            if lay.compact or not bottom:  # one line: the headline, the detail after it
                text = one_line(top, bottom, self._font(QFont.Weight.Bold, 8), inner.width())
                self._line(p, inner, text, unit * 1.0, QFont.Weight.Bold)
                continue
            half = inner.height() / 2
            self._line(p, QRectF(inner.left(), inner.top(), inner.width(), half), top,
                       unit * 1.05, QFont.Weight.Bold)
            self._line(p, QRectF(inner.left(), inner.top() + half, inner.width(), half),
                       bottom, unit * 0.9, QFont.Weight.DemiBold)
        p.end()

    def _font(self, weight: QFont.Weight, px: int) -> QFont:
        font = QFont(self.font())
        font.setWeight(weight)
        font.setFeature(QFont.Tag("tnum"), 1)
        font.setPixelSize(px)
        return font

    def _line(self, p: QPainter, at: QRectF, text: str, size: float,
              weight: QFont.Weight) -> None:
        """``text`` centred in ``at``, smaller where it is too wide, cut last."""
        px = max(8, min(round(size), int(at.height() * 0.8)))
        font = self._font(weight, px)
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide > at.width() > 0:
            font.setPixelSize(max(8, int(px * at.width() / wide)))
        p.setFont(font)
        p.drawText(at, Qt.AlignmentFlag.AlignCenter, p.fontMetrics().elidedText(
            text, Qt.TextElideMode.ElideRight, int(at.width())))


def one_line(top: str, bottom: str, smallest: QFont, width: float) -> str:
    """A seat's odds on one line: the headline and the detail after it where both
    fit in the smallest type, else the headline alone, else without an estimate's
    margin, else the chance alone (issue 29: "win 9.4…" on a netbook's compact
    seat, the chance itself cut; issue 30: "pots ≈ 5…" for "pots ≈ 5.7% ± 0.5")."""
    both = f"{top} \u00b7 {bottom}" if bottom else top
    plain = top.split(" \u00b1")[0]  # "pots ≈ 5.7%": the margin dropped
    figure = plain.rsplit(" ", 1)[-1]  # "≈ 5.7%" (its own space is a no-break one)
    metrics = QFontMetricsF(smallest)
    return next((text for text in (both, top, plain) if metrics.horizontalAdvance(text) <= width),
                figure)


class FeltOdds(QObject):
    """Follows a dealer session; counts and shows the odds of a face-up all-in."""

    def __init__(self, session: DealerSession, felt: TableFelt,
                 rng: random.Random | None = None) -> None:
        super().__init__(felt)
        self.session = session
        self.overlay = OddsOverlay(felt)
        self.rng = rng or random.Random()
        self.view: OddsView | None = None
        self.publish: Callable[[OddsView | None], None] | None = None
        self._spot: Spot | None = None
        self._odds: TableOdds | None = None
        self._counted = False
        self.timer = QTimer(self, singleShot=True)
        self.timer.timeout.connect(self._count)
        session.subscribe(self.follow)
        follow_language(self.overlay).on_change(lambda: self._show(self.view))
        self.follow()

    def follow(self) -> None:
        """The hand moved on: a new spot to count, or none (cheap: no counting here)."""
        found = self._face_up_spot()
        spot = found[0] if found else None
        if spot == self._spot:
            return
        self._spot = spot
        if spot is None:
            self._odds = None
            self.timer.stop()
            self._show(None)
            return
        state = self.session.state
        assert isinstance(state, HandState)
        self._odds = TableOdds(state, self.rng, slice_size(spot))
        self._counted = False
        self.timer.start(0)  # right after this redraw

    def _face_up_spot(self) -> tuple[Spot, tuple[int, ...]] | None:
        state = self.session.state
        if not isinstance(state, HandState):
            return None
        found = all_in_spot(state)
        if found is None or not all(state.shown[i] for i in state.live_players()):
            return None
        return found

    def _count(self) -> None:
        """One slice: the first figures, or closer ones; again later while they are
        an estimate wider than ``CLOSE_ENOUGH``."""
        if self._odds is None:
            return
        view = self._odds.refine() if self._counted else self._odds.current()
        self._counted = True
        self._show(view)
        if view is not None and view.refinable and view.margin > CLOSE_ENOUGH \
                and view.deals < MOST_DEALS:
            self.timer.start(PAUSE_MS)

    def _show(self, view: OddsView | None) -> None:
        self.view = view
        self.overlay.show_lines({} if view is None else
                                {s.seat: (headline(s, view), detail(s, view))
                                 for s in view.seats})
        if self.publish is not None:
            self.publish(view)


def publish_to(panel: DealerPanelLike, board: AllInBoard, table_id: int,
               tables: Sequence[TableView]) -> None:
    """The panel's odds go to ``board`` (the clock screen, the room view), with the
    table's name when the night has more than one table."""
    name = next((t.name for t in tables if t.table_id == table_id), str(table_id)) \
        if len(tables) > 1 else None

    def publish(view: OddsView | None) -> None:
        board.show(table_id, None if view is None else
                   TableAllIn(name, view, dict(panel.seat_names())))

    panel.odds.publish = publish
    if panel.odds.view is not None:
        publish(panel.odds.view)
