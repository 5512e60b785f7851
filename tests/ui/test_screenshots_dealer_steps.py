"""The dealer panel at every kind of step, in every game, rendered to PNG for a
look (build/screenshots/dealer_step_<game>_<step>.png): posting, dealing,
burning, the board, acting, the bring-in, discards and draws, guts declarations,
showing and the award. Each shot is taken when the step first appears, and the
test checks the panel says what to do in words at that moment."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from tests.ui import dealer_driver

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"


@pytest.mark.parametrize("key", ["holdem", "pineapple", "stud", "draw", "guts-monte-carlo"])
def test_every_kind_of_step_is_shown_in_words(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]
    install_translator("en")
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES[key], dict.fromkeys(range(1, 5),
                                                                                 2000), 4))
    qtbot.addWidget(panel)
    panel.resize(1280, 800)
    panel.show()
    OUT.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    original = dealer_driver.press

    def press_and_shoot(qtbot_, panel_: DealerPanel, pressed: Qt.Key) -> None:
        kind = panel_.session.step().kind.name.lower()
        if kind not in seen:
            seen.add(kind)
            assert panel_.step_label.text(), kind
            assert panel_.grab().save(str(OUT / f"dealer_step_{key}_{kind}.png"))
        original(qtbot_, panel_, pressed)

    dealer_driver.press = press_and_shoot
    try:
        dealer_driver.play_out(qtbot, panel)
    finally:
        dealer_driver.press = original
    expected = {"guts-monte-carlo": {"post_ante", "deal_hole", "act"}}.get(
        key, {"deal_hole", "act"})
    assert expected <= seen, seen
