#ifndef LARDER_CSQLITEPROCESS_H
#define LARDER_CSQLITEPROCESS_H
#include <sqlite3.h>

/// Turns off SQLite's memory statistics for the whole process (`SQLITE_CONFIG_MEMSTATUS`, 0): each of
/// SQLite's allocations then no longer takes the memory mutex to update the counters (about 0.4 M
/// instructions a command). Only effective before SQLite is first initialized, that is before the first
/// connection opens; later it changes nothing and returns `SQLITE_MISUSE`. Returns an SQLite result code.
/// `sqlite3_config` is variadic, which Swift cannot call, so this lives in C.
int larder_sqlite_memory_statistics_off(void);

#endif
