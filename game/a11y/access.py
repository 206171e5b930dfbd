"""The window as an accessible application: the tree of the screens shown, sent to the
platform's screen reader through AccessKit, and the game's announcements in a polite live
region.

Nothing is built while no assistive technology listens: the adapter calls back when one
starts (`_activate`, on the adapter's thread on Unix), gets the window alone at once, and
the game's own thread sends the whole tree after its next frame. From then on the tree is
built again only after a frame was drawn (the loop draws only when something changed) or
when something is to be said, and only what changed is sent. A screen reader's requests
(move the focus to a cell, press a button) come on the adapter's thread, wait in a queue and
are carried out on the game's thread before its next input: a press is a click at the
middle of what was drawn, so it goes where a mouse click would.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.a11y.adapters import Adapter, platform_adapter
from game.a11y.announce import Announcer
from game.a11y.node import Node
from game.a11y.screens import window_tree
from game.ui.layout import Role

ACTION_FOCUS = "focus"
ACTION_CLICK = "click"

AdapterFactory = Callable[
    [Callable[[], Any], Callable[[Any], None], Callable[[], None]], Adapter | None
]


class LiveRegion:
    """The sink that queues sentences for the screen reader (only while one listens)."""

    def __init__(self, listening: Callable[[], bool]) -> None:
        self.listening = listening
        self.waiting: list[str] = []

    def say(self, text: str) -> None:
        """Queue a sentence for the live region."""
        if self.listening():
            self.waiting.append(text)


class Access:
    """The accessibility tree and the live region of one window."""

    def __init__(
        self,
        scenes: Callable[[], Sequence[object]],
        title: Callable[[], str],
        announcer: Announcer,
        adapter: AdapterFactory = platform_adapter,
    ) -> None:
        self.scenes = scenes
        self.title = title
        self.make_adapter = adapter
        self.adapter: Adapter | None = None
        self.tried = False
        self.listening = threading.Event()
        self.wanted = threading.Event()
        self.requests: queue.SimpleQueue[tuple[str, int]] = queue.SimpleQueue()
        self.live = LiveRegion(self.listening.is_set)
        announcer.add(self.live)
        self.spoken = ""
        self.drawn = -1
        self.sent = 0  # updates sent (the benchmark and the tests read it)
        self._sync: Any = None
        self._focused: bool | None = None
        self._bounds: tuple[int, int, int, int] | None = None

    # ------------------------------------------------------------ adapter's thread
    def _activate(self) -> Any:
        """A screen reader started listening: the window alone, at once (the game's thread
        sends the whole tree after its next frame)."""
        from game.a11y.sync import TreeSync

        self.listening.set()
        self.wanted.set()
        return TreeSync().first(self.title())

    def _request(self, request: Any) -> None:
        """A screen reader asks to focus or press a node: queued for the game's thread."""
        action = str(getattr(request, "action", "")).lower()  # "action.focus"
        if action.endswith((ACTION_FOCUS, ACTION_CLICK)):
            kind = ACTION_FOCUS if action.endswith(ACTION_FOCUS) else ACTION_CLICK
            self.requests.put((kind, int(request.target)))

    def _deactivate(self) -> None:
        """The screen reader went away: build nothing from now on."""
        self.listening.clear()

    # ------------------------------------------------------------ game's thread
    def start(self) -> None:
        """Make the platform adapter (once the window is open; once)."""
        if self.tried:
            return
        self.tried = True
        self.adapter = self.make_adapter(self._activate, self._request, self._deactivate)
        if self.adapter is not None and pygame.display.get_init():
            self.window_focus(bool(pygame.key.get_focused()))

    def window_focus(self, focused: bool) -> None:
        """The window gained or lost the keyboard focus."""
        if self.adapter is not None and focused != self._focused:
            self._focused = focused
            self.adapter.window_focus(focused)

    def observe(self, events: Sequence[pygame.event.Event]) -> None:
        """Follow the window's focus in the events the game got."""
        for event in events:
            if event.type == pygame.WINDOWFOCUSGAINED:
                self.window_focus(True)
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.window_focus(False)

    def carry_out(self) -> None:
        """Do what screen readers asked since the last frame (before the game reads its
        input, so a press's click is read with it)."""
        while True:
            try:
                kind, number = self.requests.get_nowait()
            except queue.Empty:
                return
            node = self._sync.nodes.get(number) if self._sync is not None else None
            if node is None:
                continue
            if kind == ACTION_FOCUS:
                if node.focus is not None:
                    node.focus()
            elif node.click is not None:
                node.click()
            elif node.rect is not None:
                _click_at(node.rect)

    def after_frame(self, draws: int) -> None:
        """After each pass of the loop: send the tree if a screen reader listens and a frame
        was drawn since, and what is to be said."""
        if self.adapter is None:
            if not self.tried and pygame.display.get_surface() is not None:
                self.start()
            return
        if not self.listening.is_set():
            self.live.waiting.clear()
            return
        fresh = self.wanted.is_set()
        if draws == self.drawn and not fresh and not self.live.waiting:
            return
        self.drawn = draws
        self._place_window()
        if fresh or self._sync is None:
            from game.a11y.sync import TreeSync

            self.wanted.clear()
            self._sync = TreeSync()
            self.spoken = ""
        root, focus = window_tree(self.scenes(), self.title())
        self._send(root, focus, self.spoken)
        for text in self.live.waiting:
            if text == self.spoken:  # the same words again: clear them so they are said
                self._send(root, focus, "")
            self._send(root, focus, text)
            self.spoken = text
        self.live.waiting.clear()

    def _place_window(self) -> None:
        """Tell the adapter where the window is, when that changed."""
        surface = pygame.display.get_surface()
        if surface is None or self.adapter is None:
            return
        try:
            x, y = pygame.display.get_window_position()
        except (pygame.error, AttributeError):
            return
        bounds = (int(x), int(y), *surface.get_size())
        if bounds != self._bounds:
            self._bounds = bounds
            self.adapter.window_bounds(bounds)

    def _send(self, root: Node, focus: Node, spoken: str) -> None:
        """Send what changed; when the adapter took nothing (it was not ready yet), the
        whole tree is sent again after the next pass."""
        live = Node(Role.LABEL, spoken, key="live", value=spoken)
        update = self._sync.update(root, focus, live)
        if update is None or self.adapter is None:
            return
        taken: list[bool] = []

        def factory() -> Any:
            taken.append(True)
            return update

        self.adapter.push(factory)
        if taken:
            self.sent += 1
        else:
            self.wanted.set()


def _click_at(rect: tuple[int, int, int, int]) -> None:
    """A left click at the middle of a rect, as the mouse would make it."""
    x, y, w, h = rect
    pos = (x + w // 2, y + h // 2)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
