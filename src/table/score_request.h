/* score_request.h: the `score` request of sparrow-cli (src/cli/README.md): JSON -> sp_score_input,
 * result -> JSON. In the table layer so that every front asking for a score - sparrow-cli score,
 * the window's calculator, the house-rules editor's sample hands - reads the same request the same
 * way and gets the same answer (score_request_answer). */
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

/* The whole `score` request in one call: parses req under rules (req's own "rules" field is not
 * read: the caller loaded the ruleset), scores it and returns the answer object (the caller frees
 * it with cJSON_Delete), or NULL with err naming the field. x is the model's room (32 KiB: keep
 * it off the stack). When in_out or res_out is given, the parsed input and the result are copied
 * there too (in_out->extra then points into x). */
cJSON *score_request_answer(const cJSON *req, const sp_ruleset *rules, score_extras *x, int lang, sp_score_input *in_out,
                            sp_score_result *res_out, char *err, size_t errlen);

/* The request that reads back as `in` (score_request_write.c): its common fields (the other
 * seats' concealed tiles included, where in has them), and the model's own input (in->extra,
 * when set) in the fields its extras parser reads - every model's: Guizhou (kongs' beans,
 * chickens, 定缺, 报听, co-winners), Wuhan (special kongs), mcr (和绝张), 明將 (chicken winners,
 * the hand in its round), Hong Kong (liabilities, robbed kong, kong chain). */
cJSON *score_request_from_input(const sp_score_input *in);
/* Its pieces, for a front writing a request of its own: ["pon:555z@W", ...], "win_tile": "5m",
 * "flowers": "1f5f" (nothing when none), one option's value, "situation": [...] (nothing when 0). */
cJSON *score_melds_json(const sp_meld *m, int n);
void score_add_kind(cJSON *o, const char *key, int kind);
void score_add_flowers(cJSON *o, uint8_t bits);
void score_add_option(cJSON *o, const sp_option_def *d, int32_t v);
void score_add_situation(cJSON *o, unsigned situation);

/* Helpers for the models' extras parsers. */
int score_parse_seat(const cJSON *v, const char *field, int *seat, char *err, size_t errlen);
/* A tile string kept in order ("1m9p3z" -> kinds 0, 17, 29); returns count or -1. */
int score_parse_tile_sequence(const cJSON *v, const char *field, uint8_t *out, int max, char *err, size_t errlen);
/* One tile ("5m") -> kind, or -1 with err. */
int score_parse_tile(const cJSON *v, const char *field, char *err, size_t errlen);
/* The "options" object (NULL: none) into in->options: names, choices and ranges checked. */
int score_parse_options(const cJSON *v, sp_score_input *in, char *err, size_t errlen);
int score_parse_melds(const cJSON *v, const char *field, sp_meld *out, int *n, char *err, size_t errlen);

/* The models' extras writers (the parsers' inverse, src/table/score_<model>.c): in->extra into req. */
void score_write_guizhou(cJSON *req, const sp_score_input *in);
void score_write_wuhan(cJSON *req, const sp_score_input *in);
void score_write_mcr(cJSON *req, const sp_score_input *in);
void score_write_mingjiang(cJSON *req, const sp_score_input *in);
void score_write_hk_common(cJSON *req, const sp_score_input *in);
/* The object of seat s under req's "others", made when missing. */
cJSON *score_request_other(cJSON *req, int s);

/* The models' extras parsers (src/table/score_<model>.c). */
int score_extras_mingjiang(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_hk_classic(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_hk_xigu(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_guizhou(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_wuhan(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
int score_extras_mcr(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);

#endif
