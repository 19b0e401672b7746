/* game_hooks.c: which table hooks play which scoring model's rulesets. */
#include <string.h>

#include "core/game.h"
#include "core/game_models.h"

static const sp_game_hooks generic_hooks = {.model = "generic"};

const sp_game_hooks *sp_game_hooks_find(const char *model)
{
    static const sp_game_hooks *const all[] = {&sp_game_hooks_mingjiang, &sp_game_hooks_hk_classic, &sp_game_hooks_hk_xigu,
                                              &sp_game_hooks_guizhou, &sp_game_hooks_wuhan};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (!strcmp(all[i]->model, model)) return all[i];
    return &generic_hooks;
}
