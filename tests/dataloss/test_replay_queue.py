"""A replay the disk refuses waits in memory and is written later, oldest first, once."""

import errno
import json
import os
import tempfile

import pytest

from game.replay.recording import evf_video
from game.session import FakeClock, GameSession, GameSetup, MemoryStore, Mouse, ReplayQueue
from game.storage import replays_dir


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
