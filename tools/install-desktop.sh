#!/usr/bin/env sh
# Linux desktop integration: the menu entry, the AppStream metainfo and the icons.
#
#   tools/install-desktop.sh [PROGRAM]      install for this user (~/.local/share)
#   tools/install-desktop.sh --uninstall    remove what it installed
#
# PROGRAM is what the menu entry starts: by default the packaged program
# dist/minesweeper/minesweeper when it exists, else the `minesweeper` command on PATH
# (pip install .). Set PREFIX to install elsewhere (e.g. PREFIX=/usr/local, as root).
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
app_id="org.minesweeper_daedalus.Minesweeper"
prefix="${PREFIX:-${XDG_DATA_HOME:-$HOME/.local/share}}"
case "$prefix" in
    */share) share="$prefix" ;;
    *) share="$prefix/share" ;;
esac
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$share/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$share/applications/$app_id.desktop" "$share/metainfo/$app_id.metainfo.xml"
    for size in $sizes; do
        rm -f "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    refresh
    echo "removed the Minesweeper menu entry from $share"
    exit 0
fi

if [ $# -gt 0 ]; then
    program="$1"
elif [ -x "$root/dist/minesweeper/minesweeper" ]; then
    program="$root/dist/minesweeper/minesweeper"
elif command -v minesweeper >/dev/null 2>&1; then
    program="$(command -v minesweeper)"
else
    echo "install-desktop: no program to start: build it (pyinstaller tools/minesweeper.spec)," \
        "pip install . or name it: tools/install-desktop.sh PATH" >&2
    exit 2
fi
case "$program" in
    /*) ;;
    *) program="$(cd "$(dirname "$program")" && pwd)/$(basename "$program")" ;;
esac
if [ ! -x "$program" ]; then
    echo "install-desktop: $program is not an executable program" >&2
    exit 2
fi

mkdir -p "$share/applications" "$share/metainfo"
# Exec= needs quoting when the path has spaces (Desktop Entry spec, "Exec key").
sed "s|^Exec=.*|Exec=\"$program\"|" "$here/linux/$app_id.desktop" \
    > "$share/applications/$app_id.desktop"
cp "$here/linux/$app_id.metainfo.xml" "$share/metainfo/"
for size in $sizes; do
    mkdir -p "$share/icons/hicolor/${size}x${size}/apps"
    cp "$root/assets/icons/minesweeper-$size.png" \
        "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
refresh
echo "installed the Minesweeper menu entry in $share (starts $program)"
