"""The play scene's menu bar: Game, Assist and Help, with their shortcuts."""

from __future__ import annotations

from game.model import DIFFICULTIES, PLAYING
from game.scenes.navigation import open_about, open_custom, open_settings, open_stats, to_title
from game.ui.menu_bar import Entry


def play_menus(scene) -> list[tuple[str, list[Entry]]]:
    """Menus acting on a play scene; checked and enabled states are read when drawn."""
    ctx = scene.ctx
    game = [Entry("New game", scene.new_game, "F2", enabled=lambda: not scene.analysis), Entry()]
    game += [
        Entry(
            d.label,
            lambda d=d: scene.switch_difficulty(d),
            checked=lambda d=d: scene.difficulty == d,
        )
        for d in DIFFICULTIES.values()
    ]
    game += [
        Entry("Custom…", lambda: open_custom(ctx), checked=lambda: scene.difficulty.is_custom),
        Entry(),
        Entry("Statistics", lambda: open_stats(ctx), "S"),
        Entry("Settings", lambda: open_settings(ctx), "O"),
        Entry(),
        Entry("Title screen", lambda: to_title(ctx), "Esc"),
        Entry("Exit", ctx.quit, "Alt+F4"),
    ]
    assist = [
        Entry("Hint", scene.press_hint, "H", enabled=scene.can_assist),
        Entry(
            "Probabilities",
            scene.toggle_probabilities,
            "T",
            checked=lambda: scene.show_probabilities,
        ),
        Entry(
            "Auto-play",
            scene.toggle_auto,
            "A",
            enabled=scene.can_assist,
            checked=lambda: scene.auto.running,
        ),
        Entry("Faster", lambda: scene.auto_speed(5), "+"),
        Entry("Slower", lambda: scene.auto_speed(-5), "-"),
        Entry(),
        Entry("Undo", scene.undo, "Ctrl+Z", enabled=lambda: scene.session.can_undo),
        Entry("Export position", scene.export, "E"),
    ]
    help_menu = [
        Entry("Controls and about", lambda: open_about(ctx), "F1"),
        Entry("Pause", scene.pause_game, "P", enabled=lambda: scene.board.status == PLAYING),
        Entry("Sound", scene.toggle_mute, "M", checked=lambda: not ctx.audio.muted),
    ]
    return [("Game", game), ("Assist", assist), ("Help", help_menu)]
