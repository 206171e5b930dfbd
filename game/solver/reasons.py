"""One-line, human reasons for proved cells ("C5 is safe: the 1 at B4 ..."), each a whole
sentence in the language in force (German word order differs, so nothing is glued)."""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import _, ngettext
from game.solver.cells import cell_name, name_list
from game.solver.deduce import COUNT, EXACT, NEEDS_ALL, PAIR, SATISFIED, Fact, PairKind
from game.solver.position import Position


def _n(position: Position, index: int) -> str:
    return cell_name(*position.row_col(index))


def _ns(position: Position, indices: Iterable[int]) -> str:
    return name_list(position.row_col(i) for i in sorted(indices))


def _clue(position: Position, index: int) -> str:
    # TRANSLATORS: a number on the board as the subject of a sentence: "the 1 at B4"
    number, cell = position.cells[index], _n(position, index)
    return _("the {number} at {cell}").format(number=number, cell=cell)


def _mines(k: int) -> str:
    return ngettext("{n} mine", "{n} mines", k).format(n=k)


def _satisfied(position: Position, fact: Fact) -> str:
    w, mines = fact.detail
    clue = _clue(position, w)
    if not mines:
        return _("{clue} touches no mine").format(clue=clue)
    if len(mines) == 1:
        return _("{clue} already touches its mine at {cells}").format(
            clue=clue, cells=_ns(position, mines)
        )
    return _("{clue} already touches its {n} mines at {cells}").format(
        clue=clue, n=len(mines), cells=_ns(position, mines)
    )


def _needs_all(position: Position, fact: Fact) -> str:
    w, mines, group, safe_around = fact.detail
    clue = _clue(position, w)
    cells = _ns(position, group)
    if safe_around:
        need = _mines(position.cells[w] - len(mines))
        if mines:
            known = _ns(position, mines)
            if len(group) == 1:
                text = _(
                    "{clue} needs {mines} besides {known}, and {cells} is its only covered "
                    "neighbour not yet proved safe"
                )
            else:
                text = _(
                    "{clue} needs {mines} besides {known}, and {cells} are its only covered "
                    "neighbours not yet proved safe"
                )
            return text.format(clue=clue, mines=need, known=known, cells=cells)
        if len(group) == 1:
            text = _(
                "{clue} needs {mines}, and {cells} is its only covered neighbour not yet "
                "proved safe"
            )
        else:
            text = _(
                "{clue} needs {mines}, and {cells} are its only covered neighbours not yet "
                "proved safe"
            )
        return text.format(clue=clue, mines=need, cells=cells)
    if not mines:
        if len(group) == 1:
            return _("{clue} has only one covered neighbour").format(clue=clue)
        if len(group) == 2:
            return _("{clue} needs both its covered neighbours").format(clue=clue)
        return _("{clue} needs all {n} of its covered neighbours").format(clue=clue, n=len(group))
    need_more = position.cells[w] - len(mines)
    if len(group) == 1:
        text = ngettext(
            "{clue} needs {n} more mine besides {known}, and {cells} is its only other "
            "covered neighbour",
            "{clue} needs {n} more mines besides {known}, and {cells} is its only other "
            "covered neighbour",
            need_more,
        )
    else:
        text = ngettext(
            "{clue} needs {n} more mine besides {known}, and {cells} are its only other "
            "covered neighbours",
            "{clue} needs {n} more mines besides {known}, and {cells} are its only other "
            "covered neighbours",
            need_more,
        )
    return text.format(clue=clue, n=need_more, known=_ns(position, mines), cells=cells)


def _pair(position: Position, fact: Fact) -> str:
    kind, y, x, shared, k = fact.detail[:5]
    if kind is PairKind.SAFE:
        return _(
            "{clue} puts at least {mines} among {cells}, which is all {other} still needs, "
            "so its other neighbours are safe"
        ).format(
            clue=_clue(position, y),
            mines=_mines(k),
            cells=_ns(position, shared),
            other=_clue(position, x),
        )
    rest = fact.detail[5]
    need_x = len(rest) + k
    fields = {
        "clue": _clue(position, y),
        "mines": _mines(k),
        "cells": _ns(position, shared),
        "other": _clue(position, x),
        "need": _mines(need_x),
        "n": len(rest),
        "rest": _ns(position, rest),
    }
    return _PAIR_MINES[(min(len(rest), 3), need_x != position.cells[x])]().format(**fields)


_PAIR_MINES = {
    (1, False): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} must have its other mine on {rest}"
    ),
    (1, True): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} (still needing {need}) must "
        "have its other mine on {rest}"
    ),
    (2, False): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} must have its other {n} "
        "mines on both {rest}"
    ),
    (2, True): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} (still needing {need}) must "
        "have its other {n} mines on both {rest}"
    ),
    (3, False): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} must have its other {n} "
        "mines on all of {rest}"
    ),
    (3, True): lambda: _(
        "{clue} allows at most {mines} among {cells}, so {other} (still needing {need}) must "
        "have its other {n} mines on all of {rest}"
    ),
}
"""The pair rule's mine sentence by (cells left, capped at 3; whether the need is told)."""


def _count(position: Position, fact: Fact) -> str:
    if not fact.mine:
        total = fact.detail[0]
        if total == 0:
            return _("the board has no mines")
        if total == 1:
            return _("the only mine is already found")
        return _("all {n} mines are already found").format(n=total)
    _total, left, cells = fact.detail
    return _("the last {mines} must fill the last {n} undecided covered cells").format(
        mines=_mines(left), n=cells
    )


def _exact(position: Position, fact: Fact) -> str:
    if fact.mine:
        return _("every arrangement of the mines that fits the numbers puts a mine there")
    return _("no arrangement of the mines that fits the numbers puts a mine there")


_TEXT = {SATISFIED: _satisfied, NEEDS_ALL: _needs_all, PAIR: _pair, COUNT: _count, EXACT: _exact}


def describe(position: Position, fact: Fact) -> str:
    """The reason for one fact, starting with the cell's name and verdict."""
    cell, reason = _n(position, fact.cell), _TEXT[fact.rule](position, fact)
    if fact.mine:
        return _("{cell} is a mine: {reason}").format(cell=cell, reason=reason)
    return _("{cell} is safe: {reason}").format(cell=cell, reason=reason)
