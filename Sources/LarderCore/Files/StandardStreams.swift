import CStandardStreams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard descriptors: stdout as `print` writes it (through a buffer, so a failed write
/// shows only when the buffer is flushed), and descriptors 0–2 guarded so that no file the process opens
/// lands on one of them.
public enum StandardStreams {
    /// Whether descriptor 1 is open. When it is closed, the next file the process opens would take
    /// number 1 and receive everything printed.
    public static var outputIsOpen: Bool { isOpen(STDOUT_FILENO) }

    /// Opens `/dev/null` on standard input and standard error where they are closed, so that a file
    /// opened later cannot take their numbers (and a diagnostic cannot be written into it).
    public static func guardInputAndError() {
        for descriptor in [STDIN_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Flushes what `print` has buffered.
    ///
    /// - Throws: ``FileSystemError`` when any byte printed so far did not reach its destination (a full
    ///   disk, a closed descriptor): "cannot write the output: no space left on device".
    public static func flushOutput() throws(FileSystemError) {
        let code = larder_flush_standard_output()
        if code != 0 { throw FileSystemError("write", path: "the output", code: code) }
    }

    /// Writes `text` to standard error unbuffered, whole (progress lines that rewrite themselves, and
    /// diagnostics). A failed write is dropped: there is nowhere left to report it.
    public static func writeError(_ text: String) {
        var text = text
        _ = text.withUTF8 { Descriptor.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    private static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }
}
