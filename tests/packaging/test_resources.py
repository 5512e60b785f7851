"""director.resources (its finder: director.engine.files): one place finds the templates,
sounds, translations and message catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from director import resources
from director.engine import files
from director.engine.event.structures import load_template

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
    monkeypatch.setattr(files, "candidates", lambda: [Path("/nowhere/a"), Path("/nowhere/b")])
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


# ---------------------------------------------------------------- the rulebook

RULES = ROOT / "docs" / "rules"


def test_a_checkout_reads_the_rulebook_from_docs_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(resources.ENVIRONMENT_VARIABLE, raising=False)
    assert resources.rulebook_path("en") == RULES / "en" / "README.md"
    assert resources.rulebook_path("hu") == RULES / "hu" / "README.md"
    assert resources.rulebook_path("de") == RULES / "en" / "README.md"  # no German: English


def test_an_installed_copy_of_the_rulebook_comes_first(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The wheel's share/poker-director and the bundle's resources/ hold the rulebook
    under rules/<language>; where they are found, that copy is read."""
    (tmp_path / "structures").mkdir()
    (tmp_path / "structures" / "home-game.json").write_text(
        (ROOT / "resources" / "structures" / "home-game.json").read_text(encoding="utf-8"),
        encoding="utf-8")
    (tmp_path / "rules" / "hu").mkdir(parents=True)
    (tmp_path / "rules" / "hu" / "README.md").write_text(
        (RULES / "hu" / "README.md").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setenv(resources.ENVIRONMENT_VARIABLE, str(tmp_path))
    assert resources.rulebook_path("hu") == tmp_path / "rules" / "hu" / "README.md"
    assert resources.rulebook_path("en") == RULES / "en" / "README.md"  # not installed there


def test_no_rulebook_anywhere_says_where_it_looked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "rulebook_candidates",
                        lambda language: [Path(f"/nowhere/{language}/README.md")])
    with pytest.raises(resources.ResourcesNotFound, match=re.escape("/nowhere/en/README.md")):
        resources.rulebook_path("en")


def rulebook_files() -> dict[Path, str]:
    """Every file of docs/rules/<language>/ and the folder it ships to."""
    return {p.resolve(): f"rules/{p.parent.name}" for language in
            resources.RULEBOOK_LANGUAGES for p in (RULES / language).iterdir() if p.is_file()}


def test_the_wheel_ships_the_rulebook_from_its_one_source() -> None:
    """pyproject's data-files put every file of docs/rules/<language> into
    share/poker-director/rules/<language>, where rulebook_path finds them."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = {p.resolve(): target.removeprefix("share/poker-director/")
               for target, patterns in config["tool"]["setuptools"]["data-files"].items()
               for pattern in patterns for p in ROOT.glob(pattern)}
    wanted = rulebook_files()
    assert wanted and {p: shipped.get(p) for p in wanted} == wanted


def test_the_bundle_ships_the_rulebook_from_its_one_source(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """packaging/poker-director.spec puts every file of docs/rules/<language> into
    resources/rules/<language> of the bundle (the spec is run up to its Analysis)."""
    import sys
    import types

    class Stop(Exception):
        pass

    def analysis(*_args: object, **kwargs: object) -> None:
        raise Stop(kwargs["datas"])

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda *_a, **_k: []  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    spec = ROOT / "packaging" / "poker-director.spec"
    namespace = {"SPECPATH": str(spec.parent), "Analysis": analysis, "__name__": "spec"}
    with pytest.raises(Stop) as stopped:
        exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    datas = stopped.value.args[0]
    shipped = {Path(source).resolve(): target.removeprefix("resources/")
               for source, target in datas}
    wanted = rulebook_files()
    assert wanted and {p: shipped.get(p) for p in wanted} == wanted


def test_the_bundle_ships_every_resource() -> None:
    """The PyInstaller spec's (folder, pattern) list covers every file in resources/
    but the .ts sources (the styles, fonts and icons of issue 19 too)."""
    import re

    spec = (ROOT / "packaging" / "poker-director.spec").read_text(encoding="utf-8")
    pairs = re.findall(r'\("([\w/]+)", "([*.\w]+)"\)', spec)
    shipped = {p.resolve() for folder, pattern in pairs
               for p in (ROOT / "resources" / folder).glob(pattern) if p.is_file()}
    wanted = {p.resolve() for p in (ROOT / "resources").rglob("*")
              if p.is_file() and p.suffix != ".ts"}
    assert wanted - shipped == set()
