/* seat_store.h: the seats a player holds at LAN matches, kept in the player's folder so that a
 * window or `sparrow-cli join` started again after a crash goes back to its seat without the
 * player typing a token.
 *
 * One text file (SP_SEAT_STORE_FILE in the player's folder): a header line, then one line per
 * seat, tab-separated: host, port, match, name, token, the time it was saved (Unix seconds).
 * An entry is keyed by host address and match (and the name played under); it is written,
 * atomically, when a client is seated, and removed when that match ends or the host refuses its
 * token. Entries older than SP_SEAT_STORE_MAX_AGE are ignored and dropped on the next write.
 * Unreadable lines are skipped: the store only ever saves a player typing. */
#ifndef SP_NET_SEAT_STORE_H
#define SP_NET_SEAT_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/message.h"

#define SP_SEAT_STORE_FILE "lan-seats.txt"
enum { SP_SEAT_STORE_MAX = 16, SP_SEAT_STORE_MAX_AGE = 24 * 3600, SP_SEAT_HOST_LEN = 64 };

typedef struct {
    char host[SP_SEAT_HOST_LEN];
    uint16_t port;
    char match[SP_NET_TOKEN_LEN];
    char name[SP_NET_NAME_LEN];
    char token[SP_NET_TOKEN_LEN];
    int64_t saved;                 /* Unix seconds */
} sp_seat_entry;

/* The entries of the file (newest first), at most max; 0 when there is no file. now: Unix
 * seconds (older entries are left out). */
int sp_seat_store_list(const char *path, int64_t now, sp_seat_entry *out, int max);
/* The newest entry for this host and name; false when none. */
bool sp_seat_store_find(const char *path, int64_t now, const char *host, uint16_t port, const char *name,
                        sp_seat_entry *out);
/* Saves e (replacing any entry of the same host, port and name). 0, or -1 with err. */
int sp_seat_store_put(const char *path, const sp_seat_entry *e, char *err, size_t errlen);
/* Removes the entries of this host, port and name (name NULL: any). 0, or -1 with err. */
int sp_seat_store_forget(const char *path, const char *host, uint16_t port, const char *name, char *err, size_t errlen);

#endif
