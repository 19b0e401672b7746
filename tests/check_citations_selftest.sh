#!/bin/sh
# check_citations_selftest.sh: check_citations.sh passes a tree whose citations are good and
# fails each kind of bad citation (so that the check on the real tree can fail).
# Usage: check_citations_selftest.sh PATH/TO/check_citations.sh
set -u
check=${1:?usage: check_citations_selftest.sh CHECK_SCRIPT}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0

# a tree with one rules document (sections 1, 2, 2.1, and 2.1.3 as a numbered item) and a sibling
tree() {
    rm -rf "$tmp/t" && mkdir -p "$tmp/t/rules" "$tmp/t/src" || exit 2
    printf '# x\n\n## 1. One\n\n## 2. Two\n\n### 2.1 Sub\n\n1. a\n2. b\n3. c\n\nSee §1 and y.md §4.\n' \
        >"$tmp/t/rules/x.md"
    printf '# y\n\n## 4. Four\n\nBack to x.md §2.1.\n' >"$tmp/t/rules/y.md"
}
expect() { # expect pass|fail NAME LINE: a source file holding LINE passes or fails the check
    tree
    printf '/* %s */\n' "$3" >"$tmp/t/src/a.c"
    if sh "$check" "$tmp/t" >"$tmp/out" 2>&1; then got=pass; else got=fail; fi
    if [ "$got" != "$1" ]; then
        echo "FAIL: $2: expected $1, got $got"; sed 's/^/    /' "$tmp/out"; fail=1
    else
        echo "ok: $2 ($1)"
    fi
}
expect pass "a section of a rules document" "see rules/x.md §2.1 and §1"
expect pass "a numbered item as a subsection" "rules/x.md §2.1.3"
expect pass "a § continuing another document" "rules/x.md §1, rules/y.md §4"
expect fail "a missing section" "rules/x.md §3"
expect fail "a missing numbered item" "rules/x.md §2.1.4"
expect fail "a missing document" "rules/z.md §1"
expect fail "a bare §" "see §2.1"
expect fail "a § after another kind of document" "tests/vectors/x.md §1"
expect fail "the old specs folder" "shared/specs/x.md"
expect fail "the design folder" "../shared/design/ARCHITECTURE.md"
expect fail "a seed file" "seed 003_c99d62b0ffa1d55a.txt"
expect fail "a design page by name" "as CLI.md says"
expect pass "a file path that merely ends in the name" "src/cli/README.md"
exit $fail
