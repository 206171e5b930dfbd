"""Replays as input logs: a community video (or our own replay) becomes a game setup and
the inputs a session is fed again, so every replay is watched through the same rules.
"""

from __future__ import annotations

from game.replay.video import Video
from game.session.inputs import CELL_PX, PLAIN, PRESS_OF, Input, Mouse
from game.session.setup import GameSetup
from game.storage.gamelog import GameLog, GameLogError, replay_log


def video_inputs(video: Video) -> tuple[GameSetup, list[Input]]:
    """The setup and inputs that replay a community video on our board.

    Pointer positions are rescaled to CELL_PX per cell; a pre-flag ("pf", a flag placed
    before the recording started) becomes a right click. The right button only flags and
    unflags, as ms-toollib reads every video, whether or not the game cycled through
    question marks: the figures are the community's. The events that only say that a
    button changed ("cc", "l", "r", "m": Metasweeper and older converters write them) are
    read with the buttons' state, as the EVF specification asks: "cc" presses the button
    that is up while the other is down (a chord's second button), "l" / "r" / "m" press
    the button when it is up and release it when it is down.
    """
    layout = tuple("".join("*" if mine else "." for mine in row) for row in video.mines)
    setup = GameSetup(
        video.rows,
        video.cols,
        video.mine_count,
        layout=layout,
        chord_on_number=False,
    )
    start = video.events[0].time_ms if video.events else 0
    inputs: list[Input] = []
    down: set[Mouse] = set()
    cell_px = video.cell_px
    width, height = video.cols * cell_px, video.rows * cell_px
    for event in video.events:
        t = max(0, event.time_ms - start)
        x_px, y_px = event.x_px, event.y_px
        if 0 <= x_px < width and 0 <= y_px < height:  # `Video.on_board`, read once
            x, y = x_px * CELL_PX // cell_px, y_px * CELL_PX // cell_px
        else:
            x = y = -1
        if event.kind is Mouse.MOVE:  # most events: no button changes
            inputs.append(Input(t, Mouse.MOVE, x, y))
            continue
        for kind in _plain_kinds(event.kind, down):
            inputs.append(Input(t, kind, x, y))
    return setup, inputs


_BUTTON_OF = {
    Mouse.LEFT: (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE),
    Mouse.RIGHT: (Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE),
    Mouse.MIDDLE: (Mouse.MIDDLE_PRESS, Mouse.MIDDLE_RELEASE),
}


def _plain_kinds(kind: Mouse, down: set[Mouse]) -> list[Mouse]:
    """The plain press / release / move events one recorded event stands for, given the
    presses still `down` (updated)."""
    if kind is Mouse.PRE_FLAG:
        return [Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE]
    if kind is Mouse.CHORD_PRESS:
        if Mouse.LEFT_PRESS in down and Mouse.RIGHT_PRESS not in down:
            kinds = [Mouse.RIGHT_PRESS]
        elif Mouse.RIGHT_PRESS in down and Mouse.LEFT_PRESS not in down:
            kinds = [Mouse.LEFT_PRESS]
        elif not down:
            kinds = [Mouse.LEFT_PRESS, Mouse.RIGHT_PRESS]
        else:
            kinds = []
    elif kind in _BUTTON_OF:
        press, release = _BUTTON_OF[kind]
        kinds = [release if press in down else press]
    elif kind in PLAIN:
        kinds = [kind]
    else:
        kinds = []
    for plain in kinds:
        if plain in PRESS_OF:
            down.discard(PRESS_OF[plain])
        elif plain is not Mouse.MOVE:
            down.add(plain)
    return kinds


def log_inputs(log: GameLog, chord_on_number: bool) -> tuple[GameSetup, list[Input]]:
    """The setup and inputs of one of our own replays."""
    setup = GameSetup.from_log(log, chord_on_number)
    return setup, [Input.from_row(list(row)) for row in log.inputs]


def watchable(replay: object, chord_on_number: bool) -> tuple[GameSetup, list[Input]]:
    """The setup and inputs of a loaded replay: a community `Video`, our own game log, or
    our own replay document (either version). ValueError (one line) when there is nothing
    to watch. Files are opened by `game.replay.watch.open_replay`."""
    if isinstance(replay, Video):
        return video_inputs(replay)
    if isinstance(replay, GameLog):
        return log_inputs(replay, chord_on_number)
    try:
        log = replay_log(replay)
    except (GameLogError, TypeError, ValueError, KeyError) as error:
        raise ValueError(f"not a replay this game can show ({error})") from None
    if log.layout is None:
        raise ValueError("the replay ends before the first click: nothing to watch")
    return log_inputs(log, chord_on_number)
