"""The stacks counted before the dealer panel's first hand after hands dealt on the
felt (``services/seating/felt_count``): one row a seat, pre-filled with the stacks
as stored (what the panel last knew), so an unchanged count is one Enter. The count
is one command through the panel's action runner; a refusal (a cash table's count
that does not come to its chips, R-8.7, a stack the chips cannot make, TDA 20, or a
count another station recorded first) is said on the panel and nothing is dealt;
a count refused in its own right is asked again at once, the amounts typed kept
and the refusal said in the dialog, so one seat is mended, not every seat typed
again; N deals from a count recorded elsewhere without asking again. The count names
who each row asked for (``players``): where another station moved, seated or busted
someone meanwhile it is refused, and asked again for the players there now, each
player's amount typed going with them.

The same dialog asks the chips of the players moved to the table from a table dealt
on the felt before they were counted there (``services/seating/moved_stacks``,
R-8.4: the player keeps their chips): only their seats, pre-filled with the stacks
as stored, before the panel opened deals its first hand and before N deals the next
(after the table's own count, which counts them too)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import Amount, Message, msg
from director.services.core.unit_of_work import ServiceError
from director.services.seating.felt_count import (
    SeatToCount,
    count_due,
    count_stacks,
    panel_dealt_here,
    stacks_to_count,
)
from director.services.seating.moved_stacks import MovedToCount, count_moved
from director.services.seating.moved_stacks import stacks_to_count as moved_to_count
from director.ui.common.director_widgets import MessageLabel, TypedAmount, make_heading
from director.ui.common.language import in_language
from director.ui.common.language import refusal as refusal_words
from director.ui.console.console_dialogs import BIG

if TYPE_CHECKING:
    from director.services.core.database import Database
    from director.ui.dealer.panel import DealerPanel


class StacksCountDialog(QDialog):
    """Each seat's chips, counted; OK (Enter) takes the amounts shown. ``typed``: the
    amounts typed before, by player id (asked again, each player's count stays theirs
    where another station moved someone meanwhile); ``players``: who each seat's row
    asks for, ``{seat: player id}``, which the count names to the service."""

    def __init__(self, parent: QWidget | None, hand_number: int,
                 seats: Sequence[SeatToCount | MovedToCount],
                 typed: Mapping[int, int] | None = None, refusal: str = "",
                 moved: bool = False, bought: bool = False) -> None:
        """``moved``: the players moved in uncounted (``moved_stacks``), not the table;
        ``bought``: a table the panel never dealt, its stacks what was bought or counted."""
        super().__init__(parent)
        self.setObjectName("stacksCountDialog")
        self.setWindowTitle(in_language(msg("win-felt-count-title")))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        question: Message = msg("win-moved-count-question", count=len(seats)) if moved \
            else msg("win-felt-count-question", hand_number=hand_number)
        heading = make_heading(QLabel(in_language(question), self))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        grid = QGridLayout()
        self.amounts: dict[int, TypedAmount] = {}
        self.players = {seat.seat: seat.player_id for seat in seats}
        for row, seat in enumerate(seats):
            grid.addWidget(QLabel(in_language(msg("win-felt-count-seat", seat=seat.seat,
                                                   player=seat.player)), self), row, 0)
            amount = TypedAmount(self)
            amount.setObjectName(f"countSeat{seat.seat}")
            amount.setRange(0, BIG)
            amount.setValue(seat.stack if typed is None else typed.get(seat.player_id, seat.stack))
            grid.addWidget(amount, row, 1)
            self.amounts[seat.seat] = amount
        layout.addLayout(grid)
        self.note = QLabel(in_language(msg(
            "win-moved-count-note" if moved else
            "win-felt-count-note-bought" if bought else "win-felt-count-note",
            total=Amount(sum(s.stack for s in seats)))), self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        # why a count was refused: a count typed that is none ("1,5"), said here while
        # the dialog waits; a count refused by the table (R-8.7, TDA 20), asked again
        # with the amounts typed
        self.refused = MessageLabel(self, "countRefused")
        if refusal:
            self.refused.show_error(refusal)
        self.note.setHidden(typed is not None)  # the amounts shown are the ones typed
        layout.addWidget(self.refused)
        for amount in self.amounts.values():  # a count typed again: the refusal goes
            amount.changed.connect(lambda _v: self.refused.clear())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setObjectName("countConfirm")
        ok.setText(in_language(msg("win-felt-count-confirm")))
        ok.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            in_language(msg("win-felt-count-cancel")))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown, the first seat's count selected: typing replaces it, Enter takes all."""
        super().showEvent(event)
        if self.amounts:
            first = next(iter(self.amounts.values()))
            first.setFocus()
            first.selectAll()

    def accept(self) -> None:
        """OK with every count an amount; one that is none ("1,5", which Qt read as 15)
        is refused in words here, and the dialog waits."""
        if self.refused.attempt(self.counts) is not None:
            super().accept()

    def counts(self) -> dict[int, int]:
        """Each seat's count; ``NotAnAmount`` when one typed is none."""
        return {seat: field.chosen() for seat, field in self.amounts.items()}

    def typed(self) -> dict[int, int]:
        """Each player's count, by player id (``counts`` by seat), to ask again with."""
        return {self.players[seat]: amount for seat, amount in self.counts().items()}


def count_before_opening(db: Database, table_id: int, now: datetime) -> None:
    """A panel opened at a table dealt on the felt since its last panel hand deals its
    first hand at once: the stacks are counted first (the same dialog, waited for);
    a count refused is asked again with the amounts typed; Cancel opens no panel,
    said in words. Then the players moved in uncounted, the same way."""
    due = count_due(db, table_id)
    typed: dict[int, int] | None = None
    refused = ""
    parent = QApplication.activeWindow()  # not the dialog before: deleted with it
    bought = due is not None and not panel_dealt_here(db, table_id)
    while due is not None:
        dialog = StacksCountDialog(parent, due, stacks_to_count(db, table_id), typed,
                                   refused, bought=bought)
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        typed = dialog.typed() if accepted else {}  # accepted: every count an amount
        counts, seen = (dialog.counts() if accepted else {}), dialog.players
        dialog.deleteLater()
        if not accepted:
            raise ServiceError(msg("svc-felt-count-to-open-bought" if bought
                                   else "svc-felt-count-to-open", hand_number=due))
        try:
            count_stacks(db, table_id, counts, now, seen)
            break
        except ServiceError as exc:  # asked again, the amounts typed kept, saying why
            if exc.message.id == "svc-felt-count-made-since":
                break  # counted at another station meanwhile: the panel deals from it
            refused = refusal_words(exc)
        due = count_due(db, table_id)
    _count_moved_before_opening(db, table_id, now, parent)


def _count_moved_before_opening(db: Database, table_id: int, now: datetime,
                                parent: QWidget | None) -> None:
    """The players moved in uncounted, counted before the panel opened deals (R-8.4)."""
    # none while a hand runs: the panel resumes it, and N asks before the next
    seats = moved_to_count(db, table_id, between_hands=True)
    typed: dict[int, int] | None = None
    refused = ""
    while seats:
        dialog = StacksCountDialog(parent, 0, seats, typed, refused, moved=True)
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        typed = dialog.typed() if accepted else {}
        counts, seen = (dialog.counts() if accepted else {}), dialog.players
        dialog.deleteLater()
        if not accepted:
            raise ServiceError(msg("svc-moved-count-to-open"))
        try:
            count_moved(db, table_id, counts, now, seen)
            return
        except ServiceError as exc:  # asked again, the amounts typed kept, saying why
            refused = refusal_words(exc)
        seats = moved_to_count(db, table_id, between_hands=True)


def ask_count(panel: DealerPanel, db: Database, table_id: int,
              now: Callable[[], datetime]) -> Callable[[Callable[[], None]], None]:
    """What the panel calls before N deals: after hands on the felt the table's
    stacks counted, then the players moved in uncounted; then (counted, or refused
    and said) the next hand dealt."""

    def count_first(then: Callable[[], None], typed: Mapping[int, int] | None = None,
                    refusal: str = "") -> None:
        if not panel.session.count_due():
            count_moved_first(then)
            return
        if panel.runner.run(lambda: count_due(db, table_id) is None, redraw_now=False):
            panel.session.stacks_counted()  # counted at another station since: deal
            count_moved_first(then)
            return
        seats = panel.runner.run(lambda: stacks_to_count(db, table_id))
        if seats is None:
            return
        dialog = StacksCountDialog(panel, panel.session.felt_hand() or 0, seats, typed,
                                   refusal)

        def counted() -> None:
            panel.session.stacks_counted()
            count_moved_first(then)  # the count named everyone: nobody is left to ask

        # a count made since at another station is no refusal to ask again: N deals from it
        _ask(dialog, lambda counts: count_stacks(db, table_id, counts, now(), dialog.players),
             lambda counts, why: count_first(then, counts, why), counted,
             quiet="svc-felt-count-made-since")

    def count_moved_first(then: Callable[[], None], typed: Mapping[int, int] | None = None,
                          refusal: str = "") -> None:
        seats = panel.runner.run(lambda: moved_to_count(db, table_id), redraw_now=False)
        if seats is None:
            return
        if not seats:
            then()
            return
        dialog = StacksCountDialog(panel, 0, seats, typed, refusal, moved=True)
        _ask(dialog, lambda counts: count_moved(db, table_id, counts, now(), dialog.players),
             lambda counts, why: count_moved_first(then, counts, why), then)

    def _ask(dialog: StacksCountDialog, store: Callable[[dict[int, int]], int],
             again: Callable[[dict[int, int], str], None], counted: Callable[[], None],
             quiet: str = "") -> None:
        """``dialog`` shown; on OK its counts stored (``store``), then ``counted``; a
        refusal asks again, the amounts typed kept, saying why (``again``), unless it
        is ``quiet``; nothing is dealt then (the panel's error line says it too)."""
        panel.last_count = dialog

        def accepted() -> None:
            counts = dialog.counts()
            refused: list[str] = []

            def count() -> int:
                try:
                    return store(counts)
                except ServiceError as exc:
                    if exc.message.id != quiet:
                        refused.append(refusal_words(exc))
                    raise

            if panel.runner.run(count) is None:
                if refused:
                    again(dialog.typed(), refused[0])
                return
            counted()

        dialog.accepted.connect(accepted)
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(lambda _r: panel.activateWindow())
        dialog.open()

    return count_first
