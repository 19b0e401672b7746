#!/usr/bin/env bash
# file_safety_cli.sh CLI: sparrow-cli with hostile files in the rules folder (issue 27): a FIFO
# named x.rules, a file including another, a player's hk-classic.rules replacing the shipped
# one; `rules list`, `rules check` and `replay` never hang (each under a timeout) and say what
# is wrong; a replay verifies after a comment is added to its ruleset, is refused with the
# changed field named when a value changes, and verifies with --saved-rules.
set -euo pipefail
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
rules="$dir/rules"
mkdir "$rules"
export SPARROW_RULES_DIR="$rules"
src=$(dirname "$0")/../rules

mkfifo "$rules/x.rules"
printf '@include "/dev/ptmx"\n' > "$rules/inc.rules"
cp "$src/hk-classic.rules" "$rules/hk-classic.rules"
rc=0
timeout 20 "$cli" rules list > "$dir/list.out" 2> "$dir/list.err" || rc=$?
[ "$rc" -eq 1 ] || fail "rules list ended with $rc (124: it hung)"
grep -q "x.rules: not a regular file" "$dir/list.err" || fail "the FIFO is not reported: $(cat "$dir/list.err")"
grep -q "inc.rules:1: @include: a ruleset never includes another file" "$dir/list.err" || fail "the include is not reported"
grep -q "^hk-classic .*$rules/hk-classic.rules (replaces the shipped file .*/hk-classic.rules)$" "$dir/list.out" ||
  fail "the player's hk-classic is not shown replacing the shipped one: $(cat "$dir/list.out")"
grep -q "^mingjiang " "$dir/list.out" || fail "the shipped rulesets are listed too"
timeout 20 "$cli" rules list --json > "$dir/list.json" 2>/dev/null || true
grep -q "\"id\": \"hk-classic\".*\"shadows\": \".*/hk-classic.rules\"" "$dir/list.json" || fail "rules list --json has no shadows"
rc=0
timeout 20 "$cli" rules check "$rules/x.rules" 2> "$dir/check.err" || rc=$?
[ "$rc" -eq 1 ] || fail "rules check of a FIFO ended with $rc"
rc=0
timeout 20 "$cli" replay "$rules/x.rules" 2> "$dir/replay.err" || rc=$?
[ "$rc" -eq 1 ] || fail "replay of a FIFO ended with $rc"
rm "$rules/x.rules" "$rules/inc.rules"

# a replay of the player's ruleset, then its file edited
"$cli" simulate --rules hk-classic --games 1 --seed 3 --replay-dir "$dir" > /dev/null
replay=$(ls "$dir"/hk-classic-*.json)
grep -q '"rules_text":' "$replay" || fail "the replay keeps no rules"
"$cli" replay "$replay" --verify > /dev/null || fail "the replay does not verify"
printf '\n# a comment of the house\n' >> "$rules/hk-classic.rules"
"$cli" replay "$replay" --verify > /dev/null || fail "a comment stopped the replay from verifying"
sed -i '0,/value = [0-9]*;/s//value = 77;/' "$rules/hk-classic.rules"
"$cli" rules check "$rules/hk-classic.rules" > /dev/null
rc=0
"$cli" replay "$replay" --verify > /dev/null 2> "$dir/changed.err" || rc=$?
[ "$rc" -eq 1 ] || fail "a changed rule went unnoticed"
grep -q "ruleset hk-classic has changed since the match was saved (patterns\[[a-z_0-9]*\].value)" "$dir/changed.err" ||
  fail "the changed field is not named: $(cat "$dir/changed.err")"
"$cli" replay "$replay" --verify --saved-rules --json 2> "$dir/saved.err" | grep -q '"verified": true, "saved_rules": true' ||
  fail "--saved-rules does not verify: $(cat "$dir/saved.err")"
grep -q "played with the rules it keeps" "$dir/saved.err" || fail "--saved-rules does not say so"
echo "file safety: ok"
