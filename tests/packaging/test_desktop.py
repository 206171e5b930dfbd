"""Linux desktop integration: the entry matches the window, and one command installs it."""

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import APP_ID, WINDOW_CLASS, __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "tools" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_entry_names_the_window_class_and_the_icon():
    entry = _entry()
    assert entry["StartupWMClass"] == WINDOW_CLASS
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "minesweeper"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_the_metainfo_launches_the_entry_and_knows_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.findtext("project_license") == "MIT"
    versions = [r.get("version") for r in root.iter("release")]
    assert __version__ in versions


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_the_entry_is_valid():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="needs appstreamcli")
def test_the_metainfo_is_valid():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _install(prefix: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PREFIX": str(prefix)}
    return subprocess.run(
        ["sh", str(ROOT / "tools" / "install-desktop.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_one_command_installs_and_removes_it(tmp_path):
    program = tmp_path / "my games" / "minesweeper"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    result = _install(tmp_path / "usr", str(program))
    assert result.returncode == 0, result.stderr
    share = tmp_path / "usr" / "share"
    installed = (share / "applications" / DESKTOP.name).read_text()
    assert f'Exec="{program}"' in installed
    assert "StartupWMClass=minesweeper" in installed
    assert (share / "metainfo" / METAINFO.name).is_file()
    for size in (16, 32, 48, 128, 256, 512):
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert (
            icon.read_bytes()
            == (ROOT / "assets" / "icons" / f"minesweeper-{size}.png").read_bytes()
        )
    assert _install(tmp_path / "usr", "--uninstall").returncode == 0
    assert not (share / "applications" / DESKTOP.name).exists()
    assert not list(share.rglob(f"{APP_ID}.png"))


def test_no_program_is_a_one_line_error(tmp_path):
    result = _install(tmp_path / "usr", str(tmp_path / "nothing-here"))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
