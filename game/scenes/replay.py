"""Watching a replay: the game's own moves played back on its board, at any speed."""

from __future__ import annotations

import pygame

from game.context import Context
from game.model import Board, Difficulty
from game.scenes.play import PlayScene
from game.ui.menu_bar import Entry

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)


class ReplayScene(PlayScene):
    """A play scene whose moves come from a replay file instead of the mouse.

    Space pauses, + / - change the speed, R starts again, Esc goes back. Nothing is
    recorded in the statistics and nothing is saved.
    """

    def __init__(self, ctx: Context, replay: dict, name: str) -> None:
        board_data = replay["board"]
        final = Board.from_dict(board_data)
        if not final.laid:
            raise ValueError("the replay ends before the first click: nothing to watch")
        self.layout_text = final.layout_text()
        self.question_marks = final.question_marks
        self.moves = [(float(t), kind, r, c) for t, kind, r, c in replay["events"]]
        self.name = name
        self.meta = replay.get("meta", {})
        difficulty = Difficulty("custom", "Replay", final.rows, final.cols, final.mines)
        self.speed_index = SPEEDS.index(1.0)
        self.paused = False
        super().__init__(ctx, difficulty)
        self.restart()

    @property
    def speed(self) -> float:
        """Playback speed (1 = as played)."""
        return SPEEDS[self.speed_index]

    def _fresh_board(self) -> Board:
        return Board.from_layout(self.layout_text, self.question_marks)

    def restart(self) -> None:
        """Back to the start of the replay."""
        self._start(self._fresh_board())
        self.next_move = 0
        self.clock = 0.0
        self.paused = False

    def _menus(self) -> list[tuple[str, list[Entry]]]:
        from game.scenes.navigation import to_title

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

    def exit(self) -> None:
        """A replay keeps nothing."""

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
            from game.scenes.navigation import to_title

            to_title(self.ctx)

    def update(self, dt: float) -> None:
        """Advance the replay clock and make the moves that are due."""
        self.settle = 0.0
        if self.paused or self.next_move >= len(self.moves):
            return
        self.clock += dt * self.speed
        self.elapsed = self.clock
        board = self.board
        while self.next_move < len(self.moves) and self.moves[self.next_move][0] <= self.clock:
            _, kind, r, c = self.moves[self.next_move]
            self.next_move += 1
            opened, status = board.opened, board.status
            {"reveal": board.reveal, "flag": board.toggle_flag, "chord": board.chord}[kind](r, c)
            self._after_change(opened, status)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""

    def _game_over(self) -> None:
        won = "won" if self.board.status == "won" else "lost"
        self.say(f"Replay over: {won} in {self.elapsed:.2f} s. R to watch again.", seconds=1e9)

    def badges(self) -> list[str]:
        """PAUSED, or the playback speed."""
        return ["PAUSED" if self.paused else f"REPLAY ×{self.speed:g}"]
