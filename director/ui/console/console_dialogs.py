"""The director console's dialogs: a chip count by denomination or total and the
results. They collect numbers and show results; the console runs the service
commands. The color-up (``color_up``), the deal calculator (``deal``) and the bust
and payment dialogs (``night_dialogs``) have modules of their own."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFocusEvent, QHelpEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from director.engine.event.chips import ChipSet
from director.engine.messages import msg
from director.services.core.message_data import names_words
from director.services.events.console_queries import EntryView
from director.services.tournament.tournament_service import Result
from director.ui.common.director_widgets import (
    MessageLabel,
    TypedAmount,
    chip_colour,
    chips,
    fit_to_screen,
    make_heading,
    money,
)
from director.ui.common.language import in_language

BIG = 2_000_000_000


def _spin(parent: QWidget, value: int = 0, name: str = "") -> TypedAmount:
    """A count field that gives the command the number typed, past its top or not
    (``TypedAmount``): the command refuses one it cannot take in words."""
    spin = TypedAmount(parent)
    spin.setRange(0, BIG)
    spin.setValue(value)
    spin.setObjectName(name)
    return spin


def _ok_cancel(dialog: QDialog, layout: QVBoxLayout) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                               QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return buttons


# A table cell whose words are cut short ("…") shows them whole in a tip when the mouse
# rests on it: the cash ledger's "At the table" column cut "(bought or counted; the stack
# is not tracked)" at 1024x600 in Hungarian, with no way to read it. A cell that fits
# shows no tip; a cell's own tip, where one is set, is shown as ever.
class CutTextTips(QStyledItemDelegate):
    """Draws as the standard delegate; tips a cell's whole words when they are cut."""

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView,
                  option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> bool:
        if event.type() == QEvent.Type.ToolTip and index.isValid() and \
                not index.data(Qt.ItemDataRole.ToolTipRole):
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if isinstance(text, str) and text and is_cut(view, option, index, text):
                QToolTip.showText(event.globalPos(), text, view.viewport())
                return True
            QToolTip.hideText()
            return True
        return super().helpEvent(event, view, option, index)


def is_cut(view: QAbstractItemView, option: QStyleOptionViewItem,
           index: QModelIndex | QPersistentModelIndex, text: str) -> bool:
    """Whether ``text`` is wider than the room its cell gives it (the cell less the
    style's margins on either side of the text)."""
    style = view.style() or QApplication.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, view) + 1
    room = view.visualRect(index).width() - 2 * margin
    return option.fontMetrics.horizontalAdvance(text) > room


def fill_table(table: QTableWidget, headers: Sequence[str],
               rows: Sequence[Sequence[str]], amounts: Collection[int] = ()) -> None:
    """``rows`` under ``headers``; the ``amounts`` columns (chips, money) read from the
    right, as the console's figures do."""
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setRowCount(len(rows))
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c in amounts:
                item.setTextAlignment(right)
            table.setItem(r, c, item)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setVisible(False)
    if not isinstance(table.itemDelegate(), CutTextTips):  # words cut short: whole in a tip
        table.setItemDelegate(CutTextTips(table))


class ShownRows:
    """A table a view shows again after every commit (the console's 1,000 entries on a
    big field, issue 33): ``show`` shows what ``fill_table`` would, writing only the
    cells whose words changed, and the headers only when theirs do (set again, they
    lay every row out anew). What it keeps is the words it wrote, not the store's."""

    def __init__(self, table: QTableWidget) -> None:
        self.table = table
        self._shape: tuple[tuple[str, ...], frozenset[int]] | None = None
        self._rows: list[list[str]] = []  # the words written, row by row

    def show(self, headers: Sequence[str], rows: Sequence[Sequence[str]],
             amounts: Collection[int] = ()) -> None:
        table = self.table
        shape = (tuple(headers), frozenset(amounts))
        if shape != self._shape:  # another language, another column: all of it anew
            fill_table(table, headers, rows, amounts)
            self._shape, self._rows = shape, [list(row) for row in rows]
            return
        before, self._rows = self._rows, [list(row) for row in rows]
        if before == self._rows:
            return
        # Columns sized to their contents measure every row again at each cell written
        # (12 ms a cell at 1,000 rows, and a bust moves every row below it): they keep
        # their width while the cells are written and are measured once after.
        header = table.horizontalHeader()
        fitted = [c for c in range(header.count())
                  if header.sectionResizeMode(c) == QHeaderView.ResizeMode.ResizeToContents]
        for c in fitted:
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        table.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, row in enumerate(self._rows):
            old = before[r] if r < len(before) else None
            if old == row:
                continue
            for c, text in enumerate(row):
                if old is not None and old[c] == text:
                    continue
                item = table.item(r, c)
                if item is None:
                    item = QTableWidgetItem(text)
                    if c in amounts:
                        item.setTextAlignment(right)
                    table.setItem(r, c, item)
                else:
                    item.setText(text)
        for c in fitted:
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)


def select_rows(table: QTableWidget, rows: Iterable[int], current: int | None) -> None:
    """Exactly ``rows`` selected, whole, and the keyboard's place on row ``current``
    (its column kept, the view not scrolled), whatever keys are held. ``selectRow``
    would not do: in an extended selection it selects as a click does, so without
    Ctrl held only the last row stays selected, and with Ctrl held a row already
    selected goes."""
    model, last = table.model(), table.columnCount() - 1
    selection = QItemSelection()
    runs: list[list[int]] = []
    for row in sorted(rows):  # consecutive rows as one range (Ctrl+A: one for all)
        if runs and runs[-1][1] == row - 1:
            runs[-1][1] = row
        else:
            runs.append([row, row])
    for first, end in runs:
        selection.select(model.index(first, 0), model.index(end, last))
    chosen = table.selectionModel()
    if current is not None and current != table.currentRow():
        # the view stays where the director scrolled it (a new current row scrolls to it)
        bar = table.verticalScrollBar()
        scrolled = bar.value()
        chosen.setCurrentIndex(model.index(current, max(table.currentColumn(), 0)),
                               QItemSelectionModel.SelectionFlag.NoUpdate)
        bar.setValue(scrolled)
    chosen.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)


def keyboard_to_rows(table: QTableWidget) -> None:
    """The keyboard into ``table`` (the console's Down from its name box): on the row
    it was on, the first at first, selected unless rows are (the director's Ctrl+A
    stays), in the names' column, where typing a name's first letters picks its row
    (Qt's type-ahead searches the current column). A command's Alt letter then acts
    on the row, with no Tab through the buttons."""
    row = _row_selected(table)
    if row is not None:
        table.selectionModel().setCurrentIndex(table.model().index(row, 0),
                                               QItemSelectionModel.SelectionFlag.NoUpdate)
    table.setFocus(Qt.FocusReason.OtherFocusReason)


def _row_selected(table: QTableWidget) -> int | None:
    """The row the keyboard lands on in ``table`` (the current one, the first at
    first), selected unless rows are; None with no rows."""
    if not table.rowCount():
        return None
    row = max(table.currentRow(), 0)
    if not table.selectionModel().hasSelection():
        select_rows(table, [row], row)
    return row


class RowOnTab(QObject):
    """Tab (Shift+Tab) into ``table`` with no row selected selects the row it lands on,
    the first at first, as Down from the name box does (``keyboard_to_rows``): the row
    shown current is the one a command's Alt letter acts on (Tab made it current but
    not selected, and Alt+B said to select a player first)."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent) \
                and event.reason() in (Qt.FocusReason.TabFocusReason,
                                       Qt.FocusReason.BacktabFocusReason):
            _row_selected(self.table)
        return False


class CountDialog(QDialog):
    """A player's chips, counted by denomination (with a chip set) or as a total."""

    def __init__(self, entry: EntryView, chip_set: ChipSet | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countDialog")
        self.setWindowTitle(self.tr("Count chips: %1").replace("%1", entry.player))
        layout = QVBoxLayout(self)
        self.by_total = QRadioButton(self.tr("Total"), self)
        self.by_total.setObjectName("byTotal")
        self.by_denomination = QRadioButton(self.tr("By denomination"), self)
        self.by_denomination.setObjectName("byDenomination")
        layout.addWidget(self.by_total)
        self.total = _spin(self, entry.stack, "countTotal")
        layout.addWidget(self.total)
        layout.addWidget(self.by_denomination)
        form = QFormLayout()
        layout.addLayout(form)
        self.denominations: dict[int, TypedAmount] = {}
        for d in chip_set.denominations if chip_set else ():
            spin = _spin(self, 0, f"count_{d.value}")
            form.addRow(f"{chips(d.value)} ({chip_colour(d.color)})", spin)
            self.denominations[d.value] = spin
        self.by_denomination.setEnabled(bool(self.denominations))
        self.by_total.setChecked(True)
        # the way counted is the one typed in: a count typed by colour with Total still
        # chosen was dropped and the old stack stored as the count
        self.total.changed.connect(lambda _v: self.by_total.setChecked(True))
        for spin in self.denominations.values():
            spin.changed.connect(lambda _v: self.by_denomination.setChecked(True))
        # a count typed that is none ("1,5", which Qt read as 15): said here, the
        # dialog waits; OK took it before and the console's slot raised NotAnAmount
        self.refused = MessageLabel(self, "countRefused")
        self.refused.setWordWrap(True)
        self.setMinimumWidth(440)  # the refusal reads in two or three lines, as at the felt
        layout.addWidget(self.refused)
        # the refusal said of what was typed goes as soon as the count is typed again
        # (as the money dialog's does): it stayed until OK was pressed once more
        for spin in (self.total, *self.denominations.values()):
            spin.changed.connect(lambda _v: self.refused.clear())
        _ok_cancel(self, layout)

    def showEvent(self, event: QShowEvent) -> None:
        """The total takes the keys at once, selected: type the count, Enter (issue 28)."""
        super().showEvent(event)
        self.total.setFocus()
        self.total.selectAll()

    def accept(self) -> None:
        """OK with the count an amount; one that is none is refused in words here
        (``NotAnAmount``), and the dialog waits with what was typed."""
        if self.refused.attempt(self.counts) is not None:
            super().accept()
        else:
            self.adjustSize()  # the refusal seen whole, the dialog taller

    def counts(self) -> dict[int, int] | int:
        """The total, or each denomination's count; ``NotAnAmount`` when one typed
        is none."""
        if self.by_denomination.isChecked():
            return {v: s.chosen() for v, s in self.denominations.items()}
        return self.total.chosen()


class ResultsDialog(QDialog):
    """A finished tournament: the winner, then every place with its prize, and the
    bounties each won where the results have them (``bounties``: the services'
    ``bounties_in_results``)."""

    def __init__(self, event: str, results: Sequence[Result], currency: str = "",
                 parent: QWidget | None = None, bounties: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("Results: %1").replace("%1", event))
        layout = QVBoxLayout(self)
        winners = [r.player for r in results if r.place == 1]
        self.winner = QLabel(in_language(msg(
            "win-results-winner", players=len(winners), winners=names_words(winners),
            event_name=event)), self)
        self.winner.setObjectName("winner")
        make_heading(self.winner)
        layout.addWidget(self.winner)
        self.table = QTableWidget(self)
        self.table.setObjectName("results")
        fill_table(self.table, [self.tr("Place"), self.tr("Player"), self.tr("Prize"),
                                *([self.tr("Bounties")] if bounties else [])],
                   [[str(r.place), r.player, money(r.prize, currency) if r.prize else "",
                     *([money(r.bounties_won, currency) if r.bounties_won else ""]
                       if bounties else [])]
                    for r in results], amounts=(2, 3) if bounties else (2,))
        layout.addWidget(self.table, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.accept)
        layout.addWidget(close)
        fit_to_screen(self, 560, 420)
