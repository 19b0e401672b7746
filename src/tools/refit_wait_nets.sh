#!/bin/sh
# refit_wait_nets.sh BUILD_DIR [WORK_DIR]: fits every learned wait network from scratch: self-play
# cases from BUILD_DIR/sparrow-danger-rows (training at seed 21, held out at seed 22), then
# fit_wait_model.py (python3-numpy), which writes src/ai/nets/NAME.net and NAME.manifest. About
# 25 minutes and 9 GB of cases per network on two cores; WORK_DIR (default: a temporary folder)
# keeps the cases. Each network is fitted as its manifest's "recipe" says: the ruleset, the
# training and held-out hands, and the weight of readiness as a second task.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
work=${2:-$(mktemp -d)}
mkdir -p "$work"
for manifest in "$here"/src/ai/nets/*.manifest; do
    name=$(basename "$manifest" .manifest)
    recipe=$(sed -n 's/^recipe = //p' "$manifest")
    [ -n "$recipe" ] || { echo "refit: $manifest has no recipe line" >&2; exit 1; }
    set -- $recipe
    rules=$1 train_hands=$2 test_hands=$3 ready_weight=$4
    "$build/sparrow-danger-rows" "$rules" "$train_hands" 21 >"$work/$name-train.bin"
    "$build/sparrow-danger-rows" "$rules" "$test_hands" 22 >"$work/$name-test.bin"
    /usr/bin/python3 "$here/src/tools/fit_wait_model.py" "$work/$name-train.bin" "$work/$name-test.bin" "$name" \
        "$here/src/ai/nets/$name.net" --ready-weight "$ready_weight" --recipe "$recipe" \
        --data "sparrow-danger-rows $rules $train_hands 21; held out: sparrow-danger-rows $rules $test_hands 22"
done
echo "refit: src/ai/nets/*.net and *.manifest written; rebuild, then compare with tests/baseline.sh"
