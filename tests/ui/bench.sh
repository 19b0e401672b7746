#!/bin/sh
# bench.sh: sparrow --bench-frames prints the one JSON line src/cli/README.md gives.
set -eu
export SDL_VIDEODRIVER=dummy
export XDG_DATA_HOME="${TMPDIR:-/tmp}/sparrow-bench-xdg"
line=$("$1" --bench-frames 20 --windowed 1280x720)
echo "$line"
echo "$line" | grep -Eq '^\{"frames": 20, "ms_per_frame_mean": [0-9]+\.[0-9]+, "ms_per_frame_p99": [0-9]+\.[0-9]+, "renderer": "[a-z0-9_]+"\}$'
