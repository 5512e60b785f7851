"""Texts that follow the chosen language while the program runs (the guide: "every
window switches at once").

A window binds each of its fixed texts once, where it builds the widget::

    texts = follow_language(self)
    texts.bind(button.setText, lambda: self.tr("Register"))
    texts.on_change(self.refresh)   # texts built from data: drawn again

The text is set at once and set again on every change of language (Qt sends
``QEvent.LanguageChange`` to every widget when a translator is put in or taken out);
``on_change`` callbacks run after the bound texts, for what a window draws from its
data (tables, headers, summaries).

What the engine, the services and the store say is a message
(``director.engine.messages``, docs/messages.md): ``in_language`` renders one in the
language the windows speak now, ``refusal`` the message a refused command carries.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cmp_to_key
from typing import Any, TypeVar

from PySide6.QtCore import QCollator, QEvent, QLocale, QObject, Qt
from PySide6.QtWidgets import QWidget

from director.engine.messages import Message, render
from director.services.core.message_data import reason

T = TypeVar("T")
Item = TypeVar("Item")


class LanguageTexts(QObject):
    """The bound texts of one window; made by ``follow_language``."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self.setObjectName("languageTexts")
        self._owner = owner
        self._texts: list[tuple[Callable[[Any], object], Callable[[], Any]]] = []
        self._callbacks: list[Callable[[], object]] = []
        owner.installEventFilter(self)

    def bind(self, setter: Callable[[T], object], make: Callable[[], T]) -> None:
        """``setter(make())`` now and after every change of language (a text, or a list
        of texts for headers)."""
        setter(make())
        self._texts.append((setter, make))

    def on_change(self, callback: Callable[[], object]) -> None:
        """``callback()`` after every change of language (after the bound texts)."""
        self._callbacks.append(callback)

    def apply(self) -> None:
        for setter, make in self._texts:
            setter(make())
        for callback in self._callbacks:
            callback()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # While a window is taken down Qt may still pass events here after Python has
        # let go of this object's attributes: then there is nothing to translate.
        owner = getattr(self, "_owner", None)
        if owner is not None and watched is owner and \
                event.type() == QEvent.Type.LanguageChange:
            self.apply()
        return False


def follow_language(owner: QWidget) -> LanguageTexts:
    """The ``LanguageTexts`` of ``owner`` (made on the first call). The owner holds it
    from Python too, so its bound texts live as long as the window."""
    found = getattr(owner, "_language_texts", None)
    if not isinstance(found, LanguageTexts):
        found = LanguageTexts(owner)
        owner._language_texts = found  # type: ignore[attr-defined]
    return found


def current_language() -> str:
    """``"hu"`` when the windows speak Hungarian (``app.install_translator`` sets the
    default QLocale to hu_HU), else ``"en"``."""
    return "hu" if QLocale().language() == QLocale.Language.Hungarian else "en"


def by_name(items: Iterable[Item], name: Callable[[Item], str]) -> list[Item]:
    """``items`` in the alphabetical order of the language the windows speak (Qt's
    collation of its locale), by ``name``: "Ábel" with the A's and "Ödön" with the O's,
    as a Hungarian list has them, not after "Zsolt" as their characters' codes would;
    the case does not matter. Equal names keep their order."""
    collator = QCollator(QLocale())
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def order(a: Item, b: Item) -> int:
        return collator.compare(name(a), name(b))

    return sorted(items, key=cmp_to_key(order))


def in_language(message: Message) -> str:
    """``message`` in the language the windows speak now (amounts grouped its way)."""
    return render(message, current_language())


def as_sentence(message: Message) -> str:
    """``message`` shown on a line of its own, in the windows' language: its first
    letter a capital ("a bust needs ..." is "A bust needs ..."; nested in another
    message it stays as the catalogue writes it). A line that opens with a name or a
    text as a person typed it ("bence registered") keeps it as typed."""
    words = in_language(message)
    if any(isinstance(value, str) and value and words.startswith(value)
           for value in message.args.values()):
        return words
    return words[:1].upper() + words[1:]


def refusal(exc: BaseException) -> str:
    """Why a command was refused, in the windows' language: the message the engine's,
    the services' or the store's error carries (any other error, a programming error
    that reached a window, as its own text)."""
    return as_sentence(reason(exc))
