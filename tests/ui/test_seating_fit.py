"""Seven tables in the seating window (issue 29, item 5: "3.5 shown, tiny seat
text"): on a 1366x768 laptop and a 1024x600 netbook every table is drawn large
enough to read its seats' names and stacks, as many side by side as the width
allows, the rest reached by scrolling down (never sideways)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.common.context import AppContext
from director.ui.common.style import apply_style
from director.ui.console.seating import SeatingPage
from director.ui.console.table_view import NAME_POINTS
from tests.ui.event_fixtures import SETTINGS, T0, context, time
from tests.ui.home_driver import open_main_window, resume_event

__all__ = ["context", "time"]

SMALLEST_NAME_PX = 10.0  # a player's name on a seat, as drawn


def seven_tables(context: AppContext) -> int:
    event = context.events.create_event("tournament", "Sunday Major", SETTINGS, T0)
    for n in range(1, 41):  # six seats a table
        player = context.events.add_player(f"Player {n:02d}", T0)
        context.tournaments.register(event, player, T0)
    context.seating.open_tables(event, 7, T0)
    context.seating.draw_seats(event, T0, random.Random(7))
    return event


@pytest.mark.parametrize("screen", [(1366, 768), (1024, 600)])
def test_seven_tables_each_readable_and_reached_by_scrolling_down(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path, context: AppContext,
        screen: tuple[int, int]) -> None:
    event = seven_tables(context)
    apply_style(qapp)
    try:
        window = open_main_window(qtbot, tmp_path, context)
        window.resize(screen[0], screen[1] - 40 - 32)
        resume_event(qtbot, window, event)
        seating = window.page(f"seating_{event}")
        assert isinstance(seating, SeatingPage)
        window.pages.setCurrentWidget(seating)
        QApplication.processEvents()
        graphics = list(seating.graphics.values())
        assert len(graphics) == 7
        area = seating.scroll_area
        assert not area.horizontalScrollBar().isVisible()
        for graphic in graphics:
            scale = graphic.transform().m11()
            name_px = NAME_POINTS * 96 / 72 * scale
            assert name_px >= SMALLEST_NAME_PX, f"{graphic.title}: names at {name_px:.1f} px"
            assert graphic.width() <= area.viewport().width()
        columns = len({g.x() for g in graphics})
        assert columns == max(1, area.viewport().width() // graphics[0].minimumWidth())
    finally:
        qapp.setStyleSheet("")
