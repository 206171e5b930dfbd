"""An interrupted game stays what it was through the player's save and continue: paused
(P) or continued later, it never counts for records and its replays are never official;
a `--seed` game continued later is still seeded."""

from __future__ import annotations

import json

import pygame

from game.replay.own import read_replay_file
from game.scenes.play.pause import PauseOverlay
from game.scenes.play.result import ResultOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.stats import StatsScene
from game.scenes.title import TitleScene
from game.storage.paths import replays_dir, savegame_path


def _leave_and_continue(game, away: float = 0.0) -> PlayScene:
    """Esc to the title (the game is saved), `away` seconds there, then C continues it."""
    game.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(game.top, TitleScene) and game.top.saved is not None
    game.seconds(away)
    game.key(pygame.K_c, "c", frames=2)
    play = game.top
    assert isinstance(play, PlayScene) and play.board.status == "playing"
    return play


def _finish_win(game, play: PlayScene) -> None:
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won" and isinstance(game.top, ResultOverlay)


def _replay_categories(record) -> dict[str, object]:
    """`info --json`'s category and official flag of the game's JSON replay and its EVF."""
    json_replay = replays_dir() / record.replay
    evf = json_replay.with_suffix(".evf")
    assert evf.is_file()
    found = {}
    for path in (json_replay, evf):
        report = read_replay_file(path).to_dict()
        found[path.suffix] = (report["category"], report["official"])
    return found


def test_a_paused_game_continued_later_is_still_paused(game_factory):
    game = game_factory("--difficulty", "normal")
    play = game.top
    game.click_cell(4, 4)
    game.key(pygame.K_p, "p")
    assert isinstance(game.top, PauseOverlay)
    game.key(pygame.K_SPACE, " ")  # any key goes on
    assert game.top is play
    saved = json.loads(savegame_path().read_text())
    assert any(row[4] == "pause" for row in saved["inputs"])  # the saved game knows
    play = _leave_and_continue(game)
    assert play.session.exclusion() is not None
    _finish_win(game, play)
    record = game.ctx.stats.recent()[0]
    assert record.excluded == "paused" and record.assisted
    assert not play.session.result.new_best
    assert _replay_categories(record) == {".json": ("paused", False), ".evf": ("paused", False)}
    game.key(pygame.K_s, "s")
    stats = game.top
    assert isinstance(stats, StatsScene)
    assert stats.best == [] and stats.not_counted == "the game was paused (P)"


def test_a_game_continued_from_a_saved_game_never_counts_as_a_record(game_factory):
    game = game_factory("--difficulty", "normal")
    game.click_cell(4, 4)
    game.seconds(1.0)
    play = _leave_and_continue(game, away=30.0)  # that time is not the game's
    _finish_win(game, play)
    record = game.ctx.stats.recent()[0]
    assert record.excluded == "continued" and record.assisted
    assert record.seconds < 30
    assert _replay_categories(record) == {".json": ("paused", False), ".evf": ("paused", False)}
    assert any(line.startswith("Not counted for best times: continued") for line in game.top.lines)


def test_a_seeded_game_continued_later_is_still_seeded(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "12")
    game.click_cell(4, 4)
    saved = json.loads(savegame_path().read_text())
    assert saved["seeded"] is True
    play = _leave_and_continue(game)
    _finish_win(game, play)
    record = game.ctx.stats.recent()[0]
    assert record.excluded == "seeded"
    assert _replay_categories(record) == {".json": ("seeded", False), ".evf": ("seeded", False)}


def test_an_uninterrupted_win_is_official_and_counts(game_factory):
    game = game_factory("--difficulty", "normal")
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1.0)
    _finish_win(game, play)
    record = game.ctx.stats.recent()[0]
    assert record.excluded is None and play.session.result.new_best
    (category_json, official_json), (category_evf, official_evf) = _replay_categories(
        record
    ).values()
    assert category_json == category_evf and category_json in ("standard", "nf")
    assert official_json and official_evf
