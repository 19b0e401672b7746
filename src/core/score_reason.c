/* score_reason.c: the reasons a hand is not a valid win - their stable ids and the English
 * sentences the CLI prints (src/cli/README.md: the answer's "reason"). The sentences are
 * written without snprintf: the bots score many hands that are not wins, and formatting is on
 * that path. */
#include <string.h>

#include "core/score.h"

static const struct {
    const char *id, *english;
} reasons[SP_REASON_COUNT] = {
    [SP_REASON_NONE] = {"none", ""},
    [SP_REASON_HK_INCOMPLETE] = {"hk_incomplete", "not a winning hand: the tiles do not form four sets and a pair (or thirteen orphans)"},
    [SP_REASON_HK_BELOW_MINIMUM] = {"hk_below_minimum", "{1} fan is below the minimum of {2} fan"},
    [SP_REASON_HK_NO_FLOWERS] = {"hk_no_flowers", "flowers are not in use, so there is no flower win"},
    [SP_REASON_HK_FLOWER_NOT_HELD] = {"hk_flower_not_held", "the winning flower must be among the winner's flowers"},
    [SP_REASON_HK_FLOWER_COUNT] = {"hk_flower_count", "not a flower win: it needs seven or eight flowers (七搶一 only with its option)"},
    [SP_REASON_HK_ROB_CONCEALED_KONG] = {"hk_rob_concealed_kong", "a concealed kong can only be robbed by thirteen orphans"},
    [SP_REASON_HK_ORPHANS_ROB_OFF] = {"hk_orphans_rob_off", "thirteen orphans may not rob a concealed kong under these options"},
    [SP_REASON_HK_PASSED_WIN] = {"hk_passed_win", "the winner passed a winning tile and has not drawn since (糊一不糊二)"},
    [SP_REASON_MCR_INCOMPLETE] = {"mcr_incomplete", "not a winning hand: no reading makes four sets and a pair or a special shape"},
    [SP_REASON_MCR_BELOW_MINIMUM] = {"mcr_below_minimum", "below the minimum: {1} fan without flowers, {2} needed"},
    [SP_REASON_MJ_INCOMPLETE] = {"mj_incomplete", "the tiles do not form a winning hand"},
    [SP_REASON_MJ_CHICKEN_FROZEN] = {"mj_chicken_frozen", "a chicken winner is frozen for the rest of the hand and cannot win again"},
    [SP_REASON_MJ_FROZEN_DISCARD] = {"mj_frozen_discard", "nobody may win on a frozen chicken winner's discard"},
    [SP_REASON_MJ_ROB_CONCEALED_KONG] = {"mj_rob_concealed_kong", "only thirteen orphans may rob a concealed kong"},
    [SP_REASON_MJ_SWAP_CALL] = {"mj_swap_call", "a player who broke the swap-call ban (食替) cannot win this hand"},
    [SP_REASON_MJ_PASSED_WIN] = {"mj_passed_win", "after passing a win (過水) a player may not win on another's tile before his next draw"},
    [SP_REASON_MJ_FURITEN_CHICKEN] = {"mj_furiten_chicken",
                                      "a win on a kind the winner discarded himself (振聽) is a chicken hand, and chicken hands may not be won"},
    [SP_REASON_MJ_CHICKEN] = {"mj_chicken", "a hand below the minimum is a chicken hand, and chicken hands may not be won"},
    [SP_REASON_GZ_INCOMPLETE] = {"gz_incomplete", "not a complete hand (four sets and a pair, or seven pairs)"},
    [SP_REASON_GZ_VOID_SUIT] = {"gz_void_suit", "缺一门: the winner still holds a tile of his void suit"},
    [SP_REASON_GZ_PASSED_WIN] = {"gz_passed_win", "过胡: after passing a win this hand, only self-draw, hot discard or robbing a kong may win"},
    [SP_REASON_GZ_NEEDS_KONG] = {"gz_needs_kong", "a plain hand (平胡) needs a pass (a kong) to win on an ordinary discard"},
    [SP_REASON_WH_INCOMPLETE] = {"wh_incomplete",
                                 "the tiles do not form a winning hand (four sets and a pair, or an all-honour / all-2-5-8 hand)"},
    [SP_REASON_WH_PASSED_WIN] = {"wh_passed_win",
                                 "the player passed on a win since his last draw (guohu): no win on a discard or a kong until he draws"},
    [SP_REASON_WH_NOT_OPENED] = {"wh_not_opened", "the winner has not opened (chi, pon or exposed kong) this hand"},
    [SP_REASON_WH_SPECIAL_HELD] = {"wh_special_held", "a 7z or pi tile is still in the hand (they must be played as special kongs)"},
    [SP_REASON_WH_SPECIAL_WIN] = {"wh_special_win", "a laizi, pi or 7z is never discarded nor melded, so nobody can win on it"},
    [SP_REASON_WH_TOO_MANY_LAIZI] = {"wh_too_many_laizi", "too many laizi in the hand for any win"},
    [SP_REASON_WH_SMALL_LAIZI] = {"wh_small_laizi", "a small win may hold at most one laizi; two allow only a big win"},
    [SP_REASON_WH_SMALL_PAIR] = {"wh_small_pair", "a small win needs a pair of 2, 5 or 8"},
    [SP_REASON_WH_BELOW_QIHU] = {"wh_below_qihu", "a win needs the winner's product times the smallest loser's product above the minimum (qihu)"},
};

const char *sp_score_reason_id(int reason) { return reason >= 0 && reason < SP_REASON_COUNT ? reasons[reason].id : NULL; }

const char *sp_score_reason_english(int reason) { return reason >= 0 && reason < SP_REASON_COUNT ? reasons[reason].english : NULL; }

/* Writes v in decimal at p (room for 11 characters); returns the end. */
static char *put_int(char *p, int32_t v)
{
    char digits[12];
    int n = 0;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    do digits[n++] = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0) *p++ = '-';
    while (n) *p++ = digits[--n];
    return p;
}

void sp_result_invalid(sp_score_result *r, int reason, int32_t a, int32_t b)
{
    r->valid = false;
    r->reason_code = (uint8_t)reason;
    r->reason_args[0] = a;
    r->reason_args[1] = b;
    const char *s = sp_score_reason_english(reason);
    char *p = r->reason, *end = r->reason + sizeof r->reason - 12; /* room for a number and the 0 */
    for (; s && *s && p < end; s++) {
        if (s[0] == '{' && (s[1] == '1' || s[1] == '2') && s[2] == '}') {
            p = put_int(p, s[1] == '1' ? a : b);
            s += 2;
        } else {
            *p++ = *s;
        }
    }
    *p = 0;
}
