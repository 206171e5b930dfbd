"""Hint, probability view, auto-player, undo and export inside the running game."""

import dataclasses

import pygame

from game.scenes.play.scene import PlayScene
from game.session import GameSession, GameSetup
from game.solver.cells import cell_name
from game.ui.look import TextRole


def _opened(game_factory, spec="experte", seed="5"):
    game = game_factory("--difficulty", spec, "--seed", seed)
    play = game.top
    game.click_cell(3, 3)
    return game, play


def test_hint_first_marks_and_explains_then_opens(game_factory):
    game, play = _opened(game_factory)
    game.key(pygame.K_h, "h")
    move = play.assists.hint.current(play.board)
    assert move is not None and move.certain and move.action == "reveal"
    assert not play.board.mine_at(move.row, move.col)
    assert move.clues and move.proof is not None and move.proof.steps
    assert play.ui.message.startswith(f"Hint: {cell_name(move.row, move.col)} is safe, proved step")
    assert play.assisted
    pos = game.cell_pos(move.row, move.col)
    size = play.layout.cell
    outline = game.surface.get_at((pos[0] - size // 2, pos[1]))
    assert tuple(outline)[:3] == tuple(game.ctx.skin.colors["hint"])[:3]
    game.key(pygame.K_h, "h")
    assert play.board.cell(move.row, move.col).open


def test_hint_without_a_safe_cell_names_the_risk_and_does_not_open(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "1")
    play = game.top
    play._start(GameSession(GameSetup(2, 2, 1, layout=("*.", "..")), game.ctx.clock))
    game.click_cell(1, 1)
    assert play.board.appearance(1, 1) == "n1"
    game.key(pygame.K_h, "h")
    move = play.assists.hint.current(play.board)
    assert move is not None and not move.certain
    assert "no safe cell" in play.ui.message and "%" in play.ui.message
    game.key(pygame.K_h, "h")
    assert play.board.status == "playing" and play.board.opened == 1


def test_probability_view_shades_cells_and_shows_percent_on_hover(game_factory):
    game, play = _opened(game_factory)
    game.key(pygame.K_t, "t")
    assert play.ui.show_probabilities and play.assisted
    grid = play.assists.probabilities.get(play.board)
    cell = next(c for c in play.board.cells if not c.open)
    assert 0.0 <= grid[cell.row][cell.col] <= 1.0
    assert grid[3][3] is None
    game.post(
        pygame.MOUSEMOTION, pos=game.cell_pos(cell.row, cell.col), rel=(0, 0), buttons=(0, 0, 0)
    )
    game.frames()
    colour = game.surface.get_at(game.cell_pos(cell.row, cell.col))
    game.key(pygame.K_t, "t")
    plain = game.surface.get_at(game.cell_pos(cell.row, cell.col))
    assert colour != plain


def test_auto_player_plays_to_the_end_and_a_key_stops_it(game_factory):
    game, play = _opened(game_factory, "normal", "3")
    start = play.board.version
    game.key(pygame.K_a, "a")
    assert play.assists.auto.running and play.assisted
    for _ in range(3):
        play.assists.auto.wait()
        game.seconds(0.15)
    assert play.board.version > start
    game.key(pygame.K_x, "x")
    assert not play.assists.auto.running
    stopped_at = play.board.version
    game.seconds(0.5)
    assert play.board.version == stopped_at
    play.assists.auto.speed = 50
    game.key(pygame.K_a, "a")
    for _ in range(2000):
        play.assists.auto.wait()
        game.frames(3)
        if play.board.over:
            break
    assert play.board.over and not play.assists.auto.running


def test_auto_player_speed_is_adjustable_within_limits(game_factory):
    game, play = _opened(game_factory)
    for _ in range(20):
        game.key(pygame.K_PLUS, "+")
    assert play.assists.auto.speed == 50
    for _ in range(20):
        game.key(pygame.K_MINUS, "-")
    assert play.assists.auto.speed == 1


def test_export_writes_the_position_into_the_user_folder(game_factory, _user_home, capsys):
    game, play = _opened(game_factory)
    game.key(pygame.K_e, "e")
    files = list((_user_home / "exports").glob("*.mine"))
    assert len(files) == 1
    assert files[0].read_text() == play.board.to_position()
    assert str(files[0]) in capsys.readouterr().out


def test_assisted_games_stay_out_of_best_times(game_factory):
    game, play = _opened(game_factory, "normal", "3")
    game.key(pygame.K_h, "h")
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won"
    game.key(pygame.K_F2)
    stats = game.ctx.stats
    assert stats.summary("normal").played == 1
    assert stats.best_times("normal") == []


def test_an_unassisted_win_is_a_best_time(game_factory):
    game, play = _opened(game_factory, "normal", "3")
    play.session.setup = dataclasses.replace(play.session.setup, seeded=False)  # as if unseeded
    game.seconds(2)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert "New best time!" in game.top.lines
    game.key(pygame.K_ESCAPE)
    best = game.ctx.stats.best_times("normal")
    assert len(best) == 1 and best[0].seconds >= 2


def test_analysis_mode_opens_a_position_with_probabilities(game_factory, tmp_path):
    position = tmp_path / "pos.mine"
    position.write_text("4x3x2\n1HHH\n1HHH\n1HHH\n")
    game = game_factory("--analyse", str(position))
    play = game.top
    assert isinstance(play, PlayScene) and play.analysis and play.ui.show_probabilities
    assert play.board.to_position() == position.read_text()
    grid = play.assists.probabilities.get(play.board)
    assert grid[0][0] is None and grid[0][1] is not None
    game.click_cell(0, 1)
    assert play.board.to_position() == position.read_text()


def test_an_unfinished_game_is_saved_and_continued_from_the_title(game_factory):
    game, play = _opened(game_factory, "schwer", "9")
    game.seconds(1.5)
    position = play.board.to_position()
    game.key(pygame.K_ESCAPE)
    title = game.top
    assert title.saved is not None
    game.key(pygame.K_c, "c")
    resumed = game.top
    assert isinstance(resumed, PlayScene) and resumed.board.to_position() == position
    assert resumed.elapsed >= 1.5 and resumed.difficulty.key == "schwer"


def test_a_long_message_sits_under_the_board_shortened_with_the_whole_on_hover(game_factory):
    from game.ui import marks

    game = game_factory("--difficulty", "normal", "--seed", "3")
    scene = game.top
    long = "I9 is safe: " + "the 2 at H8 already touches both of its mines at G7 and G9, " * 3
    scene.ui.say(long)
    game.frames()
    strip = scene.layout.status
    look = scene.look()
    window = pygame.display.get_surface().get_rect()
    assert strip.top >= scene.layout.board_frame.bottom and window.contains(strip)
    shown = marks.status_lines(look, long, strip)
    line = look.line(TextRole.SMALL)
    assert shown[-1].endswith("...") and len(shown) * line <= strip.h
    assert marks.status_shortened(look, long, strip)
    assert not marks.status_shortened(look, "Auto-player stopped", strip)
    above = pygame.Rect(strip.x, strip.top - 20, strip.w, 20)
    before = pygame.image.tobytes(game.surface.subsurface(above), "RGB")
    game.post(pygame.MOUSEMOTION, pos=strip.center, rel=(1, 0), buttons=(0, 0, 0))
    game.frames()
    assert pygame.image.tobytes(game.surface.subsurface(above), "RGB") != before
    game.key(pygame.K_F2)
    assert scene.ui.message == ""


def _avoidable_loss(game_factory):
    """A seeded Normal game where, after the opening, a safe cell is proved and a mine is not."""
    from game.solver import analyse

    for seed in range(1, 40):
        game = game_factory("--difficulty", "normal", "--seed", str(seed))
        play = game.top
        game.click_cell(3, 3)
        analysis = analyse(play.board.to_position())
        unproved = [
            (c.row, c.col)
            for c in play.board.cells
            if c.mine and analysis.probabilities[c.row][c.col] not in (None, 1.0)
        ]
        if analysis.safe and unproved:
            return game, play, unproved[0]
        game.close()
    raise AssertionError("no seed gives an avoidable loss")


def test_the_lose_panel_says_the_loss_was_avoidable_and_outlines_the_safe_cell(game_factory):
    game, play, mine = _avoidable_loss(game_factory)
    game.click_cell(*mine)
    assert play.board.status == "lost"
    verdict = play.verdict
    assert verdict is not None and verdict.avoidable
    row, col = verdict.safe[0]
    assert not play.board.mine_at(row, col)
    assert verdict.text in game.top.lines
    assert verdict.text.startswith("Avoidable: ") and "certainly safe" in verdict.text
    # The panel says the checked proof the Hint would have shown, one step a line.
    assert verdict.proof is not None and verdict.proof.cell == (row, col)
    assert verdict.lines and all(line in game.top.lines for line in verdict.lines)
    game.frames()
    x, y = game.cell_pos(row, col)
    left_edge = game.surface.get_at((x - play.layout.cell // 2, y))
    assert tuple(left_edge)[:3] == tuple(game.ctx.skin.colors["hint"])[:3]
    game.key(pygame.K_z, "z", mod=pygame.KMOD_CTRL)
    assert play.board.status == "playing" and play.verdict is None
