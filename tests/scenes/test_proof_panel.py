"""The Hint's proof stays under the board, one step a line, until the player acts; the
step under the pointer has its cells outlined."""

import pygame
import pytest

from game.engine.display import Display
from game.solver.position import parse_position
from game.solver.proof_text import proof_lines
from game.ui import recorder
from game.ui.look import TextRole
from game.ui.marks import cell_rect
from game.ui.play_layout import PANEL_MAX
from game.ui.proof_panel import BAR, PAD, proof_view
from game.ui.recorder import Kind


def _hinted(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    game.key(pygame.K_h, "h")
    game.frames(2)
    move = play.assists.hint.current(play.board)
    assert move is not None and move.proof is not None and move.proof.steps
    return game, play, move


def _texts(game) -> list[str]:
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    return [d.label for d in drawn if d.kind is Kind.TEXT]


def test_the_proof_stays_one_step_a_line_until_the_player_acts(game_factory):
    game, play, move = _hinted(game_factory)
    panel = play.layout.panel
    assert panel.h > 0 and not panel.colliderect(play.layout.viewport)
    steps = proof_lines(parse_position(play.board.to_position()), move.proof)
    game.seconds(20)  # long after the status strip's message has gone
    shown = " ".join(_texts(game))
    for step in steps:
        assert " ".join(step.split()) in " ".join(shown.split()), step
    window = pygame.display.get_surface().get_rect()
    assert window.contains(play.layout.panel)
    # The player acts (H again opens the cell): the proof and its room go.
    game.key(pygame.K_h, "h")
    game.frames(2)
    assert play.assists.hint.current(play.board) is None
    assert play.layout.panel.h == 0
    assert steps[0] not in " ".join(_texts(game))


def test_the_step_under_the_pointer_has_its_cells_outlined(game_factory):
    game, play, move = _hinted(game_factory)
    index = 0
    step = move.proof.steps[index]
    panel = play.layout.panel
    content = play.frame().proof
    look = play.look()
    row = next(i for i, (_, at) in enumerate(content.lines(look, panel.w)) if at == index)
    line = look.line(TextRole.BODY)
    pointer = (panel.x + 20, panel.y + look.px(PAD) + row * line + line // 2)
    cell = next(c for c in step.cells if c != (move.row, move.col))
    rect = cell_rect(*cell, play.layout.cell, play.frame().origin)
    hint_colour = tuple(game.ctx.skin.colors["hint"])[:3]
    game.post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    game.frames()
    before = tuple(game.surface.get_at((rect.x, rect.centery)))[:3]
    game.post(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
    game.frames()
    after = tuple(game.surface.get_at((rect.x, rect.centery)))[:3]
    assert after == hint_colour and before != hint_colour


def _first_window(game_factory, monkeypatch, desktop, seed):
    """An Experte game in the window a first start opens on `desktop`."""
    monkeypatch.setattr(Display, "desktop_size", lambda self: desktop)
    game = game_factory("--difficulty", "experte", "--seed", str(seed))
    game.frames(2)
    return game


def _tight_window(game_factory, monkeypatch):
    """An Experte game in a window a few pixels shorter than the first window of a 1280x800
    desktop: the room under the board holds a proof of three lines, not one of four."""
    game = _first_window(game_factory, monkeypatch, (1280, 800), 2)
    width, height = pygame.display.get_window_size()
    pygame.display.set_mode((width, height - 6), pygame.RESIZABLE)
    game.frames(2)
    return game


def _where(play):
    lay = play.layout
    return (pygame.Rect(lay.board_frame), lay.cell, pygame.Rect(lay.hud), pygame.Rect(lay.face))


def _hints(game, play, most=6):
    """Each hint with a proof along a game (H shows it, H again opens its cell)."""
    for _ in range(most):
        if play.board.over:
            return
        game.key(pygame.K_h, "h")
        game.frames(3)
        move = play.assists.hint.current(play.board)
        if move is None or move.proof is None or not move.proof.steps:
            return
        yield move
        game.key(pygame.K_h, "h")
        game.frames(2)


@pytest.mark.parametrize("seed", [11, 13])
@pytest.mark.parametrize("desktop", [(1600, 1000), (1280, 800)])
def test_a_hints_proof_in_the_first_window_never_moves_the_board(
    game_factory, monkeypatch, desktop, seed
):
    game = _first_window(game_factory, monkeypatch, desktop, seed)
    play = game.top
    game.click_cell(3, 3)
    before = _where(play)
    window = pygame.Rect((0, 0), pygame.display.get_window_size())
    shown = 0
    for _move in _hints(game, play, most=8):
        shown += 1
        lay = play.layout
        assert _where(play) == before  # the board, its cells, the counters and the face
        assert lay.panel.h and window.contains(lay.panel)
        assert not lay.panel.colliderect(lay.board_frame)
        assert not lay.status.colliderect(lay.panel)
        look, content = play.look(), play.frame().proof
        if desktop == (1600, 1000) and content.height(look, lay.panel.w) <= 7 * look.line(
            TextRole.BODY
        ):  # where the desktop has room, a proof of a few lines is shown whole
            assert lay.panel.h >= content.height(look, lay.panel.w)
    assert shown >= 4


def test_a_proof_longer_than_its_room_scrolls_with_the_wheel_and_page_keys(
    game_factory, monkeypatch
):
    game = _tight_window(game_factory, monkeypatch)
    play = game.top
    game.click_cell(3, 3)
    look = play.look()
    for _move in _hints(game, play, most=12):
        content = play.frame().proof
        if proof_view(look, content, play.layout.panel, 0).bar.w:
            break
    else:
        pytest.fail("no proof in this game was longer than its room")
    panel = play.layout.panel
    lines = [text for text, _ in content.lines(look, panel.w - look.px(BAR))]
    assert lines[0] in _texts(game) and lines[-1] not in _texts(game)
    for _page in range(len(lines)):
        game.key(pygame.K_PAGEDOWN)
    drawn = _texts(game)
    assert lines[-1] in drawn and lines[0] not in drawn  # the last line, one scroll away
    for _page in range(len(lines)):
        game.key(pygame.K_PAGEUP)
    assert lines[0] in _texts(game)
    # The wheel over the panel scrolls the proof (not the board) a line at a time.
    game.post(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))
    game.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    game.frames()
    assert play.ui.proof_first > 0 and play.ui.scroll == (0, 0)
    assert lines[0] not in _texts(game)
    # A step under the pointer is still the step drawn there.
    view = play.frame().proof_view
    text, index, y = next(line for line in view.shown if line[1] >= 0)
    game.post(pygame.MOUSEMOTION, pos=(panel.x + 20, y + 2), rel=(0, 0), buttons=(0, 0, 0))
    game.frames()
    assert play.frame().proof_hover == index


def test_a_panel_that_shrinks_the_board_leaves_the_counters_and_face_as_they_were(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    pygame.display.set_mode((1008, 712), pygame.RESIZABLE)
    game.frames(2)
    play = game.top
    cell, hud = play.layout.cell, (play.layout.hud.h, play.layout.face, play.layout.counter.size)
    game.click_cell(3, 3)
    mine = next((r, c) for r in range(16) for c in range(30) if play.board.mine_at(r, c))
    game.click_cell(*mine)  # lost: the result panel needs more room than is free
    game.frames(2)
    lay = play.layout
    assert lay.cell < cell and lay.panel.h  # the board shrank for the panel
    assert (lay.hud.h, lay.face.size, lay.counter.size) == (hud[0], hud[1].size, hud[2])


def test_a_proof_short_of_room_under_the_board_spreads_across_the_board(game_factory, monkeypatch):
    game = _tight_window(game_factory, monkeypatch)
    play = game.top
    game.click_cell(3, 3)
    next(_hints(game, play))
    lay, look, content = play.layout, play.look(), play.frame().proof
    assert content.height(look, look.px(PANEL_MAX)) > lay.panel.h  # at the usual width: scrolls
    assert lay.panel.w > look.px(PANEL_MAX) and lay.panel.w <= lay.hud.w
    assert lay.panel.h >= content.height(look, lay.panel.w)  # across the board: whole
    assert not proof_view(look, content, lay.panel, 0).bar.w
