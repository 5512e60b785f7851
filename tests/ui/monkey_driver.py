"""A person who knows nothing of the program: random clicks on the buttons, menus,
rows and fields they can see, random keys where the focus is, and the clock moving on
(a seeded ``random.Random``, so a run that finds something runs again the same way).

Every input goes where a person's would: a click on a visible, enabled button of the
window in front (a modal dialog, else an open menu, else the active window), a key to
the focused widget. A dialog opened by a click runs its own loop, as it does for a
person; the next inputs are scheduled before each one so they reach that dialog.
What would leave the program or the machine is not done: Quit, the room view's
server, a file chooser (answered with Cancel), a printer (Cancel), a web link
(recorded, not opened).

The driver keeps the list of inputs made (``log``), so that a failure names the
inputs that led to it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import timedelta
from typing import TypeGuard

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMenu,
    QMenuBar,
    QWidget,
)

from tests.ui.event_fixtures import FakeTime

K = Qt.Key
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier
# The keys a person at the director's laptop or the dealer's screen presses: the
# dealer panel's and the clock's single keys, digits, moving and answering keys, and
# the main window's shortcuts (Ctrl+Q apart: leaving the program ends the night).
KEYS: list[tuple[Qt.Key, Qt.KeyboardModifier]] = [
    *((k, NONE) for k in (K.Key_F, K.Key_C, K.Key_R, K.Key_H, K.Key_A, K.Key_B, K.Key_M,
                          K.Key_N, K.Key_O, K.Key_U, K.Key_T, K.Key_E, K.Key_D, K.Key_P,
                          K.Key_S, K.Key_Plus, K.Key_Minus, K.Key_Space, K.Key_Return,
                          K.Key_Escape, K.Key_Tab, K.Key_Backtab, K.Key_Backspace,
                          K.Key_Delete, K.Key_Up, K.Key_Down, K.Key_Left, K.Key_Right,
                          K.Key_PageDown, K.Key_Home, K.Key_F1, K.Key_0, K.Key_1, K.Key_2,
                          K.Key_5, K.Key_9)),
    *((k, CTRL) for k in (K.Key_Z, K.Key_Y, K.Key_L, K.Key_E, K.Key_T, K.Key_D, K.Key_H,
                          K.Key_K, K.Key_P, K.Key_Slash, K.Key_F, K.Key_A)),
    (K.Key_Z, CTRL | SHIFT), (K.Key_L, CTRL | SHIFT),
]
# What a person types into a field: names, amounts, too much, too little, nonsense.
TEXTS = ["Anna", "Zsófi", "Bence", "100", "2500", "0", "-50", "1e3", "12.5", "1 000",
         "999999999999999999999", "As Kd", "AsAs", "xx", " ", "Th 9c 2d", "%s", "'; --"]
# Buttons a dealer presses now and then, not at every turn (a tenth of the others' chance).
RARE = re.compile(r"(?i)undo|timer|clear")
# Buttons and menu items that reach outside the program or end it.
LEAVES = {"quit", "shareStart"}


def _outside(front: QWidget) -> TypeGuard[QDialog]:
    """A file chooser or a printer's dialog, Qt's own (its page setup, and the printer
    properties it opens): answered Cancel, as the inputs would reach the machine, not
    the program. Typed into, Qt's printer properties ran their dialog again while it
    was open ("QDialog::exec: Recursive call detected", five times in 240 nights)."""
    widget: QWidget | None = front
    while widget is not None:
        if isinstance(widget, (QFileDialog, QPrintDialog, QPageSetupDialog)):
            return isinstance(front, QDialog)
        widget = widget.parentWidget()
    return False


def _escape() -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, K.Key_Escape, NONE)


class Monkey:
    """``steps`` random inputs, then every dialog and menu it left open closed with Esc;
    ``check`` runs every ``every`` steps (between two inputs, never inside one)."""

    def __init__(self, main: QWidget, time: FakeTime, seed: int, steps: int,
                 check: Callable[[str], None], failed: Callable[[], bool],
                 every: int = 20, within: QWidget | None = None,
                 meanwhile: Callable[[random.Random], str] | None = None) -> None:
        self.main, self.time, self.rng = main, time, random.Random(seed)
        # Another person at work at the same time (another station of a club): before
        # one input in six, ``meanwhile`` does something of its own and says what.
        self.meanwhile = meanwhile
        # A dealer at the panel: clicks and keys inside ``within`` when the main window
        # is in front, no menus, any other window closed with Esc, the dialogs the
        # panel opens answered at random. While ``within`` is on screen.
        self.within = within
        self.stayed = within is not None  # every input so far inside ``within``
        self.steps, self.check, self.failed, self.every = steps, check, failed, every
        self.made = 0
        self.done = False
        self.log: list[str] = []
        self.stuck: list[str] = []  # dialogs that Esc and closing did not take away
        self._closing: QWidget | None = None
        self._tries = 0

    def start(self) -> None:
        QTimer.singleShot(0, self._step)

    # The window in front, as a person sees it.
    def _front(self) -> QWidget:
        for widget in (QApplication.activeModalWidget(), QApplication.activePopupWidget(),
                       QApplication.activeWindow()):
            if widget is not None and widget.isVisible():
                return widget
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()
                 and not isinstance(w, QMenu)]
        return self.rng.choice(shown) if shown else self.main

    def _step(self) -> None:
        if self.made >= self.steps or self.failed():
            self._close_what_is_left()
            return
        self.made += 1
        if self.made % self.every == 0:
            self.check(self.trail())
        QTimer.singleShot(5, self._step)  # before the input: a dialog it opens gets the next
        if self.meanwhile is not None and self.rng.random() < 1 / 6:
            self._say(f"meanwhile {self.meanwhile(self.rng)}")
        front = self._front()
        if _outside(front):
            self._say(f"cancel {type(front).__name__}")
            front.reject()
            return
        roll = self.rng.random()
        within = self._dealing()
        if within is not None and front is not self.main \
                and front is not QApplication.activeModalWidget():
            self._say(f"Esc to {type(front).__name__}")  # a window the dealer did not want
            QTest.keyClick(front, K.Key_Escape)
            if front.isVisible() and not isinstance(front, QMenu):
                front.close()
            return
        if within is not None and front is self.main:
            front = within  # not the main window's menus
        if isinstance(front, QMenu):
            self._menu_item(front)
        elif roll < 0.40:
            self._click_button(front)
        elif roll < 0.52:
            self._click_row(front)
        elif roll < 0.60:
            self._type(front)
        elif roll < 0.68 and front is self.main:
            self._open_menu()
        elif roll < 0.72:
            minutes = self.rng.choice([0.5, 1, 3, 7, 21])
            self.time.now += timedelta(minutes=minutes)
            self._say(f"time +{minutes} min")
        else:
            self._key(front)

    def _dealing(self) -> QWidget | None:
        """The panel the dealer works at, while it is on screen."""
        try:
            if self.within is not None and self._shown(self.within):
                return self.within
        except RuntimeError:  # its window took it away ("Close this panel")
            self.within = None
        self.stayed = False
        return None

    def _close_what_is_left(self) -> None:
        """Esc to each dialog and menu left open, then done (the loops unwind). One
        that neither Esc nor closing takes away is named in ``stuck`` and hidden."""
        front = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if front is None:
            self.done = True
            return
        self._tries = self._tries + 1 if front is self._closing else 1
        self._closing = front
        if self._tries > 20:
            self.stuck.append(f"{type(front).__name__} {front.objectName()!r} "
                              f"{front.windowTitle()!r} would not close")
            front.hide()
        if _outside(front):
            front.reject()
        elif isinstance(front, QMenu):
            front.close()
        else:
            QApplication.sendEvent(front, _escape())
            if front.isVisible():
                front.close()
        QTimer.singleShot(5, self._close_what_is_left)

    def _say(self, what: str) -> None:
        self.log.append(f"{self.made}: {what}")

    def trail(self) -> str:
        return "\n".join(self.log[-40:])

    @staticmethod
    def _in(widget: QWidget, front: QWidget) -> bool:
        """``widget`` is in the window ``front``, or inside ``front`` (the panel)."""
        return widget.window() is front or (not front.isWindow() and front.isAncestorOf(widget))

    @staticmethod
    def _shown(widget: QWidget) -> bool:
        return widget.isVisible() and widget.isEnabled() and not widget.size().isEmpty() \
            and not widget.visibleRegion().isEmpty()

    def _click_button(self, front: QWidget) -> None:
        buttons = [b for b in front.findChildren(QAbstractButton)
                   if self._in(b, front) and self._shown(b) and b.objectName() not in LEAVES]
        if not buttons:
            self._key(front)
            return
        if front is self.within:  # the card grid's 52 as one choice beside the others
            cards = [b for b in buttons if b.objectName().startswith("card_")]
            others = [b for b in buttons if not b.objectName().startswith("card_")]
            buttons = cards if cards and (not others or self.rng.random() < 0.3) else others
            # a dealer takes back or times a hand now and then, and deals it mostly
            weights = [0.1 if RARE.search(b.objectName()) else 1.0 for b in buttons]
            button = self.rng.choices(buttons, weights)[0]
        else:
            button = self.rng.choice(buttons)
        self._say(f"click {type(front).__name__} {button.objectName() or button.text()!r}")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def _click_row(self, front: QWidget) -> None:
        views = [v for v in front.findChildren(QAbstractItemView)
                 if self._in(v, front) and self._shown(v) and v.model() is not None
                 and v.model().rowCount(QModelIndex()) > 0]
        if not views:
            self._click_button(front)
            return
        view = self.rng.choice(views)
        model = view.model()
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list's model: one column, its count private in PySide
            columns = 1
        index = model.index(self.rng.randrange(model.rowCount(QModelIndex())),
                            self.rng.randrange(max(1, columns)))
        rect = view.visualRect(index)
        if rect.isEmpty():
            return
        double = self.rng.random() < 0.2
        self._say(f"{'double-' if double else ''}click {view.objectName() or type(view).__name__}"
                  f" row {index.row()} column {index.column()}")
        if double:
            QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, NONE, rect.center())
        else:
            button = Qt.MouseButton.RightButton if self.rng.random() < 0.15 \
                else Qt.MouseButton.LeftButton
            QTest.mouseClick(view.viewport(), button, NONE, rect.center())

    def _type(self, front: QWidget) -> None:
        fields = [f for f in front.findChildren(QWidget)
                  if isinstance(f, (QLineEdit, QAbstractSpinBox, QComboBox))
                  and self._in(f, front) and self._shown(f)]
        if not fields:
            self._key(front)
            return
        field = self.rng.choice(fields)
        text = self.rng.choice(TEXTS)
        self._say(f"type {text!r} into {field.objectName() or type(field).__name__}")
        QTest.mouseClick(field, Qt.MouseButton.LeftButton)
        target = QApplication.focusWidget() or field
        QTest.keyClick(target, K.Key_A, CTRL)
        for ch in text:
            if ch.isascii():
                QTest.keyClicks(target, ch)
            elif isinstance(target, QLineEdit):  # beyond QTest's keys: as an input method
                target.insert(ch)
        if self.rng.random() < 0.5:
            QTest.keyClick(target, K.Key_Return)

    def _key(self, front: QWidget) -> None:
        key, modifier = self.rng.choice(KEYS)
        target = QApplication.focusWidget()
        if target is None or not self._in(target, front):
            target = front
        self._say(f"key {_key_name(key, modifier)} to "
                  f"{target.objectName() or type(target).__name__}")
        QTest.keyClick(target, key, modifier)

    def _open_menu(self) -> None:
        bar = self.main.findChild(QMenuBar)
        if bar is None:
            return
        menus = [a for a in bar.actions() if a.isVisible() and a.isEnabled() and a.menu()]
        action = self.rng.choice(menus)
        self._say(f"open menu {action.text()!r}")
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, NONE,
                         bar.actionGeometry(action).center())

    def _menu_item(self, menu: QMenu) -> None:
        items = [a for a in menu.actions() if a.isVisible() and a.isEnabled()
                 and not a.isSeparator() and a.objectName() not in LEAVES]
        if not items or self.rng.random() < 0.1:
            self._say("Esc on the menu")
            menu.close()
            return
        action = self.rng.choice(items)
        self._say(f"menu item {action.objectName() or action.text()!r}")
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, NONE,
                         menu.actionGeometry(action).center())


def _key_name(key: Qt.Key, modifier: Qt.KeyboardModifier) -> str:
    """"Ctrl+Shift+Z", "Space": a key as the inputs' log writes it."""
    name = key.name.removeprefix("Key_")
    if modifier & SHIFT:
        name = "Shift+" + name
    if modifier & CTRL:
        name = "Ctrl+" + name
    return name


__all__ = ["Monkey"]
