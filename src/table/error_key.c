/* error_key.c: see error_key.h. */
#include "table/error_key.h"

#include <string.h>

const char *sp_error_key(const char *err)
{
    static const struct {
        const char *text, *key;
    } keys[] = {
        /* the most telling first: a save whose rules changed may also name a file */
        {SP_ERRTEXT_RULES_CHANGED, "err.replay.rules_changed"},
        {SP_ERRTEXT_NO_DIGEST, "err.replay.no_digest"},
        {SP_ERRTEXT_COMPLETE, "err.replay.complete"},
        {SP_ERRTEXT_INCLUDE, "err.config.include"},
        {SP_ERRTEXT_ID_NOT_NAME, "err.rules.id_not_name"},
        {SP_ERRTEXT_UNKNOWN_RULESET, "err.rules.unknown"},
        {SP_ERRTEXT_NOT_REGULAR, "err.file.not_regular"},
        {SP_ERRTEXT_TOO_BIG, "err.file.too_big"},
        {SP_ERRTEXT_CANNOT_OPEN, "err.file.cannot_open"},
    };
    for (size_t i = 0; err && i < sizeof keys / sizeof keys[0]; i++)
        if (strstr(err, keys[i].text)) return keys[i].key;
    return "err.other";
}
