"""The system clipboard, through pygame-ce's clipboard functions (`pygame.scrap`'s text
calls, SDL's clipboard): copy a challenge code or a result line, paste a code.

Where there is no clipboard (no window yet, a system that refuses), copying says False
and pasting gives None: the caller tells the player, nothing raises.
"""

from __future__ import annotations

import pygame
import pygame.scrap

MAX_PASTE = 4096  # a paste longer than this is not a code: only its start is read


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard; False when it could not be done."""
    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        return False
    return True


def paste_text() -> str | None:
    """The text on the clipboard (None when there is none or it cannot be read)."""
    try:
        text = pygame.scrap.get_text()
    except pygame.error:
        return None
    return text[:MAX_PASTE] if text else None
