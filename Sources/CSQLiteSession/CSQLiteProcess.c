#include "CSQLiteProcess.h"
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int larder_sqlite_memory_statistics_off(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

// The block allocator. Every block starts with an 8-byte header holding its capacity (the bytes after the
// header), as SQLite's own allocator over malloc does. A request of at most `SMALL_LIMIT` bytes is rounded up
// to a multiple of 16 and served from that size's free list, or else cut from the current slab; a freed small
// block goes back on its list. Slabs are never returned: the memory kept is the most the process ever held
// at once in each size. Larger requests go to malloc. One spin lock guards the lists and the slab (SQLite
// calls the allocator from any thread, without a mutex of its own once memory statistics are off).
#define SMALL_LIMIT 1024
#define SMALL_STEP 16
#define SMALL_CLASSES (SMALL_LIMIT / SMALL_STEP)
#define SLAB_BYTES (64 * 1024)
#define HEADER 8

typedef struct FreeBlock { struct FreeBlock *next; } FreeBlock;

static FreeBlock *free_lists[SMALL_CLASSES];
static char *slab_next;
static char *slab_end;
static volatile int block_lock;

static void lock_blocks(void) {
    while (__atomic_exchange_n(&block_lock, 1, __ATOMIC_ACQUIRE)) {
        while (__atomic_load_n(&block_lock, __ATOMIC_RELAXED)) sched_yield();
    }
}

static void unlock_blocks(void) { __atomic_store_n(&block_lock, 0, __ATOMIC_RELEASE); }

static int block_roundup(int n) {
    if (n <= SMALL_LIMIT) return n <= 0 ? SMALL_STEP : (n + SMALL_STEP - 1) & ~(SMALL_STEP - 1);
    return (n + 7) & ~7;
}

static void *block_malloc(int n) {
    int capacity = block_roundup(n);
    char *block;
    if (capacity > SMALL_LIMIT) {
        block = malloc((size_t)capacity + HEADER);
        if (!block) return 0;
    } else {
        int index = capacity / SMALL_STEP - 1;
        lock_blocks();
        FreeBlock *reused = free_lists[index];
        if (reused) {
            free_lists[index] = reused->next;
            unlock_blocks();
            return reused;
        }
        if (slab_end - slab_next < capacity + HEADER) {
            char *slab = malloc(SLAB_BYTES);
            if (!slab) { unlock_blocks(); return 0; }
            slab_next = slab;
            slab_end = slab + SLAB_BYTES;
        }
        block = slab_next;
        slab_next += capacity + HEADER;
        unlock_blocks();
    }
    *(int64_t *)block = capacity;
    return block + HEADER;
}

static int block_size(void *p) { return p ? (int)*(int64_t *)((char *)p - HEADER) : 0; }

static void block_free(void *p) {
    if (!p) return;
    int capacity = block_size(p);
    if (capacity > SMALL_LIMIT) { free((char *)p - HEADER); return; }
    FreeBlock *freed = p;
    int index = capacity / SMALL_STEP - 1;
    lock_blocks();
    freed->next = free_lists[index];
    free_lists[index] = freed;
    unlock_blocks();
}

static void *block_realloc(void *p, int n) {
    int capacity = block_size(p);
    if (n <= capacity && (capacity <= SMALL_LIMIT || block_roundup(n) == capacity)) return p;
    void *moved = block_malloc(n);
    if (!moved) return 0;
    memcpy(moved, p, (size_t)(capacity < n ? capacity : n));
    block_free(p);
    return moved;
}

static int block_init(void *unused) { (void)unused; return SQLITE_OK; }
static void block_shutdown(void *unused) { (void)unused; }

static const sqlite3_mem_methods block_methods = {
    block_malloc, block_free, block_realloc, block_size, block_roundup, block_init, block_shutdown, 0,
};

const sqlite3_mem_methods *larder_sqlite_block_allocator(void) { return &block_methods; }

int larder_sqlite_use_block_allocator(void) {
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &block_methods);
}

int larder_sqlite_pages_on_demand(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
