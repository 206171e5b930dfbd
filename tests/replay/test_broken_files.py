"""Broken, hostile or missing replay files: one line on stderr, exit status 2, nothing written.

No traceback, no `crash.log` in the working folder or the temporary folder, and `export`
never creates its output file.
"""

from __future__ import annotations

import os
import random
import struct
import tempfile

import pytest

from game.replay import ReplayFileError, child, cli, read_replay
from game.replay.read import MAX_FILE_BYTES
from tests.replay.helpers import DATA, crash_logs, run_cli

AVF = (DATA / "beginner-arbiter.avf").read_bytes()
RMV = (DATA / "vienna-rmv2.rmv").read_bytes()
EVF = (DATA / "beginner-metasweeper-v3.evf").read_bytes()
MVF = (DATA / "expert-clone.mvf").read_bytes()


def _random(seed: int, size: int) -> bytes:
    return random.Random(seed).randbytes(size)


def _huge_avf() -> bytes:
    """An Arbiter header claiming a custom 256x256 board with 65535 mines, then nothing."""
    return AVF[:5] + bytes([6, 255, 255]) + struct.pack(">H", 0xFFFF) + b"\x01\x01" * 4


def _huge_evf() -> bytes:
    """An EVF v4 header claiming 255x255 cells of 255 px and 65535 mines, then garbage."""
    header = bytes([4, 0x80, 0, 255, 255]) + struct.pack(">HBHHI", 0xFFFF, 255, 0, 1, 1000)
    return header + b"XX" + bytes(16) + b"x\0\0\0\0\0\0" + _random(9, 200)


BROKEN: dict[str, bytes] = {
    "empty.avf": b"",
    "empty.evf": b"",
    "random.avf": _random(1, 4096),
    "random.rmv": _random(2, 4096),
    "random.evf": _random(3, 4096),
    "random.mvf": _random(4, 4096),
    "zeros.evf": bytes(512),
    "cut-10.avf": AVF[:10],
    "cut-half.avf": AVF[: len(AVF) // 2],
    "cut-40.rmv": RMV[:40],
    "cut-half.rmv": RMV[: len(RMV) // 2],
    "cut-20.evf": EVF[:20],
    "cut-header.evf": EVF[:120],
    "cut-half.evf": EVF[: len(EVF) // 2],
    "cut-last.evf": EVF[:-1],
    "cut-100.mvf": MVF[:100],
    "cut-half.mvf": MVF[: len(MVF) // 2],
    "arbiter-named.evf": AVF,
    "metasweeper-named.mvf": EVF,
    "clone-named.rmv": MVF,
    "replay.txt": AVF,
    "noextension": AVF,
    "huge-board.avf": _huge_avf(),
    "huge-board.evf": _huge_evf(),
    "text.json": b"not json at all",
    "other.json": b'{"format": "something-else", "version": 1}',
    "binary.json": _random(5, 300),
    "no-layout.json": (
        b'{"format": "minesweeper-replay", "version": 1, "board": {"rows": 2, "cols": 2,'
        b' "layout": null}, "events": [[0, "flag", 0, 0]]}'
    ),
}


def _check_refused(capsys, work, temp, argv: list[str], name: str) -> None:
    status = cli.main(argv)
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("error: ") and name in err
    assert "Traceback" not in err
    assert crash_logs(work, temp) == []


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """A working folder (the cwd) and an empty temporary folder (TMPDIR) for the reader."""
    work, temp = tmp_path / "work", tmp_path / "temp"
    work.mkdir()
    temp.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("TMPDIR", str(temp))
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    return work, temp


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_file_is_refused(name, folders, capsys):
    work, temp = folders
    path = work / name
    path.write_bytes(BROKEN[name])
    _check_refused(capsys, work, temp, ["info", "--json", str(path)], name)
    out = work / "out.evf"
    _check_refused(capsys, work, temp, ["export", str(path), str(out)], name)
    assert not out.exists()
    assert list(temp.iterdir()) == []


def test_too_big_file_is_refused_before_reading(folders, capsys):
    work, temp = folders
    path = work / "big.avf"
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    _check_refused(capsys, work, temp, ["info", str(path)], "big.avf")


def test_folder_fifo_and_missing_file_are_refused(folders, capsys):
    work, temp = folders
    folder = work / "folder.avf"
    folder.mkdir()
    _check_refused(capsys, work, temp, ["info", str(folder)], "folder.avf")
    missing = work / "missing.evf"
    _check_refused(capsys, work, temp, ["export", str(missing), str(work / "o.evf")], "missing")
    assert not (work / "o.evf").exists()
    if hasattr(os, "mkfifo"):
        fifo = work / "pipe.rmv"
        os.mkfifo(fifo)
        _check_refused(capsys, work, temp, ["info", str(fifo)], "pipe.rmv")


def test_export_needs_an_evf_name_and_writes_nothing_else(folders, capsys):
    work, temp = folders
    target = work / "out.avf"
    _check_refused(capsys, work, temp, ["export", str(DATA / "expert-clone.mvf"), str(target)], "")
    assert not target.exists()


def test_export_into_a_missing_folder_is_one_line(folders, capsys):
    work, temp = folders
    target = work / "nowhere" / "out.evf"
    _check_refused(capsys, work, temp, ["export", str(DATA / "vienna-rmv2.rmv"), str(target)], "")
    assert not (work / "nowhere").exists()


def test_bad_command_line_exits_2_in_one_line(tmp_path):
    for args in ((), ("info",), ("play", "x.evf"), ("export", "only-one.avf")):
        result = run_cli(*args, cwd=tmp_path)
        assert result.returncode == 2
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert "Traceback" not in result.stderr


def test_a_broken_file_through_a_real_process(tmp_path):
    path = tmp_path / "random.mvf"
    path.write_bytes(BROKEN["random.mvf"])
    result = run_cli("info", "--json", str(path), cwd=tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "random.mvf" in result.stderr


def test_messages_say_why(folders):
    work, _ = folders
    path = work / "cut.avf"
    path.write_bytes(AVF[:10])
    with pytest.raises(ReplayFileError, match=r"^cut\.avf: not a readable \.avf replay \(file is"):
        read_replay(path)


def test_a_reader_that_hangs_is_stopped(folders, monkeypatch):
    work, _ = folders
    sleeper = work / "sleeper.py"
    sleeper.write_text("import time\ntime.sleep(30)\n")
    monkeypatch.setattr(child, "WORKER", sleeper)
    monkeypatch.setattr(child, "TIME_LIMIT_S", 0.5)
    with pytest.raises(ReplayFileError, match="took over 0.5 s"):
        read_replay(DATA / "vienna-rmv2.rmv")
