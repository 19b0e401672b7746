/* screen_replay_review.c: the review panel at the viewer's right - the progress while the
 * review runs, then the match's and the hand's agreement and points lost, the decision at the
 * action shown (taken and best), and the five costliest decisions (a click goes there); and the
 * colour of a costly decision's mark on the timelines. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/replay_review.h"
#include "ui/screen_replay.h"
#include "ui/table_seats.h"

SDL_Color ui_review_loss_color(const ui_review *r, double loss)
{
    float t = r->max_loss > 0 ? (float)(loss / r->max_loss) : 1;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    /* from amber (a small loss) to red (the largest of the match) */
    return (SDL_Color){(Uint8)(250 - 20 * t), (Uint8)(200 - 160 * t), (Uint8)(60 - 20 * t), 255};
}

/* "Match" and under it "agreement 93%  lost 13.3"; returns the y below. */
static float tally_lines(ui_app *app, float x, float y, float w, const char *label, const sp_review_tally *t)
{
    const ui_i18n *tr = &app->i18n;
    char text[200];
    snprintf(text, sizeof text, "%s %.0f%%  %s %.1f", ui_tr(tr, "review.agreement"), 100 * sp_review_agreement(t),
             ui_tr(tr, "review.lost"), t->loss);
    ui_text_fit(app, x, y, 15, w, UI_GOLD, UI_ALIGN_LEFT, true, label);
    ui_text_fit(app, x, y + 20, 15, w, UI_WHITE, UI_ALIGN_LEFT, false, text);
    return y + 44;
}

static void progress(ui_app *app, const ui_review *r, float x, float y, float w)
{
    int done = atomic_load(&r->done), total = atomic_load(&r->total);
    float f = total > 0 ? (float)done / (float)total : 0;
    char text[120];
    snprintf(text, sizeof text, "%s %.0f%%", ui_tr(&app->i18n, "review.running"), 100 * f);
    ui_text_fit(app, x, y, 15, w, UI_WHITE, UI_ALIGN_LEFT, false, text);
    ui_fill(app, (ui_rect){x, y + 24, w, 12}, (SDL_Color){20, 40, 30, 255});
    ui_fill(app, (ui_rect){x, y + 24, w * f, 12}, UI_GOLD);
}

float ui_replay_action_words(ui_app *app, const ui_replay *rv, float x, float y, float size, float th, float maxw,
                             SDL_Color c, const sp_action *a, bool discard_word, bool self_drawn)
{
    const char *word = ui_action_label_of(app, rv->m, a->type, self_drawn);
    int tiles[3], nt = a->type == SP_ACT_DISCARD ? (tiles[0] = a->tile, 1) : ui_action_tiles(a, tiles);
    float tw = ui_face_w(th), end = x + maxw, words = maxw - (float)nt * tw - 4; /* the tiles keep their room */
    if ((discard_word || a->type != SP_ACT_DISCARD) && words > 0)
        x += ui_text_fit(app, x, y, size, words, c, UI_ALIGN_LEFT, false, word) + 4;
    if (a->type == SP_ACT_DINGQUE) { /* the suit in words: no tile stands for it */
        static const char *const suit[3] = {"suit.m", "suit.p", "suit.s"};
        const char *s = ui_tr(&app->i18n, suit[a->suit < 3 ? a->suit : 0]);
        return end - x > 0 ? x + ui_text_fit(app, x, y, size, end - x, c, UI_ALIGN_LEFT, false, s) : x;
    }
    for (int t = 0; t < nt && x + tw <= end; t++, x += tw) ui_tile(app, tiles[t], th, 0, x, y - 1, 0);
    return x;
}

/* "Played: Pung [5m] (1.2)": a decision's action and its worth; returns the y below. */
static float action_line(ui_app *app, const ui_replay *rv, float x, float y, float w, const char *what,
                         const sp_action *a, double value)
{
    char text[40];
    float lx = x + ui_text_fit(app, x, y, 15, w * 0.4f, UI_WHITE, UI_ALIGN_LEFT, false, what) + 6;
    lx = ui_replay_action_words(app, rv, lx, y, 15, 18, x + w - lx, UI_WHITE, a, true, false);
    snprintf(text, sizeof text, "(%.1f)", value);
    if (lx + 6 < x + w) ui_text_fit(app, lx + 6, y, 15, x + w - lx - 6, UI_WHITE, UI_ALIGN_LEFT, false, text);
    return y + 22;
}

/* What the seat did at the action shown, against the best. */
static float here(ui_app *app, const ui_review *r, const ui_replay *rv, float x, float y, float w)
{
    const ui_i18n *tr = &app->i18n;
    const sp_review_decision *d = ui_review_at(r, rv->c.at);
    ui_text_fit(app, x, y, 15, w, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(tr, "review.here"));
    y += 22;
    if (!d) {
        ui_text_fit(app, x, y, 14, w, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(tr, "review.no_decision"));
        return y + 22;
    }
    char text[200];
    y = action_line(app, rv, x, y, w, ui_tr(tr, "review.taken"), &d->taken, d->taken_value);
    if (!d->evaluated) {
        ui_text_fit(app, x, y, 14, w, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(tr, "review.not_evaluated"));
        return y + 22;
    }
    y = action_line(app, rv, x, y, w, ui_tr(tr, "review.best"), &d->best, d->best_value);
    if (d->loss > 0) {
        snprintf(text, sizeof text, "%s %.1f", ui_tr(tr, "review.lost"), d->loss);
        ui_text_fit(app, x, y, 15, w, ui_review_loss_color(r, d->loss), UI_ALIGN_LEFT, true, text);
    } else {
        ui_text_fit(app, x, y, 15, w, UI_GREEN_TEXT, UI_ALIGN_LEFT, true, ui_tr(tr, "review.agrees"));
    }
    return y + 22;
}

/* The costliest decisions as buttons, in columns of `rows` (w each, gap between). */
static void costliest(ui_app *app, const ui_replay *rv, const ui_review *r, float x, float y, float w, int rows, float gap)
{
    const ui_i18n *tr = &app->i18n;
    const sp_review *x_ = &r->result;
    ui_text_fit(app, x, y, 15, w, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(tr, "review.costliest"));
    y += 24;
    if (!x_->nworst) {
        ui_text_wrap(app, x, y, 14, w, UI_DIM, false, ui_tr(tr, "review.none"), 3);
        return;
    }
    float top = y, left = x;
    for (int i = 0; i < x_->nworst; i++) {
        if (i && i % rows == 0) x = left + (float)(i / rows) * (w + gap), y = top;
        const sp_review_decision *d = &x_->d[x_->worst[i]];
        char head[64], loss[32];
        snprintf(head, sizeof head, "%s %d:", ui_tr(tr, "replay.hand"), d->hand);
        snprintf(loss, sizeof loss, "\xe2\x88\x92%.1f", d->loss); /* a minus sign */
        ui_button_face(app, (ui_rect){x, y, w, 30}, head, RP_WORST + i, true);
        /* "Hand 2: [4m] → [6s]   −88.0", "Hand 2: Pung [7z] → Pass   −20.0" */
        float lw = ui_text_width(app, 14, true, loss), lx = x + 12, end = x + w - lw - 16;
        lx += ui_text_fit(app, lx, y + 6, 14, w * 0.25f, UI_INK, UI_ALIGN_LEFT, false, head) + 6;
        lx = ui_replay_action_words(app, rv, lx, y + 6, 14, 18, (end - lx) / 2 - 12, UI_INK, &d->taken, false, false);
        lx += ui_text(app, lx + 2, y + 6, 14, UI_INK, UI_ALIGN_LEFT, false, "\xe2\x86\x92") + 8; /* an arrow */
        ui_replay_action_words(app, rv, lx, y + 6, 14, 18, end - lx, UI_INK, &d->best, false, false);
        ui_text(app, x + w - 10, y + 6, 14, UI_INK, UI_ALIGN_RIGHT, true, loss);
        ui_button_face_end(app);
        ui_fill(app, (ui_rect){x + 2, y + 4, 4, 22}, ui_review_loss_color(r, d->loss));
        y += 34;
    }
}

void ui_replay_draw_review(ui_app *app, ui_replay *rv)
{
    ui_review *r = rv->review;
    ui_review_panel panel = ui_review_panel_size(app, rv);
    if (!r || (panel.w <= 0 && panel.h <= 0)) return;
    const ui_i18n *tr = &app->i18n;
    /* at the right: one column; along the bottom: four (title and figures, this action, and the
     * costliest decisions in two) */
    ui_rect box = panel.bottom ? (ui_rect){4, app->lh - panel.h, app->lw - 8, panel.h - 4}
                               : (ui_rect){app->lw - panel.w + 4, RP_BAR_H + 6, panel.w - 10, app->lh - RP_BAR_H - 14};
    ui_panel(app, box);
    float col = panel.bottom ? (box.w - 24) / 4 : box.w - 24, gap = 8;
    float x = box.x + 12, y = box.y + 8, w = panel.bottom ? col - gap : col;
    char title[120];
    snprintf(title, sizeof title, "%s · %s %s", ui_tr(tr, "review.title"), ui_tr(tr, "replay.seat"),
             ui_tr(tr, (const char *[]){"wind.0", "wind.1", "wind.2", "wind.3"}[r->p.seat & 3]));
    ui_text_fit(app, x, y, 17, w, UI_WHITE, UI_ALIGN_LEFT, true, title);
    y += 28;
    int state = atomic_load(&r->state);
    if (r->thread || state == UI_REVIEW_RUNNING) {
        progress(app, r, x, y, panel.bottom ? 2 * col - gap : w);
        return;
    }
    if (state != UI_REVIEW_DONE) {
        ui_text_wrap(app, x, y, 14, panel.bottom ? 3 * col : w, UI_RED, false,
                     state == UI_REVIEW_FAILED ? r->err : ui_tr(tr, "review.failed"), panel.bottom ? 3 : 6);
        return;
    }
    const sp_review *x_ = &r->result;
    float top = box.y + 8;
    if (panel.bottom) { /* the match's figures under the title; the hand's in the next column */
        tally_lines(app, x, y, w, ui_tr(tr, "review.match"), &x_->match);
        x += col, y = top;
    } else {
        y = tally_lines(app, x, y, w, ui_tr(tr, "review.match"), &x_->match);
    }
    int hand = rv->c.frames[rv->c.at].hand;
    if (hand >= 1 && hand <= x_->nhands) {
        char label[60];
        snprintf(label, sizeof label, "%s %d", ui_tr(tr, "replay.hand"), hand);
        y = tally_lines(app, x, y, w, label, &x_->hands[hand - 1]);
    }
    if (panel.bottom) {
        here(app, r, rv, x, y, w);
        costliest(app, rv, r, box.x + 12 + 2 * col, top, w, 3, gap);
    } else {
        y = here(app, r, rv, x, y + 6, w) + 8;
        costliest(app, rv, r, x, y, w, SP_REVIEW_WORST, gap);
    }
}

size_t ui_replay_worst_frame(const ui_replay *rv, int i)
{
    const ui_review *r = rv->review;
    if (!r || !r->frame || i < 0 || i >= r->result.nworst) return rv->c.at;
    return r->frame[r->result.worst[i]];
}
