"""The clock's own page in the main window (DESIGN.md "Keyboard first").

The director drives the clock on the TV from the laptop here: a button for each
command, and the single keys Space, N, P, + and -, F for the display's full
screen. The keys are shortcuts of this page only (``WidgetWithChildrenShortcut``):
pressed in the console, the seating window or the dealer panel they do nothing
to the clock, and they never fire while a text field or a list has the focus.
A command refused, here or on the display, is said whole on the page's message
line (the status line cuts a long refusal short), until the next command here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from director.ui.common.director_widgets import MessageLabel, make_heading
from director.ui.common.keys import editor_has_focus

# (name, keys); the texts are set in ``_retranslate``
CLOCK_KEYS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("start_pause", ("Space",)), ("next_level", ("N",)), ("previous_level", ("P",)),
    ("add_minute", ("+", "=")), ("remove_minute", ("-",)), ("full_screen", ("F",)),
)


class ClockPage(QWidget):
    """Buttons and single-key shortcuts for the clock; ``run(name)`` is called with
    ``start_pause``, ``next_level``, ``previous_level``, ``add_minute``,
    ``remove_minute`` or ``full_screen``."""

    def __init__(self, run: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockPage")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._run = run
        self.heading = make_heading(QLabel(self))
        self.heading.setObjectName("clockPageHeading")
        self.status = QLabel(self)
        self.status.setObjectName("clockPageStatus")
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 2.5)
        font.setBold(True)
        self.status.setFont(font)
        self.hint = QLabel(self)
        self.hint.setObjectName("clockPageHint")
        self.hint.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        self.key_actions: dict[str, QAction] = {}
        self._has_board = False
        grid = QGridLayout()
        for index, (name, keys) in enumerate(CLOCK_KEYS):
            button = QPushButton(self)
            button.setObjectName(f"clock_{name}")
            button.setMinimumHeight(48)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, name=name: self._command(name))
            grid.addWidget(button, index // 3, index % 3)
            self.buttons[name] = button
            action = QAction(self)
            action.setObjectName(f"clockKey_{name}")
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, name=name: self._key(name))
            self.addAction(action)
            self.key_actions[name] = action
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.status)
        layout.addLayout(grid)
        layout.addWidget(self.hint)
        self.message = MessageLabel(self, "clockPageMessage")
        layout.addWidget(self.message)
        layout.addStretch(1)
        self._retranslate()

    def _key(self, name: str) -> None:
        if not editor_has_focus(self):
            self._command(name)

    def _command(self, name: str) -> None:
        self.message.clear()  # a refusal of the last command said again if it is again
        self._run(name)

    def show_refusal(self, words: str) -> None:
        """A clock command refused (here or on the display), in words."""
        self.message.show_error(words)

    def show_status(self, text: str) -> None:
        self._has_board = True
        self.status.setText(text)

    def _retranslate(self) -> None:
        self.heading.setText(self.tr("Clock"))
        texts = {"start_pause": self.tr("Start / pause (Space)"),
                 "next_level": self.tr("Next level (N)"),
                 "previous_level": self.tr("Previous level (P)"),
                 "add_minute": self.tr("Add a minute (+)"),
                 "remove_minute": self.tr("Remove a minute (-)"),
                 "full_screen": self.tr("Clock display full screen (F)")}
        for name, button in self.buttons.items():
            button.setText(texts[name])
        self.hint.setText(self.tr("These keys work on this page and in the clock display "
                                  "window. Ctrl+Z undoes the last action of the event, "
                                  "Ctrl+Shift+Z puts it back."))
        if not self._has_board:
            self.status.setText(self.tr("No clock running"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
