/* score_mingjiang.c: the mingjiang extras of a score request (JSON -> the model's input):
 * "chicken_winners" (seats frozen by an earlier chicken win this hand, scheme 1) and "hand"
 * (the hand's number within its round, 1-4, for the South-4 and West-round match-end checks);
 * and their writer. */
#include <stdio.h>

#include "table/json_util.h"
#include "table/score_request.h"
#include "core/rules_mingjiang.h"

_Static_assert(sizeof(sp_mingjiang_input) <= sizeof(((score_extras *)0)->storage), "mingjiang extras fit the storage");

int score_extras_mingjiang(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    sp_mingjiang_input *m = (sp_mingjiang_input *)(void *)x->storage;
    /* the tables come with the loaded ruleset (sp_ruleset.model_data) */
    m->tables = NULL;
    m->chicken_winners = 0;
    m->hand = 0;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, "chicken_winners");
    if (v && !cJSON_IsNull(v)) {
        if (!cJSON_IsArray(v)) {
            snprintf(err, errlen, "chicken_winners: expected a list of seats like [\"S\", \"N\"]");
            return -1;
        }
        const cJSON *s;
        cJSON_ArrayForEach(s, v) {
            int seat;
            if (score_parse_seat(s, "chicken_winners", &seat, err, errlen)) return -1;
            m->chicken_winners |= (uint8_t)(1u << seat);
        }
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "hand");
    if (v) {
        if (!json_whole(v, 1, 4)) {
            snprintf(err, errlen, "hand: expected the hand's number within its round, 1 to 4");
            return -1;
        }
        m->hand = (int8_t)v->valuedouble;
    }
    /* without mingjiang fields the model needs no extra input (and reads none) */
    in->extra = m->chicken_winners || m->hand ? m : NULL;
    return 0;
}

void score_write_mingjiang(cJSON *req, const sp_score_input *in)
{
    const sp_mingjiang_input *m = in->extra;
    if (m->chicken_winners) {
        cJSON *a = cJSON_AddArrayToObject(req, "chicken_winners");
        for (int s = 0; s < SP_SEATS; s++)
            if (m->chicken_winners >> s & 1) cJSON_AddItemToArray(a, cJSON_CreateString((char[]){sp_seat_letter(s), 0}));
    }
    if (m->hand >= 1 && m->hand <= 4) cJSON_AddNumberToObject(req, "hand", m->hand);
}
