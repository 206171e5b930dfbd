"""Deduction rules, their one-line reasons and the clue cells that prove them."""

from __future__ import annotations

import pytest
from hypothesis import given

from game.model import Board, Status
from game.solver.analysis import analyse_position
from game.solver.cells import cell_name
from game.solver.deduce import COUNT, NEEDS_ALL, PAIR, SATISFIED, deduce, deduce_more
from game.solver.position import ContradictionError, Position, parse_position
from game.solver.reasons import describe
from tests.solver import bruteforce
from tests.solver.helpers import seen
from tests.solver.strategies import positions


def _explain(position: Position) -> dict[str, tuple[str, str, list[str]]]:
    """{cell name: (rule, reason, proof clue names)} for every fact."""
    facts = deduce(position)
    out = {}
    for cell, fact in facts.facts.items():
        clues = [cell_name(*position.row_col(c)) for c in facts.proof_clues(cell)]
        out[cell_name(*position.row_col(cell))] = (fact.rule, describe(position, fact), clues)
    return out


CHAIN = """
...
...
*..
...
..*
"""


def test_single_clue_rules_chain_through_proved_mines() -> None:
    facts = _explain(seen(CHAIN, covered="B5 C4"))
    assert facts["A3"] == (
        NEEDS_ALL,
        "A3 is a mine: the 1 at A2 has only one covered neighbour",
        ["A2"],
    )
    # The 1 at B3 with its mine at A3 proves C4 too, but the 0 beside it says it at once.
    assert facts["C4"] == (SATISFIED, "C4 is safe: the 0 at C3 touches no mine", ["C3"])
    rule, reason, clues = facts["C5"]
    assert rule == NEEDS_ALL and clues[0] == "B4" and "A2" in clues
    assert reason.startswith("C5 is a mine: the 2 at B4 needs 1 mine besides A3")


def test_a_cell_one_number_proves_gets_that_proof_not_a_chain() -> None:
    """Read number after number, D2 came out as the end of a four-step chain (A1's 0 ->
    B1's 1 -> C1's 2) though the 2 at D1 with its two covered neighbours proves it alone."""
    position = parse_position("4x2x2\n0122\nHHHH")
    facts = _explain(position)
    assert facts["D2"] == (
        NEEDS_ALL,
        "D2 is a mine: the 2 at D1 needs both its covered neighbours",
        ["D1"],
    )
    assert facts["C2"][2] == ["D1"]
    assert deduce(position, shortest=False).facts.keys() == deduce(position).facts.keys()


def test_needs_both_covered_neighbours() -> None:
    position = seen("""
    *.*
    ...
    """)
    facts = _explain(position)
    assert facts["A1"][1] == "A1 is a mine: the 2 at B1 needs both its covered neighbours"
    assert facts["C1"][2] == ["B1"]


def test_satisfied_by_several_mines_and_by_a_zero() -> None:
    position = seen(
        """
    *.*.
    ....
    ...*
    """,
        covered="B1 D1",
    )
    facts = _explain(position)
    assert facts["D3"][1] == "D3 is a mine: the 1 at C3 has only one covered neighbour"
    assert facts["B1"] == (
        SATISFIED,
        "B1 is safe: the 2 at C2 already touches its 2 mines at C1 and D3",
        ["C2", "A2", "B2", "C3"],
    )
    zero = _explain(parse_position("3x2x1\nHHH\n011\n"))
    assert zero["A1"] == (SATISFIED, "A1 is safe: the 0 at A2 touches no mine", ["A2"])
    assert zero["C1"][1] == (
        "C1 is a mine: the 1 at B2 needs 1 mine, and C1 is its only covered neighbour "
        "not yet proved safe"
    )


def test_subset_rule_one_two_one() -> None:
    position = parse_position("3x3x2\nHHH\n121\n000\n")
    facts = _explain(position)
    first = next(iter(deduce(position).facts.values()))
    assert first.rule == PAIR
    assert {name for name, (_, reason, _) in facts.items() if "is a mine" in reason} == {"A1", "C1"}
    assert "B1 is safe" in facts["B1"][1]
    assert facts["C1"][1] == (
        "C1 is a mine: the 1 at A2 allows at most 1 mine among A1 and B1, "
        "so the 2 at B2 must have its other mine on C1"
    )
    assert facts["C1"][2] == ["A2", "B2"]


def test_pair_rule_makes_cells_safe_with_both_clues() -> None:
    position = parse_position("4x4x3\nHHHH\nH1HH\nH211\nH100\n")
    facts = _explain(position)
    rule, reason, clues = facts["A1"]
    assert rule == PAIR
    assert reason == (
        "A1 is safe: the 2 at B3 puts at least 1 mine among A2, C2 and A3, which is all "
        "the 1 at B2 still needs, so its other neighbours are safe"
    )
    assert clues == ["B3", "B2"]


def test_pair_rule_across_a_corner() -> None:
    facts = _explain(parse_position("4x2x1\n1HHH\nH1HH\n"))
    assert set(facts) == {"C1", "C2"}
    assert facts["C2"] == (
        PAIR,
        "C2 is safe: the 1 at A1 puts at least 1 mine among B1 and A2, which is all the 1 at B2 "
        "still needs, so its other neighbours are safe",
        ["A1", "B2"],
    )


def test_global_count_makes_the_rest_safe() -> None:
    facts = _explain(parse_position("4x1x1\n1HHH\n"))
    assert facts["B1"][0] == NEEDS_ALL
    assert facts["C1"] == (COUNT, "C1 is safe: the only mine is already found", ["A1"])
    assert facts["D1"][0] == COUNT


def test_count_fills_the_rest_with_mines() -> None:
    position = parse_position("2x2x3\nHH\nHH\n")
    assert deduce(position).facts == {}
    full = parse_position("2x2x4\nHH\nHH\n")
    facts = _explain(full)
    assert all(rule == COUNT for rule, _, _ in facts.values())
    assert facts["A1"][1] == (
        "A1 is a mine: the last 4 mines must fill the last 4 undecided covered cells"
    )


def test_flags_are_ignored() -> None:
    wrong_flag = parse_position("3x2x1\nFHH\n111\n")
    facts = _explain(wrong_flag)
    assert facts["A1"][1] == "A1 is safe: the 1 at A2 already touches its mine at B1"
    assert facts["B1"][0] == NEEDS_ALL


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2x2x2\n3H\nH1\n", "the 3 at A1 needs 3 mines but has only 2 covered neighbours"),
        ("2x1x1\n11\n", "the 1 at A1 needs 1 mine but has only 0 covered neighbours"),
        ("3x2x2\nHHH\n030\n", "the 3 at B2 needs 2 more mines but has no undecided"),
        ("2x2x1\n3H\nHH\n", "the numbers need at least 3 mines but the board has 1"),
        ("2x2x0\n1H\nHH\n", "the 1 at A1 needs 1 more mine but has no undecided"),
    ],
)
def test_contradictions_name_the_clue(text: str, message: str) -> None:
    with pytest.raises(ContradictionError, match="impossible position") as error:
        deduce(parse_position(text))
    assert message in str(error.value)


@given(positions(flags=False))
def test_every_fact_is_true_in_every_layout(position: Position) -> None:
    facts = deduce(position)
    for layout in bruteforce.layouts(position):
        for cell, fact in facts.facts.items():
            assert (cell in layout) == fact.mine


@given(positions())
def test_analysis_finds_exactly_the_certain_cells(position: Position) -> None:
    plain = position.unflagged()
    grid = bruteforce.probabilities(plain)
    assert grid is not None
    result = analyse_position(position)
    certain_safe = [(r, c) for r, row in enumerate(grid) for c, p in enumerate(row) if p == 0]
    certain_mines = [(r, c) for r, row in enumerate(grid) for c, p in enumerate(row) if p == 1]
    assert result.safe == certain_safe
    assert result.mines == certain_mines
    for cell in certain_safe + certain_mines:
        proof = result.proofs[cell]
        verdict = " is a mine" if proof.mine else " is safe"
        assert proof.reason.startswith(cell_name(*cell) + verdict)
        assert all(position.cells[position.index(*clue)] >= 0 for clue in proof.clues)


def test_deducing_more_from_an_earlier_position_finds_every_fact_a_fresh_run_finds() -> None:
    for seed in range(1, 6):
        board = Board(16, 16, 40, seed=seed)
        board.reveal(8, 8)
        old = parse_position(board.to_position())
        known = deduce(old, pairs=False)
        checked = 0
        while board.status is Status.PLAYING:
            safe = [c for c in known.safe if old.cells[c] < 0]
            if not safe:
                break
            for cell in safe[:3]:  # a few cells open, as a player goes on
                board.reveal(*old.row_col(cell))
            new = parse_position(board.to_position())
            opened = [i for i, v in enumerate(new.cells) if v >= 0 and old.cells[i] < 0]
            carried = deduce_more(new, known, opened)
            fresh = deduce(new, pairs=False)
            assert fresh.facts.keys() <= carried.facts.keys()
            for cell, fact in carried.facts.items():
                assert board.mine_at(*new.row_col(cell)) == fact.mine
            old, known, checked = new, carried, checked + 1
        assert checked > 0
