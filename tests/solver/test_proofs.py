"""Proofs: every proof the solver writes passes the checker, broken ones fail, and the
text says each step with the step's own words and everything it cites."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from itertools import product

import pytest
from hypothesis import given

from game.solver import hint
from game.solver.cells import cell_name
from game.solver.deduce import deduce
from game.solver.moves import explain_cell
from game.solver.position import COVERED, FLAGGED, Position, parse_position
from game.solver.proof import COUNT, Proof, Says, Step, StepKind, Verdict
from game.solver.proof_build import proof_for
from game.solver.proof_check import ProofError, check_proof, check_step
from game.solver.proof_text import proof_lines, step_sentence
from tests.solver.bruteforce import numbers_for
from tests.solver.strategies import positions


def random_position(rng: random.Random) -> Position:
    """A position a player could see: a random layout, some safe cells open, a few flags."""
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    cells = width * height
    mines = set(rng.sample(range(cells), rng.randint(1, max(1, cells // 4))))
    numbers = numbers_for(width, height, mines)
    share = rng.random()
    shown = []
    for i in range(cells):
        if i not in mines and rng.random() < share:
            shown.append(numbers[i])
        elif rng.random() < 0.1:
            shown.append(FLAGGED)
        else:
            shown.append(COVERED)
    return Position(width, height, len(mines), tuple(shown))


def _every_proof(position: Position, most: int = 1000) -> list[Proof]:
    """The proofs the solver writes for the first `most` cells its rules prove."""
    plain = position.unflagged()
    try:
        facts = deduce(plain)
    except ValueError:
        return []
    cells = list(facts.facts)[:most]
    return [p for cell in cells if (p := proof_for(plain, facts, cell)) is not None]


def test_every_proof_over_thousands_of_random_positions_passes_the_checker() -> None:
    rng = random.Random(21)
    checked = positions_with_proofs = 0
    for _ in range(3000):
        position = random_position(rng)
        proofs = _every_proof(position, 3)
        positions_with_proofs += bool(proofs)
        for proof in proofs:
            check_proof(position, proof)
            checked += 1
    assert positions_with_proofs > 1500 and checked > 3000


def test_every_hint_over_random_positions_carries_a_checked_proof() -> None:
    rng = random.Random(12)
    hinted = guessed = 0
    for _ in range(600):
        position = random_position(rng)
        try:
            move = hint(position.to_text())
        except ValueError:
            continue
        assert move.proof is not None
        if move.certain:
            check_proof(position, move.proof)
            assert move.proof.steps[-1].cells == ((move.row, move.col),)
            assert move.reason.startswith(f"{cell_name(move.row, move.col)} is safe")
            hinted += 1
        else:
            assert move.proof.verdict is Verdict.GUESS and not move.proof.steps
            guessed += 1
    assert hinted > 200 and guessed > 20


def _layouts_agree(position: Position, step: Step, cited: list[tuple[set[int], int, int]]) -> bool:
    """Brute force over every covered cell: the claim holds in every layout of the cited facts."""
    covered = [i for i, v in enumerate(position.cells) if v < 0]
    claim = {position.index(*c) for c in step.cells}
    low, high = step.says.bounds(step.mines, len(claim))
    any_fits = False
    for bits in product((0, 1), repeat=len(covered)):
        mines = {c for c, b in zip(covered, bits, strict=True) if b}
        if all(lo <= len(cells & mines) <= hi for cells, lo, hi in cited):
            any_fits = True
            if not low <= len(claim & mines) <= high:
                return False
    return any_fits


@given(positions(max_cells=12))
def test_the_checker_agrees_with_brute_force_on_any_one_step_claim(position: Position) -> None:
    plain = position.unflagged()
    covered = [i for i, v in enumerate(plain.cells) if v < 0]
    numbers = [i for i, v in enumerate(plain.cells) if v >= 0]
    if not covered:
        return
    rng = random.Random(hash(plain.cells))
    for _ in range(6):
        cells = rng.sample(covered, rng.randint(1, len(covered)))
        says = rng.choice(list(Says))
        mines = rng.randint(0, len(cells))
        sources: list[object] = rng.sample(numbers, min(len(numbers), rng.randint(0, 3)))
        if rng.random() < 0.3:
            sources.append(COUNT)
        rc_sources = tuple(
            COUNT if s == COUNT else plain.row_col(int(s))  # type: ignore[arg-type]
            for s in sources
        )
        step = Step(
            says, mines, tuple(plain.row_col(c) for c in cells), rc_sources, StepKind.LAYOUTS
        )
        cited = []
        for s in rc_sources:
            if s == COUNT:
                cited.append((set(covered), plain.mines, plain.mines))
            else:
                w = plain.index(*s)
                around = {n for n in plain.neighbours[w] if plain.cells[n] < 0}
                cited.append((around, plain.cells[w], plain.cells[w]))
        expected = _layouts_agree(plain, step, cited)
        try:
            check_step(plain, step, 0, [])
            holds = True
        except ProofError:
            holds = False
        assert holds == expected, (plain.to_text(), step)


PAIR = parse_position("5x3x3\n00000\n12221\nHHHHH\n")
ONE_TWO = parse_position("5x3x2\n00000\n11111\nHHHHH\n")


def _mutations(proof: Proof) -> list[Proof]:
    last = proof.steps[-1]
    flipped = replace(last, mines=1 - last.mines)
    forward = replace(proof.steps[0], sources=(*proof.steps[0].sources, len(proof.steps)))
    first = proof.steps[0]
    widened = replace(first, says=Says.EXACTLY, mines=first.mines + 1)
    return [
        replace(proof, steps=(*proof.steps[:-1], flipped)),
        replace(proof, steps=(forward, *proof.steps[1:])),
        replace(proof, steps=(widened, *proof.steps[1:])),
        replace(proof, steps=(*proof.steps[:-1], replace(last, sources=()))),
        replace(proof, steps=proof.steps[:-1])
        if len(proof.steps) > 1
        else replace(proof, steps=()),
        replace(proof, verdict=Verdict.MINE if proof.verdict is Verdict.SAFE else Verdict.SAFE),
    ]


@pytest.mark.parametrize("position", [PAIR, ONE_TWO], ids=["1-2-2-2-1", "1-1-1-1-1"])
def test_a_broken_proof_fails_the_check(position: Position) -> None:
    proofs = _every_proof(position)
    assert proofs
    for proof in proofs:
        check_proof(position, proof)
        for broken in _mutations(proof):
            with pytest.raises(ProofError):
                check_proof(position, broken)


def test_flags_are_not_trusted() -> None:
    # The flag on A2 would make B1 safe through the 1 at A1, but nothing proves it.
    position = parse_position("2x2x1\n1H\nFH\n")
    step = Step(Says.EXACTLY, 0, ((0, 1),), ((0, 0),), StepKind.CLUE_CELL)
    with pytest.raises(ProofError):
        check_proof(position, Proof((0, 1), Verdict.SAFE, 0.0, (step,)))
    move = hint(position.to_text())
    assert move.proof is not None and move.proof.verdict is Verdict.GUESS


def test_a_proof_that_leans_on_what_it_proves_fails() -> None:
    # I7-style circularity: the mine at A3 may only be cited once a step proves it.
    position = parse_position("3x3x1\n000\n111\nHHH\n")
    circular = Step(Says.EXACTLY, 0, ((2, 0),), ((1, 0), 0), StepKind.CLUE_CELL)
    with pytest.raises(ProofError, match="does not come before"):
        check_proof(position, Proof((2, 0), Verdict.SAFE, 0.0, (circular,)))


def _refs(sentence: str) -> set[int]:
    found = set()
    for group in re.findall(r"steps? ([\d, and]+)", sentence):
        found.update(int(n) for n in re.findall(r"\d+", group))
    return found


def test_each_step_says_everything_it_cites_and_its_own_bound() -> None:
    rng = random.Random(7)
    seen_kinds: set[StepKind] = set()
    seen_says: set[Says] = set()
    for _ in range(600):
        position = random_position(rng).unflagged()
        for proof in _every_proof(position, 3):
            for index, step in enumerate(proof.steps):
                sentence = step_sentence(position, proof, index)
                seen_kinds.add(step.kind)
                for source in step.sources:
                    if isinstance(source, tuple):
                        assert cell_name(*source) in sentence, sentence
                assert _refs(sentence) == {s + 1 for s in step.sources if isinstance(s, int)}, (
                    sentence
                )
                if COUNT in step.sources:
                    assert "mines" in sentence or "mine " in sentence
                if step.kind is StepKind.CLUE_GROUP:
                    seen_says.add(step.says)
                    words = f"{step.says.value} {step.mines} mine"
                    assert words in sentence, sentence
                    if step.says is not Says.EXACTLY:
                        assert sentence.rsplit("so ", 1)[-1].startswith(words), sentence
    assert {StepKind.CLUE_CELL, StepKind.CLUE_GROUP, StepKind.PAIR_CELL} <= seen_kinds
    assert {Says.EXACTLY, Says.AT_LEAST} <= seen_says


def test_a_number_with_more_covered_cells_says_at_least() -> None:
    # The "the 3 at AC17 needs 1 mine among AC16 and AD16" (it had four covered
    # neighbours): here the 2 at C1 has B1, B2 and C2 covered.
    position = parse_position("3x3x2\nHH2\nHHH\nH11\n")
    move = hint(position.to_text())
    assert move.proof is not None
    assert proof_lines(position, move.proof) == [
        "1. The 2 at C1 has exactly 2 mines among B1, B2 and C2; B1 can hold at most 1 mine, "
        "so at least 1 mine among B2 and C2.",
        "2. The 1 at B3 has exactly 1 mine among A2, B2, C2 and A3; step 1 puts at least "
        "1 mine among B2 and C2, so A3 is safe.",
    ]


def test_a_known_mine_is_proved_before_it_is_used() -> None:
    # The 1-2 lesson's complaint: "I6 is safe: the 1 at H7 already touches its mine at I7".
    position = parse_position("4x3x2\n0000\n1221\nHHHH\n")
    move = hint(position.to_text())
    assert move.proof is not None and move.certain
    lines = proof_lines(position, move.proof)
    assert any("already touches its mine at" in line for line in lines)
    for number, line in enumerate(lines, start=1):
        assert all(ref < number for ref in _refs(line)), lines


def test_the_guess_names_the_safest_cell_without_calling_it_a_mine() -> None:
    move = hint("3x2x2\nHHH\n1HH\n")
    assert not move.certain
    assert re.fullmatch(
        r"no safe cell: the safest cell, [A-C][12], is a mine with probability \d+%", move.reason
    ), move.reason


def test_the_verdict_on_a_mine_has_its_proof() -> None:
    proof = explain_cell("3x3x1\n000\n111\nHHH\n", 2, 1)
    assert proof is not None and proof.verdict is Verdict.MINE
    check_proof(parse_position("3x3x1\n000\n111\nHHH\n"), proof)
    assert explain_cell("3x3x1\n000\n111\nHHH\n", 1, 1) is None
