/* screen_tutorial.c: the tutorial screen - the lesson list (course modules, finished lessons
 * ticked) and a lesson: the table, highlights over tiles, buttons and table areas, and the
 * lesson panel (the step's text, quiz tiles, the score sheet, the explanation when the player
 * does something the step does not want, Next / Restart / Lessons). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/tile.h"
#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/sheet_text.h"
#include "ui/table_seats.h"
#include "ui/tutorial.h"

enum { ZONE_BACK = 0, ZONE_LESSON = 100, ZONE_NEXT = 5000, ZONE_LIST = 5001, ZONE_RESTART = 5002, ZONE_BACKSTEP = 5003, ZONE_CHOICE = 5100 };
enum { TEXT_SIZE = 17, LINE_H = 25, MAX_LINES = 40 };

/* the highlight colour: used for nothing else, so tests can find highlights in screenshots */
const SDL_Color UI_TUT_MARK = {255, 120, 40, 255};

/* ---- the lesson list ---- */

static void tick(ui_app *app, float x, float y, SDL_Color c)
{
    /* a check mark drawn with lines (the fonts may lack the glyph) */
    SDL_SetRenderDrawColor(app->ren, c.r, c.g, c.b, c.a);
    for (int w = -2; w <= 2; w++) {
        int o = ui_px(app, 0.6f) * w;
        SDL_RenderDrawLine(app->ren, ui_px(app, x), ui_px(app, y + 9) + o, ui_px(app, x + 6), ui_px(app, y + 15) + o);
        SDL_RenderDrawLine(app->ren, ui_px(app, x + 6), ui_px(app, y + 15) + o, ui_px(app, x + 17), ui_px(app, y + 2) + o);
    }
}

static void draw_list(ui_app *app, ui_tutorial *t)
{
    const ui_i18n *tr = &app->i18n;
    ui_text(app, app->lw / 2, 22, 34, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(tr, "tut.title"));
    int ndone = 0;
    for (int i = 0; i < t->nlessons; i++) ndone += t->done[i];
    char buf[200];
    snprintf(buf, sizeof buf, "%s %d / %d", ui_tr(tr, "tut.progress"), ndone, t->nlessons);
    ui_text(app, app->lw / 2, 70, 16, UI_DIM, UI_ALIGN_CENTER, false, buf);
    float top = 104, bottom = app->lh - 80;
    /* how many columns the list takes at this height, then centre them; a module carried over
     * into the next column has its heading there again, so no lesson stands under none */
    int ncols = 1;
    float cy = top;
    for (int i = 0; i < t->nlessons; i++) {
        float need = (i == 0 || strcmp(t->lessons[i - 1]->module, t->lessons[i]->module)) ? 80 : 46;
        if (cy + need > bottom) ncols++, cy = top, need = 80;
        cy += need;
    }
    float colw = ncols <= 2 ? 500 : (app->lw - 40) / (float)ncols;
    if (colw > 500) colw = 500;
    float x = (app->lw - colw * (float)ncols) / 2, y = top;
    /* every lesson's button with one font size */
    float size = 40 * 0.46f;
    for (int i = 0; i < t->nlessons; i++) {
        float s = ui_button_text_size(app, (ui_rect){0, 0, colw - 50, 40}, t->lessons[i]->title[tr->lang]);
        if (s < size) size = s;
    }
    const char *module = "", *whole = NULL;
    ui_rect whole_at = {0};
    for (int i = 0; i < t->nlessons; i++) {
        const sp_lesson *l = t->lessons[i];
        bool header = strcmp(module, l->module) != 0;
        if (y + (header ? 80 : 46) > bottom) {
            x += colw;
            y = top;
            header = true;
        }
        if (header) {
            module = l->module;
            char key[64];
            snprintf(key, sizeof key, "tut.mod.%s", module);
            ui_text(app, x + 10, y + 4, 19, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(tr, key));
            y += 34;
        }
        ui_rect r = {x + 34, y, colw - 50, 40};
        /* a title cut short on its button (three columns at 800x600) is shown whole over the
         * button while the pointer or the keyboard's focus is on it (the tip, below) */
        bool pointed = ui_rect_has(r, app->mx, app->my) || app->focus == app->nzones; /* (its zone is the next) */
        const char *title = l->title[tr->lang];
        if (pointed && ui_text_width(app, ui_button_text_size(app, r, title), true, title) > r.w - 12)
            whole = title, whole_at = r;
        ui_button_sized(app, r, title, ZONE_LESSON + i, true, size);
        if (t->done[i]) tick(app, x + 10, y + 10, (SDL_Color){120, 220, 120, 255});
        y += 46;
    }
    if (!t->nlessons || t->load_error[0])
        ui_text_fit(app, app->lw / 2, bottom + 6, 14, app->lw - 40, UI_RED, UI_ALIGN_CENTER, false,
                    t->load_error[0] ? t->load_error : ui_tr(tr, "tut.none"));
    if (whole) {
        /* over the button itself, as wide as the title needs, kept inside the window: a tip
         * drawn over the list on purpose, so not one of the boxes the layout checks keep apart */
        float w = ui_text_width(app, 16, true, whole) + 24;
        if (w > app->lw - 20) w = app->lw - 20;
        float x0 = whole_at.x + whole_at.w / 2 - w / 2;
        if (x0 + w > app->lw - 10) x0 = app->lw - 10 - w;
        if (x0 < 10) x0 = 10;
        ui_rect tip = {x0, whole_at.y, w, whole_at.h};
        struct ui_boxes *laid_out = app->boxes;
        app->boxes = NULL;
        ui_fill(app, tip, (SDL_Color){30, 20, 10, 255});
        ui_outline(app, tip, UI_GOLD, 2.0f);
        ui_text_fit(app, tip.x + tip.w / 2, tip.y + (tip.h - ui_line_h(app, 16)) / 2, 16, w - 16, UI_WHITE,
                    UI_ALIGN_CENTER, true, whole);
        app->boxes = laid_out;
    }
    ui_button(app, (ui_rect){app->lw / 2 - 120, app->lh - 60, 240, 46}, ui_tr(tr, "back"), ZONE_BACK, true);
    if (app->focus < 0 && app->nzones) app->focus = 0;
}

/* ---- highlights ---- */

static void mark_rect(ui_app *app, ui_rect r)
{
    /* a slow pulse, so the eye finds it */
    float k = 0.5f + 0.5f * sinf((float)(app->now % 1200) / 1200.0f * 6.2832f);
    float g = 3 + 2 * k;
    ui_outline(app, (ui_rect){r.x - g, r.y - g, r.w + 2 * g, r.h + 2 * g}, UI_TUT_MARK, g);
    ui_wake(app, 60);
}

static void mark_group(ui_app *app, int group)
{
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
    for (int i = 0; i < app->nrec; i++) {
        if (app->rec[i].group != group) continue;
        const SDL_Rect *r = &app->rec[i].r;
        if (r->x < x0) x0 = r->x;
        if (r->y < y0) y0 = r->y;
        if (r->x + r->w > x1) x1 = r->x + r->w;
        if (r->y + r->h > y1) y1 = r->y + r->h;
    }
    if (x1 < 0) return;
    mark_rect(app, (ui_rect){x0 / app->s, y0 / app->s, (float)(x1 - x0) / app->s, (float)(y1 - y0) / app->s});
}

static void draw_marks(ui_app *app, const sp_lesson_step *st)
{
    ui_match *m = app->match;
    ui_layout L;
    ui_layout_make(&L, app, m->players, m->view_seat, app->settings.tile_size);
    sp_action_list legal;
    ui_match_legal(m, &legal);
    for (int k = 0; k < st->nmarks; k++) {
        const sp_mark *mk = &st->marks[k];
        switch (mk->kind) {
        case SP_MARK_TILE:
        case SP_MARK_INDEX:
            for (int i = 0; i < m->nhand_pos; i++) {
                bool hit = mk->kind == SP_MARK_INDEX ? i == mk->arg
                                                      : m->hand_tile[i] >= 0 && sp_tile_kind(m->hand_tile[i]) == mk->arg;
                if (hit) mark_rect(app, (ui_rect){m->hand_x[i], m->hand_y[i], ui_face_w(m->hand_h), m->hand_h});
            }
            break;
        case SP_MARK_BUTTON:
            /* of several buttons of the type (the three 定缺 suits), the one the step waits for */
            for (int z = 0; z < app->nzones; z++) {
                int id = app->zones[z].id - UI_ZONE_ACTION;
                if (id < 0 || id >= legal.n || app->zones[z].id >= UI_ZONE_PAUSE || legal.a[id].type != mk->arg) continue;
                bool waited = st->kind == SP_STEP_WAIT && st->action.type == mk->arg;
                if (!waited || sp_action_equal(&legal.a[id], &st->action)) mark_rect(app, app->zones[z].r);
            }
            break;
        case SP_MARK_RIVER: mark_group(app, mk->arg * 8 + 0); break;
        case SP_MARK_HAND: mark_group(app, mk->arg * 8 + 1); break;
        case SP_MARK_MELDS:
            mark_group(app, mk->arg * 8 + 2);
            mark_group(app, mk->arg * 8 + 3);
            break;
        case SP_MARK_CENTRE: mark_rect(app, (ui_rect){L.cx - L.panel / 2, L.cy - L.panel / 2, L.panel, L.panel}); break;
        case SP_MARK_WALL: mark_rect(app, (ui_rect){L.cx - 80, L.cy - 42, 160, 78}); break;
        default: break;
        }
    }
}

/* ---- the lesson panel ---- */

ui_rect ui_tutorial_panel(const ui_app *app)
{
    /* top right, clear of the right seat's hand and flowers along the edge */
    return (ui_rect){app->lw - 440 - 80, 40, 440, 0};
}

/* Splits text into lines at most w wide: at spaces where there are any, else between any two
 * characters (Chinese). Returns the number of lines; starts/lens index into text. */
static int wrap(ui_app *app, const char *text, float size, float w, int starts[], int lens[], int max)
{
    int n = 0, len = (int)strlen(text), at = 0;
    char buf[SP_LESSON_TEXT];
    while (at < len && n < max) {
        while (text[at] == ' ') at++;
        int end = at, last_space = -1, fit = at;
        while (end < len) {
            int next = end + 1;
            while (next < len && ((unsigned char)text[next] & 0xC0) == 0x80) next++;
            memcpy(buf, text + at, (size_t)(next - at));
            buf[next - at] = 0;
            if (ui_text_width(app, size, false, buf) > w && fit > at) break;
            if (text[end] == ' ') last_space = end;
            fit = next;
            end = next;
        }
        /* in the middle of a Latin word, break at the last space; Chinese breaks anywhere */
        bool mid_word = end < len && end > at && (unsigned char)text[end] < 0x80 && text[end] != ' ' &&
                        (unsigned char)text[end - 1] < 0x80 && text[end - 1] != ' ';
        if (mid_word && last_space > at) fit = last_space;
        /* Chinese punctuation that closes a phrase never starts a line: it stays on this one */
        static const char *closing[] = {"，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "”", "…"};
        for (bool moved = true; moved && fit < len;) { /* maybe two in a row ("。」") */
            moved = false;
            for (size_t c = 0; c < sizeof closing / sizeof closing[0] && !moved; c++)
                if (!strncmp(text + fit, closing[c], strlen(closing[c]))) {
                    fit += (int)strlen(closing[c]);
                    moved = true;
                }
        }
        /* and punctuation that opens one never ends a line: it goes on to the next */
        static const char *opening[] = {"（", "「", "『", "“", "("};
        for (size_t c = 0; c < sizeof opening / sizeof opening[0] && fit < len; c++) {
            int ol = (int)strlen(opening[c]);
            if (fit - ol > at && !strncmp(text + fit - ol, opening[c], (size_t)ol)) {
                fit -= ol;
                break;
            }
        }
        starts[n] = at;
        lens[n] = fit - at;
        n++;
        at = fit;
    }
    return n;
}

static float draw_wrapped(ui_app *app, float x, float y, float w, SDL_Color c, const char *text, bool draw)
{
    int starts[MAX_LINES], lens[MAX_LINES];
    int n = wrap(app, text, TEXT_SIZE, w - TEXT_SIZE, starts, lens, MAX_LINES); /* room for hanging punctuation */
    for (int i = 0; draw && i < n; i++) {
        char line[SP_LESSON_TEXT];
        memcpy(line, text + starts[i], (size_t)lens[i]);
        line[lens[i]] = 0;
        ui_text(app, x, y + i * LINE_H, TEXT_SIZE, c, UI_ALIGN_LEFT, false, line);
    }
    return (float)n * LINE_H;
}

static float draw_score(ui_app *app, const ui_tutorial *t, float x, float y, float w, bool draw)
{
    if (!t->has_score) return 0;
    const sp_score_result *r = &t->score;
    const sp_ruleset *rs = app->match->rules;
    int lang = app->i18n.lang;
    char buf[200];
    float h = 0;
    for (int i = 0; i < r->npatterns; i++, h += 24) {
        if (!draw) continue;
        const sp_pattern_score *ps = &r->patterns[i];
        ui_sheet_name(rs, ps, lang, buf, sizeof buf);
        ui_text_fit(app, x + 8, y + h, 16, w - 110, UI_WHITE, UI_ALIGN_LEFT, false, buf);
        ui_sheet_value(rs, ps, &app->i18n, buf, sizeof buf);
        ui_text(app, x + w - 8, y + h, 16, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
    }
    if (draw) {
        ui_sheet_total(rs, r, &app->i18n, buf, sizeof buf);
        ui_text(app, x + w - 8, y + h + 2, 19, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
    }
    h += 34;
    /* side payments some rulesets add (Guizhou's chickens and beans): what the winner gets */
    int winner = app->match->s->game.outcome.wins[0].seat;
    for (int i = 0; i < r->nparts; i++, h += 22) {
        if (!draw) continue;
        char key[40];
        snprintf(key, sizeof key, "part.%s", r->parts[i].name);
        const char *name = ui_tr(&app->i18n, key);
        snprintf(buf, sizeof buf, "%s  %+d", name == key ? r->parts[i].name : name, (int)r->parts[i].seats[winner]);
        ui_text(app, x + w - 8, y + h, 15, UI_WHITE, UI_ALIGN_RIGHT, false, buf);
    }
    h += r->nparts ? 8 : 0;
    /* who paid what (a 包牌 shows here: the liable player pays for the others), and the
     * settlement when this hand ended the match (Mingjiang's ranked points) */
    const sp_hand_outcome *o = &app->match->s->game.outcome;
    for (int row = 0; row < (o->match_over ? 2 : 1); row++, h += 24) {
        if (!draw) continue;
        const int32_t *v = row ? o->settlement : o->delta;
        int at = snprintf(buf, sizeof buf, "%s ", ui_tr(&app->i18n, row ? "match.settlement" : "result.payments"));
        for (int p = 0; p < app->match->players && at > 0 && (size_t)at < sizeof buf; p++) {
            static const char *wind[SP_SEATS] = {"wind.0", "wind.1", "wind.2", "wind.3"}; /* the player: East */
            const char *key = wind[p];
            at += snprintf(buf + at, sizeof buf - (size_t)at, "  %s %+d", ui_tr(&app->i18n, key), (int)v[p]);
        }
        ui_text_fit(app, x + 8, y + h, 15, w - 16, UI_WHITE, UI_ALIGN_LEFT, false, buf);
    }
    return h + 4;
}

static void draw_panel(ui_app *app, ui_tutorial *t)
{
    const sp_lesson *l = t->lessons[t->current];
    const sp_lesson_step *st = ui_tutorial_step(app);
    const ui_i18n *tr = &app->i18n;
    ui_rect at = ui_tutorial_panel(app);
    float w = at.w, x = at.x, y = at.y, pad = 16, iw = w - 2 * pad;
    const char *text = st ? sp_lesson_text(st, tr->lang) : ui_tr(tr, "tut.complete");
    /* heights first, then the box, then the contents */
    float th = draw_wrapped(app, 0, 0, iw, UI_WHITE, text, false);
    float qh = st && st->kind == SP_STEP_QUIZ ? 64 : 0;
    float sh = st && st->kind == SP_STEP_SCORE ? draw_score(app, t, 0, 0, iw, false) : 0;
    float wh = t->wrong ? draw_wrapped(app, 0, 0, iw - 16, UI_WHITE, t->wrong, false) + 14 : 0;
    float h = pad + 30 + th + 10 + qh + sh + wh + 58;
    ui_rect box = {x, y, w, h};
    ui_fill(app, box, (SDL_Color){12, 24, 20, 235});
    ui_outline(app, box, UI_GOLD, 2);
    float cy = y + pad;
    char buf[200];
    ui_text_fit(app, x + pad, cy, 18, iw - 70, UI_GOLD, UI_ALIGN_LEFT, true, l->title[tr->lang]);
    snprintf(buf, sizeof buf, "%d / %d", st ? t->step + 1 : l->nsteps, l->nsteps);
    ui_text(app, x + w - pad, cy + 2, 14, UI_DIM, UI_ALIGN_RIGHT, false, buf);
    cy += 30;
    cy += draw_wrapped(app, x + pad, cy, iw, UI_WHITE, text, true) + 10;
    if (qh) {
        float th2 = 48, tw = ui_face_w(th2);
        float qx = x + pad;
        for (int i = 0; i < st->nchoices; i++) {
            bool wrong = t->quiz_pick == st->choices[i];
            ui_tile(app, st->choices[i], th2, 0, qx, cy, wrong ? UI_TILE_GREY : 0);
            ui_zone_add(app, (ui_rect){qx, cy, tw, th2}, ZONE_CHOICE + i, true);
            qx += tw + 10;
        }
        cy += qh;
    }
    if (sh) cy += draw_score(app, t, x + pad, cy, iw, true);
    if (t->wrong) {
        ui_fill(app, (ui_rect){x + pad - 4, cy - 4, iw + 8, wh - 4}, (SDL_Color){120, 30, 24, 235});
        draw_wrapped(app, x + pad + 4, cy, iw - 16, UI_WHITE, t->wrong, true);
        cy += wh;
    }
    float by = y + h - 52, bw = (iw - 30) / 4;
    ui_button(app, (ui_rect){x + pad, by, bw, 40}, ui_tr(tr, "tut.lessons"), ZONE_LIST, true);
    ui_button(app, (ui_rect){x + pad + bw + 10, by, bw, 40}, ui_tr(tr, "tut.restart"), ZONE_RESTART, true);
    ui_button(app, (ui_rect){x + pad + 2 * (bw + 10), by, bw, 40}, ui_tr(tr, "tut.back"), ZONE_BACKSTEP,
              ui_tutorial_can_back(app));
    bool can_next = !st || st->kind == SP_STEP_SAY || st->kind == SP_STEP_SCORE;
    const char *next = !st ? ui_tr(tr, t->current + 1 < t->nlessons ? "tut.next_lesson" : "tut.lessons") : ui_tr(tr, "tut.next");
    ui_rect nr = {x + pad + 3 * (bw + 10), by, bw, 40};
    ui_button(app, nr, next, ZONE_NEXT, can_next);
    if (can_next) mark_rect(app, nr);
}

static void tutorial_draw(ui_app *app)
{
    ui_tutorial *t = ui_tutorial_get(app);
    if (!t) return;
    if (t->current < 0 || !app->match) {
        ui_felt(app);
        draw_list(app, t);
        return;
    }
    app->record = true;
    ui_screen_table.draw(app);
    app->record = false;
    const sp_lesson_step *st = ui_tutorial_step(app);
    if (st) draw_marks(app, st);
    draw_panel(app, t);
}

static void tutorial_activate(ui_app *app, int id, bool back)
{
    (void)back;
    ui_tutorial *t = ui_tutorial_get(app);
    if (!t) return;
    if (t->current < 0 || !app->match) {
        if (id == ZONE_BACK) ui_screen_back(app);
        else if (id >= ZONE_LESSON && id < ZONE_LESSON + t->nlessons) ui_tutorial_start(app, id - ZONE_LESSON);
        return;
    }
    const sp_lesson_step *st = ui_tutorial_step(app);
    if (id == ZONE_NEXT) ui_tutorial_next(app);
    else if (id == ZONE_LIST) ui_tutorial_leave(app);
    else if (id == ZONE_RESTART) ui_tutorial_start(app, t->current);
    else if (id == ZONE_BACKSTEP) ui_tutorial_back(app);
    else if (id >= ZONE_CHOICE && st && st->kind == SP_STEP_QUIZ && id - ZONE_CHOICE < st->nchoices)
        ui_tutorial_pick(app, st->choices[id - ZONE_CHOICE]);
    else if (id >= UI_ZONE_HAND && id < ZONE_NEXT) {
        ui_screen_table.activate(app, id, false);
        ui_tutorial_filter(app);
    }
}

static bool lesson_event(ui_app *app, const SDL_Event *e)
{
    ui_tutorial *t = app->tutorial;
    if (e->type != SDL_KEYDOWN || !t || t->current < 0 || !app->match) return false;
    SDL_Keycode k = e->key.keysym.sym;
    const sp_lesson_step *st = ui_tutorial_step(app);
    if (k == SDLK_ESCAPE) {
        ui_tutorial_leave(app);
        return true;
    }
    if (k == SDLK_BACKSPACE || k == SDLK_b) {
        ui_tutorial_back(app);
        return true;
    }
    bool reading = !st || st->kind == SP_STEP_SAY || st->kind == SP_STEP_SCORE;
    if (reading && (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE || k == SDLK_n)) {
        ui_tutorial_next(app);
        return true;
    }
    if (st && st->kind == SP_STEP_QUIZ && k >= SDLK_1 && k <= SDLK_9) {
        int i = (int)(k - SDLK_1);
        if (i < st->nchoices) ui_tutorial_pick(app, st->choices[i]);
        return true;
    }
    bool used = ui_table_event(app, e);
    ui_tutorial_filter(app);
    return used;
}

/* A lesson's keys; on the list of lessons Esc goes back. */
static bool tutorial_event(ui_app *app, const SDL_Event *e) { return lesson_event(app, e) || ui_escape_goes_back(app, e); }

const ui_screen ui_screen_tutorial = {.name = "tutorial", .keys = "keys.tutorial",
                                      .event = tutorial_event,
                                      .activate = tutorial_activate,
                                      .update = ui_tutorial_update,
                                      .draw = tutorial_draw};
