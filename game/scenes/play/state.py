"""The player's interface state on the play screen (Tatham's `game_ui`): what is not the
game itself but changes with the player's input. The game is the session; what drawing
needs is a `PlayFrame` built from both (game/scenes/play/frames.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.ui.menu_bar import MenuState
from game.ui.play_layout import PanelNeed

MESSAGE_SECONDS = 4.0


@dataclass
class PlayUi:
    """Cursor, the face held down, the pointer, scroll offsets, the open drop-down menu (the
    menu bar reads and changes `menu`), the message line (and who hears it said), the
    probabilities shown, and the panel that asks for room beside or under the board (the
    result, a hint's proof).

    The zoom is the window's (every screen draws at it, and settings keep it), not the play
    screen's: `ctx.display`.
    """

    cursor: tuple[int, int] | None = None
    face_held: bool = False
    mouse_pos: tuple[int, int] = (-1, -1)
    scroll: tuple[int, int] = (0, 0)
    message: str = ""
    message_left: float = 0.0
    show_probabilities: bool = False
    result_shown: bool = False
    panel: PanelNeed | None = None
    proof_first: int = 0  # the proof panel's first line shown (it scrolls)
    menu: MenuState = field(default_factory=MenuState)
    listener: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

    def say(self, message: str, seconds: float = MESSAGE_SECONDS, *, aloud: bool = True) -> None:
        """Show a one-line message for a few seconds ("" clears it); `listener` (screen
        readers, the game's voice) hears it too unless it is only a progress line."""
        self.message = message
        self.message_left = seconds if message else 0.0
        if message and aloud and self.listener is not None:
            self.listener(message)

    def tick(self, dt: float) -> None:
        """Let the message's time run; it disappears when its time is up."""
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
