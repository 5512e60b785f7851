"""The main window's pages: a stack of windows shown one at a time, each under a key
(``"home"``, ``"console_3"``, ``"dealer_7"``) and with its entry in the Windows menu.

A page is added built (``add_page``) or with the function that builds it the first
time it is shown or asked for (``add_page_later``: the start builds only Home, issue
21). A title given as a function is asked again when the language changes
(``retranslate_titles``). ``close_page`` takes a page away with its menu entry.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QStackedWidget, QWidget


class PageStack(QStackedWidget):
    """The main window's central widget: its pages by key and their Windows menu entries."""

    def __init__(self, menu: QMenu, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("pages")
        self._menu = menu  # the Windows menu: one entry a page
        self._built: dict[str, QWidget] = {}
        self._makers: dict[str, Callable[[], QWidget]] = {}  # pages not built yet, by key
        self._entries: dict[str, QAction] = {}
        self._titles: dict[str, Callable[[], str]] = {}

    def add_page(self, key: str, widget: QWidget, title: str | Callable[[], str]) -> None:
        """Add a window to the stack and to the Windows menu; a ``title`` given as a
        function is asked again when the language changes."""
        widget.setObjectName(widget.objectName() or key)
        self.addWidget(widget)
        self._add_menu_entry(key, title)
        self._built[key] = widget

    def add_page_later(self, key: str, make: Callable[[], QWidget],
                       title: str | Callable[[], str]) -> None:
        """Like ``add_page``, but the window is built by ``make`` only when it is first
        shown or asked for (``page``)."""
        self._add_menu_entry(key, title)
        self._makers[key] = make

    def _add_menu_entry(self, key: str, title: str | Callable[[], str]) -> None:
        """The page's entry in the Windows menu (``close_page`` takes it away)."""
        action = QAction(title() if callable(title) else title, self.parentWidget())
        if callable(title):
            self._titles[key] = title
        action.setObjectName(f"page_{key}")
        action.triggered.connect(lambda: self.show_page(key))
        self._menu.addAction(action)
        self._entries[key] = action

    def close_page(self, key: str, instead: Callable[[], None]) -> None:
        """Take a page away with its entry in the Windows menu (a broken-up table's
        dealer panel, an event deleted at another station), built or not yet; when it
        is on screen, ``instead`` first shows another page."""
        self._makers.pop(key, None)
        widget = self._built.pop(key, None)
        action = self._entries.pop(key, None)
        self._titles.pop(key, None)
        if action is not None:
            self._menu.removeAction(action)
            action.deleteLater()
        if widget is None:
            return
        if self.currentWidget() is widget:
            instead()
        self.removeWidget(widget)
        widget.deleteLater()

    def page(self, key: str) -> QWidget:
        """The page of ``key``, built now if it was added with ``add_page_later``."""
        if key not in self._built and key in self._makers:
            widget = self._makers.pop(key)()
            widget.setObjectName(widget.objectName() or key)
            self.addWidget(widget)
            self._built[key] = widget
        return self._built[key]

    def page_keys(self) -> list[str]:
        """Every page's key, built or not yet."""
        return [*self._built, *self._makers]

    def built_pages(self) -> dict[str, QWidget]:
        """The pages built so far, by key (a copy)."""
        return dict(self._built)

    def current_key(self) -> str:
        """The key of the page on screen ("" when there is none)."""
        shown = self.currentWidget()
        return next((key for key, page in self._built.items() if page is shown), "")

    def show_page(self, key: str) -> None:
        self.setCurrentWidget(self.page(key))

    def menu_entry(self, key: str) -> QAction:
        """The page's entry in the Windows menu."""
        return self._entries[key]

    def retranslate_titles(self) -> None:
        """The entries whose title was given as a function, in the language now chosen."""
        for key, title in self._titles.items():
            self._entries[key].setText(title())
