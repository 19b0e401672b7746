/* discovery.c: LAN announcements over UDP broadcast (the limited broadcast and each
 * interface's directed broadcast). */
#define _POSIX_C_SOURCE 200809L
#include "net/discovery.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/platform.h"

enum { MAX_HEARD = 32 };

struct sp_discovery {
    sp_socket fd;
    struct sockaddr_in to;          /* announcer */
    int64_t last_sent;
    bool sent_once;
    sp_lan_game heard[MAX_HEARD];   /* listener */
    int nheard;
};

int sp_discovery_encode(const sp_lan_game *g, char *out, size_t cap)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "sparrow", "lan");
    cJSON_AddNumberToObject(o, "v", SP_NET_PROTOCOL);
    cJSON_AddNumberToObject(o, "port", g->port);
    cJSON_AddStringToObject(o, "ruleset", g->ruleset);
    cJSON_AddNumberToObject(o, "open", g->open);
    cJSON_AddNumberToObject(o, "seats", g->seats);
    cJSON_AddStringToObject(o, "name", g->name);
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (!text) return -1;
    size_t n = strlen(text);
    int r = n < cap ? (int)n : -1;
    if (r >= 0) memcpy(out, text, n + 1);
    free(text);
    return r;
}

static bool whole_in(const cJSON *v, double min, double max)
{
    return cJSON_IsNumber(v) && v->valuedouble >= min && v->valuedouble <= max &&
           v->valuedouble == (double)(long long)v->valuedouble;
}

/* A string field of at most cap - 1 bytes without control characters. */
static bool text_field(const cJSON *o, const char *name, char *out, size_t cap)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= cap) return false;
    for (const char *p = v->valuestring; *p; p++)
        if ((unsigned char)*p < 0x20) return false;
    memcpy(out, v->valuestring, strlen(v->valuestring) + 1);
    return true;
}

int sp_discovery_decode(const void *data, size_t len, sp_lan_game *out, char *err, size_t errlen)
{
    if (len > SP_DISCOVERY_MAX) {
        snprintf(err, errlen, "announcement: %zu bytes, more than %d", len, SP_DISCOVERY_MAX);
        return -1;
    }
    cJSON *o = cJSON_ParseWithLength(data, len);
    const char *bad = NULL;
    if (!cJSON_IsObject(o)) bad = "announcement: not a JSON object";
    else {
        const cJSON *tag = cJSON_GetObjectItemCaseSensitive(o, "sparrow");
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "v");
        const cJSON *port = cJSON_GetObjectItemCaseSensitive(o, "port");
        const cJSON *open = cJSON_GetObjectItemCaseSensitive(o, "open");
        const cJSON *seats = cJSON_GetObjectItemCaseSensitive(o, "seats");
        if (!cJSON_IsString(tag) || strcmp(tag->valuestring, "lan")) bad = "announcement.sparrow: not a Sparrow host";
        else if (!whole_in(v, 0, 1e9)) bad = "announcement.v: not a version";
        else if (!whole_in(port, 1, 65535)) bad = "announcement.port: not a port 1..65535";
        else if (!whole_in(seats, 1, SP_SEATS)) bad = "announcement.seats: not 1..4";
        else if (!whole_in(open, 0, seats->valuedouble)) bad = "announcement.open: not 0..seats";
        else if (!text_field(o, "ruleset", out->ruleset, sizeof out->ruleset)) bad = "announcement.ruleset: not an id";
        else if (!text_field(o, "name", out->name, sizeof out->name)) bad = "announcement.name: not a name";
        else if (v->valuedouble != SP_NET_PROTOCOL) bad = "announcement.v: another protocol version";
        else {
            out->port = (uint16_t)port->valuedouble;
            out->open = (int)open->valuedouble;
            out->seats = (int)seats->valuedouble;
        }
    }
    cJSON_Delete(o);
    if (bad) snprintf(err, errlen, "%s", bad);
    return bad ? -1 : 0;
}

static sp_discovery *open_socket(char *err, size_t errlen)
{
    sp_discovery *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    d->fd = sp_udp_socket();
    if (d->fd == SP_NO_SOCKET) {
        snprintf(err, errlen, "discovery: no UDP socket: %s", sp_socket_error());
        free(d);
        return NULL;
    }
    return d;
}

sp_discovery *sp_discovery_announcer(const char *to, uint16_t port, char *err, size_t errlen)
{
    sp_discovery *d = open_socket(err, errlen);
    if (!d) return NULL;
    int yes = 1; /* passed as const void *: Winsock's setsockopt takes const char * */
    setsockopt(d->fd, SOL_SOCKET, SO_BROADCAST, (const void *)&yes, sizeof yes);
    d->to.sin_family = AF_INET;
    d->to.sin_port = htons(port);
    if (inet_pton(AF_INET, to, &d->to.sin_addr) != 1) {
        snprintf(err, errlen, "discovery: '%.60s' is not an IPv4 address", to);
        sp_discovery_close(d);
        return NULL;
    }
    return d;
}

void sp_discovery_announce(sp_discovery *d, const sp_lan_game *g, int64_t now_ms)
{
    if (d->sent_once && now_ms - d->last_sent < 1000) return;
    char buf[SP_DISCOVERY_MAX + 1];
    int n = sp_discovery_encode(g, buf, sizeof buf);
    if (n < 0) return;
    /* a lost or refused datagram is simply sent again a second later */
    (void)sendto(d->fd, buf, (size_t)n, 0, (const struct sockaddr *)&d->to, sizeof d->to);
    if (d->to.sin_addr.s_addr == htonl(INADDR_BROADCAST)) {
        /* 255.255.255.255 leaves by the default route only (none on a LAN without a gateway,
         * and one interface of several): each subnet's own broadcast address too, which the
         * kernel sends from that interface with its address as the source - the address a
         * listener there will connect to */
        uint32_t nets[16];
        int k = sp_broadcast_addresses(nets, 16);
        for (int i = 0; i < k; i++) {
            struct sockaddr_in to = d->to;
            to.sin_addr.s_addr = nets[i];
            (void)sendto(d->fd, buf, (size_t)n, 0, (const struct sockaddr *)&to, sizeof to);
        }
    }
    d->sent_once = true;
    d->last_sent = now_ms;
}

sp_discovery *sp_discovery_listener(uint16_t port, char *err, size_t errlen)
{
    sp_discovery *d = open_socket(err, errlen);
    if (!d) return NULL;
    int yes = 1;
    setsockopt(d->fd, SOL_SOCKET, SO_REUSEADDR, (const void *)&yes, sizeof yes);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(INADDR_ANY)};
    if (bind(d->fd, (const struct sockaddr *)&a, sizeof a) != 0) {
        snprintf(err, errlen, "discovery: cannot listen on UDP port %u: %s", port, sp_socket_error());
        sp_discovery_close(d);
        return NULL;
    }
    return d;
}

uint16_t sp_discovery_port(const sp_discovery *d)
{
    struct sockaddr_in a;
    socklen_t len = sizeof a;
    if (getsockname(d->fd, (struct sockaddr *)&a, &len) != 0) return 0;
    return ntohs(a.sin_port);
}

static void remember(sp_discovery *d, const sp_lan_game *g)
{
    int i;
    for (i = 0; i < d->nheard; i++)
        if (!strcmp(d->heard[i].address, g->address) && d->heard[i].port == g->port) break;
    if (i == d->nheard) {
        if (d->nheard == MAX_HEARD) return; /* a flood of fake hosts fills the list, no more */
        d->nheard++;
    }
    d->heard[i] = *g;
}

int sp_discovery_poll(sp_discovery *d, int64_t now_ms, sp_lan_game *out, int max)
{
    char buf[SP_DISCOVERY_MAX + 1];
    for (int budget = 0; budget < 256; budget++) {
        struct sockaddr_in from;
        socklen_t fl = sizeof from;
        ssize_t n = recvfrom(d->fd, buf, sizeof buf, 0, (struct sockaddr *)&from, &fl);
        if (n < 0) break;
        sp_lan_game g;
        memset(&g, 0, sizeof g);
        char err[128];
        if (sp_discovery_decode(buf, (size_t)n, &g, err, sizeof err)) continue; /* not ours, or broken */
        inet_ntop(AF_INET, &from.sin_addr, g.address, sizeof g.address);
        g.heard_ms = now_ms;
        remember(d, &g);
    }
    int k = 0;
    for (int i = 0; i < d->nheard; i++)
        if (now_ms - d->heard[i].heard_ms <= SP_DISCOVERY_FORGET_MS) d->heard[k++] = d->heard[i];
    d->nheard = k;
    int n = k < max ? k : max;
    memcpy(out, d->heard, (size_t)n * sizeof *out);
    return n;
}

void sp_discovery_close(sp_discovery *d)
{
    if (!d) return;
    sp_socket_close(d->fd);
    free(d);
}
