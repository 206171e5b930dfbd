"""Every chord style and release order through the real play scene, and no click eaten after.

The window hands every press, release and motion to the session; the session's click
machine (proven against ms-toollib) alone makes clicks. Each test chords, then makes
ordinary clicks that must each take effect, loses the game, and checks the counts the
game recorded against ms-toollib's analysis of the EVF it wrote (in a child process).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.model import FLAG
from game.replay.child import run_worker
from game.replay.formats import ReplayFormat
from game.scenes.play.pause import PauseOverlay
from game.session import Mouse

DOWN, UP = pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP
LEFT, MIDDLE, RIGHT = 1, 2, 3

STYLES = {
    "left+right, left up first": [(DOWN, LEFT), (DOWN, RIGHT), (UP, LEFT), (UP, RIGHT)],
    "left+right, right up first": [(DOWN, LEFT), (DOWN, RIGHT), (UP, RIGHT), (UP, LEFT)],
    "right+left, left up first": [(DOWN, RIGHT), (DOWN, LEFT), (UP, LEFT), (UP, RIGHT)],
    "right+left, right up first": [(DOWN, RIGHT), (DOWN, LEFT), (UP, RIGHT), (UP, LEFT)],
    "middle": [(DOWN, MIDDLE), (UP, MIDDLE)],
    "left click on the number": [(DOWN, LEFT), (UP, LEFT)],
}


def send(game, pos, steps) -> None:
    for kind, button in steps:
        game.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        game.post(kind, pos=pos, button=button)
        game.frames()


def chordable(board, taken=()):
    """An open number with a covered safe neighbour, away from cells already used."""
    for cell in board.cells:
        if not cell.open or not cell.adjacent or (cell.row, cell.col) in taken:
            continue
        if any(not nb.open and not nb.mine for nb in cell.neighbours):
            return cell
    raise AssertionError("no number to chord on")


def flag_mines_around(game, cell, but=None):
    for nb in cell.neighbours:
        if nb.mine and nb.mark != FLAG and nb is not but:
            game.click_cell(nb.row, nb.col, button=RIGHT)
            assert nb.mark == FLAG


def covered(board, mine: bool):
    return next(c for c in board.cells if not c.open and c.mine == mine and c.mark != FLAG)


def ordinary_clicks_take_effect(game, play) -> None:
    """A left click opens, a right click flags, another left click opens: each counted once."""
    board = play.board
    before = play.session.metrics()
    safe = covered(board, mine=False)
    game.click_cell(safe.row, safe.col)
    assert safe.open, "a left click after the chord was eaten"
    mine = covered(board, mine=True)
    game.click_cell(mine.row, mine.col, button=RIGHT)
    assert mine.mark == FLAG, "a right click after the chord placed no flag"
    safe = covered(board, mine=False)
    game.click_cell(safe.row, safe.col)
    assert safe.open, "a second left click after the chord was eaten"
    after = play.session.metrics()
    assert (after.left - before.left, after.right - before.right) == (2, 1)
    assert after.double == before.double
    assert not play.session.grabbing


def lose_and_compare_with_ms_toollib(game, play, home: Path) -> None:
    mine = covered(play.board, mine=True)
    game.click_cell(mine.row, mine.col)
    assert play.board.status == "lost"
    ours = play.session.metrics()
    (evf,) = (home / "replays").glob("*.evf")
    theirs = run_worker(ReplayFormat.EVF, evf.read_bytes(), evf.name)["info"]
    assert theirs["won"] is False
    assert {k: theirs[k] for k in ("left", "right", "double", "ce", "bbbv_solved")} == {
        "left": ours.left,
        "right": ours.right,
        "double": ours.double,
        "ce": ours.ce,
        "bbbv_solved": ours.bbbv_solved,
    }


@pytest.mark.parametrize("style", sorted(STYLES))
def test_each_chord_style_then_ordinary_clicks_count_as_ms_toollib(style, game_factory, _user_home):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    cell = chordable(play.board)
    flag_mines_around(game, cell)
    before = play.session.metrics()
    send(game, game.cell_pos(cell.row, cell.col), STYLES[style])
    assert all(nb.open or nb.mine for nb in cell.neighbours), "the chord did not open"
    after = play.session.metrics()
    assert after.double - before.double == 1
    assert (after.left, after.right) == (before.left, before.right)
    ordinary_clicks_take_effect(game, play)
    lose_and_compare_with_ms_toollib(game, play, _user_home)


@pytest.mark.parametrize("last_up", [LEFT, RIGHT])
def test_the_one_and_a_half_click_glide(last_up, game_factory, _user_home):
    """Right held after flagging, left taps numbers: one chord per tap, right still held."""
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    board = play.board
    game.click_cell(3, 3)
    first = chordable(board)
    mine = next(nb for nb in first.neighbours if nb.mine)
    flag_mines_around(game, first, but=mine)
    second = chordable(board, taken={(first.row, first.col)})
    flag_mines_around(game, second, but=mine)
    assert mine.mark != FLAG
    before = play.session.metrics()
    send(game, game.cell_pos(mine.row, mine.col), [(DOWN, RIGHT)])
    assert mine.mark == FLAG
    send(game, game.cell_pos(first.row, first.col), [(DOWN, LEFT), (UP, LEFT)])
    assert all(nb.open or nb.mine for nb in first.neighbours)
    assert Mouse.RIGHT_PRESS in play.session.down, "the right button is still held"
    pos = game.cell_pos(second.row, second.col)
    order = [LEFT, RIGHT] if last_up == RIGHT else [RIGHT, LEFT]
    send(game, pos, [(DOWN, LEFT), *((UP, button) for button in order)])
    assert all(nb.open or nb.mine for nb in second.neighbours)
    after = play.session.metrics()
    assert (after.double - before.double, after.right - before.right) == (2, 1)
    assert after.left == before.left
    ordinary_clicks_take_effect(game, play)
    lose_and_compare_with_ms_toollib(game, play, _user_home)


def test_a_chord_released_off_the_board_chords_nothing_and_clicks_go_on(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    cell = chordable(play.board)
    flag_mines_around(game, cell)
    send(game, game.cell_pos(cell.row, cell.col), [(DOWN, LEFT), (DOWN, RIGHT)])
    off = (play.layout.face.centerx, play.layout.face.centery)  # the face: off the board
    game.post(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(1, 0, 1))
    send(game, off, [(UP, LEFT), (UP, RIGHT)])
    assert not all(nb.open or nb.mine for nb in cell.neighbours)
    assert game.top is play, "the release on the face belonged to the board's chord"
    ordinary_clicks_take_effect(game, play)


def test_the_menu_bar_takes_only_what_lands_on_it(game_factory):
    """A press on the menu bar opens it; while a board button is held it is the board's."""
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    title = play.menu_bar.titles[0].center
    send(game, title, [(DOWN, LEFT), (UP, LEFT)])
    assert play.menu_bar.active
    send(game, title, [(DOWN, LEFT), (UP, LEFT)])
    assert not play.menu_bar.active
    covered_cell = covered(play.board, mine=False)
    send(game, game.cell_pos(covered_cell.row, covered_cell.col), [(DOWN, RIGHT)])
    send(game, title, [(DOWN, LEFT), (UP, LEFT), (UP, RIGHT)])
    assert not play.menu_bar.active
    assert not play.session.grabbing


def test_a_screen_over_the_board_lets_held_buttons_go(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    cell = covered(play.board, mine=False)
    send(game, game.cell_pos(cell.row, cell.col), [(DOWN, LEFT)])
    game.key(pygame.K_p, "p")
    assert isinstance(game.top, PauseOverlay)
    assert not play.session.grabbing
    game.key(pygame.K_SPACE, " ")
    assert game.top is play
    assert not cell.open, "a button let go off the board opens nothing"
    ordinary_clicks_take_effect(game, play)


def test_shift_alone_never_stops_the_auto_player_and_shift_equals_speeds_it(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    game.key(pygame.K_a, "a")
    assert play.assists.auto.running
    speed = play.assists.auto.speed
    for modifier in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_LALT):
        game.key(modifier)
    assert play.assists.auto.running
    game.key(pygame.K_EQUALS, "+", mod=pygame.KMOD_LSHIFT)
    assert play.assists.auto.running and play.assists.auto.speed > speed
    game.key(pygame.K_x, "x")
    assert not play.assists.auto.running


def test_shift_alone_does_not_end_the_pause(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "2")
    game.click_cell(4, 4)
    game.key(pygame.K_p, "p")
    assert isinstance(game.top, PauseOverlay)
    game.key(pygame.K_LSHIFT)
    assert isinstance(game.top, PauseOverlay)
    game.key(pygame.K_SPACE, " ")
    assert not isinstance(game.top, PauseOverlay)
