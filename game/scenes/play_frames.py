"""When the play scene next needs a frame: the loop sleeps until then unless input comes.

Something moving (a cell held down, the auto-player, a no-guess board being made, live
counters over a running clock) needs every frame; otherwise the picture changes only at
the clock's next visible second, when a message expires, or when a worker may have
finished. Under an overlay (a pause, a result, a menu) the play scene gets no updates and
its clock is stopped: it needs no frame at all.
"""

from __future__ import annotations

from game.engine.scene import IDLE, MOVING, WORKER_POLL
from game.model import PLAYING

TICK_MARGIN = 0.001  # wake just after the LED's second has turned, never just before it


class PlayFrames:
    """Mixin for the play scene: `next_frame()` (see game.engine.scene.Scene)."""

    def next_frame(self) -> float:
        """Seconds until the play screen changes by itself; MOVING while something moves."""
        if self.ctx.stack.top is not self:
            return IDLE  # under an overlay: no updates, the clock stopped, nothing changes
        session = self.session
        if self.auto.running or self.job is not None or session.held_cells():
            return MOVING
        waits = [IDLE]
        if self.message_left > 0:
            waits.append(self.message_left)
        if self.hint.job is not None or self.probabilities.job is not None:
            waits.append(WORKER_POLL)
        if self.ctx.records.pending or self.ctx.replays.waiting:
            waits.append(max(self.retry_left, 0.0))
        if self.board.status == PLAYING and not self.analysis:
            if self.counters():
                return MOVING  # live time to the hundredth
            if self.shown_seconds() < 10**self.layout.digits - 1:
                waits.append((1000 - session.elapsed_ms % 1000) / 1000 + TICK_MARGIN)
        return min(waits)
