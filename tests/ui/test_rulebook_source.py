"""The project's rulebook (docs/rules, issue 14): every rule id the program cites is
in both languages, both books have the same rules, each with its anchor and its
sources, and the rulebook is read, searched and linked as the windows use it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from director.ui.rules.rule_ids import rule_of_link
from director.ui.rules.rule_links import link_rules, plain_text
from director.ui.rules.rulebook_source import RULE_ID, load_rulebook, normal_rule_id, parse_rulebook

ROOT = Path(__file__).resolve().parents[2]
BOOKS = {language: ROOT / "docs" / "rules" / language / "README.md" for language in ("en", "hu")}
SOURCES = {"en": "*Sources:*", "hu": "*Források:*"}


def cited_in_program() -> dict[str, list[str]]:
    """Every rule id written anywhere in director/ (code, docstrings, texts), and where."""
    cited: dict[str, list[str]] = {}
    for path in sorted((ROOT / "director").rglob("*.py")):
        for m in RULE_ID.finditer(path.read_text(encoding="utf-8")):
            cited.setdefault(m[0], []).append(str(path.relative_to(ROOT)))
    return cited


def test_the_program_cites_rules() -> None:
    cited = cited_in_program()
    assert {"R-1.4", "R-4.4", "R-5.7", "R-7.5", "R-8.7"} <= set(cited)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_rule_id_the_program_cites_is_in_the_rulebook(language: str) -> None:
    ids = set(load_rulebook(language).ids)
    missing = {rule: places[:3] for rule, places in cited_in_program().items()
               if rule not in ids}
    assert not missing, missing


def test_both_rulebooks_have_the_same_rules_in_the_same_order() -> None:
    en, hu = load_rulebook("en"), load_rulebook("hu")
    assert en.ids == hu.ids
    assert [r.chapter.split(".")[0] for r in en.rules] == \
        [r.chapter.split(".")[0] for r in hu.rules]
    # … as the rules reference numbers them, the new straddle rule included
    assert len(en.ids) == 51 and en.ids[0] == "R-1.1" and en.ids[-1] == "R-8.7"
    assert "R-3.7" in en.ids
    for rule in en.rules:
        chapter, _number = rule.rule_id[2:].split(".")
        assert rule.chapter.startswith(chapter + "."), rule


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_rule_has_its_anchor_heading_and_sources(language: str) -> None:
    """Each rule is addressable by id on the web (an anchor named by the id right
    before its heading) and in the program (the heading starts with the id), and
    names its sources."""
    lines = BOOKS[language].read_text(encoding="utf-8").splitlines()
    headings = [i for i, line in enumerate(lines) if line.startswith("### ")]
    assert len(headings) == 51
    for i in headings:
        rule_id = lines[i].split()[1]
        assert lines[i - 1] == f'<a id="{rule_id}"></a>', lines[i]
    for rule in load_rulebook(language).rules:
        assert SOURCES[language] in rule.body, rule.rule_id
        assert rule.title and rule.body


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_link_inside_the_rulebook_points_at_a_rule(language: str) -> None:
    text = BOOKS[language].read_text(encoding="utf-8")
    book = load_rulebook(language)
    targets = re.findall(r"\]\(#([^)]*)\)", text)
    assert targets, "the rules refer to each other"
    assert all(t in book.ids for t in targets), [t for t in targets if t not in book.ids]
    labels = re.findall(r"\[(R-\d+\.\d+)\]\(#(R-\d+\.\d+)\)", text)
    assert all(a == b for a, b in labels)


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["default off", "default on", "table setting", "off by default"]),
    ("hu", ["alapértelmezésben ki", "alapértelmezésben be", "beállítás"])])
def test_options_are_named_as_settings_with_their_defaults(language: str,
                                                           words: list[str]) -> None:
    """Where a rule names an option it says it is a setting and gives the default:
    R-3.1 redraw, R-3.4 moving button, R-3.7 straddle, R-5.5 raises, R-6.3 classic
    pineapple, R-6.4 stud ties and open pair, R-6.5 openers, R-7.5 odd chip."""
    book = load_rulebook(language)
    for rule_id in ("R-3.1", "R-3.4", "R-3.7", "R-5.5", "R-6.3", "R-6.4", "R-6.5", "R-7.5"):
        rule = book.find(rule_id)
        assert rule is not None
        body = " ".join(rule.body.split())
        assert any(w in body for w in words), (rule_id, body)


def test_the_settled_rules_say_what_changed() -> None:
    """The rules the audit settled (issue 14) read as they now stand."""
    en = {r.rule_id: " ".join(r.body.split()) for r in load_rulebook("en").rules}
    assert "not a straddle" in en["R-3.6"] and "does not change who starts" in en["R-3.6"]
    assert "two big blinds" in en["R-3.7"] and "no straddle heads-up" in en["R-3.7"]
    assert "does not make the bet smaller" in en["R-4.1"] and "side pot" in en["R-4.1"]
    assert "a small blind that nobody posts under the dead button" in en["R-5.4"]
    assert "a check counts" in en["R-5.7"] and "at least 240" in en["R-5.7"]
    assert "at least 16" in en["R-5.7"] and "at least half a bet" in en["R-5.7"]
    assert "after the betting before the flop" in en["R-6.3"]
    assert "the burns are mixed in first" in en["R-6.4"]
    assert "two pair and three of a kind included" in en["R-6.5"]
    assert "they all pay" in en["R-6.6"]
    assert "players who are all-in count" in en["R-7.2"]
    assert "the ace is high in a high hand and low in a low hand" in en["R-7.5"]


def test_the_rules_settled_on_2026_12_02_read_as_they_now_stand() -> None:
    """RULES.md "Changes" 2026-12-02 (issue 30): R-3.7, R-5.7, R-6.4 and R-7.2 in
    both languages."""
    for language, words in (
        ("en", {"R-3.7": ["no limit and pot limit only", "smallest raise is to 25"],
                "R-5.7": ["together come to at least a full raise", "at least 310"],
                "R-6.4": ["played at cash tables and never in tournaments"],
                "R-7.2": ["also when no hand shown so far beats theirs",
                          "and was called, always show"]}),
        ("hu", {"R-3.7": ["csak no limitben és pot limitben", "legkisebb emelés 25-ig"],
                "R-5.7": ["együtt legalább egy teljes emelést", "legalább 310-ig"],
                "R-6.4": ["készpénzes asztalnál így megy, versenyen soha"],
                "R-7.2": ["akkor is, ha egyik már megmutatott kéz sem veri",
                          "és megadták, mindig mutat"]})):
        book = {r.rule_id: " ".join(r.body.split()) for r in load_rulebook(language).rules}
        for rule_id, phrases in words.items():
            for phrase in phrases:
                assert phrase in book[rule_id], (language, rule_id, phrase)


def test_finding_rules_by_id_and_by_words() -> None:
    en, hu = load_rulebook("en"), load_rulebook("hu")
    assert [r.rule_id for r in en.matching("r-7.5")] == ["R-7.5"]
    assert [r.rule_id for r in en.matching(" 6.4 ")] == ["R-6.4"]
    assert [r.rule_id for r in en.matching("Straddle LIMIT")] == ["R-3.7"]
    assert "R-7.5" in [r.rule_id for r in hu.matching("paratlan zseton")]
    assert en.matching("") == list(en.rules)
    assert en.matching("9.9") == []
    assert en.find("R-9.9") is None and en.find("3.7") is not None
    assert normal_rule_id("R-10.12") == "R-10.12" and normal_rule_id("odd") is None


def test_the_shown_markdown_keeps_no_web_only_lines() -> None:
    """The anchors and the other-language link are for the web; the program's view
    has neither, and a filtered view shows the chapter of each rule it keeps."""
    en = load_rulebook("en")
    whole = en.markdown()
    assert "<a id=" not in whole and "Magyarul" not in whole
    assert "## Sources" in whole and "### R-8.7 The cash-game ledger" in whole
    part = en.markdown(en.matching("7.5"))
    assert part.splitlines()[0] == "# Poker Director — the rulebook"
    assert "## 7. Showdown and pots" in part and "## Sources" not in part


def test_a_rulebook_without_rules_or_with_a_bad_heading_is_refused() -> None:
    with pytest.raises(ValueError, match="no rules"):
        parse_rulebook("en", "# Title\n\nText only.\n")
    with pytest.raises(ValueError, match="starts with its id"):
        parse_rulebook("en", "# Title\n\n## 1. Cards\n\n### The deck\n\nText.\n")


def test_rule_ids_in_shown_text_become_links() -> None:
    text = "As is already burned (R-1.4)"
    linked = link_rules(text)
    assert linked == 'As is already burned (<a href="rule:R-1.4">R-1.4</a>)'
    assert plain_text(linked) == text
    assert link_rules("Seat 3 may call 100") == "Seat 3 may call 100"
    assert link_rules("5 < 6 (R-2.4)").startswith("5 &lt; 6 (")  # plain text stays text
    assert link_rules("<b>Pot</b> R-7.3") == '<b>Pot</b> <a href="rule:R-7.3">R-7.3</a>'
    assert rule_of_link("rule:R-7.5") == "R-7.5" and rule_of_link("#R-2.7") == "R-2.7"
    assert rule_of_link("https://example.org") is None
