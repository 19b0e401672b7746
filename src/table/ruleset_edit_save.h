/* ruleset_edit_save.h: saving a house ruleset (ruleset_edit.h) in the player's rules folder -
 * under a new id, never over a shipped file, atomically, and only a text the loader accepted. */
#ifndef SP_RULESET_EDIT_SAVE_H
#define SP_RULESET_EDIT_SAVE_H

#include <stddef.h>

#include "table/ruleset_edit.h"

/* Why the edit cannot be saved under its id into rules_dir, as "KEY|English words" (the key is
 * an i18n key a front shows in the player's language): the loader refused it, the id is no
 * ruleset id, or the id is a shipped ruleset's (a house file of that id would replace it).
 * "" when it can. A house ruleset of the same id in rules_dir is the player's own: it is
 * replaced. */
void sp_rules_edit_save_problem(const sp_rules_edit *e, char *out, size_t n);

/* Writes rules_dir/ID.rules (creating rules_dir) atomically; path receives the file's path.
 * 0, or -1 with err (the problem above, or the system's). */
int sp_rules_edit_save(const sp_rules_edit *e, const char *rules_dir, char *path, size_t pathlen, char *err,
                       size_t errlen);

/* The player's rules folder (sp_user_dir + "rules"); -1 when there is none. */
int sp_rules_user_dir(char *out, size_t n);

#endif
