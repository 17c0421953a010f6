#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads untrusted text line by line, streaming, within an ``InputBudget`` and a per-line cap.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (so a file with Windows or classic Mac line endings reads
/// as lines, not as one line); the terminator is not part of the line, and a last line without one
/// still counts. Memory stays within one read chunk plus the longest accepted line, whatever the
/// input's size.
///
/// ```swift
/// var reader = LineReader(fileDescriptor: STDIN_FILENO, budget: InputBudget(name: "standard input", maxBytes: 1 << 20))
/// while let line = try reader.nextString() { … }
/// ```
public struct LineReader {
    private enum Source {
        case descriptor(Int32)
        case memory([UInt8])
    }

    private var source: Source
    private var budget: InputBudget
    /// The longest line accepted, in bytes.
    public let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    private var skipLineFeed = false
    /// Lines returned so far.
    public private(set) var lineNumber = 0

    /// How many bytes one read asks for.
    static let chunkSize = 64 * 1024

    /// Reads from an open file descriptor (which the caller keeps and closes).
    public init(fileDescriptor: Int32, budget: InputBudget, maxLineBytes: Int = 64 * 1024) {
        source = .descriptor(fileDescriptor)
        self.budget = budget
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// Reads from bytes in memory (still counted against `budget`).
    public init(bytes: [UInt8], budget: InputBudget, maxLineBytes: Int = 64 * 1024) {
        source = .memory(bytes)
        self.budget = budget
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The next line's bytes, or `nil` at the end of the input.
    ///
    /// - Throws: ``InputLimitError/lineTooLong(name:line:limit:)``, ``InputLimitError/tooLarge(name:limit:)``,
    ///   ``InputLimitError/deadlineExceeded(name:seconds:)``, or ``FileSystemError`` when reading fails.
    /// - Complexity: O(n) in the line's length.
    public mutating func next() throws -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            if position == buffer.count {
                if try ended || !fill() {
                    ended = true
                    if line.isEmpty && !hasPartialLine { return nil }
                    hasPartialLine = false
                    lineNumber += 1
                    return line
                }
            }
            while position < buffer.count {
                let byte = buffer[position]
                position += 1
                if skipLineFeed {
                    skipLineFeed = false
                    if byte == 0x0A { continue }
                }
                if byte == 0x0A || byte == 0x0D {
                    skipLineFeed = byte == 0x0D
                    hasPartialLine = false
                    lineNumber += 1
                    return line
                }
                guard line.count < maxLineBytes else {
                    throw InputLimitError.lineTooLong(name: budget.name, line: lineNumber + 1, limit: maxLineBytes)
                }
                line.append(byte)
                hasPartialLine = true
            }
        }
    }

    /// Whether bytes of an unterminated line were read (so an empty last line is not invented).
    private var hasPartialLine = false

    /// The next line as text (invalid UTF-8 becomes U+FFFD), or `nil` at the end.
    public mutating func nextString() throws -> String? {
        try next().map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads the next chunk into the buffer; `false` at the end of the input.
    private mutating func fill() throws -> Bool {
        buffer.removeAll(keepingCapacity: true)
        position = 0
        switch source {
        case .memory(let bytes):
            guard !bytes.isEmpty else { return false }
            let chunk = Array(bytes.prefix(Self.chunkSize))
            source = .memory(Array(bytes.dropFirst(chunk.count)))
            try budget.consume(chunk.count)
            buffer = chunk
            return true
        case .descriptor(let fd):
            if let remaining = budget.remaining() {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(remaining * 1000, Double(Int32.max))))
                if ready == 0 {
                    throw InputLimitError.deadlineExceeded(name: budget.name, seconds: Int((budget.deadline ?? 0).rounded(.up)))
                }
            }
            buffer = [UInt8](repeating: 0, count: Self.chunkSize)
            var count: Int
            repeat {
                count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            } while count < 0 && errno == EINTR
            guard count >= 0 else { throw FileSystemError("read", path: budget.name, code: errno) }
            buffer.removeSubrange(count...)
            guard count > 0 else { return false }
            try budget.consume(count)
            return true
        }
    }
}
