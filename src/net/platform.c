/* platform.c: sockets, addresses and random bytes on POSIX systems and on Windows. */
#ifdef _WIN32
#define _CRT_RAND_S /* rand_s in stdlib.h */
#else
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* IFF_* of net/if.h (glibc) */
#endif
#include "net/platform.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/transport.h"

#ifdef _WIN32

/* Winsock must be started before a socket is made; each start is counted and they are all
 * undone when the process ends, so starting it once more per socket costs nothing. */
static bool winsock_started(void)
{
    WSADATA data;
    return WSAStartup(MAKEWORD(2, 2), &data) == 0;
}

sp_socket sp_udp_socket(void)
{
    if (!winsock_started()) return SP_NO_SOCKET;
    sp_socket s = socket(AF_INET, SOCK_DGRAM, 0);
    u_long nonblocking = 1;
    if (s != SP_NO_SOCKET) ioctlsocket(s, FIONBIO, &nonblocking);
    return s;
}

void sp_socket_close(sp_socket s) { closesocket(s); }

const char *sp_socket_error(void)
{
    static _Thread_local char text[160];
    int code = WSAGetLastError();
    DWORD n = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, (DWORD)code, 0,
                             text, sizeof text, NULL);
    while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r' || text[n - 1] == '.')) text[--n] = '\0';
    if (n == 0) snprintf(text, sizeof text, "Winsock error %d", code);
    return text;
}

bool sp_os_random(void *out, size_t n)
{
    unsigned char *p = out;
    for (size_t i = 0; i < n; i++) {
        unsigned int v;
        if (rand_s(&v) != 0) return false;
        p[i] = (unsigned char)v;
    }
    return true;
}

/* Windows has no getifaddrs: the addresses the machine's own name resolves to are its
 * adapters' addresses. */
int sp_local_addresses(char out[][48], int max)
{
    char name[256];
    struct addrinfo hints = {.ai_family = AF_INET, .ai_socktype = SOCK_DGRAM}, *list = NULL;
    int n = 0;
    if (winsock_started() && gethostname(name, sizeof name) == 0 && getaddrinfo(name, NULL, &hints, &list) == 0) {
        for (struct addrinfo *i = list; i && n < max; i = i->ai_next) {
            const struct sockaddr_in *sa = (const struct sockaddr_in *)(const void *)i->ai_addr;
            if ((ntohl(sa->sin_addr.s_addr) >> 24) == 127) continue;
            inet_ntop(AF_INET, &sa->sin_addr, out[n], 48);
            n++;
        }
        freeaddrinfo(list);
    }
    if (n < max) snprintf(out[n++], 48, "127.0.0.1");
    return n;
}

/* Windows: no directed broadcasts (the announcement goes to 255.255.255.255 only). */
int sp_broadcast_addresses(uint32_t out[], int max)
{
    (void)out;
    (void)max;
    return 0;
}

#else /* POSIX */

#include <net/if.h>

#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <unistd.h>

sp_socket sp_udp_socket(void)
{
    sp_socket s = socket(AF_INET, SOCK_DGRAM, 0);
    if (s >= 0) fcntl(s, F_SETFL, fcntl(s, F_GETFL) | O_NONBLOCK);
    return s;
}

void sp_socket_close(sp_socket s) { close(s); }

const char *sp_socket_error(void) { return strerror(errno); }

bool sp_os_random(void *out, size_t n)
{
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd < 0) return false;
    bool ok = read(fd, out, n) == (ssize_t)n;
    close(fd);
    return ok;
}

int sp_local_addresses(char out[][48], int max)
{
    struct ifaddrs *list;
    int n = 0;
    if (getifaddrs(&list) != 0) return 0;
    for (int pass = 0; pass < 2; pass++)
        for (struct ifaddrs *i = list; i && n < max; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET) continue;
            const struct sockaddr_in *sa = (const struct sockaddr_in *)(const void *)i->ifa_addr;
            bool loop = (ntohl(sa->sin_addr.s_addr) >> 24) == 127;
            if (loop != (pass == 1)) continue;
            inet_ntop(AF_INET, &sa->sin_addr, out[n], 48);
            n++;
        }
    freeifaddrs(list);
    return n;
}

int sp_broadcast_addresses(uint32_t out[], int max)
{
    struct ifaddrs *list;
    int n = 0;
    if (getifaddrs(&list) != 0) return 0;
    for (struct ifaddrs *i = list; i && n < max; i = i->ifa_next) {
        unsigned f = i->ifa_flags;
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !i->ifa_broadaddr) continue;
        if (!(f & IFF_UP) || !(f & IFF_BROADCAST) || (f & IFF_LOOPBACK)) continue;
        uint32_t b = ((const struct sockaddr_in *)(const void *)i->ifa_broadaddr)->sin_addr.s_addr;
        bool seen = false;
        for (int k = 0; k < n; k++) seen |= out[k] == b;
        if (!seen && b) out[n++] = b;
    }
    freeifaddrs(list);
    return n;
}

#endif
