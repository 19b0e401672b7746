/* ai_settings.c: the settings a ruleset file's `ai` section may give (ai_settings.h). Each is a
 * field of the computer players' record (tuning.h) that says how they play - a weight, a cost,
 * a margin, a style - never one that describes the rules (those follow the model), with a
 * range that keeps every computation finite. */
#include "ai/ai_settings.h"

#include <stdio.h>
#include <string.h>

#include "ai/tuning.h"

typedef struct {
    const char *name;
    size_t offset; /* in sp_ai_tuning */
    bool is_bool;
    bool whole; /* a count: a whole number */
    double min, max;
} setting;

#define FLAG(name, field) {name, offsetof(sp_ai_tuning, field), true, false, 0, 1}
#define NUMBER(name, field, lo, hi) {name, offsetof(sp_ai_tuning, field), false, false, lo, hi}
#define COUNT(name, field, lo, hi) {name, offsetof(sp_ai_tuning, field), false, true, lo, hi}

static const setting settings[] = {
    /* the plans a hand pursues and how they are valued */
    FLAG("plans", bot.plans),
    FLAG("half_flush", bot.half_flush),
    FLAG("value_honours", bot.value_honours),
    NUMBER("flush_bonus", bot.flush_bonus, 0, 10),
    NUMBER("pungs_bonus", bot.pungs_bonus, 0, 10),
    NUMBER("gref", bot.gref, 0.1, 1e6),
    NUMBER("yaoji_hold", bot.yaoji_hold, 0, 10),
    NUMBER("hard_kong_bonus", bot.hard_kong_bonus, -10, 10),
    FLAG("flat_ready_value", bot.flat_ready_value),
    FLAG("deal_in_ends_push", bot.deal_in_ends_push),
    FLAG("kong_risk", bot.kong_risk),
    NUMBER("progress_danger", bot.progress_danger, 0, 100),
    FLAG("expert_keeps_discards", bot.expert_keeps_discards),
    NUMBER("expert_discard_se", bot.expert_discard_se, 0, 10),
    COUNT("expert_own_hard", bot.expert_own_hard, 0, 8),
    /* how much a claim must improve the hand, by level */
    NUMBER("normal_margin_value", bot.normal.value, -10, 10),
    NUMBER("normal_margin_concealed_chow", bot.normal.concealed_chow, -10, 10),
    NUMBER("normal_margin_concealed_other", bot.normal.concealed_other, -10, 10),
    NUMBER("normal_margin_open", bot.normal.open, -10, 10),
    NUMBER("hard_margin_value", bot.hard.value, -10, 10),
    NUMBER("hard_margin_concealed_chow", bot.hard.concealed_chow, -10, 10),
    NUMBER("hard_margin_concealed_other", bot.hard.concealed_other, -10, 10),
    NUMBER("hard_margin_open", bot.hard.open, -10, 10),
    /* the defence: reading the opponents and what a deal-in costs */
    FLAG("read_discards", defence.read_discards),
    NUMBER("wait_widening", defence.wait_widening, 0.1, 10),
    NUMBER("deal_cost", defence.deal_cost, 0, 1e6),
    NUMBER("own_win", defence.own_win, 0, 1e6),
    NUMBER("flush_cost", defence.flush_cost, 0, 100),
    NUMBER("honour_cost", defence.honour_cost, 0, 100),
    NUMBER("caution", defence.caution, 0, 100),
    NUMBER("claim_caution", defence.claim_caution, 0, 100),
    NUMBER("future_caution", defence.future_caution, 0, 100),
    NUMBER("not_ready_weight", defence.not_ready_weight, 0, 100),
    NUMBER("end_value", defence.end_value, -1, 1e6),
    NUMBER("dealer_win", defence.dealer_win, 0, 10),
    NUMBER("dealer_cost", defence.dealer_cost, 0, 10),
};

#define NSETTINGS ((int)(sizeof settings / sizeof settings[0]))

_Static_assert(NSETTINGS <= SP_MAX_AI_SETTINGS, "a file may give every setting");
_Static_assert(sizeof(sp_ai_tuning) <= SP_AI_DATA, "the record fits sp_ruleset.ai_data");
_Static_assert(_Alignof(sp_ai_tuning) <= 16, "ai_data is 16-byte aligned");

static const setting *find(const char *name)
{
    for (int i = 0; i < NSETTINGS; i++)
        if (!strcmp(settings[i].name, name)) return &settings[i];
    return NULL;
}

int sp_ai_setting_check(const char *name, bool is_bool, double value, char *err, size_t errlen)
{
    const setting *s = find(name);
    if (!s) {
        snprintf(err, errlen, "unknown setting '%s' (the settings: rules/README.md, \"Computer players\")", name);
        return -1;
    }
    if (s->is_bool != is_bool) {
        snprintf(err, errlen, "%s", s->is_bool ? "expected true or false" : "expected a number");
        return -1;
    }
    if (!(value >= s->min && value <= s->max)) { /* also NaN */
        snprintf(err, errlen, "%g is out of range (%g to %g)", value, s->min, s->max);
        return -1;
    }
    if (s->whole && value != (double)(long)value) {
        snprintf(err, errlen, "%g is not a whole number", value);
        return -1;
    }
    return 0;
}

static void apply(sp_ai_tuning *t, const setting *s, double value)
{
    unsigned char *at = (unsigned char *)t + s->offset;
    if (s->is_bool) {
        bool b = value != 0;
        memcpy(at, &b, sizeof b);
    } else {
        memcpy(at, &value, sizeof value);
    }
}

void sp_ai_settings_prepare(sp_ruleset *rs)
{
    rs->ai_prepared = false;
    if (rs->nai == 0) return;
    sp_ai_tuning t = *sp_ai_tuning_of(rs);
    for (int i = 0; i < rs->nai; i++) {
        const setting *s = find(rs->ai[i].name);
        if (s) apply(&t, s, rs->ai[i].value); /* the loader refused every other name */
    }
    memcpy(rs->ai_data, &t, sizeof t);
    rs->ai_prepared = true;
}

int sp_ai_setting_index(const char *name)
{
    const setting *s = find(name);
    return s ? (int)(s - settings) : -1;
}

const char *sp_ai_setting_name(int i) { return i >= 0 && i < NSETTINGS ? settings[i].name : NULL; }

bool sp_ai_setting_is_bool(int i) { return i >= 0 && i < NSETTINGS && settings[i].is_bool; }

void sp_ai_setting_range(int i, double *min, double *max)
{
    bool ok = i >= 0 && i < NSETTINGS;
    *min = ok ? settings[i].min : 0;
    *max = ok ? settings[i].max : 0;
}

double sp_ai_setting_value(const sp_ruleset *rs, int i)
{
    if (i < 0 || i >= NSETTINGS) return 0;
    const unsigned char *at = (const unsigned char *)sp_ai_tuning_of(rs) + settings[i].offset;
    if (settings[i].is_bool) {
        bool b;
        memcpy(&b, at, sizeof b);
        return b;
    }
    double v;
    memcpy(&v, at, sizeof v);
    return v;
}
