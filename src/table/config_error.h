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

/* libconfig obeys "@include" lines, even in text from a string: a ruleset or lesson - from the
 * user's folder or sent by a LAN host - could make the program read any local file (a FIFO or
 * /dev/ptmx blocking it for good). No Sparrow file includes another, so any line whose first
 * non-blank character is '@' (libconfig's directives, however spaced, in a comment or not) is
 * refused before libconfig sees the text: returns 0, or -1 with
 * "ORIGIN:LINE: @include: a ruleset never includes another file" in err (key err.config.include, table/error_key.h). */
int sp_config_refuse_directives(const char *text, const char *origin, const char *what, char *err, size_t errlen);

#endif
