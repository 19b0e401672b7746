/* sheet_diff.h: whether a score sheet that travelled to a LAN guest (sp_net_sheet_to_result of
 * what it decoded) holds everything of the host's sp_score_result that the hand result screen
 * and its "Who pays" panel read: total, limit, base, payments, patterns, the named parts, the
 * model's fields, the wildcards and the settlement's lines (issue 20 item 8). */
#ifndef SP_SHEET_DIFF_H
#define SP_SHEET_DIFF_H

#include <stdio.h>
#include <string.h>

#include "core/score.h"

/* Why got differs from want in what the screen reads ("" when it does not). */
static inline void sheet_diff(const sp_score_result *got, const sp_score_result *want, char *why, size_t len)
{
    why[0] = 0;
    if (got->valid != want->valid || got->limit != want->limit || got->fan != want->fan)
        snprintf(why, len, "valid/limit/total %d/%d/%d, host %d/%d/%d", got->valid, got->limit, (int)got->fan, want->valid,
                 want->limit, (int)want->fan);
    else if (got->has_base != want->has_base || (want->has_base && got->base != want->base))
        snprintf(why, len, "base %d, host %d", (int)got->base, (int)want->base);
    else if (memcmp(got->payments, want->payments, sizeof got->payments))
        snprintf(why, len, "payments differ");
    else if (got->npatterns != want->npatterns)
        snprintf(why, len, "%d patterns, host %d", got->npatterns, want->npatterns);
    for (int i = 0; !why[0] && i < got->npatterns; i++) {
        const sp_pattern_score *a = &got->patterns[i], *b = &want->patterns[i];
        if (a->pattern != b->pattern || a->count != b->count || a->value != b->value || a->den != b->den)
            snprintf(why, len, "pattern %d: %d x%d = %d/%d, host %d x%d = %d/%d", i, a->pattern, a->count, (int)a->value,
                     (int)a->den, b->pattern, b->count, (int)b->value, (int)b->den);
    }
    if (!why[0] && got->nparts != want->nparts) snprintf(why, len, "%d parts, host %d", got->nparts, want->nparts);
    for (int i = 0; !why[0] && i < got->nparts; i++)
        if (strcmp(got->parts[i].name, want->parts[i].name) || memcmp(got->parts[i].seats, want->parts[i].seats, sizeof got->parts[i].seats))
            snprintf(why, len, "part %d (%s), host's %s", i, got->parts[i].name, want->parts[i].name);
    if (!why[0] && got->nfields != want->nfields) snprintf(why, len, "%d fields, host %d", got->nfields, want->nfields);
    for (int i = 0; !why[0] && i < got->nfields; i++) {
        const sp_result_field *a = &got->fields[i], *b = &want->fields[i];
        if (strcmp(a->key, b->key) || a->type != b->type || a->value != b->value || memcmp(a->seats, b->seats, sizeof a->seats) ||
            a->seat_mask != b->seat_mask || strcmp(a->text, b->text))
            snprintf(why, len, "field %d (%s), host's %s", i, a->key, b->key);
    }
    if (!why[0] && (got->nwild != want->nwild || (want->nwild && (got->wild_kind != want->wild_kind ||
                                                                    memcmp(got->wild_as, want->wild_as, want->nwild)))))
        snprintf(why, len, "%d wildcards of kind %d, host %d of kind %d", got->nwild, got->wild_kind, want->nwild, want->wild_kind);
    if (!why[0] && (got->lines_cut != want->lines_cut || got->nlines != want->nlines))
        snprintf(why, len, "%d lines (cut %d), host %d (cut %d)", got->nlines, got->lines_cut, want->nlines, want->lines_cut);
    for (int i = 0; !why[0] && i < got->nlines; i++) {
        const sp_pay_line *a = &got->lines[i], *b = &want->lines[i];
        if (a->pattern != b->pattern || a->from != b->from || a->to != b->to || a->of != b->of || a->kind != b->kind ||
            a->count != b->count || a->part != b->part || a->flags != b->flags || a->den != b->den || a->amount != b->amount)
            snprintf(why, len, "line %d: %d %d->%d %d, host %d %d->%d %d", i, a->pattern, a->from, a->to, (int)a->amount, b->pattern,
                     b->from, b->to, (int)b->amount);
    }
}

#endif
