"""Where the play screen's parts are: the layout for the window, the zoom, the board, the
labels, the live counters and the panel that asks for room (game/ui/play_layout.py), and
what makes it change."""

from __future__ import annotations

from game.i18n import generation
from game.scenes.play.parts import PlayControl
from game.ui.play_layout import PlayLayout, compute_layout, counter_digits


def layout_key(scene: PlayControl) -> tuple[object, ...]:
    """Everything the layout depends on: when it changes, the screen is laid out again."""
    look = scene.look()
    return (
        scene.window_size(),
        look.zoom,
        id(look.skin),
        generation(),
        scene.ctx.settings.labels,
        scene.counters(),
        id(scene.ui.panel),
        id(scene.board),
    )


def play_layout(scene: PlayControl) -> PlayLayout:
    """The play screen laid out in the window as it is now."""
    board = scene.board
    return compute_layout(
        scene.look(),
        board.rows,
        board.cols,
        scene.window_size(),
        digits=counter_digits(board.mines),
        labels=scene.ctx.settings.labels,
        panel=scene.ui.panel,
        counters=[counter.label for counter in scene.counters()],
    )
