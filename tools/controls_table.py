"""Print the README's keyboard table from the one keymap (game/scenes/keys.py).

Run `python tools/controls_table.py` and paste the output under "## Controls";
tests/test_architecture.py fails when a binding is missing from the README.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.scenes.keys import BINDINGS


def main() -> None:
    """Write the Markdown table to stdout."""
    print("| Keyboard | |")
    print("|---|---|")
    for binding in BINDINGS:
        print(f"| {binding.label} | {binding.help} |")


if __name__ == "__main__":
    main()
