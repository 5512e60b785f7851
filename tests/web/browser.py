"""Headless Chromium for the room view's tests (Debian's chromium and
chromium-driver, installed by .ci/run): a browser in the viewer's language, the
screen sizes of a phone and a TV, and an element's text as the page holds it."""

from __future__ import annotations

import contextlib
import shutil
import time
from collections.abc import Callable, Iterator
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


def _start(language: str) -> object:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    binary, driver_path = chromium()
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
    return driver


def _blank(driver: object) -> bool:
    """The browser as it started: the last page's storage and cookies cleared, no
    screen size of a test's, an empty page; False when it cannot be (closed then)."""
    try:
        driver.execute_script(  # type: ignore[attr-defined]
            "try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}")
        driver.execute_cdp_cmd("Network.clearBrowserCookies", {})  # type: ignore[attr-defined]
        driver.execute_cdp_cmd(  # type: ignore[attr-defined]
            "Emulation.clearDeviceMetricsOverride", {})
        driver.get("about:blank")  # type: ignore[attr-defined]
    except Exception:  # a browser a failed test left broken: a new one
        with contextlib.suppress(Exception):
            driver.quit()  # type: ignore[attr-defined]
        return False
    return True


@pytest.fixture(scope="module")
def kept_browsers() -> Iterator[dict[str, object]]:
    """A browser per language, started once for the module's tests (issue 33: a
    Chromium start took 2 s of each test) and handed to each test blank."""
    kept: dict[str, object] = {}
    yield kept
    for driver in kept.values():
        with contextlib.suppress(Exception):
            driver.quit()  # type: ignore[attr-defined]


@pytest.fixture
def browser_for(kept_browsers: dict[str, object]) -> Iterator[object]:
    """``browser_for(language)``: a headless Chromium in that language, blank (no
    page, storage, cookies or screen size of another test's); the module's browser
    of that language, or a new one when this test already has it."""
    lent: dict[str, object] = {}
    own: list[object] = []

    def open_browser(language: str) -> object:
        if language in lent:  # a second one in one test: a browser of its own
            own.append(_start(language))
            return own[-1]
        driver = kept_browsers.pop(language, None)
        if driver is None:
            driver = _start(language)
        lent[language] = driver
        return driver

    yield open_browser
    for language, driver in lent.items():
        if _blank(driver):
            kept_browsers[language] = driver
    for driver in own:
        with contextlib.suppress(Exception):
            driver.quit()  # type: ignore[attr-defined]


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


def shown(driver: object, element_id: str, check: Callable[[str], bool]) -> str:
    """The element's text once it passes ``check`` (10 s at most)."""
    deadline = time.monotonic() + 10
    while not check(said := text(driver, element_id)):
        assert time.monotonic() < deadline, f"#{element_id} shows {said!r}"
        time.sleep(0.05)
    return said
