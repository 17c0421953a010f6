#ifndef LARDER_CSQLITESESSION_H
#define LARDER_CSQLITESESSION_H
// The system libsqlite3 is compiled with the session extension; its header only
// declares the session API when these macros are defined.
#ifndef SQLITE_ENABLE_SESSION
#define SQLITE_ENABLE_SESSION 1
#endif
#ifndef SQLITE_ENABLE_PREUPDATE_HOOK
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#endif
#include <sqlite3.h>
#include "CSQLiteAuthorizer.h"
#include "CSQLiteCheckpoint.h"
#include "CSQLiteProcess.h"
#include "CSQLiteSearch.h"
#endif
