"""Hand-made positions whose answer is known: a needless guess beside a proven cell, a
forced 50/50, chords that open a guessed cell (one trusting a flag the numbers do not
prove), and a whole game played through the session."""

from __future__ import annotations

import pytest

from game.coach import Budget, Move, MoveKind, review_game
from game.coach.judge import judge_move
from game.model import Action
from game.model.position import parse_position
from game.session.inputs import Input, Mouse, Source, cell_centre
from game.session.setup import GameSetup


def _move(text: str, cell: tuple[int, int], kind: MoveKind = MoveKind.REVEAL) -> Move:
    before = parse_position(text)
    if kind is MoveKind.REVEAL:
        targets = (cell,)
    else:
        around = before.neighbours[before.index(*cell)]
        targets = tuple(before.row_col(n) for n in around if before.cells[n] == -1)
    return Move(0, kind, cell, 0, targets, before, first=False)


def test_a_needless_guess_beside_a_proven_cell():
    # The 1s say one mine among A2/B2 (rows 0-1, column 1); the count leaves column C safe.
    verdict = judge_move(_move("3x2x1\n1HH\n1HH\n", (0, 1)), True, Budget())
    assert verdict.risk == pytest.approx(0.5)
    assert verdict.best_risk == 0.0
    assert not verdict.forced
    assert verdict.safe == (0, 2)  # the proven cell next to the guess


def test_a_certain_click_is_no_guess():
    verdict = judge_move(_move("3x2x1\n1HH\n1HH\n", (1, 2)), True, Budget())
    assert verdict.certain and verdict.risk == 0.0


def test_a_forced_fifty_fifty():
    verdict = judge_move(_move("2x2x1\n1H\n1H\n", (1, 1)), True, Budget())
    assert verdict.forced and verdict.safe is None
    assert verdict.risk == pytest.approx(0.5)
    assert verdict.best_risk == pytest.approx(0.5)


def test_a_chord_that_opens_a_guessed_cell():
    # The flag at B1 is the player's; the numbers only say one mine among B1 and B2.
    verdict = judge_move(_move("3x2x1\n1FH\n1HH\n", (0, 0), MoveKind.CHORD), True, Budget())
    assert verdict.risk == pytest.approx(0.5)
    assert not verdict.forced and verdict.safe is not None


def test_a_chord_risk_is_the_chance_any_opened_cell_is_a_mine():
    # One mine among the five cells around the 1; flag A1 and chord: the other four open.
    # They hold the mine unless A1 does: 4/5, not 1 - (4/5)^4 as if they were independent.
    verdict = judge_move(_move("3x2x1\nF1H\nHHH\n", (0, 1), MoveKind.CHORD), True, Budget())
    assert verdict.risk == pytest.approx(0.8)
    assert verdict.forced
    assert verdict.best_risk == pytest.approx(0.2)


def test_a_chord_on_proven_flags_is_certain():
    verdict = judge_move(_move("2x2x1\n1F\n11\n", (0, 0), MoveKind.CHORD), True, Budget())
    assert verdict.certain


def _clicks(*cells: tuple[int, int]) -> list[Input]:
    inputs = []
    for i, (row, col) in enumerate(cells):
        x, y = cell_centre(row, col)
        inputs += [
            Input(i * 1000, Mouse.LEFT_PRESS, x, y),
            Input(i * 1000 + 50, Mouse.LEFT_RELEASE, x, y),
        ]
    return inputs


def test_a_forced_guess_in_a_game_played_through_the_session():
    # 2 rows x 4 columns, one mine at A1 (row 0, column 0). The first click on D1 opens
    # columns B-D (B shows two 1s); A1 and A2 are then a 50/50, and A2 is the guess.
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    report = review_game(setup, _clicks((0, 3), (1, 0)))
    assert report.clicks == 2 and report.certain == 1
    (guess,) = report.guesses
    assert guess.cells == ((1, 0),) and guess.forced
    assert guess.risk == pytest.approx(0.5) and guess.time == pytest.approx(1.0)
    assert report.luck == pytest.approx(0.5)


def test_a_keyboard_chord_after_a_wrong_flag_is_a_guess():
    # Same board: the player flags A2 (wrong) and chords on B2's 1: A1, the mine, opens.
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    inputs = _clicks((0, 3))
    inputs += [
        Input(2000, None, *cell_centre(1, 0), Source.KEYBOARD, Action.FLAG),
        Input(3000, None, *cell_centre(1, 1), Source.KEYBOARD, Action.CHORD),
    ]
    report = review_game(setup, inputs)
    (guess,) = report.guesses
    assert guess.kind is MoveKind.CHORD and guess.cells == ((0, 0),)
    assert guess.risk == pytest.approx(0.5) and report.luck == pytest.approx(0.5)
    assert report.flags_placed == 1 and report.flags_needed == 1


def test_the_first_click_is_a_guess_only_when_the_rule_allows_a_mine():
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    free = review_game(setup, _clicks((0, 3)), free_first=True)
    risky = review_game(setup, _clicks((0, 3)), free_first=False)
    assert free.guesses == ()
    (guess,) = risky.guesses
    assert guess.forced and guess.risk == pytest.approx(1 / 8)


def test_clicks_that_open_nothing_are_counted_not_judged():
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    report = review_game(setup, _clicks((0, 3), (0, 3), (1, 3)))
    assert report.clicks == 1 and report.no_effect == 2


def test_an_undone_guess_is_not_judged():
    # Same board: after the opening, A1 (the mine) and A2 are a 50/50. The player opens
    # A1 and loses, undoes it (the game's own undo, in the log), then opens A2 and wins:
    # only the guess the finished game kept is judged.
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    inputs = _clicks((0, 3), (0, 0))
    inputs.append(Input(2500, source=Source.UNDO))
    inputs += [
        Input(3000, Mouse.LEFT_PRESS, *cell_centre(1, 0)),
        Input(3050, Mouse.LEFT_RELEASE, *cell_centre(1, 0)),
    ]
    report = review_game(setup, inputs)
    assert report.clicks == 2 and report.certain == 1
    (guess,) = report.guesses
    assert guess.cells == ((1, 0),) and guess.forced
    assert report.luck == pytest.approx(0.5)
    assert report.undone == 1


def test_an_undone_flag_and_chord_leave_nothing_behind():
    # The wrong flag on A2 and the chord that trusted it are both undone; the player then
    # opens A2 by hand. The chord is not judged and the flag is not counted.
    setup = GameSetup(2, 4, 1, layout=("*...", "...."))
    inputs = _clicks((0, 3))
    inputs += [
        Input(2000, None, *cell_centre(1, 0), Source.KEYBOARD, Action.FLAG),
        Input(3000, None, *cell_centre(1, 1), Source.KEYBOARD, Action.CHORD),
        Input(3500, source=Source.UNDO),
        Input(3600, source=Source.UNDO),
        Input(4000, None, *cell_centre(1, 0), Source.KEYBOARD, Action.REVEAL),
    ]
    report = review_game(setup, inputs)
    assert [g.kind for g in report.guesses] == [MoveKind.REVEAL]
    assert report.flags_placed == 0 and report.flags_needed == 0
    assert report.undone == 2
