"""Minesweeper in a terminal: the `--text` mode, with no pygame anywhere in it.

In the manner of the German terminal seed: a greeting and the title, a choice
of Normal, Schwer, Experte or a custom board, then cells typed as coordinates
("C5" or "5 3"). `run` is the entry point.
"""

from game.textmode.app import run

__all__ = ["run"]
