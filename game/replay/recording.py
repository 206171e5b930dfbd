"""A game played through our session as the community's video (what an EVF file holds).

The session keeps one input log and knows no file format; this maps that log onto the
community's raw mouse events and the game's facts onto a `Video` (`encode_evf` writes it).

>>> from game.session.inputs import Input, Mouse, Source
>>> from game.model import Action
>>> log = [Input(0, Mouse.LEFT_PRESS, 8, 8), Input(90, Mouse.LEFT_RELEASE, 8, 8),
...        Input(700, None, 24, 8, Source.KEYBOARD, Action.FLAG)]
>>> [(t, kind.value) for t, kind, _, _ in community_events(log)]
[(0, 'lc'), (90, 'lr'), (700, 'rc'), (700, 'rr')]
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.model import Action, Status
from game.replay.evf import SOFTWARE
from game.replay.export import EVF_SUFFIX, write_evf
from game.replay.video import NO_GUESS_MODE, GameMode, MouseEvent, Video, VideoFlags
from game.session.inputs import CELL_PX, CLICK_OF, Input, Mouse, Source
from game.session.recorded import RecordedGame

EVF_MAX_SIDE = 255
"""The most rows and columns an EVF file holds."""


def community_events(log: Iterable[Input]) -> list[tuple[int, Mouse, int, int]]:
    """The log as the community's raw mouse events (time ms, event, x, y), for EVF.

    Actions from the keyboard, a hint or the auto-player become a press and release
    at the cell's centre; a left click that chorded on a number becomes a middle
    click; a first click that waited for a no-guess layout is released when the
    layout arrived. Undo has no equivalent and is left out (such games are assisted).
    """
    events: list[tuple[int, Mouse, int, int]] = []
    held: tuple[int, int, int] | None = None
    last_left_press: int | None = None
    for entry in log:
        t, x, y = entry.time_ms, entry.x, entry.y
        if entry.mouse is not None:
            if entry.mouse is Mouse.LEFT_PRESS:
                last_left_press = len(events)
            if entry.action is Action.CHORD and entry.mouse is Mouse.LEFT_RELEASE:
                if last_left_press is not None:
                    pressed_at, _, px, py = events[last_left_press]
                    events[last_left_press] = (pressed_at, Mouse.MIDDLE_PRESS, px, py)
                events.append((t, Mouse.MIDDLE_RELEASE, x, y))
            elif entry.action is Action.REVEAL:
                held = (t, x, y)
            else:
                events.append((t, entry.mouse, x, y))
        elif entry.source is Source.LAYOUT:
            if held is not None:
                events.append((t, Mouse.LEFT_RELEASE, held[1], held[2]))
                held = None
            else:
                events += [(t, Mouse.LEFT_PRESS, x, y), (t, Mouse.LEFT_RELEASE, x, y)]
        elif entry.action is not None:
            press, release = CLICK_OF[entry.action]
            events += [(t, press, x, y), (t, release, x, y)]
    return events


def game_video(game: RecordedGame) -> Video:
    """The game as the community's replay, from its log (any board size)."""
    board = game.board
    mines = tuple(
        tuple(board.cell(r, c).mine for c in range(board.cols)) for r in range(board.rows)
    )
    events = tuple(MouseEvent(t, event, x, y) for t, event, x, y in community_events(game.log))
    flags = VideoFlags(
        won=board.status is Status.WON,
        assisted=game.assisted or game.undo_used,
        keyboard=any(entry.source is Source.KEYBOARD for entry in game.log),
        no_flags=game.metrics().nf,
        question_marks=game.setup.question_marks,
        category=game.category(),
        counted=game.counts_for_records(),
        challenge=game.setup.challenge,
    )
    end_us = round(time.time() * 1_000_000)
    return Video(
        mines,
        events,
        game.elapsed_ms,
        CELL_PX,
        flags,
        NO_GUESS_MODE if game.setup.no_guess else GameMode.STANDARD,
        software=SOFTWARE,
        start_us=end_us - game.elapsed_ms * 1000,
        end_us=end_us,
        bbbv=board.three_bv,
    )


@dataclass(frozen=True)
class EvfFile:
    """A finished game's EVF copy, as the session's store writes it beside the game's
    replay (the session's `VideoFile`)."""

    video: Video
    suffix: str = EVF_SUFFIX

    def write(self, path: Path) -> Path:
        """Write it (and its side file) atomically; ValueError when EVF cannot hold the
        game, OSError when it cannot be written now."""
        return write_evf(self.video, path)


def evf_video(game: RecordedGame) -> EvfFile | None:
    """The `UserDataStore`'s video maker: the game's EVF copy, or None where EVF cannot
    hold the game (boards over 255 a side, undo, which no community format knows, or no
    mines laid yet)."""
    board = game.board
    if board.rows > EVF_MAX_SIDE or board.cols > EVF_MAX_SIDE:
        return None
    if game.undo_used or not board.laid:
        return None
    return EvfFile(game_video(game))
