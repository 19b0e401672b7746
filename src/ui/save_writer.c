/* save_writer.c: the save-writing thread (save_writer.h). */
#include "ui/save_writer.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

#include "table/replay.h"

struct ui_save_writer {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *cond;
    /* the save waiting to be written */
    bool pending;
    char path[1100];
    char *text;
    size_t len, tag;
    bool busy;               /* a save is being written */
    bool stop;
    size_t done_tag;
    char error[300];
};

static int writer_main(void *arg)
{
    ui_save_writer *w = arg;
    SDL_LockMutex(w->lock);
    for (;;) {
        while (!w->pending && !w->stop) SDL_CondWait(w->cond, w->lock);
        if (!w->pending) break;
        char path[1100], err[300] = "";
        snprintf(path, sizeof path, "%s", w->path);
        char *text = w->text;
        size_t len = w->len, tag = w->tag;
        w->pending = false;
        w->text = NULL;
        w->busy = true;
        SDL_UnlockMutex(w->lock);
        sp_write_file_atomic(path, text, len, err, sizeof err);
        free(text);
        SDL_LockMutex(w->lock);
        w->busy = false;
        w->done_tag = tag;
        if (err[0]) snprintf(w->error, sizeof w->error, "%s", err);
        SDL_CondBroadcast(w->cond);
    }
    SDL_UnlockMutex(w->lock);
    return 0;
}

ui_save_writer *ui_save_writer_open(void)
{
    ui_save_writer *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->lock = SDL_CreateMutex();
    w->cond = SDL_CreateCond();
    if (w->lock && w->cond) w->thread = SDL_CreateThread(writer_main, "sparrow-save", w);
    if (!w->thread) {
        if (w->lock) SDL_DestroyMutex(w->lock);
        if (w->cond) SDL_DestroyCond(w->cond);
        free(w);
        return NULL;
    }
    return w;
}

void ui_save_writer_put(ui_save_writer *w, const char *path, char *text, size_t len, size_t tag)
{
    SDL_LockMutex(w->lock);
    free(w->text); /* a newer save replaces the one still waiting */
    snprintf(w->path, sizeof w->path, "%s", path);
    w->text = text;
    w->len = len;
    w->tag = tag;
    w->pending = true;
    SDL_CondBroadcast(w->cond);
    SDL_UnlockMutex(w->lock);
}

size_t ui_save_writer_done(ui_save_writer *w, char *err, size_t errlen)
{
    SDL_LockMutex(w->lock);
    size_t tag = w->done_tag;
    if (err) {
        snprintf(err, errlen, "%s", w->error);
        w->error[0] = 0;
    }
    SDL_UnlockMutex(w->lock);
    return tag;
}

void ui_save_writer_flush(ui_save_writer *w)
{
    SDL_LockMutex(w->lock);
    while (w->pending || w->busy) SDL_CondWait(w->cond, w->lock);
    SDL_UnlockMutex(w->lock);
}

void ui_save_writer_close(ui_save_writer *w)
{
    if (!w) return;
    ui_save_writer_flush(w);
    SDL_LockMutex(w->lock);
    w->stop = true;
    SDL_CondBroadcast(w->cond);
    SDL_UnlockMutex(w->lock);
    SDL_WaitThread(w->thread, NULL);
    SDL_DestroyCond(w->cond);
    SDL_DestroyMutex(w->lock);
    free(w);
}
