"""Challenge codes: they round-trip, fix a board of the stated size with its start, and
refuse every mistyped character and swapped pair."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.challenge import Challenge, ChallengeCodeError, challenge_board, parse_code
from game.challenge.code import CHECK_PRIME
from game.challenge.symbols import ALPHABET
from game.model import MAX_SIDE, Board
from tests.challenge.strategies import challenges


@given(challenges(max_side=MAX_SIDE))
def test_a_code_names_its_challenge(challenge):
    code = challenge.code
    assert parse_code(code) == challenge
    assert parse_code(code.lower().replace("-", " ")) == challenge
    assert code.startswith("MS1-") and set(code[4:]) <= set(ALPHABET + "-")
    assert all(len(group) <= 5 for group in code.split("-")[1:])


@given(challenges())
def test_the_board_has_the_stated_size_and_mines_and_a_safe_start(challenge):
    board = challenge_board(challenge)
    lines = board.lines()
    assert len(lines) == challenge.rows
    assert {len(line) for line in lines} == {challenge.cols}
    assert sum(line.count("*") for line in lines) == challenge.mines
    row, col = board.start
    assert lines[row][col] == "."
    game = Board.from_layout("\n".join(lines))
    room = challenge.rows * challenge.cols - challenge.mines
    around = len(game.cell(row, col).neighbours)
    if room >= around + 1:  # room for an opening: the start opens a region
        assert game.cell(row, col).adjacent == 0


@given(challenges(), st.data())
def test_every_changed_character_is_refused(challenge, data):
    code = challenge.code
    spots = [i for i, char in enumerate(code) if char != "-"]
    i = data.draw(st.sampled_from(spots))
    other = data.draw(st.sampled_from([c for c in ALPHABET if c != code[i]] + ["U", "#"]))
    changed = code[:i] + other + code[i + 1 :]
    with pytest.raises(ChallengeCodeError):
        parse_code(changed)


@given(challenges(), st.data())
def test_every_swap_of_neighbours_is_refused(challenge, data):
    symbols = challenge.code.replace("-", "")
    pairs = [i for i in range(len(symbols) - 1) if symbols[i] != symbols[i + 1]]
    i = data.draw(st.sampled_from(pairs))
    swapped = symbols[:i] + symbols[i + 1] + symbols[i] + symbols[i + 2 :]
    with pytest.raises(ChallengeCodeError):
        parse_code(swapped)


def test_every_single_change_of_one_code_is_refused_exhaustively():
    code = Challenge(16, 30, 99, seed=424242, no_guess=True).code
    refused = 0
    for i, char in enumerate(code):
        for other in ALPHABET:
            if char in "-" or other == char:
                continue
            with pytest.raises(ChallengeCodeError):
                parse_code(code[:i] + other + code[i + 1 :])
            refused += 1
    assert refused == 31 * (len(code) - code.count("-"))


def test_read_aloud_letters_are_folded_and_one_line_errors_name_the_problem():
    code = Challenge(8, 8, 10, seed=3).code
    assert code == "MS1-0H2BM-Z32EV"
    assert parse_code("ms1-OH2BM-Z32EV") == parse_code(code)  # O read as 0
    with pytest.raises(ChallengeCodeError, match="check does not match"):
        parse_code("MS1-0H2BM-Z32EW")
    with pytest.raises(ChallengeCodeError, match="not a code character"):
        parse_code("MS1-0H2BM-Z32EU")
    with pytest.raises(ChallengeCodeError, match="missing, extra or mistyped"):
        parse_code("MS1-0H2BM-Z32E")
    with pytest.raises(ChallengeCodeError, match="version 2"):
        parse_code("MS2-0H2BM-Z32EV")
    with pytest.raises(ChallengeCodeError, match="starts with MS1"):
        parse_code("0H2BM-Z32EV")


def test_the_check_is_below_the_prime_so_no_second_spelling_passes():
    code = Challenge(8, 8, 10, seed=3).code.replace("-", "")
    number = 0
    for char in code[3:]:
        number = number * 32 + ALPHABET.index(char)
    assert number % CHECK_PRIME == 0 and number % 1024 < CHECK_PRIME


def test_the_layout_is_pinned_for_version_1():
    """The drawing of version 1 must never change: these boards are what codes made today
    name forever."""
    board = challenge_board(parse_code("MS1-0H2BM-Z32EV"))
    assert board.start == (4, 1)
    assert board.lines() == [
        "*.*.....",
        "........",
        "..**....",
        "....*...",
        "....*.*.",
        "........",
        "....*...",
        ".....**.",
    ]
    experte = challenge_board(Challenge(16, 30, 99, seed=0))
    assert experte.start == (13, 3)
    assert experte.lines()[0] == "*....**...*.*..*.......*..*.**"
