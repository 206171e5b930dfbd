"""The window: one zoom for every scene, kept in place, zoomed and resized by the player."""

import warnings

import pygame
import pytest

from game.engine.display import Display, auto_zoom, fit_zoom, step_zoom


@pytest.fixture
def display():
    pygame.display.init()
    shown = Display(zoom=2, position=(100, 50))
    yield shown
    pygame.quit()


def window_size():
    return tuple(pygame.display.get_window_size())


def test_fit_zoom_picks_the_largest_quarter_step_that_fits():
    assert fit_zoom((152, 220), (1920, 1080)) == 4
    assert fit_zoom((500, 330), (1920, 1080)) == 2.75
    assert fit_zoom((1000, 700), (1280, 800)) == 1
    assert auto_zoom((1920, 1080)) == 2
    assert auto_zoom((1024, 768)) == 1.5


def test_zoom_steps_are_quarters_and_snap_to_the_grid():
    assert step_zoom(2, 1) == 2.25
    assert step_zoom(2, -1) == 1.75
    assert step_zoom(1.6, 1) == 1.75
    assert step_zoom(1.6, -1) == 1.5
    assert step_zoom(4, 1) == 4 and step_zoom(1, -3) == 1


def test_a_new_size_keeps_the_zoom_and_the_top_left_corner(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.ensure((150, 200))
    assert window_size() == (300, 400) and display.position == (100, 50)
    display.ensure((400, 300))
    assert window_size() == (800, 600)
    assert display.position == (100, 50)


def test_a_scene_too_big_for_the_desktop_is_shown_smaller_and_kept_on_it(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1024, 768))
    display.ensure((600, 400))
    assert display.scale == 1.5
    assert window_size() == (900, 600)
    x, y = display.position
    assert x + 900 <= 1024 and y + 600 <= 768


def test_ctrl_plus_minus_and_ctrl_wheel_zoom_and_are_not_passed_on(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    changes = []
    display.on_change = lambda: changes.append(display.zoom)
    display.ensure((150, 200))
    plus = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=pygame.KMOD_LCTRL)
    plain = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0)
    assert display.filter([plus, plain]) == [plain]
    assert window_size() == (338, 450)
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    assert display.filter([wheel, wheel]) == []
    pygame.key.set_mods(0)
    assert changes == [2.25, 2.0, 1.75]
    assert window_size() == (262, 350)


def test_dragging_the_window_edge_sets_the_zoom_and_moving_it_is_remembered(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.ensure((150, 200))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    window.size, window.position = (450, 700), (300, 20)  # as the player's drags would
    resized = pygame.event.Event(pygame.WINDOWRESIZED, x=450, y=700)
    moved = pygame.event.Event(pygame.WINDOWMOVED, x=300, y=20)
    stale = pygame.event.Event(pygame.WINDOWMOVED, x=12, y=34)
    display.filter([resized, stale, moved])
    assert display.zoom == 3.0
    assert display.position == (300, 20)
    display.ensure((300, 100))
    assert window_size() == (900, 300)


def test_our_own_resize_is_not_taken_for_the_players(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.ensure((150, 200))
    display.filter([pygame.event.Event(pygame.WINDOWRESIZED, x=300, y=400)])
    assert display.zoom == 2


def test_motion_from_the_window_moving_under_a_still_pointer_is_dropped(display, monkeypatch):
    pointer = {"desktop": (500, 500), "window": (40, 60)}

    def get_pos(desktop=False):
        return pointer["desktop"] if desktop else pointer["window"]

    monkeypatch.setattr(pygame.mouse, "get_pos", get_pos)
    display.ensure((150, 200))
    stale = pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 60), rel=(3, 3), buttons=(0, 0, 0))
    assert display.filter([stale]) == []
    pointer["desktop"], pointer["window"] = (510, 500), (45, 60)
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(45, 60), rel=(5, 0), buttons=(0, 0, 0))
    assert display.filter([moved]) == [moved]
