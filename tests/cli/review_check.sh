#!/bin/sh
# review_check.sh: `sparrow-cli review` on the fixed replay of test_review: the JSON's shape
# (every field of src/table/REVIEW.md), the text for a player, the cache beside the replay
# (the second answer is the first), JSON Lines requests, and bad input refused with a message
# naming what (status 2 for a bad command line, 1 for a file it cannot review).
#   review_check.sh TEST_REVIEW SPARROW_CLI OUTDIR
set -u
make_replay=$1 cli=$2 out=$3
command -v python3 >/dev/null || { echo "SKIP: python3 is needed to read the JSON"; exit 77; }
rm -rf "$out" && mkdir -p "$out"
replay="$out/match.json"
"$make_replay" --write-replay "$replay" || { echo "FAIL: could not write the replay"; exit 1; }
export HOME="$out/home" XDG_DATA_HOME="$out/home/.local/share" # never the real player's history
fail=0
expect() { # what output pattern
    case "$2" in
    *"$3"*) ;;
    *) echo "FAIL: $1: no '$3' in: $2"; fail=1 ;;
    esac
}
status() { # what expected-status command...
    what=$1 want=$2
    shift 2
    "$@" >"$out/stdout" 2>"$out/stderr"
    got=$?
    [ "$got" = "$want" ] || { echo "FAIL: $what: status $got, not $want ($(cat "$out/stderr"))"; fail=1; }
}
args="--seat E --samples 3 --max-samples 0 --seed 13 --playout easy"
status json 0 "$cli" review "$replay" $args --json
first=$(cat "$out/stdout")
[ -f "$replay.review.json" ] || { echo "FAIL: no cache beside the replay"; fail=1; }
printf '%s\n' "$first" | python3 -c '
import json, sys
d = json.loads(sys.stdin.read())
top = {"version", "replay_hash", "ruleset", "match_key", "seat", "samples", "max_samples", "seed", "playout", "noise_se",
       "match", "hands", "costliest", "decisions"}
assert set(d) == top, set(d) ^ top
assert d["version"] == 8 and d["seat"] == "E" and d["samples"] == 3 and d["max_samples"] == 0 and d["seed"] == "13" and d["playout"] == "easy"
assert len(d["replay_hash"]) == 16 and d["ruleset"] == "hk-classic" and d["match_key"].startswith("local-")
tally = {"decisions", "evaluated", "agreed", "agreement", "loss"}
assert set(d["match"]) == tally, d["match"]
assert all(set(h) == tally | {"hand"} for h in d["hands"]) and [h["hand"] for h in d["hands"]] == [1]
dec = {"action", "hand", "choices", "evaluated", "samples", "taken", "best", "taken_value", "best_value", "diff", "diff_se", "loss"}
assert d["decisions"] and all(set(x) == dec for x in d["decisions"])
assert all(x["samples"] == (3 if x["evaluated"] else 0) for x in d["decisions"])
assert d["match"]["decisions"] == len(d["decisions"]) == 15 and d["match"]["agreed"] == 12
assert abs(d["match"]["loss"] - 26.667) < 1e-9 and abs(d["match"]["agreement"] - 0.8) < 1e-9
assert len(d["costliest"]) == 3 and d["costliest"][0]["best"] == "D 2p" and d["costliest"][0]["taken"] == "D 7s"
assert d["costliest"][1]["best"] == "D 1p" and d["costliest"][1]["taken"] == "D 3m"
assert d["costliest"][2]["best"] == "D 4z" and d["costliest"][2]["taken"] == "D 1m"
assert all(x["loss"] == 0 or x["loss"] > 2 * x["diff_se"] for x in d["decisions"])
' || { echo "FAIL: the JSON's shape or figures: $first"; fail=1; }
status cached 0 "$cli" review "$replay" $args --json
[ "$(cat "$out/stdout")" = "$first" ] || { echo "FAIL: the cached answer differs"; fail=1; }
status text 0 "$cli" review "$replay" $args
text=$(cat "$out/stdout")
expect text "$text" "Review of seat E"
expect text "$text" "Match: 15 decisions, 15 evaluated, agreement 80%, points lost 26.67"
expect text "$text" "The costliest decisions:"
expect text "$text" "took D 7s"
expect text "$text" "better: D 2p"
expect text "$text" "took D 3m"
expect text "$text" "better: D 1p"
expect text "$text" "took D 1m"
expect text "$text" "better: D 4z"
# JSON Lines: one answer a line, a bad line named
printf '{"replay": "%s", "seat": "E", "samples": 3, "max_samples": 0, "seed": 13}\n{"replay": "%s", "seat": "X"}\nnot json\n{"replay": "%s", "seat": "E", "max_samples": -1}\n' "$replay" "$replay" "$replay" \
    | "$cli" review --json --playout easy >"$out/lines" 2>"$out/stderr"
[ $? = 1 ] || { echo "FAIL: a bad line must give status 1"; fail=1; }
lines=$(cat "$out/lines")
expect lines "$lines" '"match":{"decisions":15,'
expect lines "$lines" '{"error":"seat: \"E\", \"S\", \"W\" or \"N\"","line":2}'
expect lines "$lines" '{"error":"not JSON","line":3}'
expect lines "$lines" '{"error":"max_samples: a whole number from 0 to 100000","line":4}'
# bad input
status no-seat 2 "$cli" review "$replay"
expect no-seat "$(cat "$out/stderr")" "--seat is needed"
status bad-seat 2 "$cli" review "$replay" --seat Q
expect bad-seat "$(cat "$out/stderr")" "--seat is E, S, W or N, not 'Q'"
status zero-samples 2 "$cli" review "$replay" --seat E --samples 0
status missing 1 "$cli" review "$out/none.json" --seat E
expect missing "$(cat "$out/stderr")" "$out/none.json"
printf '{"version": 2, "ruleset"' >"$out/broken.json"
status broken 1 "$cli" review "$out/broken.json" --seat E
expect broken "$(cat "$out/stderr")" "broken.json"
# a damaged cache: ignored with a message naming it, the review given all the same
printf 'garbage' >"$replay.review.json"
status damaged-cache 0 "$cli" review "$replay" $args --json
expect damaged-cache "$(cat "$out/stderr")" "$replay.review.json"
[ "$(cat "$out/stdout")" = "$first" ] || { echo "FAIL: the review after a damaged cache differs"; fail=1; }
status help 0 "$cli" review --help
expect help "$(cat "$out/stdout")" "usage: sparrow-cli review FILE --seat"
[ $fail = 0 ] && echo "review_check: all passed"
exit $fail
