"""Messages in words, through the Project Fluent catalogues (``fluent.runtime``).

Each language has a folder ``resources/messages/<language>/`` with one ``.ftl``
file per area of the program. The grammar lives in the catalogues: plurals by
Fluent's selectors, a nested message's grammatical case by its attributes
(``{ CASE($street, case: "acc") }`` uses ``.acc`` of the street's message), and
the Hungarian article before a number or word by ``{ ARTICLE($amount) }``, and a
day as the language writes it by ``{ DATE($year, $month, $day) }`` (Babel's long
date of the locale the windows use: "March 7, 2026", "2026. március 7."), and a
place as the language counts it by ``{ ORDINAL($place) }`` ("7th", "7.").
A message a language lacks is rendered in English with a ``MessageWarning``;
one no catalogue knows shows its id and arguments. A catalogue parses a message
when it is first rendered (``catalogue_files``), not the whole language at the
first message.
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from director.engine.messages import message as message_module
from director.engine.messages.message import TEXT_ID, Amount, Arg, Message

if TYPE_CHECKING:
    from pathlib import Path

    from fluent.runtime import FluentBundle

    from director.engine.messages.catalogue_files import CatalogueFiles

LANGUAGES = ("en", "hu")
#: The locale each language writes dates in: the one the windows set (``ui.shell.app``).
_LOCALES = {"en": "en_US", "hu": "hu_HU"}
_GROUP_FROM = {"hu": 10000}
#: What a message's numbers need of each language's CLDR data (Babel's, for en and hu):
#: its digits' symbols, its decimal pattern and its plural rule, given here so the
#: first message does not read Babel's locale data (3.9 MB, 10 ms of the window's
#: thread, tools/first_message_cost.py); a date still reads it (``_fluent_types``).
_SYMBOLS = {"decimal": ".", "group": ",", "list": ";", "percentSign": "%", "plusSign": "+",
            "minusSign": "-", "approximatelySign": "~", "exponential": "E",
            "superscriptingExponent": "\u00d7", "perMille": "\u2030", "infinity": "\u221e",
            "nan": "NaN", "timeSeparator": ":"}
NUMBER_SYMBOLS = {"en": _SYMBOLS, "hu": {**_SYMBOLS, "decimal": ",", "group": "\u00a0"}}
DECIMAL_PATTERN = "#,##0.###"
PLURAL_RULES = {"en": {"one": "i = 1 and v = 0"}, "hu": {"one": "n = 1"}}
_VOWELS = frozenset("aáeéiíoóöőuúüű")


class MessageWarning(UserWarning):
    """A message missing from a catalogue, or a catalogue entry that failed to render."""


def catalogue_folder(language: str) -> Path:
    """``resources/messages/<language>``, wherever the program's resources are
    (``pathlib`` and the files imported then, not by ``str()`` of a message: a
    ``director replay`` renders none, issue 33)."""
    from director.engine.files import resource_path

    return resource_path("messages", language)


def render(message: Message, language: str = "en") -> str:
    """``message`` in ``language`` for a window: amounts grouped as the language
    writes them. A language the program does not have renders English."""
    return _catalogue(language if language in LANGUAGES else "en", True).render(message)


def render_plain(message: Message) -> str:
    """English with amounts as plain digits: ``str()`` of a message (logs, the CLI)."""
    return _catalogue("en", False).render(message)


message_module.english = render_plain


def prepare(language: str) -> None:
    """The catalogue of ``language`` made as its first render would make it (Fluent and
    Babel imported, its bundle started: about 0.06 s of processor time), ahead of a
    page that renders messages (a cash game's first open, ``ui/shell/opening``); safe
    on another thread (a catalogue's files are made under a lock), its files read and
    their entries found too (``find_entries``: 6 ms the first time)."""
    _catalogue(language if language in LANGUAGES else "en", True).files.find_entries()


@cache
def _catalogue(language: str, group_amounts: bool) -> _Catalogue:
    return _Catalogue(language, group_amounts)


#: How many rendered messages a catalogue keeps (then it starts again).
KEPT_RENDERINGS = 4096
#: One catalogue's files made at a time (the room view's remote renders on a thread).
_STARTING = threading.Lock()


class _Catalogue:
    def __init__(self, language: str, group_amounts: bool,
                 folder: Path | None = None) -> None:
        self.language = language
        self.group_amounts = group_amounts
        self.folder = folder or catalogue_folder(language)
        self._files: CatalogueFiles | None = None
        # Messages rendered before, by their exact arguments: Fluent takes about a
        # millisecond a message, and the same ones (a seat, a pot's name, a street,
        # a step of the hand) come back at every key press of the dealer panel.
        self._said: dict[tuple[object, str | None], str] = {}

    @property
    def files(self) -> CatalogueFiles:
        """The language's entries, each parsed when it is first asked for."""
        if self._files is None:
            from director.engine.messages.catalogue_files import CatalogueFiles

            with _STARTING:
                if self._files is None:
                    self._files = CatalogueFiles(self.folder, new_bundle(self.language, {
                        "CASE": self._case, "ARTICLE": _article, "DATE": self._date,
                        "ORDINAL": self._ordinal}))
        return self._files

    def render(self, message: Message, attribute: str | None = None) -> str:
        if message.id == TEXT_ID:
            return str(message.args.get("value", ""))
        key = (_exact(message), attribute)
        said = self._said.get(key)
        if said is None:
            said = self._render(message, attribute)
            if said is not None:  # rendered without a warning: kept
                if len(self._said) >= KEPT_RENDERINGS:
                    self._said.clear()
                self._said[key] = said
            else:
                said = self._render_warned(message, attribute)
        return said

    def _render(self, message: Message, attribute: str | None) -> str | None:
        """``message`` in words, or None where a warning is due (``_render_warned``)."""
        files = self.files
        bundle = files.bundle
        if not files.has_message(message.id):
            return None
        entry = bundle.get_message(message.id)
        pattern = entry.attributes.get(attribute) if attribute else None
        if pattern is None:
            pattern = entry.value
        if pattern is None:
            return None
        words, errors = bundle.format_pattern(pattern, self._fluent_args(message))
        return None if errors else str(words)

    def _render_warned(self, message: Message, attribute: str | None) -> str:
        files = self.files
        bundle = files.bundle
        if not files.has_message(message.id):
            if self.language != "en":
                warnings.warn(f"message {message.id!r} has no {self.language} text",
                              MessageWarning, stacklevel=4)
                return _catalogue("en", self.group_amounts).render(message, attribute)
            warnings.warn(f"message {message.id!r} is in no catalogue", MessageWarning,
                          stacklevel=4)
            return _fallback(message)
        entry = bundle.get_message(message.id)
        pattern = entry.attributes.get(attribute) if attribute else None
        if pattern is None:
            pattern = entry.value
        if pattern is None:
            return _fallback(message)
        words, errors = bundle.format_pattern(pattern, self._fluent_args(message))
        if errors:
            warnings.warn(f"message {message.id!r} in {self.language}: {errors[0]}",
                          MessageWarning, stacklevel=4)
        return str(words)

    def _fluent_args(self, message: Message) -> dict[str, Any]:
        return {name: self._value(value) for name, value in message.args.items()}

    def _value(self, value: Arg) -> Any:
        from fluent.runtime.types import fluent_number

        if isinstance(value, Message):
            return _fluent_types().nested(value, self)
        if isinstance(value, tuple):
            return _shortened(", ".join(str(self._value(item)) for item in value))
        if isinstance(value, str):
            return _shortened(value)
        if isinstance(value, Amount):
            # CLDR's minimum grouping digits (Babel ignores it): Hungarian writes 7050
            # but 21 050, as Qt's QLocale does.
            grouped = self.group_amounts and abs(int(value)) >= _GROUP_FROM.get(
                self.language, 1000)
            return fluent_number(int(value), useGrouping=grouped)
        if isinstance(value, int):
            return fluent_number(value, useGrouping=False)
        return value

    def _date(self, year: int, month: int, day: int) -> str:
        """The day as a person writes it in this language (Babel, the long form)."""
        from datetime import date

        from babel.dates import format_date

        return str(format_date(date(int(year), int(month), int(day)), "long",
                               locale=_LOCALES.get(self.language, "en_US")))

    def _ordinal(self, value: object) -> str:
        """A place as a person counts it: "1st", "22nd", "7th", "11th" in English;
        "7." where the language writes the number and a full stop (Hungarian)."""
        n = int(str(value))
        if self.language != "en":
            return f"{n}."
        suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(
            n % 10, "th")
        return f"{n}{suffix}"

    def _case(self, value: object, case: str = "") -> str:
        if isinstance(value, _fluent_types().nested):
            nested: Message = value.message
            return str(value.catalogue.render(nested, case or None))
        return str(value)


def new_bundle(language: str, functions: dict[str, Callable[..., Any]]) -> FluentBundle:
    """An empty Fluent bundle for ``language``: ``CatalogueFiles`` adds its files.
    Its locale reads Babel's data only for what ``NUMBER_SYMBOLS``,
    ``DECIMAL_PATTERN`` and ``PLURAL_RULES`` do not say (``_fluent_types``)."""
    bundle: FluentBundle = _fluent_types().bundle([language], use_isolating=False,
                                                  functions=functions)
    return bundle


#: The longest argument written whole: Fluent writes ``{???}`` for a whole sentence
#: one of whose pieces is over 2,500 characters (a path thousands of characters
#: long, an action of a file's thousands of digits), and no one reads such a piece.
LONGEST_ARGUMENT = 1000


def _shortened(words: str) -> str:
    """``words``, or its beginning and end around an ellipsis when it is longer than
    ``LONGEST_ARGUMENT`` (a path's file name and an action's player both stay)."""
    if len(words) <= LONGEST_ARGUMENT:
        return words
    half = LONGEST_ARGUMENT // 2
    return f"{words[:half]}…{words[-half:]}"


def _exact(value: object) -> object:
    """A message's arguments with their kinds: ``Amount(5) == 5``, but an amount is
    written grouped and a count is not, so the two are kept apart."""
    if isinstance(value, Message):
        return (value.id, *((name, _exact(arg)) for name, arg in value._args))
    if isinstance(value, tuple):
        return tuple(_exact(item) for item in value)
    return (type(value), value)


def _fallback(message: Message) -> str:
    inner = ", ".join(f"{name}={int(value) if isinstance(value, Amount) else value}"
                      for name, value in message.args.items())
    return f"{message.id}({inner})"


def _article(value: object, capital: str = "no") -> str:
    """The Hungarian definite article before ``value``: ``az`` before a vowel sound
    (``az 5``, ``az 1000``, ``az ász``), else ``a``."""
    words = str(value).strip().lstrip("-")
    art = "a"
    if words[:1].isdigit():
        # the number's digits without its group separators: 1 and 1 000-1 999 read "egy..."
        digits = "".join(ch for ch in words.split(" ")[0] if ch.isdigit())
        first = digits[0]
        if first == "5" or (first == "1" and len(digits) % 3 == 1):
            art = "az"
    elif words[:1].lower() in _VOWELS:
        art = "az"
    return art.capitalize() if capital == "yes" else art


class _FluentTypes(NamedTuple):
    bundle: type[Any]  # a FluentBundle whose locale reads Babel's data only for a date
    nested: type[Any]  # a nested message


@cache
def _fluent_types() -> _FluentTypes:
    """Fluent's types as the catalogues use them (built on first use: Fluent and
    Babel are imported only when a message is first rendered)."""
    import babel
    from babel.localedata import LocaleDataDict
    from babel.numbers import parse_pattern
    from babel.plural import PluralRule
    from fluent.runtime import FluentBundle
    from fluent.runtime.types import FluentType

    class Locale(babel.Locale):
        """Babel's locale of one of the program's languages, what a message's numbers
        need of it given (``NUMBER_SYMBOLS``, ``DECIMAL_PATTERN``, ``PLURAL_RULES``):
        its data files are read only when something else of it is asked for."""

        @property
        def plural_form(self) -> PluralRule:
            return PluralRule(PLURAL_RULES[str(self.language)])

        @property
        def number_symbols(self) -> LocaleDataDict:
            return LocaleDataDict({"latn": NUMBER_SYMBOLS[str(self.language)]})

        @property
        def decimal_formats(self) -> LocaleDataDict:
            return LocaleDataDict({None: parse_pattern(DECIMAL_PATTERN)})

        @property
        def default_numbering_system(self) -> str:
            return "latn"

    class Bundle(FluentBundle):
        def _get_babel_locale(self) -> babel.Locale:
            language = str(self.locales[0])
            if language in PLURAL_RULES:  # not Locale.parse: it reads Babel's aliases
                return Locale(language)
            return super()._get_babel_locale()

    class Nested(FluentType):
        """A nested message: its own words where it stands, or one of its
        attributes through ``CASE``."""

        def __init__(self, message: Message, catalogue: _Catalogue) -> None:
            self.message = message
            self.catalogue = catalogue

        def format(self, locale: object) -> str:
            return self.catalogue.render(self.message)

        def __str__(self) -> str:
            return self.catalogue.render(self.message)

    return _FluentTypes(Bundle, Nested)
