"""A whole game from the keyboard: arrows move the cursor, Space opens, F flags."""

import pygame

from game.scenes.play.result import ResultOverlay


def _go_to(game, play, row, col):
    if play.ui.cursor is None:
        game.key(pygame.K_DOWN)
    while play.ui.cursor != (row, col):
        r, c = play.ui.cursor
        if r < row:
            game.key(pygame.K_DOWN)
        elif r > row:
            game.key(pygame.K_UP)
        elif c < col:
            game.key(pygame.K_RIGHT)
        else:
            game.key(pygame.K_LEFT)


def test_a_seeded_game_is_won_with_the_keyboard_alone(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "21")
    play = game.top
    _go_to(game, play, 4, 4)
    game.key(pygame.K_SPACE, " ")
    assert play.board.status == "playing"
    mine = next(c for c in play.board.cells if c.mine)
    _go_to(game, play, mine.row, mine.col)
    game.key(pygame.K_f, "f")
    assert play.board.appearance(mine.row, mine.col) == "flag"
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            _go_to(game, play, cell.row, cell.col)
            game.key(pygame.K_RETURN, "\r")
    assert play.board.status == "won"
    assert isinstance(game.top, ResultOverlay)
    metrics = play.session.metrics()
    assert metrics.left > 0 and metrics.right == 1


def test_the_cursor_is_drawn_and_stays_on_the_board(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "21")
    play = game.top
    game.key(pygame.K_UP)
    assert play.ui.cursor == (4, 4)
    for _ in range(12):
        game.key(pygame.K_UP)
        game.key(pygame.K_LEFT)
    assert play.ui.cursor == (0, 0)
    x, y = game.cell_pos(0, 0)
    size = play.layout.cell
    edge = game.surface.get_at((x - size // 2, y))
    assert tuple(edge)[:3] == tuple(game.ctx.skin.colors["cursor"])[:3]


def test_space_on_an_open_number_chords(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    number = next(
        c
        for c in play.board.cells
        if c.open and c.adjacent and any(not nb.open and not nb.mine for nb in c.neighbours)
    )
    for nb in number.neighbours:
        if nb.mine:
            play.board.toggle_flag(nb.row, nb.col)
    _go_to(game, play, number.row, number.col)
    game.key(pygame.K_SPACE, " ")
    assert all(nb.open or nb.mine for nb in number.neighbours)


def test_every_command_of_the_keymap_has_one_action_in_the_table(game_factory):
    from game.scenes.keys import BINDINGS, Command

    play = game_factory("--difficulty", "normal", "--seed", "21").top
    assert set(play.commands) == set(Command)
    bound = {b.command for b in BINDINGS if isinstance(b.command, Command)}
    assert bound == set(Command)  # and every command has a key
