"""Two look preferences of the whole program (issue 19, LOOK.md "Principles"):

* a four-colour deck: spades black, hearts red, diamonds blue, clubs green, on
  every card the program draws (the dealer felt, the card grid, the button draw).
  The colours are palette names (``suit_black``...), never literals, and the suit
  symbols stay on every card: colour is never the only signal.
* reduced motion: no animation (the clock's last-minute pulse, the button draw's
  fading cards, the scrolling announcement, which then shows its words page by
  page). On when the director ticks it, or when the system asks for it: Qt 6.11
  has no reduced-motion hint (``QStyleHints.accessibility()`` only tells the
  contrast preference), so the system's own switch is read where there is one
  (Windows' client-area animations, GNOME's ``enable-animations``, macOS'
  ``reduceMotion``).

Both are kept in ``Settings`` (QSettings) and put in force with ``apply``; the
windows that draw cards or move listen to ``look().changed``.
"""

from __future__ import annotations

import sys
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from director.ui.common.language import follow_language

if TYPE_CHECKING:
    from director.engine.cards import Suit
    from director.ui.common.settings import Settings

# by suit in the engine's order (clubs, diamonds, hearts, spades: ``Suit`` is an
# IntEnum); the engine's cards are not imported at start-up (tests/test_startup_imports)
TWO_COLOURS = ("suit_black", "suit_red", "suit_red", "suit_black")
FOUR_COLOURS = ("suit_green", "suit_blue", "suit_red", "suit_black")
# platforms without a desktop (tests, the smoke run) have no preference to honour
NO_DESKTOP = ("offscreen", "minimal")


class LookPreferences(QObject):
    """The preferences in force; ``changed`` after either changes."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.four_colour = False
        self.reduce_motion = False  # the director's own choice

    def set(self, *, four_colour: bool | None = None, reduce_motion: bool | None = None) -> None:
        before = (self.four_colour, self.reduce_motion)
        if four_colour is not None:
            self.four_colour = bool(four_colour)
        if reduce_motion is not None:
            self.reduce_motion = bool(reduce_motion)
        if (self.four_colour, self.reduce_motion) != before:
            self.changed.emit()


_look: list[LookPreferences] = []


def look() -> LookPreferences:
    """The program's one ``LookPreferences``."""
    if not _look:
        _look.append(LookPreferences())
    return _look[0]


def apply(settings: Settings) -> None:
    """Put the stored preferences in force (start-up, a new main window)."""
    look().set(four_colour=settings.four_colour_deck, reduce_motion=settings.reduced_motion)


def suit_colour(suit: Suit) -> str:
    """The palette name of ``suit``'s colour with the deck in force."""
    return (FOUR_COLOURS if look().four_colour else TWO_COLOURS)[int(suit)]


def suit_tone(suit: Suit) -> str:
    """``black``, ``red``, ``blue`` or ``green``: the stylesheet's name for the colour."""
    return suit_colour(suit).removeprefix("suit_")


def reduced_motion() -> bool:
    """True when nothing should move: the director's choice or the system's."""
    return look().reduce_motion or system_prefers_reduced_motion()


def system_prefers_reduced_motion() -> bool:
    """The system's reduced-motion switch (read once; False where there is none)."""
    if QGuiApplication.platformName() in NO_DESKTOP:
        return False
    return _system_switch()


@cache
def _system_switch() -> bool:
    try:
        if sys.platform == "win32":
            import ctypes

            on = ctypes.c_int(1)
            spi_getclientareaanimation = 0x1042
            ctypes.windll.user32.SystemParametersInfoW(  # type: ignore[attr-defined]
                spi_getclientareaanimation, 0, ctypes.byref(on), 0)
            return not on.value
        if sys.platform == "darwin":
            said = _ask(["defaults", "read", "com.apple.universalaccess", "reduceMotion"])
            return said == "1"
        return _ask(["gsettings", "get", "org.gnome.desktop.interface",
                     "enable-animations"]) == "false"
    except (OSError, AttributeError, ValueError):
        return False


def _ask(command: list[str]) -> str:
    import subprocess  # only when the system's switch is first read, not at start-up

    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=2, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


class LookActions(QObject):
    """The two ticks in the Settings menu; a tick is stored and in force at once."""

    def __init__(self, window: QWidget, menu: QMenu, settings: Settings) -> None:
        super().__init__(window)
        self.setObjectName("lookActions")
        self.settings = settings
        apply(settings)
        menu.addSeparator()
        self.four_colour = QAction(menu)
        self.reduce_motion = QAction(menu)
        for action, name, on in ((self.four_colour, "fourColourDeck", settings.four_colour_deck),
                                 (self.reduce_motion, "reduceMotion", settings.reduced_motion)):
            action.setObjectName(name)
            action.setCheckable(True)
            action.setChecked(on)
        self.four_colour.toggled.connect(self._four_colour)
        self.reduce_motion.toggled.connect(self._reduce_motion)
        menu.addAction(self.four_colour)
        menu.addAction(self.reduce_motion)
        self.retranslate()
        follow_language(window).on_change(self.retranslate)

    def retranslate(self) -> None:
        self.four_colour.setText(self.tr("&Four-colour deck (diamonds blue, clubs green)"))
        self.reduce_motion.setText(self.tr("&Reduce motion"))

    def _four_colour(self, on: bool) -> None:
        self.settings.four_colour_deck = on
        look().set(four_colour=on)

    def _reduce_motion(self, on: bool) -> None:
        self.settings.reduced_motion = on
        look().set(reduce_motion=on)
