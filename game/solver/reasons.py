"""One-line, human reasons for proved cells ("C5 is safe: the 1 at B4 ...")."""

from __future__ import annotations

from collections.abc import Iterable

from game.solver.cells import cell_name, english_list
from game.solver.deduce import COUNT, EXACT, NEEDS_ALL, PAIR, SATISFIED, Fact, PairKind
from game.solver.position import Position


def _n(position: Position, index: int) -> str:
    return cell_name(*position.row_col(index))


def _ns(position: Position, indices: Iterable[int]) -> str:
    # These reasons are English only for now (their sentences are built from fragments, so
    # they cannot be translated as they are): the list is joined in English too.
    return english_list(position.row_col(i) for i in sorted(indices))


def _clue(position: Position, index: int) -> str:
    return f"the {position.cells[index]} at {_n(position, index)}"


def _mines(k: int) -> str:
    return f"{k} mine" if k == 1 else f"{k} mines"


def _satisfied(position: Position, fact: Fact) -> str:
    w, mines = fact.detail
    if not mines:
        return f"{_clue(position, w)} touches no mine"
    if len(mines) == 1:
        return f"{_clue(position, w)} already touches its mine at {_ns(position, mines)}"
    return f"{_clue(position, w)} already touches its {len(mines)} mines at {_ns(position, mines)}"


def _needs_all(position: Position, fact: Fact) -> str:
    w, mines, group, safe_around = fact.detail
    clue = _clue(position, w)
    if safe_around:
        need = position.cells[w] - len(mines)
        besides = f" besides {_ns(position, mines)}" if mines else ""
        verb = "is its only covered neighbour"
        if len(group) > 1:
            verb = "are its only covered neighbours"
        return (
            f"{clue} needs {_mines(need)}{besides}, and {_ns(position, group)} {verb} "
            "not yet proved safe"
        )
    if not mines:
        if len(group) == 1:
            return f"{clue} has only one covered neighbour"
        if len(group) == 2:
            return f"{clue} needs both its covered neighbours"
        return f"{clue} needs all {len(group)} of its covered neighbours"
    need = position.cells[w] - len(mines)
    others = (
        "is its only other covered neighbour"
        if len(group) == 1
        else ("are its only other covered neighbours")
    )
    return (
        f"{clue} needs {need} more {'mine' if need == 1 else 'mines'} besides "
        f"{_ns(position, mines)}, and {_ns(position, group)} {others}"
    )


def _pair(position: Position, fact: Fact) -> str:
    kind, y, x, shared, k = fact.detail[:5]
    if kind is PairKind.SAFE:
        return (
            f"{_clue(position, y)} puts at least {_mines(k)} among {_ns(position, shared)}, "
            f"which is all {_clue(position, x)} still needs, so its other neighbours are safe"
        )
    rest = fact.detail[5]
    need_x = len(rest) + k
    other = "other mine" if len(rest) == 1 else f"other {len(rest)} mines"
    verb = "" if len(rest) == 1 else "both " if len(rest) == 2 else "all of "
    needing = f" (still needing {_mines(need_x)})" if need_x != position.cells[x] else ""
    return (
        f"{_clue(position, y)} allows at most {_mines(k)} among {_ns(position, shared)}, "
        f"so {_clue(position, x)}{needing} must have its {other} on {verb}{_ns(position, rest)}"
    )


def _count(position: Position, fact: Fact) -> str:
    if not fact.mine:
        total = fact.detail[0]
        if total == 0:
            return "the board has no mines"
        if total == 1:
            return "the only mine is already found"
        return f"all {total} mines are already found"
    _total, left, cells = fact.detail
    return f"the last {_mines(left)} must fill the last {cells} undecided covered cells"


def _exact(position: Position, fact: Fact) -> str:
    if fact.mine:
        return "every arrangement of the mines that fits the numbers puts a mine there"
    return "no arrangement of the mines that fits the numbers puts a mine there"


_TEXT = {SATISFIED: _satisfied, NEEDS_ALL: _needs_all, PAIR: _pair, COUNT: _count, EXACT: _exact}


def describe(position: Position, fact: Fact) -> str:
    """The reason for one fact, starting with the cell's name and verdict."""
    verdict = "is a mine" if fact.mine else "is safe"
    return f"{_n(position, fact.cell)} {verdict}: {_TEXT[fact.rule](position, fact)}"
