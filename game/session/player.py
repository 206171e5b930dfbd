"""Watching a recorded game: a session fed the recorded inputs up to a playback time.

The replay viewer's whole logic, without pygame. A `ReplayPlayer` keeps a playback
time on its own fake clock and a session that has been fed every input up to that time,
so the board, the held cells, the pointer and the live figures are the session's own.
Going forward feeds the inputs that became due; going back rebuilds the session from the
start and feeds again, so any seek costs time in proportion to the replay's length and
never more (a 100,000-event replay plays to its end in about 0.15 s: `python -m game.bench replay`).

>>> from game.session.inputs import Mouse
>>> setup = GameSetup(1, 3, 1, layout=("..*",))
>>> inputs = [Input(0, Mouse.LEFT_PRESS, 8, 8), Input(900, Mouse.LEFT_RELEASE, 8, 8)]
>>> player = ReplayPlayer(setup, inputs)
>>> player.advance(0.5); player.position, player.session.board.opened
(1, 0)
>>> player.advance(0.5); player.position, player.session.board.opened
(2, 2)
>>> player.seek_index(1); player.session.board.opened, player.time_ms
(0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from game.model.figures import Metrics
from game.session.clock import FakeClock
from game.session.inputs import Input
from game.session.session import GameSession
from game.session.setup import GameSetup
from game.session.store import MemoryStore

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
"""The playback speeds, slowest first (1 = as played)."""

LEAD_MS = 1000
"""How much of the idle time before the first click is still shown (the rest is skipped)."""


def play_inputs(setup: GameSetup, inputs: Sequence[Input]) -> GameSession:
    """A fresh session fed every input in order (nothing saved); the game at its end."""
    clock = FakeClock()
    session = GameSession(setup, clock, MemoryStore(), watching=True)
    for entry in inputs:
        clock.now = max(clock.now, entry.time_ms / 1000)
        session.replay_input(entry)
    return session


class ReplayPlayer:
    """Play, pause, change speed, seek by time or step event by event through a replay."""

    def __init__(self, setup: GameSetup, inputs: Sequence[Input]) -> None:
        self.setup = setup
        self.inputs: tuple[Input, ...] = tuple(inputs)
        self.duration_ms = self.inputs[-1].time_ms if self.inputs else 0
        self.speed_index = SPEEDS.index(1.0)
        self.playing = True
        self._rebuild()
        self.seek_index(len(self.inputs))  # once through: when the game started and ended
        self.first_click_ms = self.session.first_ms
        self.game_ms = self.session.elapsed_ms
        start = self.first_click_ms or 0
        self.origin_ms = start - LEAD_MS if start > LEAD_MS else 0
        """Where the timeline starts: the idle time before the first click is skipped."""
        self.to_start()

    # ------------------------------------------------------------- reading
    @property
    def speed(self) -> float:
        """The playback speed (1 = as played)."""
        return SPEEDS[self.speed_index]

    @property
    def time_ms(self) -> int:
        """Where the playback is, in ms from the start of the recording."""
        return round(self.clock.now * 1000)

    @property
    def skipped_ms(self) -> int:
        """The idle time before the first click that the timeline leaves out."""
        return self.origin_ms

    @property
    def game_time_ms(self) -> int:
        """The game's clock at the playback time: 0 until the first click, then real
        time, never past the game's own time (it stops at the end)."""
        return min(self.session.elapsed_ms, self.game_ms)

    @property
    def finished(self) -> bool:
        """Every input has been fed."""
        return self.position >= len(self.inputs)

    @property
    def fraction(self) -> float:
        """How far through the replay the playback is, 0..1 (for the timeline)."""
        span = self.duration_ms - self.origin_ms
        if span <= 0:
            return 1.0 if self.finished else 0.0
        return max(0.0, min(1.0, (self.time_ms - self.origin_ms) / span))

    def metrics(self) -> Metrics:
        """The live figures at the playback time."""
        return self.session.metrics()

    def pointer(self) -> tuple[int, int] | None:
        """The recorded mouse pointer (board pixels at CELL_PX per cell), or None when the
        last mouse event was off the board or there was none yet."""
        return self._pointer

    # ------------------------------------------------------------ commands
    def toggle(self) -> None:
        """Play or pause; playing again at the end starts from the beginning."""
        if not self.playing and self.finished:
            self.seek_ms(self.origin_ms)
        self.playing = not self.playing

    def change_speed(self, step: int) -> None:
        """Faster (step > 0) or slower, within SPEEDS."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + step))

    def advance(self, seconds: float) -> None:
        """Wall-clock seconds passed: move the playback by that much times the speed."""
        if not self.playing or self.finished:
            return
        self._go_to_ms(self.time_ms + round(seconds * self.speed * 1000))
        if self.finished:
            self.playing = False

    def seek_ms(self, time_ms: int) -> None:
        """Jump to a time (clamped to the replay); every input up to it has been fed."""
        time_ms = max(self.origin_ms, min(self.duration_ms, time_ms))
        if time_ms < self.time_ms:
            self._rebuild()
        self._go_to_ms(time_ms)

    def to_start(self) -> None:
        """Back to the start of the timeline (the idle time before the first click stays
        skipped)."""
        self._rebuild()
        if self.origin_ms:
            self._go_to_ms(self.origin_ms)

    def seek_fraction(self, fraction: float) -> None:
        """Jump to a point on the timeline, 0 (start) to 1 (end)."""
        span = self.duration_ms - self.origin_ms
        self.seek_ms(self.origin_ms + round(max(0.0, min(1.0, fraction)) * span))

    def seek_index(self, count: int) -> None:
        """Exactly the first `count` inputs fed; the playback time is the last one's."""
        count = max(0, min(len(self.inputs), count))
        if count < self.position:
            self._rebuild()
        while self.position < count:
            self._feed_next()
        if count:
            self.clock.now = max(self.clock.now, self.inputs[count - 1].time_ms / 1000)

    def step(self, delta: int) -> None:
        """One event forward (delta 1) or back (-1); the playback pauses."""
        self.playing = False
        self.seek_index(self.position + delta)

    # ----------------------------------------------------------- internals
    def _rebuild(self) -> None:
        self.clock = FakeClock()
        self.session = GameSession(self.setup, self.clock, MemoryStore(), watching=True)
        self.position = 0
        self._pointer: tuple[int, int] | None = None

    def _go_to_ms(self, time_ms: int) -> None:
        inputs, count = self.inputs, len(self.inputs)
        while self.position < count and inputs[self.position].time_ms <= time_ms:
            self._feed_next()
        self.clock.now = min(time_ms, self.duration_ms) / 1000

    def _feed_next(self) -> None:
        entry = self.inputs[self.position]
        self.clock.now = max(self.clock.now, entry.time_ms / 1000)
        self.session.replay_input(entry)
        self.position += 1
        if entry.mouse is not None:
            self._pointer = (entry.x, entry.y) if entry.x >= 0 and entry.y >= 0 else None
