#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder operations with one-line errors.
public enum Directory {
    /// Creates `path` and any missing parents (mode 0755 before umask); existing folders are fine.
    ///
    /// - Throws: ``FileSystemError`` naming the first folder that could not be created.
    public static func create(_ path: String) throws(FileSystemError) {
        // Every command opens its folder: one `stat` when it is already there.
        var existing = stat()
        if !path.isEmpty, stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR { return }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/"
            prefix += component
            if mkdir(prefix, 0o755) != 0 {
                let code = errno
                var info = stat()
                if code == EEXIST, stat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
                if stat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
                throw FileSystemError("create directory", path: prefix, code: code == EEXIST ? ENOTDIR : code)
            }
        }
    }

    /// The folder holding the file at `path` (text up to its last `/`): `/` for a file in the root, `.` for a
    /// bare name. What `URL.deletingLastPathComponent()` gives for a plain path, without a `URL`.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether this process may create and remove files in the folder at `path`.
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }
}
