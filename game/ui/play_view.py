"""Drawing the play screen from one `PlayFrame`: frame, HUD, board, marks, messages, menu
bar.

A function of the frame (and drawing's own sprite cache, the `BoardView`): it never sees
the scene or the session and never changes the game.
"""

from __future__ import annotations

import pygame

from game.solver.cells import column_letters
from game.ui import marks
from game.ui.board_view import BoardView
from game.ui.counters import draw_counters
from game.ui.ghost_view import draw_ghost, draw_start
from game.ui.hud import draw_face, draw_led
from game.ui.look import Look, TextRole
from game.ui.menu_bar import MenuPicture, draw_menu
from game.ui.play_frame import PlayFrame
from game.ui.play_layout import LABEL_GAP, PlayLayout
from game.ui.proof_panel import draw_proof_panel, draw_step_cells
from game.ui.widgets import bevel, nine


def draw_play(surface: pygame.Surface, frame: PlayFrame, view: BoardView) -> None:
    """Everything the play screen shows, bottom to top; `view` is the board's sprite cache."""
    look, lay = frame.look, frame.layout
    draw_board_block(surface, look, lay, frame, view)
    if frame.counters and lay.side.w:
        draw_counters(surface, look, lay.side, list(frame.counters))
    _draw_messages(surface, frame)
    if frame.proof_view is not None and lay.panel.h:
        draw_proof_panel(surface, look, lay.panel, frame.proof_view, frame.proof_hover)
    draw_menu(surface, look, frame.menu)
    draw_badges(surface, look, lay, frame.menu, frame.badges)


def draw_board_block(
    surface: pygame.Surface, look: Look, lay: PlayLayout, frame: PlayFrame, view: BoardView
) -> None:
    """The window's background, the HUD, the board with its marks, labels and scroll bars."""
    skin = look.skin
    surface.fill(skin.colors["background"], lay.frame)
    nine(surface, skin, "frame_outer", lay.frame, scale=look.chrome)
    nine(surface, skin, "frame_inset", lay.hud, scale=look.chrome)
    draw_led(surface, skin, lay.counter, frame.mines_left, lay.digits, lay.hud_scale)
    draw_face(surface, skin, lay.face, frame.face)
    draw_led(surface, skin, lay.timer, frame.seconds, lay.digits, lay.hud_scale)
    nine(surface, skin, "frame_inset", lay.board_frame, scale=look.chrome)
    view.set_cell(lay.cell)
    view.draw(surface, lay.viewport, frame.scroll, frame.board, frame.pressed)
    clip = surface.get_clip()
    surface.set_clip(lay.viewport)
    _draw_marks(surface, frame)
    surface.set_clip(clip)
    if lay.scrollable:
        draw_scrollbars(surface, look, lay, frame.scroll)
    if lay.row_labels.w:
        draw_labels(surface, look, lay, frame.origin, frame.scroll, frame.shape)


def _draw_marks(surface: pygame.Surface, frame: PlayFrame) -> None:
    skin, origin, cell = frame.look.skin, frame.origin, frame.layout.cell
    if frame.probabilities is not None:
        viewport = frame.layout.viewport
        marks.draw_probabilities(surface, skin, frame.probabilities, origin, viewport, cell)
    if frame.verdict is not None:
        verdict = frame.verdict
        marks.draw_verdict(surface, skin, verdict.safe, verdict.suspect, origin, cell)
    if frame.exploded is not None:
        marks.draw_exploded(surface, skin, *frame.exploded, origin, cell)
    move = frame.hint
    if move is not None:
        where = (move.row, move.col)
        marks.draw_hint(surface, skin, where, move.clues, origin, move.certain, cell)
        if frame.proof_hover is not None:
            draw_step_cells(surface, skin, move, frame.proof_hover, origin, cell)
    _draw_race(surface, frame)
    if frame.cursor is not None:
        marks.draw_cursor(surface, skin, *frame.cursor, origin, cell)


def _draw_race(surface: pygame.Surface, frame: PlayFrame) -> None:
    """A challenge's start, and the ghost beside the player (game/ui/ghost_view.py)."""
    colors, lay = frame.look.skin.colors, frame.layout
    if frame.start is not None:
        draw_start(surface, colors["hint"], frame.start, frame.origin, lay.cell)
    if frame.ghost is not None:
        ghost_colors = (colors["accent"], colors["accent"])
        draw_ghost(
            surface, ghost_colors, frame.ghost, frame.board, frame.origin, lay.viewport, lay.cell
        )


def scroll_thumbs(lay: PlayLayout, scroll: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """The thumbs of the horizontal and vertical scroll bars (empty rects when not needed)."""
    view, (board_w, board_h) = lay.viewport, lay.board_size
    hthumb = vthumb = pygame.Rect(0, 0, 0, 0)
    if lay.hbar.w:
        length = max(lay.hbar.h * 2, lay.hbar.w * view.w // board_w)
        x = lay.hbar.x + (lay.hbar.w - length) * scroll[0] // max(1, board_w - view.w)
        hthumb = pygame.Rect(x, lay.hbar.y, length, lay.hbar.h)
    if lay.vbar.h:
        length = max(lay.vbar.w * 2, lay.vbar.h * view.h // board_h)
        y = lay.vbar.y + (lay.vbar.h - length) * scroll[1] // max(1, board_h - view.h)
        vthumb = pygame.Rect(lay.vbar.x, y, lay.vbar.w, length)
    return hthumb, vthumb


def draw_scrollbars(
    surface: pygame.Surface, look: Look, lay: PlayLayout, scroll: tuple[int, int]
) -> None:
    """Sunken tracks beside the board with raised thumbs: where the view is on the board."""
    skin = look.skin
    for track, thumb in zip((lay.hbar, lay.vbar), scroll_thumbs(lay, scroll), strict=True):
        if not track.w or not track.h:
            continue
        pygame.draw.rect(surface, skin.colors["background"], track)
        bevel(surface, track, skin, width=look.chrome, sunken=True)
        pygame.draw.rect(surface, skin.colors["accent"], thumb)
        bevel(surface, thumb, skin, width=look.chrome, sunken=False)


def draw_labels(
    surface: pygame.Surface,
    look: Look,
    lay: PlayLayout,
    origin: tuple[int, int],
    scroll: tuple[int, int],
    shape: tuple[int, int],
) -> None:
    """Row numbers left of the board and column letters above it, as cell names use them."""
    size = lay.cell
    ox, oy = origin
    rows, cols = shape
    clip = surface.get_clip()
    surface.set_clip(lay.row_labels)
    first, last = scroll[1] // size, (scroll[1] + lay.viewport.h - 1) // size
    gap = look.px(LABEL_GAP)
    for row in range(first, min(last, rows - 1) + 1):
        y = oy + row * size + size // 2
        where = (lay.row_labels.right - gap, y)
        look.blit(surface, str(row + 1), where, TextRole.SMALL, anchor="midright")
    surface.set_clip(lay.col_labels)
    first, last = scroll[0] // size, (scroll[0] + lay.viewport.w - 1) // size
    line = look.line(TextRole.SMALL)
    two_lines = lay.col_labels.h > line + gap
    strip = lay.col_labels
    for col in range(first, min(last, cols - 1) + 1):
        letters = column_letters(col)
        half = look.width(letters, TextRole.SMALL) // 2 + 1
        # over its column, kept inside the strip (a wide name over the edge column)
        x = min(max(ox + col * size + size // 2, strip.left + half), strip.right - half)
        y = strip.bottom - gap - (line if two_lines and col % 2 else 0)
        look.blit(surface, letters, (x, y), TextRole.SMALL, anchor="midbottom")
    surface.set_clip(clip)


def _draw_messages(surface: pygame.Surface, frame: PlayFrame) -> None:
    """The message in the strip under the board; the full text when the pointer rests on it;
    the probability under the pointer."""
    look = frame.look
    strip = frame.layout.status
    if frame.message and strip.h:
        marks.draw_status(surface, look, frame.message, strip)
        shortened = marks.status_shortened(look, frame.message, strip)
        if strip.collidepoint(frame.mouse_pos) and shortened:
            marks.draw_full_text(surface, look, frame.message, strip)
    if frame.tooltip:
        marks.draw_tooltip(surface, look, frame.tooltip, frame.mouse_pos)


def badge_room(
    look: Look, lay: PlayLayout, menu: MenuPicture, badges: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The badges that fit at the end of the menu bar (most important first) and those left
    out: one that would reach the menu titles is not drawn over them (the result panel
    shows the left-out ones on a narrow window)."""
    titles_end = menu.titles_end
    gap = look.px(6)
    x = lay.menu.right - gap
    for i, badge in enumerate(badges):
        width = look.width(badge, TextRole.STRONG)
        if x - width < titles_end + gap:
            return badges[:i], badges[i:]
        x -= width + gap
    return badges, ()


def draw_badges(
    surface: pygame.Surface,
    look: Look,
    lay: PlayLayout,
    menu: MenuPicture,
    badges: tuple[str, ...],
) -> None:
    """Badges right to left at the end of the menu bar, those with room (`badge_room`)."""
    gap = look.px(6)
    x = lay.menu.right - gap
    for badge in badge_room(look, lay, menu, badges)[0]:
        where = (x, lay.menu.centery)
        rect = look.blit(surface, badge, where, TextRole.STRONG, "accent", "midright")
        x = rect.left - gap
