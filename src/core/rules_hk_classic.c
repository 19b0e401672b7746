/* rules_hk_classic.c: the scoring model of hk-classic (香港麻雀, the classic article's rules;
 * rules/hk-classic.md). The mechanics are shared with hk_xigu (rules_hk_common.c); by default
 * this model pays liabilities on a third player's discard half by the discarder, half by the
 * liable player (全銃制 包牌: payments liability "half"). */
#include "core/game_hk_common.h"
#include "core/model.h"
#include "core/payments.h"
#include "core/rules_hk_common.h"

static const hk_model_cfg cfg = {.selfdraw_table = false, .options = HK_OPTIONS_CLASSIC};

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    return hk_score(&cfg, in, out, err, errlen);
}

const sp_model sp_model_hk_classic = {
    .id = SP_MODEL_HK_CLASSIC,
    .name = "hk_classic",
    .evaluators = hk_evaluators,
    .renamed = hk_renamed,
    .prepare = hk_prepare,
    .score = score,
    .payments = {SP_DISCARD_DISCARDER, SP_LIABLE_HALF, SP_DEALER_EVEN},
    .payment_choices = {1 << SP_DISCARD_DISCARDER, 1 << SP_LIABLE_SELF_DRAW | 1 << SP_LIABLE_HALF,
                        1 << SP_DEALER_EVEN | 1 << SP_DEALER_FACTORS},
    .hooks = &sp_game_hooks_hk_classic,
};
