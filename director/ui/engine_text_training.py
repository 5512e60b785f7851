"""The training mode's questions, answers and explanations in Hungarian
(director.services.training).

The explanations embed engine texts (a step, the legal actions, an award), which
are translated through the same table. These templates go to the front of the
table, since a step's own template (``Seat 3 may ...``) would otherwise swallow
the whole explanation. Imported last; it also moves the catch-all "a seat alone"
rule of the awards module back to the end of the table."""

from __future__ import annotations

import re
from collections.abc import Callable

from director.ui.engine_text import _RULES, number, seat
from director.ui.engine_text_errors import _many, _t

Build = Callable[[re.Match[str]], str]


def _front(pattern: str) -> Callable[[Build], Build]:
    def add(fn: Build) -> Build:
        _RULES.insert(0, (re.compile(pattern + r"\Z", re.DOTALL), fn))
        return fn
    return add


_many("""
Who brings in?
Ki teszi be a bring-int?
Who acts now?
Ki következik?
Who shows first?
Ki mutatja meg elsőként a lapjait?
How much does seat {s} need to call?
Mennyit kell megadnia {s}nek?
Seat {s}: the smallest raise is to how much?
{s}: legalább mekkora összegre emelhet?
Seat {s}: the smallest bet is to how much?
{s}: legalább mekkora tétet tehet?
Pot limit: seat {s} may raise to at most how much?
Pot limit: legfeljebb mekkora összegre emelhet {s}?
Pot limit: seat {s} may bet to at most how much?
Pot limit: legfeljebb mekkora tétet tehet {s}?
What are the pots? (amounts, main pot first)
Mekkorák a kasszák? (összegek, a főkasszával kezdve)
Who wins {t} ({n})? (all winners, high and low)
Ki nyeri: {t} ({n})? (minden nyertes, high és low)
Who gets the odd chip in {t}?
Ki kapja a páratlan zsetont itt: {t}?
""")

_DOOR_RULE = {
    "the lowest door card, ace high; suits break ties clubs, diamonds, hearts, spades":
        "a legalacsonyabb nyitott lap, az ász magas; egyenlőségnél a szín dönt: treff, káró, "
        "kőr, pikk",
    "razz: the highest door card, ace low, highest suit first":
        "razz: a legmagasabb nyitott lap, az ász alacsony, egyenlőségnél a magasabb szín",
}


@_front(r"Door cards: (?P<doors>.+?)\. (?P<rule>R-[\d.]+): (?P<why>.+?)\. (?P<step>.+)")
def _door(m: re.Match[str]) -> str:
    doors = ", ".join(f"{s}. szék {c}" for s, c in re.findall(r"seat (\d+) (\S+?)(?:,|$)",
                                                              m["doors"]))
    why = _DOOR_RULE.get(m["why"], m["why"])
    return f"Nyitott lapok: {doors}. {m['rule']}: {why}. {_t(m['step'])}"


@_front(r"(?P<legal>Seat \d+ may .+?)\. (?P<rule>R-[\d.]+): a raise adds at least the largest "
        r"bet or raise of the round \((?P<a>\d+)\) to the highest bet \((?P<b>\d+)\); capped by "
        r"the stack\.")
def _min_raise(m: re.Match[str]) -> str:
    return (f"{_t(m['legal'])}. {m['rule']}: az emelés legalább a kör legnagyobb tétjével vagy "
            f"emelésével ({number(m['a'])}) haladja meg a legmagasabb tétet ({number(m['b'])}); "
            "felső határa a zsetonkészlet.")


@_front(r"The highest bet is (?P<h>\d+); seat (?P<s>\d+) has (?P<f>\d+) in front and (?P<b>\d+) "
        r"behind, so the call is (?P<c>\d+) \(0: check\)\.")
def _to_call(m: re.Match[str]) -> str:
    return (f"A legmagasabb tét {number(m['h'])}; {seat(m['s'])} előtt {number(m['f'])} van, "
            f"mögötte {number(m['b'])}, így a megadás {number(m['c'])} (0: passz).")


@_front(r"(?P<rule>R-[\d.]+): call (?P<c>\d+) first; the pot is then (?P<p>\d+) \+ (?P<c2>\d+) = "
        r"(?P<pc>\d+); the largest total is the highest bet (?P<h>\d+) \+ (?P<pc2>\d+) = "
        r"(?P<max>\d+)(?:, capped at the stack: (?P<cap>\d+))? \(short blinds count as full "
        r"before the flop\)\.")
def _pot_limit(m: re.Match[str]) -> str:
    cap = f", de a zsetonkészlet korlátozza: {number(m['cap'])}" if m["cap"] else ""
    return (f"{m['rule']}: előbb a megadás, {number(m['c'])}; a kassza ekkor {number(m['p'])} + "
            f"{number(m['c2'])} = {number(m['pc'])}; a legnagyobb összeg a legmagasabb tét, "
            f"{number(m['h'])} + {number(m['pc2'])} = {number(m['max'])}{cap} (flop előtt a "
            "rövid vakok teljes értékkel számítanak).")


def _layer(text: str) -> str:
    m = re.fullmatch(r"(?P<pot>the main pot|side pot \d+) (?P<a>\d+) for seats (?P<s>[\d, ]+)",
                     text)
    if m is None:
        return _t(text)
    return f"{_t(m['pot'])} {number(m['a'])}, jogosult: {m['s']}. szék"


@_front(r"Put in: (?P<put>.+?)\. (?P<rule>R-[\d.]+): layer by contribution: (?P<layers>.+)\.")
def _side_pots(m: re.Match[str]) -> str:
    put = ", ".join(f"{s}. szék {number(a)}" for s, a in re.findall(r"seat (\d+) (\d+)", m["put"]))
    layers = "; ".join(_layer(x) for x in m["layers"].split("; "))
    return (f"Betett összegek: {put}. {m['rule']}: rétegek a befizetések szerint: {layers}.")


@_front(r"(?P<step>.+?)\. Order: (?P<order>[\d, ]+)\. (?P<rule>R-[\d.]+): the last bettor or "
        r"raiser of the final round, else the first left of the button \(stud: best showing "
        r"hand\)\.")
def _shows_first(m: re.Match[str]) -> str:
    return (f"{_t(m['step'])}. Sorrend: {m['order']}. {m['rule']}: az utolsó licitkör utolsó "
            "tétet tevője vagy emelője, ha nincs ilyen, az osztógombtól balra ülő első játékos "
            "(studban a legjobb nyitott kéz).")


@_front(r"(?P<step>.+) \((?P<rule>R-5\.2): order of action\)")
def _who_acts(m: re.Match[str]) -> str:
    return f"{_t(m['step'])} ({m['rule']}: a cselekvés sorrendje)"


@_front(r"(?P<award>.+\.) \((?P<rule>R-7\.5)\)")
def _odd_chip(m: re.Match[str]) -> str:
    return f"{_t(m['award'])} ({m['rule']})"


def _seat_alone_last() -> None:
    for i, (pattern, _fn) in enumerate(_RULES):
        if pattern.pattern.startswith(r"seat (?P<s>\d+)(?P<more>"):
            _RULES.append(_RULES.pop(i))
            return


_seat_alone_last()
