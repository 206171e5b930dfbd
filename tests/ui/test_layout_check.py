"""The layout audit's measure (tests/ui/layout_check.py) finds what a person would see
wrong, and the audit fails when a layout is broken once."""

import pygame
import pytest

from game.ui import text
from game.ui.recorder import Drawn, Kind
from tests.ui.layout_check import problems_in

WINDOW = pygame.Rect(0, 0, 200, 100)


def _text(label, x, y, w=40, h=9, clip=WINDOW):
    rect = pygame.Rect(x, y, w, h)
    return Drawn(Kind.TEXT, rect, 11, label, rect, clip)


def _box(label, rect, kind=Kind.BOX):
    return Drawn(kind, pygame.Rect(rect), label=label)


def test_a_clean_frame_has_no_problem():
    drawn = [_box("panel", (0, 0, 100, 50)), _text("a", 4, 4), _text("b", 50, 4)]
    assert problems_in(drawn, WINDOW, "t") == []


@pytest.mark.parametrize(
    ("drawn", "found"),
    [
        ([_text("Not", 4, 4), _text("assisted", 30, 4)], "overlaps"),
        ([_text("last 2", 4, 4), _text("Experte", 45, 4)], "runs into"),
        ([_text("far", 180, 4)], "leaves the window"),
        ([_text("cut", 4, 4, clip=pygame.Rect(0, 0, 30, 100))], "cut by its surface"),
        ([_box("panel", (0, 0, 30, 30)), _text("wide", 4, 4)], "crosses the edge"),
        ([_text("under", 4, 4), _box("button", (20, 0, 50, 30))], "partly hidden"),
    ],
)
def test_each_defect_is_named(drawn, found):
    problems = problems_in(drawn, WINDOW, "t")
    assert problems and found in problems[0]


def test_a_text_wholly_covered_or_under_a_drop_down_menu_is_not_seen():
    drawn = [
        _text("hidden", 4, 4),
        _text("peeks out", 100, 4),
        _box("panel", (0, 0, 60, 30)),
        _box("menu", (90, 0, 30, 30)),
        _text("menu entry", 4, 6),
    ]
    assert problems_in(drawn, WINDOW, "t") == []


def test_a_line_cut_with_dots_counts_unless_the_screen_shows_it_another_way():
    cut = text.shorten("a long sentence that does not fit", 60)
    hover = text.shorten("another long sentence that does not fit", 60, readable=True)
    problems = problems_in([_text(cut, 4, 4), _text(hover, 4, 40)], WINDOW, "t")
    assert len(problems) == 1 and "cut with" in problems[0]


def test_the_audit_fails_when_the_counters_panel_is_broken_once(monkeypatch):
    """The live counters' long figures no longer shrink: the audit sees them run together."""
    from tests.ui.test_layout_audit import long_game_frame

    assert not [p for p in long_game_frame() if "RQP" in p]
    monkeypatch.setattr("game.ui.counters.compact", lambda figure: [])
    problems = long_game_frame()
    assert any("RQP" in p and ("overlaps" in p or "runs into" in p) for p in problems)


def test_what_lies_under_a_dialogs_shade_is_not_read():
    drawn = [
        _text("below", 4, 4),
        _box("shade", WINDOW, Kind.OVERLAY),
        _box("panel", (20, 0, 60, 30)),
        _text("asked", 30, 10),
    ]
    assert problems_in(drawn, WINDOW, "t") == []
    assert problems_in(drawn[:1] + drawn[2:], WINDOW, "t")  # without the shade: hidden
