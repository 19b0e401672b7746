#!/usr/bin/env bash
# smoke_test.sh DIR: starts the Windows programs of an unpacked Sparrow zip (DIR holds
# sparrow.exe). On Windows (MSYS2 bash) they run as they are; on Linux through Wine, named by
# SPARROW_WINE (packaging/windows/build.sh does this when Wine is installed).
#   - sparrow-cli.exe analyses a hand, and lists every ruleset of the source tree from the rules\ beside it;
#   - sparrow.exe draws a table under SDL's dummy video driver to a screenshot of a real size;
#   - LAN play (ENet, Winsock): sparrow-cli.exe serve on 127.0.0.1 and two sparrow-cli.exe join
#     play a whole match and agree on its scores (tests/net_cli.sh, run on these programs).
set -euo pipefail
dir=$1
run=${SPARROW_WINE:-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$dir"
fail() { echo "smoke_test: $*" >&2; exit 1; }

out=$($run ./sparrow-cli.exe hand 123m456p789s1122z 2>&1 | tr -d '\r') || fail "sparrow-cli.exe hand failed: $out"
grep -q '^Waits: 1z 2z$' <<< "$out" || fail "sparrow-cli.exe hand answered: $out"

rules=$($run ./sparrow-cli.exe rules list 2>&1 | tr -d '\r') || fail "sparrow-cli.exe rules list failed: $rules"
found=$(grep -cE '[\\/]rules[\\/][a-z-]+\.rules$' <<< "$rules" || true)
want=$(find "$here/rules" -maxdepth 1 -name '*.rules' | wc -l)
[ "$found" -eq "$want" ] || fail "sparrow-cli.exe listed $found rulesets from beside itself, not $want: $rules"

rm -f shot.png
SDL_VIDEODRIVER=dummy $run ./sparrow.exe --screen table --rules hk-classic --screenshot shot.png > /dev/null 2>&1 \
  || fail "sparrow.exe --screen table --screenshot failed"
size=$(wc -c < shot.png 2>/dev/null || echo 0)
[ "$size" -gt 50000 ] || fail "sparrow.exe wrote no table screenshot ($size bytes)"
# net_cli.sh takes one program: a small script that starts sparrow-cli.exe (through Wine here)
lan=$(mktemp -d)
trap 'rm -rf "$lan"' EXIT
printf '#!/usr/bin/env bash\nexec %s "%s/sparrow-cli.exe" "$@"\n' "$run" "$PWD" > "$lan/sparrow-cli"
chmod +x "$lan/sparrow-cli"
match=$(bash "$here/tests/net_cli.sh" "$lan/sparrow-cli" mingjiang 2>&1 | tr -d '\r') \
  || fail "sparrow-cli.exe serve and join did not play a LAN match: $match"

echo "smoke_test: sparrow-cli.exe analysed a hand and found $found rulesets; sparrow.exe drew a table ($size bytes);"
echo "smoke_test: a LAN match on 127.0.0.1 (serve + 2 join) ended alike everywhere: $(tail -n1 <<< "$match")"
