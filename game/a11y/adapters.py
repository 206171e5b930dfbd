"""AccessKit's platform adapters behind one small interface, wired to the pygame window as
AccessKit's own pygame example does (`pygame.display.get_wm_info()`): the Unix adapter
(AT-SPI over D-Bus: Orca), the Windows one (UI Automation: NVDA, JAWS, Narrator) and the
macOS one (NSAccessibility: VoiceOver).

The adapter is lazy: it builds nothing until an assistive technology asks, then calls
`activate` (on a thread of its own on Unix) for a first tree; `push(factory)` calls the
factory only while one listens. Without the `accesskit` package, or on a platform it does
not know, there is no adapter and the game runs as before.
"""

from __future__ import annotations

import logging
import platform
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger(__name__)

Activate = Callable[[], Any]
"""Returns the first tree update (called when a screen reader starts listening)."""
Request = Callable[[Any], None]
"""Takes a screen reader's action request (focus or click a node)."""
Deactivate = Callable[[], None]
HEADLESS = frozenset({"dummy", "offscreen"})


class Adapter(Protocol):
    """What the game asks of a platform adapter."""

    def push(self, factory: Callable[[], Any]) -> None:
        """Send the update `factory` makes, if a screen reader listens (else do nothing)."""

    def window_focus(self, focused: bool) -> None:
        """The window got or lost the keyboard focus."""

    def window_bounds(self, rect: tuple[int, int, int, int]) -> None:
        """Where the window is on the screen (x, y, width, height), for screen coordinates."""


class UnixAdapter:
    """AT-SPI (Linux and the BSDs): the adapter runs its own D-Bus thread."""

    def __init__(self, ak: Any, activate: Activate, request: Request, off: Deactivate) -> None:
        self.ak = ak
        self.adapter = ak.unix.Adapter(activate, request, off)

    def push(self, factory: Callable[[], Any]) -> None:
        """Send an update while active."""
        self.adapter.update_if_active(factory)

    def window_focus(self, focused: bool) -> None:
        """Tell AT-SPI whether the window is the active one."""
        self.adapter.update_window_focus_state(focused)

    def window_bounds(self, rect: tuple[int, int, int, int]) -> None:
        """AT-SPI gives screen coordinates: the window's place turns ours into them (the
        frame the window manager draws around it is not known, so outer = inner)."""
        x, y, w, h = (float(v) for v in rect)
        box = self.ak.Rect(x, y, x + w, y + h)
        self.adapter.set_root_window_bounds(box, box)


class WindowsAdapter:
    """UI Automation: the adapter subclasses SDL's window procedure."""

    def __init__(self, ak: Any, activate: Activate, request: Request, off: Deactivate) -> None:
        import pygame

        hwnd = pygame.display.get_wm_info()["window"]
        self.adapter = ak.windows.SubclassingAdapter(hwnd, activate, request)

    def push(self, factory: Callable[[], Any]) -> None:
        """Send an update while active and raise its events."""
        events = self.adapter.update_if_active(factory)
        if events is not None:
            events.raise_events()

    def window_focus(self, focused: bool) -> None:
        """Windows follows the window's focus itself."""

    def window_bounds(self, rect: tuple[int, int, int, int]) -> None:
        """Windows knows where the window is."""


class MacAdapter:
    """NSAccessibility: the adapter subclasses SDL's NSView."""

    def __init__(self, ak: Any, activate: Activate, request: Request, off: Deactivate) -> None:
        import pygame

        ak.macos.add_focus_forwarder_to_window_class("SDLWindow")
        window = pygame.display.get_wm_info()["window"]
        self.adapter = ak.macos.SubclassingAdapter.for_window(window, activate, request)

    def push(self, factory: Callable[[], Any]) -> None:
        """Send an update while active and raise its events."""
        events = self.adapter.update_if_active(factory)
        if events is not None:
            events.raise_events()

    def window_focus(self, focused: bool) -> None:
        """Tell VoiceOver whether the window's view has the focus."""
        events = self.adapter.update_view_focus_state(focused)
        if events is not None:
            events.raise_events()

    def window_bounds(self, rect: tuple[int, int, int, int]) -> None:
        """macOS knows where the view is."""


def platform_adapter(activate: Activate, request: Request, off: Deactivate) -> Adapter | None:
    """The adapter for this platform and the open window, or None (no `accesskit`, an
    unknown platform, or an adapter that would not start: said once in the log). A window
    nobody can see (SDL's dummy or offscreen driver: tests, benchmarks without a display) has
    no adapter."""
    import pygame

    if not pygame.display.get_init() or pygame.display.get_driver() in HEADLESS:
        return None
    try:
        import accesskit
    except ImportError as error:
        log.info("no accessibility tree: the accesskit package is missing (%s)", error)
        return None
    system = platform.system()
    kind: type[UnixAdapter] | type[WindowsAdapter] | type[MacAdapter]
    if system == "Darwin":
        kind = MacAdapter
    elif system == "Windows":
        kind = WindowsAdapter
    elif hasattr(accesskit, "unix"):  # Linux and the BSDs: AT-SPI
        kind = UnixAdapter
    else:
        return None
    try:
        return kind(accesskit, activate, request, off)
    except Exception as error:  # a native library meeting a desktop it cannot serve
        log.warning("no accessibility tree: %s could not start (%s)", kind.__name__, error)
        return None
