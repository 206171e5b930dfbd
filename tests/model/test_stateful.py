"""Random sequences of reveal / flag / chord / undo (replaying fewer moves) keep every
invariant."""

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.model import Action, Board


class BoardMachine(RuleBasedStateMachine):
    """Drives a random board with random actions and checks it after every step."""

    @initialize(
        rows=st.integers(2, 9),
        cols=st.integers(2, 9),
        density=st.floats(0.05, 0.6),
        seed=st.integers(0, 2**32),
        first_click=st.sampled_from(["opening", "safe", "any"]),
        question_marks=st.booleans(),
    )
    def start(self, rows, cols, density, seed, first_click, question_marks):
        mines = max(1, min(rows * cols - 1, round(rows * cols * density)))
        self.board = Board(
            rows, cols, mines, seed=seed, first_click=first_click, question_marks=question_marks
        )
        self.moves: list[tuple[Action, int, int]] = []

    def _do(self, action, row, col):
        changed = {Action.REVEAL: self.board.reveal, Action.FLAG: self.board.toggle_flag}.get(
            action, self.board.chord
        )(row, col)
        if changed:
            self.moves.append((action, row, col))
        return changed

    def _pos(self, data):
        return (
            data.draw(st.integers(0, self.board.rows - 1)),
            data.draw(st.integers(0, self.board.cols - 1)),
        )

    @rule(data=st.data())
    def reveal(self, data):
        r, c = self._pos(data)
        was_ready = self.board.status == "ready"
        changed = self._do(Action.REVEAL, r, c)
        if was_ready and changed and self.board.first_click != "any":
            assert self.board.status != "lost", "first click must never lose"

    @rule(data=st.data())
    def flag(self, data):
        self._do(Action.FLAG, *self._pos(data))

    @rule(data=st.data())
    def chord(self, data):
        self._do(Action.CHORD, *self._pos(data))

    @rule()
    def undo(self):
        if self.moves:
            self.moves.pop()
        before = self.board.copy()
        before.replay(self.moves[:-1] if self.moves else [])
        self.board.replay(self.moves)
        if self.moves:  # the board after the undo is the one before plus the last move
            action, row, col = self.moves[-1]
            act = {Action.REVEAL: before.reveal, Action.FLAG: before.toggle_flag}
            assert act.get(action, before.chord)(row, col)
            assert before.to_position() == self.board.to_position()
            assert before.layout_text() == self.board.layout_text()

    @invariant()
    def counts_are_right(self):
        b = self.board
        cells = b.cells
        assert b.flags == sum(c.mark == 1 for c in cells)
        assert b.opened == sum(c.open and not c.mine for c in cells)
        assert b.mines_left == b.mines - b.flags
        if b.laid:
            assert sum(c.mine for c in cells) == b.mines
        assert 0 <= b.three_bv_solved <= b.three_bv

    @invariant()
    def open_mines_only_when_lost(self):
        b = self.board
        if any(c.open and c.mine for c in b.cells):
            assert b.status == "lost"
        if b.status == "lost":
            assert b.exploded is not None and b.exploded.mine and b.exploded.open

    @invariant()
    def won_exactly_when_every_safe_cell_is_open(self):
        b = self.board
        all_open = b.laid and all(c.open for c in b.cells if not c.mine)
        assert (b.status == "won") == (all_open and b.status != "lost")
        if b.status == "won":
            assert all(c.mark == 1 for c in b.cells if c.mine)


TestBoardMachine = BoardMachine.TestCase
