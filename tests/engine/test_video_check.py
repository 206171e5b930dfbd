"""No usable display: one line saying so and how to play in the terminal, a non-zero exit,
never a traceback and never a game running unseen on SDL's offscreen driver. SDL's headless
drivers chosen by name (the tests, --selftest) keep working."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _free_display() -> str:
    """An X display number no server listens on."""
    number = 90
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return f":{number}"


def _window(tmp_path: Path, **env: str | None) -> subprocess.CompletedProcess:
    """The game's window, asked for 5 frames (so a game running unseen still ends)."""
    environment = {**os.environ, "MINESWEEPER_HOME": str(tmp_path / "home")}
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        environment.pop(name, None)
    environment.update({name: value for name, value in env.items() if value is not None})
    return subprocess.run(
        [sys.executable, "main.py", "--difficulty", "normal", "--frames", "5"],
        cwd=ROOT, capture_output=True, text=True, env=environment, timeout=120, check=False,
    )  # fmt: skip


CASES = {
    "no-display": {},
    "display-without-server": {"DISPLAY": _free_display()},
    "bogus-wayland": {"WAYLAND_DISPLAY": "bogus-wayland-display"},
    "bogus-driver": {"SDL_VIDEODRIVER": "bogus"},
}


@pytest.mark.skipif(sys.platform != "linux", reason="display variables of X11 and Wayland")
@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_no_usable_display_is_one_line_and_a_failure(case, tmp_path):
    done = _window(tmp_path, **CASES[case])
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 1, done.stderr[-500:]
    assert "first frame" not in done.stdout  # nothing ran unseen
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-500:]
    assert "cannot open the window" in lines[0] and "--text" in lines[0]


def test_a_headless_driver_chosen_by_name_still_runs(tmp_path):
    done = _window(tmp_path, SDL_VIDEODRIVER="dummy")
    assert done.returncode == 0, done.stderr[-500:]
    assert "first frame" in done.stdout
