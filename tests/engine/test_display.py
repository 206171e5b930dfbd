"""The window is the player's: it opens as it was left, changes size and place only when the
player changes them, and the zoom changes text and chrome, never the window."""

import warnings

import pygame
import pytest

from game.engine.display import (
    MIN_WINDOW,
    Display,
    auto_zoom,
    first_size,
    room,
    step_zoom,
)


@pytest.fixture
def display():
    pygame.display.init()
    shown = Display(zoom=2, position=(100, 50), size=(1440, 1000))
    yield shown
    pygame.quit()


def window_size():
    return tuple(pygame.display.get_window_size())


def _window():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_automatic_zoom_follows_the_desktop_height_in_quarter_steps():
    assert auto_zoom((1280, 800)) == 1
    assert auto_zoom((1600, 1000)) == 1
    assert auto_zoom((1920, 1080)) == 1.25
    assert auto_zoom((2560, 1440)) == 1.5
    assert auto_zoom((3840, 2160)) == 2.5


def test_zoom_steps_are_quarters_and_snap_to_the_grid():
    assert step_zoom(2, 1) == 2.25
    assert step_zoom(2, -1) == 1.75
    assert step_zoom(1.6, 1) == 1.75
    assert step_zoom(1.6, -1) == 1.5
    assert step_zoom(4, 1) == 4 and step_zoom(1, -3) == 1


@pytest.mark.parametrize("desktop", [(1280, 800), (1600, 1000), (1920, 1080), (3840, 2160)])
def test_the_first_window_fits_the_desktop_and_is_sized_for_experte(desktop):
    zoom = auto_zoom(desktop)
    width, height = first_size(desktop, zoom)
    fits = room(desktop)
    assert width <= fits[0] and height <= fits[1]
    assert width >= MIN_WINDOW[0] and height >= MIN_WINDOW[1]
    # 30 columns of at least 16 design pixels each fit across, 16 rows down
    assert width >= 30 * 16 * zoom and height >= 16 * 16 * zoom


def test_the_window_opens_at_the_size_and_place_the_player_left_it(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.surface()
    assert window_size() == (1440, 1000)
    assert tuple(pygame.display.get_window_position()) == (100, 50)


def test_a_remembered_place_off_the_desktop_is_brought_back_onto_it(monkeypatch):
    pygame.display.init()
    try:
        display = Display(position=(1500, 900), size=(900, 640))
        monkeypatch.setattr(display, "desktop_size", lambda: (1600, 1000))
        display.surface()
        x, y = pygame.display.get_window_position()
        assert x + 900 <= 1600 and y + 640 <= 1000
    finally:
        pygame.quit()


def test_ctrl_plus_minus_and_ctrl_wheel_zoom_but_never_resize_the_window(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    changes = []
    display.on_change = lambda: changes.append(display.zoom)
    display.surface()
    plus = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=pygame.KMOD_LCTRL)
    plain = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0)
    assert display.filter([plus, plain]) == [plain]
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    assert display.filter([wheel, wheel]) == []
    pygame.key.set_mods(0)
    assert changes == [2.25, 2.0, 1.75]
    assert window_size() == (1440, 1000)


def test_the_players_resize_move_and_maximise_are_remembered(display, monkeypatch):
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.surface()
    saved = []
    display.on_change = lambda: saved.append((display.wanted, display.position))
    window = _window()
    window.size, window.position = (1000, 700), (300, 20)  # as the player's drags would
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    display.filter(
        [
            pygame.event.Event(pygame.WINDOWRESIZED, x=1000, y=700),
            pygame.event.Event(pygame.WINDOWMOVED, x=300, y=20),
        ]
    )
    assert display.wanted == (1000, 700)
    assert display.position == (300, 20)
    assert saved and saved[-1] == ((1000, 700), (300, 20))
    display.filter([pygame.event.Event(pygame.WINDOWMAXIMIZED)])
    assert display.maximized
    display.filter([pygame.event.Event(pygame.WINDOWRESTORED)])
    assert not display.maximized
    assert display.requested == 2  # a resize never changes the zoom the player chose


def test_motion_from_the_window_moving_under_a_still_pointer_is_dropped(display, monkeypatch):
    pointer = {"desktop": (500, 500), "window": (40, 60)}

    def get_pos(desktop=False):
        return pointer["desktop"] if desktop else pointer["window"]

    monkeypatch.setattr(pygame.mouse, "get_pos", get_pos)
    display.surface()
    stale = pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 60), rel=(3, 3), buttons=(0, 0, 0))
    assert display.filter([stale]) == []
    pointer["desktop"], pointer["window"] = (510, 500), (45, 60)
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(45, 60), rel=(5, 0), buttons=(0, 0, 0))
    assert display.filter([moved]) == [moved]


def test_the_zoom_never_leaves_a_window_less_room_than_the_smallest_window(display, monkeypatch):
    """800x600 holds 480x360 design pixels up to 1.5x: a bigger zoom is shown at 1.5x and
    zooming in stops there; a bigger window takes the player's zoom again."""
    monkeypatch.setattr(display, "desktop_size", lambda: (1920, 1080))
    display.surface()
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    display.set_scale(2)
    assert display.zoom == 1.5
    display.zoom_by(1)
    assert display.zoom == 1.5 and display.requested == 1.5
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    display.set_scale(2)
    assert display.zoom == 2
