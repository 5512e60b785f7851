"""The user's settings, kept between runs in ``QSettings`` (the platform's usual
place): the language (by default Hungarian when the system speaks Hungarian, else
English), sounds, spoken announcements, the default currency, the screen of the clock
display, the four-colour deck and reduced motion; and this program's desk among a
club's stations."""

from __future__ import annotations

import uuid

from PySide6.QtCore import QLocale, QSettings

ORGANIZATION = "Poker Director"
APPLICATION = "director"
LANGUAGES = ("en", "hu")


def system_language(locale: QLocale | None = None) -> str:
    """``"hu"`` when the system language is Hungarian, else ``"en"``."""
    locale = locale or QLocale.system()
    return "hu" if locale.language() == QLocale.Language.Hungarian else "en"


class Settings:
    """The user's choices, kept between runs; tests pass their own ``QSettings`` file."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings(ORGANIZATION, APPLICATION)

    def _bool(self, key: str, default: bool) -> bool:
        value = self.store.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    @property
    def language(self) -> str:
        value = self.store.value("language", "")
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"the language is one of {', '.join(LANGUAGES)}, not {value!r}")
        self.store.setValue("language", value)

    @property
    def desk(self) -> str:
        """This program's desk among a club's stations (``Database.desk``: Ctrl+Z asks
        before taking back another desk's action), made at the first need and kept,
        so that after a restart the director's own actions are still their own."""
        value = str(self.store.value("desk", "") or "")
        if not value:
            value = uuid.uuid4().hex[:12]
            self.store.setValue("desk", value)
        return value

    @property
    def sound(self) -> bool:
        return self._bool("sound", True)

    @sound.setter
    def sound(self, value: bool) -> None:
        self.store.setValue("sound", bool(value))

    @property
    def speech(self) -> bool:
        return self._bool("speech", False)

    @speech.setter
    def speech(self, value: bool) -> None:
        self.store.setValue("speech", bool(value))

    @property
    def currency(self) -> str:
        """The default currency of new events ("Ft", "$", "EUR"...): the system's own
        until the director chooses one (Settings menu)."""
        value = str(self.store.value("currency", "") or "").strip()
        return value or QLocale.system().currencySymbol().strip() or "$"

    @currency.setter
    def currency(self, value: str) -> None:
        value = value.strip()
        if not value or len(value) > 8 or any(c.isdigit() or c.isspace() for c in value):
            raise ValueError(f"a currency is up to 8 letters or signs, not {value!r}")
        self.store.setValue("currency", value)

    @property
    def four_colour_deck(self) -> bool:
        """Cards in four colours: diamonds blue, clubs green (issue 19, LOOK.md)."""
        return self._bool("four_colour_deck", False)

    @four_colour_deck.setter
    def four_colour_deck(self, value: bool) -> None:
        self.store.setValue("four_colour_deck", bool(value))

    @property
    def reduced_motion(self) -> bool:
        """No animations, whatever the system says (the system's wish is honoured too)."""
        return self._bool("reduced_motion", False)

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self.store.setValue("reduced_motion", bool(value))

    @property
    def clock_screen(self) -> str:
        """The name of the screen the clock display goes full screen on ("" = the primary)."""
        return str(self.store.value("clock_screen", "") or "")

    @clock_screen.setter
    def clock_screen(self, name: str) -> None:
        self.store.setValue("clock_screen", name)
