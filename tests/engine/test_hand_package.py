"""The hand engine's imports run one way (issue 16): the data imports no rules,
the rules import the data, the dealer's guide imports both, and no module of
``director/engine/hand`` imports another's ``_private`` name or reads one.

The layers are folders (issue 32): ``hand/facts`` (what a hand is made of)
imports nothing outside itself, ``hand/rules`` reads the facts and never the
state or the guide at the package's top.

The graph is built from the source (``ast``), so a lazy import inside a
function counts as much as one at the top; each module is also imported alone
in a fresh interpreter, so none works only because another was loaded first.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = "director.engine.hand"
FOLDER = Path(__file__).resolve().parents[2] / "director" / "engine" / "hand"
MODULES = sorted(".".join(p.relative_to(FOLDER).with_suffix("").parts)
                 for p in FOLDER.rglob("*.py") if p.stem != "__init__")
TOP = ("state", "state_data", "guide", "gestures", "virtual_dealer")
RULES = ("checks", "betting_rules", "rounds", "draw", "evaluation", "showdown_rules",
         "transitions")


def _tree(name: str) -> ast.Module:
    return ast.parse((FOLDER / f"{name.replace('.', '/')}.py").read_text(encoding="utf-8"))


def _module(dotted: str) -> str | None:
    """``director.engine.hand.rules.draw`` -> ``rules.draw``; None outside the hand."""
    if dotted != PACKAGE and not dotted.startswith(PACKAGE + "."):
        return None
    return dotted.removeprefix(PACKAGE).lstrip(".")


def _imports(name: str) -> dict[str, set[str]]:
    """Module of the package -> the names ``name`` imports from it (anywhere in it)."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(_tree(name)):
        if isinstance(node, ast.ImportFrom) and node.module:
            where = _module(node.module)
            if where is None:
                continue
            for alias in node.names:  # from director.engine.hand.rules import draw
                inner = f"{where}.{alias.name}".lstrip(".")
                if inner in MODULES:
                    found.setdefault(inner, set())
                else:
                    found.setdefault(where, set()).add(alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                where = _module(alias.name)
                if where:
                    found.setdefault(where, set())
    return found


@functools.cache
def graph() -> dict[str, dict[str, set[str]]]:
    """Each module's imports of the package, read when a test first asks (not while
    every worker collects the suite; issue 33)."""
    return {name: _imports(name) for name in MODULES}


def test_the_package_has_the_modules_the_layers_name() -> None:
    assert {"facts.data", *TOP, *(f"rules.{rule}" for rule in RULES)} <= set(MODULES)
    assert all(other in MODULES for deps in graph().values() for other in deps)
    assert all(name in TOP or name.startswith(("facts.", "rules.")) for name in MODULES)


def test_the_import_graph_has_no_circle() -> None:
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> None:
        if name in path:
            circle = [*path[path.index(name):], name]
            pytest.fail("import circle: " + " -> ".join(circle))
        if name in done:
            return
        path.append(name)
        for other in graph()[name]:
            visit(other)
        path.pop()
        done.add(name)

    for name in MODULES:
        visit(name)


def _reaches(start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for other in graph()[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def test_the_layers_run_one_way() -> None:
    """The data knows no rules and no guide; the rules do not know the guide or
    the state that puts them together; the guide reads the data and the rules."""
    for fact in (name for name in MODULES if name.startswith("facts.")):
        assert all(other.startswith("facts.") for other in _reaches(fact)), fact
    for rule in (name for name in MODULES if name.startswith("rules.")):
        assert not _reaches(rule) & set(TOP), rule
    for rule in RULES:
        assert "facts.data" in _reaches(f"rules.{rule}"), rule
    assert {"facts.data", "rules.rounds", "rules.draw", "rules.betting_rules"} <= _reaches("guide")
    assert {"facts.data", "rules.transitions", "guide"} <= _reaches("state")


def test_no_module_imports_a_private_name_of_another() -> None:
    private = {f"{name}: {other}.{n}" for name, deps in graph().items()
               for other, names in deps.items() for n in names
               if n.startswith("_") and not n.startswith("__")}
    assert not private


def _defined(tree: ast.Module) -> set[str]:
    """Names a module defines itself: functions, classes, attributes it assigns."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_no_module_reads_a_private_attribute_another_module_defines() -> None:
    """``s._log`` in a module that does not define ``_log`` reaches into another
    module's private parts."""
    wrong = []
    for name in MODULES:
        tree = _tree(name)
        own = _defined(tree)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__") and node.attr not in own):
                wrong.append(f"{name}: .{node.attr} (line {node.lineno})")
    assert not wrong


@pytest.mark.parametrize("name", MODULES)
def test_each_module_imports_alone(name: str) -> None:
    """A fresh interpreter imports the module by itself (no module works only
    because another was imported first)."""
    done = subprocess.run(
        [sys.executable, "-c", f"import {PACKAGE}.{name}"],
        capture_output=True, text=True, timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
