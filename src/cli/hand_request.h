/* hand_request.h: the `hand` request of sparrow-cli (JSON object -> hand to analyse). */
#ifndef SP_HAND_REQUEST_H
#define SP_HAND_REQUEST_H

#include <cjson/cJSON.h>
#include <stddef.h>

#include "core/hand.h"
#include "core/notation.h"

typedef struct {
    sp_hand hand;             /* concealed part; wildcard tiles already moved to hand.wildcards */
    uint8_t tiles[SP_KINDS];  /* the concealed tiles as given (wildcard tiles included) */
    sp_meld melds[4];
    int nmelds;
    unsigned shapes;
    int wildcard_kind;        /* kind that is wild (from an indicator), or -1 */
} hand_request;

/* Fills req from a request object; returns 0, or -1 with a message naming the field in err. */
int hand_request_parse(const cJSON *obj, const char *default_rules, hand_request *req, char *err, size_t errlen);

/* Builds the response object for a parsed request. */
cJSON *hand_request_answer(const hand_request *req);

/* Writes one reading group as text ("123m", "55z"; "***" for a group of wildcards only). */
void hand_group_text(const sp_group *g, char *buf, size_t size);

#endif
