"""How the game starts a child process for risky or heavy work (ms-toollib reading a replay,
a big analysis): `python -m MODULE` from source, or the packaged program itself with
`--child MODULE` when frozen (a PyInstaller program has no `-m`)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable

CHILD_FLAG = "--child"
ENTRY_POINTS = {
    "game.solver.worker": "child_main",
    "game.replay.worker": "main",
    "game.coach.worker": "main",
    "game.coach.cli": "main",
}


def frozen() -> bool:
    """Whether this is the packaged program (PyInstaller)."""
    return bool(getattr(sys, "frozen", False))


def child_command(module: str, *args: str) -> list[str]:
    """The command line that runs `module`'s child entry point with `args`."""
    if frozen():
        return [sys.executable, CHILD_FLAG, module, *args]
    return [sys.executable, "-m", module, *args]


def run_child(argv: list[str]) -> int | None:
    """Run a child entry point when `argv` asks for one (`--child MODULE ...`); None when it
    does not, so the game starts as usual."""
    if len(argv) < 2 or argv[0] != CHILD_FLAG or argv[1] not in ENTRY_POINTS:
        return None
    module = importlib.import_module(argv[1])
    entry: Callable[[], int] = getattr(module, ENTRY_POINTS[argv[1]])
    sys.argv = [argv[1], *argv[2:]]
    return entry()
