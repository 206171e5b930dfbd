"""Shared helpers for the replay tests: sample files, the CLI, ms-toollib's own figures."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import ms_toollib

from game.replay.info import CONTRACT_KEYS
from game.replay.playback import video_inputs
from game.replay.read import read_replay
from game.session import GameSession
from game.session.player import play_inputs

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[2]
VALID_SAMPLES = {
    "beginner-arbiter.avf": ms_toollib.AvfVideo,
    "vienna-rmv2.rmv": ms_toollib.RmvVideo,
    "beginner-metasweeper-v3.evf": ms_toollib.EvfVideo,
    "expert-clone.mvf": ms_toollib.MvfVideo,
}
INVALID_SAMPLE = "vienna-rmv1-invalid-utf8.rmv"


def played_to_its_end(path: Path) -> GameSession:
    """A replay file read and every recorded input fed to a fresh session: the game as it
    ended (what the viewer must show after playing it through)."""
    return play_inputs(*video_inputs(read_replay(path).video))


def toollib_figures(cls: type, data: bytes) -> dict[str, object]:
    """ms-toollib's analysis, in this process, of bytes known to be safe to parse."""
    video = cls(raw_data=list(data), file_name="sample")
    video.parse()
    video.analyse()
    video.current_time = 1e9
    return {
        "width": video.column,
        "height": video.row,
        "mines": video.mine_num,
        "won": video.is_completed,
        "time": video.rtime,
        "bbbv": video.bbbv,
        "bbbv_solved": video.bbbv_solved,
        "left": video.left,
        "right": video.right,
        "double": video.double,
        "cl": video.cl,
        "ce": video.ce,
        "ioe": video.ioe,
        "thrp": video.thrp,
        "corr": video.corr,
        "bbbv_per_s": video.bbbv_s,
        "software": video.software,
    }


def contract(figures: dict[str, object]) -> dict[str, object]:
    """Only the contract's keys of an info dict."""
    return {key: figures[key] for key in CONTRACT_KEYS}


def run_cli(*args: str, cwd: Path, tmpdir: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m game.replay ARGS` in a fresh process, from `cwd` (TMPDIR = `tmpdir`)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    if tmpdir is not None:
        env["TMPDIR"] = str(tmpdir)
    return subprocess.run(
        [sys.executable, "-m", "game.replay", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def crash_logs(*folders: Path) -> list[Path]:
    """Any crash.log ms-toollib left in these folders (or below them)."""
    return [log for folder in folders for log in folder.rglob("crash.log")]
