"""Compile the translations: resources/translations/*.ts -> .qm (Qt lrelease).

``python packaging/build_translations.py`` compiles; with ``--update`` it first
refreshes the .ts sources from the code (Qt lupdate over director/ui and
director/cli.py), keeping the translations already made. The .qm files are
committed so a fresh checkout runs in Hungarian without this step.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"


def sources() -> list[Path]:
    """The Python files with translatable texts (lupdate does not scan folders for .py)."""
    return [*sorted((ROOT / "director" / "ui").rglob("*.py")), ROOT / "director" / "cli.py"]


def qt_tool(name: str) -> str:
    """The Qt tool shipped inside the PySide6 wheel (the pyside6-* wrappers need not work)."""
    for folder in PySide6.__path__:
        for candidate in (Path(folder) / name, Path(folder) / f"{name}.exe"):
            if candidate.exists():
                return str(candidate)
    raise SystemExit(f"{name} was not found in the PySide6 installation ({PySide6.__path__})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update", action="store_true", help="run lupdate first")
    args = parser.parse_args(argv)
    catalogues = sorted(TRANSLATIONS.glob("*.ts"))
    if args.update:
        for ts in catalogues:
            subprocess.run([qt_tool("lupdate"), "-no-obsolete", *map(str, sources()),
                            "-ts", str(ts)], check=True)
    for ts in catalogues:
        subprocess.run([qt_tool("lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
