"""Line-based talk with the player over two text streams.

Reading returns one stripped line; the end of input raises EndOfInput so the
game can say goodbye and stop cleanly from any prompt. When the input is not
a terminal (a script or a pipe) the typed line is echoed after the prompt, so
a transcript reads like a session at the keyboard.
"""

from __future__ import annotations

from typing import TextIO

from game.textmode.style import Style


class EndOfInput(Exception):
    """The input stream has ended: the player (or the script) is gone."""


class Console:
    """The player's terminal: `say` writes lines, `ask` prompts and reads one line."""

    def __init__(self, stdin: TextIO, stdout: TextIO, style: Style) -> None:
        self.stdin = stdin
        self.stdout = stdout
        self.style = style
        self._echo = not _is_terminal(stdin)

    def say(self, text: str = "") -> None:
        """Write `text` and a newline."""
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str) -> str:
        """Show `prompt`, read one line and return it stripped; EndOfInput at the end."""
        self.stdout.write(self.style.paint(prompt, "1"))
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.stdout.write("\n")
            raise EndOfInput
        text = line.strip()
        if self._echo:
            self.stdout.write(text + "\n")
        self.stdout.flush()
        return text


def _is_terminal(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
