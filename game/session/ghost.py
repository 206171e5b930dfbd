"""A ghost: a recorded run played beside a live game on the same board, in real time.

Everything the ghost shows is worked out once, when it is made, by feeding its inputs to a
session of its own (on a fake clock, nothing saved): its pointer path (a time and a board
pixel per mouse event), the moment each cell opened, and its split times, when it had
solved each quarter of the board's 3BV. Times count from the ghost's first click, as a
game's time does, so the live game at time t shows the ghost as it was t after its own
first click. Asking where it is costs a binary search (`pointer_at`, `opened_count`):
nothing a frame does grows with the length of the run.

>>> from game.session.inputs import Mouse
>>> setup = GameSetup(1, 3, 1, layout=("..*",))
>>> ghost = make_ghost(setup, [Input(0, Mouse.MOVE, 4, 4), Input(100, Mouse.LEFT_PRESS, 8, 8),
...     Input(400, Mouse.LEFT_RELEASE, 8, 8), Input(900, Mouse.MOVE, 30, 8)])
>>> ghost.pointer_at(0), ghost.pointer_at(499), ghost.pointer_at(500), ghost.opened_count(0)
((8, 8), (8, 8), (30, 8), 2)
>>> ghost.splits, ghost.end_ms, ghost.won
((0, 0, 0, 0), 0, True)
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from game.model import Action, Board, Status
from game.session.clock import FakeClock
from game.session.inputs import Input
from game.session.session import GameSession
from game.session.setup import GameSetup
from game.session.store import MemoryStore

QUARTERS = 4
NEVER = 1 << 62
"""`open_at` of a cell the ghost never opened."""


def split_marks(bbbv: int) -> tuple[int, ...]:
    """The 3BV solved at each split: a quarter, a half, three quarters and all of it
    (rounded up, so each split asks for at least one 3BV more than none)."""
    return tuple(-(-bbbv * k // QUARTERS) for k in range(1, QUARTERS + 1))


@dataclass(frozen=True)
class Ghost:
    """A run ready to replay beside a game (see the module docstring).

    `times` and `points` are its pointer path (ms from its first click, board pixel or
    None off the board); `open_times` and `open_cells` every cell it opened, in order
    (row-major index), and `open_at` the same by cell (NEVER: not opened); `splits` the ms
    at each quarter of the 3BV (None: not reached); `end_ms` its game time; `label` whose
    run it is ("" for the player's own)."""

    rows: int
    cols: int
    times: tuple[int, ...]
    points: tuple[tuple[int, int] | None, ...]
    open_times: tuple[int, ...]
    open_cells: tuple[int, ...]
    open_at: tuple[int, ...]
    splits: tuple[int | None, ...]
    end_ms: int
    won: bool
    label: str = ""

    def pointer_at(self, ms: int) -> tuple[int, int] | None:
        """Where the ghost's pointer was `ms` after its first click (board pixels), or
        None when it was off the board."""
        index = bisect_right(self.times, ms) - 1
        if index < 0:
            return self.points[0] if self.points else None
        return self.points[index]

    def opened_count(self, ms: int) -> int:
        """How many cells the ghost had opened `ms` after its first click (the first that
        many of `open_cells`)."""
        return bisect_right(self.open_times, ms)

    def next_change(self, ms: int) -> int | None:
        """The next moment after `ms` that the ghost's pointer or cells change, or None
        once it has stopped."""
        later = [
            found[i]
            for found in (self.times, self.open_times)
            if (i := bisect_right(found, ms)) < len(found)
        ]
        return min(later) if later else None


def make_ghost(setup: GameSetup, inputs: Sequence[Input], label: str = "") -> Ghost:
    """The ghost of a recorded run on `setup`'s board (its layout fixed): its inputs fed
    once to a session of its own. ValueError when the inputs do not fit the board."""
    clock = FakeClock()
    session = GameSession(setup, clock, MemoryStore(keeps_unfinished=False), watching=True)
    board = session.board
    path: list[tuple[int, tuple[int, int] | None]] = []
    opened: list[tuple[int, int]] = []  # (time, cell index) in the order they opened
    seen: set[int] = set()
    solved_at: list[int] = []
    marks: tuple[int, ...] = ()
    for entry in inputs:
        clock.now = max(clock.now, entry.time_ms / 1000)
        if entry.mouse is not None:
            on_board = entry.x >= 0 and entry.y >= 0 and entry.cell(board.rows, board.cols)
            path.append((entry.time_ms, (entry.x, entry.y) if on_board else None))
        moves = len(session.moves)
        session.replay_input(entry)
        if len(session.moves) == moves:
            continue
        move = session.moves[-1]
        if move.action is not Action.FLAG:
            _note_opened(board, move.action, move.cell, entry.time_ms, seen, opened)
        if not marks and board.laid:
            marks = split_marks(board.three_bv)
        solved = session.machine.counts.bbbv_solved
        while len(solved_at) < len(marks) and solved >= marks[len(solved_at)]:
            solved_at.append(entry.time_ms)
    start = session.first_ms or 0
    times = tuple(t - start for t, _ in path)
    open_at = [NEVER] * (board.rows * board.cols)
    for t, cell in opened:
        open_at[cell] = t - start
    splits = tuple(solved_at[k] - start if k < len(solved_at) else None for k in range(QUARTERS))
    return Ghost(
        board.rows,
        board.cols,
        times,
        tuple(point for _, point in path),
        tuple(t - start for t, _ in opened),
        tuple(cell for _, cell in opened),
        tuple(open_at),
        splits,
        session.elapsed_ms,
        session.status is Status.WON,
        label,
    )


def _note_opened(
    board: Board,
    action: Action,
    cell: tuple[int, int],
    time_ms: int,
    seen: set[int],
    opened: list[tuple[int, int]],
) -> None:
    """Add the cells a reveal or chord opened: from the cells it opened itself, through
    the open zeros, every open cell not seen before (what its flood opened). A mine it
    opened is left out: the ghost never shows where a mine is."""
    target = board.cell(*cell)
    starts = [target] if action is Action.REVEAL else list(target.neighbours)
    cols = board.cols
    stack = [c for c in starts if c.open and c.row * cols + c.col not in seen]
    for c in stack:
        seen.add(c.row * cols + c.col)
    while stack:
        current = stack.pop()
        if current.mine:
            continue
        opened.append((time_ms, current.row * cols + current.col))
        if current.adjacent:
            continue
        for nb in current.neighbours:
            index = nb.row * cols + nb.col
            if nb.open and index not in seen:
                seen.add(index)
                stack.append(nb)
