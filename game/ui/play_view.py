"""Drawing the play scene from its state: frame, HUD, board, marks, messages, menu bar.

A function of state: it reads the scene and never changes the game.
"""

from __future__ import annotations

import pygame

from game.session.counters import counter_lines
from game.solver.cells import cell_name
from game.ui import marks, text
from game.ui.counters import draw_counters
from game.ui.hud import draw_face, draw_led
from game.ui.marks import cell_rect
from game.ui.widgets import nine


def draw_play(surface: pygame.Surface, scene) -> None:
    """Everything the play scene shows, bottom to top."""
    skin = scene.ctx.skin
    lay = scene.layout
    surface.fill(skin.colors["background"])
    nine(surface, skin, "frame_outer", lay.frame)
    nine(surface, skin, "frame_inset", lay.hud)
    draw_led(surface, skin, lay.counter.topleft, scene.board.mines_left)
    draw_face(surface, skin, lay.face, scene.face())
    draw_led(surface, skin, lay.timer.topleft, scene.shown_seconds())
    nine(surface, skin, "frame_inset", lay.board_frame)
    scene.view.draw(surface, lay.viewport, tuple(scene.scroll), scene.pressed_cells())
    clip = surface.get_clip()
    surface.set_clip(lay.viewport)
    _draw_marks(surface, scene, scene.origin())
    if lay.scrollable:
        _draw_scrollbars(surface, scene)
    surface.set_clip(clip)
    if scene.counters():
        lines = counter_lines(scene.session.metrics(), scene.counters())
        draw_counters(surface, skin, lay.panel, lines)
    _draw_messages(surface, scene)
    scene.menu_bar.draw(surface, skin)
    _draw_badges(surface, scene)


def _draw_marks(surface: pygame.Surface, scene, origin: tuple[int, int]) -> None:
    skin = scene.ctx.skin
    board = scene.board
    grid = scene.probabilities.grid
    if scene.show_probabilities and not board.over and grid is not None:
        marks.draw_probabilities(surface, skin, grid, origin, scene.layout.viewport)
    if board.over and scene.verdict is not None:
        verdict = scene.verdict
        marks.draw_verdict(surface, skin, verdict.safe, verdict.suspect, origin)
    move = scene.hint.current(board)
    if move is not None:
        marks.draw_hint(surface, skin, (move.row, move.col), move.clues, origin, move.certain)
    if scene.cursor is not None and not board.over:
        marks.draw_cursor(surface, skin, *scene.cursor, origin)


def _draw_scrollbars(surface: pygame.Surface, scene) -> None:
    """Thin bars along the viewport's right and bottom edges: where the view is on the board."""
    lay = scene.layout
    view, (board_w, board_h) = lay.viewport, lay.board_size
    color = scene.ctx.skin.colors["accent"]
    if board_w > view.w:
        length = max(12, view.w * view.w // board_w)
        x = view.x + (view.w - length) * scene.scroll[0] // max(1, board_w - view.w)
        pygame.draw.rect(surface, color, (x, view.bottom - 3, length, 3))
    if board_h > view.h:
        length = max(12, view.h * view.h // board_h)
        y = view.y + (view.h - length) * scene.scroll[1] // max(1, board_h - view.h)
        pygame.draw.rect(surface, color, (view.right - 3, y, 3, length))


def _draw_messages(surface: pygame.Surface, scene) -> None:
    skin = scene.ctx.skin
    if scene.message:
        at_top = callout_at_top(scene, skin.cell_size)
        marks.draw_callout(surface, skin, scene.message, scene.layout.viewport, at_top)
    grid = scene.probabilities.grid
    if scene.show_probabilities and not scene.board.over and not scene.menu_bar.active:
        cell = scene.cell_at(scene.mouse_pos)
        if cell is not None and grid is not None and grid[cell[0]][cell[1]] is not None:
            p = grid[cell[0]][cell[1]]
            label = f"{cell_name(*cell)}: {p * 100:.1f}% mine"
            marks.draw_tooltip(surface, skin, label, scene.mouse_pos)


def callout_at_top(scene, size: int) -> bool:
    """Put the message where it hides the fewest marked cells; never the hinted cell if avoidable.

    On a tie it goes to the half away from the hinted cell.
    """
    move = scene.hint.current(scene.board)
    if move is None:
        return False
    view = scene.layout.viewport
    origin = scene.origin()
    marked = [((move.row, move.col), len(move.clues) + 1)] + [(clue, 1) for clue in move.clues]

    def hidden(at_top: bool) -> int:
        rect = marks.callout_rect(scene.message, view, at_top)
        return sum(w for cell, w in marked if rect.colliderect(cell_rect(*cell, size, origin)))

    top, bottom = hidden(True), hidden(False)
    if top != bottom:
        return top < bottom
    return move.row * size - scene.scroll[1] > view.h // 2


def _draw_badges(surface: pygame.Surface, scene) -> None:
    menu = scene.layout.menu
    x = menu.right - 4
    for badge in scene.badges():
        rect = text.blit_text(
            surface,
            badge,
            (x, menu.centery),
            scene.ctx.skin.colors["accent"],
            bold=True,
            anchor="midright",
        )
        x = rect.left - 6
