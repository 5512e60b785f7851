"""The room view's pages: one HTML shell per page in the viewer's language, and the
fixed files it loads. The words come from ``resources/web/texts_<lang>.json``;
the figures are filled in by ``room.js`` from the published data.
"""

from __future__ import annotations

import html
import json
from functools import cache
from string import Template
from typing import Any

from director.resources import resource_path

LANGUAGES = ("en", "hu")
PAGES = ("clock", "seating", "results", "waiting", "remote")

#: The files a page may load, with their content types; nothing else is served.
STATIC = {
    "room.css": "text/css; charset=utf-8",
    "room.js": "text/javascript; charset=utf-8",
    "remote.js": "text/javascript; charset=utf-8",
    "remote_cash.js": "text/javascript; charset=utf-8",
}


@cache
def texts(language: str) -> dict[str, Any]:
    """The page words of one language (``LANGUAGES``)."""
    if language not in LANGUAGES:
        raise ValueError(f"the room view speaks {', '.join(LANGUAGES)}, not {language!r}")
    data: dict[str, Any] = json.loads(
        resource_path("web", f"texts_{language}.json").read_text(encoding="utf-8"))
    return data


@cache
def static_file(name: str) -> bytes:
    if name not in STATIC:
        raise KeyError(name)
    return resource_path("web", name).read_bytes()


@cache
def _shell() -> Template:
    return Template(resource_path("web", "page.html").read_text(encoding="utf-8"))


def pick_language(query: str | None, accept_language: str | None) -> str:
    """``?lang=`` when it names a language we speak, else the browser's first
    language we speak (``Accept-Language`` with its q-values), else English."""
    if query in LANGUAGES:
        return query
    choices: list[tuple[float, int, str]] = []
    for position, part in enumerate((accept_language or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        choices.append((-weight, position, tag.strip().lower()[:2]))
    for _, _, primary in sorted(choices):
        if primary in LANGUAGES:
            return primary
    return "en"


def render_page(page: str, language: str, event_name: str,
                offered: tuple[str, ...] = PAGES) -> str:
    """The HTML of ``page`` ("index" or one of ``PAGES``) in ``language``; its menu
    lists the pages ``offered`` (those that apply to the event: a tournament has no
    waiting list, a cash game no clock or results); the director's remote is linked
    from the first page and its own."""
    words = texts(language)
    titles = {name: str(words[f"title_{name}"]) for name in PAGES}
    listed = {name: title for name, title in titles.items()
              if name in offered and name != "remote"}
    nav = " ".join(
        f'<a href="/{name}?lang={language}"'
        + (' aria-current="page"' if name == page else "") + f">{html.escape(title)}</a>"
        for name, title in (listed | ({"remote": titles["remote"]} if page == "remote"
                                      else {})).items())
    if page == "index":
        items = "".join(f'<li><a href="/{name}?lang={language}">{html.escape(title)}</a></li>'
                        for name, title in (listed | {"remote": titles["remote"]}).items())
        body = (f'<h1>{html.escape(event_name or str(words["no_event"]))}</h1>'
                f'<p class="notice">{html.escape(str(words["index_intro"]))}</p>'
                f'<ul class="list">{items}</ul>')
        title = str(words["nav_home"])
    else:
        body = ""
        title = titles[page]
    if page == "remote":
        body = ('<script src="/static/remote_cash.js" defer></script>'
                '<script src="/static/remote.js" defer></script>')
    payload = json.dumps(words, ensure_ascii=False).replace("</", "<\\/")
    return _shell().substitute(
        lang=language, title=html.escape(title), event=html.escape(event_name),
        page=page, brand=html.escape(str(words["nav_home"])), nav=nav, body=body,
        texts=payload)
