"""Settings > Keys: every command with its key; choose one, press the new key.

Esc cancels the capture; a key another command already has is refused with a line naming
that command; "Reset keys" puts every key back. Each change is saved at once and the play
screen, the About page and this page read the keymap in force (game/scenes/keymap.py).

Laid out in the window like every menu screen (game/ui/boxes.py `screen`): the commands at
the left, their keys at the right, the list scrolling when the window is too short; the
last message stands at the foot, in room kept for it, above Reset keys and Back.
"""

from __future__ import annotations

import pygame

from game.context import Context
from game.i18n import N_, _
from game.scenes.keymap import DEFAULT_KEYMAP, key_label, keymap_in_force
from game.scenes.keys import MODIFIER_KEYS, Binding
from game.scenes.list_page import PAGE_WIDTH, ListPageScene
from game.ui.boxes import ButtonBox, screen
from game.ui.layout import Align, Box, Column, Pad, Role, Row, Space, Text
from game.ui.look import TextRole
from game.ui.rows import value_row
from game.ui.widgets import Button

MESSAGE_LINES = 2  # room kept for the last message, so the buttons never move


class KeysScene(ListPageScene):
    """Up/Down choose a command, Enter (or a click) waits for its new key; the place after
    the last command is the "Reset keys" button."""

    title = N_("Keys")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.capturing: str | None = None  # the name of the row waiting for its key
        self.message = _("Choose a command with Enter or a click, then press its new key.")
        self.reset_button = Button(pygame.Rect(0, 0, 0, 0), N_("Reset keys"), self.reset)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)

    @property
    def lines(self) -> list[Binding]:
        """The rebindable commands in force, in the keymap's order (one line each)."""
        return [row for row in keymap_in_force(self.ctx.settings.keys).rows if row.rebindable]

    def heading(self) -> str:
        """The words in the title strip."""
        return _(self.title)

    # ----------------------------------------------------------------- input
    def _row(self, name: str) -> Binding:
        return keymap_in_force(self.ctx.settings.keys).row(name)

    def _say(self, message: str) -> None:
        self.message = message
        self.invalidate()

    def capture(self, index: int) -> None:
        """Wait for the new key of the command at `index`."""
        self.selected = index
        row = self._row(self.lines[index].name)
        self.capturing = row.name
        self._say(_("Press the new key for “{command}” (Esc cancels)").format(command=_(row.help)))

    def cancel(self) -> None:
        """Stop waiting; the command keeps its key."""
        if self.capturing is None:
            return
        row = self._row(self.capturing)
        self.capturing = None
        self._say(
            _("Cancelled: “{command}” keeps {key}").format(command=_(row.help), key=_(row.label))
        )

    def bind(self, key: int) -> None:
        """Give the waiting command `key`, unless another command has it."""
        assert self.capturing is not None
        keymap = keymap_in_force(self.ctx.settings.keys)
        row = keymap.row(self.capturing)
        shown = key_label(key, row.ctrl)
        taken = keymap.owner(key, row.ctrl, but=row.name)
        self.capturing = None
        if taken is not None:
            self._say(
                _("{key} is already used for “{command}”: not changed").format(
                    key=shown, command=taken
                )
            )
            return
        keys = keymap.rebound(row.name, key).overrides()
        self.ctx.update_settings(keys=keys)
        self._say(
            _("“{command}” is now {key}").format(
                command=_(row.help), key=_(self._row(row.name).label)
            )
        )

    def reset(self) -> None:
        """Every command back on its default keys."""
        self.capturing = None
        self.ctx.update_settings(keys=DEFAULT_KEYMAP.overrides())
        self._say(_("Every key is back to its default"))

    def handle(self, event: pygame.event.Event) -> None:
        """While waiting for a key, every key goes to it (Esc cancels) and a click cancels
        it; otherwise Up/Down choose, Enter or Space waits for the chosen command's key, Esc
        goes back; the wheel scrolls a long list."""
        self.ensure_layout()
        if self.capturing is not None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.cancel()
                elif event.key not in MODIFIER_KEYS:
                    self.bind(event.key)
                return
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.cancel()
        if self.reset_button.handle(event) or self.back_button.handle(event):
            return
        if self.handle_page(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif self.hover(event):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                self.capture(index)

    def _key(self, key: int) -> None:
        """Up/Down (Tab) choose; Enter, Space or Right act."""
        count = len(self.lines) + 1  # the last place is the Reset keys button
        if key == pygame.K_UP:
            self.selected = (self.selected - 1) % count
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.selected = (self.selected + 1) % count
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
            if self.selected == len(self.lines):
                self.reset()
            else:
                self.capture(self.selected)

    # ---------------------------------------------------------------- layout
    def build(self) -> Box:
        """The commands and their keys; the last message, Reset keys and Back at the foot."""
        lines = self.lines
        self.choice.count = len(lines)
        rows = [
            value_row(
                _(row.help),
                "?" if row.name == self.capturing else _(row.label),
                self.choice,
                i,
            )
            for i, row in enumerate(lines)
        ]
        body = Column([Pad(Column(rows, 0, role=Role.LIST), 4, "frame_inset")])
        buttons = Row(
            [
                ButtonBox(self.reset_button, focused=self.selected == len(lines)),
                Space(grow=1),
                ButtonBox(self.back_button),
            ],
            6,
            flow=True,
            cross=Align.START,
        )
        message = Text(self.message, TextRole.BODY, min_lines=MESSAGE_LINES)
        return screen(
            self.heading(),
            body,
            footer=Column([message, buttons], 8),
            scroll=self.scroller(),
            width=PAGE_WIDTH,
        )
