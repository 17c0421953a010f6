import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a crash end with one line on stderr too (`larder: internal error: …`).
///
/// A Swift trap or a fault is a signal. The release build links the Swift runtime statically, and a
/// statically linked runtime has no backtracer: the process then dies of the signal with nothing on
/// stderr (exit 132 for a trap), which breaks the rule that every failure says what went wrong. The
/// handler writes one fixed line with `write(2)` (safe in a signal handler), puts back the handler
/// that was there before (the backtracer of a development build, or the default) and raises the
/// signal again, so the exit status and any backtrace are what they would have been.
enum CrashLine {
    /// The signals a crash arrives as.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// The handlers in place before ``install()``, indexed by signal number: written once by
    /// `install()` before any crash can happen, read only by the handler.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()

    /// Installs the handler for every crash signal (once, first thing in `main`).
    static func install() {
        let table = previous
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashed
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, table + Int(signal))
        }
    }

    /// The line for `signal`; a static string, so the handler neither allocates nor formats.
    static func line(for signal: Int32) -> StaticString {
        switch signal {
        case SIGSEGV: "larder: internal error: crashed (segmentation fault); please report it\n"
        case SIGBUS: "larder: internal error: crashed (bus error: a mapped file was cut short, or the disk is full); please report it\n"
        case SIGFPE: "larder: internal error: crashed (arithmetic fault); please report it\n"
        case SIGABRT: "larder: internal error: aborted; please report it\n"
        default: "larder: internal error: crashed (a failed check); please report it\n"
        }
    }
}

/// The crash handler: one line, the previous handler back, the signal again.
private func crashed(_ signal: Int32) {
    let text = CrashLine.line(for: signal)
    _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    var previous = CrashLine.previousHandler(for: signal)
    sigaction(signal, &previous, nil)
    raise(signal)
}

extension CrashLine {
    /// The handler that was in place for `signal` before ``install()``.
    fileprivate static func previousHandler(for signal: Int32) -> sigaction { previous[Int(signal)] }
}
