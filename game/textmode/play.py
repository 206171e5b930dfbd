"""One game at the terminal: read commands, apply them to the board, show the result.

The round ends when the game is won or lost (the final board, time and 3BV
are shown and the game is recorded) or when the player asks for a new game,
the menu or to quit. `play` returns what should happen next.
"""

from __future__ import annotations

from collections.abc import Callable

from game.model import READY, WON, Board, Difficulty
from game.storage import Settings, Stats, three_bv_per_second
from game.textmode.commands import (
    CHORD,
    FLAG,
    HELP,
    HELP_TEXT,
    HINT,
    MENU,
    NEW,
    QUIT,
    REVEAL,
    SHOW,
    STATS,
    UNDO,
    Command,
    CommandError,
    parse_command,
)
from game.textmode.console import Console
from game.textmode.coords import cell_name
from game.textmode.hints import ask_for_hint
from game.textmode.menu import size_text
from game.textmode.render import render_board, status_line
from game.textmode.scores import record_game, stats_text

AFTER_GAME = {
    "": NEW, "n": NEW, "new": NEW, "y": NEW, "yes": NEW,
    "m": MENU, "menu": MENU,
    "s": STATS, "stats": STATS,
    "?": HELP, "help": HELP,
    "q": QUIT, "quit": QUIT, "exit": QUIT, "bye": QUIT, "no": QUIT,
}  # fmt: skip


class Round:
    """A single game of one difficulty, played through a Console."""

    def __init__(
        self,
        console: Console,
        difficulty: Difficulty,
        seed: int | None,
        settings: Settings,
        stats: Stats,
        clock: Callable[[], float],
    ) -> None:
        self.console = console
        self.difficulty = difficulty
        self.stats = stats
        self.clock = clock
        self.board = Board.from_difficulty(
            difficulty, seed, settings.first_click, settings.question_marks
        )
        self.hinted = False
        self.started: float | None = None
        self.finished: float | None = None

    @property
    def assisted(self) -> bool:
        """True once a hint or an undo was used: the game then sets no best time."""
        return self.hinted or self.board.undo_used

    @property
    def seconds(self) -> float:
        """Playing time: from the first reveal to the end (or to now)."""
        if self.started is None:
            return 0.0
        end = self.finished if self.finished is not None else self.clock()
        return max(0.0, end - self.started)

    def play(self) -> str:
        """Play until the game ends or the player leaves; returns NEW, MENU or QUIT."""
        d = self.difficulty
        self.console.say(
            f"\n{d.label}: {size_text(d)} (seed {self.board.seed}). "
            "Type a cell such as C5 to open it, or ? for help."
        )
        self.show()
        while not self.board.over:
            line = self.console.ask("Your move: ")
            try:
                command = parse_command(line, self.board.rows, self.board.cols)
            except CommandError as exc:
                self.console.say(str(exc))
                continue
            leave = self.apply(command)
            if leave is not None:
                return leave
        return self.finish()

    def show(self) -> None:
        """Print the board and the status line."""
        self.console.say(render_board(self.board, self.console.style))
        self.console.say(status_line(self.board, self.seconds, self.assisted))

    def apply(self, command: Command) -> str | None:
        """Carry out one command; returns NEW, MENU or QUIT when the round should stop."""
        verb = command.verb
        if verb in (NEW, MENU, QUIT):
            return verb
        if verb in (REVEAL, FLAG, CHORD):
            assert command.row is not None and command.col is not None
            self._move(verb, command.row, command.col)
        elif verb == UNDO:
            self._undo()
        elif verb == HINT:
            reply = ask_for_hint(self.board)
            self.hinted = self.hinted or reply.given
            self.console.say(reply.text)
        elif verb == STATS:
            self.console.say(stats_text(self.stats, self.difficulty))
        elif verb == HELP:
            self.console.say(HELP_TEXT)
        elif verb == SHOW:
            self.show()
        return None

    def _move(self, verb: str, row: int, col: int) -> None:
        looks = self.board.appearance(row, col)
        name = cell_name(row, col)
        if verb == REVEAL and looks.startswith("n"):
            verb = CHORD
        if verb == REVEAL:
            problem = {
                "flag": f"{name} is flagged: type f {name} to take the flag away first.",
                "open": f"{name} is already open.",
            }.get(looks)
            changed = problem is None and self.board.reveal(row, col)
        elif verb == FLAG:
            problem = (
                None
                if looks in ("covered", "flag", "question")
                else (f"{name} is open: only covered cells can be flagged.")
            )
            changed = problem is None and self.board.toggle_flag(row, col)
        else:
            problem = self._chord_problem(looks, name, row, col)
            changed = problem is None and self.board.chord(row, col)
        if problem is not None:
            self.console.say(problem)
            return
        self._tick()
        if changed and not self.board.over:
            self.show()

    def _chord_problem(self, looks: str, name: str, row: int, col: int) -> str | None:
        """Why a chord on (row, col) would do nothing, or None when it will open cells."""
        if not looks.startswith("n"):
            return f"Chord works on an open number, and {name} is not one."
        number = int(looks[1:])
        around = [
            self.board.appearance(r, c)
            for r in range(max(0, row - 1), min(self.board.rows, row + 2))
            for c in range(max(0, col - 1), min(self.board.cols, col + 2))
            if (r, c) != (row, col)
        ]
        flags = around.count("flag")
        if flags != number:
            return (
                f"The {number} at {name} has {flags} flag{'s' if flags != 1 else ''} around it;"
                f" a chord needs exactly {number}."
            )
        if not any(a in ("covered", "question") for a in around):
            return f"Every neighbour of {name} is already open or flagged."
        return None

    def _undo(self) -> None:
        if not self.board.undo():
            self.console.say("Nothing to undo yet.")
            return
        self._tick()
        self.console.say("Undone (this game now counts as assisted).")
        self.show()

    def _tick(self) -> None:
        """Start the clock at the first reveal, stop it at the end, reset it when undone."""
        if self.board.status == READY:
            self.started = None
        elif self.started is None:
            self.started = self.clock()
        if self.board.over and self.finished is None:
            self.finished = self.clock()

    def finish(self) -> str:
        """Show the final board and the result, record the game, ask what next."""
        board = self.board
        seconds = self.seconds
        self.console.say(render_board(board, self.console.style))
        if board.status == WON:
            speed = three_bv_per_second(board.three_bv, seconds)
            self.console.say(
                f"You won! Time {seconds:.1f} s, 3BV {board.three_bv}, 3BV/s {speed:.2f}."
            )
        else:
            exploded = board.exploded
            where = f" at {cell_name(exploded.row, exploded.col)}" if exploded else ""
            speed = three_bv_per_second(board.three_bv_solved, seconds)
            self.console.say(f"Boom! You hit a mine{where}. Game over.")
            self.console.say(
                f"Time {seconds:.1f} s, 3BV {board.three_bv_solved}/{board.three_bv},"
                f" 3BV/s {speed:.2f}."
            )
        saved = record_game(self.stats, self.difficulty, board, seconds, self.assisted)
        if saved.problem:
            self.console.say(saved.problem)
        elif saved.new_best:
            self.console.say(f"New best time for {self.difficulty.label}!")
        elif self.assisted and board.status == WON:
            self.console.say("Assisted games (hint or undo) set no best time.")
        return self.after_game()

    def after_game(self) -> str:
        """Ask: new game, menu, stats or quit; returns NEW, MENU or QUIT."""
        while True:
            answer = self.console.ask("[n]ew game, [m]enu, [s]tats or [q]uit? ").lower()
            choice = AFTER_GAME.get(answer)
            if choice == STATS:
                self.console.say(stats_text(self.stats, self.difficulty))
            elif choice == HELP or choice is None:
                self.console.say(
                    "Please type n for a new game, m for the menu, s for the"
                    " statistics or q to quit."
                )
            else:
                return choice
