"""Pause: the clock stops and the board is hidden until any key or click."""

from __future__ import annotations

import pygame

from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import _
from game.scenes.keys import MODIFIER_KEYS
from game.scenes.protocols import PlayHost
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
        """Hide the board frame behind a plain panel with the word Paused."""
        skin = self.ctx.skin
        cover = self.play.layout.board_frame
        nine(surface, skin, "frame_inset", cover)
        inner = cover.inflate(-2 * skin.slices["frame_inset"], -2 * skin.slices["frame_inset"])
        pygame.draw.rect(surface, skin.colors["background"], inner)
        text.blit_text(
            surface,
            _("Paused"),
            (inner.centerx, inner.centery - 8),
            skin.colors["text"],
            text.LARGE,
            bold=True,
            anchor="center",
        )
        text.blit_text(
            surface,
            _("any key or click to go on"),
            (inner.centerx, inner.centery + 8),
            skin.colors["text_dim"],
            anchor="center",
        )
