"""The edges of the program: endless input, a data folder name too long, a log on a full disk.

Each is one line for the player and the game goes on (or ends cleanly): never a traceback,
never memory without bound.
"""

from __future__ import annotations

import errno
import io
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage.log import setup_logging, teardown_logging
from tests.dataloss.test_disk_full import _fill, _mount_tmpfs

resource = pytest.importorskip("resource")  # POSIX: the memory cap of the child

ROOT = Path(__file__).resolve().parents[2]
MEMORY_CAP = 512 * 1024 * 1024
"""Address space of the game in the terminal: several times what it needs, a sliver of what
reading an endless line into memory takes (gigabytes)."""


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _terminal_game(stdin, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MINESWEEPER_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "main.py", "--text", *args],
        cwd=ROOT, stdin=stdin, capture_output=True, env=env, timeout=120, check=False,
        preexec_fn=_capped,
    )  # fmt: skip


def test_endless_input_without_a_line_end_ends_in_one_line_under_a_memory_cap(tmp_path):
    with open("/dev/zero", "rb") as zeros:
        done = _terminal_game(zeros, tmp_path / "home")
    out, err = done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace")
    assert done.returncode == 0, err[-500:]
    assert "Traceback" not in err and "MemoryError" not in err
    said = [line for line in out.splitlines() if "without a line end" in line]
    assert len(said) == 1 and len(said[0]) < 200
    assert out.rstrip().endswith("Goodbye, and thanks for playing!")


def test_an_over_long_line_is_refused_in_one_line_and_the_game_goes_on(tmp_path):
    script = tmp_path / "typed.txt"
    script.write_text("1\n" + "x" * 200_000 + "\nD4\nq\nq\n")
    with script.open("rb") as typed:
        done = _terminal_game(typed, tmp_path / "home")
    out = done.stdout.decode()
    assert done.returncode == 0 and "Traceback" not in done.stderr.decode()
    refused = [line for line in out.splitlines() if "too long" in line]
    assert len(refused) == 1 and len(refused[0]) < 200
    assert "x" * 1000 not in out  # never echoed back
    assert "3BV: 1/" in out or "You" in out  # D4 was played after it


NAME_TOO_LONG = "a" * 300


@pytest.mark.parametrize("front", ["terminal", "window"])
def test_a_data_folder_name_too_long_for_the_system_is_one_line(tmp_path, front):
    home = tmp_path / NAME_TOO_LONG
    env = {**os.environ, "MINESWEEPER_HOME": str(home)}
    args = ["--text"] if front == "terminal" else ["--frames", "2"]
    done = subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, input="q\n", capture_output=True,
        text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-500:]
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if "data folder" in line]
    assert len(lines) == 1 and "File name too long" in lines[0] and len(lines[0]) < 400


def test_a_log_file_that_cannot_be_written_is_one_line_not_a_traceback(_user_home, capsys):
    setup_logging()
    ours = str(_user_home / "minesweeper.log")
    file_handler = next(
        h for h in logging.getLogger().handlers if getattr(h, "baseFilename", "") == ours
    )

    class FullDisk(io.StringIO):
        def write(self, text):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def flush(self):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    file_handler.stream = FullDisk()
    try:
        for number in range(3):
            logging.getLogger("game.test").warning("warning %d", number)
    finally:
        file_handler.stream = None
        teardown_logging()
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    refused = [line for line in err.splitlines() if "log file" in line]
    assert len(refused) == 1 and "No space left on device" in refused[0]
    assert err.count("minesweeper: warning") == 3  # the warnings themselves still show


def test_a_log_file_on_a_really_full_disk(_user_home, capfd):
    why = _mount_tmpfs(_user_home, "256k")
    if why:
        pytest.skip(why)
    try:
        setup_logging()
        _fill(_user_home)
        for number in range(200):  # more than the buffered file can hold
            logging.getLogger("game.test").warning("warning %d %s", number, "x" * 200)
        teardown_logging()  # closing flushes into the full disk too
        err = capfd.readouterr().err
        assert "Logging error" not in err and "Traceback" not in err
        assert len([line for line in err.splitlines() if "log file" in line]) == 1
    finally:
        try:
            teardown_logging()
        finally:
            subprocess.run(["umount", "-l", str(_user_home)], check=False, timeout=20)


def _covered(size: int, mines: int) -> str:
    return f"{size}x{size}x{mines}\n" + ("H" * size + "\n") * size


def _tangled(size: int) -> str:
    """Numbers on every other cell that no layout satisfies (each 8 has covered cells only
    on its sides, and its neighbours' numbers leave it too few)."""
    rows = ["".join("8" if (r + c) % 2 == 0 else "H" for c in range(size)) for r in range(size)]
    return f"{size}x{size}x{size * size // 2}\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize(
    "position",
    [_covered(300, 90_000), _tangled(300), _covered(3, 9), _tangled(3)],
    ids=["covered-300", "tangled-300", "covered-3", "tangled-3"],
)
def test_explain_refuses_a_position_without_a_move_in_one_line(tmp_path, position):
    path = tmp_path / "position.mine"
    path.write_text(position)
    done = subprocess.run(
        [sys.executable, "-m", "game.solver", "explain", str(path)], cwd=ROOT,
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr[-500:]
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and len(lines[0]) < 300
