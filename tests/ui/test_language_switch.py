"""Switching the language while the program runs switches every open window at once
(issue 13; the guide's "Settings > Language"): the director opens every window in
English, chooses Settings > Language > Magyar with the mouse, and no English text is
left in any visible widget, menu, header, tooltip or list; the dialogs opened after
the switch speak Hungarian too, Qt's own buttons (Close, Cancel) included.

English text is recognised by its words: a word of the program's English texts (the
source texts of the catalogues) that no Hungarian translation uses. Names of people
and events are not such words. ``SAME_IN_BOTH`` lists the few words that are English
source words and yet right in a Hungarian window, each with its reason.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from director.engine.event.clock import ClockState
from director.engine.event.structures import load_template
from director.services.clock.clock_board import BoardState, Stakes, build_board
from director.services.events import console_queries as q
from director.ui.clock.clock_texts import game_title
from director.ui.clock.clock_window import ClockWindow
from director.ui.clock.sounds import Announcer
from director.ui.common.context import AppContext
from director.ui.common.settings import Settings
from director.ui.shell.app import TRANSLATIONS_DIR, install_translator
from director.ui.shell.main_window import MainWindow
from tests.ui.all_windows import choose_from_menu, open_dialogs, open_pages
from tests.ui.event_fixtures import T0, context, time

__all__ = ["context", "time"]

SAME_IN_BOTH: dict[str, str] = {
    "no": "\"no limit\" is the betting structure's name in Hungarian too (R-5.3): the cash "
          "ledger's title writes \"Texas hold'em, no limit 50/100\" in both languages",
}
# Widgets that show a document rather than the program's own texts: the Hungarian
# rulebook names the English terms beside its own on purpose ("Holt osztógomb (dead
# button)"); its window's own texts (title, search box, buttons) are checked.
DOCUMENTS = {"ruleList": "the rulebook's list of rules (headings of docs/rules/hu)"}
WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*[^\W\d_]")


def _texts_of(ts: Path, tag: str) -> Iterator[str]:
    for message in ET.parse(ts).getroot().iter("message"):
        if tag == "source":
            yield message.findtext("source") or ""
        else:
            translation = message.find("translation")
            if translation is not None:
                yield translation.text or ""
                yield from (f.text or "" for f in translation.iter("numerusform"))


def _vocabulary(tag: str) -> set[str]:
    catalogues = sorted(TRANSLATIONS_DIR.glob("director_hu*.ts"))
    return {w.lower() for ts in catalogues for t in _texts_of(ts, tag) for w in WORD.findall(t)}


def english_words() -> set[str]:
    """Words of the English texts that no Hungarian translation uses."""
    return _vocabulary("source") - _vocabulary("translation") - set(SAME_IN_BOTH)


def hungarian_words() -> set[str]:
    """Words of the Hungarian translations that no English text uses."""
    return _vocabulary("translation") - _vocabulary("source")


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for what a person reads in ``widget`` and its visible children."""
    children = [widget, *widget.findChildren(QWidget)]
    for child in children:
        if not child.isVisible() or child.objectName() in DOCUMENTS:
            continue
        name = f"{type(child).__name__} {child.objectName()}"
        if child.isWindow():
            yield f"{name} title", child.windowTitle()
        if isinstance(child, QLabel):
            yield name, re.sub(r"<[^>]+>", " ", child.text())
        elif isinstance(child, QAbstractButton):
            yield name, child.text()
            yield f"{name} tooltip", child.toolTip()
        elif isinstance(child, QGroupBox):
            yield name, child.title()
        elif isinstance(child, QTabWidget):
            for i in range(child.count()):
                yield f"{name} tab", child.tabText(i)
        elif isinstance(child, QComboBox):
            for i in range(child.count()):
                yield f"{name} item", child.itemText(i)
            if child.isEditable() and child.lineEdit() is not None:
                yield f"{name} placeholder", child.lineEdit().placeholderText()
        elif isinstance(child, QLineEdit):
            yield f"{name} placeholder", child.placeholderText()
        elif isinstance(child, QTableWidget):
            for c in range(child.columnCount()):
                item = child.horizontalHeaderItem(c)
                if item is not None and not child.isColumnHidden(c):
                    yield f"{name} header", item.text()
            for r in range(child.rowCount()):
                for c in range(child.columnCount()):
                    item = child.item(r, c)
                    if item is not None and not child.isColumnHidden(c):
                        yield f"{name} cell", item.text()
        elif isinstance(child, QListWidget):
            for i in range(child.count()):
                yield f"{name} item", child.item(i).text()


def menu_texts(menu: QMenu, where: str = "menu") -> Iterator[tuple[str, str]]:
    yield where, menu.title()
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from menu_texts(sub, f"{where} > {sub.title()}")
        elif not action.isSeparator():
            yield f"{where} entry", action.text()


PATH = re.compile(r"\S*[/\\]\S*")


def english_in(texts: Iterator[tuple[str, str]], words: set[str], window: str,
               data: tuple[str, ...] = ()) -> list[str]:
    """Texts with English words; the director's own data (the names typed for events
    and players, a file's path) is left out of the check."""
    found = []
    for where, shown in texts:
        text = PATH.sub(" ", shown)
        for name in data:
            text = text.replace(name, " ")
        hits = sorted({w for w in WORD.findall(text) if w.lower() in words})
        if hits:
            found.append(f"{window} / {where}: {shown!r} ({', '.join(hits)})")
    return found


def test_the_english_words_are_found(qapp: QApplication) -> None:
    """The check itself: English window texts are caught, Hungarian ones and names not."""
    words = english_words()
    assert english_in(iter([("x", "Seat 3"), ("y", "Close"), ("z", "Table 1")]), words, "w")
    assert not english_in(iter([("x", "3. hely"), ("y", "Bezárás"), ("z", "Kovács Anna")]),
                          words, "w")


def test_switching_to_hungarian_switches_every_open_window(
        qtbot: QtBot, tmp_path: Path, context: AppContext) -> None:
    install_translator("en")
    try:
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        settings.language = "en"
        window = MainWindow(settings, context)
        qtbot.addWidget(window)
        window.show()
        opened = open_pages(qtbot, window, context)

        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_hu")
        QApplication.processEvents()
        assert settings.language == "hu"

        words = english_words()
        data = tuple(q.event_settings(context.db, event)[1]
                     for event in (opened.event_id, opened.cash_id))
        found: list[str] = []
        for menu in (window.file_menu, window.clock_menu, window.windows_menu,
                     window.settings_menu, window.help_menu):
            found += english_in(menu_texts(menu), words, "main window", data)
        for key, page in opened.pages.items():
            window.pages.setCurrentWidget(page)
            QApplication.processEvents()
            found += english_in(widget_texts(page), words, key, data)
        found += english_in(widget_texts(window.statusBar()), words, "status bar", data)
        for name, other in opened.windows.items():  # the clock display, the rulebook
            found += english_in(widget_texts(other), words, name, data)

        def check(name: str, dialog: QWidget) -> None:
            found.extend(english_in(widget_texts(dialog), words, name, data))

        open_dialogs(qtbot, opened, check)
        assert not found, "\n".join(found)

        # And back: Beállítások > Nyelv > English leaves no Hungarian word anywhere.
        choose_from_menu(qtbot, window, window.settings_menu, "languageMenu", "language_en")
        QApplication.processEvents()
        assert settings.language == "en"
        magyar = hungarian_words()
        for menu in (window.file_menu, window.clock_menu, window.windows_menu,
                     window.settings_menu, window.help_menu):
            found += english_in(menu_texts(menu), magyar, "main window", data)
        for key, page in opened.pages.items():
            window.pages.setCurrentWidget(page)
            QApplication.processEvents()
            found += english_in(widget_texts(page), magyar, key, data)
        for name, other in opened.windows.items():
            found += english_in(widget_texts(other), magyar, name, data)
        assert not found, "\n".join(found)
    finally:
        install_translator("en")


def test_a_paused_break_says_break_and_stopped_in_words(qtbot: QtBot) -> None:
    """A paused break (R-8.2): the title says it is a break, the banner that the clock is
    stopped, in words that read well together ("Szünet", "MEGÁLLÍTVA"; not "SZÜNETEL",
    which is "on a break" again); the look is not the only signal."""
    structure = load_template("regular")
    at_break = next(i for i, item in enumerate(structure.items)
                    if not hasattr(item, "big_blind"))
    paused = ClockState(at_break, False, None, timedelta(minutes=4))
    board = build_board(structure, paused, T0)
    assert board.is_break and board.state is BoardState.PAUSED
    install_translator("hu")
    try:
        window = ClockWindow(lambda _now: board, announcer=Announcer(sound=False))
        qtbot.addWidget(window)
        window.show()
        window.update_board(T0)
        assert window.labels["title"].text() == "Szünet"
        assert window.labels["banner"].text() == "MEGÁLLÍTVA"
        install_translator("en")
        QApplication.processEvents()
        window.update_board(T0)
        assert window.labels["title"].text() == "Break"
        assert window.labels["banner"].text() == "PAUSED"
    finally:
        install_translator("en")


def test_the_clock_names_the_game_in_the_chosen_language(qapp: QApplication) -> None:
    """The clock's title names the game ("Texas hold'em"), never the settings' key
    ("holdem"); a level of a mixed rotation adds its betting structure."""
    event_game = Stakes(1, "holdem", 25, 50)
    razz = Stakes(5, "razz", 0, 0, small_bet=200, big_bet=400, bring_in=50,
                  limit="fixed limit")
    assert (game_title(event_game), game_title(razz)) == ("Texas hold'em",
                                                          "Razz (fixed limit)")
    install_translator("hu")
    try:
        assert (game_title(event_game), game_title(razz)) == ("Texas hold'em",
                                                              "Razz (fix limit)")
    finally:
        install_translator("en")
