"""What a person finds wrong with a window on their screen (issue 29, "What it must
be"): a widget cut by the window's edge or hidden under another, a text cut off in
its label, button or column header, two labels on top of each other, a form that
scrolls sideways, words too faint to read (WCAG AA: 4.5:1, 3:1 for large text).
Used by tests/ui/test_layout.py on every window at three screen sizes."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics, QRegion
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QTabBar,
    QTableView,
    QWidget,
)

from tests.ui.contrast import needed, words_and_ground

CHECKED = (QLabel, QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QTabBar)


def name_of(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__} {widget.objectName() or text[:30]!r}"


def shown(window: QWidget) -> Iterator[QWidget]:
    """The widgets of ``window`` a person sees (not those of a hidden page)."""
    for widget in window.findChildren(QWidget):
        if isinstance(widget, CHECKED) and widget.isVisible() and \
                not widget.size().isEmpty() and widget.window() is window:
            yield widget


def scrolls(widget: QWidget, window: QWidget) -> bool:
    """The widget sits in a scroll area or a list (a person scrolls to it)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def in_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def text_cut(widget: QWidget) -> str:
    """Why the widget's own text does not fit it, or ""."""
    if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
        if widget.wordWrap():
            height = widget.heightForWidth(widget.width())
            if height > widget.height() + 1:
                return f"needs {height} px of height, has {widget.height()}"
        elif widget.sizeHint().width() > widget.width() + 1 and \
                widget.sizePolicy().horizontalPolicy() != QSizePolicy.Policy.Ignored:
            return f"needs {widget.sizeHint().width()} px, has {widget.width()}"
        elif widget.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            # a line sized by its window (the clock's): its words fit its width
            wide = max(QFontMetrics(widget.font()).horizontalAdvance(line)
                       for line in widget.text().split("\n"))
            if wide > widget.width() + 1:
                return f"its words need {wide} px, has {widget.width()}"
    if isinstance(widget, QAbstractButton) and widget.text():
        metrics = QFontMetrics(widget.font())
        wide = metrics.horizontalAdvance(widget.text().replace("&", "")) + \
            (widget.iconSize().width() + 4 if not widget.icon().isNull() else 0)
        if wide > widget.width():
            return f"its text needs {wide} px, has {widget.width()}"
    return ""


def header_problems(name: str, view: QTableView) -> list[str]:
    """Column headers cut: a section narrower than its title."""
    header: QHeaderView = view.horizontalHeader()
    if not header.isVisible():
        return []
    found = []
    model = view.model()
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
            continue
        title = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        wide = header.sectionSizeFromContents(section).width()
        if title and header.sectionSize(section) < wide - 1 and \
                header.sectionViewportPosition(section) + header.sectionSize(section) <= \
                header.viewport().width():
            found.append(f"{name}: column {title!r} is {header.sectionSize(section)} px, "
                         f"its title needs {wide}")
    return found


def layout_problems(name: str, window: QWidget, screen: QRect,
                    contrast: bool = False) -> list[str]:
    """What is wrong with ``window`` as shown on a screen of ``screen``'s size."""
    for _ in range(2):  # texts set by the last events laid out
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()
    found: list[str] = []
    if window.width() > screen.width() or window.height() > screen.height():
        found.append(f"{name}: {window.width()}x{window.height()} does not fit the screen "
                     f"{screen.width()}x{screen.height()}")
    whole = window.rect()
    labels: list[tuple[QLabel, QRect]] = []
    for widget in shown(window):
        where = in_window(widget, window)
        what = f"{name}: {name_of(widget)}"
        if isinstance(window, QMenu):
            continue
        if not scrolls(widget, window):
            if not whole.contains(where):
                found.append(f"{what} at {where.getRect()} is cut by the window")
            elif not QRegion(widget.rect()).subtracted(widget.visibleRegion()).isEmpty():
                found.append(f"{what} is partly hidden (by its parent or another widget)")
        why = text_cut(widget)
        if why:
            found.append(f"{what}: text cut, {why}")
        if isinstance(widget, QLabel) and widget.text():
            labels.append((widget, where))
        if contrast and widget.isEnabled() and (
                isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull()):
            words, ground, ratio = words_and_ground(window.grab(where).toImage())
            if ratio < needed(widget.font()) and ground != words:
                found.append(f"{what}: {words.name()} on {ground.name()}, {ratio:.1f}:1")
    for n, (a, ra) in enumerate(labels):
        for b, rb in labels[n + 1:]:
            if ra.intersects(rb) and not a.isAncestorOf(b) and not b.isAncestorOf(a) \
                    and not (scrolls(a, window) or scrolls(b, window)):
                found.append(f"{name}: {name_of(a)} and {name_of(b)} overlap")
    for view in window.findChildren(QTableView):
        if view.isVisible() and view.window() is window:
            found += header_problems(f"{name}: {name_of(view)}", view)
    for area in window.findChildren(QScrollArea):
        if area.isVisible() and area.window() is window and area.widget() is not None \
                and area.horizontalScrollBar().isVisible() and \
                not isinstance(area, QAbstractItemView):
            found.append(f"{name}: {area.objectName() or 'a form'} scrolls sideways "
                         f"({area.widget().minimumSizeHint().width()} px in "
                         f"{area.viewport().width()})")
        elif area.isVisible() and area.window() is window and area.widget() is not None \
                and not area.horizontalScrollBar().isVisible() and \
                area.widget().width() > area.viewport().width() + 1:
            # no sideways scroll bar, yet its form is wider than it shows: the right
            # side (fields, buttons) cut off where no one can scroll to it
            found.append(f"{name}: {area.objectName() or 'a form'} is cut at the right "
                         f"({area.widget().width()} px shown in "
                         f"{area.viewport().width()})")
    return found
