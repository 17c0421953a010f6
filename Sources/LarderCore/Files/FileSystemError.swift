#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system operation that failed, as one line: what was attempted, on which path, and the
/// system's reason (`strerror`), never a `NSCocoaErrorDomain … UserInfo={…}` dump.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted ("create directory", "write", "open").
    public var operation: String
    /// The path it was attempted on.
    public var path: String
    /// The `errno` value reported by the system.
    public var code: Int32

    /// A reason of our own instead of the system's (`"it is a block device"`).
    public var detail: String?

    /// A failure of `operation` on `path` with `errno` value `code`; `detail`, when given, replaces the
    /// system's reason in the message.
    public init(_ operation: String, path: String, code: Int32, detail: String? = nil) {
        self.operation = operation
        self.path = path
        self.code = code
        self.detail = detail
    }

    /// Whether the failure means "no write access here" (permission, read-only file system).
    public var isPermissionDenied: Bool { code == EACCES || code == EPERM || code == EROFS }

    /// Whether the path (or one of its folders) does not exist.
    public var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// The system's reason alone, lower-cased ("permission denied").
    public var reasonText: String { detail ?? String(cString: strerror(code)).lowercasedFirst }

    /// One line: "cannot <operation> <path>: <reason>" ("cannot write /x/y: permission denied").
    public var description: String { "cannot \(operation) \(path): \(reasonText)" }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
