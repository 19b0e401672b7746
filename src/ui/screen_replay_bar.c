/* screen_replay_bar.c: the replay viewer's bar at the top - the step buttons, the speed, whose
 * view, the result and the way out; under them the match's timeline (a block per hand) and the
 * hand's (a mark per action: calls gold, wins red). */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/replay_review.h"
#include "ui/screen_replay.h"

enum { BAR_X = 8 };
static const float match_y = 48, match_h = 14, hand_y = 68, hand_h = 18;

static float bar_w(const ui_app *app) { return app->lw - 2 * BAR_X; }

/* A button that stays lit while its choice holds (speed, view). */
static void choice(ui_app *app, ui_rect r, const char *label, int id, bool on, bool enabled)
{
    ui_button(app, r, label, id, enabled);
    if (on) ui_outline(app, (ui_rect){r.x - 2, r.y - 2, r.w + 4, r.h + 4}, UI_GOLD, 3);
}

static void draw_buttons(ui_app *app, ui_replay *rv)
{
    const ui_i18n *t = &app->i18n;
    static const char *steps[7] = {"|◀", "«", "‹", "▶", "›", "»", "▶|"};
    float x = BAR_X, y = 6, h = 34;
    for (int i = 0; i < 7; i++) {
        const char *label = i == 3 && rv->playing ? "❚❚" : steps[i];
        ui_button(app, (ui_rect){x, y, i == 3 ? 50 : 42, h}, label, RP_START + i, true);
        x += (i == 3 ? 50 : 42) + 4;
    }
    x += 10;
    for (int i = 0; i < 3; i++) {
        char label[8];
        snprintf(label, sizeof label, "%d×", 1 << i);
        choice(app, (ui_rect){x, y, 46, h}, label, RP_SPEED + i, rv->speed == 1 << i, true);
        x += 50;
    }
    x += 10;
    float w = ui_text_width(app, 16, true, ui_tr(t, "replay.open")) + 20;
    /* a seat's LAN log: that seat's view only */
    choice(app, (ui_rect){x, y, w, h}, ui_tr(t, "replay.open"), RP_OPEN, rv->open, rv->only_seat < 0);
    x += w + 4;
    static const char *seat[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    for (int p = 0; p < rv->r.players; p++) {
        choice(app, (ui_rect){x, y, 36, h}, ui_tr(t, seat[p]), RP_SEAT + p, !rv->open && rv->seat == p,
               rv->only_seat < 0 || rv->only_seat == p);
        x += 40;
    }
    /* the way out at the right end, the result before it */
    float ew = ui_text_width(app, 16, true, ui_tr(t, "replay.exit")) + 16;
    float rw = ui_text_width(app, 16, true, ui_tr(t, "replay.result")) + 16;
    float xw = ui_text_width(app, 16, true, ui_tr(t, "replay.export")) + 16;
    float vw = ui_text_width(app, 16, true, ui_tr(t, "replay.review")) + 16;
    float ex = app->lw - BAR_X - ew, rx = ex - 6 - rw, vx = rx - 6 - vw, xx = vx - 6 - xw;
    ui_button(app, (ui_rect){xx, y, xw, h}, ui_tr(t, "replay.export"), RP_EXPORT, true);
    choice(app, (ui_rect){vx, y, vw, h}, ui_tr(t, "replay.review"), RP_REVIEW, rv->review && rv->review->shown, true);
    ui_button(app, (ui_rect){rx, y, rw, h}, ui_tr(t, "replay.result"), RP_RESULT, true);
    ui_button(app, (ui_rect){ex, y, ew, h}, ui_tr(t, "replay.exit"), RP_EXIT, true);
    /* where we are, and what comes next, between the two groups */
    char where[200];
    const sp_frame *f = &rv->c.frames[rv->c.at];
    size_t first = 0, last = 0;
    sp_cursor_hand_frames(&rv->c, f->hand, &first, &last);
    snprintf(where, sizeof where, "%s %d/%d  %zu/%zu", ui_tr(t, "replay.hand"), f->hand, sp_cursor_hands(&rv->c),
             rv->c.at - first, last - first);
    x += 8;
    if (xx - 8 - x > 60) {
        ui_text_fit(app, x, y - 2, 15, xx - 8 - x, UI_WHITE, UI_ALIGN_LEFT, true, where);
        ui_replay_draw_next(app, rv, x, y + 18, xx - 8 - x);
    }
}

/* The x of frame i on the match's timeline (every frame the same width). */
static float match_x(const ui_app *app, const ui_replay *rv, size_t i)
{
    return BAR_X + bar_w(app) * (float)i / (float)(rv->c.nframes > 1 ? rv->c.nframes - 1 : 1);
}

static void draw_match_line(ui_app *app, ui_replay *rv)
{
    int hands = sp_cursor_hands(&rv->c), now = rv->c.frames[rv->c.at].hand;
    ui_zone_add(app, (ui_rect){BAR_X, match_y - 3, bar_w(app), match_h + 6}, RP_MATCH_BAR, true);
    for (int h = 1; h <= hands; h++) {
        size_t first, last;
        if (!sp_cursor_hand_frames(&rv->c, h, &first, &last)) continue;
        float x0 = match_x(app, rv, first), x1 = h == hands ? BAR_X + bar_w(app) : match_x(app, rv, last + 1);
        SDL_Color c = h == now ? (SDL_Color){200, 170, 80, 255} : h % 2 ? (SDL_Color){70, 100, 84, 255} : (SDL_Color){50, 78, 64, 255};
        ui_fill(app, (ui_rect){x0, match_y, x1 - x0 - 1, match_h}, c);
    }
    const ui_review *r = rv->review;
    for (size_t k = 0; r && r->shown && ui_review_ready(r) && k < r->result.nd; k++)
        if (r->result.d[k].loss > 0) {
            float mx = match_x(app, rv, r->frame[k] + 1);
            ui_fill(app, (ui_rect){mx - 1.5f, match_y, 3, match_h}, ui_review_loss_color(r, r->result.d[k].loss));
        }
    float x = match_x(app, rv, rv->c.at);
    ui_fill(app, (ui_rect){x - 1.5f, match_y - 3, 3, match_h + 6}, UI_WHITE);
}

/* The review's marks on the hand's timeline: every decision of the seat a dot, a costly one a
 * bar coloured by its loss (amber to red). */
static void draw_review_marks(ui_app *app, ui_replay *rv, size_t first, size_t last, float w, float n)
{
    ui_review *r = rv->review;
    if (!r) return;
    r->marks_drawn = 0;
    if (!r->shown || !ui_review_ready(r)) return;
    for (size_t k = 0; k < r->result.nd; k++) {
        size_t f = r->frame[k];
        if (f < first || f >= last) continue;
        const sp_review_decision *d = &r->result.d[k];
        float x = BAR_X + w * (float)(f + 1 - first) / n;
        if (d->loss > 0) {
            ui_fill(app, (ui_rect){x - 3, hand_y - 4, 6, hand_h + 8}, ui_review_loss_color(r, d->loss));
            r->marks_drawn++;
        } else {
            ui_fill(app, (ui_rect){x - 1.5f, hand_y + hand_h - 4, 3, 3}, UI_GREEN_TEXT);
        }
    }
}

static void draw_hand_line(ui_app *app, ui_replay *rv)
{
    size_t first, last;
    if (!sp_cursor_hand_frames(&rv->c, rv->c.frames[rv->c.at].hand, &first, &last)) return;
    float w = bar_w(app), n = (float)(last - first > 0 ? last - first : 1);
    ui_fill(app, (ui_rect){BAR_X, hand_y, w, hand_h}, (SDL_Color){20, 40, 30, 230});
    ui_zone_add(app, (ui_rect){BAR_X, hand_y, w, hand_h}, RP_HAND_BAR, true);
    /* a mark per action: the frame after it */
    for (size_t i = first; i < last; i++) {
        const sp_logged_action *a = &rv->r.actions[rv->c.frames[i].actions];
        SDL_Color c = a->action.type == SP_ACT_HU               ? UI_RED
                      : a->action.type == SP_ACT_DISCARD        ? (SDL_Color){120, 150, 130, 255}
                      : a->action.type == SP_ACT_PASS           ? (SDL_Color){60, 80, 70, 255}
                                                                : UI_GOLD;
        float x = BAR_X + w * (float)(i + 1 - first) / n;
        ui_fill(app, (ui_rect){x - 1, hand_y + 3, 2, hand_h - 6}, c);
    }
    draw_review_marks(app, rv, first, last, w, n);
    float x = BAR_X + w * (float)(rv->c.at - first) / n;
    ui_fill(app, (ui_rect){x - 2, hand_y - 2, 4, hand_h + 4}, UI_WHITE);
}

void ui_replay_draw_bar(ui_app *app, ui_replay *rv)
{
    ui_fill(app, (ui_rect){0, 0, app->lw, RP_BAR_H}, (SDL_Color){8, 24, 18, 215});
    draw_buttons(app, rv);
    draw_match_line(app, rv);
    draw_hand_line(app, rv);
}

size_t ui_replay_bar_frame(const ui_app *app, const ui_replay *rv, int id, float x)
{
    float t = (x - BAR_X) / bar_w(app);
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    if (id == RP_MATCH_BAR) return (size_t)(t * (float)(rv->c.nframes - 1) + 0.5f);
    size_t first, last;
    if (!sp_cursor_hand_frames(&rv->c, rv->c.frames[rv->c.at].hand, &first, &last)) return rv->c.at;
    return first + (size_t)(t * (float)(last - first) + 0.5f);
}
