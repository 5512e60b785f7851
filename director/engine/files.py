"""Where the program's files are: blind-structure and payout templates, sounds,
translations and the message catalogues (``structures/``, ``payouts/``, ``sounds/``,
``translations/``, ``messages/``).

It stands in the engine because the engine words its messages from the catalogues
(``messages/render.py``) and imports nothing of the project outside itself; the
other layers find their files through ``director.resources``, which adds the
rulebook. One place answers for every way the program runs:

* ``DIRECTOR_RESOURCES`` set in the environment: that folder (tests, packagers).
* A bundle (PyInstaller) or a packager that copies them into the package:
  ``director/_resources``.
* A checkout (``pip install -e .`` or ``python -m director`` in the repository):
  the repository's top-level ``resources/``.
* ``pip install .`` (a wheel): the wheel's data files, installed under the
  environment's ``share/poker-director`` (pyproject.toml ``[tool.setuptools.data-files]``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ENVIRONMENT_VARIABLE = "DIRECTOR_RESOURCES"
SHARE_NAME = "poker-director"
#: Every resources folder has this one; it tells a real folder from a look-alike.
MARKER = Path("structures") / "home-game.json"

#: The ``director`` package's folder.
PACKAGE = Path(__file__).resolve().parents[1]


class ResourcesNotFound(FileNotFoundError):
    """No folder with the program's resources was found; says where it looked."""


def candidates() -> Iterator[Path]:
    """The folders looked at, in order, one by one: the installed schemes' folders
    (``sysconfig``, a few milliseconds) are asked for only when the folders beside the
    package have none (issue 21: a checkout's or the bundle's start needs none)."""
    override = os.environ.get(ENVIRONMENT_VARIABLE)
    if override:
        yield Path(override)
    yield PACKAGE / "_resources"
    yield PACKAGE.parent / "resources"
    import sysconfig

    # A wheel's data files go to the scheme's "data" path + share/poker-director:
    # the environment's prefix (a venv, the system) or the user's base (pip --user).
    for scheme in (sysconfig.get_default_scheme(), sysconfig.get_preferred_scheme("user")):
        try:
            yield Path(sysconfig.get_path("data", scheme)) / "share" / SHARE_NAME
        except KeyError:
            continue
    # Installed elsewhere (pip --target, --prefix): look up from the package's folder.
    for parent in list(PACKAGE.parents)[:4]:
        yield parent / "share" / SHARE_NAME
    yield Path(sys.prefix) / "share" / SHARE_NAME


@cache
def resource_dir() -> Path:
    """The folder holding ``structures/``, ``payouts/``, ``sounds/`` and ``translations/``."""
    looked: list[Path] = []
    for path in candidates():
        if (path / MARKER).is_file():
            return path
        if path not in looked:
            looked.append(path)
    raise ResourcesNotFound(
        "the program's resources (structures/home-game.json and the rest) were not found; "
        "looked in: " + ", ".join(str(p) for p in looked)
        + f". Set {ENVIRONMENT_VARIABLE} to the folder that holds them.")


def resource_path(*parts: str) -> Path:
    """A file or folder inside the resources, e.g. ``resource_path("sounds", "break.wav")``."""
    return resource_dir().joinpath(*parts)
