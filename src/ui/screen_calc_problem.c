/* screen_calc_problem.c: the calculator's messages in a form the window can translate - a
 * strings key with its arguments beside the English sentence - and what a refused request
 * means for the player. The request's error names its field first ("discarder: ...",
 * src/cli/README.md); the model, which holds the hand, gives the arguments. No SDL here. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ui/screen_calc_model.h"

int ui_calc_say(ui_calc_msg *m, const char *key, const char *a, const char *b, const char *english, ...)
{
    snprintf(m->key, sizeof m->key, "%s", key ? key : "");
    snprintf(m->arg[0], sizeof m->arg[0], "%s", a ? a : "");
    snprintf(m->arg[1], sizeof m->arg[1], "%s", b ? b : "");
    va_list ap;
    va_start(ap, english);
    vsnprintf(m->text, sizeof m->text, english, ap);
    va_end(ap);
    return -1;
}

static bool field_is(const char *error, const char *field)
{
    size_t n = strlen(field);
    return !strncmp(error, field, n) && error[n] == ':';
}

/* The first kind named more than four times in the request (hand, melds, others' melds,
 * indicator), or -1. */
static int fifth_copy(const ui_calc *c)
{
    for (int k = 0; k < SP_KINDS; k++)
        if (ui_calc_visible(c, k) > 4) return k;
    return -1;
}

/* The other seat an error names first ("others.S.tiles: ..." -> 1), or -1. */
static int other_seat(const char *error)
{
    if (strncmp(error, "others.", 7) || !error[7] || (error[8] != '.' && error[8] != ':')) return -1;
    char letter[2] = {error[7], 0};
    return sp_parse_seat(letter);
}

/* An error about another seat's concealed tiles or ready flag (others.X.tiles, others.X),
 * from what the model holds for that seat; false when it is about something else. */
static bool other_problem(const ui_calc *c, const char *e, int players, ui_calc_msg *out)
{
    int s = other_seat(e);
    if (s < 0) return false;
    const ui_calc_seat *o = &c->others[s];
    char a[16], b[24];
    snprintf(a, sizeof a, "@wind.%d", s & 3);
    int n = 0, full = 13 - 3 * o->nmelds;
    for (int k = 0; k < SP_KINDS; k++) n += o->tiles[k];
    if (e[8] == ':' && s >= players) {
        snprintf(b, sizeof b, "%d", players);
        ui_calc_say(out, "calc.err.seat_out", a, b, "%s", e);
    } else if (e[8] == '.' && !strncmp(e + 9, "tiles:", 6)) {
        bool won = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o->extra, "won"));
        snprintf(b, sizeof b, "%d", full + (won ? 1 : 0));
        if (n > full + (won ? 1 : 0)) ui_calc_say(out, "calc.err.other_too_many", a, b, "%s", e);
        else if (n == full) ui_calc_say(out, "calc.err.other_not_ready", a, NULL, "%s", e);
        else if (c->win == SP_WIN_DRAW && o->ready == 1) ui_calc_say(out, "calc.err.other_draw_full", a, b, "%s", e);
        else ui_calc_say(out, "calc.err.other_count", a, b, "%s", e);
    } else if (e[8] == ':' && c->win == SP_WIN_DRAW && !o->has_tiles && o->ready < 0) {
        ui_calc_say(out, "calc.err.other_needs_hand", a, NULL, "%s", e);
    } else {
        return false;
    }
    return true;
}

void ui_calc_problem(const ui_calc *c, ui_calc_msg *out)
{
    const char *e = c->error;
    char a[16], b[16];
    int players = ui_calc_players(c);
    memset(out, 0, sizeof *out);
    if (!e[0]) return;
    int five = fifth_copy(c);
    if (!c->rules) {
        ui_calc_say(out, "calc.err.no_rules", NULL, NULL, "%s", e);
    } else if (field_is(e, "tiles") && c->size == 0) {
        ui_calc_say(out, "calc.empty", NULL, NULL, "%s", e);
    } else if (field_is(e, "tiles") && five >= 0) {
        sp_kind_name(five, a);
        snprintf(b, sizeof b, "%d", ui_calc_visible(c, five));
        ui_calc_say(out, "calc.err.copies", a, b, "%s", e);
    } else if (field_is(e, "tiles") && c->win == SP_WIN_DRAW && c->size != c->full - 1) {
        snprintf(a, sizeof a, "%d", c->full - 1);
        ui_calc_say(out, "calc.err.draw_count", a, NULL, "%s", e);
    } else if (field_is(e, "tiles") && c->size != c->full) {
        snprintf(a, sizeof a, "%d", c->size);
        snprintf(b, sizeof b, "%d", c->full);
        ui_calc_say(out, "calc.err.count", a, b, "%s", e);
    } else if (field_is(e, "win_tile") && c->win_tile < 0) {
        ui_calc_say(out, "calc.pick_win", NULL, NULL, "%s", e);
    } else if (field_is(e, "discarder") && c->win == SP_WIN_RON && c->discarder < 0) {
        ui_calc_say(out, "calc.err.needs_discarder", NULL, NULL, "%s", e);
    } else if (field_is(e, "discarder") && c->win == SP_WIN_RON) {
        snprintf(a, sizeof a, "@wind.%d", c->discarder & 3);
        ui_calc_say(out, "calc.err.discarder_seat", a, NULL, "%s", e);
    } else if (field_is(e, "discarder")) {
        ui_calc_say(out, "calc.err.tsumo_discarder", NULL, NULL, "%s", e);
    } else if ((field_is(e, "seat") || field_is(e, "dealer")) && (c->seat >= players || c->dealer >= players)) {
        snprintf(a, sizeof a, "@wind.%d", (c->seat >= players ? c->seat : c->dealer) & 3);
        snprintf(b, sizeof b, "%d", players);
        ui_calc_say(out, "calc.err.seat_out", a, b, "%s", e);
    } else if (other_problem(c, e, players, out)) { /* said: another seat's tiles or ready flag */
    } else if (field_is(e, "flowers") && !c->rules->flowers) {
        ui_calc_say(out, "calc.err.no_flowers", NULL, NULL, "%s", e);
    } else {
        ui_calc_say(out, "calc.err.other", e, NULL, "%s", e);
    }
}
