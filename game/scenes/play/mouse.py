"""How window mouse events become session inputs: the play scene's `MouseRelay`.

Every press, release and motion of every button goes to the session in order, timed by the
session's monotonic clock as it arrives (pygame-ce's events carry no timestamp); the session
alone decides what a click is. Only what lands on the menu bar or the face while no button
pressed on the board is held goes to them; the scene keeps no press state of the board's.
"""

from __future__ import annotations

import pygame

from game.scenes.buttons import logical_event
from game.scenes.play.parts import PlayControl
from game.session import Mouse
from game.session.session import OFF_BOARD

PRESS = {1: Mouse.LEFT_PRESS, 2: Mouse.MIDDLE_PRESS, 3: Mouse.RIGHT_PRESS}
RELEASE = {1: Mouse.LEFT_RELEASE, 2: Mouse.MIDDLE_RELEASE, 3: Mouse.RIGHT_RELEASE}
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
WHEEL_CELLS = 3  # cells scrolled per wheel step
WHEEL_LINES = 2  # lines of a proof scrolled per wheel step


class MouseRelay:
    """Mouse events to the session, the menu bar, the face or the scroll wheel."""

    def __init__(self, scene: PlayControl) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event) -> None:
        """One mouse event (of MOUSE_EVENTS), its button as the player set them."""
        scene, ui = self.scene, self.scene.ui
        event = logical_event(event, scene.ctx.settings.swap_buttons)
        if event.type == pygame.MOUSEWHEEL:
            if not scene.menu_bar.handle(event):
                self._wheel(event)
            return
        ui.mouse_pos = event.pos
        if scene.session.grabbing:
            self._relay(event)
        elif ui.face_held:
            self._face(event)
        elif scene.menu_bar.handle(event):
            return
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and scene.layout.face.collidepoint(event.pos)
        ):
            ui.face_held = True
        else:
            self._relay(event)

    def _wheel(self, event: pygame.event.Event) -> None:
        """The wheel scrolls the hint's proof under the pointer, else a big board (Shift:
        sideways)."""
        scene = self.scene
        panel = scene.layout.panel
        if panel.collidepoint(scene.ui.mouse_pos) and scene.assists.scroll_proof(
            scene.board, scene.look(), panel, -event.y * WHEEL_LINES
        ):
            return
        step = self.scene.layout.cell * WHEEL_CELLS
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            dx, dy = -event.y * step, 0
        else:
            dx, dy = -event.x * step, -event.y * step
        self.scene.scroller.wheel(self.scene.layout, dx, dy)

    def _face(self, event: pygame.event.Event) -> None:
        """The face takes its left button until it is released (on the face: new game)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scene.ui.face_held = False
            if self.scene.layout.face.collidepoint(event.pos):
                self.scene.new_game()

    def _relay(self, event: pygame.event.Event) -> None:
        """One mouse event to the session, at its board pixel (off the board outside the
        visible board); the session decides what it means."""
        if event.type == pygame.MOUSEMOTION:
            kind = Mouse.MOVE
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in PRESS:
            kind = PRESS[event.button]
        elif event.type == pygame.MOUSEBUTTONUP and event.button in RELEASE:
            kind = RELEASE[event.button]
        else:
            return
        scene = self.scene
        layout = scene.layout
        x, y = scene.scroller.board_pixel(layout, layout.cell, event.pos)
        if not layout.viewport.collidepoint(event.pos):
            x, y = OFF_BOARD
        scene.after(scene.session.relay(kind, x, y))
