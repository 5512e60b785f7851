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
language it was written in (``rewritten``).

Digits grouped as no number is written ("1,5", "1,50,0", "15,00": ``misgrouped``)
are no amount: a person who typed "1,5" meant one and a half, or slipped, and Qt's
spin box read it as 15 without a word. An amount with a decimal mark ("1.5"; in
Hungarian "1,5") is none either (``no_amount``), where the spin box dropped the mark
as it was typed and read 15. The setup's fields refuse them beside the field, a spin
box keeps them as typed and its command refuses them (``NotAnAmount``), in the one
message ``not_an_amount``.

Several amounts in one cell (a break's color-up) are separated by a semicolon
(``AMOUNTS_SEPARATOR``, as the envelopes and the training's answers), shown
``1,000; 5,000``, each grouped the language's way (``grouped_list``,
``read_amounts``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLineEdit

from director.engine.messages import Amount, Message, MessageError, msg
from director.services.core.typed_numbers import (
    AMOUNTS_SEPARATOR,
    SPACES,
    misgrouped,
    whole_number,
)

#: What groups the digits of an amount typed, besides the spaces and the language's
#: own separator: a comma and an apostrophe, as people write thousands.
TYPED_SEPARATORS = (",", "'")


def typed_separators(locale: QLocale | None = None) -> tuple[str, ...]:
    """What groups the digits typed in the language of ``locale`` (besides spaces):
    its own separator, an apostrophe, and a comma where it is not the decimal mark."""
    shown = QLocale() if locale is None else locale
    return (*(s for s in TYPED_SEPARATORS if s != shown.decimalPoint()),
            shown.groupSeparator())


def read_amount(text: str, locale: QLocale | None = None) -> int | None:
    """An amount typed into any amount field, grouped or not ("1300000", "1 300 000",
    "1,300,000", "1'300'000"); None when it is no whole number, or its digits are
    grouped as no number is written ("1,5", ``misgrouped_amount``). A comma groups
    only where it is not the language's decimal mark: in Hungarian "1,5" is one and
    a half, never 15 (the setup refuses it in words, a spin box keeps it as typed
    and its command refuses it: ``no_amount``; Qt's spin box dropped the comma as it
    was typed and read 15)."""
    return whole_number(text, typed_separators(locale))


def misgrouped_amount(text: str, locale: QLocale | None = None) -> bool:
    """Digits and separators that group them as no number is written: in English
    "1,5", "1,50,0", "15,00", "1,"; in Hungarian "1 5" (``misgrouped``)."""
    return misgrouped(text, typed_separators(locale))


#: The decimal marks people type: "1.5", in Hungarian "1,5" (where a comma groups
#: no digits); with one an amount is no whole amount.
DECIMAL_MARKS = (".", ",")


def no_amount(text: str, locale: QLocale | None = None) -> bool:
    """What a person typed meaning an amount that is none: digits grouped as no number
    is written (``misgrouped_amount``), or written with a decimal mark, one and a half
    as "1.5" (in Hungarian "1,5"; "1.500" too, where a point groups no digits). Qt's
    spin box dropped the mark as it was typed and read 15 without a word; a field
    keeps it as typed and its command refuses it in words (``not_an_amount``). Only
    digits, spaces, group separators and decimal marks: a letter is no amount typed."""
    if misgrouped_amount(text, locale):
        return True
    marks = DECIMAL_MARKS
    allowed = set("0123456789").union(SPACES, typed_separators(locale), marks)
    return (read_amount(text, locale) is None and any(c.isdigit() for c in text)
            and any(m in text for m in marks) and set(text) <= allowed)


#: The amount a refusal of a misgrouped one shows, grouped and not.
EXAMPLE_AMOUNT = 15_000


def not_an_amount(text: str) -> Message:
    """Why ``text`` typed into an amount field is no amount, with the two ways to
    type one ("15,000" or "15000"; in Hungarian "15 000" or "15000")."""
    return msg("win-not-an-amount", typed=text.strip(), amount=Amount(EXAMPLE_AMOUNT),
               number=EXAMPLE_AMOUNT)


class NotAnAmount(MessageError):
    """What a spin box holds is no amount (``TypedAmount.chosen``): the command it
    was for refuses it in words (``not_an_amount``), nothing done."""


#: The largest whole number Qt's ``QLocale.toString`` writes (a 64-bit one).
QT_LARGEST = 2**63 - 1


def grouped(value: int, locale: QLocale | None = None) -> str:
    """The amount with its digits grouped the language's way, as it is shown. One
    beyond Qt's 64 bits (twenty-one 9s typed, to be refused) is grouped by three with
    the language's separator, as every number that long is in both languages (Qt
    raised an OverflowError, which ended the program at a change of language)."""
    locale = QLocale() if locale is None else locale
    value = int(value)
    if abs(value) <= QT_LARGEST:
        return locale.toString(value)
    return f"{value:,}".replace(",", locale.groupSeparator()).replace(
        "-", locale.negativeSign())


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


def grouped_list(values: tuple[int, ...] | list[int], locale: QLocale | None = None) -> str:
    """Several amounts in one cell, each grouped the language's way, separated by a
    semicolon: "1,000; 5,000" (a comma list, "1,000, 5,000", could not be read back)."""
    return f"{AMOUNTS_SEPARATOR} ".join(grouped(v, locale) for v in values)


def read_amounts(text: str, locale: QLocale | None = None) -> list[int] | None:
    """Several amounts above 0 typed in one cell (a break's color-up); None when one
    is not. Separated by semicolons, each grouped or not ("1,000; 5,000", "1000;5000";
    ``grouped_list``). Without a semicolon, a list of commas as it was typed before
    reads as it did ("25, 100", "25,100": 25 and 100); where that reading finds no
    list (a 0, "1,000" read as 1 and 0), a comma followed by a space separates
    amounts grouped the language's way ("1,000, 5,000"; "1,000" alone is 1000)."""
    if AMOUNTS_SEPARATOR in text:
        return _above_zero(text.split(AMOUNTS_SEPARATOR), locale)
    old = _above_zero(text.split(","), locale)
    if old is not None:
        return old
    for space in SPACES:
        text = text.replace("," + space, AMOUNTS_SEPARATOR)
    return _above_zero(text.split(AMOUNTS_SEPARATOR), locale)


def _above_zero(parts: list[str], locale: QLocale | None) -> list[int] | None:
    values = [read_amount(p, locale) for p in parts if p.strip()]
    return None if any(v is None or v <= 0 for v in values) else \
        [v for v in values if v is not None]
