/* layout.h: where things go on the table. Each seat has a frame: the table centre as origin,
 * local x to the seat's right and local y toward the seat, turned so that the view seat sits at
 * the bottom, the next seat (who plays after it) at the right, the opposite seat at the top and
 * the previous one at the left. Rivers, hands, melds and flowers are placed in local units and
 * turned to the screen, so every seat follows the same table manners. */
#ifndef UI_LAYOUT_H
#define UI_LAYOUT_H

#include <stdbool.h>

#include "core/game_view.h"
#include "ui/ui.h"

enum { UI_POS_BOTTOM, UI_POS_RIGHT, UI_POS_TOP, UI_POS_LEFT };

typedef struct {
    int rot;              /* quarter turns clockwise from the bottom seat's frame */
    float hand_y;         /* local y of the hand's face tops */
    float hand_h;         /* face height of the hand's tiles */
    float meld_h;         /* face height of melds, flowers */
} ui_seat_frame;

typedef struct {
    float cx, cy;         /* table centre, logical */
    float panel;          /* side of the centre panel */
    float river_h;        /* face height of river tiles */
    float river_y0;       /* local y of the first river row */
    int players, view_seat;
    int pos[SP_SEATS];    /* screen position of each seat */
    ui_seat_frame f[4];   /* by position */
    float plate_y[4];     /* a side seat's name plate raised above a row too long for the room
                           * under it (ui_draw_seats), by position; 0: where it usually goes */
    float left_row_bottom; /* how far down the screen the left seat's tiles reach (set as the
                            * seats are drawn; 0: none there) */
} ui_layout;

/* A tile placed on the screen: its image's top-left and its quarter turns. */
typedef struct {
    float x, y;
    int rot;
    float face_h;
} ui_placed;

void ui_layout_make(ui_layout *L, const ui_app *app, int players, int view_seat, int tile_size);
/* Local point of a seat's frame to the screen. */
void ui_layout_point(const ui_layout *L, int seat, float lx, float ly, float *sx, float *sy);
/* A tile whose face's top-left is at local (lx, ly), face_h high, upright or lying sideways
 * (turned toward the seat's left; its face then takes face_h of local width). */
ui_placed ui_layout_tile(const ui_layout *L, int seat, float lx, float ly, float face_h, bool sideways);
/* The i-th tile of a seat's river. */
ui_placed ui_layout_river(const ui_layout *L, int seat, int i);
/* Face width of a tile face_h high. */
static inline float ui_face_w(float face_h) { return face_h * 60.0f / 80.0f; }

#endif
