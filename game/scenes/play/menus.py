"""The play scene's menu bar: Game, Assist and Help, with their shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_
from game.model import DIFFICULTIES, PLAYING, Difficulty
from game.scenes.keys import Command
from game.scenes.play.parts import PlayControl
from game.ui.menu_bar import Entry


def play_menus(
    scene: PlayControl, commands: dict[Command, Callable[[], None]]
) -> list[tuple[str, list[Entry]]]:
    """Menus acting on a play scene through its command table; checked and enabled states
    are read when drawn."""
    ctx = scene.ctx
    nav = ctx.navigator

    def switch(d: Difficulty) -> Callable[[], None]:
        return lambda: scene.switch_difficulty(d)

    def chosen(d: Difficulty) -> Callable[[], bool]:
        return lambda: scene.difficulty == d

    game = [
        Entry(N_("New game"), commands[Command.NEW_GAME], "F2", enabled=lambda: not scene.analysis),
        Entry(),
    ]
    game += [Entry(d.label, switch(d), checked=chosen(d)) for d in DIFFICULTIES.values()]
    game += [
        Entry(N_("Custom…"), nav.custom, checked=lambda: scene.difficulty.is_custom),
        Entry(N_("Challenge…"), nav.challenges),
        Entry(
            N_("Ghost"),
            commands[Command.GHOST],
            "G",
            enabled=lambda: scene.race is not None,
            checked=lambda: scene.race is not None and scene.race.shown,
        ),
        Entry(),
        Entry(N_("Statistics"), nav.stats, "S"),
        Entry(N_("Settings"), commands[Command.SETTINGS], "O"),
        Entry(),
        Entry(N_("Title screen"), commands[Command.TITLE], N_("Esc")),
        Entry(N_("Exit"), ctx.quit, "Alt+F4"),
    ]
    assist = [
        Entry(N_("Hint"), commands[Command.HINT], "H", enabled=scene.can_assist),
        Entry(
            N_("Probabilities"),
            commands[Command.PROBABILITIES],
            "T",
            checked=lambda: scene.ui.show_probabilities,
        ),
        Entry(
            N_("Auto-play"),
            commands[Command.AUTO],
            "A",
            enabled=scene.can_assist,
            checked=lambda: scene.assists.auto.running,
        ),
        Entry(N_("Faster"), commands[Command.FASTER], "+"),
        Entry(N_("Slower"), commands[Command.SLOWER], "-"),
        Entry(),
        Entry(
            N_("Undo"), commands[Command.UNDO], N_("Ctrl+Z"), enabled=lambda: scene.session.can_undo
        ),
        Entry(N_("Export position"), commands[Command.EXPORT], "E"),
    ]
    help_menu = [
        Entry(N_("Controls and about"), commands[Command.ABOUT], "F1"),
        Entry(
            N_("Pause"),
            commands[Command.PAUSE],
            "P",
            enabled=lambda: scene.board.status == PLAYING,
        ),
        Entry(N_("Sound"), commands[Command.MUTE], "M", checked=lambda: not ctx.audio.muted),
    ]
    return [(N_("Game"), game), (N_("Assist"), assist), (N_("Help"), help_menu)]
