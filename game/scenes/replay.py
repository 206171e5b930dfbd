"""Watching a replay: a `ReplayPlayer` (game/session/player.py) feeds the recorded inputs
to a game session, and this scene shows it with the game's own board and skin.

Composition, not inheritance: the scene owns the player and a board view, maps keys,
buttons and the timeline to player commands, and hands drawing to game/ui/replay_view.py.
Nothing is recorded in the statistics and nothing is saved.
"""

from __future__ import annotations

import pygame

from game.a11y.node import Node
from game.a11y.play import PlayTree, viewer_tree
from game.coach.files import watch_replay
from game.coach.job import LOOK_S, CoachJob, JobState, coach_replay, coach_said
from game.coach.report import Guess
from game.coach.study import Study, next_mistake, study_guess
from game.context import Context
from game.engine.scene import IDLE, MOVING, Scene
from game.i18n import N_, _, generation
from game.i18n.formats import number, seconds
from game.model import Board, Status
from game.scenes.navigation import to_title
from game.scenes.play.assist_jobs import ProbabilityCache
from game.scenes.replay_commands import viewer_key, viewer_menus
from game.scenes.replay_race import race_replay
from game.session.counters import VIEWER_COUNTERS, Counter, parse_counters
from game.session.inputs import CELL_PX
from game.session.player import ReplayPlayer
from game.ui.board_view import BoardPicture, BoardPictures, BoardView
from game.ui.layout import Paint
from game.ui.look import Look
from game.ui.menu_bar import MenuBar
from game.ui.play_frame import PlayFrame
from game.ui.replay_layout import Control, ReplayLayout, compute_replay_layout, control_box
from game.ui.replay_view import (
    draw_replay,
    draw_timeline,
    draw_where,
    replay_frame,
    where_said,
    where_size,
)
from game.ui.widgets import Button

MESSAGE_SECONDS = 3.0


class ReplayScene(Scene):
    """Space plays or pauses, + / - change the speed (x0.25 to x16), Left / Right step one
    event, Home or R go to the start, End to the end, Esc goes back; the same on buttons,
    and the timeline can be clicked or dragged; B races the replay's board."""

    race = race_replay  # B: the replay's board again, its player as the ghost

    def __init__(self, ctx: Context, replay: object, name: str) -> None:
        self.ctx = ctx
        watched = watch_replay(replay, name, ctx.settings.chord_on_number)
        setup, inputs = watched.setup, watched.inputs
        self.player = ReplayPlayer(setup, inputs)
        self.name = name
        # Our own replays keep their report (computed once); other files are judged afresh,
        # by their own first-click rule (an EVF's game mode).
        ours = name if name.lower().endswith(".json") else None
        self.coach: CoachJob = coach_replay(setup, inputs, ours, watched.free_first)
        self.study: Study | None = None
        self._studied: tuple[Board, int] | None = None
        self.probabilities = ProbabilityCache()
        self.view = BoardView(ctx.skin)
        self.pictures = BoardPictures()
        self.a11y = PlayTree()
        self.scroll = [0, 0]
        self.coach_offset = 0  # how far the coach panel's text is scrolled (pixels)
        self.dragging = False
        self.message = ""
        self.message_left = 0.0
        self.ended_said = False
        actions = {
            Control.START: self.from_start,
            Control.BACK: lambda: self.step(-1),
            Control.PLAY: self.toggle_pause,
            Control.FORWARD: lambda: self.step(1),
            Control.END: self.to_end,
            Control.SLOWER: lambda: self.change_speed(-1),
            Control.FASTER: lambda: self.change_speed(1),
        }
        self.buttons = {
            control: Button(pygame.Rect(0, 0, 0, 0), control.value, actions[control])
            for control in Control
        }
        self._label_play()
        self._laid_for: tuple[object, ...] | None = None
        self.relayout()

    # ------------------------------------------------------------- layout
    @property
    def shown(self) -> tuple[Counter, ...]:
        """The figures beside the board: time, 3BV/s, clicks, IOE and any the player picked."""
        picked = parse_counters(self.ctx.settings.counters.split(","))
        return tuple(c for c in Counter if c in VIEWER_COUNTERS or c in picked)

    def look(self) -> Look:
        """The skin and zoom the viewer is drawn at."""
        return Look(self.ctx.skin, self.ctx.display.zoom)

    def _key_now(self) -> tuple[object, ...]:
        look = self.look()
        return (
            self.ctx.display.size,
            look.zoom,
            id(look.skin),
            generation(),
            self.shown,
            self.coach_lines(),
            self.coach_offset,
            self.buttons[Control.PLAY].label,
        )

    def relayout(self) -> None:
        """Lay the viewer out in the window (its size, the zoom, the skin, the coach's text)."""
        self._laid_for = self._key_now()
        look = self.look()
        board = self.player.session.board
        size = self.ctx.display.size
        if size == (0, 0):
            size = self.ctx.display.surface().get_size()
        where = Paint(
            lambda surface, rect: draw_where(surface, self.look(), self.player, rect),
            where_size(look, self.player),
            exact=True,
        )
        self.layout: ReplayLayout = compute_replay_layout(
            look,
            (board.rows, board.cols),
            size,
            buttons=[control_box(control, button) for control, button in self.buttons.items()],
            where=where,
            coach=self.coach_lines(),
            coach_offset=self.coach_offset,
            counters=[counter.label for counter in self.shown],
            timeline=lambda surface, rect: draw_timeline(surface, self, rect),
        )
        self.coach_offset = self.layout.coach.offset
        board_layout = self.layout.board
        max_x, max_y = board_layout.max_scroll()  # a bigger window may show more of the board
        self.scroll = [min(self.scroll[0], max_x), min(self.scroll[1], max_y)]
        self.menu_bar = MenuBar(viewer_menus(self), self.layout.board.menu, look=look)

    def ensure_layout(self) -> None:
        """Lay out again when the window or what the viewer shows changed."""
        if self._laid_for != self._key_now():
            self.relayout()

    # ----------------------------------------------------------- commands
    @property
    def board(self) -> Board:
        """The board as it stands at the playback time (read it only)."""
        return self.player.session.board

    def restart(self) -> None:
        """Back to the start and play."""
        self.player.to_start()
        self.player.playing = True
        self.ended_said = False
        self._moved()

    def toggle_pause(self) -> None:
        """Stop or continue the playback (at the end: from the start)."""
        self.player.toggle()
        self.ended_said = self.ended_said and not self.player.playing
        self._moved()

    def change_speed(self, step: int) -> None:
        """Faster or slower playback."""
        self.player.change_speed(step)
        self.say(
            _("Replay speed ×{speed}").format(
                speed=number(self.player.speed, 2).rstrip("0").rstrip(",.")
            )
        )

    def step(self, delta: int) -> None:
        """One event forward or back (the playback pauses)."""
        self.player.step(delta)
        self._moved()

    def guesses(self) -> tuple[Guess, ...]:
        """The coach's guesses in this game (none until its report is in)."""
        report = self.coach.report
        return report.guesses if report is not None else ()

    def to_mistake(self, direction: int) -> None:
        """Jump to just before the next (1) or previous (-1) mistake: a needless guess or one
        riskier than the safest cell (every guess when there is no mistake). The position
        shows with its probabilities and the checked proof of the safe cell missed."""
        guesses = self.guesses()
        if not guesses:
            self.say(_("The coach is still reading the game") if self.coach.report is None
                     else _("No guess in this game: every click was certain"))  # fmt: skip
            return
        target = next_mistake(guesses, self.player.time_ms, direction)
        if target is None:
            self.say(_("No further mistake") if direction > 0 else _("No earlier mistake"))
            return
        self.player.playing = False
        self.player.seek_ms(target.input_ms - 1)
        self._label_play()
        self.study = study_guess(target, self.board.to_position())
        self._studied = (self.board, self.board.version)
        self.probabilities.cancel()
        self.probabilities = ProbabilityCache()  # a rebuilt board may repeat a version
        self.coach_offset = 0
        self.say("", 0.0)  # the coach panel says it all

    def studying(self) -> Study | None:
        """The guess being studied, while the board still shows the position before it."""
        studied = self._studied
        if studied is None or studied[0] is not self.board or studied[1] != self.board.version:
            self.study = self._studied = None
            self.probabilities.cancel()
            return None
        return self.study

    def shading(self) -> list[list[float | None]] | None:
        """The probabilities of the studied position (None while computed, or no study)."""
        return self.probabilities.grid if self.study is not None else None

    def coach_lines(self) -> tuple[str, ...]:
        """The coach panel: the studied guess and its proof, or the game's summary."""
        return self.study.lines if self.study is not None else coach_said(self.coach)

    def to_end(self) -> None:
        """Jump to the end of the replay."""
        self.player.seek_index(len(self.player.inputs))
        self.player.playing = False
        self._moved()

    def back(self) -> None:
        """To the screen the replay was opened from, or the title."""
        if len(self.ctx.stack) > 1:
            self.ctx.stack.pop()
        else:
            to_title(self.ctx)

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        """A one-line message over the board for a while (and to a screen reader)."""
        self.message = message
        self.message_left = seconds
        if message:
            self.ctx.announcer.say(message)

    def _label_play(self) -> None:
        self.buttons[Control.PLAY].label = N_("Pause") if self.player.playing else N_("Play")

    def _moved(self) -> None:
        """After a control: the Play / Pause button says what it will do, and a screen
        reader hears where the playback is now."""
        self._label_play()
        self.ctx.announcer.say(where_said(self.player))

    def from_start(self) -> None:
        """To the start (|<), where it stays until played."""
        self.player.to_start()
        self._moved()

    def _seek_at(self, x: int) -> None:
        bar = self.layout.timeline
        self.player.seek_fraction((x - bar.x) / max(1, bar.w))
        self.ended_said = False

    # -------------------------------------------------------------- input
    def enter(self) -> None:
        """Name the replay in the window title."""
        self.ctx.display.set_title(_("Minesweeper — replay {name}").format(name=self.name))

    def pause(self) -> None:
        """Another scene on top: the playback stops."""
        self.player.playing = False
        self.dragging = False
        self._label_play()

    def resume(self) -> None:
        """Back on top (the skin, zoom or counters may have changed)."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        """Menu bar, buttons, timeline, then keys; the board takes no clicks."""
        self.ensure_layout()
        if self.menu_bar.handle(event):
            return
        for button in self.buttons.values():
            if button.handle(event):
                self._label_play()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.layout.timeline.inflate(0, self.layout.timeline.h).collidepoint(event.pos):
                self.dragging = True
                self._seek_at(event.pos[0])
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self._seek_at(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_coach(-event.y)
        elif event.type == pygame.KEYDOWN:
            viewer_key(self, event.key)

    def scroll_coach(self, lines: int) -> None:
        """Scroll the coach's text by `lines` (a long proof is read whole this way)."""
        look = self.look()
        self.layout.coach.scroll_by(look, lines * look.line())
        self.coach_offset = self.layout.coach.offset

    def picture(self) -> BoardPicture:
        """What the board shows at the playback time (a seek back rebuilt the session: its
        new board)."""
        return self.pictures.of(self.player.session.board)

    def next_frame(self) -> float:
        """Every frame while the replay plays; otherwise only a message's expiry."""
        if self.player.playing:
            return MOVING
        wait = self.message_left if self.message_left > 0 else IDLE
        if self.coach.poll() is JobState.RUNNING:  # its marks appear when it is done
            wait = min(wait, LOOK_S)
        if self.study is not None and self.probabilities.job is not None:
            wait = min(wait, LOOK_S)  # the shading of a costly position is on its way
        return wait

    # ------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """Advance the playback; follow the pointer on a board bigger than the window."""
        if self.view.skin is not self.ctx.skin:
            self.view.set_skin(self.ctx.skin)
        self.ensure_layout()
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        was_playing = self.player.playing
        if not self.dragging:
            self.player.advance(dt)
        if was_playing and not self.player.playing:
            self._label_play()
        if self.studying() is not None:
            self.probabilities.get(self.board)
        if self.player.finished and self.board.over and not self.ended_said:
            self.ended_said = True
            took = seconds(self.player.session.elapsed_ms / 1000)
            said = (
                _("Replay over: won in {time}. R to watch again.")
                if self.board.status is Status.WON
                else _("Replay over: lost in {time}. R to watch again.")
            )
            self.say(said.format(time=took), 1e9)
        self._follow_pointer()

    def _follow_pointer(self) -> None:
        board = self.layout.board
        if not board.scrollable:
            return
        at = self.player.pointer()
        if at is None:
            return
        size = board.cell
        x, y = at[0] * size // CELL_PX, at[1] * size // CELL_PX
        view = board.viewport
        max_x, max_y = board.max_scroll()
        # whole cells at the view's edges, as the play screen scrolls (the viewport holds
        # whole cells): the pointer's cell in the middle
        if not self.scroll[0] <= x < self.scroll[0] + view.w:
            self.scroll[0] = max(0, min(max_x, (x - view.w // 2) // size * size))
        if not self.scroll[1] <= y < self.scroll[1] + view.h:
            self.scroll[1] = max(0, min(max_y, (y - view.h // 2) // size * size))

    # --------------------------------------------------------------- draw
    def face(self) -> str:
        """The face as it was at this point of the game."""
        status = self.board.status
        if self.board.over:
            return "win" if status is Status.WON else "lose"
        return "oh" if self.player.session.held_cells() else "smile"

    def frame(self) -> PlayFrame:
        """What the board block shows at the playback time (game/ui/replay_view.py)."""
        return replay_frame(self)

    def accessible(self) -> Node:
        """The viewer for a screen reader (game/a11y/play.py)."""
        return viewer_tree(self.a11y, self.frame(), self.layout.below, self.name)

    def draw(self, surface: pygame.Surface) -> None:
        """Board, figures and controls (game/ui/replay_view.py)."""
        self.ensure_layout()
        draw_replay(surface, self)
