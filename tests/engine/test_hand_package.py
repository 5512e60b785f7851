"""The hand engine's imports run one way (issue 16): the data imports no rules,
the rules import the data, the dealer's guide imports both, and no module of
``director/engine/hand`` imports another's ``_private`` name or reads one.

The graph is built from the source (``ast``), so a lazy import inside a
function counts as much as one at the top; each module is also imported alone
in a fresh interpreter, so none works only because another was loaded first.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = "director.engine.hand"
FOLDER = Path(__file__).resolve().parents[2] / "director" / "engine" / "hand"
MODULES = sorted(p.stem for p in FOLDER.glob("*.py") if p.stem != "__init__")
RULES = ("checks", "betting_rules", "rounds", "draw", "evaluation", "showdown_rules",
         "transitions")


def _tree(name: str) -> ast.Module:
    return ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))


def _imports(name: str) -> dict[str, set[str]]:
    """Module of the package -> the names ``name`` imports from it (anywhere in it)."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(_tree(name)):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == PACKAGE:  # from director.engine.hand import x
                for alias in node.names:
                    found.setdefault(alias.name, set())
            elif node.module.startswith(PACKAGE + "."):
                other = node.module.removeprefix(PACKAGE + ".")
                found.setdefault(other, set()).update(a.name for a in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    found.setdefault(alias.name.removeprefix(PACKAGE + "."), set())
    return found


GRAPH = {name: _imports(name) for name in MODULES}


def test_the_package_has_the_modules_the_layers_name() -> None:
    assert {"data", "state", "guide", *RULES} <= set(MODULES)
    assert all(other in MODULES for deps in GRAPH.values() for other in deps)


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
        for other in GRAPH[name]:
            visit(other)
        path.pop()
        done.add(name)

    for name in MODULES:
        visit(name)


def _reaches(start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for other in GRAPH[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def test_the_layers_run_one_way() -> None:
    """The data knows no rules and no guide; the rules do not know the guide or
    the state that puts them together; the guide reads the data and the rules."""
    assert not _reaches("data") & {*RULES, "guide", "state"}
    for rule in RULES:
        assert "data" in _reaches(rule), rule
        assert not _reaches(rule) & {"guide", "state"}, rule
    assert {"data", "rounds", "draw", "betting_rules"} <= _reaches("guide")
    assert {"data", "transitions", "guide"} <= _reaches("state")


def test_no_module_imports_a_private_name_of_another() -> None:
    private = {f"{name}: {other}.{n}" for name, deps in GRAPH.items()
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
