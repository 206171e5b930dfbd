"""A column taller than its room gives way in its scrolling part (the foot stays in the
window), and a line only partly in a scroll's view is left out rather than drawn cut."""

from __future__ import annotations

import pygame
import pytest

from game.skins import load_skin, shipped_skins_dir
from game.ui import recorder
from game.ui.layout import Column, Scroll, Text, lay_out
from game.ui.look import Look
from tests.ui.layout_check import problems_in

WINDOW = pygame.Rect(0, 0, 300, 120)


@pytest.fixture
def look():
    pygame.display.init()
    pygame.display.set_mode(WINDOW.size)
    yield Look(load_skin(shipped_skins_dir() / "classic"), 1.0)
    pygame.display.quit()


def _page(lines: int) -> tuple[Column, Scroll, Text]:
    scroll = Scroll(Column([Text(f"line {i}") for i in range(lines)], 3))
    foot = Text("the foot")
    return Column([scroll, foot], 8), scroll, foot


def test_the_scrolling_part_gives_way_and_the_foot_stays_in_the_window(look):
    page, scroll, foot = _page(40)
    lay_out(page, look, WINDOW)
    assert WINDOW.contains(foot.rect) and scroll.scrolls
    assert scroll.rect.bottom <= foot.rect.top and scroll.rect.top == WINDOW.top


def test_a_line_partly_in_view_is_not_drawn(look):
    page, scroll, _foot = _page(40)
    lay_out(page, look, WINDOW)
    surface = pygame.display.get_surface()
    for offset in range(40):  # every way the lines can fall across the view's edges
        scroll.scroll_by(look, 1 if offset else 0)
        drawn = recorder.start()
        try:
            page.draw(surface, look)
        finally:
            recorder.stop()
        assert problems_in(drawn, WINDOW, f"offset {scroll.offset}") == []
        shown = [d for d in drawn if d.kind is recorder.Kind.TEXT]
        assert len(shown) >= 3  # the view is not left empty
