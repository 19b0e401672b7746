/* wait_model.h: a learned reading of whether an opponent would win on a discarded kind
 * (internal to src/ai; used by defence.c).
 *
 * What one seat's view shows of one opponent, seen from one kind: the opponent's discards and
 * melds around that kind in its suit (a window of nine kinds: each one's unseen copies, whether
 * the opponent threw it, from its hand or as drawn, early or late, whether it was its last
 * discard from the hand, whether others threw it since the opponent's hand last changed and
 * the opponent let it go), the opponent's tempo (discards since it last changed its hand,
 * calls, tiles thrown as drawn), its suits and melds, and the hard player's estimate of its
 * readiness. A small network (two hidden layers, shared by every kind) maps these to the
 * chance that the opponent could win on that kind if it were discarded now; it is fitted to
 * self-play with src/tools/danger_rows.c (the cases, with the true answer for every kind) and
 * src/tools/fit_wait_model.py (the fit, which writes the weights' C file). */
#ifndef SP_AI_WAIT_MODEL_H
#define SP_AI_WAIT_MODEL_H

#include <stdint.h>

#include "core/game_view.h"

enum { SP_WAIT_WINDOW = 9, SP_WAIT_CHANNELS = 13, SP_WAIT_SEQ = 8, SP_WAIT_SEQ_ATTRS = 8 };

/* The inputs, in order: the opponent's, the kind's, the window, then more of the opponent's
 * (its latest discards one by one, SP_WF_TAIL on). */
enum {
    SP_WF_LOG_READY, SP_WF_RIVER, SP_WF_OPEN, SP_WF_CHOWS, SP_WF_PUNGS, SP_WF_VALUE_PUNGS,
    SP_WF_KONGS, SP_WF_WALL, SP_WF_DRAWN_OUT, SP_WF_STREAK, SP_WF_SINCE_CALL, SP_WF_LAST_HONOUR,
    SP_WF_LAST_TERMINAL, SP_WF_LAST_TWO_EIGHT, SP_WF_LAST_MIDDLE, SP_WF_DEALER, SP_WF_FLOWERS,
    SP_WF_OWN_FLOWERS, SP_WF_NO_FLOWERS,
    SP_WF_HONOUR, SP_WF_VALUE_HONOUR, SP_WF_POS1, /* SP_WF_POS1 + n: the kind is n + 1 of its suit */
    SP_WF_SUIT_SHARE = SP_WF_POS1 + 9, SP_WF_HONOUR_SHARE, SP_WF_MELDS_IN_SUIT, SP_WF_MELDS_OTHER,
    SP_WF_MELDS_HONOUR, SP_WF_FLUSH, SP_WF_FLUSH_OTHER,
    SP_WF_WINDOW, /* SP_WF_WINDOW + SP_WAIT_CHANNELS * (d + 4) + channel: kind k + d */
    SP_WF_TAIL = SP_WF_WINDOW + SP_WAIT_WINDOW * SP_WAIT_CHANNELS,
    /* among its last six discards: how many from the hand, and of those how many honours,
     * terminals and middle tiles (3 to 7) */
    SP_WF_FROM_HAND6 = SP_WF_TAIL, SP_WF_HONOURS6, SP_WF_TERMINALS6, SP_WF_MIDDLES6,
    SP_WF_HOT, /* Guizhou: the discard is hot (热炮: the first after one's own kong), any ready hand takes it */
    SP_WF_SEQ, /* SP_WF_SEQ + SP_WAIT_SEQ_ATTRS * i + attribute: its (i + 1)-th latest discard */
    SP_WAIT_FEATURES = SP_WF_SEQ + SP_WAIT_SEQ * SP_WAIT_SEQ_ATTRS
};
/* The attributes of one of the opponent's latest discards. */
enum {
    SP_WS_PRESENT, SP_WS_DRAWN, SP_WS_AFTER_CALL, SP_WS_HONOUR, SP_WS_TERMINAL, SP_WS_TWO_EIGHT,
    SP_WS_MIDDLE, SP_WS_VALUE_HONOUR
};

/* The window's channels for kind j = k + d (zero where j is outside k's suit). */
enum {
    SP_WC_EXISTS, SP_WC_UNSEEN, SP_WC_THROWN, SP_WC_FROM_HAND, SP_WC_RECENT, SP_WC_EARLY,
    SP_WC_LAST_FROM_HAND, /* + 0, 1, 2: its latest, second and third latest discard from the hand */
    SP_WC_AFTER_CALL = SP_WC_LAST_FROM_HAND + 3, /* thrown right after one of its calls */
    SP_WC_PASSED_CHANGE, SP_WC_PASSED, SP_WC_MELD
};

/* What the inputs read of one opponent, whatever the kind (computed once per opponent). */
typedef struct {
    float global[SP_WF_HONOUR];   /* the opponent's inputs (the first SP_WF_HONOUR) */
    float tail[SP_WAIT_FEATURES - SP_WF_TAIL]; /* and those from SP_WF_TAIL on */
    uint8_t thrown[SP_KINDS];     /* copies of the kind in its river */
    uint8_t from_hand[SP_KINDS];  /* thrown from its hand (not the tile just drawn) */
    uint8_t recent[SP_KINDS];     /* among its last three discards */
    uint8_t early[SP_KINDS];      /* among its first six discards */
    uint8_t meld[SP_KINDS];       /* tiles of the kind in its melds */
    int last_from_hand[3];        /* kinds of its last three discards from the hand, -1 */
    uint64_t after_call;          /* kinds it threw right after a call */
    uint64_t passed_change;       /* kinds others threw since its hand last changed */
    uint64_t passed;              /* kinds others threw since its last discard */
    int suited, per_suit[4];      /* its discards by suit */
    int melds_per_suit[4];
    int flush;                    /* the suit it seems to collect, -1 */
    uint64_t value_honours;       /* bit k: an honour whose pung pays it */
} sp_wait_seat;

/* A fitted network: two ReLU layers, a logistic output (the fit's scaling of the inputs is
 * folded into the first layer). Weights are stored input by input (w1[i * HIDDEN1 + u]: from
 * input i to unit u), so that each input adds a row. */
enum { SP_WAIT_HIDDEN1 = 64, SP_WAIT_HIDDEN2 = 32 };
typedef struct {
    const float *w1, *b1;         /* SP_WAIT_FEATURES x HIDDEN1, HIDDEN1 */
    const float *w2, *b2;         /* HIDDEN1 x HIDDEN2, HIDDEN2 */
    const float *w3;              /* HIDDEN2 */
    float b3;
} sp_wait_net;

/* The networks: data files src/ai/nets/NAME.net (written by src/tools/fit_wait_model.py, how
 * each was fitted in NAME.manifest), turned into C at build time. hk-xigu's: */
extern const sp_wait_net sp_wait_net_xigu;
/* Guizhou's: */
extern const sp_wait_net sp_wait_net_guizhou;
/* 明將's: */
extern const sp_wait_net sp_wait_net_mingjiang;

/* Reads opponent o (passed, passed_change, flush: as defence.c reads them; ready: its
 * estimated readiness; hot: the discard to be judged is hot). */
void sp_wait_seat_read(const sp_view *v, int o, double ready, uint64_t passed, uint64_t passed_change, int flush,
                       bool hot, sp_wait_seat *out);
/* Whether the discard to be judged is hot (an input of the opponent's; Guizhou). */
void sp_wait_seat_set_hot(sp_wait_seat *ws, bool hot);
/* The inputs for kind k. */
void sp_wait_features(const sp_wait_seat *ws, int k, const uint8_t unseen[SP_KINDS], float f[SP_WAIT_FEATURES]);
/* The network's chance (0..1) that the opponent read in ws could win on each kind of `kinds`
 * (bit k) were it discarded now, into out[k] (other kinds untouched). */
void sp_wait_chances(const sp_wait_net *net, const sp_wait_seat *ws, const uint8_t unseen[SP_KINDS], uint64_t kinds,
                     double out[SP_KINDS]);

#endif
