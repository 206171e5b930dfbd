"""Classic mouse gestures on the board: press to preview, release to act, both buttons chord."""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]
LEFT, MIDDLE, RIGHT = 1, 2, 3


@dataclass(frozen=True)
class Command:
    """What a gesture asks the board to do: "reveal", "flag" or "chord" at a cell."""

    kind: str
    cell: Cell


class MouseGesture:
    """Turns button presses and releases over cells into board commands.

    Left press shows the cell pressed and release reveals it (releasing off the board
    cancels); right press flags at once; both buttons, or the middle one, chord on
    release, and after a chord the other button's release does nothing.
    """

    def __init__(self) -> None:
        self.down: set[int] = set()
        self.chording = False
        self.spent = False
        self.cell: Cell | None = None

    @property
    def active(self) -> bool:
        """True while any board gesture is under way."""
        return bool(self.down)

    def press(self, button: int, cell: Cell | None) -> list[Command]:
        """A button went down over `cell` (None when off the board)."""
        self.cell = cell
        if button not in (LEFT, MIDDLE, RIGHT):
            return []
        self.down.add(button)
        if button == MIDDLE or {LEFT, RIGHT} <= self.down:
            self.chording = True
            return []
        if button == RIGHT and cell is not None and not self.spent:
            return [Command("flag", cell)]
        return []

    def move(self, cell: Cell | None) -> None:
        """The pointer moved over another cell (or off the board)."""
        self.cell = cell

    def release(self, button: int, cell: Cell | None) -> list[Command]:
        """A button came up over `cell`; returns what to do."""
        self.cell = cell
        if button not in self.down:
            return []
        self.down.discard(button)
        commands: list[Command] = []
        if self.chording and not self.spent:
            if cell is not None:
                commands.append(Command("chord", cell))
            self.spent = True
        elif button == LEFT and not self.spent and cell is not None:
            commands.append(Command("reveal", cell))
        if not self.down:
            self.chording = False
            self.spent = False
        return commands

    def cancel(self) -> None:
        """Forget the gesture (focus lost, game restarted)."""
        self.down.clear()
        self.chording = False
        self.spent = False

    def preview(self) -> tuple[str, Cell] | None:
        """What to show pressed: ("cell", c) for a held left button, ("chord", c) for chords."""
        if self.cell is None or self.spent or not self.down:
            return None
        if self.chording:
            return ("chord", self.cell)
        if LEFT in self.down:
            return ("cell", self.cell)
        return None
