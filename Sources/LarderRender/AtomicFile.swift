import Foundation
import LarderCore

/// Writes rendered output with ``OutputFile``: a regular file atomically with its mode kept; a
/// symlink's target, a device or a FIFO written through; anything else refused. Kept for callers of
/// the earlier name.
public enum AtomicFile {
    /// Writes `data` to `url`.
    public static func write(_ data: Data, to url: URL) throws(RenderError) {
        do {
            try OutputFile.write(data, to: url.path)
        } catch {
            throw .unwritable(path: url.path, reason: error.reasonText)
        }
    }
}
