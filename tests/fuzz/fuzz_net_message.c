/* fuzz_net_message.c: libFuzzer target for the LAN message decoder: any bytes are refused or
 * decoded; what decodes encodes again and decodes to the same text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/message.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sp_msg m;
    char err[256];
    if (sp_msg_decode(data, size, SP_NET_HOST_MAX, &m, err, sizeof err) == 0) {
        size_t len;
        char *text = sp_msg_encode(&m, &len);
        if (text) {
            sp_msg again;
            if (sp_msg_decode(text, len, SP_NET_HOST_MAX, &again, err, sizeof err) != 0) abort();
            char *text2 = sp_msg_encode(&again, NULL);
            if (!text2 || strcmp(text, text2)) abort();
            free(text2);
            sp_msg_free(&again);
            free(text);
        }
    }
    sp_msg_free(&m);
    return 0;
}
