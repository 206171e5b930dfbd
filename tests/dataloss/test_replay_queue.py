"""A replay the disk refuses waits in memory and is written later, oldest first, once."""

import errno
import json
import os
import subprocess
import sys
import tempfile

import pytest

from game.replay.recording import evf_video
from game.session import FakeClock, GameSession, GameSetup, MemoryStore, Mouse, ReplayQueue
from game.session.records import RecordKeeper, farewell
from game.storage import Stats, replays_dir
from game.storage.spare_replays import bring_home, spare_replays_dir


def _finished_game(seconds: float):
    """A won 3x3 game (document and EVF video as the session hands them to storage)."""
    clock, store = FakeClock(), MemoryStore(video=evf_video)
    session = GameSession(GameSetup(3, 3, 2, layout=("*.*", "...", "...")), clock, store)
    for x, y in ((40, 40), (24, 8)):
        for event in (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE):
            session.mouse(event, x, y)
        clock.advance(seconds)
    assert str(session.status) == "won"
    return store.replays[0], store.videos[0]


class Disk:
    """tempfile.mkstemp as a disk that is full for everything, or for EVF files only."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        self.evf_only = False
        real = tempfile.mkstemp

        def mkstemp(*args, **kwargs):
            prefix = kwargs.get("prefix", "")
            if self.full and (not self.evf_only or ".evf" in prefix):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real(*args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def _files():
    folder = replays_dir()
    documents = sorted(p for p in folder.glob("*.json") if not p.name.endswith(".evf.json"))
    return documents, sorted(folder.glob("*.evf"))


@pytest.fixture
def disk(monkeypatch):
    return Disk(monkeypatch)


def test_a_refused_replay_waits_and_lands_later_in_order(disk):
    queue = ReplayQueue()
    first, second = _finished_game(1.0), _finished_game(2.0)
    disk.full = True
    path, problem = queue.write(*first)
    assert path is None
    assert problem.startswith("Replay not saved yet (No space left on device)")
    assert problem.endswith("1 replay kept and saved when possible")
    _, problem = queue.write(*second)
    assert "2 replays kept" in problem and "\n" not in problem
    assert _files() == ([], [])
    disk.full = False
    assert queue.flush() is None
    assert not queue.waiting
    documents, videos = _files()
    assert len(documents) == 2 and len(videos) == 2
    seconds = [json.loads(p.read_text())["meta"]["seconds"] for p in documents]
    assert sorted(seconds) == [1.0, 2.0]


def test_a_written_document_is_not_written_twice_when_only_the_evf_waits(disk):
    queue = ReplayQueue()
    disk.full, disk.evf_only = True, True
    path, problem = queue.write(*_finished_game(1.0))
    assert path is not None and path.suffix == ".json"
    assert problem.startswith("EVF replay not saved yet")
    assert len(_files()[0]) == 1 and _files()[1] == []
    disk.full = False
    assert queue.flush() is None
    documents, videos = _files()
    assert len(documents) == 1 and len(videos) == 1
    assert videos[0].stem == documents[0].stem


def test_a_replay_that_breaks_the_rules_is_dropped_not_retried(disk):
    queue = ReplayQueue()
    document, video = _finished_game(1.0)
    broken = {**document, "inputs": "not a list"}
    _, problem = queue.write(broken, video)
    assert problem is not None and problem.startswith("Replay dropped")
    assert not queue.waiting
    assert queue.write(document, video)[1] is None


def _quit_on_a_full_disk(disk, *games):
    """Replays the disk refuses until the quit, whose lines are returned (the spare folder,
    in the system's temporary folder, has room: another disk)."""
    queue = ReplayQueue()
    disk.full = True
    for game in games:
        queue.write(*game)
    disk.full = False
    real_dir = replays_dir()
    with pytest.MonkeyPatch.context() as patch:  # the data folder still refuses at quit
        patch.setattr(
            "game.session.replay_queue.save_replay",
            _refusing_home(real_dir),
        )
        lines = farewell(RecordKeeper(Stats.open(None)), queue)
    return queue, lines


def _refusing_home(home):
    from game.storage import save_replay

    def save(document, folder=None):
        if folder is None or folder == home:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return save_replay(document, folder)

    return save


def test_replays_still_refused_at_quit_wait_in_the_spare_folder_and_come_home(disk, spare_tmp):
    queue, lines = _quit_on_a_full_disk(disk, _finished_game(1.0), _finished_game(2.0))
    assert not queue.waiting
    aside = sorted(spare_tmp.glob("minesweeper-*/waiting-*/replays/replay-*"))
    assert sorted(p.suffix for p in aside) == [".evf", ".evf", ".json", ".json"]
    assert lines == [f"2 replays wait in {aside[0].parent} until a start can add them"]
    assert _files() == ([], [])
    said = bring_home()
    assert said == ["2 replays kept aside at the last quit (no room) are in the replays folder now"]
    documents, videos = _files()
    assert sorted(json.loads(p.read_text())["meta"]["seconds"] for p in documents) == [1.0, 2.0]
    assert sorted(p.stem for p in videos) == sorted(p.stem for p in documents)  # pairs kept
    assert not list(aside[0].parent.iterdir())
    assert bring_home() == []  # said once: nothing left to bring


def test_a_replay_brought_home_never_overwrites_nor_doubles(disk, spare_tmp):
    _quit_on_a_full_disk(disk, _finished_game(1.0))
    folder = next(spare_tmp.glob("minesweeper-*/waiting-*/replays"))
    name = next(folder.glob("*.json")).name
    other = replays_dir() / name  # a replay of the same second already at home
    other.write_text("their own")
    kept = {p.suffix: p.read_bytes() for p in folder.iterdir()}
    bring_home()
    assert other.read_text() == "their own"
    documents, videos = _files()
    moved = [p for p in documents if p != other]
    assert len(moved) == 1 and moved[0].read_bytes() == kept[".json"]
    assert videos[0].stem == moved[0].stem and videos[0].read_bytes() == kept[".evf"]
    for suffix, data in kept.items():  # a start killed before it removed them: no copy
        (folder / (moved[0].stem + suffix)).write_bytes(data)
    assert bring_home() == []
    assert len(_files()[0]) == 2 and not list(folder.iterdir())


def test_only_the_evf_waiting_goes_aside_under_its_documents_name(disk, spare_tmp):
    queue = ReplayQueue()
    disk.full, disk.evf_only = True, True
    path, _ = queue.write(*_finished_game(1.0))
    disk.full = False
    with pytest.MonkeyPatch.context() as patch:
        video = queue.waiting[0].video
        patch.setattr(type(video), "write", _evf_refused_at_home(type(video).write))
        lines = farewell(RecordKeeper(Stats.open(None)), queue)
    assert "1 replay waits in" in lines[0]
    bring_home()
    documents, videos = _files()
    assert documents == [path] and [v.stem for v in videos] == [path.stem]


def _evf_refused_at_home(real):
    home = replays_dir()

    def write(self, target):
        if target.parent == home:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(self, target)

    return write


def test_a_damaged_file_in_the_spare_folder_is_set_aside_once(spare_tmp):
    folder = spare_replays_dir(create=True)
    bad = folder / "replay-20260101-000000.json"
    os.mkfifo(bad)
    said = bring_home()
    assert len(said) == 1 and "replay-20260101-000000.json" in said[0]
    assert not bad.exists() and len(list(folder.iterdir())) == 1
    assert bring_home() == []


def _copies(spare_tmp, code, count):
    """`count` real processes running `code` on this data folder and spare folder."""
    env = {**os.environ, "TMPDIR": str(spare_tmp)}
    return [
        subprocess.Popen(
            [sys.executable, "-c", code], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        for _ in range(count)
    ]


HOLD_LOCK = """
import sys
from game.storage import filelock
from game.storage.spare_replays import BRINGING_LOCK, spare_replays_dir
assert filelock.lock_path(spare_replays_dir().parent / BRINGING_LOCK) is not None
print("held", flush=True)
sys.stdin.read()
"""


def test_while_another_copy_brings_replays_home_this_one_leaves_them_to_it(disk, spare_tmp):
    _quit_on_a_full_disk(disk, _finished_game(1.0))
    folder = next(spare_tmp.glob("minesweeper-*/waiting-*/replays"))
    (other,) = _copies(spare_tmp, HOLD_LOCK, 1)
    try:
        assert other.stdout.readline() == b"held\n"
        assert bring_home() == [] and _files() == ([], [])
        assert len(list(folder.iterdir())) == 2
    finally:
        other.kill()  # killed while holding it: the lock goes with the process
        other.wait(timeout=30)
    assert bring_home() == [
        "1 replay kept aside at the last quit (no room) is in the replays folder now"
    ]
    assert len(_files()[0]) == 1 and not list(folder.iterdir())


BRING_HOME = """
import sys
from game.storage.spare_replays import bring_home
sys.stdin.readline()
print(len(bring_home()), flush=True)
"""


def test_copies_started_together_bring_each_replay_home_once(disk, spare_tmp):
    replays_dir()  # the data folder opened while the disk had room, as the copies open it
    _quit_on_a_full_disk(disk, *(_finished_game(s + 1.0) for s in range(12)))
    folder = next(spare_tmp.glob("minesweeper-*/waiting-*/replays"))
    names = sorted(p.name for p in folder.iterdir())
    copies = _copies(spare_tmp, BRING_HOME, 4)
    for copy in copies:  # ready: go at once
        copy.stdin.write(b"go\n")
        copy.stdin.flush()
    for copy in copies:
        out, _ = copy.communicate(timeout=60)
        assert copy.returncode == 0, out
    documents, videos = _files()
    assert sorted(p.name for p in (*documents, *videos)) == names  # each once, its name kept
    seconds = sorted(json.loads(p.read_text())["meta"]["seconds"] for p in documents)
    assert seconds == [s + 1.0 for s in range(12)]
