/* parallel.c: running slices of work on threads. */
#include "cli/parallel.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

void cli_run_slices(void *jobs, size_t stride, int n, long total, void *(*run)(void *))
{
    long first = 0;
    for (int t = 0; t < n; t++) {
        cli_slice *s = (cli_slice *)((char *)jobs + (size_t)t * stride);
        s->first = first;
        s->count = total / n + (t < total % n);
        first += s->count;
    }
    if (n == 1) {
        run(jobs);
        return;
    }
    size_t count = (size_t)(n > 1 ? n : 1);
    pthread_t *tids = calloc(count, sizeof *tids);
    bool *started = calloc(count, sizeof *started);
    for (int t = 0; t < n; t++) {
        cli_slice *s = (cli_slice *)((char *)jobs + (size_t)t * stride);
        if (tids && started && !pthread_create(&tids[t], NULL, run, s)) started[t] = true;
        else {
            s->rc = -1;
            snprintf(s->err, sizeof s->err, "could not start thread %d", t);
        }
    }
    for (int t = 0; t < n; t++)
        if (started && started[t]) pthread_join(tids[t], NULL);
    free(tids);
    free(started);
}
