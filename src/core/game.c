/* game.c: the generic table engine - dealing, drawing, discarding, claims, kongs, robbing,
 * wins and the hand's end. What differs between rulesets goes through the model's hooks
 * (game.h, src/core/game_<model>.c). */
#include "core/game.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "core/model.h"
#include "core/tile.h"

/* ---- small helpers ---- */

void sp_action_list_add(sp_action_list *l, const sp_action *a)
{
    if (l->n < SP_MAX_LEGAL) l->a[l->n++] = *a;
}

/* Appends an action written in place (no temporary: this is the engine's hottest loop). */
static sp_action *push(sp_action_list *l, int type, int tile)
{
    if (l->n == SP_MAX_LEGAL) return NULL;
    sp_action *a = &l->a[l->n++];
    a->type = (uint8_t)type;
    a->tile = (uint8_t)tile;
    a->with[0] = a->with[1] = SP_KIND_NONE;
    a->suit = 0;
    return a;
}

void sp_action_list_remove(sp_action_list *l, int type, int tile)
{
    int w = 0;
    for (int i = 0; i < l->n; i++)
        if (!(l->a[i].type == type && (tile == SP_KIND_NONE || l->a[i].tile == tile))) l->a[w++] = l->a[i];
    l->n = w;
}

bool sp_action_list_has(const sp_action_list *l, int type)
{
    for (int i = 0; i < l->n; i++)
        if (l->a[i].type == type) return true;
    return false;
}

/* (no division: this runs for every claim check) */
static int next_seat(const sp_game *g, int seat) { return seat + 1 == g->players ? 0 : seat + 1; }

/* The whole number a choice's text starts with ("3" -> 3), 0 when it starts with no digit. */
int32_t sp_game_option_number(const sp_game *g, const char *id, int32_t def)
{
    int i = sp_ruleset_option(g->rules, id);
    if (i < 0) return def;
    const sp_option_def *o = &g->rules->options[i];
    if (o->type != SP_OPT_CHOICE) return g->options[i];
    return sp_option_choice_number(o, g->options[i] >= 0 && g->options[i] < o->nchoices ? g->options[i] : 0, def);
}

int sp_game_wall_left(const sp_game *g)
{
    int left = (int)g->tail - (int)g->head - (int)g->dead_wall;
    return left > 0 ? left : 0;
}

int sp_game_seat_wind(const sp_game *g, int seat) { return (seat - g->dealer + g->players) % g->players; }

/* ---- events ---- */

/* The queue slot the next event goes to (the oldest event is dropped when nobody drains). */
static sp_event *next_slot(sp_game *g)
{
    if (g->ev_count == SP_EVENT_QUEUE) {
        g->ev_head = (uint16_t)((g->ev_head + 1) % SP_EVENT_QUEUE);
        g->ev_count--;
    }
    return &g->events[(g->ev_head + g->ev_count) % SP_EVENT_QUEUE];
}

/* Queues the event written into next_slot and shows it to the model. */
static void commit_slot(sp_game *g, sp_event *slot)
{
    slot->serial = ++g->ev_serial;
    g->ev_count++;
    /* (a hook emitting events of its own cannot reach this slot: only a full queue drops, and
     * it drops the oldest) */
    if (g->hooks->observe) g->hooks->observe(g, slot);
}

void sp_game_emit(sp_game *g, const sp_event *e)
{
    sp_event *slot = next_slot(g);
    *slot = *e;
    commit_slot(g, slot);
}

void sp_game_announce(sp_game *g, int type, int seat, int tile, int32_t a, int32_t b, uint8_t visible)
{
    /* written field by field straight into the queue: building it on the stack and copying
     * it stalls (wide loads of freshly stored bytes), and this is the engine's commonest event */
    sp_event *e = next_slot(g);
    e->type = (uint8_t)type;
    e->seat = (int8_t)seat;
    e->from = -1;
    e->tile = (uint8_t)(tile < 0 ? SP_TILE_HIDDEN : tile);
    e->a = a;
    e->b = b;
    e->visible = visible;
    e->n = 0;
    memset(e->tiles, 0, sizeof e->tiles); /* no stale tiles of an older event in this slot */
    commit_slot(g, e);
}

void sp_game_drop_events(sp_game *g) { g->ev_head = g->ev_count = 0; }

bool sp_game_next_event(sp_game *g, sp_event *out)
{
    if (!g->ev_count) return false;
    *out = g->events[g->ev_head];
    g->ev_head = (uint16_t)((g->ev_head + 1) % SP_EVENT_QUEUE);
    g->ev_count--;
    return true;
}

void sp_event_for_seat(const sp_event *e, int seat, sp_event *out)
{
    *out = *e;
    if (e->visible == 0xFF || (seat >= 0 && seat < 8 && (e->visible >> seat & 1))) return;
    out->tile = SP_TILE_HIDDEN;
    memset(out->tiles, SP_TILE_HIDDEN, sizeof out->tiles);
}

/* The concealed hand of a seat as physical tiles, ascending. */
static int concealed_tiles(const sp_game_seat *s, uint8_t *out)
{
    int n = 0;
    for (uint64_t kinds = s->kinds_held; kinds; kinds &= kinds - 1) {
        int k = __builtin_ctzll(kinds);
        for (int c = 0; c < 4; c++)
            if (s->held[k] >> c & 1) out[n++] = (uint8_t)sp_tile_make(k, c);
    }
    return n;
}

/* ---- tiles in and out of hands ---- */

/* A 64-bit mix of a key and a number (splitmix64's finaliser over key + golden ratio x (n + 1)). */
static uint64_t mix64(uint64_t key, uint64_t n)
{
    uint64_t z = key + 0x9E3779B97F4A7C15ull * (n + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The copy of kind k that leaves seat s's hand: the drawn tile when it is of that kind (a copy
 * the wall chose), else one of the copies held, picked by the seat's secret key and the hand's
 * state. Which copy goes must say nothing about which copies stay (issue 27: giving up the
 * highest copy told every opponent that no higher copy was held), and the same seed and actions
 * must give the same tiles; sp_game_robbed_tile asks the same question before the take. */
static int leaving_copy(const sp_game_seat *s, int k)
{
    if (s->drawn >= 0 && sp_tile_kind(s->drawn) == k) return sp_tile_copy(s->drawn);
    unsigned held = s->held[k]; /* (one is held: counts[k] > 0) */
    unsigned skip = (unsigned)(mix64(s->copy_key, (uint64_t)k << 16 | s->tiles_version) % (unsigned)__builtin_popcount(held));
    for (; skip; skip--) held &= held - 1;
    return __builtin_ctz(held);
}

static void hand_add(sp_game_seat *s, int tile)
{
    int k = sp_tile_kind(tile);
    s->held[k] = (uint8_t)(s->held[k] | 1u << sp_tile_copy(tile));
    s->counts[k]++;
    s->nconcealed++;
    s->tiles_version++;
    s->kinds_held |= 1ull << k;
    if (s->counts[k] == 4) s->kinds_four |= 1ull << k;
}

/* Removes one tile of kind k (leaving_copy) and returns it. */
static int hand_take(sp_game_seat *s, int k)
{
    int c = leaving_copy(s, k);
    if (s->drawn >= 0 && sp_tile_kind(s->drawn) == k) s->drawn = -1;
    s->held[k] = (uint8_t)(s->held[k] & ~(1u << c));
    s->counts[k]--;
    s->nconcealed--;
    s->tiles_version++;
    s->kinds_four &= ~(1ull << k);
    if (!s->counts[k]) s->kinds_held &= ~(1ull << k);
    return sp_tile_make(k, c);
}

void sp_game_flower_aside(sp_game *g, int seat, int tile)
{
    sp_game_seat *s = &g->seat[seat];
    int f = sp_tile_kind(tile) - SP_KIND_F;
    s->flowers = (uint8_t)(s->flowers | 1u << f);
    if (s->nflowers < 8) s->flower_order[s->nflowers++] = (uint8_t)tile;
    sp_game_announce(g, SP_EV_FLOWER, seat, tile, 0, 0, 0xFF);
}

bool sp_game_draw(sp_game *g, int seat, bool replacement)
{
    sp_game_seat *s = &g->seat[seat];
    for (;;) {
        if (sp_game_wall_left(g) <= 0) return false;
        int tile = replacement ? g->wall[--g->tail] : g->wall[g->head++];
        s->draws++;
        if (sp_tile_kind(tile) >= SP_KIND_F) { /* a flower: set aside, replaced from the end */
            sp_game_announce(g, SP_EV_DRAW, seat, tile, replacement, 0, (uint8_t)(1u << seat));
            sp_game_flower_aside(g, seat, tile);
            if (g->hooks->flower_stop && g->hooks->flower_stop(g, seat)) return true;
            replacement = true;
            continue;
        }
        hand_add(s, tile);
        s->drawn = (int16_t)tile;
        g->turn = (uint8_t)seat;
        g->turn_flags = (uint8_t)(SP_TURN_DREW | (replacement ? SP_TURN_REPLACEMENT : 0) |
                                  (sp_game_wall_left(g) == 0 ? SP_TURN_LAST_TILE : 0));
        sp_game_announce(g, SP_EV_DRAW, seat, tile, replacement, 0, (uint8_t)(1u << seat));
        return true;
    }
}

/* ---- wins ---- */

/* The kinds within two of k in its suit, k included (an honour: itself alone): the kinds a
 * tile of kind k can form a group with. */
static uint64_t near_kinds(int k)
{
    if (k >= SP_KIND_Z) return 1ull << k;
    int n = k % 9, lo = n < 2 ? k - n : k - 2, hi = n > 6 ? k + (8 - n) : k + 2;
    return ((2ull << hi) - 1) & ~((1ull << lo) - 1);
}

/* sp_game_lone_singles (game.h); inline: cache_waits runs it on every discard */
static inline int lone_singles(const sp_game_seat *s, uint64_t ignore, int most)
{
    enum { SUITS = (1 << 27) - 1, FIRST = 1 | 1 << 9 | 1 << 18, SECOND = FIRST << 1, LAST = FIRST << 8, PENULT = FIRST << 7 };
    uint64_t held = s->kinds_held & ~ignore, h = held & SUITS;
    uint64_t near = ((h << 1 & ~(uint64_t)FIRST) | (h << 2 & ~(uint64_t)(FIRST | SECOND)) | (h >> 1 & ~(uint64_t)LAST) |
                     (h >> 2 & ~(uint64_t)(LAST | PENULT))) & SUITS;
    int n = 0;
    for (uint64_t lone = held & ~near; lone; lone &= lone - 1)
        if (s->counts[__builtin_ctzll(lone)] == 1 && ++n == most) break;
    return n;
}

int sp_game_lone_singles(const sp_game *g, int seat, uint64_t ignore, int most)
{
    return lone_singles(&g->seat[seat], ignore, most);
}

uint64_t sp_game_shape_waits(const sp_game *g, int seat, int shapes)
{
    const sp_game_seat *s = &g->seat[seat];
    /* most hands are far from ready: two lone single tiles (sp_game_lone_singles: one added
     * tile can join only one of them) rule out every wait but thirteen orphans, which needs
     * terminals and honours only (and no melds) */
    const uint64_t yaochu = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26 | 0x7Full << 27;
    bool orphans = (shapes & SP_SHAPE_ORPHANS) && !s->nmelds && !(s->kinds_held & ~yaochu);
    if (!orphans && lone_singles(s, 0, 2) == 2) return 0;
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, sizeof h.counts);
    h.melds = s->nmelds;
    return sp_waits(&h, shapes);
}

/* Remembers the waits of a seat's concealed tiles (13 - 3 x melds of them, no wild tiles). */
static void cache_waits(sp_game *g, int seat)
{
    sp_game_seat *s = &g->seat[seat];
    s->waits_version = (uint16_t)(s->tiles_version - 1); /* invalid unless set below */
    if (g->wild_kind >= 0 || (g->hooks->complete && !g->hooks->waits) || s->nconcealed + 3 * s->nmelds != 13) return;
    /* the model's own shapes, or the ruleset's */
    s->waits = g->hooks->waits ? g->hooks->waits(g, seat) : sp_game_shape_waits(g, seat, g->rules->shapes);
    s->waits_version = s->tiles_version;
}

static bool complete_hand_slow(const sp_game *g, int seat, int extra);

/* The full test: the model's, or the generic shapes. */
static bool complete_uncached(const sp_game *g, int seat, int extra)
{
    return g->hooks->complete ? g->hooks->complete(g, seat, extra) : complete_hand_slow(g, seat, extra);
}

/* Whether the concealed tiles (plus `extra` kind, -1 for none) form a complete hand. */
static bool complete_hand(const sp_game *g, int seat, int extra)
{
    const sp_game_seat *s = &g->seat[seat];
    if (g->wild_kind < 0 && (!g->hooks->complete || g->hooks->waits)) {
        /* the cache answers for a discard, and for a tile drawn onto the remembered hand
         * (debug builds check each answer against the full test) */
        int k = extra >= 0 ? extra : s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
        uint16_t want = (uint16_t)(s->tiles_version - (extra >= 0 ? 0 : 1));
        if (k >= 0 && s->waits_version == want) {
            bool win = s->waits >> k & 1;
            assert(win == complete_uncached(g, seat, extra));
            return win;
        }
    }
    return complete_uncached(g, seat, extra);
}

static bool complete_hand_slow(const sp_game *g, int seat, int extra)
{
    const sp_game_seat *s = &g->seat[seat];
    /* a discard can only complete a hand it forms a group with: a pair or set (a copy held), a
     * run (a neighbour within two in its suit) or thirteen orphans (a terminal or honour) */
    /* (for a self-draw the drawn tile is already held: it needs a second copy instead) */
    int k = extra >= 0 ? extra : s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
    if (k >= 0 && g->wild_kind < 0 && s->counts[k] <= (extra >= 0 ? 0 : 1)) {
        uint64_t others = s->kinds_held & ~(1ull << k); /* a copy of k itself is ruled out above */
        if (!(others & near_kinds(k)) && !((g->rules->shapes & SP_SHAPE_ORPHANS) && sp_kind_is_yaochu(k))) return false;
    }
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, sizeof h.counts);
    if (extra >= 0) h.counts[extra]++;
    h.melds = s->nmelds;
    if (g->wild_kind >= 0) {
        h.wildcards = h.counts[g->wild_kind];
        h.counts[g->wild_kind] = 0;
    }
    return sp_is_win(&h, g->rules->shapes);
}

void sp_game_score_input(const sp_game *g, const sp_win_context *ctx, sp_score_input *in)
{
    sp_score_input_init(in, g->rules);
    memcpy(in->options, g->options, sizeof in->options);
    in->players = g->players;
    in->win = (sp_win_kind)ctx->how;
    in->seat = ctx->seat;
    in->round = g->round;
    in->dealer = g->dealer;
    in->discarder = ctx->discarder;
    in->win_tile = ctx->tile >= 0 ? sp_tile_kind(ctx->tile) : -1;
    in->situation = ctx->situation;
    in->indicator = g->indicator >= 0 ? sp_tile_kind(g->indicator) : -1;
    in->dealer_streak = g->dealer_streak;
    in->has_scores = true;
    const sp_game_seat *w = &g->seat[ctx->seat];
    memcpy(in->tiles, w->counts, sizeof in->tiles);
    /* (a winner who took the tile already holds it: a mingjiang chicken winner, scored again) */
    if (ctx->how == SP_WIN_RON && ctx->tile >= 0 && sp_tile_kind(ctx->tile) < SP_KINDS && w->nconcealed + 3 * w->nmelds == 13)
        in->tiles[sp_tile_kind(ctx->tile)]++;
    in->nmelds = w->nmelds;
    for (int i = 0; i < w->nmelds; i++) in->melds[i] = w->melds[i].meld;
    in->flowers = w->flowers;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        sp_seat_info *si = &in->seats[p];
        si->present = true;
        si->nmelds = s->nmelds;
        for (int i = 0; i < s->nmelds; i++) si->melds[i] = s->melds[i].meld;
        si->flowers = s->flowers;
        int first = s->nriver > SP_MAX_DISCARDS ? s->nriver - SP_MAX_DISCARDS : 0;
        si->ndiscards = s->nriver - first;
        for (int i = first; i < s->nriver; i++) si->discards[i - first] = (uint8_t)sp_tile_kind(s->river[i]);
        si->score = s->score;
    }
}

int sp_game_score(const sp_game *g, const sp_win_context *ctx, sp_score_result *out)
{
    sp_score_input in;
    sp_game_score_input(g, ctx, &in);
    _Alignas(16) unsigned char extra[SP_GAME_EXTRA_SIZE];
    if (g->hooks->score_extra) g->hooks->score_extra(g, ctx, &in, extra);
    char err[160];
    return sp_score(&in, out, err, sizeof err);
}

/* The situation bits the engine knows for a win. */
static unsigned win_situation(const sp_game *g, int seat, int how, int discarder, bool robbing)
{
    unsigned sit = 0;
    const sp_game_seat *s = &g->seat[seat];
    bool untouched = g->calls_made == 0;
    for (int p = 0; p < g->players && untouched; p++)
        if (g->seat[p].nmelds) untouched = false;
    if (how == SP_WIN_TSUMO) {
        if (g->turn_flags & SP_TURN_REPLACEMENT) sit |= SP_SIT_RINSHAN | (g->kong_chain >= 2 ? SP_SIT_DOUBLE_RINSHAN : 0);
        if (g->turn_flags & SP_TURN_LAST_TILE) sit |= SP_SIT_HAITEI;
        if (untouched && s->discards_made == 0) {
            sit |= SP_SIT_FIRST_TURN;
            sit |= seat == g->dealer ? SP_SIT_TIANHU : SP_SIT_DIHU;
        }
    } else {
        if (robbing) sit |= SP_SIT_CHANKAN;
        else if (sp_game_wall_left(g) == 0) sit |= SP_SIT_HOUTEI;
        const sp_game_seat *d = &g->seat[discarder];
        if (!robbing && d->nriver && (d->river_flags[d->nriver - 1] & SP_RIVER_AFTER_KONG)) sit |= SP_SIT_HOT_DISCARD;
        if (untouched && s->discards_made == 0 && seat != g->dealer) {
            sit |= SP_SIT_FIRST_TURN;
            if (discarder == g->dealer && g->discards_total == 1) sit |= SP_SIT_DIHU;
            else if (s->draws == 0) sit |= SP_SIT_RENHU;
        }
    }
    return sit;
}

bool sp_game_offered_win(const sp_game *g, int seat, sp_score_result *out)
{
    int tile = -1, how = SP_WIN_RON;
    bool robbing = g->phase == SP_PHASE_ROB;
    if (g->phase == SP_PHASE_TURN && seat == g->turn) {
        tile = g->seat[seat].drawn;
        how = SP_WIN_TSUMO;
    } else if (g->phase == SP_PHASE_CLAIM) {
        tile = g->last_discard;
    } else if (robbing) {
        tile = sp_game_robbed_tile(g);
    }
    if (tile < 0) return false;
    sp_win_context ctx = {seat, how, tile, how == SP_WIN_TSUMO ? -1 : g->turn, 0};
    ctx.situation = sp_game_win_situation(g, seat, how, ctx.discarder, robbing);
    return !sp_game_score(g, &ctx, out) && out->valid;
}

unsigned sp_game_win_situation(const sp_game *g, int seat, int how, int discarder, bool robbing)
{
    return win_situation(g, seat, how, discarder, robbing);
}

/* Whether a seat still in the hand holds a complete hand with `extra` (-1: its drawn tile):
 * the first test of can_win, cheap on its own. */
static bool may_win(const sp_game *g, int seat, int extra)
{
    const sp_game_seat *s = &g->seat[seat];
    if (s->dead || s->out) return false;
    return complete_hand(g, seat, extra);
}

/* Fills the context of a possible win with the situation the engine knows. */
static void win_context(const sp_game *g, int seat, int how, int tile, int discarder, bool robbing, sp_win_context *ctx)
{
    ctx->seat = seat;
    ctx->how = how;
    ctx->tile = tile;
    ctx->discarder = discarder;
    ctx->situation = win_situation(g, seat, how, discarder, robbing);
}

/* Whether `seat` may declare a win now; ctx filled. */
static bool can_win(const sp_game *g, int seat, int how, int tile, int discarder, bool robbing, sp_win_context *ctx)
{
    if (!may_win(g, seat, how == SP_WIN_RON ? sp_tile_kind(tile) : -1)) return false;
    win_context(g, seat, how, tile, discarder, robbing, ctx);
    if (g->hooks->win_allowed) return g->hooks->win_allowed(g, ctx, NULL);
    sp_score_result r;
    return sp_game_score(g, ctx, &r) == 0 && r.valid;
}

bool sp_game_could_win_on_discard(const sp_game *g, int seat, int tile, int discarder)
{
    int k = sp_tile_kind(tile);
    if (k < 0 || k >= SP_KINDS || g->seat[seat].counts[k] >= 4) return false; /* (no fifth copy) */
    sp_win_context ctx;
    return can_win(g, seat, SP_WIN_RON, tile, discarder, false, &ctx);
}

bool sp_game_could_win_by_draw(sp_game *g, int seat, int kind)
{
    sp_game_seat *s = &g->seat[seat];
    if (kind < 0 || kind >= SP_KINDS || s->counts[kind] >= 4 || s->drawn >= 0) return false;
    int copy = 0;
    while (s->held[kind] >> copy & 1) copy++;
    const sp_game_seat kept = *s;
    const uint8_t flags = g->turn_flags;
    int tile = sp_tile_make(kind, copy);
    hand_add(s, tile);
    s->drawn = (int16_t)tile;
    g->turn_flags = 0; /* (a plain draw: not the current turn's replacement or last tile) */
    sp_win_context ctx;
    bool wins = can_win(g, seat, SP_WIN_TSUMO, tile, -1, false, &ctx);
    uint16_t version = (uint16_t)(s->tiles_version + 1);
    *s = kept;
    g->turn_flags = flags;
    /* a new version: what a model cached of the hand with the drawn tile is never taken for
     * the hand without it; the remembered waits (of these very tiles) stay valid if they were */
    s->tiles_version = version;
    s->waits_version = kept.waits_version == kept.tiles_version ? version : (uint16_t)(version - 2);
    return wins;
}

/* Whether `seat` may declare HU now: a win (can_win), or - where the ruleset lets a player
 * declare freely (g->false_wins) - a false one, which the scorer penalises (詐糊). ctx filled
 * when true. */
static bool can_declare(const sp_game *g, int seat, int how, int tile, int discarder, bool robbing, sp_win_context *ctx)
{
    if (can_win(g, seat, how, tile, discarder, robbing, ctx)) return true;
    if (!g->false_wins || g->seat[seat].out) return false;
    win_context(g, seat, how, tile, discarder, robbing, ctx);
    return true;
}

/* Lists HU (a win, or a false one where declaring freely is allowed: then marked in the list). */
static inline void list_win(const sp_game *g, int seat, int how, int tile, int discarder, bool robbing, sp_action_list *l)
{
    sp_win_context ctx;
    if (can_win(g, seat, how, tile, discarder, robbing, &ctx)) {
        push(l, SP_ACT_HU, SP_KIND_NONE);
    } else if (g->false_wins && !g->seat[seat].out) { /* can_declare's false win */
        push(l, SP_ACT_HU, SP_KIND_NONE);
        l->false_win = true;
    }
}

/* ---- legal actions ---- */

static void list_turn(const sp_game *g, int seat, sp_action_list *l)
{
    const sp_game_seat *s = &g->seat[seat];
    bool after_call = g->turn_flags & SP_TURN_AFTER_CALL;
    if (s->drawn >= 0 && !after_call) list_win(g, seat, SP_WIN_TSUMO, s->drawn, -1, false, l);
    if (g->rules->kan && !after_call && sp_game_wall_left(g) > 0) {
        for (uint64_t fours = s->kinds_four & ~g->special_kinds; fours; fours &= fours - 1)
            push(l, SP_ACT_KAN, __builtin_ctzll(fours));
        for (int i = 0; i < s->nmelds; i++)
            if (s->melds[i].meld.type == SP_MELD_PON && s->counts[s->melds[i].meld.kind] &&
                !(g->special_kinds >> s->melds[i].meld.kind & 1)) {
                push(l, SP_ACT_KAN, s->melds[i].meld.kind);
            }
    }
    /* one entry per kind held; the count lives in a register (stores through uint8_t
     * pointers could alias l->n), and the list always has room: a win, at most three
     * concealed and four added kongs, at most fourteen kinds */
    _Static_assert(SP_MAX_LEGAL >= 1 + 3 + 4 + 14, "a turn's actions fit the list");
    uint64_t held = s->kinds_held & ~g->special_kinds;
    int n = l->n;
    sp_action *out = l->a;
    for (; held; held &= held - 1, n++)
        out[n] = (sp_action){SP_ACT_DISCARD, (uint8_t)__builtin_ctzll(held), {SP_KIND_NONE, SP_KIND_NONE}, 0};
    l->n = n;
}

/* Claims a seat could make on the discard lying on the table (PASS always last). */
static void list_claims(const sp_game *g, int seat, sp_action_list *l)
{
    const sp_game_seat *s = &g->seat[seat];
    int tile = g->last_discard, k = sp_tile_kind(tile);
    bool live = sp_game_wall_left(g) > 0;
    list_win(g, seat, SP_WIN_RON, tile, g->turn, false, l);
    if (live && !s->out) {
        if (g->rules->kan && s->counts[k] == 3) {
            push(l, SP_ACT_KAN, k);
        }
        if (g->rules->pon && s->counts[k] >= 2) {
            push(l, SP_ACT_PON, k);
        }
        if (g->rules->chi && seat == next_seat(g, g->turn) && k < SP_KIND_Z) {
            int n = sp_kind_number(k); /* 1..9 */
            for (int lo = n - 2; lo <= n; lo++) {
                if (lo < 1 || lo + 2 > 9) continue;
                int base = k - (n - lo), w[2], nw = 0;
                for (int j = 0; j < 3; j++)
                    if (base + j != k) w[nw++] = base + j;
                if (s->counts[w[0]] && s->counts[w[1]] && !((g->special_kinds >> w[0] | g->special_kinds >> w[1]) & 1)) {
                    sp_action *a = push(l, SP_ACT_CHI, k);
                    if (a) {
                        a->with[0] = (uint8_t)w[0];
                        a->with[1] = (uint8_t)w[1];
                    }
                }
            }
        }
    }
    push(l, SP_ACT_PASS, SP_KIND_NONE);
}

int sp_game_robbed_tile(const sp_game *g)
{
    const sp_game_seat *d = &g->seat[g->turn];
    if (g->rob_kind < 0 || !d->counts[g->rob_kind]) return -1;
    return sp_tile_make(g->rob_kind, leaving_copy(d, g->rob_kind)); /* the tile hand_take will remove */
}

static void list_rob(const sp_game *g, int seat, sp_action_list *l)
{
    int tile = sp_game_robbed_tile(g);
    if (tile >= 0) list_win(g, seat, SP_WIN_RON, tile, g->turn, true, l);
    push(l, SP_ACT_PASS, SP_KIND_NONE);
}

unsigned sp_game_pending(const sp_game *g)
{
    switch (g->phase) {
    case SP_PHASE_TURN: return 1u << g->turn;
    case SP_PHASE_SETUP:
    case SP_PHASE_CLAIM:
    case SP_PHASE_ROB: return g->asked;
    default: return 0;
    }
}

int sp_game_legal(const sp_game *g, int seat, sp_action_list *out)
{
    out->n = 0;
    out->false_win = false;
    out->stamp = g->stamp;
    out->seat = (int8_t)seat;
    if (seat < 0 || seat >= g->players || !(sp_game_pending(g) >> seat & 1)) return 0;
    switch (g->phase) {
    case SP_PHASE_TURN: list_turn(g, seat, out); break;
    case SP_PHASE_CLAIM: list_claims(g, seat, out); break;
    case SP_PHASE_ROB: list_rob(g, seat, out); break;
    default: break;
    }
    if (g->hooks->legal) g->hooks->legal(g, seat, out);
    return out->n;
}

/* ---- hand flow ---- */

static void hand_over(sp_game *g, int kind);

/* Moves the turn to the seat after `from`, who draws; an empty wall ends the hand. */
static void next_turn(sp_game *g, int from)
{
    int seat = next_seat(g, from);
    g->kong_chain = 0;
    g->last_discard = -1;
    g->phase = SP_PHASE_TURN;
    for (int i = 0; i < g->players && g->seat[seat].out; i++) {
        if (g->hooks->out_turn && !g->hooks->out_turn(g, seat)) return; /* the hook ended the hand */
        seat = next_seat(g, seat);
    }
    if (!sp_game_draw(g, seat, false)) hand_over(g, SP_END_EXHAUSTED);
}

/* Whether a seat could do anything with a tile of kind k offered to it (a win, a set or a run
 * using it): a copy held, a neighbour within two in its suit, a terminal or honour towards
 * thirteen orphans, wild tiles, or a model's own idea of a complete hand. A cheap filter
 * before listing the seat's claims (model hooks only add claims of these kinds). near:
 * near_kinds(k), worked out once for all seats. */
static bool may_use(const sp_game *g, const sp_game_seat *s, int k, uint64_t near)
{
    if (s->kinds_held & near) return true;
    return g->wild_kind >= 0 || g->hooks->complete || ((g->rules->shapes & SP_SHAPE_ORPHANS) && sp_kind_is_yaochu(k));
}

/* Whether a seat holds the two other tiles of a run with number kind k. */
static bool run_partners(const sp_game_seat *s, int k)
{
    if (k >= SP_KIND_Z) return false;
    int n = k % 9;
    const uint8_t *c = s->counts;
    return (n >= 2 && c[k - 2] && c[k - 1]) || (n >= 1 && n <= 7 && c[k - 1] && c[k + 1]) || (n <= 6 && c[k + 1] && c[k + 2]);
}

/* Whether seat p could answer the discard on the table with more than a pass, decided before
 * listing its claims (most seats can only pass, and listing costs more): a pung or kong needs
 * two copies held, a chow the run's two other tiles (the next seat only), and model hooks add
 * no other claims (game.h); a win is can_win's answer. Checked in that order so that a seat
 * with a claim is not asked can_win twice. */
static bool may_claim(const sp_game *g, int p)
{
    const sp_game_seat *s = &g->seat[p];
    int tile = g->last_discard, k = sp_tile_kind(tile);
    if (s->counts[k] >= 2 || (p == next_seat(g, g->turn) && run_partners(s, k))) return true;
    sp_win_context ctx; /* (may_win first: most hands are not complete, and it needs no context) */
    return may_win(g, p, k) && can_win(g, p, SP_WIN_RON, tile, g->turn, false, &ctx);
}

/* Asks the seats that can do more than pass; 0 asked means nobody. */
static unsigned ask_seats(sp_game *g, int phase)
{
    unsigned asked = 0;
    g->phase = (uint8_t)phase;
    g->asked = 0xF; /* so that sp_game_legal answers for every seat while we look */
    int k = phase == SP_PHASE_ROB ? g->rob_kind : sp_tile_kind(g->last_discard);
    uint64_t near = near_kinds(k);
    for (int p = 0; p < g->players; p++) {
        /* (where a false win may be declared, every seat still in the hand may answer HU) */
        if (p == g->turn || (!g->false_wins && !may_use(g, &g->seat[p], k, near))) continue;
        if (phase == SP_PHASE_CLAIM && !g->false_wins && !may_claim(g, p)) continue;
        sp_action_list l;
        if (sp_game_legal(g, p, &l) > 1 || (l.n == 1 && l.a[0].type != SP_ACT_PASS)) asked |= 1u << p;
    }
    g->asked = (uint8_t)asked;
    g->answered = 0;
    return asked;
}

static void add_meld(sp_game *g, int seat, int type, int kind, int from, const uint8_t *tiles, int n, int claimed)
{
    sp_game_seat *s = &g->seat[seat];
    sp_game_meld *m = &s->melds[s->nmelds++];
    m->meld.type = (uint8_t)type;
    m->meld.kind = (uint8_t)kind;
    m->meld.from = (int8_t)from;
    memset(m->tiles, 0, sizeof m->tiles);
    memcpy(m->tiles, tiles, (size_t)n);
    m->claimed = (int8_t)claimed;
    m->order = g->meld_order++;
    sp_event e;
    memset(&e, 0, sizeof e);
    e.type = SP_EV_MELD;
    e.seat = (int8_t)seat;
    e.from = (int8_t)from;
    e.tile = claimed >= 0 ? tiles[claimed] : SP_TILE_HIDDEN;
    e.a = type;
    e.b = kind;
    e.visible = 0xFF;
    e.n = (uint8_t)n;
    memcpy(e.tiles, tiles, (size_t)n);
    sp_game_emit(g, &e);
}

void sp_game_river_add(sp_game *g, int seat, int tile, uint8_t flags)
{
    sp_game_seat *s = &g->seat[seat];
    if (s->nriver >= SP_RIVER_MAX) return;
    s->river[s->nriver] = (uint8_t)tile;
    s->river_seq[s->nriver] = (uint8_t)g->discards_total;
    s->river_flags[s->nriver++] = flags;
}

static void do_discard(sp_game *g, int seat, int kind)
{
    sp_game_seat *s = &g->seat[seat];
    bool tsumogiri = s->drawn >= 0 && sp_tile_kind(s->drawn) == kind;
    int tile = hand_take(s, kind);
    uint8_t flags = (uint8_t)((tsumogiri ? SP_RIVER_TSUMOGIRI : 0) | (g->turn_flags & SP_TURN_AFTER_CALL ? SP_RIVER_AFTER_CALL : 0) |
                              (g->kong_chain ? SP_RIVER_AFTER_KONG : 0));
    sp_game_river_add(g, seat, tile, flags);
    s->drawn = -1;
    s->discards_made++;
    cache_waits(g, seat);
    g->discards_total++;
    g->last_discard = (int16_t)tile;
    g->turn_flags = 0;
    sp_game_announce(g, SP_EV_DISCARD, seat, tile, tsumogiri, 0, 0xFF);
    if (!ask_seats(g, SP_PHASE_CLAIM)) next_turn(g, seat);
}

/* Kong on the table: replacement draw (the hand is exhausted if none is left). */
void sp_game_kong_replacement(sp_game *g, int seat)
{
    g->kong_chain++;
    g->phase = SP_PHASE_TURN;
    if (!sp_game_draw(g, seat, true)) hand_over(g, SP_END_EXHAUSTED);
}

static void finish_added_kong(sp_game *g)
{
    int seat = g->turn, k = g->rob_kind;
    sp_game_seat *s = &g->seat[seat];
    for (int i = 0; i < s->nmelds; i++) {
        sp_game_meld *m = &s->melds[i];
        if (m->meld.type != SP_MELD_PON || m->meld.kind != k) continue;
        int tile = hand_take(s, k);
        s->drawn = -1;
        m->meld.type = SP_MELD_KAKAN;
        m->tiles[3] = (uint8_t)tile;
        sp_event e;
        memset(&e, 0, sizeof e);
        e.type = SP_EV_MELD;
        e.seat = (int8_t)seat;
        e.from = m->meld.from;
        e.tile = (uint8_t)tile;
        e.a = SP_MELD_KAKAN;
        e.b = k;
        e.visible = 0xFF;
        e.n = 4;
        memcpy(e.tiles, m->tiles, 4);
        sp_game_emit(g, &e);
        break;
    }
    if (s->counts[k] == 4) { /* a concealed kong nobody robbed */
        uint8_t tiles[4];
        for (int j = 0; j < 4; j++) tiles[j] = (uint8_t)hand_take(s, k);
        s->drawn = -1;
        add_meld(g, seat, SP_MELD_ANKAN, k, -1, tiles, 4, -1);
    }
    g->rob_kind = -1;
    sp_game_kong_replacement(g, seat);
}

/* Records and announces a win (the hand's settlement comes at hand_over). */
void sp_game_record_win(sp_game *g, const sp_win_context *ctx)
{
    sp_score_result r;
    if (sp_game_score(g, ctx, &r)) memset(&r, 0, sizeof r);
    sp_hand_outcome *o = &g->outcome;
    if (o->nwins < SP_MAX_WINNERS) {
        sp_game_win *w = &o->wins[o->nwins++];
        w->seat = (int8_t)ctx->seat;
        w->discarder = (int8_t)ctx->discarder;
        w->win_tile = (uint8_t)ctx->tile;
        w->how = (uint8_t)ctx->how;
        w->situation = ctx->situation;
        w->fan = r.fan;
        w->valid = r.valid;
        w->limit = r.limit;
    }
    for (int p = 0; p < g->players; p++) {
        o->delta[p] += r.payments[p];
        g->seat[p].score += r.payments[p];
    }
    sp_event e;
    memset(&e, 0, sizeof e);
    e.type = SP_EV_WIN;
    e.seat = (int8_t)ctx->seat;
    e.from = (int8_t)ctx->discarder;
    e.tile = (uint8_t)ctx->tile;
    e.a = r.fan;
    e.b = r.valid;
    e.visible = 0xFF;
    e.n = (uint8_t)concealed_tiles(&g->seat[ctx->seat], e.tiles);
    sp_game_emit(g, &e);
}

/* The seats answering HU that win, in the ruleset's order (all, or the first from the
 * discarder's right: head-bump). */
static int winners_in_order(const sp_game *g, unsigned hu, int *out)
{
    int n = 0;
    for (int i = 1; i <= g->players; i++) {
        int p = (g->turn + i) % g->players;
        if (hu >> p & 1) out[n++] = p;
    }
    return n;
}

static void resolve_wins(sp_game *g, unsigned hu, bool robbing)
{
    int order[SP_SEATS], n;
    if (g->hooks->winners) n = g->hooks->winners(g, hu, order);
    else {
        n = winners_in_order(g, hu, order);
        if (!sp_ruleset_int(g->rules, "table.multiple_winners", 0)) n = n ? 1 : 0;
    }
    int tile = robbing ? sp_game_robbed_tile(g) : g->last_discard; /* (the tile hand_take removes) */
    for (int i = 0; i < n; i++) {
        sp_win_context ctx;
        if (can_declare(g, order[i], SP_WIN_RON, tile, g->turn, robbing, &ctx)) sp_game_record_win(g, &ctx);
    }
    int d = g->turn;
    if (robbing) { /* the robbed tile leaves the kong declarer's hand */
        sp_game_seat *s = &g->seat[d];
        hand_take(s, g->rob_kind);
        s->drawn = -1;
    }
    for (int i = 0; i < n; i++) g->seat[order[i]].out = true;
    if (g->hooks->hand_continues && g->hooks->hand_continues(g)) {
        next_turn(g, order[n - 1]);
        return;
    }
    hand_over(g, SP_END_WIN);
}

static void resolve_claims(sp_game *g)
{
    unsigned hu = 0;
    int kan = -1, pon = -1, chi = -1;
    for (int p = 0; p < g->players; p++) {
        if (!(g->answered >> p & 1)) continue;
        switch (g->answer[p].type) {
        case SP_ACT_HU: hu |= 1u << p; break;
        case SP_ACT_KAN: kan = p; break;
        case SP_ACT_PON: pon = p; break;
        case SP_ACT_CHI: chi = p; break;
        default: break;
        }
    }
    int d = g->turn, tile = g->last_discard, k = sp_tile_kind(tile);
    if (g->phase == SP_PHASE_ROB) {
        if (hu) resolve_wins(g, hu, true);
        else finish_added_kong(g);
        return;
    }
    if (hu) {
        resolve_wins(g, hu, false);
        return;
    }
    int claimer = kan >= 0 ? kan : pon >= 0 ? pon : chi;
    if (claimer < 0) {
        next_turn(g, d);
        return;
    }
    sp_game_seat *ds = &g->seat[d], *cs = &g->seat[claimer];
    ds->river_flags[ds->nriver - 1] |= SP_RIVER_CLAIMED;
    g->calls_made++;
    g->last_discard = -1;
    uint8_t tiles[4];
    int n = 0, claimed;
    const sp_action *a = &g->answer[claimer];
    if (claimer == chi && kan < 0 && pon < 0) {
        int lo = k;
        if (a->with[0] < lo) lo = a->with[0];
        int kinds[3] = {lo, lo + 1, lo + 2};
        claimed = k - lo;
        for (int j = 0; j < 3; j++) tiles[n++] = (uint8_t)(kinds[j] == k ? tile : hand_take(cs, kinds[j]));
        cs->drawn = -1;
        add_meld(g, claimer, SP_MELD_CHI, lo, d, tiles, 3, claimed);
    } else {
        int size = claimer == kan ? 3 : 2;
        for (int j = 0; j < size; j++) tiles[n++] = (uint8_t)hand_take(cs, k);
        tiles[n++] = (uint8_t)tile;
        claimed = n - 1;
        cs->drawn = -1;
        add_meld(g, claimer, claimer == kan ? SP_MELD_MINKAN : SP_MELD_PON, k, d, tiles, n, claimed);
    }
    g->turn = (uint8_t)claimer;
    g->asked = 0;
    if (claimer == kan && !(claimer == chi && kan < 0)) {
        g->kong_chain = 0;
        sp_game_kong_replacement(g, claimer);
    } else {
        g->phase = SP_PHASE_TURN;
        g->kong_chain = 0;
        g->turn_flags = SP_TURN_AFTER_CALL;
    }
}

static void apply_turn(sp_game *g, int seat, const sp_action *a)
{
    sp_game_seat *s = &g->seat[seat];
    switch (a->type) {
    case SP_ACT_DISCARD: do_discard(g, seat, a->tile); break;
    case SP_ACT_HU: {
        sp_win_context ctx;
        if (can_declare(g, seat, SP_WIN_TSUMO, s->drawn, -1, false, &ctx)) sp_game_record_win(g, &ctx);
        s->out = true;
        if (g->hooks->hand_continues && g->hooks->hand_continues(g)) next_turn(g, seat);
        else hand_over(g, SP_END_WIN);
        break;
    }
    case SP_ACT_KAN:
        if (s->counts[a->tile] == 4) {
            g->rob_kind = (int8_t)a->tile; /* a concealed kong may be robbed where the model says so */
            if (g->hooks->rob_ankan && g->hooks->rob_ankan(g, seat, a->tile) && ask_seats(g, SP_PHASE_ROB)) {
                g->turn = (uint8_t)seat;
                break;
            }
            g->rob_kind = -1;
            uint8_t tiles[4];
            for (int j = 0; j < 4; j++) tiles[j] = (uint8_t)hand_take(s, a->tile);
            s->drawn = -1;
            add_meld(g, seat, SP_MELD_ANKAN, a->tile, -1, tiles, 4, -1);
            sp_game_kong_replacement(g, seat);
        } else {
            g->rob_kind = (int8_t)a->tile;
            if (!ask_seats(g, SP_PHASE_ROB)) finish_added_kong(g);
            else g->turn = (uint8_t)seat;
        }
        break;
    default: break;
    }
}

/* Applies an action known to be in `l`, the seat's legal list at this very state. */
static void apply_legal(sp_game *g, int seat, const sp_action *a, const sp_action_list *l)
{
    g->stamp++;
    if (g->phase == SP_PHASE_TURN && (a->type == SP_ACT_DISCARD || a->type == SP_ACT_HU || a->type == SP_ACT_KAN)) {
        apply_turn(g, seat, a);
        return;
    }
    if (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        if (a->type == SP_ACT_PASS) /* (passing a false win passes no win) */
            sp_game_announce(g, SP_EV_PASS, seat, -1, sp_action_list_has(l, SP_ACT_HU) && !l->false_win, 0,
                             (uint8_t)(1u << seat));
        g->answer[seat] = *a;
        g->answered = (uint8_t)(g->answered | 1u << seat);
        g->asked = (uint8_t)(g->asked & ~(1u << seat));
        /* nothing left to wait for closes the window */
        if (!g->asked) resolve_claims(g);
        return;
    }
    /* a model's action (DINGQUE, BAOTING, SPECIAL, ...) */
    /* the answer is in before the model acts on it, so that the model may ask the same seat
     * again (a Hong Kong seat reaching its eighth flower later in the deal's passes) */
    if (g->phase == SP_PHASE_SETUP) g->asked = (uint8_t)(g->asked & ~(1u << seat));
    if (g->hooks->apply) g->hooks->apply(g, seat, a);
    if (g->phase == SP_PHASE_SETUP && !g->asked) g->phase = SP_PHASE_TURN;
}

int sp_game_apply(sp_game *g, int seat, const sp_action *a, char *why, size_t whylen)
{
    char text[32];
    if (g->phase == SP_PHASE_HAND_OVER || g->phase == SP_PHASE_MATCH_OVER) {
        sp_action_format(a, text, sizeof text);
        snprintf(why, whylen, "%s: the hand is over", text);
        return -1;
    }
    if (seat < 0 || seat >= g->players || !(sp_game_pending(g) >> seat & 1)) {
        sp_action_format(a, text, sizeof text);
        snprintf(why, whylen, "%s: seat %c is not to act now", text, seat >= 0 && seat < 4 ? sp_seat_letter(seat) : '?');
        return -1;
    }
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    int i;
    for (i = 0; i < l.n && !sp_action_equal(&l.a[i], a); i++) {}
    if (i == l.n) {
        sp_action_format(a, text, sizeof text);
        snprintf(why, whylen, "%s is not a legal action for seat %c now", text, sp_seat_letter(seat));
        return -1;
    }
    apply_legal(g, seat, a, &l);
    return 0;
}

int sp_game_apply_listed(sp_game *g, const sp_action_list *l, int i, char *why, size_t whylen)
{
    if (i < 0 || i >= l->n) {
        snprintf(why, whylen, "action %d: the list has %d", i, l->n);
        return -1;
    }
    if (l->stamp != g->stamp || l->seat < 0 || !(sp_game_pending(g) >> l->seat & 1))
        return sp_game_apply(g, l->seat, &l->a[i], why, whylen);
    apply_legal(g, l->seat, &l->a[i], l);
    return 0;
}

int sp_game_apply_text(sp_game *g, int seat, const char *text, char *why, size_t whylen)
{
    sp_action a;
    sp_error err;
    if (sp_action_parse(text, &a, &err)) {
        snprintf(why, whylen, "%s", err.message);
        return -1;
    }
    return sp_game_apply(g, seat, &a, why, whylen);
}

/* ---- hands and the match ---- */

void sp_game_rotate(sp_game *g, bool keep)
{
    if (keep) {
        g->dealer_streak++;
        return;
    }
    g->dealer_streak = 0;
    g->dealer = (uint8_t)next_seat(g, g->dealer);
    if (++g->hand_in_round >= g->players) {
        g->hand_in_round = 0;
        g->round = (uint8_t)((g->round + 1) % 4);
        g->rounds_played++;
    }
}

/* Generic end of a hand: the dealer keeps the deal on his win, rounds as the options say. */
static void generic_hand_end(sp_game *g)
{
    bool dealer_won = false;
    for (int i = 0; i < g->outcome.nwins; i++)
        if (g->outcome.wins[i].seat == g->dealer) dealer_won = true;
    int rounds = sp_game_option_number(g, "match_rounds", 1);
    sp_game_rotate(g, dealer_won || (g->outcome.kind == SP_END_EXHAUSTED && sp_game_option_number(g, "draw_dealer_keeps", 0)));
    if (g->rounds_played >= rounds) g->outcome.match_over = true;
}

static void hand_over(sp_game *g, int kind)
{
    if (g->outcome.kind == SP_END_NONE) g->outcome.kind = (uint8_t)kind;
    if (kind == SP_END_EXHAUSTED) sp_game_announce(g, SP_EV_EXHAUSTED, -1, -1, 0, 0, 0xFF);
    for (int p = 0; p < g->players; p++) {
        uint8_t tiles[14];
        if (g->seat[p].out && g->outcome.kind == SP_END_WIN) continue;
        sp_event e;
        memset(&e, 0, sizeof e);
        e.type = SP_EV_REVEAL;
        e.seat = (int8_t)p;
        e.from = -1;
        e.tile = SP_TILE_HIDDEN;
        e.visible = 0xFF;
        e.n = (uint8_t)concealed_tiles(&g->seat[p], tiles);
        memcpy(e.tiles, tiles, e.n);
        sp_game_emit(g, &e);
    }
    g->phase = SP_PHASE_HAND_OVER;
    g->asked = 0;
    if (g->hooks->hand_end) g->hooks->hand_end(g);
    else generic_hand_end(g);
    sp_game_announce(g, SP_EV_HAND_END, -1, -1, g->outcome.kind, 0, 0xFF);
    if (g->outcome.match_over) {
        g->phase = SP_PHASE_MATCH_OVER;
        sp_game_announce(g, SP_EV_MATCH_END, -1, -1, 0, 0, 0xFF);
    }
}

/* Hand n's wall seed: the match seed mixed with the hand number. */
static uint64_t hand_seed(uint64_t seed, unsigned n) { return mix64(seed, n); }

static void deal_hand(sp_game *g, const uint8_t *wall, int n)
{
    for (int p = 0; p < SP_SEATS; p++) {
        sp_game_seat *s = &g->seat[p];
        int32_t score = s->score;
        memset(s, 0, sizeof *s);
        s->score = score;
        s->drawn = -1;
        s->missing_suit = -1;
    }
    memset(&g->outcome, 0, sizeof g->outcome);
    g->outcome.dealer = g->dealer;
    g->outcome.round = g->round;
    g->outcome.hand_in_round = g->hand_in_round;
    g->outcome.dealer_streak = g->dealer_streak;
    for (int p = 0; p < SP_SEATS; p++) g->outcome.scores_before[p] = g->seat[p].score;
    g->hand_number++;
    /* each seat's key for the copies leaving its hand (leaving_copy): the hand's seed mixed
     * with a constant and the seat */
    for (int p = 0; p < SP_SEATS; p++)
        g->seat[p].copy_key = mix64(hand_seed(g->seed, g->hand_number) ^ 0x436F706965734B65ull, (uint64_t)p);
    g->stamp++;
    if (wall) {
        memcpy(g->wall, wall, (size_t)n);
        g->wall_size = (uint8_t)n;
    } else
        g->wall_size = (uint8_t)sp_wall_shuffle(g->rules, g->tiles, hand_seed(g->seed, g->hand_number), g->wall);
    g->head = 0;
    g->tail = g->wall_size;
    g->dead_wall = (uint8_t)g->rules->dead_wall;
    g->indicator = -1;
    g->naside = 0;
    g->special_kinds = 0;
    g->wild_kind = -1;
    g->last_discard = -1;
    g->rob_kind = -1;
    g->turn_flags = 0;
    g->kong_chain = 0;
    g->meld_order = 0;
    g->calls_made = 0;
    g->discards_total = 0;
    g->asked = g->answered = 0;
    g->turn = g->dealer;
    g->phase = SP_PHASE_TURN;
    sp_event e;
    memset(&e, 0, sizeof e);
    e.type = SP_EV_HAND_START;
    e.seat = (int8_t)g->dealer;
    e.from = -1;
    e.tile = SP_TILE_HIDDEN;
    e.a = g->round;
    e.b = g->hand_in_round;
    e.n = 0;
    e.visible = 0xFF;
    sp_game_emit(g, &e);
    /* thirteen tiles each from the head, dealer first (sp_deal_position: 4-4-4-1 or in a row) */
    for (int i = 0; i < g->players; i++) {
        int p = (g->dealer + i) % g->players;
        memset(&e, 0, sizeof e);
        e.type = SP_EV_DEAL;
        e.seat = (int8_t)p;
        e.from = -1;
        e.tile = SP_TILE_HIDDEN;
        e.visible = (uint8_t)(1u << p);
        e.n = 13;
        for (int j = 0; j < 13; j++) e.tiles[j] = g->wall[sp_deal_position(g->deal_in_fours, g->players, i, j)];
        for (int j = 0; j < 13; j++)
            if (sp_tile_kind(e.tiles[j]) < SP_KIND_F) hand_add(&g->seat[p], e.tiles[j]);
        sp_game_emit(g, &e);
    }
    g->head = (uint8_t)(13 * g->players);
    /* flowers in the deal are set aside and replaced, dealer first, until none is left */
    if (g->hooks->deal_flowers) g->hooks->deal_flowers(g);
    else for (int i = 0; i < g->players; i++) {
        int p = (g->dealer + i) % g->players;
        for (int j = 0; j < 13; j++) {
            int t = g->wall[sp_deal_position(g->deal_in_fours, g->players, i, j)];
            if (sp_tile_kind(t) < SP_KIND_F) continue;
            sp_game_flower_aside(g, p, t);
            if (!sp_game_draw(g, p, true)) break;
            g->seat[p].drawn = -1;
        }
    }
    g->turn_flags = 0;
    for (int p = 0; p < g->players; p++) cache_waits(g, p);
    if (!sp_game_draw(g, g->dealer, false)) {
        hand_over(g, SP_END_EXHAUSTED);
        return;
    }
    g->seat[g->dealer].draws = 0; /* the dealer's fourteenth tile belongs to the deal */
    if (g->hooks->hand_start) g->hooks->hand_start(g);
}

static int start_match(sp_game *g, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                       char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    /* the player count: the argument, else the ruleset's option for it, else its maximum */
    int po = sp_ruleset_players_option(rules);
    if (players == 0 && po >= 0) {
        int c = options ? options[po] : rules->options[po].def;
        if (c >= 0 && c < rules->options[po].nchoices) players = sp_option_choice_number(&rules->options[po], c, 0);
    }
    if (players == 0) players = rules->players_max;
    if (players < rules->players_min || players > rules->players_max || players > SP_SEATS) {
        snprintf(err, errlen, "players: %d is outside %d..%d for ruleset %s", players, rules->players_min,
                 rules->players_max, rules->id);
        return -1;
    }
    g->rules = rules;
    static const sp_game_hooks generic_hooks = {0};
    const sp_model *model = sp_model_of(rules);
    g->hooks = model && model->hooks ? model->hooks : &generic_hooks;
    for (int i = 0; i < rules->noptions; i++) g->options[i] = options ? options[i] : rules->options[i].def;
    /* the option then names the count played, so a model (or a replay's reader) never sees two */
    for (int c = 0; po >= 0 && c < rules->options[po].nchoices; c++)
        if (sp_option_choice_number(&rules->options[po], c, 0) == players) g->options[po] = c;
    g->tiles = sp_tile_set_of(rules, g->options);
    g->deal_in_fours = sp_ruleset_deals_in_fours(rules);
    g->players = (uint8_t)players;
    g->seed = seed;
    g->dealer = g->start_dealer = 0;
    if (g->hooks->match_start) g->hooks->match_start(g);
    return 0;
}

int sp_game_init(sp_game *g, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed, char *err,
                 size_t errlen)
{
    if (start_match(g, rules, options, players, seed, err, errlen)) return -1;
    deal_hand(g, NULL, 0);
    return 0;
}

int sp_game_init_wall(sp_game *g, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                      const uint8_t *wall, int n, char *err, size_t errlen)
{
    uint8_t all[SP_MAX_WALL];
    int total = sp_wall_tiles(rules, sp_tile_set_of(rules, options), all);
    if (n != total) {
        snprintf(err, errlen, "wall: %d tiles, ruleset %s plays with %d", n, rules->id, total);
        return -1;
    }
    uint8_t seen[256] = {0};
    for (int i = 0; i < total; i++) seen[all[i]] = 1;
    for (int i = 0; i < n; i++) {
        if (seen[wall[i]] != 1) {
            snprintf(err, errlen, "wall: tile %d at position %d is not in the set or repeats", wall[i], i + 1);
            return -1;
        }
        seen[wall[i]] = 2;
    }
    if (start_match(g, rules, options, players, seed, err, errlen)) return -1;
    deal_hand(g, wall, n);
    return 0;
}

void sp_game_next_hand(sp_game *g)
{
    if (g->phase != SP_PHASE_HAND_OVER) return;
    deal_hand(g, NULL, 0);
}

/* Win i of the hand and the state it was scored in: the winner's hand is kept as it was (a
 * ron tile was never added to it); the dealer, round and scores are put back as they were when
 * the hand was played. */
/* The game as it was when its finished hand ended (the dealer and the scores of that hand). */
static void hand_at(const sp_game *g, sp_game *at)
{
    *at = *g;
    const sp_hand_outcome *o = &g->outcome;
    at->dealer = o->dealer;
    at->round = o->round;
    at->hand_in_round = o->hand_in_round;
    at->dealer_streak = o->dealer_streak;
    for (int p = 0; p < SP_SEATS; p++) at->seat[p].score = o->scores_before[p];
}

static int win_at(const sp_game *g, int i, sp_game *at, sp_win_context *ctx, char *err, size_t errlen)
{
    if (i < 0 || i >= g->outcome.nwins) {
        snprintf(err, errlen, "win %d: the hand has %d wins", i, g->outcome.nwins);
        return -1;
    }
    const sp_game_win *w = &g->outcome.wins[i];
    *ctx = (sp_win_context){w->seat, w->how, w->win_tile, w->discarder, w->situation};
    hand_at(g, at);
    return 0;
}

int sp_game_draw_result(const sp_game *g, sp_score_result *out, char *err, size_t errlen)
{
    if (g->outcome.kind != SP_END_EXHAUSTED) return snprintf(err, errlen, "the hand did not end in an exhaustive draw"), -1;
    if (!g->hooks->draw_result) return snprintf(err, errlen, "%s settles nothing at a draw", g->rules->id), -1;
    sp_game at;
    hand_at(g, &at);
    if (g->hooks->draw_result(&at, out)) return snprintf(err, errlen, "the scoring refused the drawn hand"), -1;
    return 0;
}

int sp_game_win_result(const sp_game *g, int i, sp_score_result *out, char *err, size_t errlen)
{
    sp_game at;
    sp_win_context ctx;
    if (win_at(g, i, &at, &ctx, err, errlen)) return -1;
    if (sp_game_score(&at, &ctx, out)) {
        snprintf(err, errlen, "win %d: the scoring refused the hand", i);
        return -1;
    }
    return 0;
}

int sp_game_win_input(const sp_game *g, int i, sp_score_input *in, char *err, size_t errlen)
{
    return sp_game_win_input_extra(g, i, in, NULL, err, errlen);
}

int sp_game_win_input_extra(const sp_game *g, int i, sp_score_input *in, void *extra, char *err, size_t errlen)
{
    sp_game at;
    sp_win_context ctx;
    if (win_at(g, i, &at, &ctx, err, errlen)) return -1;
    sp_game_score_input(&at, &ctx, in);
    if (extra && at.hooks->score_extra) at.hooks->score_extra(&at, &ctx, in, extra);
    return 0;
}

bool sp_game_orphans_with(const sp_game *g, int seat, int extra)
{
    static const uint8_t kinds[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    const sp_game_seat *s = &g->seat[seat];
    if (s->nmelds) return false;
    int total = 0;
    for (int i = 0; i < 13; i++) {
        int c = s->counts[kinds[i]] + (extra == kinds[i]);
        if (!c) return false;
        total += c;
    }
    return total == 14;
}

bool sp_game_orphans_rob(const sp_game *g, int seat, int kind)
{
    if (!sp_kind_is_yaochu(kind)) return false;
    for (int p = 0; p < g->players; p++)
        if (p != seat && !g->seat[p].out && sp_game_orphans_with(g, p, kind)) return true;
    return false;
}

int sp_game_take(sp_game *g, int seat, int kind) { return hand_take(&g->seat[seat], kind); }
void sp_game_give(sp_game *g, int seat, int tile) { hand_add(&g->seat[seat], tile); }
void sp_game_end_hand(sp_game *g, int kind) { hand_over(g, kind); }
void sp_game_next_turn(sp_game *g, int from) { next_turn(g, from); }
