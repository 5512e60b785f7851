"""The words of the program (issue 29, item 7; docs/messages.md, "Words"): plurals and
the Hungarian article come from Fluent, never "(s)" or "a(z)"; Hungarian addresses the
user in one register, informal (tegezés), as LOOK.md chooses."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from director.engine.messages import msg, render

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "resources" / "messages"
QT = ROOT / "resources" / "translations"

# The formal (magázó) forms the Hungarian texts used before; a sentence about a player
# in the third person ("a játékos álljon fel") is not one of them.
FORMAL = re.compile(r"\b(Ön|Önnek|Önt|Írjon|írjon|Írja|adja meg|Adja meg|Adjon|adjon|[Vv]álasszon|"
                    r"Nyissa|nyissa|Próbálja|Ellenőrizze|[Kk]ezdjen|javítsa|jelölje|"
                    r"[Ii]ndítson|töltsön|Húzzon|nyomja|Üdvözöljük|Kattintson|várjon|"
                    r"írja be|így írja|[Hh]ajtsa végre|hagyja jóvá|mozgathat|átméretezheti|"
                    r"folytasson|hozhatja|Üdvözli|[Jj]elöljön|[Jj]avítson|Tegye|[Cc]somagolja|"
                    r"Másolja|[Ff]olytassa|[Hh]aladjon|[Tt]öltse|[Mm]entse|[Nn]evezze|"
                    r"[Ee]gyenlítse|[Vv]álassza|[Nn]yomja|[Oo]ssza ki|[Éé]gessen|"
                    r"önnek|Öné|[Kk]attintson|[Vv]isszaállítja a|[Gg]épeljen|[Zz]árja be|"
                    r"[Nn]yissa meg|[Ii]ndítsa|[Ee]rősítse meg|[Ss]zámolja meg|[Vv]egyen fel|"
                    r"[Vv]áltson)\b")

# One Hungarian word for each of these (docs/messages.md, "Words", the glossary); the
# other spellings the texts used before.
GLOSSARY = {
    "zsetoncsere (color-up)": r"[Ss]zíncser|\b[Ff]elváltá|[Ff]elváltand|[Bb]eváltás|[Bb]eváltá[sv]",
    "rebuy": r"[Úú]jravásárl|[Vv]isszavásárl",
    "mellékkassza (side pot)": r"[Oo]ldalkassz",
    "mutatás (showdown)": r"[Ll]eterít|[Ll]eleplez|[Ll]apmutat",
    "kisvak, nagyvak (blinds)": r"\b[Kk]is vak|\b[Nn]agy vak",
    "no limit": r"[Nn]o-limit|\b[Ll]imit nélkül",
    "pot limit": r"[Pp]ot-limit|\b[Pp]otlimit",
    "fix limit": r"[Ff]ixed limit|[Ff]ix-limit",
    "spread limit": r"[Ss]ávos limit",
    # the ledger page and the guide said "jutalék", its refusals, the undo list
    # and the rulebook "rake", one thing under two names
    "rake": r"[Jj]utalék",
}
GUIDE = ROOT / "docs" / "guide" / "hu"
RULEBOOK = ROOT / "docs" / "rules" / "hu"  # Help > Rules shows it


def qt_texts(side: str) -> list[tuple[str, str]]:
    """(file, text) of every source or translation of the Qt catalogues."""
    out = []
    for path in sorted(QT.glob("*.ts")):
        for element in ET.parse(path).getroot().iter(side):
            words = "".join(element.itertext())
            if words:
                out.append((path.name, words))
    return out


def catalogue_lines(language: str) -> list[tuple[str, str]]:
    """The Fluent catalogue's lines and the room view's texts (resources/web)."""
    lines = [(path.name, re.sub(r"^[\w-]+\s*=", "", line))  # the words, not the id
             for path in sorted((CATALOGUES / language).glob("*.ftl"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if not line.lstrip().startswith("#")]
    web = ROOT / "resources" / "web" / f"texts_{language}.json"

    def values(words: object) -> list[str]:
        if isinstance(words, dict):
            return [text for value in words.values() for text in values(value)]
        return [str(words)]

    words = json.loads(web.read_text(encoding="utf-8"))
    return lines + [(web.name, value) for value in values(words)]


def guide_lines() -> list[tuple[str, str]]:
    """The Hungarian user guide's and rulebook's prose, and the rulebook's two-language
    index: code blocks and `code` (commands, file names, the scenario files' English
    keys) left out."""
    out = []
    index = RULEBOOK.parent / "README.md"
    for path in sorted(GUIDE.glob("*.md")) + sorted(RULEBOOK.glob("*.md")) + [index]:
        text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
        for line in text.splitlines():
            if not line.startswith("    "):  # an indented command
                out.append((str(path.relative_to(ROOT)), re.sub(r"`[^`]*`", "", line)))
    return out


def hungarian_texts() -> list[tuple[str, str]]:
    """Everything a Hungarian user reads: the catalogues, the room view, the Qt
    translations, the user guide and the rulebook."""
    return catalogue_lines("hu") + qt_texts("translation") + guide_lines()


def test_no_placeholder_plurals_in_english() -> None:
    """"3 table(s) opened" is "3 tables opened": Fluent's [one]/[other]."""
    found = [(f, line) for f, line in catalogue_lines("en") + qt_texts("source")
             if re.search(r"\w\(s\)", line)]
    assert found == []


def test_no_placeholder_article_in_hungarian() -> None:
    """"a(z) 5" is "az 5": Fluent's ARTICLE, or a wording that needs no article."""
    found = [(f, line) for f, line in catalogue_lines("hu") + qt_texts("translation")
             if re.search(r"\b[aA]\(z\)", line)]
    assert found == []


def test_hungarian_speaks_in_one_register() -> None:
    """Informal address everywhere ("Írd be", "Válassz"), never "Írjon be": in the
    program and in its user guide (docs/guide/hu)."""
    found = [(f, line) for f, line in hungarian_texts() if FORMAL.search(line)]
    assert found == []


@pytest.mark.parametrize("word", sorted(GLOSSARY))
def test_hungarian_says_one_word_for_one_thing(word: str) -> None:
    """The glossary's word, never another: the console's button, the setup's field,
    the clock's banner, the papers and the guide all say "zsetoncsere"; the limits
    are "no limit", "pot limit", "fix limit", "spread limit" as card rooms say them."""
    found = [(f, line) for f, line in hungarian_texts()
             if re.search(GLOSSARY[word], line)]
    assert found == [], word


@pytest.mark.parametrize(("message", "en", "hu"), [
    (msg("win-tables-opened", count=1), "One table opened", "1 asztal megnyitva"),
    (msg("win-tables-opened", count=3), "3 tables opened", "3 asztal megnyitva"),
    (msg("win-moves-made", count=0), "No moves needed", "Nem kell áthelyezni senkit"),
    (msg("event-settlement-fewest", count=0), "No payments: everyone is even.",
     "Nincs kifizetés: mindenki egyenlege 0."),
    (msg("event-settlement-fewest", count=2), "2 payments, the fewest payments possible:",
     "2 kifizetés, a lehető legkevesebb:"),
    (msg("event-race-winners", seats=(3, 5), count=2),
     "Highest cards by rank, then suit, win one chip each: seats 3, 5.",
     "A legmagasabb lapok (érték, majd szín szerint) egy-egy zsetont nyernek: 3, 5. szék."),
    (msg("svc-table-named", name="Final"), "Final", "a „Final” asztal"),
    (msg("svc-table-named", name="Év végi döntő"), "Év végi döntő", "az „Év végi döntő” asztal"),
    (msg("card-not-a-card", text="1x"), None, "az 1x nem kártyalap"),
    (msg("card-not-a-card", text="Zz"), None, "a Zz nem kártyalap"),
])
def test_plurals_and_articles_from_the_catalogue(message: object, en: str | None,
                                                 hu: str) -> None:
    assert isinstance(message, type(msg("win-moves-made", count=0)))
    if en is not None:
        assert render(message, "en") == en
    assert render(message, "hu").startswith(hu)


def qt_pairs() -> list[tuple[str, str]]:
    """(English source, Hungarian translation) of every Qt text."""
    out = []
    for path in sorted(QT.glob("*.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            source, translation = message.find("source"), message.find("translation")
            if source is not None and translation is not None:
                out.append(("".join(source.itertext()), "".join(translation.itertext())))
    return out


def fluent_pairs() -> list[tuple[str, str]]:
    """(English, Hungarian) of every Fluent message, by its id."""
    def messages(language: str) -> dict[str, str]:
        found: dict[str, str] = {}
        for path in sorted((CATALOGUES / language).glob("*.ftl")):
            current = None
            for line in path.read_text(encoding="utf-8").splitlines():
                head = re.match(r"^([\w-]+)\s*=(.*)", line)
                if head:
                    current = head.group(1)
                    found[current] = head.group(2)
                elif current is not None and line.startswith(" "):
                    found[current] += line
        return found

    english, hungarian = messages("en"), messages("hu")
    return [(english[key], hungarian[key]) for key in english if key in hungarian]


def test_the_add_on_is_not_studs_complete() -> None:
    """"Add-on" in Hungarian is "add-on"; "kiegészítés" is stud's complete (R-6.4), so
    a text about the add-on never says "kiegészítés", and the complete never "add-on"."""
    pairs = qt_pairs() + fluent_pairs()
    assert [(en, hu) for en, hu in pairs
            if re.search(r"(?i)add-?on", en) and re.search(r"(?i)kiegészít", hu)] == []
    assert [(en, hu) for en, hu in pairs
            if re.search(r"\b[Cc]omplet", en) and re.search(r"(?i)add-?on", hu)] == []
    assert any(re.search(r"\b[Cc]omplete", en) and "iegészít" in hu for en, hu in pairs)
