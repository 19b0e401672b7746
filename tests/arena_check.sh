#!/bin/sh
# arena_check.sh CLI HANDS: a short duplicate-wall arena per ruleset. Every run must end with
# exit status 0 and no illegal action, and on these fixed seeds the stronger level must score
# more points per hand than the weaker one: normal and hard over easy everywhere, and hard over
# normal where its lead is clear at 20,000 hands (hk-classic, mingjiang, wuhan-hongzhong).
set -eu
cli=$1
hands=$2
pts() { # pts LEVEL JSON-LINES -> points_per_hand of that level
    echo "$2" | grep "\"bot\":\"$1\"" | sed 's/.*"points_per_hand":\([-0-9.e+]*\).*/\1/'
}
for rules in mingjiang hk-classic hk-xigu guizhou-xingyi wuhan-hongzhong; do
    out=$("$cli" arena --rules "$rules" --hands "$hands" --seats hard,normal,normal,easy --seed 4 --json)
    echo "$rules: $out"
    if echo "$out" | grep -v '"illegal":0}' | grep -q .; then echo "FAIL: $rules: illegal actions"; exit 1; fi
    h=$(pts hard "$out"); n=$(pts normal "$out"); e=$(pts easy "$out")
    awk -v h="$h" -v n="$n" -v e="$e" 'BEGIN { exit !(n > e && h > e) }' || { echo "FAIL: $rules: expected hard > easy and normal > easy"; exit 1; }
    case $rules in hk-classic|mingjiang|wuhan-hongzhong)
        awk -v h="$h" -v n="$n" 'BEGIN { exit !(h > n) }' || { echo "FAIL: $rules: expected hard > normal"; exit 1; } ;;
    esac
done
echo "arena ordering and zero refusals: ok"
