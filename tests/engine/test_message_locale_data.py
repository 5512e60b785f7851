"""The first message a window renders reads none of Babel's locale data (3.9 MB,
about 10 ms of the window's thread, issue 33): what a message's numbers need of the
language's CLDR data (the digits' symbols, the decimal pattern, the plural rule) is
given in ``render`` for English and Hungarian. These tests hold it to Babel's own
data, so a newer Babel that changed it is noticed, and hold the numbers and plurals
of the catalogues to what Babel's data writes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from babel import Locale
from babel.plural import PluralRule, to_python
from fluent.runtime.types import FluentInt

from director.engine.messages import Amount, msg, render
from director.engine.messages.render import (
    DECIMAL_PATTERN,
    LANGUAGES,
    NUMBER_SYMBOLS,
    PLURAL_RULES,
    _fluent_types,
)

NUMBERS = (0, 1, 2, 5, 7, 11, 21, 100, 999, 1000, 1001, 7050, 9999, 10000, 12500, 21050,
           100000, 1234567, 10**12, -1, -1000, -1234567)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_numbers_symbols_pattern_and_plural_rule_are_babels(language: str) -> None:
    babel = Locale.parse(language)
    assert NUMBER_SYMBOLS[language] == dict(babel.number_symbols["latn"])
    assert babel.decimal_formats[None].pattern == DECIMAL_PATTERN
    ours, theirs = to_python(PluralRule(PLURAL_RULES[language])), to_python(babel.plural_form)
    assert [ours(n) for n in range(2001)] == [theirs(n) for n in range(2001)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_number_is_written_as_babels_data_writes_it(language: str) -> None:
    """Every whole number, grouped or not, as Fluent writes it with Babel's locale
    ("12,500", "12 500" with a no-break space, "-1,234,567")."""
    ours = _fluent_types().bundle([language])._babel_locale
    babel = Locale.parse(language)
    for grouped in (True, False):
        for n in NUMBERS:
            number = FluentInt(n, useGrouping=grouped)
            assert number.format(ours) == number.format(babel), (n, grouped)


def test_the_first_messages_with_amounts_and_plurals_read_no_locale_data() -> None:
    """In a fresh process, as the program starts: a dealer's step, a refusal with
    amounts and a message choosing a plural, in English and in Hungarian, render
    as before with no file of Babel's locale data read."""
    child = """
import json
from babel import localedata
read = []
load = localedata.load
localedata.load = lambda name, *args: read.append(name) or load(name, *args)
from director.engine.messages import Amount, msg, render
words = [render(m, language) for language in ("en", "hu") for m in (
    msg("step-post", seat=3, forced=msg("step-forced-big-blind"), amount=Amount(400)),
    msg("hand-raise-between", seat=3, minimum=Amount(800), maximum=Amount(12500),
        amount=Amount(500)),
    msg("award-odd-chip", count=1, seats="3"), msg("award-odd-chip", count=2, seats="3, 5"))]
print(json.dumps({"read": read, "words": words}))
"""
    out = json.loads(subprocess.run([sys.executable, "-c", child], check=True,
                                    capture_output=True, text=True).stdout)
    assert out["read"] == []
    assert out["words"] == [render(m, language) for language in ("en", "hu") for m in (
        msg("step-post", seat=3, forced=msg("step-forced-big-blind"), amount=Amount(400)),
        msg("hand-raise-between", seat=3, minimum=Amount(800), maximum=Amount(12500),
            amount=Amount(500)),
        msg("award-odd-chip", count=1, seats="3"),
        msg("award-odd-chip", count=2, seats="3, 5"))]
    assert out["words"][1] == "seat 3 may bet or raise to between 800 and 12,500, not to 500"
    assert out["words"][5] == ("A 3. szék tétje vagy emelése 800 és 12\u00a0500 közötti "
                               "összegre szólhat, nem 500 összegre")
    assert out["words"][2:4] == ["odd chip to 3", "odd chips to 3, 5"]
    assert out["words"][6:] == ["a páratlan zseton: 3", "a páratlan zsetonok: 3, 5"]
