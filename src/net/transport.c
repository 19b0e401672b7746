/* transport.c: ENet host and client with size and rate guards. */
#include "net/transport.h"

#include <enet/enet.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a peer sent in the current one-second window. */
typedef struct {
    uint32_t window_start;
    int packets;
    size_t bytes;
    bool offended;           /* reported once; later packets are dropped unread */
} peer_rate;

struct sp_transport {
    ENetHost *host;
    ENetPeer *server;        /* client: the connection to the host */
    sp_tr_limits limits;
    peer_rate *rates;
    ENetPacket *held;        /* the packet of the last SP_TR_RECEIVE, freed at the next poll */
};

static bool enet_ready(char *err, size_t errlen)
{
    /* enet_initialize keeps no state on POSIX systems beyond its first call, so calling it
     * for every transport is harmless (and two games may live in one process) */
    if (enet_initialize() != 0) {
        snprintf(err, errlen, "network: ENet could not be initialised");
        return false;
    }
    return true;
}

static sp_transport *make(ENetHost *host, const sp_tr_limits *limits)
{
    sp_transport *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->rates = calloc(host->peerCount, sizeof *t->rates);
    if (!t->rates) {
        free(t);
        return NULL;
    }
    t->host = host;
    t->limits = *limits;
    /* ENet's own cap applies to packets sent and received and silently drops what exceeds
     * it: keep it above every message (a ruleset file) and above our receive cap, so that an
     * oversized packet reaches us and its sender is named and dropped */
    host->maximumPacketSize = (size_t)1 << 20;
    host->maximumWaitingData = (size_t)4 << 20;
    return t;
}

sp_transport *sp_transport_listen(uint16_t port, int max_peers, const sp_tr_limits *limits, char *err, size_t errlen)
{
    if (!enet_ready(err, errlen)) return NULL;
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = port};
    ENetHost *h = enet_host_create(&addr, (size_t)max_peers, 1, 0, 0);
    if (!h) {
        snprintf(err, errlen, "network: cannot listen on UDP port %u (in use, or not allowed)", port);
        return NULL;
    }
    sp_transport *t = make(h, limits);
    if (!t) {
        enet_host_destroy(h);
        snprintf(err, errlen, "network: out of memory");
    }
    return t;
}

sp_transport *sp_transport_connect(const char *hostname, uint16_t port, const sp_tr_limits *limits, char *err, size_t errlen)
{
    if (!enet_ready(err, errlen)) return NULL;
    ENetAddress addr = {.port = port};
    if (enet_address_set_host(&addr, hostname) != 0) {
        snprintf(err, errlen, "network: unknown host '%.80s'", hostname);
        return NULL;
    }
    ENetHost *h = enet_host_create(NULL, 1, 1, 0, 0);
    if (!h) {
        snprintf(err, errlen, "network: cannot open a UDP socket");
        return NULL;
    }
    sp_transport *t = make(h, limits);
    if (!t) {
        enet_host_destroy(h);
        snprintf(err, errlen, "network: out of memory");
        return NULL;
    }
    t->server = enet_host_connect(h, &addr, 1, 0);
    if (!t->server) {
        sp_transport_close(t, 0);
        snprintf(err, errlen, "network: cannot start a connection to %.80s:%u", hostname, port);
        return NULL;
    }
    enet_peer_timeout(t->server, 32, limits->timeout_ms / 2, limits->timeout_ms);
    return t;
}

void sp_transport_close(sp_transport *t, uint32_t linger_ms)
{
    if (!t) return;
    if (t->held) enet_packet_destroy(t->held);
    /* say goodbye to everyone still connected; with a linger, after what is queued for them
     * (a host's last message), waiting at most that long for the goodbyes to be acknowledged */
    int open = 0;
    for (size_t i = 0; i < t->host->peerCount; i++) {
        ENetPeer *p = &t->host->peers[i];
        if (p->state != ENET_PEER_STATE_CONNECTED) continue;
        if (linger_ms) enet_peer_disconnect_later(p, 0);
        else enet_peer_disconnect(p, 0);
        open++;
    }
    uint32_t start = enet_time_get();
    ENetEvent e;
    while (linger_ms && open > 0 && enet_time_get() - start < linger_ms) {
        int r = enet_host_service(t->host, &e, 10);
        if (r < 0) break;
        if (r > 0 && e.type == ENET_EVENT_TYPE_DISCONNECT) open--;
        if (r > 0 && e.type == ENET_EVENT_TYPE_RECEIVE) enet_packet_destroy(e.packet);
    }
    enet_host_flush(t->host);
    enet_host_destroy(t->host);
    free(t->rates);
    free(t);
}

uint16_t sp_transport_port(const sp_transport *t)
{
    ENetAddress a;
    if (enet_socket_get_address(t->host->socket, &a) != 0) return 0;
    return a.port;
}

static int peer_index(const sp_transport *t, const ENetPeer *p) { return (int)(p - t->host->peers); }

/* Counts a packet against the sender's rate; the reason when a limit is broken, else NULL. */
static const char *check_limits(sp_transport *t, int i, size_t len)
{
    peer_rate *r = &t->rates[i];
    uint32_t now = enet_time_get();
    if (now - r->window_start >= 1000) {
        r->window_start = now;
        r->packets = 0;
        r->bytes = 0;
    }
    r->packets++;
    r->bytes += len;
    if (len > t->limits.max_packet) return "oversized packet";
    if (r->packets > t->limits.max_packets_per_s) return "flood: too many packets per second";
    if (r->bytes > t->limits.max_bytes_per_s) return "flood: too many bytes per second";
    return NULL;
}

int sp_transport_poll(sp_transport *t, sp_tr_event *ev, uint32_t wait_ms)
{
    memset(ev, 0, sizeof *ev);
    if (t->held) {
        enet_packet_destroy(t->held);
        t->held = NULL;
    }
    ENetEvent e;
    for (;;) {
        int r = enet_host_service(t->host, &e, wait_ms);
        if (r <= 0) return ev->type = SP_TR_NONE;
        int i = peer_index(t, e.peer);
        ev->peer = i;
        switch (e.type) {
        case ENET_EVENT_TYPE_CONNECT:
            memset(&t->rates[i], 0, sizeof t->rates[i]);
            t->rates[i].window_start = enet_time_get();
            enet_peer_timeout(e.peer, 32, t->limits.timeout_ms / 2, t->limits.timeout_ms);
            return ev->type = SP_TR_CONNECT;
        case ENET_EVENT_TYPE_DISCONNECT: return ev->type = SP_TR_DISCONNECT;
        case ENET_EVENT_TYPE_RECEIVE: {
            if (t->rates[i].offended) {
                enet_packet_destroy(e.packet);
                continue;
            }
            const char *why = check_limits(t, i, e.packet->dataLength);
            if (why) {
                enet_packet_destroy(e.packet);
                t->rates[i].offended = true;
                ev->why = why;
                return ev->type = SP_TR_OFFENCE;
            }
            t->held = e.packet;
            ev->data = e.packet->data;
            ev->len = e.packet->dataLength;
            return ev->type = SP_TR_RECEIVE;
        }
        default: continue;
        }
    }
}

static ENetPeer *peer_at(sp_transport *t, int peer)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) return NULL;
    ENetPeer *p = &t->host->peers[peer];
    return p->state == ENET_PEER_STATE_CONNECTED ? p : NULL;
}

int sp_transport_send(sp_transport *t, int peer, const void *data, size_t len)
{
    ENetPeer *p = peer_at(t, peer);
    if (!p) return -1;
    ENetPacket *pk = enet_packet_create(data, len, ENET_PACKET_FLAG_RELIABLE);
    if (!pk) return -1;
    if (enet_peer_send(p, 0, pk) != 0) {
        enet_packet_destroy(pk);
        return -1;
    }
    return 0;
}

void sp_transport_flush(sp_transport *t) { enet_host_flush(t->host); }

void sp_transport_wait(sp_transport *t, uint32_t ms)
{
    enet_uint32 cond = ENET_SOCKET_WAIT_RECEIVE;
    enet_socket_wait(t->host->socket, &cond, ms);
}

void sp_transport_drop(sp_transport *t, int peer)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) return;
    ENetPeer *p = &t->host->peers[peer];
    /* nothing more is read from it; it is disconnected once what is queued for it (the
     * reason) has been delivered, or when it stops answering */
    t->rates[peer].offended = true;
    if (p->state == ENET_PEER_STATE_CONNECTED) enet_peer_disconnect_later(p, 0);
    else enet_peer_reset(p);
}

void sp_transport_drop_now(sp_transport *t, int peer)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) return;
    t->rates[peer].offended = true;
    enet_peer_disconnect_now(&t->host->peers[peer], 0);
}

uint32_t sp_transport_peer_host(const sp_transport *t, int peer)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) return 0;
    return t->host->peers[peer].address.host;
}

void sp_transport_peer_name(const sp_transport *t, int peer, char *out, size_t n)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) {
        snprintf(out, n, "?");
        return;
    }
    const ENetAddress *a = &t->host->peers[peer].address;
    char ip[64];
    if (enet_address_get_host_ip(a, ip, sizeof ip) != 0) snprintf(ip, sizeof ip, "?");
    snprintf(out, n, "%s:%u", ip, a->port);
}

uint32_t sp_transport_rtt(const sp_transport *t, int peer)
{
    if (peer < 0 || (size_t)peer >= t->host->peerCount) return 0;
    return t->host->peers[peer].roundTripTime;
}
