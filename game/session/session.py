"""One game from the first click to its record: the midend every front end drives.

The window, the terminal and the replay viewer turn their input into calls on a
`GameSession` and draw or print from it; none of them keeps time, counts clicks or
writes records. The session keeps one input log (every mouse event over the board and
every action from the keyboard, a hint or the auto-player, with its time in ms), and
everything else comes from it: the board, undo, the clock, the metrics, the saved game
and the replay.

Time is real time: the time of the input that ended the game minus the time of the
click that started it (the release that opened the first cell), stalls included. Only
the explicit pause (P) stops the clock, and a saved game continued later does not count
the time it was closed: both are in the log (sources "pause" and "continue"), and such a
game is interrupted, so it never counts for records and is never official (category
`paused`), however often it is saved and continued.

>>> from game.session.clock import FakeClock
>>> clock = FakeClock()
>>> s = GameSession(GameSetup(3, 3, 2, layout=("*.*", "...", "...")), clock)
>>> for event in (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE):
...     _ = s.mouse(event, 40, 40)  # row 2, column 2: opens the two lower rows
>>> clock.advance(2.5)  # a stall is part of the time
>>> for event in (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE):
...     _ = s.mouse(event, 24, 8)  # row 0, column 1: the last safe cell
>>> str(s.status), s.elapsed_ms, s.metrics().left
('won', 2500, 2)
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, replace
from typing import Any

from game.model import CUSTOM, Action, Board, Move, Status
from game.model.figures import Metrics
from game.session.clicks import ClickMachine, Held
from game.session.clock import Clock, real_clock
from game.session.fairness import Category, Exclusion, Help
from game.session.inputs import (
    PRESS_OF,
    RELEASE_OF,
    Cell,
    Input,
    Mouse,
    Source,
    cell_centre,
    pixel_cell,
)
from game.session.setup import MIN_RECORD_BBBV, GameSetup
from game.session.store import GameStore, MemoryStore
from game.storage import GameRecord
from game.storage.gamelog import REPLAY_FORMAT_V2, SAVED_GAME_FORMAT, GameLog

OFF_BOARD = (-1, -1)
"""The board pixel a window reports for a pointer outside the board."""


@dataclass(frozen=True)
class Effect:
    """What one input did to the board (for sounds and messages)."""

    action: Action
    opened: int
    status: Status


@dataclass(frozen=True)
class GameResult:
    """A finished game: its figures, its record and whether storage took it."""

    won: bool
    metrics: Metrics
    record: GameRecord | None
    new_best: bool
    counts_for_records: bool
    problem: str | None


SOURCE_HELPS = {Source.HINT: Help.HINT, Source.AUTO: Help.AUTO, Source.UNDO: Help.UNDO}
MARKS = frozenset({Source.UNDO, Source.LEAVE, Source.PAUSE, Source.CONTINUE})
"""The sources of inputs that move nothing on the board."""


class GameSession:
    """One game; see the module docstring."""

    def __init__(
        self,
        setup: GameSetup,
        clock: Clock = real_clock,
        store: GameStore | None = None,
        analysis: str | None = None,
        *,
        watching: bool = False,
    ) -> None:
        self.setup = setup
        self.clock = clock
        self.store: GameStore = store if store is not None else MemoryStore()
        self.analysis = analysis is not None
        self.planned: list[tuple[int, int]] | None = None
        if analysis is not None:
            self.board = Board.from_position(analysis)
        else:
            self.board = Board(
                setup.rows,
                setup.cols,
                setup.mines,
                setup.seed,
                setup.first_click,
                setup.question_marks,
            )
            if setup.layout is not None:
                mines = _mine_cells(setup.layout)
                if setup.no_guess and setup.challenge is None:  # laid at the first click
                    self.planned = mines
                else:
                    self.board.lay_mines(mines)
        self.machine = ClickMachine()
        self.log: list[Input] = []
        self.moves: list[Move] = []  # what the log did to the board (undo)
        self.undo_used = False
        self.first_ms: int | None = None
        self.end_ms: int | None = None
        self.assisted = False
        self.helps: set[Help] = set()  # the assists used, by name (the result panel lists them)
        self.pointer: Cell | None = None
        self.waiting: Cell | None = None
        self.result: GameResult | None = None
        self.problems: list[str] = []
        self._origin = clock()
        self._offset_ms = 0
        self._paused_at: float | None = None
        self._rebuilding = watching  # a replay being watched: nothing is saved or recorded
        self.flagged_ever = False
        self.paused_ever = False  # P was pressed during the game: it no longer counts
        self.continued = False  # continued from a saved game: interrupted, it no longer counts
        self.game_id = uuid.uuid4().hex  # the saved game, the replay and the record share it
        self.down: set[Mouse] = set()  # the presses of the buttons held now, as received
        self._undos = 0  # undos so far: the layout may be laid anew after one
        self._saved: int | None = None  # inputs the store holds of this game (None: unknown)
        self._saved_fields: dict[str, Any] = {}  # its changeable fields, as the store holds them
        self._layout_key: tuple[bool, int] | None = None
        self._layout: list[str] | None = None

    # ------------------------------------------------------------- reading
    @property
    def status(self) -> Status:
        """ready, playing, won or lost."""
        return Status(self.board.status)

    def now_ms(self) -> int:
        """Milliseconds on the session's clock (pauses excluded)."""
        now = self._paused_at if self._paused_at is not None else self.clock()
        return self._offset_ms + round((now - self._origin) * 1000)

    @property
    def elapsed_ms(self) -> int:
        """The game's time so far: from the first click to the end (or to now)."""
        if self.first_ms is None:
            return 0
        end = self.end_ms if self.end_ms is not None else self.now_ms()
        return max(0, end - self.first_ms)

    @property
    def hud_seconds(self) -> int:
        """The LED timer: 0 before the first click, then whole seconds counting from 1."""
        if self.first_ms is None or self.analysis:
            return 0
        return self.elapsed_ms // 1000 + 1

    def metrics(self) -> Metrics:
        """The figures now (at the end once the game is over)."""
        counts = self.machine.counts
        b = self.board
        return Metrics(
            b.rows, b.cols, b.mines, self.elapsed_ms, b.three_bv, counts.bbbv_solved,
            counts.left, counts.right, counts.double, counts.ce, counts.rce,
        )  # fmt: skip

    def held_cells(self) -> list[Cell]:
        """Cells drawn pressed: the cell under a held left button, or a chord's 3x3."""
        held, cell = self.machine.held, self.pointer
        if held is None or cell is None or self.board.over:
            return []
        target = self.board.cell(*cell)
        if held is Held.CELL and not (self.setup.chord_on_number and target.open):
            return [cell]
        return [cell, *((nb.row, nb.col) for nb in target.neighbours)]

    def take_problems(self) -> list[str]:
        """Storage problems since the last call (the front end shows them once)."""
        problems, self.problems = self.problems, []
        return problems

    # ------------------------------------------------------------ commands
    def mouse(self, event: Mouse, x: int, y: int) -> Effect | None:
        """A mouse event at board pixel (x, y) (CELL_PX per cell; off the board allowed)."""
        cell = pixel_cell(x, y, self.board.rows, self.board.cols)
        return self._mouse(Input(self.now_ms(), event, x, y), cell, live=True)

    def relay(self, event: Mouse, x: int, y: int) -> Effect | None:
        """A raw mouse event from a window, at board pixel (x, y): a window hands over
        every press, release and motion of every button, in order, and this decides which
        belong to the board, as a board widget with the window system's implicit grab sees
        them: a press or a motion on the board, and anything while a button pressed on the
        board is held (a release off the board included). A release of a button whose press
        the board never got, and a press while a no-guess layout is being made, are not the
        board's. What the board gets is `mouse`: the click machine alone makes clicks."""
        if event in RELEASE_OF and self.waiting is not None:
            return None
        cell = pixel_cell(x, y, self.board.rows, self.board.cols)  # the one pixel -> cell
        if event in PRESS_OF:
            if PRESS_OF[event] not in self.down:
                return None
        elif not self.down and cell is None:
            return None
        return self._mouse(Input(self.now_ms(), event, x, y), cell, live=True)

    @property
    def grabbing(self) -> bool:
        """Whether a button pressed on the board is still held (its events are the board's)."""
        return bool(self.down)

    def act(self, source: Source, action: Action, cell: Cell) -> Effect | None:
        """An action on a cell from the keyboard, a hint or the auto-player: it carries
        its cell (the log keeps the cell's centre, as the replay shows it).

        Nothing happens while a mouse button pressed on the board is held: the game's
        video (EVF) has one mouse, where a click made meanwhile would be a chord, and the
        community's figures would differ from the game's."""
        if self.down:
            return None
        if source is not Source.KEYBOARD:
            self.assisted = True
        return self._action(self.now_ms(), source, Move(action, *cell))

    @property
    def can_undo(self) -> bool:
        """True when there is a change to step back."""
        return bool(self.moves) and not self.analysis

    def losing_move(self) -> tuple[Board, Action, Cell] | None:
        """The board as the player saw it before the move that lost, and that move."""
        if self.board.status != Status.LOST or not self.moves:
            return None
        before = self.board.copy()
        before.replay(self.moves[:-1])
        last = self.moves[-1]
        return before, last.action, last.cell

    def undo(self) -> bool:
        """Step back one change (the losing click too); the game becomes assisted."""
        if not self.can_undo:
            return False
        self._mark(Input(self.now_ms(), source=Source.UNDO))
        return True

    def lay_mines(self, mines: list[tuple[int, int]] | None) -> Effect | None:
        """Lay a no-guess layout (None: a normal one) and carry out the waiting reveal."""
        if self.waiting is None:
            return None
        self.planned = list(mines) if mines is not None else []
        return self._action(self.now_ms(), Source.LAYOUT, Move(Action.REVEAL, *self.waiting))

    def mark_assisted(self, help: Help = Help.PROBABILITIES) -> None:
        """A help was used that makes no move itself (the probability view, a hint's
        explanation, the auto-player switched on)."""
        self.assisted = True
        self.helps.add(help)

    def pause(self) -> None:
        """Stop the clock (the board is hidden meanwhile). A game under way logs the pause
        (and is saved with it), so it stays a paused game when it is continued later."""
        if self._paused_at is not None:
            return
        if self.board.status == Status.PLAYING and not self.analysis:
            self._mark(Input(self.now_ms(), source=Source.PAUSE))
            self._autosave(whole=True)
        self._paused_at = self.clock()

    def resume(self) -> None:
        """Start the clock again; the pause does not count."""
        if self._paused_at is not None:
            self._origin += self.clock() - self._paused_at
            self._paused_at = None

    def leave(self) -> None:
        """The player leaves an unfinished game: save it with its time up to now."""
        self.release_buttons()
        if self.board.status == Status.PLAYING and not self.analysis:
            self._mark(Input(self.now_ms(), source=Source.LEAVE))
            self._autosave(whole=True)

    def replay_input(self, entry: Input) -> Effect | None:
        """Feed a recorded input, interpreted as it was when it was made (the replay
        viewer, the coach, a saved game continued): its marks (a left click that chorded,
        a reveal that waited) decide, not today's settings."""
        if entry.mouse is not None:
            return self._mouse(entry, entry.cell(self.board.rows, self.board.cols), live=False)
        if entry.source in MARKS:
            self._mark(entry)
            return None
        cell = entry.cell(self.board.rows, self.board.cols)
        if cell is None or entry.source is None or entry.action is None:
            raise ValueError(f"input at {entry.time_ms} ms: an action must name a board cell")
        return self._action(entry.time_ms, entry.source, Move(entry.action, *cell), entry)

    def release_buttons(self) -> None:
        """The window can no longer see the mouse (another screen covers the board, or
        the player leaves): each button still held is released off the board, logged like
        any release, so no button stays stuck and the replay tells the same story."""
        for press in (Mouse.LEFT_PRESS, Mouse.RIGHT_PRESS, Mouse.MIDDLE_PRESS):
            if press in self.down:
                self.mouse(RELEASE_OF[press], *OFF_BOARD)

    # ----------------------------------------------------------- internals
    def _mouse(self, entry: Input, cell: Cell | None, live: bool) -> Effect | None:
        """Interpret a mouse event over `cell` (the click machine), log it once with what
        it was taken for, then carry out the move it makes (`_execute`)."""
        board = self.board
        event = entry.mouse
        if event is Mouse.MOVE:
            # The commonest event by far (a long replay holds millions): it only moves the
            # pointer, and is logged while the game runs.
            if not board.over:
                self.log.append(entry)
            self.pointer = cell
            return None
        assert event is not None
        if event in RELEASE_OF:
            self.down.add(event)
        elif event in PRESS_OF:
            self.down.discard(PRESS_OF[event])
        self.pointer = cell
        if board.over:
            return None
        if live:  # a left click on an open number chords, when the player asked for it
            chords = (
                cell is not None
                and self.setup.chord_on_number
                and self.machine.completes_left_click(event)
                and board.cell(*cell).open
            )
        else:
            chords = entry.action is Action.CHORD
        move = self.machine.step(board, event, cell, left_chords=chords)
        waits = move is not None and self._waits(move)
        if live and move is not None and (chords or waits):
            entry = replace(entry, action=Action.CHORD if chords else Action.REVEAL)
        self.log.append(entry)
        if move is None:
            return None
        if waits:
            self.waiting = move.cell
            return None
        return self._execute(move, entry.time_ms)

    def _action(
        self, time_ms: int, source: Source, move: Move, recorded: Input | None = None
    ) -> Effect | None:
        """A move from the keyboard, a hint, the auto-player or a no-guess layout: logged
        once (a reveal on an open number as the chord it makes), counted as a click, and
        carried out. `recorded`: the log's entry when it is fed again."""
        board = self.board
        if board.over:
            return None
        if recorded is None:
            if (
                move.action is Action.REVEAL
                and source is not Source.LAYOUT
                and self.setup.chord_on_number
                and board.cell(*move.cell).open
            ):
                move = Move(Action.CHORD, move.row, move.col)
            recorded = Input(time_ms, None, *cell_centre(*move.cell), source, move.action)
        self.log.append(recorded)
        if source in SOURCE_HELPS:
            self.helps.add(SOURCE_HELPS[source])
        if source is Source.LAYOUT:  # the waiting first reveal, counted when it was clicked
            self._lay_planned()
            return self._execute(move, time_ms)
        clicked = self.machine.click(board, move.action, move.cell)
        if clicked is None:
            return None
        if self._waits(clicked):
            self.waiting = clicked.cell
            return None
        return self._execute(clicked, time_ms)

    def _mark(self, entry: Input) -> None:
        """An input that moves nothing on the board: undo, pause, leave, continue."""
        if self.board.over and entry.source is not Source.UNDO:
            return
        self.log.append(entry)
        if entry.source in SOURCE_HELPS:  # also when a saved game or replay is read back
            self.helps.add(SOURCE_HELPS[entry.source])
        if entry.source is Source.UNDO:
            self._undo()
        elif entry.source is Source.PAUSE:
            self.paused_ever = True
        elif entry.source is Source.CONTINUE:
            self.continued = True

    def _waits(self, move: Move) -> bool:
        """Whether a reveal waits for a no-guess layout (the first one, until it is made)."""
        board = self.board
        if move.action is not Action.REVEAL or board.laid:
            return False
        if self.planned is not None:
            return True
        return self.setup.no_guess and not self.analysis and not board.cell(*move.cell).flagged

    def _lay_planned(self) -> None:
        planned, self.planned = self.planned, None
        if planned and not self.board.laid:
            self.board.lay_mines(planned)
        self.waiting = None

    def _execute(self, move: Move, time_ms: int) -> Effect | None:
        """Carry out a move on the board (`Board.apply`), credit it, keep the game."""
        board = self.board
        before_status, before_opened = board.status, board.opened
        change = board.apply(move)
        self.machine.credit(board, move, change)
        if before_status == Status.READY and board.status != Status.READY:
            self.first_ms = time_ms
        if not change.changed:
            return None
        self.moves.append(move)
        if move.action is Action.FLAG and board.cell(*move.cell).flagged:
            self.flagged_ever = True
        if board.over:
            self.end_ms = time_ms
            self._finish()
        else:
            self._autosave()
        return Effect(move.action, board.opened - before_opened, Status(board.status))

    def _undo(self) -> None:
        was_over = self.board.over
        if self.moves:
            self.moves.pop()
            self.board.replay(self.moves)
            self.undo_used = True
            self._undos += 1
        self.assisted = True
        self.helps.add(Help.UNDO)
        self.result = None
        if was_over:
            self.end_ms = None
        if self.board.status == Status.READY:
            self.first_ms = None
        self.machine.follow(self.board)
        self._autosave()

    def _autosave(self, whole: bool = False) -> None:
        """Keep the unfinished game: the inputs since the last save are appended (the
        same cost at any length of game); the whole game is written at the first save,
        at pause and leave (`whole`), and when an append is refused."""
        if self._rebuilding or self.analysis or self.board.status != Status.PLAYING:
            return
        if not self.store.keeps_unfinished:
            return
        fields = self._changeable_fields()
        if not whole and self._saved is not None:
            changes = {k: v for k, v in fields.items() if self._saved_fields.get(k) != v}
            rows = [entry.to_row() for entry in self.log[self._saved :]]
            if self.store.append_unfinished(rows, changes) is None:
                self._saved, self._saved_fields = len(self.log), fields
                return
        problem = self.store.save_unfinished(self.to_log().to_json(SAVED_GAME_FORMAT))
        if problem:
            self.problems.append(problem)
            self._saved = None
        else:
            self._saved, self._saved_fields = len(self.log), fields

    def _changeable_fields(self) -> dict[str, Any]:
        """The saved game's fields that change during a game (`to_log`'s values): whether
        it was assisted, and its layout (laid at the first reveal, perhaps anew after an
        undo; worked out again only then)."""
        key = (self.board.laid, self._undos)
        if key != self._layout_key:
            self._layout_key = key
            self._layout = self.board.layout_text().splitlines() if self.board.laid else None
        return {"assisted": self.assisted, "layout": self._layout}

    def _finish(self) -> None:
        metrics = self.metrics()
        won = self.board.status == Status.WON
        counts = self.counts_for_records()
        record = None if self.analysis else self._record(metrics, won)
        new_best = False
        problem = None
        if record is not None and not self._rebuilding:
            new_best = won and counts and self.store.is_new_best(record)
            document = self.to_log().to_json(REPLAY_FORMAT_V2)
            document["meta"] = {
                "difficulty": self.setup.difficulty,
                "won": won,
                "seconds": metrics.time_ms / 1000,
                "bbbv": metrics.bbbv,
                "bbbv_per_s": metrics.bbbv_per_s,
                "assisted": self.assisted or self.undo_used,
                "no_flags": metrics.nf,
                "category": str(self.category()),
                "challenge": self.setup.challenge,
            }
            record, problem, others = self.store.finish_game(record, document, self)
            self.problems += [extra for extra in (problem, *others) if extra]
        self.result = GameResult(won, metrics, record, new_best, counts, problem)

    def counts_for_records(self) -> bool:
        """Whether this game may set a best time: unassisted, not seeded, real 3BV (a
        challenge's game: a best of that challenge only)."""
        return self.exclusion() is None

    def exclusion(self) -> Exclusion | None:
        """Why this game may not set a record (the first reason that applies), or None."""
        every = self.exclusions()
        return every[0] if every else None

    def _assisted_beyond_undo(self) -> bool:
        """Assisted by more than an undo (or by something not named: an old replay)."""
        if not self.assisted:
            return False
        return bool(self.helps - {Help.UNDO}) or (not self.helps and not self.undo_used)

    def exclusions(self) -> list[Exclusion]:
        """Every reason this game may not set a record, the most telling first. A
        challenge's game sets only that challenge's records (its rules, question marks or
        a small board, are the same for every attempt)."""
        challenge = self.setup.challenge is not None
        found = [
            (self.analysis, Exclusion.ANALYSIS),
            (self.setup.seeded, Exclusion.SEEDED),
            (self.undo_used, Exclusion.UNDO),
            (self._assisted_beyond_undo(), Exclusion.ASSISTED),
            (self.paused_ever, Exclusion.PAUSED),
            (self.continued, Exclusion.CONTINUED),
            (self.setup.question_marks and not challenge, Exclusion.MARKS),
            (
                not challenge
                and self.setup.difficulty == CUSTOM
                and self.board.three_bv < MIN_RECORD_BBBV,
                Exclusion.SMALL_BOARD,
            ),
        ]
        return [exclusion for applies, exclusion in found if applies]

    def category(self) -> Category:
        """The game's own fairness verdict in one word (written into its EVF header)."""
        return Category.of(
            assisted=self.assisted or self.undo_used or self.analysis,
            seeded=self.setup.seeded,
            paused=self.paused_ever or self.continued,
            marks=self.setup.question_marks,
            no_guess=self.setup.no_guess,
            nf=self.metrics().nf,
            challenge=self.setup.challenge is not None,
        )

    def _record(self, metrics: Metrics, won: bool) -> GameRecord:
        board = self.board
        return GameRecord(
            difficulty=self.setup.difficulty,
            rows=board.rows,
            cols=board.cols,
            mines=board.mines,
            seed=board.seed,
            won=won,
            seconds=metrics.time_ms / 1000,
            three_bv=metrics.bbbv,
            three_bv_solved=metrics.bbbv_solved,
            left_clicks=metrics.left,
            right_clicks=metrics.right,
            chord_clicks=metrics.double,
            effective_clicks=metrics.ce,
            assisted=not self.counts_for_records(),
            no_guess=self.setup.no_guess,
            first_click=str(self.setup.first_click),
            loss_row=None if won or board.exploded is None else board.exploded.row,
            loss_col=None if won or board.exploded is None else board.exploded.col,
            no_flags=metrics.nf,
            excluded=None if self.exclusion() is None else str(self.exclusion()),
            uid=self.game_id,
            challenge=self.setup.challenge,
        )

    # ------------------------------------------------------------ documents
    def to_log(self) -> GameLog:
        """The game as a document: setup, layout and inputs (saved game and replay)."""
        board = self.board
        layout = tuple(board.layout_text().splitlines()) if board.laid else None
        return GameLog(
            board.rows,
            board.cols,
            board.mines,
            board.seed,
            str(self.setup.first_click),
            self.setup.question_marks,
            self.setup.no_guess,
            self.setup.difficulty,
            layout,
            tuple(entry.to_row() for entry in self.log),
            self.assisted,
            self.game_id,
            self.setup.seeded,
            self.setup.challenge,
            self.setup.start,
        )

    @classmethod
    def rebuild(
        cls,
        log: GameLog,
        clock: Clock = real_clock,
        store: GameStore | None = None,
        chord_on_number: bool = True,
    ) -> GameSession:
        """The game a document describes, fed its inputs again; the clock continues
        from the last input. ValueError when the inputs do not fit the board.

        A game still under way is being continued: the time it was closed is not counted,
        so it is logged as continued (source "continue") and no longer counts for records
        (category `paused`), like a game paused with P."""
        session = cls(GameSetup.from_log(log, chord_on_number), clock, store)
        if log.game_id is not None:
            session.game_id = log.game_id
        session._rebuilding = True
        for row in log.inputs:
            session.replay_input(Input.from_row(list(row)))
        session._rebuilding = False
        session.assisted = session.assisted or log.assisted
        last = log.inputs[-1][0] if log.inputs else 0
        session._offset_ms = int(last) if isinstance(last, int) else 0
        session._origin = clock()
        if session.board.status == Status.PLAYING and not session.analysis:
            session._mark(Input(session.now_ms(), source=Source.CONTINUE))
            session._autosave(whole=True)  # from here on, each move appends to it
        return session


def _mine_cells(layout: tuple[str, ...]) -> list[tuple[int, int]]:
    return [(r, c) for r, line in enumerate(layout) for c, ch in enumerate(line) if ch == "*"]
