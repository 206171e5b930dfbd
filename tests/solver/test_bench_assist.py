"""The hint and no-guess benchmarks print their figures and refuse bad options."""

from __future__ import annotations

import re

import pytest

from game.bench import hints, noguess
from game.bench.__main__ import main as bench_main


def test_hint_benchmark_times_every_position(capsys: pytest.CaptureFixture[str]) -> None:
    times = hints.hint_times("normal", 2, 5)
    assert len(times) >= 2 and all(t > 0 for t in times)
    assert hints.main(["--difficulty", "normal", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"hint time: median [\d.]+ ms, p95 [\d.]+ ms", out)


def test_noguess_benchmark_makes_boards(capsys: pytest.CaptureFixture[str]) -> None:
    assert noguess.main(["--difficulty", "normal", "--boards", "3"]) == 0
    out = capsys.readouterr().out
    assert "3 boards" in out and "failed 0" in out


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        (hints, ["--games", "0"]),
        (hints, ["--difficulty", "huge"]),
        (noguess, ["--boards", "0"]),
        (noguess, ["--difficulty", "1x1x5"]),
    ],
)
def test_bad_options_exit_with_status_two(module, argv: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        module.main(argv)
    assert stop.value.code == 2


def test_unknown_benchmark_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["nonsense"]) == 2
    assert "hints" in capsys.readouterr().err
