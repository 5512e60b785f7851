"""A person at the keyboard: keys go to the widget that has the focus (through Qt's
shortcut map, as a real key press does), menus open with their Alt mnemonics and
are clicked; and a map of every key bound in a window, to find a key bound twice."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from director.ui.dealer.panel import DealerPanel
    from director.ui.shell.main_window import MainWindow


W = TypeVar("W", bound=QWidget)


def shown_child(qtbot: QtBot, parent: QWidget, kind: type[W], name: str) -> W:
    """``parent``'s child ``name`` of ``kind``, once a person can see it."""
    found: list[W] = []

    def visible() -> bool:
        found[:] = [w for w in (parent.findChild(kind, name),) if w is not None]
        return bool(found) and found[0].isVisible()

    qtbot.waitUntil(visible)
    return found[0]


def focused(window: QWidget) -> QWidget:
    """The widget a key press goes to: the focus widget, else the active window."""
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def key(qtbot: QtBot, window: QWidget, k: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> QWidget:
    """Press ``k`` where the focus is (after activating ``window``), as a person would;
    the widget that took it."""
    activate(qtbot, window)
    target = focused(window)
    QTest.keyClick(target, k, modifier)
    return target


def type_text(qtbot: QtBot, window: QWidget, text: str) -> QWidget:
    activate(qtbot, window)
    target = focused(window)
    QTest.keyClicks(target, text)
    return target


def dealer_panel_by_keys(qtbot: QtBot, window: MainWindow, to_first_action: bool = False
                        ) -> DealerPanel:
    """Ctrl+D in the main window: the dealer panel on screen (the status line says why
    not); ``to_first_action``: then N until the first player is to act."""
    from director.engine.hand.rules.steps import StepKind
    from director.ui.dealer.panel import DealerPanel

    key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    panel = window.pages.currentWidget()
    assert isinstance(panel, DealerPanel), window.statusBar().currentMessage()
    while to_first_action and panel.session.step().kind is not StepKind.ACT:
        key(qtbot, window, Qt.Key.Key_N)
    return panel


def activate(qtbot: QtBot, window: QWidget) -> None:
    top = window.window()
    if QApplication.activeWindow() is not top:
        top.activateWindow()
        top.raise_()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is top, timeout=2000)


def open_menu(qtbot: QtBot, window: QWidget, letter: Qt.Key) -> QMenu:
    """Alt and the menu's mnemonic letter (Alt+W the Windows menu): the menu that opened."""
    key(qtbot, window, letter, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def click_menu_item(qtbot: QtBot, menu: QMenu, action: QAction) -> None:
    """Click an item of an open menu where it is drawn."""
    assert action in menu.actions(), action.text()
    rect = menu.actionGeometry(action)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())


# ------------------------------------------------------------------ the key map


@dataclass(frozen=True)
class Binding:
    sequence: str
    owner: QObject  # the QAction or the QShortcut
    widget: QWidget  # where it is bound
    context: Qt.ShortcutContext

    def reaches(self, focus: QWidget) -> bool:
        """Whether a key pressed with ``focus`` having the keyboard can fire this."""
        if self.context is Qt.ShortcutContext.ApplicationShortcut:
            return True
        if self.context is Qt.ShortcutContext.WindowShortcut:
            return home_window(self.widget) is focus.window()
        if self.context is Qt.ShortcutContext.WidgetWithChildrenShortcut:
            return self.widget is focus or self.widget.isAncestorOf(focus)
        return self.widget is focus


def home_window(widget: QWidget) -> QWidget | None:
    """The window a widget's shortcuts fire in; a menu's is where the menu hangs."""
    if isinstance(widget, QMenu):
        for owner in widget.menuAction().associatedObjects():
            if isinstance(owner, QWidget) and owner is not widget:
                return home_window(owner)
        return None
    return widget.window()


def bindings(window: QWidget) -> list[Binding]:
    """Every key sequence bound by a QAction or a QShortcut in ``window`` and its menus."""
    found: list[Binding] = []
    seen: set[tuple[int, int]] = set()
    for widget in [window, *window.findChildren(QWidget)]:
        for action in widget.actions():
            if (id(action), id(widget)) in seen:
                continue
            seen.add((id(action), id(widget)))
            for sequence in action.shortcuts():
                found.append(Binding(sequence.toString(QKeySequence.SequenceFormat.PortableText),
                                     action, widget, action.shortcutContext()))
    for shortcut in window.findChildren(QShortcut):
        parent = shortcut.parent()
        assert isinstance(parent, QWidget)
        sequences = shortcut.keys()  # a QShortcut's key sequences, not a dict's keys
        for sequence in sequences:
            found.append(Binding(sequence.toString(QKeySequence.SequenceFormat.PortableText),
                                 shortcut, parent, shortcut.context()))
    return [b for b in found if b.sequence]


def clashes(window: QWidget) -> dict[str, list[str]]:
    """For each place the focus can be in ``window``: the sequences that two different
    actions or shortcuts would both answer ("Ambiguous shortcut overload")."""
    every = bindings(window)
    found: dict[str, list[str]] = {}
    for focus in [window, *window.findChildren(QWidget)]:
        if isinstance(focus, QMenu):
            continue
        by_sequence: dict[str, set[QObject]] = defaultdict(set)
        for b in every:
            if b.reaches(focus):
                by_sequence[b.sequence].add(b.owner)
        for sequence, owners in by_sequence.items():
            if len(owners) > 1:
                found[sequence] = sorted(o.objectName() or type(o).__name__ for o in owners)
    return found


def single_keys(window: QWidget) -> list[str]:
    """Sequences of one printable key without a modifier bound for the whole window."""
    out = []
    for b in bindings(window):
        if b.context not in (Qt.ShortcutContext.WindowShortcut,
                             Qt.ShortcutContext.ApplicationShortcut):
            continue
        combined = QKeySequence(b.sequence)[0]
        plain = combined.keyboardModifiers() in (Qt.KeyboardModifier.NoModifier,
                                                 Qt.KeyboardModifier.ShiftModifier)
        if plain and Qt.Key.Key_Space <= combined.key() <= Qt.Key.Key_AsciiTilde:
            out.append(f"{b.sequence} ({b.owner.objectName()})")
    return out


def center(widget: QWidget) -> QPoint:
    return widget.rect().center()
