#ifndef LARDER_CSQLITEPROCESS_H
#define LARDER_CSQLITEPROCESS_H
#include <sqlite3.h>

/// Turns off SQLite's memory statistics for the whole process (`SQLITE_CONFIG_MEMSTATUS`, 0): each of
/// SQLite's allocations then no longer takes the memory mutex to update the counters (about 0.4 M
/// instructions a command). Only effective before SQLite is first initialized, that is before the first
/// connection opens; later it changes nothing and returns `SQLITE_MISUSE`. Returns an SQLite result code.
/// `sqlite3_config` is variadic, which Swift cannot call, so this lives in C.
int larder_sqlite_memory_statistics_off(void);

/// The block allocator's methods: blocks of up to 1,024 bytes come in sizes of 16 and are kept on a free
/// list per size when freed, for the next request of that size (SQLite's own small-block cache, lookaside,
/// is compiled out of Debian's SQLite, so each of its thousands of small allocations a command went to
/// malloc and free); larger blocks go to malloc. Thread-safe. Memory of small blocks is never returned to
/// the system, only reused. Exposed for tests.
const sqlite3_mem_methods *larder_sqlite_block_allocator(void);

/// Makes the block allocator SQLite's allocator for the whole process (`SQLITE_CONFIG_MALLOC`). Only
/// effective before SQLite is first initialized, like `larder_sqlite_memory_statistics_off`; returns an
/// SQLite result code.
int larder_sqlite_use_block_allocator(void);

/// Makes every page cache allocate its pages one by one as it needs them (`SQLITE_CONFIG_PAGECACHE` with no
/// buffer and no pages), instead of 20 pages up front, whose headers (at each page's end) it writes at once.
/// Every temporary table a statement opens has a cache of its own: a search opens about 25, and the pages
/// written up front cost about 400 page faults. Only effective before SQLite is first initialized; returns
/// an SQLite result code.
int larder_sqlite_pages_on_demand(void);

#endif
