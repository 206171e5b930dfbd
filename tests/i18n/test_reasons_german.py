"""The analysis's one-line reasons (`game.solver.reasons`) are whole German sentences when
German is in force: no English word left in them, every rule's wording met on real boards."""

from __future__ import annotations

import re

import pytest

from game.i18n import Language, set_language
from game.model import Board
from game.solver.deduce import COUNT, NEEDS_ALL, PAIR, SATISFIED, deduce
from game.solver.position import parse_position
from game.solver.reasons import describe

ENGLISH_WORDS = re.compile(r"\b(the|is|at|needs|mines?|safe|its|and|all|both|only|so)\b")


def _reasons() -> dict[str, list[str]]:
    """Every fact's reason on some Schwer boards after a first click, and on a finished one."""
    found: dict[str, list[str]] = {}
    for seed in range(30):
        board = Board(16, 16, 40, seed=seed)
        board.reveal(8, 8)
        position = parse_position(board.to_position())
        for fact in deduce(position).facts.values():
            found.setdefault(fact.rule, []).append(describe(position, fact))
    empty = parse_position("3x1x0\nHHH\n")  # the mine count decides: no mine at all
    for fact in deduce(empty).facts.values():
        found.setdefault(fact.rule, []).append(describe(empty, fact))
    return found


@pytest.fixture
def german():
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def test_every_reason_is_german(german):
    found = _reasons()
    assert {SATISFIED, NEEDS_ALL, PAIR, COUNT} <= found.keys()
    english = [text for texts in found.values() for text in texts if ENGLISH_WORDS.search(text)]
    assert english == [], english[:5]
    assert any(": die " in text and " ist sicher: " in text for text in found[SATISFIED])


def test_the_same_reasons_are_english_in_english():
    found = _reasons()
    assert all(ENGLISH_WORDS.search(text) for texts in found.values() for text in texts)
    assert found[COUNT][0] == "A1 is safe: the board has no mines"
