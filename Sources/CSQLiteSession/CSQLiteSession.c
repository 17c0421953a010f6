#include "CSQLiteSession.h"
