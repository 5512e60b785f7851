"""The dealer panel's felt follows a change of language at once (issue 29, item 3):
what it drew in English (a stack of 12,000, the TO ACT tag, the pot's line) is
drawn again in Hungarian after Settings > Language, exactly as a felt opened in
Hungarian draws it ("12 000", "LÉPNI KELL" or whatever the catalogue says), never
a kept English picture."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui.dealer_driver import press

NAMES = {1: "Anna", 2: "Bence", 3: "Csilla"}


def panel_at_first_action(qtbot: QtBot) -> DealerPanel:
    """Three players of 12,000 each; the blinds posted, the cards dealt: seat 1 (the
    button, first to act three-handed) has TO ACT on its box."""
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES["holdem"],
                                                dict.fromkeys(NAMES, 12_000), 1),
                        seat_names=lambda: NAMES)
    qtbot.addWidget(panel)
    panel.resize(1100, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.setFocus()
    while panel.session.step().kind.name != "ACT":
        press(qtbot, panel, Qt.Key.Key_N)
    QApplication.processEvents()
    return panel


def felt_image(panel: DealerPanel) -> QImage:
    QApplication.processEvents()
    return panel.felt.grab().toImage()


def test_the_felt_says_in_hungarian_what_it_said_in_english(qtbot: QtBot) -> None:
    install_translator("en")
    try:
        panel = panel_at_first_action(qtbot)
        english = felt_image(panel)
        assert any(s.to_act for s in panel.felt.table.seats)
        assert all(s.stack == 12_000 or s.bet for s in panel.felt.table.seats)
        install_translator("hu")
        QApplication.processEvents()
        switched = felt_image(panel)
        fresh = panel_at_first_action(qtbot)  # opened in Hungarian
        assert fresh.felt.size() == panel.felt.size()
        assert felt_image(fresh) == switched, "the switched felt keeps English pictures"
        assert switched != english
    finally:
        install_translator("en")
