/* win_fx_pay.c: the payments on the table (win_fx_pay.h). */
#include "ui/win_fx_pay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/seat_name.h"
#include "ui/table_plates.h"
#include "ui/win_fx.h"

enum {
    FADE_MS = 220,   /* the plates come onto the table */
    PULSE_MS = 380,  /* a plate glows as chips land on it */
    CHIP_R = 9,      /* a chip's radius, logical */
    MAX_CHIPS = 7    /* in the biggest group; a smaller one has fewer (at least 3) */
};

static const SDL_Color CHIP = {236, 190, 70, 255};

void ui_pay_flows_make(const int32_t *delta, int players, ui_pay_flows *out)
{
    out->n = 0;
    int64_t gains = 0;
    int last_gainer = -1;
    for (int s = 0; s < players; s++)
        if (delta[s] > 0) {
            gains += delta[s];
            last_gainer = s;
        }
    if (!gains) return;
    bool done[SP_SEATS] = {false};
    for (;;) { /* the biggest payer first (the lower seat on a tie) */
        int p = -1;
        for (int s = 0; s < players; s++)
            if (!done[s] && delta[s] < 0 && (p < 0 || delta[s] < delta[p])) p = s;
        if (p < 0) break;
        done[p] = true;
        int64_t loss = -(int64_t)delta[p], given = 0;
        for (int q = 0; q < players; q++) {
            if (delta[q] <= 0) continue;
            /* a share in proportion to the gain; the last gainer takes what rounding left */
            int64_t a = q == last_gainer ? loss - given : loss * delta[q] / gains;
            given += a;
            if (a > 0) out->f[out->n++] = (ui_pay_flow){(int8_t)p, (int8_t)q, (int32_t)a};
        }
    }
}

ui_rect ui_fx_pay_plate(const ui_app *app, const ui_match *m, const sp_view *v, int seat)
{
    ui_layout L;
    ui_layout_make(&L, app, v->players, m->view_seat, app->settings.tile_size);
    return ui_plate_rect(app, &L, L.pos[seat]);
}

static float clamp01(float p) { return p < 0 ? 0 : p > 1 ? 1 : p; }

/* Where chips land by a plate: beside it toward the table's middle. */
static void landing(const ui_app *app, ui_rect r, float *x, float *y)
{
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2 > app->lh / 2 ? r.y - 18 : r.y + r.h + 18;
}

static uint8_t fade(float a, uint8_t full) { return (uint8_t)((float)full * a); }

/* A seat's plate: wind and name, the score rolling from the old to the new, the payment. */
static void plate(ui_app *app, const ui_match *m, const sp_view *v, int s, ui_rect r, float a, float settle, float glow)
{
    static const char *winds[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const sp_hand_outcome *o = &v->outcome;
    ui_fill(app, r, (SDL_Color){10, 30, 22, fade(a, 225)});
    ui_outline(app, r, o->delta[s] > 0 && settle > 0 ? (SDL_Color){240, 200, 90, fade(a, 255)} : (SDL_Color){90, 110, 90, fade(a, 255)},
               o->delta[s] > 0 && settle > 0 ? 2 : 1);
    ui_fx_glow(app, r, glow * a);
    char name[64], buf[160];
    ui_seat_name(app, m, s, name, sizeof name);
    int wind = (s - o->dealer + v->players) % v->players;
    snprintf(buf, sizeof buf, "%s %s", ui_tr(&app->i18n, winds[wind & 3]), name);
    float size = 17;
    while (size > 9 && ui_text_width(app, size, true, buf) > r.w - 70) size *= 0.92f;
    ui_fx_text(app, r.x + 8, r.y + 4 + (17 - size) * 0.6f, size, 1, 0, fade(a, 255), UI_WHITE, UI_ALIGN_LEFT, true, buf);
    int32_t delta = o->delta[s], shown = (int32_t)((float)delta * settle); /* as the payment rows count */
    snprintf(buf, sizeof buf, "%d", (int)(v->seats[s].score - delta + shown));
    ui_fx_text(app, r.x + r.w - 8, r.y + 4, 17, 1, 0, fade(a, 255), UI_GOLD, UI_ALIGN_RIGHT, true, buf);
    if (settle > 0 && delta) {
        snprintf(buf, sizeof buf, "%+d", (int)shown);
        ui_fx_text(app, r.x + r.w - 8, r.y + 28, 15, 1, 0, fade(a, 255), delta > 0 ? UI_GREEN_TEXT : UI_RED, UI_ALIGN_RIGHT, true,
                   buf);
    }
}

void ui_fx_pay_draw(ui_app *app, const ui_match *m, const sp_view *v, const ui_win_timeline *t, int64_t el,
                    const ui_pay_flows *fl)
{
    if (!fl->n || el >= ui_win_end(t)) return;
    int64_t in_at = t->start[UI_WS_CHICKENS] < t->start[UI_WS_PAY] ? t->start[UI_WS_CHICKENS] : t->start[UI_WS_PAY];
    float a = clamp01((float)(el - in_at) / FADE_MS), out = 1 - ui_win_stage_progress(t, UI_WS_STANDINGS, el);
    if (out < a) a = out;
    if (a <= 0) return;
    float settle = ui_win_stage_progress(t, UI_WS_SETTLE, el);
    ui_rect r[SP_SEATS];
    float glow[SP_SEATS] = {0};
    int32_t most = 1;
    for (int g = 0; g < fl->n; g++) {
        if (fl->f[g].amount > most) most = fl->f[g].amount;
        int64_t since = el - ui_win_item_end(t, UI_WS_PAY, g);
        float pulse = since >= 0 && since < PULSE_MS ? 1 - (float)since / PULSE_MS : 0;
        if (pulse > glow[fl->f[g].to]) glow[fl->f[g].to] = pulse;
    }
    for (int s = 0; s < v->players; s++) {
        r[s] = ui_fx_pay_plate(app, m, v, s);
        plate(app, m, v, s, r[s], a, settle, glow[s]);
    }
    char buf[32];
    int landed[SP_SEATS] = {0}; /* chips lying by each plate */
    for (int g = 0; g < fl->n; g++) {
        const ui_pay_flow *f = &fl->f[g];
        float p = ui_win_item_progress(t, UI_WS_PAY, g, el);
        if (p <= 0) continue;
        int chips = 3 + (MAX_CHIPS - 3) * (int)((int64_t)f->amount * 100 / most) / 100;
        float x0, y0, x1, y1;
        landing(app, r[f->from], &x0, &y0);
        landing(app, r[f->to], &x1, &y1);
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy), nx = len > 0 ? -dy / len : 0, ny = len > 0 ? dx / len : 0;
        float arc = (len * 0.22f < 140 ? len * 0.22f : 140) * (g % 2 ? -1.0f : 1.0f);
        for (int c = chips - 1; c >= 0; c--) {
            /* the chips leave one after the other and land together, on a stack */
            float s0 = (float)c * 0.05f, cp = clamp01((p - s0) / (1 - s0)), e = cp * cp * (3 - 2 * cp);
            float sx = x1 + (float)(landed[f->to] % 3 - 1) * 14, sy = y1 - (float)(landed[f->to] / 3 + c) * 3;
            if (cp <= 0) continue;
            float bend = sinf(e * 3.14159f) * (arc + (float)c * 6);
            float cx = x0 + (sx - x0) * e + nx * bend, cy = y0 + (sy - y0) * e + ny * bend;
            ui_fx_chip(app, cx, cy, CHIP_R, (SDL_Color){CHIP.r, CHIP.g, CHIP.b, fade(a, 255)});
            if (c == 0 && cp < 1) { /* the amount rides the first chip */
                snprintf(buf, sizeof buf, "%d", (int)f->amount);
                ui_fx_text(app, cx + 14, cy - 12, 18, 1, 0, fade(a, 240), UI_GOLD, UI_ALIGN_LEFT, true, buf);
            }
        }
        if (p >= 1) landed[f->to]++;
    }
}

int ui_fx_pay_landed(const ui_win_timeline *t, int64_t from, int64_t to)
{
    /* a skip (it jumps past the settling, longer than this), a new screen, no animation */
    if (to < from || to - from > 400 || t->item_ms[UI_WS_PAY] <= 0) return 0;
    int n = 0;
    for (int g = 0; g < t->items[UI_WS_PAY]; g++) {
        int64_t at = ui_win_item_end(t, UI_WS_PAY, g);
        n += at > from && at <= to;
    }
    return n;
}
