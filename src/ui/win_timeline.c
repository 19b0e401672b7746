/* win_timeline.c: the result's stages in time (win_timeline.h). */
#include "ui/win_timeline.h"

#include <string.h>

/* Times at the normal speed (1), in ms; the other speeds scale them (percent). */
enum {
    FLIP_GAP = 45,     /* one tile turns after the other */
    ITEM_MS = 240,     /* a tile's turn, a stamp's fall */
    LIFT_MS = 420,
    STAMP_GAP = 310,   /* the pace the patterns were listed at before the stamps */
    TOTAL_MS = 450,
    VERDICT_MS = 700,  /* a false win's verdict lands heavier */
    CHICKEN_GAP = 150, /* one chicken takes off after the other */
    CHICKEN_MS = 560,  /* a chicken's flight from its tile to a row */
    GROUP_GAP = 170,   /* one payer's chips leave after the other's */
    GROUP_MS = 640,    /* a group of chips' flight from plate to plate */
    SETTLE_MS = 800,
    STANDINGS_MS = 450
};

static const int speed_pct[4] = {135, 100, 65, 0};

static int32_t items_ms(int n, int gap, int item) { return n > 0 ? (n - 1) * gap + item : 0; }

void ui_win_timeline_plan(ui_win_timeline *t, ui_win_kind kind, const ui_win_items *n, int speed)
{
    memset(t, 0, sizeof *t);
    int pct = speed_pct[speed < 0 || speed > 3 ? 1 : speed];
    static const struct { ui_win_stage s; int gap, item; } itemised[] = {
        {UI_WS_FLIP, FLIP_GAP, ITEM_MS},
        {UI_WS_STAMPS, STAMP_GAP, ITEM_MS},
        {UI_WS_CHICKENS, CHICKEN_GAP, CHICKEN_MS},
        {UI_WS_PAY, GROUP_GAP, GROUP_MS},
    };
    const int count[] = {n->tiles, n->stamps, n->chickens, n->groups};
    int32_t len[UI_WS_COUNT] = {0};
    for (int k = 0; k < 4; k++) {
        ui_win_stage s = itemised[k].s;
        t->items[s] = count[k] > 0 ? count[k] : 0;
        t->gap[s] = itemised[k].gap * pct / 100;
        t->item_ms[s] = itemised[k].item * pct / 100;
        len[s] = items_ms(t->items[s], t->gap[s], t->item_ms[s]);
    }
    len[UI_WS_LIFT] = kind == UI_WIN_KIND_DRAW ? 0 : LIFT_MS * pct / 100;
    len[UI_WS_TOTAL] = kind == UI_WIN_KIND_DRAW ? 0 : (kind == UI_WIN_KIND_FALSE_WIN ? VERDICT_MS : TOTAL_MS) * pct / 100;
    len[UI_WS_SETTLE] = SETTLE_MS * pct / 100;
    len[UI_WS_STANDINGS] = STANDINGS_MS * pct / 100;
    int32_t at = 0;
    for (int s = 0; s < UI_WS_COUNT; s++) {
        t->start[s] = at;
        at += len[s];
    }
}

int64_t ui_win_end(const ui_win_timeline *t) { return t->start[UI_WS_DONE]; }

ui_win_stage ui_win_stage_at(const ui_win_timeline *t, int64_t ms)
{
    int s = UI_WS_DONE;
    /* the last stage started by ms that still lasts (stages of 0 ms are passed over) */
    for (int k = 0; k < UI_WS_DONE; k++)
        if (ms >= t->start[k] && ms < t->start[k + 1]) s = k;
    if (ms < 0) s = UI_WS_FLIP;
    return (ui_win_stage)s;
}

static float clamp01(float p) { return p < 0 ? 0 : p > 1 ? 1 : p; }

float ui_win_stage_progress(const ui_win_timeline *t, ui_win_stage s, int64_t ms)
{
    if (s >= UI_WS_DONE) return ms >= ui_win_end(t) ? 1 : 0;
    int32_t a = t->start[s], b = t->start[s + 1];
    if (ms < a) return 0;
    if (ms >= b) return 1;
    return clamp01((float)(ms - a) / (float)(b - a));
}

float ui_win_item_progress(const ui_win_timeline *t, ui_win_stage s, int i, int64_t ms)
{
    if (s >= UI_WS_DONE || ms >= t->start[s + 1]) return 1;
    int64_t a = t->start[s] + (int64_t)i * t->gap[s];
    if (ms < a) return 0;
    return t->item_ms[s] > 0 ? clamp01((float)(ms - a) / (float)t->item_ms[s]) : 1;
}

int64_t ui_win_item_end(const ui_win_timeline *t, ui_win_stage s, int i)
{
    if (s >= UI_WS_DONE) return ui_win_end(t);
    int64_t e = t->start[s] + (int64_t)i * t->gap[s] + t->item_ms[s];
    return e < t->start[s + 1] ? e : t->start[s + 1];
}

int ui_win_items_started(const ui_win_timeline *t, ui_win_stage s, int64_t ms)
{
    if (s >= UI_WS_DONE) return 0;
    int n = t->items[s];
    if (ms >= t->start[s + 1]) return n;
    if (ms < t->start[s]) return 0;
    int k = t->gap[s] > 0 ? (int)((ms - t->start[s]) / t->gap[s]) + 1 : n;
    return k < n ? k : n;
}

bool ui_win_skippable(const ui_win_timeline *t, int64_t ms) { return ms >= UI_WIN_SKIP_AFTER_MS && ms < ui_win_end(t); }

int64_t ui_win_skip(const ui_win_timeline *t, int64_t ms) { return ui_win_skippable(t, ms) ? ui_win_end(t) : ms; }

float ui_win_ease(float p)
{
    p = clamp01(p);
    return 1 - (1 - p) * (1 - p);
}
