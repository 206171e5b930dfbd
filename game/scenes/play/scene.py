"""The play scene: the classic frame (counter, face, timer), the board, and the assists.

Tatham's split: the game is a `GameSession` (game/session), which gets every mouse event
(the session alone decides what a click is) and every command; the player's interface
state is a `PlayUi` (game/scenes/play/state.py); each frame a frozen `PlayFrame` is built
from both (game/scenes/play/frames.py) and drawn by game/ui/play_view.py, which never sees
the scene. The scene owns its parts as objects: the scroller, the assists, the mouse
relay and the command table (keys and menus).

Time: pygame-ce (2.5) events carry no SDL timestamp, so each event takes its time from the
session's monotonic clock when this scene receives it, in the frame it arrived in. The
clock runs on while the window is in the background, covered or showing another screen;
only an explicit pause (P) stops it.
"""

from __future__ import annotations

import pygame

from game.a11y.node import Node
from game.audio import Sound
from game.coach.job import CoachJob
from game.context import Context
from game.engine.scene import Scene
from game.i18n import _
from game.model import LOST, PLAYING, READY, WON, Action, Board, Difficulty, FirstClick
from game.scenes.keymap import keymap_in_force
from game.scenes.keys import MODIFIER_KEYS
from game.scenes.play.access import PlayAccess
from game.scenes.play.assists import PlayAssists
from game.scenes.play.commands import PlayCommands
from game.scenes.play.frames import build_frame, next_frame
from game.scenes.play.geometry import layout_key, play_layout
from game.scenes.play.menus import play_menus
from game.scenes.play.mouse import MOUSE_EVENTS, MouseRelay
from game.scenes.play.noguess import poll_no_guess
from game.scenes.play.race import PlayRace, race_session, race_title, start_race
from game.scenes.play.scroll import BoardScroller
from game.scenes.play.state import PlayUi
from game.scenes.stats_challenges import CHALLENGES
from game.session import Effect, GameSession, GameSetup, Source, UserDataStore
from game.session.counters import Counter, parse_counters
from game.session.race import RaceStart
from game.solver.review import Verdict, loss_verdict
from game.storage.gamelog import GameLog
from game.ui.board_view import BoardPictures, BoardView
from game.ui.look import Look
from game.ui.menu_bar import MenuBar
from game.ui.play_frame import PlayFrame
from game.ui.play_layout import PanelNeed
from game.ui.play_view import draw_play

BIG_OPENING = 12
RETRY_SECONDS = 5.0  # how often records a locked database refused are tried again


class PlayScene(Scene):
    """One game on one board; the result overlay and pause overlay sit on top of it."""

    def __init__(
        self,
        ctx: Context,
        difficulty: Difficulty,
        seed: int | None = None,
        saved: GameLog | None = None,
        analysis: str | None = None,
        race: RaceStart | None = None,
    ) -> None:
        self.ctx = ctx
        self.race_start = race
        self.race: PlayRace | None = None
        self.ghost_wanted: bool | None = None
        self.difficulty = difficulty
        self.seed = seed
        self.analysis = analysis is not None
        self.analysis_text = analysis
        self.analysis_name = ctx.options.analyse_name
        self.no_guess = ctx.settings.no_guess or ctx.options.no_guess
        self.ui = PlayUi(show_probabilities=self.analysis, listener=ctx.announcer.say)
        self.assists = PlayAssists(self.ui)
        self.scroller = BoardScroller(self.ui)
        self.mouse = MouseRelay(self)
        self.access = PlayAccess(self)  # for players who cannot see the screen
        self.controls = PlayCommands(self)
        self.commands = self.controls.table()
        self.verdict: Verdict | None = None
        self.coach: CoachJob | None = None
        self._laid_for: tuple[object, ...] | None = None
        self.retry_left = RETRY_SECONDS
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
        return self.ctx.game_store()

    def _fresh_session(self) -> GameSession:
        settings = self.ctx.settings
        if self.race_start is not None:  # a known board: its layout and start
            return race_session(self.race_start, settings, self.ctx.clock, self._store())
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
        self.view, self.pictures = BoardView(self.ctx.skin), BoardPictures()
        self.ui.panel = None
        self.verdict, self.coach = None, None
        self.ui.result_shown = False
        self.ui.say("")
        self.ui.scroll = (0, 0)
        self.assists.restart()
        self.race = start_race(self.race_start, self.ctx.stats, session, self.ghost_wanted)
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

    @property
    def panel_beside(self) -> bool:
        """True when the reserved panel sits beside the board rather than under it."""
        return self.layout.panel_beside

    def on_top(self) -> bool:
        """Whether the play screen is the top scene (no overlay over it)."""
        return self.ctx.stack.top is self

    def counters(self) -> tuple[Counter, ...]:
        """The live counters the player picked in Settings (none in an analysis)."""
        if self.analysis:
            return ()
        return parse_counters(self.ctx.settings.counters.split(","))

    def look(self) -> Look:
        """The skin and zoom the play screen is drawn at."""
        return Look(self.ctx.skin, self.ctx.display.zoom)

    def window_size(self) -> tuple[int, int]:
        """The window's size now (the play screen lays itself out in all of it)."""
        size = self.ctx.display.size
        return size if size != (0, 0) else self.ctx.display.surface().get_size()

    def relayout(self) -> None:
        """Recompute geometry (window, zoom, skin, labels, the panel, live counters);
        rebuild the menu bar."""
        self._laid_for = layout_key(self)
        self.layout = play_layout(self)
        menus = play_menus(self, self.commands)
        self.menu_bar = MenuBar(menus, self.layout.menu, self.ui.menu, self.look())
        self.scroller.clamp(self.layout)

    def ensure_layout(self) -> None:
        """Lay the screen out again when the window, the zoom or what it holds changed."""
        if self._laid_for != layout_key(self):
            self.relayout()

    def reserve_panel(self, need: PanelNeed | None) -> None:
        """Make room for a panel (the result, a hint's proof), or none (see play_layout)."""
        if need is not self.ui.panel:
            self.ui.panel = need
            self.relayout()

    def can_assist(self) -> bool:
        """Whether hint and auto-player have numbers to read."""
        return self.board.status in (READY, PLAYING) and (self.board.opened > 0 or self.analysis)

    def enter(self) -> None:
        """Title the window after the game."""
        name = (
            _("Analysis: {name}").format(name=self.analysis_name)
            if self.analysis
            else self.difficulty.label
        )
        if self.difficulty.is_custom and not self.analysis:
            name = _("Custom {spec}").format(spec=self.difficulty.spec)
        name = race_title(self.race_start) if self.race_start is not None else name
        suffix = _(" (no guess)") if self.no_guess and not self.analysis else ""
        self.ctx.display.set_title(_("Minesweeper — {name}").format(name=name) + suffix)

    def exit(self) -> None:
        """Leaving the game: saved with the time so far; no worker or menu left running."""
        self.menu_bar.close()
        self.session.leave()
        self.assists.stop()

    def pause(self) -> None:
        """Another scene is on top: the board cannot see the mouse, so buttons still held
        are let go (in the log); the auto-player stops. The clock runs on: only the explicit
        pause (P) stops it."""
        self.ui.face_held = False
        self.session.release_buttons()
        self.assists.auto.running = False

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
        self.analysis_text = self.race_start = None
        self.difficulty = difficulty
        self.ctx.update_settings(difficulty=difficulty.key)
        self._start(self._fresh_session())
        self.enter()

    def open_stats(self) -> None:
        """The statistics (S) on this game's difficulty, or a challenge's on the challenges."""
        challenge = self.session.setup.challenge is not None
        self.ctx.navigator.stats(CHALLENGES if challenge else self.difficulty.key)

    def _dismiss_overlays(self) -> None:
        while self.ctx.stack.top is not self and self.ctx.stack.top is not None:
            self.ctx.stack.pop()

    def act(self, source: Source, action: Action, cell: tuple[int, int]) -> None:
        """An action on a cell from the keyboard, a hint or the auto-player."""
        self.after(self.session.act(source, action, cell))

    def after(self, effect: Effect | None) -> None:
        """Sounds, messages and the end of the game after the session changed the board."""
        if self.race is not None:
            self.race.follow(self.session)
        self.access.after(effect, self.pictures.last)  # said: what changed since last drawn
        if effect is not None and effect.status in (LOST, WON):
            self.ui.say("")  # what was said of the game in play (the auto-player's) is stale
        for problem in self.session.take_problems():
            self.ui.say(problem)
            self.ctx.report(problem)
        if effect is None:
            return
        self.assists.hint.clear()
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
        if self.board.over and not self.ui.result_shown:
            self._game_over()

    def _game_over(self) -> None:
        self.assists.auto.running = False
        self.ui.result_shown = True
        if not self.analysis:
            self.verdict = loss_verdict(self.session.losing_move())
        self.ctx.navigator.result(self)

    def undo(self) -> None:
        """Step back one action (the losing click included); the game becomes assisted."""
        was_over = self.board.over
        if not self.session.undo():
            return
        self.verdict, self.coach = None, None
        self.ui.result_shown = False
        self.assists.hint.clear()
        if was_over:
            self._dismiss_overlays()
        self.after(None)
        self.ui.say(_("Undone: this game is now assisted"))

    # --------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        """Keys to commands; mouse events to the session, except what lands on the menu
        bar or the face while no button pressed on the board is held."""
        auto = self.assists.auto
        if auto.running and self._stops_auto(event):
            auto.running = False
            self.ui.say(_("Auto-player stopped"))
            if event.type == pygame.KEYDOWN:
                return
        self.ensure_layout()
        if event.type in MOUSE_EVENTS:
            self.mouse.handle(event)
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
            and event.key not in keymap_in_force(self.ctx.settings.keys).speed_keys
            and event.key not in MODIFIER_KEYS
        )

    def _key(self, event: pygame.event.Event) -> None:
        keymap = keymap_in_force(self.ctx.settings.keys)  # the player's own keys
        found = keymap.moves.get(event.key) or keymap.lookup(event.key, event.mod)
        if isinstance(found, tuple):
            self.move_cursor(*found)
        elif isinstance(found, Action):
            self.access.keyboard(found)
        elif found is not None:
            self.commands[found]()
        else:  # Page Up / Down: a page of the hint's proof, when it scrolls
            self.assists.page_proof(self.board, self.look(), self.layout.panel, event.key)

    def move_cursor(self, dr: int, dc: int) -> None:
        """Move the keyboard cursor (it appears in the middle first), keeping it in view."""
        shape = (self.board.rows, self.board.cols)
        self.scroller.move_cursor(self.layout, self.layout.cell, shape, dr, dc)
        self.access.cursor_moved()

    # -------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """Auto-player, no-guess worker, waiting records and message timers."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.ensure_layout()
        self.ui.tick(dt)
        poll_no_guess(self)
        self.retry_left -= dt
        if self.retry_left <= 0:
            self._flush_records()
        if not self.board.over:
            self.reserve_panel(self.assists.proof_need(self.board, self.look()))
        self.assists.poll(self.board)
        if self.assists.auto.running:
            self.assists.auto.update(self.board, dt, self.controls.assist_act(Source.AUTO))

    def _flush_records(self) -> None:
        """Write finished games and replays a refused write left waiting (every few seconds)."""
        self.retry_left = RETRY_SECONDS
        records, replays = self.ctx.records, self.ctx.replays
        if records.pending and records.flush() is None:
            self.ui.say(_("Statistics saved"))
        if replays.waiting and replays.flush() is None:
            self.ui.say(_("Replays saved"))

    # ---------------------------------------------------------------- draw
    def next_frame(self) -> float:
        """Seconds until the play screen changes by itself (game/scenes/play/frames.py)."""
        return next_frame(self)

    def frame(self) -> PlayFrame:
        """What the play screen shows now (game/scenes/play/frames.py)."""
        return build_frame(self)

    def accessible(self) -> Node:
        """The play screen for a screen reader (game/scenes/play/access.py)."""
        return self.access.accessible()

    def draw(self, surface: pygame.Surface) -> None:
        """Frame, HUD, board, marks, messages and the menu bar (game/ui/play_view.py)."""
        self.ensure_layout()
        draw_play(surface, self.frame(), self.view)
