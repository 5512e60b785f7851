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
                    r"folytasson|hozhatja|Üdvözli)\b")


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
    lines = [(path.name, line) for path in sorted((CATALOGUES / language).glob("*.ftl"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if not line.lstrip().startswith("#")]
    web = ROOT / "resources" / "web" / f"texts_{language}.json"
    words = json.loads(web.read_text(encoding="utf-8"))
    return lines + [(web.name, str(value)) for value in words.values()]


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
    """Informal address everywhere ("Írd be", "Válassz"), never "Írjon be"."""
    found = [(f, line) for f, line in catalogue_lines("hu") + qt_texts("translation")
             if FORMAL.search(line)]
    assert found == []


@pytest.mark.parametrize(("message", "en", "hu"), [
    (msg("win-tables-opened", count=1), "One table opened", "1 asztal megnyitva"),
    (msg("win-tables-opened", count=3), "3 tables opened", "3 asztal megnyitva"),
    (msg("win-moves-made", count=0), "No moves needed", "Nem kell áthelyezni senkit"),
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
