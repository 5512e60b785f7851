"""The PySide6 classes another thread imports are made on the window's thread
(``qt_types_made_here``): PySide6 makes a class when it is first named, and two
threads making them at once crashed a tournament's first open about once in 30
(a page's modules imported on the opening's thread while the window painted).

Each test imports, on a thread of its own, a module written for it that names a
PySide6 class this test process has not made yet, as a page's module names its
widgets."""

from __future__ import annotations

import builtins
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6 import QtWidgets
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from director.ui.shell import qt_types_made_here as here


def unmade_name() -> str:
    """A class of ``PySide6.QtWidgets`` PySide6 has not made in this process yet."""
    made = vars(QtWidgets)
    return next(name for name in dir(QtWidgets)
                if name.startswith("Q") and name not in made and name[1:2].isupper())


@pytest.fixture
def page_module(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A module that imports an unmade class, as a page's does: its name and the class's."""
    name = unmade_name()
    module = f"page_naming_{name.lower()}"
    (tmp_path / f"{module}.py").write_text(
        f"from PySide6.QtWidgets import {name}\nNAMED = {name}\n", encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        yield module, name
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(module, None)


def import_on_a_thread(module: str) -> tuple[threading.Thread, list[BaseException]]:
    failed: list[BaseException] = []

    def run() -> None:
        try:
            with here.made_on_window_thread():
                __import__(module)
        except BaseException as exc:
            failed.append(exc)

    thread = threading.Thread(target=run, name="importing a page")
    thread.start()
    return thread, failed


def test_a_class_another_thread_imports_is_made_on_the_window_thread(
        qtbot: QtBot, page_module: tuple[str, str]) -> None:
    module, name = page_module
    assert QApplication.instance() is not None
    assert name not in vars(QtWidgets)
    here.window_thread_ready()
    before = len(here.made_there)
    thread, failed = import_on_a_thread(module)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5000)  # the loop turns
    assert failed == []
    assert here.made_there[before:] == ["PySide6.QtWidgets"]  # by the window's thread
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]
    assert builtins.__import__ is not here._import  # the hook gone with the last thread


def test_a_window_thread_that_does_not_turn_its_loop_leaves_the_making_to_the_thread(
        qtbot: QtBot, page_module: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """As the program quits, the window's thread waits for the opening's thread without
    its event loop: the thread waits ``WAIT_SECONDS``, then makes the class itself; the
    window's thread's job, run later, makes nothing twice."""
    module, name = page_module
    monkeypatch.setattr(here, "WAIT_SECONDS", 0.05)
    here.window_thread_ready()
    before = len(here.made_there)
    thread, failed = import_on_a_thread(module)
    thread.join(5)  # no event loop meanwhile
    assert not thread.is_alive() and failed == []
    assert name in vars(QtWidgets)
    QApplication.processEvents()  # the queued job runs now: it finds the thread's claim
    assert here.made_there[before:] == []
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]


def test_on_the_window_thread_it_changes_nothing(qtbot: QtBot,
                                                 page_module: tuple[str, str]) -> None:
    module, name = page_module
    before, hook = len(here.made_there), builtins.__import__
    with here.made_on_window_thread():
        assert builtins.__import__ is hook
        __import__(module)
    assert here.made_there[before:] == [] and name in vars(QtWidgets)


def test_a_window_thread_waiting_for_the_same_module_does_not_stall_the_import(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's thread shows a page whose module the other thread is importing
    (the seating shown at once after the console): it waits for that module's import
    lock, so it runs no job and makes no class; the thread sees it waiting and makes
    the class itself at once, not after ``WAIT_SECONDS`` (30 s here)."""
    name = unmade_name()
    module = f"slow_page_naming_{name.lower()}"
    (tmp_path / f"{module}.py").write_text(
        f"import time\ntime.sleep(0.3)\nfrom PySide6.QtWidgets import {name}\nNAMED = {name}\n",
        encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(here, "WAIT_SECONDS", 30.0)
    monkeypatch.setattr(here, "_unanswered", False)
    here.window_thread_ready()
    before = len(here.made_there)
    thread, failed = import_on_a_thread(module)
    qtbot.wait(100)  # the thread holds the module's lock, sleeping in its body
    __import__(module)  # the window's thread waits for it, no event loop meanwhile
    thread.join(10)
    assert not thread.is_alive() and failed == []
    assert not here._unanswered  # not given up after a wait: seen waiting for the import
    assert here.made_there[before:] == []  # made by the thread itself
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]
    QApplication.processEvents()  # the queued job finds the thread's claim
    assert here.made_there[before:] == []
    sys.modules.pop(module, None)
