import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Styling for one output stream: colour only on a terminal, never with `NO_COLOR`, unless forced.
struct Terminal {
    enum Stream { case standardOutput, standardError }

    let colored: Bool

    /// Reads `NO_COLOR` and `TERM` with `getenv`, and only for `auto` on a terminal: building
    /// `ProcessInfo.processInfo.environment` costs about 0.35 M instructions a call, and a listing asks
    /// for its terminal once a line.
    init(choice: ColorChoice, stream: Stream) {
        switch choice {
        case .always: colored = true
        case .never: colored = false
        case .auto:
            let fd = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
            guard isatty(fd) == 1 else {
                colored = false
                return
            }
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            colored = !noColor && getenv("TERM").map { String(cString: $0) } != "dumb"
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func accent(_ text: String) -> String { wrap(text, "36") }
    func warning(_ text: String) -> String { wrap(text, "33") }
    func good(_ text: String) -> String { wrap(text, "32") }

    private func wrap(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
