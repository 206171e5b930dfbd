"""The window: the player's size and place, and the zoom every screen is laid out at.

The window's size and place change only when the player changes them (dragging an edge,
maximising, moving it); they are remembered (`on_change`) and the next start opens the
window as it was left. The first start picks a size that shows Experte whole at a
comfortable cell size on the player's desktop (`first_size`). Screens lay themselves out
inside whatever size the window has (game/ui/layout.py); none of them asks for a size.

The zoom is how big text and chrome are drawn (window pixels per design pixel): automatic
from the desktop's height, or the player's (Ctrl+plus/minus, Ctrl+wheel). It never resizes
the window: the screens lay out again at the new zoom, and a board that no longer fits at
a little under the zoom's smallest cells scrolls.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Sequence

import pygame

ZOOM_STEP = 0.25
MIN_ZOOM = 1.0
MAX_ZOOM = 4.0
AUTO_BASE = 900  # desktop pixels high per zoom step of 1 (a 1080-high desktop: 1.25)
ROOM = (0.92, 0.85)  # the share of the desktop a first window may take
MIN_WINDOW = (480, 360)
UNPLACED = (-1, -1)
UNSIZED = (0, 0)
ZOOM_IN_KEYS = frozenset({pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS})
ZOOM_OUT_KEYS = frozenset({pygame.K_MINUS, pygame.K_KP_MINUS})
WINDOW_EVENTS = frozenset(
    {
        pygame.WINDOWMOVED,
        pygame.WINDOWRESIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWRESTORED,
        pygame.VIDEORESIZE,
    }
)
EXPERTE = (16, 30)  # rows, cols the first window is sized for
COMFORTABLE_CELL = 32  # design pixels: the cell the first window aims for
SMALLEST_CELL = 16
CHROME = (48, 228)  # design pixels around the board on the play screen (frame, HUD, menu, lines)
PANEL_ROOM = 80  # design pixels more under the board, where the desktop has them: a hint's proof


def room(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window pixels a first window may take on this desktop."""
    return int(desktop[0] * ROOM[0]), int(desktop[1] * ROOM[1])


def _pair(values: Sequence[float]) -> tuple[int, int]:
    """Two ints from a pygame pair (a tuple, a Vector2, a list)."""
    return int(values[0]), int(values[1])


def auto_zoom(desktop: tuple[int, int]) -> float:
    """The zoom chosen when the player has not chosen one: a quarter step from the
    desktop's height (800 or 1000 high: 1; 1080: 1.25; 1440: 1.5; 2160: 2.5)."""
    return clamp_zoom(max(1.0, round(desktop[1] / AUTO_BASE / ZOOM_STEP) * ZOOM_STEP))


def clamp_zoom(zoom: float) -> float:
    """A zoom inside MIN_ZOOM..MAX_ZOOM, rounded to hundredths."""
    return round(min(MAX_ZOOM, max(MIN_ZOOM, zoom)), 2)


def largest_zoom(window: tuple[int, int]) -> float:
    """The largest quarter-step zoom at which `window` holds the smallest window's room
    (MAX_ZOOM before the window is open)."""
    if window == UNSIZED:
        return MAX_ZOOM
    fits = min(window[0] / MIN_WINDOW[0], window[1] / MIN_WINDOW[1])
    return clamp_zoom(math.floor(fits / ZOOM_STEP + 1e-6) * ZOOM_STEP)


def step_zoom(zoom: float, steps: int) -> float:
    """The zoom `steps` quarter steps away, snapped to the quarter grid and clamped."""
    grid = zoom / ZOOM_STEP
    base = math.floor(grid + 1e-6) if steps > 0 else math.ceil(grid - 1e-6)
    return clamp_zoom((base + steps) * ZOOM_STEP)


def first_size(desktop: tuple[int, int], zoom: float) -> tuple[int, int]:
    """The first window: Experte whole at a comfortable cell (32 design pixels, fewer on a
    small desktop, never under 16), within the desktop's room; and, where the desktop has
    it, room under the board for a hint's proof, so the board does not move for one."""
    room_w, room_h = room(desktop)
    rows, cols = EXPERTE
    chrome_w, chrome_h = CHROME[0] * zoom, CHROME[1] * zoom
    cell = min(COMFORTABLE_CELL * zoom, (room_w - chrome_w) / cols, (room_h - chrome_h) / rows)
    cell = max(cell, SMALLEST_CELL * zoom)
    width = round(cols * cell + chrome_w)
    height = round(rows * cell + chrome_h)
    height += max(0, min(round(PANEL_ROOM * zoom), room_h - height))
    return (
        max(MIN_WINDOW[0], min(width, desktop[0])),
        max(MIN_WINDOW[1], min(height, desktop[1])),
    )


class Display:
    """Owns the window: its size, place, title, icon and the zoom.

    `zoom` 0 means automatic (from the desktop size). `position` (-1, -1) means centred,
    `size` (0, 0) the first start's size.
    """

    def __init__(
        self,
        zoom: float = 0,
        title: str = "Minesweeper",
        position: tuple[int, int] = UNPLACED,
        size: tuple[int, int] = UNSIZED,
        maximized: bool = False,
    ) -> None:
        self.requested = float(zoom)
        self.title = title
        self.icon: pygame.Surface | None = None
        self.position = position
        self.wanted = size
        self.maximized = maximized
        self.on_change: Callable[[], None] | None = None
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
        """The zoom screens are laid out at: the player's (automatic: from the desktop),
        at most what leaves the window the room of the smallest window at zoom 1 (480x360
        design pixels), so every screen's words and buttons have room."""
        wanted = self.requested or auto_zoom(self.desktop_size())
        return min(wanted, largest_zoom(self.size))

    @property
    def scale(self) -> float:
        """The zoom (the name earlier code reads)."""
        return self.zoom

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels now ((0, 0) before it is open)."""
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else UNSIZED

    # ------------------------------------------------------------------ window
    def surface(self) -> pygame.Surface:
        """The window's surface, opening the window the first time."""
        surface = pygame.display.get_surface()
        if surface is None:
            surface = self.open()
        return surface

    def open(self) -> pygame.Surface:
        """Open the window as the player left it (or at the first start's size)."""
        desk = self.desktop_size()
        size = self.wanted if self.wanted != UNSIZED else first_size(desk, self.zoom)
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            window = pygame.Window.from_display_module()
            window.minimum_size = MIN_WINDOW
            window.position = self._placed(size, desk)
            if self.maximized:
                window.maximize()
        self.position = _pair(window.position)
        self.wanted = size
        self._still = self._pointer()
        pygame.display.set_caption(self.title)
        if self.icon is not None:
            pygame.display.set_icon(self.icon)
        return pygame.display.get_surface() or surface

    def _placed(self, size: tuple[int, int], desk: tuple[int, int]) -> tuple[int, int]:
        """Top-left corner: the remembered one kept on the desktop, or centred."""
        if self.position == UNPLACED:
            return max(0, (desk[0] - size[0]) // 2), max(0, (desk[1] - size[1]) // 2)
        x = min(self.position[0], desk[0] - size[0])
        y = min(self.position[1], desk[1] - size[1])
        return max(0, x), max(0, y)

    def raise_window(self) -> None:
        """Bring the window to the front (another copy of the game asked)."""
        if pygame.display.get_surface() is None:
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            window = pygame.Window.from_display_module()
            window.restore()
            window.focus()

    # --------------------------------------------------------------- changes
    def set_scale(self, zoom: float) -> None:
        """Change the zoom (0 = automatic); the window keeps its size. What lies under a
        resting pointer moves, so a motion report before the pointer moves is stale."""
        self.requested = float(zoom)
        if pygame.display.get_surface() is not None:
            self._still = self._pointer()

    def zoom_by(self, steps: int) -> None:
        """Zoom in (steps > 0) or out by quarter steps and tell `on_change` (never past the
        largest zoom the window allows)."""
        self.set_scale(min(step_zoom(self.zoom, steps), largest_zoom(self.size)))
        self._changed()

    def set_title(self, title: str) -> None:
        """Change the window title."""
        self.title = title
        pygame.display.set_caption(title)

    # ----------------------------------------------------------------- input
    def filter(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """Take the window's own events out of the stream; return what the scenes should see.

        Zoom keys and Ctrl+wheel zoom; the player's moves and resizes are remembered; pointer
        motion that only comes from the window moving under a still pointer is dropped.
        """
        return [event for event in events if not self._consumed(event)]

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
        if kind in WINDOW_EVENTS:
            self._window_event(kind)
            return True
        return False

    def _window_event(self, kind: int) -> None:
        """A move, resize, maximise or restore by the player: remembered."""
        if pygame.display.get_surface() is None:
            return
        if kind == pygame.WINDOWMOVED:
            self.position = _pair(pygame.display.get_window_position())
        elif kind == pygame.WINDOWMAXIMIZED:
            self.maximized = True
        elif kind == pygame.WINDOWRESTORED:
            self.maximized = False
        else:
            size = self.size
            if not self.maximized and size != UNSIZED:
                self.wanted = size
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
