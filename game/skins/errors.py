"""The one error a broken skin raises: a single line naming skin, file and reason."""


class SkinError(ValueError):
    """A skin folder that cannot be used.

    ``str(error)`` is one line, ``skin '<folder>': <file>: <reason>``, fit for
    stderr, a log or the settings scene; the parts stay available as attributes.
    """

    def __init__(self, skin: str, file: str, reason: str) -> None:
        self.skin = skin
        self.file = file
        self.reason = " ".join(reason.split())
        super().__init__(f"skin '{skin}': {file}: {self.reason}")
