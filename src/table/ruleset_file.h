/* ruleset_file.h: loading ruleset files (libconfig syntax) into sp_ruleset, and finding them. */
#ifndef SP_RULESET_FILE_H
#define SP_RULESET_FILE_H

#include <stddef.h>

#include "core/ruleset.h"

/* Parses ruleset text; `origin` names the file in errors ("FILE:LINE: field: message").
 * Returns 0, or -1 with err set. rs is fully written on success only. */
int sp_ruleset_parse(const char *text, const char *origin, sp_ruleset *rs, char *err, size_t errlen);

/* Loads a ruleset file. */
int sp_ruleset_load_file(const char *path, sp_ruleset *rs, char *err, size_t errlen);

/* Loads a ruleset by id (looked up as ID.rules in the rules folders, see sp_rules_dirs) or by
 * path (anything containing '/' or ending in ".rules"). */
int sp_ruleset_load(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen);
/* As sp_ruleset_load, and returns the file's text (malloc'ed; a LAN host offers it to clients
 * with other house rules); NULL with err when it cannot. */
char *sp_ruleset_load_text(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen);

/* The folders searched for ruleset files, in order: $SPARROW_RULES_DIR, the user's data folder
 * (house rules: rules/ in sp_user_dir, e.g. ~/.local/share/sparrow/sparrow/rules), the installed
 * data beside the program (sp_data_beside: ../share/sparrow/rules on Linux), the source tree
 * (when run from a build folder), the configured install folder. Returns how many were written. */
int sp_rules_dirs(const char *dirs[], int max, char *storage, size_t storage_len);

#endif
