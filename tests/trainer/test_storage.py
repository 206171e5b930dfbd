"""The trainer's file: round trip, atomic, and a damaged file set aside and reported once."""

from game.storage.trainer import TrainerData, load_trainer, save_trainer, trainer_path


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
    assert len(problems) == 1 and "starting fresh" in problems[0]
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
