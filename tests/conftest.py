"""Test-wide setup: no real window, no sound device, no real home folder."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The suite speaks English unless a test asks for another language (game/i18n).
os.environ.pop("LANGUAGE", None)
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["LANG"] = "C.UTF-8"

import tempfile

try:
    import fcntl
except ImportError:  # Windows: no pytest-xdist lock (tests/conftest.py `_alone_when_timed`)
    fcntl = None  # type: ignore[assignment]

os.environ["MINESWEEPER_HOME"] = tempfile.mkdtemp(prefix="minesweeper-test-home-")
# The hundreds of Python processes the tests start (the game's children, its command lines)
# compile the game's modules once, not once each: bytecode is kept, outside the checkout,
# even where PYTHONDONTWRITEBYTECODE is set (this machine sets it).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ.setdefault(
    "PYTHONPYCACHEPREFIX", os.path.join(tempfile.gettempdir(), "minesweeper-test-bytecode")
)

import pytest
from hypothesis import HealthCheck, settings

from game.i18n import Language, set_language
from game.storage.owner import release_all
from game.storage.window_beacon import release_window

settings.register_profile(
    "ci",
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.register_profile("dev", deadline=None, max_examples=200)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own empty user data folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    yield home
    release_all()  # the unfinished game's lock this process took on the folder
    release_window()
    set_language(Language.EN)


@pytest.hookimpl(trylast=True)  # after tests/e2e/conftest.py marks its tests `alone`
def pytest_collection_modifyitems(config, items):
    """The order that keeps both xdist workers busy. First the `alone` tests, one after
    another (the other worker waits only for short tests meanwhile). The packaging builds
    (one worker, minutes) start halfway through the rest, so the other worker has enough to
    do while they build and no `alone` test waits for a build. Within each part the usual
    order; without xdist the order changes nothing but the time."""
    alone = [item for item in items if item.get_closest_marker("alone") is not None]
    packaging = [item for item in items if item.get_closest_marker("packaging") is not None]
    first = {id(item) for item in alone + packaging}
    rest = [item for item in items if id(item) not in first]
    half = len(rest) // 2
    alone = [item for item in alone if item.get_closest_marker("packaging") is None]
    items[:] = alone + rest[:half] + packaging + rest[half:]


@pytest.fixture(autouse=True)
def _alone_when_timed(request, tmp_path_factory):
    """Under pytest-xdist (`pytest -n auto`), a test marked `alone` (it asserts a wall-clock
    budget) runs while no other worker runs a test; the others share the lock.

    A reader-writer lock on files in this run's shared temporary folder: the turnstile
    makes a waiting `alone` test go next instead of being starved by the other workers.
    """
    if fcntl is None or not os.environ.get("PYTEST_XDIST_WORKER"):
        yield
        return
    folder = tmp_path_factory.getbasetemp().parent  # shared by this run's workers
    alone = request.node.get_closest_marker("alone") is not None
    with (
        open(folder / "alone.turnstile", "a") as turnstile,
        open(folder / "alone.lock", "a") as lock,
    ):
        fcntl.flock(turnstile, fcntl.LOCK_EX)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if alone else fcntl.LOCK_SH)
        finally:
            fcntl.flock(turnstile, fcntl.LOCK_UN)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
