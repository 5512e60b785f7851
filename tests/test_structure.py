"""The house's structure (issue 32, docs/architecture.md): the layers import one way,
no module imports another's ``_private`` name, there is no import circle anywhere in
``director/`` and no folder holds more modules than a reader can see at once.

The graph is read from the source (``ast``): an import inside a function counts as
much as one at the top, and so does one under ``if TYPE_CHECKING:`` (a window that
names the main window's type knows the main window). The engine's hand package has
its own, finer test (tests/engine/test_hand_package.py).
"""

from __future__ import annotations

import ast
import functools
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.syntax import parse

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "director"

#: At most this many modules (``__init__.py`` not counted) in one folder.
MOST_MODULES = 16

#: What each layer may not import: the project's packages, and the libraries of
#: another layer (the windows' Qt, the store's SQL).
QT = ("PySide6", "shiboken6")
SQL = ("sqlalchemy", "sqlmodel", "alembic", "sqlite3", "psycopg")
FORBIDDEN = {
    "director.engine": ("director.store", "director.services", "director.ui",
                        "director.web", "director.cli", "director.resources", *QT, *SQL),
    "director.store": ("director.services", "director.ui", "director.web", "director.cli",
                       *QT),
    "director.services": ("director.ui", "director.web", "director.cli", *QT),
    "director.ui": ("director.store", "director.cli"),
    "director.web": ("director.ui", "director.store", "director.cli", *QT),
}



def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


@dataclass(frozen=True)
class Import:
    module: str  # the importing module
    target: str  # the module (of director, or a library's dotted name) imported
    names: tuple[str, ...]  # the names taken from it (``from target import names``)
    line: int


def _owner(dotted: str) -> str:
    """The director module that ``dotted`` names, or is inside."""
    while dotted not in MODULES and "." in dotted:
        dotted = dotted.rsplit(".", 1)[0]
    return dotted


def _imports(module: str) -> list[Import]:
    """Every import of ``module``, wherever it stands in the file."""
    path = MODULES[module]
    tree = parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(module, alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                if whole in MODULES:  # from director.services import commits
                    found.append(Import(module, whole, (), node.lineno))
                else:
                    found.append(Import(module, base, (alias.name,), node.lineno))
    return found


@functools.cache
def imports() -> dict[str, list[Import]]:
    """Every module's imports, read when a test first asks (not while every worker
    collects the suite: 0.9 s of processor time each; issue 33)."""
    return {module: _imports(module) for module in MODULES}


@functools.cache
def graph() -> dict[str, set[str]]:
    """Which director modules each one imports."""
    return {module: {_owner(i.target) for i in found if i.target.startswith("director")}
            - {module} for module, found in imports().items()}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        for other in sorted(graph.get(name, ())):
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            part = []
            while True:
                other = stack.pop()
                part.append(other)
                if other == name:
                    break
            if len(part) > 1:
                circles.append(sorted(part))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return circles


def test_the_graph_reads_every_module_and_sees_lazy_imports() -> None:
    """The reader finds an import inside a function and one for the type checker only."""
    assert len(MODULES) > 200
    assert "director.engine.messages.message" in MODULES
    context = next(m for m in MODULES if m.startswith("director.ui") and m.endswith(".context"))
    lazy = [i for i in imports()[context] if i.target.startswith("director.services")]
    assert lazy, "context.py builds each service on first use: those imports are seen"


def test_no_import_circle() -> None:
    circles = _circles(graph())
    assert not circles, "import circles: " + "; ".join(" <-> ".join(c) for c in circles)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_the_layers_import_downwards(layer: str) -> None:
    """ui, web -> services -> store, engine; store -> engine; the engine imports
    nothing of the project outside itself, no Qt and no SQL (DESIGN.md "Layers")."""
    wrong = [f"{i.module}:{i.line} imports {i.target}"
             for module, found in imports().items()
             if module == layer or module.startswith(layer + ".")
             for i in found
             if any(i.target == bad or i.target.startswith(bad + ".")
                    for bad in FORBIDDEN[layer])]
    assert not wrong


def test_no_module_imports_a_private_name_of_another() -> None:
    wrong = [f"{i.module}:{i.line} takes {name} from {i.target}"
             for found in imports().values() for i in found
             if i.target.startswith("director")
             for name in i.names if name.startswith("_") and not name.startswith("__")]
    assert not wrong


def _folders() -> Counter[str]:
    return Counter(str(p.parent.relative_to(ROOT)) for p in MODULES.values()
                   if p.name != "__init__.py")


def test_no_folder_holds_more_modules_than_one_can_see() -> None:
    crowded = {folder: count for folder, count in _folders().items()
               if count > MOST_MODULES}
    assert not crowded


