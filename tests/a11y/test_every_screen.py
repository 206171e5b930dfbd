"""Every screen a screen reader can reach is read: its tree is named in the player's language
(its heading), holds what the screen shows, and the keyboard is somewhere in it. In English
and German."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.node import Node
from game.a11y.screens import window_tree
from game.i18n import Language, _, set_language
from game.navigator import Screen
from game.ui.layout import Role
from tests.replay.helpers import DATA
from tests.scenes.harness import Game

PLAIN = (
    Screen.TITLE,
    Screen.CUSTOM,
    Screen.SETTINGS,
    Screen.KEYS,
    Screen.STATS,
    Screen.ABOUT,
    Screen.REPLAYS,
    Screen.TRAIN,
    Screen.CHARTS,
    Screen.CHALLENGE,
)


def tree(game: Game) -> tuple[Node, Node]:
    return window_tree(game.ctx.stack.visible(), game.ctx.display.title)


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
def test_every_screen_is_read_with_a_name_and_the_keyboard_in_it(language):
    set_language(language)
    game = Game(["--lang", language.value])
    try:
        seen: dict[Screen, str] = {}
        for screen in PLAIN:
            game.ctx.navigator.title()
            game.ctx.navigator.open(screen)
            game.frames(2)
            root, focused = tree(game)
            top = root.children[-1]
            named = [n.name for n in top.walk() if n.name]
            assert top.name or named, f"{screen}: nothing named"
            assert len(named) >= 2, f"{screen}: {named}"
            assert any(focused is n for n in top.walk()), f"{screen}: the focus is elsewhere"
            seen[screen] = top.name or named[0]
        assert len(set(seen.values())) == len(PLAIN), seen  # each screen says which it is
    finally:
        game.close()
        set_language(Language.EN)


def test_the_pause_hides_the_board_from_a_screen_reader_too():
    game = Game(["--difficulty", "normal", "--seed", "2"])
    try:
        game.key(pygame.K_UP)
        game.key(pygame.K_SPACE)
        game.key(pygame.K_p)
        root, focused = tree(game)
        assert focused.role is Role.DIALOG and focused.name == "Paused"
        assert focused.description == "any key or click to go on."  # said as it opens
        assert not any(n.role is Role.CELL for n in root.walk())  # the board is hidden
    finally:
        game.close()


def test_the_replay_viewer_reads_the_board_as_it_was_and_its_controls():
    game = Game(["--replay", str(DATA / "beginner-arbiter.avf")])
    try:
        game.seconds(1)
        root, _focused = tree(game)
        viewer = root.children[-1]
        grid = next(n for n in viewer.walk() if n.role is Role.GRID)
        assert grid.size == (8, 8)
        names = [c.name for row in grid.children for c in row.children]
        assert names[0].startswith("A1, ")
        buttons = [n.name for n in viewer.walk() if n.role is Role.BUTTON]
        assert "Play" in buttons or "Pause" in buttons
    finally:
        game.close()


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
def test_the_replay_viewer_names_its_controls_and_says_where_the_playback_is(language):
    """Orca heard nothing in the viewer: its buttons were "|<", "<", ">" ... and the keyboard
    was nowhere. Now they are words, Play / Pause has the keyboard, and every control says
    where the playback is."""
    set_language(language)
    game = Game(["--replay", str(DATA / "beginner-arbiter.avf"), "--lang", language.value])
    heard = Recorder()
    game.ctx.announcer.add(heard)
    try:
        game.frames(2)
        root, focused = tree(game)
        buttons = [n.name for n in root.children[-1].walk() if n.role is Role.BUTTON]
        assert buttons[-7:] == [
            _("From the start"), _("Previous event"), _("Pause"), _("Next event"),
            _("To the end"), _("Slower"), _("Faster"),
        ]  # fmt: skip
        assert focused.role is Role.BUTTON and focused.name == _("Pause")
        game.key(pygame.K_SPACE)
        assert tree(game)[1].name == _("Play")
        game.key(pygame.K_RIGHT)
        words = {"en": ("Paused at", "event"), "de": ("Angehalten bei", "Ereignis")}
        paused, event = words[language.value]
        assert heard.said[-1].startswith(paused)
        count = len(game.top.player.inputs)
        assert f"{event} {game.top.player.position} " in heard.said[-1]
        assert heard.said[-1].endswith(f" {count}")
    finally:
        game.close()
        set_language(Language.EN)


def test_about_puts_the_keyboard_on_back_and_enter_leaves():
    """Orca said nothing on About: nothing there had the keyboard."""
    game = Game([])
    try:
        game.ctx.navigator.about()
        game.frames(2)
        root, focused = tree(game)
        assert focused.role is Role.BUTTON and focused.name == "Back"
        assert root.children[-1].name.startswith("Minesweeper ")
        game.key(pygame.K_RETURN)
        assert type(game.top).__name__ == "TitleScene"
    finally:
        game.close()


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
def test_a_screens_help_line_is_said_as_its_description(language):
    """Orca read "Minesweeper 1.0.0 panel, Back button": the line that says Up / Down read
    the controls was never met. A page's help line is its description now, in sentences."""
    set_language(language)
    game = Game(["--lang", language.value])
    try:
        game.ctx.navigator.about()
        game.frames(2)
        root, _focused = tree(game)
        page = root.children[-1]
        expected = {
            Language.EN: "Up/Down: read the controls one by one. Esc: back.",
            Language.DE: "Auf/Ab: die Steuerung Zeile für Zeile vorlesen. Esc: zurück.",
        }
        assert page.description == expected[language]
        game.key(pygame.K_ESCAPE)
        root, _focused = tree(game)
        assert "F1" in root.children[-1].description  # the title's keys
    finally:
        game.close()
        set_language(Language.EN)


def test_a_dialogs_description_leaves_out_its_fields_captions():
    """Orca said "Custom board dialog Width. Height. Mines. 20.6% mines ...": each field says
    its caption itself ("Width: 60"), so the description keeps only the other words."""
    game = Game([])
    try:
        game.ctx.navigator.custom()
        game.frames(2)
        root, focused = tree(game)
        dialog = root.children[-1]
        assert focused.role is Role.TEXT_INPUT and focused.name.startswith("Width: ")
        assert dialog.description[0].isdigit() and "% mines" in dialog.description
        assert "Width." not in dialog.description and "Mines." not in dialog.description
    finally:
        game.close()
