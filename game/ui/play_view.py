"""Drawing the play scene from its state: frame, HUD, board, marks, messages, menu bar.

A function of state: it reads the scene and never changes the game.
"""

from __future__ import annotations

import pygame

from game.session.counters import counter_lines
from game.solver.cells import cell_name, column_letters
from game.ui import marks, text
from game.ui.counters import draw_counters
from game.ui.hud import draw_face, draw_led
from game.ui.play_layout import LABEL_GAP
from game.ui.proof_panel import draw_proof_panel, draw_step_cells, step_at
from game.ui.side_panel import PanelLayout
from game.ui.widgets import bevel, nine


def draw_play(surface: pygame.Surface, scene) -> None:
    """Everything the play scene shows, bottom to top."""
    skin = scene.ctx.skin
    lay = scene.layout
    surface.fill(skin.colors["background"])
    nine(surface, skin, "frame_outer", lay.frame)
    nine(surface, skin, "frame_inset", lay.hud)
    draw_led(surface, skin, lay.counter.topleft, scene.board.mines_left, lay.digits)
    draw_face(surface, skin, lay.face, scene.face())
    draw_led(surface, skin, lay.timer.topleft, scene.shown_seconds(), lay.digits)
    nine(surface, skin, "frame_inset", lay.board_frame)
    scene.view.draw(surface, lay.viewport, tuple(scene.scroll), scene.pressed_cells())
    clip = surface.get_clip()
    surface.set_clip(lay.viewport)
    _draw_marks(surface, scene, scene.origin())
    surface.set_clip(clip)
    if lay.scrollable:
        _draw_scrollbars(surface, scene)
    surface.set_clip(clip)
    if lay.row_labels.w:
        _draw_labels(surface, scene)
    if scene.counters() and isinstance(lay, PanelLayout):
        lines = counter_lines(scene.session.metrics(), scene.counters())
        draw_counters(surface, skin, lay.side, lines)
    _draw_messages(surface, scene)
    proof = scene.shown_proof()
    if proof is not None and lay.panel.h:
        hover = step_at(proof, lay.panel, scene.mouse_pos)
        draw_proof_panel(surface, skin, lay.panel, proof, hover)
    scene.menu_bar.draw(surface, skin)
    draw_badges(surface, scene)


def _draw_marks(surface: pygame.Surface, scene, origin: tuple[int, int]) -> None:
    skin = scene.ctx.skin
    board = scene.board
    grid = scene.probabilities.grid
    if scene.show_probabilities and not board.over and grid is not None:
        marks.draw_probabilities(surface, skin, grid, origin, scene.layout.viewport)
    if board.over and scene.verdict is not None:
        verdict = scene.verdict
        marks.draw_verdict(surface, skin, verdict.safe, verdict.suspect, origin)
    if board.exploded is not None:
        marks.draw_exploded(surface, skin, board.exploded.row, board.exploded.col, origin)
    move = scene.hint.current(board)
    if move is not None:
        marks.draw_hint(surface, skin, (move.row, move.col), move.clues, origin, move.certain)
        proof = scene.shown_proof()
        hover = step_at(proof, scene.layout.panel, scene.mouse_pos) if proof else None
        if hover is not None:
            draw_step_cells(surface, skin, move, hover, origin)
    if scene.cursor is not None and not board.over:
        marks.draw_cursor(surface, skin, *scene.cursor, origin)


def scroll_thumbs(lay, scroll: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """The thumbs of the horizontal and vertical scroll bars (empty rects when not needed)."""
    view, (board_w, board_h) = lay.viewport, lay.board_size
    hthumb = vthumb = pygame.Rect(0, 0, 0, 0)
    if lay.hbar.w:
        length = max(16, lay.hbar.w * view.w // board_w)
        x = lay.hbar.x + (lay.hbar.w - length) * scroll[0] // max(1, board_w - view.w)
        hthumb = pygame.Rect(x, lay.hbar.y, length, lay.hbar.h)
    if lay.vbar.h:
        length = max(16, lay.vbar.h * view.h // board_h)
        y = lay.vbar.y + (lay.vbar.h - length) * scroll[1] // max(1, board_h - view.h)
        vthumb = pygame.Rect(lay.vbar.x, y, lay.vbar.w, length)
    return hthumb, vthumb


def _draw_scrollbars(surface: pygame.Surface, scene) -> None:
    """Sunken tracks beside the board with raised thumbs: where the view is on the board."""
    lay = scene.layout
    skin = scene.ctx.skin
    for track, thumb in zip((lay.hbar, lay.vbar), scroll_thumbs(lay, scene.scroll), strict=True):
        if not track.w or not track.h:
            continue
        pygame.draw.rect(surface, skin.colors["background"], track)
        bevel(surface, track, skin, sunken=True)
        pygame.draw.rect(surface, skin.colors["accent"], thumb)
        bevel(surface, thumb, skin, sunken=False)


def _draw_labels(surface: pygame.Surface, scene) -> None:
    """Row numbers left of the board and column letters above it, as cell names use them."""
    lay = scene.layout
    color = scene.ctx.skin.colors["text"]
    size = scene.view.cell
    ox, oy = scene.origin()
    clip = surface.get_clip()
    surface.set_clip(lay.row_labels)
    first, last = scene.scroll[1] // size, (scene.scroll[1] + lay.viewport.h - 1) // size
    for row in range(first, min(last, scene.board.rows - 1) + 1):
        y = oy + row * size + size // 2
        text.blit_text(
            surface, str(row + 1), (lay.row_labels.right - 2, y), color, anchor="midright"
        )
    surface.set_clip(lay.col_labels)
    first, last = scene.scroll[0] // size, (scene.scroll[0] + lay.viewport.w - 1) // size
    two_lines = lay.col_labels.h > text.line_height() + LABEL_GAP
    for col in range(first, min(last, scene.board.cols - 1) + 1):
        x = ox + col * size + size // 2
        y = lay.col_labels.bottom - 1 - (text.line_height() if two_lines and col % 2 else 0)
        text.blit_text(surface, column_letters(col), (x, y), color, anchor="midbottom")
    surface.set_clip(clip)


def _draw_messages(surface: pygame.Surface, scene) -> None:
    """The message in the strip under the board; the full text when the pointer rests on it."""
    skin = scene.ctx.skin
    strip = scene.layout.status
    if scene.message:
        marks.draw_status(surface, skin, scene.message, strip)
        if strip.collidepoint(scene.mouse_pos) and marks.status_shortened(scene.message, strip):
            marks.draw_full_text(surface, skin, scene.message, strip)
    grid = scene.probabilities.grid
    if scene.show_probabilities and not scene.board.over and not scene.menu_bar.active:
        cell = scene.cell_at(scene.mouse_pos)
        if cell is not None and grid is not None and grid[cell[0]][cell[1]] is not None:
            p = grid[cell[0]][cell[1]]
            label = f"{cell_name(*cell)}: {p * 100:.1f}% mine"
            marks.draw_tooltip(surface, skin, label, scene.mouse_pos)


def draw_badges(surface: pygame.Surface, scene) -> None:
    """Badges right to left at the end of the menu bar, most important first; one that would
    reach the menu titles is left out rather than drawn over them."""
    menu = scene.layout.menu
    titles_end = max((rect.right for rect in scene.menu_bar.titles), default=menu.x)
    x = menu.right - 4
    for badge in scene.badges():
        width = text.text_width(badge, bold=True)
        if x - width < titles_end + 6:
            break
        rect = text.blit_text(
            surface,
            badge,
            (x, menu.centery),
            scene.ctx.skin.colors["accent"],
            bold=True,
            anchor="midright",
        )
        x = rect.left - 6
