"""The rulebook as data: docs/rules/<language>/README.md read into chapters and rules.

The Markdown file is the one source (people read it on the web, the program shows
it): each rule is a level-3 heading that starts with its id (``### R-7.5 The odd
chip``), preceded by an HTML anchor for the web (``<a id="R-7.5"></a>``); chapters
are level-2 headings. This module knows no Qt: it finds rules by id and by words,
and writes the Markdown the rulebook window shows.
"""

from __future__ import annotations

import re
from functools import cache

from director.engine.frozen import frozen_record
from director.engine.messages.folded import folded
from director.resources import rulebook_path
from director.ui.rules.rule_ids import RULE_ID, normal_rule_id

__all__ = ["RULE_ID", "Rule", "Rulebook", "load_rulebook", "normal_rule_id", "parse_rulebook"]

_HEADING = re.compile(r"^(#{1,3}) (.*)$")
_RULE_HEADING = re.compile(r"^R-(\d+)\.(\d+)\s+(.*)$")
_ANCHOR = re.compile(r'^<a (?:id|name)="[^"]*"></a>\s*$')
_OTHER_LANGUAGE = re.compile(r"^\*(Magyarul|In English): \[.*\]\(.*\)\*\s*$")


@frozen_record
class Rule:
    """One rule: its id, title, chapter and Markdown body (sources included)."""

    rule_id: str
    title: str
    chapter: str
    body: str

    @property
    def heading(self) -> str:
        return f"{self.rule_id} {self.title}"

    def markdown(self) -> str:
        return f"### {self.heading}\n\n{self.body}\n"


@frozen_record
class Rulebook:
    """A whole rulebook in one language."""

    language: str
    title: str
    preamble: tuple[tuple[str, str], ...]  # (heading, Markdown) before the first rule
    rules: tuple[Rule, ...]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(rule.rule_id for rule in self.rules)

    def find(self, rule_id: str) -> Rule | None:
        wanted = normal_rule_id(rule_id)
        return next((rule for rule in self.rules if rule.rule_id == wanted), None)

    def matching(self, query: str) -> list[Rule]:
        """The rules an id ("R-7.5", "7.5") or words (all of them, in any order, case
        and accents ignored: "paratlan zseton") find; every rule for an empty query."""
        query = query.strip()
        if not query:
            return list(self.rules)
        wanted = normal_rule_id(query)
        if wanted is not None:
            exact = [rule for rule in self.rules if rule.rule_id == wanted]
            if exact:
                return exact
        words = folded(query).split()
        return [rule for rule in self.rules
                if all(word in folded(f"{rule.heading}\n{rule.body}") for word in words)]

    def markdown(self, rules: list[Rule] | None = None) -> str:
        """The Markdown to show: the whole book, or only ``rules`` under their chapters."""
        parts = [f"# {self.title}\n"]
        if rules is None:
            parts += [f"## {heading}\n\n{text}\n" if heading else f"{text}\n"
                      for heading, text in self.preamble]
            rules = list(self.rules)
        chapter = None
        for rule in rules:
            if rule.chapter != chapter:
                chapter = rule.chapter
                parts.append(f"## {chapter}\n")
            parts.append(rule.markdown())
        return "\n".join(parts)


def parse_rulebook(language: str, text: str) -> Rulebook:
    """Read the rulebook's Markdown (see the module's docstring for its shape)."""
    title = ""
    preamble: list[tuple[str, list[str]]] = [("", [])]
    rules: list[tuple[str, str, str, list[str]]] = []
    chapter = ""
    for line in text.splitlines():
        if _ANCHOR.match(line) or _OTHER_LANGUAGE.match(line):
            continue
        m = _HEADING.match(line)
        if m is not None and len(m[1]) == 1:
            title = m[2].strip()
            continue
        if m is not None and len(m[1]) == 2:
            chapter = m[2].strip()
            if not rules:
                preamble.append((chapter, []))
            continue
        if m is not None and len(m[1]) == 3:
            rule = _RULE_HEADING.match(m[2].strip())
            if rule is None:
                raise ValueError(f"a rule heading starts with its id (R-1.1): {line!r}")
            rules.append((f"R-{rule[1]}.{rule[2]}", rule[3].strip(), chapter, []))
            continue
        (rules[-1][3] if rules else preamble[-1][1]).append(line)
    if not rules:
        raise ValueError("the rulebook has no rules (### R-1.1 ... headings)")
    intro = tuple((heading, "\n".join(lines).strip()) for heading, lines in preamble
                  if "\n".join(lines).strip())
    return Rulebook(language, title, intro,
                    tuple(Rule(i, t, c, "\n".join(body).strip()) for i, t, c, body in rules))


@cache
def load_rulebook(language: str) -> Rulebook:
    """The shipped rulebook in ``language`` ("en" or "hu"; any other: English)."""
    path = rulebook_path(language)
    return parse_rulebook(path.parent.name, path.read_text(encoding="utf-8"))
