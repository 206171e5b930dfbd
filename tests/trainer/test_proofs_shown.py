"""The trainer's proofs: each lesson's drawn example shows its technique and the cells its
text names, with proofs that pass the checker, and every puzzle's answer proof passes it."""

from __future__ import annotations

import collections
import os
import re

import pytest

from game.solver.cells import parse_cell_name
from game.solver.proof_check import check_proof
from game.trainer.answers import answer_proof
from game.trainer.lessons import EXAMPLES, ORDER, lesson
from game.trainer.library import PuzzleLibrary, load_shipped
from game.trainer.tagging import tag_position
from game.trainer.tasks import Task, accepted, check, known_mines
from game.trainer.technique import Technique

SAMPLE = 200
CELL = re.compile(r"\b[A-Z]+[0-9]+\b")


def _named(sentence: str) -> set[tuple[int, int]]:
    return {parse_cell_name(name) for name in CELL.findall(sentence)}


@pytest.mark.parametrize("technique", ORDER, ids=[t.value for t in ORDER])
def test_each_lessons_example_gives_its_technique_and_the_cells_its_text_names(technique):
    page = lesson(technique, PuzzleLibrary([]))
    tag = tag_position(page.example, known_mines(page.example))
    assert tag.technique is technique
    assert tag.cells and _named(page.answer) == set(tag.cells)
    if technique.certain:
        # Every cell the example proves has a proof that passes the checker, said step by step.
        assert {proof.cell for proof in page.proofs} == set(tag.cells)
        for proof in page.proofs:
            check_proof(page.example, proof)
            assert proof.verdict.value == ("mine" if tag.cells[proof.cell] else "safe")
        assert page.lines
    else:
        assert not page.proofs and not page.lines


def test_the_one_two_lesson_shows_a_safe_cell_and_a_mine():
    page = lesson(Technique.P12, PuzzleLibrary([]))
    assert page.proof.safe and page.proof.mines
    assert EXAMPLES[Technique.P12].split("\n")[2] != "12221"
    # The page says the 1-2 itself: the 2 bounds the cells it shares with the 1.
    text = " ".join(page.lines)
    assert "The 2 at" in text and "at least 1 mine among" in text


def test_the_first_lesson_shows_both_safe_cells_and_mines():
    page = lesson(Technique.ONE_CLUE, PuzzleLibrary([]))
    assert page.proof.safe and page.proof.mines
    # It says both of its rules, each read off one number: a 0 touching no mine, and a
    # number with as many covered neighbours as mines (not a chain through other numbers).
    assert page.lines == (
        "The 0 at A1 touches no mine, so A2 is safe.",
        "The 2 at D1 has C2 and D2 as its only covered neighbours, exactly 2 mines, "
        "so C2 is a mine.",
    )


def _sample(puzzles):
    if os.environ.get("TRAINER_CHECK_ALL"):
        return puzzles
    by_technique = collections.defaultdict(list)
    for p in sorted(puzzles, key=lambda p: p.id):
        by_technique[p.technique].append(p)
    share = max(1, SAMPLE // len(by_technique))
    return [p for group in by_technique.values() for p in group[:share]]


def test_every_sampled_shipped_puzzles_answer_proof_passes_the_checker():
    """`TRAINER_CHECK_ALL=1` checks all of them (a few minutes)."""
    puzzles, problems = load_shipped()
    assert problems == []
    proved = 0
    for puzzle in _sample(puzzles):
        position = puzzle.position
        tag = tag_position(position, known_mines(position))
        if not tag.technique.certain:
            continue
        answers = accepted(position, puzzle.task)
        preferred = [cell for cell in answers if cell in tag.cells] or answers
        cell = preferred[0]
        mine = puzzle.task is Task.MINE
        proof = answer_proof(position, tag, cell, mine)
        assert proof is not None, puzzle.id
        check_proof(position, proof)
        proved += 1
    assert proved >= SAMPLE // 2


def test_a_puzzle_answer_explains_step_by_step_with_the_numbers_outlined():
    position = lesson(Technique.P12, PuzzleLibrary([])).example
    verdict = check(position, Task.MINE, [(2, 3)], Technique.P12)
    assert verdict.correct and verdict.lines
    assert verdict.explanation.startswith("Right. D3 is a mine: ")
    assert set(verdict.marks) <= {(1, c) for c in range(6)}
    wrong = check(position, Task.MINE, [(2, 0)], Technique.P12)
    assert not wrong.correct and wrong.lines
    assert wrong.explanation.startswith("A3 is safe. ") and " is a mine: 1. " in wrong.explanation
