"""Window tests: what one test leaves on screen never stands in front of the next.

On the offscreen platform every window opens at the same place, so a window a test
left open (a Leagues or Papers window whose main window is only deleted later) lies
over the next test's window and takes its mouse: a hover over a rule link then finds
no link. After each test's body, every top-level window still shown is hidden; the
test's own fixtures close and delete them as before. The keyboard focus a test left
in a field is taken away too: a dealer panel's single keys are refused while a text
field has the focus, so a line edit of an earlier test's window (hidden, not yet
deleted) would swallow the next test's keys (found when the tests ran in another
order, under pytest-xdist: issue 33). And the windows' language goes back to English
if the test chose Hungarian: a test that opened its window in Hungarian and did not
put English back left the next test's English words in Hungarian (found when a
``-k`` selection ran a dealer panel test after the action bar's 1024x600 test).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from director.ui.common.language import current_language
from director.ui.shell.app import install_translator


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    try:
        return (yield)
    finally:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            for window in app.topLevelWidgets():
                if window.isVisible():
                    window.hide()
            focused = app.focusWidget()
            if focused is not None:
                focused.clearFocus()
            if current_language() != "en":
                install_translator("en")
