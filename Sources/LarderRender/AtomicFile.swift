import Foundation

/// Writes files all-or-nothing: the data goes to a temporary file beside the target, which is then
/// renamed over it. On error the temporary file is removed and the target is untouched.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws(RenderError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: Self.reason(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: reason)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileNoSuchFileError || ns.code == NSFileWriteNoPermissionError {
            return ns.code == NSFileNoSuchFileError ? "no such directory" : "permission denied"
        }
        return ns.localizedDescription
    }
}
