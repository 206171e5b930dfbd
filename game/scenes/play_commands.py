"""The play scene's commands from keys and menus: the assists, export, sound, other
screens, and the no-guess worker. A mixin of PlayScene (game/scenes/play.py), which
supplies the session, the context and `say`."""

from __future__ import annotations

from game.model import PLAYING, Action
from game.scenes.assist import NoGuessJob
from game.scenes.navigation import navigator, open_about, open_settings, open_stats, to_title
from game.session import Source
from game.session.counters import Counter, parse_counters
from game.session.fairness import Help
from game.storage import export_position
from game.ui.proof_panel import MIN_WIDTH, ProofText, proof_text

RETRY_SECONDS = 5.0  # how often records a locked database refused are tried again


class PlayCommands:
    """Hint, probabilities, auto-player, export, sound, pause, screens, no-guess boards."""

    def counters(self) -> tuple[Counter, ...]:
        """The live counters the player picked in Settings (none in an analysis)."""
        if self.analysis:
            return ()
        return parse_counters(self.ctx.settings.counters.split(","))

    def press_hint(self) -> None:
        """Hint: first press marks and explains, second press opens a certain cell."""
        if not self.can_assist():
            self.say("Open a cell first: the hint reads the numbers you can see")
            return
        self.session.mark_assisted(Help.HINT)
        try:
            message = self.hint.press(self.board, self._assist_act(Source.HINT))
        except ValueError as error:
            self.say(str(error))
            return
        self.say(message)

    def _assist_act(self, source: Source):
        def act(action: Action, cell: tuple[int, int]) -> bool:
            effect = self.session.act(source, action, cell)
            self._after(effect)
            return effect is not None

        return act

    def toggle_probabilities(self) -> None:
        """Show or hide every covered cell's mine probability."""
        self.show_probabilities = not self.show_probabilities
        if not self.show_probabilities:
            self.probabilities.cancel()
        elif not self.analysis:
            self.session.mark_assisted()

    def toggle_auto(self) -> None:
        """Start or stop the auto-player."""
        if not self.can_assist() and not self.auto.running:
            self.say("Open a cell first, then the auto-player takes over")
            return
        if self.auto.toggle():
            self.session.mark_assisted(Help.AUTO)
            self.say(f"Auto-player on at {_per_second(self.auto.speed)}: any key or click stops it")
        else:
            self.say("Auto-player stopped")

    def auto_speed(self, step: int) -> None:
        """Make the auto-player faster or slower."""
        self.say(f"Auto-player speed: {_per_second(self.auto.faster(step))}")

    def export(self) -> None:
        """Save the visible position as a .mine file and tell the player where."""
        try:
            path = export_position(self.board.to_position())
        except OSError as error:
            self.say(f"Export failed: {error}")
            return
        print(path, flush=True)
        self.say(f"Position saved to {path}")

    def toggle_mute(self) -> None:
        """Sound on or off (remembered)."""
        self.ctx.update_settings(sound=self.ctx.audio.muted)
        self.say("Sound on" if not self.ctx.audio.muted else "Sound off")

    def pause_game(self) -> None:
        """Hide the board and stop the clock until any key or click (the only thing that
        stops the clock)."""
        if self.board.status == PLAYING and self.ctx.stack.top is self and not self.analysis:
            self.session.pause()
            navigator(self.ctx).pause(self)

    def to_title(self) -> None:
        """Esc: back to the title (the game is saved as it goes)."""
        to_title(self.ctx)

    def open_about(self) -> None:
        """F1: controls and about."""
        open_about(self.ctx)

    def open_stats(self) -> None:
        """S: statistics, on this game's difficulty."""
        open_stats(self.ctx, self.difficulty.key)

    def open_settings(self) -> None:
        """O: settings."""
        open_settings(self.ctx)

    def open_menu(self) -> None:
        """F10: open the menu bar."""
        self.menu_bar.open(0)

    def faster(self) -> None:
        """+: auto-player faster."""
        self.auto_speed(5)

    def slower(self) -> None:
        """-: auto-player slower."""
        self.auto_speed(-5)

    def reload_skin(self) -> None:
        """F5: reload the skin from disk so a modder sees changes at once."""
        self.say(self.ctx.reload_skin())
        self.view.set_skin(self.ctx.skin)
        self.relayout()

    def _no_guess_worker(self) -> None:
        session = self.session
        if session.waiting is not None and self.job is None:
            board = self.board
            self.job = NoGuessJob(board.rows, board.cols, board.mines, session.waiting)
            self.say("Generating a no-guess board…", seconds=60)
        job = self.job
        if job is None or not (job.done or job.timed_out):
            return
        if job.result is not None:
            self.job = None
            self.say("")
            self._after(session.lay_mines(job.result))
            return
        reason = "took too long" if not job.failed else "could not be made"

        def normal() -> None:
            self.no_guess = False
            self.enter()
            self._after(session.lay_mines(None))

        def retry() -> None:
            """The next frame starts a new worker for the waiting click."""

        self.say("")
        job.cancel()
        self.job = None
        navigator(self.ctx).ask(
            "No-guess board",
            f"A no-guess board {reason}. Play a normal board?",
            [("Normal board", normal), ("Try again", retry)],
        )

    def shown_proof(self) -> ProofText | None:
        """The lines of the hint's proof while it stands (until the board changes)."""
        move = self.hint.current(self.board)
        if move is None or self.board.over:
            return None
        width = max(MIN_WIDTH, self.layout.hud.w)
        key = (id(move), self.board.version, width)
        if getattr(self, "_proof_key", None) != key:
            self._proof_key = key
            self._proof_lines = proof_text(move, self.board.to_position(), width)
        lines: ProofText | None = self._proof_lines
        return lines

    def _keep_proof_room(self) -> None:
        """Room under (or beside) the board for the hint's proof while it stands; none after."""
        if self.board.over:
            return
        content = self.shown_proof()
        wanted = (max(MIN_WIDTH, self.layout.hud.w), content.height) if content else (0, 0)
        if wanted != self.panel_room:
            self.reserve_panel(wanted)

    def _analysis_lines(self) -> None:
        """A hint computed in the background, its proof's room, and progress of a long
        analysis."""
        self._keep_proof_room()
        try:
            line = self.hint.poll(self.board)
        except ValueError as error:
            line = str(error)
        if line:
            self.say(line)
            return
        status = (self.probabilities.status if self.show_probabilities else "") or self.hint.status
        if status and status != self.message:
            self.say(status, seconds=1.0)

    def _flush_records(self) -> None:
        """Write finished games and replays a refused write left waiting (every few seconds)."""
        self.retry_left = RETRY_SECONDS
        records, replays = self.ctx.records, self.ctx.replays
        if records.pending and records.flush() is None:
            self.say("Statistics saved")
        if replays.waiting and replays.flush() is None:
            self.say("Replays saved")


def _per_second(speed: int) -> str:
    return f"{speed} move/s" if speed == 1 else f"{speed} moves/s"
