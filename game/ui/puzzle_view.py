"""Drawing a trainer position at the cell size its layout gave: the cells from the position
text, the player's picks and the proof's marks.

Reads a `Position` and the marks to show; never changes anything. The cells are the skin's
sprites scaled once to the cell size (game/ui/sprites.py), the outlines as thick as the
cells are big (game/ui/marks.py), so a position looks the same at every size.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.i18n import _
from game.model.position import COVERED, FLAGGED, Position
from game.skins import Skin
from game.trainer.puzzle import Puzzle
from game.trainer.tasks import Task, Verdict
from game.ui.marks import cell_rect, draw_cursor, line_width, outline
from game.ui.sprites import scaled

Cell = tuple[int, int]
Origin = tuple[int, int]


def sprite_name(value: int) -> str:
    """The skin sprite for a position value (covered, flag, open, n1..n8)."""
    if value == COVERED:
        return "covered"
    if value == FLAGGED:
        return "flag"
    return f"n{value}" if value else "open"


def draw_position(
    surface: pygame.Surface, skin: Skin, position: Position, origin: Origin, cell: int
) -> None:
    """Every cell of `position` with its sprite `cell` pixels square, (0, 0) at `origin`."""
    size = (cell, cell)
    for r in range(position.height):
        for c in range(position.width):
            sprite = scaled(skin, sprite_name(position.value(r, c)), size)
            surface.blit(sprite, (origin[0] + c * cell, origin[1] + r * cell))


def draw_picks(
    surface: pygame.Surface,
    skin: Skin,
    picks: Iterable[Cell],
    origin: Origin,
    cell: int,
    *,
    inside: bool = False,
) -> None:
    """The player's chosen cells, pressed in and outlined in the cursor colour; `inside`
    outlines them again just inside the edge (over a proof's marks, which take the edge)."""
    pressed = scaled(skin, "pressed", (cell, cell))
    width = line_width(cell)
    for r, c in picks:
        rect = cell_rect(r, c, cell, origin)
        if inside:
            outline(surface, rect.inflate(-2 * width, -2 * width), skin.colors["cursor"], width)
            continue
        surface.blit(pressed, rect)
        outline(surface, rect, skin.colors["cursor"], width)


def draw_proof(
    surface: pygame.Surface,
    skin: Skin,
    clues: Iterable[Cell],
    safe: Iterable[Cell],
    mines: Iterable[Cell],
    origin: Origin,
    cell: int,
) -> None:
    """The proof as the Hint shows it: its numbers outlined, safe and mine cells marked."""
    thin = line_width(cell, thick=False)
    for r, c in clues:
        rect = cell_rect(r, c, cell, origin).inflate(-2 * thin, -2 * thin)
        outline(surface, rect, skin.colors["clue"], thin)
    for cells, color in ((safe, skin.colors["hint"]), (mines, skin.colors["prob_high"])):
        for r, c in cells:
            outline(surface, cell_rect(r, c, cell, origin), color, line_width(cell))


def draw_puzzle(
    surface: pygame.Surface,
    skin: Skin,
    puzzle: Puzzle,
    picks: Iterable[Cell],
    cursor: Cell | None,
    verdict: Verdict | None,
    where: tuple[Origin, int],
) -> None:
    """A puzzle at `where` (its (0, 0) corner, the cell size): the position, the picks and
    the keyboard cursor; once answered (`verdict`), the proof's marks, the picks inside
    them."""
    origin, cell = where
    picks = list(picks)
    draw_position(surface, skin, puzzle.position, origin, cell)
    draw_picks(surface, skin, picks, origin, cell)
    if verdict is None:
        if cursor is not None:
            draw_cursor(surface, skin, *cursor, origin, cell)
        return
    shown = verdict.expected if puzzle.task is Task.ALL_SAFE else (verdict.shown,)
    cells = [c for c in shown if c is not None]
    safe, mines = ([], cells) if puzzle.task is Task.MINE else (cells, [])
    draw_proof(surface, skin, verdict.marks, safe, mines, origin, cell)
    draw_picks(surface, skin, picks, origin, cell, inside=True)


def proof_key(task: Task, verdict: Verdict, picked: bool) -> list[tuple[str, str]]:
    """What the outlines on an answered puzzle mean: (label, skin colour name)."""
    key = [(_("numbers of the proof"), "clue")] if verdict.marks else []
    if task is Task.MINE:
        key.append((_("mine"), "prob_high"))
    elif task is Task.GUESS:
        key.append((_("the cells to take"), "hint"))
    else:
        key.append((_("safe"), "hint"))
    if picked:
        key.append((_("your pick"), "cursor"))
    return key
