/* scenario_model_probe.h: values of a model's own table state for `expect` lines
 * ("mingjiang.passed", "guizhou.bean.S.0"): the one place the scenario driver reads past the public game API, for
 * checks the C scenarios made on that state before they became text. */
#ifndef SC_SCENARIO_MODEL_PROBE_H
#define SC_SCENARIO_MODEL_PROBE_H

#include <stddef.h>

#include "core/game.h"

/* Writes the value named `name` (a model's prefix, a dot, a field) into out. Returns 1 when
 * written, 0 when the name is no model's, -1 with err when it names a model the game is not. */
int sc_model_probe(const sp_game *g, const char *name, char *out, size_t n, char *err, size_t errlen);

/* The code (sp_event.a) of a model's own event named "model.name" ("guizhou.turned"), or -1. */
int sc_model_event_code(const char *name);

#endif
