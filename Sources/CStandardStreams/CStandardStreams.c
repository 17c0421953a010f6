#include "CStandardStreams.h"

#include <errno.h>
#include <stdio.h>

int larder_flush_standard_output(void) {
    errno = 0;
    if (fflush(stdout) != 0) {
        return errno != 0 ? errno : EIO;
    }
    // A write that failed earlier (the buffer filled mid-run) leaves only the stream's error flag.
    return ferror(stdout) ? EIO : 0;
}
