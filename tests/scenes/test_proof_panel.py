"""The Hint's proof stays under the board, one step a line, until the player acts; the
step under the pointer has its cells outlined."""

import pygame

from game.solver.position import parse_position
from game.solver.proof_text import proof_lines
from game.ui import recorder
from game.ui.look import TextRole
from game.ui.marks import cell_rect
from game.ui.proof_panel import PAD
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
