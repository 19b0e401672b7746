#!/usr/bin/env bash
# net_cli.sh: sparrow-cli serve on a free port with two computer players, two `sparrow-cli join`
# players filling the other seats; every program must end the match with the same scores, and
# the host's replay must verify. Usage: net_cli.sh SPARROW_CLI RULESET
set -euo pipefail
cli=$1
rules=$2
dir=$(mktemp -d)
export XDG_DATA_HOME="$dir/data" # the programs keep LAN seats there, never in the tester's own folder
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$dir"' EXIT
"$cli" serve --rules "$rules" --port 0 --bots normal,hard --seed 4 --pause-seconds 0 --no-announce --replay "$dir/replay.json" \
  > "$dir/serve.out" 2> "$dir/serve.err" &
serve=$!
port=""
for _ in $(seq 100); do
  port=$(grep -o 'UDP port [0-9]*' "$dir/serve.out" | grep -o '[0-9]*$' || true)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { echo "serve printed no port"; cat "$dir/serve.err"; exit 1; }
grep -q "127.0.0.1:$port" "$dir/serve.out" || { echo "serve did not print its addresses"; exit 1; }
"$cli" join "127.0.0.1:$port" --name Ann --seconds 120 --save-log "$dir/ann.json" > "$dir/ann.out" &
ann=$!
"$cli" join "127.0.0.1:$port" --name Bob --bot hard --seconds 120 > "$dir/bob.out"
wait $ann
wait $serve
scores=$(grep -o 'scores:.*' "$dir/serve.out")
for f in ann bob; do
  got=$(grep -o 'scores:.*' "$dir/$f.out")
  [ "$got" = "$scores" ] || { echo "$f saw '$got', the host '$scores'"; exit 1; }
done
"$cli" replay "$dir/replay.json" --verify > "$dir/verify.out" || { cat "$dir/verify.out"; exit 1; }
# Ann's log reads back, and each of its events is what the host's game gave her seat
"$cli" replay "$dir/ann.json" > "$dir/log.out" || { cat "$dir/log.out"; exit 1; }
grep -q "seat log of $rules" "$dir/log.out"
grep -q "scores at the end:" "$dir/log.out"
"$cli" replay "$dir/replay.json" --seat-log "$dir/ann.json" > "$dir/check.out" || { cat "$dir/check.out"; exit 1; }
grep -q "what the host's game gave that seat" "$dir/check.out"
echo "$rules: $scores"
