#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to an open file descriptor, the one loop every writer in Larder uses.
package enum Descriptor {
    /// Writes every byte of `bytes` to `descriptor`, resuming after short writes and interrupted calls.
    ///
    /// - Returns: the `errno` of the write that failed, or nil when every byte was written.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}
