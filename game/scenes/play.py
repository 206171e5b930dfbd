"""The play scene: the classic frame (counter, face, timer), the board, and the assists.

The game itself lives in a `GameSession` (game/session): this scene hands it every mouse
event (the session alone decides what a click is) and turns keys into session commands,
shows what the session did (sounds, messages, the result panel) and hands drawing to
game/ui/play_view.py.

Time: pygame-ce (2.5) events carry no SDL timestamp, so each event takes its time from the
session's monotonic clock when this scene receives it, in the frame it arrived in. The
clock runs on while the window is in the background, covered or showing another screen;
only an explicit pause (P) stops it.
"""

from __future__ import annotations

import pygame

from game.audio import Sound
from game.coach.job import CoachJob
from game.context import Context
from game.engine.scene import Scene
from game.model import LOST, PLAYING, READY, WON, Action, Board, Difficulty, FirstClick
from game.scenes.assist import AutoPlayer, HintState, NoGuessJob, ProbabilityCache
from game.scenes.keys import BOARD_KEYS, MODIFIER_KEYS, MOVE_KEYS, SPEED_KEYS, command_for
from game.scenes.navigation import navigator
from game.scenes.play_commands import PlayCommands
from game.scenes.play_frames import PlayFrames
from game.scenes.play_menus import play_menus
from game.scenes.play_mouse import MOUSE_EVENTS, MouseRelay
from game.scenes.play_scroll import BoardScrolling
from game.session import Effect, GameSession, GameSetup, Source, UserDataStore
from game.solver.review import Verdict, loss_verdict
from game.storage.gamelog import GameLog
from game.ui.board_view import BoardView
from game.ui.menu_bar import Entry, MenuBar
from game.ui.play_layout import PlayLayout
from game.ui.play_view import draw_play
from game.ui.side_panel import with_side_panel

MESSAGE_SECONDS = 4.0
BIG_OPENING = 12


class PlayScene(PlayFrames, PlayCommands, MouseRelay, BoardScrolling, Scene):
    """One game on one board; the result overlay and pause overlay sit on top of it."""

    def __init__(
        self,
        ctx: Context,
        difficulty: Difficulty,
        seed: int | None = None,
        saved: GameLog | None = None,
        analysis: str | None = None,
    ) -> None:
        self.ctx = ctx
        self.difficulty = difficulty
        self.seed = seed
        self.analysis = analysis is not None
        self.analysis_text = analysis
        self.analysis_name = ctx.options.analyse_name
        self.no_guess = ctx.settings.no_guess or ctx.options.no_guess
        self.hint = HintState()
        self.probabilities = ProbabilityCache()
        self.auto = AutoPlayer()
        self.face_held = False
        self.mouse_pos: tuple[int, int] = (-1, -1)
        self.cursor: tuple[int, int] | None = None
        self.message = ""
        self.message_left = 0.0
        self.job: NoGuessJob | None = None
        self.menu_bar: MenuBar | None = None
        self.show_probabilities = self.analysis
        self.result_shown = False
        self.verdict: Verdict | None = None
        self.coach: CoachJob | None = None
        self.panel_room, self.panel_beside = (0, 0), False
        if saved is not None:
            session = GameSession.rebuild(
                saved, ctx.clock, self._store(), ctx.settings.chord_on_number
            )
            self.no_guess = saved.no_guess
        else:
            session = self._fresh_session()
        self._start(session)

    # ---------------------------------------------------------------- set up
    def _store(self) -> UserDataStore:
        return UserDataStore(self.ctx.records, self.ctx.replays)

    def _fresh_session(self) -> GameSession:
        settings = self.ctx.settings
        d = self.difficulty
        setup = GameSetup(
            d.rows,
            d.cols,
            d.mines,
            d.key,
            seed=self.seed,
            seeded=self.seed is not None,
            first_click=FirstClick(settings.first_click),
            question_marks=settings.question_marks,
            no_guess=self.no_guess and not self.analysis,
            chord_on_number=settings.chord_on_number,
        )
        return GameSession(setup, self.ctx.clock, self._store(), analysis=self.analysis_text)

    def _start(self, session: GameSession) -> None:
        self._flush_records()
        self.session = session
        self.view = BoardView(session.board, self.ctx.skin)
        self.verdict, self.coach = None, None
        self.result_shown = False
        self.say("")
        self.hint.clear()
        self.auto.running = False
        self.scroll = [0, 0]
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.relayout()

    @property
    def board(self) -> Board:
        """The session's board (read it; change it only through the session)."""
        return self.session.board

    @property
    def elapsed(self) -> float:
        """The game's time in seconds, to the millisecond."""
        return self.session.elapsed_ms / 1000

    @property
    def assisted(self) -> bool:
        """Whether a help was used in this game."""
        return self.session.assisted or self.session.undo_used

    def relayout(self) -> None:
        """Recompute geometry (board, skin, zoom, labels, result panel, live counters);
        rebuild the menu bar."""
        self.layout: PlayLayout = with_side_panel(self.compute_layout(), len(self.counters()))
        self.menu_bar = MenuBar(self._menus(), self.layout.menu)
        self._clamp_scroll()

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
        if self.difficulty.is_custom and not self.analysis:
            name = f"Custom {self.difficulty.spec}"
        suffix = " (no guess)" if self.no_guess and not self.analysis else ""
        self.ctx.display.set_title(f"Minesweeper — {name}{suffix}")

    def exit(self) -> None:
        """Leaving the game: it is saved with the time so far; stop any worker."""
        self.session.leave()
        self.probabilities.cancel()
        if self.job is not None:
            self.job.cancel()

    def pause(self) -> None:
        """Another scene is on top: the board cannot see the mouse, so buttons still held
        are let go (in the log); the auto-player stops. The clock runs on: only the explicit
        pause (P) stops it."""
        self.face_held = False
        self.session.release_buttons()
        self.auto.running = False

    def resume(self) -> None:
        """Back on top (a skin or scale may have changed while away); after the explicit
        pause the clock goes on."""
        self.session.resume()
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.relayout()

    # ------------------------------------------------------------- actions
    def new_game(self) -> None:
        """A fresh board with the same difficulty (face button, F2)."""
        self._dismiss_overlays()
        if self.analysis:
            return
        self.seed = None if self.seed is None else self.seed + 1
        self._start(self._fresh_session())

    def switch_difficulty(self, difficulty: Difficulty) -> None:
        """Start a new game at another difficulty (window resizes)."""
        self._dismiss_overlays()
        self.analysis = False
        self.analysis_text = None
        self.difficulty = difficulty
        self.ctx.update_settings(difficulty=difficulty.key)
        self._start(self._fresh_session())
        self.enter()

    def _dismiss_overlays(self) -> None:
        while self.ctx.stack.top is not self and self.ctx.stack.top is not None:
            self.ctx.stack.pop()

    def act(self, source: Source, action: Action, cell: tuple[int, int]) -> None:
        """An action on a cell from the keyboard, a hint or the auto-player."""
        self._after(self.session.act(source, action, cell))

    def _after(self, effect: Effect | None) -> None:
        """Sounds, messages and the end of the game after the session changed the board."""
        for problem in self.session.take_problems():
            self.say(problem)
            self.ctx.report(problem)
        if effect is None:
            return
        self.hint.clear()
        audio = self.ctx.audio
        if effect.status == LOST:
            audio.play(Sound.EXPLOSION)
        elif effect.status == WON:
            audio.play(Sound.WIN)
        elif effect.action is Action.FLAG:
            audio.play(Sound.FLAG)
        elif effect.opened >= BIG_OPENING:
            audio.play(Sound.OPENING)
        else:
            audio.play(Sound.CHORD if effect.action is Action.CHORD else Sound.REVEAL)
        if self.board.over and not self.result_shown:
            self._game_over()

    def _game_over(self) -> None:
        self.auto.running = False
        self.result_shown = True
        if not self.analysis:
            self.verdict = loss_verdict(self.session.losing_move())
        navigator(self.ctx).show_result(self)

    def undo(self) -> None:
        """Step back one action (the losing click included); the game becomes assisted."""
        was_over = self.board.over
        if not self.session.undo():
            return
        self.verdict, self.coach = None, None
        self.result_shown = False
        self.hint.clear()
        if was_over:
            self._dismiss_overlays()
        self._after(None)
        self.say("Undone: this game is now assisted")

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        """Show a one-line message over the board for a few seconds."""
        self.message = message
        self.message_left = seconds if message else 0.0

    # --------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        """Keys to commands; mouse events to the session, except what lands on the menu
        bar or the face while no button pressed on the board is held."""
        if self.auto.running and self._stops_auto(event):
            self.auto.running = False
            self.say("Auto-player stopped")
            if event.type == pygame.KEYDOWN:
                return
        if event.type in MOUSE_EVENTS:
            self._mouse_event(event)
        elif self.menu_bar.handle(event):
            return
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _stops_auto(self, event: pygame.event.Event) -> bool:
        """A click or a key stops the auto-player; its speed keys and modifiers alone do not."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        return (
            event.type == pygame.KEYDOWN
            and event.key not in SPEED_KEYS
            and event.key not in MODIFIER_KEYS
        )

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in MOVE_KEYS:
            self._move_cursor(*MOVE_KEYS[key])
            return
        if key in BOARD_KEYS:
            self._keyboard_action(BOARD_KEYS[key])
            return
        command = command_for(key, event.mod)
        if command is not None:
            getattr(self, command.value)()

    def _keyboard_action(self, action: Action) -> None:
        if self.cursor is None:
            self._move_cursor(0, 0)
            return
        if self.job is not None or self.board.over:
            return
        self.act(Source.KEYBOARD, action, self.cursor)

    # -------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """Auto-player, no-guess worker, waiting records and message timers."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        self._no_guess_worker()
        self.retry_left -= dt
        if self.retry_left <= 0:
            self._flush_records()
        if self.show_probabilities and not self.board.over:
            self.probabilities.get(self.board)
        self._analysis_lines()
        if self.auto.running:
            self.auto.update(self.board, dt, self._assist_act(Source.AUTO))

    # ---------------------------------------------------------------- draw
    def face(self) -> str:
        """Which face the button shows now."""
        if self.face_held and self.layout.face.collidepoint(self.mouse_pos):
            return "press"
        if self.board.status == WON:
            return "win"
        if self.board.status == LOST:
            return "lose"
        if self.session.held_cells():
            return "oh"
        return "smile"

    def shown_seconds(self) -> int:
        """Whole seconds for the LED timer (1 at the first click, as in Windows)."""
        return min(10**self.layout.digits - 1, self.session.hud_seconds)

    def pressed_cells(self) -> list[tuple[int, int]]:
        """Cells shown held down by the buttons now."""
        return self.session.held_cells()

    def badges(self) -> list[str]:
        """Words shown at the right of the menu bar, most important first."""
        badges = []
        if self.auto.running:
            badges.append(f"AUTO {self.auto.speed}/s")
        if self.no_guess and not self.analysis:
            badges.append("NO GUESS")
        if self.analysis:
            badges.append("ANALYSIS")
        elif self.assisted:
            badges.append("ASSISTED")
        return badges

    def draw(self, surface: pygame.Surface) -> None:
        """Frame, HUD, board, marks, messages and the menu bar (game/ui/play_view.py)."""
        draw_play(surface, self)
