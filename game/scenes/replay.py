"""Watching a replay: the recorded inputs fed again to a game session, at any speed."""

from __future__ import annotations

import pygame

from game.context import Context
from game.model import Difficulty
from game.replay.video import Video
from game.scenes.navigation import to_title
from game.scenes.play import PlayScene
from game.session import FakeClock, GameSession, MemoryStore
from game.session.playback import log_inputs, video_inputs
from game.storage.gamelog import GameLogError, replay_log
from game.ui.menu_bar import Entry

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)


class ReplayScene(PlayScene):
    """A play scene whose inputs come from a replay file instead of the mouse.

    Space pauses, + / - change the speed, R starts again, Esc goes back. Nothing is
    recorded in the statistics and nothing is saved. Each frame feeds the inputs that
    are due, so a long replay costs time in proportion to its length.
    """

    def __init__(self, ctx: Context, replay: object, name: str) -> None:
        if isinstance(replay, Video):
            self.setup, self.inputs = video_inputs(replay)
        else:
            try:
                log = replay_log(replay)
            except (GameLogError, TypeError, ValueError) as error:
                raise ValueError(f"not a replay this game can show ({error})") from None
            if log.layout is None:
                raise ValueError("the replay ends before the first click: nothing to watch")
            self.setup, self.inputs = log_inputs(log, ctx.settings.chord_on_number)
        self.name = name
        self.speed_index = SPEEDS.index(1.0)
        self.paused = False
        self.replay_clock = FakeClock()
        setup = self.setup
        difficulty = Difficulty("custom", "Replay", setup.rows, setup.cols, setup.mines)
        super().__init__(ctx, difficulty)
        self.restart()

    @property
    def speed(self) -> float:
        """Playback speed (1 = as played)."""
        return SPEEDS[self.speed_index]

    def _fresh_session(self) -> GameSession:
        return GameSession(self.setup, self.replay_clock, MemoryStore(keeps_unfinished=False))

    def restart(self) -> None:
        """Back to the start of the replay."""
        self.replay_clock = FakeClock()
        self._start(self._fresh_session())
        self.next_input = 0
        self.paused = False

    def _menus(self) -> list[tuple[str, list[Entry]]]:
        return [
            (
                "Replay",
                [
                    Entry("Play / pause", self.toggle_pause, "Space"),
                    Entry("Faster", lambda: self.change_speed(1), "+"),
                    Entry("Slower", lambda: self.change_speed(-1), "-"),
                    Entry("From the start", self.restart, "R"),
                    Entry(),
                    Entry("Title screen", lambda: to_title(self.ctx), "Esc"),
                ],
            ),
        ]

    def enter(self) -> None:
        """Name the replay in the window title."""
        self.ctx.display.set_title(f"Minesweeper — replay {self.name}")

    def pause(self) -> None:
        """Nothing to stop: the replay clock only moves in update."""

    def resume(self) -> None:
        """Back on top."""
        self.relayout()

    def toggle_pause(self) -> None:
        """Stop or continue the playback."""
        self.paused = not self.paused

    def change_speed(self, step: int) -> None:
        """Faster or slower playback."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))
        self.say(f"Replay speed ×{self.speed:g}")

    def handle(self, event: pygame.event.Event) -> None:
        """Playback keys only; the board does not take clicks."""
        if self.menu_bar.handle(event):
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_SPACE:
            self.toggle_pause()
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_speed(1)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_speed(-1)
        elif event.key == pygame.K_r:
            self.restart()
        elif event.key == pygame.K_ESCAPE:
            to_title(self.ctx)

    def update(self, dt: float) -> None:
        """Advance the replay clock and feed the inputs that are due."""
        self.settle = 0.0
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.paused or self.next_input >= len(self.inputs):
            return
        self.replay_clock.advance(dt * self.speed)
        now_ms = self.session.now_ms()
        while self.next_input < len(self.inputs) and self.inputs[self.next_input].time_ms <= now_ms:
            entry = self.inputs[self.next_input]
            self.next_input += 1
            self.session.replay_input(entry)
        if self.next_input >= len(self.inputs) and self.board.over:
            won = "won" if self.board.status == "won" else "lost"
            self.say(
                f"Replay over: {won} in {self.session.elapsed_ms / 1000:.3f} s. R to watch again.",
                seconds=1e9,
            )

    def _game_over(self) -> None:
        """The end of a replay is said in update; nothing is recorded."""

    def badges(self) -> list[str]:
        """PAUSED, or the playback speed."""
        return ["PAUSED" if self.paused else f"REPLAY ×{self.speed:g}"]
