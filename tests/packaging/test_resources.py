"""director.resources: one place finds the templates, sounds and translations."""

from __future__ import annotations

from pathlib import Path

import pytest

from director import resources
from director.engine.structures import load_template

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh() -> None:
    resources.resource_dir.cache_clear()


def test_a_checkout_uses_the_top_level_resources(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(resources.ENVIRONMENT_VARIABLE, raising=False)
    assert resources.resource_dir() == ROOT / "resources"
    assert load_template("home-game", resources.resource_dir()).name == "Home game"
    assert resources.resource_path("sounds", "level_up.wav").is_file()
    assert resources.resource_path("translations", "director_hu.qm").is_file()


def test_the_environment_variable_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "structures").mkdir()
    (tmp_path / "structures" / "home-game.json").write_text(
        (ROOT / "resources" / "structures" / "home-game.json").read_text(encoding="utf-8"),
        encoding="utf-8")
    monkeypatch.setenv(resources.ENVIRONMENT_VARIABLE, str(tmp_path))
    assert resources.resource_dir() == tmp_path


def test_a_folder_without_the_templates_is_passed_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(resources.ENVIRONMENT_VARIABLE, str(tmp_path))  # empty
    assert resources.resource_dir() == ROOT / "resources"


def test_no_resources_anywhere_says_where_it_looked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "candidates", lambda: [Path("/nowhere/a"), Path("/nowhere/b")])
    with pytest.raises(resources.ResourcesNotFound, match="/nowhere/a, /nowhere/b"):
        resources.resource_dir()


def test_the_wheel_ships_every_resource() -> None:
    """pyproject's data-files patterns cover every file in resources/ but the .ts sources."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = config["tool"]["setuptools"]["data-files"]
    shipped = {p.resolve() for patterns in data_files.values() for pattern in patterns
               for p in ROOT.glob(pattern)}
    wanted = {p.resolve() for p in (ROOT / "resources").rglob("*")
              if p.is_file() and p.suffix != ".ts"}
    assert wanted - shipped == set()
    assert all(target.startswith("share/poker-director/") for target in data_files)
