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

    init(choice: ColorChoice, stream: Stream, environment: [String: String] = ProcessInfo.processInfo.environment) {
        switch choice {
        case .always: colored = true
        case .never: colored = false
        case .auto:
            let fd = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            colored = isatty(fd) == 1 && !noColor && environment["TERM"] != "dumb"
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
