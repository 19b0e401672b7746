/* defence.c: reading the opponents from one seat's view (see defence.h). */
#include "ai/defence.h"

#include <string.h>

#include "core/ruleset.h"

/* The rulesets as the defence reads them. */
enum { D_MJ, D_HK, D_XIGU, D_GZ, D_WH, D_MODELS };

/* The Hong Kong tables and 明將: honours join a one-suit hand, and the corrections measured on
 * them (read_factor, the last discard from the hand) apply. */
static bool hong_kong_tiles(int model) { return model == D_MJ || model == D_HK || model == D_XIGU; }

static int defence_model(const sp_ruleset *rs)
{
    if (!strcmp(rs->model, "mingjiang")) return D_MJ;
    if (!strcmp(rs->model, "guizhou")) return D_GZ;
    if (!strcmp(rs->model, "wuhan")) return D_WH;
    /* the Hong Kong tables: a 3-fan minimum (hk-classic, an option there) or a steep coin
     * table from 1 fan */
    int opt = sp_ruleset_option(rs, "min_fan");
    int min_fan = opt >= 0 ? rs->options[opt].def : sp_ruleset_int(rs, "scoring.min_fan", 1);
    return min_fan >= 3 ? D_HK : D_XIGU;
}

/* How often an opponent is ready (shape complete but one tile), by open melds (0..3) and
 * discards made (0, 3, 6, 9, 12, 15 or more; linear in between). Measured over 600-1,500
 * self-play hands of normal bots per ruleset with the full state (each opponent's shanten
 * at each of seat 0's discards). Hong Kong with a 3-fan minimum and Wuhan (must open, 2-5-8
 * pair) are slow; Guizhou (108 tiles, no honours) is fast. */
static const float ready_table[D_MODELS][4][6] = {
    [D_MJ] = {{0, .01f, .07f, .21f, .30f, .30f}, {0, .04f, .15f, .35f, .43f, .49f},
              {0, .03f, .24f, .34f, .47f, .55f}, {.40f, .40f, .43f, .54f, .62f, .60f}},
    [D_HK] = {{0, 0, .03f, .08f, .10f, .09f}, {0, .02f, .08f, .20f, .29f, .35f},
              {.10f, .10f, .13f, .18f, .20f, .20f}, {.25f, .25f, .25f, .34f, .33f, .33f}},
    [D_XIGU] = {{0, .01f, .08f, .19f, .28f, .33f}, {0, .03f, .20f, .44f, .65f, .70f},
                {.10f, .14f, .35f, .52f, .60f, .72f}, {.50f, .50f, .52f, .79f, .89f, .90f}},
    [D_GZ] = {{0, .08f, .33f, .56f, .71f, .85f}, {.01f, .20f, .47f, .70f, .81f, .88f},
              {.20f, .23f, .53f, .77f, .95f, .97f}, {.60f, .70f, .85f, .95f, .97f, .97f}},
    [D_WH] = {{0, 0, .01f, .02f, .02f, .03f}, {0, 0, .01f, .02f, .02f, .03f},
              {.01f, .01f, .07f, .17f, .23f, .27f}, {.25f, .25f, .25f, .59f, .72f, .82f}},
};

/* Points a deal-in costs beyond what the same win would cost by another way (the discarder's
 * payment less a share of what a later self-draw would have cost anyway), and the typical
 * gain of one's own win; measured in self-play (average payments of discard and self-draw
 * wins). Wuhan: every loser pays, the discarder double. */
static const double deal_cost[D_MODELS] = {[D_MJ] = 7.5, [D_HK] = 17, [D_XIGU] = 45, [D_GZ] = 4, [D_WH] = 260};
static const double own_win[D_MODELS] = {[D_MJ] = 10, [D_HK] = 17, [D_XIGU] = 70, [D_GZ] = 7, [D_WH] = 1250};
/* How much more a deal-in costs against an opponent showing one suit / value pungs / all
 * pungs: the steep coin table pays 7 fan more for a full flush. */
static const double flush_cost[D_MODELS] = {[D_MJ] = 2, [D_HK] = 2.5, [D_XIGU] = 4, [D_GZ] = 2.5, [D_WH] = 1.5};
/* How far hard trusts the danger estimate (a factor on the expected cost), tuned in the
 * arena for points per hand: the wait estimate is coarse, and folding also gives up being
 * ready at an exhaustive draw, which Guizhou (查叫) and Wuhan (查大叫) pay for. In Guizhou
 * folding hardly lowered the deal-ins (most wins there are self-draws; a deal-in goes mostly
 * to a kong holder and is cheap) and cost about 0.2 points a hand; even 0.1 cost hard about
 * 0.04 points a hand against none (seeds 3 and 4), and 2.0 cost 0.7 with hardly fewer
 * deal-ins (88 % and 79 % of easy's, against 92 % and 85 %): the discard's danger is not
 * weighed there except against a 报听 hand, a kong holder and on a hot discard (below; calls
 * still weigh it). */
static const double caution[D_MODELS] = {[D_MJ] = 1.15, [D_HK] = 1, [D_XIGU] = 0.4, [D_GZ] = 0, [D_WH] = 0.1};
/* The same for calls (the danger of the discard a call forces): where calls make the hand
 * (Wuhan must open; Guizhou and hk-xigu pay for speed) the earlier arena-tuned weights. */
static const double claim_caution[D_MODELS] = {[D_MJ] = 1, [D_HK] = 1, [D_XIGU] = 0.5, [D_GZ] = 0.2, [D_WH] = 0.1};
/* How much hard counts the danger of the discards still to come when it pushes on (by the
 * average danger of an unseen tile), tuned in the arena for the deal-in target and points:
 * in 明將 0.5 took hard's deal-ins from 83 % to 70-75 % of easy's and kept its lead over
 * normal on both seeds measured (1.0: 66-71 %, but the lead was gone on one seed), 0.65
 * with the corrections of the wait reading and the hand's own value (end_value); Hong
 * Kong is slow enough that the discard's own danger suffices (41 %); in hk-xigu and
 * Guizhou folding gave up more points than it saved. */
static const double future_caution[D_MODELS] = {[D_MJ] = 0.6};
/* 明將: a ready hand is valued by its own payments plus about three points, what ending the
 * hand saves (others' self-draws cost about 1.4 a hand; a win also ends every opponent's
 * chance); elsewhere by the ruleset's typical win at least (-1). With the wait corrections
 * (read_factor), each ready choice valued by its own payments (bot.c) and the dealer's larger
 * payments, caution 1.15 and future 0.6 keep hard's deal-ins near 59 % of easy's (1.2 and
 * 0.65: 57-58 %, 0.1 point a hand less; 1.1 and 0.55: 60-61 %; 1 and 0.5 without end_value:
 * 64 %). */
static const double end_value[D_MODELS] = {[D_MJ] = 3, [D_HK] = -1, [D_XIGU] = -1, [D_GZ] = -1, [D_WH] = -1};
static const double honour_cost[D_MODELS] = {[D_MJ] = 1.3, [D_HK] = 1.3, [D_XIGU] = 1.6, [D_GZ] = 0.3, [D_WH] = 0.5};

static int open_melds(const sp_view_seat *s)
{
    int n = 0;
    for (int i = 0; i < s->nmelds; i++)
        if (s->melds[i].meld.type != SP_MELD_ANKAN) n++;
    return n;
}

static double ready_of(const sp_view *v, int model, int o)
{
    const sp_view_seat *s = &v->seats[o];
    if (s->out || s->dead) return 0;
    if (s->ready_declared || s->nmelds >= 4) return 0.95;
    int m = open_melds(s);
    if (m > 3) m = 3;
    int t = s->nriver;
    double x = t >= 15 ? 5.0 : t / 3.0;
    int i = (int)x;
    double f = x - i;
    double p = i >= 5 ? ready_table[model][m][5]
                      : ready_table[model][m][i] * (1 - f) + ready_table[model][m][i + 1] * f;
    /* the drawn tile thrown out again, twice running late in the hand: the hand did not
     * want it, which a ready hand most often does not (about 1.5 times the odds) */
    if (t >= 6 && model != D_WH) {
        int ts = 0;
        for (int j = t - 2; j < t; j++)
            if (s->river_flags[j] & SP_RIVER_TSUMOGIRI) ts++;
        double odds = p / (1.0 - p + 1e-9);
        for (int j = 0; j < ts; j++) odds *= 1.25;
        p = odds / (1 + odds);
    }
    /* middle tiles (3 to 7) taken from the hand (not the tile just drawn) among the last
     * three discards: a hand giving up its central shapes is close to ready. Odds factors
     * measured against this table's estimate in self-play (2,000 hands per ruleset, each
     * opponent's true shanten at hard's discards): none 0.7, one 1.0-1.15, two 1.25-1.45 */
    if (t >= 3 && model != D_WH) {
        int mid = 0;
        for (int j = t - 3; j < t; j++) {
            int k = sp_tile_kind(s->river[j]);
            if (!(s->river_flags[j] & SP_RIVER_TSUMOGIRI) && k < 27 && k % 9 >= 2 && k % 9 <= 6) mid++;
        }
        static const double factor[D_MODELS][3] = {[D_MJ] = {0.75, 1.15, 1.45}, [D_HK] = {0.7, 1.0, 1.25},
                                                   [D_XIGU] = {0.7, 1.0, 1.25}, [D_GZ] = {0.75, 0.9, 1.0}};
        double odds = p / (1.0 - p + 1e-9) * factor[model][mid > 2 ? 2 : mid];
        p = odds / (1 + odds);
    }
    /* the tile the hand last gave up (not the one just drawn): a hand still throwing honours
     * and terminals from itself is seldom ready, one throwing middle tiles often is (measured
     * as the corrections to the wait shapes: actual / estimated readiness after an honour 0.21,
     * a terminal 0.53, a 2 or 8 0.75, a middle tile 1.1; after an honour from the hand past the
     * sixth discard 0.56) */
    if (t >= 3 && hong_kong_tiles(model) && !(s->river_flags[t - 1] & SP_RIVER_TSUMOGIRI)) {
        int k = sp_tile_kind(s->river[t - 1]), n = k % 9;
        double f = k >= 27 ? 0.2 : n == 0 || n == 8 ? 0.5 : n == 1 || n == 7 ? 0.75 : 1.1;
        double odds = p / (1.0 - p + 1e-9) * f;
        p = odds / (1 + odds);
    }
    return p > 0.97 ? 0.97 : p;
}

double sp_defence_ready(const sp_view *v, int seat)
{
    if (!v->rules || seat < 0 || seat >= v->players || seat == v->seat) return 0;
    return ready_of(v, defence_model(v->rules), seat);
}

static bool river_has(const sp_view_seat *s, int k)
{
    for (int i = 0; i < s->nriver; i++)
        if (sp_tile_kind(s->river[i]) == k) return true;
    return false;
}

/* Kinds discarded after opponent o's last discard that o let pass (a ready bot takes every
 * win it may, and 振聽/過水/过胡 stop the rest): the latest discard of each seat that played
 * after o, up to the seat now acting (and that seat's discard on the table in a claim). */
static uint64_t passed_since(const sp_view *v, int o)
{
    uint64_t passed = 0;
    int np = v->players, me = v->seat;
    bool claim = v->phase == SP_PHASE_CLAIM || v->phase == SP_PHASE_ROB;
    int last = claim ? v->turn : me; /* the seat whose discard is the newest */
    if (claim && last == o) return 0;
    for (int q = (o + 1) % np; q != o; q = (q + 1) % np) {
        if (q == last && !claim) break; /* my own last discard came before o's */
        const sp_view_seat *qs = &v->seats[q];
        if (qs->nriver) passed |= (uint64_t)1 << sp_tile_kind(qs->river[qs->nriver - 1]);
        if (q == last) break;
    }
    return passed;
}

/* The suit an opponent seems to collect: open melds in one suit (honours aside), and from
 * the sixth discard on, at most one discard of that suit among five or more suited ones. */
static int flush_suit(const sp_view_seat *s, bool honours_join)
{
    unsigned suits = 0;
    for (int i = 0; i < s->nmelds; i++) suits |= 1u << sp_kind_suit(s->melds[i].meld.kind);
    if ((suits >> SP_SUIT_Z & 1) && !honours_join) return -1;
    unsigned num = suits & 7u;
    if (num & (num - 1)) return -1;
    int per[3] = {0}, suited = 0;
    for (int i = 0; i < s->nriver; i++) {
        int k = sp_tile_kind(s->river[i]);
        if (k < 27) per[k / 9]++, suited++;
    }
    if (num && s->nmelds >= 2) return __builtin_ctz(num);
    if (s->nriver < 6 || suited < 5) return -1;
    for (int x = 0; x < 3; x++) {
        /* the other two suits both thrown: a collector, not a player ridding one suit */
        int y = (x + 1) % 3, z = (x + 2) % 3;
        if (per[x] <= 1 && (!num || num == 1u << x) && per[y] >= 2 && per[z] >= 2) return x;
    }
    return -1;
}

/* Corrections to the wait shapes below, measured in self-play (hk-classic, hk-xigu, mingjiang:
 * 2,800 hands each, at every discard of the hard seat, each truly ready opponent's waits
 * against the weights): computer players seldom wait on an honour (a pung wait ~0.5 of the
 * shape's weight, a single wait almost never); terminals are waited on ~0.7 as often as the
 * shapes say, 2 and 8 ~0.9, middle tiles ~1.15; a tile one or two from the opponent's last
 * discard taken from the hand (not the tile just drawn) in its suit ~1.4 and ~1.25 (the hand
 * let go of that shape as it became ready); a tile within two of one of its first six discards
 * in that suit ~0.85, else ~1.15 (it gave that region up early). */
#define HONOUR_PAIR (0.5 * 0.028)
#define HONOUR_SINGLE (0.03 * 0.018)

static double read_factor(int k, const sp_view_seat *s)
{
    int n = k % 9;
    double f = n == 0 || n == 8 ? 0.7 : n == 1 || n == 7 ? 0.9 : 1.15;
    for (int i = s->nriver - 1; i >= 0; i--) {
        if (s->river_flags[i] & SP_RIVER_TSUMOGIRI) continue;
        int t = sp_tile_kind(s->river[i]);
        if (t < 27 && t / 9 == k / 9) {
            int d = t % 9 > n ? t % 9 - n : n - t % 9;
            f *= d == 1 ? 1.4 : d == 2 ? 1.25 : d == 3 ? 1.1 : 1.0;
        }
        break;
    }
    bool early = false;
    for (int i = 0; i < s->nriver && i < 6 && !early; i++) {
        int t = sp_tile_kind(s->river[i]);
        int d = t % 9 > n ? t % 9 - n : n - t % 9;
        early = t != k && t < 27 && t / 9 == k / 9 && d <= 2;
    }
    return f * (early ? 0.85 : 1.15);
}

/* Weight that a ready opponent waits on kind k, from the wait shapes the visible tiles still
 * allow (a(j): the share of kind j's copies not visible). Per ready hand the weights of all
 * kinds add up to about two and a half waits, as usual waits do. */
static double wait_weight(const uint8_t unseen[SP_KINDS], int k, const sp_view_seat *s, int model)
{
    double u = unseen[k];
    /* my copy goes out, so at most three others exist: pairs C(u,2)/3, singles u/3 */
    double pair = u * (u - 1) / 6.0, single = u / 3.0;
    /* the Hong Kong tables and 明將 read with the corrections below */
    bool hk_read = hong_kong_tiles(model);
    if (k >= 27) return hk_read ? HONOUR_PAIR * pair + HONOUR_SINGLE * single : 0.028 * pair + 0.018 * single;
    int n = k % 9, base = k - n;
#define A(j) (unseen[base + (j)] / 4.0)
    double suji = model == D_MJ ? 0.3 : 0.6; /* 振聽 makes a suji wait a chicken in 明將 */
    double w = 0.02 * pair + 0.012 * single;
    if (n >= 2) w += 0.03 * A(n - 2) * A(n - 1) * (n >= 3 && river_has(s, k - 3) ? suji : 1.0);
    if (n <= 6) w += 0.03 * A(n + 1) * A(n + 2) * (n <= 5 && river_has(s, k + 3) ? suji : 1.0);
    if (n >= 1 && n <= 7) w += 0.013 * A(n - 1) * A(n + 1);
    if (n == 2) w += 0.013 * A(0) * A(1);
    if (n == 6) w += 0.013 * A(7) * A(8);
#undef A
    return hk_read ? w * read_factor(k, s) : w;
}

void sp_defence_read(const sp_view *v, const uint8_t unseen[SP_KINDS], uint64_t skip, sp_defence *out)
{
    memset(out, 0, sizeof *out);
    if (!v->rules || v->seat < 0) return;
    int model = defence_model(v->rules);
    bool honours_join = hong_kong_tiles(model);
    /* 明將's dealer pays and collects a third more on a discard, half as much again on a self-draw */
    bool mj_dealer = model == D_MJ && v->seat == v->dealer;
    out->win_value = own_win[model] * (mj_dealer ? 1.4 : 1.0);
    out->claim_caution = claim_caution[model];
    out->future = future_caution[model];
    out->end_value = end_value[model];
    double safe[SP_KINDS];
    for (int k = 0; k < SP_KINDS; k++) safe[k] = 1;
    int round_wind = 27 + v->round % 4;
    /* Guizhou: the first discard after one's own kong is hot (热炮) */
    bool hot = model == D_GZ && v->phase == SP_PHASE_TURN && v->turn == v->seat && (v->turn_flags & SP_TURN_REPLACEMENT);
    for (int o = 0; o < v->players; o++) {
        if (o == v->seat) continue;
        const sp_view_seat *s = &v->seats[o];
        double r = ready_of(v, model, o);
        out->ready[o] = r;
        if (r <= 0) continue;
        int flush = flush_suit(s, honours_join);
        /* Guizhou: a plain hand wins on a discard only with a kong as its pass (通行证) or
         * once declared ready (报听); without one only the bigger hands can take it */
        bool pass = false;
        for (int i = 0; i < s->nmelds; i++) pass |= sp_meld_is_kong(&s->melds[i].meld) != 0;
        /* Guizhou: the danger counts in full against a 报听 hand (surely ready, no pass needed,
         * a one-suit hand's value more), a kong holder (its pass is on the table) and on a hot
         * discard (anyone takes it): measured at 80,000 hands (seeds 3 and 4), the kong holders
         * and hot discards took hard's deal-ins from 85-87 % of easy's to 79 % for 0.017 points
         * a hand; against the rest it is not weighed (caution 0, above) */
        bool sure = model == D_GZ && (s->ready_declared || pass || hot);
        double trust = sure ? 1.0 : caution[model];
        double cost = trust * deal_cost[model] * (flush >= 0 ? flush_cost[model] : 1.0);
        int seat_wind = 27 + (o - v->dealer + v->players) % v->players, pungs = 0;
        for (int i = 0; i < s->nmelds; i++) {
            int mk = s->melds[i].meld.kind, t = s->melds[i].meld.type;
            if (t == SP_MELD_CHI) continue;
            pungs++;
            if (mk >= 31 || mk == seat_wind || mk == round_wind) cost *= honour_cost[model];
        }
        if (pungs >= 3 && s->nmelds == pungs) cost *= model == D_XIGU ? 2.0 : 1.4;
        if (model == D_MJ && (mj_dealer || o == v->dealer)) cost *= 4.0 / 3.0;
        /* Guizhou: a plain hand wins on a discard only with a kong as its pass (通行证) or
         * once declared ready; without one only the bigger hands (one suit, all pungs, seven
         * pairs) can take a discard, so most waits are for self-draws; a hot discard any */
        double ron = 1;
        /* 热炮: any hand takes it, and the discarder's own beans and chickens burn (热炮烧豆,
         * 烧鸡; paid double besides with the option repaofanbei) */
        if (hot) cost *= 2;
        else if (model == D_GZ && !s->ready_declared && !pass)
            ron = flush >= 0 ? 1.0 : pungs >= 2 ? 0.7 : 0.25;
        uint64_t passed = passed_since(v, o);
        for (int k = 0; k < SP_KINDS; k++) {
            if ((skip >> k & 1) || (!unseen[k] && k >= 27)) continue;
            if (s->missing_suit >= 0 && k < 27 && k / 9 == s->missing_suit) continue;
            double w = wait_weight(unseen, k, s, model);
            if (model == D_WH) w *= 1.8; /* the 赖子 widens every wait */
            w *= ron;
            if (flush >= 0) w *= k >= 27 ? (honours_join ? 1.3 : 0.1) : k / 9 == flush ? 2.5 : 0.1;
            if (river_has(s, k)) w *= model == D_MJ ? 0.1 : 0.3;
            if (passed >> k & 1) w *= 0.05;
            double d = r * w;
            if (d > 0.95) d = 0.95;
            safe[k] *= 1 - d;
            out->loss[k] += d * cost;
        }
    }
    for (int k = 0; k < SP_KINDS; k++) out->deal[k] = 1 - safe[k];
}
