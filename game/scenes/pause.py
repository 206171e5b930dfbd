"""Pause: the clock stops and the board is hidden until any key or click."""

from __future__ import annotations

import pygame

from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import _
from game.navigator import PlayHost
from game.scenes.keys import MODIFIER_KEYS
from game.ui import text
from game.ui.widgets import nine


class PauseOverlay(Scene):
    """Covers the board completely so a paused game cannot be studied."""

    overlay = True

    def __init__(self, ctx: Context, play: PlayHost) -> None:
        self.ctx = ctx
        self.play = play

    def next_frame(self) -> float:
        """The paused board changes only with input."""
        return IDLE

    def handle(self, event: pygame.event.Event) -> None:
        """Any key press (a modifier alone is not one) or click resumes."""
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS
        ):
            self.ctx.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Hide the board frame and its row and column labels behind a plain panel with the
        word Paused and, wrapped to the panel, how to go on."""
        skin = self.ctx.skin
        layout = self.play.layout
        cover = pygame.Rect(layout.board_frame)
        for labels in (layout.row_labels, layout.col_labels):
            if labels.w and labels.h:
                cover.union_ip(labels)
        nine(surface, skin, "frame_inset", cover)
        inner = cover.inflate(-2 * skin.slices["frame_inset"], -2 * skin.slices["frame_inset"])
        pygame.draw.rect(surface, skin.colors["background"], inner)
        lines = text.wrap(_("any key or click to go on"), inner.w - 8)
        height = text.line_height(text.LARGE, bold=True) + len(lines) * text.line_height()
        y = inner.centery - height // 2
        text.blit_text(
            surface,
            _("Paused"),
            (inner.centerx, y),
            skin.colors["text"],
            text.LARGE,
            bold=True,
            anchor="midtop",
        )
        y += text.line_height(text.LARGE, bold=True)
        for line in lines:
            text.blit_text(
                surface, line, (inner.centerx, y), skin.colors["text_dim"], anchor="midtop"
            )
            y += text.line_height()
