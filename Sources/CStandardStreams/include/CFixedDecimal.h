#ifndef C_FIXED_DECIMAL_H
#define C_FIXED_DECIMAL_H

#include <stddef.h>

/// Writes `value` with `digits` digits after the point into `buffer` as `snprintf("%.*f")` does, and returns
/// what `snprintf` returns. `String(format:)` gives the same text, but its `CVarArg` packing costs Swift
/// runtime conformance scans (about 1 M instructions in `larder show`); a C call to the variadic
/// `snprintf` costs none.
int larder_format_fixed(double value, int digits, char *buffer, size_t size);

#endif
