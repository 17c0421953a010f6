#ifndef LARDER_CSQLITECHECKPOINT_H
#define LARDER_CSQLITECHECKPOINT_H
#include <sqlite3.h>

/// Whether closing `db` checkpoints its write-ahead log (and, as the last connection, deletes it): 1 yes
/// (SQLite's default), 0 no. Returns an SQLite result code. `sqlite3_db_config` is variadic, which Swift
/// cannot call, so this lives in C.
int larder_sqlite_checkpoint_on_close(sqlite3 *db, int enabled);

#endif
