"""The room view's pages: the viewer's language, the same words in both languages,
and nothing typed by the director can become markup (issue 18)."""

from __future__ import annotations

import json
import re

import pytest

from director.web.pages import PAGES, pick_language, render_page, texts


@pytest.mark.parametrize(("query", "header", "expected"), [
    (None, "hu-HU,hu;q=0.9,en-US;q=0.8,en;q=0.7", "hu"),
    (None, "de-DE,de;q=0.9,hu;q=0.5,en;q=0.4", "hu"),
    (None, "en-GB,en;q=0.9", "en"),
    (None, "fr-FR", "en"),
    (None, None, "en"),
    (None, "en;q=0.2,hu;q=0.9", "hu"),
    ("en", "hu-HU", "en"),
    ("xx", "hu-HU", "hu"),
    (None, "hu;q=abc,en", "en"),
])
def test_the_page_speaks_the_browsers_language(query: str | None, header: str | None,
                                               expected: str) -> None:
    assert pick_language(query, header) == expected


def test_both_languages_have_the_same_words_and_placeholders() -> None:
    en, hu = texts("en"), texts("hu")
    assert set(en) == set(hu)
    assert set(en["games"]) == set(hu["games"])
    for key, value in en.items():
        if isinstance(value, str):
            assert re.findall(r"\{\w+\}", value) == re.findall(r"\{\w+\}", hu[key]), key


@pytest.mark.parametrize("page", [*PAGES, "index"])
def test_every_page_renders_in_both_languages(page: str) -> None:
    for language in ("en", "hu"):
        html = render_page(page, language, "Friday night")
        assert f'<html lang="{language}">' in html
        assert f'data-page="{page}"' in html
        assert "Friday night" in html


def test_an_event_name_cannot_inject_markup_or_end_the_data_block() -> None:
    html = render_page("clock", "en", '<script>alert("x")</script>')
    assert '<script>alert("x")</script>' not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in html
    data = html.split('<script id="texts" type="application/json">', 1)[1]
    data = data.split("</script>", 1)[0]
    assert json.loads(data)["lang"] == "en"


def test_the_pages_name_every_cash_game_as_the_windows_do() -> None:
    """Found in the audit of the room view: a guts waiting list was headed with the key
    "guts-monte-carlo". Every game a cash table deals has its name in both languages:
    the engine's in English, the setup windows' Hungarian translation in Hungarian."""
    import xml.etree.ElementTree as ET

    from director.engine.event.cash_tables import CASH_GAMES, game_title
    from director.resources import resource_path

    windows: dict[str, str] = {}
    for catalogue in sorted(resource_path("translations").glob("director_hu_*.ts")):
        for context in ET.parse(catalogue).getroot().iter("context"):
            if context.findtext("name") == "EventSetup":
                windows |= {m.findtext("source") or "": m.findtext("translation") or ""
                            for m in context.iter("message")}
    assert {game: texts("en")["games"].get(game) for game in CASH_GAMES} == {
        game: game_title(game) for game in CASH_GAMES}
    assert {game: texts("hu")["games"].get(game) for game in CASH_GAMES} == {
        game: windows[game_title(game)] for game in CASH_GAMES}
