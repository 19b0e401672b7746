/* parallel.h: splitting a count of independent items (matches, deals) over threads. */
#ifndef SP_PARALLEL_H
#define SP_PARALLEL_H

#include <stddef.h>

/* One thread's share: items [first, first + count); rc and err report its failure. Every job
 * structure given to cli_run_slices begins with one. */
typedef struct {
    long first, count;
    int rc;
    char err[256];
} cli_slice;

/* Splits `total` items over the n jobs (laid out `stride` bytes apart from `jobs`), then runs
 * run(job) for each: on the calling thread when n is 1, else one thread each (a thread that
 * cannot start says so in its slice). Returns when all have finished. */
void cli_run_slices(void *jobs, size_t stride, int n, long total, void *(*run)(void *));

#endif
