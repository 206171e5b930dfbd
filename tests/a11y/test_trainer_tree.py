"""The trainer's puzzles for a screen reader: the position is a grid of cells named as on the
board, the grid has the keyboard until the cursor appears and then the cursor's cell has it,
the question is said when a puzzle is served, the answer's outcome (right or wrong, why, the
rating) is said, and the play board's reading keys read the puzzle, in English and German."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.node import Node
from game.a11y.screens import window_tree
from game.i18n import Language, set_language
from game.solver.position import parse_position
from game.trainer.puzzle import Puzzle, make_puzzle
from game.trainer.tasks import Task
from game.trainer.technique import Technique
from game.ui.layout import Role

ONE_ONE = make_puzzle(parse_position("5x3x2\n00000\n11111\nHHHHH"), Technique.P11, Task.SAFE)
"""C3 is the one safe cell (the 1-1 from A2 and B2); A3 is a 50/50."""
EVERY_SAFE = make_puzzle(
    parse_position("5x3x2\n00000\n11211\nHHHHH"), Technique.P121, Task.ALL_SAFE
)
"""A3, C3 and E3 are safe (the 1-2-1); B3 and D3 are the mines."""


def trainer(game_factory, monkeypatch, puzzle: Puzzle, *argv: str):
    """The game on the trainer's puzzle screen serving `puzzle`, what is said recorded."""
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([puzzle], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games in tests
    game = game_factory(*argv)
    said = Recorder()
    game.ctx.announcer.add(said)
    game.key(pygame.K_t, "t")
    game.key(pygame.K_p, "p")
    assert type(game.top).__name__ == "PuzzleScene"
    return game, said.said


def tree(game) -> tuple[Node, Node]:
    return window_tree(game.ctx.stack.visible(), game.ctx.display.title)


def focus(game) -> str:
    return tree(game)[1].name


@pytest.fixture
def one_one(game_factory, monkeypatch):
    return trainer(game_factory, monkeypatch, ONE_ONE)


def test_a_puzzle_is_a_grid_with_the_cursor_cell_focused(one_one):
    game, said = one_one
    root, focused = tree(game)
    grid = next(n for n in root.walk() if n.role is Role.GRID)
    assert grid.size == (3, 5) and grid.rect is not None
    assert focused is grid and grid.name == "Find a safe cell"  # the question, with the keyboard
    names = [cell.name for row in grid.children for cell in row.children]
    assert names[:2] == ["A1, empty", "B1, empty"] and names[5] == "A2, 1"
    assert names[-1] == "E3, covered"
    assert "Mines left: 2" in root.names()
    game.key(pygame.K_DOWN)  # the cursor appears in the middle
    assert focus(game) == "C2, 1"
    game.key(pygame.K_DOWN)
    assert focus(game) == "C3, covered"
    game.key(pygame.K_SPACE)
    assert focus(game) == "C3, covered, your pick"
    labels = [n.name for n in tree(game)[0].walk() if n.role is Role.LABEL]
    assert any("C3 is safe" in words for words in labels), labels


def test_the_question_is_said_when_a_puzzle_is_served(one_one):
    game, said = one_one
    assert said[-1] == "Find a safe cell. Mines left: 2."
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_SPACE)  # answers
    del said[:]
    game.key(pygame.K_SPACE)  # the next puzzle (the same one: it is the only one)
    assert said == ["Find a safe cell. Mines left: 2."]
    assert tree(game)[1].role is Role.GRID  # the cursor is gone: the grid has the keyboard


def test_a_right_answer_is_said_with_its_proof_and_the_rating(one_one):
    game, said = one_one
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_SPACE)
    answer = said[-1]
    assert answer.startswith("Right. C3 is safe: 1. The 1 at A2 has exactly 1 mine"), answer
    assert "2. The 1 at B2" in answer and "so C3 is safe." in answer
    assert answer.endswith("(+64)"), answer  # the rating's change, as shown


def test_a_wrong_answer_says_it_is_wrong_and_why(one_one):
    game, said = one_one
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_LEFT)
    game.key(pygame.K_LEFT)
    assert focus(game) == "A3, covered"
    game.key(pygame.K_SPACE)
    answer = said[-1]
    assert answer.startswith("Not quite. A3 is not certain: a mine with 50"), answer
    assert "C3 is safe" in answer and "1. The 1 at A2" in answer


def test_an_open_cell_is_refused_aloud_and_nothing_is_answered(one_one):
    game, said = one_one
    game.key(pygame.K_SPACE)  # no cursor yet: the first key puts it in the middle
    assert focus(game) == "C2, 1" and game.top.coach.outcome is None
    game.key(pygame.K_SPACE)
    assert said[-1] == "C2 is already open." and game.top.coach.outcome is None


def test_the_reading_keys_read_the_puzzle(one_one):
    game, said = one_one
    game.key(pygame.K_r)
    assert said[-1] == "No cursor yet: an arrow key puts it in the middle of the board."
    game.key(pygame.K_TAB)  # the next covered cell beside an open number, from the top
    assert focus(game) == "A3, covered"
    game.key(pygame.K_TAB)
    assert focus(game) == "B3, covered"
    game.key(pygame.K_r)
    assert said[-1] == "Row 3: 5 covered"
    game.key(pygame.K_c)
    assert said[-1] == "Column B: empty, 1, covered"
    game.key(pygame.K_n)  # N reads around, as on the play board (not the next puzzle)
    assert said[-1].startswith("B3, covered; around: A2, 1; B2, 1; C2, 1; C3, covered")
    assert game.top.coach.outcome is None
    game.key(pygame.K_i)
    assert said[-1] == "Find a safe cell. Mines left: 2. Rating 1500 ± 350"
    game.key(pygame.K_b)
    assert said[-1].startswith("No probabilities in the trainer")
    game.key(pygame.K_y)
    assert said[-1] == "No proof yet: it comes with your answer."


def test_y_reads_the_proof_a_step_a_press_and_the_cursor_still_moves(one_one):
    game, said = one_one
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_SPACE)
    steps = []
    for _press in range(4):
        game.key(pygame.K_y)
        steps.append(said[-1])
    assert steps[0] == "Right. C3 is safe:"
    assert steps[1].startswith("1. The 1 at A2") and steps[2].startswith("2. The 1 at B2")
    assert steps[3] == steps[0]  # round to the verdict again
    game.key(pygame.K_UP)  # after the answer, the cursor still reads the board
    assert focus(game) == "C2, 1"


def test_every_safe_cell_picks_are_said_and_enter_checks(game_factory, monkeypatch):
    game, said = trainer(game_factory, monkeypatch, EVERY_SAFE)
    assert said[-1] == "Find every safe cell. Mines left: 2."
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_SPACE)
    assert said[-1] == "C3 picked; 1 picked: Enter checks."
    game.key(pygame.K_LEFT)
    game.key(pygame.K_SPACE)
    game.key(pygame.K_SPACE)
    assert said[-1] == "B3 taken back; 1 picked: Enter checks."
    assert focus(game) == "B3, covered"
    for _step in range(2):
        game.key(pygame.K_LEFT)
    game.key(pygame.K_SPACE)
    for _step in range(4):
        game.key(pygame.K_RIGHT)
    game.key(pygame.K_SPACE)
    assert focus(game) == "E3, covered, your pick"
    game.key(pygame.K_RETURN)
    assert said[-1].startswith("Right. "), said[-1]


def test_a_rebound_reading_key_works_in_the_trainer(one_one):
    game, said = one_one
    game.ctx.update_settings(keys=(("read_row", "w"),))
    try:
        game.key(pygame.K_DOWN)
        game.key(pygame.K_w)
        assert said[-1] == "Row 2: 1, 1, 1, 1, 1"
    finally:
        game.ctx.update_settings(keys=())


def test_german_names_question_and_verdicts(game_factory, monkeypatch):
    set_language(Language.DE)
    game, said = trainer(game_factory, monkeypatch, ONE_ONE, "--lang", "de")
    assert said[-1] == "Ein sicheres Feld finden. Minen übrig: 2."
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    assert focus(game) == "C3, verdeckt"
    game.key(pygame.K_LEFT)
    game.key(pygame.K_LEFT)
    game.key(pygame.K_SPACE)
    assert said[-1].startswith("Nicht ganz. A3 "), said[-1]
    assert focus(game) == "A3, verdeckt, deine Wahl"
    game.key(pygame.K_SPACE)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_SPACE)
    assert said[-1].startswith("Richtig. C3 "), said[-1]
    game.key(pygame.K_y)
    game.key(pygame.K_y)
    assert said[-1].startswith("1. "), said[-1]
