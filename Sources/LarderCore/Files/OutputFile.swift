import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file (`-o PATH`) the way its kind of path needs.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a temporary file in the
///   same folder, which is synced and renamed over it, with the original file's mode (and, when
///   permitted, owner) kept. A reader sees the old file or the new one, never a part.
/// - A symbolic link is followed, never replaced: its final target is written as above (or through,
///   when the target is a device or a FIFO), and the link stays a link.
/// - A character device (`/dev/null`, a terminal) or a FIFO is written through: opened and written,
///   never renamed over, so it stays what it is.
/// - A regular file with other hard links, or in a folder where no temporary file can be made, is
///   written through too (truncated, then written): renaming would cut the links or is not possible.
/// - A folder, a block device or a socket is refused with one line.
public enum OutputFile {
    /// How the bytes were delivered.
    public enum Method: Equatable, Sendable {
        /// A new regular file was created (atomically).
        case created
        /// An existing regular file was replaced atomically, its mode kept.
        case replaced
        /// The path (or its target) was opened and written in place.
        case writtenThrough
    }

    /// Writes `data` to `path`.
    ///
    /// - Parameter mode: the permission bits of the written file; `nil` keeps an existing file's and
    ///   gives a new one `0666` less the umask.
    /// - Throws: ``FileSystemError`` with one line (`cannot write /x/map.svg: permission denied`).
    @discardableResult
    public static func write(_ data: Data, to path: String, mode: mode_t? = nil) throws(FileSystemError) -> Method {
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            // Follow the link to its final target; a dangling link gets its target created.
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            } else {
                return try writeThrough(data, to: path, create: true, mode: mode)
            }
        }
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw FileSystemError("write", path: path, code: errno) }
            try atomic(data, to: target, mode: mode ?? defaultMode(), owner: nil)
            return .created
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_nlink > 1 { return try writeThrough(data, to: target, create: false, mode: mode) }
            do {
                try atomic(data, to: target, mode: mode ?? (info.st_mode & 0o7777), owner: (info.st_uid, info.st_gid))
                return .replaced
            } catch where error.operation == Self.temporaryOperation && (error.code == EACCES || error.code == EPERM) {
                return try writeThrough(data, to: target, create: false, mode: mode)
            }
        case S_IFCHR, S_IFIFO:
            return try writeThrough(data, to: target, create: false, mode: nil)
        case S_IFDIR:
            throw FileSystemError("write", path: path, code: EISDIR, detail: "it is a folder")
        case S_IFBLK:
            throw FileSystemError("write", path: path, code: EPERM, detail: "it is a block device; refusing to write to a disk")
        default:
            throw FileSystemError("write", path: path, code: EPERM, detail: "it is not a file, a device or a FIFO")
        }
    }

    private static let temporaryOperation = "create a temporary file beside"

    /// `0666` less the process's umask.
    private static func defaultMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// A new file beside `path` with `data`, renamed over it (``StagedFile``).
    private static func atomic(_ data: Data, to path: String, mode: mode_t, owner: (uid_t, gid_t)?) throws(FileSystemError) {
        do {
            try StagedFile.replace(path) { staged in
                let descriptor = open(staged, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                guard descriptor >= 0 else { throw FileSystemError(temporaryOperation, path: path, code: errno) }
                var closed = false
                defer { if !closed { close(descriptor) } }
                if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }
                guard fchmod(descriptor, mode) == 0 else { throw FileSystemError("write", path: path, code: errno) }
                try writeAll(data, to: descriptor, path: path)
                closed = true
                guard close(descriptor) == 0 else { throw FileSystemError("write", path: path, code: errno) }
            }
        } catch let error as FileSystemError {
            throw error
        } catch {
            throw FileSystemError("write", path: path, code: EIO, detail: "\(error)")
        }
    }

    private static func writeThrough(_ data: Data, to path: String, create: Bool, mode: mode_t?) throws(FileSystemError) -> Method {
        var flags = O_WRONLY | O_CLOEXEC
        var info = stat()
        let isRegular = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        if isRegular || create { flags |= O_TRUNC }
        if create { flags |= O_CREAT }
        let descriptor = open(path, flags, mode ?? defaultMode())
        guard descriptor >= 0 else { throw FileSystemError("write", path: path, code: errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
        return .writtenThrough
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
        if let failure = data.withUnsafeBytes({ Descriptor.writeAll($0, to: descriptor) }) {
            throw FileSystemError("write", path: path, code: failure)
        }
    }
}
