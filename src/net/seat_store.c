/* seat_store.c: the player's LAN seats, one line each, rewritten atomically. */
#define _POSIX_C_SOURCE 200809L
#include "net/seat_store.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/net_text.h"
#include "table/read_file.h"
#include "table/replay.h"

static const char header[] = "sparrow lan seats 1\n";

static bool hex16(const char *s)
{
    if (strlen(s) != 16) return false;
    for (int i = 0; i < 16; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) return false;
    return true;
}

/* Copies field f (up to a tab or the end) into out; false when it does not fit. */
static bool take_field(char **cursor, char *out, size_t cap)
{
    char *f = *cursor;
    if (!f) return false;
    char *tab = strchr(f, '\t');
    size_t n = tab ? (size_t)(tab - f) : strlen(f);
    *cursor = tab ? tab + 1 : NULL;
    if (n >= cap) return false;
    memcpy(out, f, n);
    out[n] = 0;
    return true;
}

static bool parse_line(char *line, sp_seat_entry *e)
{
    char port[8], saved[24];
    char *c = line;
    memset(e, 0, sizeof *e);
    if (!take_field(&c, e->host, sizeof e->host) || !take_field(&c, port, sizeof port) ||
        !take_field(&c, e->match, sizeof e->match) || !take_field(&c, e->name, sizeof e->name) ||
        !take_field(&c, e->token, sizeof e->token) || !take_field(&c, saved, sizeof saved) || c)
        return false;
    char *end;
    long p = strtol(port, &end, 10);
    if (*end || p < 1 || p > 65535) return false;
    e->port = (uint16_t)p;
    e->saved = strtoll(saved, &end, 10);
    if (*end || !e->host[0] || !e->name[0]) return false;
    return hex16(e->match) && hex16(e->token) && sp_net_text_ok(e->host) && sp_net_text_ok(e->name);
}

/* Every readable entry, in file order (newest first as written). */
static int read_all(const char *path, sp_seat_entry *out, int max)
{
    char err[300];
    char *text = sp_read_file(path, 64 * 1024, "a seat list", NULL, err, sizeof err);
    if (!text) return 0;
    int n = 0;
    if (!strncmp(text, header, sizeof header - 1)) {
        char *save = NULL;
        for (char *line = strtok_r(text + sizeof header - 1, "\n", &save); line && n < max;
             line = strtok_r(NULL, "\n", &save))
            if (parse_line(line, &out[n])) n++;
    }
    free(text);
    return n;
}

int sp_seat_store_list(const char *path, int64_t now, sp_seat_entry *out, int max)
{
    sp_seat_entry all[SP_SEAT_STORE_MAX];
    int n = read_all(path, all, SP_SEAT_STORE_MAX), k = 0;
    for (int i = 0; i < n && k < max; i++)
        if (now - all[i].saved <= SP_SEAT_STORE_MAX_AGE) out[k++] = all[i];
    return k;
}

bool sp_seat_store_find(const char *path, int64_t now, const char *host, uint16_t port, const char *name,
                        sp_seat_entry *out)
{
    sp_seat_entry all[SP_SEAT_STORE_MAX];
    int n = sp_seat_store_list(path, now, all, SP_SEAT_STORE_MAX);
    for (int i = 0; i < n; i++)
        if (!strcmp(all[i].host, host) && all[i].port == port && !strcmp(all[i].name, name)) {
            *out = all[i];
            return true;
        }
    return false;
}

static int write_all(const char *path, const sp_seat_entry *e, int n, char *err, size_t errlen)
{
    char buf[sizeof header + SP_SEAT_STORE_MAX * 200];
    size_t len = (size_t)snprintf(buf, sizeof buf, "%s", header);
    for (int i = 0; i < n && len < sizeof buf; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s\t%u\t%s\t%s\t%s\t%" PRId64 "\n", e[i].host,
                                (unsigned)e[i].port, e[i].match, e[i].name, e[i].token, e[i].saved);
    if (len >= sizeof buf) return snprintf(err, errlen, "%s: too many seats to keep", path), -1;
    return sp_write_file_atomic(path, buf, len, err, errlen);
}

static bool same_seat(const sp_seat_entry *e, const char *host, uint16_t port, const char *name)
{
    return !strcmp(e->host, host) && e->port == port && (!name || !strcmp(e->name, name));
}

int sp_seat_store_put(const char *path, const sp_seat_entry *e, char *err, size_t errlen)
{
    if (!sp_net_text_ok(e->host) || !sp_net_text_ok(e->name) || !hex16(e->match) || !hex16(e->token) ||
        strchr(e->host, '\t') || !e->host[0] || !e->name[0])
        return snprintf(err, errlen, "%s: not a seat that can be kept (host, name, match or token)", path), -1;
    sp_seat_entry all[SP_SEAT_STORE_MAX + 1];
    all[0] = *e; /* newest first */
    int n = 1;
    sp_seat_entry old[SP_SEAT_STORE_MAX];
    int k = sp_seat_store_list(path, e->saved, old, SP_SEAT_STORE_MAX);
    for (int i = 0; i < k && n < SP_SEAT_STORE_MAX; i++)
        if (!same_seat(&old[i], e->host, e->port, e->name)) all[n++] = old[i];
    return write_all(path, all, n, err, errlen);
}

int sp_seat_store_forget(const char *path, const char *host, uint16_t port, const char *name, char *err, size_t errlen)
{
    sp_seat_entry all[SP_SEAT_STORE_MAX], keep[SP_SEAT_STORE_MAX];
    int n = read_all(path, all, SP_SEAT_STORE_MAX), k = 0;
    for (int i = 0; i < n; i++)
        if (!same_seat(&all[i], host, port, name)) keep[k++] = all[i];
    if (k == n) return 0; /* nothing to forget: the file is left as it is */
    return write_all(path, keep, k, err, errlen);
}
