"""The director's short gestures (issue 28): a bust in three inputs (select, Bust,
Enter; "knocked out by" when it is known); a payment is confirmed with the money
(``ui/common/payment_dialog``, the dealer panel's rebuy uses it too).

``BustDialog``: the players out in one hand (R-8.5). Where the dealer panel dealt
the hand, its own starting stacks order them and nothing is asked; two or more
out at a table dealt on the felt, it asks only who had more chips when the hand
began (the same: they tie).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from director.services.events.console_queries import EntryView
from director.ui.common.director_widgets import MessageLabel, make_heading, table_name
from director.ui.common.payment_dialog import ok_cancel


def entry_name(e: EntryView) -> str:
    """A player as the console lists them (a re-entry with its number)."""
    return e.player + (f" ({e.number})" if e.number > 1 else "")


class BustDialog(QDialog):
    """Players out in one hand: who knocked them out, and who had more (R-8.5)."""

    def __init__(self, busted: Sequence[EntryView], others: Sequence[EntryView] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bustDialog")
        self.setWindowTitle(self.tr("Bust"))
        self.busted = list(busted)
        layout = QVBoxLayout(self)
        names = ", ".join(entry_name(e) for e in busted)
        title = QLabel(self.tr("%1 is out").replace("%1", names) if len(busted) == 1 else
                       self.tr("Out in the same hand: %1").replace("%1", names), self)
        title.setObjectName("bustTitle")
        title.setWordWrap(True)
        make_heading(title)
        layout.addWidget(title)
        self.more: dict[int, int] = {e.entry_id: 1 for e in busted}  # bigger: more chips
        self.choices: list[QButtonGroup | list[tuple[int, QComboBox]]] = []
        for table, group in self._groups().items():
            self._ask(layout, table, group)
        form = QFormLayout()
        layout.addLayout(form)
        # who won the pot: recorded for the bounties (issue 19; the service shares them);
        # a bounty on a busted player's head is paid to them, so it must be named: with
        # nobody named a fixed bounty was paid to nobody (its money taken, never paid)
        self.bounties = [e for e in busted if e.bounty]
        self.busted_by = QComboBox(self)
        self.busted_by.setObjectName("bustedBy")
        self.busted_by.addItem(self.tr("choose who won the pot") if self.bounties
                               else self.tr("not recorded"), None)
        # the pot was won at their table: its players first, by seat (a few Downs at
        # a field of hundreds), then a line, then everyone else as the console lists them
        tables = {e.table for e in busted if e.table}
        near = sorted((e for e in others if e.table in tables),
                      key=lambda e: (e.table, e.seat or 0))
        rest = [e for e in others if e not in near]
        for e in near:
            self.busted_by.addItem(entry_name(e), e.entry_id)
        if near and rest:
            self.busted_by.insertSeparator(self.busted_by.count())
        for e in rest:
            self.busted_by.addItem(entry_name(e), e.entry_id)
        form.addRow(self.tr("Knocked out by"), self.busted_by)
        self.refused = MessageLabel(self, "bustRefused")
        self.refused.setWordWrap(True)
        layout.addWidget(self.refused)
        self.refused.hide()  # no empty line under the list until something is said
        self.busted_by.currentIndexChanged.connect(lambda _i: self.refused.clear())
        if self.bounties:
            self.busted_by.setFocus()  # Down picks the winner, Enter busts
        ok_cancel(self, layout)

    def accept(self) -> None:
        """OK; with a bounty on a busted player's head and nobody named as knocking them
        out, it says so here and waits: the bounty is paid to whoever won the pot."""
        if self.bounties and not self.eliminators():
            self.refused.show_error(self.tr(
                "Choose who won the pot: the bounty on %1 is paid to them").replace(
                "%1", ", ".join(entry_name(e) for e in self.bounties)))
            self.refused.show()
            self.busted_by.setFocus()
            self.adjustSize()
            return
        super().accept()

    def _groups(self) -> dict[str, list[EntryView]]:
        """The busted players by table: only those at one table are ordered (R-8.5)."""
        groups: dict[str, list[EntryView]] = {}
        for e in self.busted:
            groups.setdefault(e.table, []).append(e)
        return groups

    def _ask(self, layout: QVBoxLayout, table: str, group: list[EntryView]) -> None:
        """Nothing to ask of one player, nor where the panel dealt the hand (its
        starting stacks decide); else who had more at the start of the hand."""
        if len(group) < 2:
            return
        if all(e.dealt for e in group):
            note = QLabel(self.tr("The hand dealt at %1 orders them by the chips they "
                                  "began it with.").replace("%1", table_name(table)), self)
            note.setWordWrap(True)
            layout.addWidget(note)
            return
        layout.addWidget(QLabel(self.tr("Who had more chips when the hand began?"), self))
        if len(group) == 2:
            self._ask_two(layout, group)
        else:
            self._ask_many(layout, group)

    def _ask_two(self, layout: QVBoxLayout, group: list[EntryView]) -> None:
        first, second = group
        buttons = QButtonGroup(self)
        for i, text in enumerate((entry_name(first), entry_name(second),
                                  self.tr("The same: they tie"))):
            radio = QRadioButton(text, self)
            radio.setObjectName(f"hadMore_{i}")
            buttons.addButton(radio, i)
            layout.addWidget(radio)
        buttons.button(0).setChecked(True)
        self.choices.append(buttons)
        buttons.idToggled.connect(lambda _id, _on, g=group, b=buttons: self._two(g, b))
        self._two(group, buttons)

    def _two(self, group: list[EntryView], buttons: QButtonGroup) -> None:
        first, second = group
        chosen = buttons.checkedId()
        self.more[first.entry_id] = 2 if chosen == 0 else 1
        self.more[second.entry_id] = 2 if chosen == 1 else 1

    def _ask_many(self, layout: QVBoxLayout, group: list[EntryView]) -> None:
        form = QFormLayout()
        layout.addLayout(form)
        ranks: list[tuple[int, QComboBox]] = []
        size = len(group)
        for n, e in enumerate(group):
            box = QComboBox(self)
            box.setObjectName(f"rank_{e.entry_id}")
            for rank in range(1, len(group) + 1):
                box.addItem(self.tr("%1. most chips").replace("%1", str(rank)), rank)
            box.setCurrentIndex(n)
            box.currentIndexChanged.connect(lambda _i, r=ranks, k=size: self._many(r, k))
            form.addRow(entry_name(e), box)
            ranks.append((e.entry_id, box))
        self.choices.append(ranks)
        self._many(ranks, size)

    def _many(self, ranks: list[tuple[int, QComboBox]], size: int) -> None:
        for entry, box in ranks:
            self.more[entry] = size + 1 - int(box.currentData())

    def busts(self) -> dict[int, int]:
        """``{entry: chips at the start of the hand}`` as the service takes them: only
        their order counts (where the panel dealt, the hand's own are used)."""
        return dict(self.more)

    def eliminators(self) -> list[int]:
        """The entry that won the pot, when the director picked one."""
        entry = self.busted_by.currentData()
        return [] if entry is None else [int(entry)]
