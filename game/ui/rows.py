"""A selectable row of a label and its value (a setting and its state, a command and its
key): the label at the left, the value at the right; where the window is too narrow for
both on one line, the value goes to the next line, still at the right."""

from __future__ import annotations

from game.ui.boxes import ChoiceRow, colors
from game.ui.layout import Align, Row, Space, Text
from game.ui.look import TextRole
from game.ui.widgets import Choice

GAP = 16  # design pixels at least between a label and its value on one line


def value_row(
    label: str, value: str, choice: Choice, index: int, *, opens: bool = False
) -> ChoiceRow:
    """Row `index` of a list whose selection is `choice`; its name is "label: value". The
    selected row's value stands in ‹ › (Left / Right change it); a row that `opens` another
    page has › after its value."""
    selected = choice.index == index
    text, _dim = colors(selected)
    shown = f"{value} ›" if opens else f"‹ {value} ›" if selected else value
    line = Row(
        [
            Text(label, TextRole.BODY, text, grow=1),
            Space(GAP),
            Text(shown, TextRole.STRONG, text, halign=Align.END, grow=1),
        ],
        0,
        flow=True,
        cross=Align.CENTER,
    )
    return ChoiceRow(line, choice, index, name=f"{label}: {value}")
