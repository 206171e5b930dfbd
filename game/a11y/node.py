"""One node of a screen's accessibility tree: what a screen reader is told about one thing.

Plain values, built from what a screen shows (its laid-out boxes, the play screen's frame)
and compared frame to frame, so only what changed is sent to the platform. The roles are
the layout's (`Role`, AccessKit's role names); `rect` is where the thing is drawn in the
window, `key` tells it apart from its siblings so it keeps its identity while the screen
changes around it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from game.ui.layout import Role

Rect = tuple[int, int, int, int]
"""x, y, width, height in window pixels."""


@dataclass(frozen=True)
class Node:
    """What a screen reader reads of one thing on the screen.

    `focused`: the keyboard is here (one node of a screen); `selected`, `toggled` and
    `disabled` are states shown beside the name; `value` a changing text (a counter, a live
    region's words); `row`, `col` a cell's place in its grid (0-based) and `size` a grid's
    (rows, cols). `click` is what activating the node from a screen reader does (None:
    a click at the middle of its rect), `focus` what moving the screen reader's focus there
    does (None: nothing).
    """

    role: Role
    name: str = ""
    children: tuple[Node, ...] = ()
    key: str = ""
    rect: Rect | None = None
    focused: bool = False
    selected: bool | None = None
    toggled: bool | None = None
    disabled: bool = False
    value: str = ""
    description: str = ""
    row: int | None = None
    col: int | None = None
    size: tuple[int, int] | None = None
    click: Callable[[], None] | None = field(default=None, compare=False)
    focus: Callable[[], None] | None = field(default=None, compare=False)

    def walk(self) -> Iterator[Node]:
        """This node and every node under it, outermost first."""
        yield self
        for child in self.children:
            yield from child.walk()

    def focused_node(self) -> Node | None:
        """The node the keyboard is on in this tree, if any."""
        return next((node for node in self.walk() if node.focused), None)

    def find(self, name: str) -> Node | None:
        """The first node with this name (tests and the reader use it)."""
        return next((node for node in self.walk() if node.name == name), None)

    def names(self) -> list[str]:
        """Every name in the tree, outermost first (empty names left out)."""
        return [node.name for node in self.walk() if node.name]


def rect_of(rect: object) -> Rect | None:
    """A pygame-style rect (anything with x, y, w, h) as a `Rect`; None when it is empty."""
    x, y, w, h = (int(getattr(rect, part, 0)) for part in ("x", "y", "w", "h"))
    return (x, y, w, h) if w > 0 and h > 0 else None
