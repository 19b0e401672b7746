/* discovery.h: finding LAN hosts without typing addresses. A host in its lobby broadcasts a
 * small UDP datagram about once a second on the local network (never routed beyond it); a
 * join screen listens and lists the hosts heard in the last few seconds. The datagram is
 * JSON: {"sparrow":"lan","v":1,"port":7777,"ruleset":"hk-classic","open":2,"seats":4,
 * "name":"Ann's table"}, read as strictly as any message (size, fields, ranges). */
#ifndef SP_NET_DISCOVERY_H
#define SP_NET_DISCOVERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "net/message.h"

enum { SP_DISCOVERY_PORT = 7778, SP_DISCOVERY_MAX = 512, SP_DISCOVERY_FORGET_MS = 4000 };

typedef struct {
    char address[48];              /* where the announcement came from (the host's address) */
    uint16_t port;                 /* the game's port there */
    char ruleset[SP_ID_LEN];
    int open, seats;
    char name[SP_NET_NAME_LEN];
    int64_t heard_ms;              /* when last heard */
} sp_lan_game;

/* The announcement's datagram (NUL-terminated); its length, or -1 when it does not fit. */
int sp_discovery_encode(const sp_lan_game *g, char *out, size_t cap);
/* Reads a datagram (the address is left as it was). 0, or -1 with err naming the field. */
int sp_discovery_decode(const void *data, size_t len, sp_lan_game *out, char *err, size_t errlen);

typedef struct sp_discovery sp_discovery;

/* An announcer: sends to `to` ("255.255.255.255" for the LAN; an address for tests) on port.
 * NULL with err when no socket can be had. */
sp_discovery *sp_discovery_announcer(const char *to, uint16_t port, char *err, size_t errlen);
/* Sends the announcement when a second has passed since the last (or at once the first time). */
void sp_discovery_announce(sp_discovery *d, const sp_lan_game *g, int64_t now_ms);

/* A listener on port (0: any; sp_discovery_port tells which). */
sp_discovery *sp_discovery_listener(uint16_t port, char *err, size_t errlen);
uint16_t sp_discovery_port(const sp_discovery *d);
/* Reads what arrived (never blocks) and fills out with the hosts heard in the last
 * SP_DISCOVERY_FORGET_MS, newest information per address and port; returns how many. */
int sp_discovery_poll(sp_discovery *d, int64_t now_ms, sp_lan_game *out, int max);

void sp_discovery_close(sp_discovery *d);

#endif
