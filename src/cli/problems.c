/* problems.c: one problem of a fixed problem set read, and its position set up (problems.h). */
#include "cli/problems.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "table/replay.h"
#include "table/replay_position.h"

void sp_problem_free(sp_problem *p)
{
    free(p->replay_text);
    p->replay_text = NULL;
}

int sp_problem_parse(const cJSON *j, sp_problem *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->best = -1;
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(j, "id"), *replay = cJSON_GetObjectItemCaseSensitive(j, "replay");
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat"), *acts = cJSON_GetObjectItemCaseSensitive(j, "actions");
    const cJSON *close = cJSON_GetObjectItemCaseSensitive(j, "close");
    if (!cJSON_IsString(id)) return snprintf(err, errlen, "id: a string naming the problem"), -1;
    snprintf(p->id, sizeof p->id, "%s", id->valuestring);
    if (!cJSON_IsObject(replay)) return snprintf(err, errlen, "%s: replay: the position as a replay object", p->id), -1;
    if (!cJSON_IsString(seat) || (p->seat = sp_parse_seat(seat->valuestring)) < 0)
        return snprintf(err, errlen, "%s: seat: \"E\", \"S\", \"W\" or \"N\"", p->id), -1;
    if (!cJSON_IsBool(close)) return snprintf(err, errlen, "%s: close: true or false", p->id), -1;
    p->close = cJSON_IsTrue(close);
    int n = cJSON_GetArraySize(acts);
    if (!cJSON_IsArray(acts) || n < 2 || n > SP_MAX_LEGAL)
        return snprintf(err, errlen, "%s: actions: 2 to %d valued actions", p->id, SP_MAX_LEGAL), -1;
    const cJSON *a;
    cJSON_ArrayForEach(a, acts) {
        const cJSON *text = cJSON_GetObjectItemCaseSensitive(a, "action"), *v = cJSON_GetObjectItemCaseSensitive(a, "value");
        sp_action parsed;
        sp_error perr;
        if (!cJSON_IsString(text) || sp_action_parse(text->valuestring, &parsed, &perr) || !cJSON_IsNumber(v))
            return snprintf(err, errlen, "%s: actions[%d]: {\"action\": an action's text, \"value\": a number}", p->id, p->n), -1;
        sp_action_format(&parsed, p->action[p->n], sizeof p->action[p->n]);
        p->value[p->n] = v->valuedouble;
        if (p->best < 0 || p->value[p->n] > p->value[p->best]) p->best = p->n;
        p->n++;
    }
    p->replay_text = cJSON_PrintUnformatted(replay);
    if (!p->replay_text) return snprintf(err, errlen, "out of memory"), -1;
    return 0;
}

int sp_problem_position(const sp_problem *p, sp_ruleset *rules, sp_session *s, char *err, size_t errlen)
{
    sp_replay r;
    char why[600];
    memset(s, 0, sizeof *s);
    if (sp_replay_parse(p->replay_text, p->id, &r, rules, SP_RULES_SAME, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        sp_replay_free(&r);
        return -1;
    }
    int rc = sp_replay_position(&r, rules, r.nactions, s, why, sizeof why);
    sp_replay_free(&r);
    if (rc) return snprintf(err, errlen, "%s: %s", p->id, why), -1;
    if (!(sp_game_pending(&s->game) >> p->seat & 1))
        return snprintf(err, errlen, "%s: seat %c has no decision where the replay ends", p->id, sp_seat_letter(p->seat)), -1;
    return 0;
}

int sp_problem_action(const sp_problem *p, const sp_action *a)
{
    char text[40];
    sp_action_format(a, text, sizeof text);
    for (int i = 0; i < p->n; i++)
        if (!strcmp(p->action[i], text)) return i;
    return -1;
}
