/* tile.c: names and orderings of tile kinds. */
#include "core/tile.h"

const uint8_t sp_yaochu_kinds[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

char sp_suit_letter(sp_suit suit)
{
    static const char letters[] = "mpszf";
    return letters[suit];
}

int sp_kind_next(int kind)
{
    if (kind < 27) return kind % 9 == 8 ? kind - 8 : kind + 1;
    if (kind <= 30) return kind == 30 ? 27 : kind + 1;
    if (kind <= 33) return kind == 33 ? 31 : kind + 1;
    if (kind <= 37) return kind == 37 ? 34 : kind + 1;
    return kind == 41 ? 38 : kind + 1;
}

int sp_kind_prev(int kind)
{
    if (kind < 27) return kind % 9 == 0 ? kind + 8 : kind - 1;
    if (kind <= 30) return kind == 27 ? 30 : kind - 1;
    if (kind <= 33) return kind == 31 ? 33 : kind - 1;
    if (kind <= 37) return kind == 34 ? 37 : kind - 1;
    return kind == 38 ? 41 : kind - 1;
}

void sp_kind_name(int kind, char buf[3])
{
    buf[0] = (char)('0' + sp_kind_number(kind));
    buf[1] = sp_suit_letter(sp_kind_suit(kind));
    buf[2] = 0;
}
