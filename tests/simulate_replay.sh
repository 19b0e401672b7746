#!/bin/sh
# simulate_replay.sh CLI HANDS GAMES: for every ruleset (and 捉鸡 with 2 and 3 players), play
# HANDS hands with the engine's invariants checked after every action, then GAMES whole
# matches written as replays, each of which must verify (same events, same standings).
set -eu
cli=$1
hands=$2
games=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for spec in mingjiang hk-classic hk-xigu guizhou-xingyi:4 guizhou-xingyi:3 guizhou-xingyi:2 wuhan-hongzhong; do
    rules=${spec%%:*}
    players=4
    case $spec in *:*) players=${spec##*:} ;; esac
    out=$("$cli" simulate --rules "$rules" --players "$players" --hands "$hands" --seed 11 --check-every-action --json)
    echo "$out"

    echo "$out" | grep -q '"payments_balance":0,' || { echo "FAIL: $rules payments do not balance"; exit 1; }
    echo "$out" | grep -q '"invariant_failures":0,' || { echo "FAIL: $rules invariants"; exit 1; }
    mkdir -p "$dir/$spec"
    "$cli" simulate --rules "$rules" --players "$players" --games "$games" --seed 5 --replay-dir "$dir/$spec" >/dev/null
    n=0
    for f in "$dir/$spec"/*.json; do
        "$cli" replay "$f" --verify >/dev/null
        n=$((n + 1))
    done
    [ "$n" -eq "$games" ] || { echo "FAIL: $rules wrote $n replays, expected $games"; exit 1; }
    echo "$spec: $n replays verified"
done
