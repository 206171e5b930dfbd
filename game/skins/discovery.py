"""Where skins are found: the shipped folder and the user's skins folder.

Broken user skins never stop the game: they are skipped and reported as
one-line problems for the settings scene and the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from game.resources import assets_dir

from .errors import SkinError
from .loader import load_skin

DEFAULT_SKIN_ID = "classic"
TEMPLATE_ID = "template"
USER_PREFIX = "user:"


@dataclass(frozen=True)
class SkinEntry:
    """A valid skin found on disk: a stable id, its folder, where it came from, its name."""

    id: str
    path: Path
    source: Literal["shipped", "user"]
    name: str = ""
    names: dict[str, str] = field(default_factory=dict)
    """The name in other languages, by language code."""


def shipped_skins_dir() -> Path:
    """The shipped skins (checkout, installed package or PyInstaller bundle)."""
    return assets_dir() / "skins"


def discover_skins(user_skins_dir: Path | None) -> tuple[list[SkinEntry], list[str]]:
    """Every valid skin, shipped first (classic leading), then the user's; plus problems.

    Shipped skins keep their folder name as id (``classic``, ``dark``, ...;
    the modders' ``template`` is left out); user skins get ``user:<folder>``
    so they never shadow a shipped one. Each folder that fails to load adds
    one line to the problems instead.
    """
    entries: list[SkinEntry] = []
    problems: list[str] = []
    shipped = [p for p in _subfolders(shipped_skins_dir()) if p.name != TEMPLATE_ID]
    shipped.sort(key=lambda p: (p.name != DEFAULT_SKIN_ID, p.name))
    for folder in shipped:
        _try_add(entries, problems, folder.name, folder, "shipped")
    if user_skins_dir is not None:
        for folder in _subfolders(Path(user_skins_dir)):
            _try_add(entries, problems, USER_PREFIX + folder.name, folder, "user")
    return entries, problems


def _subfolders(folder: Path) -> list[Path]:
    """The visible subfolders of ``folder``, sorted by name; none when it is missing."""
    try:
        children = list(folder.iterdir())
    except OSError:
        return []
    return sorted(p for p in children if p.is_dir() and not p.name.startswith("."))


def _try_add(
    entries: list[SkinEntry],
    problems: list[str],
    skin_id: str,
    folder: Path,
    source: Literal["shipped", "user"],
) -> None:
    """Load the skin at ``folder``; add its entry, or its one-line problem."""
    try:
        skin = load_skin(folder)
    except SkinError as error:
        problems.append(str(error))
        return
    names = {code: texts["name"] for code, texts in skin.translations.items() if texts.get("name")}
    entries.append(SkinEntry(skin_id, folder, source, skin.name, names))
