"""The console's common gestures from the keyboard alone, as short as with the mouse
(the issue: count the inputs a bust, a rebuy and a move take). A keyboard-only bust
took eleven Shift+Tabs from the list to Bust, and the list was eighteen Tabs from
where the keyboard was when the console opened (the Seating button). Now the console
opens with the keyboard in the name box, Down takes it to the list (the first row
selected), a name's first letters pick the row, and each command has its Alt letter:
a bust is Down, the name's letters, Alt+B, Enter (Hungarian Alt+K); a rebuy Alt+R
(Alt+E); a move Alt+M (Alt+H). The real main window, real keys to the widget with
the focus, in English and Hungarian.

The letters are ASCII (typed on a US and a Hungarian keyboard alike) and never two
on one letter among what a page shows, the menu bar's titles included (a clash only
moves the focus, pressing nothing); a hidden page's letters do nothing (Alt+B at the
dealer panel busts nobody at the console), and a club's dealer station's console
offers the letters of its four reports alone (``set_dealer_station``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from director.services.core.action_log import history
from director.services.core.station_role import Role, set_role
from director.services.events import console_queries as q
from director.services.tournament.hand_for_hand import HandForHandService
from director.ui.common.context import AppContext
from director.ui.common.payment_dialog import PaymentDialog
from director.ui.console.console import ConsolePage
from director.ui.console.move_dialog import MoveDialog
from director.ui.console.night_dialogs import BustDialog
from director.ui.console.seating import SeatingPage
from director.ui.shell.app import install_translator
from director.ui.shell.main_menus import shortcut_list
from director.ui.shell.main_window import MainWindow
from tests.ui.event_fixtures import FakeTime, context, time, tournament
from tests.ui.home_driver import click, open_main_window, resume_event
from tests.ui.keys_driver import dealer_panel_by_keys, focused, key, type_text
from tests.ui.mnemonics import letters_shown, mnemonic, mnemonic_clashes

__all__ = ["context", "time"]

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
IN_HAND = {"en": "which is still being played: a player busts when that hand is over",
           "hu": "a még folyó 1. leosztásban ül"}
LANGUAGES = ("en", "hu")
# The console's buttons' letters (the menu bar: F E C W S H; Hungarian F Z R A B S)
LETTERS = {
    "en": {"register": "G", "handForHand": "N", "bust": "B", "rebuy": "R", "addOn": "A",
           "reEntry": "T", "countChips": "O", "move": "M", "chipsInPlay": "L",
           "colorUp": "U", "deal": "D", "awardPrizes": "P", "finish": "I",
           "payouts": "Y"},
    "hu": {"register": "N", "handForHand": "G", "bust": "K", "rebuy": "E", "addOn": "O",
           "reEntry": "V", "countChips": "T", "move": "H", "chipsInPlay": "J",
           "colorUp": "C", "deal": "M", "awardPrizes": "D", "finish": "L",
           "payouts": "I"}}
STATION_REPORTS = ("bust", "rebuy", "addOn", "countChips")
# Hand for hand's bar: its next hand on the letter of the button that turned it on
# (hidden while the bar shows), and its exit
HAND_FOR_HAND = {"en": {"handForHandNext": "N", "handForHandEnd": "X"},
                 "hu": {"handForHandNext": "G", "handForHandEnd": "Y"}}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    install_translator("en")  # the next test's windows in English


def letter_key(letter: str) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_A.value + ord(letter) - ord("A"))


@dataclass
class Keys:
    """The director's keys, each pressed where the focus is, and counted."""

    qtbot: QtBot
    pressed: list[str] = field(default_factory=list)

    def press(self, where: QWidget, k: Qt.Key, modifier: Qt.KeyboardModifier = (
            Qt.KeyboardModifier.NoModifier), name: str = "") -> None:
        key(self.qtbot, where, k, modifier)
        self.pressed.append(name or Qt.Key(k).name.removeprefix("Key_"))

    def alt(self, where: QWidget, letter: str) -> None:
        self.press(where, letter_key(letter), ALT, f"Alt+{letter}")

    def type(self, where: QWidget, text: str) -> None:
        self.qtbot.wait(QApplication.keyboardInputInterval() + 50)  # a new type-ahead
        type_text(self.qtbot, where, text)
        self.pressed.extend(text)


def opened_console(qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
                   language: str, event: int) -> tuple[MainWindow, ConsolePage]:
    """The main window in ``language``; Home's event clicked and Resume: its console."""
    window = open_main_window(qtbot, tmp_path, context, language=language, sound=False,
                              clock=time)
    resume_event(qtbot, window, event)
    qtbot.waitUntil(lambda: isinstance(window.pages.currentWidget(), ConsolePage))
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    return window, console


def shown_dialog(qtbot: QtBot, console: ConsolePage, kind: type[QDialog]) -> QDialog:
    """The dialog the button pressed by its letter opened (Qt presses it 100 ms later)."""
    qtbot.waitUntil(lambda: isinstance(console.last_dialog, kind)
                    and console.last_dialog.isVisible(), timeout=2000)
    assert console.last_dialog is not None
    return console.last_dialog


def entry(context: AppContext, event: int, player: str) -> q.EntryView:
    [found] = [e for e in q.entries(context.db, event) if e.player == player]
    return found


def console_letters(console: ConsolePage) -> dict[str, str]:
    """The letter of each button the console shows, by its name."""
    return {name: mnemonic(button.text()) for name, button in console.buttons.items()
            if button.isVisible() and mnemonic(button.text())}


GESTURES = {"bust": BustDialog, "rebuy": PaymentDialog, "move": MoveDialog}


@pytest.mark.parametrize("gesture", GESTURES)
def test_a_bust_a_rebuy_and_a_move_by_the_keyboard_alone_in_a_few_keys(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime, language: str,
        gesture: str) -> None:
    """R-8.5, R-8.6, R-8.4 from the keyboard: eight players at two tables; the console
    just opened. Down (the name box to the list), C s (Csilla's row by her name),
    the command's Alt letter, Enter in its dialog: five keys from the opening, two
    once the row is picked, where the mouse takes three inputs. Stored: Csilla out in
    8th place; rebought (a rebuy's chips on her stack); at the other table."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    before = entry(context, event, "Csilla")
    assert focused(window) is console.register_name  # where the console starts
    keys = Keys(qtbot)
    keys.press(window, Qt.Key.Key_Down)
    assert focused(window) is console.entries
    keys.type(window, "Cs")
    assert console.selected_ids() == [before.entry_id]
    picked = len(keys.pressed)
    keys.alt(window, LETTERS[language][gesture])
    dialog = shown_dialog(qtbot, console, GESTURES[gesture])
    keys.press(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert not console.message.error, console.message.text()

    assert keys.pressed == ["Down", "C", "s", f"Alt+{LETTERS[language][gesture]}", "Return"]
    assert len(keys.pressed) - picked == 2
    after = entry(context, event, "Csilla")
    if gesture == "bust":
        assert not after.playing and after.place == 8
    elif gesture == "rebuy":
        assert after.rebuys == 1 and after.stack == before.stack + 10_000
    else:
        assert after.table != before.table and after.seat is not None
    # the main window's keyboard in the list, as it is active again: the next gesture's
    # start (offscreen, no window is made active once the dialog is gone)
    assert window.focusWidget() is console.entries


def test_the_console_opened_again_by_ctrl_e_starts_in_the_name_box(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Ctrl+T to the seating, Ctrl+E back: the keyboard in the name box again, one
    Down from the list, which keeps the director's selection (Anna and Bence: a rebuy
    names them both)."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    console.select("Anna", "Bence")
    key(qtbot, window, Qt.Key.Key_T, CTRL)
    assert isinstance(window.pages.currentWidget(), SeatingPage)
    key(qtbot, window, Qt.Key.Key_E, CTRL)
    assert window.pages.currentWidget() is console
    assert focused(window) is console.register_name
    key(qtbot, window, Qt.Key.Key_Down)
    assert focused(window) is console.entries
    assert sorted(e.player for e in console.rows if e.entry_id in console.selected_ids()) \
        == ["Anna", "Bence"]


def test_tab_into_the_list_selects_the_row_the_alt_letter_acts_on(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """R-8.5 by Tab: Tab from the control before the list lands on its first row, now
    selected as by Down, and Alt+B (Alt+K), Enter busts that player (before, the row
    was current but not selected: Alt+B said to select a player first)."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    before = console.entries.previousInFocusChain()
    before.setFocus()
    assert focused(window) is before and console.selected_ids() == []
    key(qtbot, window, Qt.Key.Key_Tab)
    assert focused(window) is console.entries
    first = console.rows[0]
    assert console.selected_ids() == [first.entry_id]
    key(qtbot, window, letter_key(LETTERS[language]["bust"]), ALT)
    dialog = shown_dialog(qtbot, console, BustDialog)
    key(qtbot, dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert not console.message.error, console.message.text()
    assert not entry(context, event, first.player).playing


def test_every_pages_letters_are_ascii_and_one_each(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Home, the console, the seating and the dealer panel, as each is in front: the
    menu bar's letters and the page's never two on one letter; the console's are the
    letters above (one a command), all of them ASCII (a US and a Hungarian keyboard
    type them), and with hand for hand on (its start button gone) still none twice."""
    event, _ = tournament(context, players=6, tables=1, seed=3)
    window = open_main_window(qtbot, tmp_path, context, language=language, sound=False,
                              clock=time)
    menus = {mnemonic(a.text()) for a in window.menuBar().actions() if a.isVisible()}
    assert menus == ({"F", "E", "C", "W", "S", "H"} if language == "en"
                     else {"F", "Z", "R", "A", "B", "S"})
    assert mnemonic_clashes(window) == {}, "home"
    resume_event(qtbot, window, event)
    console = window.pages.currentWidget()
    assert isinstance(console, ConsolePage)
    assert console_letters(console) == LETTERS[language]
    assert all(letter.isascii() and letter.isalpha()
               for letter in console_letters(console).values())
    assert mnemonic_clashes(window) == {}, "console"
    assert set(letters_shown(window)) == {m.casefold() for m in menus} | {
        m.casefold() for m in LETTERS[language].values()}  # nothing else on a letter
    click(qtbot, console.buttons["handForHand"])
    qtbot.waitUntil(console.hand_for_hand.isVisible)
    assert mnemonic_clashes(window) == {}, "console, hand for hand on"
    bar = {name: mnemonic(console.hand_for_hand.findChild(QPushButton, name).text())
           for name in HAND_FOR_HAND[language]}
    assert bar == HAND_FOR_HAND[language]
    assert set(letters_shown(window)) == {m.casefold() for m in menus} | {
        m.casefold() for name, m in LETTERS[language].items() if name != "handForHand"} | {
        m.casefold() for m in bar.values()}
    key(qtbot, window, Qt.Key.Key_T, CTRL)
    assert isinstance(window.pages.currentWidget(), SeatingPage)
    assert mnemonic_clashes(window) == {}, "seating"
    dealer_panel_by_keys(qtbot, window)
    assert mnemonic_clashes(window) == {}, "dealer panel"


def test_R_8_5_hand_for_hand_is_run_by_one_letter_a_hand(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Near the money the director starts hand after hand: one key each. Alt+N
    (Hungarian Alt+G) turns hand for hand on (hand 1); the same letter, now on the
    bar's Start hand 2, starts hand 2, and again hand 3; Alt+X (Alt+Y) exits: the bar
    goes and the letter turns it on again. Each press as a person's, where the focus
    is (the name box)."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    keys = Keys(qtbot)
    on, off = LETTERS[language]["handForHand"], HAND_FOR_HAND[language]["handForHandEnd"]
    assert HAND_FOR_HAND[language]["handForHandNext"] == on
    bar = console.hand_for_hand
    keys.alt(window, on)
    qtbot.waitUntil(lambda: bar.isVisible() and bar.status.hand == 1)
    assert HandForHandService(context.db).status(event).hand == 1
    for hand in (2, 3):
        keys.alt(window, on)
        qtbot.waitUntil(lambda: bar.status.hand == hand, timeout=2000)  # noqa: B023
        assert HandForHandService(context.db).status(event).hand == hand
        assert not console.message.error, console.message.text()
    keys.alt(window, off)
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)
    assert HandForHandService(context.db).status(event).hand is None
    assert console.buttons["handForHand"].isVisible()
    assert keys.pressed == [f"Alt+{on}"] * 3 + [f"Alt+{off}"]


def test_the_consoles_letters_do_nothing_while_another_page_is_in_front(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """Anna's row picked at the console, then the seating (Ctrl+T) and the dealer panel
    (Ctrl+D) in front: every console letter pressed there busts, charges, moves and
    opens nothing, and the panel's hand stays where it was; back on the console
    (Ctrl+E, Down) its Bust letter answers for Anna: she is in the panel's running
    hand, so it says so at once and opens no dialog (R-8.6)."""
    event, _ = tournament(context, players=4, tables=1, seed=3)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    key(qtbot, window, Qt.Key.Key_Down)
    type_text(qtbot, window, "An")
    assert console.selected_ids() == [entry(context, event, "Anna").entry_id]
    done = len(history(context.db, event))
    letters = LETTERS[language]

    def every_letter_pressed(shown: QWidget) -> None:
        for name, letter in letters.items():
            key(qtbot, window, letter_key(letter), ALT)
            qtbot.wait(150)  # a button pressed by its letter clicks 100 ms later
            assert console.last_dialog is None, (type(shown).__name__, name)
            assert window.pages.currentWidget() is shown, name
            assert len(history(context.db, event)) == done, name

    key(qtbot, window, Qt.Key.Key_T, CTRL)
    seating = window.pages.currentWidget()
    assert isinstance(seating, SeatingPage)
    every_letter_pressed(seating)
    panel = dealer_panel_by_keys(qtbot, window, to_first_action=True)
    step = panel.session.step()
    every_letter_pressed(panel)
    assert panel.session.step() == step
    assert all(e.playing for e in q.entries(context.db, event))

    key(qtbot, window, Qt.Key.Key_E, CTRL)
    key(qtbot, window, Qt.Key.Key_Down)
    key(qtbot, window, letter_key(letters["bust"]), ALT)
    # Anna is in the panel's running hand: the console's Bust answers at once, no dialog
    qtbot.waitUntil(lambda: console.message.error and IN_HAND[language]
                    in console.message.text(), timeout=2000)
    assert console.last_dialog is None
    assert all(e.playing for e in q.entries(context.db, event))


def test_a_dealer_stations_console_busts_and_rebuys_by_its_four_letters(
        qtbot: QtBot, tmp_path: Path, context: AppContext, time: FakeTime,
        language: str) -> None:
    """A club's dealer station at table 1 (issue 17): its console opens with the
    keyboard in its list, its first player's row selected; Bust, Rebuy, Add-on and
    Count chips have their letters, the director's commands (hidden) none that acts.
    The first player busted by Alt+B (Alt+K), Enter: two keys; the next found by
    name and rebought by Alt+R (Alt+E), Enter. Alt+B at the station's seating then
    busts nobody."""
    event, _ = tournament(context, players=8, tables=2, seed=3)
    here = q.tables(context.db, event)[0]
    set_role(context.db, Role.DEALER, here.table_id)
    window, console = opened_console(qtbot, tmp_path, context, time, language, event)
    letters = LETTERS[language]
    assert console_letters(console) == {name: letters[name] for name in STATION_REPORTS}
    assert mnemonic_clashes(window) == {}
    assert focused(window) is console.entries
    first = console.rows[console.entries.currentRow()]
    assert console.selected_ids() == [first.entry_id]

    done = len(history(context.db, event))
    for name, letter in letters.items():  # the director's, hidden here: nothing
        if name not in STATION_REPORTS:
            key(qtbot, window, letter_key(letter), ALT)
            qtbot.wait(150)
            assert console.last_dialog is None, name
    assert len(history(context.db, event)) == done

    keys = Keys(qtbot)
    keys.alt(window, letters["bust"])
    dialog = shown_dialog(qtbot, console, BustDialog)
    keys.press(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert keys.pressed == [f"Alt+{letters['bust']}", "Return"]
    assert entry(context, event, first.player).place == 8

    rebuyer = next(e for e in console.rows if e.playing)
    keys = Keys(qtbot)
    keys.type(window, rebuyer.player[0])  # the names begin with letters of their own
    assert console.selected_ids() == [rebuyer.entry_id]
    keys.alt(window, letters["rebuy"])
    dialog = shown_dialog(qtbot, console, PaymentDialog)
    keys.press(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert keys.pressed == [rebuyer.player[0], f"Alt+{letters['rebuy']}", "Return"]
    assert entry(context, event, rebuyer.player).rebuys == 1

    key(qtbot, window, Qt.Key.Key_T, CTRL)
    assert isinstance(window.pages.currentWidget(), SeatingPage)
    playing = [e.entry_id for e in q.entries(context.db, event) if e.playing]
    console.last_dialog = None
    key(qtbot, window, letter_key(letters["bust"]), ALT)
    qtbot.wait(150)
    assert console.last_dialog is None
    assert [e.entry_id for e in q.entries(context.db, event) if e.playing] == playing


def test_the_shortcut_list_names_the_consoles_letters(qapp: QApplication,
                                                      language: str) -> None:
    """Ctrl+/ (Help > Keyboard shortcuts) names the console's letters for a bust, a
    rebuy and a move as its buttons have them, in each language, and Down to the
    list."""
    install_translator(language)
    listed = dict(shortcut_list())
    line = listed["Alt+letter, Down" if language == "en" else "Alt+betű, Le nyíl"]
    for gesture in ("bust", "rebuy", "move"):
        assert f"Alt+{LETTERS[language][gesture]} " in line, gesture
    assert ("from the name box to the list" if language == "en"
            else "a névmezőből a listára") in line
