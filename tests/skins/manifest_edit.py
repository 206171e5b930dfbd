"""Line-level edits of a skin.toml, section-aware, for building broken skins in tests."""

from __future__ import annotations

from pathlib import Path


def set_key(manifest: Path, section: str | None, key: str, value: str | None) -> None:
    """Set ``key`` in ``[section]`` (None: the top level) to raw TOML ``value``; None deletes it.

    The key must already exist there: the edit fails loudly rather than
    silently testing nothing.
    """
    lines = manifest.read_text(encoding="utf-8").splitlines()
    current: str | None = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("["):
            current = stripped.split("]")[0].strip("[ ")
            continue
        if current == section and stripped.split("=")[0].strip() == key:
            if value is None:
                del lines[index]
            else:
                lines[index] = f"{key} = {value}"
            manifest.write_text("\n".join(lines) + "\n", encoding="utf-8")
            return
    raise AssertionError(f"no key {key!r} in section {section!r} of {manifest}")
