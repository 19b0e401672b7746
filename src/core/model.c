/* model.c: the one list of scoring models (model.h). */
#include "core/model.h"

#include <string.h>

#include "core/payments.h"

static const sp_model *const models[SP_MODEL_COUNT] = {
    [SP_MODEL_MINGJIANG] = &sp_model_mingjiang, [SP_MODEL_HK_CLASSIC] = &sp_model_hk_classic,
    [SP_MODEL_HK_XIGU] = &sp_model_hk_xigu,     [SP_MODEL_GUIZHOU] = &sp_model_guizhou,
    [SP_MODEL_WUHAN] = &sp_model_wuhan,       [SP_MODEL_MCR] = &sp_model_mcr,
};

const sp_model *sp_model_find(const char *name)
{
    for (int i = 0; i < SP_MODEL_COUNT; i++)
        if (!strcmp(models[i]->name, name)) return models[i];
    return NULL;
}

const sp_model *sp_model_of(const sp_ruleset *rs) { return sp_model_find(rs->model); }

const sp_model *sp_model_at(int id) { return id >= 0 && id < SP_MODEL_COUNT ? models[id] : NULL; }

const char *sp_model_evaluator_now(const sp_model *m, const char *name)
{
    for (const sp_evaluator_rename *r = m ? m->renamed : NULL; r && r->was; r++)
        if (!strcmp(r->was, name)) return r->now;
    return name;
}

const char *sp_model_evaluator_hashed(const sp_model *m, const char *name)
{
    for (const sp_evaluator_rename *r = m ? m->renamed : NULL; r && r->was; r++)
        if (!strcmp(r->now, name)) return r->was;
    return name;
}

int sp_model_prepare(sp_ruleset *rs, char *err, size_t errlen)
{
    rs->model_prepared = false;
    const sp_model *m = sp_model_of(rs);
    if (m && m->payment_choices[SP_PAY_DISCARD]) {
        sp_pay_rule rule; /* the numbers a payment strategy needs are there */
        if (sp_pay_rule_of(rs, &rule, err, errlen)) return -1;
    }
    return m && m->prepare ? m->prepare(rs, err, errlen) : 0;
}
