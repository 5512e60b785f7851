"""The room view in a real browser (issue 18): headless Chromium (Debian's chromium
and chromium-driver, installed by .ci/run) loads the clock page from the running
program on 127.0.0.1, at phone (390x844) and TV (1920x1080) sizes in both
languages, sees a level change made in the program within two seconds, and
opened 70 s after it shows the second the director's clock display shows.
Screenshots go to build/screenshots/ for a person to look at."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime
from tests.ui.room_driver import (
    click,
    focus_clock_window,
    free_port,
    night,
    resume_first_event,
    share_with_room,
    shown_pin,
    wrong_pin_wait_over,
)
from tests.web.browser import OUT, SIZES, browser_for, kept_browsers, size, text

__all__ = ["browser_for", "kept_browsers", "night"]

pytestmark = pytest.mark.browser


def _wait_for(qtbot: QtBot, check: object, seconds: float) -> float:
    """Seconds until ``check()`` holds, keeping the program's events flowing."""
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        if check():  # type: ignore[operator]
            return time.monotonic() - start
        qtbot.wait(50)
    raise AssertionError(f"not seen within {seconds} s")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_clock_page_follows_the_program_in_a_real_browser(
        qtbot: QtBot, night: tuple[MainWindow, int], browser_for: object,
        language: str) -> None:
    window, _ = night
    resume_first_event(qtbot, window)
    port = free_port()
    dialog = share_with_room(qtbot, window, port, remote=False)
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    driver = browser_for(language)  # type: ignore[operator]
    size(driver, "tv")
    driver.get(f"http://127.0.0.1:{port}/clock")
    level_1 = "Level 1" if language == "en" else "1. szint"
    _wait_for(qtbot, lambda: text(driver, "level") == level_1, 10)
    assert text(driver, "blinds") == "25 / 50"
    assert text(driver, "time") == "20:00"
    # 6 entries x (3,000 - 300 fee), in the program's default currency, grouped the
    # page language's way.
    pool = text(driver, "prize-pool")
    assert pool.startswith("$") and pool[1:].replace("\u00a0", " ").replace(
        "\u202f", " ") == ("16,200" if language == "en" else "16 200")
    assert text(driver, "state") == ("Paused" if language == "en" else "Megállítva")
    OUT.mkdir(parents=True, exist_ok=True)
    for name in ("tv", "phone"):
        size(driver, name)
        qtbot.wait(300)
        width, height, _, _ = SIZES[name]
        driver.save_screenshot(str(OUT / f"room_clock_{language}_{name}_{width}x{height}.png"))
        assert driver.execute_script(  # nothing wider than the screen
            "return document.documentElement.scrollWidth <= window.innerWidth + 1")
    # The director starts the clock, then moves to the next level, at the clock
    # display: the page follows each.
    clock_window = focus_clock_window(qtbot, window)
    qtbot.keyClick(clock_window, Qt.Key.Key_Space)
    _wait_for(qtbot, lambda: text(driver, "state") == "", 10.0)
    qtbot.keyClick(clock_window, Qt.Key.Key_N)
    level_2 = "Level 2" if language == "en" else "2. szint"
    seen_after = _wait_for(qtbot, lambda: text(driver, "level") == level_2, 2.0)
    assert seen_after < 2.0
    assert text(driver, "blinds") == "50 / 100"
    # 70 s later by the program's clock, with nothing changed in between, a TV opens
    # the page: it shows the second the director's clock display shows (issue 28).
    program_time = window.context.now
    assert isinstance(program_time, FakeTime)
    program_time.now += timedelta(seconds=70)
    qtbot.waitUntil(lambda: clock_window.labels["time"].text() == "18:50")
    driver.get(f"http://127.0.0.1:{port}/clock")
    _wait_for(qtbot, lambda: text(driver, "level") == level_2, 10)
    shown = text(driver, "time")
    assert shown in ("18:50", "18:49"), f"the TV shows {shown}, the director 18:50"
    driver.get(f"http://127.0.0.1:{port}/seating")
    size(driver, "phone")
    _wait_for(qtbot, lambda: "Anna" in text(driver, "main"), 10)
    driver.save_screenshot(str(OUT / f"room_seating_{language}_phone_390x844.png"))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_directors_remote_on_a_phone_refuses_a_wrong_pin_and_pauses_the_clock(
        qtbot: QtBot, night: tuple[MainWindow, int], browser_for: object,
        language: str) -> None:
    from selenium.webdriver.common.by import By

    window, event = night
    resume_first_event(qtbot, window)
    clock_window = focus_clock_window(qtbot, window)
    qtbot.keyClick(clock_window, Qt.Key.Key_Space)  # the clock runs
    context = window.context
    qtbot.waitUntil(lambda: context.events.clock(event, context.now()).running)
    port = free_port()
    dialog = share_with_room(qtbot, window, port, remote=True)
    pin = shown_pin(dialog)
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    driver = browser_for(language)  # type: ignore[operator]
    size(driver, "phone")
    driver.get(f"http://127.0.0.1:{port}/remote")
    _wait_for(qtbot, lambda: text(driver, "message") == "" and bool(
        driver.find_elements(By.ID, "pin")), 10)
    field = driver.find_element(By.ID, "pin")
    field.send_keys("000000" if pin != "000000" else "111111")
    driver.find_element(By.ID, "sign-in").click()
    wrong = "Wrong PIN." if language == "en" else "Hibás PIN-kód."
    _wait_for(qtbot, lambda: text(driver, "message") == wrong, 10)
    driver.save_screenshot(str(OUT / f"room_remote_pin_{language}_phone_390x844.png"))
    wrong_pin_wait_over(window)  # a wrong PIN makes the next try from that phone wait 2 s
    field.clear()
    field.send_keys(pin)
    driver.find_element(By.ID, "sign-in").click()
    _wait_for(qtbot, lambda: bool(driver.find_elements(By.ID, "pause")), 10)
    driver.save_screenshot(str(OUT / f"room_remote_{language}_phone_390x844.png"))
    driver.find_element(By.ID, "pause").click()
    _wait_for(qtbot, lambda: not context.events.clock(event, context.now()).running, 10)
    qtbot.waitUntil(lambda: window.status_clock.text().endswith("paused"))  # the program
    # speaks English here; the phone speaks its own language
    _wait_for(qtbot, lambda: bool(driver.find_elements(By.ID, "start")), 10)
