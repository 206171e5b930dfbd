"""Whether a window can be shown at all, asked before the game opens one.

When no display answers (no DISPLAY, an X server that is gone, a Wayland socket that is
not there), SDL falls back to its offscreen driver and the game would run unseen for ever;
a driver named in SDL_VIDEODRIVER that does not exist is a `pygame.error`. Either way the
player gets one line saying there is no display and how to play in the terminal. SDL's
headless drivers (dummy, offscreen) are fine when SDL_VIDEODRIVER names them: the tests
and `--selftest` choose them on purpose.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

from game.i18n.note import N_, Note

log = logging.getLogger(__name__)

HEADLESS = frozenset({"dummy", "offscreen"})
"""SDL's drivers that show nothing."""
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")


def display_problem() -> str | None:
    """Start SDL's video (pygame.display.init); None when a window can be shown, else one
    line for the player (the video is shut down again then)."""
    import pygame

    asked = asked_drivers()
    with _quiet_stderr():
        try:
            pygame.display.init()
        except pygame.error as error:
            return _no_window(Note(N_("the video driver failed ({detail})"), detail=str(error)))
    driver = str(pygame.display.get_driver()).lower()
    if driver in HEADLESS and driver not in asked:
        pygame.display.quit()
        shown = ", ".join(f"{name}={os.environ.get(name) or '-'}" for name in DISPLAY_VARIABLES)
        return _no_window(Note(N_("no display answers ({variables})"), variables=shown))
    return None


def asked_drivers() -> set[str]:
    """The drivers SDL_VIDEODRIVER names (a comma-separated list since SDL 2.0.22)."""
    value = os.environ.get("SDL_VIDEODRIVER", "")
    return {name.strip().lower() for name in value.split(",") if name.strip()}


def _no_window(why: str) -> str:
    return Note(
        N_("cannot open the window: {why}; to play in this terminal, start the game with --text"),
        why=why,
    )


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Keep what the display libraries print while SDL looks for a display ("error:
    XDG_RUNTIME_DIR is invalid ...") off the player's terminal: it goes to the log."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):  # no standard error at all
        yield
        return
    try:
        with tempfile.TemporaryFile() as caught:
            os.dup2(caught.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
                caught.seek(0)
                said = caught.read(4096).decode("utf-8", "replace").strip()
                if said:
                    log.info("while looking for a display: %s", " ".join(said.split()))
    finally:
        os.close(saved)
