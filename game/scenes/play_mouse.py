"""How window mouse events become session inputs: the play scene is a relay. A mixin of
PlayScene (game/scenes/play.py), which supplies the session, the layout, the menu bar,
`board_pixel`, `_wheel`, `new_game` and `_after`.

Every press, release and motion of every button goes to the session in order, timed by the
session's monotonic clock as it arrives (pygame-ce's events carry no timestamp); the session
alone decides what a click is. Only what lands on the menu bar or the face while no button
pressed on the board is held goes to them; the scene keeps no press state of the board's.
"""

from __future__ import annotations

import pygame

from game.session import Mouse
from game.session.session import OFF_BOARD

PRESS = {1: Mouse.LEFT_PRESS, 2: Mouse.MIDDLE_PRESS, 3: Mouse.RIGHT_PRESS}
RELEASE = {1: Mouse.LEFT_RELEASE, 2: Mouse.MIDDLE_RELEASE, 3: Mouse.RIGHT_RELEASE}
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


class MouseRelay:
    """Mouse events to the session, the menu bar, the face or the scroll wheel."""

    def _mouse_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            if not self.menu_bar.handle(event):
                self._wheel(event)
            return
        self.mouse_pos = event.pos
        if self.session.grabbing:
            self._relay(event)
        elif self.face_held:
            self._face(event)
        elif self.menu_bar.handle(event):
            return
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.layout.face.collidepoint(event.pos)
        ):
            self.face_held = True
        else:
            self._relay(event)

    def _face(self, event: pygame.event.Event) -> None:
        """The face takes its left button until it is released (on the face: new game)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.face_held = False
            if self.layout.face.collidepoint(event.pos):
                self.new_game()

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
        x, y = self.board_pixel(event.pos)
        if not self.layout.viewport.collidepoint(event.pos):
            x, y = OFF_BOARD
        self._after(self.session.relay(kind, x, y))
