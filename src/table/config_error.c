/* config_error.c: see config_error.h. */
#include "table/config_error.h"

#include <stdarg.h>
#include <stdio.h>

#include "table/error_key.h"

int sp_config_fail(sp_config_ctx *c, const config_setting_t *s, const char *field, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int line = s ? (int)config_setting_source_line(s) : 0;
    snprintf(c->err, c->errlen, "%s:%d: %s: %s", c->origin, line, field, msg);
    return -1;
}

int sp_config_refuse_directives(const char *text, const char *origin, const char *what, char *err, size_t errlen)
{
    int line = 1;
    for (const char *p = text; *p;) {
        /* p is at the start of a line: libconfig's directive pattern is ^[ \t]*@; any blank
         * is skipped here, so no spacing slips past */
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\v' || *p == '\f') p++;
        if (*p == '@') {
            snprintf(err, errlen, "%s:%d: " SP_ERRTEXT_INCLUDE " %s never includes another file", origin, line, what);
            return -1;
        }
        while (*p && *p != '\n') p++;
        if (*p == '\n') {
            p++;
            line++;
        }
    }
    return 0;
}
