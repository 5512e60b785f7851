"""A seat's menu on the seating window's table view (issue 19, issue 28): click a
player's seat and bust them (Enter; who knocked them out, for the bounties),
count their chips, or give a rebuy or an add-on (the money named, Enter charges
it). Each item is a service command run by the page's ``ActionRunner``: its
refusal shows in the page's message line, and every view redraws from the feed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from director.engine.event.money.payouts import Finish
from director.services.core.documents import TournamentSettings
from director.services.events import console_queries as q
from director.ui.common.actions import ActionRunner
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import chips
from director.ui.common.payment_dialog import PaymentDialog, rebought
from director.ui.common.style import icon
from director.ui.console.console_dialogs import CountDialog
from director.ui.console.night_dialogs import BustDialog, entry_name
from director.ui.console.undone_meanwhile import check_still_entered

T = TypeVar("T")


class SeatMenu(QMenu):
    """Bust…, Count chips…, Rebuy… and Add-on… for the player in one seat (at a club's
    dealer station what it reports of its own players: the same four)."""

    def __init__(self, context: AppContext, event_id: int, entry: q.EntryView,
                 entries: list[q.EntryView], runner: ActionRunner,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatMenu")
        self.context, self.event_id, self.entry_id = context, event_id, entry.entry_id
        self.runner = runner
        self.dialog: QDialog | None = None
        settings = q.event_settings(context.db, event_id)[2]
        assert isinstance(settings, TournamentSettings)
        self.settings = settings  # read as the menu opens: it lives for one click
        self.entry = entry  # the event's ``entries`` read as the seat was clicked
        self.others = [e for e in entries if e.playing and e.entry_id != entry.entry_id]
        self.setTitle(self.entry.player)
        title = self.addAction(entry_name(self.entry))
        title.setEnabled(False)
        self.addSeparator()
        for name, text, ico, slot in (
                ("bust", self.tr("Bust…"), "user-x", self.bust),
                ("countChips", self.tr("Count chips…"), "coins", self.count_chips),
                ("rebuy", self.tr("Rebuy…"), "repeat", self.rebuy),
                ("addOn", self.tr("Add-on…"), "plus-circle", self.add_on)):
            action = self.addAction(icon(ico, self), text)
            action.setObjectName(name)
            action.triggered.connect(slot)

    def open_at(self, where: QPoint) -> None:
        self.popup(where)

    def _entered(self, *eliminators: int) -> bool:
        """Whether the player (and who busted them) is still entered: another station
        may have undone the registration since the seat was clicked; asked at the item
        and again at the dialog's OK (``check_still_entered``)."""
        shown = [self.entry] + [e for e in self.others if e.entry_id in eliminators]
        return self.runner.allowed(
            lambda: check_still_entered(self.context, self.event_id, shown))

    def bust(self) -> None:
        """The bust's dialog, once the service would take the bust (a seat in a running
        hand is refused here, before who won the pot is asked)."""
        if not self._entered() or not self.runner.allowed(
                lambda: self.context.tournaments.check_busts(self.event_id, [self.entry_id])):
            return
        dialog = BustDialog([self.entry], self.others, self.parentWidget())
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._bust(dialog.busts(), dialog.eliminators()))
        dialog.open()

    def _bust(self, busts: dict[int, int], eliminators: list[int]) -> None:
        if not self._entered(*eliminators):
            return

        def said(finishes: tuple[Finish, ...]) -> str:
            place = next((f.best_place for f in finishes if self.entry_id in f.players), 0)
            text = self.tr("%1 finishes in place %2").replace(
                "%1", self.entry.player).replace("%2", str(place))
            if eliminators:
                winner = next(e.player for e in self.others if e.entry_id == eliminators[0])
                text += "; " + self.tr("busted by %1").replace("%1", winner)
            return text

        self.runner.run(lambda: self.context.tournaments.bust(
            self.event_id, busts, self.context.now(), eliminators=eliminators), said)

    def count_chips(self) -> None:
        if not self._entered():
            return
        dialog = CountDialog(self.entry, self.settings.chip_set(), self.parentWidget())
        self.dialog = dialog

        def count() -> None:
            if self._entered():  # asked again at OK
                self.runner.run(lambda: self.context.tournaments.count_chips(
                    self.entry_id, dialog.counts(), self.context.now()),
                    lambda value: self.tr("%1 has %2 chips").replace(
                        "%1", self.entry.player).replace("%2", chips(value)))
        dialog.accepted.connect(count)
        dialog.open()

    def _pay(self, what: str, price: int | None, command: Callable[[], T],
             done: Callable[[T], str], check: Callable[[], None]) -> None:
        """``done``: what the command did, from what it returned."""
        def run() -> None:
            if self._entered():  # asked again at OK: undone while the dialog was open
                self.runner.run(command, done)
        if not self._entered():
            return
        if price is None:  # none in this event: the service says why
            run()
            return
        if not self.runner.allowed(check):  # refused: said at once
            return
        dialog = PaymentDialog(what, [entry_name(self.entry)], price, self.settings.currency,
                               self.parentWidget())
        self.dialog = dialog
        dialog.accepted.connect(run)
        dialog.open()

    def rebuy(self) -> None:
        rule = self.settings.rules().rebuy
        t = self.context.tournaments
        self._pay(self.tr("Rebuy"), rule.price if rule else None,
                  lambda: t.rebuy(self.entry_id, self.context.now()),
                  lambda taken: rebought(self.entry.player, taken, self.settings.currency),
                  lambda: t.check_rebuys([self.entry_id], self.context.now()))

    def add_on(self) -> None:
        rule = self.settings.rules().add_on
        t = self.context.tournaments
        self._pay(self.tr("Add-on"), rule.price if rule else None,
                  lambda: t.add_on(self.entry_id, self.context.now()),
                  lambda _chips: self.tr("Add-on for %1").replace("%1", self.entry.player),
                  lambda: t.check_add_ons([self.entry_id], self.context.now()))
