/* ruleset_ids.h: which rulesets there are: the ids of the ruleset files in the rules folders.
 * Nothing in the programs or tests lists the shipped rulesets; they are the files of rules/. */
#ifndef SP_RULESET_IDS_H
#define SP_RULESET_IDS_H

#include "core/ruleset.h"

/* Adds the ids of DIR's ruleset files (NAME.rules -> NAME, in name order) to ids[0..n), each
 * id once; returns the new count (at most max). A folder that cannot be read adds nothing. */
int sp_ruleset_ids_in(const char *dir, char ids[][SP_ID_LEN], int n, int max);
/* The ids of every ruleset in the rules folders (sp_rules_dirs, house rules first). */
int sp_ruleset_ids(char ids[][SP_ID_LEN], int max);

#endif
