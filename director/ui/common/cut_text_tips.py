"""A table cell whose words are cut short (ending in "…") shows them whole in a tip
when the mouse rests on it: the cash ledger's "At the table" column cut "(bought or
counted; the stack is not tracked)" at 1024x600 in Hungarian, with no way to read it.
A cell that fits shows no tip; a cell's own tip, where one is set, is shown as ever."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
)


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


__all__ = ["CutTextTips", "is_cut"]
