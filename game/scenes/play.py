"""The play scene: the classic frame (counter, face, timer), the board, and the assists."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from game.context import Context
from game.engine.scene import Scene
from game.model import LOST, PLAYING, READY, WON, Board, Difficulty
from game.records import game_record, size_filter
from game.scenes.assist import (
    AutoPlayer,
    HintState,
    NoGuessJob,
    ProbabilityCache,
    loss_verdict,
)
from game.scenes.mouse import LEFT, MIDDLE, RIGHT, Command, MouseGesture
from game.scenes.navigation import open_about, open_settings, open_stats, to_title
from game.scenes.play_menus import play_menus
from game.solver.review import Verdict
from game.storage import (
    GameRecord,
    clear_saved_game,
    export_position,
    save_game,
    save_replay,
)
from game.ui.board_view import BoardView
from game.ui.menu_bar import Entry, MenuBar
from game.ui.play_layout import PlayLayout, compute_layout
from game.ui.play_view import draw_play

log = logging.getLogger(__name__)

MOVE_KEYS = {
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
    pygame.K_UP: (-1, 0),
    pygame.K_DOWN: (1, 0),
    pygame.K_j: (1, 0),
    pygame.K_k: (-1, 0),
    pygame.K_l: (0, 1),
    pygame.K_KP4: (0, -1),
    pygame.K_KP6: (0, 1),
    pygame.K_KP8: (-1, 0),
    pygame.K_KP2: (1, 0),
    pygame.K_KP7: (-1, -1),
    pygame.K_KP9: (-1, 1),
    pygame.K_KP1: (1, -1),
    pygame.K_KP3: (1, 1),
}
MESSAGE_SECONDS = 4.0
BIG_OPENING = 12
SETTLE_SECONDS = 0.5  # focus events while the window is being (re)made are not the player's


@dataclass
class GameOutcome:
    """A finished game waiting to be written to the statistics when the player moves on."""

    record: GameRecord
    new_best: bool


class PlayScene(Scene):
    """One game on one board; the result overlay and pause overlay sit on top of it."""

    def __init__(
        self,
        ctx: Context,
        difficulty: Difficulty,
        seed: int | None = None,
        saved: dict | None = None,
        analysis: str | None = None,
    ) -> None:
        self.ctx = ctx
        self.difficulty = difficulty
        self.seed = seed
        self.analysis = analysis is not None
        self.analysis_name = ctx.options.analyse_name
        self.no_guess = ctx.settings.no_guess or ctx.options.no_guess
        self.gesture = MouseGesture()
        self.hint = HintState()
        self.probabilities = ProbabilityCache()
        self.auto = AutoPlayer()
        self.face_held = False
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.cursor: tuple[int, int] | None = None
        self.message = ""
        self.message_left = 0.0
        self.outcome: GameOutcome | None = None
        self.job: NoGuessJob | None = None
        self.menu_bar: MenuBar | None = None
        if analysis is not None:
            board = Board.from_position(analysis)
            self.show_probabilities = True
        elif saved is not None:
            board = Board.from_dict(saved["board"])
            self.show_probabilities = False
        else:
            board = self._fresh_board()
            self.show_probabilities = False
        self._start(board)
        if saved is not None:
            self.elapsed = float(saved.get("elapsed", 0.0))
            self.assisted = bool(saved.get("assisted", False)) or board.undo_used
            self.no_guess = bool(saved.get("no_guess", self.no_guess))
            self.events = list(saved.get("events", []))

    # ---------------------------------------------------------------- set up
    def _fresh_board(self) -> Board:
        settings = self.ctx.settings
        return Board.from_difficulty(
            self.difficulty,
            seed=self.seed,
            first_click=settings.first_click,
            question_marks=settings.question_marks,
        )

    def _start(self, board: Board) -> None:
        self.board = board
        self.view = BoardView(board, self.ctx.skin)
        self.elapsed = 0.0
        self.assisted = self.show_probabilities and not self.analysis
        self.events: list[list] = []
        self.outcome = None
        self.verdict: Verdict | None = None
        self.hint.clear()
        self.auto.running = False
        self.gesture.cancel()
        self.scroll = [0, 0]
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.relayout()

    def relayout(self) -> None:
        """Recompute geometry (new board, skin or scale) and rebuild the menu bar."""
        self.layout: PlayLayout = compute_layout(
            self.ctx.skin, self.board.rows, self.board.cols, self.ctx.display.max_logical()
        )
        self.menu_bar = MenuBar(self._menus(), self.layout.menu)
        self._clamp_scroll()
        self.settle = SETTLE_SECONDS

    def _menus(self) -> list[tuple[str, list[Entry]]]:
        return play_menus(self)

    def can_assist(self) -> bool:
        """Whether hint and auto-player have numbers to read."""
        return self.board.status in (READY, PLAYING) and (self.board.opened > 0 or self.analysis)

    def logical_size(self) -> tuple[int, int]:
        """The play window fits the board (scrolling beyond the screen size)."""
        return self.layout.size

    def enter(self) -> None:
        """Title the window after the game."""
        name = f"Analysis: {self.analysis_name}" if self.analysis else self.difficulty.label
        if self.difficulty.key == "custom" and not self.analysis:
            name = f"Custom {self.difficulty.spec}"
        suffix = " (no guess)" if self.no_guess and not self.analysis else ""
        self.ctx.display.set_title(f"Minesweeper — {name}{suffix}")

    def exit(self) -> None:
        """Leaving the game: record a finished one, keep an unfinished one for later."""
        self.finalise()
        if self.job is not None:
            self.job.cancel()
        if not self.analysis and self.board.status == PLAYING:
            self.save()

    def pause(self) -> None:
        """Another scene is on top: stop any gesture and the auto-player."""
        self.gesture.cancel()
        self.face_held = False
        self.auto.running = False

    def resume(self) -> None:
        """Back on top (a skin or scale may have changed while away)."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.relayout()

    # ------------------------------------------------------------- actions
    def new_game(self) -> None:
        """A fresh board with the same difficulty (face button, F2)."""
        self.finalise()
        self._dismiss_overlays()
        if self.analysis:
            return
        self.seed = None if self.seed is None else self.seed + 1
        self._start(self._fresh_board())
        clear_saved_game()

    def switch_difficulty(self, difficulty: Difficulty) -> None:
        """Start a new game at another difficulty (window resizes)."""
        self.finalise()
        self._dismiss_overlays()
        self.analysis = False
        self.difficulty = difficulty
        self.ctx.update_settings(difficulty=difficulty.key)
        self._start(self._fresh_board())
        self.enter()

    def _dismiss_overlays(self) -> None:
        while self.ctx.stack.top is not self and self.ctx.stack.top is not None:
            self.ctx.stack.pop()

    def apply(self, command: Command) -> None:
        """Carry out a board command from the mouse or keyboard."""
        r, c = command.cell
        board = self.board
        if command.kind == "reveal":
            cell = board.cell(r, c)
            if cell.open and cell.adjacent:
                if self.ctx.settings.chord_on_number:
                    self._act("chord", r, c)
                return
            if self.no_guess and board.status == READY and not board.laid and not self.analysis:
                self._start_no_guess(r, c)
                return
            self._act("reveal", r, c)
        else:
            self._act(command.kind, r, c)

    def _act(self, kind: str, r: int, c: int) -> None:
        board = self.board
        opened_before = board.opened
        status_before = board.status
        method = {"reveal": board.reveal, "flag": board.toggle_flag, "chord": board.chord}[kind]
        if not method(r, c):
            return
        self._after_change(opened_before, status_before)

    def _sync_events(self) -> None:
        """Keep the timed event list in step with the board's history (undo drops events)."""
        history = self.board.history
        del self.events[len(history) :]
        stamp = round(self.elapsed, 3)
        self.events += [[stamp, kind, r, c] for kind, r, c in history[len(self.events) :]]

    def _after_change(self, opened_before: int, status_before: str) -> None:
        """Sounds, the replay log and the end of the game after the board changed."""
        board = self.board
        self.hint.clear()
        self._sync_events()
        kind = board.history[-1][0] if board.history else "reveal"
        audio = self.ctx.audio
        if board.status == LOST:
            audio.play("explosion")
        elif board.status == WON:
            audio.play("win")
        elif kind == "flag":
            audio.play("flag")
        elif board.opened - opened_before >= BIG_OPENING:
            audio.play("opening")
        else:
            audio.play("chord" if kind == "chord" else "reveal")
        if board.over and status_before not in (WON, LOST):
            self._game_over()

    def _start_no_guess(self, r: int, c: int) -> None:
        board = self.board
        self.job = NoGuessJob(board.rows, board.cols, board.mines, (r, c))
        self.say("Generating a no-guess board…", seconds=60)

    def _finish_no_guess(self) -> None:
        job, self.job = self.job, None
        if job.result is not None:
            self.board.lay_mines(job.result)
            self.say("")
            self._act("reveal", *job.cell)
            return
        from game.scenes.message import MessageOverlay

        reason = "took too long" if not job.failed else "could not be made"
        cell = job.cell

        def normal() -> None:
            self.no_guess = False
            self.enter()
            self._act("reveal", *cell)

        def retry() -> None:
            self._start_no_guess(*cell)

        self.say("")
        self.ctx.stack.push(
            MessageOverlay(
                self.ctx,
                "No-guess board",
                f"A no-guess board {reason}. Play a normal board?",
                [("Normal board", normal), ("Try again", retry)],
            )
        )

    def _game_over(self) -> None:
        board = self.board
        self.auto.running = False
        self.gesture.cancel()
        if not self.analysis:
            clear_saved_game()
            record = self._record()
            new_best = (
                board.status == WON
                and not record.assisted
                and self.ctx.stats.is_new_best(
                    record.difficulty, record.seconds, *size_filter(self.difficulty)
                )
            )
            self.outcome = GameOutcome(record, new_best)
            self.verdict = loss_verdict(board)
        from game.scenes.result import ResultOverlay

        self.ctx.stack.push(ResultOverlay(self.ctx, self))

    def _record(self) -> GameRecord:
        return game_record(self.board, self.difficulty, self.elapsed, self.assisted, self.no_guess)

    def finalise(self) -> None:
        """Write a finished game to the statistics and its replay to disk (once)."""
        outcome, self.outcome = self.outcome, None
        if outcome is None:
            return
        self.ctx.stats.record(outcome.record)
        try:
            save_replay(
                {
                    "format": "minesweeper-replay",
                    "version": 1,
                    "board": self.board.to_dict(),
                    "events": self.events,
                    "meta": {
                        "difficulty": self.difficulty.key,
                        "won": outcome.record.won,
                        "seconds": outcome.record.seconds,
                    },
                }
            )
        except (OSError, ValueError) as error:
            log.warning("replay not saved: %s", error)

    def save(self) -> None:
        """Keep an unfinished game so the title screen can offer to continue it."""
        try:
            save_game(
                {
                    "board": self.board.to_dict(),
                    "elapsed": self.elapsed,
                    "assisted": self.assisted,
                    "no_guess": self.no_guess,
                    "difficulty": self.difficulty.spec,
                    "key": self.difficulty.key,
                    "events": self.events,
                }
            )
        except (OSError, ValueError) as error:
            self.ctx.report(f"game could not be saved: {error}")

    def undo(self) -> None:
        """Step back one action (the losing click included); the game becomes assisted."""
        was_over = self.board.over
        if not self.board.undo():
            return
        self.assisted = True
        self.outcome = None
        self.verdict = None
        self.hint.clear()
        self._sync_events()
        if was_over:
            self._dismiss_overlays()
        self.say("Undone: this game is now assisted")

    def press_hint(self) -> None:
        """Hint: first press marks and explains, second press opens a certain cell."""
        if not self.can_assist():
            self.say("Open a cell first: the hint reads the numbers you can see")
            return
        self.assisted = True
        opened_before, status_before = self.board.opened, self.board.status
        version = self.board.version
        try:
            message = self.hint.press(self.board)
        except ValueError as error:
            self.say(str(error))
            return
        if self.board.version != version:
            self._after_change(opened_before, status_before)
        self.say(message)

    def toggle_probabilities(self) -> None:
        """Show or hide every covered cell's mine probability."""
        self.show_probabilities = not self.show_probabilities
        if self.show_probabilities and not self.analysis:
            self.assisted = True

    def toggle_auto(self) -> None:
        """Start or stop the auto-player."""
        if not self.can_assist() and not self.auto.running:
            self.say("Open a cell first, then the auto-player takes over")
            return
        if self.auto.toggle():
            self.assisted = True
            self.say(f"Auto-player on at {self.auto.speed} moves/s: any key or click stops it")
        else:
            self.say("Auto-player stopped")

    def auto_speed(self, step: int) -> None:
        """Make the auto-player faster or slower."""
        self.say(f"Auto-player speed: {self.auto.faster(step)} moves/s")

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
        """Hide the board and stop the clock until any key or click."""
        if self.board.status == PLAYING and self.ctx.stack.top is self and not self.analysis:
            from game.scenes.pause import PauseOverlay

            self.ctx.stack.push(PauseOverlay(self.ctx, self))

    def reload_skin(self) -> None:
        """F5: reload the skin from disk so a modder sees changes at once."""
        self.say(self.ctx.reload_skin())
        self.view.set_skin(self.ctx.skin)
        self.relayout()

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        """Show a one-line message over the board for a few seconds."""
        self.message = message
        self.message_left = seconds if message else 0.0

    # --------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        """Menu bar first, then keys, then the face button and the board."""
        if self.auto.running and self._stops_auto(event):
            self.auto.running = False
            self.say("Auto-player stopped")
            if event.type == pygame.KEYDOWN:
                return
        if self.menu_bar.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
            self.gesture.move(self.cell_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._mouse_up(event)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.WINDOWFOCUSLOST and self.settle <= 0:
            self.gesture.cancel()
            self.pause_game()

    def _stops_auto(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        return event.type == pygame.KEYDOWN and event.key not in (
            pygame.K_PLUS,
            pygame.K_EQUALS,
            pygame.K_MINUS,
            pygame.K_KP_PLUS,
            pygame.K_KP_MINUS,
        )

    def _key(self, event: pygame.event.Event) -> None:
        key, mods = event.key, event.mod
        ctrl = mods & pygame.KMOD_CTRL
        if key in MOVE_KEYS:
            self._move_cursor(*MOVE_KEYS[key])
            return
        if ctrl and key == pygame.K_z:
            self.undo()
            return
        actions = {
            pygame.K_F2: self.new_game,
            pygame.K_ESCAPE: lambda: to_title(self.ctx),
            pygame.K_F1: lambda: open_about(self.ctx),
            pygame.K_F5: self.reload_skin,
            pygame.K_F10: lambda: self.menu_bar.open(0),
            pygame.K_h: self.press_hint,
            pygame.K_t: self.toggle_probabilities,
            pygame.K_a: self.toggle_auto,
            pygame.K_e: self.export,
            pygame.K_m: self.toggle_mute,
            pygame.K_p: self.pause_game,
            pygame.K_PAUSE: self.pause_game,
            pygame.K_s: lambda: open_stats(self.ctx),
            pygame.K_o: lambda: open_settings(self.ctx),
            pygame.K_u: self.undo,
            pygame.K_PLUS: lambda: self.auto_speed(5),
            pygame.K_EQUALS: lambda: self.auto_speed(5),
            pygame.K_KP_PLUS: lambda: self.auto_speed(5),
            pygame.K_MINUS: lambda: self.auto_speed(-5),
            pygame.K_KP_MINUS: lambda: self.auto_speed(-5),
        }
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_KP5):
            self._keyboard_command("reveal")
        elif key in (pygame.K_f, pygame.K_KP0, pygame.K_KP_PERIOD):
            self._keyboard_command("flag")
        elif key == pygame.K_d:
            self._keyboard_command("chord")
        elif key in actions:
            actions[key]()

    def _move_cursor(self, dr: int, dc: int) -> None:
        if self.cursor is None:
            self.cursor = (self.board.rows // 2, self.board.cols // 2)
        else:
            r, c = self.cursor
            self.cursor = (
                min(max(r + dr, 0), self.board.rows - 1),
                min(max(c + dc, 0), self.board.cols - 1),
            )
        self._scroll_to(*self.cursor)

    def _keyboard_command(self, kind: str) -> None:
        if self.cursor is None:
            self._move_cursor(0, 0)
            return
        if self.job is not None:
            return
        self.apply(Command(kind, self.cursor))

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.layout.viewport.collidepoint(pos):
            return None
        origin = self.origin()
        return self.view.cell_at(pos, origin)

    def origin(self) -> tuple[int, int]:
        vp = self.layout.viewport
        return vp.x - self.scroll[0], vp.y - self.scroll[1]

    def _mouse_down(self, event: pygame.event.Event) -> None:
        self.mouse_pos = event.pos
        if event.button == LEFT and self.layout.face.collidepoint(event.pos):
            self.face_held = True
            return
        if self.board.over or self.job is not None or event.button not in (LEFT, MIDDLE, RIGHT):
            return
        cell = self.cell_at(event.pos)
        for command in self.gesture.press(event.button, cell):
            self.apply(command)

    def _mouse_up(self, event: pygame.event.Event) -> None:
        self.mouse_pos = event.pos
        if event.button == LEFT and self.face_held:
            self.face_held = False
            if self.layout.face.collidepoint(event.pos):
                self.new_game()
            return
        if self.job is not None:
            self.gesture.cancel()
            return
        for command in self.gesture.release(event.button, self.cell_at(event.pos)):
            if not self.board.over:
                self.apply(command)

    def _wheel(self, event: pygame.event.Event) -> None:
        if not self.layout.scrollable:
            return
        step = self.ctx.skin.cell_size * 3
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            self.scroll[0] -= event.y * step
        else:
            self.scroll[0] -= event.x * step
            self.scroll[1] -= event.y * step
        self._clamp_scroll()

    def _scroll_to(self, row: int, col: int) -> None:
        cell = self.ctx.skin.cell_size
        vp = self.layout.viewport
        x, y = col * cell, row * cell
        if x < self.scroll[0]:
            self.scroll[0] = x
        elif x + cell > self.scroll[0] + vp.w:
            self.scroll[0] = x + cell - vp.w
        if y < self.scroll[1]:
            self.scroll[1] = y
        elif y + cell > self.scroll[1] + vp.h:
            self.scroll[1] = y + cell - vp.h
        self._clamp_scroll()

    def _clamp_scroll(self) -> None:
        max_x, max_y = self.layout.max_scroll()
        self.scroll = [min(max(self.scroll[0], 0), max_x), min(max(self.scroll[1], 0), max_y)]

    # -------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """Clock, auto-player, no-guess worker and message timers."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.settle = max(0.0, self.settle - dt)
        if self.board.status == PLAYING:
            self.elapsed += dt
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.job is not None and (self.job.done or self.job.timed_out):
            self._finish_no_guess()
        if self.show_probabilities and not self.board.over:
            self.probabilities.get(self.board)
        if self.auto.running:
            before = (self.board.opened, self.board.status, self.board.version)
            if self.auto.update(self.board, dt) and self.board.version != before[2]:
                self._after_change(before[0], before[1])

    # ---------------------------------------------------------------- draw
    def face(self) -> str:
        """Which face the button shows now."""
        if self.face_held and self.layout.face.collidepoint(self.mouse_pos):
            return "press"
        if self.board.status == WON:
            return "win"
        if self.board.status == LOST:
            return "lose"
        if self.gesture.preview() is not None and self.gesture.cell is not None:
            return "oh"
        return "smile"

    def shown_seconds(self) -> int:
        """Whole seconds for the LED timer."""
        return min(999, int(self.elapsed))

    def pressed_cells(self) -> list[tuple[int, int]]:
        """Cells shown held down by the current gesture."""
        preview = self.gesture.preview()
        if preview is None or self.board.over:
            return []
        kind, (r, c) = preview
        cell = self.board.cell(r, c)
        if kind == "cell" and cell.open and cell.adjacent and self.ctx.settings.chord_on_number:
            kind = "chord"
        if kind == "chord":
            return [(r, c)] + [(nb.row, nb.col) for nb in cell.neighbours]
        return [(r, c)]

    def badges(self) -> list[str]:
        """Words shown at the right of the menu bar, most important first."""
        badges = []
        if self.auto.running:
            badges.append(f"AUTO {self.auto.speed}/s")
        if self.no_guess and not self.analysis:
            badges.append("NO GUESS")
        if self.analysis:
            badges.append("ANALYSIS")
        elif self.assisted or self.board.undo_used:
            badges.append("ASSISTED")
        return badges

    def draw(self, surface: pygame.Surface) -> None:
        """Frame, HUD, board, marks, messages and the menu bar (game/ui/play_view.py)."""
        draw_play(surface, self)
