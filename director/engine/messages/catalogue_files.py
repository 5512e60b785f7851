"""A language's catalogue files, parsed one at a time as their messages are asked for.

Parsing a whole language (25 files, about 200 kB) with ``fluent.syntax``'s parser
takes about 0.3 s of CPU and 8 MB, and the first message a run shows would wait
for it on the window's thread. ``CatalogueFiles`` knows where each entry is from a
scan of the files' text (``ENTRY_START``: an entry starts a line with its id and
``=``; a term's id starts with ``-``), and adds to the bundle only the file that
holds the message asked for, and the files of the messages and terms that file's
entry references (``{ other-message }``, ``{ -term }``), theirs in turn.

When an id is in more than one file the first file in name order wins, as when
every file was added in that order: a file is added only after the earlier files
that define one of its ids.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

#: A line that starts an entry: a message's or a term's id and ``=`` (Fluent's
#: other lines at the start of a line are comments, blank, or a placeable's
#: ``[``, ``*[`` or ``}``; a continuation of a text is indented).
ENTRY_START = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


def entry_index(folder: Path) -> dict[str, tuple[Path, ...]]:
    """Each message's and term's id (a term's with its ``-``) in ``folder``'s
    ``.ftl`` files: the files that define it, in name order."""
    index: dict[str, tuple[Path, ...]] = {}
    for path in sorted(folder.glob("*.ftl")):
        for entry_id in dict.fromkeys(
                ENTRY_START.findall(path.read_text(encoding="utf-8"))):
            index[entry_id] = (*index.get(entry_id, ()), path)
    return index


class CatalogueFiles:
    """``folder``'s files, added to ``bundle`` when an entry of theirs is first
    asked for (``has_message``). Safe to ask from several threads: the loading is
    one at a time."""

    def __init__(self, folder: Path, bundle: FluentBundle) -> None:
        self.folder = folder
        self.bundle = bundle
        self._index: dict[str, tuple[Path, ...]] | None = None
        self._loaded: list[Path] = []
        # Ids whose file, and the files of all they reference, are in the bundle.
        self._ready: set[str] = set()
        self._references: dict[str, frozenset[str]] = {}
        self._lock = threading.Lock()

    @property
    def loaded(self) -> tuple[str, ...]:
        """The names of the files parsed so far, in the order their parsing began."""
        return tuple(path.name for path in self._loaded)

    def has_message(self, message_id: str) -> bool:
        """Whether the catalogue has ``message_id``, with its file (and what it
        references) in the bundle when it does."""
        if message_id not in self._ready:
            with self._lock:
                self._prepare(message_id)
        return self.bundle.has_message(message_id)

    def _prepare(self, entry_id: str) -> None:
        if self._index is None:
            self._index = entry_index(self.folder)
        seen: set[str] = set()
        to_do = [entry_id]
        while to_do:
            next_id = to_do.pop()
            if next_id in seen or next_id in self._ready:
                continue
            seen.add(next_id)
            for path in self._index.get(next_id, ()):
                if path not in self._loaded:
                    self._load(path)
                if next_id in self._references:  # the first file that defines it
                    break
            to_do.extend(self._references.get(next_id, ()))
        # Only now, with every file in: another thread reads ``_ready`` unlocked.
        self._ready |= seen

    def _load(self, path: Path) -> None:
        from fluent.syntax import FluentParser, ast

        assert self._index is not None
        self._loaded.append(path)
        # Fluent's runtime reads no source positions: parsed without them.
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        entries = [item for item in resource.body if isinstance(item, (ast.Message, ast.Term))]
        for entry in entries:
            for earlier in self._index.get(_key(entry), ()):
                if earlier == path:
                    break
                if earlier not in self._loaded:
                    self._load(earlier)
        self.bundle.add_resource(resource)
        for entry in entries:
            self._references.setdefault(_key(entry), _references(entry))


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
