#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The limits that bound reading one untrusted input: a byte cap and an overall deadline.
///
/// Every reader of untrusted bytes (feed downloads, `have import`, key files) counts what it reads
/// against one of these, so a source that streams forever, inflates without end or trickles one byte
/// at a time fails fast with one clear ``InputLimitError`` instead of exhausting memory or hanging.
public struct InputBudget: Sendable {
    /// What the input is called in messages (`feed index`, `standard input`).
    public var name: String
    /// The most bytes accepted in total.
    public var maxBytes: Int
    /// Seconds from the first read to the last; `nil` for no deadline.
    public var deadline: Double?

    private var received = 0
    private var started: Double?

    /// - Parameters:
    ///   - maxBytes: clamped to `0...`.
    ///   - deadline: seconds for the whole input, `nil` for none.
    public init(name: String, maxBytes: Int, deadline: Double? = nil) {
        self.name = name
        self.maxBytes = max(0, maxBytes)
        self.deadline = deadline
    }

    /// The bytes counted so far.
    public var count: Int { received }

    /// Counts `bytes` more.
    ///
    /// - Throws: ``InputLimitError/tooLarge(name:limit:)`` past `maxBytes`,
    ///   ``InputLimitError/deadlineExceeded(name:seconds:)`` past the deadline.
    public mutating func consume(_ bytes: Int) throws(InputLimitError) {
        try checkDeadline()
        let (sum, overflow) = received.addingReportingOverflow(max(0, bytes))
        guard !overflow, sum <= maxBytes else { throw .tooLarge(name: name, limit: maxBytes) }
        received = sum
    }

    /// Throws when the deadline has passed (starting the clock on the first call).
    public mutating func checkDeadline() throws(InputLimitError) {
        let now = Self.now()
        if started == nil { started = now }
        if let deadline, let started, now - started > deadline {
            throw .deadlineExceeded(name: name, seconds: Int(deadline.rounded(.up)))
        }
    }

    /// Seconds left before the deadline (`nil` without one), starting the clock if needed.
    public mutating func remaining() -> Double? {
        let now = Self.now()
        if started == nil { started = now }
        guard let deadline, let started else { return nil }
        return max(0, deadline - (now - started))
    }

    /// Checks a size the input announces about itself (a `Content-Length`, a manifest's size) before
    /// anything is allocated for it.
    ///
    /// - Throws: ``InputLimitError/impossibleSize(name:size:)`` for a negative size,
    ///   ``InputLimitError/tooLarge(name:limit:)`` for one beyond `maxBytes`.
    public func validateAnnounced(_ size: Int) throws(InputLimitError) {
        guard size >= 0 else { throw .impossibleSize(name: name, size: "\(size)") }
        guard size <= maxBytes else { throw .tooLarge(name: name, limit: maxBytes) }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
