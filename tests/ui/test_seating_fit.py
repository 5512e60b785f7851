"""Seven tables in the seating window (issue 29, item 5: "3.5 shown, tiny seat
text"): on a 1366x768 laptop and a 1024x600 netbook every table is drawn large
enough to read its seats' names and stacks, as many side by side as the width
allows, the rest reached by scrolling down (never sideways)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from director.services.events import console_queries as q
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import EventChanges
from director.ui.common.style import apply_style
from director.ui.console.seating import SeatingPage
from director.ui.console.table_view import NAME_POINTS, counted_time
from director.ui.shell.app import install_translator
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
        seating = window.pages.page(f"seating_{event}")
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



class _TextsDrawn(QPainter):
    """A painter that keeps every text drawn: the text, the width it was given and the
    width it takes in the font it is drawn in."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, float, int]] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        rect, flags, text = args
        assert isinstance(rect, QRectF) and isinstance(text, str)
        self.texts.append((text, rect.width(), self.fontMetrics().horizontalAdvance(text)))
        super().drawText(rect, flags, text)  # type: ignore[call-overload]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_counted_stack_fits_its_seat_with_its_time(
        qtbot: QtBot, context: AppContext, language: str) -> None:
    """Issue 28: a stack counted at a table dealt on the felt shows its chips and the
    time of the count; "18 500 (számolva: 19:05)" ran past the seat's edge, cut at
    "19:". Every text a seat draws fits the seat: the chips and the time stay, the
    whole of it in the seat's tooltip."""
    event = context.events.create_event("tournament", "Friday", SETTINGS, T0)
    entry = context.tournaments.register(event, context.events.add_player("Bence", T0), T0)
    context.tournaments.register(event, context.events.add_player("Anna", T0), T0)
    context.seating.open_tables(event, 1, T0)
    context.seating.draw_seats(event, T0, random.Random(1))
    context.tournaments.count_chips(entry, 18_500, T0)
    [stored] = [s for s in q.tables(context.db, event)[0].seats if s.player == "Bence"]
    assert stored.counted_at is not None
    install_translator(language)
    try:
        at = counted_time(stored.counted_at)
        seating = SeatingPage(context, event, EventChanges())
        qtbot.addWidget(seating)
        [graphic] = seating.graphics.values()
        [seat] = [item for item in graphic.seats.values() if item.player == "Bence"]
        image = QImage(400, 200, QImage.Format.Format_ARGB32)  # kept while painted on
        painter = _TextsDrawn(image)
        seat.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
    finally:
        install_translator("en")
    stack_line = painter.texts[-1][0]
    assert stack_line.startswith(("18,500", "18\u00a0500")) and at in stack_line, stack_line
    for text, room, width in painter.texts:
        assert width <= room, (text, room, width)
    assert seat.toolTip() == "Bence\n" + {"en": f"18,500 (counted {at})",
                                         "hu": f"18\u00a0500 (számolva: {at})"}[language]
