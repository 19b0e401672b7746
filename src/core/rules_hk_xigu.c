/* rules_hk_xigu.c: the scoring model of hk-xigu (戲谷麻將館 香港麻將; rules/hk-xigu.md).
 * The mechanics are shared with hk_classic (rules_hk_common.c); by default 包牌 means 包自摸 only
 * (payments liability "self_draw"): on a third player's discard the discarder alone pays. */
#include "core/game_hk_common.h"
#include "core/model.h"
#include "core/payments.h"
#include "core/rules_hk_common.h"

static const hk_model_cfg cfg = {.selfdraw_table = true, .options = HK_OPTIONS_XIGU};

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    return hk_score(&cfg, in, out, err, errlen);
}

const sp_model sp_model_hk_xigu = {
    .id = SP_MODEL_HK_XIGU,
    .name = "hk_xigu",
    .evaluators = hk_evaluators,
    .renamed = hk_renamed,
    .prepare = hk_prepare,
    .score = score,
    .payments = {SP_DISCARD_DISCARDER, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN},
    .payment_choices = {1 << SP_DISCARD_DISCARDER, 1 << SP_LIABLE_SELF_DRAW | 1 << SP_LIABLE_HALF,
                        1 << SP_DEALER_EVEN | 1 << SP_DEALER_FACTORS},
    .hooks = &sp_game_hooks_hk_xigu,
};
