"""Headless Chromium for the room view's tests (Debian's chromium and
chromium-driver, installed by .ci/run): a browser in the viewer's language, the
screen sizes of a phone and a TV, and an element's text as the page holds it."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

OUT = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = {"phone": (390, 844, 3.0, True), "tv": (1920, 1080, 1.0, False)}


def chromium() -> tuple[str, str]:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        pytest.fail("the room view's browser tests need Chromium and its driver: "
                    "sudo apt-get install chromium chromium-driver "
                    "(or deselect them with -m 'not browser')")
    return browser, driver


@pytest.fixture
def browser_for() -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary, driver_path = chromium()
    opened: list[webdriver.Chrome] = []

    def open_browser(language: str) -> webdriver.Chrome:
        options = webdriver.ChromeOptions()
        options.binary_location = binary
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--hide-scrollbars", f"--lang={language}",
                         "--window-size=1920,1080", "--no-first-run",
                         "--disable-background-networking", "--disable-sync"):
            options.add_argument(argument)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
        driver.set_page_load_timeout(20)
        opened.append(driver)
        return driver

    yield open_browser
    for driver in opened:
        driver.quit()


def size(driver: object, name: str) -> None:
    width, height, scale, mobile = SIZES[name]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",  # type: ignore[attr-defined]
                           {"width": width, "height": height, "deviceScaleFactor": scale,
                            "mobile": mobile})


def text(driver: object, element_id: str) -> str:
    """The element's text as the page holds it now (read in one step: the page
    redraws its elements on every push)."""
    script = "const e = document.getElementById(arguments[0]); return e ? e.textContent : '';"
    return str(driver.execute_script(script, element_id))  # type: ignore[attr-defined]
