"""Nine-slice drawing: a small frame sprite stretched to any rectangle.

The four corners (``corner`` pixels square) are copied as they are; the four
edges and the centre are stretched with nearest-neighbour scaling, so pixel
art bevels stay crisp at every size.
"""

from __future__ import annotations

import pygame


def draw_nine_slice(
    target: pygame.Surface, sprite: pygame.Surface, rect: pygame.Rect, corner: int
) -> None:
    """Draw ``sprite`` stretched over ``rect`` on ``target``, keeping its corners intact.

    A rectangle smaller than two corners shrinks the corners to fit; an empty
    rectangle draws nothing.
    """
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    src_w, src_h = sprite.get_size()
    c = max(0, min(corner, rect.width // 2, rect.height // 2, src_w // 2, src_h // 2))
    src_cols = (0, c, src_w - c, src_w)
    src_rows = (0, c, src_h - c, src_h)
    dst_cols = (rect.left, rect.left + c, rect.right - c, rect.right)
    dst_rows = (rect.top, rect.top + c, rect.bottom - c, rect.bottom)
    for row in range(3):
        for col in range(3):
            src = pygame.Rect(
                src_cols[col],
                src_rows[row],
                src_cols[col + 1] - src_cols[col],
                src_rows[row + 1] - src_rows[row],
            )
            dst = pygame.Rect(
                dst_cols[col],
                dst_rows[row],
                dst_cols[col + 1] - dst_cols[col],
                dst_rows[row + 1] - dst_rows[row],
            )
            if src.width <= 0 or src.height <= 0 or dst.width <= 0 or dst.height <= 0:
                continue
            piece = sprite.subsurface(src)
            if src.size != dst.size:
                piece = pygame.transform.scale(piece, dst.size)
            target.blit(piece, dst)
