"""The Hungarian Qt catalogues (resources/translations/*.ts) hold the program's texts,
no more and no fewer: a text the code no longer has is not kept (a window's field
replaced left "Color-up: chip values separated by commas" behind), and every text
the code asks Qt to translate is in a catalogue, so the Hungarian program never
shows English. After a change: ``python packaging/build_translations.py`` compiles
the .qm files (``--update`` refreshes the .ts first; see its notes).

The code's texts are read from its syntax, not by lupdate (which cannot see the texts
translated through a variable or the setup windows' ``_tr`` helpers): any string
written in ``director/`` keeps a catalogue's entry used; the texts given to ``tr``,
``_tr`` and ``QCoreApplication.translate`` must each be in a catalogue."""

from __future__ import annotations

import ast
import functools
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from director.ui.shell.app import TRANSLATIONS_DIR
from tests.syntax import collector_paused, parse_files, trees_dropped

DIRECTOR = Path(__file__).resolve().parents[2] / "director"
CATALOGUES = sorted(TRANSLATIONS_DIR.glob("director_hu*.ts"))


@functools.cache
def _nodes() -> tuple[tuple[Path, tuple[ast.AST, ...]], ...]:
    """Every file of the program's code, with its syntax's nodes (read once)."""
    with collector_paused():
        return tuple((path, tuple(ast.walk(tree)))
                     for path, tree in parse_files(sorted(DIRECTOR.rglob("*.py"))))


trees_for_this_module = trees_dropped(_nodes)


def _calls() -> Iterator[tuple[ast.Call, str, Path]]:
    for path, nodes in _nodes():
        for node in nodes:
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else \
                    func.id if isinstance(func, ast.Name) else ""
                yield node, name, path


def _text(arg: ast.expr) -> str | None:
    return arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None


def written_strings() -> set[str]:
    """Every string written in the program's code."""
    return {node.value for _, nodes in _nodes() for node in nodes
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def translated_texts() -> dict[str, str]:
    """The texts the code gives Qt to translate, with the file that does: ``x.tr(text)``
    (a plural's ``x.tr(text, "", n)`` too), a helper's ``tr(text)``/``_tr(text)``, and
    ``translate(context, text)`` (``tr`` when it names ``QCoreApplication.translate``)."""
    found: dict[str, str] = {}
    for call, name, path in _calls():
        args = [_text(a) for a in call.args]
        if name == "translate" and len(args) >= 2:
            text = args[1]
        elif name in ("tr", "_tr") and args:
            method = isinstance(call.func, ast.Attribute)
            two = len(args) >= 2 and args[0] is not None and bool(args[1])
            text = args[1] if two and not method else args[0]
        else:
            continue
        if text is not None:
            found.setdefault(text, str(path.relative_to(DIRECTOR.parent)))
    return found


def catalogued() -> dict[str, list[tuple[str, str]]]:
    """Each catalogue's source texts: text -> [(catalogue, context)]."""
    found: dict[str, list[tuple[str, str]]] = {}
    for ts in CATALOGUES:
        for context in ET.parse(ts).getroot().iter("context"):
            for message in context.iter("message"):
                found.setdefault(message.findtext("source") or "", []).append(
                    (ts.name, context.findtext("name") or ""))
    return found


def test_no_catalogue_keeps_a_text_the_code_no_longer_has() -> None:
    code = written_strings()
    unused = sorted((where, text) for text, where in catalogued().items() if text not in code)
    assert not unused, f"remove from the .ts and compile (build_translations.py): {unused}"


def test_every_text_the_code_translates_is_in_a_catalogue() -> None:
    have = catalogued()
    missing = sorted((path, text) for text, path in translated_texts().items()
                     if text not in have)
    assert not missing, f"add to the area's .ts (build_translations.py AREAS): {missing}"


def test_the_check_reads_the_code_as_it_is() -> None:
    """The readers find what they must: a text known to be translated (the console's
    C&ount chips), a plural's, one through ``translate`` and one through the chip
    colours' ``tr`` alias; and a string nowhere in the code is not found."""
    texts = translated_texts()
    assert {"C&ount chips", "Break: %n minutes", "Open it as it is", "white"} <= set(texts)
    assert "ChipColours" not in texts  # a context, not a text
    assert "Color-up: chip values separated by commas" not in written_strings()
