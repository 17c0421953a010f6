#ifndef LARDER_CSQLITESEARCH_H
#define LARDER_CSQLITESEARCH_H
#include <sqlite3.h>

/// The separator of the items of a set given to `larder_in` (an id never holds it).
#define LARDER_SET_SEPARATOR '\x01'

/// The most phrases an expression read by `larder_match` may have, and the most operands of its program.
#define LARDER_MATCH_LIMIT 256

/// Registers on `db` the functions a catalog's search statements call, each written in C because the SQL it
/// replaces cost a search more than the rest of its ranking:
///
/// - `larder_in(set, value)`: 1 when the text `value` is one of the items of the text `set` (items separated
///   by `LARDER_SET_SEPARATOR`), else 0; NULL when `value` is NULL, as `IN` gives. The set is read once a
///   statement (SQLite keeps it with the bound argument) and then searched by halves, where
///   `value IN (SELECT value FROM json_each(?))` parsed JSON, filled a temporary index and probed it a row.
/// - `larder_bm25(fts, phrases, tokens, weight…)`: an FTS5 auxiliary function, SQLite's `bm25(fts, weight…)` to
///   the bit, with the row's total token count given as `tokens` (stored beside the index) instead of read from
///   the index's `docsize` table by a lookup of its own for every match (NULL: read it). With `phrases` not
///   NULL, only the expression's first `phrases` phrases count: `(E) OR (F)`, where F matches no row E does not,
///   then scores as `bm25` scores E alone.
/// - `larder_match(fts, program, columns)`: an FTS5 auxiliary function, 1 when the row matches an AND/OR tree of
///   the expression's phrases within the columns of the bit set `columns` (bit c for column c), as a statement
///   of its own matching `{columns} : (tree)` would find it, else 0. `program` is the expression's phrase count,
///   a colon and the tree in postfix order: phrase numbers (from 0), `&k` and `|k` joining the last k values
///   (`"3:0 1 |2 2 &2"` for `("a"* OR "b") AND "c"`); an error when it was written for another phrase count.
/// - `larder_docsize_tokens(sz)`: the row's total token count (what `larder_bm25` needs), the sum of the column
///   sizes of a row of the index's `docsize` table (`sz`, SQLite variable-length integers).
///
/// Registering again replaces the functions. Returns an SQLite result code.
int larder_sqlite_search_functions(sqlite3 *db);

#endif
