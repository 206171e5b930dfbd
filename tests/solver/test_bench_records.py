"""The solver benchmark's records: chunks reported as one run, and two runs compared."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.bench import records, solver
from game.bench.solver import main
from game.model import Action, Board, Status
from game.model.difficulty import NORMAL
from game.solver import best_move
from game.solver.guess import Method


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def test_chunks_of_a_run_report_as_the_whole_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = _run(["--difficulty", "normal", "--games", "6", "--seed", "11"], capsys)
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    common = ["--difficulty", "normal", "--games", "3"]
    _run([*common, "--seed", "11", "--record", str(first)], capsys)
    _run([*common, "--seed", "14", "--record", str(second)], capsys)
    joined = _run(["--records", str(first), str(second)], capsys)
    line = next(text for text in whole.splitlines() if "win rate" in text)
    assert line in joined
    assert "seeds 11..16 (tuning range" in joined


def test_a_run_against_another_counts_the_boards_only_one_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.txt"
    _run(["--difficulty", "normal", "--games", "8", "--seed", "1", "--record", str(mine)], capsys)
    _, games = records.read([mine])
    won = sorted(seed for seed, game in games.items() if game.won)
    lost = sorted(seed for seed, game in games.items() if not game.won)
    assert won and lost
    # another solver that won exactly the boards this one lost (three fields a line)
    theirs = tmp_path / "theirs.txt"
    lines = [records.header("normal", (3, 3), "opening")]
    lines += [f"{seed} {int(not games[seed].won)} 1" for seed in sorted(games)]
    theirs.write_text("\n".join(lines) + "\n")
    out = _run(["--records", str(mine), "--against", str(theirs)], capsys)
    expected = f"only this one won {len(won)}, only the other {len(lost)}"
    assert expected in out
    assert f"sign test p = {records.sign_test(len(won), len(lost)):.3g}" in out


def test_a_lost_game_says_how_the_guess_that_lost_it_was_chosen(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.txt"
    argv = ["--difficulty", "normal", "--games", "12", "--seed", "1", "--record", str(path)]
    out = _run(argv, capsys)
    _, games = records.read([path])
    lost = [game for game in games.values() if not game.won]
    assert lost and len(lost) < len(games)
    assert all(game.lost_by is None for game in games.values() if game.won)
    for game in lost:  # the record names the fatal guess, and replaying it agrees
        assert game.lost_by is not None and 0.0 < game.lost_risk < 1.0
        assert _fatal_guess(game.seed) == (game.lost_by, pytest.approx(game.lost_risk, abs=1e-6))
    said = re.search(r"the (\d+) lost games, by how the guess that lost each .*?: (.*);", out)
    assert said and int(said.group(1)) == len(lost)
    counted = [int(n) for n in re.findall(r" (\d+) \(mean risk", said.group(2))]
    assert sum(counted) == len(lost)
    assert said.group(0) in _run(["--records", str(path)], capsys)  # read back: the same
    old = tmp_path / "old.txt"  # six fields a line, as written before: still read, no breakdown
    text = path.read_text().splitlines()
    old.write_text("\n".join([text[0], *(" ".join(t.split()[:6]) for t in text[1:])]) + "\n")
    assert "lost games" not in _run(["--records", str(old)], capsys)


def _fatal_guess(seed: int) -> tuple[Method | None, float]:
    """How the guess that lost a Normal game (opening at 3,3) was chosen, and its risk."""
    board = Board.from_difficulty(NORMAL, seed=seed, first_click="opening")
    board.reveal(3, 3)
    while True:
        move = best_move(board.to_position())
        if move.action is Action.FLAG:
            board.toggle_flag(move.row, move.col)
            continue
        board.reveal(move.row, move.col)
        if board.status is Status.LOST:
            assert not move.certain
            return move.method, move.p_mine


def test_sign_test() -> None:
    assert records.sign_test(0, 0) == 1.0
    assert records.sign_test(5, 5) == 1.0
    assert records.sign_test(0, 6) == pytest.approx(2 / 64)
    assert records.sign_test(119, 110) == pytest.approx(0.597, abs=0.01)  # issue 36's figure
    assert records.sign_test(140, 100) < 0.05


def test_seed_ranges() -> None:
    assert records.seed_ranges([3, 1, 2, 7, 9, 8]) == "1..3, 7..9"
    assert records.seed_ranges([5]) == "5"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "# solver-bench normal 3,3\n",
        "# solver-bench normal 3,3 opening\n1 2 0\n",
        "# solver-bench normal 3,3 opening\n1 0 1 0.5 0 7 luck 0.5\n",
    ],
)
def test_a_bad_record_file_is_a_usage_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(SystemExit) as stop:
        main(["--records", str(path)])
    assert stop.value.code == 2


def test_views_time_the_hint_and_the_probability_view_on_every_position(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = _run(["--difficulty", "normal", "--games", "2", "--seed", "3", "--views"], capsys)
    counted = re.search(r"on the (\d+) positions of these games", out)
    assert counted and int(counted.group(1)) >= 2
    assert re.search(r"Hint: mean [\d.]+ ms, median [\d.]+ ms, p99 [\d.]+ ms", out)
    assert re.search(r"probability view: mean [\d.]+ ms, median [\d.]+ ms, p99 [\d.]+ ms", out)


def test_the_big_position_has_its_top_half_opened() -> None:
    text = solver.big_position(1)
    lines = text.splitlines()
    assert lines[0] == "300x300x18000" and len(lines) == 301
    top, bottom = "".join(lines[1:151]), "".join(lines[151:])
    assert top.count("H") < 0.3 * len(top)  # only the mines of the top half stay covered
    assert bottom.count("H") > 0.9 * len(bottom)
