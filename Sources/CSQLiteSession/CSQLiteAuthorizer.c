#include "CSQLiteAuthorizer.h"

static int larder_allow(void *context, int action, const char *a, const char *b, const char *c, const char *d) {
    (void)context; (void)action; (void)a; (void)b; (void)c; (void)d;
    return SQLITE_OK;
}

int larder_sqlite_allow_everything(sqlite3 *db) {
    return sqlite3_set_authorizer(db, larder_allow, 0);
}
