"""The play screen for a player who cannot see it: the tree a screen reader reads (the board
as a grid, the cursor's cell focused), what each move changed said aloud, why a move did
nothing, and the reading keys (the row, the column, the numbers around the cursor, mines
left and time, the hint's proof a step a press, the cursor cell's probability, the next
covered cell beside an open number).

What is said goes through `ctx.announcer` (the screen reader's live region, the game's own
voice); what is read comes from the same picture of the board the screen is drawn from.
"""

from __future__ import annotations

from game.a11y.node import Node
from game.a11y.play import PlayTree
from game.a11y.reading import Steps
from game.a11y.words import Cell, change_words, lost_words, refusal, won_words
from game.i18n import _
from game.i18n.formats import percent
from game.model import LOST, WON, Action
from game.scenes.board_reading import board_reader
from game.scenes.keymap import key_label, keymap_in_force
from game.scenes.play.parts import PlayControl
from game.session import Effect, Source
from game.solver.cells import cell_name
from game.ui.board_view import BoardPicture


class PlayAccess:
    """The play screen's tree, announcements and reading keys (one per play scene)."""

    def __init__(self, scene: PlayControl) -> None:
        self.scene = scene
        self.tree = PlayTree(on_focus=self.focus_cell)
        self.reader = board_reader(
            scene.ctx, lambda: self.picture, lambda: scene.ui.cursor, self.focus_cell
        )
        self.steps = Steps()  # the hint's proof, a line a press

    def say(self, text: str) -> None:
        """Say one sentence (screen reader, the game's voice)."""
        self.scene.ctx.announcer.say(text)

    def accessible(self) -> Node:
        """The play screen as a screen reader reads it (what was last drawn)."""
        scene = self.scene
        return self.tree.tree(scene.frame(), top=scene.on_top())

    @property
    def picture(self) -> BoardPicture:
        """What the board shows now."""
        return self.scene.pictures.of(self.scene.board)

    # ----------------------------------------------------------------- moves
    def after(self, effect: Effect | None, before: BoardPicture) -> None:
        """Say what a move changed (against the board as last drawn), or how the game ended."""
        if effect is None:
            return
        session = self.scene.session
        if effect.status == LOST:
            self.say(lost_words(session.board))
        elif effect.status == WON:
            result = session.result
            self.say(won_words(result.metrics if result is not None else session.metrics()))
        else:
            self.say(change_words(before, self.picture))

    def keyboard(self, action: Action) -> None:
        """A move from the keyboard on the cursor's cell (the first key puts the cursor in
        the middle of the board); when it changes nothing, why."""
        scene = self.scene
        cell = scene.ui.cursor
        if cell is None:
            scene.move_cursor(0, 0)
            return
        if scene.assists.job is not None or scene.board.over:
            self.refused()
            return
        keys = keymap_in_force(scene.ctx.settings.keys)
        reason = refusal(
            self.picture,
            action,
            cell,
            chord_on_number=scene.ctx.settings.chord_on_number,
            unflag=_("{cell} is flagged: press {key} to take the flag away first.").format(
                cell=cell_name(*cell), key=key_label(keys.row("flag").keys[0])
            ),
        )
        effect = scene.session.act(Source.KEYBOARD, action, cell)
        scene.after(effect)
        if effect is None:
            self.say(reason or _("Nothing changed on {cell}.").format(cell=cell_name(*cell)))

    def refused(self) -> None:
        """A move asked for while the board takes none: say why."""
        scene = self.scene
        if scene.board.over:
            self.say(_("The game is over: F2 starts a new one."))
        else:
            self.say(_("A no-guess board is being made: a moment, please."))

    def focus_cell(self, cell: Cell) -> None:
        """A screen reader moved its focus to a cell: the cursor goes there."""
        scene = self.scene
        scene.ui.cursor = cell
        scene.scroller.scroll_to(scene.layout, scene.layout.cell, *cell)

    # ------------------------------------------------------------ reading keys
    def read_row(self) -> None:
        """Say the board row under the cursor, left to right."""
        self.reader.read_row()

    def read_column(self) -> None:
        """Say the board column under the cursor, top to bottom."""
        self.reader.read_column()

    def read_around(self) -> None:
        """Say the cursor's cell and the eight around it."""
        self.reader.read_around()

    def next_covered(self) -> None:
        """Move the cursor to the next covered cell beside an open number."""
        self.reader.next_covered()

    def cursor_moved(self) -> None:
        """The cursor is on another cell: its sound, when the player asked for cell sounds."""
        self.reader.cursor_moved()

    def read_status(self) -> None:
        """Say the mines left and the time."""
        scene = self.scene
        self.say(
            _("{mines} mines left, {seconds} s").format(
                mines=scene.board.mines_left, seconds=scene.session.hud_seconds
            )
        )

    def read_proof(self) -> None:
        """Say the hint's verdict, then a step of its proof at each press (from the start
        again after the last one)."""
        scene = self.scene
        proof = scene.assists.shown_proof(scene.board)
        if proof is None:
            self.say(_("No hint to explain: press H for a hint first."))
            return
        self.say(self.steps.next(proof, (proof.verdict, *proof.steps)))  # the steps are numbered

    def read_probability(self) -> None:
        """Say how likely the cursor's cell is a mine (the game becomes assisted, as with the
        probability view)."""
        scene = self.scene
        cursor = self.reader.cursor_or_say()
        if cursor is None:
            return
        if not scene.can_assist():
            self.say(_("Open a cell first: the probabilities read the numbers you can see"))
            return
        if not scene.analysis:
            scene.session.mark_assisted()
        probabilities = scene.assists.probabilities
        grid = probabilities.get(scene.board)
        if grid is None:
            self.say(probabilities.error or _("Still analysing: ask again in a moment."))
            return
        p = grid[cursor[0]][cursor[1]]
        name = cell_name(*cursor)
        if p is None:
            self.say(_("{cell} is open.").format(cell=name))
        else:
            self.say(_("{cell}: {percent} mine").format(cell=name, percent=percent(p, 1)))
