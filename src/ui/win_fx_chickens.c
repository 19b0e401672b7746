/* win_fx_chickens.c: 贵州's chickens flying to the payments (win_fx_chickens.h). */
#include "ui/win_fx_chickens.h"

#include <math.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/win_fx.h"
#include "ui/win_fx_pay.h"

enum { PLATE_TILE_H = 26 }; /* the tiles shown by a plate */

/* Whether a chicken pattern is in play: one named like a true/false option only while it is on
 * (rules/guizhou-xingyi.rules says so of yitongji, wuguji, yaobaiji, benji, mantangji ...). */
static bool in_play(const ui_match *m, const sp_pattern_def *pd)
{
    int o = sp_ruleset_option(m->rules, pd->id);
    if (o < 0) return true;
    const int32_t *opts = ui_match_options(m);
    return (opts ? opts[o] : m->rules->options[o].def) != 0;
}

static void add(ui_chickens *ch, int seat, int kind, ui_chicken_from from)
{
    if (ch->n >= UI_MAX_CHICKENS) return;
    ch->c[ch->n].seat = (int8_t)seat;
    ch->c[ch->n].kind = (uint8_t)kind;
    ch->c[ch->n].from = (uint8_t)from;
    ch->c[ch->n].placed = false;
    ch->n++;
}

/* A collecting seat's chicken tiles: those it holds (when shown), in its melds, and the unclaimed
 * discards in its pool (default kinds; turned kinds too with 满堂鸡). */
static void seat_chickens(const ui_match *m, const sp_view *v, int s, uint64_t kinds, uint64_t pool, ui_chickens *ch)
{
    const sp_view_seat *vs = &v->seats[s];
    if (vs->revealed || s == m->view_seat)
        for (int k = 0; k < SP_KINDS; k++)
            for (int c = 0; (kinds >> k & 1) && c < 4; c++)
                if (vs->held[k] >> c & 1) add(ch, s, k, UI_CHICKEN_HAND);
    for (int i = 0; i < vs->nmelds; i++)
        for (int j = 0; j < sp_meld_size(&vs->melds[i].meld); j++) {
            int k = sp_tile_kind(vs->melds[i].tiles[j]);
            if (kinds >> k & 1) add(ch, s, k, UI_CHICKEN_MELD);
        }
    for (int i = 0; i < vs->nriver; i++) {
        int k = sp_tile_kind(vs->river[i]);
        if (!(vs->river_flags[i] & SP_RIVER_CLAIMED) && (pool >> k & 1)) add(ch, s, k, UI_CHICKEN_POOL);
    }
}

void ui_chickens_find(const ui_match *m, const sp_view *v, const sp_score_result *br, ui_chickens *out)
{
    memset(out, 0, sizeof *out);
    out->turned = -1;
    int part = -1;
    for (int i = 0; br && i < br->nparts; i++)
        if (!strcmp(br->parts[i].name, "chicken")) part = i;
    if (part < 0) return;
    const sp_ruleset *rs = m->rules;
    int ind = v->indicator >= 0 ? sp_tile_kind(v->indicator) : -1;
    uint64_t def = 0, turned = 0;
    bool mantang = false;
    for (int i = 0; i < rs->npatterns; i++) {
        const sp_pattern_def *pd = &rs->patterns[i];
        if (strcmp(pd->kind, "chicken") || !in_play(m, pd)) continue;
        if (!strcmp(pd->evaluator, "default_chicken")) {
            int suit = sp_pattern_param(pd, "suit", -1), rank = sp_pattern_param(pd, "rank", -1);
            if (suit >= 0 && suit < 3 && rank >= 1 && rank <= 9) def |= 1ull << (suit * 9 + rank - 1);
        } else if (!strcmp(pd->evaluator, "turned_chicken") && ind >= 0 && ind < 27) {
            int off = sp_pattern_param(pd, "offset", 1);
            turned |= 1ull << (ind / 9 * 9 + ((ind % 9 + off) % 9 + 9) % 9);
            out->turned = ind;
        } else if (!strcmp(pd->evaluator, "full_house_chicken")) {
            mantang = true;
        }
    }
    uint64_t kinds = def | turned, pool = mantang ? kinds : def;
    if (!kinds) return;
    const sp_hand_outcome *o = &v->outcome;
    bool done[SP_SEATS] = {false};
    for (int i = 0; i < o->nwins; i++) /* the winners first */
        if (o->wins[i].valid && !done[o->wins[i].seat]) {
            done[o->wins[i].seat] = true;
            seat_chickens(m, v, o->wins[i].seat, kinds, pool, out);
        }
    for (int s = 0; s < v->players; s++)
        if (!done[s] && br->parts[part].seats[s] > 0) seat_chickens(m, v, s, kinds, pool, out);
}

void ui_chickens_place(ui_chickens *ch, int seat, int kind, ui_chicken_from from, float x, float y)
{
    for (int i = 0; i < ch->n; i++)
        if (!ch->c[i].placed && ch->c[i].seat == seat && ch->c[i].kind == kind && ch->c[i].from == from) {
            ch->c[i].x = x;
            ch->c[i].y = y;
            ch->c[i].placed = true;
            return;
        }
}

/* The chickens not on the sheet lie as tiles beside their seat's plate (toward the middle). */
static void place_by_plates(ui_app *app, const ui_match *m, const sp_view *v, ui_chickens *ch, bool draw)
{
    int shown[SP_SEATS] = {0};
    float w = ui_face_w(PLATE_TILE_H);
    for (int i = 0; i < ch->n; i++) {
        if (ch->c[i].placed) continue; /* on the sheet: the winner's hand and melds */
        int s = ch->c[i].seat, k = shown[s]++;
        ui_rect r = ui_fx_pay_plate(app, m, v, s);
        bool left = r.x + r.w / 2 < app->lw / 2;
        float x = left ? r.x + r.w + 6 + (float)k * (w + 2) : r.x - 6 - (float)(k + 1) * (w + 2), y = r.y + (r.h - PLATE_TILE_H) / 2;
        if (draw) ui_tile(app, ch->c[i].kind, PLATE_TILE_H, 0, x, y, 0);
        ch->c[i].x = x + w / 2;
        ch->c[i].y = y + PLATE_TILE_H / 2.0f;
        ch->c[i].placed = true;
    }
}

void ui_fx_chickens_draw(ui_app *app, const ui_match *m, const sp_view *v, const ui_win_timeline *t, int64_t el,
                         ui_chickens *ch, float row_x, float row_y0, float row_h)
{
    if (!ch->n || el < t->start[UI_WS_CHICKENS] || el >= t->start[UI_WS_STANDINGS] || t->item_ms[UI_WS_CHICKENS] <= 0) return;
    if (ch->turned >= 0) { /* the turned tile that made the turned chickens, lit as they start */
        float q = ui_win_stage_progress(t, UI_WS_CHICKENS, el), x = ch->turned_x, y = ch->turned_y;
        ui_rect r = {x, y, ui_face_w(40), 40};
        ui_fx_glow(app, r, q < 0.3f ? 1 - q / 0.3f : 0.25f);
        ui_tile(app, ch->turned, 40, 0, x, y, 0);
        ui_text(app, x + ui_face_w(40) / 2, y + 42, 14, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(&app->i18n, "indicator"));
    }
    place_by_plates(app, m, v, ch, true);
    int flock[SP_SEATS] = {0};
    for (int i = 0; i < ch->n; i++) {
        int s = ch->c[i].seat, k = flock[s]++;
        float q = ui_win_item_progress(t, UI_WS_CHICKENS, i, el);
        if (q <= 0) continue;
        float e = ui_win_ease(q);
        float tx = row_x + (float)k * 17, ty = row_y0 + (float)s * row_h + row_h / 2;
        float x = ch->c[i].x + (tx - ch->c[i].x) * e, y = ch->c[i].y + (ty - ch->c[i].y) * e - sinf(e * 3.14159f) * 80;
        if (q < 0.35f) ui_fx_glow(app, (ui_rect){ch->c[i].x - 16, ch->c[i].y - 20, 32, 40}, 1 - q / 0.35f);
        ui_fx_chicken(app, x, y, q < 1 ? 22 - 6 * e : 16, 255);
    }
}
