"""The console's registration row (issue 19): a name typed and Enter, or a player
picked from the player database and Register. A new name joins the player database
with its entry, in one transaction (a refused entry adds nobody); once the seats are
drawn the entry is seated at a table with the fewest players (R-3.2) in the same
undo step, and the message names the seat. The row follows the player database as
stored (``show_players``), ordered in the language shown; the console runs the
commands through its ``ActionRunner``.

The name box (``RegisterBox``) lists the known players as a name is typed (anywhere
in the name, any case, with or without accents); who a typed name is,
``services.events.player_names``. Ctrl+Z in a box being edited takes back the box's
own typing; once a command has taken what was typed (Enter registered the name and
emptied the box), Ctrl+Z is the program's undo, as a director expects: it takes back
the registration, not the box's emptying (the audit of a club night: Ctrl+Z put the
name back). Down, while no list of names is open under the box, takes the keyboard
on to the console's list of entries below (``down_to_list``): the box is where the
keyboard starts on the console, one key from the players' rows (issue: a gesture's
inputs)."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QCompleter, QHBoxLayout, QLineEdit, QPushButton, QWidget

from director.engine.messages.folded import folded
from director.services.events import console_queries as q
from director.services.events.player_names import same_player
from director.services.seating.seating_service import Entered
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import MessageLabel
from director.ui.common.keys import passes_undo
from director.ui.common.language import by_name, current_language, follow_language

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


class RegistrationRow(QWidget):
    """The name box, the player list and Register, in a row of the console; more of
    the console's buttons may follow them (``row``)."""

    def __init__(self, context: AppContext, event_id: int, runner: ActionRunner,
                 message: MessageLabel, rng: Callable[[], random.Random],
                 seat_text: Callable[[int, int], str], parent: QWidget) -> None:
        super().__init__(parent)
        self.context, self.event_id = context, event_id
        self.runner, self.message = runner, message
        self._rng, self._seat_text = rng, seat_text
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        texts = follow_language(self)
        # Known players are listed as the name is typed (anywhere in the name, any
        # case); Enter registers exactly the name in the box (a listed name chosen with
        # the arrow keys or a click is put in it); the list beside it picks with the mouse.
        self.name = RegisterBox(self)
        texts.bind(self.name.setPlaceholderText, lambda: self.tr("Type a name, then Enter"))
        self.name.returnPressed.connect(self.register_typed)
        self.row.addWidget(self.name)
        self.choice = QComboBox(self)
        self.choice.setObjectName("registerPlayer")
        self.choice.setMinimumWidth(200)
        self.row.addWidget(self.choice)
        self.button = QPushButton(self)
        texts.bind(self.button.setText, lambda: self.tr("Re&gister"))
        self.button.setObjectName("register")
        self.button.clicked.connect(self.register)
        self.row.addWidget(self.button)
        self.row.addStretch(1)
        # the player database as last read, and the language it was ordered in
        self._players: tuple[list[tuple[int, str]], str] | None = None

    def set_open(self, open_: bool) -> None:
        """A finished event registers nobody (R-8.5: its results are final)."""
        for widget in (self.name, self.choice, self.button):
            widget.setEnabled(open_)

    def show_players(self) -> None:
        """The player database as stored: 1,000 names ordered and written again only
        when they change, or the language (its alphabetical order)."""
        read = (q.players(self.context.db), current_language())
        if read == self._players:
            return
        self._players = read
        known = by_name(read[0], lambda player: player[1])
        current = self.choice.currentData()
        self.choice.clear()
        for pid, name in known:
            self.choice.addItem(name, pid)
        self.name.set_known([name for _pid, name in known])
        if current is not None:
            self.choice.setCurrentIndex(max(self.choice.findData(current), 0))

    def register(self) -> None:
        """The player picked in the list, registered."""
        pid = self.choice.currentData()
        if pid is None:
            self.message.show_error(lambda: self.tr("Add players to the player database first"))
            return
        self._enter(pid, self.tr("%1 registered").replace("%1", self.choice.currentText()))

    def register_typed(self) -> None:
        """Register exactly the player whose name was typed: a known player when the
        name is theirs (any case, with or without accents; a name picked from the list
        below the box with the arrow keys or a click is typed in full), otherwise a new
        player of that name. A part of a known name is not theirs: "Ann" typed with
        Anna in the database is the new player Ann (the money is taken for whom the
        director typed)."""
        name = self.name.typed_name()
        if not name:
            self.message.show_error(lambda: self.tr("Type the player's name first"))
            return
        pid, name = same_player(q.players(self.context.db), name)
        if self._enter(name if pid is None else pid, (
                self.tr("%1 added to the players and registered") if pid is None
                else self.tr("%1 registered")).replace("%1", name)):
            self.name.taken()  # Ctrl+Z now undoes the registration

    def _enter(self, pid: int | str, said: str) -> bool:
        """An entry for ``pid`` (a new player's name: added with it); once the seats are
        drawn, seated at a table with the fewest players (R-3.2) in the same undo step,
        the seat named (``said``: what was done)."""
        def entered(done: Entered) -> str:
            if done.table is None or done.seat is None:  # seated by a draw
                return said + (": " + self.tr("no empty seat; open a table, then Draw seats")
                               if done.drawn else "")
            return f"{said}: {self._seat_text(done.table, done.seat)}"
        return self.runner.run(lambda: self.context.seating.enter(
            self.event_id, pid, self.context.now(), self._rng()), entered) is not None
