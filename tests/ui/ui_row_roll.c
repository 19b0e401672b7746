/* ui_row_roll: the ranking's re-sort keeps its rows apart (issue 20 item 11, issue 26): for
 * every order of 2, 3 and 4 rows and every moment of the roll (t in 1/400 steps), no two
 * rows' visible rectangles intersect nor come closer than the gap between two lanes' bands,
 * a lane shows one row at a time and a row one lane (not the cut bottom of one row stacked on
 * the top of another, nor a row in two places), each row shows only inside a lane's band, and
 * the rows start in seat order and end in their places, whole. Pure (ui_rows_roll_pieces). */
#include <stdio.h>

#include "ui/row_roll.h"

static int failures;
#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "ui_row_roll: " __VA_ARGS__);                                                              \
            fputc('\n', stderr);                                                                                       \
            failures++;                                                                                                \
        }                                                                                                              \
    } while (0)

enum { STEPS = 400 };
static const float Y0 = 100, H = 58, PAD = 4;

/* The part of a piece's row the player sees: its band (the row less pad) where it is drawn,
 * inside what it is clipped to; false when none. */
static bool seen(const ui_roll_piece *p, float *top, float *bottom)
{
    *top = p->y + PAD, *bottom = p->y + H - PAD;
    if (p->clipped) {
        if (p->top > *top) *top = p->top;
        if (p->bottom < *bottom) *bottom = p->bottom;
    }
    return *bottom > *top;
}

/* One order: returns the checks that failed for it. */
static int check_order(int n, const int *place)
{
    int before = failures;
    for (int s = 0; s <= STEPS && failures - before < 3; s++) {
        float t = (float)s / STEPS;
        ui_roll_piece p[16];
        int k = ui_rows_roll_pieces(Y0, H, PAD, n, place, t, p);
        for (int i = 0; i < k; i++) {
            float ti, bi;
            if (!seen(&p[i], &ti, &bi)) continue;
            float lane = Y0 + H * (float)p[i].lane;
            CHECK(ti >= lane + PAD - 0.01f && bi <= lane + H - PAD + 0.01f, "t %.3f: row %d shows at %.1f..%.1f, outside lane %d's band",
                  t, p[i].row, ti, bi, p[i].lane);
            for (int j = 0; j < k; j++) {
                float tj, bj;
                if (j == i || p[j].row == p[i].row || !seen(&p[j], &tj, &bj)) continue;
                float gap = tj >= bi ? tj - bi : ti >= bj ? ti - bj : -1; /* -1: they intersect */
                CHECK(gap >= 2 * PAD - 0.01f, "t %.3f: rows %d (%.1f..%.1f) and %d (%.1f..%.1f) %s", t, p[i].row, ti, bi,
                      p[j].row, tj, bj, gap < 0 ? "overlap" : "touch, without the lanes' gap between them");
            }
        }
        /* one row a lane, one place a row */
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++) {
                CHECK(p[i].lane != p[j].lane, "t %.3f: lane %d shows rows %d and %d at once", t, p[i].lane, p[i].row, p[j].row);
                CHECK(p[i].row != p[j].row, "t %.3f: row %d shows in lanes %d and %d at once", t, p[i].row, p[i].lane, p[j].lane);
            }
        if (s == 0 || s == STEPS) /* whole, in seat order before and in place after */
            for (int r = 0; r < n; r++) {
                int shown = 0;
                for (int i = 0; i < k; i++)
                    if (p[i].row == r) {
                        float tt, bb;
                        int want = s ? place[r] : r;
                        shown += seen(&p[i], &tt, &bb) && p[i].lane == want && p[i].y == Y0 + H * (float)want;
                    }
                CHECK(shown == 1, "t %d: row %d is not whole in its lane", s ? 1 : 0, r);
            }
    }
    return failures - before;
}

/* Every permutation of n rows (Heap's algorithm), checked. */
static void every_order(int n)
{
    int place[4], c[4] = {0}, orders = 0, bad = 0;
    for (int i = 0; i < n; i++) place[i] = i;
    bad += check_order(n, place) > 0, orders++;
    for (int i = 1; i < n;) {
        if (c[i] < i) {
            int j = i % 2 ? c[i] : 0, x = place[j];
            place[j] = place[i], place[i] = x;
            bad += check_order(n, place) > 0, orders++;
            c[i]++, i = 1;
        } else {
            c[i++] = 0;
        }
    }
    printf("ui_row_roll: %d rows: %d orders, %d steps each, %d failing\n", n, orders, STEPS + 1, bad);
}

int main(void)
{
    for (int n = 2; n <= 4; n++) every_order(n);
    if (failures) fprintf(stderr, "ui_row_roll: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
