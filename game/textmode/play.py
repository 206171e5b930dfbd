"""One game at the terminal: read commands, apply them to the board, show the result.

The round ends when the game is won or lost (the final board, time and 3BV
are shown and the game is recorded) or when the player asks for a new game,
the menu or to quit. `play` returns what should happen next.
"""

from __future__ import annotations

from collections.abc import Callable

from game.coach import report_lines
from game.coach.keep import report_for
from game.model import WON, Action, Appearance, Board, Difficulty, FirstClick
from game.session import GameSession, GameSetup, RecordKeeper, Source, UserDataStore
from game.session.metrics import shown
from game.solver.review import loss_verdict
from game.storage import Settings, Stats
from game.storage.gamelog import GameLog
from game.textmode.commands import (
    CHORD,
    COACH,
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
from game.textmode.scores import stats_text

AFTER_GAME = {
    "": NEW, "n": NEW, "new": NEW, "y": NEW, "yes": NEW,
    "m": MENU, "menu": MENU,
    "s": STATS, "stats": STATS,
    "?": HELP, "help": HELP,
    "u": UNDO, "undo": UNDO,
    "c": COACH, "coach": COACH,
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
        keeper: RecordKeeper | None = None,
        seeded: bool = False,
        saved: GameLog | None = None,
        keep_unfinished: bool = True,
    ) -> None:
        """`saved` continues a saved unfinished game (ValueError when its inputs do not
        fit its board) instead of starting a new one; `keep_unfinished` False plays
        without saving the game to continue (a saved one waits)."""
        self.console = console
        self.difficulty = difficulty
        self.stats = stats
        self.keeper = keeper if keeper is not None else RecordKeeper(stats)
        self.continued = saved is not None
        if saved is not None:
            self.session = GameSession.rebuild(
                saved, clock, UserDataStore(self.keeper), chord_on_number=True
            )
            return
        self.session = GameSession(
            GameSetup.of(
                difficulty,
                seed=seed,
                seeded=seeded,
                first_click=FirstClick(settings.first_click),
                question_marks=settings.question_marks,
                chord_on_number=True,
            ),
            clock,
            UserDataStore(self.keeper, keep_unfinished=keep_unfinished),
        )

    @property
    def board(self) -> Board:
        """The session's board (changed only through the session)."""
        return self.session.board

    @property
    def assisted(self) -> bool:
        """True once a hint or an undo was used: the game then sets no best time."""
        return self.session.assisted or self.board.undo_used

    @property
    def seconds(self) -> float:
        """Playing time: from the first reveal to the end (or to now)."""
        return self.session.elapsed_ms / 1000

    def play(self) -> str:
        """Play until the game ends or the player leaves; returns NEW, MENU or QUIT."""
        d = self.difficulty
        what = "Continuing the saved game" if self.continued else d.label
        self.console.say(
            f"\n{what}: {size_text(d)} (seed {self.board.seed}). "
            "Type a cell such as C5 to open it, or ? for help."
        )
        try:
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
        finally:  # left unfinished (quit, menu, end of input, a signal): saved with its time
            self.session.leave()
        return self.finish()

    def show(self) -> None:
        """Print the board and the status line."""
        self.console.say(render_board(self.board, self.console.style))
        session = self.session
        solved = session.metrics().bbbv_solved
        self.console.say(status_line(self.board, session.hud_seconds, self.assisted, solved))

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
            if reply.given:
                self.session.mark_assisted()
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
        if verb == REVEAL and looks.number is not None:
            verb = CHORD
        if verb == REVEAL:
            problem = {
                Appearance.FLAG: f"{name} is flagged: type f {name} to take the flag away first.",
                Appearance.OPEN: f"{name} is already open.",
            }.get(looks)
            action = Action.REVEAL
        elif verb == FLAG:
            problem = (
                None if looks.covered else (f"{name} is open: only covered cells can be flagged.")
            )
            action = Action.FLAG
        else:
            problem = self._chord_problem(looks, name, row, col)
            action = Action.CHORD
        if problem is not None:
            self.console.say(problem)
            return
        effect = self.session.act(Source.KEYBOARD, action, (row, col))
        for line in self.session.take_problems():
            self.console.say(line)
        if effect is not None and not self.board.over:
            self.show()

    def _chord_problem(self, looks: Appearance, name: str, row: int, col: int) -> str | None:
        """Why a chord on (row, col) would do nothing, or None when it will open cells."""
        number = looks.number
        if number is None:
            return f"Chord works on an open number, and {name} is not one."
        board = self.board
        around = [board.appearance(nb.row, nb.col) for nb in board.cell(row, col).neighbours]
        flags = around.count(Appearance.FLAG)
        if flags != number:
            return (
                f"The {number} at {name} has {flags} flag{'s' if flags != 1 else ''} around it;"
                f" a chord needs exactly {number}."
            )
        if not any(a in (Appearance.COVERED, Appearance.QUESTION) for a in around):
            return f"Every neighbour of {name} is already open or flagged."
        return None

    def _undo(self) -> None:
        if not self.session.undo():
            self.console.say("Nothing to undo yet.")
            return
        self.console.say("Undone (this game now counts as assisted).")
        self.show()

    def finish(self) -> str:
        """Show the final board and the result (already recorded), ask what next."""
        board = self.board
        result = self.session.result
        m = result.metrics if result is not None else self.session.metrics()
        self.console.say(render_board(board, self.console.style))
        if board.status == WON:
            self.console.say(
                f"You won! Time {m.time:.3f} s, 3BV {m.bbbv}, 3BV/s {shown(m.bbbv_per_s, 2)},"
                f" IOE {shown(m.ioe, 2)}."
            )
        else:
            exploded = board.exploded
            where = f" at {cell_name(exploded.row, exploded.col)}" if exploded else ""
            self.console.say(f"Boom! You hit a mine{where}. Game over.")
            self.console.say(
                f"Time {m.time:.3f} s, 3BV {m.bbbv_solved}/{m.bbbv},"
                f" 3BV/s {shown(m.bbbv_per_s, 2)}, IOE {shown(m.ioe, 2)}."
            )
            verdict = loss_verdict(board)
            if verdict is not None:
                self.console.say(verdict.text)
                for line in verdict.lines:
                    self.console.say(f"  {line}")
        for line in self.session.take_problems():
            self.console.say(line)
        if result is not None and result.new_best:
            self.console.say(f"New best time for {self.difficulty.label}!")
        elif result is not None and not result.counts_for_records and board.status == WON:
            exclusion = self.session.exclusion()
            if self.assisted:
                self.console.say("Assisted games (hint or undo) set no best time.")
            elif exclusion is not None:
                self.console.say(f"Not counted for best times: {exclusion.reason}.")
        return self.after_game()

    def coach(self) -> list[str]:
        """The coach's summary and moves for the game just played (see `game.coach`)."""
        report = report_for(self.session)
        return ["Coach: " + report_lines(report)[0], *report_lines(report)[1:]]

    def after_game(self) -> str:
        """Ask: new game, menu, stats or quit; returns NEW, MENU or QUIT."""
        while True:
            prompt = "[n]ew game, [u]ndo, [c]oach, [m]enu, [s]tats or [q]uit? "
            if self.board.status == WON:
                prompt = "[n]ew game, [c]oach, [m]enu, [s]tats or [q]uit? "
            answer = self.console.ask(prompt).lower()
            choice = AFTER_GAME.get(answer)
            if choice == UNDO and self.board.status != WON:
                self._undo()
                return self.play()
            if choice == STATS:
                self.console.say(stats_text(self.stats, self.difficulty))
            elif choice == COACH:
                self.console.say("\n".join(self.coach()))
            elif choice == HELP or choice is None:
                self.console.say(
                    "Please type n for a new game, u to undo the losing move, c for the coach,"
                    " m for the menu, s for the statistics or q to quit."
                )
            else:
                return choice
