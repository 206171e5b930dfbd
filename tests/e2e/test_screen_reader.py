"""End to end as a blind player meets the game: a real X window, a D-Bus session with the
AT-SPI bus switched on, and the game's accessibility tree read with pyatspi as Orca reads it.
On the title, in play (the focused cell's name after each arrow key and after Space, the
announcement of what opened), in a dialog and on the result, in English and German."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game.i18n import _, ngettext, set_language
from tests.e2e.atspi import Listener, accessibility_bus, names, needs_atspi, read_tree
from tests.e2e.window import game_window, needs_x, start_game, until, xdotool

pytestmark = pytest.mark.e2e

Tree = dict[str, object]


def _words(language: str) -> Callable[[str], str]:
    """The game's own translation of a text in `language` (its catalogue)."""

    def say(text: str) -> str:
        set_language(language)
        try:
            return _(text)
        finally:
            set_language("en")

    return say


def _has_focus(name: str) -> Callable[[Tree], bool]:
    return lambda tree: name in tree["focused"]  # type: ignore[operator]


def _dialog(tree: Tree) -> str:
    """The name of a dialog in the tree ("" when there is none)."""
    found = [name for role, name in names(tree["tree"]) if role == "dialog"]  # type: ignore[arg-type]
    return found[-1] if found else ""


@needs_x
@needs_atspi
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_screen_reader_reads_title_board_dialog_and_result(
    xserver: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    say = _words(language)
    with accessibility_bus() as env:
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", env["DBUS_SESSION_BUS_ADDRESS"])
        game = start_game(xserver, "--lang", language, "--seed", "3")
        listener: Listener | None = None
        try:
            window = game_window(xserver, game)
            xdotool(xserver, "windowfocus", "--sync", window)

            def tree_where(test: Callable[[Tree], bool], what: str) -> Tree:
                def read() -> Tree | None:
                    tree = read_tree(env, game.pid)
                    return tree if tree.get("found") and test(tree) else None

                found: Tree = until(read, what, seconds=30)
                return found

            def key(*keys: str) -> None:
                xdotool(xserver, "key", "--window", window, *keys)

            # The title: the window and its menu, the keyboard on Normal.
            title = tree_where(
                lambda t: any(n.startswith("Normal, 8x8") for n in t["focused"]),  # type: ignore[union-attr]
                "the title's list with the keyboard on Normal",
            )
            rows = [n for role, n in names(title["tree"]) if role == "list item"]  # type: ignore[arg-type]
            assert any(n.startswith(say("Statistics")) for n in rows), rows
            assert any(n.startswith(say("Settings")) for n in rows), rows
            listener = Listener(env, game.pid, tmp_path / "events.jsonl")
            until(lambda: listener.events(), "the listener to start")

            # Play: the board is a grid; the cursor's cell has the focus and its name.
            key("Return")
            tree_where(lambda t: any(role == "table" for role, _n in names(t["tree"])), "the board")  # type: ignore[arg-type]
            covered = say("covered")
            for keys, cell in (("Right", "E5"), ("Right", "F5"), ("Down", "F6")):
                key(keys)
                tree_where(_has_focus(f"{cell}, {covered}"), f"{cell} focused after {keys}")
            key("space")
            opened = tree_where(
                lambda t: any(
                    n.startswith("F6, ") and n != f"F6, {covered}"
                    for n in t["focused"]  # type: ignore[union-attr]
                ),
                "F6 opened after Space",
            )
            count = count_open(opened, covered)
            set_language(language)
            expected = ngettext("opened {n} cell", "opened {n} cells", count).format(n=count)
            set_language("en")
            until(lambda: expected in listener.announced(), f"the announcement {expected!r}")

            # A dialog: back to the title (the game is kept), a new Normal game asks first.
            key("Escape")
            tree_where(lambda t: not any(r == "table" for r, _n in names(t["tree"])), "the title")  # type: ignore[arg-type]
            key("1")
            asked = tree_where(lambda t: _dialog(t) == say("Unfinished game"), "the dialog")
            assert say("Continue it") in asked["focused"]
            key("Right")
            tree_where(_has_focus(say("Start a new game")), "the focus on the second button")
            key("Return")

            # The result: play until the game ends; the result is a dialog with its buttons.
            key("Right", "space")
            tree_where(lambda t: count_open(t, covered) > 0, "a new game opened")
            for _round in range(60):
                before = read_tree(env, game.pid)
                if _dialog(before):
                    break
                key("Tab", "space")
                tree_where(
                    lambda t, b=before: (
                        _dialog(t) or count_open(t, covered) > count_open(b, covered)
                    ),
                    "the move to show",
                )
            result = tree_where(lambda t: bool(_dialog(t)), "the result")
            assert _dialog(result) in (say("You lose"), say("You win!"))
            assert say("New game") in result["focused"]
            assert game.poll() is None, "the game died"
        finally:
            if listener is not None:
                listener.close()
            game.terminate()
            game.wait(timeout=10)


def count_open(tree: Tree, covered: str) -> int:
    """How many cells of the board are no longer covered."""
    cells = [n for role, n in names(tree["tree"]) if role == "table cell"]  # type: ignore[arg-type]
    return sum(not n.endswith(f", {covered}") for n in cells)
