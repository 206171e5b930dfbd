"""The play screen (and the replay viewer's board) for a screen reader, read from the frame
it is drawn from (`PlayFrame`): the menu bar and its open menu, mines left, the face, the
time, the board as a grid of named cells with the cursor's cell focused, the live counters,
a hint's proof and the message line.

The grid of a big board is hundreds of nodes: `PlayTree` keeps it while the board's
picture, the cursor and the cells' places are the same, so an idle frame (the clock's
second) sends only the time.
"""

from __future__ import annotations

from collections.abc import Callable

from game.a11y.board import GridCache, board_node
from game.a11y.boxes import box_nodes
from game.a11y.node import Node, Rect, rect_of
from game.a11y.words import Cell
from game.i18n import _, generation
from game.ui.layout import Box, Role
from game.ui.menu_bar import MenuPicture
from game.ui.play_frame import PlayFrame


class PlayTree:
    """Builds the play screen's tree from its frames, keeping the grid while it holds."""

    def __init__(self, on_focus: Callable[[Cell], None] | None = None) -> None:
        self.on_focus = on_focus
        self._grid_key: tuple[object, ...] | None = None
        self._grid = Node(Role.GRID)
        self._cells = GridCache()

    def grid(self, frame: PlayFrame, focus: bool) -> Node:
        """The board's grid (the same node while nothing in it changed)."""
        cursor = frame.cursor if focus else None
        cell, origin = frame.cell, frame.origin
        key = (frame.board, cursor, cell, origin, generation())
        if key != self._grid_key:
            self._grid_key = key

            def where(at: Cell) -> Rect:
                return (origin[0] + at[1] * cell, origin[1] + at[0] * cell, cell, cell)

            grid = board_node(frame.board, cursor, where, self.on_focus, cache=self._cells)
            self._grid = Node(
                grid.role,
                grid.name,
                grid.children,
                key=grid.key,
                rect=rect_of(frame.layout.viewport),
                focused=focus and cursor is None,
                size=grid.size,
            )
        return self._grid

    def tree(self, frame: PlayFrame, name: str = "", *, top: bool = True) -> Node:
        """The whole play screen; `top`: the screen has the keyboard (no overlay on it)."""
        menu = frame.menu
        lay = frame.layout
        menu_open = menu.open_index is not None
        parts: list[Node | None] = [
            menu_nodes(menu),
            Node(Role.STATUS, _("Mines left: {n}").format(n=frame.mines_left), key="mines",
                 rect=rect_of(lay.counter)),
            Node(Role.BUTTON, _("New game"), key="face", rect=rect_of(lay.face)),
            Node(Role.TIMER, _("Time: {seconds} s").format(seconds=frame.seconds), key="time",
                 rect=rect_of(lay.timer)),
            self.grid(frame, top and not menu_open),
            *(Node(Role.LABEL, badge, key=f"badge:{badge}") for badge in frame.badges),
            *(
                Node(Role.LABEL, f"{label} {value}", key=f"counter:{label}")
                for label, value in frame.counters
            ),
            proof_node(frame),
            Node(Role.STATUS, frame.message, key="message", rect=rect_of(lay.status))
            if frame.message
            else None,
        ]  # fmt: skip
        return Node(Role.GROUP, name, tuple(p for p in parts if p is not None), key="play")


def menu_nodes(menu: MenuPicture) -> Node:
    """The menu bar: a menu item per title; the open menu's entries under its title, the
    one under the keyboard or the pointer focused."""
    titles = []
    for index, (title, rect) in enumerate(menu.titles):
        entries: tuple[Node, ...] = ()
        if index == menu.open_index:
            entries = (
                Node(
                    Role.MENU,
                    title,
                    tuple(
                        Node(
                            Role.MENU_ITEM,
                            f"{row.label}, {row.shortcut}" if row.shortcut else row.label,
                            rect=rect_of(row.rect),
                            focused=row.hovered,
                            disabled=not row.enabled,
                            toggled=True if row.checked else None,
                        )
                        for row in menu.rows
                        if not row.separator
                    ),
                    rect=rect_of(menu.panel) if menu.panel is not None else None,
                ),
            )
        titles.append(
            Node(
                Role.MENU_ITEM,
                title,
                entries,
                rect=rect_of(rect),
                focused=index == menu.open_index and not any(row.hovered for row in menu.rows),
            )
        )
    return Node(Role.MENU_BAR, "", tuple(titles), key="menu", rect=rect_of(menu.bar))


def proof_node(frame: PlayFrame) -> Node | None:
    """A hint's proof as shown beside or under the board: the verdict, then each step."""
    proof = frame.proof
    if proof is None or not frame.layout.panel.h:
        return None
    lines = (proof.verdict, *proof.steps)
    return Node(
        Role.GROUP,
        _("Hint"),
        tuple(Node(Role.LABEL, line) for line in lines),
        key="proof",
        rect=rect_of(frame.layout.panel),
    )


def viewer_tree(tree: PlayTree, frame: PlayFrame, below: Box, name: str) -> Node:
    """The replay viewer: the board as it was at the playback time (no cursor), then its
    controls, the timeline's words and the coach's panel as laid out under it."""
    board = tree.tree(frame, top=False)
    return Node(Role.GROUP, name, (board, *box_nodes(below)), key="viewer")
