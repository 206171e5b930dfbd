"""Naming a two-number proof: is it one of the wall patterns (1-1, 1-2, 1-2-1, 1-2-2-1)?

A *wall* run is a straight line of open numbers, side by side, whose
undecided covered neighbours all lie in the one line of cells beside it
(the other side is open, known, or off the board). A two-number proof
whose numbers sit in such a run is named by the longest pattern of the run
(read with the reduced numbers, each minus the known mines it touches) that
contains both of them; it is a *reduced* pattern when some number of that
window touches a known mine.
"""

from __future__ import annotations

from game.trainer.constraints import ClueSystem
from game.trainer.technique import WALL_PATTERNS, Technique


def _wall_row(system: ClueSystem, clue: int, across: tuple[int, int]) -> int | None:
    """The row (horizontal run) or column (vertical run) holding all the clue's cells."""
    width = system.position.width
    lines = set()
    for cell in system.clues[clue].cells:
        r, c = divmod(cell, width)
        lines.add(r if across == (0, 1) else c)
    own_r, own_c = divmod(clue, width)
    own = own_r if across == (0, 1) else own_c
    if len(lines) != 1:
        return None
    line = lines.pop()
    return line if abs(line - own) == 1 else None


def _run(system: ClueSystem, first: int, second: int) -> list[int] | None:
    """The wall run through two side-by-side numbers, in order along the line."""
    width = system.position.width
    (r1, c1), (r2, c2) = divmod(first, width), divmod(second, width)
    if r1 == r2 and abs(c1 - c2) == 1:
        step, across = 1, (0, 1)
    elif c1 == c2 and abs(r1 - r2) == 1:
        step, across = width, (1, 0)
    else:
        return None
    line = _wall_row(system, first, across)
    if line is None or _wall_row(system, second, across) != line:
        return None
    low, high = min(first, second), max(first, second)
    run = [low, high]
    for direction in (-1, 1):
        at = (low if direction < 0 else high) + direction * step
        while _same_line(system, at, low, across) and at in system.clues:
            if _wall_row(system, at, across) != line:
                break
            if direction < 0:
                run.insert(0, at)
            else:
                run.append(at)
            at += direction * step
    return run


def _same_line(system: ClueSystem, at: int, anchor: int, across: tuple[int, int]) -> bool:
    """True when cell index `at` is on the board and in the same row/column as `anchor`."""
    position = system.position
    if not 0 <= at < position.width * position.height:
        return False
    if across == (0, 1):
        return at // position.width == anchor // position.width
    return at % position.width == anchor % position.width


def name_pair(system: ClueSystem, clues: tuple[int, ...]) -> Technique:
    """The wall pattern a two-number proof belongs to, or TWO_CLUES."""
    if len(clues) != 2:
        return Technique.TWO_CLUES
    run = _run(system, clues[0], clues[1])
    if run is None:
        return Technique.TWO_CLUES
    needs = [system.clues[w].need for w in run]
    at = run.index(min(clues))
    for pattern, plain, reduced in WALL_PATTERNS:
        size = len(pattern)
        for start in range(max(0, at + 2 - size), min(at, len(run) - size) + 1):
            window = needs[start : start + size]
            if tuple(window) in (pattern, pattern[::-1]):
                members = run[start : start + size]
                touches_known = any(system.clues[w].need != system.clues[w].value for w in members)
                return reduced if touches_known else plain
    return Technique.TWO_CLUES
