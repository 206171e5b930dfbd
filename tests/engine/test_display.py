"""Choosing the window scale."""

from game.engine.display import auto_scale


def test_auto_scale_picks_the_largest_integer_that_fits():
    assert auto_scale((152, 220), (1920, 1080)) == 4
    assert auto_scale((500, 330), (1920, 1080)) == 2
    assert auto_scale((1000, 700), (1280, 800)) == 1
