"""Whether the desktop asks for high contrast, where the platform tells.

Read once at start, and only while the player has not chosen a skin (the `skin` setting is
"", the desktop's choice): then the high-contrast skin (large cells, numbers told apart by
shape) is the one used. What is read:

- any desktop: the `GTK_THEME` environment variable naming a high-contrast theme
  ("HighContrast", "HighContrastInverse", "Adwaita:hc");
- GNOME (and desktops using its settings): `org.gnome.desktop.a11y.interface high-contrast`
  (GNOME 42 and later), else a high-contrast `org.gnome.desktop.interface gtk-theme`, read
  with the `gsettings` command;
- Windows: `SystemParametersInfo(SPI_GETHIGHCONTRAST)`'s "high contrast on" flag;
- macOS: the "Increase contrast" accessibility setting (`defaults read
  com.apple.universalaccess increaseContrast`).

Anything that cannot be read counts as "not asked". No pygame here.
"""

from __future__ import annotations

import ctypes
import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass

log = logging.getLogger(__name__)

HIGH_CONTRAST_SKIN = "high-contrast"
ASK_SECONDS = 2.0  # the longest a settings command may take before it counts as "no"
SPI_GETHIGHCONTRAST = 0x0042
HCF_HIGHCONTRASTON = 0x1


@dataclass(frozen=True)
class Contrast:
    """The desktop's answer, and where it came from (for the log and the README)."""

    high: bool
    source: str


def _high_contrast_theme(name: str) -> bool:
    """True for a GTK theme name that is a high-contrast one."""
    lowered = name.strip().strip("'\"").lower()
    return "highcontrast" in lowered or lowered.endswith(":hc") or "high-contrast" in lowered


def _command(*argv: str) -> str:
    """A settings command's answer ("" when it is missing, fails or takes too long)."""
    if shutil.which(argv[0]) is None:
        return ""
    try:
        done = subprocess.run(
            list(argv), capture_output=True, text=True, timeout=ASK_SECONDS, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


GSETTINGS_BOOLEANS = {"true": True, "false": False}


def _gnome() -> Contrast | None:
    asked = _command("gsettings", "get", "org.gnome.desktop.a11y.interface", "high-contrast")
    high = GSETTINGS_BOOLEANS.get(asked)
    if high is not None:
        return Contrast(high, "GNOME: org.gnome.desktop.a11y.interface high-contrast")
    theme = _command("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme")
    if theme:
        return Contrast(_high_contrast_theme(theme), "GNOME: org.gnome.desktop.interface gtk-theme")
    return None


class _HighContrast(ctypes.Structure):
    _fields_ = [
        ("cbSize", ctypes.c_uint),
        ("dwFlags", ctypes.c_uint),
        ("lpszDefaultScheme", ctypes.c_wchar_p),
    ]


def _windows() -> Contrast:
    info = _HighContrast()
    info.cbSize = ctypes.sizeof(_HighContrast)
    windll = getattr(ctypes, "windll", None)
    ok = windll is not None and windll.user32.SystemParametersInfoW(
        SPI_GETHIGHCONTRAST, info.cbSize, ctypes.byref(info), 0
    )
    return Contrast(bool(ok) and bool(info.dwFlags & HCF_HIGHCONTRASTON), "Windows: High contrast")


def _mac() -> Contrast:
    answer = _command("defaults", "read", "com.apple.universalaccess", "increaseContrast")
    return Contrast(answer == "1", "macOS: Increase contrast")


PLATFORM_READERS = {"win32": _windows, "darwin": _mac}


def desktop_contrast() -> Contrast:
    """Whether the desktop asks for high contrast, and what said so."""
    theme = os.environ.get("GTK_THEME", "")
    if theme and _high_contrast_theme(theme):
        return Contrast(True, "GTK_THEME")
    reader = PLATFORM_READERS.get(sys.platform)
    if reader is not None:
        return reader()
    return _gnome() or Contrast(False, "nothing to read")


def desktop_skin(default: str) -> str:
    """The skin the desktop asks for: high contrast when it does, else `default`."""
    contrast = desktop_contrast()
    log.info("high contrast asked for: %s (%s)", contrast.high, contrast.source)
    return HIGH_CONTRAST_SKIN if contrast.high else default
