/* screen_newgame.c: the new-game screen - ruleset, its options with their help texts, the
#define _POSIX_C_SOURCE 200809L
 * player count where the ruleset allows several, and each opponent's level. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/ruleset_edit.h"
#include "table/ruleset_file.h"
#include "ui/bots.h"
#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/saves.h"
#include "ui/screens.h"

enum { NG_MAX_RULES = 24, NG_RULE = 100, NG_OPT = 200, NG_PLAYERS = 300, NG_LEVEL = 400, NG_START = 500, NG_BACK = 501,
       NG_PREV = 600, NG_NEXT = 601, NG_PORT = 502 };

struct ui_newgame {
    int nrules;
    char ids[NG_MAX_RULES][SP_ID_LEN];
    char paths[NG_MAX_RULES][1100];
    char names[NG_MAX_RULES][SP_NLANGS][SP_NAME_LEN];
    bool replaces[NG_MAX_RULES];  /* the player's file, replacing a shipped one of its id */
    int sel;
    sp_ruleset *rs;          /* the selected ruleset */
    int32_t options[SP_MAX_OPTIONS];
    int players;
    int level[SP_SEATS];
    int page;
    int help;                /* option whose help shows, -1 */
    uint64_t seed;
    bool lan;                /* "Host a LAN game": seats open or bots, a port, then the lobby */
    int8_t lan_bot[SP_SEATS];/* per seat: -1 open for a player, else the bot's sp_bot_level */
};

static void sync_players(ui_newgame *ng, bool from_option);

static int load_selected(ui_app *app, ui_newgame *ng)
{
    char err[400];
    if (!ng->rs) ng->rs = malloc(sizeof *ng->rs);
    if (!ng->rs) return -1;
    if (sp_ruleset_load_file(ng->paths[ng->sel], ng->rs, err, sizeof err)) {
        ui_error(app, "msg.no_rules", err);
        free(ng->rs);
        ng->rs = NULL;
        return -1;
    }
    for (int i = 0; i < ng->rs->noptions; i++) ng->options[i] = ng->rs->options[i].def;
    ng->players = ng->rs->players_max;
    sync_players(ng, true);
    ng->page = 0;
    ng->help = ng->rs->noptions ? 0 : -1;
    return 0;
}

static ui_newgame *scan(ui_app *app)
{
    ui_newgame *ng = calloc(1, sizeof *ng);
    sp_ruleset *tmp = malloc(sizeof *tmp);
    if (!ng || !tmp) {
        free(ng);
        free(tmp);
        return NULL;
    }
    /* the ids as loading resolves them (ruleset_catalog.h), sorted by id; a broken file is
     * not offered, and the player is told why */
    sp_rules_entry *e = malloc(SP_RULES_MAX_ENTRIES * sizeof *e);
    int n = e ? sp_rules_catalog(e, SP_RULES_MAX_ENTRIES) : 0;
    bool told = false;
    for (int i = 0; i < n && ng->nrules < NG_MAX_RULES; i++) {
        char err[1400];
        if (sp_ruleset_load_entry(&e[i], tmp, err, sizeof err)) {
            if (!told) ui_notice(app, "%s %s", ui_tr(&app->i18n, "msg.no_rules"), err);
            told = true;
            continue;
        }
        int k = ng->nrules++;
        snprintf(ng->ids[k], sizeof ng->ids[k], "%s", tmp->id);
        snprintf(ng->paths[k], sizeof ng->paths[k], "%s", e[i].path);
        memcpy(ng->names[k], tmp->names, sizeof ng->names[k]);
        ng->replaces[k] = e[i].shadows[0] != 0;
    }
    free(e);
    free(tmp);
    if (ng->nrules) load_selected(app, ng);
    ng->seed = (uint64_t)SDL_GetPerformanceCounter();
    for (int p = 0; p < SP_SEATS; p++) ng->level[p] = ui_bot_level_find("normal"); /* real opponents by default */
    return ng;
}

void ui_newgame_free(ui_app *app)
{
    if (!app->newgame) return;
    free(app->newgame->rs);
    free(app->newgame);
    app->newgame = NULL;
}

const char *ui_newgame_rules_name(ui_app *app, const char *id)
{
    if (!app->newgame) app->newgame = scan(app);
    const ui_newgame *ng = app->newgame;
    for (int i = 0; ng && i < ng->nrules; i++)
        if (!strcmp(ng->ids[i], id) && ng->names[i][app->i18n.lang][0]) return ng->names[i][app->i18n.lang];
    return id;
}

/* An option's value as shown: on / off, the choice's label (its id when the file has none), a number. */
void ui_option_value(const ui_app *app, const sp_ruleset *rs, int i, int32_t v, char *buf, size_t len)
{
    const sp_option_def *o = &rs->options[i];
    if (o->type == SP_OPT_BOOL) snprintf(buf, len, "%s", ui_tr(&app->i18n, v ? "on" : "off"));
    else if (o->type == SP_OPT_CHOICE && v >= 0 && v < o->nchoices) snprintf(buf, len, "%s", sp_ruleset_choice_name(rs, i, v, app->i18n.lang));
    else snprintf(buf, len, "%d", (int)v);
}

/* An option row holds its name on two lines (small windows keep 12 px text: taller rows). */
static float row_h(const ui_app *app)
{
    float h = 2 * ui_line_h(app, 13) + 4;
    return h < 40 ? 40 : h;
}

static int rows_per_col(const ui_app *app)
{
    int r = (int)((app->lh - 290) / row_h(app)); /* the page buttons stay above the help panel */
    return r < 1 ? 1 : r;
}

/* The width a value button of option i needs for its longest choice (its value alone, for
 * an option that is not a choice), so that it stays put while the player cycles them. */
static float widest_choice(ui_app *app, const ui_newgame *ng, int i)
{
    const sp_option_def *o = &ng->rs->options[i];
    float widest = 0;
    char buf[160];
    for (int c = 0; c < (o->type == SP_OPT_CHOICE ? o->nchoices : 1); c++) {
        ui_option_value(app, ng->rs, i, o->type == SP_OPT_CHOICE ? c : ng->options[i], buf, sizeof buf);
        float need = ui_button_width_for(app, 34, buf);
        if (need > widest) widest = need;
    }
    return widest;
}

/* The narrowest width an option's name wraps into on two lines: broken at a space where it
 * has one ("One-winner order" as "One-winner" over "order", never "One-winn" over "er order"),
 * else anywhere, as Chinese text breaks between characters (a little over half its width). */
static float two_line_width(ui_app *app, const char *name)
{
    float whole = ui_text_width(app, 15, false, name), best = whole;
    char head[SP_NAME_LEN + 64];
    size_t n = strlen(name);
    if (n >= sizeof head) return 0.6f * whole;
    for (size_t i = 0; i < n; i++) {
        if (name[i] != ' ') continue;
        memcpy(head, name, i);
        head[i] = 0;
        float a = ui_text_width(app, 15, false, head), b = ui_text_width(app, 15, false, name + i + 1);
        float w = a > b ? a : b;
        if (w < best) best = w;
    }
    return best < whole ? best : 0.6f * whole;
}

/* A ruleset's name on its button, "(your file)" after it when the player's file replaces a shipped one. */
static void rule_label(ui_app *app, const ui_newgame *ng, int i, char *out, size_t len)
{
    int lang = app->i18n.lang;
    snprintf(out, len, "%s%s%s", ng->names[i][lang][0] ? ng->names[i][lang] : ng->ids[i], ng->replaces[i] ? " " : "",
             ng->replaces[i] ? ui_tr(&app->i18n, "new.own_file") : "");
}

static void newgame_draw(ui_app *app)
{
    ui_felt(app);
    if (!app->newgame) app->newgame = scan(app);
    ui_newgame *ng = app->newgame;
    const ui_i18n *t = &app->i18n;
    int lang = t->lang;
    if (!ng) return;
    ui_text(app, app->lw / 2, 20, 32, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(t, ng->lan ? "new.host_title" : "new.title"));
    float x = 30, y = 90;
    ui_text(app, x, y, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "new.ruleset"));
    y += 30;
    /* a ruleset's name fits its button on two lines where the text cannot shrink further */
    float rule_h = 2 * ui_line_h(app, 14) + 8 > 42 ? 2 * ui_line_h(app, 14) + 8 : 42;
    float rule_size = rule_h * 0.46f; /* one font size for the list */
    for (int i = 0; i < ng->nrules; i++) {
        char label[SP_NAME_LEN + 64];
        rule_label(app, ng, i, label, sizeof label);
        float s = ui_button_text_size(app, (ui_rect){x, y, 290, rule_h}, label);
        if (s < rule_size) rule_size = s;
    }
    for (int i = 0; i < ng->nrules; i++) {
        ui_rect r = {x, y, 290, rule_h};
        char label[SP_NAME_LEN + 64];
        rule_label(app, ng, i, label, sizeof label);
        ui_button_sized(app, r, label, NG_RULE + i, true, rule_size);
        if (i == ng->sel) ui_outline(app, (ui_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, UI_GOLD, 3);
        y += rule_h + 8;
    }
    if (!ng->rs) return;
    const sp_ruleset *rs = ng->rs;
    y += 14;
    char buf[160];
    ui_text(app, x, y + 8, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "new.players"));
    snprintf(buf, sizeof buf, "%d", ng->players);
    ui_button(app, (ui_rect){x + 160, y, 130, 40}, buf, NG_PLAYERS, rs->players_min != rs->players_max);
    y += 50;
    static const char *sp_levels[SP_BOT_LEVELS] = {"level.easy", "level.normal", "level.hard", "level.expert"};
    for (int s = 1; s < ng->players; s++) {
        snprintf(buf, sizeof buf, "%s %d", ui_tr(t, "new.seat"), s + 1);
        ui_text(app, x, y + 8, 16, UI_WHITE, UI_ALIGN_LEFT, false, buf);
        const char *label = !ng->lan ? ui_tr(t, ui_bot_level_get(ng->level[s])->name_key)
                            : ng->lan_bot[s] < 0 ? ui_tr(t, "lan.open_seat") : ui_tr(t, sp_levels[ng->lan_bot[s] % SP_BOT_LEVELS]);
        ui_button(app, (ui_rect){x + 160, y, 130, 38}, label, NG_LEVEL + s, ui_bot_level_count() > 1);
        y += 44;
    }
    if (ng->lan && app->lan) {
        ui_text(app, x, y + 8, 16, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, "new.port"));
        ui_field_draw(app, (ui_rect){x + 160, y, 130, 38}, &app->lan->port, app->lan->focus == UI_LAN_FIELD_PORT, "7777",
                      NG_PORT);
    }
    /* options, a page at a time, two columns */
    float ox = 350, oy = 90;
    ui_text(app, ox, oy, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "new.options"));
    int rows = rows_per_col(app), per_page = rows * 2;
    int pages = (rs->noptions + per_page - 1) / per_page;
    if (ng->page >= pages) ng->page = 0;
    float colw = (app->lw - ox - 30) / 2;
    /* each column's value buttons as wide as its longest choice needs ("Half spicy (banla)"
     * whole at 800x600, where the text cannot shrink), from 150 up to half the column, the
     * same whichever is chosen; the names beside them wrap into what is left */
    float bw[2] = {150, 150};
    for (int k = 0; k < per_page && ng->page * per_page + k < rs->noptions; k++) {
        int i = ng->page * per_page + k;
        float need = widest_choice(app, ng, i), most = colw / 2;
        if (need > bw[k / rows]) bw[k / rows] = need < most ? need : most;
    }
    for (int k = 0; k < per_page; k++) {
        int i = ng->page * per_page + k;
        if (i >= rs->noptions) break;
        const sp_option_def *o = &rs->options[i];
        float rh = row_h(app), cx = ox + (k / rows) * colw, cy = oy + 30 + (k % rows) * rh, w = bw[k / rows];
        const char *name = o->names[lang][0] ? o->names[lang] : o->id;
        /* a choice longer than the column's buttons ("4 rounds (a full match)" at 800x600) may
         * take what its own short name leaves, wrapped on two lines (with slack for the break) */
        float room = colw - 34 - two_line_width(app, name), need = widest_choice(app, ng, i);
        if (room > w && need > w) w = need < room ? need : room;
        ui_text_box(app, (ui_rect){cx, cy - 2, colw - w - 30, rh - 2}, 15, UI_WHITE, UI_ALIGN_LEFT, false, name);
        ui_option_value(app, rs, i, ng->options[i], buf, sizeof buf);
        ui_rect r = {cx + colw - 20 - w, cy + (rh - 40) / 2, w, 34};
        ui_button(app, r, buf, NG_OPT + i, true);
        if (ui_rect_has((ui_rect){cx, cy, colw, 34}, app->mx, app->my)) ng->help = i;
    }
    if (app->focus >= 0 && app->focus < app->nzones && app->zones[app->focus].id >= NG_OPT &&
        app->zones[app->focus].id < NG_PLAYERS)
        ng->help = app->zones[app->focus].id - NG_OPT;
    if (pages > 1) {
        snprintf(buf, sizeof buf, "%d / %d", ng->page + 1, pages);
        float py = oy + 30 + rows * row_h(app) + 4;
        ui_button(app, (ui_rect){ox, py, 60, 34}, "<", NG_PREV, true);
        ui_text(app, ox + 100, py + 6, 16, UI_WHITE, UI_ALIGN_CENTER, false, buf);
        ui_button(app, (ui_rect){ox + 140, py, 60, 34}, ">", NG_NEXT, true);
    }
    if (ng->help >= 0 && ng->help < rs->noptions) {
        const sp_option_def *o = &rs->options[ng->help];
        const char *help = o->help[lang][0] ? o->help[lang] : o->help[SP_LANG_EN_];
        /* the chosen value's own help, when it has one, instead of the option's (one line) */
        const char *chosen = o->type == SP_OPT_CHOICE ? sp_ruleset_choice_help(rs, ng->help, ng->options[ng->help], lang) : "";
        char text[SP_LABEL_LEN + SP_LABEL_HELP_LEN + 8];
        if (*chosen) {
            snprintf(text, sizeof text, "%s: %s", sp_ruleset_choice_name(rs, ng->help, ng->options[ng->help], lang), chosen);
            help = text;
        }
        ui_panel(app, (ui_rect){ox, app->lh - 150, app->lw - ox - 30, 60});
        ui_text(app, ox + 12, app->lh - 142, 15, UI_GOLD, UI_ALIGN_LEFT, true, o->names[lang][0] ? o->names[lang] : o->id);
        ui_text_fit(app, ox + 12, app->lh - 118, 14, app->lw - ox - 60, UI_WHITE, UI_ALIGN_LEFT, false, help);
    }
    ui_button(app, (ui_rect){app->lw - 30 - 220, app->lh - 72, 220, 52}, ui_tr(t, ng->lan ? "new.open_lobby" : "new.start"),
              NG_START, true);
    ui_button(app, (ui_rect){app->lw - 30 - 220 - 180, app->lh - 72, 160, 52}, ui_tr(t, "back"), NG_BACK, true);
}

/* A ruleset option for the player count ("players", or 人數 "renshu": a choice of "4", "3",
 * "2") follows the player count picker, and the other way round, so the two never disagree. */
static void sync_players(ui_newgame *ng, bool from_option)
{
    int i = sp_ruleset_players_option(ng->rs);
    if (i < 0) return;
    const sp_option_def *o = &ng->rs->options[i];
    if (from_option) {
        int n = atoi(o->choices[ng->options[i]]);
        if (n >= ng->rs->players_min && n <= ng->rs->players_max) ng->players = n;
        return;
    }
    for (int c = 0; c < o->nchoices; c++)
        if (atoi(o->choices[c]) == ng->players) ng->options[i] = c;
}

void ui_newgame_open(ui_app *app, bool host)
{
    if (!app->newgame) app->newgame = scan(app);
    if (!app->newgame || (host && !ui_lan_get(app))) return;
    app->newgame->lan = host;
    for (int p = 0; p < SP_SEATS; p++) app->newgame->lan_bot[p] = p == 0 ? -1 : SP_BOT_NORMAL;
    ui_screen_push(app, &ui_screen_new_game);
}

/* Opens the LAN lobby with the screen's choices. */
static int host_start(ui_app *app, ui_newgame *ng)
{
    char err[300];
    long port = strtol(app->lan->port.text, NULL, 10);
    if (port < 1 || port > 65535) {
        ui_notice(app, "%s: '%s' (1..65535)", ui_tr(&app->i18n, "new.port"), app->lan->port.text);
        return -1;
    }
    if (ui_lan_host(app, ng->paths[ng->sel], ng->options, ng->players, ng->lan_bot, (uint16_t)port, err, sizeof err)) {
        ui_error(app, "msg.lan_error", err);
        return -1;
    }
    ng->lan = false;
    return 0;
}

int ui_newgame_start(ui_app *app)
{
    ui_newgame *ng = app->newgame;
    if (!ng || !ng->rs) return -1;
    if (ng->lan) return host_start(app, ng);
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) return -1;
    memcpy(rs, ng->rs, sizeof *rs);
    char err[300];
    ui_match *m = ui_match_start(rs, ng->options, ng->players, ng->seed, true, ng->level, app->now, err, sizeof err);
    if (!m) {
        ui_error(app, "msg.start_bad", err);
        return -1;
    }
    ng->seed = ng->seed * 6364136223846793005ull + 1442695040888963407ull;
    ui_match_free(app->match);
    app->match = m;
    ui_saves_new_slot(app); /* a file of its own: no other save is replaced */
    app->watch = false;
    ui_show(app, &ui_screen_table);
    return 0;
}

/* Yes to the question below: the oldest save makes room. */
static void replace_oldest(ui_app *app)
{
    char oldest[1100];
    ui_saves_oldest(app, oldest, sizeof oldest);
    if (oldest[0]) remove(oldest);
    ui_newgame_start(app);
}

/* Start: a new match has a save file of its own; only when every slot is taken does it replace
 * one - the oldest - and never without a question that says which. */
static void start_asking(ui_app *app)
{
    char detail[300], oldest[1100];
    ui_saves_oldest(app, oldest, sizeof oldest);
    if (app->newgame->lan || ui_saves_count(app) < UI_SAVE_SLOTS || !ui_saved_match_text(app, oldest, detail, sizeof detail)) {
        ui_newgame_start(app);
        return;
    }
    ui_confirm(app, ui_tr(&app->i18n, "confirm.replace_save"), detail, "confirm.replace", replace_oldest);
}

static void newgame_activate(ui_app *app, int id, bool back)
{
    ui_newgame *ng = app->newgame;
    if (!ng) return;
    int d = back ? -1 : 1;
    if (app->lan) ui_lan_focus(app->lan, id == NG_PORT ? UI_LAN_FIELD_PORT : UI_LAN_FIELD_NONE);
    if (id >= NG_LEVEL && id < NG_LEVEL + SP_SEATS && ng->lan) { /* open, easy, normal, hard */
        int8_t *b = &ng->lan_bot[id - NG_LEVEL];
        *b = (int8_t)((*b + 1 + d + SP_BOT_LEVELS + 1) % (SP_BOT_LEVELS + 1) - 1);
        return;
    }
    if (id >= NG_RULE && id < NG_RULE + ng->nrules) {
        ng->sel = id - NG_RULE;
        load_selected(app, ng);
    } else if (id >= NG_OPT && id < NG_PLAYERS && ng->rs) {
        int i = id - NG_OPT;
        const sp_option_def *o = &ng->rs->options[i];
        ng->options[i] = sp_option_step(o, ng->options[i], d);
        ng->help = i;
        sync_players(ng, true);
    } else if (id == NG_PLAYERS && ng->rs) {
        int span = ng->rs->players_max - ng->rs->players_min + 1;
        ng->players = ng->rs->players_min + (ng->players - ng->rs->players_min + d + span) % span;
        sync_players(ng, false);
    } else if (id >= NG_LEVEL && id < NG_LEVEL + SP_SEATS) {
        int n = ui_bot_level_count();
        ng->level[id - NG_LEVEL] = (ng->level[id - NG_LEVEL] + d + n) % n;
    } else if (id == NG_PREV || id == NG_NEXT) {
        int per_page = rows_per_col(app) * 2, pages = ng->rs ? (ng->rs->noptions + per_page - 1) / per_page : 1;
        ng->page = (ng->page + (id == NG_NEXT ? 1 : -1) + pages) % (pages ? pages : 1);
    } else if (id == NG_START) {
        start_asking(app);
    } else if (id == NG_BACK) {
        ui_screen_back(app); /* to the title, or the LAN screen that hosts */
        ng->lan = false;
    }
}

/* The port field (ui/lan.c), then Esc goes back. */
static bool newgame_event(ui_app *app, const SDL_Event *e) { return ui_lan_event(app, e) || ui_escape_goes_back(app, e); }

const ui_screen ui_screen_new_game = {
    .name = "new-game", .keys = "keys.new_game", .event = newgame_event, .activate = newgame_activate, .draw = newgame_draw};
