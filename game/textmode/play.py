"""One game at the terminal: read commands, apply them to the board, show the result.

The round ends when the game is won or lost (the final board, time and 3BV
are shown and the game is recorded) or when the player asks for a new game,
the menu or to quit. `play` returns what should happen next.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.a11y.words import change_words, lost_words, refusal, seen, won_words
from game.coach import report_lines
from game.coach.keep import report_for
from game.i18n import _
from game.i18n.formats import number
from game.i18n.formats import seconds as seconds_text
from game.i18n.note import shown
from game.model import WON, Action, Board, Difficulty, FirstClick
from game.replay.recording import evf_video
from game.session import (
    GameSession,
    GameSetup,
    RecordKeeper,
    ReplayQueue,
    Source,
    UserDataStore,
)
from game.session.fairness import Help
from game.session.race import Race, RaceStart
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
    Verb,
    parse_command,
)
from game.textmode.console import Console
from game.textmode.coords import cell_name
from game.textmode.hints import ask_for_hint
from game.textmode.menu import size_text
from game.textmode.race import finish_lines, ghost_race, intro
from game.textmode.render import render_board, status_line
from game.textmode.scores import stats_text

AFTER_GAME: dict[str, Verb] = {
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
        replays: ReplayQueue | None = None,
        race: RaceStart | None = None,
    ) -> None:
        """`saved` continues a saved unfinished game (ValueError when its inputs do not
        fit its board) instead of starting a new one; `keep_unfinished` False plays
        without saving the game to continue (a saved one waits); `replays` is the run's
        queue of replays waiting for the disk (one of its own when None); `race` plays a
        challenge's board, with the split times against the player's best run on it."""
        self.console = console
        self.difficulty = difficulty
        self.stats = stats
        self.keeper = keeper if keeper is not None else RecordKeeper(stats)
        self.continued = saved is not None
        self._told: set[str] = set()
        self.race_start = race
        self.race: Race | None = None
        if race is not None:
            store = UserDataStore(self.keeper, replays, keep_unfinished, video=evf_video)
            setup = dataclasses.replace(race.setup, chord_on_number=True)
            self.session = GameSession(setup, clock, store)
            self.race, problem = ghost_race(stats, race, self.session)
            if problem:
                self._told.add(problem)
            return
        if saved is not None:
            store = UserDataStore(self.keeper, replays, video=evf_video)
            self.session = GameSession.rebuild(saved, clock, store, chord_on_number=True)
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
            UserDataStore(self.keeper, replays, keep_unfinished, video=evf_video),
        )

    @property
    def board(self) -> Board:
        """The session's board (changed only through the session)."""
        return self.session.board

    @property
    def assisted(self) -> bool:
        """True once a hint or an undo was used: the game then sets no best time."""
        return self.session.assisted or self.session.undo_used

    @property
    def seconds(self) -> float:
        """Playing time: from the first reveal to the end (or to now)."""
        return self.session.elapsed_ms / 1000

    def play(self) -> Verb:
        """Play until the game ends or the player leaves; returns NEW, MENU or QUIT."""
        d = self.difficulty
        what = _("Continuing the saved game") if self.continued else d.label
        self.console.say()
        if self.race_start is None:
            self.console.say(
                _(
                    "{what}: {size} (seed {seed}). Type a cell such as C5 to open it, or ? for"
                    " help."
                ).format(what=what, size=size_text(d), seed=self.board.seed)
            )
        else:
            self.console.say(_("{what}: {size}.").format(what=what, size=size_text(d)))
            for line in intro(self.race_start, self.stats):
                self.console.say(line)
            if self.race is not None:
                self.console.say(self.race.intro())
        try:
            self.show()
            while not self.board.over:
                line = self.console.ask(_("Your move: "))
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
        self.console.say(render_board(self.board, self.console.style, self.session.setup.start))
        session = self.session
        solved = session.metrics().bbbv_solved
        self.console.say(status_line(self.board, session.hud_seconds, self.assisted, solved))

    def apply(self, command: Command) -> Verb | None:
        """Carry out one command; returns NEW, MENU or QUIT when the round should stop."""
        verb = command.verb
        if verb in (NEW, MENU, QUIT):
            return verb
        if verb in (REVEAL, FLAG, CHORD):
            assert command.row is not None and command.col is not None
            self._move(verb, command.row, command.col)
        elif verb is UNDO:
            self._undo()
        elif verb is HINT:
            reply = ask_for_hint(self.board)
            if reply.given:
                self.session.mark_assisted(Help.HINT)
            self.console.say(reply.text)
        elif verb is STATS:
            self.console.say(stats_text(self.stats, self.difficulty))
        elif verb is HELP:
            self.console.say(_(HELP_TEXT))
        elif verb is SHOW:
            self.show()
        return None

    def _move(self, verb: Verb, row: int, col: int) -> None:
        looks = self.board.appearance(row, col)
        name = cell_name(row, col)
        if verb is REVEAL and looks.number is not None:
            verb = CHORD
        action = {REVEAL: Action.REVEAL, FLAG: Action.FLAG}.get(verb, Action.CHORD)
        before = seen(self.board)
        unflag = _("{cell} is flagged: type f {cell} to take the flag away first.")
        problem = refusal(
            before, action, (row, col), chord_on_number=True, unflag=unflag.format(cell=name)
        )
        if problem is not None:
            self.console.say(problem)
            return
        effect = self.session.act(Source.KEYBOARD, action, (row, col))
        self._say_problems()
        self._follow_race()
        if effect is None or self.board.over:
            return
        if self.console.style.plain:  # a sentence, not the board again
            said = change_words(before, seen(self.board))
            self.console.say(_("{cell}: {what}.").format(cell=name, what=said))
        else:
            self.show()

    def _follow_race(self) -> None:
        """Say each split the move reached, against the ghost's."""
        race, session = self.race, self.session
        if race is None or session.first_ms is None:
            return
        reached = len(race.mine)
        if race.follow(session.metrics().bbbv_solved, session.elapsed_ms):
            for split in range(reached, len(race.mine)):
                self.console.say(
                    _("Split {n}/4: {seconds} s, {gap}.").format(
                        n=split + 1,
                        seconds=number(race.mine[split] / 1000, 1),
                        gap=race.gap_text(split),
                    )
                )

    def _undo(self) -> None:
        if not self.session.undo():
            self.console.say(_("Nothing to undo yet."))
            return
        self.console.say(_("Undone (this game now counts as assisted)."))
        self.show()

    def finish(self) -> Verb:
        """Show the final board and the result (already recorded), ask what next."""
        board = self.board
        result = self.session.result
        m = result.metrics if result is not None else self.session.metrics()
        self.console.say(render_board(board, self.console.style))
        if board.status == WON:
            self.console.say(won_words(m))
        else:
            self.console.say(lost_words(board))
            self.console.say(
                _("Time {time}, 3BV {solved}/{bbbv}, 3BV/s {speed}, IOE {ioe}.").format(
                    time=seconds_text(m.time),
                    solved=m.bbbv_solved,
                    bbbv=m.bbbv,
                    speed=number(m.bbbv_per_s, 2),
                    ioe=number(m.ioe, 2),
                )
            )
            verdict = loss_verdict(self.session.losing_move())
            if verdict is not None:
                self.console.say(verdict.text)
                for line in verdict.lines:
                    self.console.say(f"  {line}")
        self._say_problems()
        if self.race_start is not None:
            for line in finish_lines(self.race, self.session, self.stats):
                self.console.say(line)
        if result is not None and result.new_best and self.race_start is not None:
            self.console.say(_("New best time for this challenge!"))
        elif result is not None and result.new_best:
            self.console.say(_("New best time for {board}!").format(board=self.difficulty.label))
        elif result is not None and not result.counts_for_records and board.status == WON:
            exclusion = self.session.exclusion()
            if self.assisted:
                self.console.say(_("Assisted games (hint or undo) set no best time."))
            elif exclusion is not None:
                self.console.say(
                    _("Not counted for best times: {reason}.").format(reason=exclusion.reason)
                )
        return self.after_game()

    def _say_problems(self) -> None:
        """The session's storage problems, each said once a round: a full disk refuses the
        saved game at every move, and one line says so."""
        for line in self.session.take_problems():
            if line not in self._told:
                self._told.add(line)
                self.console.say(shown(line))

    def coach(self) -> list[str]:
        """The coach's summary and moves for the game just played (see `game.coach`)."""
        report = report_for(self.session)
        lines = report_lines(report)
        return [_("Coach: {summary}").format(summary=lines[0]), *lines[1:]]

    def after_game(self) -> Verb:
        """Ask: new game, menu, stats or quit; returns NEW, MENU or QUIT."""
        while True:
            prompt = _("[n]ew game, [u]ndo, [c]oach, [m]enu, [s]tats or [q]uit? ")
            if self.board.status == WON:
                prompt = _("[n]ew game, [c]oach, [m]enu, [s]tats or [q]uit? ")
            answer = self.console.ask(prompt).lower()
            choice = AFTER_GAME.get(answer)
            if choice is UNDO and self.board.status != WON:
                self._undo()
                return self.play()
            if choice is STATS:
                self.console.say(stats_text(self.stats, self.difficulty))
            elif choice is COACH:
                self.console.say("\n".join(self.coach()))
            elif choice is HELP or choice is None:
                self.console.say(
                    _(
                        "Please type n for a new game, u to undo the losing move, c for the coach,"
                        " m for the menu, s for the statistics or q to quit."
                    )
                )
            else:
                return choice
