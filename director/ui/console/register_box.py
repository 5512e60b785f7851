"""The console's registration by typing (issue 19): the name box, its list of known
players (anywhere in the name, any case, with or without accents) and the box's
Ctrl+Z; who a typed name is, ``services.events.player_names``.

Ctrl+Z in a box being edited takes back the box's own typing; once a command has
taken what was typed (Enter registered the name and emptied the box), Ctrl+Z is
the program's undo, as a director expects: it takes back the registration, not
the box's emptying (the audit of a club night: Ctrl+Z put the name back).

Down, while no list of names is open under the box, takes the keyboard on to the
console's list of entries below (``down_to_list``): the box is where the keyboard
starts on the console, one key from the players' rows (issue: a gesture's inputs)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from director.engine.messages.folded import folded
from director.ui.common.keys import passes_undo

#: The role of each listed name that the typed text is matched against: the name
#: ``folded``, so "kovacs" lists "Dóra Kovács" as "Kovács" does.
FOLDED = Qt.ItemDataRole.UserRole + 1


class NameFinder(QCompleter):
    """The list below the box: the known names that contain what is typed, compared
    ``folded`` (a name typed without its accents, or with them, finds it); the name
    chosen goes into the box as it is written."""

    def __init__(self, parent: QWidget) -> None:
        self.names = QStandardItemModel(parent)
        super().__init__(self.names, parent)
        self.setCompletionRole(FOLDED)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_names(self, names: list[str]) -> None:
        self.names.clear()
        for name in names:
            item = QStandardItem(name)
            item.setData(folded(name), FOLDED)
            item.setEditable(False)
            self.names.appendRow(item)

    def splitPath(self, path: str) -> list[str]:
        return [folded(path)]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        return str(index.data(Qt.ItemDataRole.DisplayRole) or "")


class RegisterBox(QLineEdit):
    """The name box: known players listed as the name is typed; Enter registers
    exactly the name in the box (a listed name chosen with the arrow keys or a click
    is put in it). ``taken`` empties it after a command used its name; Down with no
    list open says ``down_to_list``."""

    down_to_list = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("registerName")
        self.setMinimumWidth(240)
        finder = self._finder = NameFinder(self)
        self.setCompleter(finder)
        # Enter on a name picked in the list registers it, then the list puts the name
        # back in the box (after the box's own Enter and after its signal): the box is
        # emptied again once that is done (queued)
        self._taken: str | None = None
        finder.activated.connect(self._picked_after_taken, Qt.ConnectionType.QueuedConnection)
        self.textEdited.connect(self._forget_taken)

    def set_known(self, names: list[str]) -> None:
        self._finder.set_names(names)

    def typed_name(self) -> str:
        """The name in the box, its spaces tidied."""
        return " ".join(self.text().split())

    def taken(self) -> None:
        """A command used the name: the box emptied, without an undo of its own to
        put the name back (``setText`` clears the box's undo history)."""
        self._taken = self.text()
        self.setText("")

    def _picked_after_taken(self, text: str) -> None:
        if self._taken is not None and self.text() == self._taken:
            self.setText("")
        self._taken = None

    def _forget_taken(self) -> None:
        self._taken = None

    def event(self, event: QEvent) -> bool:
        """Ctrl+Z is the box's own only while it has typing to take back; otherwise the
        key goes on, not accepted, to the page (the console's undo) or the window's
        Edit > Undo: the program's undo of the last command."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and passes_undo(event, self):
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if passes_undo(event, self):
            event.ignore()  # to the page, whose Ctrl+Z is the program's undo
            return
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        names = self._finder.popup()
        if event.key() == Qt.Key.Key_Down and plain == Qt.KeyboardModifier.NoModifier \
                and not (names is not None and names.isVisible()):
            self.down_to_list.emit()  # the names' list (open) takes Down itself
            return
        super().keyPressEvent(event)
