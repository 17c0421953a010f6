#ifndef C_STANDARD_STREAMS_H
#define C_STANDARD_STREAMS_H

#include "CFixedDecimal.h"

/// Flushes the C `stdout` stream (the one Swift's `print` writes through) and returns 0 when every byte
/// written to it so far reached its destination, or an `errno` value when one did not (a full disk, a
/// closed descriptor). Swift 6 cannot name `stdout`, a mutable C global, so this lives in C.
int larder_flush_standard_output(void);

#endif
