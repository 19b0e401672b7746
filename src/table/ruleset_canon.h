/* ruleset_canon.h: a ruleset's rules in a canonical form - what a match plays by, without its
 * texts (names, help, labels, unit), comments or layout, one "field = value" line per rule,
 * sorted. Its hash is the ruleset's content_hash: saves, replays and the network compare rules
 * by it, so a comment or a translation edited in a ruleset file changes nothing, and when two
 * rulesets differ the differing fields can be named ("patterns[pinghu].value"). */
#ifndef SP_RULESET_CANON_H
#define SP_RULESET_CANON_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"

/* FNV-1a (64 bits) of the canonical form. */
uint64_t sp_ruleset_canonical_hash(const sp_ruleset *rs);

/* The fields whose rules differ between a and b, comma-separated into out ("table.calls,
 * patterns[pinghu].value, options[min_fan].default"; "..." when out is full). Returns how
 * many differ (0: the same rules). */
int sp_ruleset_diff(const sp_ruleset *a, const sp_ruleset *b, char *out, size_t n);

#endif
