"""The one error a broken skin raises: a single line naming skin, file and reason."""

from game.storage.userfile import one_line


class SkinError(ValueError):
    """A skin folder that cannot be used.

    ``str(error)`` is one line, ``skin '<folder>': <file>: <reason>``, fit for
    stderr, a log or the settings scene; the parts stay available as attributes.
    """

    def __init__(self, skin: str, file: str, reason: str) -> None:
        self.skin = one_line(skin, 60)
        self.file = one_line(file, 60)
        self.reason = one_line(reason)
        super().__init__(f"skin '{self.skin}': {self.file}: {self.reason}")
