/* clock.c: monotonic milliseconds. */
#define _POSIX_C_SOURCE 200809L
#include "net/clock.h"

#include <time.h>

int64_t sp_net_clock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void sp_net_sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}
