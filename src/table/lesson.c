/* lesson.c: reading tutorial lessons (libconfig) with errors naming file, line and field. */
#define _POSIX_C_SOURCE 200809L
#include "table/lesson.h"

#include <libconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_explain.h"
#include "table/config_error.h"
#include "table/read_file.h"
#include "table/scenario_wall.h"


static const char *lang_keys[SP_NLANGS] = {"zh_Hant", "zh_Hans", "en"};

/* A string member into out (n bytes); missing is an error only when required. */
static int str_member(sp_config_ctx *c, const config_setting_t *g, const char *key, const char *field, char *out, size_t n,
                      bool required)
{
    const config_setting_t *s = config_setting_get_member(g, key);
    if (!s) return required ? sp_config_fail(c, g, field, "missing") : 0;
    if (config_setting_type(s) != CONFIG_TYPE_STRING) return sp_config_fail(c, s, field, "expected a string");
    const char *v = config_setting_get_string(s);
    if (strlen(v) >= n) return sp_config_fail(c, s, field, "too long (at most %zu bytes)", n - 1);
    snprintf(out, n, "%s", v);
    return 0;
}

/* { zh_Hant = "..."; zh_Hans = "..."; en = "..."; }: every language required. */
static int texts(sp_config_ctx *c, const config_setting_t *g, const char *key, const char *field, char *out, size_t n,
                 bool required)
{
    const config_setting_t *s = config_setting_get_member(g, key);
    if (!s) return required ? sp_config_fail(c, g, field, "missing") : 0;
    if (config_setting_type(s) != CONFIG_TYPE_GROUP)
        return sp_config_fail(c, s, field, "expected { zh_Hant = \"...\"; zh_Hans = \"...\"; en = \"...\"; }");
    for (int i = 0; i < config_setting_length(s); i++) {
        const char *k = config_setting_name(config_setting_get_elem(s, (unsigned)i));
        bool known = false;
        for (int l = 0; l < SP_NLANGS; l++) known |= !strcmp(k, lang_keys[l]);
        if (!known)
            return sp_config_fail(c, config_setting_get_elem(s, (unsigned)i), field, "unknown language '%s' (zh_Hant, zh_Hans, en)", k);
    }
    for (int l = 0; l < SP_NLANGS; l++) {
        char f[96];
        int w = snprintf(f, sizeof f, "%s.%s", field, lang_keys[l]);
        if (w < 0 || (size_t)w >= sizeof f) return sp_config_fail(c, s, field, "field name too long");
        if (str_member(c, s, lang_keys[l], f, out + (size_t)l * n, n, true)) return -1;
    }
    return 0;
}

static int only_keys(sp_config_ctx *c, const config_setting_t *g, const char *field, const char *const *known)
{
    /* a list's elements have no names: "wall = ( ... )" is refused here, not read as a group */
    if (config_setting_type(g) != CONFIG_TYPE_GROUP) return sp_config_fail(c, g, field, "expected a group { ... }");
    for (int i = 0; i < config_setting_length(g); i++) {
        const config_setting_t *e = config_setting_get_elem(g, (unsigned)i);
        const char *k = config_setting_name(e);
        bool ok = false;
        for (int j = 0; known[j]; j++) ok |= !strcmp(k, known[j]);
        if (!ok) return sp_config_fail(c, e, field, "unknown field '%s'", k);
    }
    return 0;
}

/* One tile kind ("5m", "7z", "1f"). */
static int one_kind(const char *text)
{
    int k[2];
    return sp_tiles_in_order(text, k, 2) == 1 ? k[0] : -1;
}

/* "E D 5m" -> seat 1 letter, then the action's text form. */
static int seat_action(sp_config_ctx *c, const config_setting_t *s, const char *field, int *seat, sp_action *a)
{
    const char *v = config_setting_get_string(s);
    if (!v) return sp_config_fail(c, s, field, "expected a string like \"S D 5m\"");
    char letter[2] = {v[0], 0};
    *seat = sp_parse_seat(letter);
    if (*seat < 0 || v[1] != ' ') return sp_config_fail(c, s, field, "'%s' does not start with a seat letter (E S W N) and a space", v);
    sp_error e;
    if (sp_action_parse(v + 2, a, &e)) return sp_config_fail(c, s, field, "'%s': %s (column %d)", v, e.message, e.column + 2);
    return 0;
}

static int parse_mark(sp_config_ctx *c, const config_setting_t *s, const char *field, sp_mark *m)
{
    const char *v = config_setting_get_string(s);
    if (!v) return sp_config_fail(c, s, field, "expected a string");
    char word[16] = "", arg[16] = "";
    if (sscanf(v, "%15s %15s", word, arg) < 1) return sp_config_fail(c, s, field, "empty highlight");
    static const char *words[] = {"tile", "index", "button", "river", "melds", "hand", "centre", "wall"};
    int kind = -1;
    for (int i = 0; i < 8; i++)
        if (!strcmp(word, words[i])) kind = i;
    if (kind < 0)
        return sp_config_fail(c, s, field, "'%s': unknown highlight (tile KIND, index N, button ACTION, river SEAT, melds SEAT, hand SEAT, centre, wall)", v);
    m->kind = (uint8_t)kind;
    m->arg = 0;
    switch (kind) {
    case SP_MARK_TILE: {
        int k = one_kind(arg);
        if (k < 0) return sp_config_fail(c, s, field, "'%s': '%s' is not one tile", v, arg);
        m->arg = (int8_t)k;
        break;
    }
    case SP_MARK_INDEX: {
        char *end;
        long i = strtol(arg, &end, 10);
        if (!*arg || *end || i < 0 || i > 17) return sp_config_fail(c, s, field, "'%s': expected a position 0..17", v);
        m->arg = (int8_t)i;
        break;
    }
    case SP_MARK_BUTTON: {
        /* a button names an action type, in the text form's words */
        static const char *types[] = {"D", "CHI", "PON", "KAN", "HU", "PASS", "DINGQUE", "BAOTING", "FLOWER", "SPECIAL"};
        int t = -1;
        for (int i = 0; i < SP_ACT_COUNT; i++)
            if (!strcmp(arg, types[i])) t = i;
        if (t < 0) return sp_config_fail(c, s, field, "'%s': unknown action (CHI PON KAN HU PASS DINGQUE BAOTING FLOWER SPECIAL)", v);
        m->arg = (int8_t)t;
        break;
    }
    case SP_MARK_RIVER:
    case SP_MARK_MELDS:
    case SP_MARK_HAND: {
        int seat = sp_parse_seat(arg);
        if (seat < 0) return sp_config_fail(c, s, field, "'%s': expected a seat letter E S W N", v);
        m->arg = (int8_t)seat;
        break;
    }
    default: break;
    }
    return 0;
}

static int parse_step(sp_config_ctx *c, const config_setting_t *s, int i, sp_lesson_step *st)
{
    char field[64];
    snprintf(field, sizeof field, "steps[%d]", i);
    if (config_setting_type(s) != CONFIG_TYPE_GROUP) return sp_config_fail(c, s, field, "expected a group { ... }");
    static const char *known[] = {"say", "wait", "play", "quiz", "answer", "check", "score", "free", "wrong", "mark", "seat", "why", NULL};
    if (only_keys(c, s, field, known)) return -1;
    memset(st, 0, sizeof *st);
    st->line = (int)config_setting_source_line(s);
    st->kind = SP_STEP_SAY;
    const config_setting_t *w = config_setting_get_member(s, "wait");
    const config_setting_t *p = config_setting_get_member(s, "play");
    const config_setting_t *q = config_setting_get_member(s, "quiz");
    const config_setting_t *sc = config_setting_get_member(s, "score");
    const config_setting_t *fr = config_setting_get_member(s, "free");
    if (!!w + !!p + !!q + !!sc + !!fr > 1) return sp_config_fail(c, s, field, "one of wait, play, quiz, score, free per step");
    char f[96];
    if (w) {
        snprintf(f, sizeof f, "%s.wait", field);
        const char *v = config_setting_get_string(w);
        sp_error e;
        if (!v) return sp_config_fail(c, w, f, "expected the player's action, like \"D 5m\" or \"PON 5m\"");
        if (sp_action_parse(v, &st->action, &e)) return sp_config_fail(c, w, f, "'%s': %s (column %d)", v, e.message, e.column);
        st->kind = SP_STEP_WAIT;
    } else if (p) {
        snprintf(f, sizeof f, "%s.play", field);
        int seat = 0;
        if (seat_action(c, p, f, &seat, &st->action)) return -1;
        if (seat == 0) return sp_config_fail(c, p, f, "seat E is the player: use wait = \"...\" for the player's actions");
        st->seat = (int8_t)seat;
        st->kind = SP_STEP_PLAY;
    } else if (q) {
        snprintf(f, sizeof f, "%s.quiz", field);
        const char *v = config_setting_get_string(q);
        int kinds[SP_LESSON_MAX_CHOICES + 1];
        int n = v ? sp_tiles_in_order(v, kinds, SP_LESSON_MAX_CHOICES + 1) : -1;
        if (n < 2 || n > SP_LESSON_MAX_CHOICES) return sp_config_fail(c, q, f, "expected 2 to %d tiles to choose from", SP_LESSON_MAX_CHOICES);
        st->nchoices = n;
        for (int k = 0; k < n; k++) st->choices[k] = (uint8_t)kinds[k];
        char ans[8];
        snprintf(f, sizeof f, "%s.answer", field);
        if (str_member(c, s, "answer", f, ans, sizeof ans, true)) return -1;
        int a = one_kind(ans);
        bool among = false;
        for (int k = 0; k < n; k++) among |= kinds[k] == a;
        if (!among) return sp_config_fail(c, config_setting_get_member(s, "answer"), f, "'%s' is not one of the choices", ans);
        st->answer = (uint8_t)a;
        char chk[16] = "plain";
        snprintf(f, sizeof f, "%s.check", field);
        if (str_member(c, s, "check", f, chk, sizeof chk, false)) return -1;
        if (!strcmp(chk, "waits")) st->check = SP_QUIZ_WAITS;
        else if (!strcmp(chk, "safe")) st->check = SP_QUIZ_SAFE;
        else if (strcmp(chk, "plain")) return sp_config_fail(c, config_setting_get_member(s, "check"), f, "'%s': expected plain, waits or safe", chk);
        if (st->check == SP_QUIZ_SAFE) {
            char seat[4] = "";
            snprintf(f, sizeof f, "%s.seat", field);
            if (str_member(c, s, "seat", f, seat, sizeof seat, true)) return -1;
            int sv = sp_parse_seat(seat);
            if (sv <= 0) return sp_config_fail(c, config_setting_get_member(s, "seat"), f, "expected the opponent's seat letter S W N");
            st->seat = (int8_t)sv;
        }
        st->kind = SP_STEP_QUIZ;
    } else if (sc) {
        st->kind = SP_STEP_SCORE;
    } else if (fr) {
        st->kind = SP_STEP_FREE;
    }
    if (config_setting_get_member(s, "why")) {
        char why[24];
        snprintf(f, sizeof f, "%s.why", field);
        if (str_member(c, s, "why", f, why, sizeof why, true)) return -1;
        for (int r = 1; r < SP_BLOCK_COUNT && !st->why; r++)
            if (!strcmp(why, sp_block_reason_id(r))) st->why = (uint8_t)r;
        if (!st->why)
            return sp_config_fail(c, config_setting_get_member(s, "why"), f,
                                  "'%s': expected a refusal reason (furiten, below_minimum, not_opened, ...)", why);
    }
    snprintf(f, sizeof f, "%s.say", field);
    bool need_text = st->kind != SP_STEP_PLAY;
    if (texts(c, s, "say", f, &st->text[0][0], SP_LESSON_TEXT, need_text)) return -1;
    snprintf(f, sizeof f, "%s.wrong", field);
    if (texts(c, s, "wrong", f, &st->wrong[0][0], SP_LESSON_TEXT, false)) return -1;
    const config_setting_t *marks = config_setting_get_member(s, "mark");
    if (marks) {
        snprintf(f, sizeof f, "%s.mark", field);
        if (!config_setting_is_aggregate(marks)) return sp_config_fail(c, marks, f, "expected a list of highlights ( \"tile 5m\", ... )");
        int n = config_setting_length(marks);
        if (n > SP_LESSON_MAX_MARKS) return sp_config_fail(c, marks, f, "at most %d highlights", SP_LESSON_MAX_MARKS);
        for (int k = 0; k < n; k++)
            if (parse_mark(c, config_setting_get_elem(marks, (unsigned)k), f, &st->marks[k])) return -1;
        st->nmarks = n;
    }
    return 0;
}

static int parse_wall(sp_config_ctx *c, const config_setting_t *w, sp_lesson *l)
{
    if (!w) return sp_config_fail(c, NULL, "wall", "missing");
    static const char *known[] = {"hands", "draws", "tail", "seed", NULL};
    if (only_keys(c, w, "wall", known)) return -1;
    const config_setting_t *h = config_setting_get_member(w, "hands");
    if (!h || !config_setting_is_aggregate(h)) return sp_config_fail(c, h ? h : w, "wall.hands", "expected a list of 2 to 4 hands of 13 tiles");
    int n = config_setting_length(h);
    if (n < 2 || n > SP_SEATS) return sp_config_fail(c, h, "wall.hands", "expected 2 to 4 hands, found %d", n);
    if (l->players && n != l->players) return sp_config_fail(c, h, "wall.hands", "%d hands for %d players", n, l->players);
    l->players = n;
    for (int i = 0; i < n; i++) {
        const config_setting_t *e = config_setting_get_elem(h, (unsigned)i);
        const char *v = config_setting_get_string(e);
        int kinds[20];
        if (!v || strlen(v) >= sizeof l->hands[i] || sp_tiles_in_order(v, kinds, 20) != 13)
            return sp_config_fail(c, e, "wall.hands", "hand %d is not 13 tiles", i);
        snprintf(l->hands[i], sizeof l->hands[i], "%s", v);
    }
    if (str_member(c, w, "draws", "wall.draws", l->draws, sizeof l->draws, false)) return -1;
    if (str_member(c, w, "tail", "wall.tail", l->tail, sizeof l->tail, false)) return -1;
    int kinds[SP_MAX_WALL];
    if (sp_tiles_in_order(l->draws, kinds, SP_MAX_WALL) < 0) return sp_config_fail(c, config_setting_get_member(w, "draws"), "wall.draws", "bad tiles");
    if (sp_tiles_in_order(l->tail, kinds, SP_MAX_WALL) < 0) return sp_config_fail(c, config_setting_get_member(w, "tail"), "wall.tail", "bad tiles");
    const config_setting_t *seed = config_setting_get_member(w, "seed");
    if (seed) {
        if (config_setting_type(seed) != CONFIG_TYPE_INT) return sp_config_fail(c, seed, "wall.seed", "expected a whole number");
        l->seed = (uint64_t)config_setting_get_int(seed);
    }
    return 0;
}

static int parse_options(sp_config_ctx *c, const config_setting_t *o, sp_lesson *l)
{
    if (!o) return 0;
    if (config_setting_type(o) != CONFIG_TYPE_GROUP) return sp_config_fail(c, o, "options", "expected { option_id = value; ... }");
    int n = config_setting_length(o);
    if (n > SP_MAX_OPTIONS) return sp_config_fail(c, o, "options", "too many");
    for (int i = 0; i < n; i++) {
        const config_setting_t *e = config_setting_get_elem(o, (unsigned)i);
        snprintf(l->option_id[i], SP_ID_LEN, "%s", config_setting_name(e));
        switch (config_setting_type(e)) {
        case CONFIG_TYPE_INT: l->option_value[i] = config_setting_get_int(e); break;
        case CONFIG_TYPE_BOOL: l->option_value[i] = config_setting_get_bool(e); break;
        case CONFIG_TYPE_STRING: snprintf(l->option_choice[i], SP_ID_LEN, "%s", config_setting_get_string(e)); break;
        default: return sp_config_fail(c, e, "options", "%s: expected a number, true/false or a choice's name", config_setting_name(e));
        }
    }
    l->noptions = n;
    return 0;
}

int sp_lesson_parse(const char *text, const char *origin, sp_lesson *out, char *err, size_t errlen)
{
    sp_config_ctx c = {origin, err, errlen};
    config_t cfg;
    config_init(&cfg);
    int rc = -1;
    memset(out, 0, sizeof *out);
    snprintf(out->origin, sizeof out->origin, "%s", origin);
    if (sp_config_refuse_directives(text, origin, "a lesson", err, errlen)) goto done;
    if (!config_read_string(&cfg, text)) {
        snprintf(err, errlen, "%s:%d: %s", origin, config_error_line(&cfg), config_error_text(&cfg));
        goto done;
    }
    const config_setting_t *root = config_root_setting(&cfg);
    static const char *known[] = {"id", "module", "order", "title", "ruleset", "players", "options", "wall", "steps", NULL};
    if (only_keys(&c, root, "lesson", known)) goto done;
    if (str_member(&c, root, "id", "id", out->id, sizeof out->id, true)) goto done;
    if (str_member(&c, root, "module", "module", out->module, sizeof out->module, true)) goto done;
    if (str_member(&c, root, "ruleset", "ruleset", out->ruleset, sizeof out->ruleset, true)) goto done;
    if (texts(&c, root, "title", "title", &out->title[0][0], SP_NAME_LEN, true)) goto done;
    const config_setting_t *order = config_setting_get_member(root, "order");
    if (!order || config_setting_type(order) != CONFIG_TYPE_INT) {
        sp_config_fail(&c, order ? order : root, "order", "expected a whole number (the lesson's place in its module)");
        goto done;
    }
    out->order = config_setting_get_int(order);
    const config_setting_t *pl = config_setting_get_member(root, "players");
    if (pl) {
        if (config_setting_type(pl) != CONFIG_TYPE_INT || config_setting_get_int(pl) < 2 || config_setting_get_int(pl) > 4) {
            sp_config_fail(&c, pl, "players", "expected 2, 3 or 4");
            goto done;
        }
        out->players = config_setting_get_int(pl);
    }
    if (parse_options(&c, config_setting_get_member(root, "options"), out)) goto done;
    if (parse_wall(&c, config_setting_get_member(root, "wall"), out)) goto done;
    const config_setting_t *steps = config_setting_get_member(root, "steps");
    if (!steps || config_setting_type(steps) != CONFIG_TYPE_LIST || config_setting_length(steps) < 1) {
        sp_config_fail(&c, steps ? steps : root, "steps", "expected a list of steps ( { say = ...; }, ... )");
        goto done;
    }
    if (config_setting_length(steps) > SP_LESSON_MAX_STEPS) {
        sp_config_fail(&c, steps, "steps", "at most %d steps", SP_LESSON_MAX_STEPS);
        goto done;
    }
    out->nsteps = config_setting_length(steps);
    for (int i = 0; i < out->nsteps; i++)
        if (parse_step(&c, config_setting_get_elem(steps, (unsigned)i), i, &out->steps[i])) goto done;
    rc = 0;
done:
    config_destroy(&cfg);
    return rc;
}

int sp_lesson_load(const char *path, sp_lesson *out, char *err, size_t errlen)
{
    char *text = sp_read_file(path, (size_t)1 << 20, "a lesson", NULL, err, errlen);
    if (!text) return -1;
    int rc = sp_lesson_parse(text, path, out, err, errlen);
    free(text);
    return rc;
}

int sp_lesson_options(const sp_lesson *l, const sp_ruleset *rs, int32_t options[SP_MAX_OPTIONS], char *err,
                      size_t errlen)
{
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    sp_options_east_deals_first(rs, options); /* the player, seat 0, is the dealer */
    for (int i = 0; i < l->noptions; i++) {
        int o = sp_ruleset_option(rs, l->option_id[i]);
        if (o < 0) {
            snprintf(err, errlen, "%s: options: ruleset %s has no option '%s'", l->origin, rs->id, l->option_id[i]);
            return -1;
        }
        const sp_option_def *d = &rs->options[o];
        int32_t v = l->option_value[i];
        if (d->type == SP_OPT_CHOICE) {
            v = -1;
            for (int k = 0; k < d->nchoices; k++)
                if (!strcmp(d->choices[k], l->option_choice[i])) v = k;
            if (v < 0) {
                snprintf(err, errlen, "%s: options: '%s' is not a choice of %s", l->origin, l->option_choice[i], d->id);
                return -1;
            }
        } else if (l->option_choice[i][0] || (d->type == SP_OPT_INT && (v < d->min || v > d->max))) {
            snprintf(err, errlen, "%s: options: %s has a value of the wrong type or out of range", l->origin, d->id);
            return -1;
        }
        options[o] = v;
    }
    return 0;
}

int sp_lesson_wall(const sp_lesson *l, const sp_ruleset *rs, const int32_t *options, uint8_t wall[SP_MAX_WALL], char *err, size_t errlen)
{
    const char *hands[SP_SEATS];
    for (int i = 0; i < SP_SEATS; i++) hands[i] = l->hands[i];
    char why[200];
    int n = sp_scenario_wall(rs, options, l->players, hands, l->draws, l->tail, l->seed, wall, why, sizeof why);
    if (n < 0) snprintf(err, errlen, "%s: wall: %s", l->origin, why);
    return n;
}

int sp_lesson_game(const sp_lesson *l, const sp_ruleset *rs, sp_game *g, char *err, size_t errlen)
{
    int32_t options[SP_MAX_OPTIONS];
    uint8_t wall[SP_MAX_WALL];
    if (strcmp(rs->id, l->ruleset)) {
        snprintf(err, errlen, "%s: the lesson is for ruleset %s, not %s", l->origin, l->ruleset, rs->id);
        return -1;
    }
    if (sp_lesson_options(l, rs, options, err, errlen)) return -1;
    int n = sp_lesson_wall(l, rs, options, wall, err, errlen);
    if (n < 0) return -1;
    char why[256];
    if (sp_game_init_wall(g, rs, options, l->players, l->seed, wall, n, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s", l->origin, why);
        return -1;
    }
    return 0;
}

const char *sp_lesson_text(const sp_lesson_step *st, int lang)
{
    return st->text[lang][0] ? st->text[lang] : st->text[SP_LANG_EN_];
}

const char *sp_lesson_wrong(const sp_lesson_step *st, int lang)
{
    return st->wrong[lang][0] ? st->wrong[lang] : st->wrong[SP_LANG_EN_];
}
