/* payments.h: who pays a win, as named strategies a ruleset file chooses (its `payments` section,
 * rules/README.md "Payments"), and the one function that pays by them.
 *
 * The model prices the hand - what the discarder pays, what each player pays on a self-draw, the
 * base every payer adds - and says who is liable (包); the strategies split it among the seats:
 *   discard    "discarder": the discarder pays the hand alone (全銃制);
 *              "all": the discarder pays the hand, every other player the base (rules/mcr.md §7).
 *   liability  "self_draw": a liable player pays every share of a self-draw; a discard stays the
 *              discarder's; "half": and half of a discard, the discarder the other half.
 *   dealer     "factors": the amounts are multiplied by params.payment.ron_dealer / ron_nondealers
 *              (a discard with / without the dealer) and tsumo_dealer_each / tsumo_dealer_pays /
 *              tsumo_nondealer_pays (a self-draw by the dealer; what the dealer and a non-dealer
 *              pay a non-dealer's); "even": the dealer pays and is paid as a non-dealer (by
 *              ron_nondealers and tsumo_nondealer_pays where the file has them, else 1).
 * Each model descriptor gives its defaults and the strategies it can price (model.h); Guizhou and
 * Wuhan settle in their own ways (chickens, beans, wildcard factors) and take none. */
#ifndef SP_PAYMENTS_H
#define SP_PAYMENTS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/score.h"

/* The strategies of each key (sp_ruleset.payments[key]); 0: none (a model without liabilities),
 * or in a ruleset not read from a file, the model's default. */
enum { SP_DISCARD_DISCARDER = 1, SP_DISCARD_ALL = 2 };
enum { SP_LIABLE_SELF_DRAW = 1, SP_LIABLE_HALF = 2 };
enum { SP_DEALER_EVEN = 1, SP_DEALER_FACTORS = 2 };
enum { SP_PAY_CHOICES = 3 }; /* choices are 1 .. SP_PAY_CHOICES - 1 */

/* "discard", "liability", "dealer"; NULL outside 0 .. SP_PAY_KEYS - 1. */
const char *sp_pay_key_name(int key);
/* A strategy's name ("half"), NULL when the key has no such choice. */
const char *sp_pay_choice_name(int key, int choice);
/* The choice of that name for the key, 0 when none. */
int sp_pay_choice_of(int key, const char *name);

/* The strategies in force with the numbers they need. */
typedef struct {
    uint8_t choice[SP_PAY_KEYS];
    int32_t ron_nondealers, ron_dealer;                                /* params.payment, else 1 */
    int32_t tsumo_dealer_each, tsumo_dealer_pays, tsumo_nondealer_pays;
} sp_pay_rule;

/* The ruleset's rule: its choices (the loader puts the model's default where the file says
 * none) and the factors from params.payment. 0, or -1 with err naming a factor "factors" needs
 * that the file lacks (the loader refuses such a file: sp_model_prepare). */
int sp_pay_rule_of(const sp_ruleset *rs, sp_pay_rule *out, char *err, size_t errlen);

/* A hand's prices. */
typedef struct {
    int64_t discard;   /* what the discarder pays */
    int64_t self_draw; /* what each other player pays on a self-draw */
    int64_t base;      /* "all": what each other player pays on a discard */
} sp_win_price;

/* Who pays. */
typedef struct {
    bool self_draw;  /* paid as a self-draw (also a robbed kong a model pays as one) */
    int liable;      /* the seat liable for the hand (包), -1 none */
    unsigned exempt; /* seats (bits) that pay no share of a self-draw (mingjiang's frozen chickens) */
    int part;        /* the result part (sp_result_add_part) the payments also go to, -1 none */
} sp_win_payers;

/* Pays in->seat's win (on in->discarder's discard unless who->self_draw) by the rule: adds to
 * out->payments (and the part's seats), one line a payment, SP_LINE_DEALER where a dealer factor
 * is in the amount. Returns whether the liable seat paid: the model then records its liability. */
bool sp_pay_win(const sp_pay_rule *r, const sp_score_input *in, const sp_win_price *price, const sp_win_payers *who,
                sp_score_result *out);

/* One payment from `from` to `to`, and its line (the hand's: pattern -1); part as above. */
void sp_pay(sp_score_result *out, int part, int from, int to, int64_t amount, unsigned flags);

#endif
