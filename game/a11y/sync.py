"""Our accessibility trees as AccessKit tree updates, sending only what changed.

Each node gets a lasting number from its place (its parent's number and its key among its
siblings), so a button keeps its number while the screen changes around it and the screen
reader's focus stays put. `TreeSync.update` walks the new tree and sends the nodes whose
role, name, states, place or children differ from what was sent; a subtree that is the very
same object as last time (the play screen keeps its board's grid while the board and the
cursor are unchanged) is not walked again. Nodes that left the tree are forgotten with their
numbers: one that comes back (the title after a game) is a new object with a new number,
because a screen reader keeps a removed object's number as dead (Orca ignored the focus on
the title's list after Escape while the list came back under its old numbers).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import accesskit

from game.a11y.node import Node
from game.ui.layout import Role

ROOT_ID = 1
LIVE_KEY = "live"
FOCUSABLE = frozenset(
    {
        Role.BUTTON,
        Role.LIST_ITEM,
        Role.TAB,
        Role.CHECKBOX,
        Role.CELL,
        Role.MENU_ITEM,
        Role.TEXT_INPUT,
    }
)
"""Roles the keyboard can be on (a screen reader may move its focus there)."""

Signature = tuple[object, ...]


def role_of(role: Role) -> Any:
    """AccessKit's role of the same name."""
    return getattr(accesskit.Role, role.value.upper())


def platform_node(node: Node, children: list[int], live: bool = False) -> Any:
    """One AccessKit node for `node` with its children's numbers."""
    made = accesskit.Node(role_of(node.role))
    if node.name:
        made.set_label(node.name)
    if node.value or live:
        made.set_value(node.value)
    if node.description:
        made.set_description(node.description)
    if node.rect is not None:
        x, y, w, h = node.rect
        made.set_bounds(accesskit.Rect(float(x), float(y), float(x + w), float(y + h)))
    if children:
        made.set_children(children)
    if node.selected is not None:
        made.set_selected(node.selected)
    if node.toggled is not None:
        made.set_toggled(accesskit.Toggled.TRUE if node.toggled else accesskit.Toggled.FALSE)
    if node.disabled:
        made.set_disabled()
    if node.row is not None:
        made.set_row_index(node.row)
    if node.col is not None:
        made.set_column_index(node.col)
    if node.size is not None:
        made.set_row_count(node.size[0])
        made.set_column_count(node.size[1])
    if node.role is Role.DIALOG:
        made.set_modal()
    if live:
        made.set_live(accesskit.Live.POLITE)
    if node.role in FOCUSABLE and not node.disabled:
        made.add_action(accesskit.Action.FOCUS)
        made.add_action(accesskit.Action.CLICK)
    return made


def _signature(node: Node, children: tuple[int, ...]) -> Signature:
    return (
        node.role,
        node.name,
        node.value,
        node.description,
        node.rect,
        node.selected,
        node.toggled,
        node.disabled,
        node.row,
        node.col,
        node.size,
        children,
    )


class TreeSync:
    """What was sent to the platform, and the updates that bring it to a new tree."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget everything sent (the screen reader went away, or came back)."""
        self._numbers: dict[tuple[int, str], int] = {}
        self._places: dict[int, tuple[int, str]] = {}  # number -> (parent, key)
        self._next = ROOT_ID + 1
        self._sent: dict[int, Signature] = {}
        self._kids: dict[int, tuple[int, ...]] = {}
        self._objects: dict[int, Node] = {}
        self._where: dict[int, int] = {}  # id() of a node in the tree -> its number
        self.nodes: dict[int, Node] = {}  # number -> node, for the screen reader's requests
        self.focus = ROOT_ID
        self._tree_sent = False

    def number(self, parent: int, key: str) -> int:
        """The lasting number of the child `key` of node `parent`."""
        found = self._numbers.get((parent, key))
        if found is None:
            found = self._numbers[(parent, key)] = self._next
            self._places[found] = (parent, key)
            self._next += 1
        return found

    def update(self, root: Node, focus: Node | None, live: Node | None = None) -> Any | None:
        """The AccessKit update from what was sent to `root` (focus on `focus`, the live
        region `live` last under the root); None when nothing changed."""
        changed: list[tuple[int, Any]] = []
        if live is not None:
            root = Node(root.role, root.name, (*root.children, live), key=root.key, rect=root.rect)
        self._visit(root, ROOT_ID, changed, live)
        if len(self._where) > 4 * max(64, len(self._sent)):
            self._where = {id(node): number for number, node in self.nodes.items()}
        focus_number = self._where.get(id(focus), ROOT_ID) if focus is not None else ROOT_ID
        if not changed and focus_number == self.focus:
            return None
        self.focus = focus_number
        update = accesskit.TreeUpdate(focus_number)
        if not self._tree_sent:
            tree = accesskit.Tree(ROOT_ID)
            tree.toolkit_name = "pygame-ce"
            update.tree = tree
            self._tree_sent = True
        update.nodes = changed
        return update

    def first(self, title: str) -> Any:
        """The first update a screen reader gets at once: the window alone (the whole tree
        follows from the game's own thread a moment later)."""
        self.reset()
        self._tree_sent = True
        update = accesskit.TreeUpdate(ROOT_ID)
        tree = accesskit.Tree(ROOT_ID)
        tree.toolkit_name = "pygame-ce"
        update.tree = tree
        update.nodes = [(ROOT_ID, platform_node(Node(Role.WINDOW, title), []))]
        return update

    def _visit(
        self, node: Node, number: int, changed: list[tuple[int, Any]], live: Node | None
    ) -> None:
        if self._objects.get(number) is node:
            return  # the very same subtree as sent last time
        self._objects[number] = node
        self._where[id(node)] = number
        self.nodes[number] = node
        kids = tuple(self.number(number, key) for key in _keys(node))
        for child, kid in zip(node.children, kids, strict=True):
            self._visit(child, kid, changed, live)
        for gone in set(self._kids.get(number, ())) - set(kids):
            self._forget(gone)
        self._kids[number] = kids
        signature = _signature(node, kids)
        if self._sent.get(number) != signature:
            self._sent[number] = signature
            changed.append((number, platform_node(node, list(kids), node is live)))

    def _forget(self, number: int) -> None:
        for kid in self._kids.pop(number, ()):
            self._forget(kid)
        self._sent.pop(number, None)
        self._objects.pop(number, None)
        self.nodes.pop(number, None)
        place = self._places.pop(number, None)
        if place is not None:
            self._numbers.pop(place, None)


def _keys(node: Node) -> Iterator[str]:
    """Each child's key among its siblings: its own, or its role and how many of that role
    came before it."""
    seen: dict[Role, int] = {}
    taken: set[str] = set()
    for child in node.children:
        if child.key and child.key not in taken:
            taken.add(child.key)
            yield child.key
            continue
        count = seen.get(child.role, 0)
        seen[child.role] = count + 1
        yield f"{child.role.value}#{count}"
