/* config_error.h: errors in libconfig data files (rulesets, tutorial lessons), naming the file,
 * the line and the field: "hk-house.rules:41: scoring.patterns[3].value: not a number". */
#ifndef SP_CONFIG_ERROR_H
#define SP_CONFIG_ERROR_H

#include <libconfig.h>
#include <stddef.h>

#include "table/printf_like.h"

typedef struct {
    const char *origin; /* the file's name as the user knows it */
    char *err;
    size_t errlen;
} sp_config_ctx;

/* Writes the error for setting s (NULL: no line) and field into c->err; returns -1. */
int sp_config_fail(sp_config_ctx *c, const config_setting_t *s, const char *field, const char *fmt, ...)
    SP_PRINTF_LIKE(4, 5);

#endif
