"""The window's accessibility through AccessKit, with a stand-in adapter: nothing is built
while no screen reader listens; once one does, the whole tree and then only what changed;
the live region says each sentence (the same one twice too); a screen reader's requests
move the cursor or click where the thing is drawn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import accesskit
import pygame
import pytest

from game.a11y.access import Access
from game.a11y.announce import Announcer
from game.a11y.node import Node
from game.a11y.sync import ROOT_ID, TreeSync
from game.ui.layout import Role


class FakeAdapter:
    """Stands in for the platform: takes what is pushed while `active`."""

    def __init__(self) -> None:
        self.active = True
        self.updates: list[Any] = []
        self.focused: list[bool] = []

    def push(self, factory: Callable[[], Any]) -> None:
        if self.active:
            self.updates.append(factory())

    def window_focus(self, focused: bool) -> None:
        self.focused.append(focused)

    def window_bounds(self, rect: tuple[int, int, int, int]) -> None:
        self.bounds = rect


def labels(update: Any) -> dict[int, str]:
    return {number: node.label for number, node in update.nodes}


def screen(*names: str, focus: int = 0) -> Node:
    buttons = tuple(
        Node(Role.BUTTON, name, rect=(10 * i, 0, 10, 10), focused=i == focus)
        for i, name in enumerate(names)
    )
    return Node(Role.GROUP, "Menu", buttons)


def test_only_what_changed_is_sent():
    sync = TreeSync()
    first = screen("Play", "Quit")
    update = sync.update(first, first.focused_node())
    assert update is not None and update.tree is not None
    assert sorted(labels(update).values(), key=str) == sorted(["Menu", "Play", "Quit"], key=str)
    again = screen("Play", "Quit")
    assert sync.update(again, again.focused_node()) is None
    renamed = screen("Play", "Leave")
    update = sync.update(renamed, renamed.focused_node())
    assert list(labels(update).values()) == ["Leave"]
    moved = screen("Play", "Leave", focus=1)
    update = sync.update(moved, moved.focused_node())
    leave = next(number for number, node in sync.nodes.items() if node.name == "Leave")
    assert update.nodes == [] and update.focus == leave


def test_a_node_that_left_is_sent_whole_when_it_comes_back():
    sync = TreeSync()
    both = screen("Play", "Quit")
    sync.update(both, None)
    alone = screen("Play")
    update = sync.update(alone, None)
    assert list(labels(update).values()) == ["Menu"]  # its children changed
    update = sync.update(screen("Play", "Quit"), None)
    assert sorted(labels(update).values()) == ["Menu", "Quit"]


def test_a_node_that_comes_back_is_a_new_object_to_the_screen_reader():
    # A screen reader keeps a removed object's number as dead: Orca ignored the focus on the
    # title's list after a game (Escape) while the list came back under its old numbers.
    sync = TreeSync()
    sync.update(screen("Play", "Quit"), None)
    quit_before = next(n for n, node in sync.nodes.items() if node.name == "Quit")
    play_before = next(n for n, node in sync.nodes.items() if node.name == "Play")
    sync.update(screen("Play"), None)
    back = screen("Play", "Quit", focus=1)
    update = sync.update(back, back.focused_node())
    quit_after = next(n for n, node in sync.nodes.items() if node.name == "Quit")
    assert quit_after != quit_before and update.focus == quit_after
    assert quit_before not in [number for number, _node in update.nodes]
    # What stayed keeps its number.
    assert next(n for n, node in sync.nodes.items() if node.name == "Play") == play_before


def test_the_same_subtree_object_is_not_walked_again():
    sync = TreeSync()
    grid = Node(Role.GRID, "Board", (Node(Role.CELL, "A1, covered", focused=True),))
    sync.update(Node(Role.GROUP, "", (grid, Node(Role.TIMER, "Time: 1 s"))), grid.children[0])
    update = sync.update(
        Node(Role.GROUP, "", (grid, Node(Role.TIMER, "Time: 2 s"))), grid.children[0]
    )
    assert list(labels(update).values()) == ["Time: 2 s"]
    assert update.focus != ROOT_ID  # the focus is found in the subtree not walked


class Scenes:
    """Counts how often the tree was asked for."""

    def __init__(self, node: Node) -> None:
        self.node = node
        self.asked = 0

    def __call__(self) -> list[object]:
        self.asked += 1
        node = self.node

        class Shown:
            def accessible(self) -> Node:
                return node

        return [Shown()]


def started(node: Node) -> tuple[Access, FakeAdapter, Scenes, Announcer]:
    adapter = FakeAdapter()
    scenes = Scenes(node)
    announcer = Announcer()
    access = Access(scenes, lambda: "Minesweeper", announcer, adapter=lambda *_: adapter)
    access.start()
    return access, adapter, scenes, announcer


def test_nothing_is_built_while_no_screen_reader_listens():
    access, adapter, scenes, announcer = started(screen("Play"))
    for draws in range(5):
        announcer.say("opened 3 cells")
        access.after_frame(draws)
    assert scenes.asked == 0 and adapter.updates == []


def test_a_screen_reader_gets_the_window_then_the_tree_then_only_changes():
    access, adapter, scenes, announcer = started(screen("Play", "Quit"))
    first = access._activate()
    assert labels(first) == {ROOT_ID: "Minesweeper"}
    access.after_frame(1)
    assert "Play" in labels(adapter.updates[-1]).values()
    sent = len(adapter.updates)
    access.after_frame(1)  # no frame drawn since: nothing built
    assert scenes.asked == 1 and len(adapter.updates) == sent
    access.after_frame(2)  # drawn again, nothing changed: built, nothing sent
    assert scenes.asked == 2 and len(adapter.updates) == sent
    access._deactivate()
    access.after_frame(3)
    assert scenes.asked == 2


def test_the_live_region_says_each_sentence_even_the_same_twice():
    access, adapter, scenes, announcer = started(screen("Play"))
    access._activate()
    access.after_frame(1)
    live_values: list[str] = []
    for sentence in ("opened 3 cells", "opened 3 cells", "flagged"):
        announcer.say(sentence)
        access.after_frame(1)
    for update in adapter.updates[1:]:
        for _number, node in update.nodes:
            if node.live == accesskit.Live.POLITE:
                live_values.append(node.value)
    assert live_values == ["opened 3 cells", "", "opened 3 cells", "flagged"]


def test_requests_focus_a_cell_or_click_where_drawn():
    moved: list[tuple[int, int]] = []
    cell = Node(Role.CELL, "B2, covered", rect=(20, 20, 10, 10), focus=lambda: moved.append((1, 1)))
    button = Node(Role.BUTTON, "New game", rect=(100, 40, 20, 10))
    access, adapter, scenes, announcer = started(Node(Role.GROUP, "", (cell, button)))
    access._activate()
    access.after_frame(1)
    numbers = {node.label: number for update in adapter.updates for number, node in update.nodes}

    class Request:
        def __init__(self, action: Any, target: int) -> None:
            self.action, self.target = action, target

    pygame.event.clear()
    access._request(Request(accesskit.Action.FOCUS, numbers["B2, covered"]))
    access._request(Request(accesskit.Action.CLICK, numbers["New game"]))
    access.carry_out()
    assert moved == [(1, 1)]
    presses = [e for e in pygame.event.get() if e.type == pygame.MOUSEBUTTONDOWN]
    assert [(e.pos, e.button) for e in presses] == [((110, 45), 1)]


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    yield
