/* action.c: parsing and printing the text form of actions. */
#include "core/action.h"

#include <stdio.h>
#include <string.h>

static const char *const words[SP_ACT_COUNT] = {"D", "CHI", "PON", "KAN", "HU", "PASS", "DINGQUE", "BAOTING", "FLOWER", "SPECIAL"};

/* The next space-separated word of text from *pos: its start column and length. */
static int next_word(const char *text, int *pos, int *start)
{
    while (text[*pos] == ' ') (*pos)++;
    *start = *pos;
    while (text[*pos] && text[*pos] != ' ') (*pos)++;
    return *pos - *start;
}

/* Parses one tile word ("5m") into a kind. */
static int one_tile(const char *text, int start, int len, sp_error *err)
{
    char buf[16];
    if (len == 0) return sp_error_set(err, start + 1, "a tile is missing at column %d", start + 1);
    if (len >= (int)sizeof buf) return sp_error_set(err, start + 1, "'%.8s...' at column %d is not a tile", text + start, start + 1);
    memcpy(buf, text + start, (size_t)len);
    buf[len] = 0;
    uint8_t c[SP_KINDS_ALL] = {0};
    if (sp_parse_tiles(buf, c, start, err)) return -1;
    int n = 0, kind = -1;
    for (int k = 0; k < SP_KINDS_ALL; k++) {
        n += c[k];
        if (c[k]) kind = k;
    }
    if (n != 1) return sp_error_set(err, start + 1, "'%s' at column %d is not one tile", buf, start + 1);
    return kind;
}

int sp_action_parse(const char *text, sp_action *out, sp_error *err)
{
    if (!text) return sp_error_set(err, 0, "missing action");
    int pos = 0, start, len = next_word(text, &pos, &start);
    if (!len) return sp_error_set(err, 1, "empty action");
    int type = -1;
    for (int i = 0; i < SP_ACT_COUNT; i++)
        if ((int)strlen(words[i]) == len && !strncmp(text + start, words[i], (size_t)len)) type = i;
    if (type < 0)
        return sp_error_set(err, start + 1, "unknown action '%.*s' at column %d (D, CHI, PON, KAN, HU, PASS, DINGQUE, BAOTING, FLOWER, SPECIAL)",
                    len > 12 ? 12 : len, text + start, start + 1);
    sp_action a = {(uint8_t)type, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
    switch (type) {
    case SP_ACT_DISCARD:
    case SP_ACT_PON:
    case SP_ACT_KAN:
    case SP_ACT_FLOWER:
    case SP_ACT_SPECIAL:
    case SP_ACT_CHI: {
        len = next_word(text, &pos, &start);
        int k = one_tile(text, start, len, err);
        if (k < 0) return -1;
        if ((type == SP_ACT_FLOWER) != (k >= SP_KIND_F))
            return sp_error_set(err, start + 1, type == SP_ACT_FLOWER ? "FLOWER needs a flower (1f-8f) at column %d" : "a flower cannot be played this way (column %d)",
                        start + 1);
        a.tile = (uint8_t)k;
        if (type == SP_ACT_CHI) {
            len = next_word(text, &pos, &start);
            char buf[16];
            if (len == 0) return sp_error_set(err, start + 1, "CHI needs the two tiles from the hand, e.g. CHI 4m 3m5m");
            if (len >= (int)sizeof buf) return sp_error_set(err, start + 1, "'%.8s...' at column %d is not two tiles", text + start, start + 1);
            memcpy(buf, text + start, (size_t)len);
            buf[len] = 0;
            uint8_t c[SP_KINDS_ALL] = {0};
            if (sp_parse_tiles(buf, c, start, err)) return -1;
            int n = 0;
            for (int kk = 0; kk < SP_KINDS_ALL; kk++)
                for (int j = 0; j < c[kk]; j++)
                    if (n++ < 2) a.with[n - 1] = (uint8_t)kk;
            if (n != 2) return sp_error_set(err, start + 1, "CHI needs exactly two tiles from the hand at column %d", start + 1);
            int lo = a.tile, kinds[3] = {a.tile, a.with[0], a.with[1]};
            for (int j = 1; j < 3; j++)
                if (kinds[j] < lo) lo = kinds[j];
            int seen = 0;
            for (int j = 0; j < 3; j++)
                if (kinds[j] >= lo && kinds[j] <= lo + 2) seen |= 1 << (kinds[j] - lo);
            if (seen != 7 || lo >= SP_KIND_Z || lo % 9 > 6)
            {
                char tn[3];
                sp_kind_name(a.tile, tn);
                return sp_error_set(err, start + 1, "CHI %s %s is not a run", tn, buf);
            }
        }
        break;
    }
    case SP_ACT_DINGQUE: {
        len = next_word(text, &pos, &start);
        if (len != 1 || !strchr("mps", text[start]))
            return sp_error_set(err, start + 1, "DINGQUE needs a suit m, p or s at column %d", start + 1);
        a.suit = (uint8_t)(strchr("mps", text[start]) - "mps");
        break;
    }
    default:
        break;
    }
    len = next_word(text, &pos, &start);
    if (len) return sp_error_set(err, start + 1, "unexpected '%.*s' at column %d", len > 12 ? 12 : len, text + start, start + 1);
    *out = a;
    return 0;
}

int sp_action_format(const sp_action *a, char *buf, size_t size)
{
    char t[3], w0[3], w1[3];
    switch (a->type) {
    case SP_ACT_DISCARD:
    case SP_ACT_PON:
    case SP_ACT_KAN:
    case SP_ACT_FLOWER:
    case SP_ACT_SPECIAL:
        sp_kind_name(a->tile, t);
        return snprintf(buf, size, "%s %s", words[a->type], t);
    case SP_ACT_CHI:
        sp_kind_name(a->tile, t);
        sp_kind_name(a->with[0], w0);
        sp_kind_name(a->with[1], w1);
        return snprintf(buf, size, "CHI %s %s%s", t, w0, w1);
    case SP_ACT_DINGQUE:
        return snprintf(buf, size, "DINGQUE %c", "mps"[a->suit % 3]);
    default:
        return snprintf(buf, size, "%s", words[a->type < SP_ACT_COUNT ? a->type : SP_ACT_PASS]);
    }
}
