"""One action runner for every window (issue 32; as Anki's ``CollectionOp``).

A window's action is "run this command": ``ActionRunner.run`` runs the service
command, shows a refusal as a message in the window's language (never a
traceback), says what was done, and lets the commit feed redraw the views
(``commit_feed``): every page that shows what the command changed reads it
again from the store, the window that gave it included. No window emits a
redraw of its own.

Where a command leaves its commit running behind the redraw (the dealer panel's
gestures on SQLite: ``DealerSession.store_behind``), the runner owns that
delayed commit: it waits for it right after the window is painted (an event
posted below the paint's priority) and, when the commit failed, shows the
storage message (the session has taken the gesture back). ``settle`` waits
for it at once (before a window closes).

A command that asks first (``AskFirst``: Ctrl+Z on an action another station of a
club recorded) gets its question in a box over the window; Yes does it, as the
person was asked (refused by name when it changed meanwhile), No leaves all as it was.

``EventUndoPage``: an event's page whose Ctrl+Z and Ctrl+Shift+Z run the event's
undo and redo through its runner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from director.services.core.errors import AskFirst
from director.ui.common.commit_feed import window_feed
from director.ui.common.director_widgets import MessageLabel, UndoPage, warned
from director.ui.common.language import as_sentence, in_language, refusal
from director.ui.rules.rule_links import show_in_status_bar

if TYPE_CHECKING:
    from director.services.core.database import Database
    from director.ui.common.context import AppContext

T = TypeVar("T")

# Posted after a command whose commit runs behind the redraw: below the repaint's
# own priority (Qt.LowEventPriority), so the window is painted first, then stored.
STORED = QEvent.Type(QEvent.registerEventType())
AFTER_PAINT = int(Qt.EventPriority.LowEventPriority.value) - 1


class Said(Protocol):
    """Where a window says what a command did or why it was refused (a
    ``MessageLabel``, the dealer panel's error line)."""

    def show_info(self, text: str) -> None: ...
    def show_error(self, text: str) -> None: ...


class StatusLine:
    """A main window's status line as the place to say what was done (``Said``): a
    refusal in the warning style of the windows' message lines (\u26a0), for 8 s."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window

    def show_info(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)

    def show_error(self, text: str) -> None:
        show_in_status_bar(self.window, warned(text), 8000)  # its rule id is a link


class Delayed(Protocol):
    """A command's owner whose last commit may still be running (``DealerSession``)."""

    @property
    def unsettled(self) -> bool: ...
    def settled(self) -> object: ...


class ActionRunner(QObject):
    """Runs a window's service commands on the database ``db()`` gives (opened when
    first needed; None, or ``db()`` None: a window on no database, the dealer panel
    in memory, a quick clock); ``said`` shows the outcome."""

    def __init__(self, db: Callable[[], Database | None] | None, said: Said,
                 parent: QObject | None = None, delayed: Delayed | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionRunner")
        self._db = db
        self.said = said
        self.delayed = delayed
        self.asking: QMessageBox | None = None  # a command's question (``AskFirst``)

    def run(self, command: Callable[[], T], done: Callable[[T], str] | None = None,
            *, redraw_now: bool = True) -> T | None:
        """Run ``command``: its result, or None when it was refused (the message
        shown). ``done(result)`` says what it did. The views redraw from the feed at
        once (``redraw_now``), or with the next burst (the dealer's keys: the
        panel draws itself, the other views follow a tenth of a second later)."""
        try:
            result = command()
        except AskFirst as asked:
            self._ask(asked, done)
            return None
        except ValueError as exc:
            self._refused(exc)
            return None
        finally:
            if redraw_now:
                self.redraw()
        if self.delayed is not None and self.delayed.unsettled:
            QCoreApplication.postEvent(self, QEvent(STORED), AFTER_PAINT)
        if done is not None:
            self.said.show_info(done(result))
        return result

    def _ask(self, asked: AskFirst, done: Callable[[T], str] | None) -> None:
        """The command's question in a box over the window the person gave it in (the
        main window's clock page runs the clock display's commands: the question is
        asked there, not on the room's screen), No the default (Enter or Escape leave
        everything as it was); Yes does it (``asked.again``)."""
        parent: QObject | None = QApplication.activeWindow() or self.parent()
        while parent is not None and not isinstance(parent, QWidget):
            parent = parent.parent()
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Another station's action"),
                          as_sentence(asked.message), yes | no,
                          parent if isinstance(parent, QWidget) else None)
        box.setObjectName("askFirst")
        box.button(yes).setText(self.tr("&Yes"))  # Y alone answers (a message box's keys)
        box.button(no).setText(self.tr("&No"))
        box.setDefaultButton(no)
        box.setEscapeButton(no)
        box.finished.connect(lambda _result: self._answered(box, asked, done))
        self.asking = box
        box.open()

    def _answered(self, box: QMessageBox, asked: AskFirst,
                  done: Callable[[T], str] | None) -> None:
        if self.asking is box:
            self.asking = None
        box.deleteLater()
        if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
            self.run(asked.again, done)
        else:
            self.said.show_info(self.tr("Nothing was changed"))

    def allowed(self, check: Callable[[], object]) -> bool:
        """Whether a check that writes nothing passes (asked before a dialog names the
        money); when not, its refusal is shown."""
        try:
            check()
        except ValueError as exc:
            self._refused(exc)
            return False
        return True

    def _refused(self, exc: ValueError) -> None:
        """The refusal shown; a window's message line words it again after a change of
        language (issue 29), any other line once. A database whose opening failed
        (``NotOpened``) was said by the start-up dialog."""
        if getattr(exc, "said", False):
            return
        if isinstance(self.said, MessageLabel):
            self.said.show_error(lambda: refusal(exc))
        else:
            self.said.show_error(refusal(exc))

    def redraw(self) -> None:
        """Every view of this database reads what the commands so far changed (none,
        when the database could not be opened: nothing was committed)."""
        try:
            db = self._db() if self._db is not None else None
        except ValueError:  # a ``StoreError``: the opening failed, and was said
            return
        if db is not None:
            window_feed(db).flush()

    def settle(self) -> bool:
        """Wait for the delayed commit; False (and the message shown) when it failed."""
        if self.delayed is None:
            return True
        try:
            self.delayed.settled()
        except ValueError as exc:
            self.said.show_error(refusal(exc))
            return False
        return True

    def customEvent(self, event: QEvent) -> None:
        if event.type() == STORED:  # after the paint: the command stored
            self.settle()
            return
        super().customEvent(event)


class EventUndoPage(UndoPage):
    """A page of one event (the console, the seating, a cash game's ledger and tables)
    whose Ctrl+Z takes back the director's last action in the event and Ctrl+Shift+Z
    puts it back, each run by the page's runner and said on its message line."""

    context: AppContext
    event_id: int
    runner: ActionRunner

    def undo(self) -> None:
        self.runner.run(lambda: self.context.events.undo_last(self.event_id, self.context.now()),
                        lambda record: self.tr("Undone: %1").replace(
                            "%1", in_language(record.description)))

    def redo(self) -> None:
        self.runner.run(lambda: self.context.events.redo_last(self.event_id, self.context.now()),
                        lambda record: self.tr("Done again: %1").replace(
                            "%1", in_language(record.description)))
