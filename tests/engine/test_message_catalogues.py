"""Messages as data (issue 16): every message the program can show renders in
English and Hungarian, and a translation names only arguments its message has."""

from __future__ import annotations

import functools
import re
import subprocess
import warnings
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from director.engine.messages import (
    LANGUAGES,
    Amount,
    MessageDataError,
    MessageError,
    catalogue_folder,
    from_data,
    msg,
    render,
    text,
    to_data,
)
from director.engine.messages.render import _article
from tests.engine.message_samples import sample

ROOT = Path(__file__).resolve().parents[2]


def _entries(language: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path in sorted(catalogue_folder(language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path.name}: Fluent cannot read {junk[0].content!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{entry.id.name} is defined twice"
                found[entry.id.name] = entry
    return found


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _variables(entry: ast.Message) -> set[str]:
    visitor = _Variables()
    visitor.visit(entry)
    return visitor.names


@functools.cache
def catalogues() -> dict[str, dict[str, ast.Message]]:
    """Each language's messages, read when a test first asks (not while every worker
    collects the suite: 0.3 s of processor time each; issue 33)."""
    return {language: _entries(language) for language in LANGUAGES}


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_message_has_every_language(language: str) -> None:
    english, other = set(catalogues()["en"]), set(catalogues()[language])
    assert not english - other, f"no {language} text for: {sorted(english - other)}"
    extra = sorted(other - english)
    assert not extra, f"{language} texts no English message has: {extra}"


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_a_translation_names_only_the_arguments_its_message_has(language: str) -> None:
    wrong = {
        name: sorted(_variables(entry) - _variables(catalogues()["en"][name]))
        for name, entry in catalogues()[language].items()
        if name in catalogues()["en"] and _variables(entry) - _variables(catalogues()["en"][name])
    }
    assert not wrong, f"{language} names arguments the English message does not have: {wrong}"


def test_every_argument_is_named_by_its_type() -> None:
    unnamed = {name: sorted(v for v in _variables(entry) if sample(v) is None)
               for name, entry in catalogues()["en"].items()
               if any(sample(v) is None for v in _variables(entry))}
    assert not unnamed, ("arguments no sample names (tests/engine/message_samples.py): "
                         f"{unnamed}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_renders_with_sample_arguments(language: str) -> None:
    failures = []
    for name, entry in catalogues()["en"].items():
        args = {v: sample(v) for v in _variables(entry) if sample(v) is not None}
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            words = render(msg(name, **args), language)  # type: ignore[arg-type]
        if caught or not words.strip() or "{" in words:
            failures.append((name, words, [str(w.message) for w in caught]))
    assert not failures, failures


def _ids_in_code() -> set[str]:
    found: set[str] = set()
    files = subprocess.run(["git", "ls-files", "director"], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.split()
    call = re.compile(r"""\b(?:msg|Message)\(\s*["']([a-z0-9][a-z0-9-]*)["']""")
    for name in files:
        if name.endswith(".py"):
            found |= set(call.findall((ROOT / name).read_text(encoding="utf-8")))
    return found


def test_every_message_id_in_the_code_is_in_the_english_catalogue() -> None:
    missing = sorted(_ids_in_code() - set(catalogues()["en"]) - {"text"})
    assert not missing, f"messages the code builds that no catalogue has: {missing}"


def test_str_of_a_message_is_its_english_and_a_window_groups_amounts() -> None:
    flop = msg("street-flop")
    assert str(flop) == "flop"
    assert render(flop, "hu") == "flop"
    assert render(text("Kovács Anna"), "hu") == "Kovács Anna"


def test_a_message_keeps_its_form_through_the_store() -> None:
    stored = msg("street-flop", seat=3, amount=Amount(21050), cards=("As", "Kd"),
                 street=msg("street-turn"))
    data = to_data(stored)
    assert data["args"]["amount"] == {"amount": 21050}
    back = from_data(data)
    assert back == stored and isinstance(back["amount"], Amount)
    assert hash(back) == hash(stored)


@pytest.mark.parametrize("data", [None, {"args": {}}, {"id": "x", "args": []},
                                  {"id": "x", "args": {"a": True}},
                                  {"id": "x", "args": {"a": 1.5}}])
def test_a_malformed_stored_message_is_refused_with_a_reason(data: object) -> None:
    with pytest.raises(MessageDataError):
        from_data(data)


def test_an_error_carries_its_message_and_reads_as_english() -> None:
    error = MessageError(msg("street-river"))
    assert str(error) == "river" and error.message == msg("street-river")
    assert MessageError("plain words").message == text("plain words")


@pytest.mark.parametrize(("words", "article"), [
    ("5", "az"), ("1", "az"), ("1\xa0000", "az"), ("1200", "az"), ("12\xa0000", "a"),
    ("100", "a"), ("ász", "az"), ("király", "a"), ("500", "az"), ("2", "a")])
def test_the_hungarian_article_before_a_number_or_a_word(words: str, article: str) -> None:
    assert _article(words) == article
    assert _article(words, capital="yes") == article.capitalize()


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_very_long_argument_is_shortened_in_the_middle_not_lost(language: str) -> None:
    """A path or an action of thousands of characters (Fluent refuses a piece over
    2,500 and writes ``{???}`` for the whole sentence) keeps its sentence: the
    argument's beginning and end stay, the middle is left out."""
    path = "/" + "nested/" * 600 + "night.sqlite3"  # 4,214 characters: Linux allows 4,096+
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        said = render(msg("store-not-a-database", path=path), language)
    assert "{???}" not in said
    assert said.startswith(("/nested/nested/", "A /nested/nested/"))
    assert "nested/night.sqlite3" in said and "…" in said
    assert ("Choose another file" if language == "en" else "Válassz másik fájlt") in said
    assert len(said) < 1400
