#!/bin/sh
# check_citations.sh: every document a file of the repository cites is in the repository.
#
# Fails (exit 1, one line per finding, file:line) when a text file under the source tree
#  - names something outside it: a path into the design folder the project was started from
#    (`shared/`), a seed document by its file name, or a design page by bare name
#    (ARCHITECTURE.md, CLI.md, STYLE.md, ART.md, PLAYTEST.md);
#  - cites a section (§n) that does not follow a rules document on the same line:
#    `rules/<id>.md §n` (later §m on that line belong to the same document; inside rules/<id>.md
#    a bare §n is that document's own, and `<other>.md §n` names a sibling);
#  - cites a section that the rules document lacks (its headings `## n.` / `### n.m` ..., and
#    item k of a numbered list in section n is §n.k).
# Usage: check_citations.sh SOURCE_DIR
set -u
root=${1:?usage: check_citations.sh SOURCE_DIR}
cd "$root" || exit 2
[ -d rules ] || { echo "check_citations: no rules/ folder in $root" >&2; exit 2; }

# the sections each rules document has, as "id n" lines: its numbered headings (`## 4.`,
# `### 4.4 ...`) and the numbered items of a section (item 4 of section 4.4 is §4.4.4)
sections=$(mktemp) || exit 2
trap 'rm -f "$sections"' EXIT
for doc in rules/*.md; do
    awk -v id="$(basename "$doc" .md)" '
        /^```/ { fence = !fence; next }
        fence { next }
        /^#+ [0-9]+(\.[0-9]+)*\.?[ \t]/ {
            n = $2; sub(/\.$/, "", n); head = n; print id, n; next
        }
        /^#/ { next }
        head != "" && /^[0-9]+\. / { k = $1; sub(/\.$/, "", k); print id, head "." k }
    ' "$doc" >>"$sections"
done

# the text files of the tree (no build folders, no version control, no binaries), less this
# check and its self-test, whose examples are bad on purpose, and the fuzzers' corpora: inputs
# kept byte for byte as they were found or made, not documents anyone reads
files=$(find . \( -name .git -o -name 'build*' -o -name node_modules -o -path ./tests/fuzz/corpus \) -prune \
            -o -type f -print |
        sed 's|^\./||' | grep -v '^tests/check_citations\(_selftest\)\{0,1\}\.sh$' | sort)
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086  # the names have no spaces: split on purpose
text=$(grep -Il . $files)
[ -n "$text" ] || exit 0

# shellcheck disable=SC2086
awk -v secfile="$sections" '
BEGIN {
    while ((getline l < secfile) > 0) { split(l, p, " "); have[p[1] " " p[2]] = 1; doc[p[1]] = 1 }
    bad = 0
}
function report(msg) { printf "%s:%d: %s\n", FILENAME, FNR, msg; bad = 1 }
FNR == 1 {
    self = ""
    if (FILENAME ~ /^rules\/[^\/]*\.md$/) { self = FILENAME; sub(/^rules\//, "", self); sub(/\.md$/, "", self) }
}
{
    line = $0
    if (line ~ /(^|[^A-Za-z0-9_.-])shared\/(specs|design|seeds|tools)/ || line ~ /\.\.\/shared\//)
        report("cites a file outside the repository (shared/): " line)
    if (line ~ /[0-9][0-9][0-9]_[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]/)
        report("cites a seed document by file name (not in the repository)")
    if (line ~ /(^|[^A-Za-z0-9_\/.-])(ARCHITECTURE|CLI|STYLE|ART|PLAYTEST)\.md/)
        report("cites a design page that is not in the repository: " line)
    # walk the line: documents and sections in order
    cur = self
    rest = line
    while (match(rest, /(rules\/)?[a-z0-9-]+\.md|§/)) {
        tok = substr(rest, RSTART, RLENGTH)
        after = substr(rest, RSTART + RLENGTH)
        before = substr(rest, 1, RSTART - 1)
        if (tok == "§") {
            if (match(after, /^[0-9]+(\.[0-9]+)*/)) {
                n = substr(after, 1, RLENGTH)
                if (cur == "")
                    report("§" n " names no rules/<id>.md document before it on the line")
                else if (!((cur " " n) in have))
                    report("rules/" cur ".md has no section §" n)
            } else {
                report("a § without a section number")
            }
        } else {
            name = tok
            sub(/^rules\//, "", name)
            sub(/\.md$/, "", name)
            if (tok ~ /^rules\// && before !~ /[A-Za-z0-9_\/.-]$/) {
                if (!(name in doc)) report("cites rules/" name ".md, which does not exist")
                cur = name
            } else if (self != "" && (name in doc) && before !~ /[A-Za-z0-9_\/.-]$/) {
                cur = name  # a sibling document named inside rules/
            } else {
                cur = ""    # some other document: a § after it is not a rules citation
            }
        }
        rest = after
    }
}
END { exit bad }' $text
status=$?
[ $status -eq 0 ] && echo "check_citations: every citation names a section of a document in the repository"
exit $status
