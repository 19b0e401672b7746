# rulesets.sh: sourced by the test scripts: the shipped rulesets are the files of rules/ (no
# script lists them). Needs $here, the repository's top folder.

# The ids of rules/*.rules, one a line, in name order.
ruleset_ids() { for f in "$here"/rules/*.rules; do basename "$f" .rules; done; }

# The player counts ruleset $1 allows (its "players = [MIN, MAX];"), the largest first.
player_counts() {
    range=$(sed -n 's/^[[:space:]]*players[[:space:]]*=[[:space:]]*\[\([0-9]\),[[:space:]]*\([0-9]\)\].*/\1 \2/p' "$here/rules/$1.rules" | head -1)
    [ -n "$range" ] || range="4 4"
    seq $range | sort -rn
}
