"""The charts' value axes are sane (issue 31): no negative time, speed or rate (a 3BV/s axis
from -0.8 to 1.2 with one game was wrong), whole-number ticks for counts (a histogram read
"1.0" / "0.0"), tick labels inside the chart's frame, and numbers that cannot be misread
(German "1.327" for a rating reads as a decimal)."""

from __future__ import annotations

import re

import pytest

from game.i18n import Language, set_language
from game.storage import GameRecord
from game.storage.trainer import TrainerData, save_trainer
from game.ui.axes import NARROW_SPACE, axis, tick_text
from game.ui.recorder import Drawn, Kind
from tests.scenes.played import open_charts, recorded

NUMBER = re.compile(r"^-?[0-9][0-9.,\u202f]*( ?%)?$")


# ------------------------------------------------------------------ tick values for data


def test_one_speed_gets_an_axis_around_it_that_never_goes_below_zero():
    scale = axis([0.2])
    assert scale.low >= 0 and scale.low <= 0.2 <= scale.high
    assert all(tick >= 0 for tick in scale.ticks)


def test_speeds_start_at_a_round_tick_not_below_zero():
    assert axis([0.7, 1.4, 2.6]).ticks == (0, 1, 2, 3)


def test_a_single_zero_still_has_an_axis_from_zero():
    scale = axis([0.0])
    assert scale.ticks[0] == 0 and scale.high > 0


def test_counts_get_whole_ticks_from_zero():
    assert axis([72, 5, 40], whole=True, include=(0,)).ticks == (0, 20, 40, 60, 80)
    assert axis([1], whole=True, include=(0,)).ticks == (0, 1)
    assert axis([1], whole=True, include=(0,)).labels() == ["0", "1"]
    assert axis([3.1, 0.9, 2.0], whole=True, include=(0,)).ticks == (0, 1, 2, 3, 4)


def test_rates_stay_between_zero_and_a_hundred_percent():
    assert axis([55, 100], ceiling=100, include=(0, 100)).ticks == (0, 25, 50, 75, 100)
    assert axis([100, 100], ceiling=100, include=(0,)).high == 100


def test_ratings_are_not_floored_at_zero_and_stay_whole():
    assert axis([1126, 2320], floor=None).ticks == (1000, 1500, 2000, 2500)
    assert axis([1326, 1327], floor=None, whole=True).ticks == (1326, 1327)


@pytest.mark.parametrize("most", [2, 3, 4, 5, 6])
def test_never_more_ticks_than_room_for(most):
    for values in ([0.2], [4, 39], [0, 100], [1126, 2320], [0.013, 0.9], [7, 7000]):
        scale = axis(values, most=most)
        assert 2 <= len(scale.ticks) <= most, (values, scale)
        assert scale.low <= min(values) and max(values) <= scale.high


def test_tick_labels_have_no_thousands_point_and_group_big_numbers_with_a_narrow_space():
    set_language(Language.DE)
    try:
        assert tick_text(1327) == "1327"
        assert tick_text(0.25, 2) == "0,25"
        assert tick_text(12345) == f"12{NARROW_SPACE}345"
        assert tick_text(-0.0) == "0"
    finally:
        set_language(Language.EN)
    assert tick_text(1327) == "1327" and tick_text(1234567) == "1\u202f234\u202f567"


# ----------------------------------------------------------------- as the charts draw them


def _won(seconds: float, three_bv: int, at: str) -> GameRecord:
    return GameRecord("normal", 9, 9, 10, None, True, seconds, three_bv, three_bv, finished_at=at)


def _frame(game) -> list[Drawn]:
    return [d for d in recorded(game) if d.kind is Kind.TEXT]


def _labels_after(texts: list[Drawn], title: str, titles: list[str]) -> list[Drawn]:
    """The numbers drawn after a chart's title and before the next chart's title."""
    start = next(i for i, d in enumerate(texts) if d.label == title)
    end = next((i for i, d in enumerate(texts) if i > start and d.label in titles), len(texts))
    return [d for d in texts[start + 1 : end] if NUMBER.match(d.label)]


def test_with_one_game_no_axis_goes_below_zero_and_counts_are_whole(game_factory):
    game = game_factory()
    game.ctx.stats.record(_won(10.0, 2, "2026-01-01T10:00:00+00:00"))  # 3BV/s 0.2
    open_charts(game)
    texts = _frame(game)
    numbers = [d.label for d in texts if NUMBER.match(d.label)]
    assert numbers and not [n for n in numbers if n.startswith("-")], numbers
    titles = [
        "Time per win (s), average of 10",
        "3BV/s per win, average of 10",
        "Win rate, last 20",
        "Winning times",
        "Trainer rating",
        "Where losses happened",
    ]
    counts = [d.label for d in _labels_after(texts, "Winning times", titles)]
    assert counts == ["0", "1"]
    speeds = [float(d.label) for d in _labels_after(texts, titles[1], titles)]
    assert min(speeds) >= 0 and min(speeds) <= 0.2 <= max(speeds)


def test_german_ratings_read_as_whole_numbers_inside_their_frame(game_factory):
    save_trainer(TrainerData(player=(1327.0, 60.0, 0.06), history=[(0.0, 1325.0), (1.0, 1327.0)]))
    game = game_factory("--lang", "de")
    game.ctx.stats.record(_won(10.0, 2, "2026-01-01T10:00:00+00:00"))
    open_charts(game)
    texts = _frame(game)
    title = next(d for d in texts if d.label == "Trainer-Wertung")
    ratings = _labels_after(texts, "Trainer-Wertung", ["Wo Niederlagen passierten"])
    assert ratings, "the rating axis has labels"
    assert all("." not in d.label and "," not in d.label for d in ratings), ratings
    assert {int(d.label) for d in ratings} >= {1325, 1327}
    for label in ratings:  # inside the chart: not left of its title, not over the window edge
        assert label.ink is not None and label.ink.left >= title.rect.left
