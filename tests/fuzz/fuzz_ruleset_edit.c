/* fuzz_ruleset_edit.c: libFuzzer target for the house-rules editor's widgets (table/ruleset_edit.h).
 * The input picks a shipped ruleset, then presses widgets: options stepped, pattern values
 * and prices stepped, patterns left out, the id and the names typed with any bytes. After each
 * press the editor checks the rules with the loader; whenever it says they can be saved, the
 * text it would save must load again to the ruleset it checked, and the sample hands are scored
 * under it (a crash or a sanitizer report is a finding). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "table/ruleset_edit.h"
#include "table/ruleset_edit_save.h"
#include "table/ruleset_file.h"
#include "table/ruleset_ids.h"
#include "table/ruleset_samples.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char ids[64][SP_ID_LEN];
    static int nids = -1;
    static sp_ruleset base, back;
    static sp_samples samples[64];
    if (nids < 0) {
        nids = sp_ruleset_ids(ids, 64); /* every ruleset file in the rules folders */
        char err[400];
        for (int i = 0; i < nids; i++) sp_samples_load(&samples[i], ids[i], err, sizeof err);
    }
    if (size < 1 || nids == 0) return 0;
    int which = data[0] % nids;
    char err[600];
    if (sp_ruleset_load(ids[which], &base, err, sizeof err)) return 0;
    sp_rules_edit e;
    if (sp_rules_edit_start(&e, &base, "fuzz-house")) return 0;
    size_t at = 1;
    while (at + 2 <= size) {
        int op = data[at] % 6, arg = data[at + 1], d = data[at] & 0x80 ? -1 : 1;
        at += 2;
        if (op == 0 && base.noptions) sp_rules_edit_step_option(&e, arg % base.noptions, d);
        else if (op == 1) sp_rules_edit_step_pattern(&e, arg % base.npatterns, d);
        else if (op == 2) sp_rules_edit_toggle_pattern(&e, arg % base.npatterns);
        else if (op == 5) { /* a price: parameter arg, its value the next byte picks, pressed 1-16 times */
            if (!base.nparams || at >= size) continue;
            int p = arg % base.nparams, n = base.params[p].nvalues, presses = 1 + (data[at] >> 4);
            for (int k = 0; k < presses && n > 0; k++) sp_rules_edit_step_param(&e, p, data[at] % n, d);
            at++;
        } else if (op >= 3) { /* the next arg % 48 bytes typed */
            char text[64];
            size_t n = (size_t)arg % 48;
            if (n > size - at) n = size - at;
            memcpy(text, data + at, n);
            text[n] = 0;
            at += n;
            if (op == 3) sp_rules_edit_set_id(&e, text);
            else sp_rules_edit_set_name(&e, arg % SP_NLANGS, text);
        }
        sp_rules_edit_check(&e);
        char problem[800];
        sp_rules_edit_save_problem(&e, problem, sizeof problem);
        if (problem[0]) continue;
        /* what Save would write loads, to what was checked */
        if (sp_ruleset_parse(e.text, "fuzz-house.rules", &back, err, sizeof err) || back.content_hash != e.checked->content_hash)
            abort();
    }
    if (e.ok)
        for (int i = 0; i < samples[which].n; i++) {
            sp_sample_answer a;
            sp_sample_score(e.checked, samples[which].s[i].request, &a);
        }
    sp_rules_edit_free(&e);
    return 0;
}
