"""A private Xvfb for the packaging test: start it, find a program's window, screenshot it."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

X_TOOLS = ("Xvfb", "xdotool", "import", "xprop")


def missing_x_tools() -> list[str]:
    """The X tools that are not installed."""
    return [tool for tool in X_TOOLS if shutil.which(tool) is None]


@contextmanager
def xvfb() -> Iterator[str]:
    """A fresh Xvfb on a free display (`-displayfd` says which), once a client can connect.

    `-noreset`: by default the server resets whenever its last client leaves, and the tests'
    own short-lived clients (each xdotool call while a window is awaited) would make it
    reset just as the game connects, which SDL reports as "x11 not available"."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            "1280x900x24",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    number = b""
    deadline = time.monotonic() + 20
    while not number.endswith(b"\n") and time.monotonic() < deadline:
        ready, _, _ = select.select([read_end], [], [], 0.5)
        if ready:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
    os.close(read_end)
    try:
        if not number.strip().isdigit():
            raise RuntimeError(f"Xvfb did not start (exit status {server.poll()})")
        display = f":{number.strip().decode()}"
        _until_it_answers(display, server)
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)


def _until_it_answers(display: str, server: subprocess.Popen[bytes]) -> None:
    """Wait (up to 20 s) until an X client can connect to `display`."""
    deadline = time.monotonic() + 20
    while server.poll() is None and time.monotonic() < deadline:
        probe = subprocess.run(
            ["xdotool", "getdisplaygeometry"],
            env={**os.environ, "DISPLAY": display},
            capture_output=True,
            timeout=30,
        )
        if probe.returncode == 0:
            return
        time.sleep(0.05)
    raise RuntimeError(f"Xvfb on {display} does not answer (exit status {server.poll()})")


def run_x(display: str, *command: str) -> str:
    """Run an X client on `display`; its standard output."""
    result = subprocess.run(
        list(command),
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=30,
    )
    return result.stdout.strip()


def wait_for_window(display: str, process: subprocess.Popen, seconds: float = 20) -> str:
    """The id of the visible window of `process`, or "" if none appeared in time."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        found = run_x(display, "xdotool", "search", "--onlyvisible", "--pid", str(process.pid))
        if found:
            return found.splitlines()[-1]
        time.sleep(0.2)
    return ""


def screenshot(display: str, window: str, path: Path) -> Path:
    """Save the window's pixels as a PNG (ImageMagick `import`)."""
    subprocess.run(
        ["import", "-window", window, str(path)],
        env={**os.environ, "DISPLAY": display},
        check=True,
        timeout=30,
        capture_output=True,
    )
    return path
