#!/usr/bin/env bash
# Refresh the screenshots in docs/ by playing seeded games in a real window under Xvfb.
# Needs: apt-get install -y xvfb xdotool imagemagick x11-utils; ../shared/tools/shot.sh
# (or SHOT=path/to/shot.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
shot=${SHOT:-../shared/tools/shot.sh}
[ -f "$shot" ] || shot=/work/shared/tools/shot.sh
py=${PYTHON:-python}
home=$(mktemp -d)
export MINESWEEPER_HOME=$home SDL_AUDIODRIVER=dummy
out=docs/screenshots
mkdir -p "$out"

take() {  # take NAME "ACTIONS" ARGS...
    local name=$1 actions=$2
    shift 2
    # A fresh data folder per picture: a game left by one picture would make the next ask first.
    MINESWEEPER_HOME=$(mktemp -d) bash "$shot" "$out/$name.png" -w 1 -a "$actions" -- "$py" main.py "$@" >/dev/null 2>&1 \
        || echo "screenshot $name failed" >&2
}

take title "mousemove --window \$WIN 5 5 key Down"
take title-de "mousemove --window \$WIN 5 5 key Down" --lang de
take play-experte "$($py tools/shot_actions.py experte 3 3,3 mid)" --difficulty experte --seed 3
take lose-normal "$($py tools/shot_actions.py normal 1 3,3 lose)" --difficulty normal --seed 1
take win-schwer "$($py tools/shot_actions.py schwer 2 3,3 win)" --difficulty schwer --seed 2
take hint "$($py tools/shot_actions.py experte 4 3,3 hint)" --difficulty experte --seed 4
take probabilities "$($py tools/shot_actions.py experte 4 3,3 probabilities)" \
    --difficulty experte --seed 4
take skin-dark "$($py tools/shot_actions.py experte 3 3,3 mid dark)" \
    --difficulty experte --seed 3 --skin assets/skins/dark
take skin-high-contrast "$($py tools/shot_actions.py schwer 3 3,3 mid high-contrast)" \
    --difficulty schwer --seed 3 --skin assets/skins/high-contrast
take settings "mousemove --window \$WIN 5 5 key o"
take custom "mousemove --window \$WIN 5 5 key 4"
take about "mousemove --window \$WIN 5 5 key F1"
take keys-de "mousemove --window \$WIN 5 5 key o sleep 0.5 key Down Down Down Down Down Down Down Down Down Down Down Return sleep 0.5 key Down Down Return sleep 0.3 key f" --lang de

# --all: every scene at each difficulty, shipped skin and two zooms, into build/screenshots/.
if [ "${1:-}" = "--all" ]; then
    out=build/screenshots
    mkdir -p "$out"
    for skin in classic dark high-contrast; do
        for zoom in 1 2; do
            opts=(--skin "assets/skins/$skin" --scale "$zoom")
            pre="$skin-z$zoom"
            for scene in "title:key Down" "settings:key o" "custom:key 4" "about:key a" \
                "stats:key s" "replays:key r"; do
                take "$pre-${scene%%:*}" "mousemove --window \$WIN 5 5 ${scene#*:}" "${opts[@]}"
            done
            for d in normal schwer experte; do
                args=(--difficulty "$d" --seed 3 "${opts[@]}")
                take "$pre-$d-play" "$($py tools/shot_actions.py $d 3 3,3 mid $skin $zoom)" "${args[@]}"
                take "$pre-$d-lose" "$($py tools/shot_actions.py $d 3 3,3 lose $skin $zoom)" "${args[@]}"
                take "$pre-$d-pause" "mousemove --window \$WIN 5 5 key p" "${args[@]}"
            done
        done
    done
fi
rm -rf "$home"
ls -1 "$out"
