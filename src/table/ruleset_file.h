/* ruleset_file.h: loading ruleset files (libconfig syntax) into sp_ruleset, and finding them. */
#ifndef SP_RULESET_FILE_H
#define SP_RULESET_FILE_H

#include <stddef.h>

#include "core/ruleset.h"
#include "table/ruleset_catalog.h"

/* Parses ruleset text; `origin` names the file in errors ("FILE:LINE: field: message").
 * Returns 0, or -1 with err set. rs is fully written on success only. */
int sp_ruleset_parse(const char *text, const char *origin, sp_ruleset *rs, char *err, size_t errlen);

/* Loads a ruleset file. */
int sp_ruleset_load_file(const char *path, sp_ruleset *rs, char *err, size_t errlen);

/* Loads a ruleset by id (its file as sp_rules_locate resolves it: ID.rules in the first rules
 * folder that has one; the file's id must be ID) or by path (anything containing '/' or
 * ending in ".rules"). */
int sp_ruleset_load(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen);
/* As sp_ruleset_load, and returns the file's text (malloc'ed; a LAN host offers it to clients
 * with other house rules); NULL with err when it cannot. */
char *sp_ruleset_load_text(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen);

/* Loads the file of a catalog entry (ruleset_catalog.h), checking that its id is the file's
 * name; an error of a file that replaces another says so. */
int sp_ruleset_load_entry(const sp_rules_entry *e, sp_ruleset *rs, char *err, size_t errlen);

/* sp_rules_dirs_kinds without the kinds. */
int sp_rules_dirs(const char *dirs[], int max, char *storage, size_t storage_len);

#endif
