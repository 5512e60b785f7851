"""No window understands the engine by matching its English (issue 16).

What the engine, the services and the store say reaches the windows as messages
(docs/messages.md), rendered from the catalogues in the windows' language. The
windows once turned English sentences back into Hungarian with about 1,900 lines of
regular expressions (``director/ui/engine_text*.py``); a changed word fell back to
English without a sound. This test fails if ``director/ui`` holds a regular
expression again whose pattern is built at run time (as those templates were) or
whose literal pattern names a word of the English catalogues
(``resources/messages/en``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.syntax import parse

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "director" / "ui"
CATALOGUES = ROOT / "resources" / "messages" / "en"

#: The ``re`` functions that take a pattern first.
PATTERN_FUNCTIONS = frozenset({"compile", "match", "fullmatch", "search", "sub", "subn",
                               "findall", "finditer", "split"})

# Fluent syntax around a catalogue's words: a message's or attribute's name before
# "=", a variant's key, a placeable on one line.
_FTL_NAME = re.compile(r"^\s*[*]?\s*(?:[\w-]+|\.[\w-]+)\s*=|\[[\w-]+\]")
_FTL_PLACEABLE = re.compile(r"\{[^{}\n]*\}")
# Regular-expression syntax that is no word: named groups, escapes, character
# classes, repetition counts, inline flags; HTML tags (markup the windows read, not
# words). A class of letters alone (``[Tt]``) stands for its first letter: it is
# part of a word.
_REGEX_SYNTAX = re.compile(r"\(\?P<\w+>|\(\?P=\w+\)|\\[A-Za-z]|\[(?:\\.|[^\]\\])*\]"
                           r"|\{\d*,?\d*\}|\(\?[aiLmsux]+\)")
_LETTER_CLASS = re.compile(r"\[([^\W\d_]+)\]")
_HTML_TAG = re.compile(r"</?[a-z]+\b[^<>]*>")
_WORD = re.compile(r"[^\W\d_]{3,}")


def english_words() -> frozenset[str]:
    """The words (three letters or more, lower case) the English catalogues say."""
    found: set[str] = set()
    for path in CATALOGUES.glob("*.ftl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith("#"):
                continue
            said = _FTL_NAME.sub(" ", line)
            while _FTL_PLACEABLE.search(said):
                said = _FTL_PLACEABLE.sub(" ", said)
            found.update(w.lower() for w in _WORD.findall(said))
    return frozenset(found)


def pattern_words(pattern: str) -> list[str]:
    """The words a literal pattern matches, its syntax taken out."""
    plain = _REGEX_SYNTAX.sub(" ", _LETTER_CLASS.sub(lambda m: m[1][0], pattern))
    plain = _HTML_TAG.sub(" ", plain)
    return [w.lower() for w in _WORD.findall(plain)]


def _pattern_calls(tree: ast.AST) -> list[tuple[int, ast.expr | None]]:
    """(line, pattern argument) of every call of a pattern function of ``re``."""
    modules = {"re"}
    functions: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(a.asname or a.name for a in node.names if a.name == "re")
        elif isinstance(node, ast.ImportFrom) and node.module == "re":
            functions.update(a.asname or a.name for a in node.names
                             if a.name in PATTERN_FUNCTIONS)
    calls: list[tuple[int, ast.expr | None]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                and f.value.id in modules and f.attr in PATTERN_FUNCTIONS) or \
                (isinstance(f, ast.Name) and f.id in functions):
            given = node.args[0] if node.args else next(
                (k.value for k in node.keywords if k.arg == "pattern"), None)
            calls.append((node.lineno, given))
    return calls


def english_patterns(source: str, words: frozenset[str]) -> list[str]:
    """What is wrong with the regular expressions of one module's ``source``."""
    problems = []
    for line, pattern in _pattern_calls(parse(source)):
        if not (isinstance(pattern, ast.Constant) and isinstance(pattern.value, str)):
            problems.append(f"line {line}: a pattern built at run time "
                            f"({ast.unparse(pattern) if pattern else 'none given'})")
            continue
        english = [w for w in pattern_words(pattern.value) if w in words]
        if english:
            problems.append(f"line {line}: {pattern.value!r} matches English: "
                            f"{', '.join(english)}")
    return problems


def test_the_catalogues_give_the_english_words() -> None:
    words = english_words()
    assert {"seat", "posts", "blind", "table", "pot", "award"} <= words
    assert pattern_words(r"(?P<step>\d+)\s[a-z]+\w") == []  # syntax is no word
    assert pattern_words(r"[Tt]able (\d+)") == ["table"]
    assert pattern_words(r'^<a (?:id|name)="[^"]*"></a>\s*$') == []  # markup
    assert pattern_words(r"<b>Seat</b> (\d+)") == ["seat"]


def test_the_check_finds_the_old_regex_layer() -> None:
    """The check can fail: the forms of the deleted templates (engine_text*.py)."""
    words = english_words()
    old = '''
import re
_DIGITS = re.compile(r"\\d{4,}")
def _rule(pattern):
    return re.compile(pattern + r"\\Z", re.DOTALL)
def _button_part(text):
    return re.fullmatch(r"Button at seat (?P<s>\\d+)(?P<dead> \\(dead button\\))?", text)
def table_name(name):
    return re.fullmatch(r"[Tt]able (\\d+)", name)
'''
    problems = english_patterns(old, words)
    assert [p.split(":")[0] for p in problems] == ["line 5", "line 7", "line 9"], problems
    assert "button, seat, dead" in problems[1]


def test_no_regular_expression_in_the_windows_matches_english() -> None:
    words = english_words()
    found = {str(path.relative_to(ROOT)): english_patterns(path.read_text(encoding="utf-8"),
                                                           words)
             for path in sorted(UI.rglob("*.py"))}
    bad = [f"{where} {problem}" for where, problems in found.items() for problem in problems]
    assert len(found) > 50
    assert not bad, "\n".join(bad)
