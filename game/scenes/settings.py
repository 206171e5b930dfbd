"""Settings: skin (with a preview), scale, question marks, sound, volume, first click, chords."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.audio import Sound
from game.context import Context
from game.engine.display import MAX_ZOOM, MIN_ZOOM, step_zoom
from game.i18n import N_, Language, _, current_language
from game.i18n.formats import percent
from game.i18n.note import shown
from game.i18n.words import on_off
from game.scenes.screen import ScreenScene
from game.skins.names import CELL_SPRITES
from game.ui import text
from game.ui.widgets import Button, bevel

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
class Row:
    """One setting: its label (English; shown translated), its current value as text, and
    how to change it."""

    label: str
    value: Callable[[], str]
    change: Callable[[int], None]


class SettingsScene(ScreenScene):
    """Up/Down choose a row, Left/Right (or clicks) change it; every change is saved at once."""

    size = (320, 335)
    title = N_("Settings")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.rows = [
            Row(N_("Skin"), self._skin_name, self._change_skin),
            Row(
                N_("Scale"),
                lambda: f"{ctx.display.zoom:g}x" + ("" if ctx.settings.scale else _(" (auto)")),
                self._change_scale,
            ),
            _switch(ctx, N_("Question marks"), "question_marks"),
            Row(N_("Sound"), self._sound_state, self._change_sound),
            Row(N_("Volume"), lambda: percent(ctx.settings.volume), self._change_volume),
            Row(
                N_("First click"),
                lambda: _(FIRST_CLICK_TEXT[ctx.settings.first_click]),
                self._change_first_click,
            ),
            _switch(ctx, N_("Chord by clicking a number"), "chord_on_number"),
            _switch(ctx, N_("No-guess boards"), "no_guess"),
            Row(N_("Live counters"), self._counters_name, self._change_counters),
            _switch(ctx, N_("Row and column labels"), "labels"),
            Row(N_("Language"), self._language_name, self._change_language),
        ]
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), N_("Back"), self.back
        )

    def _row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(14, 32 + index * 17, self.size[0] - 28, 16)

    # ---------------------------------------------------------------- values
    def _sound_state(self) -> str:
        """On or off; with no sound device, says so (the switch would change nothing)."""
        if not self.ctx.audio.available:
            return _("no sound device")
        return on_off(self.ctx.settings.sound)

    def _change_sound(self, delta: int) -> None:
        self.ctx.update_settings(sound=not self.ctx.settings.sound)

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
        """Auto, then 1x to 4x in quarter steps, then auto again (either way round)."""
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
    def handle(self, event: pygame.event.Event) -> None:
        """Keyboard and mouse; a left click changes forward, a right click backward."""
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_k):
                self.selected = (self.selected - 1) % len(self.rows)
            elif event.key in (pygame.K_DOWN, pygame.K_j, pygame.K_TAB):
                self.selected = (self.selected + 1) % len(self.rows)
            elif event.key in (pygame.K_LEFT, pygame.K_h, pygame.K_MINUS):
                self.rows[self.selected].change(-1)
            elif event.key in (
                pygame.K_RIGHT,
                pygame.K_l,
                pygame.K_RETURN,
                pygame.K_SPACE,
                pygame.K_PLUS,
                pygame.K_EQUALS,
            ):
                self.rows[self.selected].change(1)
            else:
                super().handle(event)
        elif event.type == pygame.MOUSEMOTION:
            for i in range(len(self.rows)):
                if self._row_rect(i).collidepoint(event.pos):
                    self.selected = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i in range(len(self.rows)):
                if self._row_rect(i).collidepoint(event.pos):
                    self.selected = i
                    self.rows[i].change(1 if event.button == 1 else -1)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        """Rows, a preview of the skin, and any skin problems."""
        skin = self.ctx.skin
        colors = skin.colors
        self.draw_frame(surface)
        for i, row in enumerate(self.rows):
            rect = self._row_rect(i)
            selected = i == self.selected
            if selected:
                pygame.draw.rect(surface, colors["accent"], rect)
            color = colors["accent_text"] if selected else colors["text"]
            text.blit_text(
                surface, _(row.label), (rect.x + 4, rect.centery), color, anchor="midleft"
            )
            value = f"‹ {row.value()} ›" if selected else row.value()
            text.blit_text(
                surface, value, (rect.right - 4, rect.centery), color, bold=True, anchor="midright"
            )
        self._draw_preview(
            surface, pygame.Rect(14, 32 + len(self.rows) * 17 + 6, self.size[0] - 28, 0)
        )
        self.back_button.draw(surface, skin)

    def _draw_preview(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        skin = self.ctx.skin
        size = skin.cell_size
        names = [name for name in CELL_SPRITES if name != "pressed"]
        face = skin.sprite("face_smile")
        per_row = max(1, (area.w - 8 - face.get_width() - 6) // size)
        height = ((len(names) + per_row - 1) // per_row) * size
        box = pygame.Rect(area.x, area.y, min(area.w, per_row * size + 8), height + 8)
        bevel(surface, box, skin)
        for i, name in enumerate(names):
            x = box.x + 4 + (i % per_row) * size
            y = box.y + 4 + (i // per_row) * size
            surface.blit(skin.sprite(name), (x, y))
        surface.blit(face, (box.right + 6, box.y))
        author = _("{name} {version} by {author}").format(
            name=skin.shown("name", current_language().value),
            version=skin.version,
            author=skin.shown("author", current_language().value),
        )
        y = box.bottom + 4
        problems = self.ctx.skin_problems[-2:]
        for line in (
            text.wrap(author, area.w)[:1]
            + [p for problem in problems for p in text.wrap(shown(problem), area.w)][:3]
        ):
            color = (
                skin.colors["text_dim"] if line.startswith(skin.name) else skin.colors["prob_high"]
            )
            text.blit_text(surface, line, (area.x, y), color)
            y += text.line_height()


def _switch(ctx: Context, label: str, key: str) -> Row:
    """A row that turns the boolean setting `key` on and off."""
    return Row(
        label,
        lambda: on_off(getattr(ctx.settings, key)),
        lambda _delta: ctx.update_settings(**{key: not getattr(ctx.settings, key)}),
    )
