"""The trainer's file: round trip, atomic, and a damaged file set aside and reported once."""

import json

from game.storage.trainer import TrainerData, load_trainer, save_trainer, trainer_path
from game.trainer.library import load_shipped, readable_line
from game.trainer.start import open_coach


def test_round_trip():
    data = TrainerData(
        player=(1612.5, 80.0, 0.06),
        history=[(1.0, 1500.0), (2.0, 1612.5)],
        puzzles={"abc": (1400.0, 120.0, 0.06)},
        solved={"abc": 1},
        failed={"def": 2},
        lessons={"P11": 3},
        generated=["line"],
    )
    assert save_trainer(data) is None
    loaded, problems = load_trainer()
    assert problems == []
    assert loaded == data


def test_missing_file_starts_fresh():
    data, problems = load_trainer()
    assert data == TrainerData() and problems == []


def test_damaged_file_is_moved_aside_and_reported_once(_user_home):
    path = trainer_path()
    path.write_text("{not json")
    data, problems = load_trainer()
    assert data == TrainerData()
    assert len(problems) == 1 and "moved it to trainer.json.corrupt-" in problems[0]
    kept = list(_user_home.glob("trainer.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{not json"
    assert load_trainer() == (TrainerData(), [])


def test_wrong_shapes_are_refused(_user_home):
    trainer_path().write_text('{"player": [1500, "x", 0.06]}')
    data, problems = load_trainer()
    assert data.player is None
    assert "expected a number" in problems[0]


def test_a_failed_write_keeps_the_old_file_and_says_so(monkeypatch):
    save_trainer(TrainerData(player=(1500.0, 300.0, 0.06)))

    def broken(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("game.storage.trainer.write_atomic", broken)
    problem = save_trainer(TrainerData(player=(1.0, 1.0, 1.0)))
    assert problem is not None and "not saved" in problem
    assert load_trainer()[0].player == (1500.0, 300.0, 0.06)


def test_garbage_generated_lines_are_one_counted_note_and_the_rest_is_kept(_user_home):
    """3,000 garbage puzzle lines among good ones and a rating: one line counting them, the
    file set aside, what can be read kept in a clean file, and nothing said at the next start."""
    good = [puzzle.to_line() for puzzle in load_shipped()[0][:5]]
    garbage = [f"garbage line {number} ~~~" for number in range(3000)]
    original = {"player": [1612.5, 80.0, 0.06], "generated": good[:2] + garbage + good[2:]}
    trainer_path().write_text(json.dumps(original))
    coach, problems = open_coach(background=False)
    said = [problem for problem in problems if "trainer.json" in problem]
    assert len(said) == 1 and "3000 unusable values" in said[0] and "\n" not in said[0]
    assert "moved it to trainer.json.corrupt-" in said[0]
    aside = list(_user_home.glob("trainer.json.corrupt-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text()) == original
    data, again = load_trainer(line_ok=readable_line)
    assert again == [] and data.generated == good and data.player == (1612.5, 80.0, 0.06)
    coach, problems = open_coach(background=False)
    assert not [problem for problem in problems if "trainer.json" in problem]
