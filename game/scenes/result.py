"""The win / lose overlay: time and metrics, New game, Undo (after a loss), Title."""

from __future__ import annotations

import pygame

from game.context import Context
from game.model import WON
from game.scenes.overlay import PanelOverlay
from game.storage import efficiency, three_bv_per_second


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
        outcome = play.outcome
        if outcome is not None and outcome.new_best:
            lines.append("New best time!")
        elif play.assisted or board.undo_used:
            lines.append("Assisted: not counted for best times")
        buttons = [("New game", play.new_game)]
        if not won:
            buttons.append(("Undo", play.undo))
        buttons.append(("Title", self.to_title))
        super().__init__(ctx, "You win!" if won else "You lose", lines, buttons)
        self.won = won

    def area(self, surface: pygame.Surface) -> pygame.Rect:
        """Centre the panel on the board."""
        return self.play.layout.board_frame

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
        """The panel over the board, and the menu bar above it stays usable."""
        super().draw(surface)
        self.play.menu_bar.draw(surface, self.ctx.skin)
