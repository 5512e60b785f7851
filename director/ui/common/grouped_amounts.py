"""Amounts typed and shown with their digits grouped the chosen language's way
("1,300,000"; in Hungarian "1 300 000", LOOK.md "Words in Hungarian"): one reading
and one showing for every amount field, the setup's (``AmountField``) and the
spin boxes of the cash pages, the dealer panel and the console (``TypedAmount``).

A field takes an amount typed with its groups or without: a space in any language
(Hungarian groups with a no-break space, which no keyboard types), the language's
own separator, an apostrophe, and a comma where it is not the language's decimal
mark, as people write thousands (``whole_number`` reads them all); once typed (Enter,
or the focus gone) a good amount is shown grouped, and one refused stays as typed,
beside its message. After a change of language what was written is read in the
language it was written in (``rewritten``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLineEdit

from director.services.core.typed_numbers import whole_number

#: What groups the digits of an amount typed, besides the spaces and the language's
#: own separator: a comma and an apostrophe, as people write thousands.
TYPED_SEPARATORS = (",", "'")


def whole_typed(text: str, locale: QLocale, separators: tuple[str, ...] = ()) -> int | None:
    """A whole number as typed, with or without the locale's group separators (a
    space, and any of ``separators``); None when it is not one (``whole_number``)."""
    return whole_number(text, (*separators, locale.groupSeparator()))


def read_amount(text: str, locale: QLocale | None = None) -> int | None:
    """An amount typed into any amount field, grouped or not ("1300000", "1 300 000",
    "1,300,000", "1'300'000"); None when it is no whole number. A comma groups only
    where it is not the language's decimal mark: in Hungarian "1,5" is one and a
    half, never 15 (the setup refuses it in words; a spin box drops the comma as
    it is typed, as Qt does, so what is shown is what is read)."""
    shown = QLocale() if locale is None else locale
    return whole_typed(text, shown, tuple(s for s in TYPED_SEPARATORS
                                          if s != shown.decimalPoint()))


def grouped(value: int, locale: QLocale | None = None) -> str:
    """The amount with its digits grouped the language's way, as it is shown."""
    return (QLocale() if locale is None else locale).toString(int(value))


def regroup(edit: QLineEdit, value: int | None, locale: QLocale | None = None) -> None:
    """A good amount typed with or without its groups shown grouped (``value``: what
    the field read, None when it refused the text, which then stays as typed)."""
    if value is not None and edit.text() != grouped(value, locale):
        edit.setText(grouped(value, locale))


def rewritten(text: str, written_in: QLocale) -> str:
    """``text``, written in the language of ``written_in`` (a change of language since),
    grouped the chosen language's way; as it is when it is no amount there. An English
    "1,000" is a thousand, though a Hungarian comma is no group."""
    value = read_amount(text, written_in)
    return text if value is None else grouped(value)
