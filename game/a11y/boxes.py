"""A screen's accessibility tree read from its laid-out boxes (game/ui/layout.py).

Every box says what it is (`role`) and what it is called (`name`); boxes that only lay
others out (`Role.NONE`) are passed through, so the tree holds what a player meets: the
heading, the words, the list and its rows, the buttons, the tabs, a table's rows of cells,
a dialog. A row, a button or a tab is read whole: its name says it, the words drawn inside
it are not read again. The keyboard's place is the button drawn with the focus ring or the
list's selected row (any box may also say `focused = True`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from game.a11y.node import Node, rect_of
from game.ui.boxes import ButtonBox, ChoiceRow, HintLine, Table, Tabs
from game.ui.layout import Box, Role, Text

WHOLE = frozenset(
    {
        Role.BUTTON,
        Role.LIST_ITEM,
        Role.TAB,
        Role.CHECKBOX,
        Role.HEADING,
        Role.LABEL,
        Role.CELL,
        Role.MENU_ITEM,
        Role.TEXT_INPUT,
        Role.IMAGE,
        Role.STATUS,
        Role.TIMER,
    }
)
"""Roles read whole: their name is all a screen reader says of them."""
SAID = frozenset({Role.LABEL, Role.STATUS})
"""Roles whose words a dialog's description gathers (its message, figures and verdicts)."""


def box_tree(box: Box, role: Role = Role.GROUP, name: str = "") -> Node:
    """The accessibility tree of a laid-out screen: one node of `role` (a group, or a dialog
    for a screen shown over another) holding everything it shows, named `name` or by its
    first heading. A screen that is one dialog box is that dialog."""
    nodes = box_nodes(box)
    if len(nodes) == 1 and nodes[0].role is Role.DIALOG:
        return described(nodes[0])
    if not name:
        name = next((n.name for node in nodes for n in node.walk() if n.role is Role.HEADING), "")
    if role is Role.DIALOG:
        return described(Node(role, name, tuple(nodes), rect=rect_of(box.rect)))
    hints = [spoken_hint(b.words) for b in box.walk() if isinstance(b, HintLine) and b.words]
    return Node(role, name, tuple(nodes), rect=rect_of(box.rect), description=" ".join(hints))


def spoken_hint(words: str) -> str:
    """A help line as sentences: its parts, drawn apart by wide gaps, each ending in a full
    stop ("Enter: play   Esc: back" -> "Enter: play. Esc: back.")."""
    parts = [" ".join(part.split()) for part in re.split(r"\s{2,}", words.strip())]
    return " ".join(p if p.endswith((".", "!", "?")) else f"{p}." for p in parts if p)


def described(dialog: Node) -> Node:
    """The dialog with its words (its labels, one sentence each) as its description: a
    screen reader says them with the dialog's name as it opens (Orca 47 and later read a
    new dialog's description, not the loose words in it: it said only "You lose dialog" and
    the focused button before). A field's caption is left out: the field says it."""
    if dialog.description:
        return dialog
    fields = [n.name for n in dialog.walk() if n.role is Role.TEXT_INPUT]
    captions = {name.split(":")[0] for name in fields if ":" in name}  # "Width" of "Width: 60"
    words = [
        " ".join(n.name.split())
        for n in dialog.walk()
        if n.role in SAID and n.name and n.name not in captions
    ]
    sentences = [w if w.endswith((".", "!", "?", ":")) else f"{w}." for w in words if w]
    return replace(dialog, description=" ".join(sentences))


def box_nodes(box: Box) -> list[Node]:
    """The nodes one box stands for (none, itself, or its children's when it only lays
    them out)."""
    if box.described is not None:
        described = box.described()
        if isinstance(described, Node):
            return [described]
    if isinstance(box, Tabs):
        return [_tabs(box)]
    if isinstance(box, Table):
        return [_table(box)]
    if box.role is Role.NONE:
        return [node for child in box.children() for node in box_nodes(child)]
    whole = box.role in WHOLE
    children = () if whole else tuple(n for child in box.children() for n in box_nodes(child))
    said = box.said if isinstance(box, ButtonBox) else ""
    name = said or box.name or (_words(box) if whole else "")
    if whole and not name:
        return []
    return [
        Node(
            box.role,
            name,
            children,
            rect=rect_of(box.rect),
            focused=_focused(box),
            selected=box.selected if isinstance(box, ChoiceRow) else None,
            disabled=isinstance(box, ButtonBox) and not box.button.enabled,
        )
    ]


def _focused(box: Box) -> bool:
    """Whether the keyboard is on this box: a button with the focus ring, a list's selected
    row, or a box that says so."""
    if isinstance(box, ButtonBox):
        return box.focused
    if isinstance(box, ChoiceRow):
        return box.selected
    return getattr(box, "focused", False) is True


def _words(box: Box) -> str:
    """The words drawn inside a box, in reading order (a row read whole without a name)."""
    parts = [b.words for b in box.walk() if isinstance(b, Text) and b.words.strip()]
    return ", ".join(part.replace("\n", " ") for part in parts)


def _tabs(tabs: Tabs) -> Node:
    """A tab strip: one tab node per name, the chosen one selected."""
    items = tuple(
        Node(
            Role.TAB,
            name,
            rect=rect_of(tabs.rects[i]) if i < len(tabs.rects) else None,
            selected=i == tabs.chosen,
        )
        for i, name in enumerate(tabs.names)
    )
    return Node(Role.TAB_LIST, tabs.name, items, rect=rect_of(tabs.rect))


def _table(table: Table) -> Node:
    """A table: a row node per line, a cell node per value (the header is the first row);
    the selected row has the keyboard and is named by its values (read whole as it gets it)."""
    rows = tuple(
        Node(
            Role.ROW,
            ", ".join(cell.words for cell in line) if r == table.selected_line else "",
            tuple(
                Node(Role.CELL, cell.words, rect=rect_of(cell.rect), row=r, col=c)
                for c, cell in enumerate(line)
            ),
            rect=rect_of(table.line_rect(r)) if r == table.selected_line else None,
            focused=r == table.selected_line,
            row=r,
        )
        for r, line in enumerate(table.cells)
    )
    columns = max((len(line) for line in table.cells), default=0)
    return Node(Role.TABLE, table.name, rows, rect=rect_of(table.rect), size=(len(rows), columns))
