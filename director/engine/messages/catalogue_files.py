"""A language's catalogue, each entry parsed when it is first asked for.

Parsing a whole language (25 files, about 200 kB) with ``fluent.syntax``'s parser
takes about 0.2 s of CPU and 8 MB, and the first message a run shows would wait
for it on the window's thread; even one large file (``services.ftl``) takes 35-40
ms. ``CatalogueFiles`` reads the files and finds where each entry is by a scan of
their text (``ENTRY_START``: an entry starts a line with its id and ``=``; a term's
id starts with ``-``): an entry's source runs from its line to the next entry's.
It parses and adds to the bundle only the entry asked for (well under a
millisecond), and the messages and terms it references (``{ other-message }``,
``{ -term }``), theirs in turn.

An id in more than one file is taken from the first file in name order whose
text of it Fluent reads, as when every file was added in that order.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

#: A line that starts an entry: a message's or a term's id and ``=`` (Fluent's
#: other lines at the start of a line are comments, blank, or a placeable's
#: ``[``, ``*[`` or ``}``; a continuation of a text is indented).
ENTRY_START = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


class Place(NamedTuple):
    """Where an entry's source is: its file, and its characters in the file's text
    (from its line to the next entry's line, the comments between them with it)."""

    path: Path
    start: int
    end: int


def entry_index(folder: Path) -> tuple[dict[str, tuple[Place, ...]], dict[Path, str]]:
    """Each message's and term's id (a term's with its ``-``) in ``folder``'s
    ``.ftl`` files: where it is, in the files' name order; and the files' texts."""
    index: dict[str, tuple[Place, ...]] = {}
    texts: dict[Path, str] = {}
    for path in sorted(folder.glob("*.ftl")):
        texts[path] = text = path.read_text(encoding="utf-8")
        starts = list(ENTRY_START.finditer(text))
        ends = [match.start() for match in starts[1:]] + [len(text)]
        for match, end in zip(starts, ends, strict=True):
            index[match[1]] = (*index.get(match[1], ()), Place(path, match.start(), end))
    return index, texts


class CatalogueFiles:
    """``folder``'s entries, each added to ``bundle`` when it is first asked for
    (``has_message``). Safe to ask from several threads: the loading is one at a
    time."""

    def __init__(self, folder: Path, bundle: FluentBundle) -> None:
        self.folder = folder
        self.bundle = bundle
        self._index: dict[str, tuple[Place, ...]] = {}
        self._texts: dict[Path, str] | None = None
        # Ids whose entry, and all it references, are in the bundle (or that the
        # catalogue does not have).
        self._ready: set[str] = set()
        # The entries parsed and added, with what each references.
        self._references: dict[str, frozenset[str]] = {}
        self._files: list[str] = []
        self._lock = threading.Lock()

    @property
    def loaded(self) -> tuple[str, ...]:
        """The names of the files an entry was parsed from, in the order of their first."""
        return tuple(self._files)

    @property
    def parsed(self) -> frozenset[str]:
        """The ids of the entries parsed (a term's with its ``-``)."""
        return frozenset(self._references)

    def find_entries(self) -> None:
        """The catalogue's files read and their entries found now, not at the first
        message asked for (``render.prepare``: ahead of a page, on another thread)."""
        with self._lock:
            if self._texts is None:
                self._index, self._texts = entry_index(self.folder)

    def has_message(self, message_id: str) -> bool:
        """Whether the catalogue has ``message_id``, with it (and what it
        references) in the bundle when it does."""
        if message_id not in self._ready:
            with self._lock:
                self._prepare(message_id)
        return self.bundle.has_message(message_id)

    def _prepare(self, entry_id: str) -> None:
        if self._texts is None:
            self._index, self._texts = entry_index(self.folder)
        seen: set[str] = set()
        to_do = [entry_id]
        while to_do:
            next_id = to_do.pop()
            if next_id in seen or next_id in self._ready:
                continue
            seen.add(next_id)
            for place in self._index.get(next_id, ()):
                if next_id in self._references:
                    break
                self._load(next_id, place)
            to_do.extend(self._references.get(next_id, ()))
        # Only now, with every entry in: another thread reads ``_ready`` unlocked.
        self._ready |= seen

    def _load(self, entry_id: str, place: Place) -> None:
        from fluent.syntax import FluentParser, ast

        assert self._texts is not None
        source = self._texts[place.path][place.start:place.end]
        # Fluent's runtime reads no source positions: parsed without them.
        for entry in FluentParser(with_spans=False).parse(source).body:
            if isinstance(entry, (ast.Message, ast.Term)) and _key(entry) == entry_id:
                self.bundle.add_resource(ast.Resource([entry]))
                self._references[entry_id] = _references(entry)
                if place.path.name not in self._files:
                    self._files.append(place.path.name)


def _key(entry: ast.Message | ast.Term) -> str:
    from fluent.syntax import ast

    return f"-{entry.id.name}" if isinstance(entry, ast.Term) else entry.id.name


def _references(entry: ast.Message | ast.Term) -> frozenset[str]:
    """The messages and terms (``-`` and the id) ``entry``'s text and attributes name."""
    from fluent.syntax import ast

    found: set[str] = set()
    nodes: list[object] = [entry.value, *entry.attributes]
    while nodes:
        node = nodes.pop()
        if isinstance(node, ast.MessageReference):
            found.add(node.id.name)
        elif isinstance(node, ast.TermReference):
            found.add(f"-{node.id.name}")
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                if isinstance(value, list):
                    nodes.extend(value)
                elif isinstance(value, ast.BaseNode):
                    nodes.append(value)
    return frozenset(found)
