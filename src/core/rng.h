/* rng.h: a small deterministic random generator (xoshiro256**), state passed explicitly. */
#ifndef SP_RNG_H
#define SP_RNG_H

#include <stdint.h>

typedef struct { uint64_t s[4]; } sp_rng;

/* Seeds the generator from one 64-bit value (splitmix64 expansion). */
void sp_rng_seed(sp_rng *r, uint64_t seed);
uint64_t sp_rng_next(sp_rng *r);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t sp_rng_below(sp_rng *r, uint32_t n);

#endif
