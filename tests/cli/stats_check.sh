#!/bin/sh
# stats_check.sh: `sparrow-cli stats` on the hand-computed history of test_history (its figures
# are worked out there): the JSON answer, one ruleset, a date range, and bad input refused with
# a message naming what.
#   stats_check.sh TEST_HISTORY SPARROW_CLI OUTDIR
set -u
make_db=$1 cli=$2 out=$3
mkdir -p "$out"
db="$out/history.sqlite"
"$make_db" --make-db "$db" || { echo "FAIL: could not write the history"; exit 1; }
fail=0
expect() { # what output pattern
    case "$2" in
    *"$3"*) ;;
    *) echo "FAIL: $1: no '$3' in: $2"; fail=1 ;;
    esac
}
all=$("$cli" stats --json --db "$db")
expect all "$all" '"matches":3,"finished_matches":2,"ranks":[1,1,0,0],"hands":7,"wins":4,"self_draws":2,"deal_ins":1,'
expect all "$all" '"win_rate":0.5714,"self_draw_share":0.5,"deal_in_rate":0.1429,"average_win_value":4.25,"points":87,"points_per_hand":12.4286,'
expect all "$all" '"patterns":[{"rules":"hk-classic","id":"hunyise","count":1},{"rules":"mingjiang","id":"qingyise","count":1},'
expect all "$all" '"reviews":[{"date":"2026-03-05","agreement":0.8,"loss":12.5}]'
expect all "$all" '"by_rules":[{"rules":"hk-classic","matches":2,'
expect all "$all" '{"rules":"mingjiang","matches":1,"finished_matches":1,"ranks":[0,1,0,0],"hands":2,'
one=$("$cli" stats --json --db "$db" --rules hk-classic)
expect rules "$one" '"rules":"hk-classic","from":null,"to":null,"matches":2,'
expect rules "$one" '"points":52,'
case "$one" in *by_rules*) echo "FAIL: one ruleset's answer has by_rules"; fail=1 ;; esac
range=$("$cli" stats --json --db "$db" --from 2026-03-02 --to 2026-03-31)
expect range "$range" '"from":"2026-03-02","to":"2026-03-31","matches":1,"finished_matches":1,"ranks":[0,1,0,0],"hands":2,'
text=$("$cli" stats --db "$db")
expect text "$text" "all rulesets: 3 matches (2 finished), 7 hands"
# bad input: named, status 2 (command line) or 1 (the file), no crash
err=$("$cli" stats --json --db "$db" --from 2026-13-01 2>&1); rc=$?
[ $rc -eq 2 ] || { echo "FAIL: a bad date gave status $rc"; fail=1; }
expect baddate "$err" "2026-13-01"
err=$("$cli" stats --json --db "$out/none.sqlite" 2>&1); rc=$?
[ $rc -eq 1 ] || { echo "FAIL: a missing history gave status $rc"; fail=1; }
expect missing "$err" "none.sqlite"
printf 'garbage, not a database %.0s' $(seq 200) > "$out/bad.sqlite"
err=$("$cli" stats --json --db "$out/bad.sqlite" 2>&1); rc=$?
[ $rc -eq 1 ] || { echo "FAIL: a damaged history gave status $rc"; fail=1; }
expect damaged "$err" "bad.sqlite is damaged"
[ -f "$out/bad.sqlite" ] || { echo "FAIL: the command line set the player's file aside"; fail=1; }
[ $fail -eq 0 ] && echo "stats ok"
exit $fail
