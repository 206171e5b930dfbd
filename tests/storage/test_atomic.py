"""write_atomic keeps the old file on failure; move_aside (storage.paths) never overwrites."""

import os
import re

import pytest

from game.storage import atomic
from game.storage.atomic import write_atomic
from game.storage.paths import move_aside


@pytest.fixture
def folder(tmp_path):
    """An empty folder of its own (tmp_path also holds the test's user home)."""
    path = tmp_path / "work"
    path.mkdir()
    return path


def test_writes_text_and_bytes(folder):
    target = folder / "f.txt"
    write_atomic(target, "héllo\nwörld\n")
    assert target.read_bytes() == "héllo\nwörld\n".encode()
    write_atomic(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert os.listdir(folder) == ["f.txt"]


def test_old_content_survives_a_failed_replace(folder, monkeypatch):
    target = folder / "f.txt"
    target.write_text("old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(folder) == ["f.txt"], "the temporary file must be removed"


def test_old_content_survives_a_write_failing_midway(folder, monkeypatch):
    target = folder / "f.txt"
    target.write_text("old")
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def write(self, data):
            self.handle.write(data[: len(data) // 2])
            raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(OSError):
        write_atomic(target, "a much longer new content")
    assert target.read_text() == "old"
    assert os.listdir(folder) == ["f.txt"]


def test_interrupt_also_cleans_up(folder, monkeypatch):
    target = folder / "f.txt"

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    assert not os.listdir(folder)


def test_move_aside_names_and_uniqueness(folder):
    first = folder / "settings.toml"
    first.write_text("one")
    moved = move_aside(first)
    assert not first.exists()
    assert re.fullmatch(r"settings\.toml\.corrupt-\d{8}-\d{6}", moved.name)
    assert moved.read_text() == "one"

    first.write_text("two")
    moved_again = move_aside(first)
    assert moved_again != moved
    assert moved_again.name.startswith("settings.toml.corrupt-")
    assert moved.read_text() == "one"
    assert moved_again.read_text() == "two"


def test_move_aside_missing_file_raises(folder):
    with pytest.raises(OSError):
        move_aside(folder / "nope")
