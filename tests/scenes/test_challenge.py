"""Challenges in the window: the challenge screen, a code played with its start shown, the
ghost of the best run on a retry (G), the result panel's line to share, and a replay's board
raced with its player as the ghost."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.screens import window_tree
from game.challenge import Challenge, challenge_board, daily_challenge
from game.engine.scene import IDLE, MOVING
from game.i18n import Language
from game.model import WON
from game.scenes.challenge import ChallengeScene, describe
from game.scenes.play.result import ResultOverlay
from game.session.inputs import Input
from game.session.player import ReplayPlayer, play_inputs
from game.session.race import board_id
from game.storage import replays_dir
from game.storage.gamelog import replay_log
from game.storage.replays import load_replay
from game.ui import recorder
from game.ui.layout import Role
from game.ui.play_view import badge_room
from tests.scenes.challenge_play import clear_board, lose_at_once, play_scene
from tests.scenes.menus import texts
from tests.scenes.played import recorded
from tests.ui.layout_check import problems_in

CODE = Challenge(8, 8, 10, seed=3).code  # MS1-0H2BM-Z32EV: 15 3BV, start B5
SAMPLE_REPLAY = "tests/replay/data/beginner-arbiter.avf"


def _type(game, text: str) -> None:
    for char in text:
        key = pygame.key.key_code(char.lower()) if char != "-" else pygame.K_MINUS
        game.key(key, char)


def _challenge_screen(game) -> ChallengeScene:
    game.key(pygame.K_h, "h")
    screen = game.top
    assert isinstance(screen, ChallengeScene)
    return screen


def test_the_title_opens_the_challenge_screen_on_todays_board(game_factory):
    game = game_factory()
    screen = _challenge_screen(game)
    today = daily_challenge()
    assert screen.text == today.code
    assert screen.rows()[0][0].endswith(today.code)
    game.key(pygame.K_RETURN)
    play = play_scene(game)
    assert play.session.setup.challenge == today.code
    assert play.race is not None and play.race.start.daily
    assert play.frame().start == challenge_board(today).start


def test_a_typed_code_plays_exactly_its_board_from_its_start(game_factory):
    game = game_factory()
    screen = _challenge_screen(game)
    for _ in range(len(screen.text)):
        game.key(pygame.K_BACKSPACE)
    _type(game, CODE.lower())
    assert screen.challenge() == Challenge(8, 8, 10, seed=3)
    assert "8x8, 10 mines" in screen.feedback()
    game.key(pygame.K_RETURN)
    play = play_scene(game)
    board = challenge_board(Challenge(8, 8, 10, seed=3))
    assert play.board.layout_text().splitlines() == board.lines()
    assert play.frame().start == board.start == (4, 1)
    game.click(game.cell_pos(*board.start, play))
    assert play.board.cell(*board.start).open and play.frame().start is None


def test_a_mistyped_code_is_said_and_not_played(game_factory):
    game = game_factory()
    screen = _challenge_screen(game)
    for _ in range(len(screen.text)):
        game.key(pygame.K_BACKSPACE)
    _type(game, CODE[:-1] + "W")
    game.key(pygame.K_RETURN)
    assert game.top is screen
    assert "check does not match" in screen.message


def test_paste_a_code_and_copy_a_new_one(game_factory):
    game = game_factory()
    screen = _challenge_screen(game)
    pygame.scrap.put_text(f"  {CODE}\n")
    game.key(pygame.K_v, "v", mod=pygame.KMOD_CTRL)
    assert screen.text == CODE
    experte = next(b for b in screen.new_buttons if b.label == "Experte")
    game.click(experte.rect.center)
    made = screen.challenge()
    assert made is not None and (made.cols, made.rows, made.mines) == (30, 16, 99)
    game.key(pygame.K_c, "c", mod=pygame.KMOD_CTRL)
    assert pygame.scrap.get_text() == made.code


def _win_then_retry(game, first_gap: float = 0.4) -> None:
    clear_board(game, first_gap)
    assert play_scene(game).board.status == WON
    game.key(pygame.K_F2)


def test_a_first_try_has_no_ghost_and_a_retry_races_the_best_run(game_factory):
    game = game_factory("--challenge", CODE)
    play = play_scene(game)
    assert play.race is not None and play.race.race is None and not play.race.shown
    game.key(pygame.K_g, "g")
    assert "No run to race" in play.ui.message
    _win_then_retry(game)
    play = play_scene(game)
    assert play.race is not None and play.race.shown
    assert play.race.attempts == 1
    assert play.frame().ghost is not None
    game.key(pygame.K_g, "g")  # off: nothing of the ghost is drawn, nothing wakes for it
    assert not play.race.shown and play.frame().ghost is None
    game.click(game.cell_pos(*play.session.setup.start, play))
    assert play.race.wake(play.session) == IDLE
    assert play.next_frame() > MOVING
    game.key(pygame.K_g, "g")
    assert play.race.shown and play.next_frame() <= play.race.wake(play.session) < IDLE


def test_the_ghost_follows_its_recorded_inputs_frame_by_frame(game_factory):
    game = game_factory("--challenge", CODE)
    _win_then_retry(game)
    play = play_scene(game)
    best = game.ctx.stats.challenge_best(CODE)
    assert best is not None and best.replay
    recorded = replay_log(load_replay(replays_dir() / best.replay))
    inputs = [Input.from_row(list(row)) for row in recorded.inputs]
    setup = play.session.setup
    first = play_inputs(setup, inputs).first_ms
    assert first is not None
    viewer = ReplayPlayer(setup, inputs)
    game.click(game.cell_pos(*setup.start, play))
    checked = 0
    while play.session.elapsed_ms < best.seconds * 1000 + 200:
        game.frames()
        picture = play.frame().ghost
        assert picture is not None
        at = first + picture.ms
        moves = [e for e in inputs if e.mouse is not None and e.time_ms <= at]
        expected = (moves[-1].x, moves[-1].y) if moves and moves[-1].x >= 0 else None
        assert picture.ghost.pointer_at(picture.ms) == expected
        viewer.seek_ms(at)
        shown = {i for i in range(64) if picture.ghost.open_at[i] <= picture.ms}
        opened = {c.row * 8 + c.col for c in viewer.session.board.cells if c.open and not c.mine}
        assert shown == opened
        assert picture.ms == play.session.elapsed_ms  # drawn as of this frame
        checked += 1
    assert checked > 100


def test_the_ghost_is_asleep_while_the_race_is_paused(game_factory):
    game = game_factory("--challenge", CODE)
    _win_then_retry(game)
    play = play_scene(game)
    game.click(game.cell_pos(*play.session.setup.start, play))
    assert play.race is not None and play.race.shown
    assert game.ctx.stack.next_frame() <= play.race.wake(play.session) < IDLE  # it moves
    game.key(pygame.K_p, "p")
    assert game.top is not play
    assert game.ctx.stack.next_frame() == IDLE


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
def test_the_result_panel_copies_a_line_to_share(game_factory, language):
    game = game_factory("--challenge", CODE, "--lang", language.value)
    _win_then_retry(game)
    clear_board(game, 0.3)
    result = game.top
    assert isinstance(result, ResultOverlay)
    assert [b.label for b in result.buttons][-2:] == ["Copy result", "Copy code"]
    game.key(pygame.K_c, "c", mod=pygame.KMOD_CTRL)
    shared = pygame.scrap.get_text()
    if language is Language.EN:
        assert re.fullmatch(rf"Minesweeper challenge {CODE}: \d+\.\d s, 3BV/s \d+\.\d\d", shared)
        assert any(line.startswith("Splits ") for line in result.lines)
    else:
        assert re.fullmatch(rf"Minesweeper-Challenge {CODE}: \d+,\d s, 3BV/s \d+,\d\d", shared)
        assert any(line.startswith("Zwischenzeiten ") for line in result.lines)
    copy_code = next(b for b in result.buttons if b.label == "Copy code")
    game.click(copy_code.rect.center)
    assert pygame.scrap.get_text() == CODE


def test_a_lost_challenge_shares_how_far_it_got(game_factory):
    game = game_factory("--challenge", CODE)
    lose_at_once(game)
    result = game.top
    assert isinstance(result, ResultOverlay)
    game.key(pygame.K_c, "c", mod=pygame.KMOD_CTRL)
    assert re.fullmatch(
        rf"Minesweeper challenge {CODE}: lost after \d+\.\d s at 3BV \d+/15",
        pygame.scrap.get_text(),
    )


def test_a_challenge_never_counts_in_the_standard_records(game_factory):
    game = game_factory("--challenge", CODE)
    clear_board(game, 0.2)
    stats = game.ctx.stats
    assert stats.best_times("normal") == [] and stats.summary("normal").played == 0
    [record] = stats.challenge_games(CODE)
    assert record.won and not record.assisted


def test_a_replays_board_is_raced_with_its_player_as_the_ghost(game_factory):
    game = game_factory("--replay", SAMPLE_REPLAY)
    game.key(pygame.K_b, "b")
    play = play_scene(game)
    race = play.race
    assert race is not None and race.shown and race.race is not None
    ghost = race.race.ghost
    assert ghost.label == "beginner-arbiter.avf" and ghost.won
    setup = play.session.setup
    assert setup.challenge is not None and setup.challenge.startswith("B-")
    assert setup.start == divmod(ghost.open_cells[0], setup.cols)
    assert setup.challenge == board_id(play.board.layout, setup.start)
    game.click(game.cell_pos(*setup.start, play))
    game.seconds(1.0)
    frame = play.frame()
    assert frame.ghost is not None
    assert "beginner-arbiter.avf" in frame.badges[0]  # the race's line, on the menu bar
    assert "beginner-arbiter.avf" not in frame.message


def test_a_message_during_a_race_never_hides_the_race_line(game_factory):
    """The race's line stays on the menu bar while a message takes the strip under the
    board."""
    game = game_factory("--challenge", CODE)
    _win_then_retry(game)
    play = play_scene(game)
    game.click(game.cell_pos(*play.session.setup.start, play))
    game.frames()
    line = play.race.line()
    assert line.startswith(("Racing", "Split"))
    game.key(pygame.K_KP_PLUS, "+")  # the auto-player's speed: its message takes the strip
    frame = play.frame()
    assert frame.message and line not in frame.message
    assert frame.badges[0] == line
    shown = " ".join(d.label for d in texts(recorded(game)))
    assert line in shown and frame.message.split(" (")[0] in shown


def test_a_race_line_too_long_for_the_menu_bar_is_shown_under_the_board(game_factory, tmp_path):
    long_name = tmp_path / ("a-replay-with-a-very-long-name-" * 3 + ".avf")
    long_name.write_bytes(Path(SAMPLE_REPLAY).read_bytes())
    game = game_factory("--replay", str(long_name))
    game.key(pygame.K_b, "b")
    play = play_scene(game)
    game.click(game.cell_pos(*play.session.setup.start, play))
    game.frames()
    frame = play.frame()
    line = play.race.line()
    assert long_name.name in line
    assert line not in badge_room(play.look(), play.layout, frame.menu, frame.badges)[0]
    assert frame.message == line


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
@pytest.mark.parametrize("zoom", [1, 2])
def test_the_challenge_screen_cuts_and_overlaps_nothing_at_800x600(game_factory, language, zoom):
    game = game_factory("--challenge", CODE, "--lang", language.value)
    lose_at_once(game)  # one attempt on record: its row lists it
    game.ctx.update_settings(scale=zoom)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    game.ctx.navigator.title()
    game.frames()
    screen = _challenge_screen(game)
    game.frames(2)
    assert len(screen.codes) == 2
    drawn = recorder.start()
    try:
        screen.invalidate()
        game.frames()
    finally:
        recorder.stop()
    assert any(screen.text in item.label for item in drawn)  # the field, whole
    window = pygame.display.get_surface().get_rect()
    assert problems_in(drawn, window, f"challenge {language.value} x{zoom}") == []


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
def test_a_screen_reader_reads_the_challenge_screen(game_factory, language):
    game = game_factory("--lang", language.value)
    screen = _challenge_screen(game)
    for _ in range(len(screen.text)):
        game.key(pygame.K_BACKSPACE)
    _type(game, CODE[:-1] + "W")
    game.frames()
    root, focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    top = root.children[-1]
    assert top.name == "Challenge"
    assert focused.role is Role.TEXT_INPUT and focused.name.endswith(CODE[:-1] + "W")
    labels = [n.name for n in top.walk() if n.role is Role.LABEL]
    assert screen.feedback() in labels  # the mistyped code's problem is read too
    buttons = [n.name for n in top.walk() if n.role is Role.BUTTON]
    assert len(buttons) == len(screen.new_buttons) + 4
    items = [n.name for n in top.walk() if n.role is Role.LIST_ITEM]
    assert items and daily_challenge().code in items[0]


def test_choosing_a_board_or_copying_says_what_it_is(game_factory):
    """Down on the list said only the code (the field's new name): now the board and your
    records on it are said, and so is what Copy did."""
    game = game_factory()
    heard = Recorder()
    game.ctx.announcer.add(heard)
    screen = _challenge_screen(game)
    game.key(pygame.K_DOWN)
    game.key(pygame.K_UP)
    assert heard.said[-1] == screen.feedback()
    assert heard.said[-1].startswith(describe(daily_challenge()))
    game.key(pygame.K_c, mod=pygame.KMOD_CTRL)
    assert heard.said[-1] == screen.message != ""
