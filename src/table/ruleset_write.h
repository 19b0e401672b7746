/* ruleset_write.h: an sp_ruleset written back as a ruleset file - the libconfig text of
 * rules/README.md, laid out as the shipped files are, so that a person can still edit it by hand.
 * sp_ruleset_parse reads the text back to the same parsed ruleset (tests/test_ruleset_edit.c). */
#ifndef SP_RULESET_WRITE_H
#define SP_RULESET_WRITE_H

#include <stddef.h>

#include "core/ruleset.h"

/* The file's text (malloc'ed), or NULL with err when out of memory. header: comment lines put
 * at the top ('\n'-separated, each written after "# "), NULL none. base (NULL none): a field
 * whose value differs from base's gets a comment saying base's value ("# hk-classic: 3"). */
char *sp_ruleset_write(const sp_ruleset *rs, const char *header, const sp_ruleset *base, char *err, size_t errlen);

#endif
