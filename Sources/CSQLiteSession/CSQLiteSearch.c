#include "CSQLiteSearch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// MARK: larder_in(set, value)

/// One item of a set: its bytes (inside the set's copy of the argument) and their count.
typedef struct {
    const unsigned char *bytes;
    int length;
} LarderItem;

/// A set of texts read from one `set` argument: the items point into a copy of it, sorted for search by halves.
typedef struct {
    int count;
    LarderItem *items;
} LarderSet;

static int larderCompare(const unsigned char *a, int aLength, const unsigned char *b, int bLength) {
    int shared = aLength < bLength ? aLength : bLength;
    int order = shared > 0 ? memcmp(a, b, (size_t)shared) : 0;
    if (order != 0) return order;
    return aLength < bLength ? -1 : aLength > bLength ? 1 : 0;
}

static int larderCompareItems(const void *a, const void *b) {
    const LarderItem *x = a, *y = b;
    return larderCompare(x->bytes, x->length, y->bytes, y->length);
}

/// The set the text `value` holds, in one allocation (freed with `sqlite3_free`); NULL when out of memory.
///
/// - Complexity: O(n log n) for n items.
static LarderSet *larderMakeSet(sqlite3_value *value) {
    const unsigned char *text = sqlite3_value_text(value);
    int length = text ? sqlite3_value_bytes(value) : 0;
    int count = length > 0 ? 1 : 0;
    for (int index = 0; index < length; index++) {
        if (text[index] == LARDER_SET_SEPARATOR) count++;
    }
    sqlite3_uint64 bytes = sizeof(LarderSet) + (sqlite3_uint64)count * sizeof(LarderItem) + (sqlite3_uint64)length;
    LarderSet *set = sqlite3_malloc64(bytes);
    if (!set) return NULL;
    set->count = count;
    set->items = (LarderItem *)(set + 1);
    unsigned char *copy = (unsigned char *)(set->items + count);
    if (length > 0) memcpy(copy, text, (size_t)length);
    int item = 0, start = 0;
    for (int index = 0; index <= length && count > 0; index++) {
        if (index == length || copy[index] == LARDER_SET_SEPARATOR) {
            set->items[item].bytes = copy + start;
            set->items[item].length = index - start;
            item++;
            start = index + 1;
        }
    }
    if (count > 1) qsort(set->items, (size_t)count, sizeof(LarderItem), larderCompareItems);
    return set;
}

/// - Complexity: O(log n).
static int larderSetContains(const LarderSet *set, const unsigned char *value, int length) {
    int low = 0, high = set->count - 1;
    while (low <= high) {
        int middle = low + (high - low) / 2;
        int order = larderCompare(set->items[middle].bytes, set->items[middle].length, value, length);
        if (order == 0) return 1;
        if (order < 0) low = middle + 1; else high = middle - 1;
    }
    return 0;
}

static void larderIn(sqlite3_context *context, int argc, sqlite3_value **argv) {
    (void)argc;
    if (sqlite3_value_type(argv[1]) == SQLITE_NULL) {
        sqlite3_result_null(context);
        return;
    }
    // The set is parsed on the first row and kept with the argument (a bound parameter, so constant) for the rest.
    LarderSet *set = sqlite3_get_auxdata(context, 0);
    int made = 0;
    if (!set) {
        set = larderMakeSet(argv[0]);
        if (!set) {
            sqlite3_result_error_nomem(context);
            return;
        }
        made = 1;
    }
    const unsigned char *value = sqlite3_value_text(argv[1]);
    int found = value ? larderSetContains(set, value, sqlite3_value_bytes(argv[1])) : 0;
    // SQLite owns the set from here, and may free it at once.
    if (made) sqlite3_set_auxdata(context, 0, set, sqlite3_free);
    if (!value) {
        sqlite3_result_error_nomem(context);
        return;
    }
    sqlite3_result_int(context, found);
}

// MARK: larder_bm25(fts, phrases, tokens, weight…) and larder_docsize_tokens(sz)

/// What bm25 computes once a query: the average row length and each phrase's inverse document frequency.
typedef struct {
    int phrases;
    double averageTokens;
    double *inverseFrequency;
} LarderRankData;

static int larderCountRow(const Fts5ExtensionApi *api, Fts5Context *fts, void *counter) {
    (void)api;
    (void)fts;
    (*(sqlite3_int64 *)counter)++;
    return SQLITE_OK;
}

/// The query's rank data for its first `scored` phrases (all when negative), computed on its first row as SQLite's
/// bm25 computes it: IDF = ln((N - n + 0.5) / (n + 0.5)) for a phrase in n of the N rows, at least 1e-6.
static int larderRankData(const Fts5ExtensionApi *api, Fts5Context *fts, int scored, LarderRankData **out) {
    LarderRankData *data = api->xGetAuxdata(fts, 0);
    if (data) {
        *out = data;
        return SQLITE_OK;
    }
    int phrases = scored < 0 ? api->xPhraseCount(fts) : scored;
    data = sqlite3_malloc64(sizeof(LarderRankData) + (sqlite3_uint64)phrases * sizeof(double));
    if (!data) return SQLITE_NOMEM;
    memset(data, 0, sizeof(LarderRankData) + (size_t)phrases * sizeof(double));
    data->phrases = phrases;
    data->inverseFrequency = (double *)(data + 1);
    sqlite3_int64 rows = 0, tokens = 0;
    int rc = api->xRowCount(fts, &rows);
    if (rc == SQLITE_OK) rc = api->xColumnTotalSize(fts, -1, &tokens);
    if (rc == SQLITE_OK) data->averageTokens = (double)tokens / (double)rows;
    for (int phrase = 0; rc == SQLITE_OK && phrase < phrases; phrase++) {
        sqlite3_int64 hits = 0;
        rc = api->xQueryPhrase(fts, phrase, &hits, larderCountRow);
        if (rc == SQLITE_OK) {
            double idf = log((rows - hits + 0.5) / (hits + 0.5));
            data->inverseFrequency[phrase] = idf <= 0.0 ? 1e-6 : idf;
        }
    }
    if (rc != SQLITE_OK) {
        sqlite3_free(data);
        return rc;
    }
    // On failure xSetAuxdata frees the data itself.
    rc = api->xSetAuxdata(fts, data, sqlite3_free);
    *out = rc == SQLITE_OK ? data : NULL;
    return rc;
}

/// bm25 with k1 = 1.2 and b = 0.75 over the expression's first `phrases` phrases (the first argument; all of them when
/// it is NULL), each phrase instance counted with its column's weight (1.0 past the weights given), the row's length
/// in tokens from the second argument (read from the index when it is NULL).
static void larderBm25(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argc, sqlite3_value **argv) {
    const double k1 = 1.2;
    const double b = 0.75;
    if (argc < 2) {
        sqlite3_result_error(context, "larder_bm25 takes the phrases counted and the row's token count after the table", -1);
        return;
    }
    int scored = sqlite3_value_type(argv[0]) == SQLITE_NULL ? -1 : sqlite3_value_int(argv[0]);
    if (sqlite3_value_type(argv[0]) != SQLITE_NULL && (scored < 0 || scored > api->xPhraseCount(fts))) {
        sqlite3_result_error(context, "larder_bm25: more phrases counted than the expression has", -1);
        return;
    }
    argc -= 1;
    argv += 1;
    LarderRankData *data = NULL;
    int rc = larderRankData(api, fts, scored, &data);
    double length = 0.0;
    if (rc == SQLITE_OK) {
        if (sqlite3_value_type(argv[0]) == SQLITE_NULL) {
            int tokens = 0;
            rc = api->xColumnSize(fts, -1, &tokens);
            length = (double)tokens;
        } else {
            length = (double)sqlite3_value_int(argv[0]);
        }
    }
    // Each counted phrase's instances in the order bm25 adds them (by column, then offset), read from the phrase's own
    // positions: the row's instance array, which bm25 builds, would hold every phrase's.
    double score = 0.0;
    for (int phrase = 0; rc == SQLITE_OK && phrase < data->phrases; phrase++) {
        Fts5PhraseIter iterator;
        int column = -1, offset = 0;
        double frequency = 0.0;
        rc = api->xPhraseFirst(fts, phrase, &iterator, &column, &offset);
        while (rc == SQLITE_OK && column >= 0) {
            frequency += argc - 1 > column ? sqlite3_value_double(argv[1 + column]) : 1.0;
            api->xPhraseNext(fts, &iterator, &column, &offset);
        }
        score += data->inverseFrequency[phrase]
            * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / data->averageTokens)));
    }
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return;
    }
    sqlite3_result_double(context, -1.0 * score);
}

// MARK: larder_match(fts, program, columns)

/// A `larder_match` program read once a statement: the phrase count it was written for and its postfix steps, each a
/// phrase number (0 or more) or an operator: -k for "all of the last k", -(LARDER_MATCH_LIMIT + k) for "any of them".
typedef struct {
    int phrases;
    int count;
    int steps[LARDER_MATCH_LIMIT];
} LarderProgram;

/// A non-negative decimal number at `*at` (moved past it); -1 when none is there or it is too large.
static int larderNumber(const char **at) {
    const char *start = *at;
    long value = 0;
    while (**at >= '0' && **at <= '9') {
        value = value * 10 + (**at - '0');
        if (value > 1000000) return -1;
        (*at)++;
    }
    return *at == start ? -1 : (int)value;
}

/// The program `text` (its phrase count, a colon, then the tree in postfix order, tokens separated by spaces: a phrase's
/// number from 0, `&k` for all of the last k values, `|k` for any of them), checked to leave exactly one value; NULL
/// when malformed or out of memory.
static LarderProgram *larderParseProgram(const char *text) {
    if (!text) return NULL;
    LarderProgram *program = sqlite3_malloc64(sizeof(LarderProgram));
    if (!program) return NULL;
    const char *at = text;
    program->phrases = larderNumber(&at);
    program->count = 0;
    int depth = 0, ok = program->phrases >= 0 && *at == ':';
    if (ok) at++;
    while (ok && *at) {
        if (*at == ' ') {
            at++;
            continue;
        }
        int step;
        if (*at == '&' || *at == '|') {
            int any = *at == '|';
            at++;
            int operands = larderNumber(&at);
            ok = operands >= 1 && operands <= depth;
            depth -= operands - 1;
            step = any ? -(LARDER_MATCH_LIMIT + operands) : -operands;
        } else {
            step = larderNumber(&at);
            ok = step >= 0 && step < program->phrases;
            depth++;
        }
        ok = ok && program->count < LARDER_MATCH_LIMIT;
        if (ok) program->steps[program->count++] = step;
    }
    if (!ok || depth != 1) {
        sqlite3_free(program);
        return NULL;
    }
    return program;
}

/// The columns each phrase of the expression has instances in on the current row (bit c for column c), kept for the
/// row: a statement's several `larder_match` calls on one row (a tier each) read the row's instances once.
typedef struct {
    sqlite3_int64 rowid;
    int phrases;
    int filled;
    unsigned int columns[];
} LarderRowColumns;

static int larderRowColumns(const Fts5ExtensionApi *api, Fts5Context *fts, LarderRowColumns **out) {
    LarderRowColumns *row = api->xGetAuxdata(fts, 0);
    sqlite3_int64 rowid = api->xRowid(fts);
    if (row && row->filled && row->rowid == rowid) {
        *out = row;
        return SQLITE_OK;
    }
    if (!row) {
        int phrases = api->xPhraseCount(fts);
        row = sqlite3_malloc64(sizeof(LarderRowColumns) + (sqlite3_uint64)phrases * sizeof(unsigned int));
        if (!row) return SQLITE_NOMEM;
        row->phrases = phrases;
        row->filled = 0;
        // On failure xSetAuxdata frees the data itself.
        int rc = api->xSetAuxdata(fts, row, sqlite3_free);
        if (rc != SQLITE_OK) return rc;
    }
    row->filled = 0;
    for (int phrase = 0; phrase < row->phrases; phrase++) {
        Fts5PhraseIter iterator;
        int column = -1;
        unsigned int columns = 0;
        int rc = api->xPhraseFirstColumn(fts, phrase, &iterator, &column);
        if (rc != SQLITE_OK) return rc;
        while (column >= 0) {
            if (column < 32) columns |= 1u << column;
            api->xPhraseNextColumn(fts, &iterator, &column);
        }
        row->columns[phrase] = columns;
    }
    row->rowid = rowid;
    row->filled = 1;
    *out = row;
    return SQLITE_OK;
}

/// `larder_match(fts, program, columns)`: 1 when the row has, within the columns of the bit set `columns`, the
/// instances that the AND/OR tree `program` (see `larderParseProgram`) of the expression's phrases asks for, else 0.
static void larderMatch(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argc, sqlite3_value **argv) {
    if (argc != 2) {
        sqlite3_result_error(context, "larder_match takes a program and a column set after the table", -1);
        return;
    }
    // The program is read on the first row and kept with its argument (a bound parameter; argument 1 of the SQL
    // function, whose argument 0 is the table) for the rest.
    LarderProgram *program = sqlite3_get_auxdata(context, 1);
    int made = 0;
    if (!program) {
        program = larderParseProgram((const char *)sqlite3_value_text(argv[0]));
        if (!program) {
            sqlite3_result_error(context, "larder_match: a malformed program", -1);
            return;
        }
        made = 1;
    }
    int phrases = api->xPhraseCount(fts);
    int declared = program->phrases;
    LarderRowColumns *row = NULL;
    int rc = declared == phrases ? larderRowColumns(api, fts, &row) : SQLITE_OK;
    unsigned char stack[LARDER_MATCH_LIMIT];
    int depth = 0;
    unsigned int wanted = (unsigned int)sqlite3_value_int64(argv[1]);
    for (int index = 0; row && index < program->count; index++) {
        int step = program->steps[index];
        if (step >= 0) {
            stack[depth++] = (row->columns[step] & wanted) != 0;
            continue;
        }
        int any = step < -LARDER_MATCH_LIMIT;
        int operands = any ? -step - LARDER_MATCH_LIMIT : -step;
        int value = !any;
        for (int operand = 0; operand < operands; operand++) {
            int top = stack[--depth];
            value = any ? (value || top) : (value && top);
        }
        stack[depth++] = (unsigned char)value;
    }
    int result = row ? stack[0] : 0;
    // SQLite owns the program from here, and may free it at once.
    if (made) sqlite3_set_auxdata(context, 1, program, sqlite3_free);
    if (declared != phrases) {
        sqlite3_result_error(context, "larder_match: the program was written for another expression", -1);
    } else if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
    } else {
        sqlite3_result_int(context, result);
    }
}

/// One of SQLite's variable-length integers at `bytes[*offset]` (up to `length`), read as FTS5 writes the column sizes
/// of its `docsize` table: seven bits a byte, most significant first, the high bit set on every byte but the last.
/// Moves `*offset` past it; -1 when the blob ends inside it.
static sqlite3_int64 larderVarint(const unsigned char *bytes, int length, int *offset) {
    sqlite3_uint64 value = 0;
    for (int read = 0; read < 9; read++) {
        if (*offset >= length) return -1;
        unsigned char byte = bytes[(*offset)++];
        if (read == 8) return (sqlite3_int64)((value << 8) | byte);
        value = (value << 7) | (byte & 0x7f);
        if ((byte & 0x80) == 0) return (sqlite3_int64)value;
    }
    return -1;
}

/// `larder_docsize_tokens(sz)`: the sum of the column sizes an FTS5 `docsize` row's `sz` holds; NULL for NULL, an
/// error for a blob that ends inside a number.
static void larderDocsizeTokens(sqlite3_context *context, int argc, sqlite3_value **argv) {
    (void)argc;
    if (sqlite3_value_type(argv[0]) == SQLITE_NULL) {
        sqlite3_result_null(context);
        return;
    }
    const unsigned char *bytes = sqlite3_value_blob(argv[0]);
    int length = sqlite3_value_bytes(argv[0]);
    sqlite3_int64 total = 0;
    int offset = 0;
    while (offset < length) {
        sqlite3_int64 size = larderVarint(bytes, length, &offset);
        if (size < 0) {
            sqlite3_result_error(context, "larder_docsize_tokens: a damaged docsize row", -1);
            return;
        }
        total += size;
    }
    sqlite3_result_int64(context, total);
}

/// The connection's FTS5 API (NULL when FTS5 is missing).
static fts5_api *larderFTS5(sqlite3 *db) {
    fts5_api *api = NULL;
    sqlite3_stmt *statement = NULL;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, NULL) != SQLITE_OK) return NULL;
    sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", NULL);
    sqlite3_step(statement);
    sqlite3_finalize(statement);
    return api;
}

int larder_sqlite_search_functions(sqlite3 *db) {
    int rc = sqlite3_create_function_v2(
        db, "larder_in", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, larderIn, NULL, NULL, NULL);
    if (rc != SQLITE_OK) return rc;
    rc = sqlite3_create_function_v2(db, "larder_docsize_tokens", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL,
        larderDocsizeTokens, NULL, NULL, NULL);
    if (rc != SQLITE_OK) return rc;
    fts5_api *fts = larderFTS5(db);
    if (!fts || fts->iVersion < 2) return SQLITE_ERROR;
    rc = fts->xCreateFunction(fts, "larder_bm25", NULL, larderBm25, NULL);
    if (rc != SQLITE_OK) return rc;
    return fts->xCreateFunction(fts, "larder_match", NULL, larderMatch, NULL);
}
