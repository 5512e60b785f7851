"""Refusals in Hungarian, continued: entries and payouts, structures, the services,
what undo names, and the generic forms that must come last (see engine_text_errors)."""

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

# ---- entries, payouts (EntryError, PayoutError)
_many("""
the break after level {n}
{na}. szint utáni szüneten
level {n}
{na}. szinten
entries so far is a count of 0 or more, not {n}
az eddigi nevezések száma legalább 0, nem {n}
this event allows {w}; the player has used {n}
ezen a versenyen ennyi engedélyezett: {w}; a játékos eddig {n} alkalommal élt vele
re-entries closed at the end of level {n}; the clock is on {t}
az újranevezés lezárult {na}. szint végén; az óra most {t} áll
registration closed at the end of level {n}; the clock is on {t}
a nevezés lezárult {na}. szint végén; az óra most {t} áll
rebuys closed at the end of level {n}; the clock is on {t}
a rebuy lezárult {na}. szint végén; az óra most {t} áll
rebuys closed at the first break; the clock is on {t}
a rebuy lezárult az első szünetben; az óra most {t} áll
a stack of {n} chips: a stack is 0 or more chips
{n} zseton: a zsetonkészlet legalább 0
rebuys so far is a count of 0 or more, not {n}
az eddigi rebuyok száma legalább 0, nem {n}
a player may rebuy {n} time(s); this player has rebought {n2} time(s)
egy játékos {n} alkalommal kérhet rebuyt; ez a játékos már {n2} alkalommal kért
a rebuy is allowed with {n} chips or fewer; this player has {n2}
rebuy legfeljebb {n} zsetonnal kérhető; ennek a játékosnak {n2} van
the add-on is taken once per player; this player has taken it
add-on játékosonként egyszer kérhető; ez a játékos már kért
the add-on is at break {n}, but the structure has {n2} break(s)
az add-on {na}. szünetben van, de a struktúrában csak {n2} szünet van
the add-on is taken at break {n}, which is not open yet; the clock is on {t}
az add-on {na}. szünetben kérhető, az pedig még nem kezdődött el; az óra most {t} áll
the add-on is taken at break {n}, which is over; the clock is on {t}
az add-on {na}. szünetben kérhető, az pedig már véget ért; az óra most {t} áll
{n} rebuys in an event without rebuys
{n} rebuy egy rebuy nélküli versenyen
{n} add-ons in an event without an add-on
{n} add-on egy add-on nélküli versenyen
a bounty of {n}: a bounty is 0 or more
{n} fejpénz: a fejpénz legalább 0
a bounty needs the player(s) who won it
a fejpénzhez meg kell adni, ki nyerte el
an eliminator is listed twice
egy kiejtő játékos kétszer szerepel
{t}: {w} must be a whole number of 0 or more, not {w2}
{t}: a(z) {w} legalább 0 egész szám legyen, nem {w2}
a rebuy gives chips: rebuy chips must be above 0
a rebuy zsetont ad: a rebuy zsetonjainak száma 0-nál több legyen
the rebuy fee {n} is more than its price {n2}
a rebuy díja ({n}) több, mint az ára ({n2})
a rebuy window is until a level or until the first break, not both
a rebuy egy adott szintig vagy az első szünetig tart, nem mindkettőig
rebuys until level {n}: levels count from 1
rebuy {na}. szintig: a szintek számozása 1-től indul
an add-on gives chips: add-on chips must be above 0
az add-on zsetont ad: az add-on zsetonjainak száma 0-nál több legyen
the add-on fee {n} is more than its price {n2}
az add-on díja ({n}) több, mint az ára ({n2})
the add-on is taken at break 1 or later, not {n}
add-on az 1. szünetben vagy később kérhető, nem {n}
the starting stack must be above 0 chips
a kezdő zsetonkészlet 0-nál több zseton legyen
the fee ({n}) and the bounty ({n2}) are parts of the buy-in and together cannot exceed it ({n3})
a díj ({n}) és a fejpénz ({n2}) a nevezési díj része, együtt sem lehetnek többek nála ({n3})
payout table {w} has no row for {n} entries; rows cover {w2}
a(z) „{w}” kifizetési táblázatban nincs sor {n} nevezésre; a sorok ezt fedik le: {w2}
prize pool {n} is negative; it must be 0 or more
a díjalap ({n}) negatív; legalább 0 legyen
{n} entries: a tournament needs at least one entry
{n} nevezés: egy versenyhez legalább egy nevezés kell
{n} busts with {n2} players in: someone must be left to win; the busts must be fewer than the \
players in the hand
{n} kiesés {n2} játékos mellett: valakinek maradnia kell, aki nyer; a kiesők száma kevesebb \
legyen a leosztásban részt vevőkénél
a player is listed twice among the busts
egy játékos kétszer szerepel a kiesők között
the odd-unit order must list exactly the tied players
a maradék egységek sorrendje pontosan a holtversenyben lévő játékosokat sorolja fel
row {w}: pays no place; list at least one percentage
{w} sor: egyetlen helyezést sem fizet; adj meg legalább egy százalékot
row {w}: every percentage must be above 0
{w} sor: minden százalék 0-nál több legyen
row {w}: a place may not pay more than the place above it
{w} sor: egy helyezés nem fizethet többet az előtte lévőnél
row {w}: percentages add up to {w2} % ({w3}); they must add up to 100 %
{w} sor: a százalékok összege {w2} % ({w3}); 100 %-nak kell lennie
row {w}: pays {n} places but may have only {n2} entries; pay at most {n3} places
{w} sor: {n} helyezést fizet, de lehet, hogy csak {n2} nevezés lesz; legfeljebb {n3} helyezést \
fizess
payout table {w} has no rows
a(z) „{w}” kifizetési táblázatnak nincsenek sorai
custom payouts {w} pay no place
a(z) „{w}” egyedi kifizetés egyetlen helyezést sem fizet
custom payouts {w}: every amount must be above 0
a(z) „{w}” egyedi kifizetés: minden összeg 0-nál több legyen
custom payouts {w}: a place may not pay more than the place above it
a(z) „{w}” egyedi kifizetés: egy helyezés nem fizethet többet az előtte lévőnél
custom payouts {w} add up to {n} but the prize pool is {n2}; change an amount so they match
a(z) „{w}” egyedi kifizetés összege {n}, de a díjalap {n2}; módosíts egy összeget, hogy egyezzenek
custom payouts {w} pay {n} places but there are only {n2} entries
a(z) „{w}” egyedi kifizetés {n} helyezést fizet, de csak {n2} nevezés van
{w}: chips at the start of the hand cannot be negative ({n})
{w}: a leosztás eleji zsetonszám nem lehet negatív ({n})
payout table {w}: rows starting at {n} and {n2} entries overlap; each entry count needs one row
a(z) „{w}” kifizetési táblázat: {na} és {n2a} nevezéstől induló sorok átfedik egymást; \
minden nevezésszámhoz egy sor tartozzon
the payout table has no row for {n} entries
a kifizetési táblázatban nincs sor {n} nevezésre
an event is a 'tournament' or a 'cash' game, not {w}
egy esemény verseny ('tournament') vagy készpénzes játék ('cash'), nem {w}
""")

# ---- structures (StructureError)
_LABEL = {"small blind": "kisvak", "big blind": "nagyvak", "ante": "ante", "small bet": "kis tét",
          "big bet": "nagy tét", "bring in": "bring-in"}
_many("""
in a mixed rotation the antes come with the stud games; leave ante_from_level out
vegyes rotációban az ante a stud játékokkal jár; az antét kezdő szintet ne add meg
a tournament needs at least 2 players, not {n}
egy versenyhez legalább 2 játékos kell, nem {n}
chips are denominations above 0, not {l}
a zsetonok 0-nál nagyobb címletek, nem {l}
chips are different denominations above 0, not {l}
a zsetonok különböző, 0-nál nagyobb címletek, nem {l}
the starting stack must be above 0 and made of {n} chips, not {n2}
a kezdő zsetonkészlet 0-nál több legyen, és {n} értékű zsetonokból álljon, nem {n2}
levels last at least one whole minute, not {n}
egy szint legalább egy egész percig tart, nem {n}
the planned length is above 0 and at most 100 hours, not {w}
a tervezett hossz 0-nál több és legfeljebb 100 óra, nem {w}
breaks come every 1 or more levels (or None), not {w}
szünet legalább 1 szintenként jön (vagy egyáltalán nem), nem {w}
a break lasts at least one whole minute, not {n}
egy szünet legalább egy egész percig tart, nem {n}
extra levels are 0 or more, not {n}
a pótszintek száma legalább 0, nem {n}
a level number is a whole number from 1, not {w}
a szint sorszáma 1-től induló egész szám, nem {w}
level {n} lasts {n2} minutes; a level lasts at least one whole minute (R-8.1)
{na}. szint {n2} perces; egy szint legalább egy egész percig tart (R-8.1)
level {n}: the small blind ({n2}) exceeds the big blind ({n3})
{na}. szint: a kisvak ({n2}) nagyobb a nagyvaknál ({n3})
level {n}: a big blind ante needs a big blind and the ante amount
{na}. szint: a nagyvak-antéhoz nagyvak és az ante összege kell
level {n}: the bring-in ({n2}) exceeds the small bet ({n3})
{na}. szint: a bring-in ({n2}) nagyobb a kis tétnél ({n3})
structure {w} has no levels; it needs at least one
a(z) „{w}” struktúrában nincs szint; legalább egy kell
a break sits between levels (R-8.1): the first and last items must be levels
a szünet két szint között van (R-8.1): az első és az utolsó tétel szint legyen
the starting stack is 0 or more chips, not {n}
a kezdő zsetonkészlet legalább 0 zseton, nem {n}
the starting stack {n} is not made of {n2} chips
a kezdő zsetonkészlet ({n}) nem rakható ki {n2} értékű zsetonokból
no template {w}; templates: {w2}
nincs „{w}” nevű sablon; a sablonok: {w2}
level {n}: the {w} must be a whole number of chips of 0 or more, not {w2}
{na}. szint: a(z) {w} legalább 0 zsetonos egész szám legyen, nem {w2}
level {n}: unknown game {w}; known games: {w2}
{na}. szint: ismeretlen játék: {w}; ismert játékok: {w2}
level {n}: a level that names its game also names its limit
{na}. szint: ha egy szint megnevezi a játékát, a limitjét szintén meg kell adnia
level {n}: fixed limit needs a small bet above 0 and a big bet at least as large (R-5.5), not {w}
{na}. szint: fix limithez 0-nál nagyobb kis tét és legalább akkora nagy tét kell (R-5.5), nem {w}
level {n}: a stud level has a bring-in and no blinds (R-6.4), not blinds {w} and bring-in {n2}
{na}. szint: stud szinten bring-in van, vak nincs (R-6.4), nem {w} vak és {n2} bring-in
level {n}: a stud level needs its small bet
{na}. szint: a stud szinthez meg kell adni a kis tétet
a break lasts {n} minutes; it lasts at least one whole minute
a szünet {n} perces; legalább egy egész percig kell tartania
a color-up lists different chip denominations above 0, not {l}
a felváltás különböző, 0-nál nagyobb címleteket sorol fel, nem {l}
unknown game {w} in the rotation; known games: {w2}
ismeretlen játék a rotációban: {w}; ismert játékok: {w2}
a rotation needs at least one game
a rotációhoz legalább egy játék kell
a rotation changes game every 1 or more levels, not {n}
a rotáció legalább 1 szintenként vált játékot, nem {n}
there is no item {n}; this structure has items 0 to {n2}
nincs {n}. tétel; ennek a struktúrának a tételei 0-tól {n2}-ig tartanak
there is no level {n}; this structure has levels 1 to {n2}
nincs {n}. szint; ennek a struktúrának a szintjei 1-től {n2}-ig tartanak
two breaks in a row; a break sits between levels (R-8.1)
két szünet egymás után; a szünet két szint között van (R-8.1)
level {n} stands where level {n2} belongs; levels are numbered 1, 2, 3... in playing order
{na}. szint áll ott, ahol {n2a}. szintnek kellene; a szintek játéksorrendben 1, 2, 3… számozásúak
level {n} plays {w} {t}, but the rotation deals {w2} {t2} there
{na}. szinten {w} ({t}) megy, de a rotáció szerint ott {w2} ({t2}) következik
level {n}: {w} cannot be paid with {n2} chips, the smallest in play (TDA 20)
{na}. szint: {w} nem fizethető ki {n2} értékű zsetonokkal, a legkisebb játékban lévő címlettel \
(TDA 20)
level {n}: unknown limit {w}; allowed: {w2}
{na}. szint: ismeretlen limit: {w}; lehetséges: {w2}
level {n}: spread limit needs a maximum (big bet) of at least the big blind (R-5.6)
{na}. szint: spread limitnél a maximum (nagy tét) legalább a nagyvak legyen (R-5.6)
level {n}: a big bet belongs to fixed or spread limit, not to {w}
{na}. szint: nagy tét csak fix vagy spread limitnél van, {w} mellett nincs
level {n}: {w} is opened by antes only
{na}. szint: a(z) {w} csak antéval indul
level {n}: a blind level needs a big blind above 0 and no bring-in (blinds {w}, bring-in {n2})
{na}. szint: vakos szinthez 0-nál nagyobb nagyvak kell, bring-in nélkül (vakok: {w}, bring-in: {n2})
level {n}: the {w} {n2} is lower than {n3} at level {n4}; it may stay or rise, never fall
{na}. szint: a(z) {w} ({n2}) kisebb, mint {n4a}. szinten ({n3}); maradhat vagy nőhet, de nem \
csökkenhet
a color-up removes {n} chips, which are not in play there (in play: {w})
a felváltás {n} értékű zsetonokat venne le, de ezek ott nincsenek játékban (játékban: {w})
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
item {n}: {t}
{n}. tétel: {t}
level {n}: {t}
{na}. szint: {t}
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


_GENERIC_AT = len(_RULES) - 5  # before the five generic forms above


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
