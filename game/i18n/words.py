"""Phrases many screens share, built whole in the language in force (no glued fragments)."""

from __future__ import annotations

from game.i18n.formats import number
from game.i18n.language import Language, _, current_language, ngettext
from game.model.difficulty import CUSTOM

CLASSIC_NAMES = {"normal": "beginner", "schwer": "intermediate", "experte": "expert"}
"""The boards' names in the Windows original, shown beside ours on English screens."""


def mines(count: int) -> str:
    """ "1 mine", "40 mines" / "1 Mine", "40 Minen"."""
    return ngettext("{n} mine", "{n} mines", count).format(n=number(count))


def board(cols: int, rows: int, mine_count: int) -> str:
    """A board's size and mines: "16x16, 40 mines"."""
    return ngettext("{cols}x{rows}, {n} mine", "{cols}x{rows}, {n} mines", mine_count).format(
        cols=cols, rows=rows, n=number(mine_count)
    )


def difficulty_name(key: str, label: str) -> str:
    """A board's name: Normal, Schwer and Experte in every language (the product's names);
    a custom board's name translated."""
    return _("Custom") if key == CUSTOM else label


def classic_name(key: str) -> str:
    """The Windows name of a board on English screens ("intermediate"), else ""."""
    if current_language() is not Language.EN:
        return ""
    return CLASSIC_NAMES.get(key, "")


def on_off(value: bool) -> str:
    """A switch's state."""
    return _("on") if value else _("off")
