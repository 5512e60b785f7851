"""Pot awards, guts results, card requests and refusals in Hungarian; a seat alone last.

Imported by ``director.ui.engine_text`` in this order: the table of templates is
ordered, the first whole-sentence match wins."""

from __future__ import annotations

import re

from director.ui.engine_text import (
    _listing,
    _rule,
    _seat_list,
    _simple,
    _t,
    article,
    number,
    seat,
    seats_listed,
)

# ---- pot awards (showdown.py, R-7.3 to R-7.6)
_TITLE = r"(?P<pot>The main pot|Side pot \d+) of (?P<amt>\d+)"
_WHY = {"first winner left of the button": "az osztógombtól balra ülő első nyertes",
        "highest card by suit": "a legmagasabb lap, a színek sorrendjével",
        "highest card by suit, the ace low": "a legmagasabb lap, a színek sorrendjével, "
                                             "az ász alacsony",
        "lowest card by suit, the ace lowest": "a legalacsonyabb lap, a színek sorrendjével, "
                                               "az ász a legalacsonyabb"}


def _why(text: str) -> str:
    """R-7.5's reason for the odd chip; a low half's own reason follows a "; "."""
    parts = []
    for part in text.split("; "):
        low = part.startswith("in the low half, ")
        part = part.removeprefix("in the low half, ")
        parts.append(("a low félben: " if low else "") + _WHY.get(part, part))
    return "; ".join(parts)


def _title(m: re.Match[str]) -> str:
    pot = _t(m["pot"][0].lower() + m["pot"][1:])
    return f"{pot[0].upper()}{pot[1:]} ({number(m['amt'])})"


def _with_hand(text: str) -> str:
    """``seat 3 with Flush, ...`` → ``a 3. szék (Flöss, ...)``."""
    m = re.fullmatch(r"seat (?P<s>\d+) with (?P<h>.+)", text)
    if m is None:
        return _t(text)
    hand = "" if m["h"] == "a hand" else f" ({_t(m['h'])})"
    return seat(m["s"]) + hand


def _segment(text: str) -> str:
    m = re.fullmatch(r"(?P<hands>seat \d+ with .+?) (?P<verb>wins|win split) "
                     r"(?P<what>the (?P<half>high|low) half \((?P<h>\d+)\)|\d+)", text)
    if m is not None:
        hands = [_with_hand(h) for h in re.split(r" and (?=seat \d+ with )", m["hands"])]
        what = (f"a {m['half']} fél, {number(m['h'])}" if m["half"] else number(m["what"]))
        verb = "Nyer" if m["verb"] == "wins" else "Osztozik"
        return f"{verb} {_listing(hands)}: {what}"
    m = re.fullmatch(r"seat (?P<s>\d+) wins uncontested", text)
    if m is not None:
        return f"{seat(m['s'], True)} ellenfél nélkül nyeri"
    if text == "no qualifying low, so the high hand takes the whole pot":
        return "nincs érvényes low, így a high kéz viszi az egész kasszát"
    if re.fullmatch(r"seat \d+ gets \d+(?:, seat \d+ gets \d+)*", text):
        pairs = re.findall(r"seat (\d+) gets (\d+)", text)
        return "elosztás: " + ", ".join(f"{s}. szék {number(c)}" for s, c in pairs)
    m = re.fullmatch(r"odd chip to (?P<who>.+)", text)
    if m is not None:
        return f"a páratlan zseton: {seats_listed(m['who'])}"
    return _t(text)


def _award_body(body: str) -> str:
    why = re.search(r" \(R-7\.5: (?P<why>[^)]+)\)\Z", body)
    rest = body[: why.start()] if why else body
    out = "; ".join(_segment(x) for x in rest.split("; "))
    if why:
        out += f" (R-7.5: {_why(why['why'])})"
    return out


@_rule(_TITLE + r", contested by (?P<who>.+?): (?P<body>.+)\.")
def _award(m: re.Match[str]) -> str:
    who = "senki" if m["who"] == "nobody" else seats_listed(m["who"])
    body = _award_body(m["body"])
    return f"{_title(m)}, versenyben: {who}. {body[0].upper()}{body[1:]}."


@_rule(_TITLE + r": awarded by the dealer to (?P<who>(?:seat \d+(?:, | and )?)+)(?P<body>; .+)?\.")
def _award_by_hand(m: re.Match[str]) -> str:
    body = "; " + _award_body(m["body"][2:]) if m["body"] else ""
    return f"{_title(m)}: az osztó döntése szerint {seats_listed(m['who'])} nyeri{body}."


# ---- guts results (DealResult texts, R-6.6)
@_rule(r"Deal (?P<d>\d+): everyone was out, so nobody wins the pot of (?P<p>\d+); everyone "
       r"antes again and the deal repeats\.")
def _guts_all_out(m: re.Match[str]) -> str:
    return (f"{m['d']}. osztás: mindenki kiszállt, így senki sem nyeri el {article(m['p'])} "
            f"{number(m['p'])} zsetonos kasszát; mindenki újra antét tesz, és az osztás "
            "megismétlődik.")


@_rule(r"Deal (?P<d>\d+): only seat (?P<s>\d+) was in and wins the pot of (?P<p>\d+); the round "
       r"is over \(R-6\.6\)\.")
def _guts_only(m: re.Match[str]) -> str:
    return (f"{m['d']}. osztás: csak {seat(m['s'])} maradt bent, így elnyeri "
            f"{article(m['p'])} {number(m['p'])} zsetonos kasszát; a kör véget ért (R-6.6).")


def _guts_part(text: str) -> str:
    m = re.fullmatch(r"seat (?P<s>\d+) lost and pays a penalty of (?P<p>\d+)", text)
    if m is not None:
        return f"{seat(m['s'])} vesztett, büntetése {number(m['p'])}"
    m = re.fullmatch(r"seat (?P<s>\d+) owed (?P<o>\d+) but had only (?P<h>\d+): (?P<x>\d+) short "
                     r"\(chips are never created\)", text)
    if m is not None:
        return (f"{seat(m['s'])} tartozása {number(m['o'])} volt, de csak {number(m['h'])} "
                f"zsetonja maradt: {number(m['x'])} hiányzik (zseton nem keletkezhet)")
    return _t(text)


@_rule(r"Deal (?P<d>\d+): (?P<who>seat \d+ \(.+?\)(?: and seat \d+ \(.+?\))*) (?P<verb>wins|split)"
       r" the pot of (?P<p>\d+)(?P<rest>;.*)?\.")
def _guts_win(m: re.Match[str]) -> str:
    hands = re.findall(r"seat (\d+) \((.+?)\)(?= and seat \d+ \(|\Z)", m["who"])
    who = _listing([f"{seat(s)} ({_t(h)})" for s, h in hands])
    verb = "elnyeri" if m["verb"] == "wins" else "megosztozik"
    pot = f"{article(m['p'])} {number(m['p'])} zsetonos kassz" + ("át" if verb == "elnyeri"
                                                                    else "án")
    text = f"{m['d']}. osztás: {who} {verb} {pot}"
    rest = m["rest"] or ""
    if rest == "; nobody lost, so the round is over (R-6.6)":
        return text + "; senki sem vesztett, így a kör véget ért (R-6.6)."
    if rest:
        into = re.search(r" into the next pot \((?P<kind>.+) guts\)", rest)
        parts = rest[2:]
        tail = ""
        if into:
            kind = {"Monte Carlo": "Monte Carlo", "survivor": "túlélő"}.get(into["kind"],
                                                                           into["kind"])
            tail = f" a következő kasszába ({kind} guts)"
            parts = parts[: into.start() - 2] + parts[into.end() - 2:]
        segs = parts.split("; ")
        first = ", ".join(_guts_part(x) for x in segs[0].split(", ")) + tail
        text += "; " + "; ".join([first, *(_guts_part(x) for x in segs[1:])])
    return text + "."


@_rule(r"(?P<res>Deal \d+: .+\.) Fewer than two players have chips for another deal, so the "
       r"round is over; the pot of (?P<p>\d+) goes to (?P<who>.+)\.")
def _guts_too_few(m: re.Match[str]) -> str:
    who = _seat_list(m["who"])
    owners = (f"{seat(who[0])}é" if len(who) == 1
              else _listing([f"{seat(x)}" for x in who[:-1]] + [seat(who[-1])]) + " közös")
    return (f"{_t(m['res'])} Kettőnél kevesebb játékosnak van zsetonja a következő osztáshoz, "
            f"így a kör véget ért; {article(m['p'])} {number(m['p'])} zsetonos kassza "
            f"{owners}.")


# ---- what the cards entered are for (dealer_session.CardRequest.what)
_simple("the burn card", "az égetett lap")
_simple("the board cards", "a közös lapok")


@_rule(r"seat (?P<s>\d+)'s (?P<what>three cards|up cards?|cards|discard|unknown cards)")
def _card_what(m: re.Match[str]) -> str:
    what = {"three cards": "három lapja", "up card": "felfordított lapja",
            "up cards": "felfordított lapjai", "cards": "lapjai", "discard": "eldobott lapja",
            "unknown cards": "ismeretlen lapjai"}[m["what"]]
    return f"{seat(m['s'])} {what}"


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


@_rule(r"the next cards go to seat (?P<a>\d+), not seat (?P<b>\d+)")
def _wrong_deal_guts(m: re.Match[str]) -> str:
    return f"a következő lapokat {seat(m['a'])} kapja, nem {seat(m['b'])}"


@_rule(r"it is seat (?P<a>\d+)'s turn to act, not seat (?P<b>\d+)'s")
def _wrong_turn(m: re.Match[str]) -> str:
    return f"{seat(m['a'])} következik, nem {seat(m['b'])}"


@_rule(r"(?P<what>nobody is to act now|nobody is to act|nobody discards now|nobody shows now|"
       r"the hand is not over|this step needs a choice, not 'next')(?:;|:) (?:next: )?(?P<s>.+)")
def _not_now(m: re.Match[str]) -> str:
    what = {"nobody is to act now": "most senki sem következik",
            "nobody is to act": "most senki sem következik",
            "nobody discards now": "most senki sem dob el lapot",
            "nobody shows now": "most senki sem mutat",
            "the hand is not over": "a leosztásnak még nincs vége",
            "this step needs a choice, not 'next'":
                "ennél a lépésnél választani kell, nem „Tovább”"}[m["what"]]
    return f"{what}; a következő lépés: {_t(m['s'])}"


_WHY_NO_RAISE = {
    "calling takes all their chips": "a megadás minden zsetonját elviszi",
    "only a short all-in came since they acted, which does not reopen betting (R-5.7)":
        "mióta cselekedett, csak egy rövid all-in jött, ami nem nyitja újra a licitet (R-5.7)",
    "every other player is all-in": "minden más játékos all-in",
    "the betting is capped (R-5.5)": "az emelések száma elérte a plafont (R-5.5)",
}


@_rule(r"seat (?P<s>\d+) may not bet or raise now: (?P<why>.+)")
def _no_raise(m: re.Match[str]) -> str:
    why = _WHY_NO_RAISE.get(m["why"], m["why"])
    return f"{seat(m['s'], True)} most nem tehet tétet és nem emelhet: {why}"


@_rule(r"seat (?P<s>\d+) may bet or raise to (?:between (?P<a>\d+) and (?P<b>\d+)|(?P<c>\d+)), "
       r"not to (?P<to>\d+)(?: \(all-in is (?P<all>\d+)\))?")
def _bad_raise(m: re.Match[str]) -> str:
    span = (f"{number(m['a'])} és {number(m['b'])} közötti" if m["a"] else number(m["c"]))
    allin = f" (az all-in {number(m['all'])})" if m["all"] else ""
    return (f"{seat(m['s'], True)} tétje vagy emelése {span} összegre szólhat, nem "
            f"{number(m['to'])} összegre{allin}")


@_rule(r"seat (?P<s>\d+) brings in and may not fold \(R-6\.4\): post or complete")
def _bring_in_fold(m: re.Match[str]) -> str:
    return (f"{seat(m['s'], True)} teszi be a bring-int, nem dobhat (R-6.4): tegye be, vagy "
            "egészítse ki")


@_rule(r"seat (?P<s>\d+) must bring in for (?P<a>\d+) or complete \(R-6\.4\)")
def _must_bring_in(m: re.Match[str]) -> str:
    return (f"{seat(m['s'], True)} köteles betenni a bring-int ({number(m['a'])}) vagy "
            "kiegészíteni (R-6.4)")


_simple("aces may not be exchanged at this table (R-6.5)",
        "ennél az asztalnál ászt nem lehet cserélni (R-6.5)")
_simple("nothing to undo: this hand has no events yet",
        "nincs mit visszavonni: ebben a leosztásban még nem történt semmi")
_simple("nobody brings in now", "most senki sem tesz be bring-int")
_simple("a hand needs two players with chips", "egy leosztáshoz két zsetonos játékos kell")
_simple("this event has no rebuys", "ezen a versenyen nincs rebuy")
_simple("this event has no add-on", "ezen a versenyen nincs add-on")
_simple("this player is still in the tournament; a re-entry needs a bust first",
        "ez a játékos még versenyben van; újranevezés csak kiesés után lehetséges")


@_rule(r"enter (?P<what>.+) \((?P<n>\d+) cards?\): the rules need them")
def _enter_cards(m: re.Match[str]) -> str:
    return f"add meg: {_t(m['what'])} ({m['n']} lap), a szabályok megkövetelik"


def _where(text: str) -> str:
    m = re.fullmatch(r"the break after level (?P<n>\d+)|level (?P<l>\d+)", text)
    if m is None:
        return text
    return (f"{article(m['n'])} {m['n']}. szint utáni szüneten" if m["n"]
            else f"{article(m['l'])} {m['l']}. szinten")


@_rule(r"(?P<what>registration|re-entries|rebuys) closed at (?:the end of level (?P<n>\d+)|"
       r"the first break); the clock is on (?P<where>.+)")
def _closed(m: re.Match[str]) -> str:
    what = {"registration": "a nevezés", "re-entries": "az újranevezés",
            "rebuys": "a rebuy"}[m["what"]]
    when = (f"{article(m['n'])} {m['n']}. szint végén" if m["n"] else "az első szünetben")
    return f"{what} lezárult {when}; az óra most {_where(m['where'])} áll"




# ---- a seat or seats alone (training answers), last so every sentence wins first
@_rule(r"seat (?P<s>\d+)(?P<more>(?:, seat \d+)*)")
def _seats_alone(m: re.Match[str]) -> str:
    return seats_listed(m.group(0))
