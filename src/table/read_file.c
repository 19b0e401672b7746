/* read_file.c: reading a whole data file, never blocking on what is not a regular file. */
#define _POSIX_C_SOURCE 200809L
#include "table/read_file.h"

#include "table/error_key.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef _WIN32
#include <io.h>
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0 /* Windows: opening a file never waits for a writer */
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#ifndef O_BINARY
#define O_BINARY 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

const char *sp_file_status_key(sp_file_status s)
{
    static const char *const keys[] = {"err.file.ok", "err.file.cannot_open", "err.file.not_regular", "err.file.too_big",
                                       "err.file.unreadable", "err.file.no_memory"};
    return (unsigned)s < sizeof keys / sizeof keys[0] ? keys[s] : "err.file.unreadable";
}

static char *fail(sp_file_status *status, sp_file_status s, int fd, char *buf)
{
    if (status) *status = s;
    if (fd >= 0) close(fd);
    free(buf);
    return NULL;
}

static void size_text(size_t bytes, char *out, size_t n)
{
    if (bytes >= (size_t)1 << 20) snprintf(out, n, "%zu MB", bytes >> 20);
    else snprintf(out, n, "%zu KB", bytes >> 10);
}

char *sp_read_file_status(const char *path, size_t max_bytes, const char *what, size_t *len, sp_file_status *status,
                          char *err, size_t errlen)
{
    /* O_NONBLOCK: opening a FIFO without a writer, or a device, returns at once */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_BINARY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "%s: " SP_ERRTEXT_CANNOT_OPEN, path);
        return fail(status, SP_FILE_CANNOT_OPEN, -1, NULL);
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s: " SP_ERRTEXT_NOT_REGULAR ", not %s", path, what);
        return fail(status, SP_FILE_NOT_REGULAR, fd, NULL);
    }
    char limit[32];
    size_text(max_bytes, limit, sizeof limit);
    if (st.st_size < 0 || (unsigned long long)st.st_size > max_bytes) {
        snprintf(err, errlen, "%s: " SP_ERRTEXT_TOO_BIG " %s, not %s", path, limit, what);
        return fail(status, SP_FILE_TOO_BIG, fd, NULL);
    }
    /* a regular file's read never waits; what it holds beyond the size fstat gave (it grew
     * meanwhile) is not read */
    size_t size = (size_t)st.st_size, n = 0;
    char *buf = malloc(size + 1);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return fail(status, SP_FILE_NO_MEMORY, fd, NULL);
    }
    while (n < size) {
        size_t want = size - n > (1u << 30) ? 1u << 30 : size - n;
        ssize_t got = read(fd, buf + n, (unsigned)want);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            snprintf(err, errlen, "%s: could not be read: %s", path, strerror(errno));
            return fail(status, SP_FILE_UNREADABLE, fd, buf);
        }
        if (got == 0) break; /* it shrank meanwhile */
        n += (size_t)got;
    }
    close(fd);
    buf[n] = 0;
    if (len) *len = n;
    if (status) *status = SP_FILE_OK;
    return buf;
}

char *sp_read_file(const char *path, size_t max_bytes, const char *what, size_t *len, char *err, size_t errlen)
{
    return sp_read_file_status(path, max_bytes, what, len, NULL, err, errlen);
}
