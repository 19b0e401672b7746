/* score_excluded.c: which patterns a hand's reading left out because a counted pattern
 * implies or excludes them - the calculator strikes them through beside the pattern that
 * left them out. Every model applies the ruleset's implies / excludes links its own way (HK
 * drops them from a reading, MCR's 不重复, Taiwan's removes, Guizhou's candidates); scoring
 * the same input with the links taken away shows what each model found before applying
 * them, without a hook in any model. */
#include <string.h>

#include "core/model.h"
#include "core/score.h"

static const sp_pattern_score *counted(const sp_score_result *r, int pattern)
{
    for (int i = 0; i < r->npatterns; i++)
        if (r->patterns[i].pattern == pattern) return &r->patterns[i];
    return NULL;
}

int sp_score_excluded(const sp_score_input *in, const sp_score_result *res, sp_ruleset *scratch, sp_excluded *out, int max)
{
    *scratch = *in->rules;
    for (int p = 0; p < scratch->npatterns; p++) scratch->patterns[p].nimplies = scratch->patterns[p].nexcludes = 0;
    char err[8];
    if (sp_model_prepare(scratch, err, sizeof err)) return 0;
    sp_score_input free_in = *in;
    free_in.rules = scratch;
    static const sp_score_result empty;
    sp_score_result found = empty;
    if (sp_score(&free_in, &found, err, sizeof err)) return 0;
    int n = 0;
    for (int i = 0; i < res->npatterns; i++) {
        int by = res->patterns[i].pattern;
        if (!counted(&found, by)) continue; /* another reading: its links say nothing of this one */
        const sp_pattern_def *d = &in->rules->patterns[by];
        for (int j = 0; j < d->nimplies + d->nexcludes && n < max; j++) {
            int q = j < d->nimplies ? d->implies[j] : d->excludes[j - d->nimplies];
            const sp_pattern_score *f = counted(&found, q);
            bool listed = false;
            for (int k = 0; k < n; k++) listed |= out[k].pattern == q;
            if (!f || listed || counted(res, q)) continue;
            out[n++] = (sp_excluded){.pattern = (int16_t)q, .by = (int16_t)by, .implied = j < d->nimplies, .value = f->value, .den = f->den};
        }
    }
    return n;
}
