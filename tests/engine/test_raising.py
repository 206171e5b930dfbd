"""A second copy of the game brings the first window to the front (issue 31)."""

import os
import signal
import time

import pytest

from game.engine.raising import RAISE_SIGNAL, RaiseRequests, ask_to_raise
from game.storage.window_beacon import BEACON_FILE, announce_window, release_window

posix = pytest.mark.skipif(RAISE_SIGNAL is None, reason="no SIGUSR1 on this platform")


@posix
def test_a_request_from_another_copy_reaches_the_listening_window():
    requests = RaiseRequests()
    previous = signal.getsignal(RAISE_SIGNAL)
    try:
        assert requests.listen()
        assert not requests.take()
        assert ask_to_raise(os.getpid())
        deadline = time.monotonic() + 5
        while not requests.asked and time.monotonic() < deadline:
            time.sleep(0.01)
        assert requests.take() and not requests.take()
    finally:
        signal.signal(RAISE_SIGNAL, previous)


def test_the_first_window_holds_the_beacon_and_a_second_copy_reads_its_id(_user_home):
    first = announce_window()
    assert first.first
    assert (_user_home / BEACON_FILE).read_text() == str(os.getpid())
    assert announce_window().first  # the same copy again: still the first
    release_window()


@posix
def test_a_second_process_finds_the_first_and_asks_it_to_come_forward(_user_home):
    import subprocess
    import sys

    requests = RaiseRequests()
    previous = signal.getsignal(RAISE_SIGNAL)
    try:
        requests.listen()
        assert announce_window().first
        child = subprocess.run(
            [sys.executable, "-c",
             "from game.storage.window_beacon import announce_window;"
             "from game.engine.raising import ask_to_raise;"
             "b = announce_window(); print(b.first, b.other_pid, ask_to_raise(b.other_pid))"],
            capture_output=True, text=True, timeout=60,
            env={**os.environ, "MINESWEEPER_HOME": str(_user_home)},
        )  # fmt: skip
        assert child.stdout.split() == ["False", str(os.getpid()), "True"]
        deadline = time.monotonic() + 5
        while not requests.asked and time.monotonic() < deadline:
            time.sleep(0.01)
        assert requests.take()
    finally:
        signal.signal(RAISE_SIGNAL, previous)
        release_window()
