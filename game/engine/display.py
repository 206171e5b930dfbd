"""The window: a logical surface shown at one zoom for every scene, placed where the player put it.

The zoom (window pixels per logical pixel) is the player's: it stays the same across
difficulties and scenes and only shrinks for a scene that would not fit the desktop at it.
A change of logical size grows or shrinks the window in place (its top-left corner stays,
as in Windows Minesweeper); a board bigger than the room right of and below the corner the
player chose scrolls at the player's zoom. Only a window that cannot fit there even so
(the corner in the desktop's far half) is pushed back onto the desktop, for as long as it
is that big: the player's corner is kept, and the next size that fits is shown there.
The player zooms with Ctrl+wheel and Ctrl+plus/minus or by dragging the window's edge;
the zoom and position are handed to `on_change` to be saved.
"""

from __future__ import annotations

import math
import os
import warnings
from collections.abc import Callable, Sequence

import pygame

ZOOM_STEP = 0.25
MIN_ZOOM = 1.0
MAX_ZOOM = 4.0
AUTO_CAP = 3.0
REFERENCE = (520, 420)  # about Experte's play window at 16 px cells: auto zoom fits it
ROOM = (0.92, 0.85)  # the share of the desktop a window may take
UNPLACED = (-1, -1)
ZOOM_IN_KEYS = frozenset({pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS})
ZOOM_OUT_KEYS = frozenset({pygame.K_MINUS, pygame.K_KP_MINUS})
SETTLED_WINDOW_EVENTS = frozenset({pygame.WINDOWMOVED, pygame.WINDOWRESIZED})


def room(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window pixels a window may take on this desktop."""
    return int(desktop[0] * ROOM[0]), int(desktop[1] * ROOM[1])


def _pair(values: Sequence[float]) -> tuple[int, int]:
    """Two ints from a pygame pair (a tuple, a Vector2, a list)."""
    return int(values[0]), int(values[1])


def fit_zoom(logical: tuple[int, int], desktop: tuple[int, int], cap: float = MAX_ZOOM) -> float:
    """The largest zoom step (MIN_ZOOM..cap) at which `logical` fits on the desktop."""
    room_w, room_h = room(desktop)
    zoom = MIN_ZOOM
    while (
        zoom + ZOOM_STEP <= cap
        and logical[0] * (zoom + ZOOM_STEP) <= room_w
        and logical[1] * (zoom + ZOOM_STEP) <= room_h
    ):
        zoom += ZOOM_STEP
    return zoom


def auto_zoom(desktop: tuple[int, int]) -> float:
    """The zoom chosen when the player has not chosen one: Experte fits, capped at 3."""
    return fit_zoom(REFERENCE, desktop, AUTO_CAP)


def clamp_zoom(zoom: float) -> float:
    """A zoom inside MIN_ZOOM..MAX_ZOOM, rounded to hundredths."""
    return round(min(MAX_ZOOM, max(MIN_ZOOM, zoom)), 2)


def step_zoom(zoom: float, steps: int) -> float:
    """The zoom `steps` quarter steps away, snapped to the quarter grid and clamped."""
    grid = zoom / ZOOM_STEP
    base = math.floor(grid + 1e-6) if steps > 0 else math.ceil(grid - 1e-6)
    return clamp_zoom((base + steps) * ZOOM_STEP)


class Display:
    """Owns the window: logical size, zoom, position, title and icon.

    `zoom` 0 means automatic (from the desktop size). `position` (-1, -1) means centred.
    """

    def __init__(
        self,
        zoom: float = 0,
        title: str = "Minesweeper",
        position: tuple[int, int] = UNPLACED,
    ) -> None:
        self.requested = float(zoom)
        self.scale = 1.0
        self.size: tuple[int, int] = (0, 0)
        self.title = title
        self.icon: pygame.Surface | None = None
        self.position = position
        self.players_corner = position != UNPLACED  # from the settings, or dragged there
        self.on_change: Callable[[], None] | None = None
        self._ours: dict[int, tuple[int, int]] = {}
        self._still: tuple[int, int] | None = None

    # ------------------------------------------------------------- geometry
    def desktop_size(self) -> tuple[int, int]:
        """The size of the first desktop (a generous default when unknown)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return sizes[0] if sizes else (1600, 1000)

    @property
    def zoom(self) -> float:
        """The player's zoom (automatic resolved from the desktop)."""
        return self.requested or auto_zoom(self.desktop_size())

    def max_logical(self) -> tuple[int, int]:
        """The largest logical size shown at the player's zoom (a bigger board scrolls in it
        rather than being shown smaller): what fits on the desktop, and once the player has
        put the window somewhere, what fits right of and below that corner (at least half
        the desktop's room), so that the window need not move."""
        desk = self.desktop_size()
        room_w, room_h = room(desk)
        if self.players_corner:
            x, y = max(0, self.position[0]), max(0, self.position[1])
            room_w = max(min(room_w, desk[0] - x), room_w // 2)
            room_h = max(min(room_h, desk[1] - y), room_h // 2)
        zoom = self.zoom
        return int(room_w / zoom), int(room_h / zoom)

    def zoom_for(self, size: tuple[int, int]) -> float:
        """The zoom a scene of logical `size` is shown at: the player's, unless it won't fit."""
        return min(self.zoom, fit_zoom(size, self.desktop_size(), MAX_ZOOM))

    # --------------------------------------------------------------- changes
    def set_scale(self, zoom: float) -> None:
        """Change the zoom (0 = automatic) and resize the window at once, in place."""
        self.requested = float(zoom)
        if self.size != (0, 0):
            size, self.size = self.size, (0, 0)
            self.ensure(size)

    def zoom_by(self, steps: int) -> None:
        """Zoom in (steps > 0) or out by quarter steps and tell `on_change`."""
        self.set_scale(step_zoom(self.zoom, steps))
        self._changed()

    def ensure(self, size: tuple[int, int]) -> pygame.Surface:
        """Make the window show a logical surface of `size`; reuse it if unchanged."""
        surface = pygame.display.get_surface()
        if surface is not None and size == self.size:
            return surface
        zoom = self.zoom_for(size)
        window_size = (round(size[0] * zoom), round(size[1] * zoom))
        # pygame-ce reads this variable to let SCALED fill the window at a fractional zoom
        # (1.25x, 1.5x ...) instead of showing the nearest whole zoom with black borders.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            surface = pygame.display.set_mode(size, pygame.SCALED)
            window = pygame.Window.from_display_module()
            window.resizable = True  # not set_mode's RESIZABLE: with SCALED it crashes SDL
            window.size = window_size
            self._ours[pygame.WINDOWRESIZED] = _pair(window.size)
            position = self._placed(window_size)
            window.position = position
            self._ours[pygame.WINDOWMOVED] = _pair(window.position)
        if self.position == UNPLACED:  # centred the first time: the window stays there
            self.position = _pair(window.position)
        self.size = size
        self.scale = zoom
        self._still = self._pointer()
        pygame.display.set_caption(self.title)
        if self.icon is not None:
            pygame.display.set_icon(self.icon)
        return surface

    def _placed(self, window_size: tuple[int, int]) -> tuple[int, int]:
        """Top-left corner: the remembered one kept on the desktop, or centred the first time."""
        desk = self.desktop_size()
        if self.position == UNPLACED:
            return max(0, (desk[0] - window_size[0]) // 2), max(0, (desk[1] - window_size[1]) // 2)
        x = min(self.position[0], desk[0] - window_size[0])
        y = min(self.position[1], desk[1] - window_size[1])
        return max(0, x), max(0, y)

    def set_title(self, title: str) -> None:
        """Change the window title."""
        self.title = title
        pygame.display.set_caption(title)

    # ----------------------------------------------------------------- input
    def filter(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """Take the window's own events out of the stream; return what the scenes should see.

        Zoom keys and Ctrl+wheel zoom; the player's moves and resizes are remembered; pointer
        motion that only comes from the window moving under a still pointer is dropped, so
        re-creating the window never changes what the keyboard selected.
        """
        kept = []
        for event in events:
            if not self._consumed(event):
                kept.append(event)
        return kept

    def _consumed(self, event: pygame.event.Event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key in ZOOM_IN_KEYS or event.key in ZOOM_OUT_KEYS:
                self.zoom_by(1 if event.key in ZOOM_IN_KEYS else -1)
                return True
            return False
        if kind == pygame.MOUSEWHEEL and pygame.key.get_mods() & pygame.KMOD_CTRL:
            if event.y:
                self.zoom_by(1 if event.y > 0 else -1)
            return True
        if kind == pygame.MOUSEMOTION:
            return self._stale_motion(event)
        if kind in SETTLED_WINDOW_EVENTS:
            self._window_event(kind)
            return True
        return False

    def _window_event(self, kind: int) -> None:
        """A move or resize: where the window is now is read back (a queued event may be
        stale); ours (from ensure) is ignored, the player's is remembered."""
        if self.size == (0, 0) or pygame.display.get_surface() is None:
            return
        if kind == pygame.WINDOWMOVED:
            now = _pair(pygame.display.get_window_position())
        else:
            now = _pair(pygame.display.get_window_size())
        if self._ours.get(kind) == now:
            return
        self._ours[kind] = now
        if kind == pygame.WINDOWMOVED:
            self.position = now
            self.players_corner = True
        else:
            fit = min(now[0] / self.size[0], now[1] / self.size[1])
            self.requested = self.scale = clamp_zoom(fit)
        self._changed()

    def _stale_motion(self, event: pygame.event.Event) -> bool:
        """True for a motion without buttons while the pointer has not moved on the desktop."""
        if self._still is None or any(getattr(event, "buttons", (0,))):
            return False
        if self._pointer() != self._still:
            self._still = None
            return False
        return tuple(event.pos) == tuple(pygame.mouse.get_pos())

    def _pointer(self) -> tuple[int, int] | None:
        """The pointer's position on the desktop, if the video driver knows it."""
        try:
            return _pair(pygame.mouse.get_pos(desktop=True))
        except pygame.error:
            return None

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()
