#include "CFixedDecimal.h"

#include <stdio.h>

int larder_format_fixed(double value, int digits, char *buffer, size_t size) {
    return snprintf(buffer, size, "%.*f", digits, value);
}
