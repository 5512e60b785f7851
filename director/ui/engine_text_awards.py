"""Refusals in Hungarian; a seat alone last.

Imported by ``director.ui.engine_text`` in this order: the table of templates is
ordered, the first whole-sentence match wins."""

from __future__ import annotations

import re

from director.ui.engine_text import (
    _rule,
    number,
    seat,
)

# ---- refusals (HandError, DealerError, EntryError)
_POSSESSIVE = {"ante": "antéja", "big-blind ante": "nagyvak-antéja",
               "dead small blind": "holt kisvakja", "dead blind": "holt vakja",
               "big blind": "nagyvakja", "small blind": "kisvakja", "straddle": "straddle-je",
               "blind": "vakja"}


def _forced(m: re.Match[str], n: str) -> str:
    name = m[f"k{n}"]
    return f"{seat(m[f's{n}'])} {_POSSESSIVE.get(name, name)} ({number(m[f'a{n}'])})"


@_rule(r"the next forced bet is seat (?P<s1>\d+)'s (?P<k1>[a-z -]+?) of (?P<a1>\d+)"
       r"(?P<allin> \(all-in\))?, not seat (?P<s2>\d+)'s (?P<k2>[a-z -]+?) of (?P<a2>\d+)")
def _wrong_post(m: re.Match[str]) -> str:
    allin = ", all-in" if m["allin"] else ""
    return f"a következő kényszertét {_forced(m, '1')}{allin}, nem {_forced(m, '2')}"


@_rule(r"the next cards go to seat (?P<a>\d+) \((?P<rule>R-[\d.]+)\), not seat (?P<b>\d+)")
def _wrong_deal(m: re.Match[str]) -> str:
    return f"a következő lapokat {seat(m['a'])} kapja ({m['rule']}), nem {seat(m['b'])}"
