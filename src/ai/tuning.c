/* tuning.c: the computer players' record of each scoring model (tuning.h). */
#include "ai/tuning.h"

#include "ai/bot.h"
#include "core/model.h"

/* Call margins: 明將 welcomes a scoring honour, and opening a concealed hand costs its 門前清;
 * the Hong Kong tables and mcr */
#define MARGINS_MJ {.value = -0.1, .concealed_chow = 0.45, .concealed_other = 0.35, .open = 0.05}
#define MARGINS_HK {.value = -0.2, .concealed_chow = 0.3, .concealed_other = 0.3, .open = 0.0}

/* How often an opponent is ready in hk-classic (sp_defence_tuning.ready), which mcr shares */
#define READY_HK                                                                                                             \
    {{0, 0, .03f, .08f, .10f, .09f}, {0, .02f, .08f, .20f, .29f, .35f}, {.10f, .10f, .13f, .18f, .20f, .20f},               \
     {.25f, .25f, .25f, .34f, .33f, .33f}}

/* hk-classic's defence, also that of a ruleset naming no known model */
#define DEFENCE_HK_CLASSIC                                                                                                   \
    {.ready = READY_HK, .read_discards = true, .middle_factor = {0.7, 1.0, 1.25}, .honours_join = true,                     \
     .wait_widening = 1, .deal_cost = 17, .own_win = 17, .flush_cost = 2.5, .honour_cost = 1.3, .caution = 1,               \
     .claim_caution = 1, .not_ready_weight = 1, .end_value = -1}

static const sp_ai_tuning mingjiang = {
    .bot = {.plans = true, .half_flush = true, .value_honours = true, .chickens_freeze = true, .flush_bonus = 0.5,
            .pungs_bonus = 0.35, .gref = 30, .expert_keeps_discards = true,
            .expert_own_hard = SP_BOT_EXPERT_OWN_HARD, .normal = MARGINS_MJ, .hard = MARGINS_MJ},
    .defence = {.ready = {{0, .01f, .07f, .21f, .30f, .30f}, {0, .04f, .15f, .35f, .43f, .49f},
                          {0, .03f, .24f, .34f, .47f, .55f}, {.40f, .40f, .43f, .54f, .62f, .60f}},
                .read_discards = true, .middle_factor = {0.75, 1.15, 1.45}, .honours_join = true, .wait_widening = 1,
                .deal_cost = 7.5, .own_win = 10, .flush_cost = 2, .honour_cost = 1.3, .caution = 0.6,
                .claim_caution = 1, .future_caution = 0.6, .not_ready_weight = 1, .end_value = 3,
                /* the dealer's own win 1.4 times the typical; a deal-in a third dearer */
                .dealer_win = 1.4, .dealer_cost = 4.0 / 3.0, .net = &sp_wait_net_mingjiang},
};

static const sp_ai_tuning hk_classic = {
    .bot = {.plans = true, .half_flush = true, .value_honours = true, .reads_min_fan = true, .flush_bonus = 0.9,
            .pungs_bonus = 0.7, .gref = 16, .expert_own_hard = SP_BOT_EXPERT_OWN_HARD, .normal = MARGINS_HK, .hard = MARGINS_HK},
    .defence = DEFENCE_HK_CLASSIC,
};

/* hk-xigu's deal-in cost in coins: a least-squares fit of the log payment over 7,410 self-play
 * deal-ins (seed 21; on 7,268 others, seed 22, it leaves 0.077 of the log payment's variance of
 * 0.122). Typical: 40-60 coins. */
static const sp_cost_fit xigu_cost = {.base = 3.591, .flower_fan = 0.248, .value_pungs = 0.298, .flush = -0.041,
                                      .flush_in = 0.154, .concealed = 0.41, .chows = 0.033, .pungs = 0.006,
                                      .honour = -0.046, .value_honour = 0.399};

static const sp_ai_tuning hk_xigu = {
    .bot = {.plans = true, .half_flush = true, .value_honours = true, .reads_min_fan = true, .flush_bonus = 0.5,
            .pungs_bonus = 0.4, .gref = 200, .expert_keeps_discards = true, .expert_own_hard = SP_BOT_EXPERT_OWN_HARD,
            .normal = MARGINS_HK, .hard = MARGINS_HK},
    .defence = {.ready = {{0, .01f, .08f, .19f, .28f, .33f}, {0, .03f, .20f, .44f, .65f, .70f},
                          {.10f, .14f, .35f, .52f, .60f, .72f}, {.50f, .50f, .52f, .79f, .89f, .90f}},
                .read_discards = true, .middle_factor = {0.7, 1.0, 1.25}, .honours_join = true, .wait_widening = 1,
                .deal_cost = 45, .own_win = 70, .flush_cost = 4, .honour_cost = 1.6, .caution = 2.0, .claim_caution = 0.5,
                .not_ready_weight = 1, .end_value = -1, .fitted_cost = &xigu_cost, .net = &sp_wait_net_xigu},
};

static const sp_ai_tuning guizhou = {
    /* Hard calls more readily than normal (speed for 查叫, a pung to upgrade into a kong:
     * beans and the pass a plain hand needs): +0.1 to +0.2 points a hand in the arena.
     * yaoji_hold: a 幺鸡 (1s) held by a ready player collects from everyone, and one thrown out
     * by a player who is not ready at the end is paid for (包鸡). Normal holds on to it; hard
     * does not: in the arena (seeds 3 and 4, 20,000 hands each) holding it cost hard about
     * 0.08 points a hand, the shape it gives up being worth more (being ready at the end is
     * what collects chickens at all). */
    .bot = {.plans = true, .yaoji_hold = 0.15, .flat_ready_value = true, .deal_in_ends_push = true, .kong_risk = true,
            .hard_kong_bonus = 0.35, .flush_bonus = 0.8, .pungs_bonus = 0.6, .gref = 10,
            .expert_own_hard = SP_BOT_EXPERT_OWN_HARD,
            .normal = {.concealed_chow = 0.15, .concealed_other = 0.15, .open = 0.05},
            .hard = {.concealed_chow = 0.0, .concealed_other = 0.0, .open = -0.05}},
    .defence = {.ready = {{0, .08f, .33f, .56f, .71f, .85f}, {.01f, .20f, .47f, .70f, .81f, .88f},
                          {.20f, .23f, .53f, .77f, .95f, .97f}, {.60f, .70f, .85f, .95f, .97f, .97f}},
                .read_discards = true, .middle_factor = {0.75, 0.9, 1.0}, .wait_widening = 1, .deal_cost = 4,
                .own_win = 7, .flush_cost = 2.5, .honour_cost = 0.3, .caution = 1, .claim_caution = 0.2,
                .not_ready_weight = 2, .end_value = -1, .hot_discards = true, .net = &sp_wait_net_guizhou},
};

static const sp_ai_tuning wuhan = {
    /* Must open, and every 开口 doubles what each loser pays this seat's win (and what it
     * pays), so calls pay; hard calls almost anything (the arena, seed 3: 43 points a hand with
     * normal's margins, 160 with these).
     * progress_danger: every loser pays and a discard costs little more (查大叫 pays the ready
     * at a draw), so progress leads and the danger (the chance of dealing in) is weighed at 2.5
     * progress units: with hard's eager calls this kept its points and took its deal-ins from
     * 62 % to 58 % of easy's (0.4, the weight of calls, before).
     * expert_own_hard 0: the expert's own decisions in its playouts are normal's. On seeds 21
     * and 22 (160 hands each, paired), with hard's own decisions (2, as elsewhere) it dealt in
     * 60 times against hard's 43 in the same seats and made +46 and +267 a hand over hard;
     * with normal's 45 times against 43, +206 and +263 (more seeds: EXPERT.md). */
    .bot = {.plans = true, .one_tile_kongs = true, .progress_danger = 2.5, .flush_bonus = 0.9, .pungs_bonus = 0.8,
            .gref = 60, .expert_own_hard = 0, .normal = {.concealed_chow = -0.35, .concealed_other = -0.35, .open = 0.05},
            .hard = {.concealed_chow = -1.0, .concealed_other = -1.0, .open = -0.3}},
    .defence = {.ready = {{0, 0, .01f, .02f, .02f, .03f}, {0, 0, .01f, .02f, .02f, .03f},
                          {.01f, .01f, .07f, .17f, .23f, .27f}, {.25f, .25f, .25f, .59f, .72f, .82f}},
                .wait_widening = 1.8, .deal_cost = 260, .own_win = 1250, .flush_cost = 1.5, .honour_cost = 0.5,
                .caution = 0.1, .claim_caution = 0.1, .not_ready_weight = 1, .end_value = -1},
};

static const sp_ai_tuning mcr = {
    /* A minimum to reach, flushes, pungs and honour pungs pay, as in Hong Kong; a win is worth
     * about fan + 8 from one seat and 8 from the others (rules/mcr.md §7). The defence:
     * hk-classic's reading of ready opponents (both wait on hands with a minimum), with the
     * costs of mcr's payments: a deal-in costs the discarder fan + 8 (about 20), a win brings
     * about 40; not yet fitted on mcr's own games. */
    .bot = {.plans = true, .half_flush = true, .value_honours = true, .reads_min_fan = true, .flush_bonus = 1.0,
            .pungs_bonus = 0.8, .gref = 40, .expert_own_hard = SP_BOT_EXPERT_OWN_HARD, .normal = MARGINS_HK, .hard = MARGINS_HK, .strategy = &sp_bot_strategy_mcr},
    .defence = {.ready = READY_HK, .read_discards = true, .middle_factor = {0.7, 1.0, 1.25}, .honours_join = true,
                .wait_widening = 1, .deal_cost = 20, .own_win = 40, .flush_cost = 2.5, .honour_cost = 1.3, .caution = 1,
                .claim_caution = 1, .not_ready_weight = 1, .end_value = -1},
};

static const sp_ai_tuning *const tunings[SP_MODEL_COUNT] = {
    [SP_MODEL_MINGJIANG] = &mingjiang, [SP_MODEL_HK_CLASSIC] = &hk_classic, [SP_MODEL_HK_XIGU] = &hk_xigu,
    [SP_MODEL_GUIZHOU] = &guizhou,     [SP_MODEL_WUHAN] = &wuhan,           [SP_MODEL_MCR] = &mcr,
};

/* a ruleset naming no known model (never a loaded one), or a model without its record here:
 * plain plans, hk-classic's defence */
static const sp_ai_tuning unknown = {
    .bot = {.gref = 10, .expert_own_hard = SP_BOT_EXPERT_OWN_HARD, .normal = {0.1, 0.1, 0.1, 0.1}, .hard = {0.1, 0.1, 0.1, 0.1}},
    .defence = DEFENCE_HK_CLASSIC,
};

const sp_ai_tuning *sp_ai_tuning_of(const sp_ruleset *rs)
{
    /* the model's record with the file's own `ai` settings (ai_settings.c) */
    if (rs->ai_prepared) return (const sp_ai_tuning *)(const void *)rs->ai_data;
    const sp_model *m = sp_model_of(rs);
    return m && tunings[m->id] ? tunings[m->id] : &unknown;
}
