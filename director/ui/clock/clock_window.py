"""The clock display: a window for a TV or a second monitor (DESIGN.md "The windows").

It redraws from a ``ClockBoard`` that ``provider(now)`` gives on every tick
(200 ms); only this window reads the real time. Fonts are computed from the
window's size, so the same layout reads from across a room full screen and
still fits a small window. Its keys (Space, N, P, +, -, Ctrl+Z and, as in the
main window, Ctrl+Shift+Z or Ctrl+Y) call a ``ClockController``; F toggles full
screen; ``?`` or F1 asks for the shortcut list. They are window shortcuts of this
window only: the main window drives the clock from its clock page
(``clock_page``), never from keys pressed elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QEvent, QLocale, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QColor,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget

from director.engine.event.clock import ClockEvent, item_starts
from director.services.clock.clock_board import BoardState, ClockBoard
from director.services.clock.clock_layouts import ClockLayout, ClockLayouts
from director.ui.clock.clock_control import ClockController
from director.ui.clock.clock_designer import ClockDesigner
from director.ui.clock.clock_marquee import Marquee
from director.ui.clock.clock_notice import ClockNotice
from director.ui.clock.clock_pictures import cover
from director.ui.clock.clock_places import (
    ITEM_LABELS,
    fitted_font,
    item_parts,
    item_rect,
    place_notice,
    px,
    time_font,
)
from director.ui.clock.clock_pulse import LastMinutePulse
from director.ui.clock.clock_texts import (
    CAPTIONED,
    board_texts,
    format_clock,
    next_break,
    payout_lines,
    result_lines,
    side_texts,
)
from director.ui.clock.paused_ink import paused_ink
from director.ui.clock.sounds import Announcer
from director.ui.common.actions import ActionRunner
from director.ui.common.director_widgets import fit_to_screen
from director.ui.common.keys import REDO_KEYS, UNDO_KEYS
from director.ui.common.style import clock_paused_dim, clock_theme

TICK_MS = 200
#: How late an announcement may still be played: a tick the program was busy for comes
#: a second or two late, but after the laptop slept (or a long stall) the levels and
#: minutes that passed meanwhile are not played back one after another, stale.
ANNOUNCE_LATE = timedelta(seconds=10)
# the banner's colours in a theme (resources/styles/palette.json "clock_themes")
ACCENTS = {"paused": ("paused", "paused_text"), "break": ("break", "break_banner_text"),
           "last level": ("last", "last_text"), "last minute": ("last", "last_text")}


def utc_now() -> datetime:
    return datetime.now(UTC)


class ClockWindow(QWidget):
    """The big-screen clock; ``update_board(now)`` redraws it for one instant."""


    def __init__(self, provider: Callable[[datetime], ClockBoard],
                 controller: ClockController | None = None, *,
                 events: Callable[[datetime, datetime], Iterable[ClockEvent]] | None = None,
                 announcer: Announcer | None = None,
                 clock: Callable[[], datetime] = utc_now, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("clockWindow")
        self.setWindowTitle(self.tr("Poker Director clock"))
        self.provider, self.controller, self.events = provider, controller, events
        self.announcer = announcer or Announcer(self)
        self._clock = clock
        # Plain callbacks, not Qt signals: in PySide6 6.12 on Python 3.11 every
        # Signal.emit() from Python drops a reference to True, and a 200 ms tick
        # would bring the interpreter down within the hour.
        self.board_listeners: list[Callable[[ClockBoard], None]] = []
        self.failure_listeners: list[Callable[[str], None]] = []
        self.shortcut_listeners: list[Callable[[], None]] = []
        self._last_tick: datetime | None = None
        self.board: ClockBoard | None = None
        self.screen_choice: QScreen | None = None
        self._sizes: dict[QLabel, tuple[int, int, bool]] = {}
        self._fitted: dict[QLabel, tuple[int, int, str]] = {}
        self.labels: dict[str, QLabel] = {}
        self.layout_ = ClockLayout()
        self.layouts: ClockLayouts | None = None
        # a tournament's clock (its layouts kept with the event) commits to its database
        self.runner = ActionRunner(lambda: self.layouts.db if self.layouts else None,
                                   ClockNotice(self.show_notice, self.failure_listeners), self)
        self.event_id: int | None = None
        self.screen_number = 0
        self.designer: ClockDesigner | None = None
        self.theme = self.layout_.theme
        self._hidden_items: set[str] = set()
        self._hidden_labels: set[str] = set()
        self._logo = QPixmap()
        self._background_image = QPixmap()
        self._last_minute = False
        self._foot: QLabel | None = None  # a line of the screen's own (the hand timers)
        self._notice_band = QRect()  # the notice line's place (``_compute_sizes``)
        self._build()
        self._add_actions()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        fit_to_screen(self, 1280, 720)

    # ------------------------------------------------------------ building

    def _label(self, name: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
               bold: bool = False) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        font = label.font()
        font.setBold(bold)
        label.setFont(font)
        self.labels[name] = label
        return label

    def _build(self) -> None:
        """One label per line of every item; ``_compute_sizes`` places them where the
        layout says (shares of the window), so a designed layout fills any screen."""
        self.setAutoFillBackground(True)
        for name in ("club", "title", "banner", "time", "blinds", "ante", "next_level",
                     "next_break", "chip_up", "time_of_day"):
            self._label(name, bold=name in ("club", "title", "time", "blinds", "banner",
                                            "chip_up"))
        self.labels["banner"].setAutoFillBackground(True)
        self.labels["chip_up"].setAutoFillBackground(True)
        self.pulse = LastMinutePulse(self.labels["banner"], self._pulse_colours)
        self.labels["time"].setFont(time_font(self.labels["time"].font()))
        for name in CAPTIONED:
            self._label(f"{name}_caption", Qt.AlignmentFlag.AlignLeft)
            self._label(name, Qt.AlignmentFlag.AlignLeft, bold=name != "payouts")
        self.labels["payouts"].setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.logo = QLabel(self)
        self.logo.setObjectName("clubLogo")
        self.logo.setScaledContents(False)
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.marquee = Marquee(self)
        self.notice = self._label("notice")
        # the room share's address under the side items (its QR code: _place_share_code)
        self.side_column = QWidget(self)
        self.side_column.setObjectName("sideColumn")
        side = self.side_layout = QVBoxLayout(self.side_column)
        side.setContentsMargins(0, 0, 0, 0)
        self._notice_timer = QTimer(self, singleShot=True, interval=4000)
        self._notice_timer.timeout.connect(lambda: self._set("notice", ""))

    def _pulse_colours(self) -> tuple[QColor, QColor, QColor]:
        """The LAST MINUTE banner's red at rest and at the deepest of its breath, and
        its words' colour, in this screen's theme."""
        theme = clock_theme(self.theme)
        return theme["last"], theme["last_pulse"], theme["last_text"]

    def _add_actions(self) -> None:
        keys: list[tuple[str, list[str], Callable[[], object]]] = [
            ("start_pause", ["Space"], lambda: self.command("start_pause")),
            ("next_level", ["N"], lambda: self.command("next_level")),
            ("previous_level", ["P"], lambda: self.command("previous_level")),
            ("add_minute", ["+", "="], lambda: self.command("add_minute")),
            ("remove_minute", ["-"], lambda: self.command("remove_minute")),
            # the main window's undo and redo keys, each the clock's own command
            ("undo", list(UNDO_KEYS), lambda: self.command("undo")),
            ("redo", list(REDO_KEYS), lambda: self.command("redo")),
            ("full_screen", ["F", "F11"], self.toggle_full_screen),
            ("leave_full_screen", ["Escape"], self._leave_full_screen),
            ("shortcuts", ["?", "Shift+?", "Ctrl+/"], self._shortcuts_requested),
            ("design", ["D"], self.open_designer),
        ]
        for name, sequences, slot in keys:
            action = QAction(self)
            action.setObjectName(name)
            action.setShortcuts([QKeySequence(s) for s in sequences])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

    # ------------------------------------------------------------ commands

    def command(self, name: str) -> None:
        """Run a controller command at the real time now through the window's action
        runner (a refusal on the screen's notice line and to ``failure_listeners``;
        a tournament's other views follow the commit feed) and redraw at once."""
        if self.controller is None:
            return
        controller = self.controller
        now = self._clock()
        before = self.board
        self.runner.run(lambda: getattr(controller, name)(now))
        board = self.update_board(now)
        if name == "next_level":
            self._announce_started(controller, before, board, now)

    def _announce_started(self, controller: ClockController, before: ClockBoard | None,
                          board: ClockBoard, now: datetime) -> None:
        """N started the next level (or break) on a running clock: the room hears it as
        a level the clock ran into (R-8.2), through the announcer's sound and speech
        settings. P (a level taken back), Ctrl+Z and Ctrl+Shift+Z and a paused clock's
        N stay quiet, as a paused clock's levels are; a refused N changed nothing."""
        if before is None or board.item_index == before.item_index or not board.running \
                or board.finished:
            return
        self.announcer.announce(item_starts(controller.structure, board.item_index, now),
                                board.color_up)

    def _shortcuts_requested(self) -> None:
        for listener in self.shortcut_listeners:
            listener()

    def show_share(self, url: str, code: QPixmap | None) -> None:
        """While the room view is shared: its QR code and address in the bottom right
        corner, so players scan it from the TV; hidden when sharing stops."""
        if not hasattr(self, "share_code"):
            self.share_code = QLabel(self)  # placed by ``_place_share_code``
            self.share_code.setObjectName("shareCode")
            self.share_url = QLabel(self.side_column)
            self.share_url.setObjectName("shareUrl")
            self.share_url.setWordWrap(True)
            self.share_url.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.side_layout.addStretch(1)
            self.side_layout.addWidget(self.share_url)
        self.share_code.setPixmap(code if code is not None else QPixmap())
        self.share_url.setText(url)
        self.share_code.setVisible(bool(url))
        self.share_url.setVisible(bool(url))
        self._compute_sizes()

    def add_foot_line(self, label: QLabel) -> None:
        """A line the screen shows besides the board (the tables' hand timers): at the
        foot of the main column, where the break's chip-up notice goes (over the
        notice's band while that shows); sized as the other lines are."""
        label.setParent(self)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._foot = label
        self._place_foot()

    def foot_line_changed(self) -> None:
        """The foot line's text changed: its font fitted again."""
        if self._foot is not None:
            self._place_foot()

    def _place_foot(self) -> None:
        foot = self._foot
        if foot is None:
            return
        chip_up = self.labels["chip_up"]
        if chip_up.isVisible() or "chip_up" in self._hidden_items:
            where = self._notice_band
        else:
            where = self._rect("chip_up")
        if foot.geometry() != where:
            foot.setGeometry(where)
        self._sizes[foot] = (int(where.width() * 0.96), px(where.height()), False)
        self._fit(foot)
        foot.raise_()

    def show_notice(self, text: str) -> None:
        self._set("notice", text)
        self._notice_timer.start()

    def start(self) -> None:
        """Start ticking (the window redraws every 200 ms from now on)."""
        self.tick()
        self.timer.start()

    def tick(self) -> None:
        now = self._clock()
        heard = []
        if self.events is not None and self._last_tick is not None and now > self._last_tick:
            heard = [event for event in self.events(self._last_tick, now)
                     if now - event.at <= ANNOUNCE_LATE]  # not stale (ANNOUNCE_LATE)
        self._last_tick = now
        board = self.update_board(now)
        for event in heard:  # a break's color-up as the board has it: made early, not asked
            self.announcer.announce(
                event, board.color_up if event.index == board.item_index else None)

    def update_board(self, now: datetime) -> ClockBoard:
        """Ask the provider for the board at ``now`` and show it."""
        board = self.provider(now)
        self.show_board(board)
        for listener in self.board_listeners:
            listener(board)
        return board

    # ------------------------------------------------------------ drawing

    def show_board(self, board: ClockBoard) -> None:
        previous, self.board = self.board, board
        self._set("time", "" if board.finished else format_clock(board.remaining_seconds))
        self._set("time_of_day", QLocale().toString(  # type: ignore[call-overload]
            # PySide6 converts a datetime.time to QTime; its stubs list QTime only
            self._clock().astimezone().time(), QLocale.FormatType.ShortFormat))
        # the last level run out (the end of the structure) stays at 0:00 while play goes
        # on at its blinds: no minute is left to announce, only LAST LEVEL (R-8.2)
        last_minute = board.running and not board.is_break and not finished(board) \
            and 0 < board.remaining_seconds <= 60
        if last_minute != self._last_minute:
            self._last_minute = last_minute
            self.pulse.set_on(last_minute)
            previous = None  # the banner and colours change: draw it all
        self._set("next_break", next_break(board))
        if previous is not None and _same_look(previous, board):
            return
        self._draw_texts(board)
        self._apply_look(board)

    def _draw_texts(self, board: ClockBoard) -> None:
        for name, text in board_texts(board, self._last_minute, self._hidden_items).items():
            self._set(name, text)
        for name, text in side_texts(board).items():
            self._set(name, text)
        self._set("payouts", self._payout_lines(board))

    def _payout_lines(self, board: ClockBoard) -> str:
        """The payouts (a finished tournament's results) in as many lines as the label
        holds."""
        label = self.labels["payouts"]
        room = max(1, self._sizes.get(label, (0, 0, False))[1] or 10)
        if board.finished:
            return result_lines(board.results, room, board.currency)
        return payout_lines(board.payouts, room, board.currency, board.deal)

    def _set(self, name: str, text: str) -> None:
        label = self.labels[name]
        if label.text() != text:
            label.setText(text)
            if name == "notice":
                self._place_notice()
            else:
                self._fit(label)
        shows_time = name == "time" and not (self.board is not None and finished(self.board))
        visible = (bool(text) or shows_time) and name not in self._hidden_labels
        if label.isHidden() == visible:
            label.setVisible(visible)

    # ------------------------------------------------------------ looks and sizes

    def _apply_look(self, board: ClockBoard) -> None:
        look = "last minute" if self._last_minute else board.state.value
        self.setProperty("clockState", board.state.value)
        theme = clock_theme(self.theme)
        palette = QPalette(QApplication.palette())
        back = QColor(self.layout_.background) if self.layout_.background else \
            theme["background"]
        palette.setColor(QPalette.ColorRole.Window, back)
        palette.setColor(QPalette.ColorRole.WindowText, theme["text"])
        if board.is_break:
            palette.setColor(QPalette.ColorRole.Window, theme["break_background"])
            palette.setColor(QPalette.ColorRole.WindowText, theme["break_text"])
        if board.state is BoardState.PAUSED:  # faded, yet the figures read across the room
            text, back = palette.color(QPalette.ColorRole.WindowText), \
                palette.color(QPalette.ColorRole.Window)
            palette.setColor(QPalette.ColorRole.WindowText,
                             paused_ink(text, back, clock_paused_dim(self.theme)))
        self.setPalette(palette)
        # the program's stylesheet styles every widget, so the theme's colours are one too
        ink = palette.color(QPalette.ColorRole.WindowText).name()
        sheet = [f"#clockWindow {{ background-color: "
                 f"{palette.color(QPalette.ColorRole.Window).name()}; }}",
                 # its own lines only: a dialog it opens (the designer) keeps its look
                 f"#clockWindow > QLabel, #clockWindow > #sideColumn > QLabel "
                 f"{{ color: {ink}; background: transparent; }}",
                 # a long notice wrapped over the foot covers what is behind it
                 f"#clockWindow > QLabel#notice[wraps=\"true\"] {{ background-color: "
                 f"{palette.color(QPalette.ColorRole.Window).name()}; }}"]
        for name in ("banner", "chip_up"):
            accent = ACCENTS.get("break" if name == "chip_up" else look)
            if accent is not None:
                sheet.append(f"#clockWindow > QLabel#{name} {{ background-color: "
                             f"{theme[accent[0]].name()}; color: {theme[accent[1]].name()}; }}")
        first = not self.styleSheet()
        self.setStyleSheet("\n".join(sheet))
        self.marquee.ink = palette.color(QPalette.ColorRole.WindowText)
        if first:  # the program's stylesheet put the labels' fonts back: fitted again
            self._fitted.clear()
            self._compute_sizes()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Poker Director clock"))
            if self.board is not None:
                self._draw_texts(self.board)

    def color_scheme_changed(self) -> None:
        if self.board is not None:
            self._apply_look(self.board)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._compute_sizes()

    def keep_layouts(self, layouts: ClockLayouts, event_id: int, screen: int) -> None:
        """This window is clock screen ``screen`` of the event: its stored layout now,
        and the designer saves there."""
        self.layouts, self.event_id, self.screen_number = layouts, event_id, screen
        self.set_layout(layouts.for_screen(event_id, screen))

    def open_designer(self) -> ClockDesigner:
        """The designer on this window's layout (D); Save shows and stores it."""
        store = self.layouts
        dialog = ClockDesigner(
            self.layout_, parent=self,
            templates=store.template_names if store else None,
            load_template=store.template if store else None,
            save_template=store.save_template if store else None,
            db=store.db if store else None)
        dialog.saved.connect(self._designed)
        self.designer = dialog
        dialog.open()
        return dialog

    def _designed(self, layout: ClockLayout) -> None:
        store, event_id, screen = self.layouts, self.event_id, self.screen_number
        if store is not None and event_id is not None:
            def stored() -> bool:
                store.save_for_screen(event_id, screen, layout)
                return True

            if not self.runner.run(stored):
                return  # not stored: said on the notice line, the screen as it was
        self.set_layout(layout)

    def set_layout(self, layout: ClockLayout) -> None:
        """Show the screen as ``layout`` designs it (theme, items, club, background)."""
        self.layout_ = layout
        self.theme = layout.theme
        hidden = {i.name for i in layout.items if not i.visible}
        self._hidden_items = hidden
        self._hidden_labels = {label for name in hidden for label in ITEM_LABELS[name]}
        self._set("club", layout.club_name)
        logo = QPixmap(layout.logo) if layout.logo else QPixmap()
        self._logo = logo
        self._background_image = QPixmap(layout.background_image) \
            if layout.background_image else QPixmap()
        self.marquee.setVisible("announcement" not in hidden and bool(layout.announcement))
        self.marquee.setText(layout.announcement)
        for name in ITEM_LABELS["club"]:
            self.labels[name].setVisible(name not in self._hidden_labels and bool(layout.club_name))
        self._fitted.clear()
        self._compute_sizes()
        if self.board is not None:
            self._draw_texts(self.board)
            self._apply_look(self.board)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._background_image.isNull():
            p = QPainter(self)
            p.drawPixmap(0, 0, cover(self._background_image, self.size()))
            p.end()

    def _rect(self, name: str) -> QRect:
        """An item's place: its edges rounded, so items that meet do not overlap."""
        return item_rect(self.layout_, name, self.width(), self.height())

    def _compute_sizes(self) -> None:
        """Each item's labels in its share of the window; the fonts as large as fit."""
        for item, names in ITEM_LABELS.items():
            if not names:
                continue  # the announcement is the marquee, placed below
            parts = item_parts(item, self._rect(item))
            for name, where in parts:
                label = self.labels[name]
                if name == "club" and not self._logo.isNull():
                    side = where.height()
                    self.logo.setGeometry(where.x(), where.y(), side, side)
                    self.logo.setPixmap(self._logo.scaled(
                        side, side, Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.SmoothTransformation))
                    where = where.adjusted(side + 8, 0, 0, 0)
                label.setGeometry(where)
                self._sizes[label] = (int(where.width() * 0.96), px(where.height()),
                                      name == "payouts")
        self.logo.setVisible(not self._logo.isNull() and "club" not in self._hidden_items)
        self.marquee.setGeometry(self._rect("announcement"))
        font = self.marquee.font()
        font.setPixelSize(max(8, px(self._rect("announcement").height())))
        self.marquee.setFont(font)
        w, h = self.width(), self.height()
        self._notice_band = QRect(0, round(h * 0.90), w, round(h * 0.05))
        self._place_notice()
        self.side_column.setGeometry(round(w * 0.70), round(h * 0.55), round(w * 0.28),
                                     round(h * 0.40))
        self.side_column.raise_()
        designed = self.labels["payouts"].height()  # the lines' size, as designed
        self._place_share_code()
        payouts = self.labels["payouts"].height()
        line = px(min(self.height() * 0.05, max(designed / 6, 8)))
        rows = max(1, int(payouts // (line * 1.3)))
        self._sizes[self.labels["payouts"]] = (int(self.labels["payouts"].width() * 0.96), rows,
                                               True)
        self._payout_px = line
        for label in self.labels.values():
            self._fit(label)
        self._place_foot()
        if self.board is not None:
            self._set("payouts", self._payout_lines(self.board))

    def _place_share_code(self) -> None:
        """While the room view is shared: its QR code above its address and the time of
        day, the payouts above the code (it covered them), "+ N more places" cut."""
        code = getattr(self, "share_code", None)
        if code is None or code.isHidden() or code.pixmap().isNull():
            return
        self.side_layout.activate()
        size, column = code.pixmap().deviceIndependentSize().toSize(), self.side_column.geometry()
        bottom, clock = column.bottom() - self.share_url.height(), self.labels["time_of_day"]
        if clock.isVisibleTo(self) and clock.text() and clock.geometry().right() > column.left():
            bottom = min(bottom, clock.geometry().top())
        code.setGeometry(QRect(QPoint(column.right() - size.width(), bottom - size.height()), size))
        code.raise_()
        label, area = self.labels["payouts"], self.labels["payouts"].geometry()
        if area.intersects(code.geometry()):
            area.setBottom(max(area.top(), code.y() - 1))
            label.setGeometry(area)

    def _place_notice(self) -> None:
        place_notice(self.labels["notice"], self._notice_band, self.height())

    def _fit(self, label: QLabel) -> None:
        """Largest font up to the line's height whose text fits the line's width."""
        if label not in self._sizes:
            return
        width, size, multi = self._sizes[label]
        if multi:
            size = self._payout_px
        font = label.font()
        sample = label.text()
        if label is self.labels["time"]:  # fit the widest digits: the size never jumps
            sample = "8:88:88" if sample.count(":") == 2 else "88:88"
        key = (width, size, sample)
        if self._fitted.get(label) == key:
            return
        self._fitted[label] = key
        font = fitted_font(font, sample, width, size)
        label.setFont(font)

    # ------------------------------------------------------------ screens

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.show_full_screen(self.screen_choice)

    def _leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def show_full_screen(self, screen: QScreen | None = None) -> None:
        """Full screen on ``screen`` (a TV or second monitor), else where the window is."""
        if screen is not None:
            self.screen_choice = screen
            self.setScreen(screen)
            self.move(screen.geometry().topLeft())
        self.showFullScreen()


def finished(board: ClockBoard) -> bool:
    """The tournament is over: its winner is known (the board names them)."""
    return bool(board.winners)


def _same_look(a: ClockBoard, b: ClockBoard) -> bool:
    """Only the times changed: the rest of the screen stays as drawn."""
    return replace(a, remaining=b.remaining, time_to_break=b.time_to_break) == b
