"""Release hygiene: one version, a licence shipped the current way, a changelog."""

import tomllib
from pathlib import Path

from game import __version__

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_version_is_written_once():
    assert "version" not in PROJECT["project"]
    assert "version" in PROJECT["project"]["dynamic"]
    dynamic = PROJECT["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "game.__version__"}


def test_the_changelog_has_this_version():
    assert f"## [{__version__}]" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_the_licence_is_an_spdx_expression_and_its_file_ships():
    assert PROJECT["project"]["license"] == "MIT"
    assert "LICENSE" in PROJECT["project"]["license-files"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert not any(c.startswith("License ::") for c in PROJECT["project"]["classifiers"])


def test_the_build_backend_has_an_upper_bound():
    (requirement,) = PROJECT["build-system"]["requires"]
    assert requirement.startswith("setuptools>=") and "<" in requirement


def test_every_asset_folder_is_package_data():
    """A new folder under assets/ must be added to the wheel's package data."""
    globs = PROJECT["tool"]["setuptools"]["package-data"]["game.assets"]
    tops = {p.name for p in (ROOT / "assets").iterdir() if p.is_dir()}
    covered = {g.split("/")[0] for g in globs if "/" in g}
    assert tops <= covered, tops - covered
