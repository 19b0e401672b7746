/* transport.h: packets between a host and its clients over ENet (UDP): one reliable, ordered
 * channel, connection management, time-outs, and two guards a host needs against hostile
 * peers - a hard cap on packet size and a per-peer rate limit. Knows nothing of messages
 * (message.h); everything is non-blocking and polled. */
#ifndef SP_NET_TRANSPORT_H
#define SP_NET_TRANSPORT_H

#include <stddef.h>
#include <stdint.h>

typedef struct sp_transport sp_transport;

typedef enum {
    SP_TR_NONE,
    SP_TR_CONNECT,     /* a peer connected (host) / the connection is up (client) */
    SP_TR_RECEIVE,     /* a packet: data, len (valid until the next poll) */
    SP_TR_DISCONNECT,  /* a peer left or timed out */
    SP_TR_OFFENCE      /* a peer broke a transport limit (why says which); the caller drops it */
} sp_tr_event_type;

typedef struct {
    int type;          /* sp_tr_event_type */
    int peer;          /* 0 .. max_peers - 1 (a client's only peer, the host, is 0) */
    const uint8_t *data;
    size_t len;
    const char *why;   /* SP_TR_OFFENCE */
} sp_tr_event;

typedef struct {
    size_t max_packet;         /* larger packets are an offence */
    int max_packets_per_s;     /* more packets than this in one second are a flood */
    size_t max_bytes_per_s;
    uint32_t timeout_ms;       /* a peer that acknowledges nothing this long is gone */
} sp_tr_limits;

/* A host listening on port (0: any free port; sp_transport_port tells which) on every
 * IPv4 address. NULL with err when it cannot. */
sp_transport *sp_transport_listen(uint16_t port, int max_peers, const sp_tr_limits *limits, char *err, size_t errlen);
/* A client connecting to host:port (a name or a dotted address); the connection is up when
 * poll reports SP_TR_CONNECT. */
sp_transport *sp_transport_connect(const char *host, uint16_t port, const sp_tr_limits *limits, char *err, size_t errlen);
/* Disconnects everyone and frees the transport. With linger_ms, what is queued is delivered
 * first (waiting at most that long); without, the goodbye leaves at once. */
void sp_transport_close(sp_transport *t, uint32_t linger_ms);

uint16_t sp_transport_port(const sp_transport *t);
/* The next event, waiting at most wait_ms (0: never blocks). Returns ev->type. */
int sp_transport_poll(sp_transport *t, sp_tr_event *ev, uint32_t wait_ms);
/* Queues a reliable packet; returns 0, or -1 (no such peer, out of memory). */
int sp_transport_send(sp_transport *t, int peer, const void *data, size_t len);
/* Waits at most ms for a packet to arrive (without reading it): a headless loop's pause. */
void sp_transport_wait(sp_transport *t, uint32_t ms);
/* Sends what is queued now (poll sends it too). */
void sp_transport_flush(sp_transport *t);
/* Closes a connection at once, after sending what is queued (a reject's reason). */
void sp_transport_drop(sp_transport *t, int peer);
/* Closes a connection at once, with nothing delivered: its slot is free on return. */
void sp_transport_drop_now(sp_transport *t, int peer);
/* The peer's IPv4 address (network byte order), to count connections per machine. */
uint32_t sp_transport_peer_host(const sp_transport *t, int peer);
/* The peer's address as "a.b.c.d:port" (for logs). */
void sp_transport_peer_name(const sp_transport *t, int peer, char *out, size_t n);
/* Round-trip time ENet measured to the peer, in ms. */
uint32_t sp_transport_rtt(const sp_transport *t, int peer);

/* The machine's IPv4 addresses others on the LAN may type (loopback last); returns how many.
 * (In platform.c: it differs between POSIX systems and Windows.) */
int sp_local_addresses(char out[][48], int max);

#endif
