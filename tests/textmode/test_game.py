"""Whole games through `run`: winning, losing, flags, chords, undo and the records kept."""

from __future__ import annotations

from game.model import NORMAL, SCHWER
from game.storage import save_settings
from game.storage.settings import Settings
from game.textmode.coords import cell_name
from tests.textmode.helpers import (
    board_lines,
    mine_cells,
    play,
    recorded_games,
    seeded_board,
    winning_moves,
)


def test_scripted_win_is_recorded_as_a_new_best():
    board = seeded_board(seed=1)
    moves = winning_moves(board)
    assert board.status == "won"

    status, out = play(["1", "D4", *moves, "q"])

    assert status == 0
    assert "You won!" in out
    assert f"3BV {board.three_bv}," in out
    assert "New best time for Normal!" in out
    assert "Goodbye" in out
    [game] = recorded_games()
    assert (game.difficulty, game.won, game.seed, game.assisted) == ("normal", True, 1, False)
    assert (game.rows, game.cols, game.mines) == (8, 8, 10)
    assert game.three_bv == game.three_bv_solved == board.three_bv
    assert game.first_click == "opening"
    assert game.seconds > 0


def test_second_win_is_not_a_new_best_when_slower():
    first = winning_moves(seeded_board(seed=1))
    play(["D4", *first, "q"], difficulty=NORMAL)
    slower = ["", "", ""]
    _, out = play(["D4", *slower, *first, "q"], difficulty=NORMAL)
    assert "You won!" in out
    assert "New best time" not in out
    assert len(recorded_games()) == 2


def test_loss_shows_every_mine_and_is_recorded():
    board = seeded_board(seed=1)
    mines = mine_cells(board)
    hit = mines[0]

    status, out = play(["D4", cell_name(*hit), "q"], difficulty=NORMAL)

    assert status == 0
    assert f"Boom! You hit a mine at {cell_name(*hit)}." in out
    final = "".join(board_lines(out))
    assert final.count("@") == 1
    assert final.count("*") == len(mines) - 1
    [game] = recorded_games()
    assert game.won is False
    assert game.three_bv_solved < game.three_bv


def test_wrong_flag_is_shown_as_x_after_a_loss():
    board = seeded_board(seed=1)
    mines = mine_cells(board)
    covered_safe = next(
        (r, c)
        for r in range(8)
        for c in range(8)
        if (r, c) not in mines and board.appearance(r, c) == "covered"
    )
    _, out = play(
        ["D4", f"f {cell_name(*covered_safe)}", cell_name(*mines[0]), "q"], difficulty=NORMAL
    )
    assert "X" in "".join(board_lines(out))


def _number_with_mines(board):
    """An open number whose mines are all covered, and those mines."""
    mines = set(mine_cells(board))
    for r in range(board.rows):
        for c in range(board.cols):
            if board.appearance(r, c).startswith("n"):
                around = [
                    (rr, cc)
                    for rr in range(r - 1, r + 2)
                    for cc in range(c - 1, c + 2)
                    if (rr, cc) in mines
                ]
                covered = [
                    (rr, cc)
                    for rr in range(max(0, r - 1), min(board.rows, r + 2))
                    for cc in range(max(0, c - 1), min(board.cols, c + 2))
                    if board.appearance(rr, cc) == "covered" and (rr, cc) not in mines
                ]
                if covered:
                    return (r, c), around
    raise AssertionError("no number with a covered safe neighbour")


def test_flag_then_chord_opens_the_neighbours():
    board = seeded_board(seed=1)
    number, mines = _number_with_mines(board)
    flags = [f"f {cell_name(*m)}" for m in mines]
    for m in mines:
        board.toggle_flag(*m)
    board.chord(*number)

    _, out = play(["D4", *flags, f"c {cell_name(*number)}", "q"], difficulty=NORMAL)

    shown = board_lines(out)
    for r in range(board.rows):
        for c in range(board.cols):
            symbol = shown[r][4 + 2 * c]
            looks = board.appearance(r, c)
            expected = {"covered": "·", "open": " ", "flag": "F"}.get(looks, looks[-1])
            assert symbol == expected, (r, c, looks)
    assert f"Mines left: {10 - len(mines)}" in out


def test_revealing_an_open_number_chords():
    board = seeded_board(seed=1)
    number, mines = _number_with_mines(board)
    flags = [f"f {cell_name(*m)}" for m in mines]
    _, by_chord = play(["D4", *flags, f"c {cell_name(*number)}", "q"], difficulty=NORMAL)
    _, by_reveal = play(["D4", *flags, cell_name(*number), "q"], difficulty=NORMAL)
    assert board_lines(by_chord) == board_lines(by_reveal)


def test_chord_with_too_few_flags_explains_why():
    board = seeded_board(seed=1)
    number, _ = _number_with_mines(board)
    _, out = play(["D4", f"c {cell_name(*number)}", "q"], difficulty=NORMAL)
    value = board.appearance(*number)[1:]
    assert f"The {value} at {cell_name(*number)} has 0 flags around it" in out


def test_flag_toggles_and_counts_mines_left():
    _, out = play(["f A1", "F a1", "q"], difficulty=NORMAL)
    assert "Mines left: 9" in out
    assert out.count("Mines left: 10") == 2


def test_question_marks_and_first_click_come_from_the_settings():
    save_settings(Settings(question_marks=True, first_click="safe"))
    board = seeded_board(seed=1, first_click="safe")
    moves = winning_moves(board)
    _, out = play(["f H8", "f H8", "D4", *moves, "q"], difficulty=NORMAL)
    after_second_mark = out.split("Your move: f H8")[2].split("Your move:")[0]
    assert board_lines(after_second_mark)[7].endswith("? │ 8")
    [game] = recorded_games()
    assert game.first_click == "safe"


def test_undo_steps_back_and_marks_the_game_assisted():
    board = seeded_board(seed=1)
    moves = winning_moves(board)
    _, out = play(["D4", "f A1", "u", *moves, "q"], difficulty=NORMAL)
    assert "Undone (this game now counts as assisted)." in out
    assert "New best time" not in out
    assert "Assisted games (hint or undo) set no best time." in out
    [game] = recorded_games()
    assert game.won and game.assisted


def test_undo_before_the_first_move_does_nothing_and_undo_after_a_loss_steps_back():
    board = seeded_board(seed=1)
    _, out = play(
        ["u", "D4", "u", "D4", cell_name(*mine_cells(board)[0]), "u", "q"], difficulty=NORMAL
    )
    assert "Nothing to undo yet." in out
    after_loss = out.split("Boom!", 1)[1]
    assert "[u]ndo" in after_loss and "Undone (this game now counts as assisted)." in after_loss


def test_clicks_are_counted_in_the_record():
    board = seeded_board(seed=1)
    moves = winning_moves(board)
    mine = cell_name(*mine_cells(board)[0])
    play(["D4", f"f {mine}", f"f {mine}", *moves, "q"], difficulty=NORMAL)
    [game] = recorded_games()
    assert game.left_clicks == 1 + len(moves)
    assert game.right_clicks == 2


def test_new_game_menu_and_quit_after_a_game():
    board = seeded_board(seed=1)
    mine = cell_name(*mine_cells(board)[0])
    _, out = play(["D4", mine, "s", "n", "m", "2", "q"], difficulty=NORMAL)
    assert "Played 1, won 0 (0%)" in out
    assert out.count("Normal: 8x8, 10 mines") == 2
    assert "Schwer: 16x16, 40 mines" in out


def test_same_seed_and_input_give_the_same_session():
    script = ["D4", "E5", "f A1", "n", "C3", "B7", "q"]
    _, first = play(script, difficulty=SCHWER, seed=7)
    _, second = play(script, difficulty=SCHWER, seed=7)
    assert first.split("Schwer:", 1)[1] == second.split("Schwer:", 1)[1]
    assert "(seed 7)" in first


def test_next_game_gets_a_seed_drawn_from_the_given_one():
    _, out = play(["n", "n", "q"], difficulty=NORMAL, seed=5)
    seeds = [line.split("(seed ")[1].split(")")[0] for line in out.splitlines() if "(seed " in line]
    assert seeds[0] == "5"
    assert len(set(seeds)) == 3


def test_coach_after_a_game_prints_the_summary_and_the_moves():
    board = seeded_board(seed=1)
    hit = mine_cells(board)[0]
    _, out = play(["D4", cell_name(*hit), "c", "q"], difficulty=NORMAL)
    lines = out.splitlines()
    coach = next(i for i, line in enumerate(lines) if line.startswith("Coach: "))
    assert lines[coach].startswith("Coach: 1 guess")
    assert lines[coach].endswith(", luck 0%")  # a proven mine was opened: no chance
    assert "2 opening clicks and chords judged: 1 certain, 1 guess" in lines[coach + 1]
    assert any(f"opened {cell_name(*hit)}: " in line for line in lines[coach + 2 :])


def test_the_coach_report_is_kept_and_counted_in_the_statistics():
    board = seeded_board(seed=1)
    hit = mine_cells(board)[0]
    _, out = play(["D4", cell_name(*hit), "s", "c", "s", "q"], difficulty=NORMAL)
    before, after = out.split("Coach: 1 guess", 1)
    assert "analysed" not in before  # not analysed until asked
    assert "  Coach (1 game analysed): 1.0 guesses a game, 100% needless, 100% risk" in after
