"""Refusals (the engine's and the services' errors) and undo descriptions in Hungarian.

Imported by ``director.ui.engine_text`` after the awards: the table of templates
is ordered, the first whole-sentence match wins. Templates are written with
named placeholders; the first letter of a name says what it holds:
``s`` a seat (``{s}`` → ``a 3. szék``, ``{sn}`` → ``3``), ``n`` an amount
(``{n}`` → ``12 000``, ``{na}`` → ``a 12 000``), ``t`` an embedded engine text
(translated), ``w`` a word kept as it is (names, cards), ``l`` a list of numbers
(``[3, 5]`` → ``3, 5``), ``T`` a table's name (``Table 2`` → ``a 2. asztal``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from director.ui.engine_text import _FORCED_NOM, _RULES, _STREETS, article, number, seat

_KIND = {"s": r"\d+", "n": r"-?\d+(?:\.\d+)?", "t": r".+?", "w": r".+?",
         "l": r"\[[^]]*\]|[\d, ]+", "T": r".+?"}


def table_name(name: str) -> str:
    """``Table 2`` → ``a 2. asztal``; a name the director gave stays, quoted."""
    m = re.fullmatch(r"[Tt]able (\d+)", name)
    if m:
        return f"{article(m[1])} {m[1]}. asztal"
    return f"a(z) „{name}” asztal"


def _t(text: str) -> str:
    """An embedded phrase through the table, trying the other first-letter case once
    (the core's own retry recurses without end on a phrase no template knows)."""
    flips = [text]
    if text[:1].isupper():
        flips.append(text[0].lower() + text[1:])
    elif text[:1].islower():
        flips.append(text[0].upper() + text[1:])
    for n, cand in enumerate(flips):
        for pattern, build in _RULES:
            m = pattern.match(cand)
            if m is not None:
                try:
                    out = build(m)
                except (KeyError, ValueError, IndexError, TypeError, RecursionError):
                    return text
                if n and out:
                    out = (out[0].upper() if text[0].isupper() else out[0].lower()) + out[1:]
                return out
    return text


def _values(m: re.Match[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in m.groupdict().items():
        kind = key[0]
        if kind == "s":
            out[key], out[key + "n"] = seat(value), value
        elif kind == "n":
            num = number(value) if re.fullmatch(r"-?\d+", value) else value
            out[key], out[key + "a"] = num, f"{article(value)} {num}"
        elif kind == "t":
            out[key] = _t(value)
        elif kind == "l":
            out[key] = ", ".join(re.findall(r"\d+", value))
        elif kind == "T":
            out[key] = table_name(value)
        else:
            out[key] = value
    return out


def _add(english: str, hungarian: str) -> None:
    parts = re.split(r"\{(\w+)\}", english)
    pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>{_KIND[p[0]]})"
                      for i, p in enumerate(parts))
    regex = re.compile(pattern + r"\Z", re.DOTALL)
    cap = english[:1].isupper()

    def build(m: re.Match[str]) -> str:
        out = hungarian.format(**_values(m))
        return out[:1].upper() + out[1:] if cap else out
    _RULES.append((regex, build))


def _fixed(hungarian: str) -> Callable[[re.Match[str]], str]:
    return lambda _m: hungarian


def _many(pairs: str) -> None:
    """Templates, one English and one Hungarian line after the other (blank lines apart)."""
    lines = [x for x in pairs.strip().splitlines() if x.strip()]
    for english, hungarian in zip(lines[::2], lines[1::2], strict=True):
        _add(english.strip(), hungarian.strip())


# ---- the hand engine (HandError, SetupError, CardError)
_many("""
no board cards are due now
most nem jönnek közös lapok
no burn is due now
most nincs égetés
no cards are dealt now
most nem osztasz lapot
no discard is due now
most senki sem dob el lapot
no hole cards are due now
most nem jönnek saját lapok
no replacement cards are due to seat {s}
{s} most nem kap cserelapot
seat {s} cannot muck now
{s} most nem dobhatja be a lapjait
seat {s} cannot show now
{s} most nem mutathat
seat {s} does not bring in now
most nem {s} teszi be a bring-int
seat {s} does not discard now (R-6.3)
{s} most nem dob el lapot (R-6.3)
seat {s} does not draw now
{s} most nem cserél
seat {s} has no hand to muck
{s} nincs bedobható keze
seat {s} has no hand to show
{s} nincs megmutatható keze
the pots are not ready to be awarded
a kasszák még nem oszthatók ki
{w} is not a card: expected {w2}, like 'As' or '10h'
a(z) {w} nem kártyalap: a formája {w2}, például 'As' vagy '10h'
{w} is not a card: expected text like 'As' or '10h'
a(z) {w} nem kártyalap: kártyát jelölő szöveg kell, például 'As' vagy '10h'
{w} is not a run of cards written two characters each
a(z) {w} nem kártyák sora laponként két karakterrel
{w} in {w2} is not a card: expected {w3}, like 'As' or '10h'
a(z) {w2} szövegben a(z) {w} nem kártyalap: a formája {w3}, például 'As' vagy '10h'
{w} appears twice; a card appears once per hand
a(z) {w} kétszer szerepel; egy lap egy leosztásban csak egyszer fordulhat elő
{w} is already burned (R-1.4)
a(z) {w} már el van égetve (R-1.4)
{w} is already on the board (R-1.4)
a(z) {w} már a közös lapok között van (R-1.4)
{w} is already dealt to seat {s} (R-1.4)
a(z) {w} már ki van osztva: {s} kapta (R-1.4)
{w} is already shown by seat {s} (R-1.4)
a(z) {w} már szerepel: {s} mutatta meg (R-1.4)
{w} is already discarded by seat {s} (R-1.4)
a(z) {w} már szerepel: {s} dobta el (R-1.4)
{w} is already entered once here (R-1.4)
a(z) {w} itt már egyszer meg van adva (R-1.4)
{w} is already {w2} (R-1.4)
a(z) {w} már szerepel ({w2}) (R-1.4)
{w} is not in the {w2} deck
a(z) {w} nincs benne a(z) {w2} paklijában
a player discards 0 to 5 cards, not {n}
egy játékos 0–5 lapot dobhat el, nem {n} lapot
at most {n} cards may be drawn, {n2} when the player keeps and shows an ace (R-6.5); seat {s} \
discarded {n3}
legfeljebb {n} lapot lehet cserélni, {n2} lapot, ha a játékos megtart és megmutat egy ászt \
(R-6.5); {s} {n3} lapot dobott el
seat {s} discarded {n} and gets {n2}, not {n3}
{s} {n} lapot dobott el, és {n2} lapot kap, nem {n3} lapot
seat {s} cannot open: a pair of jacks or better is needed to open (R-6.5), and {w} has none
{s} nem nyithat: a nyitáshoz legalább bubipár kell (R-6.5), a(z) {w} lapokban pedig nincs ilyen
seat {s} did not hold {w}
{s} nem tartotta meg ezeket: {w}
seat {s} opened without openers: {w} holds no pair of jacks or better (R-6.5)
{s} nyitólapok nélkül nyitott: a(z) {w} lapokban nincs legalább bubipár (R-6.5)
seat {s} does not hold {w}
{s} kezében nincs {w}
nothing to undo: no event has been recorded in this hand
nincs mit visszavonni: ebben a leosztásban még nem történt semmi
seat {s} holds {n} cards; {n2} were shown
{s} kezében {n} lap van; {n2} lapot mutattak meg
seat {s} was dealt {w}, not {w2}
{s} a(z) {w} lapot kapta, nem a(z) {w2} lapot
a hand needs at least two players
egy leosztáshoz legalább két játékos kell
a seat appears twice in {l}
egy szék kétszer szerepel: {l}
{w} allows at most {n} players (R-4.5); this table has {n2}
a(z) {w} játékban legfeljebb {n} játékos lehet (R-4.5); ennél az asztalnál {n2} ül
{n} stacks for {n2} players
{n} zsetonkészlet {n2} játékosra
jacks or better to open is played with antes, not blinds (R-6.5)
a bubipárral nyitós játékot antéval játsszák, nem vakokkal (R-6.5)
at most 0 to 5 cards can be drawn, not {n}
0–5 lapot lehet cserélni, nem {n} lapot
the carried pot cannot be negative: {n}
az áthozott kassza nem lehet negatív: {n}
a big-blind ante is posted by exactly one player (R-4.2)
a nagyvak-antét pontosan egy játékos teszi be (R-4.2)
seat {s} has no chips ({n}) and cannot be dealt in
{s} zseton nélkül van ({n}), nem kaphat lapot
{n} antes for {n2} players
{n} ante {n2} játékosra
{n} blinds for {n2} players
{n} vak {n2} játékosra
{n} dead blinds for {n2} players
{n} holt vak {n2} játékosra
antes cannot be negative: {l}
az ante nem lehet negatív: {l}
blinds cannot be negative: {l}
a vak nem lehet negatív: {l}
dead blinds cannot be negative: {l}
a holt vak nem lehet negatív: {l}
{w} needs a bring-in amount (R-6.4)
a(z) {w} játékhoz meg kell adni a bring-in összegét (R-6.4)
the bring-in ({n}) cannot exceed the small bet ({n2})
a bring-in ({n}) nem lehet több a kis tétnél ({n2})
{w} needs blinds (R-4.1)
a(z) {w} játékhoz vakok kellenek (R-4.1)
{w} needs antes, or blinds as an option (R-6.5)
a(z) {w} játékhoz ante kell, vagy választhatóan vakok (R-6.5)
seat {s} is all-in and must show (R-7.1, R-7.2)
{s} all-in, ezért meg kell mutatnia a lapjait (R-7.1, R-7.2)
seat {s} opened and must show openers first (R-6.5)
{s} nyitott, ezért előbb a nyitólapjait kell megmutatnia (R-6.5)
winners were named for {n} pots; there are {n2}
{n} kasszához lettek nyertesek megadva; a kasszák száma {n2}
{w} has no low half
a(z) {w} játékban nincs low fél
seat {s} is not in this hand; dealt in: {l}
{s} nem játszik ebben a leosztásban; lapot kapott: {l}
to decide the pots the dealer must enter {t} (or name the winners by hand)
a kasszák eldöntéséhez az osztónak meg kell adnia: {t} (vagy kézzel kell megneveznie a nyerteseket)
pot {n} can only go to seats still in it: {l}
{na}. kassza csak a benne maradt székeké lehet: {l}
seat {s} gets {n} card(s) on the {t}, not {n2}
{s} {n} lapot kap ({t}), nem {n2} lapot
the {t} is {n} card(s), not {n2}
a(z) {t} {n} lapból áll, nem {n2} lapból
seat {s} brings in for {n}, not {n2} (R-6.4)
{s} bring-inje {n}, nem {n2} (R-6.4)
seat {s} may bet or raise to {n}, not to {n2} (all-in is {n3})
{s} tétje vagy emelése {n} összegre szólhat, nem {n2} összegre (az all-in {n3})
seat {s} may bet or raise to {n}, not to {n2}
{s} tétje vagy emelése {n} összegre szólhat, nem {n2} összegre
seat {s} may bet or raise {n}-{n2}, not to {n3} (all-in is {n4})
{s} tétje vagy emelése {n}–{n2} összegre szólhat, nem {n3} összegre (az all-in {n4})
seat {s} may bet or raise {n}-{n2}, not to {n3}
{s} tétje vagy emelése {n}–{n2} összegre szólhat, nem {n3} összegre
in fixed limit seat {s} may bet or raise to {n} only
fix limitben {s} tétje vagy emelése csak {n} összegre szólhat
seat {s} may bet {n} or, with the open pair, {n2} (R-6.4); not {n3}
{s} tétje {n} lehet, nyitott párral {n2} (R-6.4); nem {n3}
in pineapple each player discards exactly one card, not {n}
pineapple-ben minden játékos pontosan egy lapot dob el, nem {n} lapot
seat {s} holds {w}; {w2} is not among them
{s} kezében {w} van; a(z) {w2} nincs köztük
""")

# ---- the straddle and the small blind nobody posts
_many("""
no straddle heads-up (R-3.7)
heads-upban nincs straddle (R-3.7)
this table does not play the straddle (R-3.7 table option)
ennél az asztalnál nincs straddle (R-3.7, asztali beállítás)
the straddler must be one of the {n} players
a straddle-t csak a(z) {n} játékos egyike teheti be
the straddle is played in no limit, pot limit and spread limit: its minimum raise of twice \
the straddle has no fixed-limit size (R-3.7)
a straddle no limitben, potlimitben és spread limitben játszható: a legkisebb emelés, a \
straddle kétszerese, fix limitben nem létezik (R-3.7)
only the first player left of the big blind may straddle (R-3.7)
straddle-t csak a nagyvaktól balra ülő első játékos tehet be (R-3.7)
the straddle is twice the big blind: {n}, not {n2} (R-3.7)
a straddle a nagyvak kétszerese: {n}, nem {n2} (R-3.7)
the missing small blind cannot be negative: {l}
a hiányzó kisvak nem lehet negatív: {l}
""")

# ---- seating, the button, balancing (ButtonError, SeatingError, BalancingError)
_many("""
nobody sits in seat {s} at table {w}
a(z) {w}. asztal {sn}. székén senki sem ül
no tables to balance
nincs kiegyenlítendő asztal
a player sits at two seats; each player has exactly one seat
egy játékos két széken ül; minden játékosnak pontosan egy széke van
a table appears twice in the break order {l}
egy asztal kétszer szerepel a bontási sorrendben: {l}
final table size {n} is more than the {n2} seats of table {w}
a döntőasztal létszáma ({n}) több, mint a(z) {w}. asztal {n2} széke
table {w} lists a seat twice: {l}
a(z) {w}. asztal egy széket kétszer sorol fel: {l}
table {w} lists a seat twice
a(z) {w}. asztal egy széket kétszer sorol fel
table {w}: players must sit in distinct seats of {l}, got seats {l2}
{w}. asztal: a játékosoknak különböző székeken kell ülniük ({l}), a megadott székek: {l2}
table {w} has no players
a(z) {w}. asztalnál nem ül senki
seat {s} at table {w} is not empty
a(z) {w}. asztal {sn}. széke nem üres
a hand needs at least two players; seats {l} can play
egy leosztáshoz legalább két játékos kell; játszhat: {l}. szék
moving button and entry posts are cash-game options (R-3.4, R-3.6)
a mozgó osztógomb és a belépő vak a készpénzes játék lehetőségei (R-3.4, R-3.6)
seats {l} cannot post: no player there or sitting out
a(z) {l}. szék nem tehet be vakot: nincs ott játékos, vagy kihagy
seats {l} have no chips; list them in busted_this_hand, not in stacks
a(z) {l}. széken nincs zseton; ezek a kiesettek közé tartoznak, nem a zsetonkészletek közé
tournament players cannot sit out: an absent player is dealt in and blinded
versenyen nem lehet kihagyni: a távollévő játékos ugyanúgy lapot kap, és fizeti a vakokat
seats {l} are sitting out but have no player
a(z) {l}. szék kihagyóként szerepel, de nem ül ott játékos
blinds must be positive: small {n}, big {n2}
a vakoknak pozitívnak kell lenniük: kisvak {n}, nagyvak {n2}
{w} has no blinds; use HandSetup.at_table with a bring-in
a(z) {w} játékban nincs vak; bring-innel kell indítani
no stack given for dealt-in seats {l}
nincs megadva zsetonkészlet a lapot kapó székekhez: {l}
the moving button needs two players who are not waiting
a mozgó osztógombhoz két nem várakozó játékos kell
seat {s} drew no card in this round
{s} nem húzott lapot ebben a körben
the draw for the button needs at least two players, got {l}
az osztógomb-sorsoláshoz legalább két játékos kell, a megadott székek: {l}
a seat appears twice in the draw: {l}
egy szék kétszer szerepel a sorsolásban: {l}
a player appears twice in the list to be seated
egy játékos kétszer szerepel a leültetendők listáján
{n} players but only {n2} seats at the tables
{n} játékos van, de az asztaloknál csak {n2} szék
no empty seat at any table for the new player
az új játékosnak egyik asztalnál sincs üres szék
no player count given for table(s) {l}
nincs megadva a játékosszám ezekhez az asztalokhoz: {l}
tie_break {w} is not an option: use 'suit' or 'redraw'
a(z) {w} nem választható holtverseny-döntés: 'suit' (szín) vagy 'redraw' (újrahúzás) lehet
the stacked deck ran out: {n} cards needed, {n2} left
elfogyott a megadott pakli: {n} lap kellene, {n2} maradt
""")

# ---- chips, chip race, clock, deal, cash (ChipError, ClockError, DealError, CashError)
_many("""
no chip {w} in this set; the set has {w2}
nincs {w} zseton a készletben; a készletben ezek vannak: {w2}
no denomination above {n} in this set
a készletben nincs {n} fölötti címlet
{n} players: a starting stack is for 1 player or more
{n} játékos: kezdő zsetonkészlet legalább 1 játékosra számolható
starting stack {n} must be above 0
a kezdő zsetonkészlet ({n}) legyen 0-nál több
a stack of {n} cannot be made from chips worth {w}; use a multiple of {n2}
{n} zseton nem rakható ki ezekből a címletekből: {w}; {n2} többszörösét add meg
{n} chips to color up: a count must be 0 or more
felváltandó zseton: {n}; a darabszám legalább 0
cannot color up chips worth {n} into chips worth {n2}: the next denomination must be worth a \
whole number (2 or more) of the removed chips
{na} értékű zsetonok nem válthatók fel {n2} értékűre: a következő címlet a levett zseton \
egész számú (legalább 2) többszöröse kell legyen
a {w} chip worth {n}: a value must be above 0
{w} zseton, értéke {n}: az értéknek 0-nál többnek kell lennie
the chip worth {n} needs a color name
{na} értékű zsetonnak kell egy színnév
{n} {w} chips owned: a count must be 0 or more
{n} darab {w} zseton: a darabszám legalább 0
a chip set needs at least one denomination
egy zsetonkészletben legalább egy címlet kell
two denominations share a value in {l}; use each once
két címletnek ugyanaz az értéke ({l}); mindegyik érték csak egyszer szerepelhet
two denominations share a color; each value needs its own color
két címletnek ugyanaz a színe; minden értéknek saját szín kell
a color-up cannot remove the last denomination in play
felváltáskor nem vehető le az utolsó játékban lévő címlet
a chip count of {l}: counts must be 0 or more
zsetonszámlálás: {l}; a darabszám legalább 0
a total of {n} is not a whole number of the smallest chip ({n2}); check the count
az összeg ({n}) nem egész számú többszöröse a legkisebb zsetonnak ({n2}); ellenőrizd a számolást
{n} {w} chips: a count must be 0 or more
{n} darab {w} zseton: a darabszám legalább 0
{t} is {n}; it must be 0 or more
{t}: {n}; legalább 0 legyen
{n} odd chips need {n2} cards but the deck has {n3}
{n} páratlan zsetonhoz {n2} lap kell, de a pakliban csak {n3} van
seat {s} has chips to race but no stack; give every stack
{s} részt venne a chip race-ben, de nincs zsetonkészlete; add meg minden játékos zsetonjait
seat {s}: {n} chips; a count must be 0 or more
{s}: {n} zseton; a darabszám legalább 0
seat {s}: {n} chips of {n2} are worth more than the stack of {n3}
{s}: {n} darab {n2} értékű zseton többet ér, mint a teljes zsetonkészlet ({n3})
seat {s}: seats are numbered from 1
{s}: a székek számozása 1-től indul
seat {s} has no chips ({n}); leave busted seats out
{s} zseton nélkül van ({n}); a kiesett székeket hagyd ki
the clock stands at item {n}, but the structure has items 0 to {n2}
az óra {na}. tételen áll, de a struktúra tételei 0-tól {n2}-ig tartanak
the item index is 0 or more, not {n}
a tétel sorszáma legalább 0, nem {n}
the clock is already paused
az óra már áll
the clock is already running
az óra már jár
the clock is on the last level; there is no next one
az óra az utolsó szinten áll; nincs következő szint
the clock is on the first level; there is no previous one
az óra az első szinten áll; nincs előző szint
the earlier time {w} is after {w2}
a korábbi időpont ({w}) későbbi, mint {w2}
the remaining time cannot be negative ({w})
a hátralévő idő nem lehet negatív ({w})
a deal needs at least one player
egy megállapodáshoz legalább egy játékos kell
a prize cannot be negative
díj nem lehet negatív
{n} prizes for {n2} players: list only the prizes for the places still to be decided
{n} díj {n2} játékosra: csak a még eldöntetlen helyezések díjait sorold fel
rounding unit {n} must be 1 or more (smallest units)
a kerekítési egység ({n}) legalább 1 legyen (a legkisebb pénzegységben)
{w} has {n} chips; every player in a deal must have chips (above 0)
{w} zsetonja {n}; a megállapodásban minden játékosnak kell zsetonnal rendelkeznie (0-nál több)
the balances add up to {n}, not 0; winnings must equal losses plus rake before settling
az egyenlegek összege {n}, nem 0; elszámolás előtt a nyereségnek egyeznie kell a veszteség és a \
rake összegével
{t} of {n} for {w}: amounts must be 0 or more; record money going the other way as a {t2}
{t}, {n}, {w}: az összeg legalább 0; az ellenkező irányú pénzmozgást {t2} tételként rögzítsd
a {t} needs a player's name
a(z) {t} tételhez kell a játékos neve
{w} is kept for the rake in settlements; pick another name
a(z) „{w}” név az elszámolásban a rake-é; válassz másik nevet
{w} has not bought in; record a buy-in before a {t}
{w} még nem vásárolt be; {t} előtt rögzíts egy beszállót
a chip count of {n}: counts must be 0 or more
zsetonszámlálás: {n}; a darabszám legalább 0
{n} is still on the table by the ledger; record every cash-out (or the missing rake) before settling
a napló szerint még {n} van az asztalon; elszámolás előtt rögzíts minden kifizetést (vagy a \
hiányzó rake-et)
""")

for _en, _hu in {**_FORCED_NOM, "an ante": "ante", **{k: v[0] for k, v in _STREETS.items()},
                 "fixed limit": "fix limit", "pot limit": "potlimit", "no limit": "no limit",
                 "spread limit": "spread limit", "no limit set": "limit nélkül"}.items():
    _RULES.append((re.compile(re.escape(_en) + r"\Z"), _fixed(_hu)))

_CASH = {"buy-in": "beszálló", "top-up": "feltöltés", "cash-out": "kifizetés", "rake": "rake",
         "Buy-in": "Beszálló", "Top-up": "Feltöltés", "Cash-out": "Kifizetés", "Rake": "Rake",
         "Entry": "Nevezés", "Re-entry": "Újranevezés"}
for _en, _hu in _CASH.items():
    _RULES.append((re.compile(re.escape(_en) + r"\Z"), _fixed(_hu)))
