"""Hand for hand on the director's console (R-8.5, TDA RP-8).

Off, the console's register row ends with one button, Hand for hand, which turns it
on. On, a bar under the console's buttons says which hand-for-hand hand is being
played and each table's turn in it (to deal, playing, done), with the director's
two commands: start the next hand (Alt+N, the letter of Hand for hand, whose button
it replaces) and end hand for hand (Alt+X). Everything it shows is
read from the store at each commit (``HandForHandService.status``): a dealer
panel's hand at another station shows here as it is played. A dealer station sees
the bar without the director's buttons."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from director.services.tournament.hand_for_hand import (
    DONE,
    PLAYING,
    HandForHand,
    HandForHandService,
)
from director.ui.common.actions import ActionRunner
from director.ui.common.director_widgets import table_name
from director.ui.common.language import follow_language
from director.ui.common.named import named

if TYPE_CHECKING:
    from director.services.core.database import Database


class HandForHandBar(QFrame):
    """The current hand-for-hand hand, each table's turn, and the director's buttons;
    ``start_button`` (placed by the console in its register row) turns it on."""

    def __init__(self, db: Callable[[], Database], event_id: int, runner: ActionRunner,
                 now: Callable[[], datetime], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handForHandBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.db, self.event_id, self.runner, self.now = db, event_id, runner, now
        self.director = True  # a dealer station sees the hand, not the commands
        self.status = HandForHand(None)
        texts = follow_language(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.label = named(QLabel(self), "handForHandLabel")
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.next_button = named(QPushButton(self), "handForHandNext")
        self.next_button.clicked.connect(self.next_hand)
        row.addWidget(self.next_button)
        self.end_button = named(QPushButton(self), "handForHandEnd")
        texts.bind(self.end_button.setText, lambda: self.tr("E&xit hand for hand"))
        self.end_button.clicked.connect(self.stop)
        row.addWidget(self.end_button)
        self.start_button = named(QPushButton(), "handForHand")
        texts.bind(self.start_button.setText, lambda: self.tr("Ha&nd for hand"))
        texts.bind(self.start_button.setToolTip, lambda: self.tr(
            "Near the money: every table plays one hand and waits for the next; players "
            "out in the same hand at different tables tie (R-8.5)"))
        self.start_button.clicked.connect(self.start)
        texts.on_change(self._show)
        self.hide()

    def as_dealer_station(self) -> None:
        self.director = False
        self._show()

    def refresh(self, open_: bool = True) -> None:
        """Again from the store (``open_``: the event not finished)."""
        self.status = HandForHandService(self.db()).status(self.event_id)
        self.start_button.setEnabled(open_)
        self.next_button.setEnabled(open_)
        self.end_button.setEnabled(open_)
        self._show()

    def _show(self) -> None:
        hand = self.status.hand
        self.start_button.setVisible(self.director and hand is None)
        self.setVisible(hand is not None)
        self.next_button.setVisible(self.director)
        self.end_button.setVisible(self.director)
        if hand is None:
            return
        turns = {DONE: self.tr("done"), PLAYING: self.tr("playing")}
        tables = " \u00b7 ".join(
            self.tr("%1: %2").replace("%1", table_name(t.name)).replace(
                "%2", turns.get(t.turn, self.tr("to deal"))) for t in self.status.tables)
        self.label.setText(self.tr("<b>Hand for hand</b>, hand %1").replace("%1", str(hand))
                           + (f" \u2014 {tables}" if tables else ""))
        # Alt+N, as Hand for hand before it (its button hidden meanwhile): the same letter
        # turns it on and then starts each next hand
        self.next_button.setText(self.tr("Start ha&nd %1").replace("%1", str(hand + 1)))

    def start(self) -> None:
        self.runner.run(lambda: HandForHandService(self.db()).start(self.event_id, self.now()),
                        lambda hand: self.tr(
                            "Hand for hand: every table plays hand %1 and waits").replace(
                            "%1", str(hand)))

    def next_hand(self) -> None:
        self.runner.run(
            lambda: HandForHandService(self.db()).next_hand(self.event_id, self.now()),
            lambda hand: self.tr("Hand for hand: hand %1 may be dealt").replace(
                "%1", str(hand)))

    def stop(self) -> None:
        self.runner.run(lambda: HandForHandService(self.db()).stop(self.event_id, self.now()),
                        lambda _: self.tr("Hand for hand ended: every table deals at its "
                                          "own pace"))
