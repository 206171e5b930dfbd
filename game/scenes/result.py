"""The win / lose overlay: time and metrics (ZiNi too after a win), New game, Undo, Title."""

from __future__ import annotations

import pygame

from game.context import Context
from game.model import WON
from game.scenes.navigation import to_title
from game.scenes.overlay import PanelOverlay
from game.solver.zini import zini
from game.ui import text
from game.ui.widgets import nine


class ResultOverlay(PanelOverlay):
    """Shown when a game ends; the board below shows every mine after a loss."""

    dim = False

    def __init__(self, ctx: Context, play) -> None:
        self.play = play
        session = play.session
        won = session.board.status == WON
        result = session.result
        m = result.metrics if result is not None else session.metrics()
        lines = [f"Time {m.time:.3f} s   3BV {m.bbbv_solved}/{m.bbbv}"]
        lines.append(f"3BV/s {m.bbbv_per_s:.2f}   IOE {m.ioe:.2f}")
        if won:
            lines.append(f"ZiNi {zini(session.board.numbers())}   clicks {m.cl}")
        if result is not None and result.new_best:
            lines.append("New best time!")
        elif won and result is not None and not result.counts_for_records:
            lines.append(_why_not_counted(play))
        if result is not None and result.problem:
            lines.append(result.problem)
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

        to_title(self.ctx)

    def handle(self, event: pygame.event.Event) -> None:
        """F2 / N new game, Esc / T title, S statistics, Ctrl+Z / U undo, a click on the face."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F2, pygame.K_n):
                self.play.new_game()
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_t):
                self.to_title()
                return
            if event.key == pygame.K_s:
                self.play.open_stats()
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


def _why_not_counted(play) -> str:
    """Why this game sets no best time (the session's first reason)."""
    exclusion = play.session.exclusion()
    reason = exclusion.reason if exclusion is not None else "unknown"
    return f"Not counted for best times: {reason}"
