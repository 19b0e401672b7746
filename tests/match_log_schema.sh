#!/bin/sh
# match_log_schema.sh CLI SCHEMA: a whole match of every shipped ruleset, played by computer
# players, written as a replay, exported as a match log (src/table/MATCH_LOG.md), checked against
# the JSON Schema and read back with its results verified; an edited result is refused.
# Skipped (77) without python3's jsonschema (Debian: python3-jsonschema).
set -eu
cli=$1
schema=$2
python3 -c 'import jsonschema' 2>/dev/null || { echo "python3-jsonschema is not installed: skipped"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/tests/rulesets.sh"
for id in $(ruleset_ids); do
    mkdir -p "$dir/$id"
    "$cli" simulate --rules "$id" --games 1 --seed 7 --replay-dir "$dir/$id" >/dev/null
    for f in "$dir/$id"/*.json; do
        "$cli" replay "$f" --export "$f.log" >/dev/null
        "$cli" replay "$f.log" --verify >/dev/null
        python3 - "$schema" "$f.log" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
doc = json.load(open(sys.argv[2]))
jsonschema.validate(doc, schema)
hands = doc["hands"]
results = sum(1 for h in hands if "result" in h)
assert results == sum(1 for h in hands if "digest" in h), "a finished hand without its result"
print("%s: %d hands, %d results, valid" % (sys.argv[2].split("/")[-1], len(hands), results))
PY
    done
done
# an edited result is refused, naming the hand and the field
log=$(ls "$dir"/hk-classic/*.log | head -1)
python3 - "$log" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["hands"][0]["result"]["delta"]["E"] += 1
json.dump(doc, open(sys.argv[1], "w"))
PY
if out=$("$cli" replay "$log" --verify 2>&1); then echo "FAIL: an edited result was accepted"; exit 1; fi
echo "$out" | grep -q "hand 1: result.delta" || { echo "FAIL: the refusal does not name the hand: $out"; exit 1; }
echo "an edited result refused: $out"
