"""Dispatch `python -m game.bench NAME ...` to `game.bench.NAME.main`."""

import importlib
import sys

COMMANDS = (
    "model",
    "render",
    "solver",
    "hints",
    "noguess",
    "charts",
    "session",
    "replay",
    "idle",
    "heavy",
    "screens",
    "access",
)


def main(argv: list[str]) -> int:
    """Run one benchmark by name; unknown names are a usage error (status 2)."""
    if not argv or argv[0] not in COMMANDS:
        print(f"usage: python -m game.bench {{{','.join(COMMANDS)}}} [options]", file=sys.stderr)
        return 2
    module = importlib.import_module(f"game.bench.{argv[0]}")
    status: int = module.main(argv[1:])
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
