"""The immutable parts of a board: its parameters and its mine layout (value types).

>>> layout = MineLayout.from_text("*..\\n..*")
>>> layout.rows, layout.cols, len(layout.mines), layout.text()
(2, 3, 2, '*..\\n..*')
"""

from __future__ import annotations

from dataclasses import dataclass

from game.model.rules import FirstClick


@dataclass(frozen=True)
class BoardParams:
    """What makes a board reproducible: size, mine count, seed, first-click rule, marks."""

    rows: int
    cols: int
    mines: int
    seed: int
    first_click: FirstClick = FirstClick.OPENING
    question_marks: bool = False


@dataclass(frozen=True)
class MineLayout:
    """Where the mines are: a set of 0-based (row, col) on a rows x cols board."""

    rows: int
    cols: int
    mines: frozenset[tuple[int, int]]

    @classmethod
    def from_text(cls, text: str) -> MineLayout:
        """Read '*' (mine) and '.' (safe) lines; ValueError naming the bad line."""
        lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        if not lines:
            raise ValueError("empty layout: use '*' for mines and '.' for safe cells")
        width = len(lines[0])
        mines = set()
        for r, line in enumerate(lines):
            if len(line) != width:
                raise ValueError(f"layout line {r + 1} has {len(line)} cells, expected {width}")
            for c, char in enumerate(line):
                if char not in "*.":
                    raise ValueError(f"layout line {r + 1}, column {c + 1}: unexpected {char!r}")
                if char == "*":
                    mines.add((r, c))
        return cls(len(lines), width, frozenset(mines))

    def lines(self) -> list[str]:
        """The layout as '*'/'.' rows."""
        return [
            "".join("*" if (r, c) in self.mines else "." for c in range(self.cols))
            for r in range(self.rows)
        ]

    def text(self) -> str:
        """The layout as '*'/'.' lines joined by newlines."""
        return "\n".join(self.lines())
