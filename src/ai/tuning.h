/* tuning.h: how the computer players play each scoring model, as data (internal to src/ai).
 *
 * One record per model (tuning.c), chosen through the ruleset's descriptor (core/model.h) by
 * its id: a house-rules file plays with the record of the model it names, never one guessed
 * from a default value, unless its `ai` section sets some of the numbers (ai_settings.h).
 * bot.c reads .bot, defence.c .defence; every field names a behaviour or a measured number,
 * so neither asks which model it plays. Adding a model: one record in tuning.c and its line
 * in the table there. */
#ifndef SP_AI_TUNING_H
#define SP_AI_TUNING_H

#include <stdbool.h>

#include "ai/strategy.h"
#include "ai/wait_model.h"
#include "core/ruleset.h"

/* How much a claim must improve the hand before it is taken (call_margin): a pung or kong of
 * an honour that scores, a chow or another claim that opens a concealed hand, any claim once
 * the hand is open. */
typedef struct {
    double value, concealed_chow, concealed_other, open;
} sp_claim_margins;

/* What a scoring model pays for, and how bot.c plays it. Each field names a behaviour or a
 * number: nothing in bot.c asks which model it plays. */
typedef struct {
    bool plans;                  /* one-suit and all-pungs plans are worth pursuing at all */
    bool half_flush;             /* honours may join a one-suit hand */
    bool value_honours;          /* pungs of one's own winds and of the dragons pay */
    bool reads_min_fan;          /* the minimum (option min_fan, else scoring.min_fan) is read:
                                  * from 3 fan the honour bonus counts 1.5 times */
    bool one_tile_kongs;         /* 红中 and the 皮 kinds are played out as one-tile kongs, never
                                  * part of a win (Wuhan) */
    bool chickens_freeze;        /* a 0-fan win (or one on a kind in one's own river) pays
                                  * nothing and freezes the hand: normal and hard may let it go */
    double yaoji_hold;           /* normal holds 幺鸡 (1s), a Guizhou chicken that pays: what it
                                  * takes off throwing it, among discards of equal progress
                                  * (0: none) */
    double progress_danger;      /* hard weighs the chance of dealing in at this many units of
                                  * progress against progress alone, not by expected points (0:
                                  * by points; Wuhan) */
    bool flat_ready_value;       /* hard values every ready choice at the typical win and its
                                  * progress share (Guizhou was tuned so) */
    bool deal_in_ends_push;      /* hard: a discard that deals in ends the chance pushed for */
    bool kong_risk;              /* hard weighs a kong's robbing and hot-discard risk (Guizhou) */
    double hard_kong_bonus;      /* hard: a kong's worth beyond its shape (Guizhou's beans) */
    double flush_bonus, pungs_bonus; /* how much a one-suit / all-pungs plan is worth pursuing */
    double gref;                 /* a typical win's points: hk-xigu pays coins on a steep table */
    bool expert_keeps_discards;  /* where hard discards, the expert searches only whether a kong
                                  * or a win is better, never another discard (mingjiang, where
                                  * those overrides gained nothing and dealt in, and hk-xigu,
                                  * where they dealt in and gained within noise: EXPERT.md) */
    double expert_discard_se;    /* where hard discards, another discard must lead it by this many
                                  * standard errors of the difference (0: SP_EVAL_SETTLED, as
                                  * every other override); a stricter bar against overrides taken
                                  * on noise just past it (hk-xigu, Guizhou: EXPERT.md) */
    double expert_own_hard;      /* in the expert's playouts its own next this many decisions
                                  * are hard's, the rest normal's (sp_eval_config own_decisions;
                                  * SP_BOT_EXPERT_OWN_HARD; Wuhan 0: EXPERT.md) */
    sp_claim_margins normal, hard; /* call_margin by level (easy counts tiles only) */
    const sp_bot_strategy *strategy; /* the model's own plans for hard and expert, NULL none */
} sp_bot_tuning;

/* A deal-in's cost fitted to self-play: the log of the payment as a sum of an opponent's
 * features (defence.c's fitted_value), each coefficient named by its feature. */
typedef struct {
    double base;
    double flower_fan;   /* the fan its flowers add to any win of its (hk-xigu's 正花, 一台花, 無花) */
    double value_pungs;  /* its pungs of value honours */
    double flush;        /* it seems to collect one suit */
    double flush_in;     /* ... and the kind is of that suit or an honour */
    double concealed;    /* it has no melds (門前清) */
    double chows, pungs; /* its chows, its pungs and kongs */
    double honour;       /* the kind is an honour */
    double value_honour; /* the kind is a value honour (a pung wait) */
} sp_cost_fit;

/* How defence.c reads the opponents in one scoring model. What each number was measured on is
 * told at its field. */
typedef struct {
    /* How often an opponent is ready (shape complete but one tile), by open melds (0..3) and
     * discards made (0, 3, 6, 9, 12, 15 or more; linear in between). Measured over 600-1,500
     * self-play hands of normal bots per ruleset with the full state (each opponent's shanten
     * at each of seat 0's discards). Hong Kong with a 3-fan minimum and Wuhan (must open,
     * 2-5-8 pair) are slow; Guizhou (108 tiles, no honours) is fast. */
    float ready[4][6];
    /* the discards read for readiness (drawn tiles thrown again, middle tiles given up;
     * ready_of); not in Wuhan */
    bool read_discards;
    /* odds factors of none, one, two or three middle tiles among the last three discards */
    double middle_factor[3];
    /* The Hong Kong tables and 明將: honours join a one-suit hand, and the corrections measured
     * on them (read_factor, the last discard from the hand) apply. */
    bool honours_join;
    /* the 赖子 widens every wait (Wuhan): a factor on the shapes' weights */
    double wait_widening;
    /* Points a deal-in costs beyond what the same win would cost by another way (the
     * discarder's payment less a share of what a later self-draw would have cost anyway), and
     * the typical gain of one's own win; measured in self-play (average payments of discard
     * and self-draw wins). Wuhan: every loser pays, the discarder double. hk-xigu's deal-in
     * cost is fitted (fitted_cost) and its deal_cost, flush_cost and honour_cost are not used. */
    double deal_cost, own_win;
    /* How much more a deal-in costs against an opponent showing one suit / value pungs: the
     * steep coin table pays 7 fan more for a full flush. */
    double flush_cost, honour_cost;
    /* How far hard trusts the danger estimate (a factor on the expected cost), tuned in the
     * arena for points per hand: the wait estimate is coarse, and folding also gives up being
     * ready at an exhaustive draw, which Guizhou (查叫) and Wuhan (查大叫) pay for. Guizhou's
     * learned chance is trusted in full. hk-xigu: the learned wait reading's chance times the
     * fitted payment (fitted_value) at 2.0. Measured at 80,000 hands on seeds 3 and 4 (hard's
     * lead over normal a hand, capped at 320 coins a seat-hand / plain, and hard's deal-ins of
     * easy's): 1.8: 1.7-2.0 / 2.7, 61 %; 2.0: 1.6-1.8 / 2.5-2.6, 58.5 %; 2.2: 1.3-1.6 /
     * 2.2-2.3, 56.5-57 %. (The logistic model it replaced, at 1.6: 67 % with a lead of 1.1-1.4
     * at 200,000 hands; 1.8 took it to 64 % for a third of the lead.)
     * 明將, with the learned reading (seed 3, 40,000 hands: hard's points a hand and deal-ins
     * of easy's): 1.15 (tuned with the corrected shapes before) 0.68, 43 %; 0.85 0.83, 47 %;
     * 0.6 0.95, 52 %; 0.4 0.98, 60 %. */
    double caution;
    /* The same for calls (the danger of the discard a call forces): where calls make the hand
     * (Wuhan must open; Guizhou and hk-xigu pay for speed) the earlier arena-tuned weights. */
    double claim_caution;
    /* How much hard counts the danger of the discards still to come when it pushes on (by the
     * average danger of an unseen tile), tuned in the arena for the deal-in target and points:
     * in 明將 0.5 took hard's deal-ins from 83 % to 70-75 % of easy's and kept its lead over
     * normal on both seeds measured (1.0: 66-71 %, but the lead was gone on one seed), 0.65
     * with the corrections of the wait reading and the hand's own value (end_value); Hong
     * Kong is slow enough that the discard's own danger suffices (41 %); in hk-xigu and
     * Guizhou folding gave up more points than it saved. */
    double future_caution;
    /* How much more a discard that leaves the hand not ready weighs its danger (bot.c): such
     * a hand must make more discards before it can win, which the push does not count (future
     * caution counts them everywhere and gave up more points for the same deal-ins). Guizhou:
     * measured on seeds 3 and 4 (40,000 hands each): 1 everywhere 0.64 points a hand and
     * deal-ins 59-62 % of easy's; 1.5 everywhere 0.55, 56-57 %; 2 when not ready 0.59,
     * 57-58 %. hk-xigu, 200,000 hands on seeds 5 and 6: 1.5 with caution 1.6 kept hard's lead
     * over normal (0.98 and 0.59 coins a hand against 1.03 and 0.53 at 1 with caution 2.0)
     * with deal-ins of 60.3 % and 58.7 % of easy's (59.4 %, 58.3 %). */
    double not_ready_weight;
    /* 明將: a ready hand is valued by its own payments plus about three points, what ending
     * the hand saves (others' self-draws cost about 1.4 a hand; a win also ends every
     * opponent's chance); elsewhere by the ruleset's typical win at least (-1). With the wait
     * corrections (read_factor), each ready choice valued by its own payments (bot.c) and the
     * dealer's larger payments, caution 1.15 and future 0.6 keep hard's deal-ins near 59 % of
     * easy's (1.2 and 0.65: 57-58 %, 0.1 point a hand less; 1.1 and 0.55: 60-61 %; 1 and 0.5
     * without end_value: 64 %). */
    double end_value;
    /* 明將's dealer pays and collects a third more on a discard, half as much again on a
     * self-draw: the factor on one's own typical win as the dealer (dealer_win), and on a
     * deal-in's cost when the dealer deals in or wins (dealer_cost); 0: the dealer pays as
     * anyone */
    double dealer_win, dealer_cost;
    /* Guizhou's 热炮: the discard after one's own kong is hot (anyone takes it, and it pays
     * more) */
    bool hot_discards;
    /* a deal-in costs what this fit of the payment says where the learned wait reading reads
     * the danger (hk-xigu), NULL: deal_cost and its factors */
    const sp_cost_fit *fitted_cost;
    /* the learned wait reading (wait_model.h), NULL: the wait shapes */
    const sp_wait_net *net;
} sp_defence_tuning;

typedef struct {
    sp_bot_tuning bot;
    sp_defence_tuning defence;
} sp_ai_tuning;

/* The record the ruleset plays with: its model's, with the file's `ai` settings applied when it
 * has any (ai_settings.h). A ruleset naming no known model, which the loader refuses, or a model
 * without a record gets a neutral one: plain plans, hk-classic's defence. */
const sp_ai_tuning *sp_ai_tuning_of(const sp_ruleset *rs);

#endif
