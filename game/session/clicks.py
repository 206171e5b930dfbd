"""The mouse as the competitive community reads it: which button events make a click.

One state machine turns press/release events over cells into board actions and counts
them exactly as ms-toollib (and so Arbiter, Viennasweeper and Metasweeper) counts them:

- left: a left release that opens, or tries to open, a cell (off the board too, once the
  game runs); right: a right press (a flag, an unflag, or a wasted press); double: a chord,
  made by releasing either button of a left+right pair, or the middle button;
- a chord started with the right button on an open number is one double click, not a
  right click as well; a right press on a covered cell flags it at once, so a chord
  started that way counts the right click too;
- ce (effective clicks): a left click that opens a safe covered cell, a flag put on a mine
  for the first time, a chord whose flags match its number and that opens something.

Before the game starts, right presses on the board place flags ("pre-flagging") and the
counts start with them; removing the last pre-flag resets the counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, auto

from game.model import FLAG, Action, Board, Move, Status
from game.model.board import Change
from game.model.metrics import chord_solves, reveal_solves
from game.session.inputs import CLICK_OF, Cell, Mouse


class Held(Enum):
    """What the buttons hold down on the board: one cell (left) or a chord's 3x3."""

    CELL = auto()
    CHORD = auto()


class Buttons(Enum):
    """Which buttons are down, as ms-toollib's mouse states."""

    UP_UP = auto()
    DOWN_UP = auto()  # left down
    UP_DOWN = auto()  # right down (it flagged, or could have)
    UP_DOWN_NOT_FLAG = auto()  # right down on an open cell or off the board
    CHORDING = auto()
    CHORDING_NOT_FLAG = auto()
    DOWN_UP_AFTER_CHORDING = auto()


class Phase(Enum):
    """The game as the click counter sees it."""

    READY = auto()
    PRE_FLAGGING = auto()
    PLAYING = auto()
    OVER = auto()


@dataclass
class ClickCounts:
    """Click counts with the community's meanings (see the module docstring)."""

    left: int = 0
    right: int = 0
    double: int = 0
    lce: int = 0
    rce: int = 0
    dce: int = 0
    bbbv_solved: int = 0

    @property
    def cl(self) -> int:
        """All clicks."""
        return self.left + self.right + self.double

    @property
    def ce(self) -> int:
        """Effective clicks."""
        return self.lce + self.rce + self.dce


@dataclass
class ClickMachine:
    """Interprets mouse events as moves and counts them (the session's interpret step).

    `step` (a mouse event) and `click` (a whole click from the keyboard, a hint or the
    auto-player) return the move to carry out (or None); the board carries it out
    (`Board.apply`), then `credit` counts what it achieved, so the machine knows when the
    game has started or ended. The session reads the machine and calls these methods; it
    never sets its fields.
    """

    buttons: Buttons = Buttons.UP_UP
    phase: Phase = Phase.READY
    counts: ClickCounts = field(default_factory=ClickCounts)
    middle_held: bool = False
    pre_flags: int = 0
    flagged_mines: set[Cell] = field(default_factory=set)
    early_flags: list[Cell | None] = field(default_factory=list)
    left_chords: bool = False  # this step's left click chords (on an open number)

    # -------------------------------------------------------------- public
    def step(
        self, board: Board, event: Mouse, cell: Cell | None, left_chords: bool = False
    ) -> Move | None:
        """Feed one mouse event over `cell` (None off the board). `left_chords`: a left
        click completed by this event chords instead of revealing (the player chords
        with a left click on an open number); it counts as one double click."""
        if self.phase is Phase.OVER or event is Mouse.MOVE:
            return None
        self.left_chords = left_chords
        if self.phase is Phase.READY:
            handled, move = self._ready(board, event, cell)
            if handled:
                return move
        elif self.phase is Phase.PRE_FLAGGING:
            handled, move = self._pre_flagging(board, event, cell)
            if handled:
                return move
        return self._playing(board, event, cell)

    def completes_left_click(self, event: Mouse) -> bool:
        """Whether `event` releases a left button pressed alone (a plain left click)."""
        return event is Mouse.LEFT_RELEASE and self.buttons is Buttons.DOWN_UP

    def click(self, board: Board, action: Action, cell: Cell) -> Move | None:
        """A whole click from outside the mouse (the keyboard, a hint, the auto-player):
        the press and release of the button that makes `action`, counted as the mouse's
        are, with the buttons as if up; the buttons held on the mouse stay as they were."""
        buttons, middle = self.buttons, self.middle_held
        self.buttons, self.middle_held = Buttons.UP_UP, False
        move = None
        for event in CLICK_OF[action]:
            move = self.step(board, event, cell) or move
        self.buttons, self.middle_held = buttons, middle
        return move

    def credit(self, board: Board, move: Move, change: Change) -> None:
        """Count what a move carried out on the board achieved (its ce), then follow
        the board: started, won or lost.

        A reveal is effective when it opened a safe cell; a chord when it opened anything
        (its flags matched); a flag when it is the first flag ever put on that mine. Flags
        placed before the mines were laid are judged once they are.
        """
        action, cell = move.action, move.cell
        if action is Action.REVEAL and change.changed and board.exploded is None:
            self.counts.lce += 1
            self.counts.bbbv_solved += reveal_solves(board.cell(*cell))
        elif action is Action.CHORD and change.changed:
            self.counts.dce += 1
            self.counts.bbbv_solved += chord_solves(change.opened)
        elif action is Action.FLAG and change.changed and board.cell(*cell).mark == FLAG:
            if board.laid:
                self._credit_flag(board, cell)
            else:
                self.early_flags.append(cell)
        if board.laid and self.early_flags:
            for early in self.early_flags:
                if early is None:  # the pre-flags were all taken back: a fresh start
                    self.flagged_mines.clear()
                else:
                    self._credit_flag(board, early)
            self.early_flags.clear()
        if board.over:
            self.phase = Phase.OVER
        elif board.status is Status.PLAYING:
            self.phase = Phase.PLAYING

    def _reset_clicks(self) -> None:
        """Taking back the last pre-flag (or clicking off the board) before the game
        starts clears the click counts, as ms-toollib does; effective flags stay."""
        self.counts.left = self.counts.right = self.counts.double = 0

    def follow(self, board: Board) -> None:
        """Take the phase from the board again (after an undo)."""
        if board.over:
            self.phase = Phase.OVER
        elif board.status is Status.PLAYING:
            self.phase = Phase.PLAYING
        else:
            self.phase = Phase.READY
            self.pre_flags = board.flags

    def _credit_flag(self, board: Board, cell: Cell) -> None:
        if board.cell(*cell).mine and cell not in self.flagged_mines:
            self.counts.rce += 1
            self.flagged_mines.add(cell)

    @property
    def held(self) -> Held | None:
        """What the buttons hold down now: a cell (left), a chord, or nothing."""
        if self.middle_held or self.buttons in (Buttons.CHORDING, Buttons.CHORDING_NOT_FLAG):
            return Held.CHORD
        if self.buttons is Buttons.DOWN_UP:
            return Held.CELL
        return None

    # ------------------------------------------------------------ phases
    def _ready(self, board: Board, event: Mouse, cell: Cell | None) -> tuple[bool, Move | None]:
        b = self.buttons
        if event is Mouse.LEFT_PRESS:
            if b is Buttons.UP_UP:
                self.buttons = Buttons.DOWN_UP
                if cell is not None:
                    self.phase = Phase.PRE_FLAGGING
            elif b is Buttons.UP_DOWN:
                self.buttons = Buttons.CHORDING
            elif b is Buttons.UP_DOWN_NOT_FLAG:
                self.buttons = Buttons.CHORDING_NOT_FLAG
            return True, None
        if event is Mouse.RIGHT_PRESS:
            if b is Buttons.UP_UP:
                self.buttons = Buttons.UP_DOWN
                if cell is not None:
                    self.pre_flags = 1
                    self.phase = Phase.PRE_FLAGGING
                    return True, self._right_click(board, cell)
                return True, None
            if b is Buttons.DOWN_UP_AFTER_CHORDING:
                self.buttons = Buttons.CHORDING
                return True, None
            return False, None
        if event is Mouse.LEFT_RELEASE:
            if b in (Buttons.CHORDING, Buttons.CHORDING_NOT_FLAG):
                self.buttons = Buttons.UP_DOWN
            elif b is Buttons.DOWN_UP_AFTER_CHORDING or b in (Buttons.DOWN_UP, Buttons.UP_UP):
                self.buttons = Buttons.UP_UP
            else:
                return False, None
            return True, None
        if event is Mouse.RIGHT_RELEASE:
            if b is Buttons.UP_DOWN:
                self.buttons = Buttons.UP_UP
            elif b is Buttons.CHORDING:
                self.buttons = Buttons.DOWN_UP_AFTER_CHORDING
            elif b is not Buttons.UP_UP:
                return False, None
            return True, None
        return True, None  # the middle button does nothing before the game

    def _pre_flagging(
        self, board: Board, event: Mouse, cell: Cell | None
    ) -> tuple[bool, Move | None]:
        b = self.buttons
        if event in (
            Mouse.LEFT_PRESS,
            Mouse.RIGHT_RELEASE,
            Mouse.MIDDLE_PRESS,
            Mouse.MIDDLE_RELEASE,
        ):
            return False, None
        if event is Mouse.LEFT_RELEASE:
            if b is not Buttons.DOWN_UP:
                return False, None
            if cell is None:
                self.buttons = Buttons.UP_UP
                if self.pre_flags == 0:
                    self.phase = Phase.READY
                    self._reset_clicks()
                else:
                    self.counts.left += 1
                return True, None
            if _covered(board, cell):
                self.buttons = Buttons.UP_UP
                self.phase = Phase.PLAYING
                return True, self._left_click(board, cell)
            self.counts.left += 1  # on a pre-flag: ms-toollib leaves the button down
            return True, None
        if event is Mouse.RIGHT_PRESS:
            if b is Buttons.UP_UP:
                if cell is None:
                    self.buttons = Buttons.UP_DOWN_NOT_FLAG
                    self.counts.right += 1
                    return True, None
                self.buttons = Buttons.UP_DOWN
                if _covered(board, cell):
                    self.pre_flags += 1
                else:
                    self.pre_flags -= 1
                    if self.pre_flags == 0:
                        self.phase = Phase.READY
                        self._reset_clicks()
                        self.early_flags.append(None)
                        return True, Move(Action.FLAG, *cell)
                return True, self._right_click(board, cell)
            if b is Buttons.DOWN_UP:
                self.buttons = Buttons.CHORDING
                if cell is not None and self.pre_flags == 0:
                    self.phase = Phase.READY
            elif b is Buttons.DOWN_UP_AFTER_CHORDING:
                self.buttons = Buttons.CHORDING
            return True, None
        return True, None

    def _playing(self, board: Board, event: Mouse, cell: Cell | None) -> Move | None:
        b = self.buttons
        if event is Mouse.LEFT_PRESS:
            self.buttons = {
                Buttons.UP_UP: Buttons.DOWN_UP,
                Buttons.UP_DOWN: Buttons.CHORDING,
                Buttons.UP_DOWN_NOT_FLAG: Buttons.CHORDING_NOT_FLAG,
            }.get(b, b)
            return None
        if event is Mouse.LEFT_RELEASE:
            if b is Buttons.DOWN_UP:
                self.buttons = Buttons.UP_UP
                if cell is None:
                    self.counts.left += 1
                    return None
                return self._left_click(board, cell)
            if b in (Buttons.CHORDING, Buttons.CHORDING_NOT_FLAG):
                if b is Buttons.CHORDING_NOT_FLAG:
                    self.counts.right -= 1
                self.buttons = Buttons.UP_DOWN
                return None if cell is None else self._chord_click(cell)
            if b is Buttons.DOWN_UP_AFTER_CHORDING:
                self.buttons = Buttons.UP_UP
            return None
        if event is Mouse.RIGHT_PRESS:
            if b is Buttons.UP_UP:
                if cell is None:
                    self.buttons = Buttons.UP_DOWN_NOT_FLAG
                    self.counts.right += 1
                    return None
                opened = board.cell(*cell).open
                self.buttons = Buttons.UP_DOWN_NOT_FLAG if opened else Buttons.UP_DOWN
                return self._right_click(board, cell)
            if b in (Buttons.DOWN_UP, Buttons.DOWN_UP_AFTER_CHORDING):
                self.buttons = Buttons.CHORDING
            return None
        if event is Mouse.RIGHT_RELEASE:
            if b in (Buttons.UP_DOWN, Buttons.UP_DOWN_NOT_FLAG):
                self.buttons = Buttons.UP_UP
            elif b in (Buttons.CHORDING, Buttons.CHORDING_NOT_FLAG):
                if b is Buttons.CHORDING_NOT_FLAG:
                    self.counts.right -= 1
                self.buttons = Buttons.DOWN_UP_AFTER_CHORDING
                return None if cell is None else self._chord_click(cell)
            return None
        if event is Mouse.MIDDLE_PRESS:
            self.middle_held = True
            return None
        if event is Mouse.MIDDLE_RELEASE:
            held, self.middle_held = self.middle_held, False
            if cell is None or not held:
                return None
            return self._chord_click(cell)
        return None

    # ------------------------------------------------------------- clicks
    def _left_click(self, board: Board, cell: Cell) -> Move:
        if self.left_chords:
            return self._chord_click(cell)
        self.counts.left += 1
        return Move(Action.REVEAL, *cell)

    def _right_click(self, board: Board, cell: Cell) -> Move | None:
        self.counts.right += 1
        if board.cell(*cell).open:
            return None
        return Move(Action.FLAG, *cell)

    def _chord_click(self, cell: Cell) -> Move:
        """A chord at `cell`: one double click, whatever it does (the board applies the
        chord rule; `credit` counts it effective when it opened something)."""
        self.counts.double += 1
        return Move(Action.CHORD, *cell)


def _covered(board: Board, cell: Cell) -> bool:
    """Covered and not flagged (a question mark counts as covered)."""
    target = board.cell(*cell)
    return not target.open and target.mark != FLAG
