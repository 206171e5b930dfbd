"""End to end as a blind player meets the game: a real X window, a D-Bus session with the
AT-SPI bus switched on, and the game's accessibility tree read with pyatspi as Orca reads it.
On the title, in play (the focused cell's name after each arrow key and after Space, the
announcement of what opened), in a dialog and on the result; in the trainer (the puzzle's
grid, its question said, a cell found with Tab and read with N, the answer's verdict said);
in English and German."""

from __future__ import annotations

import contextlib
import re
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.i18n import ngettext, set_language
from tests.e2e.atspi import (
    Listener,
    accessibility_bus,
    names,
    needs_atspi,
    read_tree,
    words_in,
)
from tests.e2e.window import game_window, needs_x, start_game, until, xdotool

# Alone: the AT-SPI bus, pyatspi readers and the game share 2 cores; with another worker's
# test beside them (a burst of coach workers), a step once took longer than its wait.
pytestmark = [pytest.mark.e2e, pytest.mark.alone]

Tree = dict[str, object]
WAIT = 60  # seconds for a step to show (a loaded machine; a passing step takes far less)


def _has_focus(name: str) -> Callable[[Tree], bool]:
    return lambda tree: name in tree["focused"]  # type: ignore[operator]


def _dialog(tree: Tree) -> str:
    """The name of a dialog in the tree ("" when there is none)."""
    found = [name for role, name in names(tree["tree"]) if role == "dialog"]  # type: ignore[arg-type]
    return found[-1] if found else ""


class Blind:
    """A game in a real window on the AT-SPI bus, driven by keys and read as Orca reads it."""

    def __init__(self, xserver: str, env: dict[str, str], game: subprocess.Popen[bytes]) -> None:
        self.xserver, self.env, self.game = xserver, env, game
        self.window = game_window(xserver, game)
        xdotool(xserver, "windowfocus", "--sync", self.window)
        self.listener: Listener | None = None

    def tree_where(self, test: Callable[[Tree], bool], what: str) -> Tree:
        """The tree once `test` holds for it."""

        last: list[Tree] = []

        def read() -> Tree | None:
            tree = read_tree(self.env, self.game.pid)
            last[:] = [tree]
            return tree if tree.get("found") and test(tree) else None

        try:
            found: Tree = until(read, what, seconds=WAIT)
        except pytest.fail.Exception as waited:
            seen = last[0].get("focused", last[0]) if last else "nothing read"
            raise AssertionError(
                f"{waited}; the last tree read had the focus on {seen!r}"
            ) from None
        return found

    def key(self, *keys: str) -> None:
        """Press keys in the window."""
        xdotool(self.xserver, "key", "--window", self.window, *keys)

    def listen(self, log: Path) -> Listener:
        """Start hearing the game's events (announcements)."""
        listener = self.listener = Listener(self.env, self.game.pid, log)
        until(listener.events, "the listener to start", seconds=WAIT)
        return listener

    def heard(self, test: Callable[[str], bool], what: str) -> str:
        """The first announcement for which `test` holds, once it was made (a failure names
        what was announced instead)."""
        listener = self.listener
        assert listener is not None, "listen first"
        try:
            found: str = until(
                lambda: next((text for text in listener.announced() if test(text)), ""),
                what,
                seconds=WAIT,
            )
        except pytest.fail.Exception as waited:
            raise AssertionError(f"{waited}; announced: {listener.announced()!r}") from None
        return found

    def heard_focus(self, name: str) -> None:
        """Wait until the listener heard the focus move to the node called `name`."""
        listener = self.listener
        assert listener is not None, "listen first"
        until(
            lambda: any(
                e["type"] == "object:state-changed:focused" and e["text"] == name and e["detail"]
                for e in listener.events()
            ),
            f"the listener to hear the focus on {name!r}",
            seconds=WAIT,
        )


@contextlib.contextmanager
def blind_player(xserver: str, monkeypatch: pytest.MonkeyPatch, *argv: str) -> Iterator[Blind]:
    """The game started with `argv` on a fresh accessibility bus; stopped afterwards."""
    with accessibility_bus() as env:
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", env["DBUS_SESSION_BUS_ADDRESS"])
        game = start_game(xserver, *argv)
        player: Blind | None = None
        try:
            player = Blind(xserver, env, game)
            yield player
            assert game.poll() is None, "the game died"
        finally:
            if player is not None and player.listener is not None:
                player.listener.close()
            game.terminate()
            game.wait(timeout=10)


@needs_x
@needs_atspi
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_screen_reader_reads_title_board_dialog_and_result(
    xserver: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    say = words_in(language)
    with blind_player(xserver, monkeypatch, "--lang", language, "--seed", "3") as player:
        tree_where, key = player.tree_where, player.key

        # The title: the window and its menu, the keyboard on Normal.
        title = tree_where(
            lambda t: any(n.startswith("Normal, 8x8") for n in t["focused"]),  # type: ignore[union-attr]
            "the title's list with the keyboard on Normal",
        )
        rows = [n for role, n in names(title["tree"]) if role == "list item"]  # type: ignore[arg-type]
        assert any(n.startswith(say("Statistics")) for n in rows), rows
        assert any(n.startswith(say("Settings")) for n in rows), rows
        player.listen(tmp_path / "events.jsonl")

        # Play: the board is a grid; the cursor's cell has the focus and its name.
        key("Return")
        tree_where(lambda t: any(role == "table" for role, _n in names(t["tree"])), "the board")  # type: ignore[arg-type]
        covered = say("covered")
        for keys, cell in (("Right", "E5"), ("Right", "F5"), ("Down", "F6")):
            key(keys)
            tree_where(_has_focus(f"{cell}, {covered}"), f"{cell} focused after {keys}")
        # The listener hears the game before the move it must hear is made.
        player.heard_focus(f"F6, {covered}")
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
        player.heard(lambda text: text == expected, f"the announcement {expected!r}")

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
            before = read_tree(player.env, player.game.pid)
            if _dialog(before):
                break
            key("Tab", "space")
            tree_where(
                lambda t, b=before: _dialog(t) or count_open(t, covered) > count_open(b, covered),
                "the move to show",
            )
        result = tree_where(lambda t: bool(_dialog(t)), "the result")
        assert _dialog(result) in (say("You lose"), say("You win!"))
        assert say("New game") in result["focused"]


def count_open(tree: Tree, covered: str) -> int:
    """How many cells of the board are no longer covered."""
    cells = [n for role, n in names(tree["tree"]) if role == "table cell"]  # type: ignore[arg-type]
    return sum(not n.endswith(f", {covered}") for n in cells)


TASKS = ("find a safe cell", "find a mine", "find every safe cell", "take the best guess")


@needs_x
@needs_atspi
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_screen_reader_reads_and_answers_a_trainer_puzzle(
    xserver: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Whichever puzzle the trainer serves: its board is a table with the keyboard, its
    question is said, Tab finds a covered cell beside a number, N reads around it, and the
    answer (Space; Enter too for "find every safe cell") is said right or wrong."""
    say = words_in(language)
    covered = say("covered")
    tasks = {say(task)[:1].upper() + say(task)[1:]: task for task in TASKS}
    with blind_player(xserver, monkeypatch, "--lang", language) as player:
        tree_where, key = player.tree_where, player.key
        tree_where(lambda t: bool(t["focused"]), "the title with the keyboard")
        player.listen(tmp_path / "events.jsonl")
        key("t")
        tree_where(_has_focus(say("Rated puzzles")), "the trainer's feeds")
        player.heard_focus(say("Rated puzzles"))
        key("Return")

        # The puzzle: a table that has the keyboard, named by its question.
        puzzle = tree_where(
            lambda t: any(
                role == "table" and name in t["focused"]  # type: ignore[operator]
                for role, name in names(t["tree"])  # type: ignore[arg-type]
            ),
            "the puzzle's board with the keyboard",
        )
        question = next(n for r, n in names(puzzle["tree"]) if r == "table")  # type: ignore[arg-type]
        task = next((tasks[t] for t in tasks if question.startswith(t)), "")
        assert task, f"the board is not named by a task: {question!r}"
        player.heard(lambda t: t.startswith(question.split("  ·  ")[0] + ". "), "the question")

        # Tab: a covered cell beside a number; N: it and the cells around it.
        key("Tab")
        found = tree_where(
            lambda t: any(re.fullmatch(rf"[A-Z]+[0-9]+, {covered}", n) for n in t["focused"]),  # type: ignore[union-attr]
            "a covered cell focused after Tab",
        )
        cell = next(n for n in found["focused"] if n.endswith(covered))  # type: ignore[union-attr]
        key("n")
        player.heard(lambda t: t.startswith(f"{cell}; "), f"the cells around {cell} said")

        # The answer, said right or wrong.
        key("space")
        if task == "find every safe cell":
            tree_where(_has_focus(f"{cell}, {say('your pick')}"), "the pick on the cell")
            key("Return")
        right, wrong = say("Right. {reason}")[:-9], say("Not quite. {reason}")[:-9]
        verdict = player.heard(lambda t: t.startswith((right, wrong)), "the verdict said")
        assert len(verdict) > len(wrong) + 5, verdict
