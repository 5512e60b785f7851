"""A tournament's end, its prizes and what undo names (players by name) in Hungarian.

Imported by ``director.ui.engine_text`` after ``engine_text_errors`` (whose
``_many`` it uses) and before the generic forms of ``engine_text_errors_more``."""

from __future__ import annotations

import re

from director.ui.engine_text import _rule, number
from director.ui.engine_text_errors import _many, table_name

_many("""
no paid place is finished yet: places 1 to {n} are paid and {n2} players are still playing
még egyetlen fizetett hely sem dőlt el: az 1–{n}. hely fizet, és még {n2} játékos van játékban
{n} players are still playing: the tournament ends when one is left
még {n} játékos van játékban: a verseny akkor ér véget, amikor egy marad
the tournament is finished; its clock has stopped
a verseny véget ért, az órája megállt
nobody has entered yet; there is nothing to finish
még senki sem nevezett, nincs mit lezárni
the chip unit is 1 or more, not {n} (R-7.5)
a zsetonegység legalább 1, nem {n} (R-7.5)
a hand needs two players seated at the table
egy leosztáshoz két játékosnak kell ülnie az asztalnál
enter {n} cards, or {n2} up card(s) for each seat, or none; got {n3}
adj meg {n} lapot, vagy székenként {n2} felfordított lapot, vagy egyet sem; megadva: {n3}
""")

_PLACE = re.compile(r"(?P<who>.+?) \(place (?P<n>\d+)\)")


@_rule(r"Bust: (?P<out>.+)")
def _bust(m: re.Match[str]) -> str:
    parts = []
    for part in re.split(r", (?=[^,]+ \(place \d+\))", m["out"]):
        found = _PLACE.fullmatch(part)
        parts.append(f"{found['who']} ({found['n']}. hely)" if found else part)
    return "Kiesés: " + ", ".join(parts)


@_rule(r"(?P<k>Rebuy|Add-on): (?P<who>.+), (?P<n>\d+) chips")
def _rebuy(m: re.Match[str]) -> str:
    entry = re.fullmatch(r"entry (\d+)", m["who"])  # descriptions stored before names
    who = f"{entry[1]}. nevezés" if entry else m["who"]
    return f"{m['k']}: {who}, {number(m['n'])} zseton"


@_rule(r"Chip count: (?P<who>.+) (?P<n>\d+)")
def _count(m: re.Match[str]) -> str:
    return f"Zsetonszámlálás: {m['who']}, {number(m['n'])}"


@_rule(r"(?P<who>.+) (?P<how>seated at|moved to) (?P<T>.+?) seat (?P<s>\d+)")
def _seated(m: re.Match[str]) -> str:
    entry = re.fullmatch(r"Entry (\d+)", m["who"])  # descriptions stored before names
    who = f"{entry[1]}. nevezés" if entry else m["who"]
    how = "leültetve" if m["how"] == "seated at" else "átültetve"
    return f"{who} {how}: {table_name(m['T'])}, {m['s']}. szék"


@_rule(r"Tournament finished: (?P<who>.+) wins")
def _finished(m: re.Match[str]) -> str:
    return f"A verseny véget ért, a győztes: {m['who']}"


@_rule(r"(?P<name>.+) is already finished")
def _already(m: re.Match[str]) -> str:
    return f"{m['name']}: a verseny már véget ért"


@_rule(r"(?P<name>.+) is finished; nobody can enter it any more")
def _closed(m: re.Match[str]) -> str:
    return f"{m['name']}: a verseny véget ért, már senki sem nevezhet be"
