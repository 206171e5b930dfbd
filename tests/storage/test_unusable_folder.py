"""An unusable data folder: one line that says what is wrong, the game still starts, nothing kept.

A file where the folder should be, a folder that cannot be created (`XDG_DATA_HOME=/proc/nope`)
or one that cannot be written: the game runs on a temporary stand-in holding a copy of what
could be read, says once that nothing will be saved, and deletes the stand-in at exit.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from game.app import main
from game.storage import paths
from game.storage.paths import (
    DataFolderError,
    data_folder_notice,
    open_data_folder,
    shorten,
    user_dir,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def file_home(tmp_path, monkeypatch):
    """MINESWEEPER_HOME names a file."""
    home = tmp_path / "not-a-folder"
    home.write_text("I am a file")
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    return home


def test_a_file_as_home_gives_a_stand_in_and_a_notice(file_home):
    folder = open_data_folder()
    assert folder.path != file_home
    assert folder.path.is_dir()
    assert not folder.saved
    assert "is a file, not a folder" in folder.problem
    notice = data_folder_notice()
    assert str(file_home) in notice
    assert "kept only until you quit" in notice
    assert "\n" not in notice
    assert file_home.read_text() == "I am a file"
    # every later path goes to the same stand-in
    assert user_dir() == folder.path
    assert paths.settings_path().parent == folder.path


def test_a_good_folder_has_no_notice(_user_home):
    folder = open_data_folder()
    assert folder.path == _user_home
    assert folder.saved
    assert data_folder_notice() == ""
    assert not [p for p in _user_home.iterdir() if p.name.startswith(".write-test")]


def test_the_stand_in_starts_with_the_players_readable_files(tmp_path, monkeypatch):
    """A read-only folder: the player's settings, records and skins are still seen."""
    home = tmp_path / "readonly"
    (home / "skins" / "mine").mkdir(parents=True)
    (home / "skins" / "mine" / "skin.toml").write_text("name = 'Mine'\n")
    (home / "settings.toml").write_text("skin = 'dark'\n")
    (home / "stats.sqlite3").write_bytes(b"records")
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    real_mkstemp = tempfile.mkstemp

    def refuse_in_home(*args, **kwargs):
        if Path(kwargs.get("dir") or ".") == home:
            raise PermissionError(13, "Permission denied")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", refuse_in_home)
    folder = open_data_folder()
    assert "cannot write in the data folder" in folder.problem
    assert "Permission denied" in folder.problem
    assert (folder.path / "settings.toml").read_text() == "skin = 'dark'\n"
    assert (folder.path / "stats.sqlite3").read_bytes() == b"records"
    assert (folder.path / "skins" / "mine" / "skin.toml").is_file()
    (folder.path / "settings.toml").write_text("changed")
    assert (home / "settings.toml").read_text() == "skin = 'dark'\n"


def test_a_really_read_only_folder(tmp_path, monkeypatch):
    home = tmp_path / "locked"
    home.mkdir()
    home.chmod(0o500)
    try:
        if os.access(home, os.W_OK):
            pytest.skip("this user can write anywhere (root): covered by the test above")
        monkeypatch.setenv("MINESWEEPER_HOME", str(home))
        assert "cannot write in the data folder" in open_data_folder().problem
    finally:
        home.chmod(0o700)


def test_no_folder_at_all_is_a_one_line_error(file_home, monkeypatch):
    def no_temp(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "mkdtemp", no_temp)
    with pytest.raises(DataFolderError) as caught:
        open_data_folder()
    message = str(caught.value)
    assert "is a file, not a folder" in message
    assert "No space left on device" in message
    assert "\n" not in message


def test_long_paths_are_shortened_in_messages():
    long = "/x" * 200
    assert len(shorten(long)) <= paths.MAX_PATH_SHOWN
    assert shorten("/short") == "/short"


def _run(args, env_changes, cwd):
    env = {k: v for k, v in os.environ.items() if k != "MINESWEEPER_HOME"}
    env.update(env_changes)
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _bad_homes(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    return {
        "file": ({"MINESWEEPER_HOME": str(afile)}, "is a file, not a folder"),
        "proc": (
            {"XDG_DATA_HOME": "/proc/nope", "HOME": str(tmp_path / "h")},
            "cannot create the data folder /proc/nope/minesweeper",
        ),
    }


@pytest.mark.skipif(sys.platform != "linux", reason="/proc and XDG_DATA_HOME are Linux's")
@pytest.mark.parametrize("case", ["file", "proc"])
def test_the_game_starts_and_says_once_that_nothing_is_saved(tmp_path, case):
    env, message = _bad_homes(tmp_path)[case]
    temp = tmp_path / "tmp"
    temp.mkdir()
    result = _run(["--frames", "2"], {**env, "TMPDIR": str(temp)}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert message in lines[0]
    assert "kept only until you quit" in lines[0]
    assert "first frame after" in result.stdout
    assert list(temp.iterdir()) == [], "the stand-in folder must be deleted at exit"


@pytest.mark.skipif(sys.platform != "linux", reason="/proc and XDG_DATA_HOME are Linux's")
@pytest.mark.parametrize("case", ["file", "proc"])
def test_the_selftest_passes_with_an_unusable_folder(tmp_path, case):
    env, _message = _bad_homes(tmp_path)[case]
    result = _run(["--selftest"], env, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "selftest passed" in result.stdout
    assert "Traceback" not in result.stderr


def test_the_program_exits_2_when_no_folder_at_all_can_be_written(file_home, monkeypatch, capsys):
    def no_temp(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkdtemp", no_temp)
    assert main(["--frames", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "no temporary folder can be made" in err[0]
