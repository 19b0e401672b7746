/* platform.h: the one place where LAN play differs between POSIX systems and Windows
 * (Winsock): the UDP socket of LAN discovery, the machine's addresses and random bytes.
 * ENet hides the rest (it starts Winsock for its own sockets; discovery's start it here). */
#ifndef SP_NET_PLATFORM_H
#define SP_NET_PLATFORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
typedef SOCKET sp_socket;
#define SP_NO_SOCKET INVALID_SOCKET
#else
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
typedef int sp_socket;
#define SP_NO_SOCKET (-1)
#endif

/* A non-blocking UDP socket, or SP_NO_SOCKET (then sp_socket_error says why). */
sp_socket sp_udp_socket(void);
void sp_socket_close(sp_socket s);
/* The text of the last failed socket call's error (valid until the next call here). */
const char *sp_socket_error(void);
/* The directed broadcast addresses (network byte order) of the interfaces that are up and
 * can broadcast (loopback left out), one per subnet; how many (0 on Windows). */
int sp_broadcast_addresses(uint32_t out[], int max);
/* Fills n bytes from the system's random source; false when it cannot. */
bool sp_os_random(void *out, size_t n);

#endif
