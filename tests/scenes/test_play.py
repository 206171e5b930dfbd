"""The play scene driven by real mouse and key events, as a player would."""

import pygame
import pytest

from game.scenes.play.pause import PauseOverlay
from game.scenes.play.result import ResultOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.title import TitleScene
from game.session import GameSession
from game.solver.worker import JobState
from game.storage import load_saved_game
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log
from game.storage.paths import savegame_path


def test_choosing_schwer_on_the_title_gives_a_16x16_board(game_factory):
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    game.key(pygame.K_2, "2")
    play = game.top
    assert isinstance(play, PlayScene)
    assert (play.board.rows, play.board.cols, play.board.mines) == (16, 16, 40)
    assert game.surface.get_size() == play.layout.size


def test_title_keyboard_navigation_with_arrows_and_enter(game_factory):
    game = game_factory()
    title = game.top
    title.menu.selected = 0
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_RETURN)
    assert isinstance(game.top, PlayScene) and game.top.difficulty.key == "experte"


def test_left_click_opens_right_click_flags(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "3")
    play = game.top
    game.click_cell(4, 4)
    assert play.board.status == "playing"
    assert play.board.appearance(4, 4) == "open"
    covered = next(c for c in play.board.cells if not c.open)
    game.click_cell(covered.row, covered.col, button=3)
    assert play.board.appearance(covered.row, covered.col) == "flag"
    assert play.board.mines_left == 9


def test_dragging_off_the_board_cancels_the_click(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "3")
    play = game.top
    game.press(game.cell_pos(2, 2))
    assert play.frame().pressed == ((2, 2),) and play.frame().face == "oh"
    game.post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(1, 0, 0))
    game.release((1, 1))
    assert play.board.status == "ready"


def _number_with_mines(board):
    for cell in board.cells:
        if cell.open and cell.adjacent:
            hidden = [nb for nb in cell.neighbours if not nb.open]
            if any(not nb.mine for nb in hidden):
                return cell
    raise AssertionError("no number to chord on")


def _flag_mines_around(game, cell):
    for nb in cell.neighbours:
        if nb.mine and nb.mark != 1:
            game.click_cell(nb.row, nb.col, button=3)


def test_chord_with_both_buttons_opens_the_neighbours(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    cell = _number_with_mines(play.board)
    _flag_mines_around(game, cell)
    pos = game.cell_pos(cell.row, cell.col)
    game.press(pos, 1)
    game.press(pos, 3)
    assert len(play.frame().pressed) == 1 + len(cell.neighbours)
    game.release(pos, 3)
    game.release(pos, 1)
    assert all(nb.open or nb.mine for nb in cell.neighbours)
    assert play.session.metrics().double == 1


def test_chord_with_the_middle_button_and_by_clicking_the_number(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "6")
    play = game.top
    game.click_cell(3, 3)
    first = _number_with_mines(play.board)
    _flag_mines_around(game, first)
    game.click_cell(first.row, first.col, button=2)
    assert all(nb.open or nb.mine for nb in first.neighbours)
    second = _number_with_mines(play.board)
    _flag_mines_around(game, second)
    game.click_cell(second.row, second.col, button=1)
    assert all(nb.open or nb.mine for nb in second.neighbours)


def test_face_click_restarts_with_the_same_difficulty(game_factory):
    game = game_factory("--difficulty", "schwer", "--seed", "4")
    play = game.top
    game.click_cell(5, 5)
    assert play.board.status == "playing"
    game.click(play.layout.face.center)
    assert play.board.status == "ready" and play.board.rows == 16 and play.elapsed == 0


def test_losing_shows_the_overlay_with_all_mines(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "8")
    play = game.top
    game.click_cell(0, 0)
    mine = next(c for c in play.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    assert play.board.status == "lost"
    assert isinstance(game.top, ResultOverlay) and not game.top.won
    assert play.board.appearance(mine.row, mine.col) == "mine_red"
    assert play.frame().face == "lose"
    others = [c for c in play.board.cells if c.mine and c is not mine]
    assert all(play.board.appearance(c.row, c.col) == "mine" for c in others)


def test_winning_a_seeded_game_shows_the_win_overlay_and_stops_the_timer(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "11")
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1.5)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won"
    assert isinstance(game.top, ResultOverlay) and game.top.won
    stopped = play.elapsed
    assert stopped >= 1.5
    game.seconds(2)
    assert play.elapsed == stopped
    assert play.frame().face == "win" and play.board.mines_left == 0
    clicks = play.session.metrics().cl
    overlay = game.top
    assert overlay.zini.wait(60) is JobState.DONE  # computed in a child process
    game.frames(1)
    zini_line = next(line for line in overlay.lines if line.startswith("ZiNi"))
    value = int(zini_line.split()[1])
    assert 1 <= value <= play.board.three_bv and zini_line.endswith(f"clicks {clicks}")


def test_timer_starts_at_the_first_click_and_counts_whole_seconds(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "2")
    play = game.top
    game.seconds(2)
    assert play.frame().seconds == 0
    game.click_cell(4, 4)
    assert play.frame().seconds == 1  # Windows: the counter shows 1 at the first click
    game.seconds(3.1)
    assert play.frame().seconds == 4


def test_new_game_after_win_and_escape_to_title(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "12")
    play = game.top
    game.click_cell(4, 4)
    mine = next(c for c in play.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    game.key(pygame.K_F2)
    assert game.top is play and play.board.status == "ready"
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)


def test_pause_hides_the_board_and_stops_the_timer(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "2")
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1)
    game.key(pygame.K_p, "p")
    assert isinstance(game.top, PauseOverlay)
    paused_at = play.elapsed
    game.seconds(2)
    assert play.elapsed == paused_at
    frame = game.surface
    vp = play.layout.viewport
    colours = {
        tuple(frame.get_at((x, y)))
        for x in range(vp.x, vp.right, 3)
        for y in range(vp.y, vp.bottom, 3)
    }
    background = tuple(game.ctx.skin.colors["background"])
    sprite = game.ctx.skin.sprite("n1")
    number = {
        tuple(sprite.get_at((x, y)))
        for x in range(sprite.get_width())
        for y in range(sprite.get_height())
    } - {background}
    ink = {c for c in number if len(set(c[:3])) > 1}  # the digit's colour (the words are grey)
    assert background in colours
    assert ink and not (colours & ink)
    game.key(pygame.K_SPACE, " ")
    assert game.top is play
    game.seconds(1)
    assert play.elapsed > paused_at


def test_the_clock_runs_on_through_focus_loss_and_other_screens(game_factory):
    """Real time never stops for a game that counts: only the explicit pause stops it."""
    game = game_factory("--difficulty", "normal", "--seed", "2")
    play = game.top
    game.click_cell(4, 4)
    start = play.elapsed
    game.post(pygame.WINDOWFOCUSLOST)
    game.seconds(3)
    assert game.top is play
    game.post(pygame.WINDOWFOCUSGAINED)
    game.key(pygame.K_o, "o")  # Settings over the game
    assert game.top is not play
    game.seconds(2)
    game.key(pygame.K_ESCAPE)
    assert game.top is play
    assert play.elapsed - start == pytest.approx(5, abs=0.1)
    safe = next(c for c in play.board.cells if not c.open and not c.mine)
    game.click_cell(safe.row, safe.col)  # autosaved: the saved game keeps the same time
    document, problems = load_saved_game(savegame_path())  # the file and its journal
    assert document is not None and problems == []
    saved = load_log(document, SAVED_GAME_FORMAT)
    last_input = play.session.log[-1].time_ms
    still = GameSession.rebuild(saved, clock=lambda: 0.0)  # no time passes while it is read
    assert still.elapsed_ms == last_input - play.session.first_ms > 5000


def test_undo_after_a_loss_continues_the_game_as_assisted(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "8")
    play = game.top
    game.click_cell(0, 0)
    mine = next(c for c in play.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    game.key(pygame.K_z, "z", mod=pygame.KMOD_CTRL)
    assert game.top is play and play.board.status == "playing"
    assert play.assisted


def test_window_title_names_the_game_and_difficulty(game_factory):
    game_factory("--difficulty", "experte")
    assert pygame.display.get_caption()[0] == "Minesweeper — Experte"


def test_the_play_screen_is_drawn_from_one_frame_and_drawing_changes_nothing(game_factory):
    from game.ui.board_view import BoardView
    from game.ui.play_view import draw_play

    game = game_factory("--difficulty", "normal", "--seed", "3")
    play = game.top
    game.click_cell(4, 4)
    game.key(pygame.K_t)  # probabilities shown: the frame carries them and the tooltip
    game.post(pygame.MOUSEMOTION, pos=game.cell_pos(0, 0), rel=(1, 0), buttons=(0, 0, 0))
    game.frames()
    frame = play.frame()
    assert frame.probabilities is not None and frame.tooltip.startswith("A1: ")
    log, version = len(play.session.log), play.board.version
    alone = pygame.Surface(play.window_size())
    draw_play(alone, frame, BoardView(play.ctx.skin))  # a fresh sprite cache: nothing of the scene
    assert play.frame() == frame and len(play.session.log) == log
    assert play.board.version == version
    scene = pygame.Surface(play.window_size())
    play.draw(scene)
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(scene, "RGB")


def test_no_stale_message_stays_under_the_board_after_the_game_ends(game_factory):
    """The auto-player's "any key or click stops it" is not left under a won board."""
    game = game_factory("--difficulty", "normal", "--seed", "3")
    play = game.top
    game.click_cell(4, 4)
    game.key(pygame.K_a, "a")
    assert play.ui.message.startswith("Auto-player on")
    for _ in range(600):
        if play.board.over:
            break
        game.frames(5)
    assert play.board.over
    assert play.ui.message == ""
