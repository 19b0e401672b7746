#!/usr/bin/env bash
# net_netns.sh: LAN play between network namespaces, as between machines on a real LAN. Three
# namespaces made here: A hosts and has two interfaces, one to B (10.231.0.0/24) and one to C
# (10.231.1.0/24), joined by veth pairs, with no gateway - or, with "route", a default route
# in each. B and C must each discover the host at the address of A's interface on their own
# subnet (its directed broadcast: 255.255.255.255 alone needs a route, and goes out of one
# interface only); then B and C join and play a whole match; mid-hand B's link goes down and
# up again, and B's program is killed while it is down and started again: back in its seat.
# All traffic stays inside these namespaces; they are removed on exit.
# Needs root (as CI runs); otherwise skipped with exit 77.
# Usage: net_netns.sh SPARROW_CLI RULESET [route]
set -euo pipefail
cli=$1
rules=$2
mode=${3:-}
if [ "$(id -u)" != 0 ] || ! command -v ip > /dev/null; then
  echo "skipped: LAN tests in network namespaces need root and iproute2 (CI runs them as root)"
  exit 77
fi
tag="sp$$"
A="$tag-a" B="$tag-b" C="$tag-c"
dir=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -9 "$p" 2> /dev/null || true; done
  for n in "$A" "$B" "$C"; do ip netns del "$n" 2> /dev/null || true; done
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP PIPE # the namespaces go whatever ends the test
fail() { echo "$rules${mode:+ ($mode)}: $*"; for f in "$dir"/*.out "$dir"/*.err; do [ -e "$f" ] && { echo "--- $f"; cat "$f"; }; done; exit 1; }

if ! ip netns add "$A" 2> /dev/null; then
  echo "skipped: cannot make network namespaces here (ip netns add failed)"
  exit 77
fi
ip netns add "$B"
ip netns add "$C"
ip link add "$tag-ab" netns "$A" type veth peer name "$tag-ba" netns "$B"
ip link add "$tag-ac" netns "$A" type veth peer name "$tag-ca" netns "$C"
ip -n "$A" addr add 10.231.0.1/24 broadcast 10.231.0.255 dev "$tag-ab"
ip -n "$B" addr add 10.231.0.2/24 broadcast 10.231.0.255 dev "$tag-ba"
ip -n "$A" addr add 10.231.1.1/24 broadcast 10.231.1.255 dev "$tag-ac"
ip -n "$C" addr add 10.231.1.2/24 broadcast 10.231.1.255 dev "$tag-ca"
for n in "$A" "$B" "$C"; do ip -n "$n" link set lo up; done
ip -n "$A" link set "$tag-ab" up
ip -n "$A" link set "$tag-ac" up
ip -n "$B" link set "$tag-ba" up
ip -n "$C" link set "$tag-ca" up
if [ "$mode" = route ]; then
  ip -n "$A" route add default via 10.231.0.2
  ip -n "$B" route add default via 10.231.0.1
  ip -n "$C" route add default via 10.231.1.1
fi
in_ns() { local n=$1; shift; ip netns exec "$n" "$@"; }

in_ns "$A" "$cli" serve --rules "$rules" --port 7777 --players 4 --bots normal,hard --seed 11 \
  > "$dir/serve.out" 2> "$dir/serve.err" &
pids+=($!)
serve=$!
for _ in $(seq 100); do grep -q "UDP port" "$dir/serve.out" && break; sleep 0.1; done

# discovery from each side, each hearing A by its own subnet's address
in_ns "$B" "$cli" discover --seconds 3 > "$dir/discover-b.out" &
pids+=($!)
in_ns "$C" "$cli" discover --seconds 3 > "$dir/discover-c.out"
wait "${pids[-1]}"
grep -q "^10.231.0.1:7777  $rules  2 of 4 seats open" "$dir/discover-b.out" || fail "B did not discover the host at 10.231.0.1"
grep -q "^10.231.1.1:7777  $rules  2 of 4 seats open" "$dir/discover-c.out" || fail "C did not discover the host at 10.231.1.1"

start_ann() {
  in_ns "$B" "$cli" join 10.231.0.1:7777 --name Ann --seat-file "$dir/ann-seats.txt" --seconds 300 --think-ms 20 "$@" >> "$dir/ann.out" 2>&1 &
  pids+=($!)
  ann=$!
}
start_ann
in_ns "$C" "$cli" join 10.231.1.1:7777 --name Bob --seat-file "$dir/bob-seats.txt" --seconds 300 --think-ms 20 > "$dir/bob.out" 2>&1 &
pids+=($!)
bob=$!
for _ in $(seq 100); do grep -q "match started" "$dir/serve.err" && break; sleep 0.1; done
grep -q "match started" "$dir/serve.err" || fail "the match did not start"
sleep 0.5
grep -q "match over" "$dir/serve.err" && fail "the match ended before the link went down"

# B's link goes down mid-hand for 2 s, comes back: the match goes on
ip -n "$B" link set "$tag-ba" down
sleep 2
ip -n "$B" link set "$tag-ba" up
sleep 1
# then down again, B's program dies meanwhile, the link comes back and B starts again: back
ip -n "$B" link set "$tag-ba" down
kill -9 "$ann"
wait "$ann" 2> /dev/null || true
ip -n "$B" link set "$tag-ba" up
t0=$(date +%s%N)
start_ann
for _ in $(seq 50); do grep -q "Ann is back in seat" "$dir/serve.err" && break; sleep 0.1; done
grep -q "Ann is back in seat" "$dir/serve.err" || fail "Ann was not back in her seat within 5 s of the link's return"
echo "$rules${mode:+ ($mode)}: Ann back in her seat $(( ($(date +%s%N) - t0) / 1000000 )) ms after starting again"

wait "$ann" || fail "Ann's join did not end with the match"
wait "$bob" || fail "Bob's join did not end with the match"
wait "$serve" || fail "the host did not end with the match"
scores=$(grep -o 'scores:.*' "$dir/serve.out")
for f in ann bob; do
  got=$(grep -o 'scores:.*' "$dir/$f.out")
  [ "$got" = "$scores" ] || fail "$f saw '$got', the host '$scores'"
done
grep -q "back in seat" "$dir/ann.out" || fail "Ann's join did not say it was back in its seat"
echo "$rules${mode:+ ($mode)}: discovered on both subnets, whole match played, $scores"
