/* config_error.c: see config_error.h. */
#include "table/config_error.h"

#include <stdarg.h>
#include <stdio.h>

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
