"""Line-based talk with the player over two text streams.

Reading returns one stripped line; the end of input raises EndOfInput so the
game can say goodbye and stop cleanly from any prompt. When the input is not
a terminal (a script or a pipe) the typed line is echoed after the prompt, so
a transcript reads like a session at the keyboard.

A closed or failing input ends like the end of input. Output that can no
longer be written (closed, a full disk, a closed pipe) raises OutputGone. A
stop signal (`stop`: SIGTERM, SIGHUP, Ctrl+C) raises Stopped while the game
waits for a line, and otherwise at the next prompt, so a signal never cuts a
move in half: the game in progress is saved as it stands.
"""

from __future__ import annotations

import errno
from typing import TextIO

from game.i18n import _
from game.i18n.formats import number
from game.textmode.style import Style

MAX_LINE = 16384
"""The longest line the game reads: every answer it understands is far shorter."""
MAX_RUN = 1 << 20
"""Characters read without a line end before the input is taken as endless (`< /dev/zero`)."""
READ_CHUNK = 1 << 16


class EndOfInput(Exception):
    """The input stream has ended: the player (or the script) is gone."""


class OutputGone(Exception):
    """Standard output cannot be written any more; the message says why, in one line."""


class Stopped(Exception):
    """A stop signal arrived (`signum`): save the game and end."""

    def __init__(self, signum: int) -> None:
        super().__init__(f"stopped by signal {signum}")
        self.signum = signum


class Console:
    """The player's terminal: `say` writes lines, `ask` prompts and reads one line."""

    def __init__(self, stdin: TextIO, stdout: TextIO, style: Style) -> None:
        self.stdin = stdin
        self.stdout = stdout
        self.style = style
        self._echo = not _is_terminal(stdin)
        self.signum: int | None = None
        self._reading = False

    def say(self, text: str = "") -> None:
        """Write `text` and a newline (OutputGone when it cannot be written)."""
        self._write(text + "\n")

    def ask(self, prompt: str) -> str:
        """Show `prompt`, read one line and return it stripped; EndOfInput at the end.

        A line longer than MAX_LINE characters is refused in one line and the prompt comes
        again; input that runs on for MAX_RUN characters without a line end (`< /dev/zero`)
        is said in one line and ends like the end of input. Memory stays bounded either way.
        Stopped when a stop signal came (before or while waiting for the line).
        """
        while True:
            self._check_stop()
            self._write(self.style.paint(prompt, "1"))
            line = self._read_line()
            if line is not None:
                break
            self._write("\n")
            self.say(
                _("That line is too long (over {limit} characters); it is ignored.").format(
                    limit=number(MAX_LINE)
                )
            )
        if not line:
            self._write("\n")
            raise EndOfInput
        text = line.strip()
        self._write(text + "\n" if self._echo else "")
        return text

    def _read_line(self) -> str | None:
        """One line of at most MAX_LINE characters ("" at the end of input); None for a
        longer line, read on to its end and dropped."""
        self._reading = True
        try:
            self._check_stop()
            line = self.stdin.readline(MAX_LINE + 1)
            if len(line) <= MAX_LINE or line.endswith("\n"):
                return line
            skipped = len(line)
            while skipped < MAX_RUN:
                rest = self.stdin.readline(READ_CHUNK)
                if not rest or rest.endswith("\n"):
                    return None
                skipped += len(rest)
        except (OSError, ValueError):  # closed, or the terminal hung up: no more input
            return ""
        finally:
            self._reading = False
            self._check_stop()
        self._write("\n")
        self.say(
            _("The input runs on for over {limit} characters without a line end; stopping.").format(
                limit=number(MAX_RUN)
            )
        )
        return ""

    def stop(self, signum: int) -> None:
        """A stop signal's handler: remember it; while a line is awaited, end the wait."""
        if self.signum is None:
            self.signum = signum
        if self._reading:
            self._reading = False
            raise Stopped(self.signum)

    def _check_stop(self) -> None:
        if self.signum is not None:
            raise Stopped(self.signum)

    def _write(self, text: str) -> None:
        try:
            if text:
                self.stdout.write(text)
            self.stdout.flush()
        except (OSError, ValueError) as error:
            raise OutputGone(f"cannot write to standard output: {_why(error)}") from None


def _why(error: BaseException) -> str:
    """An output error in a few words."""
    if isinstance(error, OSError) and error.errno is not None:
        if error.errno == errno.EPIPE:
            return "the reader has gone"
        return error.strerror or errno.errorcode.get(error.errno, str(error.errno))
    return "it is closed"


def _is_terminal(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
