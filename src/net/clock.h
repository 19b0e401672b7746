/* clock.h: the monotonic milliseconds the host's timers and the polling loops run on. */
#ifndef SP_NET_CLOCK_H
#define SP_NET_CLOCK_H

#include <stdint.h>

/* Milliseconds of a monotonic clock (unrelated to the time of day). */
int64_t sp_net_clock_ms(void);
/* Sleeps about ms milliseconds (a headless loop's pause between polls). */
void sp_net_sleep_ms(int ms);

#endif
