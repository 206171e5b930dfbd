"""The play scene's helpers from the solver: hint, probabilities, auto-player, no-guess
boards and the verdict on a lost game.

These read the position the player sees (never the mines) and know nothing of pygame.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import _
from game.model import FLAG, NO_MARK, Action, Board
from game.solver import Move, analyse, hint
from game.solver.approximate import approximate, approximate_hint
from game.solver.cells import cell_name
from game.solver.proof import Verdict
from game.solver.worker import (
    Budget,
    HeavyJob,
    JobKind,
    JobState,
    bounded_best_move,
    is_light,
)

MIN_SPEED, MAX_SPEED = 1, 50
PROBABILITY_SECONDS = 15.0
HINT_SECONDS = 15.0
AUTO_SECONDS = 15.0


Act = Callable[[Action, tuple[int, int]], bool]
"""Carries out one action on a cell through the game session; True when it changed."""


def apply_move(board: Board, move: Move, act: Act) -> bool:
    """Carry out a solver move; the solver ignores marks, so clear or set them as needed."""
    cell = board.cell(move.row, move.col)
    wanted = FLAG if move.action is Action.FLAG else NO_MARK
    changed = False
    for _attempt in range(3):
        if cell.mark == wanted:
            break
        changed |= act(Action.FLAG, (move.row, move.col))
    if move.action is Action.REVEAL:
        changed |= act(Action.REVEAL, (move.row, move.col))
    return changed


def said(move: Move) -> str:
    """The status line for a hint: its verdict when the proof panel shows the steps,
    otherwise the whole reason (a guess and its risk, or an approximation)."""
    if move.proof is not None and move.proof.steps:
        name = cell_name(move.row, move.col)
        if move.proof.verdict is Verdict.MINE:
            return _("Hint: {cell} is a mine, proved step by step (H again flags it)").format(
                cell=name
            )
        return _("Hint: {cell} is safe, proved step by step (H again opens it)").format(cell=name)
    return move.reason


@dataclass
class HintState:
    """The Hint button's two presses: first marks the cell and explains, second opens it.

    On a big position the hint is computed in a child process within a time and
    memory budget (`game.solver.worker`): the first press starts it, `poll` (each
    frame) or a later press collects it, and a position too big to count gets an
    approximate hint that says so.
    """

    move: Move | None = None
    version: int = -1
    job: HeavyJob | None = None
    position: str = ""

    def clear(self) -> None:
        """Forget the hint (the board changed); a hint still being computed is cancelled."""
        self.move = None
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def current(self, board: Board) -> Move | None:
        """The hint still valid for this board, if any."""
        if self.move is not None and self.version == board.version:
            return self.move
        return None

    def press(self, board: Board, act: Act) -> str:
        """One press of Hint; returns the line to show the player."""
        move = self.current(board)
        if move is not None and move.certain:
            self.move = None
            apply_move(board, move, act)
            done = _("{cell} flagged") if move.action is Action.FLAG else _("{cell} opened")
            return done.format(cell=cell_name(move.row, move.col))
        if move is not None:
            return said(move)
        if self.job is not None and self.version == board.version:
            return self.poll(board) or _("Hint: still {progress}").format(
                progress=self.job.progress() or _("analysing")
            )
        self.clear()
        self.version = board.version
        position = board.to_position()
        if is_light(position):
            self.move = hint(position)
            return said(self.move)
        self.position = position
        self.job = HeavyJob(JobKind.HINT, position, Budget(seconds=HINT_SECONDS))
        return _("Hint: analysing this big position (press H again to see it)")

    def poll(self, board: Board) -> str | None:
        """The hint's line once a background hint is ready (call each frame), else None.

        ValueError (like `hint`) when the solver refuses the position.
        """
        job = self.job
        if job is None or self.version != board.version or job.poll() is JobState.RUNNING:
            return None
        self.job = None
        if job.state is JobState.DONE:
            self.move = job.result
        elif job.state is JobState.FAILED:
            raise ValueError(job.error)
        elif job.state is JobState.TOO_BIG:
            self.move = approximate_hint(self.position)
        else:
            return None
        return said(self.move) if self.move is not None else None

    @property
    def status(self) -> str:
        """A progress line while a background hint runs for more than half a second."""
        return self.job.progress() if self.job is not None else ""


class ProbabilityCache:
    """Mine probabilities of the current position, recomputed only when the board changes.

    A small position is analysed at once. A big one is analysed in a child
    process within `budget` (so neither ms-toollib's abort on a failed
    allocation nor a count of minutes can stop the game); meanwhile `grid` is
    None and `status` reports progress after half a second. When the budget is
    not enough, `grid` holds the approximation, `approximate` is True and
    `status` says so plainly.
    """

    def __init__(self, budget: Budget | None = None) -> None:
        self.version = -1
        self.grid: list[list[float | None]] | None = None
        self.error = ""
        self.approximate = False
        self.note = ""
        self.budget = budget or Budget(seconds=PROBABILITY_SECONDS)
        self.job: HeavyJob | None = None
        self._position = ""

    def get(self, board: Board) -> list[list[float | None]] | None:
        """probabilities[row][col] (None for open cells); None while computing or if impossible."""
        if board.version != self.version:
            self.version = board.version
            self._start(board.to_position())
        if self.job is not None and self.job.poll() is not JobState.RUNNING:
            self._collect(self.job)
        return self.grid

    def _start(self, position: str) -> None:
        self.cancel()
        self.grid, self.error, self.approximate, self.note = None, "", False, ""
        if not is_light(position):
            self._position = position
            self.job = HeavyJob(JobKind.ANALYSE, position, self.budget)
            return
        try:
            self.grid = analyse(position).probabilities
        except ValueError as error:
            self.error = str(error)

    def _collect(self, job: HeavyJob) -> None:
        self.job = None
        if job.state is JobState.DONE:
            self.grid = job.result.probabilities
        elif job.state is JobState.FAILED:
            self.error = job.error
        elif job.state is JobState.TOO_BIG:
            self.grid = approximate(self._position)
            self.approximate = True
            self.note = _(
                "Too big to analyse exactly ({error}): the shading is approximate"
            ).format(error=job.error)

    def cancel(self) -> None:
        """Stop a running analysis (the view was hidden, or the player pressed Esc)."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
            self.version = -1

    @property
    def status(self) -> str:
        """One line for the player: progress after half a second, or the approximation note."""
        if self.job is not None:
            progress = self.job.progress()
            return (
                _("Probabilities: {progress} (T hides)").format(progress=progress)
                if progress
                else ""
            )
        return self.note


class AutoPlayer:
    """Plays the current game at `speed` moves per second.

    Moves are chosen on a worker thread (a rare endgame search can take half a second),
    so the window keeps drawing; a move is applied only if the board has not changed
    since it was asked for.
    """

    def __init__(self, speed: int = 10) -> None:
        self.speed = speed
        self.running = False
        self.last: Move | None = None
        self._due = 0.0
        self._asked: int | None = None
        self._answer: tuple[int, Move | None] | None = None

    def toggle(self) -> bool:
        """Start or stop; returns whether it is now running."""
        self.running = not self.running
        self._due = 0.0
        return self.running

    def faster(self, step: int) -> int:
        """Change the speed by step moves per second, kept within 1..50."""
        self.speed = max(MIN_SPEED, min(MAX_SPEED, self.speed + step))
        return self.speed

    def update(self, board: Board, dt: float, act: Act) -> bool:
        """Advance time; make the move that is due if it is ready. True when the board changed."""
        if not self.running or board.over:
            self.running = False
            return False
        self._due = min(self._due + dt * self.speed, 1.0)
        ready, move = self._move_for(board)
        if ready and move is None:
            self.running = False
        if move is None or self._due < 1:
            return False
        self._due -= 1
        self.last = move
        changed = apply_move(board, move, act)
        if board.over:
            self.running = False
        return changed

    def _move_for(self, board: Board) -> tuple[bool, Move | None]:
        """(ready, move) for this exact board state, asking the worker for one if needed.

        Ready with no move means the solver found nothing to do.
        """
        answer = self._answer
        if answer is not None and answer[0] == board.version:
            return True, answer[1]
        if self._asked != board.version:
            self._asked = board.version
            version, position = board.version, board.to_position()
            threading.Thread(target=self._think, args=(version, position), daemon=True).start()
        return False, None

    def _think(self, version: int, position: str) -> None:
        try:  # a big position is thought over in a budgeted child process; too big: stop
            move: Move | None = bounded_best_move(position, Budget(seconds=AUTO_SECONDS))
        except ValueError:
            move = None
        self._answer = (version, move)

    def wait(self, timeout: float = 5.0) -> bool:
        """Block until the move asked for last is ready (tests, the self-test)."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            answer = self._answer
            if self._asked is None or (answer is not None and answer[0] == self._asked):
                return True
            time.sleep(0.002)
        return False


class NoGuessJob:
    """Generates a no-guess layout on a worker thread so the window never freezes."""

    def __init__(
        self, rows: int, cols: int, mines: int, cell: tuple[int, int], time_limit: float = 5.0
    ) -> None:
        self.cell = cell
        self.started = time.perf_counter()
        self.time_limit = time_limit
        self.result: set[tuple[int, int]] | None = None
        self.failed = False
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(rows, cols, mines, cell), daemon=True
        )
        self._thread.start()

    def _run(self, rows: int, cols: int, mines: int, cell: tuple[int, int]) -> None:
        try:
            from game.solver.noguess import generate_no_guess

            self.result = generate_no_guess(
                rows,
                cols,
                mines,
                cell[0],
                cell[1],
                time_limit=self.time_limit,
                cancel=self._cancel,
            )
        except Exception:  # any failure means "no board": the player is told and offered another
            self.result = None
        self.failed = self.result is None
        self._done.set()

    @property
    def done(self) -> bool:
        """True when the worker has finished (with or without a layout)."""
        return self._done.is_set()

    def cancel(self) -> None:
        """Ask the worker to stop at its next chance (a new game, leaving the scene)."""
        self._cancel.set()

    @property
    def timed_out(self) -> bool:
        """True when the time limit passed without a result."""
        return not self.done and time.perf_counter() - self.started > self.time_limit

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (tests and the self-test); True when finished."""
        return self._done.wait(timeout)
