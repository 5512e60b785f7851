"""The main window's menu bar: its menus, their actions and keys, and their texts.

``build_menus`` creates the menus on the main window, a ``MenuBar`` (the actions keep
their object names, which the tests and the shortcut list rely on); ``retranslate_menus`` sets
their texts in the chosen language (context "MainWindow", as before the split).
Single keys belong to the clock page and the clock window (``ClockPage``,
``ClockWindow``); here every key has a modifier and is bound once. F1 lists them
(``ShortcutDialog``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QMenu, QWidget

from director.ui.common.keys import REDO_KEYS, UNDO_KEYS
from director.ui.common.look_preferences import LookActions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from director.ui.clock.clock_window import ClockWindow
    from director.ui.common.settings import Settings
    from director.ui.shell.pages import PageStack

CLOCK_COMMANDS = ("start_pause", "next_level", "previous_level", "add_minute", "remove_minute",
                  "undo")
LANGUAGES = (("en", "English"), ("hu", "Magyar"))


class MenuBar:
    """The menus and actions ``build_menus`` gives the main window (for the type checker:
    the main window inherits these attributes), and what of the window the menus call."""

    file_menu: QMenu
    edit_menu: QMenu
    a_undo: QAction
    a_redo: QAction
    a_seating: QAction
    a_console: QAction
    a_quick: QAction
    a_papers: QAction
    a_leagues: QAction
    a_envelopes: QAction
    a_import_players: QAction
    a_export_players: QAction
    a_connect: QAction
    a_quit: QAction
    clock_menu: QMenu
    a_clock_page: QAction
    a_show_clock: QAction
    a_full: QAction
    screen_menu: QMenu
    a_share: QAction
    a_design: QAction
    a_more_clock: QAction
    command_actions: dict[str, QAction]
    windows_menu: QMenu
    a_dealer: QAction
    a_training: QAction
    settings_menu: QMenu
    language_menu: QMenu
    language_actions: dict[str, QAction]
    a_sound: QAction
    a_speech: QAction
    a_currency: QAction
    look_actions: LookActions
    help_menu: QMenu
    a_rules: QAction
    a_shortcuts: QAction
    a_welcome: QAction
    a_about: QAction
    settings: Settings
    pages: PageStack

    if TYPE_CHECKING:
        def menuBar(self) -> QMenuBar: ...
        def close(self) -> bool: ...
        def choose_quick_clock(self) -> None: ...
        def open_papers(self) -> None: ...
        def open_leagues(self) -> None: ...
        def open_envelopes(self) -> None: ...
        def _players_csv(self, way: str) -> None: ...
        def connect_to_club(self) -> None: ...
        def show_clock_page(self) -> None: ...
        def show_event_clock(self, event_id: int | None = None) -> None: ...
        def show_clock_window(self, keyboard: bool = True) -> None: ...
        def toggle_clock_full(self) -> None: ...
        def choose_screen(self, name: str, _checked: bool = False) -> None: ...
        def share_with_room(self) -> None: ...
        def design_clock(self) -> None: ...
        def another_clock(self) -> ClockWindow | None: ...
        def clock_command(self, name: str) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def show_event_page(self, which: str, event_id: int | None = None) -> None: ...
        def open_dealer_panel(self, event_id: int | None = None) -> None: ...
        def open_training(self) -> None: ...
        def set_language(self, code: str) -> None: ...
        def _toggle_sound(self) -> None: ...
        def _toggle_speech(self) -> None: ...
        def choose_currency(self) -> None: ...
        def show_rules(self) -> None: ...
        def show_shortcuts(self) -> None: ...
        def show_welcome(self) -> None: ...
        def _about(self) -> None: ...


def add_action(window: QWidget, menu: QMenu, name: str, slot: Callable[[], object],
               keys: Iterable[str] = ()) -> QAction:
    """An action of ``window`` in ``menu``, named ``name``, with its keys."""
    action = QAction(window)
    action.setObjectName(name)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


def build_menus(window: MenuBar) -> None:
    """File, Edit, Clock, Windows, Settings and Help, with their texts left to
    ``retranslate_menus``."""
    assert isinstance(window, QWidget)  # the main window: the actions' parent
    bar = window.menuBar()
    w = window

    def add(menu: QMenu, name: str, slot: Callable[[], object],
            keys: Iterable[str] = ()) -> QAction:
        return add_action(window, menu, name, slot, keys)

    w.file_menu = bar.addMenu("")
    w.a_quick = add(w.file_menu, "quickClock", w.choose_quick_clock, ["Ctrl+K"])
    w.a_papers = add(w.file_menu, "papers", w.open_papers, ["Ctrl+P"])
    w.a_leagues = add(w.file_menu, "leagues", w.open_leagues)
    w.a_envelopes = add(w.file_menu, "envelopes", w.open_envelopes)
    w.a_import_players = add(w.file_menu, "importPlayers", lambda: w._players_csv("import"))
    w.a_export_players = add(w.file_menu, "exportPlayers", lambda: w._players_csv("export"))
    w.a_connect = add(w.file_menu, "connectClub", w.connect_to_club)
    w.file_menu.addSeparator()
    w.a_quit = add(w.file_menu, "quit", w.close, ["Ctrl+Q"])

    # Edit: the director's last action undone and put back (issue 28): the page's own
    # where it has one (the dealer's step, the ledger's line), else the event's.
    w.edit_menu = bar.addMenu("")
    w.a_undo = add(w.edit_menu, "undo", w.undo, UNDO_KEYS)
    w.a_redo = add(w.edit_menu, "redo", w.redo, REDO_KEYS)

    w.clock_menu = bar.addMenu("")
    w.a_clock_page = add(w.clock_menu, "clockPage", w.show_event_clock, ["Ctrl+L"])
    w.a_show_clock = add(w.clock_menu, "showClock", w.show_clock_window, ["Ctrl+Shift+L"])
    w.a_full = add(w.clock_menu, "clockFullScreen", w.toggle_clock_full, ["Ctrl+Shift+F"])
    w.screen_menu = w.clock_menu.addMenu("")
    w.screen_menu.aboutToShow.connect(partial(fill_screen_menu, w))
    w.a_share = add(w.clock_menu, "shareWithRoom", w.share_with_room)
    # issue 19: the clock screen's designer and more clock windows (one per screen)
    w.a_design = add(w.clock_menu, "designClock", w.design_clock)
    w.a_more_clock = add(w.clock_menu, "anotherClock", w.another_clock)
    w.clock_menu.addSeparator()
    w.command_actions = {name: add(w.clock_menu, name, partial(w.clock_command, name))
                         for name in CLOCK_COMMANDS if name != "undo"}
    w.command_actions["undo"], w.command_actions["redo"] = w.a_undo, w.a_redo

    w.windows_menu = bar.addMenu("")
    # the open event's console and seating, one key each (issue 28 "Flow")
    w.a_console = add(w.windows_menu, "eventConsole", partial(w.show_event_page, "console"),
                      ["Ctrl+E"])
    w.a_seating = add(w.windows_menu, "eventSeating", partial(w.show_event_page, "seating"),
                      ["Ctrl+T"])
    w.a_dealer = add(w.windows_menu, "dealerPanel", w.open_dealer_panel, ["Ctrl+D"])
    w.a_training = add(w.windows_menu, "training", w.open_training)
    w.windows_menu.addSeparator()  # the pages follow (PageStack.add_page)

    w.settings_menu = bar.addMenu("")
    w.language_menu = w.settings_menu.addMenu("")
    w.language_menu.setObjectName("languageMenu")
    group = QActionGroup(window)
    w.language_actions = {}
    for code, name in LANGUAGES:
        action = add(w.language_menu, f"language_{code}", partial(w.set_language, code))
        action.setText(name)
        action.setCheckable(True)
        action.setChecked(w.settings.language == code)
        group.addAction(action)
        w.language_actions[code] = action
    w.a_sound = add(w.settings_menu, "sound", w._toggle_sound)
    w.a_speech = add(w.settings_menu, "speech", w._toggle_speech)
    w.a_currency = add(w.settings_menu, "defaultCurrency", w.choose_currency)
    for action, on in ((w.a_sound, w.settings.sound), (w.a_speech, w.settings.speech)):
        action.setCheckable(True)
        action.setChecked(on)
    w.look_actions = LookActions(window, w.settings_menu, w.settings)  # issue 19

    w.help_menu = bar.addMenu("")
    w.a_rules = add(w.help_menu, "rules", w.show_rules, ["F1"])
    w.a_shortcuts = add(w.help_menu, "shortcuts", w.show_shortcuts, ["Ctrl+/"])
    w.a_welcome = add(w.help_menu, "welcome", w.show_welcome)
    w.a_about = add(w.help_menu, "about", w._about)


def fill_screen_menu(window: MenuBar) -> None:
    """Clock → Clock display screen: one entry a screen, the chosen one checked."""
    window.screen_menu.clear()
    current = window.settings.clock_screen
    for screen in QGuiApplication.screens():
        size = screen.geometry().size()
        action = window.screen_menu.addAction(f"{screen.name()} ({size.width()}x"
                                              f"{size.height()})")
        action.setCheckable(True)
        action.setChecked(screen.name() == current)
        action.triggered.connect(partial(window.choose_screen, screen.name()))


def retranslate_menus(window: MenuBar) -> None:
    """Every menu's and action's text in the chosen language (the page entries of the
    Windows menu included)."""
    w = window
    # Spelled out (not through a helper) so that lupdate sees each text.
    w.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
    w.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
    w.a_redo.setText(QCoreApplication.translate("MainWindow", "&Redo"))
    w.a_console.setText(QCoreApplication.translate("MainWindow", "Director &console"))
    w.a_seating.setText(QCoreApplication.translate("MainWindow", "&Seating"))
    w.a_quick.setText(QCoreApplication.translate("MainWindow", "Quick &clock..."))
    w.a_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
    w.a_papers.setText(QCoreApplication.translate("MainWindow", "&Papers, print and PDF..."))
    w.a_leagues.setText(QCoreApplication.translate("MainWindow", "&Leagues..."))
    w.a_envelopes.setText(QCoreApplication.translate("MainWindow",
                                                     "&Mystery bounty envelopes..."))
    w.a_import_players.setText(QCoreApplication.translate("MainWindow",
                                                          "&Import players from CSV..."))
    w.a_export_players.setText(QCoreApplication.translate("MainWindow",
                                                          "&Export players as CSV..."))
    w.a_connect.setText(QCoreApplication.translate("MainWindow", "Connect to a club &server…"))
    w.clock_menu.setTitle(QCoreApplication.translate("MainWindow", "&Clock"))
    w.a_show_clock.setText(QCoreApplication.translate("MainWindow", "Show the clock &display"))
    w.a_full.setText(QCoreApplication.translate("MainWindow", "Clock display &full screen"))
    w.screen_menu.setTitle(QCoreApplication.translate("MainWindow", "Clock display s&creen"))
    w.a_share.setText(QCoreApplication.translate("MainWindow", "S&hare with the room…"))
    texts = {"start_pause": QCoreApplication.translate("MainWindow", "&Start / pause"),
             "next_level": QCoreApplication.translate("MainWindow", "&Next level"),
             "previous_level": QCoreApplication.translate("MainWindow", "Pre&vious level"),
             "add_minute": QCoreApplication.translate("MainWindow", "&Add a minute"),
             "remove_minute": QCoreApplication.translate("MainWindow", "&Remove a minute"),
             "undo": QCoreApplication.translate("MainWindow", "&Undo")}
    for name, action in w.command_actions.items():
        if name in texts:
            action.setText(texts[name])
    w.windows_menu.setTitle(QCoreApplication.translate("MainWindow", "&Windows"))
    w.a_dealer.setText(QCoreApplication.translate("MainWindow", "&Dealer panel for a table…"))
    entry = w.pages.menu_entry
    entry("home").setText(QCoreApplication.translate("MainWindow", "Home"))
    entry("setup").setText(QCoreApplication.translate("MainWindow", "Tournament setup"))
    entry("cashSetup").setText(QCoreApplication.translate("MainWindow", "Cash game setup"))
    entry("players").setText(QCoreApplication.translate("MainWindow", "Players"))
    entry("clock").setText(QCoreApplication.translate("MainWindow", "Clock"))
    w.a_clock_page.setText(QCoreApplication.translate("MainWindow", "Clock &page"))
    w.pages.retranslate_titles()
    w.settings_menu.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
    w.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
    w.a_sound.setText(QCoreApplication.translate("MainWindow", "Clock &sounds"))
    w.a_speech.setText(QCoreApplication.translate("MainWindow", "Spoken &announcements"))
    w.a_currency.setText(QCoreApplication.translate("MainWindow", "Default &currency…"))
    w.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    w.a_design.setText(QCoreApplication.translate("MainWindow", "Desi&gn the clock screen…"))
    w.a_more_clock.setText(QCoreApplication.translate("MainWindow", "Another clock &window"))
    w.a_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
    w.a_shortcuts.setText(QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"))
    w.a_welcome.setText(QCoreApplication.translate("MainWindow", "&Welcome and samples…"))
    w.a_training.setText(QCoreApplication.translate("MainWindow", "&Training"))
    w.a_about.setText(QCoreApplication.translate("MainWindow", "&About Poker Director"))


def shortcut_list() -> list[tuple[str, str]]:
    """(key, what it does) for the shortcut dialog, in the chosen language. The single
    keys act only on their own page or window (DESIGN.md "Keyboard first"); the keys
    with Ctrl work everywhere in the main window, each bound once."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("Shortcuts", text)

    return [("Ctrl+L", tr("The clock page (its keys: Space, N, P, +, -, F)")),
            (tr("Space"), tr("Start or pause the clock")),
            ("N", tr("Next level")),
            ("P", tr("Previous level")),
            ("+", tr("Add a minute")),
            ("-", tr("Remove a minute")),
            ("F", tr("Clock display full screen on or off")),
            ("Esc", tr("Leave full screen")),
            ("Ctrl+Shift+L", tr("Show the clock display")),
            ("Ctrl+Shift+F", tr("Clock display full screen on or off")),
            ("Ctrl+E", tr("The director console of the event on screen, else of the "
                           "event resumed last")),
            (tr("Alt+letter, Down"), tr("Console: the underlined letter's button (Alt+B Bust, "
                                        "Alt+R Rebuy, Alt+M Move…); Down: from the name "
                                        "box to the list")),
            ("Ctrl+T", tr("The seating of the event on screen, else of the event "
                           "resumed last")),
            ("Ctrl+D", tr("The dealer panel (its keys: F, C, R, H, A, B, M, N, O, S, U, "
                          "T, E)")),
            ("Ctrl+H", tr("Next hand at the table chosen in the seating, or in front on "
                          "the cash tables, dealt on the felt without the dealer panel")),
            ("Ctrl+Z", tr("Undo: the last dealer step in the dealer panel, else the "
                          "director's last action")),
            ("Ctrl+Shift+Z, Ctrl+Y", tr("Redo: the director's action just undone, done "
                                        "again (not in the dealer panel: a step is keyed "
                                        "again)")),
            ("Ctrl+K", tr("Quick clock")),
            ("Ctrl+P", tr("Papers of the event on screen: preview, print, PDF or CSV")),
            ("Ctrl+Q", tr("Quit")),
            ("F1", tr("The rulebook")),
            ("Ctrl+/", tr("This list of shortcuts"))]


class ShortcutDialog(QDialog):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        form = QFormLayout(self)
        for key, text in shortcut_list():
            form.addRow(QLabel(f"<b>{key}</b>"), QLabel(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


