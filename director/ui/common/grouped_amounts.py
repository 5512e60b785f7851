"""Amounts typed and shown with their digits grouped the chosen language's way
("1,300,000"; in Hungarian "1 300 000", LOOK.md "Words in Hungarian"): one reading
and one showing for every amount field, the setup's (``AmountField``) and the
spin boxes of the cash pages, the dealer panel and the console (``TypedAmount``).

A field takes an amount typed with its groups or without: a space in any language
(Hungarian groups with a no-break space, which no keyboard types), the language's
own separator, a comma or an apostrophe as people write thousands (``whole_number``
reads them all); once typed (Enter, or the focus gone) a good amount is shown
grouped, and one refused stays as typed, beside its message."""

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
    "1,300,000", "1'300'000"); None when it is no whole number."""
    return whole_typed(text, QLocale() if locale is None else locale, TYPED_SEPARATORS)


def grouped(value: int, locale: QLocale | None = None) -> str:
    """The amount with its digits grouped the language's way, as it is shown."""
    return (QLocale() if locale is None else locale).toString(int(value))


def regroup(edit: QLineEdit, value: int | None, locale: QLocale | None = None) -> None:
    """A good amount typed with or without its groups shown grouped (``value``: what
    the field read, None when it refused the text, which then stays as typed)."""
    if value is not None and edit.text() != grouped(value, locale):
        edit.setText(grouped(value, locale))
