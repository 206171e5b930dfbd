"""The window's accessibility tree: the visible screens, bottom first, under the window.

A scene takes part by having `accessible()`, which returns its tree (laid-out screens read
their boxes, game/a11y/boxes.py; the play screen and the replay viewer read their frame,
game/a11y/play.py). The keyboard's place is the focused node of the top screen, or the top
screen itself when nothing in it is focused.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from game.a11y.node import Node
from game.ui.layout import Role


@runtime_checkable
class Accessible(Protocol):
    """A scene a screen reader can read."""

    def accessible(self) -> Node:
        """The scene's tree now (as it was last drawn)."""
        ...


def window_tree(scenes: Sequence[object], title: str) -> tuple[Node, Node]:
    """The window's tree for the visible scenes (bottom first), and where the keyboard is.
    An overlay that hides what is under it (`hides_below`: the pause hides the board) leaves
    the scenes under it out."""
    scenes = list(scenes)
    hiding = [i for i, scene in enumerate(scenes) if getattr(scene, "hides_below", False)]
    if hiding:
        scenes = scenes[hiding[-1] :]
    nodes = []
    for index, scene in enumerate(scenes):
        node = scene.accessible() if isinstance(scene, Accessible) else Node(Role.GROUP)
        if not node.key:
            node = dataclasses.replace(node, key=f"{index}:{type(scene).__name__}")
        nodes.append(node)
    root = Node(Role.WINDOW, title, tuple(nodes), key="window")
    if not nodes:
        return root, root
    top = nodes[-1]
    return root, top.focused_node() or top
