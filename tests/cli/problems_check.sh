#!/bin/sh
# problems_check.sh: the fixed problem sets of issue 22 (tests/data/problems/README.md).
# - `sparrow-cli problems` is deterministic (the same set twice), every line names its
#   decision, seat, valued actions (the best is the highest value) and a replay that ends one
#   action before the decision (its "action" index);
# - every shipped ruleset has a committed set of at least 200 problems, and `bench problems`
#   sets up every position: each level's choice is one of the valued actions (none unvalued),
#   four levels a ruleset; an expert that never overrides its hard prior (2 samples) agrees
#   with hard exactly; --misses lists each wrong choice on a problem not close, as many as
#   each level's agreement leaves;
# - a set it cannot read is refused with the file and line named (status 1).
#   problems_check.sh SPARROW_CLI SOURCE_DIR OUTDIR
set -u
cli=$1 src=$2 out=$3
command -v python3 >/dev/null || { echo "SKIP: python3 is needed to read the JSON"; exit 77; }
rm -rf "$out" && mkdir -p "$out"
here=$src
. "$src/tests/rulesets.sh"
fail=0
for rules in $(ruleset_ids); do
    "$cli" problems --rules "$rules" --count 2 --samples 6 --seed 3 > "$out/$rules.jsonl" || { echo "FAIL: $rules: problems failed"; fail=1; continue; }
    "$cli" problems --rules "$rules" --count 2 --samples 6 --seed 3 | cmp -s - "$out/$rules.jsonl" || { echo "FAIL: $rules: two runs differ"; fail=1; }
    python3 - "$out/$rules.jsonl" "$rules" <<'EOF' || fail=1
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
assert len(lines) == 2, "%s: %d problems, not 2" % (sys.argv[2], len(lines))
for p in lines:
    for k in ("id", "decision", "seat", "action", "played_by", "played", "samples", "best", "close", "actions", "replay"):
        assert k in p, "%s: no %s" % (p.get("id"), k)
    assert p["id"].startswith(sys.argv[2] + "/"), p["id"]
    assert p["decision"] in ("discard", "call", "kong", "win", "ready", "other"), p["decision"]
    assert len(p["actions"]) >= 2
    best = max(p["actions"], key=lambda a: a["value"])
    assert best["action"] == p["best"], "%s: best %s is not the highest value" % (p["id"], p["best"])
    assert p["played"] in [a["action"] for a in p["actions"]], "%s: the action played is not valued" % p["id"]
    acts = p["replay"]["hands"][0]["actions"]
    assert len(acts) == p["action"], "%s: the replay holds %d actions, the decision is action %d" % (p["id"], len(acts), p["action"])
EOF
done
"$cli" bench problems --problems "$out" --json > "$out/bench.jsonl" 2> "$out/bench.err" || { echo "FAIL: bench problems on the made sets: $(cat "$out/bench.err")"; fail=1; }
# the committed sets
"$cli" bench problems --problems "$src/tests/data/problems" --expert-ms 0 --expert-samples 2 --json > "$out/committed.jsonl" 2> "$out/committed.err" ||
    { echo "FAIL: bench problems on tests/data/problems: $(cat "$out/committed.err")"; fail=1; }
python3 - "$out/committed.jsonl" $(ruleset_ids) <<'EOF' || fail=1
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
for rules in sys.argv[2:]:
    mine = {r["bot"]: r for r in rows if r["rules"] == rules}
    assert set(mine) == {"easy", "normal", "hard", "expert"}, "%s: levels %s" % (rules, sorted(mine))
    for r in mine.values():
        assert r["problems"] >= 200, "%s: %d problems, not 200 or more" % (rules, r["problems"])
        assert r["unvalued"] == 0, "%s: %s chose %d unvalued actions" % (rules, r["bot"], r["unvalued"])
        assert 0 <= r["agreement"] <= 1
    h, e = mine["hard"], mine["expert"]
    assert (h["agreement"], h["loss_per_decision"]) == (e["agreement"], e["loss_per_decision"]), "%s: an expert that never overrides differs from hard" % rules
print("problems: %d rulesets, every choice of every level valued" % (len(sys.argv) - 2))
EOF
# --misses: one line a wrong choice on a problem not close, as many a level as its agreement leaves
"$cli" bench problems --rules mingjiang --problems "$src/tests/data/problems" --expert-ms 0 --expert-samples 2 --misses --json > "$out/misses.jsonl" 2> "$out/misses.err" ||
    { echo "FAIL: bench problems --misses: $(cat "$out/misses.err")"; fail=1; }
python3 - "$out/misses.jsonl" "$src/tests/data/problems/mingjiang.jsonl" <<'EOF' || fail=1
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
sets = {p["id"]: p for p in map(json.loads, open(sys.argv[2]))}
misses = [r for r in rows if r["kernel"] == "problems_miss"]
levels = {r["bot"]: r for r in rows if r["kernel"] == "problems"}
assert set(levels) == {"easy", "normal", "hard", "expert"}, sorted(levels)
for m in misses:
    p = sets[m["id"]]
    assert not p["close"], "%s: a close problem listed" % m["id"]
    assert m["best"] == p["best"] and m["chose"] != p["best"], m
    value = {a["action"]: a["value"] for a in p["actions"]}
    assert abs(m["chose_value"] - value[m["chose"]]) < 1e-9 and m["loss"] > 0, m
for bot, r in levels.items():
    counted = r["problems"] - r["close"]
    wrong = sum(1 for m in misses if m["bot"] == bot)
    assert wrong == round((1 - r["agreement"]) * counted), "%s: %d misses listed, agreement %.3f of %d" % (bot, wrong, r["agreement"], counted)
print("misses: %d listed, as the agreement says" % len(misses))
EOF
# a broken set: the file and the line are named
mkdir -p "$out/bad"
head -n 1 "$out/mingjiang.jsonl" > "$out/bad/mingjiang.jsonl"
echo '{"id": "mingjiang/999", "seat": "Q"}' >> "$out/bad/mingjiang.jsonl"
"$cli" bench problems --rules mingjiang --problems "$out/bad" > /dev/null 2> "$out/bad.err"
[ $? = 1 ] && grep -q "mingjiang.jsonl line 2: mingjiang/999: replay" "$out/bad.err" || { echo "FAIL: a broken problem: $(cat "$out/bad.err")"; fail=1; }
"$cli" bench problems --rules mingjiang --problems "$out/none" > /dev/null 2> "$out/none.err"
[ $? = 1 ] && grep -q "cannot open" "$out/none.err" || { echo "FAIL: a missing set: $(cat "$out/none.err")"; fail=1; }
[ $fail = 0 ] && echo "problems: deterministic sets, positions replayed, every choice valued, bad sets named: ok"
exit $fail
