/* screen_calc_answer.c: the calculator's answer panel - valid or why not, each pattern with
 * its value and what it includes and excludes, the total and its limit, the payments per seat
 * with their named parts and the model's own fields and notes; for a hand one tile short its
 * shanten and each wait with the copies left and what it would be worth. Everything drawn
 * here is read from the shared path's answer (score_request_answer), never computed again. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/screen_calc.h"

typedef struct {
    ui_app *app;
    float x, y, w, bottom;
} pen;

static bool room(const pen *p, float h) { return p->y + h <= p->bottom; }

static void line(pen *p, float size, SDL_Color c, bool bold, const char *text)
{
    if (!room(p, ui_line_h(p->app, size))) return;
    ui_text_fit(p->app, p->x, p->y, size, p->w, c, UI_ALIGN_LEFT, bold, text);
    p->y += ui_line_h(p->app, size) + 2;
}

static void wrapped(pen *p, float size, SDL_Color c, const char *text, int lines)
{
    if (!room(p, ui_line_h(p->app, size))) return;
    p->y += ui_text_wrap(p->app, p->x, p->y, size, p->w, c, false, text, lines) + 4;
}

/* The names of a pattern's links ("includes: A, B"), "" when it has none. */
static void links(const sp_ruleset *rs, const int16_t *idx, int n, int lang, const char *word, char *out, size_t len)
{
    out[0] = 0;
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), len - strlen(out), "%s%s", i ? ", " : word, rs->patterns[idx[i]].names[lang]);
}

static void value_text(int32_t value, int32_t den, char *out, size_t len)
{
    if (den > 1) snprintf(out, len, "%d/%d", (int)value, (int)den);
    else snprintf(out, len, "%d", (int)value);
}

/* A pattern the reading left out for a counted one's sake: its name and value struck through,
 * and which pattern includes or excludes it. */
static void struck(pen *p, const ui_calc *c, const sp_excluded *e)
{
    const ui_i18n *t = &p->app->i18n;
    const sp_pattern_def *d = &c->rules->patterns[e->pattern];
    float h = ui_line_h(p->app, 15);
    if (!room(p, h)) return;
    char v[32], why[SP_NAME_LEN + 80];
    value_text(e->value, e->den, v, sizeof v);
    float x = p->x + 20, nw = ui_text_fit(p->app, x, p->y, 15, p->w * 0.45f, UI_DIM, UI_ALIGN_LEFT, false, d->names[t->lang]);
    float vw = ui_text(p->app, p->x + p->w, p->y, 15, UI_DIM, UI_ALIGN_RIGHT, false, v);
    ui_fill(p->app, (ui_rect){x - 2, p->y + h * 0.55f, nw + 4, 1.5f}, UI_DIM);
    ui_fill(p->app, (ui_rect){p->x + p->w - vw - 2, p->y + h * 0.55f, vw + 4, 1.5f}, UI_DIM);
    const char *tmpl = ui_tr(t, e->implied ? "calc.struck_implied" : "calc.struck_excluded"), *at = strstr(tmpl, "{1}");
    const char *by = c->rules->patterns[e->by].names[t->lang];
    if (at) snprintf(why, sizeof why, "%.*s%s%s", (int)(at - tmpl), tmpl, by, at + 3);
    else snprintf(why, sizeof why, "%s", tmpl);
    float wx = x + nw + 12, ww = p->w - (wx - p->x) - vw - 12;
    if (ww > 30) ui_text_fit(p->app, wx, p->y + 1, 13, ww, UI_DIM, UI_ALIGN_LEFT, false, why);
    p->y += h + 1;
}

static void patterns(pen *p, const ui_calc *c)
{
    const ui_i18n *t = &p->app->i18n;
    const sp_ruleset *rs = c->rules;
    int lang = t->lang;
    for (int i = 0; i < c->res.npatterns && room(p, 20); i++) {
        const sp_pattern_score *s = &c->res.patterns[i];
        const sp_pattern_def *d = &rs->patterns[s->pattern];
        char v[32], name[SP_NAME_LEN + 16];
        value_text(s->value, s->den, v, sizeof v);
        snprintf(name, sizeof name, s->count > 1 ? "%s ×%d" : "%s", d->names[lang], s->count);
        ui_text_fit(p->app, p->x + 8, p->y, 17, p->w - 90, UI_WHITE, UI_ALIGN_LEFT, false, name);
        ui_text(p->app, p->x + p->w, p->y, 17, UI_GOLD, UI_ALIGN_RIGHT, true, v);
        p->y += ui_line_h(p->app, 17) + 1;
        char a[300], b[300], both[620];
        links(rs, d->implies, d->nimplies, lang, ui_tr(t, "calc.includes"), a, sizeof a);
        links(rs, d->excludes, d->nexcludes, lang, ui_tr(t, "calc.excludes"), b, sizeof b);
        snprintf(both, sizeof both, "%s%s%s", a, a[0] && b[0] ? " · " : "", b);
        if (both[0]) {
            p->x += 20;
            p->w -= 20;
            line(p, 12, UI_DIM, false, both);
            p->x -= 20;
            p->w += 20;
        }
        for (int k = 0; k < c->nexcluded; k++)
            if (c->excluded[k].by == s->pattern) struck(p, c, &c->excluded[k]);
    }
}

static void payments(pen *p, const ui_calc *c)
{
    const ui_i18n *t = &p->app->i18n;
    const sp_score_result *r = &c->res;
    char text[400];
    line(p, 16, UI_GOLD, true, ui_tr(t, "calc.payments"));
    int n = snprintf(text, sizeof text, "%s", "");
    for (int s = 0; s < c->in.players && n >= 0 && (size_t)n < sizeof text; s++)
        n += snprintf(text + n, sizeof text - (size_t)n, "%s%s %+d%s", s ? "   " : "", calc_wind(p->app, s), (int)r->payments[s],
                      s == c->in.seat ? "★" : "");
    line(p, 17, UI_WHITE, false, text);
    for (int i = 0; i < r->nparts; i++) { /* the named parts the payments add up from */
        char key[48];
        snprintf(key, sizeof key, "calc.part.%s", r->parts[i].name);
        const char *name = ui_tr(t, key);
        n = snprintf(text, sizeof text, "%s:", strcmp(name, key) ? name : r->parts[i].name);
        for (int s = 0; s < c->in.players && n >= 0 && (size_t)n < sizeof text; s++)
            n += snprintf(text + n, sizeof text - (size_t)n, " %s %+d", calc_wind(p->app, s), (int)r->parts[i].seats[s]);
        line(p, 14, UI_DIM, false, text);
    }
}

/* The model's own fields (liability, chickens, raw payments ...) and notes, as the CLI prints
 * them: the answer object's keys beyond the common ones. */
static void extras(pen *p, const ui_calc *c)
{
    static const char *common[] = {"valid", "reason", "fan", "limit", "patterns", "base", "payments", "breakdown", "notes"};
    const cJSON *f;
    cJSON_ArrayForEach(f, c->answer) {
        bool skip = false;
        for (size_t i = 0; i < sizeof common / sizeof common[0]; i++) skip |= !strcmp(f->string, common[i]);
        if (skip) continue;
        char *v = cJSON_PrintUnformatted(f), text[300];
        snprintf(text, sizeof text, "%s: %s", f->string, v ? v : "");
        cJSON_free(v);
        line(p, 13, UI_DIM, false, text);
    }
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(c->answer, "notes")) if (cJSON_IsString(f)) wrapped(p, 13, UI_DIM, f->valuestring, 2);
}

/* A hand one tile short: its waits, each with its copies left and its worth. */
static void waits(pen *p, const ui_calc *c)
{
    const ui_i18n *t = &p->app->i18n;
    char text[300];
    if (c->shanten > 0) {
        snprintf(text, sizeof text, ui_tr(t, "calc.shanten"), c->shanten);
        line(p, 17, UI_WHITE, true, text);
        return;
    }
    line(p, 17, UI_WHITE, true, ui_tr(t, "calc.ready"));
    float h = 30, tw = ui_face_w(h);
    for (int i = 0; i < c->nwaits && room(p, h + 4); i++) {
        const ui_calc_wait *w = &c->waits[i];
        ui_tile(p->app, w->kind, h, 0, p->x + 8, p->y, w->left ? 0 : UI_TILE_GREY);
        char why[240];
        calc_reason_words(p->app, w->reason, w->reason_args, w->why, why, sizeof why);
        if (!w->scored || !w->valid) snprintf(text, sizeof text, "%s %d · %s", ui_tr(t, "calc.left"), w->left, why);
        else snprintf(text, sizeof text, "%s %d · %d %s · %+d", ui_tr(t, "calc.left"), w->left, (int)w->fan, c->rules->unit[t->lang], (int)w->gain);
        ui_text_fit(p->app, p->x + 16 + tw, p->y + 6, 15, p->w - 24 - tw, w->valid ? UI_WHITE : UI_DIM, UI_ALIGN_LEFT, false, text);
        p->y += h + 4;
    }
}

void calc_answer_draw(ui_app *app, const calc_screen *st, ui_rect a)
{
    const ui_i18n *t = &app->i18n;
    const ui_calc *c = st->calc;
    ui_panel(app, a);
    pen p = {app, a.x + 14, a.y + 12, a.w - 28, a.y + a.h - 8};
    char text[400];
    if (calc_as_played(st)) wrapped(&p, 13, UI_GOLD, ui_tr(t, "calc.rules_as_played"), 2); /* not today's file's rules */
    /* one tile short: what it waits for (a flower win is declared with the flower as the 14th) */
    if (c->size == c->full - 1 && c->win != SP_WIN_DRAW && !(c->win_tile >= SP_KIND_F && c->answer)) {
        waits(&p, c);
        return;
    }
    if (!c->answer) {
        if (c->size < c->full - 1 || c->size > c->full) {
            snprintf(text, sizeof text, ui_tr(t, "calc.count"), c->size, c->full);
            line(&p, 17, UI_WHITE, true, text);
        }
        line(&p, 16, UI_GOLD, true, ui_tr(t, "calc.refused"));
        /* what to do, in the player's words (a whole hand with no winning tile marked: pick it) */
        calc_msg_words(app, &c->problem, text, sizeof text);
        wrapped(&p, 15, UI_WHITE, text, 4);
        return;
    }
    const sp_score_result *r = &c->res;
    line(&p, 20, r->valid ? UI_GOLD : UI_RED, true, ui_tr(t, r->valid ? "calc.valid" : "calc.invalid"));
    if (!r->valid && r->reason[0]) {
        calc_reason_words(app, r->reason_code, r->reason_args, r->reason, text, sizeof text);
        wrapped(&p, 14, UI_WHITE, text, 3);
    }
    patterns(&p, c);
    snprintf(text, sizeof text, "%s: %d %s%s%s", ui_tr(t, "calc.total"), (int)r->fan, c->rules->unit[t->lang], r->limit ? " · " : "",
             r->limit ? ui_tr(t, "calc.limit") : "");
    p.y += 4;
    line(&p, 19, UI_WHITE, true, text);
    if (r->has_base) {
        snprintf(text, sizeof text, "%s: %d", ui_tr(t, "calc.base"), (int)r->base);
        line(&p, 15, UI_DIM, false, text);
    }
    p.y += 6;
    payments(&p, c);
    extras(&p, c);
}
