"""Pots and side pots as they form (R-7.3), each pot's all-in odds (who wins
which pot, R-7.4; issue 30), the award explanations (R-7.6), and picking
winners by hand when nobody wants to enter cards."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from director.engine.messages import Message
from director.services.tables.dealer_session import PotRow
from director.services.tables.odds_view import OddsView
from director.ui.common.keys import clicks_keep_keys
from director.ui.common.language import follow_language, in_language
from director.ui.common.named import named
from director.ui.common.odds_text import percent
from director.ui.rules.rule_links import follow_rule_links, link_rules

SEATS_PER_ROW = 3
Winners = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


class PotsView(QGroupBox):
    """The pots, who contests each, and the awards in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("potsView")
        follow_language(self).bind(self.setTitle, lambda: self.tr("Pots"))
        self.pots = named(QLabel(), "potsLabel")
        self.pots.setWordWrap(True)
        self.awards = named(QLabel(), "awardsLabel")
        self.awards.setWordWrap(True)
        follow_rule_links(self.awards)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pots)
        layout.addWidget(self.awards)
        self._rows: list[PotRow] = []
        self._awards: list[str] = []
        self._heading = ""
        self._words: Callable[[Message], str] = in_language
        self._odds: OddsView | None = None

    def show_pots(self, rows: list[PotRow], awards: list[str],
                  words: Callable[[Message], str] = in_language,
                  odds: OddsView | None = None, heading: str = "") -> None:
        """The pots as the engine cuts them (at all-in amounts only, R-7.3), each
        with the odds of the hands contesting it when they are all in (``odds``);
        ``heading`` above them in bold (whose hand they are, when not the one shown)."""
        self._rows, self._awards, self._words, self._odds = rows, awards, words, odds
        self._heading = heading
        loc = QLocale()
        lines = []
        by_pot = {p.index: p for p in odds.pots} if odds is not None else {}
        for index, row in enumerate(rows):
            if not row.amount:
                continue
            seats = ", ".join(str(s) for s in row.seats)
            lines.append(self.tr("<b>{0}</b>: {1} — seats {2}").format(
                words(row.name).capitalize(), loc.toString(row.amount), seats))
            pot = by_pot.get(index)
            if pot is not None and odds is not None:
                lines.append("&nbsp;&nbsp;" + " · ".join(
                    self.tr("seat {0} {1}").format(s.seat, percent(s.share, odds))
                    for s in pot.seats))
        if not lines:
            lines = [self.tr("All pots pushed") if awards else self.tr("No chips in the pot yet")]
        text = "<br>".join([f"<b>{heading}</b>"] * bool(heading) + lines)
        if self.pots.text() != text:
            self.pots.setText(text)
            self._grow_now()
        self.awards.setText("".join(f"<p>{link_rules(text)}</p>" for text in awards))
        self.awards.setVisible(bool(awards))

    def _grow_now(self) -> None:
        """Lines more than the label has room for (each pot's odds arriving between
        key presses): the column is laid out at once, not after the odds' next
        slices (the side pots' lines were cut for a while, the pots' test saw it)."""
        label = self.pots
        if label.width() > 0 and label.height() < label.heightForWidth(label.width()):
            widget: QWidget | None = self
            while widget is not None and widget.layout() is not None:
                layout = widget.layout()
                assert layout is not None
                if not layout.isEnabled():
                    return  # the panel lays itself out once its refresh is over
                layout.activate()
                widget = widget.parentWidget()

    def show_odds(self, odds: OddsView | None) -> None:
        """New odds for the pots on show (counted between key presses)."""
        if odds is not self._odds:
            self.show_pots(self._rows, self._awards, self._words, odds, self._heading)


class WinnersPicker(QGroupBox):
    """Per pot, toggle the winning seats (and the low half in hi/lo)."""

    picked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnersPicker")
        follow_language(self).bind(self.setTitle, lambda: self.tr("Pick the winners by hand"))
        self._grid = QGridLayout()
        self._high: list[dict[int, QPushButton]] = []
        self._low: list[dict[int, QPushButton]] = []
        self.award = named(QPushButton(), "awardPicked")
        follow_language(self).bind(self.award.setText,
                                   lambda: self.tr("Award to the picked seats"))
        self.award.setMinimumHeight(44)
        clicks_keep_keys(self.award)
        self.award.clicked.connect(lambda: self.picked.emit(self.winners()))
        layout = QVBoxLayout(self)
        layout.addLayout(self._grid)
        layout.addWidget(self.award)

    def set_pots(self, rows: list[PotRow], hilo: bool) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone at once: the old buttons must not be found or clicked
                widget.setParent(None)
                widget.deleteLater()
        self._high, self._low = [], []
        line = 0
        for index, row in enumerate(rows):
            for half, store in (("high", self._high), ("low", self._low)):
                if half == "low" and not hilo:
                    continue
                name = in_language(row.name)
                label = name if half == "high" else self.tr("{0}, low").format(name)
                if hilo and half == "high":
                    label = self.tr("{0}, high").format(name)
                # a label starts with a capital, each half's too ("A főkassza, low")
                self._grid.addWidget(QLabel(label[:1].upper() + label[1:]), line, 0)
                buttons: dict[int, QPushButton] = {}
                # the seats in rows of a few under the pot's name: the picker fits
                # the panel's side column, so showing it moves nothing else
                box = QGridLayout()
                for n, seat in enumerate(row.seats):
                    b = named(QPushButton(self.tr("Seat {0}").format(seat)),
                              f"win_{index}_{half}_{seat}")
                    b.setCheckable(True)
                    b.setMinimumHeight(40)
                    clicks_keep_keys(b)
                    buttons[seat] = b
                    box.addWidget(b, n // SEATS_PER_ROW, n % SEATS_PER_ROW)
                holder = QWidget()
                holder.setLayout(box)
                self._grid.addWidget(holder, line + 1, 0)
                store.append(buttons)
                line += 2

    def winners(self) -> Winners:
        out = []
        for index, high in enumerate(self._high):
            hi = tuple(s for s, b in high.items() if b.isChecked())
            low = self._low[index] if index < len(self._low) else {}
            lo = tuple(s for s, b in low.items() if b.isChecked())
            out.append((hi, lo))
        return tuple(out)
