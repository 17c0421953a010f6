/// Untrusted input that went past one of its limits. Each case reads as one line.
public enum InputLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// More than `limit` bytes in total.
    case tooLarge(name: String, limit: Int)
    /// A line longer than `limit` bytes (line numbers count from 1).
    case lineTooLong(name: String, line: Int, limit: Int)
    /// Not complete within the overall deadline.
    case deadlineExceeded(name: String, seconds: Int)
    /// A size that cannot be right (negative, or beyond the cap), announced by the input itself.
    case impossibleSize(name: String, size: String)

    /// One line naming the input and the limit it went past ("feed.json is larger than the 64 MiB limit").
    public var description: String {
        switch self {
        case let .tooLarge(name, limit): "\(name) is larger than the \(ByteCount.text(limit)) limit"
        case let .lineTooLong(name, line, limit): "line \(line) of \(name) is longer than the \(ByteCount.text(limit)) limit"
        case let .deadlineExceeded(name, seconds): "\(name) did not arrive within \(seconds) s"
        case let .impossibleSize(name, size): "\(name) announces an impossible size (\(size))"
        }
    }
}

/// Byte counts as people read them.
public enum ByteCount {
    /// `512 bytes`, `4 KiB`, `64 MiB`, `1 GiB` (whole units, rounded down).
    public static func text(_ bytes: Int) -> String {
        switch bytes {
        case ..<1024: "\(bytes) bytes"
        case ..<(1 << 20): "\(bytes >> 10) KiB"
        case ..<(1 << 30): "\(bytes >> 20) MiB"
        default: "\(bytes >> 30) GiB"
        }
    }
}
