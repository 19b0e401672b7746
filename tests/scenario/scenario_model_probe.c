/* scenario_model_probe.c: a model's own table state by name (scenario_model_probe.h). */
#include "scenario_model_probe.h"

#include <stdio.h>
#include <string.h>

#include "core/game_mingjiang.h"
#include "core/notation.h"

/* The seats of a bit set, "S N" ("-": none). */
static void seats_of(unsigned bits, int players, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int p = 0; p < players && at < n; p++)
        if (bits >> p & 1) at += (size_t)snprintf(out + at, n - at, "%s%c", at ? " " : "", sp_seat_letter(p));
    if (!at) snprintf(out, n, "-");
}

int sc_model_probe(const sp_game *g, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    if (strncmp(name, "mingjiang.", 10)) return 0;
    if (strcmp(g->rules->model, "mingjiang")) {
        snprintf(err, errlen, "%s: the game is not a mingjiang one", name);
        return -1;
    }
    const sp_mingjiang_state *m = sp_mingjiang_state_of(g);
    const char *f = name + 10;
    /* frozen: chicken winners; dead: 食替 violators; passed: in 過水 until their next draw */
    if (!strcmp(f, "frozen")) seats_of(m->frozen, g->players, out, n);
    else if (!strcmp(f, "dead")) seats_of(m->dead, g->players, out, n);
    else if (!strcmp(f, "passed")) seats_of(m->passed, g->players, out, n);
    else {
        snprintf(err, errlen, "no value named '%s' (mingjiang.frozen, .dead, .passed)", name);
        return -1;
    }
    return 1;
}
