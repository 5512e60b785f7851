"""The look preferences of the Settings menu (issue 19, LOOK.md): a four-colour deck
on every card drawn (diamonds blue, clubs green; the suit symbols stay), and reduced
motion (the clock's last-minute pulse, the scrolling announcement, the button
draw's fading cards all stand still). Both ticked with the mouse, kept in the
settings file, and in force at once in the windows already open."""

from __future__ import annotations

import random
import stat
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from director.engine.event.seating import draw_for_button
from director.services.tables.dealer_session import USUAL_GAMES, DealerSession
from director.ui.clock.clock_marquee import PAGE_MS
from director.ui.common import look_preferences
from director.ui.common.look_preferences import look
from director.ui.common.settings import Settings
from director.ui.common.style import scheme_colours, scheme_of
from director.ui.console.button_draw import ButtonDrawDialog
from director.ui.dealer.panel import DealerPanel
from director.ui.shell.app import install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.dealer_driver import press, type_cards
from tests.ui.event_fixtures import T0, FakeTime, context, time
from tests.ui.home_driver import open_menu_item
from tests.ui.test_clock_designer import click, open_designer, running_clock, tick
from tests.ui.test_clock_pictures import styled

__all__ = ["context", "styled", "time"]


@pytest.fixture(autouse=True)
def plain_look() -> Iterator[None]:
    """Each test starts and ends with the plain deck and motion on (one program-wide
    ``look()``)."""
    look().set(four_colour=False, reduce_motion=False)
    yield
    look().set(four_colour=False, reduce_motion=False)


def settings_file(tmp_path: Path, name: str = "s.ini") -> Settings:
    return Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))


def count(image: QImage, colour: QColor) -> int:
    """Pixels of exactly ``colour`` (the inside of a suit symbol's strokes)."""
    rgb = colour.rgb()
    return sum(1 for y in range(0, image.height()) for x in range(0, image.width())
               if image.pixel(x, y) == rgb)


def test_the_four_colour_deck_is_ticked_in_settings_and_colours_every_card(
        qtbot: QtBot, tmp_path: Path, context: object, styled: None) -> None:
    install_translator("en")
    settings = settings_file(tmp_path)
    window = MainWindow(settings, context)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.show()
    panel = DealerPanel(DealerSession.in_memory(USUAL_GAMES["holdem"],
                                                dict.fromkeys((1, 3, 5, 6), 2000), 1))
    qtbot.addWidget(panel)
    panel.resize(1024, 600)
    panel.show()
    qtbot.waitExposed(panel)
    while panel.session.step().kind.name != "DEAL_HOLE":
        press(qtbot, panel, Qt.Key.Key_N)
    # on the grid the cards are there to click: diamonds and clubs in their suit's colour
    ink = scheme_colours(scheme_of(panel))
    diamond, club = panel.cards.button_of("Qd"), panel.cards.button_of("Jc")
    assert diamond.text() == "Q\u2666" and club.text() == "J\u2663"
    assert count(diamond.grab().toImage(), ink["suit_red"]) > 0
    assert count(club.grab().toImage(), ink["suit_black"]) > 0

    open_menu_item(qtbot, window, window.settings_menu, "fourColourDeck")
    assert window.look_actions.four_colour.isChecked()
    # the open panel's grid at once: blue diamonds, green clubs
    assert count(diamond.grab().toImage(), ink["suit_blue"]) > 0
    assert count(club.grab().toImage(), ink["suit_green"]) > 0
    assert count(diamond.grab().toImage(), ink["suit_red"]) == 0
    assert diamond.text() == "Q\u2666"  # the symbol stays: colour is not the only signal
    hands = iter(["As Ad", "Kh Kd", "7c 2d", "8s 3h"])
    while panel.session.step().kind.name == "DEAL_HOLE":  # each seat's two cards
        type_cards(qtbot, panel, next(hands))
        press(qtbot, panel, Qt.Key.Key_N)
    # and the felt: blue diamonds, green clubs, red hearts, black spades
    felt = panel.felt.grab().toImage()
    for name in ("suit_blue", "suit_green", "suit_red", "suit_black"):
        assert count(felt, ink[name]) > 0, name
    # kept in the settings file: the next start has it ticked
    assert Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)) \
        .four_colour_deck
    look().set(four_colour=False)
    again = MainWindow(settings_file(tmp_path), context)  # type: ignore[arg-type]
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.look_actions.four_colour.isChecked() and look().four_colour
    # ticked again: two colours
    open_menu_item(qtbot, again, again.settings_menu, "fourColourDeck")
    assert not look().four_colour and not settings_file(tmp_path).four_colour_deck
    felt = panel.felt.grab().toImage()  # the open felt at once: red diamonds, black clubs
    assert count(felt, ink["suit_blue"]) == 0 and count(felt, ink["suit_green"]) == 0
    assert count(felt, ink["suit_red"]) > 0


def test_reduced_motion_stills_the_last_minute_pulse_and_the_announcement(
        qtbot: QtBot, tmp_path: Path, context: object, time: FakeTime) -> None:
    # no sound: the last minute's warning sound, none on a test machine
    _, window, clock = running_clock(qtbot, tmp_path, context,  # type: ignore[arg-type]
                                     (1024, 600), sound=False)
    designer = open_designer(qtbot, clock)
    tick(qtbot, designer.checks["announcement"])
    words = ("Late registration closes at level 6; the bar serves hot food until "
             "midnight and the final table starts on Sunday at noon")
    qtbot.keyClicks(designer.announcement, words)
    click(qtbot, designer.save_button)
    qtbot.waitUntil(lambda: not designer.isVisible())
    marquee = clock.marquee
    assert marquee.scrolling  # too long for the line: it moves

    time.now = T0 + timedelta(minutes=19, seconds=30)  # the first level's last minute
    banner = clock.labels["banner"]
    qtbot.waitUntil(lambda: banner.text() == "LAST MINUTE")
    assert clock.pulse.running

    open_menu_item(qtbot, window, window.settings_menu, "reduceMotion")
    assert window.look_actions.reduce_motion.isChecked()
    assert not clock.pulse.running and not banner.styleSheet()  # the banner stands still
    assert banner.text() == "LAST MINUTE"  # the words still say it
    assert not marquee.scrolling
    # the announcement shows page by page, whole words, every word once
    pages = marquee.pages()
    assert len(pages) >= 2 and " ".join(pages) == words
    first = marquee.page_text()
    assert first == pages[0]
    qtbot.waitUntil(lambda: marquee.page_text() == pages[1], timeout=PAGE_MS + 2000)
    assert settings_file(tmp_path, "en.ini").reduced_motion

    # untick: the pulse comes back in the last minute
    open_menu_item(qtbot, window, window.settings_menu, "reduceMotion")
    assert clock.pulse.running and marquee.scrolling


def test_with_reduced_motion_the_button_draw_cards_appear_without_fading(
        qtbot: QtBot) -> None:
    install_translator("en")
    draw = draw_for_button([1, 2, 3, 4], random.Random(5))

    def first_card_opacity() -> float:
        dialog = ButtonDrawDialog(draw, {}, "Table 1", interval_ms=400)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.start()
        shown = dialog.cards[0][1].opacity()
        dialog.finish_now()
        return shown

    assert first_card_opacity() == 0.0  # fades in
    look().set(reduce_motion=True)
    assert first_card_opacity() == 1.0  # there at once


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="GNOME's switch")
def test_the_systems_reduced_motion_switch_is_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """GNOME's "enable-animations" off means reduced motion (Qt has no hint of it)."""
    for said, reduced in (("false", True), ("true", False)):
        fake = tmp_path / said / "gsettings"
        fake.parent.mkdir()
        fake.write_text(f"#!/bin/sh\necho {said}\n", encoding="utf-8")
        fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
        monkeypatch.setenv("PATH", str(fake.parent))
        look_preferences._system_switch.cache_clear()
        assert look_preferences._system_switch() is reduced
    look_preferences._system_switch.cache_clear()
