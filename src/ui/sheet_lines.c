/* sheet_lines.c: the settlement rows of a score sheet (ui/sheet_lines.h). */
#include "ui/sheet_lines.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Appends printf-style text to buf (cut at its end). */
static void add(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(char *buf, size_t len, const char *fmt, ...)
{
    size_t n = strlen(buf);
    if (n + 1 >= len) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + n, len - n, fmt, ap);
    va_end(ap);
}

/* A pattern's name without what its brackets add ("Opening (chi, pon, exposed kong)" ->
 * "Opening", "報聽（天聽）" -> "報聽"): a row names several. */
static const char *pattern_name(const sp_ruleset *rs, int p, int lang, char out[SP_NAME_LEN])
{
    if (p < 0 || p >= rs->npatterns) return "";
    snprintf(out, SP_NAME_LEN, "%s", rs->patterns[p].names[lang][0] ? rs->patterns[p].names[lang] : rs->patterns[p].id);
    char *cut = strstr(out, " (");
    if (!cut) cut = strstr(out, "（");
    if (cut && cut > out) *cut = 0;
    return out;
}

/* An option's name in the language, NULL when the ruleset has no such option. */
static const char *option_name(const sp_ruleset *rs, const char *id, int lang)
{
    int o = sp_ruleset_option(rs, id);
    return o >= 0 ? rs->options[o].names[lang] : NULL;
}

static bool transfer(const sp_pay_line *l) { return !(l->flags & SP_LINE_FACTOR); }

/* Whether two transfers are one row's: the same reason, payee and amount (payers differ). */
static bool same_row(const sp_pay_line *a, const sp_pay_line *b)
{
    return a->pattern == b->pattern && a->to == b->to && a->kind == b->kind && a->count == b->count && a->amount == b->amount &&
           a->flags == b->flags && a->part == b->part && a->of < 0 && b->of < 0;
}

/* "×4", "×3/2" */
static void factor_text(const sp_pay_line *l, char *buf, size_t len)
{
    if (l->den > 1) snprintf(buf, len, "×%d/%d", (int)l->amount, (int)l->den);
    else snprintf(buf, len, "×%d", (int)l->amount);
}

/* The reason of a payer's row in a multiplying ruleset (Wuhan): base × the winner's product ×
 * the payer's own factors = what they make, e.g. "1 × 16 · 開口 ×4 · 放沖 ×2 = 128". */
static void product_why(const sp_ruleset *rs, const sp_score_result *r, const sp_pay_line *pay, const ui_i18n *t, char *buf,
                        size_t len)
{
    int payer = pay->of >= 0 ? pay->of : pay->from;
    char num[32];
    snprintf(buf, len, "%s %d × %d", ui_tr(t, "result.base"), (int)r->base, (int)r->fan);
    for (int i = 0; i < r->nlines; i++) {
        const sp_pay_line *f = &r->lines[i];
        if (transfer(f) || f->from != payer || f->to != pay->to) continue;
        factor_text(f, num, sizeof num);
        char name[SP_NAME_LEN];
        add(buf, len, " · %s %s", pattern_name(rs, f->pattern, t->lang, name), num);
    }
    for (int i = 0; i < r->nfields; i++)
        if (!strcmp(r->fields[i].key, "raw_payments")) {
            add(buf, len, " = %d", (int)r->fields[i].seats[payer]);
        }
}

/* Whether every payer of a win paid the cap (金顶 where the ruleset has one). */
static bool all_capped(const sp_score_result *r)
{
    int pays = 0, capped = 0;
    for (int i = 0; i < r->nlines; i++)
        if (transfer(&r->lines[i]) && r->lines[i].of >= 0) {
            pays++;
            capped += (r->lines[i].flags & SP_LINE_CAPPED) != 0;
        }
    return pays > 1 && capped == pays;
}

/* The lines add up to the payments, seat by seat. */
static bool adds_up(const sp_score_result *r, int players)
{
    int32_t sum[SP_SEATS] = {0};
    for (int i = 0; i < r->nlines; i++) {
        const sp_pay_line *l = &r->lines[i];
        if (!transfer(l) || l->from < 0 || l->from >= players || l->to < 0 || l->to >= players) continue;
        sum[l->from] -= l->amount;
        sum[l->to] += l->amount;
    }
    for (int s = 0; s < players; s++)
        if (sum[s] != r->payments[s]) return false;
    return true;
}

int ui_sheet_rows(const sp_ruleset *rs, const sp_score_result *r, int players, int discarder, const char *const seat_word[SP_SEATS],
                  const ui_i18n *t, ui_sheet_row *rows, int max)
{
    if (!r->nlines || r->lines_cut || !adds_up(r, players)) return 0;
    bool done[SP_MAX_LINES] = {false};
    bool jinding = all_capped(r);
    int n = 0;
    for (int i = 0; i < r->nlines && n < max; i++) {
        const sp_pay_line *l = &r->lines[i];
        if (done[i] || !transfer(l)) continue;
        ui_sheet_row *w = &rows[n++];
        memset(w, 0, sizeof *w);
        w->to = l->to;
        w->each = l->amount;
        w->kind = l->kind;
        for (int j = i; j < r->nlines; j++)
            if (!done[j] && transfer(&r->lines[j]) && (j == i || same_row(l, &r->lines[j]))) {
                done[j] = true;
                w->payers |= (uint8_t)(1u << r->lines[j].from);
            }
        /* the reason */
        char name[SP_NAME_LEN];
        if (l->of >= 0) { /* a payer of a multiplying ruleset, or the liable one paying for him */
            product_why(rs, r, l, t, w->why, sizeof w->why);
            if (l->pattern >= 0) add(w->why, sizeof w->why, " · %s (%s)", pattern_name(rs, l->pattern, t->lang, name), seat_word[l->of]);
        } else {
            const char *hand = l->from == discarder ? "sheet.deal_in" : discarder < 0 ? "sheet.self_draw" : "sheet.base";
            snprintf(w->why, sizeof w->why, "%s", l->pattern >= 0 ? pattern_name(rs, l->pattern, t->lang, name) : ui_tr(t, hand));
            if (l->count > 1) add(w->why, sizeof w->why, " ×%d", (int)l->count);
            if (l->flags & SP_LINE_DEALER) add(w->why, sizeof w->why, " (%s)", ui_tr(t, "sheet.dealer"));
        }
        /* who pays whom */
        w->who[0] = 0;
        for (int s = 0; s < players; s++)
            if (w->payers >> s & 1) add(w->who, sizeof w->who, "%s%s", w->who[0] ? " " : "", seat_word[s]);
        add(w->who, sizeof w->who, " → %s", seat_word[l->to]);
        /* how much each */
        int np = __builtin_popcount(w->payers);
        if (np > 1) ui_tr_n(t, "sheet.each", (int)l->amount, w->amount, sizeof w->amount);
        else snprintf(w->amount, sizeof w->amount, "%d", (int)l->amount);
        if (l->flags & SP_LINE_CAPPED) {
            const char *cap = jinding ? option_name(rs, "jinding", t->lang) : NULL;
            if (!cap) cap = option_name(rs, "fengding", t->lang);
            add(w->amount, sizeof w->amount, " %s", cap ? cap : ui_tr(t, "sheet.capped"));
        }
    }
    return n;
}

void ui_sheet_ready_line(const sp_score_result *r, int players, const char *const seat_word[SP_SEATS], const ui_i18n *t,
                         char *buf, size_t len)
{
    const sp_result_field *ready = NULL, *value = NULL;
    for (int i = 0; i < r->nfields; i++) {
        if (!strcmp(r->fields[i].key, "ready")) ready = &r->fields[i];
        if (!strcmp(r->fields[i].key, "max_value")) value = &r->fields[i];
    }
    buf[0] = 0;
    if (!ready) return;
    const char *label = ui_tr(t, "sheet.ready");
    snprintf(buf, len, "%s", label);
    size_t l = strlen(label);
    const char *gap = l >= 3 && !strcmp(label + l - 3, "\xef\xbc\x9a") ? "" : " "; /* none after a full-width colon */
    int n = 0;
    for (int s = 0; s < players; s++) {
        if (!ready->seats[s]) continue;
        char v[24] = "";
        if (value && (value->seat_mask >> s & 1)) snprintf(v, sizeof v, " (%d)", (int)value->seats[s]);
        add(buf, len, "%s%s%s", n ? " " : gap, seat_word[s], v);
        n++;
    }
    if (!n) add(buf, len, "%s%s", gap, ui_tr(t, "sheet.nobody"));
}
