"""The dealer's next step (guide.py, guts.py) in Hungarian.

Imported by ``director.ui.engine_text`` in this order: the table of templates is
ordered, the first whole-sentence match wins."""

from __future__ import annotations

import re

from director.ui.engine_text import (
    _COUNTS,
    _FORCED,
    _STREET,
    _STREETS,
    _rule,
    _simple,
    _t,
    article,
    number,
    seat,
)


# ---- the dealer's next step (guide.py, guts.py)
@_rule(r"Seat (?P<s>\d+) posts the (?P<name>[a-z -]+?) of (?P<due>\d+)"
       r"(?: \(all-in, short of (?P<nominal>\d+)\))?")
def _posts(m: re.Match[str]) -> str:
    short = f" (all-in, {number(m['nominal'])} helyett)" if m["nominal"] else ""
    name = _FORCED.get(m["name"], m["name"])
    return f"{seat(m['s'], True)} beteszi {name}: {number(m['due'])}{short}"


@_rule(r"No more betting: seat (?P<s>\d+) turns their hand face up before the rest is dealt"
       r" \((?P<rule>R-[\d.]+)\)")
def _runout_show(m: re.Match[str]) -> str:
    return (f"Nincs több licit: {seat(m['s'])} felfordítja a lapjait, mielőtt a többit "
            f"kiosztod ({m['rule']})")


@_rule(r"Seat (?P<s>\d+) discards one card face down \((?P<rule>R-[\d.]+)\)")
def _discard_one(m: re.Match[str]) -> str:
    return f"{seat(m['s'], True)} egy lapot képpel lefelé eldob ({m['rule']})"


_SHOWS = {
    "is all-in and shows": "all-in, és megmutatja a lapjait",
    "shows first": "mutatja meg elsőként a lapjait",
    "shows, or mucks if beaten by a hand already shown":
        "megmutatja a lapjait, vagy bedobja, ha egy már megmutatott kéz veri",
    "opened and shows openers": "nyitott, és megmutatja a nyitólapjait",
    "was in and shows": "bent volt, és megmutatja a lapjait",
}


@_rule(r"Seat (?P<s>\d+) (?P<what>" + "|".join(re.escape(k) for k in _SHOWS)
       + r") \((?P<rule>R-[\d.]+)\)")
def _shows(m: re.Match[str]) -> str:
    return f"{seat(m['s'], True)} {_SHOWS[m['what']]} ({m['rule']})"


_simple("Award the pots", "Oszd ki a kasszákat")


@_rule(r"Award the pots: enter (?P<what>.+), or pick the winners")
def _award_enter(m: re.Match[str]) -> str:
    items = [_t(x) for x in m["what"].split("; ")]
    return f"Oszd ki a kasszákat: add meg {'; '.join(items)}, vagy válaszd ki a nyerteseket"


@_rule(r"seat (?P<s>\d+)'s (?P<n>\d+) unknown hole card\(s\)")
def _missing_hole(m: re.Match[str]) -> str:
    return f"{seat(m['s'])} {m['n']} ismeretlen saját lapját"


@_rule(r"(?P<n>\d+) board card\(s\)")
def _missing_board(m: re.Match[str]) -> str:
    return f"{m['n']} hiányzó közös lapot"


@_rule(r"Nobody opened: the deal is dead; the (?P<n>\d+) in the pot stays and everyone antes"
       r" again \((?P<rule>R-[\d.]+)\)")
def _dead_deal(m: re.Match[str]) -> str:
    return (f"Senki sem nyitott: az osztás halott; a kasszában lévő {number(m['n'])} zseton bent "
            f"marad, és mindenki újra antét tesz ({m['rule']})")


_simple("The hand is over: move the button", "A leosztásnak vége: vidd tovább az osztógombot")


@_rule(r"Seat (?P<s>\d+) stands pat or discards (?:0 to 5 cards|up to (?P<k>\d+) cards "
       r"\((?P<ace>\d+) showing an ace kept\))(?P<aces>; aces may not be exchanged)? "
       r"\((?P<rule>R-[\d.]+)\)")
def _stand_pat(m: re.Match[str]) -> str:
    limit = "0–5 lapot"
    if m["k"]:
        limit = f"legfeljebb {m['k']} lapot (ha megtart és megmutat egy ászt, {m['ace']} lapot)"
    aces = "; ászt nem cserélhet" if m["aces"] else ""
    return f"{seat(m['s'], True)} áll (nem cserél), vagy eldob {limit}{aces} ({m['rule']})"


@_rule(r"Burn one card before the replacement cards \((?P<rule>R-[\d.]+)\)")
def _burn_draw(m: re.Match[str]) -> str:
    return f"Égess el egy lapot a cserelapok előtt ({m['rule']})"


_STUB = ("; the stub is short: keep the last card, shuffle the burns and discards and deal "
         "from them (R-6.5)")


@_rule(r"Deal seat (?P<s>\d+) (?P<n>\d+) replacement cards?(?P<stub>" + re.escape(_STUB) + ")?")
def _replacement(m: re.Match[str]) -> str:
    stub = ("; a pakli alja kevés: tartsd meg az utolsó lapot, keverd össze az égetett és "
            "eldobott lapokat, és azokból ossz (R-6.5)") if m["stub"] else ""
    return f"Ossz {seat(m['s'])}nek {m['n']} cserelapot{stub}"


@_rule(rf"Burn one card before the (?P<street>{_STREET}) \((?P<rule>R-[\d.]+)\)")
def _burn(m: re.Match[str]) -> str:
    return f"Égess el egy lapot a {_STREETS[m['street']][0]} előtt ({m['rule']})"


@_rule(r"Deal one community card face up for every player: the deck is short "
       r"\((?P<rule>R-[\d.]+)\)(?P<scramble>; the stub is short: scramble the burns into it "
       r"first \(R-6.4\))?")
def _community(m: re.Match[str]) -> str:
    scramble = ("; a pakli alja kevés: előbb keverd bele az égetett lapokat (R-6.4)"
                if m["scramble"] else "")
    return (f"Ossz egy közös lapot képpel felfelé minden játékosnak: kevés a lap a pakliban "
            f"({m['rule']}){scramble}")


@_rule(rf"Deal the (?P<street>{_STREET})")
def _deal_street(m: re.Match[str]) -> str:
    return f"Oszd ki a {_STREETS[m['street']][1]}"


@_rule(r"Deal (?P<n>\d+) board cards")
def _deal_board(m: re.Match[str]) -> str:
    return f"Ossz {m['n']} közös lapot"


_COUNT_WORD = "(?:one|two|three|four|five|\\d+)"


def _count(word: str) -> str:
    return _COUNTS.get(word, word)


@_rule(rf"Deal seat (?P<s>\d+) (?:(?P<down>{_COUNT_WORD}) down)?(?: and )?"
       rf"(?:(?P<up>{_COUNT_WORD}) up)?(?P<first> \(one card at a time, starting left of the "
       r"button, R-4.3\))?(?P<scramble>; the stub is short: scramble the burns into it first "
       r"\(R-6.4\))?")
def _deal_seat(m: re.Match[str]) -> str:
    if not (m["down"] or m["up"]):
        return m.group(0)
    parts = []
    if m["down"]:
        parts.append(f"{_count(m['down'])} lapot lefordítva")
    if m["up"]:
        parts.append(f"{_count(m['up'])} lapot felfordítva")
    text = f"Ossz {seat(m['s'])}nek " + " és ".join(parts)
    if m["first"]:
        text += " (egyesével, az osztógombtól balra kezdve, R-4.3)"
    if m["scramble"]:
        text += "; a pakli alja kevés: előbb keverd bele az égetett lapokat (R-6.4)"
    return text


@_rule(r"Enter the up cards of seat\(s\) (?P<seats>[\d, ]+) to find who "
       r"(?P<who>brings in|acts first) \((?P<rule>R-[\d.]+)\)")
def _enter_up(m: re.Match[str]) -> str:
    nums = m["seats"].split(", ")
    who = "ki teszi be a bring-int" if m["who"] == "brings in" else "ki kezd"
    return (f"Add meg {article(nums[0])} {', '.join(n + '.' for n in nums)} szék felfordított "
            f"lapjait, hogy kiderüljön, {who} ({m['rule']})")


@_rule(r"Seat (?P<s>\d+) brings in for (?P<b>\d+)(?: or completes to (?P<c>\d+))? "
       r"\((?P<rule>R-[\d.]+)\)")
def _bring_in(m: re.Match[str]) -> str:
    complete = f", vagy kiegészít {number(m['c'])} összegre" if m["c"] else ""
    return f"{seat(m['s'], True)} beteszi a bring-int: {number(m['b'])}{complete} ({m['rule']})"


def _option(part: str) -> str:
    m = re.fullmatch(r"(?P<verb>call|raise to|bet to|bring in for) (?P<a>\d+)(?:-(?P<b>\d+))?",
                     part)
    if part == "check":
        return "passz"
    if part == "fold":
        return "dobás"
    if m is None:
        return part
    amount = number(m["a"]) + (f"–{number(m['b'])}" if m["b"] else "")
    verb = m["verb"]
    if verb == "call":
        return f"megadás ({amount})"
    if verb == "bring in for":
        return f"bring-in ({amount})"
    return ("emelés " if verb == "raise to" else "tét ") + amount + " összegre"


@_rule(r"Seat (?P<s>\d+) may (?P<opts>.+)")
def _legal(m: re.Match[str]) -> str:
    head, _, last = m["opts"].rpartition(" or ")
    parts = [*(head.split(", ") if head else []), last]
    words = [_option(p) for p in parts]
    joined = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " vagy " + words[-1]
    return f"{seat(m['s'], True)} lehetőségei: {joined}"


# guts
@_rule(r"Deal seat (?P<s>\d+) three cards down")
def _guts_deal(m: re.Match[str]) -> str:
    return f"Ossz {seat(m['s'])}nek három lapot lefordítva"


@_rule(r"Seat (?P<s>\d+) antes (?P<due>\d+) \((?P<rule>R-[\d.]+)\)")
def _guts_ante(m: re.Match[str]) -> str:
    return f"{seat(m['s'], True)} beteszi az antét: {number(m['due'])} ({m['rule']})"


_simple("At the dealer's signal every player declares in or out at once; a late declaration "
        "is out (R-6.6)", "Az osztó jelére minden játékos egyszerre jelzi, hogy bent marad vagy "
        "kiszáll; aki késik, az kint van (R-6.6)")
_simple("Award the pot and collect the penalties", "Oszd ki a kasszát, és szedd be a büntetéseket")
_simple("The round is over: everyone antes and a new round begins; new players may join now "
        "(R-6.6)", "A kör véget ért: mindenki antét tesz, és új kör kezdődik; most új játékosok "
        "is beszállhatnak (R-6.6)")
