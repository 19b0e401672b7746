/* ai_settings.h: the `ai` section of a ruleset file - the numbers of the computer players'
 * record (tuning.h) that a ruleset sets instead of its model's, so that a house file can tune
 * how its computer players play without other rules (rules/README.md, "Computer players").
 * The loader (table/ruleset_file.c) checks each setting here, then has the record made once. */
#ifndef SP_AI_SETTINGS_H
#define SP_AI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/ruleset.h"

/* Whether `name` is a setting and `value` fits it (is_bool: the file wrote true or false);
 * 0, or -1 with the reason in err. */
int sp_ai_setting_check(const char *name, bool is_bool, double value, char *err, size_t errlen);

/* Makes the record rs plays with: its model's with rs->ai applied (rs->ai_data, ai_prepared).
 * With no settings, nothing: the model's record is used as it is. */
void sp_ai_settings_prepare(sp_ruleset *rs);

/* The settings, in the record's order: the name of the i-th (NULL past the last), whether it is
 * true/false, and the value rs plays with (its own setting, else its model's). */
const char *sp_ai_setting_name(int i);
int sp_ai_setting_index(const char *name); /* -1: no such setting */
bool sp_ai_setting_is_bool(int i);
void sp_ai_setting_range(int i, double *min, double *max); /* what the loader accepts */
double sp_ai_setting_value(const sp_ruleset *rs, int i);

#endif
