"""The PySide6 classes another thread imports are made on the window's thread
(``qt_types_made_here``): PySide6 makes a class when it is first named, and two
threads making them at once crashed a tournament's first open about once in 30
(a page's modules imported on the opening's thread while the window painted).

Each test imports, on a thread of its own, a module written for it that names a
PySide6 class this test process has not made yet, as a page's module names its
widgets."""

from __future__ import annotations

import builtins
import contextlib
import sys
import threading
import time
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


def test_a_window_thread_blocked_unsaid_leaves_the_making_to_the_thread_at_last(
        qtbot: QtBot, page_module: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A window's thread that waits for the thread without its event loop, and without
    saying so (``window_thread_waits``): rather than hang, the thread waits
    ``WAIT_SECONDS``, then makes the class itself; the window's thread's job, run
    later, makes nothing twice."""
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
    here.window_thread_ready()
    before = len(here.made_there)
    thread, failed = import_on_a_thread(module)
    qtbot.wait(100)  # the thread holds the module's lock, sleeping in its body
    __import__(module)  # the window's thread waits for it, no event loop meanwhile
    thread.join(10)
    assert not thread.is_alive() and failed == []  # not after 30 s: seen waiting for it
    assert here.made_there[before:] == []  # made by the thread itself
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]
    QApplication.processEvents()  # the queued job finds the thread's claim
    assert here.made_there[before:] == []
    sys.modules.pop(module, None)


@contextlib.contextmanager
def window_thread_at_an_import() -> Iterator[None]:
    """Python's import system as it is the instant the window's thread starts to take a
    module's import lock (it names the lock it is "blocking on" before it knows whether
    another thread holds it: an import no other thread makes, over at once); as it was
    after."""
    import importlib._bootstrap as bootstrap

    free = bootstrap._ModuleLock("a.module.nobody.else.imports")  # type: ignore[attr-defined]
    main = threading.main_thread().ident
    waiting = bootstrap._blocking_on  # type: ignore[attr-defined]
    kept = waiting.get(main)
    # a list of locks per thread since 3.12
    waiting[main] = [*(kept or []), free] if sys.version_info >= (3, 12) else free
    try:
        yield
    finally:
        if kept is None:
            waiting.pop(main, None)
        else:
            waiting[main] = kept


def test_the_window_thread_taking_a_free_import_lock_is_not_waiting_for_the_thread(
        qtbot: QtBot, page_module: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's thread imports a module no other thread is importing (a lazy
    import in a command, as it paints): for an instant Python names it as waiting for
    that module's lock. It waits for nothing of the importing thread, and goes on making
    classes as it paints: the thread must not take that instant as its turn to make the
    class itself (two threads making classes at once crashed a first open, 2026-12-05,
    start 22 of 40). The thread waits for the window's thread, which makes the class."""
    module, name = page_module
    monkeypatch.setattr(here, "WAIT_SECONDS", 30.0)
    here.window_thread_ready()
    before = len(here.made_there)
    with window_thread_at_an_import():
        thread, failed = import_on_a_thread(module)
        thread.join(0.3)  # the thread polls meanwhile; the window's thread runs no job
        assert name not in vars(QtWidgets)  # not made by the thread
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5000)  # the loop turns
    assert failed == []
    assert here.made_there[before:] == ["PySide6.QtWidgets"]  # by the window's thread
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]


def test_a_window_thread_that_says_it_waits_lets_the_thread_make_at_once(
        qtbot: QtBot, page_module: tuple[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """As the program quits, the window's thread waits for the opening's thread without
    its event loop, and says so (``window_thread_waits``): the thread makes the class
    itself at once, not after ``WAIT_SECONDS`` (30 s here)."""
    module, name = page_module
    monkeypatch.setattr(here, "WAIT_SECONDS", 30.0)
    here.window_thread_ready()
    before = len(here.made_there)
    with here.window_thread_waits():
        thread, failed = import_on_a_thread(module)
        thread.join(10)
    assert not thread.is_alive() and failed == []
    assert here.made_there[before:] == [] and name in vars(QtWidgets)
    QApplication.processEvents()  # the queued job finds the thread's claim
    assert here.made_there[before:] == []
    assert vars(sys.modules[module])["NAMED"] is vars(QtWidgets)[name]


def test_after_a_wait_given_up_the_next_class_is_made_on_the_window_thread_again(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A wait given up (the window's thread busy past ``WAIT_SECONDS``) is that class's
    alone: the thread's next unmade class waits for the window's thread again, which
    may be painting (making classes) by then."""
    first, second = [n for n in dir(QtWidgets)
                     if n.startswith("Q") and n not in vars(QtWidgets) and n[1:2].isupper()][:2]
    module = f"page_naming_{first.lower()}_then_{second.lower()}"
    (tmp_path / f"{module}.py").write_text(
        f"from PySide6.QtWidgets import {first}\nimport time\ntime.sleep(0.2)\n"
        f"from PySide6.QtWidgets import {second}\nNAMED = {second}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(here, "WAIT_SECONDS", 0.05)
    here.window_thread_ready()
    before = len(here.made_there)
    thread, failed = import_on_a_thread(module)
    given_up = time.monotonic() + 5  # the window's thread busy, no loop meanwhile:
    while first not in vars(QtWidgets) and time.monotonic() < given_up:  # the first
        time.sleep(0.01)  # class made by the thread after ``WAIT_SECONDS``
    assert first in vars(QtWidgets) and second not in vars(QtWidgets)
    monkeypatch.setattr(here, "WAIT_SECONDS", 30.0)
    time.sleep(0.25)  # still busy as the thread names the second: it waits for it
    assert second not in vars(QtWidgets)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5000)  # the loop turns
    assert failed == []
    assert here.made_there[before:] == ["PySide6.QtWidgets"]  # the second, by the window's thread
    sys.modules.pop(module, None)
