"""Hand descriptions and pot names (R-2.8, R-7.3) in Hungarian.

Imported by ``director.ui.engine_text`` in this order: the table of templates is
ordered, the first whole-sentence match wins."""

from __future__ import annotations

import re

from director.ui.engine_text import (
    _HU_RANK,
    _PLURAL_OF,
    _R,
    _RS,
    _STRAIGHT_WORDS,
    _kickers,
    _noun,
    _plural,
    _rule,
    _simple,
    _straight,
    article,
)

# ---- hand descriptions
_simple("Royal flush", "Royal flös")


@_rule(rf"Straight flush, {_STRAIGHT_WORDS}")
def _straight_flush(m: re.Match[str]) -> str:
    return "Színsor " + _straight(m)


@_rule(rf"Straight, {_STRAIGHT_WORDS}")
def _straight_hand(m: re.Match[str]) -> str:
    return "Sor " + _straight(m)


@_rule(rf"Four of a kind, (?P<r>{_RS})(?:, with (?P<k>.+))?")
def _quads(m: re.Match[str]) -> str:
    return f"Póker, négy {_HU_RANK[_PLURAL_OF[m['r']]][0]}" + _kickers(m["k"])


@_rule(rf"Full house, (?P<a>{_RS}) full of (?P<b>{_RS})")
def _full(m: re.Match[str]) -> str:
    a, b = _HU_RANK[_PLURAL_OF[m["a"]]], _HU_RANK[_PLURAL_OF[m["b"]]]
    return f"Full, három {a[0]} két {b[2]}"


@_rule(rf"Flush, (?P<r>{_R}) high")
def _flush(m: re.Match[str]) -> str:
    return f"Flöss, {_noun(m['r'])} a legmagasabb"


@_rule(rf"Three of a kind, (?P<r>{_RS})(?:, with (?P<k>.+))?")
def _trips(m: re.Match[str]) -> str:
    return f"Drill, {_plural(m['r'])}" + _kickers(m["k"])


@_rule(rf"Two pair, (?P<a>{_RS}) and (?P<b>{_RS})(?:, with (?P<k>.+))?")
def _two_pair(m: re.Match[str]) -> str:
    return f"Két pár, {_plural(m['a'])} és {_plural(m['b'])}" + _kickers(m["k"])


@_rule(rf"One pair, (?P<r>{_RS})(?:, with (?P<k>.+))?")
def _pair(m: re.Match[str]) -> str:
    return f"Egy pár, {_plural(m['r'])}" + _kickers(m["k"])


@_rule(rf"High card, (?P<r>{_R}), with (?P<k>.+)")
def _high_card(m: re.Match[str]) -> str:
    return f"Magas lap, {_noun(m['r'])}" + _kickers(m["k"])


@_rule(rf"Three-card straight flush, (?P<top>{_R}) high")
def _three_sf(m: re.Match[str]) -> str:
    return f"Háromlapos színsor {_HU_RANK[m['top']][3]}"


@_rule(rf"Three-card straight, (?P<top>{_R}) high")
def _three_straight(m: re.Match[str]) -> str:
    return f"Háromlapos sor {_HU_RANK[m['top']][3]}"


@_rule(rf"Three-card flush, (?P<r>{_R}) high(?:, with (?P<k>.+))?")
def _three_flush(m: re.Match[str]) -> str:
    return f"Háromlapos flöss, {_noun(m['r'])} a legmagasabb" + _kickers(m["k"])


@_rule(r"(?P<c>[2-9TJQKA](?:-[2-9TJQKA])*) low(?: \((?P<w>the wheel|(?P<a>\w+)-(?P<b>\w+))\))?")
def _low(m: re.Match[str]) -> str:
    cards = m["c"].replace("T", "10").replace("J", "B").replace("Q", "D")
    tail = ""
    if m["w"] == "the wheel":
        tail = " (wheel, a legjobb)"
    elif m["a"]:
        tail = f" ({_noun(m['a'])}-{_noun(m['b'])})"
    return f"{cards} alacsony{tail}"


@_rule(rf"(?P<r>(?i:{_R})(?:-{_R})*) high")
def _showing_high(m: re.Match[str]) -> str:
    return "Magas lap: " + "-".join(_noun(w) for w in m["r"].split("-"))


# ---- pot names
_simple("the main pot", "a főkassza")
_simple("the pot", "a kassza")


@_rule(r"side pot (?P<n>\d+)")
def _side_pot(m: re.Match[str]) -> str:
    return f"{article(m['n'])} {m['n']}. mellékkassza"
