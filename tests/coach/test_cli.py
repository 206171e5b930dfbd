"""The coach's command line (`python -m game.coach FILE --json`, which `python -m
game.replay coach` hands its files to) end to end: the community samples, our own replays
(JSON and the EVF made from them), and bad files (one line, exit status 2)."""

from __future__ import annotations

import json
import math
import shutil

import pytest

from game.coach.cli import main
from game.model import Action
from game.replay.export import save_evf
from game.replay.recording import game_video
from game.session import FakeClock, GameSession
from game.session.inputs import Source
from game.session.setup import GameSetup
from game.storage.gamelog import REPLAY_FORMAT_V2
from tests.replay.helpers import DATA, INVALID_SAMPLE, VALID_SAMPLES, run_cli

CONTRACT = {"clicks", "certain", "guesses", "needless", "forced", "luck", "approximate"}
GUESS = {"time", "cells", "risk", "best_risk", "forced"}
SIZES = {
    "beginner-arbiter.avf": (8, 8),
    "vienna-rmv2.rmv": (8, 8),
    "beginner-metasweeper-v3.evf": (8, 8),
    "expert-clone.mvf": (16, 30),
}


def _coach(path, capsys) -> dict:
    assert main([str(path), "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def _check_contract(report: dict, rows: int, cols: int) -> None:
    assert set(report) >= CONTRACT
    guesses = report["guesses"]
    assert report["clicks"] == report["certain"] + len(guesses)
    assert report["needless"] + report["forced"] == len(guesses)
    assert report["forced"] == sum(1 for g in guesses if g["forced"])
    assert report["luck"] == pytest.approx(math.prod(1 - g["risk"] for g in guesses))
    times = [g["time"] for g in guesses]
    assert times == sorted(times) and all(t >= 0 for t in times)
    for guess in guesses:
        assert set(guess) >= GUESS
        assert 0 < guess["risk"] <= 1 and 0 <= guess["best_risk"] <= guess["risk"] + 1e-12
        assert guess["forced"] == (guess["best_risk"] > 0)
        assert guess["cells"] and all(0 <= r < rows and 0 <= c < cols for r, c in guess["cells"])
    assert isinstance(report["approximate"], bool)


@pytest.mark.parametrize("name", sorted(VALID_SAMPLES))
def test_every_community_sample_is_judged(name, capsys):
    report = _coach(DATA / name, capsys)
    _check_contract(report, *SIZES[name])
    assert report["clicks"] > 0 and not report["approximate"]


def test_a_game_without_guesses_has_luck_one(capsys):
    report = _coach(DATA / "beginner-metasweeper-v3.evf", capsys)
    assert report["guesses"] == [] and report["luck"] == 1.0
    assert isinstance(report["luck"], float)
    assert report["clicks"] == report["certain"] == 4


def test_the_viennasweeper_sample_guessed_once_needlessly(capsys):
    report = _coach(DATA / "vienna-rmv2.rmv", capsys)
    (guess,) = report["guesses"]
    assert guess["cells"] == [[6, 7]] and guess["risk"] == pytest.approx(0.5)
    assert report["needless"] == 1 and guess["best_risk"] == 0.0


def test_the_arbiter_first_click_is_free(capsys):
    report = _coach(DATA / "beginner-arbiter.avf", capsys)
    assert report["first_click_free"]
    assert all(g["time"] > 0 for g in report["guesses"])


def _our_game(tmp_path, first_click: str):
    setup = GameSetup(8, 8, 10, seed=7, first_click=first_click)
    clock = FakeClock()
    session = GameSession(setup, clock)
    for cell in [(4, 4), (0, 0), (7, 7), (0, 7), (7, 0), (3, 5), (2, 2)]:
        session.act(Source.KEYBOARD, Action.REVEAL, cell)
        clock.advance(1.0)
        if session.board.over:
            break
    path = tmp_path / "game.json"
    path.write_text(json.dumps(session.to_log().to_json(REPLAY_FORMAT_V2)), encoding="utf-8")
    save_evf(game_video(session), tmp_path / "game.evf")  # as the game saves both
    return path


@pytest.mark.parametrize("rule", ["opening", "any"])
def test_our_json_replay_and_its_evf_agree(rule, tmp_path, capsys):
    ours = _our_game(tmp_path, rule)
    report = _coach(ours, capsys)
    _check_contract(report, 8, 8)
    assert report["first_click_free"] == (rule != "any")
    first = report["guesses"][0] if report["guesses"] else None
    assert (first is not None and first["time"] == 0) == (rule == "any")
    again = _coach(tmp_path / "game.evf", capsys)
    assert again["guesses"] == report["guesses"]
    assert again["clicks"] == report["clicks"]


@pytest.mark.parametrize("name", [INVALID_SAMPLE, "missing.avf", "notes.txt", "fake.evf"])
def test_a_bad_file_is_one_line_and_exit_2(name, tmp_path, capsys):
    if name == INVALID_SAMPLE:
        shutil.copy(DATA / name, tmp_path / name)
    elif name != "missing.avf":
        (tmp_path / name).write_bytes(b"not a replay at all")
    assert main([str(tmp_path / name), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert name in captured.err and "Traceback" not in captured.err


def test_through_the_replay_command_line_in_a_real_process(tmp_path):
    done = run_cli("coach", str(DATA / "vienna-rmv2.rmv"), "--json", cwd=tmp_path)
    assert done.returncode == 0
    assert json.loads(done.stdout)["needless"] == 1
    bad = run_cli("coach", str(DATA / INVALID_SAMPLE), "--json", cwd=tmp_path)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stdout == ""


def test_the_text_form_names_the_moves(capsys):
    assert main([str(DATA / "vienna-rmv2.rmv")]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "1 guess, 1 needless (H1 was safe), luck 50%"
    assert "opened H7: 50% risk, needless: H1 was safe" in out
