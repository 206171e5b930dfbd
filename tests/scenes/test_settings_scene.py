"""The settings scene changes the game at once and remembers the choice."""

import pygame
import pytest

from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.storage import load_settings
from tests.scenes.menus import SIZES, frame_problems, texts, window
from tests.scenes.played import recorded


def test_switching_skin_in_settings_applies_and_is_saved(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    assert isinstance(game.top, SettingsScene)
    before = game.ctx.skin.name
    game.key(pygame.K_RIGHT)
    assert game.ctx.skin.name != before
    settings, problems = load_settings()
    assert settings.skin == game.ctx.settings.skin != "classic" and not problems
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)


def test_every_setting_row_changes_and_persists(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    scene = game.top
    first = game.ctx.settings
    for _ in range(len(scene.rows) - 1):
        game.key(pygame.K_DOWN)
        game.key(pygame.K_RIGHT)
    saved, _ = load_settings()
    assert saved == game.ctx.settings
    changed = [
        f
        for f in (
            "scale",
            "question_marks",
            "sound",
            "volume",
            "first_click",
            "chord_on_number",
            "no_guess",
        )
        if getattr(saved, f) != getattr(first, f)
    ]
    assert len(changed) == 7


def test_question_marks_setting_reaches_new_games(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "1")
    game.ctx.update_settings(question_marks=True)
    game.key(pygame.K_F2)
    play = game.top
    game.click_cell(4, 4)
    cell = next(c for c in play.board.cells if not c.open)
    game.click_cell(cell.row, cell.col, button=3)
    game.click_cell(cell.row, cell.col, button=3)
    assert play.board.appearance(cell.row, cell.col) == "question"


def test_a_corrupt_settings_file_is_moved_aside_and_the_game_starts(game_factory, _user_home):
    (_user_home / "settings.toml").write_text("skin = [unclosed")
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    assert list(_user_home.glob("settings.toml.corrupt-*"))
    assert any("settings.toml" in p for p in game.ctx.problems)


def test_a_broken_user_skin_is_reported_and_the_default_is_used(game_factory, _user_home):
    broken = _user_home / "skins" / "shiny"
    broken.mkdir(parents=True)
    (broken / "skin.toml").write_text('name = "Shiny"\ncell_size = 999\n')
    game = game_factory()
    assert game.ctx.skin.name == "Classic"
    assert any("shiny" in p for p in game.ctx.skin_problems)


def test_f5_reloads_the_skin_and_m_mutes(game_factory):
    game = game_factory("--difficulty", "normal")
    play = game.top
    old = game.ctx.skin
    game.key(pygame.K_F5)
    assert game.ctx.skin is not old and "reloaded" in play.ui.message
    muted = game.ctx.audio.muted
    game.key(pygame.K_m, "m")
    assert game.ctx.audio.muted != muted


def test_sound_says_when_there_is_no_sound_device(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    scene = game.top
    row = next(r for r in scene.rows if r.label == "Sound")
    assert row.value() in ("on", "off")
    game.ctx.audio.available = False
    assert row.value() == "no sound device"


def _settings(game_factory, size=(800, 600), zoom=2.0, language="de"):
    game = game_factory()
    window(game, size, zoom, language)
    game.ctx.navigator.settings()
    game.frames()
    return game, game.top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("zoom", [1.0, 2.0])
@pytest.mark.parametrize("language", ["de", "en"])
def test_settings_never_cut_or_overlap_a_word(game_factory, size, zoom, language):
    game, scene = _settings(game_factory, size, zoom, language)
    game.ctx.skin_problems.append("skins/shiny/skin.toml: cell_size 999 is not between 8 and 64")
    problems = []
    for index in range(len(scene.rows)):  # every row, scrolled into view by the keyboard
        scene.selected = index
        problems += frame_problems(game, f"{language} {size} x{zoom} row {index}")
        row = scene.row_rect(index)
        assert scene.scroll.rect.contains(row), f"row {index} is out of view"
    assert problems == []
    back = scene.back_button.rect
    assert game.surface.get_rect().contains(back)


def test_the_zoom_row_says_auto_or_a_percentage_and_keeps_the_window(game_factory):
    game, scene = _settings(game_factory, (800, 600), 0, "en")
    zoom = next(row for row in scene.rows if row.label == "Zoom")
    assert zoom.value().startswith("auto (") and zoom.value().endswith("%)")
    scene.selected = scene.rows.index(zoom)
    for wanted in ("100%", "125%"):
        game.key(pygame.K_RIGHT)
        assert zoom.value() == wanted
    assert game.surface.get_size() == (800, 600)  # the zoom never resizes the window
    assert scene.row_rect(0).h > 0 and game.ctx.display.zoom == 1.25


def test_the_skin_credit_is_dim_in_both_languages_and_problems_are_warnings(game_factory):
    game, scene = _settings(game_factory, (1280, 800), 1.0, "en")
    game.ctx.skin_problems.append("skins/shiny/skin.toml: cell_size 999 is not between 8 and 64")
    scene.invalidate()
    colors = game.ctx.skin.colors
    for language, credit in (("en", "Classic 1.0 by"), ("de", "Klassisch 1.0,")):
        game.ctx.update_settings(language=language)
        drawn = texts(recorded(game))
        line = next(d for d in drawn if d.label.startswith(credit))
        assert _inks(game, line) == {tuple(colors["text_dim"])[:3]}, language
        problem = next(d for d in drawn if d.label.startswith("skins/shiny"))
        assert _inks(game, problem) == {tuple(colors["prob_high"])[:3]}, language
        assert problem.ink.top >= line.ink.bottom  # a line of its own, under the credit


def _inks(game, drawn) -> set[tuple[int, int, int]]:
    """The skin colours found among a text's pixels (the text's own colour, not its edges)."""
    skin = game.ctx.skin.colors
    names = ("text", "text_dim", "prob_high", "accent")
    wanted = {tuple(skin[name])[:3] for name in names}
    ink = drawn.ink
    found = {
        tuple(game.surface.get_at((x, y)))[:3]
        for x in range(ink.left, ink.right)
        for y in range(ink.top, ink.bottom)
    }
    return found & wanted


def test_a_click_on_a_row_changes_it_and_a_row_scrolled_away_takes_none(game_factory):
    game, scene = _settings(game_factory, (800, 600), 2.0, "en")
    marks = next(i for i, row in enumerate(scene.rows) if row.label == "Question marks")
    before = game.ctx.settings.question_marks
    game.click(scene.row_rect(marks).center)
    assert game.ctx.settings.question_marks != before and scene.selected == marks
    game.click(scene.row_rect(marks).center, button=3)
    assert game.ctx.settings.question_marks == before
    view = scene.scroll.rect
    hidden = next(
        i
        for i in range(len(scene.rows))
        if not view.collidepoint(scene.row_rect(i).center)
        and game.surface.get_rect().collidepoint(scene.row_rect(i).center)
        and not scene.back_button.rect.collidepoint(scene.row_rect(i).center)
    )
    settings = game.ctx.settings
    game.click(scene.row_rect(hidden).center)  # under the foot: not the hidden row's
    assert game.ctx.settings == settings and scene.selected == marks


def test_the_wheel_scrolls_a_long_page_and_the_keyboard_keeps_its_row_in_view(game_factory):
    game, scene = _settings(game_factory, (800, 600), 2.0, "de")
    top = scene.row_rect(0).y
    game.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    game.frames()
    assert scene.row_rect(0).y < top and scene.scroll.scrolls
    game.key(pygame.K_UP)  # from the first row to the last
    assert scene.rows[scene.selected].label == "Language"
    assert scene.scroll.rect.contains(scene.row_rect(scene.selected))
    game.key(pygame.K_DOWN)
    assert scene.selected == 0 and scene.scroll.rect.contains(scene.row_rect(0))


def _select(game, scene, label):
    game.key(pygame.K_HOME)
    for _ in scene.rows:
        if scene.rows[scene.choice.index].label == label:
            return
        game.key(pygame.K_DOWN)
    raise AssertionError(f"no {label!r} row in Settings")


@pytest.mark.parametrize("found", [True, False])
def test_speak_turns_the_games_voice_on_and_says_which_it_found(game_factory, found):
    from game.a11y.speech import Engine, Voice

    said: list[str] = []
    voice = Voice(Engine.ESPEAK, lambda text, language: said.append(text))
    game = game_factory()
    game.ctx.speech.find = lambda: voice if found else None
    game.key(pygame.K_o, "o")
    scene = game.top
    _select(game, scene, "Speak")
    game.key(pygame.K_RIGHT)
    game.frames(2)
    assert game.ctx.settings.speak and load_settings()[0].speak
    shown = " ".join(d.label for d in texts(recorded(game)))
    if found:
        assert "on (eSpeak NG)" in shown
        game.ctx.announcer.say("opened 14 cells")
        voice._queue.put(None)
        voice._thread.join(5)
        assert "opened 14 cells" in said
    else:
        assert "no voice found" in shown


def test_speak_row_says_the_voice_is_looked_for_and_then_which_was_found(game_factory):
    """A speech service slow to answer: the window goes on, the row says it is looking, and
    shows the voice once found without a key being pressed."""
    import threading

    from game.a11y.speech import Engine, Voice

    answer = threading.Event()
    voice = Voice(Engine.ESPEAK, lambda text, language: None)
    game = game_factory()

    def slow_find() -> Voice:
        answer.wait(10)
        return voice

    game.ctx.speech.find = slow_find
    game.key(pygame.K_o, "o")
    scene = game.top
    _select(game, scene, "Speak")
    game.key(pygame.K_RIGHT)
    game.frames(2)
    assert "on (looking for a voice...)" in " ".join(d.label for d in texts(recorded(game)))
    assert scene.next_frame() < 1
    answer.set()
    assert game.ctx.speech.wait(5)
    game.frames(2)
    shown = " ".join(d.label for d in texts(recorded(game)))
    assert "on (eSpeak NG)" in shown and "looking" not in shown
    voice.close(wait=5)


def test_cell_sounds_row_switches_the_setting(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    scene = game.top
    _select(game, scene, "Cell sounds")
    game.key(pygame.K_RIGHT)
    assert game.ctx.settings.cell_sounds and load_settings()[0].cell_sounds
