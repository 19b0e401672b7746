#!/usr/bin/env bash
# autosave_kill.sh: a match is never lost to a crash (issue 20). The real game window
# (SDL_VIDEODRIVER=dummy, the computer playing the player's seat with --autoplay, each action
# printed with --trace once it is saved) is killed with SIGKILL at several points of the first
# hand and in the middle of the second, and started again with --resume each time. After each
# kill the save must hold every action the window had printed (the same actions, in order) and
# `sparrow-cli replay --verify` must accept it; the resumed window must hold exactly those
# actions, with the same seats to act. Then, under strace, the save's rename and its fsync are
# held up and the window killed during the write: the previous save must be left whole.
# Usage: autosave_kill.sh SPARROW SPARROW_CLI RULESET
set -euo pipefail
game=$1
cli=$2
rules=$3
dir=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done; rm -rf "$dir"; }
trap cleanup EXIT
run=0
compared=0 # resumes whose seats to act were compared with the killed window's
fail() {
  echo "$rules: $*"
  for f in "$dir"/run*.out; do echo "--- $f"; tail -5 "$f"; done
  exit 1
}

pref="$dir/sparrow/sparrow"
mkdir -p "$pref"
# quick animations; the score sheet moves on by itself after 5 s (the second hand comes)
printf 'lang = en\nspeed = 2\nauto_continue = 1\n' > "$pref/settings.txt"

# starts the window; its output goes to $dir/runN.out
start() {
  run=$((run + 1))
  out="$dir/run$run.out"
  SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$dir" HOME="$dir" "$@" > "$out" 2> "$dir/run$run.err" &
  pid=$!
  pids+=("$pid")
}
# the number of the last action the window printed
last_told() { grep -o '^sparrow: action [0-9]*' "$out" | tail -1 | grep -o '[0-9]*$' || echo 0; }
# waits (up to 120 s) until the window printed action $1 (of hand $2, if given)
wait_action() {
  for _ in $(seq 1200); do
    if [ -n "${2:-}" ]; then
      grep -q "^sparrow: action [0-9]* (hand $2)" "$out" && [ "$(grep -c "(hand $2)" "$out")" -ge "$1" ] && return 0
    else
      [ "$(last_told)" -ge "$1" ] && return 0
    fi
    kill -0 "$pid" 2> /dev/null || fail "the window ended early: $(cat "$dir/run$run.err")"
    sleep 0.1
  done
  fail "action $1 never came"
}
save_file() { sed -n 's/^sparrow: saving to //p' "$dir/run1.out" | tail -1; }
# every action printed by the killed window (run $1): "N S TEXT", one a line
told_actions() { sed -n 's/^sparrow: action \([0-9]*\) (hand [0-9]*): \([^;]*\);.*/\1 \2/p' "$dir/run$1.out"; }

kill_and_check() {
  kill -9 "$pid"
  wait "$pid" 2> /dev/null || true
  local killed=$run told save saved
  told=$(last_told)
  save=$(save_file)
  [ -n "$save" ] && [ -s "$save" ] || fail "after the kill at action $told there is no save"
  "$cli" replay "$save" --verify --json > "$dir/replay.json" 2> "$dir/replay.err" ||
    fail "the save after the kill at action $told is refused: $(cat "$dir/replay.err")"
  saved=$(grep -o '"actions": [0-9]*' "$dir/replay.json" | grep -o '[0-9]*$')
  [ "$saved" -ge "$told" ] || fail "killed after action $told was printed, the save holds only $saved actions"
  # resumed: the same actions, the same seats to act
  start "$game" --resume --autoplay --trace
  for _ in $(seq 300); do
    grep -q '^sparrow: resumed' "$out" && break
    kill -0 "$pid" 2> /dev/null || fail "the resumed window ended: $(cat "$dir/run$run.err")"
    sleep 0.1
  done
  local line
  line=$(grep '^sparrow: resumed' "$out") || fail "the window did not resume"
  local n last act
  n=$(echo "$line" | sed 's/.*: \([0-9]*\) actions.*/\1/')
  last=$(echo "$line" | sed 's/.*the last \([^;]*\);.*/\1/')
  act=$(echo "$line" | sed 's/.*to act: //')
  [ "$n" = "$saved" ] || fail "the save holds $saved actions, the resumed window $n"
  # the save may hold one action more than was printed (killed between its save and its line)
  if [ "$n" = "$told" ]; then
    local told_n
    told_n=$(told_actions "$killed" | sed -n "s/^$n //p")
    [ "$last" = "$told_n" ] || fail "action $n was '$told_n' before the kill, '$last' after the resume"
    local before_act
    before_act=$(grep "^sparrow: action $n " "$dir/run$killed.out" | sed 's/.*to act: //')
    if [ "$before_act" != "?" ]; then # "?": a later action was applied when this one was printed
      [ "$act" = "$before_act" ] || fail "to act after action $n: '$before_act' before the kill, '$act' resumed"
      compared=$((compared + 1))
    fi
  fi
  echo "$rules: killed after action $told was printed: saved $saved, resumed $n (last $last, to act $act)"
}

# a new match, killed at three points of the first hand and once in the second
start "$game" --rules "$rules" --seed 5 --autoplay --trace
wait_action 3
kill_and_check
wait_action $(( $(last_told) + 1 ))
sleep 0.3
kill_and_check
wait_action $(( $(last_told) + 30 ))
kill_and_check
wait_action 12 2
kill_and_check
[ "$compared" -ge 1 ] || fail "no resume's seats to act could be compared with the killed window's"

# a kill during the write: the save's rename (then its fsync) held up for 3 s by strace, the
# window killed meanwhile; the previous save must be there, whole and unchanged
if ! command -v strace > /dev/null; then
  echo "$rules: strace not installed: the kill during the write not checked"
  exit 0
fi
save=$(save_file)
kill -9 "$pid"
wait "$pid" 2> /dev/null || true
for call in rename fsync; do
  rm -f "$save".*tmp
  run=$((run + 1))
  out="$dir/run$run.out"
  # the third call from now: the window is mid-match, saving an action. --seccomp-bpf stops
  # the window only at the traced call, not at each of its system calls (CI once waited >10 s)
  SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$dir" HOME="$dir" strace -f --seccomp-bpf -qq -o /dev/null -e trace=$call \
    -e inject=$call:delay_enter=3000000:when=3 "$game" --resume --autoplay --trace > "$out" 2> "$dir/run$run.err" &
  tracer=$!
  pids+=("$tracer")
  # up to 60 s: a loaded machine (CI runs two tests at once) starts the window slowly
  for _ in $(seq 1200); do compgen -G "$save.*tmp" > /dev/null && break; sleep 0.05; done
  compgen -G "$save.*tmp" > /dev/null || fail "no save was being written ($call held up)"
  sleep 0.5 # inside the held-up call now
  pid=$(pgrep -P "$tracer" | head -1)
  [ -n "$pid" ] || fail "the window under strace is gone"
  cp "$save" "$dir/during.json"
  kill -9 "$pid"
  wait "$tracer" 2> /dev/null || true
  cmp -s "$save" "$dir/during.json" || fail "the save changed after the kill during its $call"
  "$cli" replay "$save" --verify > /dev/null 2> "$dir/replay.err" ||
    fail "the save is damaged after a kill during its $call: $(cat "$dir/replay.err")"
  echo "$rules: killed during the save's $call: the previous save is whole ($(wc -c < "$save") bytes)"
done
