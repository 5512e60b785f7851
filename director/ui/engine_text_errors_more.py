"""Refusals in Hungarian, continued: the generic forms that must come last, and the
engine's button and balancing explanations (see engine_text_errors). The services'
and the store's texts are messages (resources/messages/*/services.ftl, store.ftl,
undo.ftl)."""

from __future__ import annotations

import re
from collections.abc import Callable

from director.ui.engine_text import _RULES, seat
from director.ui.engine_text_errors import (
    _many,
    _t,
)

# ---- generic forms, last: a reason and the step that is due
_many("""
no {t} is due now
most nincs esedékes {t}
{t}; next: {t2}
{t}; a következő lépés: {t2}
""")


def _rx(pattern: str) -> Callable[[Callable[[re.Match[str]], str]], Callable[[re.Match[str]],
                                                                             str]]:
    def add(fn: Callable[[re.Match[str]], str]) -> Callable[[re.Match[str]], str]:
        _RULES.insert(_GENERIC_AT, (re.compile(pattern + r"\Z", re.DOTALL), fn))
        return fn
    return add


_GENERIC_AT = len(_RULES) - 3  # before the three generic forms above


def _button_part(text: str) -> str:
    m = re.fullmatch(r"Button at seat (?P<s>\d+)(?P<dead> \(dead button\))?", text)
    if m:
        return f"Osztógomb: {m['s']}. szék" + (" (holt osztógomb)" if m["dead"] else "")
    m = re.fullmatch(r"no small blind this hand(?: \(seat (?P<s>\d+) is empty\))?", text)
    if m:
        return "ebben a leosztásban nincs kisvak" + (f" ({seat(m['s'])} üres)" if m["s"] else "")
    m = re.fullmatch(r"heads-up: the button, seat (?P<s>\d+), posts the small blind", text)
    if m:
        return f"heads-up: az osztógomb, {seat(m['s'])} teszi be a kisvakot"
    m = re.fullmatch(r"seat (?P<s>\d+) posts the (?P<k>small|big) blind", text)
    if m:
        return f"{seat(m['s'])} teszi be a {'kisvakot' if m['k'] == 'small' else 'nagyvakot'}"
    return text


@_rx(r"Button at seat \d+.*")
def _button(m: re.Match[str]) -> str:
    return "; ".join(_button_part(p) for p in m.group(0).split("; "))


@_rx(r"Seat (?P<s>\d+) at table (?P<a>\S+) moves to table (?P<b>\S+) seat (?P<t>\d+)"
     r"(?P<more>; .+)?")
def _move(m: re.Match[str]) -> str:
    more = "; " + _t(m["more"][2:]) if m["more"] else ""
    return (f"{m['a']}. asztal {m['s']}. széke átül: {m['b']}. asztal {m['t']}. szék{more}")
