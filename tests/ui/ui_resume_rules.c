/* ui_resume_rules: a saved match whose ruleset's rules changed since it was saved (issue 27,
 * item 3), headless. Resuming it asks first, naming the fields that changed: Saved rules plays
 * on with the rules the save keeps (and says which fields), New rules with the file's new ones
 * (the changed value in play), Cancel resumes nothing; new rules under which the saved moves
 * are not legal are refused with a notice, and nothing is resumed. A save whose rules did not
 * change resumes at once, as before. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_resume_rules"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/app.h"
#include "ui/match.h"
#include "ui/screens.h"

#include "ui_input.h"

/* screen_confirm.c's zone ids */
enum { CANCEL = 0, SAVED_RULES = 1, NEW_RULES = 2 };

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    static char text[1 << 18];
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f) fclose(f);
    text[n] = 0;
    return text;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL, "cannot write %s", path);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* The shipped text with `from` replaced by `to` (once). */
static void write_changed(const char *path, const char *shipped, const char *from, const char *to)
{
    const char *at = strstr(shipped, from);
    CHECK(at != NULL, "'%s' is not in the shipped ruleset", from);
    if (!at) return;
    static char out[1 << 18];
    snprintf(out, sizeof out, "%.*s%s%s", (int)(at - shipped), shipped, to, at + strlen(from));
    write_text(path, out);
}

static const ui_screen *top(const ui_app *app) { return app->depth ? app->stack[app->depth - 1].screen : NULL; }

static int menqianqing_value(const ui_app *app)
{
    const sp_ruleset *rs = app->match->rules;
    return rs->patterns[sp_ruleset_pattern(rs, "menqianqing")].value;
}

/* Resumes the save from the title, expects the question, answers with the button `answer`. */
static void resume_and_answer(ui_app *app, const char *save, int answer, const char *what)
{
    char err[600];
    ui_match_free(app->match);
    app->match = NULL;
    app->message[0] = 0;
    ui_show(app, &ui_screen_title);
    frame(app);
    CHECK(ui_resume_match(app, save, err, sizeof err) == 0, "%s: %s", what, err);
    CHECK(top(app) == &ui_screen_confirm, "%s: no question before resuming (top screen %s)", what,
          top(app) ? top(app)->name : "none");
    CHECK(app->match == NULL, "%s: resumed before the player chose the rules", what);
    CHECK(click_zone(app, answer), "%s: the question has no button %d", what, answer);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char tmpl[] = "/tmp/sparrow-ui-resume-rules-XXXXXX";
    char *root = mkdtemp(tmpl);
    if (!root) return 2;
    char rules_dir[600], rules[700], save[700], xdg[600], err[600];
    snprintf(rules_dir, sizeof rules_dir, "%s/rules", root);
    snprintf(rules, sizeof rules, "%s/mingjiang.rules", rules_dir);
    snprintf(save, sizeof save, "%s/match.json", root);
    snprintf(xdg, sizeof xdg, "%s/xdg", root);
    mkdir(rules_dir, 0755);
    static char shipped[1 << 18];
    snprintf(shipped, sizeof shipped, "%s", read_text(SPARROW_SOURCE_DATA_DIR "/rules/mingjiang.rules"));
    CHECK(shipped[0], "no shipped mingjiang.rules");
    write_text(rules, shipped);
    setenv("SPARROW_RULES_DIR", rules_dir, 1);
    setenv("XDG_DATA_HOME", xdg, 1);

    char *args[] = {"ui_resume_rules", "--windowed", "1280x720", "--lang", "en"};
    app_args a;
    static ui_app app;
    CHECK(app_args_parse(&a, 5, args, err, sizeof err) == 0, "%s", err);
    CHECK(app_open(&app, &a, err, sizeof err) == 0, "%s", err);
    app.save_settings = NULL;
    CHECK(app_start_match(&app, "mingjiang", 3, true, err, sizeof err) == 0, "%s", err);
    ui_match_fast_forward(app.match, 12);
    CHECK(ui_match_save(app.match, save, err, sizeof err) == 0, "%s", err);

    /* the rules unchanged: resumed at once */
    ui_match_free(app.match);
    app.match = NULL;
    CHECK(ui_resume_match(&app, save, err, sizeof err) == 0 && app.match && top(&app) == &ui_screen_table,
          "an unchanged save did not resume at once: %s", err);

    /* a value changed (menqianqing 1 -> 2): the question names the field */
    write_changed(rules, shipped, "id = \"menqianqing\"; value = 1;", "id = \"menqianqing\"; value = 2;");
    resume_and_answer(&app, save, NEW_RULES, "new rules");
    CHECK(app.match && top(&app) == &ui_screen_table, "New rules did not resume the match: %s", app.message);
    CHECK(app.match && menqianqing_value(&app) == 2, "New rules: menqianqing is worth %d", app.match ? menqianqing_value(&app) : -1);

    resume_and_answer(&app, save, SAVED_RULES, "saved rules");
    CHECK(app.match && top(&app) == &ui_screen_table, "Saved rules did not resume the match: %s", app.message);
    CHECK(app.match && menqianqing_value(&app) == 1, "Saved rules: menqianqing is worth %d", app.match ? menqianqing_value(&app) : -1);
    CHECK(strstr(app.message, "patterns[menqianqing].value") != NULL, "Saved rules: the notice does not name the field: %s",
          app.message);

    resume_and_answer(&app, save, CANCEL, "cancel");
    CHECK(app.match == NULL && top(&app) == &ui_screen_title, "Cancel resumed something (top %s)", top(&app) ? top(&app)->name : "none");

    /* rules the saved moves do not fit (no honour tiles: another wall): refused, nothing resumed */
    write_changed(rules, shipped, "honors = true;", "honors = false;");
    resume_and_answer(&app, save, NEW_RULES, "unfit new rules");
    CHECK(app.match == NULL, "new rules that do not fit the saved moves resumed the match");
    CHECK(strstr(app.message, "do not fit the new rules") != NULL, "no notice for unfit new rules: '%s'", app.message);

    ui_match_free(app.match);
    app.match = NULL;
    app_close(&app);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "ui_resume_rules: could not remove %s\n", root);
    if (failures) fprintf(stderr, "ui_resume_rules: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
