"""Pause: the clock stops and the board is hidden until any key or click."""

from __future__ import annotations

import pygame

from game.a11y.boxes import described
from game.a11y.node import Node
from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import _
from game.navigator import PlayHost
from game.scenes.keys import MODIFIER_KEYS
from game.ui.layout import Align, Column, Pad, Role, Text, lay_out
from game.ui.look import TextRole


class PauseOverlay(Scene):
    """Covers the board completely so a paused game cannot be studied."""

    overlay = True
    hides_below = True  # a screen reader does not read the hidden board either

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

    def accessible(self) -> Node:
        """The pause for a screen reader: a dialog saying how to go on."""
        words = Node(Role.LABEL, _("any key or click to go on"))
        return described(Node(Role.DIALOG, _("Paused"), (words,)))

    def draw(self, surface: pygame.Surface) -> None:
        """Hide the board frame and its row and column labels behind a plain panel with the
        word Paused and, wrapped to the panel, how to go on."""
        play = self.play
        play.ensure_layout()
        layout, look = play.layout, play.look()
        cover = pygame.Rect(layout.board_frame)
        for labels in (layout.row_labels, layout.col_labels, layout.hbar, layout.vbar):
            if labels.w and labels.h:
                cover.union_ip(labels)
        words = Column(
            [
                Text(_("Paused"), TextRole.HEADING, halign=Align.CENTER),
                Text(_("any key or click to go on"), color="text_dim", halign=Align.CENTER),
            ],
            4,
            justify=Align.CENTER,
        )
        panel = lay_out(Pad(words, 8, "frame_inset", fill="background"), look, cover)
        panel.draw(surface, look)
