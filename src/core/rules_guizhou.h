/* rules_guizhou.h: the model-specific input of the guizhou scoring model (guizhou-xingyi,
 * 贵州兴义捉鸡). The common sp_score_input carries hands, melds, discards, readiness; this adds
 * what only this family needs. Filled by src/table/score_guizhou.c from a score request. */
#ifndef SP_RULES_GUIZHOU_H
#define SP_RULES_GUIZHOU_H

#include <stdbool.h>
#include <stdint.h>

#include "core/score.h"

/* Bean (豆) kind of a kong meld. */
typedef enum {
    SP_GZ_BEAN_NONE = 0,  /* not a kong */
    SP_GZ_BEAN_PAPODOU,   /* 爬坡豆: kakan, fourth tile drawn this turn */
    SP_GZ_BEAN_DIANDOU,   /* 点豆: minkan on a discard */
    SP_GZ_BEAN_MENDOU,    /* 闷豆: ankan declared in the turn its last tile was drawn */
    SP_GZ_BEAN_HANBAODOU, /* 憨包豆: late ankan / kakan, worth nothing, still a pass */
    SP_GZ_BEANS
} sp_gz_bean;

typedef struct {
    /* per seat, per meld (index into that seat's melds: the winner's in->melds, the others'
     * in->seats[s].melds): the bean kind of each kong; SP_GZ_BEAN_NONE for pons */
    uint8_t bean[SP_SEATS][4];
    uint64_t chongfeng[SP_SEATS]; /* bit k: the hand's first discard of kind k lies unclaimed in this seat's pool */
    uint64_t zeren[SP_SEATS];     /* bit k: this seat's pon / 点豆 of kind k claimed the hand's first discard of k */
    int8_t missing_suit[SP_SEATS]; /* 定缺 suit 0 m / 1 p / 2 s, -1 none */
    bool baoting[SP_SEATS];       /* declared ready (报听); the winner's comes from situation ready_declared */
    bool won[SP_SEATS];           /* a co-winner on the same discard or robbed kong (一炮多响 / 多人抢杠) */
} sp_guizhou_extra;

/* Default bean kind of a kong meld type (ankan 闷豆, kakan 爬坡豆, minkan 点豆). */
sp_gz_bean sp_guizhou_default_bean(int meld_type);
/* Bean kind by its id ("papodou", "diandou", "mendou", "hanbaodou"), SP_GZ_BEAN_NONE if unknown. */
sp_gz_bean sp_guizhou_bean_by_id(const char *id);
/* The id of a bean kind, NULL for SP_GZ_BEAN_NONE or out of range. */
const char *sp_guizhou_bean_id(int bean);
/* Whether a kong meld type can be of a bean kind (a 点豆 is a minkan, a 憨包豆 an ankan or kakan, ...). */
bool sp_guizhou_bean_fits(sp_gz_bean bean, int meld_type);
/* Resets every field to "nothing known". */
void sp_guizhou_extra_init(sp_guizhou_extra *x);
/* Resolves the ruleset's names (evaluators, options, parameters) into rs->model_data once, so
 * that scoring does no name lookups (called through sp_model_prepare when a ruleset is
 * loaded; a ruleset that was not prepared is resolved on every call instead). Returns 0. */
int sp_guizhou_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen);

#endif
