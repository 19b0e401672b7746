#!/bin/sh
# screens.sh: every screen of the game window as a headless screenshot, each checked
# (size, not blank, the hand row on the table), at several window sizes and languages.
#   screens.sh SPARROW PNG_CHECK OUTDIR
set -eu
sparrow=$1 check=$2 out=$3
mkdir -p "$out"
export SDL_VIDEODRIVER=dummy
export XDG_DATA_HOME="$out/xdg"
shot() { # name size lang [extra check flag]
  name=$1 size=$2 lang=$3 flag=${4:-}
  file="$out/$name-$size-$lang.png"
  "$sparrow" --screen "$name" --windowed "$size" --lang "$lang" --seed 5 --screenshot "$file" --after-ms 200
  w=${size%x*} h=${size#*x}
  "$check" "$file" "$w" "$h" $flag
}
for s in title new-game settings result match-result tutorial lan replays stats saves rules-editor; do shot "$s" 1280x720 zh-Hant; done
shot replay 1280x720 zh-Hans --hand
shot table 1280x720 zh-Hant --hand
for size in 1920x1080 800x600 1024x768; do
  shot table "$size" en --hand
  shot result "$size" zh-Hans
  shot lan "$size" en
  shot replay "$size" en --hand
done
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/rulesets.sh"
for rules in $(ruleset_ids); do
  file="$out/watch-$rules.png"
  "$sparrow" --rules "$rules" --seed 2 --watch --windowed 1280x720 --screenshot "$file" --after-ms 1500
  "$check" "$file" 1280 720 --hand
done
# bad input: a damaged settings file falls back to defaults with a notice, no crash
mkdir -p "$XDG_DATA_HOME/sparrow/sparrow"
printf 'lang = klingon\nspeed = 99\n\001\002garbage\n' > "$XDG_DATA_HOME/sparrow/sparrow/settings.txt"
shot title 1280x720 en
printf '{"not": "a save"' > "$XDG_DATA_HOME/sparrow/sparrow/current-match.json"
shot title 1280x720 zh-Hans
rm -f "$XDG_DATA_HOME/sparrow/sparrow/settings.txt" "$XDG_DATA_HOME/sparrow/sparrow/current-match.json"
# bad input: an unknown screen and a bad option fail with a message, not a crash
if "$sparrow" --screen nowhere --screenshot "$out/x.png" 2>/dev/null; then echo "unknown screen accepted"; exit 1; fi
if "$sparrow" --windowed 12 2>/dev/null; then echo "bad --windowed accepted"; exit 1; fi
echo "screens ok"
