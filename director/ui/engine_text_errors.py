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

from director.engine.messages import render
from director.engine.messages.message import TEXT_ID
from director.engine.messages.render import recent_message
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
    (the core's own retry recurses without end on a phrase no template knows). An
    engine message a service quotes renders from the catalogues."""
    message = recent_message(text)
    if message is not None and message.id != TEXT_ID:
        return render(message, "hu")
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
{w} is not a run of cards written two characters each
a(z) {w} nem kártyák sora laponként két karakterrel
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
seat {s} may bet or raise to {n}, not to {n2} (all-in is {n3})
{s} tétje vagy emelése {n} összegre szólhat, nem {n2} összegre (az all-in {n3})
seat {s} may bet or raise to {n}, not to {n2}
{s} tétje vagy emelése {n} összegre szólhat, nem {n2} összegre
seat {s} may bet or raise {n}-{n2}, not to {n3} (all-in is {n4})
{s} tétje vagy emelése {n}–{n2} összegre szólhat, nem {n3} összegre (az all-in {n4})
seat {s} may bet or raise {n}-{n2}, not to {n3}
{s} tétje vagy emelése {n}–{n2} összegre szólhat, nem {n3} összegre
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

for _en, _hu in {**_FORCED_NOM, "an ante": "ante", **{k: v[0] for k, v in _STREETS.items()},
                 "fixed limit": "fix limit", "pot limit": "potlimit", "no limit": "no limit",
                 "spread limit": "spread limit", "no limit set": "limit nélkül"}.items():
    _RULES.append((re.compile(re.escape(_en) + r"\Z"), _fixed(_hu)))

_CASH = {"buy-in": "beszálló", "top-up": "feltöltés", "cash-out": "kifizetés", "rake": "rake",
         "Buy-in": "Beszálló", "Top-up": "Feltöltés", "Cash-out": "Kifizetés", "Rake": "Rake",
         "Entry": "Nevezés", "Re-entry": "Újranevezés"}
for _en, _hu in _CASH.items():
    _RULES.append((re.compile(re.escape(_en) + r"\Z"), _fixed(_hu)))
