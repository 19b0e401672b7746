/* defence.c: reading the opponents from one seat's view (see defence.h). */
#include "ai/defence.h"

#include <math.h>
#include <string.h>

#include "ai/tuning.h"
#include "core/ruleset.h"

static const sp_defence_tuning *tuning_of(const sp_ruleset *rs) { return &sp_ai_tuning_of(rs)->defence; }

static int open_melds(const sp_view_seat *s)
{
    int n = 0;
    for (int i = 0; i < s->nmelds; i++)
        if (s->melds[i].meld.type != SP_MELD_ANKAN) n++;
    return n;
}

static double ready_of(const sp_view *v, const sp_defence_tuning *tu, int o)
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
    double p = i >= 5 ? tu->ready[m][5] : tu->ready[m][i] * (1 - f) + tu->ready[m][i + 1] * f;
    /* the drawn tile thrown out again, twice running late in the hand: the hand did not
     * want it, which a ready hand most often does not (about 1.5 times the odds) */
    if (t >= 6 && tu->read_discards) {
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
    if (t >= 3 && tu->read_discards) {
        int mid = 0;
        for (int j = t - 3; j < t; j++) {
            int k = sp_tile_kind(s->river[j]);
            if (!(s->river_flags[j] & SP_RIVER_TSUMOGIRI) && k < SP_KIND_Z && k % 9 >= 2 && k % 9 <= 6) mid++;
        }
        double odds = p / (1.0 - p + 1e-9) * tu->middle_factor[mid > 2 ? 2 : mid];
        p = odds / (1 + odds);
    }
    /* the tile the hand last gave up (not the one just drawn): a hand still throwing honours
     * and terminals from itself is seldom ready, one throwing middle tiles often is (measured
     * as the corrections to the wait shapes: actual / estimated readiness after an honour 0.21,
     * a terminal 0.53, a 2 or 8 0.75, a middle tile 1.1; after an honour from the hand past the
     * sixth discard 0.56) */
    if (t >= 3 && tu->honours_join && !(s->river_flags[t - 1] & SP_RIVER_TSUMOGIRI)) {
        int k = sp_tile_kind(s->river[t - 1]), n = k % 9;
        double f = k >= SP_KIND_Z ? 0.2 : n == 0 || n == 8 ? 0.5 : n == 1 || n == 7 ? 0.75 : 1.1;
        double odds = p / (1.0 - p + 1e-9) * f;
        p = odds / (1 + odds);
    }
    return p > 0.97 ? 0.97 : p;
}

double sp_defence_ready(const sp_view *v, int seat)
{
    if (!v->rules || seat < 0 || seat >= v->players || seat == v->seat) return 0;
    return ready_of(v, tuning_of(v->rules), seat);
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
        if (k < SP_KIND_Z) per[k / 9]++, suited++;
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
        if (t < SP_KIND_Z && t / 9 == k / 9) {
            int d = t % 9 > n ? t % 9 - n : n - t % 9;
            f *= d == 1 ? 1.4 : d == 2 ? 1.25 : d == 3 ? 1.1 : 1.0;
        }
        break;
    }
    bool early = false;
    for (int i = 0; i < s->nriver && i < 6 && !early; i++) {
        int t = sp_tile_kind(s->river[i]);
        int d = t % 9 > n ? t % 9 - n : n - t % 9;
        early = t != k && t < SP_KIND_Z && t / 9 == k / 9 && d <= 2;
    }
    return f * (early ? 0.85 : 1.15);
}

/* Weight that a ready opponent waits on kind k, from the wait shapes the visible tiles still
 * allow (a(j): the share of kind j's copies not visible). Per ready hand the weights of all
 * kinds add up to about two and a half waits, as usual waits do. */
static double wait_weight(const uint8_t unseen[SP_KINDS], int k, const sp_view_seat *s, const sp_defence_tuning *tu)
{
    double u = unseen[k];
    /* my copy goes out, so at most three others exist: pairs C(u,2)/3, singles u/3 */
    double pair = u * (u - 1) / 6.0, single = u / 3.0;
    /* the Hong Kong tables read with the corrections below (明將 and hk-xigu read their
     * opponents with the learned reading: what remains of the shapes there is hk-classic's) */
    bool hk_read = tu->honours_join;
    if (k >= SP_KIND_Z) return hk_read ? HONOUR_PAIR * pair + HONOUR_SINGLE * single : 0.028 * pair + 0.018 * single;
    int n = k % 9, base = k - n;
#define A(j) (unseen[base + (j)] / 4.0)
    double suji = 0.6; /* a two-sided wait on the tile three away, which it threw */
    double w = 0.02 * pair + 0.012 * single;
    if (n >= 2) w += 0.03 * A(n - 2) * A(n - 1) * (n >= 3 && river_has(s, k - 3) ? suji : 1.0);
    if (n <= 6) w += 0.03 * A(n + 1) * A(n + 2) * (n <= 5 && river_has(s, k + 3) ? suji : 1.0);
    if (n >= 1 && n <= 7) w += 0.013 * A(n - 1) * A(n + 1);
    if (n == 2) w += 0.013 * A(0) * A(1);
    if (n == 6) w += 0.013 * A(7) * A(8);
#undef A
    return hk_read ? w * read_factor(k, s) : w;
}

/* Kinds another seat discarded after opponent o's hand last changed (its last discard from the
 * hand, or after a call or a kong) that o let go by: not its waits if it could win on them. */
static uint64_t passed_since_change(const sp_view *v, int o)
{
    const sp_view_seat *s = &v->seats[o];
    int since = -1;
    for (int i = s->nriver - 1; i >= 0; i--)
        if (!(s->river_flags[i] & SP_RIVER_TSUMOGIRI) || (s->river_flags[i] & (SP_RIVER_AFTER_CALL | SP_RIVER_AFTER_KONG))) {
            since = s->river_seq[i];
            break;
        }
    /* the discard on the table in a claim has not gone by yet */
    bool claim = v->phase == SP_PHASE_CLAIM || v->phase == SP_PHASE_ROB;
    uint64_t passed = 0;
    for (int q = 0; q < v->players; q++) {
        const sp_view_seat *qs = &v->seats[q];
        if (q == o) continue;
        for (int i = qs->nriver - 1; i >= 0 && qs->river_seq[i] > since; i--) {
            if (claim && q == v->turn && i == qs->nriver - 1) continue;
            passed |= (uint64_t)1 << sp_tile_kind(qs->river[i]);
        }
    }
    return passed;
}

/* What a fitted payment (fitted_value) reads of one opponent whatever the kind (once per
 * opponent). */
typedef struct {
    int o, seat_wind, round_wind, flush, pungs, value_pungs, chows;
} fit_seat;

static void fit_seat_read(const sp_view *v, int o, const sp_defence_tuning *tu, fit_seat *out)
{
    const sp_view_seat *s = &v->seats[o];
    memset(out, 0, sizeof *out);
    out->o = o;
    out->seat_wind = SP_KIND_EAST + (o - v->dealer + v->players) % v->players;
    out->round_wind = SP_KIND_EAST + v->round % 4;
    for (int i = 0; i < s->nmelds; i++) {
        int mk = s->melds[i].meld.kind;
        if (s->melds[i].meld.type == SP_MELD_CHI) out->chows++;
        else {
            out->pungs++;
            if (mk >= SP_KIND_WHITE || mk == out->seat_wind || mk == out->round_wind) out->value_pungs++;
        }
    }
    out->flush = flush_suit(s, tu->honours_join);
}

/* What the learned wait reading reads of opponent o (wait_model.h), as sp_defence_read uses it. */
static void wait_seat_of(const sp_view *v, int o, const sp_defence_tuning *tu, double ready, bool hot, sp_wait_seat *out)
{
    sp_wait_seat_read(v, o, ready, passed_since(v, o), passed_since_change(v, o), flush_suit(&v->seats[o], tu->honours_join),
                      hot, out);
}

/* The weight that opponent o waits on kind k by the wait shapes (wait_weight), read with its
 * discards: one suit collected, its own discards and the tiles it let pass. */
static double read_waits(const sp_view_seat *s, int k, const uint8_t unseen[SP_KINDS], const sp_defence_tuning *tu, int flush,
                         uint64_t passed)
{
    double w = wait_weight(unseen, k, s, tu) * tu->wait_widening;
    if (flush >= 0) w *= k >= SP_KIND_Z ? (tu->honours_join ? 1.3 : 0.1) : k / 9 == flush ? 2.5 : 0.1;
    if (river_has(s, k)) w *= 0.3;
    if (passed >> k & 1) w *= 0.05;
    return w;
}


/* Guizhou: whether the discard the view's seat makes now is hot (热炮: the first after its own
 * kong), which any ready hand may take. */
static bool hot_discard(const sp_view *v, const sp_defence_tuning *tu)
{
    return tu->hot_discards && v->phase == SP_PHASE_TURN && v->turn == v->seat && (v->turn_flags & SP_TURN_REPLACEMENT);
}

bool sp_defence_wait_read(const sp_view *v, int seat, sp_wait_seat *out)
{
    if (!v->rules || v->seat < 0 || seat < 0 || seat >= v->players || seat == v->seat) return false;
    const sp_defence_tuning *tu = tuning_of(v->rules);
    wait_seat_of(v, seat, tu, ready_of(v, tu, seat), hot_discard(v, tu), out);
    return true;
}

/* hk-xigu: the fan an opponent's flowers add to any win of its: one per flower of its seat
 * (正花), two for a full series (一台花, in place of its 正花), one for none at all (無花). */
static int flower_fan(const sp_view_seat *s, int seat)
{
    if (!s->flowers) return 1;
    int fan = 0;
    for (int series = 0; series < 2; series++) {
        unsigned all = 0xFu << (4 * series);
        if ((s->flowers & all) == all) fan += 2;
        else if (s->flowers >> (4 * series + seat) & 1) fan++;
    }
    return fan;
}

/* What a deal-in into opponent fs->o on kind k costs by the fit c (sp_cost_fit, ai/tuning.c):
 * its flower fan, value pungs, a one-suit look (k in that suit or an honour), a concealed hand
 * (門前清), its chows and pungs, and k an honour, a value honour (a pung wait). */
static double fitted_value(const sp_view *v, const sp_cost_fit *c, const fit_seat *fs, int k)
{
    const sp_view_seat *s = &v->seats[fs->o];
    bool flush = fs->flush >= 0, flush_in = flush && (k >= SP_KIND_Z || fs->flush == k / 9), honour = k >= SP_KIND_Z;
    bool value_honour = k >= SP_KIND_WHITE || k == fs->seat_wind || k == fs->round_wind;
    double z = c->base + c->flower_fan * flower_fan(s, fs->seat_wind - SP_KIND_EAST) + c->value_pungs * fs->value_pungs +
               c->flush * flush + c->flush_in * flush_in + c->concealed * (s->nmelds == 0) + c->chows * fs->chows +
               c->pungs * fs->pungs + c->honour * honour + c->value_honour * value_honour;
    return exp(z);
}

void sp_defence_read(const sp_view *v, const uint8_t unseen[SP_KINDS], uint64_t skip, sp_defence *out)
{
    memset(out, 0, sizeof *out);
    if (!v->rules || v->seat < 0) return;
    const sp_defence_tuning *tu = tuning_of(v->rules);
    bool honours_join = tu->honours_join;
    bool dealer_pays_more = tu->dealer_cost > 0, me_dealer = dealer_pays_more && v->seat == v->dealer;
    out->win_value = tu->own_win * (me_dealer ? tu->dealer_win : 1.0);
    out->claim_caution = tu->claim_caution;
    out->future = tu->future_caution;
    out->not_ready_weight = tu->not_ready_weight;
    out->end_value = tu->end_value;
    double safe[SP_KINDS], hot_safe[SP_KINDS];
    for (int k = 0; k < SP_KINDS; k++) safe[k] = hot_safe[k] = 1;
    int round_wind = SP_KIND_EAST + v->round % 4;
    bool hot = hot_discard(v, tu);
    for (int o = 0; o < v->players; o++) {
        if (o == v->seat) continue;
        const sp_view_seat *s = &v->seats[o];
        double r = ready_of(v, tu, o);
        out->ready[o] = r;
        if (r <= 0) continue;
        int flush = flush_suit(s, honours_join);
        /* the learned wait reading where the ruleset has one (wait_model.h: Guizhou, hk-xigu);
         * a 报听 hand (surely ready, no pass needed) is read by the shapes */
        const sp_wait_net *net = s->ready_declared ? NULL : tu->net;
        double trust = tu->caution;
        double cost = trust * tu->deal_cost * (flush >= 0 ? tu->flush_cost : 1.0);
        int seat_wind = SP_KIND_EAST + (o - v->dealer + v->players) % v->players, pungs = 0;
        for (int i = 0; i < s->nmelds; i++) {
            int mk = s->melds[i].meld.kind, t = s->melds[i].meld.type;
            if (t == SP_MELD_CHI) continue;
            pungs++;
            if (mk >= SP_KIND_WHITE || mk == seat_wind || mk == round_wind) cost *= tu->honour_cost;
        }
        if (pungs >= 3 && s->nmelds == pungs) cost *= 1.4;
        if (dealer_pays_more && (me_dealer || o == v->dealer)) cost *= tu->dealer_cost;
        /* 热炮: any hand takes it, and the discarder's own beans and chickens burn (热炮烧豆,
         * 烧鸡; paid double besides with the option repaofanbei) */
        if (hot) cost *= 2;
        fit_seat fs;
        if (net && tu->fitted_cost) fit_seat_read(v, o, tu, &fs);
        uint64_t kinds = 0; /* the kinds that may deal into o */
        for (int k = 0; k < SP_KINDS; k++) {
            if ((skip >> k & 1) || (!unseen[k] && k >= SP_KIND_Z)) continue;
            if (s->missing_suit >= 0 && k < SP_KIND_Z && k / 9 == s->missing_suit) continue;
            kinds |= (uint64_t)1 << k;
        }
        double chance[SP_KINDS], hot_chance[SP_KINDS];
        if (net) {
            sp_wait_seat ws;
            wait_seat_of(v, o, tu, r, hot, &ws);
            sp_wait_chances(net, &ws, unseen, kinds, chance);
            if (tu->hot_discards && !hot) { /* the same discards were they hot */
                sp_wait_seat_set_hot(&ws, true);
                sp_wait_chances(net, &ws, unseen, kinds, hot_chance);
            }
        }
        uint64_t passed = net ? 0 : passed_since(v, o);
        for (int k = 0; k < SP_KINDS; k++) {
            if (!(kinds >> k & 1)) continue;
            double d = net ? chance[k] : r * read_waits(s, k, unseen, tu, flush, passed);
            if (d > 0.95) d = 0.95;
            out->deal_into[o][k] = d;
            safe[k] *= 1 - d;
            /* hk-xigu: the fitted payment of this deal-in (fitted_value) */
            out->loss[k] += d * (net && tu->fitted_cost ? trust * fitted_value(v, tu->fitted_cost, &fs, k) : cost);
            if (tu->hot_discards) {
                /* the same discard were it hot (a 报听 hand takes anything anyway) */
                double h = net && !hot ? hot_chance[k] : d;
                hot_safe[k] *= 1 - h;
                out->hot_loss[k] += h * (hot ? cost : 2 * cost);
            }
        }
    }
    for (int k = 0; k < SP_KINDS; k++) out->deal[k] = 1 - safe[k], out->hot_deal[k] = 1 - hot_safe[k];
}
