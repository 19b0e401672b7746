/* ui_win_timeline.c: the result animation's timeline (ui/win_timeline.h) on its own - stages in
 * order, items inside their stage, a skip after the first second lands on the final state and
 * none before it, the fastest speed is the final state at once, slower speeds take longer;
 * 贵州's chickens fly after the total and before the chips, and the chips go in groups (one a
 * payer) that land one after the other, far enough apart to hear each clink. */
#define UI_TEST_NAME "ui_win_timeline"
#include <stdio.h>

#include "ui/win_timeline.h"
#include "ui_input.h"

static void check_order(ui_win_kind kind, int tiles, int stamps, int chickens, int groups, int speed)
{
    ui_win_timeline t;
    ui_win_timeline_plan(&t, kind, &(ui_win_items){tiles, stamps, chickens, groups}, speed);
    const char *what = kind == UI_WIN_KIND_DRAW ? "draw" : kind == UI_WIN_KIND_FALSE_WIN ? "false win" : "win";
    for (int s = 0; s + 1 < UI_WS_COUNT; s++)
        CHECK(t.start[s] <= t.start[s + 1], "%s speed %d: stage %d starts at %d after stage %d at %d", what, speed, s,
              (int)t.start[s], s + 1, (int)t.start[s + 1]);
    /* walking the time, the stage never goes back and every stage that lasts is seen */
    int last = UI_WS_FLIP, seen = 0;
    for (int64_t ms = 0; ms <= ui_win_end(&t) + 50; ms += 5) {
        int s = ui_win_stage_at(&t, ms);
        CHECK(s >= last, "%s speed %d: at %lld ms stage %d after stage %d", what, speed, (long long)ms, s, last);
        seen |= 1 << s;
        last = s;
        for (int k = 0; k < UI_WS_DONE; k++) {
            float p = ui_win_stage_progress(&t, (ui_win_stage)k, ms);
            if (k < s) CHECK(p == 1, "%s: at %lld ms the earlier stage %d is at %.2f", what, (long long)ms, k, (double)p);
            if (k > s && t.start[k] > ms) CHECK(p == 0, "%s: at %lld ms the later stage %d is at %.2f", what, (long long)ms, k, (double)p);
        }
        /* items start one after the other and each stays within 0..1 */
        for (int i = 0; i + 1 < stamps; i++)
            CHECK(ui_win_item_progress(&t, UI_WS_STAMPS, i, ms) >= ui_win_item_progress(&t, UI_WS_STAMPS, i + 1, ms),
                  "%s: at %lld ms stamp %d is behind stamp %d", what, (long long)ms, i, i + 1);
        for (int i = 0; i + 1 < tiles; i++)
            CHECK(ui_win_item_progress(&t, UI_WS_FLIP, i, ms) >= ui_win_item_progress(&t, UI_WS_FLIP, i + 1, ms),
                  "%s: at %lld ms tile %d turns after tile %d", what, (long long)ms, i, i + 1);
        for (int i = 0; i + 1 < chickens; i++)
            CHECK(ui_win_item_progress(&t, UI_WS_CHICKENS, i, ms) >= ui_win_item_progress(&t, UI_WS_CHICKENS, i + 1, ms),
                  "%s: at %lld ms chicken %d flies after chicken %d", what, (long long)ms, i, i + 1);
    }
    /* the chickens fly once the total has landed, and before any chip */
    CHECK((t.start[UI_WS_PAY] > t.start[UI_WS_CHICKENS]) == (chickens > 0 && speed < 3), "%s speed %d: %d chickens fly for %d ms",
          what, speed, chickens, (int)(t.start[UI_WS_PAY] - t.start[UI_WS_CHICKENS]));
    CHECK(t.start[UI_WS_CHICKENS] >= t.start[UI_WS_TOTAL], "%s: the chickens fly before the total", what);
    /* each group of chips lands within PAY, after the one before it */
    CHECK((t.start[UI_WS_SETTLE] > t.start[UI_WS_PAY]) == (groups > 0 && speed < 3), "%s speed %d: %d groups of chips fly for %d ms",
          what, speed, groups, (int)(t.start[UI_WS_SETTLE] - t.start[UI_WS_PAY]));
    for (int i = 0; i < groups; i++) {
        int64_t land = ui_win_item_end(&t, UI_WS_PAY, i);
        CHECK(land >= t.start[UI_WS_PAY] && land <= t.start[UI_WS_SETTLE], "%s: chips %d land at %lld ms, outside the payment stage",
              what, i, (long long)land);
        CHECK(ui_win_item_progress(&t, UI_WS_PAY, i, land) == 1 && (land == 0 || ui_win_item_progress(&t, UI_WS_PAY, i, land - 1) < 1),
              "%s: chips %d have not just landed at %lld ms", what, i, (long long)land);
        if (i && speed < 3)
            CHECK(land - ui_win_item_end(&t, UI_WS_PAY, i - 1) >= 100, "%s speed %d: chips %d land %lld ms after the ones before", what,
                  speed, i, (long long)(land - ui_win_item_end(&t, UI_WS_PAY, i - 1)));
    }
    CHECK(last == UI_WS_DONE, "%s speed %d: the end is not DONE", what, speed);
    for (int s = 0; s < UI_WS_DONE; s++)
        if (t.start[s + 1] > t.start[s]) CHECK(seen >> s & 1, "%s speed %d: stage %d lasts but was never showing", what, speed, s);
    CHECK(ui_win_items_started(&t, UI_WS_STAMPS, ui_win_end(&t)) == stamps, "%s: not every stamp started by the end", what);
    CHECK(ui_win_items_started(&t, UI_WS_FLIP, ui_win_end(&t)) == tiles, "%s: not every tile turned by the end", what);
    CHECK(ui_win_items_started(&t, UI_WS_STAMPS, t.start[UI_WS_STAMPS] - 1) == 0 || stamps == 0, "%s: a stamp before its stage", what);
}

static void check_skip(void)
{
    ui_win_timeline t;
    ui_win_timeline_plan(&t, UI_WIN_KIND_WIN, &(ui_win_items){14, 6, 4, 3}, 1);
    int64_t end = ui_win_end(&t);
    CHECK(end > 2000, "the normal speed's animation lasts only %lld ms", (long long)end);
    for (int64_t ms = 0; ms < UI_WIN_SKIP_AFTER_MS; ms += 50) {
        CHECK(!ui_win_skippable(&t, ms), "a skip is taken at %lld ms, in the first second", (long long)ms);
        CHECK(ui_win_skip(&t, ms) == ms, "a skip at %lld ms moved the time", (long long)ms);
    }
    for (int64_t ms = UI_WIN_SKIP_AFTER_MS; ms < end; ms += 50) {
        CHECK(ui_win_skippable(&t, ms), "no skip at %lld ms", (long long)ms);
        int64_t to = ui_win_skip(&t, ms);
        CHECK(ui_win_stage_at(&t, to) == UI_WS_DONE, "a skip at %lld ms lands in stage %d", (long long)ms, ui_win_stage_at(&t, to));
        for (int i = 0; i < 6; i++)
            CHECK(ui_win_item_progress(&t, UI_WS_STAMPS, i, to) == 1, "after a skip stamp %d is not down", i);
        for (int s = 0; s < UI_WS_DONE; s++) CHECK(ui_win_stage_progress(&t, (ui_win_stage)s, to) == 1, "after a skip stage %d is not over", s);
    }
    CHECK(!ui_win_skippable(&t, end), "a skip is offered once everything shows");
}

static void check_speeds(void)
{
    int64_t prev = -1;
    for (int speed = 3; speed >= 0; speed--) {
        ui_win_timeline t;
        ui_win_timeline_plan(&t, UI_WIN_KIND_WIN, &(ui_win_items){14, 6, 4, 3}, speed);
        int64_t end = ui_win_end(&t);
        if (speed == 3) {
            CHECK(end == 0, "the instant speed still animates for %lld ms", (long long)end);
            CHECK(ui_win_stage_at(&t, 0) == UI_WS_DONE, "the instant speed does not show the final state at once");
            for (int s = 0; s < UI_WS_DONE; s++) CHECK(ui_win_stage_progress(&t, (ui_win_stage)s, 0) == 1, "instant: stage %d not over at 0 ms", s);
            for (int i = 0; i < 14; i++) CHECK(ui_win_item_progress(&t, UI_WS_FLIP, i, 0) == 1, "instant: tile %d still face down", i);
        } else {
            CHECK(end > prev, "speed %d lasts %lld ms, not longer than the faster one's %lld", speed, (long long)end, (long long)prev);
        }
        prev = end;
    }
}

int main(void)
{
    for (int speed = 0; speed < 4; speed++) {
        check_order(UI_WIN_KIND_WIN, 14, 7, 0, 3, speed);
        check_order(UI_WIN_KIND_WIN, 14, 2, 9, 5, speed); /* 贵州: chickens, chips both ways */
        check_order(UI_WIN_KIND_FALSE_WIN, 14, 3, 0, 1, speed);
        check_order(UI_WIN_KIND_DRAW, 40, 0, 0, 0, speed);
        check_order(UI_WIN_KIND_WIN, 1, 0, 0, 0, speed);
    }
    check_skip();
    check_speeds();
    if (failures) fprintf(stderr, "ui_win_timeline: %d failures\n", failures);
    else printf("ui_win_timeline: stages ordered, skips after 1 s land on the end, instant is the end\n");
    return failures != 0;
}
