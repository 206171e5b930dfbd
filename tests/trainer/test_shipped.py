"""The shipped puzzle set: readable, compact, and every puzzle valid.

Valid means: the position is consistent, every flag is a proved mine, the
task has an answer the solver proves from the position alone, and tagging
the position again gives the technique the puzzle is filed under. Checking
all of them takes a few minutes, so the suite checks a fixed spread sample;
`TRAINER_CHECK_ALL=1 pytest tests/trainer/test_shipped.py` checks every one.
"""

import collections
import os

import pytest

from game.solver.analysis import analyse_position
from game.trainer.library import load_shipped, shipped_path
from game.trainer.tagging import tag_position
from game.trainer.tasks import Task, accepted, known_mines
from game.trainer.technique import Technique

SAMPLE = 120


@pytest.fixture(scope="module")
def shipped():
    puzzles, problems = load_shipped()
    assert problems == []
    return puzzles


def test_several_thousand_compact_and_distinct(shipped):
    assert len(shipped) >= 3000
    assert len({p.id for p in shipped}) == len(shipped)
    assert shipped_path().stat().st_size < 200 * len(shipped)


def test_every_technique_and_task_is_represented(shipped):
    techniques = collections.Counter(p.technique for p in shipped)
    assert set(techniques) == set(Technique)
    assert {p.task for p in shipped} == set(Task)


def _sample(puzzles):
    if os.environ.get("TRAINER_CHECK_ALL"):
        return puzzles
    by_technique = collections.defaultdict(list)
    for p in sorted(puzzles, key=lambda p: p.id):
        by_technique[p.technique].append(p)
    share = max(1, SAMPLE // len(by_technique))
    return [p for group in by_technique.values() for p in group[:share]]


def test_every_sampled_puzzle_is_valid(shipped):
    for puzzle in _sample(shipped):
        position = puzzle.position
        analysis = analyse_position(position.unflagged())
        known = known_mines(position)
        mines = {position.index(*cell) for cell in analysis.mines}
        assert known <= mines, puzzle.id
        assert accepted(position, puzzle.task, analysis), puzzle.id
        tag = tag_position(position, known)
        assert tag.technique is puzzle.technique, puzzle.id
        if puzzle.task is Task.SAFE:
            assert tag.safe or tag.technique is Technique.MINE_COUNT, puzzle.id
