/* error_key.h: stable keys for the errors of the table layer's files, so that a front can show
 * a notice in the player's language ("err.file.not_regular" in assets/i18n) next to the English
 * details (paths, lines, fields). Each key goes with a fragment that its English message always
 * holds; the producers write the fragment from here, so message and key cannot drift apart. */
#ifndef SP_ERROR_KEY_H
#define SP_ERROR_KEY_H

#define SP_ERRTEXT_CANNOT_OPEN "cannot open"
#define SP_ERRTEXT_NOT_REGULAR "not a regular file"
#define SP_ERRTEXT_TOO_BIG "larger than"
#define SP_ERRTEXT_INCLUDE "@include:"
#define SP_ERRTEXT_ID_NOT_NAME "differs from the file's name"
#define SP_ERRTEXT_UNKNOWN_RULESET "unknown ruleset"
#define SP_ERRTEXT_RULES_CHANGED "has changed since the match was saved"
#define SP_ERRTEXT_NO_DIGEST "has no digest in the file"
#define SP_ERRTEXT_COMPLETE "the file says the match"

/* The key of an error message of the table layer ("err.file.not_regular"), or "err.other". */
const char *sp_error_key(const char *err);

#endif
