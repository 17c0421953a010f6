import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temp-file-and-rename, written once: a file is made under a new name beside its destination,
/// synced, renamed over the destination in one step and the folder synced, so a reader (or a power
/// cut) finds the old file or the new one, never a part. Every whole-file replacement in Larder
/// (`-o` outputs, the catalog install and update, the catalog compiler) goes through here.
public enum StagedFile {
    /// A new, unused name beside `destination` (`.NAME.RANDOM.tmp` in the same folder, so the rename
    /// stays within one file system). Nothing is created.
    public static func path(beside destination: String) -> String {
        let url = URL(fileURLWithPath: destination)
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + "." + random + ".tmp"
    }

    /// Replaces `destination` with the file that `fill` writes at the path it is given (a fresh name
    /// beside `destination`, see ``path(beside:)``), then ``commit(_:to:)``s it. When anything
    /// throws, the staged file is removed and `destination` is unchanged.
    public static func replace<T>(_ destination: String, _ fill: (_ staged: String) throws -> T) throws -> T {
        let staged = path(beside: destination)
        do {
            let value = try fill(staged)
            try commit(staged, to: destination)
            return value
        } catch {
            unlink(staged)
            throw error
        }
    }

    /// Syncs the finished file `staged`, renames it over `destination` and syncs the folder.
    /// - Throws: ``FileSystemError`` when the file cannot be synced or renamed; `staged` is left for
    ///   the caller to remove.
    public static func commit(_ staged: String, to destination: String) throws(FileSystemError) {
        let descriptor = open(staged, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("write", path: destination, code: errno) }
        let synced = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        guard synced == 0 else { throw FileSystemError("write", path: destination, code: synced) }
        guard rename(staged, destination) == 0 else { throw FileSystemError("write", path: destination, code: errno) }
        syncFolder(of: destination)
    }

    /// Syncs the folder holding `path`, so a rename into it survives a power cut (best effort).
    public static func syncFolder(of path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
