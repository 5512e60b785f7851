"""The hand timer (shot clock) of each table: a widget in the dealer panel and a line
on the clock screen (engine ``shot_clock``).

``hand_timers(context)`` is the program's one set of timers, one per table.
``HandTimerWidget`` shows a table's count with "Start / reset (T)" and an
extension button "+30 s (E)"; ``attach_to_dealer_panel`` puts it at the top of
a dealer panel and lets T and E work there (not while a text field takes the
letters); ``attach_to_clock_window`` adds a line at the foot of the clock screen's main
column showing every running timer. Time comes from the context's clock (a test moves it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.shot_clock import ShotClock
from director.ui.common.keys import clicks_keep_keys, typing
from director.ui.common.language import follow_language
from director.ui.common.named import named
from director.ui.common.style import set_tone

if TYPE_CHECKING:
    from director.ui.clock.clock_window import ClockWindow

REFRESH_MS = 200
WARN_SECONDS = 10


class HandTimers:
    """One shot clock per table (by table id), with its table's name for the screen."""

    def __init__(self, clock: Callable[[], datetime]) -> None:
        self.clock = clock
        self.timers: dict[int, ShotClock] = {}
        self.names: dict[int, str] = {}

    def timer(self, table_id: int) -> ShotClock:
        return self.timers.setdefault(table_id, ShotClock())

    def start(self, table_id: int) -> None:
        self.timers[table_id] = self.timer(table_id).start(self.clock())

    def extend(self, table_id: int) -> None:
        self.timers[table_id] = self.timer(table_id).extend()

    def running(self) -> list[tuple[str, int]]:
        """(table name, whole seconds left) of the running timers, by name."""
        now = self.clock()
        return sorted((self.names.get(t, str(t)), math.ceil(c.remaining(now)))
                      for t, c in self.timers.items() if c.running)


def hand_timers(owner: object, clock: Callable[[], datetime]) -> HandTimers:
    """The timers kept on ``owner`` (the program's context), made on first use."""
    found = getattr(owner, "_hand_timers", None)
    if not isinstance(found, HandTimers):
        found = HandTimers(clock)
        owner._hand_timers = found  # type: ignore[attr-defined]
    return found


def _seconds(value: int) -> str:
    minutes, secs = divmod(max(value, 0), 60)
    return f"{minutes}:{secs:02d}"


class HandTimerWidget(QWidget):
    def __init__(self, timers: HandTimers, table_id: int, table_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handTimer")
        self.timers, self.table_id = timers, table_id
        timers.names[table_id] = table_name
        self.count = named(QLabel(), "handTimerCount")
        font = self.count.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.count.setFont(font)
        self.start_button = named(QPushButton(), "handTimerStart")
        self.extend_button = named(QPushButton(), "handTimerExtend")
        clicks_keep_keys(self.start_button, self.extend_button)
        texts = follow_language(self)
        texts.bind(self.start_button.setText, lambda: self.tr("Hand timer: start / reset (T)"))
        texts.bind(self.extend_button.setText, lambda: self.tr("+%1 s (E)").replace(
            "%1", str(self.timers.timer(self.table_id).extension)))
        texts.on_change(self.refresh)
        for button in (self.start_button, self.extend_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the panel keeps its keys
        self.start_button.clicked.connect(self.start)
        self.extend_button.clicked.connect(self.extend)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.count)
        row.addStretch(1)
        row.addWidget(self.start_button)
        row.addWidget(self.extend_button)
        self.ticker = QTimer(self, interval=REFRESH_MS)
        self.ticker.timeout.connect(self.refresh)
        self.ticker.start()
        self.refresh()

    def start(self) -> None:
        self.timers.start(self.table_id)
        self.refresh()

    def extend(self) -> None:
        if self.timers.timer(self.table_id).running:
            self.timers.extend(self.table_id)
        self.refresh()

    def refresh(self) -> None:
        timer = self.timers.timer(self.table_id)
        now = self.timers.clock()
        self.extend_button.setEnabled(timer.running)
        if timer.expired(now):
            self.count.setText(self.tr("Time!"))
            set_tone(self.count, "error")  # the palette's red (resources/styles)
            return
        left = math.ceil(timer.remaining(now))
        self.count.setText(_seconds(left))
        set_tone(self.count, "error" if timer.running and left <= WARN_SECONDS else "")


class _PanelKeys(QObject):
    """T and E in a dealer panel: start/reset and extend, unless a field types them (the
    card field types T, a ten, and passes E on: ``ui.common.keys.typing``)."""

    def __init__(self, widget: HandTimerWidget) -> None:
        super().__init__(widget)
        self.widget = widget

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and not typing(watched, event):
            button = {Qt.Key.Key_T: self.widget.start_button,
                      Qt.Key.Key_E: self.widget.extend_button}.get(Qt.Key(event.key()))
            if button is not None:
                if button.isEnabled():
                    button.click()
                return True
        return False


def attach_to_dealer_panel(panel: QWidget, timers: HandTimers, table_id: int,
                           table_name: str) -> HandTimerWidget:
    """The timer in the panel's first row, beside the hand's header (a row of its
    own took the table 50 pixels of a 1024x600 screen: issue 29), or above it."""
    widget = HandTimerWidget(timers, table_id, table_name, panel)
    widget.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
    layout = panel.layout()
    first = layout.itemAt(0) if isinstance(layout, QVBoxLayout) else None
    row = first.layout() if first is not None else None
    if isinstance(row, QHBoxLayout):
        row.insertWidget(max(row.count() - 1, 0), widget)
    elif isinstance(layout, QVBoxLayout):
        layout.insertWidget(0, widget)
    panel.installEventFilter(_PanelKeys(widget))
    return widget


def attach_to_clock_window(window: ClockWindow, timers: HandTimers) -> QLabel:
    """A line on the clock screen: each running hand timer, ``Table 1 0:12``, at the
    foot of the screen's main column, as large as its place allows (issue 29: it was
    drawn at the window's corner, cut to "e 1")."""
    label = named(QLabel(window), "handTimers")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    window.add_foot_line(label)

    def show() -> None:
        running = timers.running()
        up = QCoreApplication.translate("HandTimerWidget", "Time!")
        text = "   ".join(f"{name} {_seconds(left) if left > 0 else up}"
                          for name, left in running)
        if text != label.text():
            label.setText(text)
            window.foot_line_changed()
        if label.isHidden() == bool(running):
            label.setVisible(bool(running))

    ticker = QTimer(label, interval=REFRESH_MS)
    ticker.timeout.connect(show)
    ticker.start()
    show()
    return label
