#!/bin/sh
# simulate_replay.sh CLI HANDS GAMES: for every ruleset of rules/ (with each player count it
# allows), play HANDS hands with the engine's invariants checked after every action, then GAMES whole
# matches written as replays, each of which must verify (same events, same standings).
set -eu
cli=$1
hands=$2
games=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/tests/rulesets.sh"
specs=""
for id in $(ruleset_ids); do
    for players in $(player_counts "$id"); do specs="$specs $id:$players"; done
done
for spec in $specs; do
    rules=${spec%%:*}
    players=${spec##*:}
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
