"""Play a replay's board again, its player as the ghost: the replay viewer's B."""

from __future__ import annotations

from typing import Protocol

from game.context import Context
from game.i18n import _
from game.session.player import ReplayPlayer
from game.session.race import replay_race


class Watching(Protocol):
    """What racing needs of the replay viewer."""

    ctx: Context
    player: ReplayPlayer
    name: str

    def say(self, message: str, seconds: float = ...) -> None:
        """A one-line message over the board."""


def race_replay(viewer: Watching) -> None:
    """A game on the replay's board, from the cell its first click opened, with the replay
    beside it as the ghost (a board whose replay holds no layout is said, not played)."""
    player = viewer.player
    try:
        start = replay_race(player.setup, player.inputs, viewer.name, viewer.name)
    except ValueError as error:
        viewer.say(_("This replay's board cannot be raced: {reason}").format(reason=error))
        return
    viewer.ctx.navigator.race(start)
