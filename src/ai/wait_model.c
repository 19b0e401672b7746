/* wait_model.c: the learned reading of an opponent's waits (see wait_model.h). */
#include "ai/wait_model.h"

#include <math.h>
#include <string.h>

void sp_wait_seat_read(const sp_view *v, int o, double ready, uint64_t passed, uint64_t passed_change, int flush,
                       bool hot, sp_wait_seat *out)
{
    const sp_view_seat *s = &v->seats[o];
    memset(out, 0, sizeof *out);
    float *g = out->global;
    int t = s->nriver;
    g[SP_WF_LOG_READY] = (float)log(ready + 1e-3);
    g[SP_WF_RIVER] = (float)(t < 24 ? t : 24) / 12.0f;
    g[SP_WF_WALL] = (float)v->wall_left / 60.0f;
    g[SP_WF_DEALER] = o == v->dealer;
    int seat_number = (o - v->dealer + v->players) % v->players, seat_wind = SP_KIND_EAST + seat_number;
    /* flowers: a hand's own flowers (its seat's, in either series) or none at all pay a fan
     * in the Hong Kong tables, which lets any shape win */
    g[SP_WF_FLOWERS] = (float)s->nflowers / 4.0f;
    g[SP_WF_OWN_FLOWERS] = (float)((s->flowers >> seat_number & 1) + (s->flowers >> (4 + seat_number) & 1)) / 2.0f;
    g[SP_WF_NO_FLOWERS] = s->nflowers == 0;
    out->value_honours = 7ull << SP_KIND_WHITE | 1ull << seat_wind | 1ull << (SP_KIND_EAST + v->round % 4);
    int open = 0, chows = 0, pungs = 0, value_pungs = 0, kongs = 0;
    for (int i = 0; i < s->nmelds; i++) {
        const sp_game_meld *m = &s->melds[i];
        int mk = m->meld.kind;
        open += m->meld.type != SP_MELD_ANKAN;
        kongs += sp_meld_is_kong(&m->meld);
        if (m->meld.type == SP_MELD_CHI) chows++;
        else {
            pungs++;
            value_pungs += (int)(out->value_honours >> mk & 1);
        }
        out->melds_per_suit[sp_kind_suit(mk)]++;
        for (int j = 0; j < sp_meld_size(&m->meld); j++) {
            int tk = sp_tile_kind(m->tiles[j]);
            if (tk < SP_KINDS) out->meld[tk]++;
        }
    }
    g[SP_WF_OPEN] = (float)open / 4.0f;
    g[SP_WF_CHOWS] = (float)chows / 4.0f;
    g[SP_WF_PUNGS] = (float)pungs / 4.0f;
    g[SP_WF_VALUE_PUNGS] = (float)value_pungs / 2.0f;
    g[SP_WF_KONGS] = (float)kongs / 2.0f;
    /* tempo: the last two discards thrown as drawn; discards since its hand last changed (a
     * ready hand throws what it draws); discards since its last call */
    int drawn_out = 0, streak = 0, since_call = 8;
    for (int i = t - 2; i < t; i++)
        if (i >= 0 && (s->river_flags[i] & SP_RIVER_TSUMOGIRI)) drawn_out++;
    for (int i = t - 1; i >= 0 && (s->river_flags[i] & SP_RIVER_TSUMOGIRI); i--) streak++;
    for (int i = t - 1; i >= 0; i--)
        if (s->river_flags[i] & SP_RIVER_AFTER_CALL) {
            since_call = t - 1 - i;
            break;
        }
    g[SP_WF_DRAWN_OUT] = (float)drawn_out / 2.0f;
    g[SP_WF_STREAK] = (float)(streak < 8 ? streak : 8) / 8.0f;
    g[SP_WF_SINCE_CALL] = (float)(since_call < 8 ? since_call : 8) / 8.0f;
    for (int i = t - 1, n = 0; n < 3; i--) {
        out->last_from_hand[n] = -1;
        while (i >= 0 && (s->river_flags[i] & SP_RIVER_TSUMOGIRI)) i--;
        if (i < 0) {
            n++;
            continue;
        }
        out->last_from_hand[n++] = sp_tile_kind(s->river[i]);
    }
    int lk = out->last_from_hand[0];
    if (lk >= SP_KIND_Z) g[SP_WF_LAST_HONOUR] = 1;
    else if (lk >= 0) {
        int n = lk % 9;
        g[n == 0 || n == 8 ? SP_WF_LAST_TERMINAL : n == 1 || n == 7 ? SP_WF_LAST_TWO_EIGHT : SP_WF_LAST_MIDDLE] = 1;
    }
    /* its latest discards one by one, most recent first */
    float *tail = out->tail;
    sp_wait_seat_set_hot(out, hot);
    for (int i = t - 1, n = 0; i >= 0 && n < SP_WAIT_SEQ; i--, n++) {
        int k = sp_tile_kind(s->river[i]), num = k % 9;
        if (k >= SP_KINDS) continue;
        bool drawn = s->river_flags[i] & SP_RIVER_TSUMOGIRI;
        float *a = tail + (SP_WF_SEQ - SP_WF_TAIL) + SP_WAIT_SEQ_ATTRS * n;
        a[SP_WS_PRESENT] = 1;
        a[SP_WS_DRAWN] = drawn;
        a[SP_WS_AFTER_CALL] = (s->river_flags[i] & SP_RIVER_AFTER_CALL) != 0;
        a[k >= SP_KIND_Z ? SP_WS_HONOUR : num == 0 || num == 8 ? SP_WS_TERMINAL : num == 1 || num == 7 ? SP_WS_TWO_EIGHT : SP_WS_MIDDLE] = 1;
        a[SP_WS_VALUE_HONOUR] = (float)(out->value_honours >> k & 1);
        if (n >= 6 || drawn) continue;
        tail[SP_WF_FROM_HAND6 - SP_WF_TAIL] += 1.0f / 6;
        if (k >= SP_KIND_Z) tail[SP_WF_HONOURS6 - SP_WF_TAIL] += 1.0f / 6;
        else if (num == 0 || num == 8) tail[SP_WF_TERMINALS6 - SP_WF_TAIL] += 1.0f / 6;
        else if (num >= 2 && num <= 6) tail[SP_WF_MIDDLES6 - SP_WF_TAIL] += 1.0f / 6;
    }
    for (int i = 0; i < t; i++) {
        int k = sp_tile_kind(s->river[i]);
        if (k >= SP_KINDS) continue;
        if (out->thrown[k] < 4) out->thrown[k]++;
        if (!(s->river_flags[i] & SP_RIVER_TSUMOGIRI)) out->from_hand[k] = 1;
        if (i >= t - 3) out->recent[k] = 1;
        if (i < 6) out->early[k] = 1;
        if (s->river_flags[i] & SP_RIVER_AFTER_CALL) out->after_call |= 1ull << k;
        out->per_suit[sp_kind_suit(k)]++;
        out->suited += k < SP_KIND_Z;
    }
    out->passed = passed;
    out->passed_change = passed_change;
    out->flush = flush;
}

void sp_wait_seat_set_hot(sp_wait_seat *ws, bool hot) { ws->tail[SP_WF_HOT - SP_WF_TAIL] = hot; }

void sp_wait_features(const sp_wait_seat *ws, int k, const uint8_t unseen[SP_KINDS], float f[SP_WAIT_FEATURES])
{
    memset(f, 0, SP_WAIT_FEATURES * sizeof *f);
    if (k < 0 || k >= SP_KINDS) return;
    memcpy(f, ws->global, sizeof ws->global);
    memcpy(f + SP_WF_TAIL, ws->tail, sizeof ws->tail);
    bool honour = k >= SP_KIND_Z;
    int suit = sp_kind_suit(k), n = k % 9;
    f[SP_WF_HONOUR] = honour;
    f[SP_WF_VALUE_HONOUR] = (float)(ws->value_honours >> k & 1);
    if (!honour) f[SP_WF_POS1 + n] = 1;
    int discards = ws->suited + ws->per_suit[SP_SUIT_Z];
    if (!honour && ws->suited) f[SP_WF_SUIT_SHARE] = (float)ws->per_suit[suit] / (float)ws->suited;
    if (discards) f[SP_WF_HONOUR_SHARE] = (float)ws->per_suit[SP_SUIT_Z] / (float)discards;
    int suited_melds = ws->melds_per_suit[0] + ws->melds_per_suit[1] + ws->melds_per_suit[2];
    f[SP_WF_MELDS_IN_SUIT] = honour ? 0 : (float)ws->melds_per_suit[suit] / 4.0f;
    f[SP_WF_MELDS_OTHER] = (float)(suited_melds - (honour ? 0 : ws->melds_per_suit[suit])) / 4.0f;
    f[SP_WF_MELDS_HONOUR] = (float)ws->melds_per_suit[SP_SUIT_Z] / 4.0f;
    f[SP_WF_FLUSH] = ws->flush >= 0 && (honour || ws->flush == suit);
    f[SP_WF_FLUSH_OTHER] = ws->flush >= 0 && !honour && ws->flush != suit;
    for (int d = -4; d <= 4; d++) {
        if (honour ? d != 0 : n + d < 0 || n + d > 8) continue;
        int j = k + d;
        float *c = f + SP_WF_WINDOW + SP_WAIT_CHANNELS * (d + 4);
        c[SP_WC_EXISTS] = 1;
        c[SP_WC_UNSEEN] = (float)unseen[j] / 4.0f;
        c[SP_WC_THROWN] = ws->thrown[j] > 0;
        c[SP_WC_FROM_HAND] = ws->from_hand[j];
        c[SP_WC_RECENT] = ws->recent[j];
        c[SP_WC_EARLY] = ws->early[j];
        for (int n = 0; n < 3; n++) c[SP_WC_LAST_FROM_HAND + n] = ws->last_from_hand[n] == j;
        c[SP_WC_AFTER_CALL] = (float)(ws->after_call >> j & 1);
        c[SP_WC_PASSED_CHANGE] = (float)(ws->passed_change >> j & 1);
        c[SP_WC_PASSED] = (float)(ws->passed >> j & 1);
        c[SP_WC_MELD] = (float)ws->meld[j] / 4.0f;
    }
}

void sp_wait_chances(const sp_wait_net *net, const sp_wait_seat *ws, const uint8_t unseen[SP_KINDS], uint64_t kinds,
                     double out[SP_KINDS])
{
    enum { H1 = SP_WAIT_HIDDEN1, H2 = SP_WAIT_HIDDEN2 };
    /* the opponent's own inputs are the same for every kind: their part of the first layer once */
    float base[H1];
    memcpy(base, net->b1, sizeof base);
    for (int i = 0; i < SP_WAIT_FEATURES; i++) {
        if (i == SP_WF_HONOUR) i = SP_WF_TAIL; /* the kind's own inputs lie between */
        float x = i < SP_WF_HONOUR ? ws->global[i] : ws->tail[i - SP_WF_TAIL];
        if (x == 0) continue;
        const float *w = net->w1 + (size_t)i * H1;
        for (int u = 0; u < H1; u++) base[u] += x * w[u];
    }
    for (int k = 0; k < SP_KINDS; k++) {
        if (!(kinds >> k & 1)) continue;
        float f[SP_WAIT_FEATURES], h1[H1], h2[H2];
        sp_wait_features(ws, k, unseen, f);
        memcpy(h1, base, sizeof h1);
        /* most of a kind's inputs are 0 (the window outside its suit, the one-hot position) */
        for (int i = SP_WF_HONOUR; i < SP_WF_TAIL; i++) {
            float x = f[i];
            if (x == 0) continue;
            const float *w = net->w1 + (size_t)i * H1;
            for (int u = 0; u < H1; u++) h1[u] += x * w[u];
        }
        memcpy(h2, net->b2, sizeof h2);
        for (int i = 0; i < H1; i++) {
            float x = h1[i];
            if (x <= 0) continue; /* ReLU */
            const float *w = net->w2 + (size_t)i * H2;
            for (int u = 0; u < H2; u++) h2[u] += x * w[u];
        }
        float z = net->b3;
        for (int u = 0; u < H2; u++)
            if (h2[u] > 0) z += net->w3[u] * h2[u];
        out[k] = 1.0 / (1.0 + exp(-(double)z));
    }
}
