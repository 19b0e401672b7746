/* scenario_model_probe.c: a model's own table state by name (scenario_model_probe.h). */
#include "scenario_model_probe.h"

#include <stdio.h>
#include <string.h>

#include "core/game_guizhou.h"
#include "core/game_mingjiang.h"
#include "core/model.h"
#include "core/notation.h"
#include "core/rules_guizhou.h"

/* The seats of a bit set, "S N" ("-": none). */
static void seats_of(unsigned bits, int players, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int p = 0; p < players && at < n; p++)
        if (bits >> p & 1) at += (size_t)snprintf(out + at, n - at, "%s%c", at ? " " : "", sp_seat_letter(p));
    if (!at) snprintf(out, n, "-");
}

static int mingjiang_probe(const sp_game *g, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    const sp_mingjiang_state *m = sp_mingjiang_state_of(g);
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

static int guizhou_probe(const sp_game *g, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    static const char *const beans[SP_GZ_BEANS] = {"none", "papodou", "diandou", "mendou", "hanbaodou"};
    unsigned bits = 0;
    if (!strcmp(f, "baoting") || !strcmp(f, "passed_win")) {
        for (int p = 0; p < g->players; p++)
            if (f[0] == 'b' ? sp_guizhou_baoting(g, p) : sp_guizhou_passed_win(g, p)) bits |= 1u << p;
        seats_of(bits, g->players, out, n);
        return 1;
    }
    if (!strncmp(f, "missing_suit.", 13) && f[13] && !f[14] && sp_parse_seat(f + 13) >= 0 && sp_parse_seat(f + 13) < g->players) {
        int suit = sp_guizhou_missing_suit(g, sp_parse_seat(f + 13));
        snprintf(out, n, "%s", suit < 0 ? "-" : suit == 0 ? "m" : suit == 1 ? "p" : "s");
        return 1;
    }
    /* bean.S.I: the bean kind of seat S's meld I */
    int seat = strncmp(f, "bean.", 5) || !f[5] || f[6] != '.' ? -1 : sp_parse_seat((char[]){f[5], 0});
    int meld = seat >= 0 ? f[7] - '0' : -1;
    if (seat < 0 || seat >= g->players || meld < 0 || meld >= g->seat[seat].nmelds || f[8]) {
        snprintf(err, errlen, "no value named '%s' (guizhou.baoting, .passed_win, .missing_suit.S, .bean.S.I of a meld I)", name);
        return -1;
    }
    int b = sp_guizhou_bean(g, seat, meld);
    snprintf(out, n, "%s", b >= 0 && b < SP_GZ_BEANS ? beans[b] : "?");
    return 1;
}

/* A model's probe: writes the value of field f (name: the whole name, for messages). */
typedef int (*model_probe)(const sp_game *g, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen);

/* The models with state of their own to probe, by descriptor id. */
static const model_probe probes[SP_MODEL_COUNT] = {
    [SP_MODEL_MINGJIANG] = mingjiang_probe,
    [SP_MODEL_GUIZHOU] = guizhou_probe,
};

int sc_model_probe(const sp_game *g, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    const char *dot = strchr(name, '.');
    char prefix[32];
    if (!dot || (size_t)(dot - name) >= sizeof prefix) return 0;
    snprintf(prefix, sizeof prefix, "%.*s", (int)(dot - name), name);
    const sp_model *m = sp_model_find(prefix); /* the prefix is a model's name */
    if (!m || !probes[m->id]) return 0;
    const sp_model *game_model = sp_model_of(g->rules);
    if (!game_model || game_model->id != m->id) {
        snprintf(err, errlen, "%s: the game is not a %s one", name, m->name);
        return -1;
    }
    return probes[m->id](g, dot + 1, name, out, n, err, errlen);
}

int sc_model_event_code(const char *name)
{
    if (!strcmp(name, "guizhou.turned")) return SP_GZ_EV_TURNED;
    if (!strcmp(name, "guizhou.chicken")) return SP_GZ_EV_CHICKEN;
    return -1;
}
