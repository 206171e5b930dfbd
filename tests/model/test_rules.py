"""The rules a player notices: first click, flags, chords, winning, losing, counters."""

import pytest

from game.model import DIFFICULTIES, Action, Board, Difficulty, Move, parse_difficulty


@pytest.mark.parametrize("seed", range(40))
def test_first_click_opening_never_loses_and_opens_a_region(seed):
    board = Board(16, 30, 99, seed=seed)
    board.reveal(0, 0)
    assert board.status == "playing"
    assert board.appearance(0, 0) == "open"
    assert board.mines == sum(c.mine for c in board.cells)


@pytest.mark.parametrize("seed", range(40))
def test_first_click_safe_protects_only_the_clicked_cell(seed):
    board = Board(8, 8, 63, seed=seed, first_click="safe")
    board.reveal(4, 4)
    assert board.status == "won"
    assert not board.mine_at(4, 4)


def test_opening_falls_back_to_safe_when_the_board_is_too_full():
    board = Board(3, 3, 5, seed=1)
    board.reveal(1, 1)
    assert not board.mine_at(1, 1)
    assert board.status == "playing"


def test_first_click_any_may_hit_a_mine():
    lost = 0
    for seed in range(60):
        board = Board(4, 4, 14, seed=seed, first_click="any")
        board.reveal(0, 0)
        lost += board.status == "lost"
    assert lost > 0


def test_same_inputs_give_the_same_layout():
    a = Board(16, 30, 99, seed=12345)
    b = Board(16, 30, 99, seed=12345)
    a.reveal(5, 5)
    b.reveal(5, 5)
    assert a.layout_text() == b.layout_text()
    c = Board(16, 30, 99, seed=12346)
    c.reveal(5, 5)
    assert c.layout_text() != a.layout_text()


def test_mines_are_laid_on_the_first_reveal_not_before():
    board = Board(8, 8, 10, seed=3)
    assert not board.laid and board.three_bv == 0
    board.toggle_flag(0, 0)
    assert not board.laid and board.status == "ready"
    board.reveal(4, 4)
    assert board.laid and board.status == "playing"


def test_flags_cycle_and_never_open():
    board = Board.from_layout("*..\n...\n...")
    board.toggle_flag(2, 2)
    assert board.appearance(2, 2) == "flag" and board.mines_left == 0
    assert not board.reveal(2, 2)
    board.toggle_flag(2, 2)
    assert board.appearance(2, 2) == "covered" and board.mines_left == 1


def test_question_marks_only_when_enabled():
    board = Board.from_layout("*..\n...\n...", question_marks=True)
    for expected in ("flag", "question", "covered"):
        board.toggle_flag(1, 1)
        assert board.appearance(1, 1) == expected


def test_mines_left_may_go_negative():
    board = Board.from_layout("*...\n....")
    for c in range(3):
        board.toggle_flag(1, c)
    assert board.mines_left == -2


def test_chord_opens_neighbours_when_flags_match():
    board = Board.from_layout("*..\n...\n...")
    board.reveal(1, 1)
    assert not board.chord(1, 1)  # no flag yet: nothing happens
    board.toggle_flag(0, 0)
    assert board.chord(1, 1)
    assert board.status == "won"


def test_chord_with_a_wrong_flag_loses_like_the_classic_game():
    board = Board.from_layout("*..\n...\n...")
    board.reveal(1, 1)
    board.toggle_flag(0, 1)
    board.chord(1, 1)
    assert board.status == "lost"
    assert board.appearance(0, 0) == "mine_red"
    assert board.appearance(0, 1) == "mine_wrong"


def test_losing_shows_every_mine_and_marks_the_red_one():
    board = Board.from_layout("*.*\n...\n*..")
    board.toggle_flag(2, 2)
    board.reveal(0, 0)
    assert board.status == "lost"
    assert board.exploded is board.cell(0, 0)
    assert board.appearance(0, 0) == "mine_red"
    assert board.appearance(0, 2) == "mine"
    assert board.appearance(2, 0) == "mine"
    assert board.appearance(2, 2) == "mine_wrong"
    assert not board.reveal(1, 1) and not board.toggle_flag(1, 1)


def test_winning_flags_every_mine():
    board = Board.from_layout("*...\n....\n...*")
    for r, c in ((0, 1), (1, 0), (1, 1), (0, 3), (2, 0), (1, 3), (2, 2), (1, 2), (0, 2), (2, 1)):
        board.reveal(r, c)
    assert board.status == "won"
    assert board.appearance(0, 0) == "flag" and board.appearance(2, 3) == "flag"
    assert board.mines_left == 0


def test_each_action_says_whether_it_changed_the_board():
    # the board counts no clicks (the session does); it only says what changed
    board = Board.from_layout("*..\n...\n...")
    changed = [
        board.reveal(1, 1),
        board.reveal(1, 1),  # already open: nothing changes
        board.toggle_flag(0, 0),
        board.chord(1, 1),
    ]
    assert changed == [True, False, True, True]


def test_a_move_is_applied_and_says_what_it_opened_itself():
    board = Board.from_layout("*...\n....\n....\n...*")
    assert board.apply(Move(Action.REVEAL, 1, 0)).opened == (board.cell(1, 0),)
    assert board.apply(Move(Action.FLAG, 0, 0)) == (True, ())
    assert not board.chord_ready(0, 1)  # covered
    board.reveal(0, 1)
    assert board.chord_ready(0, 1)  # a 1 with its flag, and covered cells around
    change = board.apply(Move(Action.CHORD, 0, 1))
    assert change.changed and change.opened == (board.cell(0, 2),)
    assert board.cell(1, 1).open and board.cell(3, 0).open  # the flood from (0, 2): not listed
    assert not board.chord_ready(0, 1)  # nothing covered around it any more
    assert board.apply(Move(Action.CHORD, 0, 1)) == (False, ())


def test_a_chord_needs_its_number_of_flags_neither_more_nor_fewer():
    board = Board.from_layout("*..\n...\n..*")
    board.reveal(1, 1)
    assert not board.chord_ready(1, 1)
    board.toggle_flag(0, 0)
    assert not board.chord_ready(1, 1)  # a 2 with one flag
    board.toggle_flag(0, 1)
    assert board.chord_ready(1, 1)  # two flags, one of them wrong: the chord loses
    board.toggle_flag(0, 2)
    assert not board.chord_ready(1, 1)  # three flags


def test_replaying_fewer_moves_steps_back_including_the_losing_click():
    board = Board.from_layout("*..\n...\n..*")
    board.reveal(0, 1)
    version = board.version
    board.reveal(0, 0)
    assert board.status == "lost" and board.exploded is board.cell(0, 0)
    board.replay([(Action.REVEAL, 0, 1)])
    assert board.status == "playing" and board.appearance(0, 0) == "covered"
    assert board.exploded is None and board.opened == 1 and board.version > version
    board.replay([])
    assert board.status == "ready" and board.opened == 0 and board.laid  # a fixed layout stays
    with pytest.raises(ValueError, match="changes nothing"):
        board.replay([(Action.REVEAL, 0, 1), (Action.REVEAL, 0, 1)])


def test_replaying_without_the_first_click_forgets_the_random_layout():
    board = Board(8, 8, 10, seed=5)
    board.reveal(0, 0)
    mine = next(c for c in board.cells if c.mine)
    board.toggle_flag(mine.row, mine.col)
    board.replay([(Action.FLAG, mine.row, mine.col)])
    assert board.status == "ready" and not board.laid and board.flags == 1
    board.toggle_flag(mine.row, mine.col)
    board.reveal(mine.row, mine.col)  # a mine of the forgotten layout
    assert board.status == "playing"  # the first click is protected again


def test_replaying_keeps_a_laid_layout_while_a_reveal_remains():
    board = Board(8, 8, 10, seed=5)
    board.reveal(0, 0)
    layout = board.layout
    safe = next(c for c in board.cells if not c.mine and not c.open)
    board.reveal(safe.row, safe.col)
    board.replay([(Action.REVEAL, 0, 0)])
    assert board.layout == layout and not board.cell(safe.row, safe.col).open


def test_lay_mines_fixes_the_layout_before_the_first_click():
    board = Board(3, 3, 1, seed=0)
    board.lay_mines([(2, 2)])
    board.reveal(0, 0)
    assert board.status == "won"
    with pytest.raises(ValueError):
        board.lay_mines([(1, 1)])


def test_difficulties_are_the_products_three():
    assert [(d.label, d.cols, d.rows, d.mines) for d in DIFFICULTIES.values()] == [
        ("Normal", 8, 8, 10),
        ("Schwer", 16, 16, 40),
        ("Experte", 30, 16, 99),
    ]
    assert parse_difficulty("Experte").spec == "30x16x99"
    assert parse_difficulty("20x10x30") == Difficulty("custom", "Custom", 10, 20, 30)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("1x5x1", "width must be between 2"),
        ("5x400x1", "height must be between 2"),
        ("4x4x16", "mines must be between 1 and 15"),
        ("4x4x0", "mines must be between 1"),
        ("huge", "unknown difficulty"),
    ],
)
def test_impossible_custom_boards_are_refused_with_the_limit(spec, message):
    with pytest.raises(ValueError, match=message):
        parse_difficulty(spec)


def test_board_constructor_refuses_impossible_boards():
    with pytest.raises(ValueError, match="mines must be between 1 and 3"):
        Board(2, 2, 4)
    with pytest.raises(ValueError, match="first_click"):
        Board(8, 8, 10, first_click="sometimes")
    with pytest.raises(ValueError):
        Board(0, 8, 1)
