/* score_request.h: the `score` request of sparrow-cli: JSON -> sp_score_input, result -> JSON. */
#ifndef SP_SCORE_REQUEST_H
#define SP_SCORE_REQUEST_H

#include <cjson/cJSON.h>
#include <stddef.h>

#include "core/score.h"

/* Room for a model's own input structure (in->extra points here). */
typedef struct {
    _Alignas(16) unsigned char storage[32768];
} score_extras;

/* Parses the common fields of a request into in (rules must be loaded already); then the
 * model's extras parser. Returns 0, or -1 with a message naming the field. */
int score_request_parse(const cJSON *req, const sp_ruleset *rules, sp_score_input *in, score_extras *x, char *err,
                        size_t errlen);

/* The answer object of a scored request. lang: 0 zh-Hant, 1 zh-Hans, 2 en (pattern names). */
cJSON *score_result_json(const sp_score_input *in, const sp_score_result *r, int lang);

/* Helpers for the models' extras parsers. */
int score_parse_seat(const cJSON *v, const char *field, int *seat, char *err, size_t errlen);
/* A tile string kept in order ("1m9p3z" -> kinds 0, 17, 29); returns count or -1. */
int score_parse_tile_sequence(const cJSON *v, const char *field, uint8_t *out, int max, char *err, size_t errlen);
/* One tile ("5m") -> kind, or -1 with err. */
int score_parse_tile(const cJSON *v, const char *field, char *err, size_t errlen);
int score_parse_melds(const cJSON *v, const char *field, sp_meld *out, int *n, char *err, size_t errlen);

/* The models' extras parsers (src/cli/score_<model>.c). */
int score_extras_mingjiang(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_hk_classic(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_hk_xigu(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_guizhou(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_wuhan(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_mcr(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);

#endif
