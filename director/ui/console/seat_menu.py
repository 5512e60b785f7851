"""A seat's menu on the seating window's table view (issue 19): click a player's
seat and bust them (with who busted them, for the bounties), or give a rebuy or an
add-on, in one or two clicks. Each item is a service command; its refusal shows in
the page's message line."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QWidget

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import EventChanges, MessageLabel
from director.ui.common.style import icon
from director.ui.console.console_dialogs import BustDialog


class SeatMenu(QMenu):
    """Bust…, Rebuy and Add-on for the player in one seat."""

    def __init__(self, context: AppContext, event_id: int, entry_id: int,
                 message: MessageLabel, changes: EventChanges,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatMenu")
        self.context, self.event_id, self.entry_id = context, event_id, entry_id
        self.message, self.changes = message, changes
        self.dialog: BustDialog | None = None
        entries = q.entries(context.db, event_id)
        self.entry = next(e for e in entries if e.entry_id == entry_id)
        self.others = [e for e in entries if e.playing and e.entry_id != entry_id]
        self.setTitle(self.entry.player)
        title = self.addAction(self.entry.player)
        title.setEnabled(False)
        self.addSeparator()
        for name, text, ico, slot in (
                ("bust", self.tr("Bust…"), "user-x", self.bust),
                ("rebuy", self.tr("Rebuy"), "repeat", self.rebuy),
                ("addOn", self.tr("Add-on"), "plus-circle", self.add_on)):
            action = self.addAction(icon(ico, self), text)
            action.setObjectName(name)
            action.triggered.connect(slot)

    def open_at(self, where: QPoint) -> None:
        self.popup(where)

    def bust(self) -> None:
        dialog = BustDialog([self.entry], self.parentWidget(), self.others)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._bust(dialog.busts(), dialog.eliminators()))
        dialog.open()

    def _bust(self, busts: dict[int, int], eliminators: list[int]) -> None:
        finishes = self.message.attempt(lambda: self.context.tournaments.bust(
            self.event_id, busts, self.context.now(), eliminators=eliminators))
        if finishes is None:
            return
        place = min((f.best_place for f in finishes), default=0)
        text = self.tr("%1 finishes in place %2").replace("%1", self.entry.player).replace(
            "%2", str(place))
        if eliminators:
            winner = next(e.player for e in self.others if e.entry_id == eliminators[0])
            text += "; " + self.tr("busted by %1").replace("%1", winner)
        self.message.show_info(text)
        self.changes.changed.emit()

    def rebuy(self) -> None:
        if self.message.attempt(lambda: self.context.tournaments.rebuy(
                self.entry_id, self.context.now())) is not None:
            self.message.show_info(self.tr("Rebuy for %1").replace("%1", self.entry.player))
            self.changes.changed.emit()

    def add_on(self) -> None:
        if self.message.attempt(lambda: self.context.tournaments.add_on(
                self.entry_id, self.context.now())) is not None:
            self.message.show_info(self.tr("Add-on for %1").replace("%1", self.entry.player))
            self.changes.changed.emit()
