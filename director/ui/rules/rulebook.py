"""The rulebook window: the project's rulebook (docs/rules) in the UI's language.

It opens from Help → Rules (F1) and from every rule id the program shows (see
``rule_links``), at that rule: the rule's heading at the top of the text and
selected in the list. The search field filters the rules by id ("R-7.5",
"7.5") or by words ("odd chip", "paratlan zseton"); Enter opens the first rule
found. One rulebook window per main window; it fits a 1024x600 screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QShortcut,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from director.resources import ResourcesNotFound
from director.ui.common.language import current_language
from director.ui.rules.rule_ids import rule_of_link
from director.ui.rules.rulebook_source import Rule, Rulebook, load_rulebook, normal_rule_id

_ID_ROLE = Qt.ItemDataRole.UserRole


class RulebookWindow(QWidget):
    """The rulebook: a list of the rules, the text, and a search field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rulebookWindow")
        self.book: Rulebook | None = None
        self.current: str | None = None
        self._shown: list[Rule] = []
        self.search = QLineEdit()
        self.search.setObjectName("ruleSearch")
        self.search.setClearButtonEnabled(True)
        self.found = QLabel()
        self.found.setObjectName("rulesFound")
        self.rule_list = QListWidget()
        self.rule_list.setObjectName("ruleList")
        self.rule_list.setMinimumWidth(150)
        self.rule_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rule_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.text = QTextBrowser()
        self.text.setObjectName("ruleText")
        self.text.setOpenLinks(False)
        self.text.setMinimumWidth(260)
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.FixedPixelWidth)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.rule_list)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 700])
        splitter.setChildrenCollapsible(False)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.found)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._open_first)
        self.rule_list.itemClicked.connect(self._item_chosen)
        self.rule_list.itemActivated.connect(self._item_chosen)
        self.rule_list.currentItemChanged.connect(  # the arrow keys browse the rules
            lambda item, _old: self._item_chosen(item) if item is not None else None)
        self.text.anchorClicked.connect(self._link)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        self._retranslate()
        self._fit_screen()
        self.text.viewport().installEventFilter(self)  # its width sets the lines' length
        if parent is not None:  # the rulebook goes when its window goes
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.text.viewport() and event.type() == QEvent.Type.Resize:
            self._wrap_text()
        elif watched is self.parent() and event.type() == QEvent.Type.Close:
            self.close()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ opening

    def show_rule(self, rule_id: str | None = None) -> None:
        """Show the window at ``rule_id`` (the whole book from the top when None)."""
        self._load()
        book = self.book
        if book is None:
            return
        wanted = None if rule_id is None else book.find(rule_id)
        if wanted is not None and wanted not in self._shown:
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
            self._render(list(book.rules), whole=True)
        self.show()
        self.raise_()
        self.activateWindow()
        if wanted is None:
            self.text.verticalScrollBar().setValue(0)
            if rule_id is not None:
                self.found.setText(self.tr("No rule %1").replace("%1", rule_id))
            return
        self._go_to(wanted)

    def _go_to(self, rule: Rule) -> None:
        """The rule's heading at the top of the text, selected; its line in the list."""
        self.current = rule.rule_id
        for row in range(self.rule_list.count()):
            item = self.rule_list.item(row)
            if item.data(_ID_ROLE) == rule.rule_id:
                self.rule_list.blockSignals(True)
                self.rule_list.setCurrentRow(row)
                self.rule_list.scrollToItem(item)
                self.rule_list.blockSignals(False)
        document = self.text.document()
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 3 and \
                    block.text().startswith(rule.rule_id + " "):
                break
            block = block.next()
        if not block.isValid():
            return
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                            QTextCursor.MoveMode.KeepAnchor)
        self.text.setTextCursor(cursor)
        top = document.documentLayout().blockBoundingRect(block).top()
        self.text.verticalScrollBar().setValue(int(top))

    def heading_at_top(self) -> str:
        """The text of the rule heading at the top of the visible text ("" if none)."""
        cursor = self.text.cursorForPosition(self.text.viewport().rect().topLeft())
        block = cursor.block()
        while block.isValid() and block.blockFormat().headingLevel() != 3:
            block = block.next()
        return block.text() if block.isValid() else ""

    # ------------------------------------------------------------------ content

    def _load(self) -> None:
        language = current_language()
        if self.book is not None and self.book.language == language:
            return
        try:
            self.book = load_rulebook(language)
        except (ResourcesNotFound, OSError, ValueError) as exc:
            self.book = None
            self.text.setPlainText(self.tr("The rulebook could not be read: %1")
                                   .replace("%1", str(exc)))
            return
        self.setWindowTitle(self.book.title)
        self._filter(self.search.text())

    def _render(self, rules: list[Rule], whole: bool) -> None:
        book = self.book
        if book is None:
            return
        self._shown = rules
        self.rule_list.clear()
        for rule in rules:
            item = QListWidgetItem(f"{rule.rule_id}  {rule.title}")
            item.setData(_ID_ROLE, rule.rule_id)
            item.setToolTip(rule.heading)
            self.rule_list.addItem(item)
        self.text.setMarkdown(book.markdown(None if whole else rules))
        _space_headings(self.text)
        self._room_below()
        self.found.setText(self.tr("%1 of %2 rules").replace("%1", str(len(rules)))
                           .replace("%2", str(len(book.rules))))

    def _filter(self, query: str) -> None:
        book = self.book
        if book is None:
            return
        rules = book.matching(query)
        self._render(rules, whole=not query.strip())
        if rules and query.strip() and normal_rule_id(query) is not None:
            self._go_to(rules[0])

    def _open_first(self) -> None:
        if self._shown:
            self._go_to(self._shown[0])
            self.text.setFocus()

    def _item_chosen(self, item: QListWidgetItem) -> None:
        rule = self.book.find(str(item.data(_ID_ROLE))) if self.book else None
        if rule is not None:
            self._go_to(rule)

    def _link(self, url: QUrl) -> None:
        href = url.toString()
        rule_id = rule_of_link(href) or rule_of_link("#" + url.fragment())
        if rule_id is not None:
            self.show_rule(rule_id)
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # ------------------------------------------------------------------ window

    def _retranslate(self) -> None:
        self.setWindowTitle(self.book.title if self.book else self.tr("Rules"))
        self.search.setPlaceholderText(self.tr("Find a rule: its id (R-7.5) or words"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if self.book is not None and self.book.language != current_language():
                current = self.current
                self._load()
                if current is not None and self.isVisible():
                    self.show_rule(current)

    def _wrap_text(self) -> None:
        """Lines no longer than about 125 characters, however wide the window."""
        room = self.text.viewport().width() - 8
        letters = "abcdefghijklmnopqrstuvwxyz"
        longest = self.text.fontMetrics().horizontalAdvance(letters) * 125 // len(letters)
        width = max(200, min(room, longest))
        if width != self.text.lineWrapColumnOrWidth():
            kept = self.text.cursorForPosition(QPoint(0, 0)).position()
            self.text.setLineWrapColumnOrWidth(width)
            self._room_below()
            self._scroll_to(kept)
            return
        self._room_below()

    def _scroll_to(self, position: int) -> None:
        """The line holding ``position`` at the top of the text: after the lines are
        wrapped anew, the reader is where they were (the chosen rule's heading at the
        top stays at the top) rather than wherever the old scroll value now points."""
        document = self.text.document()
        block = document.findBlock(position)
        if not block.isValid() or block.layout() is None:
            return
        top = document.documentLayout().blockBoundingRect(block).top()
        line = block.layout().lineForTextPosition(position - block.position())
        if line.isValid():
            top += line.y()
        self.text.verticalScrollBar().setValue(int(top))

    def _room_below(self) -> None:
        """Blank room after the last rule, so that every rule, the last ones too, can
        open with its heading at the top."""
        frame = self.text.document().rootFrame()
        form = frame.frameFormat()
        below = max(0, self.text.viewport().height() - 40)
        if form.bottomMargin() != below:
            form.setBottomMargin(below)
            frame.setFrameFormat(form)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:  # Esc closes the rulebook
            self.close()
            return
        super().keyPressEvent(event)

    def _fit_screen(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        width, height = 960, 640
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height() - 40)
        self.resize(width, height)


def _space_headings(browser: QTextBrowser) -> None:
    """Room above each heading (Qt's Markdown import sets none), so rules stand apart."""
    cursor = QTextCursor(browser.document())
    block = browser.document().begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            form = block.blockFormat()
            form.setTopMargin({1: 4, 2: 18, 3: 12}.get(level, 8))
            form.setBottomMargin(4)
            cursor.setPosition(block.position())
            cursor.setBlockFormat(form)
        block = block.next()


def open_rulebook(rule_id: str | None = None, near: QWidget | None = None) -> RulebookWindow:
    """Show the rulebook (at ``rule_id``): the one window of ``near``'s top-level
    window, made on first use."""
    owner = near.window() if near is not None else None
    window = None
    if owner is not None:
        window = owner if isinstance(owner, RulebookWindow) else \
            owner.findChild(RulebookWindow, "rulebookWindow")
    if window is None:
        window = RulebookWindow(owner)
    window.show_rule(rule_id)
    return window
