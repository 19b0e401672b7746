/* sound_ids.c: see sound_ids.h. */
#include "ui/sound_ids.h"

#define SOUND_NAME_ENTRY(id, file, cls) file,
static const char *const names[SOUND_COUNT] = {SOUND_LIST(SOUND_NAME_ENTRY)};
#undef SOUND_NAME_ENTRY
#define SOUND_CLASS_ENTRY(id, file, cls) cls,
static const sound_class classes[SOUND_COUNT] = {SOUND_LIST(SOUND_CLASS_ENTRY)};
#undef SOUND_CLASS_ENTRY

const char *sound_file_name(sound_id id)
{
    return id >= 0 && id < SOUND_COUNT ? names[id] : "";
}

sound_class sound_class_of(sound_id id)
{
    return id >= 0 && id < SOUND_COUNT ? classes[id] : SOUND_CLASS_UI;
}
