"""Sleeping until input arrives, for the loop while nothing moves.

pygame-ce's `event.wait(timeout)` polls (about 940 wake-ups a second), so it is no help.
On X11 the input comes through one socket, the connection to the X server: `select()` on
it sleeps in the kernel until the server sends something (a click, a key, an expose, the
window being mapped) or the timeout passes. Before sleeping, events Xlib or SDL already
hold are looked at, so none waits for the next one. Elsewhere (Wayland, Windows, macOS,
the dummy driver) there is no such handle, and the loop polls once a frame instead.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import select
import time
from collections.abc import Callable

import pygame

QUEUED_ALREADY = 0  # XEventsQueued mode: count what Xlib holds, without reading the socket

Waiter = Callable[[float], None]


class X11Waiter:
    """Sleeps up to a given time, returning as soon as the X server sends anything."""

    def __init__(self, xlib: ctypes.CDLL) -> None:
        self.xlib = xlib
        xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        xlib.XConnectionNumber.restype = ctypes.c_int
        xlib.XEventsQueued.argtypes = [ctypes.c_void_p, ctypes.c_int]
        xlib.XEventsQueued.restype = ctypes.c_int
        self.wakeups = 0
        self.woke_by_input = 0.0  # perf_counter when input last ended a sleep

    def __call__(self, seconds: float) -> None:
        """Sleep until input or `seconds` passed (returns at once when events wait)."""
        display = x11_display()
        if display is None or seconds <= 0:
            return
        if self.xlib.XEventsQueued(display, QUEUED_ALREADY) or pygame.event.peek(pump=False):
            return
        socket = self.xlib.XConnectionNumber(display)
        ready, _, _ = select.select([socket], [], [], seconds)
        self.wakeups += 1
        if ready:
            self.woke_by_input = time.perf_counter()


_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype = ctypes.c_void_p
_get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


_display: list[int] = []  # the Display * of the current video subsystem, once known


def x11_display() -> int | None:
    """The Xlib `Display *` SDL draws through, or None without an X11 window.

    Asked once per video subsystem (SDL keeps one connection for every window it makes;
    `get_wm_info` itself is not cheap, and calling it often has crashed).
    """
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        _display.clear()
        return None
    if _display:
        return _display[0]
    capsule = pygame.display.get_wm_info().get("display")
    if capsule is None:
        return None
    try:
        pointer: int | None = _get_pointer(capsule, b"display")
    except ValueError:  # not a capsule of that name: not X11
        return None
    if pointer:
        _display.append(pointer)
        pygame.register_quit(_display.clear)
    return pointer


def input_waiter() -> Waiter | None:
    """A waiter that really sleeps, when the video driver allows one (X11), else None."""
    if not pygame.display.get_init() or pygame.display.get_driver() != "x11":
        return None
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    try:
        xlib = ctypes.CDLL(name)
    except OSError:
        return None
    return X11Waiter(xlib)
