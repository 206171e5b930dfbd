"""Drawing the play screen from one `PlayFrame`: frame, HUD, board, marks, messages, menu
bar.

A function of the frame (and drawing's own sprite cache, the `BoardView`): it never sees
the scene or the session and never changes the game.
"""

from __future__ import annotations

import pygame

from game.solver.cells import column_letters
from game.ui import marks, text
from game.ui.board_view import BoardView
from game.ui.counters import draw_counters
from game.ui.hud import draw_face, draw_led
from game.ui.menu_bar import draw_menu
from game.ui.play_frame import PlayFrame
from game.ui.play_layout import LABEL_GAP, PlayLayout
from game.ui.proof_panel import draw_proof_panel, draw_step_cells
from game.ui.side_panel import PanelLayout
from game.ui.widgets import bevel, nine


def draw_play(surface: pygame.Surface, frame: PlayFrame, view: BoardView) -> None:
    """Everything the play screen shows, bottom to top; `view` is the board's sprite cache."""
    skin = frame.skin
    lay = frame.layout
    surface.fill(skin.colors["background"])
    nine(surface, skin, "frame_outer", lay.frame)
    nine(surface, skin, "frame_inset", lay.hud)
    draw_led(surface, skin, lay.counter.topleft, frame.mines_left, lay.digits)
    draw_face(surface, skin, lay.face, frame.face)
    draw_led(surface, skin, lay.timer.topleft, frame.seconds, lay.digits)
    nine(surface, skin, "frame_inset", lay.board_frame)
    view.draw(surface, lay.viewport, frame.scroll, frame.board, frame.pressed)
    clip = surface.get_clip()
    surface.set_clip(lay.viewport)
    _draw_marks(surface, frame)
    surface.set_clip(clip)
    if lay.scrollable:
        _draw_scrollbars(surface, frame)
    surface.set_clip(clip)
    if lay.row_labels.w:
        _draw_labels(surface, frame)
    if frame.counters and isinstance(lay, PanelLayout):
        draw_counters(surface, skin, lay.side, list(frame.counters))
    _draw_messages(surface, frame)
    if frame.proof is not None and lay.panel.h:
        draw_proof_panel(surface, skin, lay.panel, frame.proof, frame.proof_hover)
    draw_menu(surface, skin, frame.menu)
    draw_badges(surface, frame)


def _draw_marks(surface: pygame.Surface, frame: PlayFrame) -> None:
    skin, origin = frame.skin, frame.origin
    if frame.probabilities is not None:
        marks.draw_probabilities(surface, skin, frame.probabilities, origin, frame.layout.viewport)
    if frame.verdict is not None:
        marks.draw_verdict(surface, skin, frame.verdict.safe, frame.verdict.suspect, origin)
    if frame.exploded is not None:
        marks.draw_exploded(surface, skin, *frame.exploded, origin)
    move = frame.hint
    if move is not None:
        marks.draw_hint(surface, skin, (move.row, move.col), move.clues, origin, move.certain)
        if frame.proof_hover is not None:
            draw_step_cells(surface, skin, move, frame.proof_hover, origin)
    if frame.cursor is not None:
        marks.draw_cursor(surface, skin, *frame.cursor, origin)


def scroll_thumbs(lay: PlayLayout, scroll: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
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


def _draw_scrollbars(surface: pygame.Surface, frame: PlayFrame) -> None:
    """Sunken tracks beside the board with raised thumbs: where the view is on the board."""
    lay, skin = frame.layout, frame.skin
    for track, thumb in zip((lay.hbar, lay.vbar), scroll_thumbs(lay, frame.scroll), strict=True):
        if not track.w or not track.h:
            continue
        pygame.draw.rect(surface, skin.colors["background"], track)
        bevel(surface, track, skin, sunken=True)
        pygame.draw.rect(surface, skin.colors["accent"], thumb)
        bevel(surface, thumb, skin, sunken=False)


def _draw_labels(surface: pygame.Surface, frame: PlayFrame) -> None:
    """Row numbers left of the board and column letters above it, as cell names use them."""
    lay = frame.layout
    color = frame.skin.colors["text"]
    size = frame.cell
    ox, oy = frame.origin
    rows, cols = frame.shape
    clip = surface.get_clip()
    surface.set_clip(lay.row_labels)
    first, last = frame.scroll[1] // size, (frame.scroll[1] + lay.viewport.h - 1) // size
    for row in range(first, min(last, rows - 1) + 1):
        y = oy + row * size + size // 2
        text.blit_text(
            surface, str(row + 1), (lay.row_labels.right - 2, y), color, anchor="midright"
        )
    surface.set_clip(lay.col_labels)
    first, last = frame.scroll[0] // size, (frame.scroll[0] + lay.viewport.w - 1) // size
    two_lines = lay.col_labels.h > text.line_height() + LABEL_GAP
    for col in range(first, min(last, cols - 1) + 1):
        x = ox + col * size + size // 2
        y = lay.col_labels.bottom - 1 - (text.line_height() if two_lines and col % 2 else 0)
        text.blit_text(surface, column_letters(col), (x, y), color, anchor="midbottom")
    surface.set_clip(clip)


def _draw_messages(surface: pygame.Surface, frame: PlayFrame) -> None:
    """The message in the strip under the board; the full text when the pointer rests on it;
    the probability under the pointer."""
    skin = frame.skin
    strip = frame.layout.status
    if frame.message:
        marks.draw_status(surface, skin, frame.message, strip)
        if strip.collidepoint(frame.mouse_pos) and marks.status_shortened(frame.message, strip):
            marks.draw_full_text(surface, skin, frame.message, strip)
    if frame.tooltip:
        marks.draw_tooltip(surface, skin, frame.tooltip, frame.mouse_pos)


def draw_badges(surface: pygame.Surface, frame: PlayFrame) -> None:
    """Badges right to left at the end of the menu bar, most important first; one that would
    reach the menu titles is left out rather than drawn over them."""
    menu = frame.layout.menu
    titles_end = frame.menu.titles_end
    x = menu.right - 4
    for badge in frame.badges:
        width = text.text_width(badge, bold=True)
        if x - width < titles_end + 6:
            break
        rect = text.blit_text(
            surface,
            badge,
            (x, menu.centery),
            frame.skin.colors["accent"],
            bold=True,
            anchor="midright",
        )
        x = rect.left - 6
