#!/usr/bin/env bash
# net_rejoin.sh: back to one's LAN seat after a crash. `sparrow-cli serve` with two computer
# players; `sparrow-cli join` (Ann) and the game window (Bob, SDL_VIDEODRIVER=dummy) take the
# other seats; mid-hand both are killed with SIGKILL and started again exactly as before (no
# token typed): each must be back in its own seat within 2 s (the host says so), Ann must play
# on from the full view she is sent, and nobody may take a seat by name alone or with another
# seat's token. Usage: net_rejoin.sh SPARROW_CLI SPARROW RULESET
set -euo pipefail
cli=$1
game=$2
rules=$3
dir=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done; rm -rf "$dir"; }
trap cleanup EXIT
fail() { echo "$rules: $*"; echo "--- host"; cat "$dir/serve.err"; for f in "$dir"/*.out; do echo "--- $f"; cat "$f"; done; exit 1; }

# a slow turn timer for Bob's window, which does not play: the hand moves on without him
"$cli" serve --rules "$rules" --port 0 --players 4 --bots normal,hard --seed 7 --turn-seconds 1 --claim-seconds 1 \
  --pause-seconds 0 --no-announce > "$dir/serve.out" 2> "$dir/serve.err" &
pids+=($!)
port=""
for _ in $(seq 100); do
  port=$(grep -o 'UDP port [0-9]*' "$dir/serve.out" | grep -o '[0-9]*$' || true)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || fail "serve printed no port"

mkdir -p "$dir/bob"
start_ann() { "$cli" join "127.0.0.1:$port" --name Ann --seat-file "$dir/ann-seats.txt" "$@" >> "$dir/ann.out" 2>&1 & pids+=($!); ann=$!; }
start_bob() {
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$dir/bob" HOME="$dir/bob" \
    "$game" --join "127.0.0.1:$port" --name Bob > "$dir/bob.out" 2>&1 &
  pids+=($!)
  bob=$!
}
# waits up to $2 tenths of a second for the host's log to hold $1
wait_log() {
  for _ in $(seq "$2"); do
    grep -q "$1" "$dir/serve.err" && return 0
    sleep 0.1
  done
  return 1
}
start_ann
start_bob
wait_log "match started" 300 || fail "the match did not start"
sleep 2 # mid-hand: the timers and the computer players have moved the hand on
grep -q "match over" "$dir/serve.err" && fail "the match ended before the crash"
kill -9 "$ann" "$bob"
wait "$ann" "$bob" 2>/dev/null || true
[ -s "$dir/ann-seats.txt" ] || fail "join kept no seat"
ls "$dir/bob/sparrow/sparrow/lan-seats.txt" > /dev/null || fail "the window kept no seat"

# started again exactly as before: each is back in its seat within 2 s
t0=$(date +%s%N)
start_ann --seconds 4 --save-log "$dir/ann.json"
start_bob
ann_ms="" bob_ms=""
while [ -z "$ann_ms" ] || [ -z "$bob_ms" ]; do
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  [ -z "$ann_ms" ] && grep -q "Ann is back in seat" "$dir/serve.err" && ann_ms=$ms
  [ -z "$bob_ms" ] && grep -q "Bob is back in seat" "$dir/serve.err" && bob_ms=$ms
  [ "$ms" -gt 2000 ] && break
  sleep 0.02
done
[ -n "$ann_ms" ] || fail "Ann (join) was not back in her seat within 2 s"
[ -n "$bob_ms" ] || fail "Bob (the window) was not back in his seat within 2 s"
echo "$rules: back in their seats after the restart: join $ann_ms ms, window $bob_ms ms"
grep -q "refused" "$dir/serve.err" && fail "a returning player was refused"

# nobody takes a seat by name alone, nor with another seat's token
"$cli" join "127.0.0.1:$port" --name Ann --seat-file none --seconds 5 > "$dir/thief.out" 2>&1 && fail "a join by name alone succeeded"
grep -q "name is taken" "$dir/thief.out" || fail "the name-alone join was not told the name is taken"
bob_token=$(cut -f5 < "$dir/bob/sparrow/sparrow/lan-seats.txt" | tail -1)
"$cli" join "127.0.0.1:$port" --name Ann --token "$bob_token" --seat-file none --seconds 5 > "$dir/foreign.out" 2>&1 &&
  fail "a join with another seat's token succeeded"
grep -q "token was given to another name" "$dir/foreign.out" || fail "the foreign token was not refused clearly"
"$cli" join "127.0.0.1:$port" --name Ann --token 0123456789abcdef --seat-file none --seconds 5 > "$dir/stale.out" 2>&1 &&
  fail "a join with an unknown token succeeded"
grep -q "not one of this match's seats" "$dir/stale.out" || fail "the unknown token was not refused clearly"

# Ann plays on from the view she was sent: her log holds events of the match after her return
wait "$ann" || true
grep -q "back in seat" "$dir/ann.out" || fail "join did not say it was back in its seat"
"$cli" replay "$dir/ann.json" > "$dir/annlog.out" || fail "Ann's log did not read back"
grep -q "seat log of $rules" "$dir/annlog.out" || fail "Ann's log is not a seat log"
events=$(grep -o '[0-9]* events' "$dir/annlog.out" | grep -o '^[0-9]*')
[ "$events" -gt 0 ] || fail "Ann received no event after her return"
echo "$rules: Ann received $events events after her return"
