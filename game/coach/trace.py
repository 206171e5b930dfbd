"""A game's moves as the coach reads them: each opening click and chord with the position
the player saw just before it, plus clicks that did nothing, flags and pauses.

The game is played again through our own `GameSession` (the same rules the window, the
terminal and the replay viewer use), so every replay the game can show is read alike.
A move the player undid (the game's own undo, kept in the session log) is taken out of
the trace again, with what it added (a judged move, a flag, the flags a chord used): the
coach judges the game the player finished, not the branches taken back.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.coach.kinds import MoveKind
from game.model import Action, Board, Status
from game.model.position import COVERED, Position, parse_position
from game.session import GameSession
from game.session.clock import FakeClock
from game.session.inputs import Input
from game.session.setup import GameSetup

Cell = tuple[int, int]

_KIND_OF = {Action.REVEAL: MoveKind.REVEAL, Action.CHORD: MoveKind.CHORD}
"""The judged move each opening action of the session's log makes."""


@dataclass(frozen=True)
class Move:
    """One opening click or chord.

    `time_ms` is game time (0 at the first click), `input_ms` the input's own time in the
    recording (where a replay viewer's timeline shows it); `targets` are the covered, unflagged
    cells the move opened directly (the clicked cell, or a chord's neighbours); the
    flood fill from a zero adds no risk. `before` is the position the player saw.
    """

    index: int
    kind: MoveKind
    cell: Cell
    time_ms: int
    targets: tuple[Cell, ...]
    before: Position
    first: bool
    input_ms: int = 0


@dataclass(frozen=True)
class Gap:
    """A thinking pause: `seconds` without a move before the move at `cell`, at game time
    `time_ms` (when the pause ended), in the position `before`."""

    time_ms: int
    seconds: float
    cell: Cell
    before: Position


@dataclass
class Trace:
    """Everything the coach needs from one played game."""

    rows: int
    cols: int
    mines: int
    moves: list[Move] = field(default_factory=list)
    no_effect: int = 0
    flags_placed: int = 0
    flags_used: set[Cell] = field(default_factory=set)
    flagged: set[Cell] = field(default_factory=set)
    changes: list[tuple[int, Cell, Position]] = field(default_factory=list)
    won: bool = False
    lost: bool = False
    undone: int = 0

    def mark(self) -> _Mark:
        """What the trace holds now, to step back to when the next change is undone."""
        return _Mark(len(self.moves), self.flags_placed, set(self.flags_used), set(self.flagged))

    def step_back(self, mark: _Mark) -> None:
        """Forget everything added since `mark` (an undone change)."""
        del self.moves[mark.moves :]
        self.flags_placed = mark.flags_placed
        self.flags_used = mark.flags_used
        self.flagged = mark.flagged
        self.undone += 1


@dataclass(frozen=True)
class _Mark:
    """The trace's counts before one change of the board (see `Trace.mark`)."""

    moves: int
    flags_placed: int
    flags_used: set[Cell]
    flagged: set[Cell]


def _position(board: Board) -> Position:
    return parse_position(board.to_position())


def _clicks(session: GameSession) -> int:
    counts = session.machine.counts
    return counts.left + counts.double


def trace_game(setup: GameSetup, inputs: Iterable[Input]) -> Trace:
    """Play `inputs` on a session built from `setup` and record what the coach judges."""
    session = GameSession(setup, FakeClock(), watching=True)
    board = session.board
    trace = Trace(board.rows, board.cols, board.mines)
    before = _position(board)
    marks: list[_Mark] = []  # one per move of the session, for undo
    for entry in inputs:
        clicks = _clicks(session)
        moves = len(session.moves)
        ready = board.status is Status.READY
        effect = session.replay_input(entry)
        if len(session.moves) < moves:  # an undo: the board stepped back
            while len(marks) > len(session.moves):
                trace.step_back(marks.pop())
            before = _position(board)
            continue
        if len(session.moves) > moves:  # the trace is still as before this input
            mark = trace.mark()
            marks.extend(mark for _ in range(len(session.moves) - moves))
        if effect is None:
            if _clicks(session) > clicks and session.waiting is None:
                trace.no_effect += 1
            continue
        kind, row, col = session.moves[-1]
        first_ms = session.first_ms if session.first_ms is not None else entry.time_ms
        time_ms = max(0, entry.time_ms - first_ms)
        cell = (row, col)
        if effect.action is Action.FLAG:
            if board.cell(row, col).flagged:
                trace.flags_placed += 1
                trace.flagged.add(cell)
        else:
            _add_move(trace, _KIND_OF[kind], cell, (time_ms, entry.time_ms), before, ready)
        trace.changes.append((time_ms, cell, before))
        before = _position(board)
    trace.won = board.status is Status.WON
    trace.lost = board.status is Status.LOST
    return trace


def _add_move(
    trace: Trace, kind: MoveKind, cell: Cell, times: tuple[int, int], before: Position, first: bool
) -> None:
    if kind is MoveKind.REVEAL:
        targets: tuple[Cell, ...] = (cell,)
    else:
        around = before.neighbours[before.index(*cell)]
        targets = tuple(before.row_col(n) for n in around if before.cells[n] == COVERED)
        trace.flags_used.update(
            before.row_col(n) for n in around if before.cells[n] != COVERED and before.cells[n] < 0
        )
    index = len(trace.moves)
    trace.moves.append(Move(index, kind, cell, times[0], targets, before, first, times[1]))


def longest_pauses(trace: Trace, count: int = 3) -> list[Gap]:
    """The `count` longest gaps between two moves of the game (flags included), longest
    first, each with the position the player was looking at."""
    pauses = []
    for (t0, _, _), (t1, cell, before) in zip(trace.changes, trace.changes[1:], strict=False):
        pauses.append(Gap(t1, (t1 - t0) / 1000, cell, before))
    pauses.sort(key=lambda p: (-p.seconds, p.time_ms))
    return pauses[:count]
