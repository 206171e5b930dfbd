"""The win / lose overlay: time and metrics (ZiNi too after a win), New game, Undo, Title."""

from __future__ import annotations

import pygame

from game.context import Context
from game.model import WON
from game.scenes.overlay import PanelOverlay
from game.solver.zini import zini
from game.storage import efficiency, three_bv_per_second
from game.ui import text
from game.ui.widgets import nine


class ResultOverlay(PanelOverlay):
    """Shown when a game ends; the board below shows every mine after a loss."""

    dim = False

    def __init__(self, ctx: Context, play) -> None:
        self.play = play
        board = play.board
        won = board.status == WON
        seconds = play.elapsed
        solved = board.three_bv if won else board.three_bv_solved
        lines = [f"Time {seconds:.2f} s   3BV {solved}/{board.three_bv}"]
        lines.append(
            f"3BV/s {three_bv_per_second(solved, seconds):.2f}   "
            f"IOE {efficiency(board.three_bv_solved, board.effective_clicks):.2f}"
        )
        if won:
            clicks = board.left_clicks + board.right_clicks + board.chord_clicks
            lines.append(f"ZiNi {zini(board.numbers())}   clicks {clicks}")
        outcome = play.outcome
        if outcome is not None and outcome.new_best:
            lines.append("New best time!")
        elif play.assisted or board.undo_used:
            lines.append("Assisted: not counted for best times")
        if play.verdict is not None:
            lines.append(play.verdict.text)
        lines.append("Click the board to study it")
        buttons = [("New game", play.new_game)]
        if not won:
            buttons.append(("Undo", play.undo))
        buttons.append(("Title", self.to_title))
        super().__init__(ctx, "You win!" if won else "You lose", lines, buttons)
        self.won = won
        self.folded = False

    def area(self) -> pygame.Rect:
        """Centre the panel on the board."""
        return self.play.layout.board_frame

    def peek_strip(self) -> pygame.Rect:
        """Where the folded panel sits: a strip along the bottom of the board."""
        frame = self.play.layout.board_frame
        return pygame.Rect(frame.x, frame.bottom - 18, frame.w, 18)

    def to_title(self) -> None:
        """Back to the title screen."""
        from game.scenes.navigation import to_title

        to_title(self.ctx)

    def handle(self, event: pygame.event.Event) -> None:
        """F2 / N new game, Esc / T title, Ctrl+Z / U undo, and a click on the face."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F2, pygame.K_n):
                self.play.new_game()
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_t):
                self.to_title()
                return
            if not self.won and (
                event.key == pygame.K_u
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
            ):
                self.play.undo()
                return
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.play.layout.face.collidepoint(event.pos)
        ):
            self.play.new_game()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.peek_strip() if self.folded else self.panel
            if self.play.layout.board_frame.collidepoint(event.pos) and (
                self.folded or not inside.collidepoint(event.pos)
            ):
                self.folded = not self.folded
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.folded = not self.folded
            return
        if self.folded and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        menu = self.play.menu_bar
        on_menu = event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ) and menu.rect.collidepoint(event.pos)
        if menu.active or on_menu:
            menu.handle(event)
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel over the board (or folded to a strip to study the board)."""
        if self.folded:
            strip = self.peek_strip()
            nine(surface, self.ctx.skin, "panel", strip)
            text.blit_text(
                surface,
                f"{self.title}: click here for options",
                strip.center,
                self.ctx.skin.colors["text"],
                bold=True,
                anchor="center",
            )
        else:
            super().draw(surface)
        self.play.menu_bar.draw(surface, self.ctx.skin)
