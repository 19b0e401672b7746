#!/usr/bin/env bash
# run_golden.sh: feeds each tests/cli/*.in.jsonl to `sparrow-cli <command> --json` and compares
# the answers with the matching .out.jsonl, line by line; the file name says the command.
set -u
cli=$1
dir=$2
status=0
count=0
for input in "$dir"/*.in.jsonl; do
  name=$(basename "$input" .in.jsonl)
  command=${name%%-*}
  expected="$dir/$name.out.jsonl"
  actual=$(mktemp)
  # @TESTS@ in a request stands for the tests folder (for files such as tests/data/*.rules)
  sed "s#@TESTS@#$(cd "$dir/.." && pwd)#g" "$input" | "$cli" "$command" --json > "$actual"
  code=$?
  want_code=0
  grep -q '"error"' "$expected" && want_code=1
  if [ "$code" != "$want_code" ]; then
    echo "FAIL $name: exit status $code, expected $want_code"
    status=1
  fi
  if ! diff -u "$expected" "$actual"; then
    echo "FAIL $name: answers differ (above)"
    status=1
  fi
  rm -f "$actual"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "no golden files in $dir"; exit 1; }
exit $status
