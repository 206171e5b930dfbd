"""A trainer puzzle for a player who cannot see it: the position as a grid of cells named as on
the play board (game/a11y/board.py), what is said when a puzzle is served (its question) and
answered (right or wrong, why, the rating's change), picks and refused picks, and the play
board's reading keys (row, column, the cells around the cursor, the next covered cell beside
a number, the question again, the proof a step a press).

What is said goes through `ctx.announcer` (the screen reader's live region, the game's own
voice); what is read comes from the puzzle's position, the same one the board is drawn from.
"""

from __future__ import annotations

from typing import Protocol

from game.a11y.board import position_grid
from game.a11y.node import Node
from game.a11y.reading import Steps
from game.a11y.words import Cell, Seen, position_seen, refusal
from game.context import Context
from game.i18n import _
from game.model import Action
from game.model.position import Position
from game.scenes.board_reading import board_reader
from game.scenes.keys import Command
from game.solver.cells import cell_name
from game.trainer.coach import Coach
from game.trainer.puzzle import Puzzle
from game.ui.puzzle_layout import PositionBox


class PuzzleHost(Protocol):
    """What the puzzle screen shows that its accessibility part reads."""

    ctx: Context
    coach: Coach
    cursor: Cell | None
    picks: set[Cell]

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle on screen."""

    def status_line(self, answered: bool | None = None) -> str:
        """The task above the board."""

    def rating_line(self) -> str:
        """The player's rating and its last change."""

    def explanation(self) -> str:
        """The instructions, the message, or the verdict with its proof."""

    def invalidate(self) -> None:
        """Lay the screen out again before the next frame."""


class PuzzleAccess:
    """The puzzle screen's grid, announcements and reading keys (one per puzzle screen)."""

    def __init__(self, host: PuzzleHost) -> None:
        self.host = host
        self.reader = board_reader(host.ctx, self.picture, lambda: host.cursor, self.focus_cell)
        self.steps = Steps()  # the answer's proof, a line a press
        self.commands = {
            Command.READ_ROW: self.reader.read_row,
            Command.READ_COLUMN: self.reader.read_column,
            Command.READ_AROUND: self.reader.read_around,
            Command.NEXT_COVERED: self.reader.next_covered,
            Command.READ_STATUS: self.read_question,
            Command.READ_PROOF: self.read_proof,
            Command.READ_PROBABILITY: self.no_probability,
        }

    def say(self, text: str) -> None:
        """Say one sentence (screen reader, the game's voice)."""
        self.host.ctx.announcer.say(text)

    def picture(self) -> Seen:
        """What the puzzle's board shows (an empty board when there is no puzzle)."""
        puzzle = self.host.puzzle
        return position_seen(puzzle.position) if puzzle is not None else Seen((0, 0), ())

    def grid(self, board: PositionBox, position: Position) -> Node:
        """The puzzle's `position` as a grid, where `board` drew it."""
        host = self.host
        picked = dict.fromkeys(host.picks, _("your pick"))
        return position_grid(board, position, host.cursor, picked, self.focus_cell)

    def focus_cell(self, cell: Cell) -> None:
        """A screen reader moved its focus to a cell (or Tab found one): the cursor goes there."""
        self.host.cursor = cell
        self.host.invalidate()

    def command(self, command: Command) -> bool:
        """Carry out a reading key of the keymap; False for a command the trainer has not."""
        action = self.commands.get(command)
        if action is None:
            return False
        action()
        return True

    # ----------------------------------------------------------------- said
    def question(self) -> str:
        """The puzzle's question and its mines left ("Find a safe cell. Mines left: 2."), or
        the screen's message when there is no puzzle."""
        puzzle = self.host.puzzle
        if puzzle is None:
            return self.host.explanation()
        return _("{task}. {mines}.").format(task=self.host.status_line(), mines=puzzle.mines_line())

    def served(self) -> None:
        """A puzzle was served (or none could be): say its question."""
        self.say(self.question())

    def answered(self) -> None:
        """The answer was judged: say right or wrong, why (the proof's steps) and the rating's
        change."""
        outcome = self.host.coach.outcome
        if outcome is None:
            return
        verdict = outcome.verdict
        rating = self.host.rating_line() if outcome.rated else ""
        self.say(" ".join((verdict.lead_words, *verdict.lines, rating)))

    def picked(self, cell: Cell) -> None:
        """A pick was set or taken back ("find every safe cell"): say which, and how many."""
        picks = self.host.picks
        if cell in picks:
            said = _("{cell} picked; {n} picked: Enter checks.")
        else:
            said = _("{cell} taken back; {n} picked: Enter checks.")
        self.say(said.format(cell=cell_name(*cell), n=len(picks)))

    def refused(self, cell: Cell) -> None:
        """A pick on a cell that cannot be the answer (an open one): say why."""
        reason = refusal(self.picture(), Action.REVEAL, cell, chord_on_number=False, unflag="")
        if reason:
            self.say(reason)

    # ----------------------------------------------------------- reading keys
    def read_question(self) -> None:
        """Say the question, the mines left and the rating again."""
        self.say(f"{self.question()} {self.host.rating_line()}")

    def read_proof(self) -> None:
        """Say the answer's verdict, then a step of its proof at each press."""
        outcome = self.host.coach.outcome
        if outcome is None:
            self.say(_("No proof yet: it comes with your answer."))
            return
        verdict = outcome.verdict
        self.say(self.steps.next(verdict, (verdict.lead_words, *verdict.lines)))

    def no_probability(self) -> None:
        """The trainer tells no probabilities: working the cell out is the puzzle."""
        self.say(_("No probabilities in the trainer: working the cell out is the puzzle."))
