/* screen_calc_hand.c: the calculator's hand tab - the tiles and melds typed as notation, the
 * hand drawn (a click makes a tile the winning tile, a right click takes it out), and the
 * palette that adds a tile, a flower or a meld at each click. The fields and the palette edit
 * the same model, so each shows what the other did. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/screen_calc.h"

static const char *mode_key(int mode)
{
    static const char *k[CALC_ADD_MODES] = {"calc.add.tile", "calc.add.chi", "calc.add.pon", "calc.add.minkan", "calc.add.ankan"};
    return k[mode];
}

float calc_field_row(ui_app *app, calc_screen *st, int f, const char *label, const char *hint, float x, float y, float w)
{
    ui_text_fit(app, x, y + 9, 16, 110, UI_DIM, UI_ALIGN_LEFT, false, label);
    ui_field_draw(app, (ui_rect){x + 116, y, w - 116, 38}, &st->fields[f], st->focus_field == f, hint, CALC_Z_FIELD + f);
    float h = 0;
    if (st->field_error[f][0]) /* wrapped under the field, the rows below moved down */
        h = ui_text_wrap(app, x + 116, y + 40, 13, w - 116, UI_RED, false, st->field_error[f], 3);
    return h + 40 > 56 - 4 ? 40 + h + 4 : 56;
}

/* The hand: each concealed tile (the winning tile lit), then the melds, then the flowers. */
static float draw_hand(ui_app *app, calc_screen *st, float x, float y, float w)
{
    const ui_calc *c = st->calc;
    float h = 44, tw = ui_face_w(h);
    if (c->size * tw > w) { /* a long hand still fits its row */
        tw = w / (float)c->size;
        h = tw * 80.0f / 60.0f;
    }
    float cx = x;
    bool lit_done = false;
    for (int k = 0; k < SP_KINDS; k++)
        for (int n = 0; n < c->tiles[k]; n++) {
            bool lit = k == c->win_tile && !lit_done && n == c->tiles[k] - 1;
            lit_done |= lit;
            ui_tile(app, k, h, 0, cx, y, lit ? UI_TILE_LIGHT : 0);
            if (n == c->tiles[k] - 1) ui_zone_add(app, (ui_rect){cx - tw * n, y, tw * (float)(n + 1), h}, CALC_Z_HAND + k, true);
            cx += tw;
        }
    if (!c->size) ui_text(app, x, y + 12, 15, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(&app->i18n, "calc.empty"));
    float my = y + h + 8, mh = 34, mw = ui_face_w(mh);
    cx = x;
    for (int i = 0; i < c->nmelds; i++) {
        const sp_meld *m = &c->melds[i];
        int n = sp_meld_size(m);
        for (int j = 0; j < n; j++) {
            int kind = m->type == SP_MELD_CHI ? m->kind + j : m->kind;
            bool back = m->type == SP_MELD_ANKAN && (j == 0 || j == 3);
            ui_tile(app, back ? UI_SPR_BACK : kind, mh, 0, cx + j * mw, my, 0);
        }
        ui_zone_add(app, (ui_rect){cx, my, mw * (float)n, mh}, CALC_Z_MELD + i, true);
        if (m->from >= 0) ui_text(app, cx + mw * (float)n / 2, my + mh + 1, 12, UI_DIM, UI_ALIGN_CENTER, false, calc_wind(app, m->from));
        cx += mw * (float)n + 10;
    }
    for (int f = 0; f < 8; f++)
        if (c->flowers >> f & 1) {
            ui_tile(app, SP_KIND_F + f, mh, 0, cx, my, 0);
            cx += mw;
        }
    return my + mh + 18 - y;
}

/* The palette: the suits a row each, then honours and flowers; tiles all in use are grey. */
static void draw_palette(ui_app *app, calc_screen *st, float x, float y, float w)
{
    float tw = (w - 8) / 15, h = tw * 80.0f / 60.0f; /* 15 a row: honours and flowers */
    if (h > 60) {
        h = 60;
        tw = ui_face_w(h);
    }
    const sp_ruleset *rs = st->calc->rules;
    for (int k = 0; k < SP_KINDS_ALL; k++) {
        int row = k < 27 ? k / 9 : 3, col = k < 27 ? k % 9 : k - 27;
        /* only the tiles the ruleset plays with */
        if (rs && ((k < 27 && !(sp_ruleset_suits_in_play(rs, st->calc->options) >> (k / 9) & 1)) || (sp_kind_is_honor(k) && !rs->honors) ||
                   (sp_kind_is_flower(k) && !sp_ruleset_flowers_in_play(rs, st->calc->options))))
            continue;
        float tx = x + col * tw + (k >= SP_KIND_F ? 8 : 0), ty = y + row * (h + 4);
        bool usable = sp_kind_is_flower(k) ? true : ui_calc_visible(st->calc, k) < 4;
        bool held = sp_kind_is_flower(k) && (st->calc->flowers >> (k - SP_KIND_F) & 1);
        ui_tile(app, k, h, 0, tx, ty, (usable ? 0 : UI_TILE_GREY) | (held ? UI_TILE_SELECTED : 0));
        ui_zone_add(app, (ui_rect){tx, ty, tw, h}, CALC_Z_PALETTE + k, usable);
    }
}

void calc_hand_draw(ui_app *app, calc_screen *st, ui_rect a)
{
    const ui_i18n *t = &app->i18n;
    float y = a.y + 2 + calc_field_row(app, st, CALC_FIELD_TILES, ui_tr(t, "calc.tiles"), ui_tr(t, "calc.tiles_hint"), a.x, a.y, a.w);
    y += calc_field_row(app, st, CALC_FIELD_MELDS, ui_tr(t, "calc.melds"), ui_tr(t, "calc.melds_hint"), a.x, y, a.w) + 4;
    y += draw_hand(app, st, a.x, y, a.w);
    y += ui_text_wrap(app, a.x, y, 13, a.w, UI_DIM, false, ui_tr(t, "calc.hand_help"), 2) + 6;
    char label[160];
    snprintf(label, sizeof label, "%s: %s", ui_tr(t, "calc.adds"), ui_tr(t, mode_key(st->mode)));
    float bw = (a.w - 8) / 2;
    ui_button(app, (ui_rect){a.x, y, bw, 36}, label, CALC_Z_MODE, true);
    snprintf(label, sizeof label, "%s: %s", ui_tr(t, "calc.from"), calc_wind(app, st->from));
    ui_button(app, (ui_rect){a.x + bw + 8, y, bw, 36}, label, CALC_Z_FROM, st->mode != CALC_ADD_TILE && st->mode != CALC_ADD_ANKAN);
    draw_palette(app, st, a.x, y + 46, a.w);
}

/* A meld of the palette's mode starting at kind; -1 with why when there is none. */
static int add_meld(calc_screen *st, int kind, ui_calc_msg *why)
{
    static const char *type[CALC_ADD_MODES] = {"", "chi", "pon", "minkan", "ankan"};
    if (kind >= SP_KIND_F) return ui_calc_say(why, "calc.err.flower_meld", NULL, NULL, "melds: flowers make no meld");
    if (st->mode == CALC_ADD_CHI && (kind >= 27 || kind % 9 > 6))
        return ui_calc_say(why, "calc.err.chow_run", NULL, NULL, "melds: a chow is three in a row of one suit");
    char name[3], text[32];
    sp_kind_name(kind, name);
    int n = st->mode == CALC_ADD_CHI ? 3 : st->mode == CALC_ADD_PON ? 3 : 4;
    char tiles[12] = "";
    for (int i = 0; i < n; i++) tiles[i] = (char)('0' + sp_kind_number(st->mode == CALC_ADD_CHI ? kind + i : kind));
    snprintf(text, sizeof text, "%s:%s%c", type[st->mode], tiles, name[1]);
    if (st->mode != CALC_ADD_ANKAN) snprintf(text + strlen(text), sizeof text - strlen(text), "@%c", sp_seat_letter(st->from));
    ui_calc *c = st->calc;
    if (ui_calc_add_meld(c, text, why)) return -1;
    uint8_t counts[SP_KINDS_ALL] = {0};
    memcpy(counts, c->tiles, SP_KINDS);
    sp_error e;
    if (sp_check_copies(counts, c->melds, c->nmelds, &e)) {
        ui_calc_remove_meld(c, c->nmelds - 1);
        return ui_calc_say(why, "calc.err.all_used", name, NULL, "melds: %s", e.message);
    }
    return 0;
}

bool calc_hand_activate(ui_app *app, calc_screen *st, int id, bool back)
{
    ui_calc *c = st->calc;
    ui_calc_msg why;
    if (id == CALC_Z_MODE) {
        st->mode = (st->mode + (back ? CALC_ADD_MODES - 1 : 1)) % CALC_ADD_MODES;
        app->changed = true;
        return false;
    }
    if (id == CALC_Z_FROM) {
        st->from = (st->from + (back ? 3 : 1)) % 4;
        app->changed = true;
        return false;
    }
    if (id >= CALC_Z_PALETTE && id < CALC_Z_PALETTE + SP_KINDS_ALL) {
        int kind = id - CALC_Z_PALETTE;
        int r = st->mode == CALC_ADD_TILE || kind >= SP_KIND_F ? ui_calc_add_tile(c, kind, &why) : add_meld(st, kind, &why);
        if (r) {
            char text[300];
            calc_msg_words(app, &why, text, sizeof text);
            ui_notice(app, "%s", text);
        }
        else if (st->mode == CALC_ADD_TILE && kind < SP_KINDS) c->win_tile = kind; /* the last tile added is the one won on */
        return r == 0;
    }
    if (id >= CALC_Z_HAND && id < CALC_Z_HAND + SP_KINDS) {
        int kind = id - CALC_Z_HAND;
        if (back) ui_calc_remove_tile(c, kind);
        else c->win_tile = kind;
        return true;
    }
    if (id >= CALC_Z_MELD && id < CALC_Z_MELD + 4) {
        ui_calc_remove_meld(c, id - CALC_Z_MELD);
        return true;
    }
    return false;
}
