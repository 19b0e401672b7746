#!/bin/sh
# baseline.sh: records what the engine, the bots and the scoring answer, so that a change meant
# to keep behaviour (a refactoring) can be shown to keep it byte for byte.
#
#   tests/baseline.sh record BUILD_DIR OUT_DIR   run BUILD_DIR/sparrow-cli, write OUT_DIR
#   tests/baseline.sh compare OLD_DIR NEW_DIR    list what differs; exit status 1 if anything does
#
# Recorded, for every ruleset file in rules/ (found there, not listed here):
#   simulate/  `simulate --json` at seeds 1-3 with random bots and with normal and hard bots
#              (the timing fields removed), and for a ruleset played by fewer players, each count;
#   arena/     the arena's JSON at seed 4 (hard, normal, normal, easy; decisions_per_s removed);
#   replays/   the replays of whole games at seed 5, and `replay --verify` of each;
#   vectors/   the answer of `score --json` to every request of tests/vectors/<id>.jsonl.
# The sizes are small (a record takes a few minutes on a loaded machine); HANDS=N scales them.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)

. "$here/tests/rulesets.sh"
untimed() { sed -E 's/"(seconds|games_per_s|hands_per_s|decisions_per_s)":[-0-9.e+]*,?//g'; }

record() {
    cli=$(cd "$1" && pwd)/sparrow-cli
    mkdir -p "$2"
    out=$(cd "$2" && pwd)
    [ -x "$cli" ] || { echo "baseline: no sparrow-cli in $1" >&2; exit 2; }
    hands=${HANDS:-300}
    mkdir -p "$out/simulate" "$out/arena" "$out/replays" "$out/vectors"
    for id in $(ruleset_ids); do
        for players in $(player_counts "$id"); do
            for seed in 1 2 3; do
                "$cli" simulate --rules "$id" --players "$players" --hands "$hands" --seed "$seed" --bots random --json |
                    untimed >"$out/simulate/$id-p$players-s$seed-random.json"
                "$cli" simulate --rules "$id" --players "$players" --hands $((hands / 4)) --seed "$seed" --json |
                    untimed >"$out/simulate/$id-p$players-s$seed-normal.json"
            done
            "$cli" simulate --rules "$id" --players "$players" --hands $((hands / 4)) --seed 1 --bots hard --json |
                untimed >"$out/simulate/$id-p$players-s1-hard.json"
        done
        "$cli" arena --rules "$id" --hands $((hands / 8)) --seats hard,normal,normal,easy --seed 4 --json |
            untimed >"$out/arena/$id.json"
        mkdir -p "$out/replays/$id"
        "$cli" simulate --rules "$id" --games 2 --seed 5 --replay-dir "$out/replays/$id" >/dev/null
        for f in "$out/replays/$id"/*.json; do # by its name alone: the answer names the file
            (cd "$out/replays/$id" && "$cli" replay "${f##*/}" --verify) >"$f.verify" 2>&1 || echo "exit $?" >>"$f.verify"
        done
        if [ -f "$here/tests/vectors/$id.jsonl" ]; then
            jq -c '.request' "$here/tests/vectors/$id.jsonl" | "$cli" score --json >"$out/vectors/$id.jsonl" 2>&1 || true
        fi
    done
    echo "baseline: recorded $(find "$out" -type f | wc -l) files in $out"
}

compare() {
    old=$1
    new=$2
    if diff -r -q "$old" "$new" >/dev/null; then
        echo "baseline: identical ($(find "$old" -type f | wc -l) files)"
        return 0
    fi
    diff -r -q "$old" "$new" || true
    return 1
}

case ${1:-} in
record) [ $# -eq 3 ] || { echo "usage: $0 record BUILD_DIR OUT_DIR" >&2; exit 2; }; record "$2" "$3" ;;
compare) [ $# -eq 3 ] || { echo "usage: $0 compare OLD_DIR NEW_DIR" >&2; exit 2; }; compare "$2" "$3" ;;
*) echo "usage: $0 record BUILD_DIR OUT_DIR | compare OLD_DIR NEW_DIR" >&2; exit 2 ;;
esac
