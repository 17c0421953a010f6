/// Progress of an update, reported as it happens (the CLI prints these on stderr).
public enum UpdateEvent: Sendable, Hashable {
    /// Bytes of a file received so far, and its size when known.
    case downloading(name: String, received: Int, total: Int?)
    /// Signatures and digests of everything downloaded are being checked.
    case verifying
    /// Delta `index` (from 1) of `count` is being applied.
    case applying(name: String, index: Int, count: Int)
    /// The full catalog is being installed.
    case installing(name: String)
    /// The result is being checked against its content hash.
    case checking
}

/// Receives ``UpdateEvent``s; may be called from a download thread.
public typealias UpdateProgress = @Sendable (UpdateEvent) -> Void
