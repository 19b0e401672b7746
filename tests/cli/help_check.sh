#!/bin/sh
# Every sub-command answers --help (and -h) with its own usage on standard output, status 0,
# wherever the flag stands (issue 20 item 11: `join --help` was read as a host name).
cli="$1"
fail=0
for cmd in hand score rules simulate replay arena bench serve join discover evaluate stats problems; do
    for flag in --help -h; do
        for args in "$flag" "--rules mingjiang $flag"; do
            out=$("$cli" $cmd $args 2>/dev/null)
            rc=$?
            case "$out" in
            "usage: sparrow-cli $cmd"*) ;;
            *) echo "FAIL: '$cmd $args' printed: $(echo "$out" | head -1)"; fail=1 ;;
            esac
            [ $rc -eq 0 ] || { echo "FAIL: '$cmd $args' exit status $rc"; fail=1; }
        done
    done
done
# serve's hold after each discard is the host's to set: named in its usage, a bad value refused
# naming the flag (exit 2) before any port is opened
"$cli" serve --help | grep -q -- "--hold-ms" || { echo "FAIL: serve --help does not name --hold-ms"; fail=1; }
for bad in 10001 -1 soon; do
    err=$("$cli" serve --rules mingjiang --port 0 --no-announce --hold-ms "$bad" 2>&1 >/dev/null)
    rc=$?
    [ $rc -eq 2 ] || { echo "FAIL: serve --hold-ms $bad: exit status $rc"; fail=1; }
    case "$err" in *--hold-ms*) ;; *) echo "FAIL: serve --hold-ms $bad said: $err"; fail=1 ;; esac
done
exit $fail
