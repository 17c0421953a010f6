#ifndef LARDER_CSQLITESEARCH_H
#define LARDER_CSQLITESEARCH_H
#include <sqlite3.h>

/// The separator of the items of a set given to `larder_in` (an id never holds it).
#define LARDER_SET_SEPARATOR '\x01'

/// Registers on `db` the functions a catalog's search statements call, each written in C because the SQL it
/// replaces cost a search more than the rest of its ranking:
///
/// - `larder_in(set, value)`: 1 when the text `value` is one of the items of the text `set` (items separated
///   by `LARDER_SET_SEPARATOR`), else 0; NULL when `value` is NULL, as `IN` gives. The set is read once a
///   statement (SQLite keeps it with the bound argument) and then searched by halves, where
///   `value IN (SELECT value FROM json_each(?))` parsed JSON, filled a temporary index and probed it a row.
/// - `larder_bm25(fts, tokens, weight…)`: an FTS5 auxiliary function, SQLite's `bm25(fts, weight…)` to the
///   bit, with the row's total token count given as `tokens` (stored beside the index) instead of read from
///   the index's `docsize` table by a lookup of its own for every match.
/// - `larder_docsize_tokens(sz)`: the row's total token count (what `larder_bm25` needs), the sum of the column
///   sizes of a row of the index's `docsize` table (`sz`, SQLite variable-length integers).
///
/// Registering again replaces the functions. Returns an SQLite result code.
int larder_sqlite_search_functions(sqlite3 *db);

#endif
