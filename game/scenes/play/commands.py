"""The play scene's commands (keys and menus) and the typed table that dispatches them:
every `Command` of the keymap (game/scenes/keys.py) has exactly one action here."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.model import PLAYING, Action
from game.scenes.keys import Command
from game.scenes.play.assist_jobs import Act
from game.scenes.play.parts import PlayControl
from game.session import Source
from game.storage import export_position

AUTO_STEP = 5  # moves per second added or taken by + and -


class PlayCommands:
    """Hint, probabilities, auto-player, export, sound, pause and the other screens."""

    def __init__(self, scene: PlayControl) -> None:
        self.scene = scene

    def table(self) -> dict[Command, Callable[[], None]]:
        """What each command does (key presses and the menus go through this table)."""
        scene, nav = self.scene, self.scene.ctx.navigator
        return {
            Command.NEW_GAME: scene.new_game,
            Command.TITLE: nav.title,
            Command.ABOUT: nav.about,
            Command.RELOAD_SKIN: self.reload_skin,
            Command.MENU: self.open_menu,
            Command.HINT: self.press_hint,
            Command.PROBABILITIES: self.toggle_probabilities,
            Command.AUTO: self.toggle_auto,
            Command.FASTER: lambda: scene.assists.auto_speed(AUTO_STEP),
            Command.SLOWER: lambda: scene.assists.auto_speed(-AUTO_STEP),
            Command.EXPORT: self.export,
            Command.MUTE: self.toggle_mute,
            Command.PAUSE: self.pause_game,
            Command.STATS: scene.open_stats,
            Command.SETTINGS: nav.settings,
            Command.UNDO: scene.undo,
            Command.READ_ROW: scene.access.read_row,
            Command.READ_COLUMN: scene.access.read_column,
            Command.READ_AROUND: scene.access.read_around,
            Command.READ_STATUS: scene.access.read_status,
            Command.READ_PROOF: scene.access.read_proof,
            Command.READ_PROBABILITY: scene.access.read_probability,
            Command.NEXT_COVERED: scene.access.next_covered,
            Command.GHOST: self.toggle_ghost,
        }

    def assist_act(self, source: Source) -> Act:
        """An `Act` for the hint or the auto-player: through the session, then the sounds
        and the end of the game; True when the board changed."""
        scene = self.scene

        def act(action: Action, cell: tuple[int, int]) -> bool:
            effect = scene.session.act(source, action, cell)
            scene.after(effect)
            return effect is not None

        return act

    def toggle_ghost(self) -> None:
        """Show or hide the ghost of the run being raced (a board played before)."""
        scene = self.scene
        if scene.race is None:
            scene.ui.say(_("A ghost races on a board played before: a challenge, or a replay's"))
            return
        scene.ui.say(scene.race.toggle())
        if scene.race.race is not None:  # the choice holds for the next games on this board
            scene.ghost_wanted = scene.race.shown

    def press_hint(self) -> None:
        """Hint: first press marks and explains, second press opens a certain cell."""
        scene = self.scene
        if not scene.can_assist():
            scene.ui.say(_("Open a cell first: the hint reads the numbers you can see"))
            return
        scene.assists.press_hint(scene.session, self.assist_act(Source.HINT))

    def toggle_probabilities(self) -> None:
        """Show or hide every covered cell's mine probability."""
        self.scene.assists.toggle_probabilities(self.scene.session, self.scene.analysis)

    def toggle_auto(self) -> None:
        """Start or stop the auto-player."""
        self.scene.assists.toggle_auto(self.scene.session, self.scene.can_assist())

    def export(self) -> None:
        """Save the visible position as a .mine file and tell the player where."""
        try:
            path = export_position(self.scene.board.to_position())
        except OSError as error:
            self.scene.ui.say(_("Export failed: {error}").format(error=error))
            return
        print(path, flush=True)
        self.scene.ui.say(_("Position saved to {path}").format(path=path))

    def toggle_mute(self) -> None:
        """Sound on or off (remembered)."""
        ctx = self.scene.ctx
        ctx.update_settings(sound=ctx.audio.muted)
        self.scene.ui.say(_("Sound on") if not ctx.audio.muted else _("Sound off"))

    def pause_game(self) -> None:
        """Hide the board and stop the clock until any key or click (the only thing that
        stops the clock)."""
        scene = self.scene
        if scene.board.status == PLAYING and scene.on_top() and not scene.analysis:
            scene.session.pause()
            scene.ctx.navigator.pause(scene)

    def open_menu(self) -> None:
        """F10: open the menu bar."""
        self.scene.menu_bar.open(0)

    def reload_skin(self) -> None:
        """F5: reload the skin from disk so a modder sees changes at once."""
        scene = self.scene
        scene.ui.say(scene.ctx.reload_skin())
        scene.view.set_skin(scene.ctx.skin)
        scene.relayout()
