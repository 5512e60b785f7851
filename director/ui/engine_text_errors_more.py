"""Refusals in Hungarian, continued: the services, what undo names, and the generic
forms that must come last (see engine_text_errors)."""

from __future__ import annotations

import re
from collections.abc import Callable

from director.ui.engine_text import _RULES, number, seat
from director.ui.engine_text_errors import (
    _CASH,
    _many,
    _t,
    table_name,
)

# ---- payouts kept by the store, events (DocumentError, ServiceError)
_many("""
the payout table has no row for {n} entries
a kifizetési táblázatban nincs sor {n} nevezésre
an event is a 'tournament' or a 'cash' game, not {w}
egy esemény verseny ('tournament') vagy készpénzes játék ('cash'), nem {w}
""")

# ---- services (ServiceError, DealerError, TrainingError)
_UNDO_ROWS = {"event": "esemény", "poker table": "asztal", "seat": "szék", "entry": "nevezés",
              "clockstate": "óra", "chipset": "zsetonkészlet", "ledgerline": "pénztárnapló",
              "ledger line": "pénztárnapló"}
_many("""
there is nothing to undo in this event
ebben az eseményben nincs mit visszavonni
there is no event {n}
nincs {n} azonosítójú verseny
there is no player {n}
nincs {n} azonosítójú játékos
there is no entry {n}
nincs {n} azonosítójú nevezés
there is no table {n}
nincs {n} azonosítójú asztal
there is no hand {n}
nincs {n} azonosítójú leosztás
{w} is a tournament; ledger lines belong to cash games
a(z) „{w}” verseny; pénztárnapló csak készpénzes játékhoz tartozik
a {t} of {n}: amounts are above 0
{t}: {n}; az összegnek 0-nál többnek kell lennie
open the tables before balancing them
a kiegyenlítés előtt nyisd meg az asztalokat
enter {n} cards, or {n2} up card(s), or none; got {n3}
adj meg {n} lapot, vagy {n2} felfordított lapot, vagy egyet sem; megadva: {n3}
this step needs a choice, not 'next': {t}
ennél a lépésnél választani kell, nem „Tovább”: {t}
this table is playing guts
ennél az asztalnál gutsot játszanak
this table is not playing guts
ennél az asztalnál nem gutsot játszanak
enter seat {s}'s unknown cards, or all {n}
add meg {s} ismeretlen lapjait, vagy mind {na} lapot
only tournaments have a level clock
szintórája csak versenynek van
a player needs a name
a játékosnak nevet kell adni
an event is planned, running or finished, not {w}
egy esemény tervezett, futó vagy befejezett lehet, nem {w}
open 1 table or more, not {n}
legalább 1 asztalt nyiss, nem {n}
seat {s} at {T} is taken
{T} {sn}. széke foglalt
open the tables before the seat draw
a helysorsolás előtt nyisd meg az asztalokat
entry {n} already has a seat
{na}. nevezésnek már van széke
table {n} is not a table of this event
{na}. asztal nem ehhez az eseményhez tartozik
{T} has no seat {s}
{T} asztalnál nincs {sn}. szék
entry {n} has no seat to move from
{na}. nevezésnek nincs széke, ahonnan átülhetne
the player is already in that seat
a játékos már azon a széken ül
a hand is being played; finish it first
leosztás van folyamatban; előbb fejezd be
balance between hands: a hand is still being played
két leosztás között egyenlíts ki: még folyik egy leosztás
draw for the button at {T} first (R-3.1)
előbb sorsold ki az osztógombot: {T} (R-3.1)
only a tournament has levels to deal by
szintek szerint csak versenyen lehet osztani
only a cash game has fixed blinds
fix vakok csak készpénzes játékban vannak
hand {n}'s log is missing event {n2}
{na}. leosztás naplójából hiányzik {n2a}. esemény
hand {n}'s stored log cannot be read: {t}
{na}. leosztás tárolt naplója nem olvasható: {t}
seat {s} does not exist at a {n}-seat table
{n} fős asztalnál nincs {sn}. szék
seat {s} cannot have a negative stack ({n})
{s} zsetonkészlete nem lehet negatív ({n})
hand {n} is still being played at {T}; finish or undo it first
{na}. leosztás még folyik itt: {T}; előbb fejezd be vagy vond vissza
hand {n} is over; start a new hand
{na}. leosztás véget ért; kezdj új leosztást
nothing to undo in hand {n}
{na}. leosztásban nincs mit visszavonni
seat {s} has no chips at {T}, not {n2}
{s} nincs zsetonja itt: {T}, nem {n2}
seat {s} has {n} chips at {T}, not {n2}
{s} zsetonja {n} itt: {T}, nem {n2}
a later hand has started; it must be undone first
már elkezdődött egy későbbi leosztás; előbb azt kell visszavonni
{w} is a cash game, not a tournament
a(z) „{w}” készpénzes játék, nem verseny
a deal is 'chip chop' or 'icm', not {w}
a megállapodás 'chip chop' vagy 'icm' lehet, nem {w}
this event has no payout table yet
ennek az eseménynek még nincs kifizetési táblázata
this event has no chip set; add the host's chips first
ennek az eseménynek nincs zsetonkészlete; előbb add meg a házigazda zsetonjait
this entry has busted; a busted player re-enters instead
ez a nevezés kiesett; a kiesett játékos újranevezhet helyette
this entry has busted; there is no stack to add on to
ez a nevezés kiesett; nincs zsetonkészlet, amihez add-ont lehetne venni
a busted player cannot also win the bounty
a kiesett játékos nem nyerheti el a fejpénzt is
entry {n} has no seat to count
{na}. nevezésnek nincs széke, nincs mit megszámolni
a hand is being played at this table; count after it
ennél az asztalnál leosztás folyik; utána számolj
this event has no chip set; a color-up needs one
ennek az eseménynek nincs zsetonkészlete; a felváltáshoz kell egy
color up between hands, not during one
két leosztás között válts fel, ne leosztás közben
entry {n} is not in play in this event
{na}. nevezés nincs játékban ezen az eseményen
cannot undo '{t}': the {w} it changed has changed since (a hand was played or chips were \
counted); correct it with a new command instead
nem vonható vissza: „{t}”; az általa módosított adat ({w}) azóta megváltozott (leosztás zajlott, \
vagy zsetont számoltak); helyette egy új paranccsal javíts
cannot undo '{t}': hand {n} at {T} was dealt after it, from the seats or chips it changed; \
correct it with a new command instead
nem vonható vissza: „{t}”; utána leosztották {T} {n}. leosztását az általa módosított \
székekkel vagy zsetonokkal; helyette egy új paranccsal javíts
{t}: seat {s} at {T} is in hand {n}, which is still being played, and its chips belong to \
that hand; do it when the hand ends
{t}: {T} {sn}. széke a még folyó {n}. leosztásban ül, a zsetonjai ahhoz a leosztáshoz \
tartoznak; a leosztás végén tedd meg
seat {s} at {T} is in hand {n}, which is still being played: move the player when that \
hand ends
{T} {sn}. széke a még folyó {n}. leosztásban ül: a leosztás végén ültesd át a játékost
seat {s} at {T} is in hand {n}, which is still being played: count the chips when that hand \
ends
{T} {sn}. széke a még folyó {n}. leosztásban ül: a leosztás végén számold meg a zsetonjait
seat {s} at {T} is in hand {n}, which is still being played: a player busts when that hand \
is over and the chips are gone
{T} {sn}. széke a még folyó {n}. leosztásban ül: a játékos akkor esik ki, amikor a \
leosztás véget ért és elfogytak a zsetonjai
{w} still has {n} chips at {T} seat {s}: a player busts with no chips left; if the stack \
is wrong, count it first
{w} játékosnak még {n} zsetonja van ({T} {sn}. széke): kiesni zseton nélkül lehet; ha a \
stack hibás, előbb számold meg
entry {n} has no seat: seat the player, then the rebuy chips go to that seat
{na}. nevezésnek nincs széke: előbb ültesd le a játékost, a rebuy zsetonjai oda kerülnek
entry {n} has no seat: seat the player, then the add-on chips go to that seat
{na}. nevezésnek nincs széke: előbb ültesd le a játékost, az add-on zsetonjai oda kerülnek
hand {n} is still being played at {T}: draw for the button between hands
{na}. leosztás még folyik itt: {T}; az osztógombot két leosztás között sorsold
hand {n} at {T} can no longer be undone: hand {nm} has been dealt since
{T} {n}. leosztása már nem vonható vissza: azóta leosztották a(z) {nm}. leosztást
hand {n} at {T} can no longer be undone: '{t}' changed seat {s} after it ended; undo that \
first
{T} {n}. leosztása már nem vonható vissza: a vége után „{t}” megváltoztatta a(z) {sn}. \
széket; előbb azt vond vissza
""")

# ---- what undo names (action_log descriptions)
_many("""
Opened {n} table(s)
{n} asztal megnyitva
Seat draw: {n} players
Helysorsolás: {n} játékos
Entry {n} seated at {T} seat {s}
{n}. nevezés leültetve: {T}, {sn}. szék
Entry {n} moved to {T} seat {s}
{n}. nevezés átültetve: {T}, {sn}. szék
Rebuy: entry {n}, {n2} chips
Rebuy: {n}. nevezés, {n2} zseton
Add-on: entry {n}, {n2} chips
Add-on: {n}. nevezés, {n2} zseton
Bust: entries {l} (place {n})
Kiesés: {l}. nevezés ({n}. hely)
Payout table changed
Kifizetési táblázat módosítva
Prizes awarded
Díjak kiosztva
Chip count: entry {n} {n2}
Zsetonszámlálás: {n}. nevezés, {n2}
Color-up of {n} at {T}
{n} értékű zsetonok felváltása: {T}
Clock: {w} (level {w2})
Óra: {w} ({w2}. szint)
Tables balanced
Asztalok kiegyenlítve
""")

# ---- generic forms, last: a reason and the step that is due
_many("""
no {t} is due now
most nincs esedékes {t}
{t}; next: {t2}
{t}; a következő lépés: {t2}
""")

_CLOCK = {"pause clock": "óra megállítva", "resume clock": "óra újraindítva",
          "add time": "idő hozzáadva", "remove time": "idő levonva",
          "next level": "következő szint", "previous level": "előző szint",
          "go to level": "ugrás szintre"}


def _rx(pattern: str) -> Callable[[Callable[[re.Match[str]], str]], Callable[[re.Match[str]],
                                                                             str]]:
    def add(fn: Callable[[re.Match[str]], str]) -> Callable[[re.Match[str]], str]:
        _RULES.insert(_GENERIC_AT, (re.compile(pattern + r"\Z", re.DOTALL), fn))
        return fn
    return add


_GENERIC_AT = len(_RULES) - 3  # before the three generic forms above


@_rx(r"Clock: (?P<k>[a-z ]+) \(level (?P<l>.+)\)")
def _clock(m: re.Match[str]) -> str:
    return f"Óra: {_CLOCK.get(m['k'], m['k'])} ({m['l']}. szint)"


@_rx(r"(?P<k>Buy-in|Top-up|Cash-out|Rake|Entry|Re-entry): (?P<who>.+?)(?: (?P<n>\d+))?")
def _money(m: re.Match[str]) -> str:
    who = "asztal" if m["who"] == "the table" else m["who"]
    return f"{_CASH[m['k']]}: {who}" + (f", {number(m['n'])}" if m["n"] else "")


@_rx(r"(?P<T>.+?): (?P<t>Button at seat .+)")
def _next_hand(m: re.Match[str]) -> str:
    return f"{table_name(m['T'])}: {_t(m['t'])}"


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
