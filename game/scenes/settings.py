"""Settings: skin (with a preview), zoom, question marks, sound, volume, first click, chords,
live counters, labels, swapped mouse buttons, the game's own voice, cell sounds, the way to
the Keys page, and the language.

Laid out in the window (game/ui/layout.py): each row is its label at the left and its value
at the right; the list scrolls when the window is too short, and the selected row's help
stands at the foot in room kept for the longest help, so nothing moves when the selection
does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.a11y.speech import NO_VOICE
from game.audio import Sound
from game.context import Context
from game.engine.display import MAX_ZOOM, MIN_ZOOM, step_zoom
from game.i18n import N_, Language, _, current_language, ngettext
from game.i18n.formats import percent
from game.i18n.note import shown
from game.i18n.words import on_off
from game.scenes.list_page import PAGE_WIDTH, ListPageScene
from game.ui.boxes import screen
from game.ui.kept import KeptText
from game.ui.layout import Box, Column, Pad, Role, Text
from game.ui.look import TextRole
from game.ui.rows import value_row
from game.ui.skin_preview import skin_preview
from game.ui.widgets import Button

LOOK_FOR_VOICE = 0.1  # seconds between looks at the voice being looked for
FIRST_CLICK = ("opening", "safe", "any")
COUNTER_PRESETS = (
    ("", N_("off")),
    ("time", N_("time")),
    ("time,bbbv_s", N_("time, 3BV/s")),
    ("time,bbbv_s,clicks,ioe", N_("time, 3BV/s, clicks, IOE")),
    ("time,bbbv_s,clicks,ioe,rqp,stnb,corr,thrp,estimated", N_("all nine")),
)
FIRST_CLICK_TEXT = {
    "opening": N_("opening"),
    "safe": N_("safe cell"),
    "any": N_("anything (risky)"),
}
LANGUAGE_CHOICES = ("", "en", "de")


@dataclass
class Setting:
    """One setting: its label (English; shown translated), its current value as text, how to
    change it, and a line of help (English); a row with `opens` is a way to another page
    (Enter, Space or a click opens it; Left / Right leave it)."""

    label: str
    value: Callable[[], str]
    change: Callable[[int], None]
    help: str = ""
    opens: Callable[[], None] | None = None


class SettingsScene(ListPageScene):
    """Up/Down choose a row, Left/Right (or clicks) change it; every change is saved at once."""

    title = N_("Settings")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._showing_search = False  # the Speak row says the voice is looked for
        self.rows = [
            Setting(
                N_("Skin"),
                self._skin_name,
                self._change_skin,
                N_("How the cells, the counters and the face look."),
            ),
            Setting(
                N_("Zoom"),
                self._zoom_value,
                self._change_scale,
                N_(
                    "Text, buttons and cells bigger or smaller; the window keeps its size "
                    "(Ctrl+plus and Ctrl+minus too)."
                ),
            ),
            _switch(
                ctx,
                N_("Question marks"),
                "question_marks",
                N_("A right click on a flag makes it a ?, the next one takes the mark away."),
            ),
            Setting(
                N_("Sound"),
                self._sound_state,
                self._change_sound,
                N_("Sound effects when you open, flag, win or hit a mine."),
            ),
            Setting(
                N_("Volume"),
                lambda: percent(ctx.settings.volume),
                self._change_volume,
                N_("How loud the sounds are."),
            ),
            Setting(
                N_("First click"),
                lambda: _(FIRST_CLICK_TEXT[ctx.settings.first_click]),
                self._change_first_click,
                N_("Opening: your first click opens an area; safe cell: it hits no mine."),
            ),
            _switch(
                ctx,
                N_("Chord by clicking a number"),
                "chord_on_number",
                N_("A left click on a satisfied number opens its other neighbours."),
            ),
            _switch(
                ctx,
                N_("No-guess boards"),
                "no_guess",
                N_("New boards can be solved without guessing."),
            ),
            Setting(
                N_("Live counters"),
                self._counters_name,
                self._change_counters,
                N_("Figures beside the board while you play: time, 3BV/s and more."),
            ),
            _switch(
                ctx,
                N_("Row and column labels"),
                "labels",
                N_("Letters and numbers around the board name each cell, as hints do (C5)."),
            ),
            _switch(
                ctx,
                N_("Swap left and right buttons"),
                "swap_buttons",
                N_("For a left-handed mouse: the right button opens, the left one flags."),
            ),
            Setting(
                N_("Speak"),
                self._speak_state,
                lambda _delta: ctx.update_settings(speak=not ctx.settings.speak),
                N_(
                    "The game says what a screen reader would, in its own voice: for players "
                    "without a screen reader."
                ),
            ),
            _switch(
                ctx,
                N_("Cell sounds"),
                "cell_sounds",
                N_("A short sound for what the cursor's cell holds: a note for each number."),
            ),
            Setting(
                N_("Keys"),
                self._keys_state,
                lambda _delta: None,
                N_("Choose your own key for each command."),
                ctx.navigator.keys,
            ),
            Setting(
                N_("Language"),
                self._language_name,
                self._change_language,
                N_("System follows your computer's language."),
            ),
        ]
        self.choice.count = len(self.rows)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)

    # ---------------------------------------------------------------- values
    def _keys_state(self) -> str:
        """How many commands have the player's own key (the row opens the Keys page)."""
        changed = len(self.ctx.settings.keys)
        if not changed:
            return _("defaults")
        return ngettext("{count} changed", "{count} changed", changed).format(count=changed)

    def _speak_state(self) -> str:
        """Off; on, with the speech software found; or on without a voice (says what to
        install)."""
        if not self.ctx.settings.speak:
            return on_off(False)
        engine = self.ctx.speech.engine()
        if self.ctx.speech.looking:
            self._showing_search = True
            return _("on (looking for a voice...)")
        if engine is None:
            return _(NO_VOICE)
        return _("on ({engine})").format(engine=engine.value)

    def next_frame(self) -> float:
        """While the voice is looked for, a look every tenth of a second (the row says what
        was found as soon as it is)."""
        return LOOK_FOR_VOICE if self.ctx.speech.looking else super().next_frame()

    def update(self, dt: float) -> None:
        """Lay the rows out again once the voice the Speak row is waiting for is found."""
        if self._showing_search and not self.ctx.speech.looking:
            self._showing_search = False
            self.invalidate()
        super().update(dt)

    def _sound_state(self) -> str:
        """On or off; with no sound device, says so (the switch would change nothing)."""
        if not self.ctx.audio.available:
            return _("no sound device")
        return on_off(self.ctx.settings.sound)

    def _change_sound(self, delta: int) -> None:
        self.ctx.update_settings(sound=not self.ctx.settings.sound)

    def _zoom_value(self) -> str:
        """The zoom in percent; "auto" when it follows the desktop."""
        zoom = percent(self.ctx.display.zoom)
        if self.ctx.settings.scale:
            return zoom
        return _("auto ({zoom})").format(zoom=zoom)

    def _language_name(self) -> str:
        chosen = self.ctx.settings.language
        if not chosen:
            return _("system ({language})").format(language=current_language().native_name)
        return Language(chosen).native_name

    def _change_language(self, delta: int) -> None:
        index = LANGUAGE_CHOICES.index(self.ctx.settings.language)
        self.ctx.update_settings(language=LANGUAGE_CHOICES[(index + delta) % 3])

    def _skin_ids(self) -> list[str]:
        return [e.id for e in self.ctx.skin_entries]

    def _skin_name(self) -> str:
        language = current_language().value
        if self.ctx.options.skin_path is not None:
            return f"{self.ctx.skin.shown('name', language)} (--skin)"
        entry = next((e for e in self.ctx.skin_entries if e.id == self.ctx.settings.skin), None)
        if entry is None:
            return self.ctx.skin.shown("name", language)
        return entry.names.get(language) or entry.name or entry.id

    def _change_skin(self, delta: int) -> None:
        ids = self._skin_ids()
        current = self.ctx.settings.skin if self.ctx.settings.skin in ids else ids[0]
        self.ctx.choose_skin(ids[(ids.index(current) + delta) % len(ids)])

    def _change_scale(self, delta: int) -> None:
        """Auto, then 100% to 400% in quarter steps, then auto again (either way round)."""
        current = self.ctx.settings.scale
        if not current:
            zoom = MIN_ZOOM if delta > 0 else MAX_ZOOM
        elif (delta > 0 and current >= MAX_ZOOM) or (delta < 0 and current <= MIN_ZOOM):
            zoom = 0.0
        else:
            zoom = step_zoom(current, delta)
        self.ctx.update_settings(scale=zoom)

    def _change_volume(self, delta: int) -> None:
        volume = min(1.0, max(0.0, round(self.ctx.settings.volume + 0.1 * delta, 1)))
        self.ctx.update_settings(volume=volume)
        self.ctx.audio.play(Sound.FLAG)

    def _counters_name(self) -> str:
        chosen = self.ctx.settings.counters
        return next((_(name) for key, name in COUNTER_PRESETS if key == chosen), chosen)

    def _change_counters(self, delta: int) -> None:
        keys = [key for key, _name in COUNTER_PRESETS]
        current = self.ctx.settings.counters
        index = keys.index(current) if current in keys else 0
        self.ctx.update_settings(counters=keys[(index + delta) % len(keys)])

    def _change_first_click(self, delta: int) -> None:
        index = FIRST_CLICK.index(self.ctx.settings.first_click)
        self.ctx.update_settings(first_click=FIRST_CLICK[(index + delta) % 3])

    # ----------------------------------------------------------------- input
    def _change(self, index: int, delta: int) -> None:
        """Change row `index` by delta (a row that opens a page opens it)."""
        self.selected = index
        row = self.rows[index]
        if row.opens is not None:
            row.opens()
        else:
            row.change(delta)

    def handle(self, event: pygame.event.Event) -> None:
        """Keyboard and mouse; a left click changes forward, a right click backward."""
        self.ensure_layout()
        if self.back_button.handle(event) or self.handle_page(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif self.hover(event):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            index = self.row_at(event.pos)
            if index is not None:
                self._change(index, 1 if event.button == 1 else -1)

    def _key(self, event: pygame.event.Event) -> None:
        """Up/Down (J/K, Tab) choose; Left/Right (H/L, -/+), Enter and Space change."""
        key = event.key
        if key in (pygame.K_UP, pygame.K_k):
            self.selected = (self.selected - 1) % len(self.rows)
        elif key in (pygame.K_DOWN, pygame.K_j, pygame.K_TAB):
            self.selected = (self.selected + 1) % len(self.rows)
        elif key in (pygame.K_LEFT, pygame.K_h, pygame.K_MINUS):
            self._change(self.selected, -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) or (
            key in (pygame.K_RIGHT, pygame.K_l, pygame.K_PLUS, pygame.K_EQUALS)
            and self.rows[self.selected].opens is None  # Right never opens the Keys page
        ):
            self._change(self.selected, 1)

    # ---------------------------------------------------------------- layout
    def build(self) -> Box:
        """The rows in an inset, the skin's preview and credit, any skin problems; the
        selected row's help and Back at the foot."""
        look = self.look()
        items = [
            value_row(_(row.label), row.value(), self.choice, i, opens=row.opens is not None)
            for i, row in enumerate(self.rows)
        ]
        body = Column(
            [
                Pad(Column(items, 0, role=Role.LIST), 4, "frame_inset"),
                skin_preview(look),
                Text(self._credit(), TextRole.BODY, "text_dim"),
                *(
                    Text(shown(problem), TextRole.BODY, "prob_high")
                    for problem in self.ctx.skin_problems
                ),
            ],
            8,
        )
        helps = [_(row.help) for row in self.rows]
        footer = KeptText(helps[self.selected], helps, TextRole.SMALL, "text_dim")
        return screen(
            _(self.title),
            body,
            [self.back_button],
            footer=footer,
            scroll=self.scroller(),
            width=PAGE_WIDTH,
        )

    def _credit(self) -> str:
        """The skin's name, version and author in the language in force."""
        skin = self.ctx.skin
        language = current_language().value
        return _("{name} {version} by {author}").format(
            name=skin.shown("name", language),
            version=skin.version,
            author=skin.shown("author", language),
        )


def _switch(ctx: Context, label: str, key: str, help: str) -> Setting:
    """A row that turns the boolean setting `key` on and off."""
    return Setting(
        label,
        lambda: on_off(getattr(ctx.settings, key)),
        lambda _delta: ctx.update_settings(**{key: not getattr(ctx.settings, key)}),
        help,
    )
