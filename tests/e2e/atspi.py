"""A private D-Bus session with the AT-SPI accessibility bus switched on (as when Orca runs),
and the game's tree read from it with pyatspi (tests/e2e/atspi_read.py, run by the system's
Python: pyatspi is Debian's python3-pyatspi)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.i18n import _, set_language

LAUNCHER = next(
    (
        path
        for path in (
            "/usr/libexec/at-spi-bus-launcher",
            "/usr/lib/at-spi2-core/at-spi-bus-launcher",
        )
        if Path(path).is_file()
    ),
    "",
)
SYSTEM_PYTHON = "/usr/bin/python3"
READER = Path(__file__).with_name("atspi_read.py")


def _pyatspi() -> bool:
    if not Path(SYSTEM_PYTHON).is_file():
        return False
    found = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    return found.returncode == 0


MISSING = [
    what
    for what, there in (
        ("dbus-daemon", shutil.which("dbus-daemon")),
        ("dbus-send", shutil.which("dbus-send")),
        ("at-spi-bus-launcher (at-spi2-core)", LAUNCHER),
        ("python3-pyatspi", _pyatspi()),
    )
    if not there
]
needs_atspi = pytest.mark.skipif(
    bool(MISSING),
    reason=f"needs {', '.join(MISSING)} (apt-get install dbus at-spi2-core python3-pyatspi); "
    ".ci/run installs them",
)


def _stop(process: subprocess.Popen[bytes] | subprocess.Popen[str]) -> None:
    """End a process this helper started, and the group it leads (the bus launcher's own
    dbus-daemon and registry)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=10)


def _bus_call(env: dict[str, str], *args: str) -> bool:
    done = subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", *args],
        env=env,
        capture_output=True,
        timeout=10,
    )
    return done.returncode == 0


@contextlib.contextmanager
def accessibility_bus() -> Iterator[dict[str, str]]:
    """The environment of a fresh D-Bus session whose AT-SPI bus runs with accessibility on
    (org.a11y.Status IsEnabled, which a screen reader sets)."""
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    launcher: subprocess.Popen[bytes] | None = None
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address}
        env.pop("AT_SPI_BUS_ADDRESS", None)
        launcher = subprocess.Popen(
            [LAUNCHER, "--launch-immediately"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + 20
        while not _bus_call(env, "org.a11y.Bus.GetAddress"):
            if time.monotonic() > deadline:
                pytest.fail("the AT-SPI bus did not start")
            time.sleep(0.05)
        switched = _bus_call(
            env,
            "org.freedesktop.DBus.Properties.Set",
            "string:org.a11y.Status",
            "string:IsEnabled",
            "variant:boolean:true",
        )
        assert switched, "could not switch accessibility on"
        yield env
    finally:
        if launcher is not None:
            _stop(launcher)
        _stop(daemon)


def read_tree(env: dict[str, str], pid: int) -> dict[str, object]:
    """The game's tree as pyatspi reads it ({"found": False} while it is not there)."""
    done = subprocess.run(
        [SYSTEM_PYTHON, str(READER), str(pid)],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    if done.returncode != 0:
        return {"found": False, "error": done.stderr[-400:]}
    result: dict[str, object] = json.loads(done.stdout)
    return result


def names(tree: dict[str, object]) -> list[tuple[str, str]]:
    """Every (role, name) in a tree read by `read_tree`, outermost first."""
    found = [(str(tree["role"]), str(tree["name"]))]
    for child in tree["children"]:  # type: ignore[attr-defined]
        found += names(child)
    return found


class Listener:
    """The game's AT-SPI events, heard by a pyatspi listener in the background."""

    def __init__(self, env: dict[str, str], pid: int, log: Path) -> None:
        self.log = log
        self.file = log.open("w", encoding="utf-8")
        self.process = subprocess.Popen(
            [SYSTEM_PYTHON, str(READER), "--listen", str(pid)],
            env=env,
            stdout=self.file,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    def events(self) -> list[dict[str, object]]:
        """Every event heard so far."""
        lines = self.log.read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    def announced(self) -> list[str]:
        """The texts announced so far (a screen reader speaks them)."""
        return [str(e["text"]) for e in self.events() if e["type"] == "object:announcement"]

    def close(self) -> None:
        """Stop listening."""
        _stop(self.process)
        self.file.close()


def words_in(language: str) -> Callable[[str], str]:
    """The game's own translation of a text in `language` (its catalogue), as the screen
    reader hears it."""

    def say(text: str) -> str:
        set_language(language)
        try:
            return _(text)
        finally:
            set_language("en")

    return say
