/* ruleset_catalog.h: which file a ruleset id names - one resolution for listing (sparrow-cli
 * rules list, the New-game screen) and loading (sp_ruleset_load, replays, the LAN).
 *
 * A ruleset's id is its file's name: ID.rules, in the first rules folder that has one (see
 * sp_rules_dirs: $SPARROW_RULES_DIR, the player's house rules, the shipped ones). A file of the
 * same name in a later folder is shadowed by it - a player's hk-classic.rules replaces the
 * shipped one, and is shown as doing so. The id inside the file must be its name. */
#ifndef SP_RULESET_CATALOG_H
#define SP_RULESET_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "core/ruleset.h"

enum { SP_RULES_MAX_DIRS = 5, SP_RULES_PATH_LEN = 1100, SP_RULES_MAX_ENTRIES = 128 };

typedef enum {
    SP_RULES_DIR_ENV,     /* $SPARROW_RULES_DIR */
    SP_RULES_DIR_USER,    /* the player's folder: house rules */
    SP_RULES_DIR_SHIPPED, /* installed with the program, or the source tree's */
} sp_rules_dir_kind;

typedef struct {
    char id[SP_ID_LEN];
    char path[SP_RULES_PATH_LEN];    /* the file this id loads */
    sp_rules_dir_kind kind;          /* of the folder it is in */
    char shadows[SP_RULES_PATH_LEN]; /* the next file of the same name it hides, "" none (or
                                      * when both are shipped copies) */
    sp_rules_dir_kind shadows_kind;
} sp_rules_entry;

/* The folders searched for ruleset files, in order: $SPARROW_RULES_DIR, the user's data folder
 * (house rules: rules/ in sp_user_dir, e.g. ~/.local/share/sparrow/sparrow/rules), the installed
 * data beside the program (sp_data_beside: ../share/sparrow/rules on Linux), the source tree
 * (when run from a build folder), the configured install folder; only those that exist.
 * kinds (may be NULL) receives each one's kind. Returns how many were written. */
int sp_rules_dirs_kinds(const char *dirs[], sp_rules_dir_kind kinds[], int max, char *storage, size_t storage_len);

/* Whether id can name a ruleset: 1 to 39 of a-z, 0-9, '-', '_'. */
bool sp_rules_id_ok(const char *id);

/* Resolves an id: 0 with *e filled, or -1 with err ("rules: unknown ruleset 'x' ..."). */
int sp_rules_locate(const char *id, sp_rules_entry *e, char *err, size_t errlen);

/* Every id with a file in the rules folders, each resolved by sp_rules_locate, sorted by id.
 * Returns how many (at most max). */
int sp_rules_catalog(sp_rules_entry *out, int max);

/* The key and English words a front shows beside an entry that replaces another
 * ("rules.shadows": "replaces the shipped file PATH"); "" when it replaces none. */
void sp_rules_entry_note(const sp_rules_entry *e, char *out, size_t n);

#endif
