"""Orca, the GNOME screen reader, run for a test: on the test's accessibility bus and X
display, with its own settings folder, speaking through speech-dispatcher into a silent
sound device, its debug log line-buffered so that what it says ("SPEECH OUTPUT: '...'")
can be waited for while it runs."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import subprocess
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ORCA = shutil.which("orca")
VOICE = Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
needs_orca = pytest.mark.skipif(
    os.environ.get("MINESWEEPER_ORCA") != "1"
    or ORCA is None
    or not VOICE.exists()
    or not Path("/etc/speech-dispatcher").is_dir(),
    reason="a run with Orca: MINESWEEPER_ORCA=1 and Debian's orca and "
    "speech-dispatcher-espeak-ng (see README, 'Playing with a screen reader')",
)
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)' ?(?:\{|$)", re.MULTILINE)  # Orca 43 and 48 alike
# Orca writes its debug log through a buffer; the launcher opens it line-buffered instead.
LAUNCHER = textwrap.dedent(
    """
    import builtins, runpy, sys
    log, real_open = sys.argv[1], builtins.open
    def line_buffered(file, mode="r", *args, **kwargs):
        if file == log and "w" in mode:
            return real_open(file, mode, buffering=1, encoding="utf-8")
        return real_open(file, mode, *args, **kwargs)
    builtins.open = line_buffered
    sys.argv = [sys.argv[2], "--replace", "--disable", "braille", "--disable",
                "braille-monitor", "--debug-file", log]
    runpy.run_path(sys.argv[0], run_name="__main__")
    """
)


class Orca:
    """A running Orca and what it has said."""

    def __init__(self, log: Path, process: subprocess.Popen[bytes]) -> None:
        self.log, self.process = log, process

    def said(self) -> list[str]:
        """Everything spoken so far, in order."""
        if not self.log.exists():
            return []
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return [match.group(1) for match in SPOKEN.finditer(text)]

    def wait_said(self, wanted: str, after: int = 0, seconds: float = 60) -> bool:
        """Whether Orca says `wanted` (at or after utterance `after`) within `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.process.poll() is None:
            if any(line.startswith(wanted) for line in self.said()[after:]):
                return True
            time.sleep(0.1)
        return any(line.startswith(wanted) for line in self.said()[after:])

    def until_said(self, wanted: str, after: int = 0, seconds: float = 60) -> int:
        """Wait until Orca has said `wanted` (an utterance starting with it) at or after
        utterance number `after`; the number of utterances then. Fails naming what it said."""
        if self.wait_said(wanted, after, seconds):
            return len(self.said())
        pytest.fail(f"Orca did not say {wanted!r}; it said {self.said()[after:]!r}")


def _settings(home: Path) -> dict[str, str]:
    """A private home for Orca and speech-dispatcher: speech goes to ALSA's null device."""
    config = home / ".config"
    shutil.copytree("/etc/speech-dispatcher", config / "speech-dispatcher")
    with open(config / "speech-dispatcher" / "speechd.conf", "a", encoding="utf-8") as conf:
        conf.write(
            'AudioOutputMethod "alsa"\nAudioALSADevice "null"\n'
            'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
        )
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    return {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(config),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_RUNTIME_DIR": str(runtime),
    }


@contextlib.contextmanager
def orca(env: dict[str, str], display: str, home: Path) -> Iterator[Orca]:
    """Orca on the bus of `env` and X `display`, once it has said it is on."""
    assert ORCA is not None
    home.mkdir(parents=True, exist_ok=True)
    log = home / "orca-debug.log"
    launcher = home / "orca_launcher.py"
    launcher.write_text(LAUNCHER, encoding="utf-8")
    orca_env = {**env, **_settings(home), "DISPLAY": display}
    process = subprocess.Popen(
        ["/usr/bin/python3", str(launcher), str(log), ORCA],
        env=orca_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    reader = Orca(log, process)
    try:
        reader.until_said("Screen reader on")
        yield reader
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, 15)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait(timeout=10)
        subprocess.run(["pkill", "-f", f"speech-dispatcher.*{home}"], check=False)
